/* Image formats and samplers shared by tests/clc/test_image.c and pocl_images.c: every channel
 * order / channel type pair lanes supports, every valid sampler, test images of random texels
 * (finite float and half channels) and coordinates (in range, near the edges, far outside,
 * infinite, NaN). */
#ifndef LANES_TESTS_CLC_IMAGE_FMT_H
#define LANES_TESTS_CLC_IMAGE_FMT_H
#include <lanes/kernel.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static const unsigned ORDERS[] = {LN_IMAGE_R, LN_IMAGE_A, LN_IMAGE_RG, LN_IMAGE_RA, LN_IMAGE_RGBA, LN_IMAGE_BGRA,
                                  LN_IMAGE_ARGB};
static const unsigned TYPES[] = {LN_IMAGE_SNORM_INT8, LN_IMAGE_SNORM_INT16, LN_IMAGE_UNORM_INT8,
                                 LN_IMAGE_UNORM_INT16, LN_IMAGE_SIGNED_INT8, LN_IMAGE_SIGNED_INT16,
                                 LN_IMAGE_SIGNED_INT32, LN_IMAGE_UNSIGNED_INT8, LN_IMAGE_UNSIGNED_INT16,
                                 LN_IMAGE_UNSIGNED_INT32, LN_IMAGE_HALF_FLOAT, LN_IMAGE_FLOAT};
#define NORDERS (sizeof ORDERS / sizeof ORDERS[0])
#define NTYPES (sizeof TYPES / sizeof TYPES[0])

static inline unsigned fmt_csize(unsigned t) {
  switch (t) {
    case LN_IMAGE_SNORM_INT8: case LN_IMAGE_UNORM_INT8: case LN_IMAGE_SIGNED_INT8: case LN_IMAGE_UNSIGNED_INT8:
      return 1;
    case LN_IMAGE_SIGNED_INT32: case LN_IMAGE_UNSIGNED_INT32: case LN_IMAGE_FLOAT:
      return 4;
    default:
      return 2;
  }
}
static inline unsigned fmt_nch(unsigned o) {
  return o == LN_IMAGE_R || o == LN_IMAGE_A ? 1 : o == LN_IMAGE_RG || o == LN_IMAGE_RA ? 2 : 4;
}
static inline int fmt_valid(unsigned o, unsigned t) {
  return !((o == LN_IMAGE_BGRA || o == LN_IMAGE_ARGB) && fmt_csize(t) != 1);
}
/* float results (read_imagef, write_imagef) are defined for normalized, half and float types */
static inline int fmt_is_float(unsigned t) { return t <= LN_IMAGE_UNORM_INT16 || t >= LN_IMAGE_HALF_FLOAT; }
static inline int fmt_is_signed(unsigned t) { return t >= LN_IMAGE_SIGNED_INT8 && t <= LN_IMAGE_SIGNED_INT32; }
static inline int fmt_is_unsigned(unsigned t) { return t >= LN_IMAGE_UNSIGNED_INT8 && t <= LN_IMAGE_UNSIGNED_INT32; }

/* the valid samplers (repeat modes need normalized coordinates) */
static inline unsigned samplers(unsigned *out) {
  static const unsigned addr[] = {LN_SAMPLER_ADDRESS_NONE, LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE, LN_SAMPLER_ADDRESS_CLAMP,
                                  LN_SAMPLER_ADDRESS_REPEAT, LN_SAMPLER_ADDRESS_MIRRORED_REPEAT};
  unsigned n = 0;
  for (unsigned norm = 0; norm < 2; norm++)
    for (unsigned a = 0; a < 5; a++)
      for (unsigned f = 0; f < 2; f++)
        if (norm || addr[a] < LN_SAMPLER_ADDRESS_REPEAT)
          out[n++] = norm | addr[a] | (f ? LN_SAMPLER_FILTER_LINEAR : LN_SAMPLER_FILTER_NEAREST);
  return n;
}

/* random texel bytes; float channels finite in [-4, 4), half channels finite */
static inline void fmt_fill(unsigned char *p, size_t bytes, unsigned t, uint64_t (*rnd)(void)) {
  for (size_t i = 0; i < bytes; i++) p[i] = (unsigned char)rnd();
  if (t == LN_IMAGE_FLOAT)
    for (size_t i = 0; i + 4 <= bytes; i += 4) {
      float f = (float)(int)(rnd() % 65536) / 8192.0f - 4.0f;
      memcpy(p + i, &f, 4);
    }
  if (t == LN_IMAGE_HALF_FLOAT)
    for (size_t i = 1; i < bytes; i += 2)
      if ((p[i] & 0x7c) == 0x7c) p[i] &= 0xbb;
}

