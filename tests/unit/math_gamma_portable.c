/* Part of test_math_gamma: lanes' tgamma lgamma lgamma_r on 16 float / 8 double lanes, in a
 * translation unit that tests/CMakeLists.txt compiles without FMA instructions and without
 * contraction (as math_exp_portable.c): the portable code, against which the test compares its
 * own configuration's build bit for bit. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_gamma_portable.h"

void math_gamma_portable_float(int f, const float *x, float *out, int *sg) {
  ln_float16 v;
  ln_int16 s = ln__splat_int16(0);
  memcpy(&v, x, sizeof v);
  v = f == 0 ? ln_tgamma(v) : f == 1 ? ln_lgamma(v) : ln_lgamma_r(v, &s);
  memcpy(out, &v, sizeof v);
  memcpy(sg, &s, sizeof s);
}
void math_gamma_portable_double(int f, const double *x, double *out, int *sg) {
  for (int h = 0; h < 16; h += 8) {
    ln_double8 v;
    ln_int8 s = ln__splat_int8(0);
    memcpy(&v, x + h, sizeof v);
    v = f == 0 ? ln_tgamma(v) : f == 1 ? ln_lgamma(v) : ln_lgamma_r(v, &s);
    memcpy(out + h, &v, sizeof v);
    memcpy(sg + h, &s, sizeof s);
  }
}
