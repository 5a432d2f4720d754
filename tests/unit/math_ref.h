/* Reference helpers shared by the tests of the vectorized math functions (test_math_exp, _trig,
 * _atrig, _hyp, _pow): the error margin of a wider C type's result, the ulp of a format, and the
 * error of a result in ulps against an exact value from MPFR (LANES_HAVE_MPFR: native builds). */
#ifndef LANES_TESTS_MATH_REF_H
#define LANES_TESTS_MATH_REF_H
#include <float.h>
#include <math.h>
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

/* the wider reference's relative error bound: a few ulps of its type */
#define REL_D (8 * DBL_EPSILON)
#define REL_LD (8 * LDBL_EPSILON)
/* long double has at least 8 more significand bits than double (x87, binary128, IBM double-double) */
static const int LD_WIDER = LDBL_MANT_DIG > DBL_MANT_DIG + 8;

/* MPFR consulted; double results left unchecked for ulps (no reference wide enough) */
static unsigned long n_mpfr, n_undecided;

/* ulp of the format (significand bits p, minimum exponent emin) at value v */
static inline long double ulp_of(long double v, int p, int emin) {
  int e;
  if (v == 0) return ldexpl(1.0L, emin - p + 1);
  (void)frexpl(fabsl(v), &e);
  e -= 1;
  if (e < emin) e = emin;
  return ldexpl(1.0L, e - p + 1);
}

/* v moved |s| steps to its neighbours (s > 0: up, s < 0: down) in double (t = 1) or, rounded
 * to float first, in float (t = 0): the edge values around a threshold */
static inline double nudge(double v, int s, int t) {
  if (t) {
    for (; s > 0; s--) v = nextafter(v, INFINITY);
    for (; s < 0; s++) v = nextafter(v, -INFINITY);
    return v;
  }
  float w = (float)v;
  for (; s > 0; s--) w = nextafterf(w, INFINITY);
  for (; s < 0; s++) w = nextafterf(w, -INFINITY);
  return w;
}

#ifdef LANES_HAVE_MPFR
/* |got - r| in ulps of the format (p, emin) at r, r the exact value (200 bits or more); an
 * infinite got is 0.5 ulp when r is at least the largest finite value, with got's sign, else 1e9 */
static inline double mpfr_err_ulps(mpfr_srcptr r, double got, int p, int emin) {
  mpfr_t d;
  double out;
  mpfr_init2(d, mpfr_get_prec(r));
  if (isinf(got)) {
    mpfr_set_d(d, p == 24 ? FLT_MAX : DBL_MAX, MPFR_RNDN);
    out = mpfr_cmpabs(r, d) >= 0 && (mpfr_sgn(r) > 0) == (got > 0) ? 0.5 : 1e9;
  } else {
    mpfr_sub_d(d, r, got, MPFR_RNDN);
    long e = mpfr_zero_p(r) ? emin : mpfr_get_exp(r) - 1;
    if (e < emin) e = emin;
    mpfr_mul_2si(d, d, -(e - p + 1), MPFR_RNDN);
    out = fabs(mpfr_get_d(d, MPFR_RNDN));
  }
  mpfr_clear(d);
  return out;
}
#endif
#endif
