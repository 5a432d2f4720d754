/* Part of test_math_hyp: lanes' expm1 log1p cbrt rsqrt hypot and hyperbolic functions on 16 float
 * / 8 double lanes, in a translation unit that tests/CMakeLists.txt compiles without FMA
 * instructions and without contraction (as math_exp_portable.c): the portable code, against
 * which the test compares its own configuration's build bit for bit. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_hyp_portable.h"

#define PORTABLE(FN, ...) \
  static void p_##FN##_f(const float *x, const float *y, float *out) { \
    ln_float16 v, w; memcpy(&v, x, sizeof v); memcpy(&w, y, sizeof w); (void)w; \
    v = ln_##FN(v __VA_ARGS__); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *x, const double *y, double *out) { \
    for (int h = 0; h < 16; h += 8) { \
      ln_double8 v, w; memcpy(&v, x + h, sizeof v); memcpy(&w, y + h, sizeof w); (void)w; \
      v = ln_##FN(v __VA_ARGS__); memcpy(out + h, &v, sizeof v); } }
PORTABLE(expm1)
PORTABLE(log1p)
PORTABLE(cbrt)
PORTABLE(rsqrt)
PORTABLE(sinh)
PORTABLE(cosh)
PORTABLE(tanh)
PORTABLE(asinh)
PORTABLE(acosh)
PORTABLE(atanh)
PORTABLE(hypot, , w)

void math_hyp_portable_float(int f, const float *x, const float *y, float *out) {
  static void (*const fn[11])(const float *, const float *, float *) = {
      p_expm1_f, p_log1p_f, p_cbrt_f, p_rsqrt_f, p_sinh_f, p_cosh_f, p_tanh_f, p_asinh_f, p_acosh_f, p_atanh_f, p_hypot_f};
  fn[f](x, y, out);
}
void math_hyp_portable_double(int f, const double *x, const double *y, double *out) {
  static void (*const fn[11])(const double *, const double *, double *) = {
      p_expm1_d, p_log1p_d, p_cbrt_d, p_rsqrt_d, p_sinh_d, p_cosh_d, p_tanh_d, p_asinh_d, p_acosh_d, p_atanh_d, p_hypot_d};
  fn[f](x, y, out);
}
