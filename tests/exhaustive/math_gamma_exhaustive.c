/* math_gamma_exhaustive: every one of the 2^32 float inputs through ln_tgamma and ln_lgamma on
 * ln_float16, compared with the C library's double result (within a few double ulps: the
 * measured float error is exact to a margin far below 2^-20 float ulp; lgamma near its negative
 * zeros: the double library's absolute error, near 2^-55, is still far below the float results'
 * ulp there); special results (NaN, infinities, zeros) must match the double result rounded to
 * float exactly.  Prints, per function, the largest error in float ulps and its input; exits 1 if
 * any error exceeds 1 ulp.  Multi-threaded (arguments: threads, default 2, then optionally the
 * functions to run, e.g. "2 lgamma").  Not part of the default test run:
 * cmake --build <dir> --target math_gamma_exhaustive && <dir>/tests/math_gamma_exhaustive 2
 * (docs/semantics.md, "Gamma functions"). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 2 };
static const char *names[NFN] = {"tgamma", "lgamma"};

static ln_float16 run(int f, ln_float16 v) { return f == 0 ? ln_tgamma(v) : ln_lgamma(v); }
static double ref(int f, double x) { return f == 0 ? tgamma(x) : lgamma(x); }

#include "exhaustive_driver.h"
