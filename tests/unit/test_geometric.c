/* lanes/geometric.h (dot cross length distance normalize and the fast_ forms) against an
 * independent reference, for half (where LN_HAS_HALF), float and double, scalars and 2, 3, 4 lanes:
 *   - inputs: edge vectors (zeros of both signs, +-inf, NaN, the largest and smallest normal and
 *     subnormal values, mixes of them) and N_RAND random vectors per function, type and lane
 *     count, in five shapes: lanes of one magnitude, lanes of independent magnitudes over the
 *     whole range, vectors near overflow and underflow of the squares, and cancelling ones (dot
 *     products near 0, nearly parallel vectors for cross);
 *   - the exact value (LANES_HAVE_MPFR, native builds): MPFR with 4600 bits, in which every sum
 *     of products of the lane type and every difference of lanes is exact, and a square root to
 *     200 bits.  Every result must be within the header's bound: dot within 0.5 ulp plus
 *     2^-51 (half, float) or 2^-101 (double) times sum |a_i b_i|, cross 0.5 ulp plus 2^-29 ulp or
 *     2^-101 sum |products|, length, distance and normalize 0.5 ulp + 2^-27 ulp (half, float) or
 *     1 ulp (double); results beyond the largest finite value must be infinite.  Without MPFR
 *     (cross builds under qemu) the reference is long double with its error bound as margin,
 *     where long double has room for it (float and half everywhere; double where its exponent
 *     range holds the squares: x86, AArch64, s390x, RISC-V), with fewer inputs;
 *   - special results exactly: NaN and infinity rules of the header, normalize's special cases,
 *     the zero vector, the padding lane 0 of 3-lane results (the padding lane of the arguments
 *     is 7 and must be ignored);
 *   - fast_length, fast_distance, fast_normalize give the bits of length, distance, normalize;
 *   - every result equal, bit for bit, to that of the portable code in the same run
 *     (tests/unit/geometric_portable.c: built without FMA instructions and without contraction).
 *   - the largest errors seen, per function and type, are printed (docs/semantics.md's table
 *     comes from a run with -DN_RAND=1000000). */
#define _GNU_SOURCE
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/geometric_calls.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef N_RAND
#ifdef LANES_HAVE_MPFR
#define N_RAND 4000
#else
#define N_RAND 600
#endif
#endif

static const char *op_name[G_NOPS] = {"dot", "cross", "length", "distance", "normalize",
                                      "fast_length", "fast_distance", "fast_normalize"};
static const char *type_name[G_NTYPES] = {"half", "float", "double"};
/* per type: precision, smallest normal exponent, largest finite value */
static const int prec[G_NTYPES] = {11, 24, 53};
static const int emin[G_NTYPES] = {-14, -126, -1022};
static const int emax[G_NTYPES] = {15, 127, 1023};
static const double maxv[G_NTYPES] = {65504.0, FLT_MAX, DBL_MAX};
static double worst[G_NOPS][G_NTYPES];   /* the largest error in ulps beyond the 0.5 of rounding */

/* x rounded to type t (round to nearest even; beyond the range: +-inf) */
static double to_type(int t, double x) {
  if (t == G_FLOAT) return (float)x;
  if (t == G_HALF) {
    if (!(fabs(x) < 65520.0)) return x != x ? x : copysign(INFINITY, x);
    double u = ldexp(1.0, (fabs(x) >= 0x1p-14 ? ilogb(x) : -14) - 10); /* half's ulp at x */
    return nearbyint(x / u) * u;
  }
  return x;
}
/* the ulp of type t at |x| (x = 0: the smallest subnormal) */
static double ulp_of(int t, double x) {
  int e = (x != 0 && isfinite(x)) ? ilogb(x) : emin[t];
  if (e < emin[t]) e = emin[t];
  if (e > emax[t]) e = emax[t];
  return ldexp(1.0, e - prec[t] + 1);
}
static int same(double a, double b) { return (a != a && b != b) || !memcmp(&a, &b, sizeof a); }

