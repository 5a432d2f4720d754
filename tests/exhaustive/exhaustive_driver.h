/* The driver of the float exhaustive tests (math_<family>_exhaustive.c): every one of the 2^32
 * float inputs, 16 at a time as an ln_float16, through each function of the family, compared with
 * a double reference (its error, < 1 double ulp, is < 2^-28 float ulp: the measured float error
 * is exact to that margin); special results (NaN, infinities, zeros) must match the reference
 * rounded to float exactly.  Prints, per function, the largest error in float ulps and its input;
 * exits 1 if any error exceeds 1 ulp (or EX_BOUND(f), when the including file defines it: the
 * documented bound of function f).  Multi-threaded (arguments: threads, default 2, then
 * optionally the functions to run).  The including file defines NFN, names[NFN], and
 *   static ln_float16 run(int f, ln_float16 v)   function f of the family on 16 lanes
 *   static double ref(int f, double x)           its reference value at x
 * before including this file, and optionally
 *   EX_BOUND(f)                  the bound of function f in ulps (default 1)
 *   EX_SAME(f, l, x, got)        -1: lane l (input x, result got) is checked against ref; 0 or 1:
 *                                the including file checked it itself (1: it failed), e.g. equal to
 *                                a function already proven exhaustively */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef EX_BOUND
#define EX_BOUND(f) 1.0
#endif
static int nthreads = 2;
static int want_fn[NFN];
struct res { double worst; uint32_t worst_in; uint64_t bad; };
static struct res results[64][NFN];

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
        double x = in[l], got = out[l];
#ifdef EX_SAME
        int same = EX_SAME(f, l, x, got);
        if (same >= 0) {
          r.bad += (uint64_t)same;
          continue;
        }
#endif
        double want = ref(f, x);
        float wf = (float)want;
        double e;
        if (isnan(want) || isinf(wf) || wf == 0 || isinf(x) || x == 0) {
          e = isnan(want) ? (isnan(got) ? 0 : 1e9)
              : (got == wf && !signbit(got) == !signbit(wf)) ? 0
              : (isinf(got) || got == 0) ? 1e9 : fabs(got - want) / ulp_f(want);
        } else {
          e = isinf(got) ? 1e9 : fabs(got - want) / ulp_f(want);
        }
        if (e > EX_BOUND(f)) r.bad++;
        if (e > r.worst) { r.worst = e; r.worst_in = bits[l]; }
      }
    }
    results[t][f] = r;
  }
  return NULL;
}

int main(int argc, char **argv) {
  for (int f = 0; f < NFN; f++) want_fn[f] = 1;
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
  printf("| function | max ulp (float) | worst input | inputs over the bound |\n|---|---|---|---|\n");
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
