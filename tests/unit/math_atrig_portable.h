/* tests/unit/math_atrig_portable.c: function f (asin acos atan asinpi acospi atanpi atan2
 * atan2pi; the two-argument ones take y then x) on 16 lanes, built as the portable code (no FMA
 * instructions, no contraction). */
#ifndef LANES_TESTS_MATH_ATRIG_PORTABLE_H
#define LANES_TESTS_MATH_ATRIG_PORTABLE_H
void math_atrig_portable_float(int f, const float *y, const float *x, float *out);
void math_atrig_portable_double(int f, const double *y, const double *x, double *out);
#endif