/* ---- the exact reference ---- */
#ifdef LANES_HAVE_MPFR
#define XP 4600
static mpfr_t m_s, m_t, m_u, m_r, m_abs;
static void ref_init(void) { mpfr_inits2(XP, m_s, m_t, m_u, m_r, m_abs, (mpfr_ptr)0); }
/* m_s = sum a_i b_i (exact), m_abs = sum |a_i b_i| */
static void ref_dot(const double *a, const double *b, int n) {
  mpfr_set_zero(m_s, 1);
  mpfr_set_zero(m_abs, 1);
  for (int i = 0; i < n; i++) {
    mpfr_set_d(m_t, a[i], MPFR_RNDN);
    mpfr_mul_d(m_t, m_t, b[i], MPFR_RNDN);
    mpfr_add(m_s, m_s, m_t, MPFR_RNDN);
    mpfr_abs(m_t, m_t, MPFR_RNDN);
    mpfr_add(m_abs, m_abs, m_t, MPFR_RNDN);
  }
}
/* m_s = sqrt(sum (a_i - b_i)^2) (b = 0: length), to 200 bits */
static void ref_len(const double *a, const double *b, int n) {
  mpfr_set_zero(m_s, 1);
  for (int i = 0; i < n; i++) {
    mpfr_set_d(m_t, a[i], MPFR_RNDN);
    mpfr_sub_d(m_t, m_t, b ? b[i] : 0.0, MPFR_RNDN);
    mpfr_sqr(m_t, m_t, MPFR_RNDN);
    mpfr_add(m_s, m_s, m_t, MPFR_RNDN);
  }
  mpfr_set_prec(m_u, 200);
  mpfr_sqrt(m_u, m_s, MPFR_RNDN);
  mpfr_set_prec(m_s, XP);
  mpfr_set(m_s, m_u, MPFR_RNDN);
  mpfr_set_prec(m_u, XP);
}
/* |r - m_s| in ulps of type t at m_s; the ulp at m_s in *u */
static double ref_err(int t, double r, double *u) {
  double x = mpfr_get_d(m_s, MPFR_RNDN);
  *u = ulp_of(t, x);
  mpfr_set_d(m_r, r, MPFR_RNDN);
  mpfr_sub(m_r, m_r, m_s, MPFR_RNDN);
  mpfr_abs(m_r, m_r, MPFR_RNDN);
  mpfr_div_d(m_r, m_r, *u, MPFR_RNDN);
  return mpfr_get_d(m_r, MPFR_RNDU);
}
#define HAVE_EXACT 1
#else
/* long double: its own rounding errors are the margin */
static long double l_s, l_abs;
static void ref_init(void) {}
static void ref_dot(const double *a, const double *b, int n) {
  l_s = 0;
  l_abs = 0;
  for (int i = 0; i < n; i++) {
    l_s += (long double)a[i] * b[i];
    l_abs += fabsl((long double)a[i] * b[i]);
  }
}
static void ref_len(const double *a, const double *b, int n) {
  long double s = 0;
  for (int i = 0; i < n; i++) {
    long double d = (long double)a[i] - (b ? b[i] : 0.0);
    s += d * d;
  }
  l_s = sqrtl(s);
}
static double ref_err(int t, double r, double *u) {
  *u = ulp_of(t, (double)l_s);
  return (double)(fabsl((long double)r - l_s) / *u);
}
#define HAVE_EXACT 0
#endif
/* the reference's own relative error (0 with MPFR) and whether it serves type t at all */
static double ref_margin(int t) {
  (void)t;
  return HAVE_EXACT ? 0 : 8 * ldexp(1.0, -LDBL_MANT_DIG);
}
static int ref_usable(int t) {
  return HAVE_EXACT || t != G_DOUBLE || (LDBL_MANT_DIG >= 64 && LDBL_MAX_EXP >= 4 * DBL_MAX_EXP);
}
static double ref_value(void) {
#ifdef LANES_HAVE_MPFR
  return mpfr_get_d(m_s, MPFR_RNDN);
#else
  return (double)l_s;
#endif
}
static double ref_abs(void) {
#ifdef LANES_HAVE_MPFR
  return mpfr_get_d(m_abs, MPFR_RNDU);
#else
  return (double)l_abs;
#endif
}

/* ---- checks of one result ---- */
/* r, a result of type t for exact value ref_value(): within half an ulp plus `extra` ulps plus an
 * absolute `abs_extra`; a result beyond the largest finite value must be infinite */
