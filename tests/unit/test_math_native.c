/* lanes/math.h's native_ functions with kernels of their own (ln_native_exp exp2 exp10 log log2
 * log10 sin cos tan; float only) against an independent reference:
 *   - edge values (+-0, subnormals, smallest/largest normal, +-inf, NaN, 1, the thresholds of the
 *     fast ranges and of overflow and underflow with their neighbours, multiples of pi/2 and
 *     numbers near them, huge arguments, the worst inputs of the exhaustive run) and N_RAND
 *     random inputs per function (uniform bit patterns, and values of the fast range);
 *   - every input goes through the scalar function (the generic macro) and through every vector
 *     width (2 3 4 8 16, generic macro and typed function): every lane must have the scalar's bits,
 *     3-lane padding must be 0;
 *   - the scalar result must be within the documented bound (lanes/math.h, docs/semantics.md:
 *     BOUND below) of the exact value (MPFR, LANES_HAVE_MPFR: native builds; without it, cross
 *     builds under qemu, the double C library's value with its error as margin); special results
 *     (NaN, +-inf, zeros, cos(0) = 1, exp(0) = 1, log(1) = 0) exact, sign included;
 *   - every result equal, bit for bit, to that of the portable code in the same run
 *     (tests/unit/math_native_portable.c: built without FMA instructions and without
 *     contraction), and a digest of the results printed for tests/run_matrix.sh. */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/math_ref.h"
#include "common/results_digest.h"
#include "unit/math_native_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef N_RAND
#define N_RAND 50000
#endif

enum { F_EXP, F_EXP2, F_EXP10, F_LOG, F_LOG2, F_LOG10, F_SIN, F_COS, F_TAN, NFN };
static const char *fn_name[NFN] = {"exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan"};
/* the documented bounds, in float ulps of the exact result */
static const double BOUND[NFN] = {2, 2, 2, 2, 2.5, 3, 3, 3, 4};

static double max_ulp[NFN], worst_in[NFN];

#include "unit/math_widths.h"
BLOCK_FN(float, native_exp)
BLOCK_FN(float, native_exp2)
BLOCK_FN(float, native_exp10)
BLOCK_FN(float, native_log)
BLOCK_FN(float, native_log2)
BLOCK_FN(float, native_log10)
BLOCK_FN(float, native_sin)
BLOCK_FN(float, native_cos)
BLOCK_FN(float, native_tan)
typedef void (*blk_f)(const float *, float *);
static const blk_f blkf[NFN] = {blk_native_exp_float, blk_native_exp2_float, blk_native_exp10_float,
                                blk_native_log_float, blk_native_log2_float, blk_native_log10_float,
                                blk_native_sin_float, blk_native_cos_float, blk_native_tan_float};

/* the double C library's value (error < 1 double ulp) */
static double ref_d(int f, double x) {
  switch (f) {
    case F_EXP: return exp(x);
    case F_EXP2: return exp2(x);
    case F_EXP10: return exp10(x);
    case F_LOG: return log(x);
    case F_LOG2: return log2(x);
    case F_LOG10: return log10(x);
    case F_SIN: return sin(x);
    case F_COS: return cos(x);
    default: return tan(x);
  }
}

