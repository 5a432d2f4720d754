/* A file without barrier: its kernels run through the generated work-group loop (ln__group_<name>);
 * the same work-item function body as ids in kernels.cl, which runs on fibers. */
#include "ids.h"
__kernel void ids_loop(__global uint *out) { write_ids(out); }
