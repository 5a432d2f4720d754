/* lanes/math.h's exponentials and logarithms (exp exp2 exp10 log log2 log10) against an
 * independent reference, for float and double (and half where LN_HAS_HALF):
 *   - edge values (+-0, subnormals, smallest/largest normal, +-inf, NaN, 1, the overflow and
 *     underflow thresholds and their neighbours, powers of 2 and 10) and N_RAND random inputs per
 *     function and type (uniform bit patterns, and values in the range where the result is finite
 *     and not zero);
 *   - every input goes through the scalar function (the generic macro) and through every vector
 *     width (2 3 4 8 16, generic macro and typed function): every lane must have the scalar's bits,
 *     3-lane padding must be 0;
 *   - the scalar result must be within 1 ulp of the exact value, special results (NaN, +-inf,
 *     zeros) exact.  The exact value: a first pass with the C library in a wider type (double for
 *     float, long double for double) decides when its error bound leaves no doubt; otherwise MPFR
 *     (LANES_HAVE_MPFR: native builds) decides.  Without MPFR (cross builds under qemu) the wider
 *     reference alone decides, with its error bound as margin, and double is checked only where
 *     long double is wider than double (not on armhf: there only specials and lane identity);
 *   - half: every one of the 65536 inputs (cross builds: one block of 16 in HALF_STEP) within 1
 *     ulp of the double C library's value, and the same bits from every half width and scalar;
 *   - every float and double result equal, bit for bit, to that of the portable code in the same
 *     run (tests/unit/math_exp_portable.c: built without FMA instructions and without
 *     contraction), so that the configuration's ISA (FMA, AVX2, AVX-512, ...) and compiler do not
 *     change a bit of the results. */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/math_ref.h"
#include "unit/math_half_widths.h"
#include "common/results_digest.h"
#include "unit/math_exp_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef HALF_STEP
#define HALF_STEP 1 /* half: every input; cross builds (qemu) every HALF_STEP-th block of 16 */
#endif
#ifndef N_RAND
#define N_RAND 100000
#endif

enum { F_EXP, F_EXP2, F_EXP10, F_LOG, F_LOG2, F_LOG10, NFN };
static const char *fn_name[NFN] = {"exp", "exp2", "exp10", "log", "log2", "log10"};

static double max_ulp[NFN][2];
static double worst_in[NFN][2];

/* ---- the functions under test: scalar results, checked against every vector width ---- */
#include "unit/math_widths.h"
#define ALL_FN(T) BLOCK_FN(T, exp) BLOCK_FN(T, exp2) BLOCK_FN(T, exp10) BLOCK_FN(T, log) BLOCK_FN(T, log2) BLOCK_FN(T, log10)
ALL_FN(float)
ALL_FN(double)
typedef void (*blk_f)(const float *, float *);
typedef void (*blk_d)(const double *, double *);
static const blk_f blkf[NFN] = {blk_exp_float, blk_exp2_float, blk_exp10_float, blk_log_float, blk_log2_float, blk_log10_float};
static const blk_d blkd[NFN] = {blk_exp_double, blk_exp2_double, blk_exp10_double, blk_log_double, blk_log2_double,
                                blk_log10_double};

/* ---- references ---- */
static double ref_d(int f, double x) {
  switch (f) {
    case F_EXP: return exp(x);
    case F_EXP2: return exp2(x);
    case F_EXP10: return exp10(x);
    case F_LOG: return log(x);
    case F_LOG2: return log2(x);
    default: return log10(x);
  }
}
static long double ref_ld(int f, long double x) {
  switch (f) {
    case F_EXP: return expl(x);
    case F_EXP2: return exp2l(x);
    case F_EXP10: return exp10l(x);
    case F_LOG: return logl(x);
    case F_LOG2: return log2l(x);
    default: return log10l(x);
  }
}


