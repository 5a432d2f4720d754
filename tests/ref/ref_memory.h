/* Reference model for the OpenCL C vector data load and store functions (OpenCL C 1.2,
 * section 6.12.7), written from the specification on plain C scalars.  Includes no lanes
 * header and shares no code with the library.
 *
 * Addresses (in elements of p):
 *   vload<N>/vstore<N>, vload_half<N>/vstore_half<N>: lane i at p[offset*N + i], i < N
 *     (N = 3 included: "vload3 reads x, y, z components from address (p + (offset * 3))").
 *   vload_half/vstore_half (scalar): p[offset].
 *   vloada_half<N>/vstorea_half<N>: p[offset*N + i], except N = 3: p[offset*4 + i]
 *     ("vloada_half3 reads a half3 from address (p + (offset * 4))").
 * Half values: IEEE 754 binary16.  The rounding to binary16 is modelled by searching the
 * ordered table of binary16 magnitudes for the two neighbours of |x| and comparing with
 * their exact midpoint (all values involved are exact doubles). */
#ifndef LANES_REF_MEMORY_H
#define LANES_REF_MEMORY_H
#include <math.h>
#include <stddef.h>
#include <stdint.h>

/* Index of the first element accessed (in elements of p). */
static inline size_t ref_mem_first(size_t offset, unsigned n, int aligned_half) {
  if (n == 1) return offset;
  return offset * (aligned_half && n == 3 ? 4u : n);
}

/* Value of a binary16 bit pattern, as a double (exact); NaN patterns give NaN. */
static inline double ref_half_value(uint16_t h) {
  unsigned e = (h >> 10) & 31u, m = h & 1023u;
  double v;
  if (e == 31) v = m ? NAN : INFINITY;
  else if (e == 0) v = ldexp((double)m, -24);             /* subnormal: m * 2^-24 */
  else v = ldexp((double)(m + 1024u), (int)e - 25);       /* (1 + m/1024) * 2^(e-15) */
  return (h & 0x8000u) ? -v : v;
}

enum { REF_RTE, REF_RTZ, REF_RTP, REF_RTN };

/* The binary16 magnitudes 0x0000 .. 0x7bff in order (ref_half_value of each), and 65536 at
 * 0x7c00: the unbounded-exponent neighbour above the largest finite value.  Filled on first use
 * (the search below would otherwise recompute each value it visits). */
static inline const double *ref_half_magnitudes(void) {
  static double tab[0x7c01];
  static int filled;
  if (!filled) {
    for (unsigned h = 0; h < 0x7c00; h++) tab[h] = ref_half_value((uint16_t)h);
    tab[0x7c00] = 65536.0;
    filled = 1;
  }
  return tab;
}

/* x rounded to binary16 in the given mode (IEEE 754: the result is the representable value
 * chosen by the mode as if the exponent range were unbounded, then overflow: nearest gives
 * infinity, directed modes give the largest finite value or infinity by direction).
 * NaN input returns 0x7e00 (callers check NaN-ness separately). */
static inline uint16_t ref_round_half(double x, int mode) {
  if (isnan(x)) return 0x7e00;
  int neg = signbit(x) != 0;
  double a = fabs(x);
  unsigned mag;
  if (isinf(a)) {
    mag = 0x7c00;
  } else {
    const double *tab = ref_half_magnitudes();
    unsigned lo = 0, hi = 0x7bff;          /* largest finite magnitude pattern with value <= a */
    while (lo < hi) {
      unsigned mid = (lo + hi + 1) / 2;
      if (tab[mid] <= a) lo = mid; else hi = mid - 1;
    }
    double vlo = tab[lo];
    if (vlo == a) {
      mag = lo;
    } else {
      /* Next value up; above 65504 the unbounded-exponent neighbour is 65536. */
      double vhi = tab[lo + 1];
      int up;
      switch (mode) {
        case REF_RTE: {
          double midv = (vlo + vhi) / 2;
          up = a > midv || (a == midv && (lo & 1u));
          break;
        }
        case REF_RTP: up = !neg; break;
        case REF_RTN: up = neg; break;
        default: up = 0; break;
      }
      mag = up ? lo + 1 : lo;                 /* lo + 1 = 0x7c00 (infinity) past 65504 */
    }
  }
  return (uint16_t)((neg ? 0x8000u : 0u) | mag);
}

#endif
