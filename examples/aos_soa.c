/* AoS <-> SoA of float4 records (x, y, z, w) with the array layer: split the records into four
 * arrays, scale x in SoA form, and interleave them back.
 *   example_aos_soa [nrecords]      (default 65536; 1 .. 2^24) */
#include <lanes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int fail(const char *what, ln_status s) {
  fprintf(stderr, "%s: %s\n", what, ln_strerror(s));
  return 1;
}

int main(int argc, char **argv) {
  size_t n = 65536;
  if (argc > 1) {
    char *end;
    unsigned long v = strtoul(argv[1], &end, 10);
    if (*argv[1] == '\0' || *end != '\0' || v < 1 || v > (1ul << 24)) {
      fprintf(stderr, "usage: %s [nrecords 1..16777216]: bad nrecords '%s' (%s)\n", argv[0],
              argv[1], ln_strerror(LN_EINVAL));
      return 2;
    }
    n = v;
  }
  float *aos = malloc(4 * n * sizeof(float)), *back = malloc(4 * n * sizeof(float));
  float *soa = malloc(4 * n * sizeof(float)), *ref = malloc(4 * n * sizeof(float));
  if (!aos || !back || !soa || !ref) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  float *x = soa, *y = soa + n, *z = soa + 2 * n, *w = soa + 3 * n;
  for (size_t i = 0; i < 4 * n; i++) aos[i] = (float)i * 0.25f;

  const int reps = 20;
  ln_status s;
  double t0 = now();
  for (int k = 0; k < reps; k++) {
    if ((s = ln_array_deinterleave4f(x, y, z, w, aos, n)) != LN_OK) return fail("deinterleave", s);
    if ((s = ln_array_interleave4f(back, x, y, z, w, n)) != LN_OK) return fail("interleave", s);
  }
  double t1 = now();
  for (int k = 0; k < reps; k++) {
    for (size_t i = 0; i < n; i++)
      ref[i] = aos[4 * i], ref[n + i] = aos[4 * i + 1], ref[2 * n + i] = aos[4 * i + 2],
      ref[3 * n + i] = aos[4 * i + 3];
    for (size_t i = 0; i < n; i++)
      back[4 * i] = ref[i], back[4 * i + 1] = ref[n + i], back[4 * i + 2] = ref[2 * n + i],
      back[4 * i + 3] = ref[3 * n + i];
  }
  double t2 = now();
  if (memcmp(soa, ref, 4 * n * sizeof(float)) != 0 || memcmp(back, aos, 4 * n * sizeof(float)) != 0) {
    fprintf(stderr, "AoS <-> SoA: mismatch with the scalar loop\n");
    return 1;
  }
  /* an overlapping output is refused and nothing is written */
  s = ln_array_deinterleave4f(x, y, z, w, x, n);
  printf("deinterleave into its own input: %s\n", ln_strerror(s));
  if (s != LN_EINVAL) return 1;

  printf("AoS -> SoA -> AoS, %zu records: record %zu = (%g, %g, %g, %g), x[%zu] = %g, w[%zu] = %g\n",
         n, n - 1, aos[4 * n - 4], aos[4 * n - 3], aos[4 * n - 2], aos[4 * n - 1], n - 1, x[n - 1],
         n - 1, w[n - 1]);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3 / reps,
         (t2 - t1) * 1e3 / reps, (t2 - t1) / (t1 - t0));
  free(aos), free(back), free(soa), free(ref);
  return 0;
}