#ifdef LANES_HAVE_MPFR
/* |got - f(x)| in ulps of the format (p, emin), exactly (the reference at 200 bits) */
static double mpfr_ulps(int f, double x, double got, int p, int emin) {
  mpfr_t a, r;
  mpfr_inits2(200, a, r, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  switch (f) {
    case F_EXP: mpfr_exp(r, a, MPFR_RNDN); break;
    case F_EXP2: mpfr_exp2(r, a, MPFR_RNDN); break;
    case F_EXP10: mpfr_exp10(r, a, MPFR_RNDN); break;
    case F_LOG: mpfr_log(r, a, MPFR_RNDN); break;
    case F_LOG2: mpfr_log2(r, a, MPFR_RNDN); break;
    default: mpfr_log10(r, a, MPFR_RNDN); break;
  }
  double out = mpfr_err_ulps(r, got, p, emin);
  mpfr_clears(a, r, (mpfr_ptr)0);
  return out;
}
#endif

/* check one scalar result; t = 0 float, 1 double */
static void check_one(int f, int t, double x, double got) {
  int p = t ? 53 : 24, emin = t ? -1022 : -126;
  double want = t ? (double)ref_ld(f, x) : (double)(float)ref_d(f, x);
  /* specials: NaN, infinities and zeros of the exact result are exact (sign included) */
  long double exact_ld = t ? ref_ld(f, x) : ref_d(f, x);
  if (isnan(exact_ld) || isinf(x) || x == 0 || (f >= F_LOG && x == 1.0)) {
    int ok = isnan(exact_ld) ? isnan(got) : !memcmp(&got, &want, sizeof got);
    TC_CHECK(ok, "%s %s(%a) = %a, want %a", fn_name[f], t ? "double" : "float", x, got, want);
    return;
  }
  if (t && !LD_WIDER) {
#ifndef LANES_HAVE_MPFR
    n_undecided++;
    return; /* long double is double: no reference wide enough here (specials checked above) */
#endif
  }
  long double rel = t ? REL_LD : REL_D, err;
  if (isinf(got) || isinf(exact_ld) || (t && !LD_WIDER)) {
    err = 2; /* decided by MPFR below (or, without it, by the rounded reference) */
    if (!(t && !LD_WIDER) && isinf(got) && isinf((double)want)) err = 0;
  } else {
    long double u = ulp_of(exact_ld, p, emin);
    err = fabsl((long double)got - exact_ld) / u;
    long double margin = fabsl(exact_ld) * rel / u;
    if (err + margin <= 1.0L) {
      double e = (double)err;
      if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_in[f][t] = x; }
      return;
    }
  }
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  double e = mpfr_ulps(f, x, got, p, emin);
  if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_in[f][t] = x; }
  TC_CHECK(e <= 1.0, "%s %s(%a) = %a: %.3f ulp (MPFR)", fn_name[f], t ? "double" : "float", x, got, e);
#else
  TC_CHECK(err <= 1.0L || (isinf(got) && isinf((double)want)), "%s %s(%a) = %a: %.3f ulp", fn_name[f],
           t ? "double" : "float", x, got, (double)err);
  if ((double)err > max_ulp[f][t] && !isinf(got)) { max_ulp[f][t] = (double)err; worst_in[f][t] = x; }
#endif
}

/* ---- inputs ---- */
static const double thresholds[] = {
    709.782712893384, -708.3964185322641, -745.1332191019411, -744.4400719213812, 88.72283935546875,
    -87.33654475055310, -103.97207708399179, -103.2789306640625, 1024, -1022, -1074, -1075, 128, -126, -149,
    -150, 308.25471555991675, -307.6526555685888, -323.60724533877976, 38.53183944498959, -37.92977945366163,
    -44.85346, -45.1545, 1, -1, 2, 10, 0.5, 0x1p-30, -0x1p-30, 0x1p-60, 0x1p-126, 0x1p-149, 0x1p-1022,
    0x1p-1074, 0x1.fffffffffffffp-1023, 0x1.fffffcp-127, DBL_MAX, FLT_MAX, 0.1, 100, 1e10, 1e300, 1e-300,
    /* exp10: the fast paths' ends (double 307, float 37.5), the ends of the reduction (+-log10(2)/2) */
    307, -307, 37.5, -37.5, 0.15051499783199060, -0.15051499783199060, 0.45154499349597179, 22};
static double edge(unsigned i, int t) {
  const unsigned nt = sizeof thresholds / sizeof thresholds[0];
  if (i < TC_FLOAT_EDGES) return tc_float_edge(i);
  i -= TC_FLOAT_EDGES;
  if (i < nt * 7) { /* thresholds and 3 neighbours each side, in the type */
    double v = thresholds[i / 7];
    int s = (int)(i % 7) - 3;
    return nudge(v, s, t);
  }
  i -= nt * 7;
  if (i < 80) return ldexp(1.0, (int)(i * 27) % 2100 - 1074); /* powers of 2 */
  i -= 80;
  if (i < 60) { /* powers of 10, correctly rounded (strtod) */
    char b[16];
    snprintf(b, sizeof b, "1e%d", (int)i * 11 % 620 - 310);
    return strtod(b, NULL);
  }
  i -= 60;
  if (i < 8) { const double s[8] = {NAN, -NAN, INFINITY, -INFINITY, 0.0, -0.0, 1.0, -1.0}; return s[i]; }
  return 0;
}
#define N_EDGES (TC_FLOAT_EDGES + (unsigned)(sizeof thresholds / sizeof thresholds[0]) * 7 + 80 + 60 + 8)
static double random_in(int f, int t) {
  uint64_t r = tc_rand();
  if (r & 1) { /* uniform bit patterns */
    if (t) { double d; uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
    float x; uint32_t b = (uint32_t)tc_rand(); memcpy(&x, &b, 4); return x;
  }
  double u = (double)(tc_rand() >> 11) * 0x1p-53;
  if (f < F_LOG) { /* where exp's result is finite and not zero */
    double lo = t ? -1075 : -150, hi = t ? 1024 : 128;
    double sc = f == F_EXP ? 0.6931471805599453 : f == F_EXP10 ? 0.3010299956639812 : 1;
    return __builtin_fma(u, hi - lo, lo) * sc; /* fused explicitly: the same inputs on every target */
  }
  int e = (int)(tc_rand() % (t ? 2098 : 278)) - (t ? 1074 : 149);
  return ldexp(1 + u, e); /* every binade, subnormals included */
}

/* the same bits as the portable build (NaN: any NaN) */
#define SAME_AS_PORTABLE(T, out, port, in) \
  for (int i = 0; i < BLK; i++) \
    TC_CHECK(!memcmp(&(out)[i], &(port)[i], sizeof(T)) || ((out)[i] != (out)[i] && (port)[i] != (port)[i]), \
             "%s %s(%a) = %a, the portable build gives %a", fn_name[f], #T, (double)(in)[i], (double)(out)[i], \
             (double)(port)[i])
/* the digest of the results of the edges and the first DIGEST_RAND random inputs of every
 * function and type (tests/common/results_digest.h: compared across configurations by
 * tests/run_matrix.sh) */
#define DIGEST_RAND 5000
static tc_digest digest;
static void run_block(int f, int t, const double *x) {
  typed_blocks--;
  if (t) {
    double in[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) in[i] = x[i];
    blkd[f](in, out);
    math_exp_portable_double(f, in, port);
    SAME_AS_PORTABLE(double, out, port, in);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 1, in[i], out[i]);
  } else {
    float in[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) in[i] = (float)x[i];
    blkf[f](in, out);
    math_exp_portable_float(f, in, port);
    SAME_AS_PORTABLE(float, out, port, in);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 0, in[i], out[i]);
  }
}

