/* The kernel layer's math built-ins that neither lanes/math.h nor the C library has as such
 * (OpenCL C 1.2 section 6.12.2): sinpi cospi tanpi pown rootn powr (asinpi acospi atanpi atan2pi
 * are lanes/math.h's),
 * one lane each, with OpenCL's special cases (section 7.5.1).  Float lanes are computed in double
 * and rounded once, which keeps them within 1 ulp; double lanes stay within OpenCL's bounds
 * (docs/kernels.md lists both).  Included by clc.h; builtins_math.c calls these per lane. */
#ifndef LANES_CLC_MATH_EXTRA_H
#define LANES_CLC_MATH_EXTRA_H
#include <math.h>

/* glibc and musl have exp10 (a GNU extension: declared here, as -std=gnu11 does not) */
double exp10(double);
float exp10f(float);

/* pi as a double-double: pi = LNK_PI_HI + LNK_PI_LO to about 107 bits */
#define LNK_PI_HI 0x1.921fb54442d18p+1
#define LNK_PI_LO 0x1.1a62633145c07p-53

/* x = n / 2 + r with |r| <= 1/4 and q = n mod 4 (0 .. 3), from x reduced modulo 2 (exact); pi * r
 * as hi + lo (lo: the rounding error of hi, and r times the low part of pi) */
static inline void lnk_pi_reduce(double x, int *q, double *hi, double *lo) {
  double xr = fmod(x, 2.0);          /* exact, in (-2, 2) */
  double n = rint(2 * xr);           /* -4 .. 4 */
  double r = xr - n / 2;             /* exact */
  *q = (int)n & 3;
  *hi = LNK_PI_HI * r;
  *lo = fma(LNK_PI_HI, r, -*hi) + LNK_PI_LO * r;
}
/* sin and cos of hi + lo (|lo| tiny against hi): first-order correction */
static inline double lnk_sin2(double hi, double lo) { return sin(hi) + cos(hi) * lo; }
static inline double lnk_cos2(double hi, double lo) { return cos(hi) - sin(hi) * lo; }

/* sinpi(x) = sin(pi x): sinpi(+-0) = +-0, sinpi(n) = +0 for n > 0 and -0 for n < 0, sinpi(+-inf) = NaN */
static inline double lnk_sinpi(double x) {
  if (isinf(x)) return x - x;
  if (x != x) return x;
  int q;
  double hi, lo;
  lnk_pi_reduce(x, &q, &hi, &lo);
  if (hi == 0 && !(q & 1)) return copysign(0.0, x); /* an integer */
  double s = (q & 1) ? lnk_cos2(hi, lo) : lnk_sin2(hi, lo);
  return q >= 2 ? -s : s;
}
/* cospi(x) = cos(pi x): cospi(+-0) = 1, cospi(n + 1/2) = +0, cospi(+-inf) = NaN */
static inline double lnk_cospi(double x) {
  if (isinf(x)) return x - x;
  if (x != x) return x;
  int q;
  double hi, lo;
  lnk_pi_reduce(x, &q, &hi, &lo);
  if (hi == 0 && (q & 1)) return 0.0; /* n + 1/2 */
  double c = (q & 1) ? lnk_sin2(hi, lo) : lnk_cos2(hi, lo); /* cos(n pi / 2 + a): cos a, -sin a, -cos a, sin a */
  return (q == 1 || q == 2) ? -c : c;
}
/* tanpi(x) = tan(pi x): tanpi(+-0) = +-0, tanpi(n) = copysign(0, n) for even n and copysign(0, -n)
 * for odd n, tanpi(n + 1/2) = +inf for even n and -inf for odd n, tanpi(+-inf) = NaN */
static inline double lnk_tanpi(double x) {
  if (isinf(x)) return x - x;
  if (x != x) return x;
  int q;
  double hi, lo;
  lnk_pi_reduce(x, &q, &hi, &lo);
  if (hi == 0) {
    if (q & 1) return q == 1 ? INFINITY : -INFINITY; /* n + 1/2: q = 1 for even n, 3 for odd n */
    return copysign(0.0, q == 0 ? x : -x);           /* an integer: q = 0 even, 2 odd */
  }
  double t = tan(hi);
  t = t + (1 + t * t) * lo; /* tan(hi + lo) */
  return (q & 1) ? -1 / t : t;
}
/* pown(x, n) = x^n for an integer n: C's pow of an integer-valued exponent has pown's special cases */
static inline double lnk_pown(double x, int n) { return pow(x, (double)n); }
/* rootn(x, n) = x^(1/n): rootn(x, 0) = NaN, NaN for x < 0 and even n; rootn(+-0, n) = +-inf (odd
 * n < 0), +inf (even n < 0), +-0 (odd n > 0), +0 (even n > 0).  The power is taken in long double
 * (1/n is inexact: in double the result could be off by hundreds of ulp for large x). */
static inline double lnk_rootn(double x, int n) {
  if (n == 0 || x != x || (x < 0 && !(n & 1))) return NAN;
  if (x == 0) return n < 0 ? ((n & 1) ? copysign(INFINITY, x) : INFINITY) : ((n & 1) ? x : 0.0);
  if (n == 1) return x;
  long double r = powl(fabsl((long double)x), 1.0L / (long double)n);
  return copysign((double)r, x);
}
/* powr(x, y) = exp2(y log2 x) for x >= 0 (OpenCL C 7.5.1): NaN for x < 0, for (+-0, +-0), (+inf, +-0),
 * (1, +-inf) and a NaN argument; powr(+-0, y < 0) = +inf, powr(+-0, y > 0) = +0, powr(1, finite y) = 1 */
static inline double lnk_powr(double x, double y) {
  if (x != x || y != y || x < 0) return NAN;
  if (x == 0) return y == 0 ? NAN : y < 0 ? INFINITY : 0.0;
  if (isinf(x)) return y == 0 ? NAN : y < 0 ? 0.0 : INFINITY;
  if (x == 1) return isinf(y) ? NAN : 1.0;
  return pow(x, y);
}
/* float forms: the double function rounded once (its error is far below half a float ulp) */
static inline float lnk_sinpif(float x) { return (float)lnk_sinpi(x); }
static inline float lnk_cospif(float x) { return (float)lnk_cospi(x); }
static inline float lnk_tanpif(float x) { return (float)lnk_tanpi(x); }
static inline float lnk_pownf(float x, int n) { return (float)lnk_pown(x, n); }
static inline float lnk_rootnf(float x, int n) { return (float)lnk_rootn(x, n); }
static inline float lnk_powrf(float x, float y) { return (float)lnk_powr(x, y); }
#endif /* LANES_CLC_MATH_EXTRA_H */