/* edge values instead of random texels: NaNs (quiet, signaling, payloads only in the low bits),
 * infinities, -0, half's largest and subnormal values and halfway cases between halves, float
 * subnormals, 1e30; half channels: NaNs, infinities, subnormals, -0; integers: the extremes */
static inline void fmt_edge_fill(unsigned char *p, size_t bytes, unsigned t) {
  static const uint32_t f32[] = {0x7fc00000, 0xffc12345, 0x7f800001, 0x7fa00000, 0x7f800000, 0xff800000, 0x80000000,
                                 0x477fe000, 0x477fefff, 0x477ff000, 0x3f801000, 0x3f803000, 0x33800000, 0x33000000,
                                 0x33400000, 0x387fc000, 0x38800000, 0x34200000, 0x00000001, 0x80000001, 0x7149f2ca,
                                 0xbf800000, 0xc77ff000, 0x3eaaaaab};
  static const uint16_t f16[] = {0x7c01, 0xfe00, 0x7fff, 0xfd55, 0x7c00, 0xfc00, 0x8000, 0x0000, 0x0001, 0x8001,
                                 0x03ff, 0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x3555};
  static const uint16_t n16[] = {0, 1, 0x7fff, 0x8000, 0x8001, 0xffff, 0xfffe};
  static const uint8_t n8[] = {0, 1, 0x7f, 0x80, 0x81, 0xff, 0xfe};
  unsigned cs = fmt_csize(t);
  for (size_t i = 0, k = 0; i + cs <= bytes; i += cs, k++) {
    if (t == LN_IMAGE_FLOAT) memcpy(p + i, &f32[k % (sizeof f32 / 4)], 4);
    else if (t == LN_IMAGE_HALF_FLOAT) memcpy(p + i, &f16[k % (sizeof f16 / 2)], 2);
    else if (cs == 4) memcpy(p + i, &(uint32_t){k % 2 ? 0x80000000u : 0x7fffffffu}, 4);
    else if (cs == 2) memcpy(p + i, &n16[k % (sizeof n16 / 2)], 2);
    else p[i] = n8[k % sizeof n8];
  }
}

/* float to half bits, rounded to nearest even, by scaling in double (pocl_images.c's conversion,
 * independent of image_model.h's bisection and of the built-ins' bit manipulation); a NaN keeps
 * its sign and the payload's 10 high bits and is made quiet (lanes' rule, as x86's F16C) */
static inline uint16_t fmt_f2h(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  uint16_t s = (uint16_t)((u >> 16) & 0x8000);
  if (isnan(f)) return (uint16_t)(s | 0x7e00 | ((u >> 13) & 0x3ff));
  double x = fabs((double)f);
  if (x >= 65520.0) return (uint16_t)(s | 0x7c00);
  if (x == 0) return s;
  int e;
  frexp(x, &e);                          /* x in [2^(e-1), 2^e) */
  int q = (e - 1 < -14 ? -14 : e - 1) - 10;   /* the exponent of the half's last significand bit */
  uint32_t m = (uint32_t)nearbyint(ldexp(x, -q));   /* the significand, ties to even */
  if (q == -24) return (uint16_t)(s | m);           /* subnormal, or 2^-14 itself (m = 1024) */
  if (m == 2048) m = 1024, q++;
  return (uint16_t)(s | (uint32_t)(q + 25) << 10 | (m - 1024));
}
/* half bits to float, exactly (a NaN keeps its sign and payload) */
static inline float fmt_h2f(uint16_t h) {
  uint32_t e = (h >> 10) & 31, m = h & 1023u;
  float v;
  if (e == 31) {
    uint32_t u = (uint32_t)(h & 0x8000) << 16 | 0x7f800000u | m << 13;
    memcpy(&v, &u, 4);
    return v;
  }
  v = e ? ldexpf((float)(1024 + m), (int)e - 25) : ldexpf((float)m, -24);
  return (h & 0x8000) ? -v : v;
}

/* a coordinate along an axis of n texels: special values, values near the edges, random ones */
static inline float fmt_coord(unsigned k, unsigned n, int norm, uint64_t (*rnd)(void)) {
  static const float special[] = {-1e30f, 1e30f, -INFINITY, INFINITY, NAN, 0.0f, -0.0f, 0.5f, -0.5f, -1.0f,
                                  3.0e9f, -3.0e9f, 33554432.0f, 16777217.0f};
  float s;
  if (k < sizeof special / sizeof special[0]) return special[k];
  if (k % 3 == 0) s = (float)(int)(rnd() % (4 * n + 1)) * 0.25f - 1.0f;          /* quarter texels around the image */
  else s = (float)(int64_t)(rnd() % 200001) / 20000.0f * (float)n - 2.0f * (float)n;  /* [-2n, 8n] */
  return norm ? s / (float)n : s;
}
#endif
