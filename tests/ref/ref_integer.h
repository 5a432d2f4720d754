/* Reference model of the OpenCL C integer built-ins (OpenCL C 1.2 section 6.12.3, ctz from 2.0)
 * and of min/max/clamp, one lane at a time, written from the spec text.  Includes no lanes
 * header and shares no code with the library.
 *
 * A lane is given as its bit pattern (uint64_t, low `bits` bits) plus its width and signedness;
 * values are computed exactly in 128-bit integers and results returned as bit patterns.
 * Where OpenCL leaves a choice, the model follows lanes' documented definition:
 *   mul24/mad24 outside the 24-bit range: the full product mod 2^32 (what PoCL computes);
 *   clamp with minval > maxval: min(max(x, minval), maxval);
 *   floating min/max: min = x < y ? x : y, max = x > y ? x : y (y when x and y are equal,
 *     e.g. +0/-0, or unordered), which is what OpenCL C on CPUs (PoCL) returns. */
#ifndef LANES_REF_INTEGER_H
#define LANES_REF_INTEGER_H
#include <math.h>
#include <stdint.h>

#if !defined(__SIZEOF_INT128__)
/* The model computes exactly in 128-bit integers; targets without them (32-bit ARM) skip the
 * tests that use it (they exit 77, reported by CTest as skipped). */
#define LANES_REF_INTEGER_UNAVAILABLE 1
#else
__extension__ typedef __int128 ri_i128;
__extension__ typedef unsigned __int128 ri_u128;

static inline uint64_t ri_mask(int bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }

/* The mathematical value of a lane pattern. */
static inline ri_i128 ri_val(int bits, int sgn, uint64_t p) {
  p &= ri_mask(bits);
  if (sgn && (p >> (bits - 1)) & 1) return (ri_i128)p - ((ri_i128)1 << bits);
  return (ri_i128)p;
}
/* A value reduced mod 2^bits, as a pattern. */
static inline uint64_t ri_pat(int bits, ri_i128 v) { return (uint64_t)(ri_u128)v & ri_mask(bits); }
static inline ri_i128 ri_lo(int bits, int sgn) { return sgn ? -((ri_i128)1 << (bits - 1)) : 0; }
static inline ri_i128 ri_hi(int bits, int sgn) {
  return sgn ? ((ri_i128)1 << (bits - 1)) - 1 : ((ri_i128)1 << bits) - 1;
}
static inline uint64_t ri_sat(int bits, int sgn, ri_i128 v) {
  if (v < ri_lo(bits, sgn)) v = ri_lo(bits, sgn);
  if (v > ri_hi(bits, sgn)) v = ri_hi(bits, sgn);
  return ri_pat(bits, v);
}
/* floor(v / 2^k), by the definition of floor (no reliance on >> of negative values). */
static inline ri_i128 ri_floor_div_pow2(ri_i128 v, int k) {
  ri_i128 d = (ri_i128)1 << k;
  ri_i128 q = v / d;
  if (v % d != 0 && v < 0) q -= 1;
  return q;
}

static inline uint64_t ref_abs(int bits, int sgn, uint64_t a) {
  ri_i128 v = ri_val(bits, sgn, a);
  return ri_pat(bits, v < 0 ? -v : v);
}
static inline uint64_t ref_abs_diff(int bits, int sgn, uint64_t a, uint64_t b) {
  ri_i128 d = ri_val(bits, sgn, a) - ri_val(bits, sgn, b);
  return ri_pat(bits, d < 0 ? -d : d);
}
static inline uint64_t ref_add_sat(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_sat(bits, sgn, ri_val(bits, sgn, a) + ri_val(bits, sgn, b));
}
static inline uint64_t ref_sub_sat(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_sat(bits, sgn, ri_val(bits, sgn, a) - ri_val(bits, sgn, b));
}
static inline uint64_t ref_hadd(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_floor_div_pow2(ri_val(bits, sgn, a) + ri_val(bits, sgn, b), 1));
}
static inline uint64_t ref_rhadd(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_floor_div_pow2(ri_val(bits, sgn, a) + ri_val(bits, sgn, b) + 1, 1));
}
static inline uint64_t ref_clz(int bits, int sgn, uint64_t a) {
  (void)sgn;
  int n = 0;
  for (int i = bits - 1; i >= 0 && !((a >> i) & 1); i--) n++;
  return (uint64_t)n;
}
static inline uint64_t ref_ctz(int bits, int sgn, uint64_t a) {
  (void)sgn;
  int n = 0;
  for (int i = 0; i < bits && !((a >> i) & 1); i++) n++;
  return (uint64_t)n;
}
static inline uint64_t ref_popcount(int bits, int sgn, uint64_t a) {
  (void)sgn;
  int n = 0;
  for (int i = 0; i < bits; i++) n += (int)((a >> i) & 1);
  return (uint64_t)n;
}
/* rotate(v, i): each bit of v moves left by (i mod bits); the top bit enters at the bottom.
 * i is the count's pattern read as a value of the type, reduced mod bits (mathematical mod). */
