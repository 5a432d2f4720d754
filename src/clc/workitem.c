/* The work-item functions (OpenCL C 1.2 s6.12.1) and synchronization under Clang's mangled names.
 * Compiled by the kernels' Clang to bitcode and linked into every kernel module
 * (lanes_add_opencl_kernels, -mlink-builtin-bitcode), which internalizes lnk__wi: each module
 * has its own record, whose address never leaves the module, so the optimizer knows the kernel's
 * stores do not change it (the ids stay in registers in the work-group loop).  The entry points
 * that tools/clc_kernels.py writes call lnk_enter with the launcher's record (kernel_state.h),
 * lnk_set_local_id and lnk_next_group_of in their loops.  For d outside 0..2, OpenCL's values (sizes 1, ids 0). */
#include <string.h>
#include "kernel_state.h"

/* initial-exec: a register-relative access (the default model of position-independent code
 * calls __tls_get_addr). */
_Thread_local lnk_workitem lnk__wi __attribute__((tls_model("initial-exec")));

void lnk_enter(const void *wi) { memcpy(&lnk__wi, wi, sizeof lnk__wi); }
void lnk_set_local_id(unsigned d, size_t id) { lnk__wi.lid[d] = id; }
void lnk_next_group_of(size_t step) { lnk_next_group(&lnk__wi, step); }

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

/* barrier: the other work-items of the group run (fibers of this module, which overwrite the
 * record), then this work-item's record is restored. */
void _Z7barrierj(unsigned flags) {
  (void)flags;
  lnk_workitem me = lnk__wi;
  lnk_barrier();
  lnk__wi = me;
}
void _Z18work_group_barrierj(unsigned flags) { _Z7barrierj(flags); }
/* wait_group_events: a barrier, so the copies of the group (src/clc/builtins_async.c: done by the
 * work-item of local linear id 0) are complete for every work-item. */
void _Z17wait_group_eventsiPU9CLgeneric9ocl_event(int num_events, void *events) {
  (void)num_events;
  (void)events;
  _Z7barrierj(0);
}
/* One work-group runs on one thread: a fence only has to keep the compiler's order. */
void _Z9mem_fencej(unsigned flags) { (void)flags; __asm__ __volatile__("" ::: "memory"); }
void _Z14read_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }
void _Z15write_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }

/* cl_khr_subgroups: a sub-group is one work-item (its id: the local linear id), so a sub-group
 * barrier only has to keep the compiler's order. */
unsigned _Z18get_sub_group_sizev(void) { return 1; }
unsigned _Z22get_max_sub_group_sizev(void) { return 1; }
unsigned _Z18get_num_sub_groupsv(void) {
  const size_t *l = lnk__wi.local_size;
  return (unsigned)(l[0] * l[1] * l[2]);
}
unsigned _Z27get_enqueued_num_sub_groupsv(void) { return _Z18get_num_sub_groupsv(); }
unsigned _Z16get_sub_group_idv(void) { return (unsigned)_Z19get_local_linear_idv(); }
unsigned _Z22get_sub_group_local_idv(void) { return 0; }
void _Z17sub_group_barrierj(unsigned flags) { _Z9mem_fencej(flags); }
void _Z17sub_group_barrierj12memory_scope(unsigned flags, int scope) {
  (void)scope;
  _Z9mem_fencej(flags);
}
