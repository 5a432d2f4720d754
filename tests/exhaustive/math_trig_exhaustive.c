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
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NFN = 6 };
static const char *names[NFN] = {"sin", "cos", "tan", "sinpi", "cospi", "tanpi"};
static int nthreads = 2;
static int want_fn[NFN] = {1, 1, 1, 1, 1, 1};
struct res { double worst; uint32_t worst_in; uint64_t bad; };
static struct res results[64][NFN];

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
static double ulp_f(double v) {
  int e;
  if (v == 0) return 0x1p-149;
  (void)frexp(fabs(v), &e);
  e -= 1;
  if (e < -126) e = -126;
  return ldexp(1.0, e - 23);
}

static void *work(void *arg) {
  int t = (int)(intptr_t)arg;
  for (int f = 0; f < NFN; f++) {
    struct res r = {0, 0, 0};
    if (!want_fn[f]) continue;
    for (uint64_t b = (uint64_t)t * 16; b < (1ull << 32); b += 16ull * (uint64_t)nthreads) {
      uint32_t bits[16];
      float in[16], out[16];
      for (int l = 0; l < 16; l++) bits[l] = (uint32_t)b + (uint32_t)l;
      memcpy(in, bits, sizeof in);
      ln_float16 v;
      memcpy(&v, in, sizeof v);
      v = run(f, v);
      memcpy(out, &v, sizeof out);
      for (int l = 0; l < 16; l++) {
        double x = in[l], got = out[l], want = ref(f, x);
        float wf = (float)want;
        double e;
        if (isnan(want) || isinf(wf) || wf == 0 || isinf(x) || x == 0) {
          e = isnan(want) ? (isnan(got) ? 0 : 1e9)
              : (got == wf && !signbit(got) == !signbit(wf)) ? 0
              : (isinf(got) || got == 0) ? 1e9 : fabs(got - want) / ulp_f(want);
        } else {
          e = isinf(got) ? 1e9 : fabs(got - want) / ulp_f(want);
        }
        if (e > 1.0) r.bad++;
        if (e > r.worst) { r.worst = e; r.worst_in = bits[l]; }
      }
    }
    results[t][f] = r;
  }
  return NULL;
}

int main(int argc, char **argv) {
  if (argc > 1) nthreads = atoi(argv[1]);
  if (nthreads < 1 || nthreads > 64) nthreads = 2;
  if (argc > 2) { /* only the functions named after the thread count */
    for (int f = 0; f < NFN; f++) {
      want_fn[f] = 0;
      for (int a = 2; a < argc; a++) want_fn[f] |= !strcmp(argv[a], names[f]);
    }
  }
  pthread_t th[64];
  for (int t = 0; t < nthreads; t++) pthread_create(&th[t], NULL, work, (void *)(intptr_t)t);
  for (int t = 0; t < nthreads; t++) pthread_join(th[t], NULL);
  int fail = 0;
  printf("| function | max ulp (float) | worst input | inputs > 1 ulp |\n|---|---|---|---|\n");
  for (int f = 0; f < NFN; f++) {
    struct res r = {0, 0, 0};
    if (!want_fn[f]) continue;
    for (int t = 0; t < nthreads; t++) {
      r.bad += results[t][f].bad;
      if (results[t][f].worst > r.worst) { r.worst = results[t][f].worst; r.worst_in = results[t][f].worst_in; }
    }
    float wi;
    memcpy(&wi, &r.worst_in, 4);
    printf("| %s | %.6f | %a (0x%08x) | %llu |\n", names[f], r.worst, (double)wi, r.worst_in, (unsigned long long)r.bad);
    fail |= r.bad != 0;
  }
  return fail;
}
