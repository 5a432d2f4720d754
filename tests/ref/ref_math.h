/* Reference model of lanes/math.h: one lane at a time, on doubles holding a value of the lane's
 * type (bits = 16 half, 32 float, 64 double); each model returns the exact result of that type,
 * as a double.  Includes no lanes header and shares no code with the library.
 *
 * Where C99 Annex F (IEC 60559) specifies the result exactly, the C library is the model: glibc's
 * fabs copysign ceil floor trunc rint round fdim fma fmaf sqrt sqrtf nextafter nextafterf are
 * exact or correctly rounded as IEEE 754 requires, and give OpenCL C 1.2 section 6.12.2's results
 * for these functions.  A double result is rounded to float or half by one C conversion; that is
 * correctly rounded where the double result is exact (the integral functions, copysign, fabs) or
 * where double's 53 bits are more than twice the narrower precision plus 2 (x - y, sqrt), and
 * fma of half lanes is computed exactly in __float128, or a binary128 long double (113 bits hold
 * every half product plus a half) and rounded once.
 * Where OpenCL's text differs from C99 or C has no function, the model is written from the
 * OpenCL text: fmax, fmin (NaN handling; +0 against -0: y), maxmag, minmag, and nextafter of half. */
#ifndef LANES_REF_MATH_H
#define LANES_REF_MATH_H
#include <math.h>
#include <stdint.h>

/* v rounded (to nearest even) to the lane type. */
static inline double ref_m_rnd(int bits, double v) {
  if (bits == 32) return (double)(float)v;
#if defined(__FLT16_MAX__) && !defined(LN_NO_HALF)
  if (bits == 16) return (double)(_Float16)v;
#endif
  return v;
}

static inline double ref_m_fabs(int bits, double x) { (void)bits; return fabs(x); }
static inline double ref_m_copysign(int bits, double x, double y) { (void)bits; return copysign(x, y); }
static inline double ref_m_ceil(int bits, double x) { (void)bits; return ceil(x); }
static inline double ref_m_floor(int bits, double x) { (void)bits; return floor(x); }
static inline double ref_m_trunc(int bits, double x) { (void)bits; return trunc(x); }
static inline double ref_m_rint(int bits, double x) { (void)bits; return rint(x); }
static inline double ref_m_round(int bits, double x) { (void)bits; return round(x); }
static inline double ref_m_fdim(int bits, double x, double y) { return ref_m_rnd(bits, fdim(x, y)); }

/* OpenCL C 1.2 6.12.2: fmax "Returns y if x < y, otherwise it returns x.  If one argument is a
 * NaN, fmax() returns the other argument.  If both arguments are NaNs, fmax() returns a NaN."
 * x == y with different bits is +0 against -0, which C99 Annex F (F.9.9.2, which OpenCL's
 * functions follow) leaves open: lanes' documented choice is y (as PoCL computes). */
static inline double ref_m_fmax(int bits, double x, double y) {
  (void)bits;
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return y;
  return x < y ? y : x;
}
/* fmin: "Returns y if y < x, otherwise it returns x", NaN as fmax, +0 against -0: y. */
static inline double ref_m_fmin(int bits, double x, double y) {
  (void)bits;
  if (isnan(x)) return y;
  if (isnan(y)) return x;
  if (x == y) return y;
  return y < x ? y : x;
}
/* maxmag: "Returns x if |x| > |y|, y if |y| > |x|, otherwise fmax(x, y)."; minmag likewise. */
static inline double ref_m_maxmag(int bits, double x, double y) {
  if (fabs(x) > fabs(y)) return x;
  if (fabs(y) > fabs(x)) return y;
  return ref_m_fmax(bits, x, y);
}
static inline double ref_m_minmag(int bits, double x, double y) {
  if (fabs(x) < fabs(y)) return x;
  if (fabs(y) < fabs(x)) return y;
  return ref_m_fmin(bits, x, y);
}

