/* The work-group collective functions' exchange (generated src/clc/builtins_workgroup.c): every
 * work-item of the running group puts its value in the slot of its local linear id, between two
 * barriers, then reads the slots it needs.  A group runs on one thread (its work-items are fibers
 * of that thread), so the slots are thread-local; tools/clc_kernels.py runs every file that calls
 * a work_group_* function on fibers. */
#ifndef LANES_CLC_WORKGROUP_H
#define LANES_CLC_WORKGROUP_H
#include <lanes/kernel.h>
#include "clc.h"

void _Z7barrierj(unsigned flags);
size_t _Z14get_local_sizej(unsigned d);

static _Thread_local unsigned char lnk__wg[LN_KERNEL_MAX_GROUP][8];

/* Puts the size bytes at v in this work-item's slot and returns the number of work-items of the
 * group.  The first barrier keeps every slot until all work-items have read the values of the
 * previous collective call. */
static inline size_t lnk_wg_share(const void *v, size_t size) {
  _Z7barrierj(0);
  memcpy(lnk__wg[_Z19get_local_linear_idv()], v, size);
  _Z7barrierj(0);
  return _Z14get_local_sizej(0) * _Z14get_local_sizej(1) * _Z14get_local_sizej(2);
}
/* The value of type T in slot i. */
#define LNK_WG_AT(T, i) __extension__({ T lnk_v_; memcpy(&lnk_v_, lnk__wg[i], sizeof lnk_v_); lnk_v_; })

#endif
