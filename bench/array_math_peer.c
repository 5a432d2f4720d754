/* Part of lanes_array_math_bench: SLEEF's own loops over arrays (its 1-ulp functions, erfc 1.5, one
 * vector per call, the tail through a padded copy; the bench's sizes are whole vectors, so no
 * tail runs): its AVX-512F functions (16 floats or 8 doubles) compiled with -march=x86-64-v4,
 * and, through array_math_peer_avx2.c (which defines LN_PEER_AVX2), its AVX2 functions (8 floats
 * or 4 doubles) compiled with -march=x86-64-v3 (bench/CMakeLists.txt): SLEEF at its best on
 * each kind of CPU. */
#include <immintrin.h>
#include <sleef.h>
#include <stddef.h>
#include <string.h>

#include "array_math_peer.h"

#ifdef LN_PEER_AVX2
#define NF 8
#define ND 4
#define LOADF _mm256_loadu_ps
#define STOREF _mm256_storeu_ps
#define LOADD _mm256_loadu_pd
#define STORED _mm256_storeu_pd
#define PEER(name) sleef_avx2_##name
#define SLEEF_F(fn, u) Sleef_##fn##f8_##u##avx2
#define SLEEF_D(fn, u) Sleef_##fn##d4_##u##avx2
#else
#define NF 16
#define ND 8
#define LOADF _mm512_loadu_ps
#define STOREF _mm512_storeu_ps
#define LOADD _mm512_loadu_pd
#define STORED _mm512_storeu_pd
#define PEER(name) sleef_##name
#define SLEEF_F(fn, u) Sleef_##fn##f16_##u##avx512f
#define SLEEF_D(fn, u) Sleef_##fn##d8_##u##avx512f
#endif

#define SLEEF_LOOP_F(name, fn, u)                                                         \
  void PEER(name)(float *d, const float *s, size_t n) {                                  \
    size_t i = 0;                                                                        \
    for (; i + NF <= n; i += NF) STOREF(d + i, SLEEF_F(fn, u)(LOADF(s + i)));                \
    if (i < n) {                                                                         \
      float t[NF] = {0};                                                                 \
      memcpy(t, s + i, (n - i) * 4);                                                     \
      STOREF(t, SLEEF_F(fn, u)(LOADF(t)));                                                  \
      memcpy(d + i, t, (n - i) * 4);                                                     \
    }                                                                                    \
  }
#define SLEEF_LOOP_D(name, fn, u)                                                         \
  void PEER(name)(double *d, const double *s, size_t n) {                                \
    size_t i = 0;                                                                        \
    for (; i + ND <= n; i += ND) STORED(d + i, SLEEF_D(fn, u)(LOADD(s + i)));                \
    if (i < n) {                                                                         \
      double t[ND] = {0};                                                                \
      memcpy(t, s + i, (n - i) * 8);                                                     \
      STORED(t, SLEEF_D(fn, u)(LOADD(t)));                                                  \
      memcpy(d + i, t, (n - i) * 8);                                                     \
    }                                                                                    \
  }
SLEEF_LOOP_F(exp_f32, exp, u10)
SLEEF_LOOP_F(log_f32, log, u10)
SLEEF_LOOP_F(exp2_f32, exp2, u10)
SLEEF_LOOP_F(log2_f32, log2, u10)
SLEEF_LOOP_F(sin_f32, sin, u10)
SLEEF_LOOP_F(cos_f32, cos, u10)
SLEEF_LOOP_F(tan_f32, tan, u10)
SLEEF_LOOP_F(atan_f32, atan, u10)
SLEEF_LOOP_F(tanh_f32, tanh, u10)
SLEEF_LOOP_F(erf_f32, erf, u10)
SLEEF_LOOP_F(expm1_f32, expm1, u10)
SLEEF_LOOP_F(cbrt_f32, cbrt, u10)
SLEEF_LOOP_F(sinh_f32, sinh, u10)
SLEEF_LOOP_F(cosh_f32, cosh, u10)
SLEEF_LOOP_F(erfc_f32, erfc, u15) /* SLEEF has no u10 erfc */
SLEEF_LOOP_D(exp_f64, exp, u10)
SLEEF_LOOP_D(log_f64, log, u10)
SLEEF_LOOP_D(sin_f64, sin, u10)
SLEEF_LOOP_D(cos_f64, cos, u10)
SLEEF_LOOP_D(erf_f64, erf, u10)
SLEEF_LOOP_D(expm1_f64, expm1, u10)
SLEEF_LOOP_D(cbrt_f64, cbrt, u10)
SLEEF_LOOP_D(sinh_f64, sinh, u10)
SLEEF_LOOP_D(cosh_f64, cosh, u10)
SLEEF_LOOP_D(erfc_f64, erfc, u15)
