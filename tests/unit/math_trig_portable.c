/* Part of test_math_trig: lanes' trigonometric functions (sin cos tan sinpi cospi tanpi) on 16 float / 8 double lanes, in a
 * translation unit that tests/CMakeLists.txt compiles without FMA instructions and without
 * contraction (x86: -mno-avx, which also turns off FMA, AVX2 and AVX-512; elsewhere
 * -ffp-contract=off): the portable code, against which the test compares the build of its own
 * configuration bit for bit in the same run. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_trig_portable.h"

#define PORTABLE(FN) \
  static void p_##FN##_f(const float *in, float *out) { \
    ln_float16 v; memcpy(&v, in, sizeof v); v = ln_##FN(v); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *in, double *out) { \
    ln_double8 a, b; memcpy(&a, in, sizeof a); memcpy(&b, in + 8, sizeof b); \
    a = ln_##FN(a); b = ln_##FN(b); memcpy(out, &a, sizeof a); memcpy(out + 8, &b, sizeof b); }
PORTABLE(sin)
PORTABLE(cos)
PORTABLE(tan)
PORTABLE(sinpi)
PORTABLE(cospi)
PORTABLE(tanpi)

void math_trig_portable_float(int f, const float *in, float *out) {
  static void (*const fn[6])(const float *, float *) = {p_sin_f, p_cos_f, p_tan_f, p_sinpi_f, p_cospi_f, p_tanpi_f};
  fn[f](in, out);
}
void math_trig_portable_double(int f, const double *in, double *out) {
  static void (*const fn[6])(const double *, double *) = {p_sin_d, p_cos_d, p_tan_d, p_sinpi_d, p_cospi_d, p_tanpi_d};
  fn[f](in, out);
}
