/* Image built-ins of the kernel layer (src/clc/image.cl) against the scalar model of
 * image_model.h: every channel order x type, every valid sampler, float coordinates in range,
 * near the edges, far outside, infinite and NaN; integer coordinates with and without a sampler
 * (INT_MIN, INT_MAX); every write form and its conversions; the other image kinds; a sampler
 * written in the kernel source; queries; bad host input (ln_image_init, sampler bits, image
 * kinds), which runs nothing.  read_imageh / write_imageh on every format and kind, also on images
 * of edge values (NaN payloads, infinities, -0, half subnormals, halfway cases, values beyond
 * half's range, the extremes of normalized channels): read_imageh bit for bit against the model's
 * texel rounded to half by the model's own conversion (HALF_FLOAT: the stored bits), and, with
 * linear filtering, against read_imagef's value rounded the same way; write_imageh's bytes
 * against the model's conversion of the half. */
#include "clc_test.h"
#include "image_model.h"
#include <limits.h>
#include <string.h>

LN_KERNEL_DECLARE(read_f);
LN_KERNEL_DECLARE(read_i);
LN_KERNEL_DECLARE(read_ui);
LN_KERNEL_DECLARE(read_int);
LN_KERNEL_DECLARE(read_const);
LN_KERNEL_DECLARE(write_f);
LN_KERNEL_DECLARE(write_i);
LN_KERNEL_DECLARE(write_ui);
LN_KERNEL_DECLARE(query);
LN_KERNEL_DECLARE(read_1d);
LN_KERNEL_DECLARE(read_3d);
LN_KERNEL_DECLARE(read_1da);
LN_KERNEL_DECLARE(read_2da);
LN_KERNEL_DECLARE(write_3d);
LN_KERNEL_DECLARE(read_h);
LN_KERNEL_DECLARE(read_int_h);
LN_KERNEL_DECLARE(write_h);
LN_KERNEL_DECLARE(read_1d_h);
LN_KERNEL_DECLARE(read_1da_h);
LN_KERNEL_DECLARE(read_2da_h);
LN_KERNEL_DECLARE(read_3d_h);
LN_KERNEL_DECLARE(read_kinds_h);
LN_KERNEL_DECLARE(write_kinds_h);
LN_KERNEL_DECLARE(rw_h);
LN_KERNEL_DECLARE(rw_f);

#define W 5
#define H 3
#define N 256   /* coordinates per launch */

static uint64_t rnd(void) { return next(); }
static unsigned long h_reads, h_writes;   /* read_imageh lanes and write_imageh channels checked */
/* nearest: the same bits (or both NaN); linear: within 2^-18 of the largest weighted texel */
static int same_f(float a, double m, int linear) {
  if (isnan(a) || isnan(m)) return isnan(a) && isnan(m);
  if (!linear) return memcmp(&a, &(float){(float)m}, 4) == 0;
  if (isinf(a) || isinf(m)) return a == m;
  return fabs(a - m) <= 0x1p-18 * (1 + m_mag);
}
/* read_imageh with float coordinates in the model: h the texel as read_imageh returns it at the
 * nearest index (or the border), m (and m_mag) read_imagef's model value */
static void m_read_h(const ln_image *im, unsigned smp, const float c[3], unsigned nd, unsigned la, uint16_t h[4],
                     double m[4]) {
  m_read_f(im, smp, c, nd, la, m);
  int i[3] = {0, 0, 0}, border = 0;
  for (unsigned d = 0; d < nd + (la != 0); d++) border |= isnan(c[d]);
  if (!border) {
    for (unsigned d = 0; d < nd; d++) border |= (i[d] = m_near(c[d], m_size(im, d), smp & 0xE, smp & 1)) < 0;
    if (la) i[la] = m_layer(im, c[la]);
  }
  m_texel_h(im, i[0], i[1], i[2], border, h);
}
/* a read_imageh lane: nearest, the model's bits; linear, within read_imagef's tolerance plus half
 * an ulp of half (2^-25 below half's normal range) */
static int same_h(uint16_t got, uint16_t want, double m, int linear) {
  if (!linear) return got == want;
  double g = m_half(got);
  if (isnan(g) || isnan(m)) return isnan(g) && isnan(m);
  if (isinf(m)) return g == m;
  if (isinf(g)) return fabs(m) >= 65504 && (g > 0) == (m > 0);
  return fabs(g - m) <= 0x1p-18 * (1 + m_mag) + 0x1p-11 * fabs(m) + 0x1p-25;
}
static ln_status run1(const ln_kernel *k, size_t n, ln_kernel_arg *a, unsigned na) {
  ln_ndrange nd = {1, {0}, {n}, {n % 64 ? 1 : 64}};
  return ln_kernel_run(k, &nd, a, na);
}

