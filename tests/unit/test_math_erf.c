/* lanes/math.h's erf and erfc against an independent reference, for float and double (and half
 * where LN_HAS_HALF), as test_math_hyp.c does:
 *   - edge values (tests/common/check.h's float edges, the ends of the kernel's pieces and their
 *     neighbours, erfc's underflow thresholds, powers of 2, +-0, +-inf, NaN) and N_RAND random
 *     inputs per function and type (uniform bit patterns, and values spread over [-30, 30] and
 *     over the binades);
 *   - every input through the scalar function (generic macro) and every vector width (2 3 4 8 16,
 *     generic and typed): every lane the scalar's bits, 3-lane padding 0;
 *   - the scalar result within 1 ulp (erf) or 1.5 ulp (erfc) of the exact value, special results
 *     (NaN, +-1, 2, zeros) exact.  The exact value: MPFR's mpfr_erf / mpfr_erfc at 200 bits for
 *     every finite result (LANES_HAVE_MPFR: native builds); without MPFR (cross builds) the C
 *     library in a wider type (double for float, long double for double), with its bound as
 *     margin (double not checked for ulps where long double is double, nor, on IBM double-double,
 *     outside [2^-900, 2^900]);
 *   - half: every input (cross builds every HALF_STEP-th block of 16) within 1 ulp of the double
 *     C library's value, every width the same;
 *   - every float and double result equal, bit for bit, to the portable build's
 *     (tests/unit/math_erf_portable.c: no FMA instructions, no contraction). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "common/results_digest.h"
#include "unit/math_ref.h"
#include "unit/math_half_widths.h"
#include "unit/math_widths.h"
#include "unit/math_erf_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef HALF_STEP
#define HALF_STEP 1
#endif
#ifndef N_RAND
#define N_RAND 100000
#endif
/* -DT_FIRST=1: double only, -DT_END=1: float only, both without half (the long passes with a
 * large N_RAND) */
#ifndef T_FIRST
#define T_FIRST 0
#endif
#ifndef T_END
#define T_END 2
#endif

enum { F_ERF, F_ERFC, NFN };
static const char *fn_name[NFN] = {"erf", "erfc"};
/* the bound checked, in ulps */
static const double bound[NFN] = {1.0, 1.5};


static double max_ulp[NFN][2];
static double worst_in[NFN][2], worst_y[NFN][2];

/* ---- the functions under test: scalar results, checked against every vector width ---- */
#define ALL_FN(T) BLOCK_FN_XY(T, erf) BLOCK_FN_XY(T, erfc)
ALL_FN(float)
ALL_FN(double)
typedef void (*blk_f)(const float *, const float *, float *);
typedef void (*blk_d)(const double *, const double *, double *);
static const blk_f blkf[NFN] = {blk_erf_float, blk_erfc_float};
static const blk_d blkd[NFN] = {blk_erf_double, blk_erfc_double};

/* ---- references ---- */
static double ref_d(int f, double x, double y) {
  (void)y;
  return f == F_ERF ? erf(x) : erfc(x);
}
static long double ref_ld(int f, long double x, long double y) {
  (void)y;
  return f == F_ERF ? erfl(x) : erfcl(x);
}
/* IBM double-double (ppc64le): 106 bits only where both halves are normal, and its cbrtl gives NaN
 * for DBL_MAX: there the long double reference decides between 2^-900 and 2^900 only */
static const int LD_IBM = LDBL_MANT_DIG == 106;
static int ld_trusted(long double x, long double y, long double r) {
  if (!LD_IBM) return 1;
  long double a[3] = {fabsl(x), fabsl(y), fabsl(r)};
  for (int i = 0; i < 3; i++)
    if (a[i] != 0 && !(a[i] >= 0x1p-900L && a[i] <= 0x1p900L)) return 0;
  return 1;
}

