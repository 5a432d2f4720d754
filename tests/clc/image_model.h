/* An independent scalar model of OpenCL 1.2 section 8 (image addressing, filtering, channel
 * conversions) with lanes' definitions where the specification leaves results undefined
 * (docs/kernels.md): tests/clc/test_image.c checks the image built-ins against it.  Written
 * from the specification's formulas, in double where it can be (linear filtering), without
 * the built-ins' range clamps. */
#ifndef LANES_TESTS_CLC_IMAGE_MODEL_H
#define LANES_TESTS_CLC_IMAGE_MODEL_H
#include "image_fmt.h"

/* the storage channel holding component c (0 r, 1 g, 2 b, 3 a) of order o, or -1 */
static int m_chan(unsigned o, int c) {
  static const char map[7][4] = {{0, -1, -1, -1}, {-1, -1, -1, 0}, {0, 1, -1, -1}, {0, -1, -1, 1},
                                 {0, 1, 2, 3},    {2, 1, 0, 3},     {1, 2, 3, 0}};
  int k = o == LN_IMAGE_R ? 0 : o == LN_IMAGE_A ? 1 : o == LN_IMAGE_RG ? 2 : o == LN_IMAGE_RA ? 3
        : o == LN_IMAGE_RGBA ? 4 : o == LN_IMAGE_BGRA ? 5 : 6;
  return map[k][c];
}
static uint32_t m_raw(const ln_image *im, int x, int y, int z, int k) {
  unsigned cs = fmt_csize(im->type);
  const unsigned char *p = (const unsigned char *)im->data + (size_t)z * im->slice_pitch + (size_t)y * im->row_pitch +
                           (size_t)x * im->elem_size + (size_t)k * cs;
  uint32_t v = 0;
  for (unsigned b = 0; b < cs; b++) v |= (uint32_t)p[b] << (8 * b);   /* little-endian */
  return v;
}
static double m_half(uint32_t h) {
  int e = (h >> 10) & 31, m = h & 1023;
  double v = e == 0 ? ldexp(m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp(1024 + m, e - 25);
  return (h & 0x8000) ? -v : v;
}
/* normalized channels: the value times the reciprocal rounded to float (lanes' choice within
 * OpenCL's 1.5 ulp, PoCL's too) */
static float m_tof(unsigned t, uint32_t r) {
  float v;
  switch (t) {
    case LN_IMAGE_SNORM_INT8: v = (float)(int8_t)r * (float)(1.0 / 127); return v < -1.0f ? -1.0f : v;
    case LN_IMAGE_SNORM_INT16: v = (float)(int16_t)r * (float)(1.0 / 32767); return v < -1.0f ? -1.0f : v;
    case LN_IMAGE_UNORM_INT8: return (float)r * (float)(1.0 / 255);
    case LN_IMAGE_UNORM_INT16: return (float)r * (float)(1.0 / 65535);
    case LN_IMAGE_SIGNED_INT8: return (float)(int8_t)r;
    case LN_IMAGE_SIGNED_INT16: return (float)(int16_t)r;
    case LN_IMAGE_SIGNED_INT32: return (float)(int32_t)r;
    case LN_IMAGE_HALF_FLOAT: return (float)m_half(r);
    case LN_IMAGE_FLOAT: memcpy(&v, &r, 4); return v;
    default: return (float)r;
  }
}
static int32_t m_toi(unsigned t, uint32_t r) {
  if (t == LN_IMAGE_SIGNED_INT8 || t == LN_IMAGE_SNORM_INT8) return (int8_t)r;
  if (t == LN_IMAGE_SIGNED_INT16 || t == LN_IMAGE_SNORM_INT16) return (int16_t)r;
  return (int32_t)r;
}
static int m_alpha(unsigned o) { return o != LN_IMAGE_R && o != LN_IMAGE_RG; }
/* texel (x, y, z) as floats (border: 0,0,0,0 or 0,0,0,1) */
static void m_texel_f(const ln_image *im, int x, int y, int z, int border, float out[4]) {
  for (int c = 0; c < 4; c++) {
    int k = m_chan(im->order, c);
    out[c] = border ? (c == 3 && !m_alpha(im->order) ? 1.0f : 0.0f)
           : k < 0 ? (c == 3 ? 1.0f : 0.0f) : m_tof(im->type, m_raw(im, x, y, z, k));
  }
}
static void m_texel_i(const ln_image *im, int x, int y, int z, int border, int32_t out[4]) {
  for (int c = 0; c < 4; c++) {
    int k = m_chan(im->order, c);
    out[c] = border ? (c == 3 && !m_alpha(im->order)) : k < 0 ? c == 3 : m_toi(im->type, m_raw(im, x, y, z, k));
  }
}

/* nearest index along an axis of n texels, -1: border */
static int m_near(float s, int n, unsigned addr, int norm) {
  if (addr == LN_SAMPLER_ADDRESS_REPEAT) {
    float fr = isinf(s) ? 0.0f : s - floorf(s);
    int i = (int)floorf(fr * (float)n);
    return i > n - 1 ? i - n : i;
  }
  if (addr == LN_SAMPLER_ADDRESS_MIRRORED_REPEAT) {
    float sp = isinf(s) ? 0.0f : fabsf(s - 2.0f * rintf(0.5f * s));
    int i = (int)floorf(sp * (float)n);
    return i > n - 1 ? n - 1 : i;
  }
  double f = floor((double)(norm ? s * (float)n : s));
  if (addr == LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE) return f < 0 ? 0 : f > n - 1 ? n - 1 : (int)f;
  return f < 0 || f >= n ? -1 : (int)f;
}
/* linear: indices i[0], i[1] (-1: border) and the weight a of i[1] */
static void m_lin(float s, int n, unsigned addr, int norm, int i[2], double *a) {
  float u;
  if (addr == LN_SAMPLER_ADDRESS_REPEAT) u = (isinf(s) ? 0.0f : s - floorf(s)) * (float)n;
  else if (addr == LN_SAMPLER_ADDRESS_MIRRORED_REPEAT) u = (isinf(s) ? 0.0f : fabsf(s - 2.0f * rintf(0.5f * s))) * (float)n;
  else u = norm ? s * (float)n : s;
  float v = u - 0.5f;
  double fl = isinf(v) ? copysign(1e40, v) : floor(v);
  *a = isinf(v) ? 0.0 : v - fl;
  double j[2] = {fl, fl + 1};
  for (int k = 0; k < 2; k++) {
    if (addr == LN_SAMPLER_ADDRESS_REPEAT) i[k] = j[k] < 0 ? (int)j[k] + n : j[k] > n - 1 ? (int)j[k] - n : (int)j[k];
    else if (addr == LN_SAMPLER_ADDRESS_MIRRORED_REPEAT || addr == LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE)
      i[k] = j[k] < 0 ? 0 : j[k] > n - 1 ? n - 1 : (int)j[k];
    else i[k] = j[k] < 0 || j[k] >= n ? -1 : (int)j[k];
  }
}
static int m_size(const ln_image *im, unsigned d) { return (int)(d == 0 ? im->width : d == 1 ? im->height : im->depth); }
static int m_layer(const ln_image *im, float k) {
  double r = rint((double)k), n = (double)im->array_size;
  return r < 0 ? 0 : r > n - 1 ? (int)n - 1 : (int)r;
}
static double m_mag;   /* the largest |weight x texel| of the last m_read_f */
/* read_imagef(im, sampler bits, float coordinates c) with nd spatial axes and the layer at la;
 * linear results in double */
static void m_read_f(const ln_image *im, unsigned smp, const float c[3], unsigned nd, unsigned la, double out[4]) {
  unsigned addr = smp & 0xE;
  int norm = smp & 1, nan = 0;
  for (unsigned d = 0; d < nd + (la != 0); d++) nan |= isnan(c[d]);
  float t[4];
  if (nan) {
    m_texel_f(im, 0, 0, 0, 1, t);
    for (int k = 0; k < 4; k++) out[k] = t[k];
    return;
  }
  if (!(smp & LN_SAMPLER_FILTER_LINEAR)) {
    int i[3] = {0, 0, 0}, border = 0;
    for (unsigned d = 0; d < nd; d++) border |= (i[d] = m_near(c[d], m_size(im, d), addr, norm)) < 0;
    if (la) i[la] = m_layer(im, c[la]);
    m_texel_f(im, i[0], i[1], i[2], border, t);
    for (int k = 0; k < 4; k++) out[k] = t[k];
    return;
  }
  int ix[3][2] = {{0, 0}, {0, 0}, {0, 0}};
  double a[3] = {0, 0, 0};
  for (unsigned d = 0; d < nd; d++) m_lin(c[d], m_size(im, d), addr, norm, ix[d], &a[d]);
  if (la) ix[la][0] = ix[la][1] = m_layer(im, c[la]);
  for (int k = 0; k < 4; k++) out[k] = 0;
  m_mag = 0;
  for (unsigned corner = 0; corner < (1u << nd); corner++) {
    double w = 1;
    int p[3];
    for (unsigned d = 0; d < 3; d++) {
      int hi = d < nd && (corner >> d & 1);
      p[d] = ix[d][hi];
      if (d < nd) w *= hi ? a[d] : 1 - a[d];
    }
    m_texel_f(im, p[0], p[1], p[2], p[0] < 0 || p[1] < 0 || p[2] < 0, t);
    for (int k = 0; k < 4; k++) {
      out[k] += w * t[k];
      m_mag = fmax(m_mag, fabs(w * t[k]));
    }
  }
}

/* conversions of write_imagef / write_imagei / write_imageui (saturating, round to nearest even) */
static int64_t m_sat(double x, int64_t lo, int64_t hi) {
  if (isnan(x)) return 0;
  x = nearbyint(x);
  return x < (double)lo ? lo : x > (double)hi ? hi : (int64_t)x;
}
static void m_range(unsigned t, int64_t *lo, int64_t *hi) {
  switch (t) {
    case LN_IMAGE_SNORM_INT8: case LN_IMAGE_SIGNED_INT8: *lo = -128; *hi = 127; return;
    case LN_IMAGE_SNORM_INT16: case LN_IMAGE_SIGNED_INT16: *lo = -32768; *hi = 32767; return;
    case LN_IMAGE_SIGNED_INT32: *lo = INT32_MIN; *hi = INT32_MAX; return;
    case LN_IMAGE_UNORM_INT8: case LN_IMAGE_UNSIGNED_INT8: *lo = 0; *hi = 255; return;
    case LN_IMAGE_UNORM_INT16: case LN_IMAGE_UNSIGNED_INT16: *lo = 0; *hi = 65535; return;
    default: *lo = 0; *hi = UINT32_MAX;
  }
}
/* half bits nearest to f (ties to even): the candidates around f compared in double */
static uint32_t m_f2h(float f) {
  if (isnan(f)) return 0x7e00;
  uint32_t sign = signbit(f) ? 0x8000 : 0;
  double x = fabs((double)f);
  if (x >= 65520.0) return sign | 0x7c00;
  uint32_t best = 0;
  double lo = 0, hi = 65504;
  uint32_t blo = 0, bhi = 0x7bff;
  while (bhi - blo > 1) {   /* bisection over the ordered bit patterns of positive halves */
    uint32_t mid = (blo + bhi) / 2;
    if (m_half(mid) <= x) { blo = mid; lo = m_half(mid); } else { bhi = mid; hi = m_half(mid); }
  }
  if (x >= hi) best = bhi;
  else if (x - lo < hi - x) best = blo;
  else if (x - lo > hi - x) best = bhi;
  else best = (blo & 1) ? bhi : blo;
  return sign | best;
}
/* read_imageh: read_imagef's value rounded to half (a NaN: quiet, its sign and payload's high bits) */
static uint16_t m_f2h_read(float f) {
  if (!isnan(f)) return (uint16_t)m_f2h(f);
  uint32_t u;
  memcpy(&u, &f, 4);
  return (uint16_t)((u >> 16 & 0x8000) | 0x7e00 | (u >> 13 & 0x3ff));
}
/* texel (x, y, z) as read_imageh returns it: HALF_FLOAT channels their stored bits */
static void m_texel_h(const ln_image *im, int x, int y, int z, int border, uint16_t out[4]) {
  float f[4];
  m_texel_f(im, x, y, z, border, f);
  for (int c = 0; c < 4; c++) {
    int k = m_chan(im->order, c);
    out[c] = im->type == LN_IMAGE_HALF_FLOAT && !border && k >= 0 ? (uint16_t)m_raw(im, x, y, z, k) : m_f2h_read(f[c]);
  }
}
static uint32_t m_fromf(unsigned t, float f);
/* write_imageh: HALF_FLOAT channels store the bits, FLOAT ones the value (a NaN with its sign and
 * payload), the others write_imagef's conversion of the value (NaN: 0) */
static uint32_t m_fromh(unsigned t, uint16_t h) {
  if (t == LN_IMAGE_HALF_FLOAT) return h;
  if ((h & 0x7c00) == 0x7c00 && (h & 0x3ff))
    return t == LN_IMAGE_FLOAT ? (uint32_t)(h & 0x8000) << 16 | 0x7f800000u | (uint32_t)(h & 0x3ff) << 13 : 0;
  return m_fromf(t, (float)m_half(h));
}
static uint32_t m_fromf(unsigned t, float f) {
  int64_t lo, hi;
  m_range(t, &lo, &hi);
  switch (t) {
    case LN_IMAGE_SNORM_INT8: return (uint32_t)m_sat(f * 127.0f, lo, hi);
    case LN_IMAGE_SNORM_INT16: return (uint32_t)m_sat(f * 32767.0f, lo, hi);
    case LN_IMAGE_UNORM_INT8: return (uint32_t)m_sat(f * 255.0f, lo, hi);
    case LN_IMAGE_UNORM_INT16: return (uint32_t)m_sat(f * 65535.0f, lo, hi);
    case LN_IMAGE_HALF_FLOAT: return m_f2h(f);
    case LN_IMAGE_FLOAT: { uint32_t u; memcpy(&u, &f, 4); return u; }
    default: return (uint32_t)m_sat(f, lo, hi);
  }
}
static uint32_t m_fromi(unsigned t, int64_t v) {
  if (t == LN_IMAGE_HALF_FLOAT || t == LN_IMAGE_FLOAT) return (uint32_t)v;
  int64_t lo, hi;
  m_range(t, &lo, &hi);
  return (uint32_t)(v < lo ? lo : v > hi ? hi : v);
}
#endif
