/* Reference model of the OpenCL C relational built-ins (OpenCL C 1.2 section 6.12.6), written
 * from the spec and IEEE 754 on raw bit patterns: it uses no floating-point operation at all,
 * includes no lanes header and shares no code with the library.
 *
 * A floating lane is its bit pattern p (uint64_t) in a format of `bits` = 16 (half), 32 (float)
 * or 64 (double) bits.  Each function returns 1 (true) or 0 (false). */
#ifndef LANES_REF_RELATIONAL_H
#define LANES_REF_RELATIONAL_H
#include <stdint.h>

static inline int rr_mant_bits(int bits) { return bits == 16 ? 10 : bits == 32 ? 23 : 52; }
static inline int rr_exp_bits(int bits) { return bits - 1 - rr_mant_bits(bits); }
static inline uint64_t rr_exp(int bits, uint64_t p) {
  return (p >> rr_mant_bits(bits)) & ((1ull << rr_exp_bits(bits)) - 1);
}
static inline uint64_t rr_mant(int bits, uint64_t p) { return p & ((1ull << rr_mant_bits(bits)) - 1); }
static inline int rr_exp_max(int bits, uint64_t p) { return rr_exp(bits, p) == (1ull << rr_exp_bits(bits)) - 1; }

static inline int ref_signbit(int bits, uint64_t p) { return (int)((p >> (bits - 1)) & 1); }
static inline int ref_isnan(int bits, uint64_t p) { return rr_exp_max(bits, p) && rr_mant(bits, p) != 0; }
static inline int ref_isinf(int bits, uint64_t p) { return rr_exp_max(bits, p) && rr_mant(bits, p) == 0; }
static inline int ref_isfinite(int bits, uint64_t p) { return !rr_exp_max(bits, p); }
static inline int ref_isnormal(int bits, uint64_t p) { return !rr_exp_max(bits, p) && rr_exp(bits, p) != 0; }

/* Ordering of non-NaN values: the magnitude bits are monotonic in the value; the sign flips it;
 * both zeros map to 0. */
static inline int64_t rr_key(int bits, uint64_t p) {
  uint64_t mag = p & ((1ull << (bits - 1)) - 1);
  return ref_signbit(bits, p) ? -(int64_t)mag : (int64_t)mag;
}
static inline int ref_isunordered(int bits, uint64_t x, uint64_t y) { return ref_isnan(bits, x) || ref_isnan(bits, y); }
static inline int ref_isordered(int bits, uint64_t x, uint64_t y) { return !ref_isunordered(bits, x, y); }
static inline int ref_isequal(int bits, uint64_t x, uint64_t y) {
  return ref_isordered(bits, x, y) && rr_key(bits, x) == rr_key(bits, y);
}
static inline int ref_isnotequal(int bits, uint64_t x, uint64_t y) { return !ref_isequal(bits, x, y); }
static inline int ref_isgreater(int bits, uint64_t x, uint64_t y) {
  return ref_isordered(bits, x, y) && rr_key(bits, x) > rr_key(bits, y);
}
static inline int ref_isgreaterequal(int bits, uint64_t x, uint64_t y) {
  return ref_isordered(bits, x, y) && rr_key(bits, x) >= rr_key(bits, y);
}
static inline int ref_isless(int bits, uint64_t x, uint64_t y) { return ref_isgreater(bits, y, x); }
static inline int ref_islessequal(int bits, uint64_t x, uint64_t y) { return ref_isgreaterequal(bits, y, x); }
static inline int ref_islessgreater(int bits, uint64_t x, uint64_t y) {
  return ref_isless(bits, x, y) || ref_isgreater(bits, x, y);
}

/* any/all over the first n lanes (patterns of `bits`-bit signed lanes): the most significant bit. */
static inline int ref_any(int bits, int n, const uint64_t *p) {
  for (int i = 0; i < n; i++)
    if ((p[i] >> (bits - 1)) & 1) return 1;
  return 0;
}
static inline int ref_all(int bits, int n, const uint64_t *p) {
  for (int i = 0; i < n; i++)
    if (!((p[i] >> (bits - 1)) & 1)) return 0;
  return 1;
}
#endif
