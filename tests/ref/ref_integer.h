/* Reference model of the OpenCL C integer built-ins (OpenCL C 1.2 section 6.12.3, ctz from 2.0)
 * and of min/max/clamp, one lane at a time, written from the spec text.  Includes no lanes
 * header and shares no code with the library.
 *
 * A lane is given as its bit pattern (uint64_t, low `bits` bits) plus its width and signedness;
 * values are computed exactly as 128-bit integers and results returned as bit patterns.  The
 * 128-bit arithmetic is the model's own (ri_w below, plain uint64_t words, long multiplication
 * on 16-bit digits), the same on every target: no __int128, so 32-bit targets run it too.
 * Where OpenCL leaves a choice, the model follows lanes' documented definition:
 *   mul24/mad24 outside the 24-bit range: the full product mod 2^32 (what PoCL computes);
 *   clamp with minval > maxval: min(max(x, minval), maxval);
 *   floating min/max: min = x < y ? x : y, max = x > y ? x : y (y when x and y are equal,
 *     e.g. +0/-0, or unordered), which is what OpenCL C on CPUs (PoCL) returns. */
#ifndef LANES_REF_INTEGER_H
#define LANES_REF_INTEGER_H
#include <math.h>
#include <stdint.h>

/* A 128-bit integer hi * 2^64 + lo, two's complement: read as signed, values -2^127 .. 2^127-1
 * (hi's top bit is the sign); read as unsigned, 0 .. 2^128-1.  add, sub, neg and mul are exact
 * mod 2^128, so they are exact whenever the true result fits the reading used. */
typedef struct { uint64_t hi, lo; } ri_w;

static inline uint64_t ri_mask(int bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }
static inline ri_w ri_u64(uint64_t v) { ri_w r = {0, v}; return r; }
/* 2^k for 0 <= k <= 127 (2^127 read as unsigned). */
static inline ri_w ri_pow2(int k) {
  ri_w r = {k >= 64 ? 1ull << (k - 64) : 0, k < 64 ? 1ull << k : 0};
  return r;
}
static inline ri_w ri_add(ri_w a, ri_w b) {
  ri_w r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi + (r.lo < a.lo); /* carry out of the low word */
  return r;
}
static inline ri_w ri_neg(ri_w a) {
  ri_w r = {~a.hi, ~a.lo};
  return ri_add(r, ri_u64(1));
}
static inline ri_w ri_sub(ri_w a, ri_w b) { return ri_add(a, ri_neg(b)); }
static inline int ri_isneg(ri_w a) { return (int)(a.hi >> 63); }
/* a < b, both read as unsigned / both read as signed. */
static inline int ri_ltu(ri_w a, ri_w b) { return a.hi != b.hi ? a.hi < b.hi : a.lo < b.lo; }
static inline int ri_lt(ri_w a, ri_w b) {
  if (ri_isneg(a) != ri_isneg(b)) return ri_isneg(a);
  return ri_ltu(a, b); /* same sign: the two's complement patterns order like the values */
}
/* a * b mod 2^128: long multiplication of the eight 16-bit digits of each operand, as on paper
 * (digit products < 2^32, at most 8 of them per column, so a column sum fits 64 bits). */
static inline ri_w ri_mul(ri_w a, ri_w b) {
  uint64_t x[8], y[8], col[8] = {0}, carry = 0;
  ri_w r = {0, 0};
  for (int i = 0; i < 8; i++) {
    x[i] = ((i < 4 ? a.lo : a.hi) >> (16 * (i % 4))) & 0xffff;
    y[i] = ((i < 4 ? b.lo : b.hi) >> (16 * (i % 4))) & 0xffff;
  }
  for (int i = 0; i < 8; i++)
    for (int j = 0; i + j < 8; j++) col[i + j] += x[i] * y[j];
  for (int k = 0; k < 8; k++) {
    uint64_t t = col[k] + carry;
    carry = t >> 16;
    if (k < 4) r.lo |= (t & 0xffff) << (16 * k);
    else r.hi |= (t & 0xffff) << (16 * (k - 4));
  }
  return r;
}
/* floor(v / 2^k), 1 <= k <= 127, v read as signed (sgn) or unsigned: the pattern moved right
 * by k bits, the vacated top bits filled with the sign (the digits of floor(v / 2^k) in two's
 * complement), or with zeros when unsigned. */
static inline ri_w ri_shr(ri_w v, int k, int sgn) {
  uint64_t fill = sgn && ri_isneg(v) ? ~0ull : 0;
  ri_w r;
  if (k >= 64) {
    r.lo = k == 64 ? v.hi : (v.hi >> (k - 64)) | (fill << (128 - k));
    r.hi = fill;
  } else {
    r.lo = (v.lo >> k) | (v.hi << (64 - k));
    r.hi = (v.hi >> k) | (fill << (64 - k));
  }
  return r;
}

