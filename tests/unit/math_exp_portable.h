/* tests/unit/math_exp_portable.c: function f (exp exp2 exp10 log log2 log10) on 16 lanes, built
 * as the portable code (no FMA instructions, no contraction). */
#ifndef LANES_TESTS_MATH_EXP_PORTABLE_H
#define LANES_TESTS_MATH_EXP_PORTABLE_H
void math_exp_portable_float(int f, const float *in, float *out);
void math_exp_portable_double(int f, const double *in, double *out);
#endif