/* read_imagef / read_imagei / read_imageui with float coordinates on one format, every sampler */
static void test_reads(unsigned o, unsigned t, int edge) {
  unsigned es = fmt_csize(t) * fmt_nch(o);
  unsigned char buf[W * H * 16];
  fmt_fill(buf, sizeof buf, t, rnd);
  if (edge) fmt_edge_fill(buf, sizeof buf, t);
  ln_image im;
  ln_status st = ln_image_init(&im, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, buf, (size_t)W * H * es);
  CHECK(st == LN_OK, "ln_image_init %x %x: %s", o, t, ln_strerror(st));
  if (st != LN_OK) return;
  unsigned smp[20], ns = samplers(smp);
  for (unsigned si = 0; si < ns; si++) {
    int norm = smp[si] & 1, lin = (smp[si] & LN_SAMPLER_FILTER_LINEAR) != 0;
    float c[N][2];
    for (unsigned i = 0; i < N; i++) {
      c[i][0] = fmt_coord(i, W, norm, rnd);
      c[i][1] = fmt_coord(i < 14 ? 20 : i % 7 == 0 ? i / 7 % 14 : i, H, norm, rnd);
    }
    float f[N][4];
    int32_t n[N][4];
    uint32_t u[N][4];
    uint16_t h[N][4];
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_SAMPLER(smp[si]), LN_ARG_BUFFER(c), LN_ARG_BUFFER(f)};
    st = run1(LN_KERNEL(read_f), N, a, 4);
    a[3] = (ln_kernel_arg)LN_ARG_BUFFER(n);
    if (st == LN_OK) st = run1(LN_KERNEL(read_i), N, a, 4);
    a[3] = (ln_kernel_arg)LN_ARG_BUFFER(u);
    if (st == LN_OK) st = run1(LN_KERNEL(read_ui), N, a, 4);
    a[3] = (ln_kernel_arg)LN_ARG_BUFFER(h);
    if (st == LN_OK) st = run1(LN_KERNEL(read_h), N, a, 4);
    CHECK(st == LN_OK, "read %x %x sampler %#x: %s", o, t, smp[si], ln_strerror(st));
    for (unsigned i = 0; i < N && st == LN_OK; i++) {
      double m[4];
      float cc[3] = {c[i][0], c[i][1], 0};
      m_read_f(&im, smp[si], cc, 2, 0, m);
      int32_t mi[4];
      double mn[4];   /* read_imagei/ui: nearest whatever the filter */
      m_read_f(&im, smp[si] & ~LN_SAMPLER_FILTER_LINEAR, cc, 2, 0, mn);
      (void)mn;
      int ix = 0, iy = 0, border = 0;
      if (isnan(cc[0]) || isnan(cc[1])) border = 1;
      else {
        border |= (ix = m_near(cc[0], W, smp[si] & 0xE, norm)) < 0;
        border |= (iy = m_near(cc[1], H, smp[si] & 0xE, norm)) < 0;
      }
      m_texel_i(&im, ix, iy, 0, border, mi);
      uint16_t mh[4];
      double mhf[4];
      m_read_h(&im, smp[si], cc, 2, 0, mh, mhf);
      for (int k = 0; k < 4; k++) {
        /* read_imageh: nearest, the model's texel; linear, within the model's tolerance and bit for
         * bit read_imagef's value rounded to half (the model's conversion) */
        h_reads++;
        CHECK(same_h(h[i][k], mh[k], mhf[k], lin) && (!lin || h[i][k] == m_f2h_read(f[i][k])),
              "read_imageh %x %x sampler %#x (%g, %g) lane %d: %#x, model %#x (%.9g; read_imagef %.9g)", o, t, smp[si],
              cc[0], cc[1], k, h[i][k], mh[k], mhf[k], f[i][k]);
        CHECK(same_f(f[i][k], m[k], lin), "read_imagef %x %x sampler %#x (%g, %g) lane %d: %.9g, model %.9g", o, t,
              smp[si], cc[0], cc[1], k, f[i][k], m[k]);
        CHECK(n[i][k] == mi[k] && u[i][k] == (uint32_t)mi[k], "read_imagei/ui %x %x sampler %#x (%g, %g) lane %d: %d %u, model %d",
              o, t, smp[si], cc[0], cc[1], k, n[i][k], u[i][k], mi[k]);
      }
      if (failures > 20) return;
    }
  }
}

/* integer coordinates: with each unnormalized nearest sampler, and without a sampler */
static void test_int_coords(unsigned o, unsigned t, int edge) {
  unsigned es = fmt_csize(t) * fmt_nch(o);
  unsigned char buf[W * H * 16];
  fmt_fill(buf, sizeof buf, t, rnd);
  if (edge) fmt_edge_fill(buf, sizeof buf, t);
  ln_image im;
  ln_image_init(&im, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, buf, (size_t)W * H * es);
  static const int sp[] = {INT_MIN, INT_MAX, -1, 0, 1, 2, 3, 4, 5, 6, -1000000, 1 << 24};
  enum { NS = sizeof sp / sizeof sp[0] };
  int c[NS * NS][2];
  for (int i = 0; i < NS * NS; i++) c[i][0] = sp[i % NS], c[i][1] = sp[i / NS];
  static const unsigned addr[] = {LN_SAMPLER_ADDRESS_NONE, LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE, LN_SAMPLER_ADDRESS_CLAMP};
  for (int ai = 0; ai < 3; ai++) {
    float f[NS * NS][4], pf[NS * NS][4];
    int32_t n[NS * NS][4], pn[NS * NS][4];
    uint32_t u[NS * NS][4];
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_SAMPLER(addr[ai] | LN_SAMPLER_FILTER_NEAREST), LN_ARG_BUFFER(c),
                         LN_ARG_BUFFER(f), LN_ARG_BUFFER(n), LN_ARG_BUFFER(u), LN_ARG_BUFFER(pf), LN_ARG_BUFFER(pn)};
    ln_status st = run1(LN_KERNEL(read_int), NS * NS, a, 8);
    CHECK(st == LN_OK, "read_int: %s", ln_strerror(st));
    uint16_t h[NS * NS][4], ph[NS * NS][4];
    ln_kernel_arg ah[] = {LN_ARG_IMAGE(&im), LN_ARG_SAMPLER(addr[ai] | LN_SAMPLER_FILTER_NEAREST), LN_ARG_BUFFER(c),
                          LN_ARG_BUFFER(h), LN_ARG_BUFFER(ph)};
    if (st == LN_OK) st = run1(LN_KERNEL(read_int_h), NS * NS, ah, 5);
    CHECK(st == LN_OK, "read_int_h: %s", ln_strerror(st));
    for (int i = 0; i < NS * NS && st == LN_OK; i++) {
      int x = c[i][0], y = c[i][1], in = x >= 0 && x < W && y >= 0 && y < H;
      int ex = x < 0 ? 0 : x >= W ? W - 1 : x, ey = y < 0 ? 0 : y >= H ? H - 1 : y;
      int edge = addr[ai] == LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE;
      float mf[4], pmf[4];
      int32_t mi[4], pmi[4];
      m_texel_f(&im, edge ? ex : x, edge ? ey : y, 0, !edge && !in, mf);
      m_texel_i(&im, edge ? ex : x, edge ? ey : y, 0, !edge && !in, mi);
      m_texel_f(&im, x, y, 0, !in, pmf);
      m_texel_i(&im, x, y, 0, !in, pmi);
      uint16_t mh[4], pmh[4];
      m_texel_h(&im, edge ? ex : x, edge ? ey : y, 0, !edge && !in, mh);
      m_texel_h(&im, x, y, 0, !in, pmh);
      for (int k = 0; k < 4; k++) {
        h_reads += 2;
        CHECK(h[i][k] == mh[k] && ph[i][k] == pmh[k], "read_imageh int coords %x %x addr %u (%d, %d) lane %d: %#x %#x, "
              "model %#x %#x", o, t, addr[ai], x, y, k, h[i][k], ph[i][k], mh[k], pmh[k]);
        CHECK(same_f(f[i][k], mf[k], 0) && n[i][k] == mi[k] && u[i][k] == (uint32_t)mi[k],
              "int coords %x %x addr %u (%d, %d) lane %d: %g %d %u, model %g %d", o, t, addr[ai], x, y, k, f[i][k],
              n[i][k], u[i][k], mf[k], mi[k]);
        CHECK(same_f(pf[i][k], pmf[k], 0) && pn[i][k] == pmi[k], "sampler-less %x %x (%d, %d) lane %d: %g %d, model %g %d",
              o, t, x, y, k, pf[i][k], pn[i][k], pmf[k], pmi[k]);
      }
    }
  }
}

