/* Reference model of OpenCL C shuffle / shuffle2 (OpenCL C spec 6.12.12, "Miscellaneous
 * Vector Functions"), lane by lane on plain bytes.  Includes no lanes header.
 *
 *   gentypen shuffle(gentypem x, ugentypen mask);
 *   gentypen shuffle2(gentypem x, gentypem y, ugentypen mask);
 * "only the ilogb(2m-1) least significant bits of each mask element are considered" for
 * shuffle, "ilogb(2m-1)+1" for shuffle2; "the elements of the input vectors are numbered
 * from left to right across one or both of the vectors". */
#ifndef LANES_REF_SHUFFLE_H
#define LANES_REF_SHUFFLE_H
#include <math.h>
#include <stdint.h>
#include <string.h>

/* Number of mask bits considered for m input lanes (shuffle: two = 0, shuffle2: two = 1). */
static inline int ref_shuffle_bits(int m, int two) { return ilogb((double)(2 * m - 1)) + two; }

/* r (n lanes of esize bytes) = shuffle(x, mask) or shuffle2(x, y, mask) when y != NULL.
 * x, y: m lanes of esize bytes in memory order; mask: the n mask lanes as integers. */
static inline void ref_shuffle(void *r, const void *x, const void *y, int m, int esize,
                               const uint64_t *mask, int n) {
  int bits = ref_shuffle_bits(m, y != 0);
  for (int i = 0; i < n; i++) {
    uint64_t sel = 0;
    for (int b = 0; b < bits; b++) sel |= mask[i] & ((uint64_t)1 << b); /* the low bits only */
    const unsigned char *from = (const unsigned char *)x;
    if (sel >= (uint64_t)m) { from = (const unsigned char *)y; sel -= (uint64_t)m; }
    memcpy((unsigned char *)r + (size_t)i * (size_t)esize, from + sel * (uint64_t)esize, (size_t)esize);
  }
}
#endif
