/* Part of lanes_array_math_bench: SLEEF's own loops over arrays (its 1-ulp AVX-512F functions,
 * 16 floats or 8 doubles per call, the tail through a padded copy; the bench's sizes are whole
 * vectors, so no tail runs), compiled with -march=x86-64-v4 (bench/CMakeLists.txt): SLEEF at its
 * best on this CPU. */
#include <immintrin.h>
#include <sleef.h>
#include <stddef.h>
#include <string.h>

#include "array_math_peer.h"

#define SLEEF_LOOP_F(name, fn)                                                           \
  void name(float *d, const float *s, size_t n) {                                        \
    size_t i = 0;                                                                        \
    for (; i + 16 <= n; i += 16) _mm512_storeu_ps(d + i, fn(_mm512_loadu_ps(s + i)));     \
    if (i < n) {                                                                         \
      float t[16] = {0};                                                                 \
      memcpy(t, s + i, (n - i) * 4);                                                     \
      _mm512_storeu_ps(t, fn(_mm512_loadu_ps(t)));                                       \
      memcpy(d + i, t, (n - i) * 4);                                                     \
    }                                                                                    \
  }
#define SLEEF_LOOP_D(name, fn)                                                           \
  void name(double *d, const double *s, size_t n) {                                      \
    size_t i = 0;                                                                        \
    for (; i + 8 <= n; i += 8) _mm512_storeu_pd(d + i, fn(_mm512_loadu_pd(s + i)));      \
    if (i < n) {                                                                         \
      double t[8] = {0};                                                                 \
      memcpy(t, s + i, (n - i) * 8);                                                     \
      _mm512_storeu_pd(t, fn(_mm512_loadu_pd(t)));                                       \
      memcpy(d + i, t, (n - i) * 8);                                                     \
    }                                                                                    \
  }
SLEEF_LOOP_F(sleef_exp_f32, Sleef_expf16_u10avx512f)
SLEEF_LOOP_F(sleef_log_f32, Sleef_logf16_u10avx512f)
SLEEF_LOOP_F(sleef_exp2_f32, Sleef_exp2f16_u10avx512f)
SLEEF_LOOP_F(sleef_log2_f32, Sleef_log2f16_u10avx512f)
SLEEF_LOOP_D(sleef_exp_f64, Sleef_expd8_u10avx512f)
SLEEF_LOOP_D(sleef_log_f64, Sleef_logd8_u10avx512f)
