/* Image channel swizzles: RGBA -> BGRA with the array layer, and packed RGB -> three planes
 * (R, G, B) with interleaved loads of the vector layer.
 *   example_swizzle [npixels]      (default 65536; 1 .. 2^26) */
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

/* RGB -> planar, 16 pixels per step; the last n % 16 pixels by the scalar loop. */
static void rgb_to_planar(uint8_t *r, uint8_t *g, uint8_t *b, const uint8_t *rgb, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    ln_uchar16 vr, vg, vb;
    ln_load_interleaved3(rgb + 3 * i, &vr, &vg, &vb);
    ln_vstore16(vr, 0, r + i);
    ln_vstore16(vg, 0, g + i);
    ln_vstore16(vb, 0, b + i);
  }
  for (; i < n; i++) r[i] = rgb[3 * i], g[i] = rgb[3 * i + 1], b[i] = rgb[3 * i + 2];
}

static void rgb_to_planar_scalar(uint8_t *r, uint8_t *g, uint8_t *b, const uint8_t *rgb, size_t n) {
  for (size_t i = 0; i < n; i++) r[i] = rgb[3 * i], g[i] = rgb[3 * i + 1], b[i] = rgb[3 * i + 2];
}

int main(int argc, char **argv) {
  size_t n = 65536;
  if (argc > 1) {
    char *end;
    unsigned long v = strtoul(argv[1], &end, 10);
    if (*argv[1] == '\0' || *end != '\0' || v < 1 || v > (1ul << 26)) {
      fprintf(stderr, "usage: %s [npixels 1..67108864]: bad npixels '%s' (%s)\n", argv[0], argv[1],
              ln_strerror(LN_EINVAL));
      return 2;
    }
    n = v;
  }
  uint8_t *rgba = malloc(4 * n), *bgra = malloc(4 * n), *ref = malloc(4 * n);
  uint8_t *planes = malloc(6 * n), *r = planes, *g = planes + n, *b = planes + 2 * n;
  if (!rgba || !bgra || !ref || !planes) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < 4 * n; i++) rgba[i] = (uint8_t)(i * 7 + (i >> 9));

  /* RGBA -> BGRA */
  const int reps = 20;
  double t0 = now();
  for (int k = 0; k < reps; k++) {
    ln_status s = ln_array_rgba_to_bgra(bgra, rgba, n);
    if (s != LN_OK) {
      fprintf(stderr, "ln_array_rgba_to_bgra: %s\n", ln_strerror(s));
      return 1;
    }
  }
  double t1 = now();
  for (int k = 0; k < reps; k++)
    for (size_t p = 0; p < n; p++) {
      ref[4 * p] = rgba[4 * p + 2], ref[4 * p + 1] = rgba[4 * p + 1];
      ref[4 * p + 2] = rgba[4 * p], ref[4 * p + 3] = rgba[4 * p + 3];
    }
  double t2 = now();
  if (memcmp(bgra, ref, 4 * n) != 0) {
    fprintf(stderr, "RGBA -> BGRA: mismatch with the scalar loop\n");
    return 1;
  }
  printf("RGBA -> BGRA, %zu pixels: pixel 0 (%u,%u,%u,%u) -> (%u,%u,%u,%u)\n", n, rgba[0], rgba[1],
         rgba[2], rgba[3], bgra[0], bgra[1], bgra[2], bgra[3]);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3 / reps,
         (t2 - t1) * 1e3 / reps, (t2 - t1) / (t1 - t0));

  /* RGB -> planar: the first 3n bytes of rgba are read as packed RGB */
  t0 = now();
  for (int k = 0; k < reps; k++) rgb_to_planar(r, g, b, rgba, n);
  t1 = now();
  for (int k = 0; k < reps; k++) rgb_to_planar_scalar(ref, ref + n, ref + 2 * n, rgba, n);
  t2 = now();
  if (memcmp(planes, ref, 3 * n) != 0) {
    fprintf(stderr, "RGB -> planar: mismatch with the scalar loop\n");
    return 1;
  }
  printf("RGB -> planar, %zu pixels: pixel %zu (%u,%u,%u) -> R %u, G %u, B %u\n", n, n - 1,
         rgba[3 * (n - 1)], rgba[3 * (n - 1) + 1], rgba[3 * (n - 1) + 2], r[n - 1], g[n - 1], b[n - 1]);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3 / reps,
         (t2 - t1) * 1e3 / reps, (t2 - t1) / (t1 - t0));
  free(rgba), free(bgra), free(ref), free(planes);
  return 0;
}
