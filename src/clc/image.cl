/* The kernel layer's image built-ins (docs/kernels.md, "Images"): read_image{f,i,ui,h} (with a
 * sampler and float or int coordinates; without one, int coordinates), write_image{f,i,ui,h} and
 * the get_image_* queries, for every image type, following OpenCL 1.2 section 8 (addressing,
 * filtering, conversions), with lanes' defined results where the specification leaves them
 * undefined.  Compiled as OpenCL C 2.0 (so read_write images too) to bitcode and linked into the
 * kernel modules like the other built-ins (cmake/LanesOpenCL.cmake).
 *
 * An image argument is the address of the host's ln_image (lanes/kernel.h), checked by the
 * launcher (ln_image_init's rules), so every texel index in [0, size) of each dimension is inside
 * the caller's buffer.  A sampler is its CLK_* bits, as the value of a pointer (the launcher's
 * LN_ARG_SAMPLER, and __translate_sampler_initializer for samplers written in the source).
 * read_imageh / write_imageh (cl_khr_fp16) only move half bits: no half arithmetic here (lanes
 * provides none; the conversions are integer code on the bits). */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

typedef struct {   /* lanes/kernel.h's ln_image (the same layout: pointers and size_t are 64-bit) */
  __global uchar *data;
  size_t data_size, width, height, depth, array_size, row_pitch, slice_pitch;
  uint order, type, kind, elem_size;
} lnk_image;

#define LNK_IMG(i) ((const __global lnk_image *)__builtin_astype((i), __global void *))
#define LNK_SMP(s) ((uint)(size_t)__builtin_astype((s), __constant void *))
#define LNK_LIM 33554432.0f   /* 2^25: coordinates are clamped to +-LNK_LIM before any conversion */

enum { LNK_NONE = 0, LNK_EDGE = 2, LNK_CLAMP = 4, LNK_REPEAT = 6, LNK_MIRROR = 8 };