static inline double ref_m_fma(int bits, double a, double b, double c) {
  if (bits == 64) return fma(a, b, c);
  if (bits == 32) return fmaf((float)a, (float)b, (float)c);
#if defined(__FLT16_MAX__) && !defined(LN_NO_HALF) && (defined(__SIZEOF_FLOAT128__) || __LDBL_MANT_DIG__ >= 113)
  if (isnan(a) || isnan(b) || isnan(c)) return NAN;
  if (isinf(a) || isinf(b) || isinf(c)) return a * b + c; /* exact: inf or NaN */
#if __LDBL_MANT_DIG__ >= 113   /* AArch64: long double is binary128 (and there is no __float128) */
  long double q = (long double)a * (long double)b + (long double)c;
#else
  __float128 q = (__float128)a * (__float128)b + (__float128)c;
#endif
  return (double)(_Float16)q;
#else
  return NAN; /* no exact model here: the test skips half fma */
#endif
}

static inline double ref_m_sqrt(int bits, double x) {
  if (bits == 32) return sqrtf((float)x);
  return ref_m_rnd(bits, sqrt(x));
}

/* The spacing of half values at |x|: 2^(e - 10) for a normal |x| in [2^e, 2^(e+1)), 2^-24 below
 * 2^-14 (subnormals). */
static inline double ref_m_half_ulp(double ax) {
  if (ax < 0x1p-14) return 0x1p-24;
  int e;
  frexp(ax, &e); /* ax = m * 2^e, m in [0.5, 1) */
  return ldexp(1.0, e - 1 - 10);
}
static inline double ref_m_nextafter(int bits, double x, double y) {
  if (bits == 64) return nextafter(x, y);
  if (bits == 32) return nextafterf((float)x, (float)y);
  /* half, from the definition: the neighbour of x in the direction of y */
  if (isnan(x) || isnan(y)) return x + y;
  if (x == y) return y;
  if (x == 0) return copysign(0x1p-24, y);
  double ax = fabs(x), step;
  int away = (y > x) == (x > 0); /* toward larger magnitude */
  if (isinf(x)) return copysign(65504.0, x);
  if (away) step = ref_m_half_ulp(ax);
  else step = ref_m_half_ulp(ax - 0x1p-25); /* below a power of two the spacing halves */
  double r = away ? ax + step : ax - step;
  if (r > 65504.0) r = INFINITY;
  return copysign(r, x);
}

/* ---- part 2 ---- */
/* fmod, remainder: C99 (exact; the result of operands of a type is representable in it); a zero
 * result has x's sign (IEEE 754; glibc's remainder on armhf gives +0 for some negative x). */
static inline double ref_m_fmod(int bits, double x, double y) {
  (void)bits;
  double r = fmod(x, y);
  return r == 0 ? copysign(0.0, x) : r;
}
static inline double ref_m_remainder(int bits, double x, double y) {
  (void)bits;
  double r = remainder(x, y);
  return r == 0 ? copysign(0.0, x) : r;
}
/* remquo (OpenCL C 1.2 6.12.2, with lanes' choice of 7 quotient bits, as PoCL): remainder(x, y),
 * and in *quo the sign of x / y and |n| mod 128, n the integer nearest x / y (ties to even); NaN
 * and *quo = 0 where remainder is NaN; x and *quo = 0 for finite x and infinite y.  |n| mod 128 is
 * found by long division of the integer significands (independent of the C library's remquo,
 * which gives only 3 bits): |x| = mx 2^ex, |y| = my 2^ey with mx, my in [2^52, 2^53). */
static inline double ref_m_remquo(int bits, double x, double y, int *quo) {
  *quo = 0;
  if (isnan(x) || isnan(y) || y == 0 || isinf(x)) return NAN;
  if (isinf(y)) return x;
  double r = ref_m_remainder(bits, x, y);
  if (x == 0) return r;
  int ex, ey;
  uint64_t mx = (uint64_t)ldexp(frexp(fabs(x), &ex), 53), my = (uint64_t)ldexp(frexp(fabs(y), &ey), 53);
  int d = ex - ey;
  uint64_t q;
  if (d < -1) q = 0;                      /* |x / y| < 2^53 / 2^54 = 1/2 */
  else if (d == -1) q = mx > my;          /* |x / y| = mx / (2 my) in (1/4, 1): 1 above 1/2, a tie is even */
  else {
    uint64_t rem = mx % my;               /* the quotient mx 2^d / my, 7 low bits, by long division */
    q = (mx / my) & 127;
    while (d > 0) {
      int s = d < 10 ? d : 10;            /* rem < 2^53: rem << 10 fits */
      rem <<= s;
      q = ((q << s) | (rem / my)) & 127;
      rem %= my;
      d -= s;
    }
    if (2 * rem > my || (2 * rem == my && (q & 1))) q = (q + 1) & 127; /* to nearest, ties to even */
  }
  *quo = signbit(x) != signbit(y) ? -(int)q : (int)q;
  return r;
}
/* The largest value of the type below 1. */
static inline double ref_m_below1(int bits) { return bits == 64 ? 0x1.fffffffffffffp-1 : bits == 32 ? 0x1.fffffep-1 : 0x1.ffcp-1; }
/* OpenCL C 1.2 6.12.2 fract: "Returns fmin(x - floor(x), 0x1.fffffep-1f).  floor(x) is returned in
 * iptr."  7.5.1: fract(+-0) = +-0 (iptr +-0), fract(+-inf) = +-0 (iptr +-inf), fract(NaN) = NaN
 * (iptr NaN).  x - floor(x) is rounded to the type (computed in double, where it is exact for
 * half and float, or correctly rounded for double, then rounded once). */
