/* Part of test_math_native: lanes' native_ functions on 16 float lanes, in a translation unit that
 * tests/CMakeLists.txt compiles without FMA instructions and without contraction (x86: -mno-avx,
 * which also turns off FMA, AVX2 and AVX-512; elsewhere -ffp-contract=off): the portable code,
 * against which the test compares the build of its own configuration bit for bit in the same run. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_native_portable.h"

#define PORTABLE(FN) \
  static void p_##FN(const float *in, float *out) { \
    ln_float16 v; memcpy(&v, in, sizeof v); v = ln_native_##FN(v); memcpy(out, &v, sizeof v); }
PORTABLE(exp)
PORTABLE(exp2)
PORTABLE(exp10)
PORTABLE(log)
PORTABLE(log2)
PORTABLE(log10)
PORTABLE(sin)
PORTABLE(cos)
PORTABLE(tan)

void math_native_portable_float(int f, const float *in, float *out) {
  static void (*const fn[9])(const float *, float *) = {p_exp, p_exp2, p_exp10, p_log, p_log2, p_log10, p_sin, p_cos, p_tan};
  fn[f](in, out);
}
