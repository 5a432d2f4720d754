#ifndef LANES_IMPL_COMMON_GATHER_H
#define LANES_IMPL_COMMON_GATHER_H
/* Internal: helpers of lanes/gather.h shared by the portable code and the ISA kernels. */
#include <string.h>

/* Zero the padding lane of a 3-lane result. */
LN_INLINE void ln__pad3(void *r, size_t esz, int n) {
  /* Offset and length are 0 unless n == 3, so that GCC at -O0 (which does not drop the
   * dead branch) sees no write past a 2-lane object. */
  memset((char *)r + (n == 3 ? 3 * esz : 0), 0, n == 3 ? esz : 0);
}

#endif /* LANES_IMPL_COMMON_GATHER_H */