static inline uint64_t ref_rotate(int bits, int sgn, uint64_t v, uint64_t i) {
  ri_i128 c = ri_val(bits, sgn, i) % bits;
  if (c < 0) c += bits;
  uint64_t r = v & ri_mask(bits);
  for (int k = 0; k < (int)c; k++) r = ((r << 1) | (r >> (bits - 1))) & ri_mask(bits);
  return r;
}
static inline ri_i128 ri_mul_hi_val(int bits, int sgn, uint64_t a, uint64_t b) {
  if (!sgn) {
    ri_u128 p = (ri_u128)(a & ri_mask(bits)) * (ri_u128)(b & ri_mask(bits));
    return (ri_i128)(p >> bits);
  }
  return ri_floor_div_pow2(ri_val(bits, sgn, a) * ri_val(bits, sgn, b), bits);
}
static inline uint64_t ref_mul_hi(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_mul_hi_val(bits, sgn, a, b));
}
static inline uint64_t ref_mad_hi(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  return ri_pat(bits, ri_mul_hi_val(bits, sgn, a, b) + ri_val(bits, sgn, c));
}
static inline uint64_t ref_mad_sat(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  if (!sgn) {
    ri_u128 p = (ri_u128)(a & ri_mask(bits)) * (ri_u128)(b & ri_mask(bits)) + (c & ri_mask(bits));
    return p > (ri_u128)ri_mask(bits) ? ri_mask(bits) : (uint64_t)p;
  }
  return ri_sat(bits, sgn, ri_val(bits, sgn, a) * ri_val(bits, sgn, b) + ri_val(bits, sgn, c));
}
/* lanes' mul24: the exact product of the two 32-bit operands, mod 2^32 (for operands in the
 * 24-bit range that is OpenCL's x * y; outside it OpenCL leaves the result open). */
static inline uint64_t ref_mul24(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_val(bits, sgn, a) * ri_val(bits, sgn, b));
}
static inline uint64_t ref_mad24(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  return ri_pat(bits, ri_val(bits, sgn, a) * ri_val(bits, sgn, b) + ri_val(bits, sgn, c));
}
/* upsample(hi, lo) = hi * 2^bits + lo (lo unsigned), a 2*bits-wide lane. */
static inline uint64_t ref_upsample(int bits, int sgn, uint64_t hi, uint64_t lo) {
  return ri_pat(2 * bits, ri_val(bits, sgn, hi) * ((ri_i128)1 << bits) + ri_val(bits, 0, lo));
}
static inline uint64_t ref_min(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_val(bits, sgn, b) < ri_val(bits, sgn, a) ? b & ri_mask(bits) : a & ri_mask(bits);
}
static inline uint64_t ref_max(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_val(bits, sgn, a) < ri_val(bits, sgn, b) ? b & ri_mask(bits) : a & ri_mask(bits);
}
static inline uint64_t ref_clamp(int bits, int sgn, uint64_t x, uint64_t lo, uint64_t hi) {
  return ref_min(bits, sgn, ref_max(bits, sgn, x, lo), hi);
}

/* Floating min/max/clamp on exact double values of half/float/double lanes. */
static inline double ref_fmin(double x, double y) {
  if (isnan(x) || isnan(y)) return y;                   /* unordered: y */
  if (x == y) return y;                                 /* equal (incl. +0 vs -0): y */
  return x < y ? x : y;
}
static inline double ref_fmax(double x, double y) {
  if (isnan(x) || isnan(y)) return y;
  if (x == y) return y;
  return x > y ? x : y;
}
static inline double ref_fclamp(double x, double lo, double hi) { return ref_fmin(ref_fmax(x, lo), hi); }

#endif /* __SIZEOF_INT128__ */

#endif