#ifdef LANES_HAVE_MPFR
static double mpfr_ulps(int f, double x, double y, double got, int p, int emin) {
  mpfr_t a, b, r;
  mpfr_inits2(200, a, b, r, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_set_d(b, y, MPFR_RNDN);
  if (f == F_ERF) mpfr_erf(r, a, MPFR_RNDN); else mpfr_erfc(r, a, MPFR_RNDN);
  double out = mpfr_err_ulps(r, got, p, emin);
  mpfr_clears(a, b, r, (mpfr_ptr)0);
  return out;
}
#endif

static void note(int f, int t, double e, double x, double y) {
  if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_in[f][t] = x; worst_y[f][t] = y; }
}
/* check one scalar result; t = 0 float, 1 double */
static void check_one(int f, int t, double x, double y, double got) {
  int p = t ? 53 : 24, emin = t ? -1022 : -126;
  long double exact_ld = t ? ref_ld(f, x, y) : ref_d(f, x, y);
  int trusted = !t || ld_trusted(x, y, exact_ld);
  if (!trusted) exact_ld = ref_d(f, x, y); /* specials from the double C library */
  double want = t ? (double)exact_ld : (double)(float)exact_ld;
  if (isnan(exact_ld) || isinf(x) || isinf(y) || x == 0 || exact_ld == 0) {
    int ok = isnan(exact_ld) ? isnan(got) : !memcmp(&got, &want, sizeof got);
    TC_CHECK(ok, "%s %s(%a, %a) = %a, want %a", fn_name[f], t ? "double" : "float", x, y, got, want);
    return;
  }
#ifndef LANES_HAVE_MPFR
  if (t && (!LD_WIDER || !trusted)) { n_undecided++; return; }
#endif
  long double rel = t ? REL_LD : REL_D, err = 2;
  if (!(isinf(got) || isinf(exact_ld) || (t && (!LD_WIDER || !trusted)))) {
    long double u = ulp_of(exact_ld, p, emin);
    err = fabsl((long double)got - exact_ld) / u;
#ifndef LANES_HAVE_MPFR
    if (err + fabsl(exact_ld) * rel / u <= bound[f]) { note(f, t, (double)err, x, y); return; }
#else
    (void)rel; (void)err; /* MPFR measures every finite result */
#endif
  } else if (!(t && !LD_WIDER) && isinf(got) && isinf(want)) {
    return;
  }
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  double e = mpfr_ulps(f, x, y, got, p, emin);
  note(f, t, e, x, y);
  TC_CHECK(e <= bound[f], "%s %s(%a, %a) = %a: %.3f ulp (MPFR)", fn_name[f], t ? "double" : "float", x, y, got, e);
#else
  TC_CHECK(err <= bound[f] || (isinf(got) && isinf(want)), "%s %s(%a, %a) = %a: %.3f ulp", fn_name[f],
           t ? "double" : "float", x, y, got, (double)err);
  if (!isinf(got)) note(f, t, (double)err, x, y);
#endif
}

