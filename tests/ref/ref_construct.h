/* Reference model of OpenCL C's assignment to vector components (OpenCL C 1.2 section 6.1.7,
 * "Vector Components"): v.lo = x, v.hi = x, v.even = x, v.odd = x and v.s<i0><i1>... = x, one
 * lane at a time on bit patterns (uint64_t, one per lane).  A 3-component vector is addressed
 * as a 4-component one whose 4th component does not exist: .hi and .odd of it name (s2, s3)
 * and (s1, s3), and only the components that exist are written.  Includes no lanes header. */
#ifndef LANES_REF_CONSTRUCT_H
#define LANES_REF_CONSTRUCT_H
#include <stdint.h>

enum ref_part { REF_LO, REF_HI, REF_EVEN, REF_ODD };

/* r (n lanes, n = 2, 3, 4, 8, 16, 32, 64; for n = 3 also r[3] = 0, the padding) = v with component part
 * assigned x (x: the n/2 lanes of the part, 2 for n = 3). */
static inline void ref_set_part(uint64_t *r, const uint64_t *v, int n, const uint64_t *x, int part) {
  int wide = n == 3 ? 4 : n, half = wide / 2;
  for (int i = 0; i < n; i++) r[i] = v[i];
  if (n == 3) r[3] = 0;
  for (int k = 0; k < half; k++) {
    int lane = part == REF_LO ? k : part == REF_HI ? half + k : part == REF_EVEN ? 2 * k : 2 * k + 1;
    if (lane < n) r[lane] = x[k];
  }
}

/* r = v with r[idx[k]] = x[k] for k < count (the indexes distinct, each < n); padding as above. */
static inline void ref_swizzle_set(uint64_t *r, const uint64_t *v, int n, const uint64_t *x, const int *idx, int count) {
  for (int i = 0; i < n; i++) r[i] = v[i];
  if (n == 3) r[3] = 0;
  for (int k = 0; k < count; k++) r[idx[k]] = x[k];
}
#endif
