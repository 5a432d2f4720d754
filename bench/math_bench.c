/* lanes_math_bench: lanes/math.h's exp exp2 exp10 log log2 log10 sin cos tan erf erfc (and pow,
 * atan, atan2; expm1 log1p tanh on ln_float16) on ln_float16, ln_float8 and ln_double8
 * (trigonometric inputs: uniform in [-10, 10]; erf, erfc: uniform in [-6, 6]) against SLEEF's 1-ulp
 * functions (u10, AVX-512F / AVX2; erfc: SLEEF has u15 only) and glibc's
 * libmvec, over an
 * L1-resident array (4 KiB of input, 4 KiB of output), every implementation measured in turn in
 * each of several rounds (interleaved), best round reported, as ns per element and as the ratio
 * to lanes (> 1: lanes is faster); then the native_ functions (ln_float16, ln_float8) against
 * libmvec and lanes' full functions.  Built with -O2 -march=x86-64-v4 (bench/CMakeLists.txt,
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
#define FOR_FNS(X) X(exp) X(exp2) X(exp10) X(log) X(log2) X(log10) X(sin) X(cos) X(tan)
FOR_FNS(MVEC_F16)
FOR_FNS(MVEC_F8)
FOR_FNS(MVEC_D8)
/* float16 rows of tools/math_hyp.py's functions */
#define FOR_HYP(X) X(expm1) X(log1p) X(tanh)
FOR_HYP(MVEC_F16)
/* erf (SLEEF u10) and erfc (SLEEF u15) on the three widths */
#define FOR_ERF(X) X(erf, u10) X(erfc, u15)
#define MVEC_ERF(n, u) MVEC_F16(n) MVEC_F8(n) MVEC_D8(n)
FOR_ERF(MVEC_ERF)

