/* tests/unit/math_hyp_portable.c: function f of test_math_hyp (expm1 log1p cbrt rsqrt sinh cosh
 * tanh asinh acosh atanh hypot; y: hypot's second argument) on 16 lanes, built as the portable
 * code (no FMA instructions, no contraction). */
#ifndef LANES_TESTS_MATH_HYP_PORTABLE_H
#define LANES_TESTS_MATH_HYP_PORTABLE_H
void math_hyp_portable_float(int f, const float *x, const float *y, float *out);
void math_hyp_portable_double(int f, const double *x, const double *y, double *out);
#endif