/* write_imagef / i / ui on one format: every texel once, and coordinates outside (no write) */
static void test_writes(unsigned o, unsigned t) {
  unsigned es = fmt_csize(t) * fmt_nch(o), cs = fmt_csize(t);
  static const float fs[] = {NAN, INFINITY, -INFINITY, 1e30f, -1e30f, 0.5f / 255.0f, 1.5f / 255.0f, 2.5f / 255.0f,
                             -0.0f, 1.0f, -1.0f, 0.5f, 2.5f, 3.5f, -2.5f, 65519.0f, 65520.0f, 1e-7f, 4e9f, -3e9f,
                             0.5f / 127.0f, 127.5f, 32767.5f};
  static const int64_t is[] = {INT32_MIN, INT32_MAX, -1, 0, 1, 127, 128, -129, 255, 256, 32767, 32768, -32769, 65535,
                               65536};
  enum { NC = W * H + 4 };
  int c[NC][2];
  for (int i = 0; i < W * H; i++) c[i][0] = i % W, c[i][1] = i / W;
  int outside[4][2] = {{INT_MIN, 0}, {W, 0}, {0, -1}, {INT_MAX, INT_MAX}};
  memcpy(c[W * H], outside, sizeof outside);
  static const uint16_t hs[] = {0x7e00, 0x7c01, 0xfe55, 0x7c00, 0xfc00, 0x8000, 0x0000, 0x0001, 0x8001, 0x03ff,
                                0x0400, 0x7bff, 0xfbff, 0x3c00, 0xbc00, 0x3800, 0x4000, 0xc000, 0x1c04, 0x2008,
                                0x2010, 0x5bf8, 0x7800, 0x5bfc};   /* NaNs, infinities, -0, subnormals, 1/255 ... */
  for (int run = 0; run < 11; run++) {   /* write_imageh eight times: more random halves */
    int form = run < 3 ? run : 3;
    unsigned char buf[W * H * 16 + 16];
    memset(buf, 0xA5, sizeof buf);
    ln_image im;
    ln_image_init(&im, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, buf, (size_t)W * H * es);
    float fv[NC][4];
    int32_t iv[NC][4];
    uint16_t hv[NC][4];
    for (int i = 0; i < NC; i++)
      for (int k = 0; k < 4; k++) {
        unsigned r = (unsigned)next();
        hv[i][k] = r % 3 ? hs[r / 3 % (sizeof hs / sizeof hs[0])] : (uint16_t)(r >> 8);
        fv[i][k] = r % 3 ? fs[r / 3 % (sizeof fs / sizeof fs[0])] : (float)(int)(r % 2001 - 1000) / 500.0f;
        iv[i][k] = r % 3 ? (int32_t)is[r / 3 % (sizeof is / sizeof is[0])] : (int32_t)r;
      }
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_BUFFER(c),
                         form == 3 ? LN_ARG_BUFFER(hv) : form ? LN_ARG_BUFFER(iv) : LN_ARG_BUFFER(fv)};
    const ln_kernel *k = form == 0 ? LN_KERNEL(write_f) : form == 1 ? LN_KERNEL(write_i)
                       : form == 2 ? LN_KERNEL(write_ui) : LN_KERNEL(write_h);
    ln_status st = run1(k, NC, a, 3);
    CHECK(st == LN_OK, "write: %s", ln_strerror(st));
    for (int i = 0; i < W * H && st == LN_OK; i++)
      for (int ch = 0; ch < 4; ch++) {
        int kk = m_chan(o, ch);
        if (kk < 0) continue;
        uint32_t m = form == 0 ? m_fromf(t, fv[i][ch]) : form == 3 ? m_fromh(t, hv[i][ch])
                   : m_fromi(t, form == 1 ? (int64_t)iv[i][ch] : (int64_t)(uint32_t)iv[i][ch]);
        if (cs < 4) m &= (1u << (8 * cs)) - 1;
        uint32_t got = m_raw(&im, c[i][0], c[i][1], 0, kk);
        int ok = got == m || (t == LN_IMAGE_HALF_FLOAT && form == 0 && isnan(m_half(got)) && isnan(m_half(m)));
        if (form == 3) {   /* write_imageh: the bits, NaNs included */
          ok = got == m;
          h_writes++;
        }
        CHECK(ok, "write form %d %x %x texel %d channel %d (%g / %d / %#x): %#x, model %#x", form, o, t, i, ch, fv[i][ch],
              iv[i][ch], hv[i][ch], got, m);
      }
    for (size_t b = (size_t)W * H * es; b < sizeof buf; b++) CHECK(buf[b] == 0xA5, "write outside the image at %zu", b);
  }
}

