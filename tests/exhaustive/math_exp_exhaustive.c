/* math_exp_exhaustive: every one of the 2^32 float inputs through ln_exp ln_exp2 ln_exp10 ln_log
 * ln_log2 ln_log10 on ln_float16, compared with the C library's double result (its error, < 1
 * double ulp, is < 2^-28 float ulp: the measured float error is exact to that margin); special
 * results (NaN, infinities, zeros) must match the double result rounded to float exactly.
 * Prints, per function, the largest error in float ulps and its input; exits 1 if any error
 * exceeds 1 ulp.  Multi-threaded (arguments: threads, default 2, then optionally the functions
 * to run, e.g. "2 exp log").  Not part of the default test
 * run: cmake --build <dir> --target math_exp_exhaustive && <dir>/tests/math_exp_exhaustive 2
 * (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 6 };
static const char *names[NFN] = {"exp", "exp2", "exp10", "log", "log2", "log10"};

static ln_float16 run(int f, ln_float16 v) {
  switch (f) {
    case 0: return ln_exp(v);
    case 1: return ln_exp2(v);
    case 2: return ln_exp10(v);
    case 3: return ln_log(v);
    case 4: return ln_log2(v);
    default: return ln_log10(v);
  }
}
static double ref(int f, double x) {
  switch (f) {
    case 0: return exp(x);
    case 1: return exp2(x);
    case 2: return exp10(x);
    case 3: return log(x);
    case 4: return log2(x);
    default: return log10(x);
  }
}

#include "exhaustive_driver.h"
