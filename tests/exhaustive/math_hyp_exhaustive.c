/* math_hyp_exhaustive: every one of the 2^32 float inputs through ln_expm1 ln_log1p ln_cbrt
 * ln_rsqrt ln_sinh ln_cosh ln_tanh ln_asinh ln_acosh ln_atanh on ln_float16, compared with the C
 * library's double result (rsqrt: 1 / sqrt in double; each within a few double ulps, < 2^-26 float
 * ulp: the measured float error is exact to that margin); special
 * results (NaN, infinities, zeros) must match the double result rounded to float exactly.
 * Prints, per function, the largest error in float ulps and its input; exits 1 if any error
 * exceeds 1 ulp.  Multi-threaded (arguments: threads, default 2, then optionally the functions
 * to run, e.g. "2 expm1 tanh").  Not part of the default test
 * run: cmake --build <dir> --target math_hyp_exhaustive && <dir>/tests/math_hyp_exhaustive 2
 * (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 10 };
static const char *names[NFN] = {"expm1", "log1p", "cbrt", "rsqrt", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh"};

static ln_float16 run(int f, ln_float16 v) {
  switch (f) {
    case 0: return ln_expm1(v);
    case 1: return ln_log1p(v);
    case 2: return ln_cbrt(v);
    case 3: return ln_rsqrt(v);
    case 4: return ln_sinh(v);
    case 5: return ln_cosh(v);
    case 6: return ln_tanh(v);
    case 7: return ln_asinh(v);
    case 8: return ln_acosh(v);
    default: return ln_atanh(v);
  }
}
static double ref(int f, double x) {
  switch (f) {
    case 0: return expm1(x);
    case 1: return log1p(x);
    case 2: return cbrt(x);
    case 3: return x == 0 ? copysign(INFINITY, x) : 1 / sqrt(x);
    case 4: return sinh(x);
    case 5: return cosh(x);
    case 6: return tanh(x);
    case 7: return asinh(x);
    case 8: return acosh(x);
    default: return atanh(x);
  }
}

#include "exhaustive_driver.h"