static void check_bound(int op, int t, int n, const double *a, const double *b, int lane, double r,
                        double extra, double abs_extra) {
  double x = ref_value(), u;
  if (!ref_usable(t)) return;
  if (!isfinite(r)) {
    TC_CHECK(isinf(r) && fabs(x) * (1 + ref_margin(t)) + abs_extra >= maxv[t] + ulp_of(t, maxv[t]) / 2 * 0.999,
             "%s %s%d lane %d: %a for exact %a (a %a %a %a %a, b %a %a %a %a)", op_name[op], type_name[t], n,
             lane, r, x, a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
    return;
  }
  double e = ref_err(t, r, &u);
  double allowed = 0.5 + extra + (abs_extra + fabs(x) * ref_margin(t)) / u;
  if (e - 0.5 > worst[op][t] && abs_extra == 0) {
    worst[op][t] = e - 0.5;
    if (getenv("GEO_VERBOSE"))
      printf("worst %s %s%d lane %d: %.3g ulp, %a (a %a %a %a %a, b %a %a %a %a)\n", op_name[op], type_name[t], n, lane, e,
             r, a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
  }
  TC_CHECK(e <= allowed, "%s %s%d lane %d: %a is %.4g ulp from exact %a, allowed %.4g (a %a %a %a %a, b %a %a %a %a)",
           op_name[op], type_name[t], n, lane, r, e, x, allowed, a[0], a[1], a[2], a[3], b[0], b[1], b[2], b[3]);
}

/* the largest error seen of dot and cross, relative to the absolute term, is tracked apart */
static double worst_abs[G_NOPS][G_NTYPES];
static void check_dotlike(int op, int t, int n, const double *a, const double *b, int lane, double r, double k) {
  double u, x = ref_value(), sabs = ref_abs();
  if (!ref_usable(t) || !isfinite(r) || !isfinite(x)) {
    check_bound(op, t, n, a, b, lane, r, 0, k * sabs + ldexp((double)n, -1074));
    return;
  }
  double e = ref_err(t, r, &u);
  if (e > 0.5 && sabs > 0x1p-960 && (e - 0.5) * u / sabs > worst_abs[op][t]) worst_abs[op][t] = (e - 0.5) * u / sabs;
  check_bound(op, t, n, a, b, lane, r, 0, k * sabs + ldexp((double)n, -1074));
}

/* the naive formula's special results: a NaN lane or an invalid operation gives NaN, an infinite
 * product or sum gives +-inf; 1 and the expected value in *want when the result is special */
static int special_dot(const double *a, const double *b, int n, double *want) {
  volatile double s = 0;
  int fin = 1;
  for (int i = 0; i < n; i++) {
    volatile double p = a[i] * b[i];
    fin &= isfinite(a[i]) && isfinite(b[i]);
    s = i ? s + p : p;
  }
  *want = s;
  return !fin || !isfinite(s);
}

/* ---- one case ---- */
static void run_case(int t, int op, int n, const double *a, const double *b) {
  double r[4] = {0, 0, 0, 0}, p[4] = {0, 0, 0, 0};
  if (!geo_call(t, op, n, a, b, r)) return;
  TC_CHECK(geo_call_portable(t, op, n, a, b, p), "portable build lacks %s", op_name[op]);
  int lanes = (op == G_CROSS || op == G_NORMALIZE || op == G_FAST_NORMALIZE) ? (n == 3 ? 4 : n) : 1;
  for (int i = 0; i < lanes; i++)
    TC_CHECK(same(r[i], p[i]), "%s %s%d lane %d: %a, portable build %a (a %a %a %a %a)", op_name[op],
             type_name[t], n, i, r[i], p[i], a[0], a[1], a[2], a[3]);
  if (op >= G_FAST_LENGTH) { /* the bits of the full-precision function */
    double f[4] = {0, 0, 0, 0};
    geo_call(t, op - G_FAST_LENGTH + G_LENGTH, n, a, b, f);
    for (int i = 0; i < lanes; i++)
      TC_CHECK(same(r[i], f[i]), "%s float%d lane %d: %a, full-precision %a", op_name[op], n, i, r[i], f[i]);
    return;
  }
  if (lanes == 4 && (n == 3 || op == G_CROSS))
    TC_CHECK(same(r[3], 0.0), "%s %s%d: lane 3 %a, want 0", op_name[op], type_name[t], n, r[3]);
  double w;
  switch (op) {
    case G_DOT:
      if (special_dot(a, b, n, &w) && (t == G_DOUBLE || !isfinite(w))) {
        TC_CHECK(same(r[0], w), "dot %s%d special: %a, want %a", type_name[t], n, r[0], w);
        return;
      }
      ref_dot(a, b, n);
      check_dotlike(op, t, n, a, b, 0, r[0], t == G_DOUBLE ? 0x1p-101 : 0x1p-51);
      return;
    case G_CROSS:
      for (int i = 0; i < 3; i++) {
        static const int J[3][2] = {{1, 2}, {2, 0}, {0, 1}};
        int j = J[i][0], k = J[i][1];
        double x[2] = {a[j], -a[k]}, y[2] = {b[k], b[j]};
        if (special_dot(x, y, 2, &w) && (t == G_DOUBLE || !isfinite(w))) {
          TC_CHECK(same(r[i], w), "cross %s%d lane %d special: %a, want %a", type_name[t], n, i, r[i], w);
          continue;
        }
        ref_dot(x, y, 2);
        if (t == G_DOUBLE) check_dotlike(op, t, n, a, b, i, r[i], 0x1p-101);
        else check_bound(op, t, n, a, b, i, r[i], 0x1p-29, 0);
      }
      return;
    case G_LENGTH:
    case G_DISTANCE: {
      int nan = 0, inf = 0, zero = 1;
      for (int i = 0; i < n; i++) {
        double d = op == G_LENGTH ? a[i] : a[i] - b[i];
        nan |= d != d;
        inf |= isinf(d);
        zero &= op == G_LENGTH ? a[i] == 0 : a[i] == b[i];
      }
      if (nan || inf) {
        TC_CHECK(nan ? r[0] != r[0] : same(r[0], INFINITY), "%s %s%d special: %a", op_name[op], type_name[t], n, r[0]);
        return;
      }
      if (zero) {
        TC_CHECK(same(r[0], 0.0), "%s %s%d of the zero vector: %a", op_name[op], type_name[t], n, r[0]);
        return;
      }
      ref_len(a, op == G_LENGTH ? NULL : b, n);
      check_bound(op, t, n, a, b, 0, r[0], t == G_DOUBLE ? 0.5 : 0x1p-27, 0);
      return;
    }
    case G_NORMALIZE: {
      int nan = 0, inf = 0, zero = 1;
      double v[4] = {0, 0, 0, 0};
      for (int i = 0; i < n; i++) {
        nan |= a[i] != a[i];
        inf |= isinf(a[i]);
        zero &= a[i] == 0;
      }
      if (nan || zero) {
        for (int i = 0; i < n; i++)
          TC_CHECK(nan ? r[i] != r[i] : same(r[i], a[i]), "normalize %s%d lane %d special: %a", type_name[t], n, i, r[i]);
        return;
      }
      for (int i = 0; i < n; i++) v[i] = inf ? copysign(isinf(a[i]) ? 1.0 : 0.0, a[i]) : a[i];
      ref_len(v, NULL, n);
#ifdef LANES_HAVE_MPFR
      mpfr_set(m_u, m_s, MPFR_RNDN);
#else
      long double len = l_s;
#endif
      for (int i = 0; i < n; i++) {
#ifdef LANES_HAVE_MPFR
        mpfr_set_d(m_s, v[i], MPFR_RNDN);
        mpfr_div(m_s, m_s, m_u, MPFR_RNDN);
#else
        l_s = v[i] / len;
#endif
        if (v[i] == 0) {
          TC_CHECK(same(r[i], v[i]), "normalize %s%d lane %d: %a, want %a", type_name[t], n, i, r[i], v[i]);
          continue;
        }
        check_bound(op, t, n, a, b, i, r[i], t == G_DOUBLE ? 0.5 : 0x1p-27, 0);
      }
      return;
    }
  }
}

/* ---- inputs ---- */
static const double edge[] = {0.0, -0.0, 1.0, -1.0, 3.0, INFINITY, -INFINITY, NAN, 0.5};
/* a random value of type t: magnitude 2^e with e in [lo, hi], random sign and significand */
static double rnd(int t, int lo, int hi) {
  uint64_t r = tc_rand();
  int e = lo + (int)(r % (uint64_t)(hi - lo + 1));
  double m = 1 + (double)(tc_rand() >> 11) * 0x1p-53;
  double x = to_type(t, ldexp(m, e));
  return (r >> 40) & 1 ? -x : x;
}
/* the extreme values of type t: largest finite, smallest normal, smallest subnormal */
static double extreme(int t, int k) {
  return k == 0 ? maxv[t] : k == 1 ? ldexp(1.0, emin[t]) : ldexp(1.0, emin[t] - prec[t] + 1);
}
static void random_vectors(int t, int shape, int n, double *a, double *b) {
  int lo = emin[t] - prec[t] + 1, hi = emax[t];
  int e = lo + (int)(tc_rand() % (uint64_t)(hi - lo + 1));
  for (int i = 0; i < 4; i++) {
    switch (shape) {
      case 0: /* one magnitude */
        a[i] = rnd(t, e / 2 - 2, e / 2);
        b[i] = rnd(t, e / 2 - 2, e / 2);
        break;
      case 1: /* independent magnitudes */
        a[i] = rnd(t, lo, hi);
        b[i] = rnd(t, lo, hi);
        break;
      case 2: /* squares near overflow */
        a[i] = rnd(t, hi / 2 - 3, hi);
        b[i] = rnd(t, hi / 2 - 3, hi);
        break;
      case 3: /* squares near underflow */
        a[i] = rnd(t, lo, lo / 2 + 3);
        b[i] = rnd(t, lo, lo / 2 + 3);
        break;
      default: /* ordinary lanes, then made to cancel */
        a[i] = rnd(t, -4, 4);
        b[i] = rnd(t, -4, 4);
    }
  }
  if (shape == 4) {
    if (tc_rand() & 1) { /* dot near 0: the last lane of b cancels the others */
      double s = 0;
      for (int i = 0; i + 1 < n; i++) s += a[i] * b[i];
      b[n - 1] = to_type(t, -s / a[n - 1]);
    } else { /* b nearly parallel to a */
      for (int i = 0; i < 4; i++) b[i] = to_type(t, a[i] * (1 + ldexp((double)(int)(tc_rand() % 9) - 4, -prec[t])));
    }
  }
}

int main(void) {
  tc_family = "geometric";
  tc_seed_from_env();
  ref_init();
  for (int t = 0; t < G_NTYPES; t++) {
    double probe[4] = {1, 1, 1, 1}, out[4];
    if (!geo_call(t, G_DOT, 1, probe, probe, out)) continue; /* no half */
    for (int op = 0; op < G_NOPS; op++)
      for (int n = 1; n <= 4; n++) {
        double a[4], b[4];
        /* edge vectors: every combination of edges in the first two lanes, extremes after */
        for (unsigned i = 0; i < 9 * 9 * 9; i++) {
          for (int l = 0; l < 4; l++) {
            a[l] = to_type(t, edge[(i / (l == 0 ? 1 : l == 1 ? 9 : 81)) % 9] * (l == 3 ? 2 : 1));
            b[l] = to_type(t, edge[(i * 7 + (unsigned)l) % 9]);
          }
          run_case(t, op, n, a, b);
        }
        for (int k = 0; k < 27; k++) {
          for (int l = 0; l < 4; l++) {
            a[l] = extreme(t, (k + l) % 3) * (((k >> l) & 1) ? -1 : 1);
            b[l] = extreme(t, (k / 3 + l) % 3) * (((k >> (l + 1)) & 1) ? -1 : 1);
          }
          run_case(t, op, n, a, b);
          a[k % 4] = 0;
          run_case(t, op, n, a, b);
        }
        for (int i = 0; i < N_RAND; i++) {
          random_vectors(t, i % 5, n, a, b);
          run_case(t, op, n, a, b);
        }
      }
  }
  printf("largest error beyond half an ulp (%s reference, %d random vectors per function, type and lane count):\n",
         HAVE_EXACT ? "MPFR" : "long double", N_RAND);
  for (int op = 0; op <= G_NORMALIZE; op++) {
    printf("  %-10s", op_name[op]);
    for (int t = 0; t < G_NTYPES; t++) {
      if (op == G_DOT || (op == G_CROSS && t == G_DOUBLE))
        printf("  %s: %.3g x sum|products|", type_name[t], worst_abs[op][t]);
      else
        printf("  %s: %.3g ulp", type_name[t], worst[op][t]);
    }
    printf("\n");
  }
  return tc_finish("test_geometric");
}
