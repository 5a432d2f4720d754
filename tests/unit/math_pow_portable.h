/* tests/unit/math_pow_portable.c: pow, powr, pown or rootn (f = 0..3) on 16 lanes, built as the
 * portable code (no FMA instructions, no contraction); pown and rootn take n from y (integral). */
#ifndef LANES_TESTS_MATH_POW_PORTABLE_H
#define LANES_TESTS_MATH_POW_PORTABLE_H
void math_pow_portable_float(int f, const float *x, const float *y, float *out);
void math_pow_portable_double(int f, const double *x, const double *y, double *out);
#endif