/* the other kinds, and the sampler written in the source */
static void test_kinds(void) {
  float data[4 * 3 * 5 * 4];
  unsigned smp[20], ns = samplers(smp);
  fmt_fill((unsigned char *)data, sizeof data, LN_IMAGE_FLOAT, rnd);
  struct { const ln_kernel *k; unsigned kind, w, h, d, nd, la, nc; } kinds[] = {
      {LN_KERNEL(read_1d), LN_IMAGE_1D, 7, 1, 1, 1, 0, 1},     {LN_KERNEL(read_1da), LN_IMAGE_1D_ARRAY, 7, 3, 1, 1, 1, 2},
      {LN_KERNEL(read_2da), LN_IMAGE_2D_ARRAY, 5, 3, 4, 2, 2, 4}, {LN_KERNEL(read_3d), LN_IMAGE_3D, 5, 3, 4, 3, 0, 4}};
  for (unsigned ki = 0; ki < 4; ki++) {
    ln_image im;
    ln_status st = ln_image_init(&im, kinds[ki].kind, LN_IMAGE_RGBA, LN_IMAGE_FLOAT, kinds[ki].w, kinds[ki].h,
                                 kinds[ki].d, 0, 0, data, sizeof data);
    CHECK(st == LN_OK, "kind %u: %s", kinds[ki].kind, ln_strerror(st));
    for (unsigned si = 0; si < ns && st == LN_OK; si++) {
      int norm = smp[si] & 1;
      float c[N][4], out[N][4];
      unsigned sz[3] = {kinds[ki].w, kinds[ki].h, kinds[ki].d};
      for (unsigned i = 0; i < N; i++)
        for (unsigned d = 0; d < 4; d++)
          c[i][d] = d == kinds[ki].la && d ? fmt_coord(i + 15, sz[d] * 2, 0, rnd) - (float)sz[d] / 2
                                           : fmt_coord((i + d * 5) % N, d < 3 ? sz[d] : 1, norm, rnd);
      ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_SAMPLER(smp[si]), LN_ARG_BUFFER(c), LN_ARG_BUFFER(out)};
      if (kinds[ki].nc == 1) {   /* read_1d takes one float per work-item */
        float c1[N], o1[N][4];
        for (unsigned i = 0; i < N; i++) c1[i] = c[i][0];
        a[2] = (ln_kernel_arg)LN_ARG_BUFFER(c1);
        a[3] = (ln_kernel_arg)LN_ARG_BUFFER(o1);
        st = run1(kinds[ki].k, N, a, 4);
        memcpy(out, o1, sizeof out);
      } else if (kinds[ki].nc == 2) {
        float c2[N][2];
        for (unsigned i = 0; i < N; i++) c2[i][0] = c[i][0], c2[i][1] = c[i][1];
        a[2] = (ln_kernel_arg)LN_ARG_BUFFER(c2);
        st = run1(kinds[ki].k, N, a, 4);
      } else {
        st = run1(kinds[ki].k, N, a, 4);
      }
      CHECK(st == LN_OK, "kind %u sampler %#x: %s", kinds[ki].kind, smp[si], ln_strerror(st));
      for (unsigned i = 0; i < N && st == LN_OK; i++) {
        double m[4];
        m_read_f(&im, smp[si], c[i], kinds[ki].nd, kinds[ki].la, m);
        for (int k = 0; k < 4; k++)
          CHECK(same_f(out[i][k], m[k], (smp[si] & LN_SAMPLER_FILTER_LINEAR) != 0),
                "kind %u sampler %#x (%g %g %g) lane %d: %.9g, model %.9g", kinds[ki].kind, smp[si], c[i][0], c[i][1],
                c[i][2], k, out[i][k], m[k]);
        if (failures > 20) return;
      }
    }
  }
  /* const sampler_t lin_repeat = normalized | repeat | linear, written in image.cl */
  ln_image im;
  ln_image_init(&im, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_FLOAT, W, H, 1, 0, 0, data, sizeof data);
  float c[N][2], out[N][4];
  for (unsigned i = 0; i < N; i++) c[i][0] = fmt_coord(i, W, 1, rnd), c[i][1] = fmt_coord(N - 1 - i, H, 1, rnd);
  ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_BUFFER(c), LN_ARG_BUFFER(out)};
  CHECK(run1(LN_KERNEL(read_const), N, a, 3) == LN_OK, "read_const");
  for (unsigned i = 0; i < N; i++) {
    double m[4];
    float cc[3] = {c[i][0], c[i][1], 0};
    m_read_f(&im, 1 | LN_SAMPLER_ADDRESS_REPEAT | LN_SAMPLER_FILTER_LINEAR, cc, 2, 0, m);
    for (int k = 0; k < 4; k++) CHECK(same_f(out[i][k], m[k], 1), "const sampler lane %d: %g, model %g", k, out[i][k], m[k]);
  }
  /* a 3D write */
  int wc[4][4] = {{1, 2, 3, 0}, {4, 0, 0, 0}, {5, 0, 0, 0}, {0, 0, -1, 0}};
  float wv[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 9, 9, 9}, {9, 9, 9, 9}};
  float before[sizeof data / sizeof data[0]];
  memcpy(before, data, sizeof data);
  ln_image_init(&im, LN_IMAGE_3D, LN_IMAGE_RGBA, LN_IMAGE_FLOAT, 5, 3, 4, 0, 0, data, sizeof data);
  ln_kernel_arg wa[] = {LN_ARG_IMAGE(&im), LN_ARG_BUFFER(wc), LN_ARG_BUFFER(wv)};
  CHECK(run1(LN_KERNEL(write_3d), 4, wa, 3) == LN_OK, "write_3d");
  memcpy(&before[((3 * 3 + 2) * 5 + 1) * 4], wv[0], 16);
  memcpy(&before[4 * 4], wv[1], 16);
  CHECK(memcmp(before, data, sizeof data) == 0, "write_3d: texels other than (1,2,3) and (4,0,0) changed or wrong");
}

/* the model of read_imageh with int coordinates q on an image of nd axes (the layer at la), with
 * a sampler of addressing mode addr (has_smp) or without */
