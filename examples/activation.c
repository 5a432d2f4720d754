/* Neural-network activations over a float array: tanh, and GELU, 0.5 x (1 + erf(x / sqrt(2))).
 * Three ways:
 * - the array layer, ln_array_math(dst, src, n, LN_ELEM_FLOAT, LN_MATH_TANH / LN_MATH_ERF): the
 *   best path of the CPU it runs on, picked at run time (a program built for baseline x86-64 gets
 *   the AVX-512 kernels); the GELU as a scaling loop, the bulk erf in place, a combining loop;
 * - the vector layer: ln_erf on ln_float16 in one loop, at the width the compiler flags allow
 *   (built for baseline x86-64, as by default, that is SSE2 with FMA done in software: slow; with
 *   -march=native as fast as the array layer);
 * - the plain scalar loop with the C library's tanhf / erff, the reference.
 * lanes' functions are within 1 ulp of the exact values (docs/semantics.md) and give the same bits
 * on every path, so both lanes forms must agree bit for bit; against the C library (itself within 2 ulp) tanh must be
 * within 3 ulp, and GELU within 2^-21 (1 + |x|): for negative x, 1 + erf cancels in both.
 *   example_activation [n]      (default 100000; 1 .. 100000000 elements) */
#include <lanes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

#define SQRT1_2 0.70710678118654752440f

/* GELU by the vector layer: ln_erf on 16 floats at a time, the last ones one by one */
static void gelu_vector(float *y, const float *x, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    ln_float16 v = ln_vload16(0, x + i);
    ln_float16 e = ln_erf(v * SQRT1_2);
    ln_vstore16(0.5f * v * (1.0f + e), 0, y + i);
  }
  for (; i < n; i++) y[i] = 0.5f * x[i] * (1.0f + ln_erf(x[i] * SQRT1_2));
}

/* GELU by the array layer (y may be x) */
static ln_status gelu_array(float *y, const float *x, size_t n, float *tmp) {
  for (size_t i = 0; i < n; i++) tmp[i] = x[i] * SQRT1_2;
  ln_status st = ln_array_math(tmp, tmp, n, LN_ELEM_FLOAT, LN_MATH_ERF);
  if (st != LN_OK) return st;
  for (size_t i = 0; i < n; i++) y[i] = 0.5f * x[i] * (1.0f + tmp[i]);
  return LN_OK;
}

/* |a - b| in units of the last place of b (floats of the same sign, or both near zero) */
static double ulps(float a, float b) {
  float u = nextafterf(fabsf(b), INFINITY) - fabsf(b);
  return fabs((double)a - (double)b) / (double)u;
}

int main(int argc, char **argv) {
  size_t n = 100000;
  if (argc > 1) {
    char *end;
    unsigned long long v = strtoull(argv[1], &end, 10);
    if (*argv[1] == '\0' || *argv[1] == '-' || *end != '\0' || v < 1 || v > 100000000ull) {
      fprintf(stderr, "usage: %s [n 1..100000000]: bad count '%s' (%s)\n", argv[0], argv[1], ln_strerror(LN_EINVAL));
      return 2;
    }
    n = (size_t)v;
  }
  float *x = malloc(n * sizeof(float)), *ya = malloc(n * sizeof(float)), *yv = malloc(n * sizeof(float)),
        *ref = malloc(n * sizeof(float)), *tmp = malloc(n * sizeof(float));
  if (!x || !ya || !yv || !ref || !tmp) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < n; i++) x[i] = (float)((i * 2654435761u) % 20001u) / 1000.0f - 10.0f; /* [-10, 10] */
  /* not timed: the first touch of the outputs, and liblanes' one-time look at the CPU */
  memset(ya, 0, n * sizeof(float)), memset(yv, 0, n * sizeof(float)), memset(ref, 0, n * sizeof(float));
  memset(tmp, 0, n * sizeof(float));
  printf("array layer path: %s\n", ln_isa_name(ln_active_isa()));

  /* tanh */
  double t0 = now();
  ln_status st = ln_array_math(ya, x, n, LN_ELEM_FLOAT, LN_MATH_TANH);
  double t1 = now();
  for (size_t i = 0; i < n; i++) ref[i] = tanhf(x[i]);
  double t2 = now();
  if (st != LN_OK) {
    fprintf(stderr, "ln_array_math: %s\n", ln_strerror(st));
    return 1;
  }
  double worst = 0;
  for (size_t i = 0; i < n; i++) {
    double d = ulps(ya[i], ref[i]);
    if (d > worst) worst = d;
    if (!(d <= 3) || ya[i] != ln_tanh(x[i])) {
      fprintf(stderr, "tanh(%a): lanes %a, C library %a, lanes' scalar %a\n", x[i], ya[i], ref[i], ln_tanh(x[i]));
      return 1;
    }
  }
  printf("tanh of %zu floats: lanes %.3f ms, scalar loop %.3f ms (x%.1f); at most %.2f ulp from tanhf\n", n,
         (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t2 - t1) / (t1 - t0), worst);

  /* GELU */
  t0 = now();
  st = gelu_array(ya, x, n, tmp);
  t1 = now();
  gelu_vector(yv, x, n);
  t2 = now();
  for (size_t i = 0; i < n; i++) ref[i] = 0.5f * x[i] * (1.0f + erff(x[i] * SQRT1_2));
  double t3 = now();
  if (st != LN_OK) {
    fprintf(stderr, "ln_array_math: %s\n", ln_strerror(st));
    return 1;
  }
  worst = 0;
  for (size_t i = 0; i < n; i++) {
    double d = fabs((double)ya[i] - (double)ref[i]) / (1.0 + fabs((double)x[i]));
    if (d > worst) worst = d;
    if (!(d <= 0x1p-21) || memcmp(&ya[i], &yv[i], sizeof(float)) != 0) {
      fprintf(stderr, "gelu(%a): array layer %a, vector layer %a, C library %a\n", x[i], ya[i], yv[i], ref[i]);
      return 1;
    }
  }
  printf("GELU of %zu floats: array layer %.3f ms, vector layer %.3f ms, scalar loop %.3f ms (x%.1f, x%.1f);\n"
         "  at most %.2g (1 + |x|) from the erff loop\n",
         n, (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t3 - t2) * 1e3, (t3 - t2) / (t1 - t0), (t3 - t2) / (t2 - t1), worst);
  free(x), free(ya), free(yv), free(ref), free(tmp);
  return 0;
}