/* ---- inputs ---- */
static const double thresholds[] = {
    /* the ends of the pieces (|x| < 0.75 polynomial; erfc pieces at 1.5, 2.5, 3.5; the clamp at 28;
     * float: erf's pieces at 0.75, 1.5, 2.5 and its clamp at 3.96875, erfc's octaves from 0.25 to 8
     * and its clamp at 10.0625) */
    3.96875, -3.96875, 10.0625, -10.0625, 3.25, 4, 8, -8, 0.75, -0.75, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5, 28, -28, 1.125, 2, 3, 1, -1, 0.5, -0.5, 0.25, 0x1p-26,
    0x1p-60, 0x1p-126, 0x1p-149, 0x1p-1022, 0x1p-1074, 0x1.fffffffffffffp-1023, 0x1.fffffcp-127,
    /* where erf rounds to 1 and erfc(-x) to 2, float then double (erfc = 2^-25, 2^-24, 2^-54, 2^-53) */
    3.9192058436367216, -3.9192058436367216, -3.832506856900711, 5.9215871957945065, -5.9215871957945065,
    -5.8635847487551676, -4.0, -6.0,
    /* erfc's underflow: the smallest normal, then 0 (erfc = 2^-126, 2^-150, 2^-1022, 2^-1075) */
    9.194549449134671, 10.054194928818095, 26.543258454250978, 27.226017111108362, 26.6, 27.0, 27.3,
    FLT_MAX, DBL_MAX, 1e10, 1e300, 1e-300, 0.1, 0.9999999, 1.0000001, 5, 7, 8, 10, 12, 20,
    /* double: erf's pieces at 0.5 + i/4 (to 3), 3 + i/2 and its clamp at 5.9375; erfc's at i/4 (to
     * 2.25), 2.25 + i/2 (to 5.25, then 1/x^2) */
    1.25, 1.75, 2.25, 2.75, 3.75, 4.25, 4.5, 4.75, 5.25, 5.5, 5.9375, -1.25, -2.25, -2.75, -5.25, -5.5, 0.125,
    /* the worst inputs found: double (10^6 random inputs each), float (all 2^32 inputs) */
    0x1.ae2e7f699dca8p-26, 0x1.a8d11f94826b7p+4, 0x1.bd4def3218e54p-11, 0x1.7629641ad373cp-1, 0x1.822abcp-1,
    0x1.f5b44ap+1, 0x1.beb52cd950b35p-18, 0x1.fc67062df247p-3};
static double edge(unsigned i, int t) {
  const unsigned nt = sizeof thresholds / sizeof thresholds[0];
  if (i < TC_FLOAT_EDGES) return tc_float_edge(i);
  i -= TC_FLOAT_EDGES;
  if (i < nt * 7) {
    double v = thresholds[i / 7];
    int s = (int)(i % 7) - 3;
    return nudge(v, s, t);
  }
  i -= nt * 7;
  if (i < 80) return ldexp((i & 1) ? -1.0 : 1.0, (int)(i * 27) % 2100 - 1074);
  i -= 80;
  const double s[8] = {NAN, -NAN, INFINITY, -INFINITY, 0.0, -0.0, 1.0, -1.0};
  return s[i & 7];
}
#define N_EDGES (TC_FLOAT_EDGES + (unsigned)(sizeof thresholds / sizeof thresholds[0]) * 7 + 80 + 8)
/* u in [0, 1) */
static double unit(void) { return (double)(tc_rand() >> 11) * 0x1p-53; }
/* +-2^e (1 + u), e uniform in [lo, hi] */
static double binade(int lo, int hi, int sign) {
  double m = 1 + unit(); /* (two statements: the order of the draws is fixed on every target) */
  double v = ldexp(m, (int)(tc_rand() % (uint64_t)(hi - lo + 1)) + lo);
  return sign && (tc_rand() & 1) ? -v : v;
}
static double random_in(int f, int t) {
  (void)f;
  uint64_t r = tc_rand();
  int emin = t ? -1074 : -149, emax = t ? 1023 : 127;
  if (r % 3 == 0) {
    if (t) { double d; uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
    float x; uint32_t b = (uint32_t)tc_rand(); memcpy(&x, &b, 4); return x;
  }
  if (r % 3 == 1) return binade(emin, (r & 8) ? 5 : emax, 1);
  return (2 * unit() - 1) * ((r & 8) ? 6 : t ? 30 : 11);
}
#define SAME_AS_PORTABLE(T, out, port) \
  for (int i = 0; i < BLK; i++) \
    TC_CHECK(!memcmp(&(out)[i], &(port)[i], sizeof(T)) || ((out)[i] != (out)[i] && (port)[i] != (port)[i]), \
             "%s %s(%a, %a) = %a, the portable build gives %a", fn_name[f], #T, (double)xi[i], (double)yi[i], \
             (double)(out)[i], (double)(port)[i])
/* the digest of the results of the edges and the first DIGEST_RAND random inputs of every
 * function and type (tests/common/results_digest.h: compared across configurations by
 * tests/run_matrix.sh) */
#define DIGEST_RAND 5000
static tc_digest digest;
static void run_block(int f, int t, const double *x, const double *y) {
  typed_blocks--;
  if (t) {
    double xi[BLK], yi[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) { xi[i] = x[i]; yi[i] = y[i]; }
    blkd[f](xi, yi, out);
    math_erf_portable_double(f, xi, yi, port);
    SAME_AS_PORTABLE(double, out, port);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 1, xi[i], 0, out[i]);
  } else {
    float xi[BLK], yi[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) { xi[i] = (float)x[i]; yi[i] = (float)y[i]; }
    blkf[f](xi, yi, out);
    math_erf_portable_float(f, xi, yi, port);
    SAME_AS_PORTABLE(float, out, port);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 0, xi[i], 0, out[i]);
  }
}

