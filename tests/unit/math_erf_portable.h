/* tests/unit/math_erf_portable.c: function f of test_math_erf (erf erfc; y unused) on 16 lanes,
 * built as the portable code (no FMA instructions, no contraction). */
#ifndef LANES_TESTS_MATH_ERF_PORTABLE_H
#define LANES_TESTS_MATH_ERF_PORTABLE_H
void math_erf_portable_float(int f, const float *x, const float *y, float *out);
void math_erf_portable_double(int f, const double *x, const double *y, double *out);
#endif
