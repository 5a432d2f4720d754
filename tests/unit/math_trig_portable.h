/* tests/unit/math_trig_portable.c: function f (sin cos tan sinpi cospi tanpi) on 16 lanes, built
 * as the portable code (no FMA instructions, no contraction). */
#ifndef LANES_TESTS_MATH_TRIG_PORTABLE_H
#define LANES_TESTS_MATH_TRIG_PORTABLE_H
void math_trig_portable_float(int f, const float *in, float *out);
void math_trig_portable_double(int f, const double *in, double *out);
#endif
