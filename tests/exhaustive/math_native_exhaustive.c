/* math_native_exhaustive: every one of the 2^32 float inputs through ln_native_exp exp2 exp10 log
 * log2 log10 sin cos tan on ln_float16, compared with the C library's double result (its error,
 * < 1 double ulp, is < 2^-28 float ulp: the measured float error is exact to that margin); special
 * results (NaN, infinities, zeros) must match the double result rounded to float exactly.  sin cos
 * tan beyond their fast range (|x| > 2^15, infinities, NaN) must instead have the bits of ln_sin
 * ln_cos ln_tan (math_trig_exhaustive's functions, within 1 ulp of every input), which the
 * documentation promises and which saves the C library's slow reduction of huge doubles.  Prints,
 * per function, the largest error in float ulps and its input; exits 1 if any error exceeds the
 * documented bound (lanes/math.h, docs/semantics.md: NV_BOUND below).  Multi-threaded (arguments:
 * threads, default 2, then optionally the functions to run, e.g. "2 sin cos").  Not part of the
 * default test run: cmake --build <dir> --target math_native_exhaustive &&
 * <dir>/tests/math_native_exhaustive 2 (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>
#include <string.h>

enum { NFN = 9 };
static const char *names[NFN] = {"exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos", "tan"};
/* the documented bounds, in float ulps of the exact result */
static const double NV_BOUND[NFN] = {2, 2, 2, 2, 2.5, 3, 3, 3, 4};
#define EX_BOUND(f) NV_BOUND[f]

/* the full trigonometric function's results of the last block (per thread) */
static __thread float full_out[16];

static ln_float16 run(int f, ln_float16 v) {
  if (f >= 6) {
    ln_float16 w = f == 6 ? ln_sin(v) : f == 7 ? ln_cos(v) : ln_tan(v);
    memcpy(full_out, &w, sizeof w);
  }
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

/* sin cos tan beyond 2^15, infinite or NaN: the full function's bits (NaN: any NaN) */
static int same_as_full(int f, int l, double x, double got) {
  if (f < 6 || fabs(x) <= 0x1p15) return -1;
  float g = (float)got, w = full_out[l];
  return !(!memcmp(&g, &w, 4) || (g != g && w != w));
}
#define EX_SAME(f, l, x, got) same_as_full(f, l, x, got)

#include "exhaustive_driver.h"
