/* lanes_math_bench: lanes/math.h's exp exp2 exp10 log log2 log10 on ln_float16, ln_float8 and
 * ln_double8 (and expm1 log1p tanh on ln_float16) against SLEEF's 1-ulp functions (u10, AVX-512F / AVX2) and glibc's libmvec, over an
 * L1-resident array (4 KiB of input, 4 KiB of output), every implementation measured in turn in
 * each of several rounds (interleaved), best round reported, as ns per element and as the ratio
 * to lanes (> 1: lanes is faster).  Built with -O2 -march=x86-64-v4 (bench/CMakeLists.txt,
 * target lanes_math_bench, when libsleef and libmvec are found). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <immintrin.h>
#include <sleef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* libmvec's AVX-512 and AVX2 variants (the vector function ABI names; no header declares them) */
#define MVEC_F16(n) __m512 _ZGVeN16v_##n##f(__m512);
#define MVEC_F8(n) __m256 _ZGVdN8v_##n##f(__m256);
#define MVEC_D8(n) __m512d _ZGVeN8v_##n(__m512d);
#define FOR_FNS(X) X(exp) X(exp2) X(exp10) X(log) X(log2) X(log10)
FOR_FNS(MVEC_F16)
FOR_FNS(MVEC_F8)
FOR_FNS(MVEC_D8)
/* float16 rows of tools/math_hyp.py's functions */
#define FOR_HYP(X) X(expm1) X(log1p) X(tanh)
FOR_HYP(MVEC_F16)

#define NF 1024 /* floats: 4 KiB */
#define ND 512  /* doubles: 4 KiB */
static float fin[5][NF] __attribute__((aligned(64))), fout[NF] __attribute__((aligned(64)));
static double din[4][ND] __attribute__((aligned(64))), dout[ND] __attribute__((aligned(64)));

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* one pass over the array: each function of each implementation and width */
#define LOOP(name, T, VT, W, N, call) \
  static __attribute__((noinline)) void name(const T *in, T *out) { \
    for (int i = 0; i < (N); i += (W)) { VT v; memcpy(&v, in + i, sizeof v); v = call; memcpy(out + i, &v, sizeof v); } \
  }
#define IMPLS(n) \
  LOOP(ln_f16_##n, float, ln_float16, 16, NF, ln_##n(v)) \
  LOOP(sl_f16_##n, float, __m512, 16, NF, Sleef_##n##f16_u10avx512f(v)) \
  LOOP(mv_f16_##n, float, __m512, 16, NF, _ZGVeN16v_##n##f(v)) \
  LOOP(ln_f8_##n, float, ln_float8, 8, NF, ln_##n(v)) \
  LOOP(sl_f8_##n, float, __m256, 8, NF, Sleef_##n##f8_u10avx2(v)) \
  LOOP(mv_f8_##n, float, __m256, 8, NF, _ZGVdN8v_##n##f(v)) \
  LOOP(ln_d8_##n, double, ln_double8, 8, ND, ln_##n(v)) \
  LOOP(sl_d8_##n, double, __m512d, 8, ND, Sleef_##n##d8_u10avx512f(v)) \
  LOOP(mv_d8_##n, double, __m512d, 8, ND, _ZGVeN8v_##n(v))
FOR_FNS(IMPLS)
#define IMPLS_HYP(n) \
  LOOP(ln_f16_##n, float, ln_float16, 16, NF, ln_##n(v)) \
  LOOP(sl_f16_##n, float, __m512, 16, NF, Sleef_##n##f16_u10avx512f(v)) \
  LOOP(mv_f16_##n, float, __m512, 16, NF, _ZGVeN16v_##n##f(v))
FOR_HYP(IMPLS_HYP)

typedef void (*ff)(const float *, float *);
typedef void (*fd)(const double *, double *);
struct row { const char *fn, *width; int isd, islog; ff f[3]; fd d[3]; double best[3]; };
#define ROWS(n) \
  {#n, "float16", 0, 0, {ln_f16_##n, sl_f16_##n, mv_f16_##n}, {0, 0, 0}, {0, 0, 0}}, \
  {#n, "float8", 0, 0, {ln_f8_##n, sl_f8_##n, mv_f8_##n}, {0, 0, 0}, {0, 0, 0}}, \
  {#n, "double8", 1, 0, {0, 0, 0}, {ln_d8_##n, sl_d8_##n, mv_d8_##n}, {0, 0, 0}},
#define ROWS_HYP(n) {#n, "float16", 0, 0, {ln_f16_##n, sl_f16_##n, mv_f16_##n}, {0, 0, 0}, {0, 0, 0}},
static struct row rows[] = {FOR_FNS(ROWS) FOR_HYP(ROWS_HYP)};
#define NROWS (int)(sizeof rows / sizeof rows[0])

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 15, reps = 200;
  srand(1);
  for (int i = 0; i < NF; i++) {
    double u = rand() / (double)RAND_MAX;
    /* inputs whose results are finite normal numbers: exp, exp2, exp10; then the logarithms' */
    fin[0][i] = (float)(-87 + 175 * u);
    fin[1][i] = (float)(-126 + 253 * u);
    fin[2][i] = (float)(-37 + 75 * u);
    fin[3][i] = (float)(1e-30 * __builtin_pow(1e60, u));
    fin[4][i] = (float)(-10 + 20 * u); /* tanh: where it is not +-1 */
  }
  for (int i = 0; i < ND; i++) {
    double u = rand() / (double)RAND_MAX;
    din[0][i] = -708 + 1417 * u;
    din[1][i] = -1022 + 2045 * u;
    din[2][i] = -307 + 615 * u;
    din[3][i] = __builtin_pow(10.0, -300 + 600 * u);
  }
  for (int r = 0; r < NROWS; r++) /* the input set: 0 exp (and expm1), 1 exp2, 2 exp10, 3 logarithms, 4 tanh */
    rows[r].islog = rows[r].fn[0] == 'l' ? 3 : !strcmp(rows[r].fn, "exp2") ? 1 : !strcmp(rows[r].fn, "exp10") ? 2
                    : !strcmp(rows[r].fn, "tanh") ? 4 : 0;
  for (int round = 0; round < rounds; round++) {
    for (int r = 0; r < NROWS; r++) {
      for (int k = 0; k < 3; k++) {
        double t0 = now();
        for (int i = 0; i < reps; i++) {
          if (rows[r].isd) rows[r].d[k](din[rows[r].islog], dout);
          else rows[r].f[k](fin[rows[r].islog], fout);
        }
        double ns = (now() - t0) * 1e9 / reps / (rows[r].isd ? ND : NF);
        if (round == 0 || ns < rows[r].best[k]) rows[r].best[k] = ns;
      }
    }
  }
  printf("| function | type | lanes ns/elem | SLEEF u10 ns/elem | libmvec ns/elem | SLEEF / lanes | libmvec / lanes |\n");
  printf("|---|---|---|---|---|---|---|\n");
  for (int r = 0; r < NROWS; r++)
    printf("| %s | %s | %.3f | %.3f | %.3f | %.2f | %.2f |\n", rows[r].fn, rows[r].width, rows[r].best[0], rows[r].best[1],
           rows[r].best[2], rows[r].best[1] / rows[r].best[0], rows[r].best[2] / rows[r].best[0]);
  return 0;
}
