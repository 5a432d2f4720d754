/* Part of test_math_erf: lanes' erf and erfc on 16 float / 8 double lanes, in a translation unit
 * that tests/CMakeLists.txt compiles without FMA instructions and without contraction (as
 * math_exp_portable.c): the portable code, against which the test compares its own
 * configuration's build bit for bit. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_erf_portable.h"

#define PORTABLE(FN) \
  static void p_##FN##_f(const float *x, float *out) { \
    ln_float16 v; memcpy(&v, x, sizeof v); \
    v = ln_##FN(v); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *x, double *out) { \
    for (int h = 0; h < 16; h += 8) { \
      ln_double8 v; memcpy(&v, x + h, sizeof v); \
      v = ln_##FN(v); memcpy(out + h, &v, sizeof v); } }
PORTABLE(erf)
PORTABLE(erfc)

void math_erf_portable_float(int f, const float *x, const float *y, float *out) {
  (void)y;
  if (f == 0) p_erf_f(x, out); else p_erfc_f(x, out);
}
void math_erf_portable_double(int f, const double *x, const double *y, double *out) {
  (void)y;
  if (f == 0) p_erf_d(x, out); else p_erfc_d(x, out);
}
