/* lanes_array_math_bench: ln_array_math (lanes/array.h) from a program built for the baseline
 * x86-64 (no -march: liblanes' run-time dispatch picks the path's kernels) against SLEEF's own
 * loop of its 1-ulp AVX-512F functions (erfc: 1.5 ulp; bench/array_math_peer.c, built for
 * x86-64-v4), on arrays of 4 KiB (L1) and 256 KiB (L2) of input, each implementation measured in
 * turn in every round (interleaved), best round reported (inputs: exp expm1 sinh cosh's in [-87,
 * 88] (double [-708, 709]), log's from 1e-30 to 1e30 (double 1e-300 to 1e300), sin cos tan atan
 * tanh cbrt's uniform in [-10, 10], erf erfc's in [-6, 6]): ns per element and SLEEF / lanes (> 1:
 * lanes is faster).
 * Then, where the CPU has AVX2, the same for what an AVX2-only CPU runs: lanes' avx2 path
 * (ln_set_isa) against SLEEF's loop of its AVX2 functions (built for x86-64-v3).
 *   lanes_array_math_bench [rounds]   (default 15) */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "array_math_peer.h"

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

struct row {
  const char *fn;
  int dbl, input; /* input: 0 exp's, 1 log's, 2 sin cos tan atan tanh's, 3 erf's */
  ln_math_fn lf;
  void (*sf[2])(float *, const float *, size_t); /* SLEEF's AVX-512F and AVX2 loops */
  void (*sd[2])(double *, const double *, size_t);
};
static const struct row rows[] = {
    {"exp", 0, 0, LN_MATH_EXP, {sleef_exp_f32, sleef_avx2_exp_f32}, {0, 0}},
    {"exp2", 0, 0, LN_MATH_EXP2, {sleef_exp2_f32, sleef_avx2_exp2_f32}, {0, 0}},
    {"log", 0, 1, LN_MATH_LOG, {sleef_log_f32, sleef_avx2_log_f32}, {0, 0}},
    {"log2", 0, 1, LN_MATH_LOG2, {sleef_log2_f32, sleef_avx2_log2_f32}, {0, 0}},
    {"sin", 0, 2, LN_MATH_SIN, {sleef_sin_f32, sleef_avx2_sin_f32}, {0, 0}},
    {"cos", 0, 2, LN_MATH_COS, {sleef_cos_f32, sleef_avx2_cos_f32}, {0, 0}},
    {"tan", 0, 2, LN_MATH_TAN, {sleef_tan_f32, sleef_avx2_tan_f32}, {0, 0}},
    {"atan", 0, 2, LN_MATH_ATAN, {sleef_atan_f32, sleef_avx2_atan_f32}, {0, 0}},
    {"tanh", 0, 2, LN_MATH_TANH, {sleef_tanh_f32, sleef_avx2_tanh_f32}, {0, 0}},
    {"erf", 0, 3, LN_MATH_ERF, {sleef_erf_f32, sleef_avx2_erf_f32}, {0, 0}},
    {"expm1", 0, 0, LN_MATH_EXPM1, {sleef_expm1_f32, sleef_avx2_expm1_f32}, {0, 0}},
    {"cbrt", 0, 2, LN_MATH_CBRT, {sleef_cbrt_f32, sleef_avx2_cbrt_f32}, {0, 0}},
    {"sinh", 0, 0, LN_MATH_SINH, {sleef_sinh_f32, sleef_avx2_sinh_f32}, {0, 0}},
    {"cosh", 0, 0, LN_MATH_COSH, {sleef_cosh_f32, sleef_avx2_cosh_f32}, {0, 0}},
    {"erfc", 0, 3, LN_MATH_ERFC, {sleef_erfc_f32, sleef_avx2_erfc_f32}, {0, 0}},
    {"exp", 1, 0, LN_MATH_EXP, {0, 0}, {sleef_exp_f64, sleef_avx2_exp_f64}},
    {"log", 1, 1, LN_MATH_LOG, {0, 0}, {sleef_log_f64, sleef_avx2_log_f64}},
    {"sin", 1, 2, LN_MATH_SIN, {0, 0}, {sleef_sin_f64, sleef_avx2_sin_f64}},
    {"cos", 1, 2, LN_MATH_COS, {0, 0}, {sleef_cos_f64, sleef_avx2_cos_f64}},
    {"erf", 1, 3, LN_MATH_ERF, {0, 0}, {sleef_erf_f64, sleef_avx2_erf_f64}},
    {"expm1", 1, 0, LN_MATH_EXPM1, {0, 0}, {sleef_expm1_f64, sleef_avx2_expm1_f64}},
    {"cbrt", 1, 2, LN_MATH_CBRT, {0, 0}, {sleef_cbrt_f64, sleef_avx2_cbrt_f64}},
    {"sinh", 1, 0, LN_MATH_SINH, {0, 0}, {sleef_sinh_f64, sleef_avx2_sinh_f64}},
    {"cosh", 1, 0, LN_MATH_COSH, {0, 0}, {sleef_cosh_f64, sleef_avx2_cosh_f64}},
    {"erfc", 1, 3, LN_MATH_ERFC, {0, 0}, {sleef_erfc_f64, sleef_avx2_erfc_f64}},
};
#define NROWS (int)(sizeof rows / sizeof rows[0])

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 15;
  static const size_t bytes[2] = {4096, 262144};
  size_t maxn = bytes[1] / 4;
  float *fi[4], *fo = malloc(maxn * 4);
  double *di[4], *dd = malloc(maxn * 8);
  for (int k = 0; k < 4; k++) {
    fi[k] = malloc(maxn * 4);
    di[k] = malloc(maxn * 8);
    if (!fi[k] || !di[k] || !fo || !dd) return 2;
  }
  srand(1);
  for (size_t i = 0; i < maxn; i++) {
    double u = rand() / (double)RAND_MAX;
    fi[0][i] = (float)(-87 + 175 * u);          /* exp: finite normal results */
    fi[1][i] = (float)(1e-30 * pow(1e60, u));   /* log */
    di[0][i] = -708 + 1417 * u;
    di[1][i] = pow(10.0, -300 + 600 * u);
    fi[2][i] = (float)(-10 + 20 * u);           /* sin cos tan atan tanh cbrt */
    di[2][i] = -10 + 20 * u;
    fi[3][i] = (float)(-6 + 12 * u);            /* erf */
    di[3][i] = -6 + 12 * u;
  }
  /* pass 0: the path the CPU runs against SLEEF's AVX-512F loop (where the CPU has AVX-512F);
   * pass 1: the avx2 path against SLEEF's AVX2 loop */
  for (int pass = 0; pass < 2; pass++) {
    if (pass == 0 && !__builtin_cpu_supports("avx512f")) continue;
    if (pass == 1 && (!__builtin_cpu_supports("avx2") || !__builtin_cpu_supports("fma") ||
                      ln_set_isa(LN_ISA_AVX2) != LN_OK))
      continue;
    printf("%sCPU path: %s, SLEEF's %s loop\n", pass ? "\n" : "", ln_isa_name(ln_active_isa()),
           pass ? "AVX2" : "AVX-512F");
    printf("| function | type | input | lanes ns/elem | SLEEF u10 loop ns/elem | SLEEF / lanes |\n|---|---|---|---|---|---|\n");
    for (int sz = 0; sz < 2; sz++)
      for (int r = 0; r < NROWS; r++) {
        const struct row *w = &rows[r];
        size_t n = bytes[sz] / (w->dbl ? 8 : 4);
        int reps = (int)(4000000 / n);
        double best[2] = {1e30, 1e30};
        for (int round = 0; round < rounds; round++)
          for (int k = 0; k < 2; k++) {
            double t0 = now();
            for (int i = 0; i < reps; i++) {
              if (w->dbl) {
                if (k == 0) ln_array_math(dd, di[w->input], n, LN_ELEM_DOUBLE, w->lf);
                else w->sd[pass](dd, di[w->input], n);
              } else {
                if (k == 0) ln_array_math(fo, fi[w->input], n, LN_ELEM_FLOAT, w->lf);
                else w->sf[pass](fo, fi[w->input], n);
              }
            }
            double ns = (now() - t0) * 1e9 / reps / (double)n;
            if (ns < best[k]) best[k] = ns;
          }
        printf("| %s | %s | %zu KiB | %.3f | %.3f | %.2f |\n", w->fn, w->dbl ? "double" : "float", bytes[sz] / 1024,
               best[0], best[1], best[1] / best[0]);
      }
  }
  return 0;
}