static void m_int_h(const ln_image *im, int has_smp, unsigned addr, const int q[3], unsigned nd, unsigned la,
                    uint16_t out[4]) {
  int cc[3] = {0, 0, 0}, border = 0, edge = has_smp && addr == LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE;
  for (unsigned d = 0; d < nd + (la != 0); d++) {
    int n = la && d == la ? (int)im->array_size : m_size(im, d);
    cc[d] = q[d];
    if (edge || (has_smp && la && d == la)) cc[d] = q[d] < 0 ? 0 : q[d] >= n ? n - 1 : q[d];
    else border |= q[d] < 0 || q[d] >= n;
  }
  m_texel_h(im, border ? 0 : cc[0], border ? 0 : cc[1], border ? 0 : cc[2], border, out);
}

/* read_imageh / write_imageh on the other kinds: RGBA HALF_FLOAT images (random halves, then
 * edge values) through every sampler with float coordinates; integer coordinates with and
 * without a sampler on every kind (the 1D buffer too); writes on every kind */
static void test_kinds_h(void) {
  static uint16_t data[5 * 3 * 4 * 4];
  unsigned smp[20], ns = samplers(smp);
  struct { const ln_kernel *k; unsigned kind, w, h, d, nd, la, nc; } kinds[] = {
      {LN_KERNEL(read_1d_h), LN_IMAGE_1D, 7, 1, 1, 1, 0, 1},      {LN_KERNEL(read_1da_h), LN_IMAGE_1D_ARRAY, 7, 3, 1, 1, 1, 2},
      {LN_KERNEL(read_2da_h), LN_IMAGE_2D_ARRAY, 5, 3, 4, 2, 2, 4}, {LN_KERNEL(read_3d_h), LN_IMAGE_3D, 5, 3, 4, 3, 0, 4}};
  for (int edge = 0; edge < 2; edge++) {
    fmt_fill((unsigned char *)data, sizeof data, LN_IMAGE_HALF_FLOAT, rnd);
    if (edge) fmt_edge_fill((unsigned char *)data, sizeof data, LN_IMAGE_HALF_FLOAT);
    for (unsigned ki = 0; ki < 4; ki++) {
      ln_image im;
      ln_status st = ln_image_init(&im, kinds[ki].kind, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, kinds[ki].w, kinds[ki].h,
                                   kinds[ki].d, 0, 0, data, sizeof data);
      CHECK(st == LN_OK, "half kind %u: %s", kinds[ki].kind, ln_strerror(st));
      for (unsigned si = 0; si < ns && st == LN_OK; si++) {
        int norm = smp[si] & 1, lin = (smp[si] & LN_SAMPLER_FILTER_LINEAR) != 0;
        float c[N][4], c1[N], c2[N][2];
        uint16_t out[N][4];
        unsigned sz[3] = {kinds[ki].w, kinds[ki].h, kinds[ki].d};
        for (unsigned i = 0; i < N; i++)
          for (unsigned d = 0; d < 4; d++)
            c[i][d] = d == kinds[ki].la && d ? fmt_coord(i + 15, sz[d] * 2, 0, rnd) - (float)sz[d] / 2
                                             : fmt_coord((i + d * 5) % N, d < 3 ? sz[d] : 1, norm, rnd);
        for (unsigned i = 0; i < N; i++) c1[i] = c[i][0], c2[i][0] = c[i][0], c2[i][1] = c[i][1];
        ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_SAMPLER(smp[si]),
                             kinds[ki].nc == 1 ? LN_ARG_BUFFER(c1) : kinds[ki].nc == 2 ? LN_ARG_BUFFER(c2) : LN_ARG_BUFFER(c),
                             LN_ARG_BUFFER(out)};
        st = run1(kinds[ki].k, N, a, 4);
        CHECK(st == LN_OK, "half kind %u sampler %#x: %s", kinds[ki].kind, smp[si], ln_strerror(st));
        for (unsigned i = 0; i < N && st == LN_OK; i++) {
          uint16_t mh[4];
          double m[4];
          m_read_h(&im, smp[si], c[i], kinds[ki].nd, kinds[ki].la, mh, m);
          for (int k = 0; k < 4; k++, h_reads++)
            CHECK(same_h(out[i][k], mh[k], m[k], lin), "read_imageh kind %u sampler %#x (%g %g %g) lane %d: %#x, model %#x (%.9g)",
                  kinds[ki].kind, smp[si], c[i][0], c[i][1], c[i][2], k, out[i][k], mh[k], m[k]);
          if (failures > 20) return;
        }
      }
    }
  }
  /* integer coordinates on every kind: 1D, 1D buffer, 1D array (7 x 3 layers), 2D array (5 x 3,
   * 4 layers), 3D (5 x 3 x 4), one data buffer */
  ln_image i1, ib, i1a, i2a, i3;
  ln_image_init(&i1, LN_IMAGE_1D, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, 7, 1, 1, 0, 0, data, sizeof data);
  ln_image_init(&ib, LN_IMAGE_1D_BUFFER, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, 7, 1, 1, 0, 0, data, sizeof data);
  ln_image_init(&i1a, LN_IMAGE_1D_ARRAY, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, 7, 3, 1, 0, 0, data, sizeof data);
  ln_image_init(&i2a, LN_IMAGE_2D_ARRAY, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, 5, 3, 4, 0, 0, data, sizeof data);
  ln_image_init(&i3, LN_IMAGE_3D, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, 5, 3, 4, 0, 0, data, sizeof data);
  static const unsigned addr[] = {LN_SAMPLER_ADDRESS_NONE, LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE, LN_SAMPLER_ADDRESS_CLAMP};
  enum { NI = 200 };
  for (int ai = 0; ai < 3; ai++) {
    int32_t q[NI][4];
    uint16_t out[NI * 9][4];
    for (int i = 0; i < NI; i++)
      for (int d = 0; d < 4; d++)
        q[i][d] = i < 4 ? (i & 1 ? INT_MIN : INT_MAX) : (int)(rnd() % 11) - 2;
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&i1), LN_ARG_IMAGE(&ib), LN_ARG_IMAGE(&i1a), LN_ARG_IMAGE(&i2a), LN_ARG_IMAGE(&i3),
                         LN_ARG_SAMPLER(addr[ai] | LN_SAMPLER_FILTER_NEAREST), LN_ARG_BUFFER(q), LN_ARG_BUFFER(out)};
    ln_status st = run1(LN_KERNEL(read_kinds_h), NI, a, 8);
    CHECK(st == LN_OK, "read_kinds_h: %s", ln_strerror(st));
    const ln_image *ims[9] = {&i1, &i1, &ib, &i1a, &i1a, &i2a, &i2a, &i3, &i3};
    static const unsigned nd[9] = {1, 1, 1, 1, 1, 2, 2, 3, 3}, la[9] = {0, 0, 0, 1, 1, 2, 2, 0, 0};
    for (int i = 0; i < NI && st == LN_OK; i++)
      for (int j = 0; j < 9; j++) {
        uint16_t mh[4];
        m_int_h(ims[j], j == 0 || j == 3 || j == 5 || j == 7, addr[ai], q[i], nd[j], la[j], mh);
        for (int k = 0; k < 4; k++, h_reads++)
          CHECK(out[9 * i + j][k] == mh[k], "read_kinds_h form %d addr %u (%d %d %d) lane %d: %#x, model %#x", j, addr[ai],
                q[i][0], q[i][1], q[i][2], k, out[9 * i + j][k], mh[k]);
        if (failures > 20) return;
      }
  }
  /* writes on every kind, RGBA HALF_FLOAT: each work-item one texel of each image (or a
   * coordinate outside it); the bytes after the images untouched */
  enum { NW = 64 };
  static uint16_t img[5][5 * 3 * 4 * 4 + 8], want[5][5 * 3 * 4 * 4 + 8];
  int32_t wc[NW * 5][4];
  uint16_t wv[NW * 5][4];
  memset(img, 0xA5, sizeof img);
  memcpy(want, img, sizeof img);
  ln_image w[5];
  static const unsigned wk[5] = {LN_IMAGE_1D, LN_IMAGE_1D_BUFFER, LN_IMAGE_1D_ARRAY, LN_IMAGE_2D_ARRAY, LN_IMAGE_3D};
  static const unsigned ww[5] = {7, 7, 7, 5, 5}, wh[5] = {1, 1, 3, 3, 3}, wd[5] = {1, 1, 1, 4, 4};
  for (int j = 0; j < 5; j++)
    ln_image_init(&w[j], wk[j], LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, ww[j], wh[j], wd[j], 0, 0, img[j],
                  (size_t)ww[j] * wh[j] * wd[j] * 8);
  for (int i = 0; i < NW; i++)
    for (int j = 0; j < 5; j++) {
      int32_t *p = wc[5 * i + j];
      if (j < 2) p[0] = i - 3, p[1] = p[2] = 0;                          /* 1D: -3 .. 60 */
      else if (j == 2) p[0] = i % 9 - 1, p[1] = i / 9 - 1, p[2] = 0;    /* 1D array: -1 .. 7, layers -1 .. 6 */
      else p[0] = i % 5, p[1] = i / 5 % 3, p[2] = i / 15;               /* 2D array, 3D: z up to 4 (outside) */
      if (i == NW - 1) p[0] = INT_MIN;
      p[3] = 0;
      for (int k = 0; k < 4; k++) wv[5 * i + j][k] = (uint16_t)rnd();
      int in = p[0] >= 0 && p[0] < (int)ww[j] && p[1] >= 0 && p[1] < (int)wh[j] && p[2] >= 0 && p[2] < (int)wd[j];
      if (in) memcpy(&want[j][((size_t)(p[2] * (int)wh[j] + p[1]) * ww[j] + (size_t)p[0]) * 4], wv[5 * i + j], 8);
    }
  ln_kernel_arg wa[] = {LN_ARG_IMAGE(&w[0]), LN_ARG_IMAGE(&w[1]), LN_ARG_IMAGE(&w[2]), LN_ARG_IMAGE(&w[3]),
                        LN_ARG_IMAGE(&w[4]), LN_ARG_BUFFER(wc), LN_ARG_BUFFER(wv)};
  CHECK(run1(LN_KERNEL(write_kinds_h), NW, wa, 7) == LN_OK, "write_kinds_h");
  for (int j = 0; j < 5; j++)
    CHECK(memcmp(img[j], want[j], sizeof img[j]) == 0, "write_imageh kind %u: wrong texels or bytes outside", wk[j]);
}

