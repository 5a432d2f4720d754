/* Part of test_math_exp: lanes' exponentials and logarithms on 16 float / 8 double lanes, in a
 * translation unit that tests/CMakeLists.txt compiles without FMA instructions and without
 * contraction (x86: -mno-avx, which also turns off FMA, AVX2 and AVX-512; elsewhere
 * -ffp-contract=off): the portable code, against which the test compares the build of its own
 * configuration bit for bit in the same run. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_exp_portable.h"

#define PORTABLE(FN) \
  static void p_##FN##_f(const float *in, float *out) { \
    ln_float16 v; memcpy(&v, in, sizeof v); v = ln_##FN(v); memcpy(out, &v, sizeof v); } \
  static void p_##FN##_d(const double *in, double *out) { \
    ln_double8 a, b; memcpy(&a, in, sizeof a); memcpy(&b, in + 8, sizeof b); \
    a = ln_##FN(a); b = ln_##FN(b); memcpy(out, &a, sizeof a); memcpy(out + 8, &b, sizeof b); }
PORTABLE(exp)
PORTABLE(exp2)
PORTABLE(exp10)
PORTABLE(log)
PORTABLE(log2)
PORTABLE(log10)

void math_exp_portable_float(int f, const float *in, float *out) {
  static void (*const fn[6])(const float *, float *) = {p_exp_f, p_exp2_f, p_exp10_f, p_log_f, p_log2_f, p_log10_f};
  fn[f](in, out);
}
void math_exp_portable_double(int f, const double *in, double *out) {
  static void (*const fn[6])(const double *, double *) = {p_exp_d, p_exp2_d, p_exp10_d, p_log_d, p_log2_d, p_log10_d};
  fn[f](in, out);
}
