/* math_trig_exhaustive: every one of the 2^32 float inputs through ln_sin ln_cos ln_tan ln_sinpi
 * ln_cospi ln_tanpi on ln_float16, compared with a double reference: the C library's sin cos tan,
 * and for sinpi cospi tanpi x reduced exactly to n/2 + r (|r| <= 1/4) and the C library's sin,
 * cos or tan of pi r in double (the error of either, a few double ulps, is < 2^-26 float ulp: the
 * measured float error is exact to that margin); special
 * results (NaN, infinities, zeros) must match the double result rounded to float exactly.
 * Prints, per function, the largest error in float ulps and its input; exits 1 if any error
 * exceeds 1 ulp.  Multi-threaded (arguments: threads, default 2, then optionally the functions
 * to run, e.g. "2 sin tan").  Not part of the default test
 * run: cmake --build <dir> --target math_trig_exhaustive && <dir>/tests/math_trig_exhaustive 2
 * (docs/semantics.md has the table and the time it takes). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <math.h>

enum { NFN = 6 };
static const char *names[NFN] = {"sin", "cos", "tan", "sinpi", "cospi", "tanpi"};

static ln_float16 run(int f, ln_float16 v) {
  switch (f) {
    case 0: return ln_sin(v);
    case 1: return ln_cos(v);
    case 2: return ln_tan(v);
    case 3: return ln_sinpi(v);
    case 4: return ln_cospi(v);
    default: return ln_tanpi(v);
  }
}
/* sinpi, cospi, tanpi (f = 3, 4, 5) of a float x, with C23's exact zeros and infinities */
static double ref_pi(int f, double x) {
  if (isinf(x)) return NAN;
  if (x != x) return x;
  double xr = fmod(x, 2.0), n = rint(2 * xr), r = xr - n / 2; /* exact */
  int q = (int)n & 3;
  double a = 3.14159265358979323846 * r;
  if (f == 3) {
    if (r == 0 && !(q & 1)) return copysign(0, x);
    return q == 0 ? sin(a) : q == 1 ? cos(a) : q == 2 ? -sin(a) : -cos(a);
  }
  if (f == 4) {
    if (r == 0 && (q & 1)) return 0;
    return q == 0 ? cos(a) : q == 1 ? -sin(a) : q == 2 ? -cos(a) : sin(a);
  }
  if (r == 0) return q == 0 ? copysign(0, x) : q == 2 ? copysign(0, -x) : q == 1 ? INFINITY : -INFINITY;
  return (q & 1) ? -1 / tan(a) : tan(a);
}
static double ref(int f, double x) {
  switch (f) {
    case 0: return sin(x);
    case 1: return cos(x);
    case 2: return tan(x);
    default: return ref_pi(f, x);
  }
}

#include "exhaustive_driver.h"
