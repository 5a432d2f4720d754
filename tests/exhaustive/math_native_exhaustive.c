/* math_native_exhaustive: every one of the 2^32 float inputs through ln_native_exp exp2 exp10 log
 * log2 log10 sin cos tan on ln_float16, compared with the C library's double result (its error,
 * < 1 double ulp, is < 2^-28 float ulp: the measured float error is exact to that margin); special
 * results (NaN, infinities, zeros) must match the double result rounded to float exactly.  Prints,
 * per function, the largest error in float ulps and its input; exits 1 if any error exceeds the
 * documented bound (lanes/math.h, docs/semantics.md: NV_BOUND below).  Multi-threaded (arguments:
 * threads, default 2, then optionally the functions to run, e.g. "2 sin cos").  Not part of the
 * default test run: cmake --build <dir> --target math_native_exhaustive &&
 * <dir>/tests/math_native_exhaustive 2 (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 9 };
static const char *names[NFN] = {"exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan"};
/* the documented bounds, in float ulps of the exact result */
static const double NV_BOUND[NFN] = {2, 2, 2, 2, 2, 3, 3, 3, 4};
#define EX_BOUND(f) NV_BOUND[f]

static ln_float16 run(int f, ln_float16 v) {
  switch (f) {
    case 0: return ln_native_exp(v);
    case 1: return ln_native_exp2(v);
    case 2: return ln_native_exp10(v);
    case 3: return ln_native_log(v);
    case 4: return ln_native_log2(v);
    case 5: return ln_native_log10(v);
    case 6: return ln_native_sin(v);
    case 7: return ln_native_cos(v);
    default: return ln_native_tan(v);
  }
}
static double ref(int f, double x) {
  switch (f) {
    case 0: return exp(x);
    case 1: return exp2(x);
    case 2: return exp10(x);
    case 3: return log(x);
    case 4: return log2(x);
    case 5: return log10(x);
    case 6: return sin(x);
    case 7: return cos(x);
    default: return tan(x);
  }
}

#include "exhaustive_driver.h"
