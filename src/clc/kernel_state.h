/* The running work-item, passed by the launcher (src/clc/kernel.c, any C compiler) to the entry
 * points of a kernel module (ln__group_<name>, ln__call_<name>), which copy it into the module's
 * own thread-local record read by the work-item functions (src/clc/workitem.c).  Every array has
 * 3 entries; beyond work_dim the sizes are 1 and the ids and offsets 0, which are OpenCL's values
 * there, so no work-item function compares with work_dim. */
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

/* kernel.c: a barrier of the running fiber (switches to the next work-item of the group). */
void lnk_barrier(void);

#endif /* LANES_CLC_KERNEL_STATE_H */
