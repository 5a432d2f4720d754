/* An OpenCL C kernel body ported to C through lanes/opencl.h: the body below is the kernel's,
 * with two edits (the work-item loop around it, and v.w written v[3]).  The original:
 *
 *   __kernel void brighten(__global const uchar4 *src, __global uchar4 *dst,
 *                          float gain, float lift) {
 *     size_t i = get_global_id(0);
 *     float4 f = convert_float4(src[i]) * gain + lift;
 *     uchar4 out = convert_uchar4_sat_rte(clamp(f, 0.0f, 255.0f));
 *     out.w = src[i].w;                  // alpha unchanged
 *     dst[i] = out;
 *   }
 *
 *   example_opencl_port [gain lift]      (default 1.5 -20; gain 0..16, lift -255..255) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <lanes/opencl.h> /* last: it defines short OpenCL names such as clamp and select */

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void brighten(const uchar4 *src, uchar4 *dst, float gain, float lift, size_t n) {
  for (size_t i = 0; i < n; i++) { /* one iteration per work-item */
    float4 f = convert_float4(src[i]) * gain + lift;
    uchar4 out = convert_uchar4_sat_rte(clamp(f, 0.0f, 255.0f));
    out[3] = src[i][3]; /* alpha unchanged */
    dst[i] = out;
  }
}

/* the same on scalars, for the check: round to nearest even, saturate */
static void brighten_scalar(const unsigned char *src, unsigned char *dst, float gain, float lift, size_t n) {
  for (size_t i = 0; i < 4 * n; i++) {
    float f = (float)src[i] * gain + lift;
    f = f < 0.0f ? 0.0f : f > 255.0f ? 255.0f : f;
    dst[i] = i % 4 == 3 ? src[i] : (unsigned char)nearbyintf(f);
  }
}

static int parse(const char *s, float lo, float hi, float *v) {
  char *end;
  *v = strtof(s, &end);
  return *s != '\0' && *end == '\0' && *v >= lo && *v <= hi;
}

int main(int argc, char **argv) {
  float gain = 1.5f, lift = -20.0f;
  if (argc > 1 && (argc != 3 || !parse(argv[1], 0.0f, 16.0f, &gain) || !parse(argv[2], -255.0f, 255.0f, &lift))) {
    fprintf(stderr, "usage: %s [gain 0..16 lift -255..255] (%s)\n", argv[0], ln_strerror(LN_EINVAL));
    return 2;
  }
  const size_t n = 65536;
  uchar4 *src = malloc(n * sizeof *src), *dst = malloc(n * sizeof *dst);
  unsigned char *ref = malloc(4 * n);
  if (!src || !dst || !ref) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  for (size_t i = 0; i < n; i++)
    src[i] = (uchar4){(uchar)(i * 7), (uchar)(i >> 3), (uchar)(i * 13 + 5), (uchar)(255 - i % 256)};

  double t0 = now();
  brighten(src, dst, gain, lift, n);
  double t1 = now();
  brighten_scalar((const unsigned char *)src, ref, gain, lift, n);
  double t2 = now();
  if (memcmp(dst, ref, 4 * n) != 0) {
    fprintf(stderr, "brighten: mismatch with the scalar loop\n");
    return 1;
  }
  printf("brighten(gain %g, lift %g), %zu pixels: (%u,%u,%u,%u) -> (%u,%u,%u,%u)\n", gain, lift, n,
         src[100][0], src[100][1], src[100][2], src[100][3], dst[100][0], dst[100][1], dst[100][2],
         dst[100][3]);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3,
         (t2 - t1) / (t1 - t0));
  free(src), free(dst), free(ref);
  return 0;
}
