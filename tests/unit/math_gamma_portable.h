/* tests/unit/math_gamma_portable.c: function f of test_math_gamma (0 tgamma, 1 lgamma, 2 lgamma_r
 * with its sign in sg) on 16 lanes, built as the portable code (no FMA instructions, no
 * contraction). */
#ifndef LANES_TESTS_MATH_GAMMA_PORTABLE_H
#define LANES_TESTS_MATH_GAMMA_PORTABLE_H
void math_gamma_portable_float(int f, const float *x, float *out, int *sg);
void math_gamma_portable_double(int f, const double *x, double *out, int *sg);
#endif