static inline double ref_m_fract(int bits, double x, double *iptr) {
  *iptr = floor(x);
  if (isnan(x)) return x;
  if (x == 0) return x;
  if (isinf(x)) return copysign(0.0, x);
  double r = ref_m_rnd(bits, x - floor(x));
  return r < ref_m_below1(bits) ? r : ref_m_below1(bits);
}
/* modf, frexp, ldexp, logb: C99 (glibc: exact; ldexp of double correctly rounded; for float and
 * half the double result is exact or far outside their range, then rounded once). */
static inline double ref_m_modf(int bits, double x, double *iptr) { (void)bits; return modf(x, iptr); }
static inline double ref_m_frexp(int bits, double x, int *e) {
  (void)bits;
  *e = 0;
  if (isnan(x) || isinf(x)) return x; /* C leaves *e unspecified there; OpenCL's frexp gives 0 */
  return frexp(x, e);
}
static inline double ref_m_ldexp(int bits, double x, int k) { return ref_m_rnd(bits, ldexp(x, k)); }
static inline double ref_m_logb(int bits, double x) { (void)bits; return logb(x); }
/* ilogb: C99, with lanes' FP_ILOGB0 = INT_MIN and FP_ILOGBNAN = INT_MAX (PoCL's values). */
static inline int ref_m_ilogb(int bits, double x) {
  (void)bits;
  if (x == 0) return INT32_MIN;
  if (isnan(x) || isinf(x)) return INT32_MAX;
  return ilogb(x);
}
/* nan(nancode): "a quiet NaN" (the payload is not compared). */
static inline double ref_m_nan(int bits, uint64_t nancode) { (void)bits; (void)nancode; return NAN; }

/* The common functions (OpenCL C 1.2 6.12.4) as OpenCL writes them, every operation rounded to
 * the lane type (each one exact in double first: the operands have at most 53 / 2 bits, or the
 * sum and quotient round once more, harmlessly: 53 >= 2p + 2).  degrees / radians: the product
 * by 180 / pi (pi / 180) rounded to the type (to float for half), as PoCL computes them. */
static inline double ref_m_degrees(int bits, double x) {
  return ref_m_rnd(bits, x * (bits == 64 ? 0x1.ca5dc1a63c1f8p+5 : (double)(float)(180 / 3.14159265358979323846)));
}
static inline double ref_m_radians(int bits, double x) {
  return ref_m_rnd(bits, x * (bits == 64 ? 0x1.1df46a2529d39p-6 : (double)(float)(3.14159265358979323846 / 180)));
}
static inline double ref_m_step(int bits, double edge, double x) { (void)bits; return x < edge ? 0.0 : 1.0; }
static inline double ref_m_mix(int bits, double x, double y, double a) {
  volatile double p = ref_m_rnd(bits, ref_m_rnd(bits, y - x) * a); /* volatile: never fused into the sum */
  return ref_m_rnd(bits, x + p);
}
static inline double ref_m_smoothstep(int bits, double e0, double e1, double x) {
  double t = ref_m_fmin(bits, ref_m_fmax(bits, ref_m_rnd(bits, ref_m_rnd(bits, x - e0) / ref_m_rnd(bits, e1 - e0)), 0), 1);
  volatile double tt = ref_m_rnd(bits, t * t);
  return ref_m_rnd(bits, tt * ref_m_rnd(bits, 3 - 2 * t));
}

#endif
