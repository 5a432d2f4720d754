/* The running work-item, shared by the launcher (src/clc/kernel.c, any C compiler) and the
 * work-item functions (src/clc/workitem.c, compiled by Clang to bitcode and inlined into every
 * kernel module): one thread-local record, so get_global_id and its kin are a load or two.
 * Every array has 3 entries; beyond work_dim the sizes are 1 and the ids and offsets 0, which
 * are OpenCL's values there, so no function compares with work_dim. */
#ifndef LANES_CLC_KERNEL_STATE_H
#define LANES_CLC_KERNEL_STATE_H
#include <stddef.h>

typedef struct lnk_workitem {
  size_t lid[3];         /* local id of the running work-item (set by the work-group loop) */
  size_t base[3];        /* global id of local id 0 of the running group: offset + group * local size */
  size_t group[3];       /* id of the running work-group */
  size_t local_size[3];
  size_t global_size[3];
  size_t num_groups[3];
  size_t offset[3];
  unsigned work_dim;
} lnk_workitem;

/* initial-exec: a register-relative access (the default model of position-independent code
 * calls __tls_get_addr each time).  Defined in src/clc/kernel.c. */
extern _Thread_local lnk_workitem lnk__wi __attribute__((tls_model("initial-exec")));

#endif /* LANES_CLC_KERNEL_STATE_H */