/* The mathematical value of a lane pattern: p, or p - 2^bits when signed with the top bit set. */
static inline ri_w ri_val(int bits, int sgn, uint64_t p) {
  p &= ri_mask(bits);
  if (sgn && (p >> (bits - 1)) & 1) return ri_sub(ri_u64(p), ri_pow2(bits));
  return ri_u64(p);
}
/* A value reduced mod 2^bits, as a pattern. */
static inline uint64_t ri_pat(int bits, ri_w v) { return v.lo & ri_mask(bits); }
static inline ri_w ri_lo(int bits, int sgn) { return sgn ? ri_neg(ri_pow2(bits - 1)) : ri_u64(0); }
static inline ri_w ri_hi(int bits, int sgn) {
  return ri_sub(ri_pow2(sgn ? bits - 1 : bits), ri_u64(1));
}
/* v (read as signed) clamped to the range of the lane type, as a pattern. */
static inline uint64_t ri_sat(int bits, int sgn, ri_w v) {
  if (ri_lt(v, ri_lo(bits, sgn))) v = ri_lo(bits, sgn);
  if (ri_lt(ri_hi(bits, sgn), v)) v = ri_hi(bits, sgn);
  return ri_pat(bits, v);
}
static inline ri_w ri_floor_div_pow2(ri_w v, int k) { return ri_shr(v, k, 1); }
/* v mod m (mathematical: 0 <= result < m) for 0 < m, v read as signed with |v| < 2^64. */
static inline uint64_t ri_mod_small(ri_w v, uint64_t m) {
  if (!ri_isneg(v)) return v.lo % m;
  uint64_t r = ri_neg(v).lo % m;
  return r ? m - r : 0;
}

static inline uint64_t ref_abs(int bits, int sgn, uint64_t a) {
  ri_w v = ri_val(bits, sgn, a);
  return ri_pat(bits, ri_isneg(v) ? ri_neg(v) : v);
}
static inline uint64_t ref_abs_diff(int bits, int sgn, uint64_t a, uint64_t b) {
  ri_w d = ri_sub(ri_val(bits, sgn, a), ri_val(bits, sgn, b));
  return ri_pat(bits, ri_isneg(d) ? ri_neg(d) : d);
}
static inline uint64_t ref_add_sat(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_sat(bits, sgn, ri_add(ri_val(bits, sgn, a), ri_val(bits, sgn, b)));
}
static inline uint64_t ref_sub_sat(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_sat(bits, sgn, ri_sub(ri_val(bits, sgn, a), ri_val(bits, sgn, b)));
}
static inline uint64_t ref_hadd(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_floor_div_pow2(ri_add(ri_val(bits, sgn, a), ri_val(bits, sgn, b)), 1));
}
static inline uint64_t ref_rhadd(int bits, int sgn, uint64_t a, uint64_t b) {
  ri_w s = ri_add(ri_add(ri_val(bits, sgn, a), ri_val(bits, sgn, b)), ri_u64(1));
  return ri_pat(bits, ri_floor_div_pow2(s, 1));
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
  uint64_t c = ri_mod_small(ri_val(bits, sgn, i), (uint64_t)bits);
  uint64_t r = v & ri_mask(bits);
  for (uint64_t k = 0; k < c; k++) r = ((r << 1) | (r >> (bits - 1))) & ri_mask(bits);
  return r;
}
/* The exact product of two lanes (|product| < 2^127 signed, < 2^128 unsigned: no wrap in the
 * reading that matches sgn). */
static inline ri_w ri_prod(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_mul(ri_val(bits, sgn, a), ri_val(bits, sgn, b));
}
/* mul_hi: floor(a * b / 2^bits), the high half of the 2*bits-wide product. */
static inline ri_w ri_mul_hi_val(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_shr(ri_prod(bits, sgn, a, b), bits, sgn);
}
static inline uint64_t ref_mul_hi(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_mul_hi_val(bits, sgn, a, b));
}
static inline uint64_t ref_mad_hi(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  return ri_pat(bits, ri_add(ri_mul_hi_val(bits, sgn, a, b), ri_val(bits, sgn, c)));
}
/* mad_sat: a * b + c saturated.  Unsigned: the sum is < 2^128 and compared unsigned. */
static inline uint64_t ref_mad_sat(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  ri_w p = ri_add(ri_prod(bits, sgn, a, b), ri_val(bits, sgn, c));
  if (!sgn) return ri_ltu(ri_u64(ri_mask(bits)), p) ? ri_mask(bits) : p.lo;
  return ri_sat(bits, sgn, p);
}
/* lanes' mul24: the exact product of the two 32-bit operands, mod 2^32 (for operands in the
 * 24-bit range that is OpenCL's x * y; outside it OpenCL leaves the result open). */
static inline uint64_t ref_mul24(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_pat(bits, ri_prod(bits, sgn, a, b));
}
static inline uint64_t ref_mad24(int bits, int sgn, uint64_t a, uint64_t b, uint64_t c) {
  return ri_pat(bits, ri_add(ri_prod(bits, sgn, a, b), ri_val(bits, sgn, c)));
}
/* upsample(hi, lo) = hi * 2^bits + lo (lo unsigned), a 2*bits-wide lane. */
static inline uint64_t ref_upsample(int bits, int sgn, uint64_t hi, uint64_t lo) {
  return ri_pat(2 * bits, ri_add(ri_mul(ri_val(bits, sgn, hi), ri_pow2(bits)), ri_val(bits, 0, lo)));
}
static inline uint64_t ref_min(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_lt(ri_val(bits, sgn, b), ri_val(bits, sgn, a)) ? b & ri_mask(bits) : a & ri_mask(bits);
}
static inline uint64_t ref_max(int bits, int sgn, uint64_t a, uint64_t b) {
  return ri_lt(ri_val(bits, sgn, a), ri_val(bits, sgn, b)) ? b & ri_mask(bits) : a & ri_mask(bits);
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
/* sign(x), OpenCL C 1.2 section 6.12.4: 1.0 if x > 0, -0.0 if x = -0.0, +0.0 if x = +0.0, -1.0 if
 * x < 0, 0.0 if x is a NaN. */
static inline double ref_sign(double x) {
  if (isnan(x)) return 0.0;
  if (x > 0) return 1.0;
  if (x < 0) return -1.0;
  return x; /* +0.0 or -0.0 */
}

#endif