/* read_write images (OpenCL C 2.0, image_rw.cl): read_imageh / read_imagef then write_imageh /
 * write_imagef of each work-item's own texel (or outside: border read, nothing written), on a 2D
 * RGBA UNORM_INT16 image and a 1D buffer RGBA HALF_FLOAT one */
static void test_rw(void) {
  enum { NR = W * H + 3 };   /* the 2D image's texels, then (-1, 0), (W, 0), (0, H); the 1D buffer at id - 1 */
  uint16_t px[W * H * 4 + 8], before[W * H * 4 + 8], bb[W * H * 4 + 8], bbefore[W * H * 4 + 8];
  fmt_fill((unsigned char *)px, sizeof px, LN_IMAGE_UNORM_INT16, rnd);
  fmt_edge_fill((unsigned char *)bb, sizeof bb, LN_IMAGE_HALF_FLOAT);
  memcpy(before, px, sizeof px);
  memcpy(bbefore, bb, sizeof bb);
  ln_image im, b;
  ln_image_init(&im, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT16, W, H, 1, 0, 0, px, (size_t)W * H * 8);
  ln_image_init(&b, LN_IMAGE_1D_BUFFER, LN_IMAGE_RGBA, LN_IMAGE_HALF_FLOAT, W * H, 1, 1, 0, 0, bb, (size_t)W * H * 8);
  int c[NR][2];
  uint16_t old[NR * 2][4], v[NR * 2][4];
  for (int i = 0; i < NR; i++) {
    c[i][0] = i < W * H ? i % W : i == W * H ? -1 : i == W * H + 1 ? W : 0;
    c[i][1] = i < W * H ? i / W : i == W * H + 2 ? H : 0;
    for (int k = 0; k < 4; k++) v[2 * i][k] = (uint16_t)rnd(), v[2 * i + 1][k] = (uint16_t)rnd();
  }
  ln_image ref = im, bref = b;
  ref.data = before;
  bref.data = bbefore;
  ln_kernel_arg a[] = {LN_ARG_IMAGE(&im), LN_ARG_IMAGE(&b), LN_ARG_BUFFER(c), LN_ARG_BUFFER(old), LN_ARG_BUFFER(v)};
  CHECK(run1(LN_KERNEL(rw_h), NR, a, 5) == LN_OK, "rw_h");
  for (int i = 0; i < NR; i++) {
    int x = c[i][0], y = c[i][1], in2 = x >= 0 && x < W && y >= 0 && y < H, x1 = i - 1, in1 = x1 >= 0 && x1 < W * H;
    uint16_t m2[4], m1[4];
    m_texel_h(&ref, in2 ? x : 0, in2 ? y : 0, 0, !in2, m2);
    m_texel_h(&bref, in1 ? x1 : 0, 0, 0, !in1, m1);
    for (int k = 0; k < 4; k++) {
      CHECK(old[2 * i][k] == m2[k] && old[2 * i + 1][k] == m1[k], "rw read_imageh (%d, %d) / %d lane %d: %#x %#x, model %#x %#x",
            x, y, x1, k, old[2 * i][k], old[2 * i + 1][k], m2[k], m1[k]);
      if (in2) before[(y * W + x) * 4 + k] = (uint16_t)m_fromh(LN_IMAGE_UNORM_INT16, v[2 * i][k]);
      if (in1) bbefore[x1 * 4 + k] = v[2 * i + 1][k];
    }
  }
  CHECK(memcmp(px, before, sizeof px) == 0 && memcmp(bb, bbefore, sizeof bb) == 0, "rw write_imageh: the images' bytes");
  /* read_imagef / write_imagef on the 2D image */
  float fo[NR][4], fv[NR][4];
  for (int i = 0; i < NR; i++)
    for (int k = 0; k < 4; k++) fv[i][k] = (float)(int)(rnd() % 3001 - 1000) / 1000.0f;
  ln_kernel_arg af[] = {LN_ARG_IMAGE(&im), LN_ARG_BUFFER(c), LN_ARG_BUFFER(fo), LN_ARG_BUFFER(fv)};
  memcpy(before, px, sizeof px);
  CHECK(run1(LN_KERNEL(rw_f), NR, af, 4) == LN_OK, "rw_f");
  for (int i = 0; i < NR; i++) {
    int x = c[i][0], y = c[i][1], in2 = x >= 0 && x < W && y >= 0 && y < H;
    float mf[4];
    m_texel_f(&ref, in2 ? x : 0, in2 ? y : 0, 0, !in2, mf);
    for (int k = 0; k < 4; k++) {
      CHECK(memcmp(&fo[i][k], &mf[k], 4) == 0, "rw read_imagef (%d, %d) lane %d: %g, model %g", x, y, k, fo[i][k], mf[k]);
      if (in2) before[(y * W + x) * 4 + k] = (uint16_t)m_fromf(LN_IMAGE_UNORM_INT16, fv[i][k]);
    }
  }
  CHECK(memcmp(px, before, sizeof px) == 0, "rw write_imagef: the image's bytes");
}

