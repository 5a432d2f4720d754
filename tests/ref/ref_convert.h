/* Reference model for OpenCL C explicit conversions (OpenCL C 1.2 s6.2.3), lane by lane.
 * Written from the spec with exact integer arithmetic: a source value is decoded from its bits
 * to sign * M * 2^E (M a 64-bit integer), and every rounding is decided from the exact
 * remainder of a right shift.  Uses no floating-point operation at all and no lanes header.
 *
 * Types are coded RC_CHAR .. RC_DOUBLE (OpenCL order); values travel as raw bits in a uint64_t
 * (the low `bits` bits).  Modes: RC_DEF (the conversion's default), RC_RTE, RC_RTZ, RC_RTP, RC_RTN.
 * Decided rules checked here: float -> int without _sat behaves as with _sat (NaN -> 0, out of
 * range clamps); integer -> integer without _sat wraps modulo 2^bits. */
#ifndef LANES_REF_CONVERT_H
#define LANES_REF_CONVERT_H
#include <stdint.h>

enum { RC_CHAR, RC_UCHAR, RC_SHORT, RC_USHORT, RC_INT, RC_UINT, RC_LONG, RC_ULONG,
       RC_HALF, RC_FLOAT, RC_DOUBLE, RC_NTYPES };
enum { RC_DEF, RC_RTE, RC_RTZ, RC_RTP, RC_RTN };

static const int rc_bits_of[RC_NTYPES] = {8, 8, 16, 16, 32, 32, 64, 64, 16, 32, 64};
static const char *const rc_name[RC_NTYPES] = {"char", "uchar", "short", "ushort", "int", "uint",
                                               "long", "ulong", "half", "float", "double"};

static inline int rc_is_float(int t) { return t >= RC_HALF; }
static inline int rc_is_signed_int(int t) { return t < RC_HALF && (t & 1) == 0; }
static inline uint64_t rc_mask(int bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }
/* Stored fraction bits of a float type. */
static inline int rc_frac_bits(int t) { return t == RC_HALF ? 10 : t == RC_FLOAT ? 23 : 52; }
static inline int rc_exp_bits(int t) { return t == RC_HALF ? 5 : t == RC_FLOAT ? 8 : 11; }

typedef struct {
  int kind;    /* 0 finite, 1 infinity, 2 NaN */
  int neg;     /* sign */
  uint64_t m;  /* |value| = m * 2^e */
  int e;
} rc_val;

static inline rc_val rc_decode(int t, uint64_t bits) {
  rc_val v = {0, 0, 0, 0};
  int w = rc_bits_of[t];
  bits &= rc_mask(w);
  if (!rc_is_float(t)) {
    if (rc_is_signed_int(t) && (bits >> (w - 1))) {
      v.neg = 1;
      v.m = (~bits + 1) & rc_mask(w);
      if (v.m == 0) v.m = 1ull << (w - 1); /* cannot happen; kept for clarity */
    } else {
      v.m = bits;
    }
    return v;
  }
  int fb = rc_frac_bits(t), eb = rc_exp_bits(t), bias = (1 << (eb - 1)) - 1;
  uint64_t frac = bits & ((1ull << fb) - 1);
  int ex = (int)((bits >> fb) & ((1u << eb) - 1));
  v.neg = (int)(bits >> (w - 1));
  if (ex == (1 << eb) - 1) {
    v.kind = frac ? 2 : 1;
    return v;
  }
  if (ex == 0) {
    v.m = frac;
    v.e = 1 - bias - fb;
  } else {
    v.m = frac | (1ull << fb);
    v.e = ex - bias - fb;
  }
  return v;
}

static inline int rc_bitlen(uint64_t m) {
  int n = 0;
  while (m) { n++; m >>= 1; }
  return n;
}

/* m / 2^sh rounded per mode (RC_RTE/RTZ/RTP/RTN) for a value of sign neg; *carry is set when
 * the result would be 2^64. */
static inline uint64_t rc_shr_round(uint64_t m, int sh, int neg, int mode, int *carry) {
  uint64_t q, r;
  int cmp; /* remainder compared with half a unit: -1, 0, 1 */
  *carry = 0;
  if (sh <= 0) return m;
  if (sh > 64) {
    q = 0; r = m; cmp = -1; /* m < 2^64 <= 2^(sh-1) */
  } else if (sh == 64) {
    q = 0; r = m; cmp = r < (1ull << 63) ? -1 : r == (1ull << 63) ? 0 : 1;
  } else {
    q = m >> sh;
    r = m & ((1ull << sh) - 1);
    uint64_t h = 1ull << (sh - 1);
    cmp = r < h ? -1 : r == h ? 0 : 1;
  }
  int inc = 0;
  if (r != 0) {
    switch (mode) {
      case RC_RTE: inc = cmp > 0 || (cmp == 0 && (q & 1)); break;
      case RC_RTP: inc = !neg; break;
      case RC_RTN: inc = neg; break;
      default: inc = 0; break;
    }
  }
  if (inc) {
    if (q == ~0ull) *carry = 1;
    q++;
  }
  return q;
}