#if LN_HAS_HALF
static void half_all(int f) {
  double worst = 0;
  for (unsigned b = 0; b < 65536; b += 16 * HALF_STEP) {
    ln_half16 v, vy, r;
    uint16_t bits[16], ybits[16];
    for (int l = 0; l < 16; l++) {
      bits[l] = (uint16_t)(b + (unsigned)l);
      ybits[l] = (uint16_t)((b + (unsigned)l) * 40503u + 12345u);
    }
    memcpy(&v, bits, sizeof v);
    memcpy(&vy, ybits, sizeof vy);
    if (f == F_ERF) { r = ln_erf(v); HALF_WIDTHS(erf); } else { r = ln_erfc(v); HALF_WIDTHS(erfc); }
    for (int l = 0; l < 16; l++) {
      double x = (double)v[l], y = (double)vy[l], got = (double)r[l], want = ref_d(f, x, y);
      if (isnan(want) || isinf(want) || want == 0 || isinf(x) || x == 0) {
        TC_CHECK(isnan(want) ? isnan(got) : (got == want && !signbit(got) == !signbit(want)) ||
                 (isinf(got) && fabs(want) >= 65504), "%s half(%a, %a) = %a, want %a", fn_name[f], x, y, got, want);
        continue;
      }
      double u = (double)ulp_of(want, 11, -14);
      double e = isinf(got) ? (fabs(want) >= 65504 ? 0 : 1e9) : fabs(got - want) / u;
      if (e > worst) worst = e;
      TC_CHECK(e <= 1.0 + 1e-9, "%s half(%a, %a) = %a: %.3f ulp", fn_name[f], x, y, got, e);
    }
  }
  printf("  %-6s half : max %.4f ulp (%s)\n", fn_name[f], worst, HALF_STEP == 1 ? "all 65536 inputs" : "every HALF_STEP-th block");
}
#endif

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    for (int t = T_FIRST; t < T_END; t++) {
      double x[BLK], y[BLK];
      int n = 0;
      typed_blocks = 64;
      tc_state = 0x657266ull + (uint64_t)(2 * f + t) * 0x9e3779b97f4a7c15ull;
      tc_digest_start(&digest, (long)N_EDGES + DIGEST_RAND);
      for (unsigned i = 0; i < N_EDGES; i++) {
        x[n] = edge(i, t);
        y[n++] = 0;
        if (n == BLK) { run_block(f, t, x, y); n = 0; }
      }
      for (long i = 0; i < N_RAND; i++) {
        x[n] = random_in(f, t);
        y[n] = 0;
        n++;
        if (n == BLK) { run_block(f, t, x, y); n = 0; }
      }
      if (n) { while (n < BLK) { x[n] = 1.5; y[n++] = 0.5; } run_block(f, t, x, y); }
      printf("  %-6s %s: max %.4f ulp at %a\n", fn_name[f], t ? "double" : "float ", max_ulp[f][t], worst_in[f][t]);
      tc_digest_print(&digest, "test_math_erf", fn_name[f], t ? "double" : "float");
    }
#if LN_HAS_HALF
    if (T_FIRST == 0 && T_END == 2) half_all(f);
#endif
  }
  printf("  MPFR consulted %lu times; %lu double results not checked for ulps (no wider reference)\n", n_mpfr, n_undecided);
  return tc_finish("test_math_erf");
}
