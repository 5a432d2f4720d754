/* A 3x3 sharpening filter on an 8-bit grey image: out = 5*c - n - s - e - w, computed on 16
 * pixels at a time in 16-bit lanes (ln_convert_short16) and narrowed back with a saturating
 * conversion (ln_convert_uchar16_sat: below 0 -> 0, above 255 -> 255).  Border pixels are copied.
 *   example_filter3x3 [width height]      (default 1024 256; width 3 .. 8192, height 3 .. 8192) */
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

static uint8_t sharpen1(const uint8_t *p, size_t w) {
  int v = 5 * p[0] - p[-1] - p[1] - p[-(long)w] - p[w];
  return (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
}

static void sharpen(uint8_t *out, const uint8_t *in, size_t w, size_t h, int use_lanes) {
  memcpy(out, in, w * h); /* the border */
  for (size_t y = 1; y + 1 < h; y++) {
    const uint8_t *row = in + y * w;
    size_t x = 1;
    if (use_lanes)
      for (; x + 17 <= w; x += 16) {
        ln_short16 c = ln_convert_short16(ln_vload16(0, row + x));
        ln_short16 nb = ln_convert_short16(ln_vload16(0, row + x - 1)) +
                        ln_convert_short16(ln_vload16(0, row + x + 1)) +
                        ln_convert_short16(ln_vload16(0, row + x - w)) +
                        ln_convert_short16(ln_vload16(0, row + x + w));
        ln_vstore16(ln_convert_uchar16_sat(c * 5 - nb), 0, out + y * w + x);
      }
    for (; x + 1 < w; x++) out[y * w + x] = sharpen1(row + x, w);
  }
}

int main(int argc, char **argv) {
  size_t w = 1024, h = 256;
  if (argc > 1) {
    char *e1 = NULL, *e2 = NULL;
    unsigned long a = strtoul(argv[1], &e1, 10), b = argc > 2 ? strtoul(argv[2], &e2, 10) : 0;
    if (argc != 3 || *argv[1] == '\0' || *e1 != '\0' || *argv[2] == '\0' || *e2 != '\0' || a < 3 ||
        a > 8192 || b < 3 || b > 8192) {
      fprintf(stderr, "usage: %s [width height], each 3..8192 (%s)\n", argv[0], ln_strerror(LN_EINVAL));
      return 2;
    }
    w = a, h = b;
  }
  uint8_t *in = malloc(w * h), *out = malloc(w * h), *ref = malloc(w * h);
  if (!in || !out || !ref) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < w * h; i++) in[i] = (uint8_t)((i % w) * 3 + (i / w) * 5 + (i * i >> 7) % 64);

  double t0 = now();
  sharpen(out, in, w, h, 1);
  double t1 = now();
  sharpen(ref, in, w, h, 0);
  double t2 = now();
  if (memcmp(out, ref, w * h) != 0) {
    fprintf(stderr, "3x3 filter: mismatch with the scalar loop\n");
    return 1;
  }
  size_t low = 0, high = 0;
  for (size_t i = 0; i < w * h; i++) low += out[i] == 0, high += out[i] == 255;
  printf("sharpened %zux%zu: pixel (1,1) %u -> %u; %zu pixels saturated to 0, %zu to 255\n", w, h,
         in[w + 1], out[w + 1], low, high);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3,
         (t2 - t1) / (t1 - t0));
  free(in), free(out), free(ref);
  return 0;
}