/* A value clamped to the integer type d's range, as bits. */
static inline uint64_t rc_clamp_int(int d, int neg, uint64_t mag, int huge) {
  int w = rc_bits_of[d];
  if (rc_is_signed_int(d)) {
    uint64_t hi = (1ull << (w - 1)) - 1;
    if (!neg) return (huge || mag > hi) ? hi : mag;
    if (mag == 0 && !huge) return 0;
    if (huge || mag > hi + 1) return (1ull << (w - 1)) & rc_mask(w); /* MIN */
    return (~mag + 1) & rc_mask(w);
  }
  if (neg) return 0;
  return (huge || mag > rc_mask(w)) ? rc_mask(w) : mag;
}

/* The largest finite value of float type d, as bits (positive). */
static inline uint64_t rc_fmax_bits(int d) {
  int fb = rc_frac_bits(d), eb = rc_exp_bits(d);
  return ((uint64_t)((1u << eb) - 2) << fb) | ((1ull << fb) - 1);
}
static inline uint64_t rc_inf_bits(int d) {
  return (uint64_t)((1u << rc_exp_bits(d)) - 1) << rc_frac_bits(d);
}

/* A NaN with bits x of float type s converted to float type d (lanes' rule, docs/semantics.md):
 * sign kept, quiet bit set, the fraction's high bits kept (narrowing drops the low bits,
 * widening appends zeros); a conversion to the same type keeps every bit. */
static inline uint64_t rc_nan_convert(int s, uint64_t x, int d) {
  if (s == d) return x;
  int fs = rc_frac_bits(s), fd = rc_frac_bits(d);
  uint64_t sign = (x >> (rc_bits_of[s] - 1)) & 1;
  uint64_t frac = (x & ((1ull << fs) - 1)) | (1ull << (fs - 1));
  frac = fd < fs ? frac >> (fs - fd) : frac << (fd - fs);
  return (sign << (rc_bits_of[d] - 1)) | rc_inf_bits(d) | frac;
}

/* ref_convert: the OpenCL result bits of converting the value with bits `x` of type s to type
 * d, with or without _sat, with rounding mode `mode` (a NaN result follows rc_nan_convert). */
static inline uint64_t ref_convert(int s, uint64_t x, int d, int sat, int mode) {
  rc_val v = rc_decode(s, x);
  int w = rc_bits_of[d];
  if (!rc_is_float(d)) {
    if (!rc_is_float(s)) {
      if (!sat) { /* modulo 2^w */
        uint64_t u = v.neg ? ~v.m + 1 : v.m;
        return u & rc_mask(w);
      }
      return rc_clamp_int(d, v.neg, v.m, 0);
    }
    if (v.kind == 2) return 0;
    if (v.kind == 1) return rc_clamp_int(d, v.neg, 0, 1);
    if (mode == RC_DEF) mode = RC_RTZ;
    uint64_t mag;
    int huge = 0;
    if (v.m == 0) {
      mag = 0;
    } else if (v.e >= 0) {
      if (rc_bitlen(v.m) + v.e > 64) huge = 1, mag = 0;
      else mag = v.m << v.e;
    } else {
      mag = rc_shr_round(v.m, -v.e, v.neg, mode, &huge);
    }
    return rc_clamp_int(d, v.neg, mag, huge);
  }
  /* floating-point destination */
  uint64_t sign = (uint64_t)v.neg << (w - 1);
  if (v.kind == 2) return rc_nan_convert(s, x & rc_mask(rc_bits_of[s]), d);
  if (v.kind == 1) return sign | rc_inf_bits(d);
  if (v.m == 0) return sign;
  if (mode == RC_DEF) mode = RC_RTE;
  int fb = rc_frac_bits(d), p = fb + 1, bias = (1 << (rc_exp_bits(d) - 1)) - 1;
  int emin = 1 - bias, emax = bias;
  int top = v.e + rc_bitlen(v.m) - 1;          /* 2^top <= |value| < 2^(top+1) */
  int q = top - (p - 1);                        /* exponent of one ulp */
  if (q < emin - (p - 1)) q = emin - (p - 1);   /* denormal range: fixed ulp */
  uint64_t mm;
  int carry = 0;
  if (q <= v.e) {
    mm = v.m << (v.e - q);                      /* exact: mm < 2^p */
  } else {
    mm = rc_shr_round(v.m, q - v.e, v.neg, mode, &carry);
  }
  if (mm == (1ull << p)) { mm = 1ull << (p - 1); q++; }
  if (mm >= (1ull << (p - 1)) && q + p - 1 > emax) { /* overflow */
    int to_inf;
    switch (mode) {
      case RC_RTZ: to_inf = 0; break;
      case RC_RTP: to_inf = !v.neg; break;
      case RC_RTN: to_inf = v.neg; break;
      default: to_inf = 1; break;
    }
    return sign | (to_inf ? rc_inf_bits(d) : rc_fmax_bits(d));
  }
  (void)carry;
  if (mm < (1ull << (p - 1))) return sign | mm;  /* denormal (or zero after rounding) */
  return sign | ((uint64_t)(q + p - 1 + bias) << fb) | (mm - (1ull << (p - 1)));
}

#endif /* LANES_REF_CONVERT_H */