#ifdef LANES_HAVE_MPFR
/* |got - f(x)| in float ulps of the exact value (MPFR, 200 bits) */
static double mpfr_ulps(int f, double x, double got) {
  mpfr_t a, r;
  mpfr_inits2(200, a, r, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  switch (f) {
    case F_EXP: mpfr_exp(r, a, MPFR_RNDN); break;
    case F_EXP2: mpfr_exp2(r, a, MPFR_RNDN); break;
    case F_EXP10: mpfr_exp10(r, a, MPFR_RNDN); break;
    case F_LOG: mpfr_log(r, a, MPFR_RNDN); break;
    case F_LOG2: mpfr_log2(r, a, MPFR_RNDN); break;
    case F_LOG10: mpfr_log10(r, a, MPFR_RNDN); break;
    case F_SIN: mpfr_sin(r, a, MPFR_RNDN); break;
    case F_COS: mpfr_cos(r, a, MPFR_RNDN); break;
    default: mpfr_tan(r, a, MPFR_RNDN); break;
  }
  double out = mpfr_err_ulps(r, got, 24, -126);
  mpfr_clears(a, r, (mpfr_ptr)0);
  return out;
}
#endif

/* check one scalar result */
static void check_one(int f, double x, double got) {
  double exact = ref_d(f, x);
  float want = (float)exact;
  /* specials: NaN results, and the results at +-0, +-inf and 1 (log), exact, sign included; a
   * result whose exact value rounds to an infinity or a zero: that value, or a finite nonzero one
   * within the bound */
  if (isnan(exact) || isinf(x) || x == 0 || (f >= F_LOG && f <= F_LOG10 && x == 1.0)) {
    int ok = isnan(exact) ? isnan(got) : !memcmp(&got, &(double){want}, sizeof got);
    TC_CHECK(ok, "native_%s(%a) = %a, want %a", fn_name[f], x, got, (double)want);
    return;
  }
  if ((isinf(want) || want == 0) && !memcmp(&got, &(double){want}, sizeof got)) return;
  TC_CHECK(!isinf(got) && got != 0, "native_%s(%a) = %a, want %a", fn_name[f], x, got, (double)want);
  double e;
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  e = mpfr_ulps(f, x, got);
#else
  double u = (double)ulp_of(exact, 24, -126);
  e = isinf(got) ? 1e9 : fabs(got - exact) / u - fabs(exact) * REL_D / u;
#endif
  if (e > max_ulp[f]) { max_ulp[f] = e; worst_in[f] = x; }
  TC_CHECK(e <= BOUND[f], "native_%s(%a) = %a: %.3f ulp > %g", fn_name[f], x, got, e, BOUND[f]);
}

/* ---- inputs ---- */
static const double thresholds[] = {
    /* exp: the fast range 86.5, overflow, underflow to subnormal and to 0 */
    86.5, -86.5, 88.72283935546875, -87.33654475055310, -103.97207708399179, -103.2789306640625,
    /* exp2, exp10 */
    125, -125, 128, -126, -149, -150, 37.5, -37.5, 38.53183944498959, -37.92977945366163, -44.85346, -45.1545,
    /* log: 1, sqrt(2)/2, sqrt(2), the normal range's ends */
    1, 0.70710678118654752, 1.4142135623730950, 0x1p-126, 0x1.fffffep127,
    /* trig: the fast range 2^15, multiples of pi/2 and pi */
    32768, -32768, 1.5707963267948966, 3.1415926535897932, 4.7123889803846899, 6.2831853071795865,
    -1.5707963267948966, 102.10176124166828, 1608.4954386379741, 32767.963, 32768.5, 1e5, 1e10, 1e30,
    /* the worst inputs of the exhaustive run (docs/semantics.md), then of sampled runs */
    -0x1.86ed5ep+5, -0x1.f9ffb2p+6, -0x1.720fd4p+3, 0x1.6a025ep+0, 0x1.69ee58p+0, 0x1.6a49d8p+0, 0x1.9efc18p+12,
    0x1.c0dffep-13, 0x1.8be2fap+5, 0x1.c0df5cp+9, 0x1.795bfp+2, 0x1.8807c6p+4, -0x1.31886ap+4, 0x1.63c5dep-1,
    0x1.56e6fcp+0, 0x1.644d78p-1, 0x1.9e415p+0, 0x1.c0de9cp-13, 0x1.896be8p+9};
static double edge(unsigned i) {
  const unsigned nt = sizeof thresholds / sizeof thresholds[0];
  if (i < TC_FLOAT_EDGES) return tc_float_edge(i);
  i -= TC_FLOAT_EDGES;
  if (i < nt * 7) return nudge(thresholds[i / 7], (int)(i % 7) - 3, 0); /* and 3 float neighbours each side */
  i -= nt * 7;
  if (i < 80) return ldexp(1.0, (int)(i * 7) % 278 - 149); /* powers of 2 */
  i -= 80;
  if (i < 40) return (float)((double)(i + 1) * 1.5707963267948966); /* k pi/2 rounded to float */
  i -= 40;
  const double s[8] = {NAN, -NAN, INFINITY, -INFINITY, 0.0, -0.0, 1.0, -1.0};
  return s[i % 8];
}
#define N_EDGES (TC_FLOAT_EDGES + (unsigned)(sizeof thresholds / sizeof thresholds[0]) * 7 + 80 + 40 + 8)
static double random_in(int f) {
  uint64_t r = tc_rand();
  if (r & 1) { /* uniform bit patterns */
    float x;
    uint32_t b = (uint32_t)tc_rand();
    memcpy(&x, &b, 4);
    return x;
  }
  double u = (double)(tc_rand() >> 11) * 0x1p-53;
  switch (f) { /* the fast ranges, a little beyond (fused explicitly: the same inputs on every target) */
    case F_EXP: return (float)__builtin_fma(u, 200, -100);
    case F_EXP2: return (float)__builtin_fma(u, 290, -145);
    case F_EXP10: return (float)__builtin_fma(u, 86, -43);
    case F_SIN: case F_COS: case F_TAN: return (float)__builtin_fma(u, 0x1p17, -0x1p16) * (r & 2 ? 1 : 0x1p-12);
    default: return (float)ldexp(1 + u, (int)(tc_rand() % 278) - 149); /* every binade */
  }
}

#define DIGEST_RAND 5000
static tc_digest digest;
static void run_block(int f, const double *x) {
  float in[BLK], out[BLK], port[BLK];
  typed_blocks--;
  for (int i = 0; i < BLK; i++) in[i] = (float)x[i];
  blkf[f](in, out);
  math_native_portable_float(f, in, port);
  for (int i = 0; i < BLK; i++)
    TC_CHECK(!memcmp(&out[i], &port[i], 4) || (out[i] != out[i] && port[i] != port[i]),
             "native_%s(%a) = %a, the portable build gives %a", fn_name[f], (double)in[i], (double)out[i], (double)port[i]);
  tc_digest_add(&digest, out, sizeof out[0], BLK);
  for (int i = 0; i < BLK; i++) check_one(f, in[i], out[i]);
}

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    double x[BLK];
    int n = 0;
    typed_blocks = 64;
    tc_state = 0x6e6174697665ull + (uint64_t)f * 0x9e3779b97f4a7c15ull; /* the same inputs for any N_RAND */
    tc_digest_start(&digest, (long)N_EDGES + DIGEST_RAND);
    for (unsigned i = 0; i < N_EDGES; i++) {
      x[n++] = edge(i);
      if (n == BLK) { run_block(f, x); n = 0; }
    }
    for (long i = 0; i < N_RAND; i++) {
      x[n++] = random_in(f);
      if (n == BLK) { run_block(f, x); n = 0; }
    }
    if (n) { while (n < BLK) x[n++] = 1.5; run_block(f, x); }
    printf("  native_%-6s: max %.4f ulp at %a (bound %g)\n", fn_name[f], max_ulp[f], worst_in[f], BOUND[f]);
    tc_digest_print(&digest, "test_math_native", fn_name[f], "float");
  }
  printf("  MPFR consulted %lu times\n", n_mpfr);
  (void)n_undecided;
  return tc_finish("test_math_native");
}