/* the two host conversions to half (image_model.h's bisection, image_fmt.h's scaling, used by
 * pocl_images.c) agree on every 4099th float and on every halfway case between halves */
static void test_f2h_models(void) {
  for (uint64_t u = 0; u < (1ull << 32); u += 4099) {
    uint32_t x = (uint32_t)u;
    float f;
    memcpy(&f, &x, 4);
    CHECK(fmt_f2h(f) == m_f2h_read(f), "float %#x to half: %#x, bisection %#x", x, fmt_f2h(f), m_f2h_read(f));
    if (failures > 20) return;
  }
  for (uint32_t h = 0; h < 0x7bff; h++) {
    float mid = (float)((m_half(h) + m_half(h + 1)) / 2);
    uint32_t want = h & 1 ? h + 1 : h;
    CHECK(fmt_f2h(mid) == want && m_f2h_read(mid) == want && fmt_f2h(-mid) == (0x8000 | want),
          "halfway after %#x: %#x, bisection %#x", h, fmt_f2h(mid), m_f2h_read(mid));
    if (failures > 20) return;
  }
  for (uint32_t h = 0; h < 0x10000; h++)   /* and back: exact, NaNs with their payload */
    CHECK(((h & 0x7c00) == 0x7c00 && (h & 0x3ff)) ? fmt_f2h(fmt_h2f((uint16_t)h)) == (h | 0x200)
                                                 : fmt_h2f((uint16_t)h) == (float)m_half(h) && fmt_f2h(fmt_h2f((uint16_t)h)) == h,
          "half %#x to float and back", h);
}

