/* Part of test_math_atrig: lanes' inverse trigonometric functions on 16 float / 8 double lanes,
 * in a translation unit that tests/CMakeLists.txt compiles without FMA instructions and without
 * contraction (as math_exp_portable.c): the portable code, against which the test compares the
 * build of its own configuration bit for bit in the same run.  One-argument functions ignore y. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_atrig_portable.h"

#define PORTABLE1(FN) \
  static void p_##FN##_f(const float *y, const float *in, float *out) { \
    (void)y; ln_float16 v; memcpy(&v, in, sizeof v); v = ln_##FN(v); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *y, const double *in, double *out) { \
    (void)y; ln_double8 a, b; memcpy(&a, in, sizeof a); memcpy(&b, in + 8, sizeof b); \
    a = ln_##FN(a); b = ln_##FN(b); memcpy(out, &a, sizeof a); memcpy(out + 8, &b, sizeof b); }
#define PORTABLE2(FN) \
  static void p_##FN##_f(const float *y, const float *x, float *out) { \
    ln_float16 v, u; memcpy(&v, y, sizeof v); memcpy(&u, x, sizeof u); v = ln_##FN(v, u); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *y, const double *x, double *out) { \
    ln_double8 a, b, c, d; memcpy(&a, y, sizeof a); memcpy(&b, y + 8, sizeof b); memcpy(&c, x, sizeof c); \
    memcpy(&d, x + 8, sizeof d); a = ln_##FN(a, c); b = ln_##FN(b, d); memcpy(out, &a, sizeof a); \
    memcpy(out + 8, &b, sizeof b); }
PORTABLE1(asin)
PORTABLE1(acos)
PORTABLE1(atan)
PORTABLE1(asinpi)
PORTABLE1(acospi)
PORTABLE1(atanpi)
PORTABLE2(atan2)
PORTABLE2(atan2pi)

void math_atrig_portable_float(int f, const float *y, const float *x, float *out) {
  static void (*const fn[8])(const float *, const float *, float *) = {p_asin_f, p_acos_f, p_atan_f, p_asinpi_f,
                                                                       p_acospi_f, p_atanpi_f, p_atan2_f, p_atan2pi_f};
  fn[f](y, x, out);
}
void math_atrig_portable_double(int f, const double *y, const double *x, double *out) {
  static void (*const fn[8])(const double *, const double *, double *) = {
      p_asin_d, p_acos_d, p_atan_d, p_asinpi_d, p_acospi_d, p_atanpi_d, p_atan2_d, p_atan2pi_d};
  fn[f](y, x, out);
}