static float lnk_floor(float x) { return __builtin_floorf(x); }
static float lnk_clampf(float x, float lo, float hi) { return x < lo ? lo : x > hi ? hi : x; }
/* x to int, clamped to +-2^25 first (NaN, which the callers filter out before, to -2^25) */
static int lnk_f2i(float x) { return !(x >= -LNK_LIM) ? -(int)LNK_LIM : x > LNK_LIM ? (int)LNK_LIM : (int)x; }
static int lnk_clampi(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

/* ---- channel layout and conversions ---- */
static uint lnk_chan_size(uint t) {
  return t == 0x10D0 || t == 0x10D2 || t == 0x10D7 || t == 0x10DA ? 1 : t == 0x10D9 || t == 0x10DC || t == 0x10DE ? 4 : 2;
}
/* the RGBA component of storage channel k */
static uint lnk_comp(uint order, uint k) {
  switch (order) {
    case 0x10B1: return 3;                          /* A */
    case 0x10B3: return k ? 3 : 0;                  /* RA */
    case 0x10B6: return k == 3 ? 3 : 2 - k;         /* BGRA */
    case 0x10B7: return k ? k - 1 : 3;              /* ARGB */
    default: return k;                              /* R, RG, RGBA */
  }
}
static uint lnk_nchan(uint order) {
  return order == 0x10B0 || order == 0x10B1 ? 1 : order == 0x10B2 || order == 0x10B3 ? 2 : 4;
}
/* does the order have alpha (border color 0,0,0,0; else 0,0,0,1) */
static int lnk_has_alpha(uint order) { return order != 0x10B0 && order != 0x10B2; }

static float lnk_h2f(uint h) {
  uint s = (h & 0x8000u) << 16, e = (h >> 10) & 0x1f, m = h & 0x3ff;
  if (e == 31) return as_float(s | 0x7f800000u | (m << 13));
  if (e == 0) {
    float v = (float)m * 0x1p-24f;
    return s ? -v : v;
  }
  return as_float(s | ((e + 112) << 23) | (m << 13));
}
/* float to half bits, rounded to nearest even */
static uint lnk_f2h(float f) {
  uint x = as_uint(f), sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
  if (a > 0x7f800000u) return sign | 0x7e00u | ((a >> 13) & 0x3ff);   /* NaN: quiet, high payload bits */
  if (a >= 0x477ff000u) return sign | 0x7c00u;                          /* >= 65520: infinity */
  if (a < 0x38800000u) return sign | (uint)__builtin_rintf(as_float(a) * 0x1p24f);   /* subnormal, 0 */
  uint r = a - 0x38000000u;
  return sign | ((r + 0xfffu + ((r >> 13) & 1)) >> 13);
}

/* the address of texel (x, y, z) (in range) */
static const __global uchar *lnk_at(const __global lnk_image *im, int x, int y, int z) {
  return im->data + (size_t)z * im->slice_pitch + (size_t)y * im->row_pitch + (size_t)x * im->elem_size;
}
/* storage channel k of size cs at p, zero-extended */
static uint lnk_chan(const __global uchar *p, uint cs, uint k) {
  const __global uchar *q = p + k * cs;
  return cs == 1 ? *q : cs == 2 ? *(const __global ushort *)q : *(const __global uint *)q;
}
/* one raw channel as read_imagef sees it (OpenCL 1.2 8.3.1.1, within its 1.5 ulp: the value times
 * the float reciprocal of 127, 32767, 255 or 65535, as PoCL computes it; integer types: the value) */
static __attribute__((always_inline)) float lnk_tof(uint t, uint r) {
  switch (t) {
    case 0x10D0: return __builtin_fmaxf(-1.0f, (float)(char)r * (1.0f / 127.0f));
    case 0x10D1: return __builtin_fmaxf(-1.0f, (float)(short)r * (1.0f / 32767.0f));
    case 0x10D2: return (float)r * (1.0f / 255.0f);
    case 0x10D3: return (float)r * (1.0f / 65535.0f);
    case 0x10D7: return (float)(char)r;
    case 0x10D8: return (float)(short)r;
    case 0x10D9: return (float)(int)r;
    case 0x10DD: return lnk_h2f(r);
    case 0x10DE: return as_float(r);
    default: return (float)r;   /* unsigned integer types */
  }
}
/* one raw channel as read_imagei sees it: signed types sign-extended, others the stored bits */
static int lnk_toi(uint t, uint r) {
  return t == 0x10D7 || t == 0x10D0 ? (int)(char)r : t == 0x10D8 || t == 0x10D1 ? (int)(short)r : (int)r;
}

static float4 lnk_border_f(const __global lnk_image *im) {
  return (float4)(0.0f, 0.0f, 0.0f, lnk_has_alpha(im->order) ? 0.0f : 1.0f);
}
/* texel (i.xyz) as read_imagef returns it (missing components 0, alpha 1); i.w != 0: the border color */
static float4 lnk_texel_f(const __global lnk_image *im, int4 i) {
  if (i.w) return lnk_border_f(im);
  const __global uchar *p = lnk_at(im, i.x, i.y, i.z);
  uint o = im->order, t = im->type, cs = lnk_chan_size(t);
  if (o == 0x10B5)   /* RGBA */
    return (float4)(lnk_tof(t, lnk_chan(p, cs, 0)), lnk_tof(t, lnk_chan(p, cs, 1)), lnk_tof(t, lnk_chan(p, cs, 2)),
                    lnk_tof(t, lnk_chan(p, cs, 3)));
  float v[4] = {0.0f, 0.0f, 0.0f, 1.0f};
  for (uint k = 0, n = lnk_nchan(o); k < n; k++) v[lnk_comp(o, k)] = lnk_tof(t, lnk_chan(p, cs, k));
  return (float4)(v[0], v[1], v[2], v[3]);
}
static int4 lnk_texel_i(const __global lnk_image *im, int4 i) {
  if (i.w) return (int4)(0, 0, 0, lnk_has_alpha(im->order) ? 0 : 1);
  const __global uchar *p = lnk_at(im, i.x, i.y, i.z);
  uint o = im->order, t = im->type, cs = lnk_chan_size(t);
  int v[4] = {0, 0, 0, 1};
  for (uint k = 0, n = lnk_nchan(o); k < n; k++) v[lnk_comp(o, k)] = lnk_toi(t, lnk_chan(p, cs, k));
  return (int4)(v[0], v[1], v[2], v[3]);
}

/* ---- addressing (OpenCL 1.2 8.2) ---- */
static int lnk_size(const __global lnk_image *im, uint d) {
  return (int)(d == 0 ? im->width : d == 1 ? im->height : im->depth);
}
/* sampler addressing mode; repeat modes without normalized coordinates: clamp to edge */
static uint lnk_mode(uint smp) {
  uint m = smp & 0xE;
  return m > LNK_MIRROR ? LNK_CLAMP : (m >= LNK_REPEAT && !(smp & 1)) ? LNK_EDGE : m;
}
/* nearest: the index along one axis of size n, -1 for the border */
static int lnk_near1(float s, int n, uint mode, int norm) {
  if (mode == LNK_REPEAT) {
    s = lnk_clampf(s, -LNK_LIM, LNK_LIM);
    int i = lnk_f2i(lnk_floor((s - lnk_floor(s)) * (float)n));
    if (i > n - 1) i -= n;
    return lnk_clampi(i, 0, n - 1);
  }
  if (mode == LNK_MIRROR) {
    s = lnk_clampf(s, -LNK_LIM, LNK_LIM);
    float sp = __builtin_fabsf(s - 2.0f * __builtin_rintf(0.5f * s));
    return lnk_clampi(lnk_f2i(lnk_floor(sp * (float)n)), 0, n - 1);
  }
  int i = lnk_f2i(lnk_floor(norm ? s * (float)n : s));
  if (mode == LNK_EDGE) return lnk_clampi(i, 0, n - 1);
  return i < 0 || i >= n ? -1 : i;
}
/* linear: the two indices along one axis (-1: border) and the weight a of the second */
static int2 lnk_lin1(float s, int n, uint mode, int norm, float *a) {
  int i0, i1;
  float u;
  if (mode == LNK_REPEAT || mode == LNK_MIRROR) {
    s = lnk_clampf(s, -LNK_LIM, LNK_LIM);
    u = mode == LNK_REPEAT ? (s - lnk_floor(s)) * (float)n
                           : __builtin_fabsf(s - 2.0f * __builtin_rintf(0.5f * s)) * (float)n;
    i0 = lnk_f2i(lnk_floor(u - 0.5f));
    i1 = i0 + 1;
    if (mode == LNK_REPEAT) {
      if (i0 < 0) i0 += n;
      if (i1 > n - 1) i1 -= n;
    }
    i0 = lnk_clampi(i0, 0, n - 1);
    i1 = lnk_clampi(i1, 0, n - 1);
  } else {
    u = lnk_clampf(norm ? s * (float)n : s, -LNK_LIM, LNK_LIM);
    i0 = lnk_f2i(lnk_floor(u - 0.5f));
    i1 = i0 + 1;
    if (mode == LNK_EDGE) {
      i0 = lnk_clampi(i0, 0, n - 1);
      i1 = lnk_clampi(i1, 0, n - 1);
    } else {
      i0 = i0 < 0 || i0 >= n ? -1 : i0;
      i1 = i1 < 0 || i1 >= n ? -1 : i1;
    }
  }
  float v = u - 0.5f;
  *a = v - lnk_floor(v);
  return (int2)(i0, i1);
}
/* the layer of an array image: rint of the coordinate, clamped */
static int lnk_layerf(const __global lnk_image *im, float k) {
  return lnk_clampi(lnk_f2i(__builtin_rintf(k)), 0, (int)im->array_size - 1);
}

/* c: the coordinates (x, y, z; the layer at la when la != 0); nd: spatial dimensions */
static int lnk_hasnan(float4 c, uint n) {
  return c.x != c.x || (n > 1 && c.y != c.y) || (n > 2 && c.z != c.z);
}
static int4 lnk_nearest(const __global lnk_image *im, uint smp, float4 c, uint nd, uint la) {
  uint mode = lnk_mode(smp);
  int norm = smp & 1;
  float cc[3] = {c.x, c.y, c.z};
  int i[3] = {0, 0, 0}, border = 0;
  for (uint d = 0; d < nd; d++) {
    i[d] = lnk_near1(cc[d], lnk_size(im, d), mode, norm);
    border |= i[d] < 0;
  }
  if (la) i[la] = lnk_layerf(im, cc[la]);
  return border ? (int4)(0, 0, 0, 1) : (int4)(i[0], i[1], i[2], 0);
}
static float4 lnk_readf(const __global lnk_image *im, uint smp, float4 c, uint nd, uint la) {
  if (lnk_hasnan(c, nd + (la != 0))) return lnk_border_f(im);   /* lanes: a NaN coordinate reads the border color */
  if ((smp & 0x30) != 0x20) return lnk_texel_f(im, lnk_nearest(im, smp, c, nd, la));
  uint mode = lnk_mode(smp);
  int norm = smp & 1;
  float cc[3] = {c.x, c.y, c.z}, a[3] = {0.0f, 0.0f, 0.0f};
  int2 ix[3] = {(int2)(0, 0), (int2)(0, 0), (int2)(0, 0)};
  for (uint d = 0; d < nd; d++) ix[d] = lnk_lin1(cc[d], lnk_size(im, d), mode, norm, &a[d]);
  if (la) ix[la] = (int2)(lnk_layerf(im, cc[la]));
  float4 t[8];
  for (uint k = 0; k < (1u << nd); k++) {
    int x = (k & 1) ? ix[0].y : ix[0].x, y = (k & 2) ? ix[1].y : ix[1].x, z = (k & 4) ? ix[2].y : ix[2].x;
    if (la == 1) y = ix[1].x;
    if (la == 2) z = ix[2].x;
    t[k] = lnk_texel_f(im, (int4)(x, y, z, (x < 0 || y < 0 || z < 0)));
  }
  if (nd == 1) return (1.0f - a[0]) * t[0] + a[0] * t[1];
  if (nd == 2)
    return (1.0f - a[0]) * (1.0f - a[1]) * t[0] + a[0] * (1.0f - a[1]) * t[1] + (1.0f - a[0]) * a[1] * t[2] +
           a[0] * a[1] * t[3];
  return (1.0f - a[0]) * (1.0f - a[1]) * (1.0f - a[2]) * t[0] + a[0] * (1.0f - a[1]) * (1.0f - a[2]) * t[1] +
         (1.0f - a[0]) * a[1] * (1.0f - a[2]) * t[2] + a[0] * a[1] * (1.0f - a[2]) * t[3] +
         (1.0f - a[0]) * (1.0f - a[1]) * a[2] * t[4] + a[0] * (1.0f - a[1]) * a[2] * t[5] +
         (1.0f - a[0]) * a[1] * a[2] * t[6] + a[0] * a[1] * a[2] * t[7];
}
/* integer coordinates: smp = 0 (no sampler): outside -> border; with a sampler, clamp to edge
 * (and the repeat modes) clamp, none and clamp -> border; the layer is clamped */
static int4 lnk_index_i(const __global lnk_image *im, int has_smp, uint smp, int4 c, uint nd, uint la) {
  uint mode = has_smp ? lnk_mode(smp) : LNK_CLAMP;
  int cc[3] = {c.x, c.y, c.z}, border = 0;
  for (uint d = 0; d < nd; d++) {
    int n = lnk_size(im, d);
    if (mode == LNK_EDGE || mode == LNK_REPEAT || mode == LNK_MIRROR) cc[d] = lnk_clampi(cc[d], 0, n - 1);
    else border |= cc[d] < 0 || cc[d] >= n;
  }
  if (la) {
    int n = (int)im->array_size;
    if (has_smp) cc[la] = lnk_clampi(cc[la], 0, n - 1);
    else border |= cc[la] < 0 || cc[la] >= n;
  }
  return border ? (int4)(0, 0, 0, 1) : (int4)(cc[0], cc[1], cc[2], 0);
}

/* ---- writes (OpenCL 1.2 8.3.1.2; out-of-range coordinates write nothing) ---- */
static long lnk_satl(long v, long lo, long hi) { return v < lo ? lo : v > hi ? hi : v; }
/* f rounded to nearest even, saturated to [lo, hi]; NaN -> 0 */
static long lnk_sat_rte(float f, long lo, long hi) {
  if (f != f) return 0;
  return lnk_satl((long)lnk_clampf(__builtin_rintf(f), -0x1p32f, 0x1p32f), lo, hi);
}
static void lnk_lohi(uint t, long *lo, long *hi) {
  switch (t) {
    case 0x10D0: case 0x10D7: *lo = -128; *hi = 127; break;
    case 0x10D1: case 0x10D8: *lo = -32768; *hi = 32767; break;
    case 0x10D9: *lo = -2147483647L - 1; *hi = 2147483647L; break;
    case 0x10D2: case 0x10DA: *lo = 0; *hi = 255; break;
    case 0x10D3: case 0x10DB: *lo = 0; *hi = 65535; break;
    default: *lo = 0; *hi = 4294967295L;
  }
}
static uint lnk_fromf(uint t, float f) {
  long lo, hi;
  lnk_lohi(t, &lo, &hi);
  switch (t) {
    case 0x10D0: return (uint)lnk_sat_rte(f * 127.0f, lo, hi);
    case 0x10D1: return (uint)lnk_sat_rte(f * 32767.0f, lo, hi);
    case 0x10D2: return (uint)lnk_sat_rte(f * 255.0f, lo, hi);
    case 0x10D3: return (uint)lnk_sat_rte(f * 65535.0f, lo, hi);
    case 0x10DD: return lnk_f2h(f);
    case 0x10DE: return as_uint(f);
    default: return (uint)lnk_sat_rte(f, lo, hi);   /* integer types: lanes saturates */
  }
}
/* write_imagei (is_signed) / write_imageui: integer types saturate, normalized types saturate to
 * their stored integers, half and float store the value's bits */
static uint lnk_fromi(uint t, uint v, int is_signed) {
  if (t == 0x10DD || t == 0x10DE) return v;
  long lo, hi;
  lnk_lohi(t, &lo, &hi);
  return (uint)lnk_satl(is_signed ? (long)(int)v : (long)v, lo, hi);
}
static void lnk_store(const __global lnk_image *im, int4 c, uint nd, uint la, uint4 v) {
  int cc[3] = {c.x, c.y, c.z};
  for (uint d = 0; d < nd; d++)
    if (cc[d] < 0 || cc[d] >= lnk_size(im, d)) return;
  if (la && (cc[la] < 0 || cc[la] >= (int)im->array_size)) return;
  __global uchar *p = im->data + (size_t)cc[2] * im->slice_pitch + (size_t)cc[1] * im->row_pitch +
                      (size_t)cc[0] * im->elem_size;
  uint cs = lnk_chan_size(im->type), n = lnk_nchan(im->order);
  uint w[4] = {v.x, v.y, v.z, v.w};
  for (uint k = 0; k < n; k++) {
    __global uchar *q = p + k * cs;
    uint x = w[lnk_comp(im->order, k)];
    if (cs == 1) *q = (uchar)x;
    else if (cs == 2) *(__global ushort *)q = (ushort)x;
    else *(__global uint *)q = x;
  }
}
static void lnk_writef(const __global lnk_image *im, int4 c, uint nd, uint la, float4 f) {
  uint t = im->type;
  lnk_store(im, c, nd, la, (uint4)(lnk_fromf(t, f.x), lnk_fromf(t, f.y), lnk_fromf(t, f.z), lnk_fromf(t, f.w)));
}
static void lnk_writei(const __global lnk_image *im, int4 c, uint nd, uint la, uint4 v, int s) {
  uint t = im->type;
  lnk_store(im, c, nd, la, (uint4)(lnk_fromi(t, v.x, s), lnk_fromi(t, v.y, s), lnk_fromi(t, v.z, s), lnk_fromi(t, v.w, s)));
}

/* ---- read_imageh / write_imageh (OpenCL 1.2 8.3.1.1, 8.3.2: half values) ---- */
static half4 lnk_h4(float4 f) {   /* read_imagef's value rounded to half (nearest even) */
  return as_half4((ushort4)((ushort)lnk_f2h(f.x), (ushort)lnk_f2h(f.y), (ushort)lnk_f2h(f.z), (ushort)lnk_f2h(f.w)));
}
/* texel (i.xyz) as read_imageh returns it: HALF_FLOAT channels their stored bits (lossless, NaN
 * payloads included), the other types read_imagef's value rounded to half; missing components
 * 0, alpha 1; i.w != 0: the border color */
static half4 lnk_texel_h(const __global lnk_image *im, int4 i) {
  if (im->type != 0x10DD || i.w) return lnk_h4(lnk_texel_f(im, i));
  const __global uchar *p = lnk_at(im, i.x, i.y, i.z);
  uint o = im->order;
  ushort v[4] = {0, 0, 0, 0x3c00};
  for (uint k = 0, n = lnk_nchan(o); k < n; k++) v[lnk_comp(o, k)] = (ushort)lnk_chan(p, 2, k);
  return as_half4((ushort4)(v[0], v[1], v[2], v[3]));
}
/* float coordinates: nearest reads the texel as above, linear filtering rounds read_imagef's
 * filtered value */
static half4 lnk_readh(const __global lnk_image *im, uint smp, float4 c, uint nd, uint la) {
  if (lnk_hasnan(c, nd + (la != 0)) || (smp & 0x30) == 0x20) return lnk_h4(lnk_readf(im, smp, c, nd, la));
  return lnk_texel_h(im, lnk_nearest(im, smp, c, nd, la));
}
/* HALF_FLOAT channels store the bits as they are; the other types: write_imagef of the value
 * (exact in float; a NaN keeps its sign and payload, FLOAT channels store it so) */
static void lnk_writeh(const __global lnk_image *im, int4 c, uint nd, uint la, half4 h) {
  ushort4 u = as_ushort4(h);
  if (im->type == 0x10DD) lnk_store(im, c, nd, la, (uint4)((uint)u.x, (uint)u.y, (uint)u.z, (uint)u.w));
  else lnk_writef(im, c, nd, la, (float4)(lnk_h2f(u.x), lnk_h2f(u.y), lnk_h2f(u.z), lnk_h2f(u.w)));
}

/* ---- the built-ins, per image type ---- */
#define LNK_OV __attribute__((overloadable))
#define LNK_F1(c) ((float4)((c), 0.0f, 0.0f, 0.0f))
#define LNK_F2(c) ((float4)((c), 0.0f, 0.0f))
#define LNK_F4(c) (c)
#define LNK_I1(c) ((int4)((c), 0, 0, 0))
#define LNK_I2(c) ((int4)((c), 0, 0))
#define LNK_I4(c) (c)
/* reads with a sampler (read_only images) */
#define LNK_SAMPLED(IT, FC, IC, N, nd, la)                                                           \
  float4 LNK_OV read_imagef(read_only IT im, sampler_t s, FC c) {                                  \
    return lnk_readf(LNK_IMG(im), LNK_SMP(s), LNK_F##N(c), nd, la);                                 \
  }                                                                                                 \
  int4 LNK_OV read_imagei(read_only IT im, sampler_t s, FC c) {                                    \
    float4 f = LNK_F##N(c);                                                                         \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_i(p, lnk_hasnan(f, nd + (la != 0)) ? (int4)(0, 0, 0, 1)                         \
                                                          : lnk_nearest(p, LNK_SMP(s), f, nd, la)); \
  }                                                                                                 \
  uint4 LNK_OV read_imageui(read_only IT im, sampler_t s, FC c) { return as_uint4(read_imagei(im, s, c)); } \
  float4 LNK_OV read_imagef(read_only IT im, sampler_t s, IC c) {                                  \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_f(p, lnk_index_i(p, 1, LNK_SMP(s), LNK_I##N(c), nd, la));                      \
  }                                                                                                 \
  int4 LNK_OV read_imagei(read_only IT im, sampler_t s, IC c) {                                    \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_i(p, lnk_index_i(p, 1, LNK_SMP(s), LNK_I##N(c), nd, la));                      \
  }                                                                                                 \
  uint4 LNK_OV read_imageui(read_only IT im, sampler_t s, IC c) { return as_uint4(read_imagei(im, s, c)); } \
  half4 LNK_OV read_imageh(read_only IT im, sampler_t s, FC c) {                                   \
    return lnk_readh(LNK_IMG(im), LNK_SMP(s), LNK_F##N(c), nd, la);                                 \
  }                                                                                                 \
  half4 LNK_OV read_imageh(read_only IT im, sampler_t s, IC c) {                                   \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_h(p, lnk_index_i(p, 1, LNK_SMP(s), LNK_I##N(c), nd, la));                      \
  }
/* reads without a sampler, writes, queries, for one access qualifier */
#define LNK_PLAIN_READ(ACC, IT, IC, N, nd, la)                                                       \
  float4 LNK_OV read_imagef(ACC IT im, IC c) {                                                      \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_f(p, lnk_index_i(p, 0, 0, LNK_I##N(c), nd, la));                               \
  }                                                                                                 \
  int4 LNK_OV read_imagei(ACC IT im, IC c) {                                                        \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_i(p, lnk_index_i(p, 0, 0, LNK_I##N(c), nd, la));                               \
  }                                                                                                 \
  uint4 LNK_OV read_imageui(ACC IT im, IC c) { return as_uint4(read_imagei(im, c)); }                \
  half4 LNK_OV read_imageh(ACC IT im, IC c) {                                                       \
    const __global lnk_image *p = LNK_IMG(im);                                                      \
    return lnk_texel_h(p, lnk_index_i(p, 0, 0, LNK_I##N(c), nd, la));                               \
  }
#define LNK_WRITE(ACC, IT, IC, N, nd, la)                                                            \
  void LNK_OV write_imagef(ACC IT im, IC c, float4 v) { lnk_writef(LNK_IMG(im), LNK_I##N(c), nd, la, v); } \
  void LNK_OV write_imagei(ACC IT im, IC c, int4 v) {                                               \
    lnk_writei(LNK_IMG(im), LNK_I##N(c), nd, la, as_uint4(v), 1);                                   \
  }                                                                                                 \
  void LNK_OV write_imageui(ACC IT im, IC c, uint4 v) { lnk_writei(LNK_IMG(im), LNK_I##N(c), nd, la, v, 0); } \
  void LNK_OV write_imageh(ACC IT im, IC c, half4 v) { lnk_writeh(LNK_IMG(im), LNK_I##N(c), nd, la, v); }
#define LNK_QUERY(ACC, IT)                                                                           \
  int LNK_OV get_image_width(ACC IT im) { return (int)LNK_IMG(im)->width; }                         \
  int LNK_OV get_image_channel_data_type(ACC IT im) { return (int)LNK_IMG(im)->type; }              \
  int LNK_OV get_image_channel_order(ACC IT im) { return (int)LNK_IMG(im)->order; }
#define LNK_HEIGHT(ACC, IT) \
  int LNK_OV get_image_height(ACC IT im) { return (int)LNK_IMG(im)->height; }
#define LNK_ARRAY(ACC, IT) \
  size_t LNK_OV get_image_array_size(ACC IT im) { return LNK_IMG(im)->array_size; }
#define LNK_DIM2(ACC, IT) \
  int2 LNK_OV get_image_dim(ACC IT im) { return (int2)((int)LNK_IMG(im)->width, (int)LNK_IMG(im)->height); }

#define LNK_ACCESS(ACC)                                  \
  LNK_QUERY(ACC, image1d_t)                              \
  LNK_QUERY(ACC, image1d_buffer_t)                       \
  LNK_QUERY(ACC, image1d_array_t)                        \
  LNK_QUERY(ACC, image2d_t)                              \
  LNK_QUERY(ACC, image2d_array_t)                        \
  LNK_QUERY(ACC, image3d_t)                              \
  LNK_HEIGHT(ACC, image2d_t)                             \
  LNK_HEIGHT(ACC, image2d_array_t)                       \
  LNK_HEIGHT(ACC, image3d_t)                             \
  LNK_ARRAY(ACC, image1d_array_t)                        \
  LNK_ARRAY(ACC, image2d_array_t)                        \
  LNK_DIM2(ACC, image2d_t)                               \
  LNK_DIM2(ACC, image2d_array_t)                         \
  int LNK_OV get_image_depth(ACC image3d_t im) { return (int)LNK_IMG(im)->depth; } \
  int4 LNK_OV get_image_dim(ACC image3d_t im) {          \
    const __global lnk_image *p = LNK_IMG(im);           \
    return (int4)((int)p->width, (int)p->height, (int)p->depth, 0); \
  }
#define LNK_READS(ACC)                                   \
  LNK_PLAIN_READ(ACC, image1d_t, int, 1, 1, 0)           \
  LNK_PLAIN_READ(ACC, image1d_buffer_t, int, 1, 1, 0)    \
  LNK_PLAIN_READ(ACC, image1d_array_t, int2, 2, 1, 1)    \
  LNK_PLAIN_READ(ACC, image2d_t, int2, 2, 2, 0)          \
  LNK_PLAIN_READ(ACC, image2d_array_t, int4, 4, 2, 2)    \
  LNK_PLAIN_READ(ACC, image3d_t, int4, 4, 3, 0)
#define LNK_WRITES(ACC)                                  \
  LNK_WRITE(ACC, image1d_t, int, 1, 1, 0)                \
  LNK_WRITE(ACC, image1d_buffer_t, int, 1, 1, 0)         \
  LNK_WRITE(ACC, image1d_array_t, int2, 2, 1, 1)         \
  LNK_WRITE(ACC, image2d_t, int2, 2, 2, 0)               \
  LNK_WRITE(ACC, image2d_array_t, int4, 4, 2, 2)         \
  LNK_WRITE(ACC, image3d_t, int4, 4, 3, 0)

LNK_SAMPLED(image1d_t, float, int, 1, 1, 0)
LNK_SAMPLED(image1d_array_t, float2, int2, 2, 1, 1)
LNK_SAMPLED(image2d_t, float2, int2, 2, 2, 0)
LNK_SAMPLED(image2d_array_t, float4, int4, 4, 2, 2)
LNK_SAMPLED(image3d_t, float4, int4, 4, 3, 0)
LNK_READS(read_only)
LNK_READS(read_write)
LNK_WRITES(write_only)
LNK_WRITES(read_write)
LNK_ACCESS(read_only)
LNK_ACCESS(write_only)
LNK_ACCESS(read_write)
