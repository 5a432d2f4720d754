/* lanes_math_inline_bench (and lanes_math_inline_bench_on, the same built with LANES_MATH_INLINE):
 * float16 sin, cos, tanh and erf over a 4 KiB array, each function called from two loops (one
 * vector per turn, two per turn), so that the compiler does not inline the kernel merely because
 * it has one caller; ns per 16-float vector, best of 30 rounds.  Run the two binaries in turn. */
#include <lanes/math.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#define NF 1024
/* external linkage: the compiler cannot drop the loops' stores as never read */
float in[NF] __attribute__((aligned(64))), out[NF] __attribute__((aligned(64)));
#define ONE(name, fn)                                                  \
  static __attribute__((noinline)) void name(void) {                   \
    for (int i = 0; i < NF; i += 16) {                                 \
      ln_float16 v;                                                    \
      memcpy(&v, in + i, 64);                                          \
      v = fn(v);                                                       \
      memcpy(out + i, &v, 64);                                         \
    }                                                                  \
  }
#define TWO(name, fn)                                                  \
  static __attribute__((noinline)) void name(void) {                   \
    for (int i = 0; i < NF; i += 32) {                                 \
      ln_float16 v, w;                                                 \
      memcpy(&v, in + i, 64);                                          \
      memcpy(&w, in + i + 16, 64);                                     \
      v = fn(v);                                                       \
      w = fn(w);                                                       \
      memcpy(out + i, &v, 64);                                         \
      memcpy(out + i + 16, &w, 64);                                    \
    }                                                                  \
  }
ONE(sin1, ln_sin) TWO(sin2, ln_sin) ONE(cos1, ln_cos) TWO(cos2, ln_cos)
ONE(tanh1, ln_tanh) TWO(tanh2, ln_tanh) ONE(erf1, ln_erf) TWO(erf2, ln_erf)

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static double best(void (*f)(void)) {
  double b = 1e9;
  for (int r = 0; r < 30; r++) {
    double t0 = now();
    for (int k = 0; k < 200; k++) f();
    double t = (now() - t0) / 200 / (NF / 16) * 1e9;
    if (t < b) b = t;
  }
  return b;
}
int main(void) {
  for (int i = 0; i < NF; i++) in[i] = -10 + 20 * (float)((i * 37) % NF) / NF;
#ifdef LANES_MATH_INLINE
  const char *mode = "LANES_MATH_INLINE";
#else
  const char *mode = "default";
#endif
  printf("%s, ns per 16-float vector (one per turn / two per turn): sin %.2f / %.2f, cos %.2f / %.2f, "
         "tanh %.2f / %.2f, erf %.2f / %.2f\n", mode, best(sin1), best(sin2), best(cos1), best(cos2),
         best(tanh1), best(tanh2), best(erf1), best(erf2));
  return 0;
}
