/* Part of test_math_pow: lanes' powers on 16 float / 8 double lanes, in a translation unit that
 * tests/CMakeLists.txt compiles without FMA instructions and without contraction (x86: -mno-avx;
 * elsewhere -ffp-contract=off): the portable code, against which the test compares the build of
 * its own configuration bit for bit in the same run. */
#include <lanes/math.h>
#include <string.h>

#include "unit/math_pow_portable.h"

void math_pow_portable_float(int f, const float *x, const float *y, float *out) {
  ln_float16 a, b, r;
  ln_int16 n;
  memcpy(&a, x, sizeof a);
  memcpy(&b, y, sizeof b);
  for (int i = 0; i < 16; i++) n[i] = f >= 2 ? (int)y[i] : 0; /* pown, rootn: n (integral, in range) */
  r = f == 0 ? ln_pow(a, b) : f == 1 ? ln_powr(a, b) : f == 2 ? ln_pown(a, n) : ln_rootn(a, n);
  memcpy(out, &r, sizeof r);
}
void math_pow_portable_double(int f, const double *x, const double *y, double *out) {
  for (int h = 0; h < 16; h += 8) {
    ln_double8 a, b, r;
    ln_int8 n;
    memcpy(&a, x + h, sizeof a);
    memcpy(&b, y + h, sizeof b);
    for (int i = 0; i < 8; i++) n[i] = f >= 2 ? (int)y[h + i] : 0;
    r = f == 0 ? ln_pow(a, b) : f == 1 ? ln_powr(a, b) : f == 2 ? ln_pown(a, n) : ln_rootn(a, n);
    memcpy(out + h, &r, sizeof r);
  }
}
