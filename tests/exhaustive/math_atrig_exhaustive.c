/* math_atrig_exhaustive: every one of the 2^32 float inputs through ln_asin ln_acos ln_atan
 * ln_asinpi ln_acospi ln_atanpi on ln_float16, compared with the C library's double result (the
 * *pi forms: divided by pi in double; the error of that reference, a few double ulps, is < 2^-27
 * float ulp: the measured float error is exact to that margin); special results (NaN, zeros, the
 * results of +-0 and +-inf) must match the double result rounded to float exactly.
 * Prints, per function, the largest error in float ulps and its input; exits 1 if any error
 * exceeds 1 ulp.  Multi-threaded (arguments: threads, default 2, then optionally the functions
 * to run, e.g. "1 asin atan").  Not part of the default test
 * run: cmake --build <dir> --target math_atrig_exhaustive && <dir>/tests/math_atrig_exhaustive 1
 * (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 6 };
static const char *names[NFN] = {"asin", "acos", "atan", "asinpi", "acospi", "atanpi"};

static ln_float16 run(int f, ln_float16 v) {
  switch (f) {
    case 0: return ln_asin(v);
    case 1: return ln_acos(v);
    case 2: return ln_atan(v);
    case 3: return ln_asinpi(v);
    case 4: return ln_acospi(v);
    default: return ln_atanpi(v);
  }
}
static double ref(int f, double x) {
  switch (f) {
    case 0: return asin(x);
    case 1: return acos(x);
    case 2: return atan(x);
    case 3: return asin(x) / M_PI;
    case 4: return acos(x) / M_PI;
    default: return atan(x) / M_PI;
  }
}

#include "exhaustive_driver.h"