static void test_query_and_errors(void) {
  static unsigned char buf[4096];
  ln_image a, b, ci, d, keep;
  CHECK(ln_image_init(&a, LN_IMAGE_2D, LN_IMAGE_RG, LN_IMAGE_UNORM_INT16, 7, 3, 1, 32, 0, buf, 32 * 3) == LN_OK, "2d");
  CHECK(ln_image_init(&b, LN_IMAGE_3D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 5, 6, 0, 0, buf, 4 * 5 * 6 * 4) == LN_OK, "3d");
  CHECK(ln_image_init(&ci, LN_IMAGE_2D_ARRAY, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 5, 9, 0, 0, buf, 4 * 5 * 9 * 4) == LN_OK, "2da");
  CHECK(ln_image_init(&d, LN_IMAGE_1D_ARRAY, LN_IMAGE_R, LN_IMAGE_FLOAT, 11, 6, 1, 0, 0, buf, 11 * 6 * 4) == LN_OK, "1da");
  int out[13] = {0}, want[13] = {7, 3, LN_IMAGE_RG, LN_IMAGE_UNORM_INT16, 7, 3, 4, 5, 6, 6, 9, 6, 11};
  ln_kernel_arg q[] = {LN_ARG_IMAGE(&a), LN_ARG_IMAGE(&b), LN_ARG_IMAGE(&ci), LN_ARG_IMAGE(&d), LN_ARG_BUFFER(out)};
  CHECK(run1(LN_KERNEL(query), 1, q, 5) == LN_OK, "query");
  for (int i = 0; i < 13; i++) CHECK(out[i] == want[i], "query %d: %d, want %d", i, out[i], want[i]);
  /* an image of the wrong kind, a modified description: nothing run */
  memset(out, 0, sizeof out);
  q[1] = (ln_kernel_arg)LN_ARG_IMAGE(&ci);
  CHECK(run1(LN_KERNEL(query), 1, q, 5) == LN_EINVAL && out[0] == 0, "query with a 2D array as image3d_t");
  q[1] = (ln_kernel_arg)LN_ARG_IMAGE(&b);
  b.width = 400;
  CHECK(run1(LN_KERNEL(query), 1, q, 5) == LN_EINVAL && out[0] == 0, "query with an enlarged image");
  q[1] = (ln_kernel_arg)LN_ARG_IMAGE(NULL);
  CHECK(run1(LN_KERNEL(query), 1, q, 5) == LN_ENULL && out[0] == 0, "query with a NULL image");
  /* ln_image_init: errors leave the description alone */
  memset(&keep, 0x5A, sizeof keep);
  ln_image e = keep;
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, 16, 16, 1, 0, 0, buf, 16 * 16 * 4 - 1) == LN_EINVAL,
        "buffer one byte short");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, 16, 16, 1, 80, 0, buf, 15 * 80 + 64 - 1) == LN_EINVAL,
        "buffer short with a row pitch");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_BGRA, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, buf, sizeof buf) == LN_EINVAL,
        "BGRA float");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_RGBA, 0x10D4, 4, 4, 1, 0, 0, buf, sizeof buf) == LN_EINVAL, "565");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, 0x10B4, LN_IMAGE_UNORM_INT8, 4, 4, 1, 0, 0, buf, sizeof buf) == LN_EINVAL, "RGB");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 0, 4, 1, 0, 0, buf, sizeof buf) == LN_EINVAL, "width 0");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 0, 1, 0, 0, buf, sizeof buf) == LN_EINVAL, "height 0");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 2, 0, 0, buf, sizeof buf) == LN_EINVAL, "2D, depth 2");
  CHECK(ln_image_init(&e, LN_IMAGE_3D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 0, 0, 0, buf, sizeof buf) == LN_EINVAL, "depth 0");
  CHECK(ln_image_init(&e, 9, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, buf, sizeof buf) == LN_EINVAL, "kind 9");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 6, 0, buf, sizeof buf) == LN_EINVAL, "pitch 6");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, SIZE_MAX, 4, 1, 0, 0, buf, SIZE_MAX) == LN_EINVAL, "huge");
  CHECK(ln_image_init(&e, LN_IMAGE_3D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 4, 0, 8, buf, sizeof buf) == LN_EINVAL, "slice pitch");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, buf + 1, sizeof buf - 1) == LN_EALIGN,
        "misaligned");
  CHECK(ln_image_init(&e, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, NULL, sizeof buf) == LN_ENULL, "NULL data");
  CHECK(ln_image_init(NULL, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, buf, sizeof buf) == LN_ENULL, "NULL img");
  CHECK(memcmp(&e, &keep, sizeof e) == 0, "a failing ln_image_init wrote the description");
  /* invalid sampler bits: nothing run */
  static const unsigned bad[] = {0, LN_SAMPLER_ADDRESS_REPEAT | LN_SAMPLER_FILTER_NEAREST,
                                 LN_SAMPLER_ADDRESS_MIRRORED_REPEAT | LN_SAMPLER_FILTER_LINEAR, 1 | 0x30, 1 | 0xA | 0x10,
                                 1 | 0x10 | 0x40, 1 | 0xC | 0x10, 0x10 | 0x100};
  float c[2] = {0, 0}, f[4] = {7, 7, 7, 7};
  ln_image_init(&a, LN_IMAGE_2D, LN_IMAGE_R, LN_IMAGE_FLOAT, 4, 4, 1, 0, 0, buf, sizeof buf);
  for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    ln_kernel_arg r[] = {LN_ARG_IMAGE(&a), LN_ARG_SAMPLER(bad[i]), LN_ARG_BUFFER(c), LN_ARG_BUFFER(f)};
    CHECK(run1(LN_KERNEL(read_f), 1, r, 4) == LN_EINVAL && f[0] == 7, "sampler bits %#x accepted", bad[i]);
  }
  ln_kernel_arg r[] = {LN_ARG_IMAGE(&a), LN_ARG_VALUE(c), LN_ARG_BUFFER(c), LN_ARG_BUFFER(f)};
  CHECK(run1(LN_KERNEL(read_f), 1, r, 4) == LN_EINVAL && f[0] == 7, "a value as the sampler");
  r[1] = (ln_kernel_arg)LN_ARG_SAMPLER(LN_SAMPLER_FILTER_NEAREST);
  r[0] = (ln_kernel_arg)LN_ARG_BUFFER(buf);
  CHECK(run1(LN_KERNEL(read_f), 1, r, 4) != LN_OK && f[0] == 7, "a buffer as the image");
}

int main(void) {
  unsigned formats = 0;
  for (unsigned oi = 0; oi < NORDERS; oi++)
    for (unsigned ti = 0; ti < NTYPES; ti++) {
      if (!fmt_valid(ORDERS[oi], TYPES[ti])) continue;
      formats++;
      test_reads(ORDERS[oi], TYPES[ti], 0);
      test_int_coords(ORDERS[oi], TYPES[ti], 0);
      if (ORDERS[oi] == LN_IMAGE_RGBA || ORDERS[oi] == LN_IMAGE_RA) {   /* images of edge values */
        test_reads(ORDERS[oi], TYPES[ti], 1);
        test_int_coords(ORDERS[oi], TYPES[ti], 1);
      }
      test_writes(ORDERS[oi], TYPES[ti]);
      if (failures > 20) break;
    }
  test_kinds();
  test_kinds_h();
  test_f2h_models();
  test_rw();
  test_query_and_errors();
  printf("images: %u formats, %s; read_imageh: %lu lanes, write_imageh: %lu channels checked\n",
         formats, failures ? "FAILED" : "all as the model", h_reads, h_writes);
  return failures != 0;
}
