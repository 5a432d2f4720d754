/* The work-item functions (OpenCL C 1.2 s6.12.1) under Clang's mangled names, reading the
 * launcher's thread-local record (kernel_state.h).  Compiled by the kernels' Clang to bitcode and
 * linked into every kernel module (lanes_add_opencl_kernels), where they inline to loads; for d
 * outside 0..2, OpenCL's values (sizes 1, ids 0).  lnk_set_local_id is called by the work-group
 * loops that tools/clc_kernels.py writes. */
#include "kernel_state.h"

#define LNK_GET(field, d, other) ((d) < 3 ? lnk__wi.field[d] : (other))
unsigned _Z12get_work_dimv(void) { return lnk__wi.work_dim; }
size_t _Z15get_global_sizej(unsigned d) { return LNK_GET(global_size, d, 1); }
size_t _Z14get_local_sizej(unsigned d) { return LNK_GET(local_size, d, 1); }
size_t _Z23get_enqueued_local_sizej(unsigned d) { return LNK_GET(local_size, d, 1); }
size_t _Z14get_num_groupsj(unsigned d) { return LNK_GET(num_groups, d, 1); }
size_t _Z12get_group_idj(unsigned d) { return LNK_GET(group, d, 0); }
size_t _Z12get_local_idj(unsigned d) { return LNK_GET(lid, d, 0); }
size_t _Z17get_global_offsetj(unsigned d) { return LNK_GET(offset, d, 0); }
size_t _Z13get_global_idj(unsigned d) { return d < 3 ? lnk__wi.base[d] + lnk__wi.lid[d] : 0; }
size_t _Z19get_local_linear_idv(void) {
  const size_t *l = lnk__wi.local_size, *id = lnk__wi.lid;
  return id[0] + id[1] * l[0] + id[2] * l[0] * l[1];
}
size_t _Z20get_global_linear_idv(void) {
  const size_t *g = lnk__wi.global_size;
  size_t id[3];
  for (int d = 0; d < 3; d++) id[d] = lnk__wi.base[d] - lnk__wi.offset[d] + lnk__wi.lid[d];
  return id[0] + id[1] * g[0] + id[2] * g[0] * g[1];
}

void lnk_set_local_id(unsigned d, size_t id) { lnk__wi.lid[d] = id; }
