/* A file without barrier: its kernels run through the generated work-group loop (ln__group_<name>)
 * rather than the fibers of kernels.cl; the same work-item function body as ids there. */
#include "ids.h"
__kernel void ids_loop(__global uint *out) { write_ids(out); }
