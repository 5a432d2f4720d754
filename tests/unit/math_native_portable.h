/* tests/unit/math_native_portable.c: ln_native_<f> (f: exp exp2 exp10 log log2 log10 sin cos tan)
 * on 16 lanes, built as the portable code (no FMA instructions, no contraction). */
#ifndef LANES_TESTS_MATH_NATIVE_PORTABLE_H
#define LANES_TESTS_MATH_NATIVE_PORTABLE_H
void math_native_portable_float(int f, const float *in, float *out);
#endif
