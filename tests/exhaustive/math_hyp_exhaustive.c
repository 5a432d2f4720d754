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
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { NFN = 10 };
static const char *names[NFN] = {"expm1", "log1p", "cbrt", "rsqrt", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh"};
static int nthreads = 2;
static int want_fn[NFN] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
struct res { double worst; uint32_t worst_in; uint64_t bad; };
static struct res results[64][NFN];

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