#define NF 1024 /* floats: 4 KiB */
#define ND 512  /* doubles: 4 KiB */
static float fin[6][NF] __attribute__((aligned(64))), fout[NF] __attribute__((aligned(64)));
static double din[6][ND] __attribute__((aligned(64))), dout[ND] __attribute__((aligned(64)));

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
#define IMPLS_ERF(n, u) \
  LOOP(ln_f16_##n, float, ln_float16, 16, NF, ln_##n(v)) \
  LOOP(sl_f16_##n, float, __m512, 16, NF, Sleef_##n##f16_##u##avx512f(v)) \
  LOOP(mv_f16_##n, float, __m512, 16, NF, _ZGVeN16v_##n##f(v)) \
  LOOP(ln_f8_##n, float, ln_float8, 8, NF, ln_##n(v)) \
  LOOP(sl_f8_##n, float, __m256, 8, NF, Sleef_##n##f8_##u##avx2(v)) \
  LOOP(mv_f8_##n, float, __m256, 8, NF, _ZGVdN8v_##n##f(v)) \
  LOOP(ln_d8_##n, double, ln_double8, 8, ND, ln_##n(v)) \
  LOOP(sl_d8_##n, double, __m512d, 8, ND, Sleef_##n##d8_##u##avx512f(v)) \
  LOOP(mv_d8_##n, double, __m512d, 8, ND, _ZGVeN8v_##n(v))
FOR_ERF(IMPLS_ERF)

typedef void (*ff)(const float *, float *);
typedef void (*fd)(const double *, double *);
struct row { const char *fn, *width; int isd, islog; ff f[3]; fd d[3]; double best[3]; };
#define ROWS(n) \
  {#n, "float16", 0, 0, {ln_f16_##n, sl_f16_##n, mv_f16_##n}, {0, 0, 0}, {0, 0, 0}}, \
  {#n, "float8", 0, 0, {ln_f8_##n, sl_f8_##n, mv_f8_##n}, {0, 0, 0}, {0, 0, 0}}, \
  {#n, "double8", 1, 0, {0, 0, 0}, {ln_d8_##n, sl_d8_##n, mv_d8_##n}, {0, 0, 0}},
#define ROWS_HYP(n) {#n, "float16", 0, 0, {ln_f16_##n, sl_f16_##n, mv_f16_##n}, {0, 0, 0}, {0, 0, 0}},
#define ROWS_ERF(n, u) ROWS(n)
static struct row rows[] = {FOR_FNS(ROWS) FOR_HYP(ROWS_HYP) FOR_ERF(ROWS_ERF)};
#define NROWS (int)(sizeof rows / sizeof rows[0])

/* pow (two arguments; x in [0.01, 100] for float, [1e-10, 1e10] for double, y in [-15, 15] and
 * [-30, 30]: finite normal results): ln_float16, ln_float8, ln_double8 against SLEEF u10 and libmvec,
 * measured as the one-argument rows are */
__m512 _ZGVeN16vv_powf(__m512, __m512);
__m256 _ZGVdN8vv_powf(__m256, __m256);
__m512d _ZGVeN8vv_pow(__m512d, __m512d);
static float fpx[NF] __attribute__((aligned(64))), fpy[NF] __attribute__((aligned(64)));
static double dpx[ND] __attribute__((aligned(64))), dpy[ND] __attribute__((aligned(64)));
#define LOOP2(name, T, VT, W, N, call) \
  static __attribute__((noinline)) void name(const T *in, const T *in2, T *out) { \
    for (int i = 0; i < (N); i += (W)) { VT v, w; memcpy(&v, in + i, sizeof v); memcpy(&w, in2 + i, sizeof w); \
      v = call; memcpy(out + i, &v, sizeof v); } \
  }
LOOP2(ln_f16_pow, float, ln_float16, 16, NF, ln_pow(v, w))
LOOP2(sl_f16_pow, float, __m512, 16, NF, Sleef_powf16_u10avx512f(v, w))
LOOP2(mv_f16_pow, float, __m512, 16, NF, _ZGVeN16vv_powf(v, w))
LOOP2(ln_f8_pow, float, ln_float8, 8, NF, ln_pow(v, w))
LOOP2(sl_f8_pow, float, __m256, 8, NF, Sleef_powf8_u10avx2(v, w))
LOOP2(mv_f8_pow, float, __m256, 8, NF, _ZGVdN8vv_powf(v, w))
LOOP2(ln_d8_pow, double, ln_double8, 8, ND, ln_pow(v, w))
LOOP2(sl_d8_pow, double, __m512d, 8, ND, Sleef_powd8_u10avx512f(v, w))
LOOP2(mv_d8_pow, double, __m512d, 8, ND, _ZGVeN8vv_pow(v, w))
static void bench_pow(int rounds, int reps) {
  typedef void (*ff2)(const float *, const float *, float *);
  typedef void (*fd2)(const double *, const double *, double *);
  static const ff2 f16[3] = {ln_f16_pow, sl_f16_pow, mv_f16_pow}, f8[3] = {ln_f8_pow, sl_f8_pow, mv_f8_pow};
  static const fd2 d8[3] = {ln_d8_pow, sl_d8_pow, mv_d8_pow};
  static const char *width[3] = {"float16", "float8", "double8"};
  double best[3][3] = {{0}};
  for (int i = 0; i < NF; i++) {
    fpx[i] = (float)__builtin_pow(10.0, -2 + 4 * (rand() / (double)RAND_MAX));
    fpy[i] = (float)(-15 + 30 * (rand() / (double)RAND_MAX));
  }
  for (int i = 0; i < ND; i++) {
    dpx[i] = __builtin_pow(10.0, -10 + 20 * (rand() / (double)RAND_MAX));
    dpy[i] = -30 + 60 * (rand() / (double)RAND_MAX);
  }
  for (int round = 0; round < rounds; round++)
    for (int r = 0; r < 3; r++)
      for (int k = 0; k < 3; k++) {
        double t0 = now();
        for (int i = 0; i < reps; i++) {
          if (r == 2) d8[k](dpx, dpy, dout);
          else (r ? f8 : f16)[k](fpx, fpy, fout);
        }
        double ns = (now() - t0) * 1e9 / reps / (r == 2 ? ND : NF);
        if (round == 0 || ns < best[r][k]) best[r][k] = ns;
      }
  for (int r = 0; r < 3; r++)
    printf("| pow | %s | %.3f | %.3f | %.3f | %.2f | %.2f |\n", width[r], best[r][0], best[r][1], best[r][2],
           best[r][1] / best[r][0], best[r][2] / best[r][0]);
}

/* ---- atan and atan2 (ln_float16, ln_float8) against SLEEF u10 and libmvec: their own table,
 * measured the same way (interleaved rounds, best round) ---- */
__m512 _ZGVeN16v_atanf(__m512);
__m256 _ZGVdN8v_atanf(__m256);
__m512 _ZGVeN16vv_atan2f(__m512, __m512);
__m256 _ZGVdN8vv_atan2f(__m256, __m256);
static float at_x[NF] __attribute__((aligned(64))), at_y[NF] __attribute__((aligned(64))), at_x2[NF] __attribute__((aligned(64)));
#define AT_LOOP1(name, VT, W, call) \
  static __attribute__((noinline)) void name(void) { \
    for (int i = 0; i < NF; i += (W)) { VT v; memcpy(&v, at_x + i, sizeof v); v = call; memcpy(fout + i, &v, sizeof v); } \
  }
#define AT_LOOP2(name, VT, W, call) \
  static __attribute__((noinline)) void name(void) { \
    for (int i = 0; i < NF; i += (W)) { \
      VT v, u; memcpy(&v, at_y + i, sizeof v); memcpy(&u, at_x2 + i, sizeof u); v = call; memcpy(fout + i, &v, sizeof v); } \
  }
AT_LOOP1(at_ln16, ln_float16, 16, ln_atan(v))
AT_LOOP1(at_sl16, __m512, 16, Sleef_atanf16_u10avx512f(v))
AT_LOOP1(at_mv16, __m512, 16, _ZGVeN16v_atanf(v))
AT_LOOP1(at_ln8, ln_float8, 8, ln_atan(v))
AT_LOOP1(at_sl8, __m256, 8, Sleef_atanf8_u10avx2(v))
AT_LOOP1(at_mv8, __m256, 8, _ZGVdN8v_atanf(v))
AT_LOOP2(at2_ln16, ln_float16, 16, ln_atan2(v, u))
AT_LOOP2(at2_sl16, __m512, 16, Sleef_atan2f16_u10avx512f(v, u))
AT_LOOP2(at2_mv16, __m512, 16, _ZGVeN16vv_atan2f(v, u))
AT_LOOP2(at2_ln8, ln_float8, 8, ln_atan2(v, u))
AT_LOOP2(at2_sl8, __m256, 8, Sleef_atan2f8_u10avx2(v, u))
AT_LOOP2(at2_mv8, __m256, 8, _ZGVdN8vv_atan2f(v, u))
static void atrig_bench(int rounds) {
  static const struct { const char *fn, *width; void (*f[3])(void); } at[] = {
      {"atan", "float16", {at_ln16, at_sl16, at_mv16}}, {"atan", "float8", {at_ln8, at_sl8, at_mv8}},
      {"atan2", "float16", {at2_ln16, at2_sl16, at2_mv16}}, {"atan2", "float8", {at2_ln8, at2_sl8, at2_mv8}}};
  double best[4][3];
  for (int i = 0; i < NF; i++) { /* atan: |x| in [1e-4, 1e4], both signs; atan2: both in [-10, 10] */
    double u = rand() / (double)RAND_MAX, w = rand() / (double)RAND_MAX;
    at_x[i] = (float)((i & 1 ? -1e-4 : 1e-4) * __builtin_pow(1e8, u));
    at_y[i] = (float)(20 * w - 10);
  }
  for (int i = 0; i < NF; i++) at_x2[i] = at_y[(i * 7 + 3) % NF];
  for (int round = 0; round < rounds; round++)
    for (int r = 0; r < 4; r++)
      for (int k = 0; k < 3; k++) {
        double t0 = now();
        for (int i = 0; i < 200; i++) at[r].f[k]();
        double ns = (now() - t0) * 1e9 / 200 / NF;
        if (round == 0 || ns < best[r][k]) best[r][k] = ns;
      }
  printf("\n| function | type | lanes ns/elem | SLEEF u10 ns/elem | libmvec ns/elem | SLEEF / lanes | libmvec / lanes |\n");
  printf("|---|---|---|---|---|---|---|\n");
  for (int r = 0; r < 4; r++)
    printf("| %s | %s | %.3f | %.3f | %.3f | %.2f | %.2f |\n", at[r].fn, at[r].width, best[r][0], best[r][1], best[r][2],
           best[r][1] / best[r][0], best[r][2] / best[r][0]);
}

/* ---- the native_ functions (ln_native_<f>, tools/math_native.py) on ln_float16 and ln_float8
 * against libmvec (documented bound 4 ulp) and lanes' full-precision function, on the inputs of
 * the full rows, measured the same way (interleaved rounds, best round) ---- */
#define NV_IMPLS(n) \
  LOOP(nv_f16_##n, float, ln_float16, 16, NF, ln_native_##n(v)) \
  LOOP(nv_f8_##n, float, ln_float8, 8, NF, ln_native_##n(v))
FOR_FNS(NV_IMPLS)
static void native_bench(int rounds, int reps) {
  static const struct { const char *fn, *width; int set; ff f[3]; } nv[] = {
#define NV_ROWS(n) {#n, "float16", 0, {nv_f16_##n, ln_f16_##n, mv_f16_##n}}, {#n, "float8", 0, {nv_f8_##n, ln_f8_##n, mv_f8_##n}},
      FOR_FNS(NV_ROWS)
#undef NV_ROWS
  };
  enum { NR = (int)(sizeof nv / sizeof nv[0]) };
  double best[NR][3];
  for (int round = 0; round < rounds; round++)
    for (int r = 0; r < NR; r++) {
      const char *fn = nv[r].fn;
      int set = fn[0] == 'l' ? 3 : !strcmp(fn, "exp2") ? 1 : !strcmp(fn, "exp10") ? 2 : fn[0] == 'e' ? 0 : 4;
      for (int k = 0; k < 3; k++) {
        double t0 = now();
        for (int i = 0; i < reps; i++) nv[r].f[k](fin[set], fout);
        double ns = (now() - t0) * 1e9 / reps / NF;
        if (round == 0 || ns < best[r][k]) best[r][k] = ns;
      }
    }
  printf("\n| native_ function | type | lanes native_ ns/elem | lanes full ns/elem | libmvec ns/elem | full / native_ | libmvec / native_ |\n");
  printf("|---|---|---|---|---|---|---|\n");
  for (int r = 0; r < NR; r++)
    printf("| native_%s | %s | %.3f | %.3f | %.3f | %.2f | %.2f |\n", nv[r].fn, nv[r].width, best[r][0], best[r][1],
           best[r][2], best[r][1] / best[r][0], best[r][2] / best[r][0]);
}

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
    fin[4][i] = (float)(-10 + 20 * u);
    fin[5][i] = (float)(-6 + 12 * u);
  }
  for (int i = 0; i < ND; i++) {
    double u = rand() / (double)RAND_MAX;
    din[0][i] = -708 + 1417 * u;
    din[1][i] = -1022 + 2045 * u;
    din[2][i] = -307 + 615 * u;
    din[3][i] = __builtin_pow(10.0, -300 + 600 * u);
    din[4][i] = -10 + 20 * u;
    din[5][i] = -6 + 12 * u;
  }
  for (int r = 0; r < NROWS; r++) /* the input set: 0 exp, 1 exp2, 2 exp10, 3 logarithms, 4 trigonometric, 5 erf */
    rows[r].islog = rows[r].fn[0] == 'l' ? 3 : !strcmp(rows[r].fn, "exp2") ? 1 : !strcmp(rows[r].fn, "exp10") ? 2
                  : !strncmp(rows[r].fn, "erf", 3) ? 5 : rows[r].fn[0] == 'e' ? 0 : 4;
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
  bench_pow(rounds, reps);
  atrig_bench(rounds);
  native_bench(rounds, reps);
  return 0;
}
