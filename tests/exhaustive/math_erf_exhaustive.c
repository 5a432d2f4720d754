/* math_erf_exhaustive: every one of the 2^32 float inputs through ln_erf and ln_erfc on
 * ln_float16, compared with the C library's double result (within a few double ulps, < 2^-26
 * float ulp: the measured float error is exact to that margin); special results (NaN, +-1, 2,
 * zeros) must match the double result rounded to float exactly.  Prints, per function, the
 * largest error in float ulps and its input; exits 1 if any error exceeds 1 ulp.  Multi-threaded
 * (arguments: threads, default 2, then optionally the functions to run, e.g. "2 erfc").  Not part
 * of the default test run: cmake --build <dir> --target math_erf_exhaustive &&
 * <dir>/tests/math_erf_exhaustive 2 (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 2 };
static const char *names[NFN] = {"erf", "erfc"};

static ln_float16 run(int f, ln_float16 v) { return f == 0 ? ln_erf(v) : ln_erfc(v); }
static double ref(int f, double x) { return f == 0 ? erf(x) : erfc(x); }

#include "exhaustive_driver.h"