#if LN_HAS_HALF
static void half_all(int f) {
  double worst = 0;
  for (unsigned b = 0; b < 65536; b += 16 * HALF_STEP) {
    ln_half16 v, r;
    uint16_t bits[16];
    for (int l = 0; l < 16; l++) bits[l] = (uint16_t)(b + (unsigned)l);
    memcpy(&v, bits, sizeof v);
    switch (f) {
      case F_EXP: r = ln_exp(v); HALF_WIDTHS(exp); break;
      case F_EXP2: r = ln_exp2(v); HALF_WIDTHS(exp2); break;
      case F_EXP10: r = ln_exp10(v); HALF_WIDTHS(exp10); break;
      case F_LOG: r = ln_log(v); HALF_WIDTHS(log); break;
      case F_LOG2: r = ln_log2(v); HALF_WIDTHS(log2); break;
      default: r = ln_log10(v); HALF_WIDTHS(log10); break;
    }
    for (int l = 0; l < 16; l++) {
      double x = (double)v[l], got = (double)r[l], want = ref_d(f, x);
      if (isnan(want) || isinf(want) || want == 0 || isinf(x)) {
        TC_CHECK(isnan(want) ? isnan(got) : (got == want && !signbit(got) == !signbit(want)) ||
                 (isinf(got) && fabs(want) >= 65504), "%s half(%a) = %a, want %a", fn_name[f], x, got, want);
        continue;
      }
      double u = (double)ulp_of(want, 11, -14);
      double e = isinf(got) ? (fabs(want) >= 65504 ? 0 : 1e9) : fabs(got - want) / u;
      if (e > worst) worst = e;
      TC_CHECK(e <= 1.0 + 1e-9, "%s half(%a) = %a: %.3f ulp", fn_name[f], x, got, e);
    }
  }
  printf("  %-6s half : max %.4f ulp (%s)\n", fn_name[f], worst, HALF_STEP == 1 ? "all 65536 inputs" : "every block of 16 of HALF_STEP");
}
#endif

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    for (int t = 0; t < 2; t++) {
      double x[BLK];
      int n = 0;
      typed_blocks = 64;
      tc_state = 0x6c616e6573ull + (uint64_t)(2 * f + t) * 0x9e3779b97f4a7c15ull; /* the same inputs for any N_RAND */
      tc_digest_start(&digest, (long)N_EDGES + DIGEST_RAND);
      for (unsigned i = 0; i < N_EDGES; i++) {
        x[n++] = edge(i, t);
        if (n == BLK) { run_block(f, t, x); n = 0; }
      }
      for (long i = 0; i < N_RAND; i++) {
        x[n++] = random_in(f, t);
        if (n == BLK) { run_block(f, t, x); n = 0; }
      }
      if (n) { while (n < BLK) x[n++] = 1.5; run_block(f, t, x); }
      printf("  %-6s %s: max %.4f ulp at %a\n", fn_name[f], t ? "double" : "float ", max_ulp[f][t], worst_in[f][t]);
      tc_digest_print(&digest, "test_math_exp", fn_name[f], t ? "double" : "float");
    }
#if LN_HAS_HALF
    half_all(f);
#endif
  }
  printf("  MPFR consulted %lu times; %lu double results not checked for ulps (no wider reference)\n", n_mpfr, n_undecided);
  return tc_finish("test_math_exp");
}
