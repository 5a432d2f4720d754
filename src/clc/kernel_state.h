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

/* Sets the running work-group to the one of linear id g (and its base). */
static inline void lnk_set_group(lnk_workitem *wi, size_t g) {
  const size_t *ng = wi->num_groups;
  wi->group[0] = g % ng[0];
  wi->group[1] = (g / ng[0]) % ng[1];
  wi->group[2] = g / (ng[0] * ng[1]);
  for (int d = 0; d < 3; d++) wi->base[d] = wi->offset[d] + wi->group[d] * wi->local_size[d];
}

/* Moves to the work-group step linear ids further (which exists); divides only when dimension 0
 * wraps. */
static inline void lnk_next_group(lnk_workitem *wi, size_t step) {
  const size_t *ng = wi->num_groups;
  if (ng[0] - wi->group[0] > step) {
    wi->group[0] += step;
    wi->base[0] += step * wi->local_size[0];
  } else {
    lnk_set_group(wi, wi->group[0] + wi->group[1] * ng[0] + wi->group[2] * ng[0] * ng[1] + step);
  }
}

/* kernel.c: a barrier of the running fiber (switches to the next work-item of the group). */
void lnk_barrier(void);

#endif /* LANES_CLC_KERNEL_STATE_H */
