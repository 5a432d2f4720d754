/* The image built-ins (src/clc/image.cl) against PoCL's (OpenCL 1.2 image API: clCreateImage,
 * clCreateSampler) on the kernels of tests/clc/image.cl: every channel order x type PoCL
 * supports, every valid sampler, where OpenCL defines the result (read_imagef on normalized,
 * half and float channels, read_imagei on signed, read_imageui on unsigned ones; coordinates
 * finite, inside the image for CLK_ADDRESS_NONE): nearest filtering bit for bit, linear within
 * 2^-10 of the largest weighted texel (OpenCL leaves the filter's precision to the device);
 * integer coordinates; every write form, the image's bytes bit for bit.  Not compared: half
 * channels (PoCL reads them wrongly) and the alpha of R and RG images in read_imagei/ui and in
 * the border color (PoCL: 0; OpenCL: 1), counted and printed.  Exit 77 (SKIPPED): no
 * PoCL device.
 * read_imageh / write_imageh (cl_khr_fp16, which PoCL 3 has not got): lanes' read_imageh against
 * PoCL's read_imagef on the same image, sampler and coordinates, rounded to half on the host
 * (fmt_f2h of image_fmt.h: nearest even, by scaling in double), bit for bit with nearest
 * filtering and integer coordinates, within the linear tolerance plus half an ulp of half with
 * linear filtering; lanes' write_imageh of halves against PoCL's write_imagef of the same values
 * widened to float on the host (fmt_h2f), byte for byte; also on images of edge values
 * (fmt_edge_fill: infinities, -0, NaNs, half subnormals and halfway cases, normalized extremes). */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "clc_pocl.h"
#include "clc_test.h"
#include "image_fmt.h"

#ifndef CLC_SOURCE_DIR
#error "CLC_SOURCE_DIR: the directory of the .cl files"
#endif

LN_KERNEL_DECLARE(read_f);
LN_KERNEL_DECLARE(read_i);
LN_KERNEL_DECLARE(read_ui);
LN_KERNEL_DECLARE(read_int);
LN_KERNEL_DECLARE(write_f);
LN_KERNEL_DECLARE(write_i);
LN_KERNEL_DECLARE(write_ui);
LN_KERNEL_DECLARE(read_h);
LN_KERNEL_DECLARE(read_int_h);
LN_KERNEL_DECLARE(write_h);

#define W 7
#define H 5
#define N 512

static cl_context ctx;
static cl_command_queue queue;
static cl_device_id dev;
static cl_program prog;

static uint64_t rnd(void) { return next(); }

static int build(void) {
  char path[1024];
  snprintf(path, sizeof path, "%s/image.cl", CLC_SOURCE_DIR);
  FILE *f = fopen(path, "rb");
  if (!f) return 0;
  static char src[1 << 16];
  size_t n = fread(src, 1, sizeof src - 1, f);
  fclose(f);
  src[n] = 0;
  const char *s = src;
  cl_int err;
  prog = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
  if (err != CL_SUCCESS || clBuildProgram(prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
    char log[8192] = "";
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
    printf("PoCL does not build image.cl:\n%s\n", log);
    return 0;
  }
  return 1;
}

static int supported(unsigned o, unsigned t, cl_mem_flags flags) {
  cl_image_format fm[512];
  cl_uint n = 0;
  clGetSupportedImageFormats(ctx, flags, CL_MEM_OBJECT_IMAGE2D, 512, fm, &n);
  for (cl_uint i = 0; i < n && i < 512; i++)
    if (fm[i].image_channel_order == o && fm[i].image_channel_data_type == t) return 1;
  return 0;
}

/* runs kernel name on PoCL: an image of (o, t) over img (read back into img after the run),
 * then optional sampler bits (smp != ~0u), then buffers bufs[0..nb) of sizes sz (read back) */
static int pocl_run(const char *name, unsigned o, unsigned t, int write, unsigned char *img, unsigned smp,
                    void **bufs, const size_t *sz, unsigned nb, size_t items) {
  cl_int err;
  cl_image_format fm = {o, t};
  cl_image_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = W;
  desc.image_height = H;
  cl_mem im = clCreateImage(ctx, (write ? CL_MEM_WRITE_ONLY : CL_MEM_READ_ONLY) | CL_MEM_COPY_HOST_PTR, &fm, &desc,
                            img, &err);
  if (err != CL_SUCCESS) return 0;
  cl_kernel k = clCreateKernel(prog, name, &err);
  unsigned a = 0;
  int ok = err == CL_SUCCESS && clSetKernelArg(k, a++, sizeof im, &im) == CL_SUCCESS;
  cl_sampler s = NULL;
  if (ok && smp != ~0u) {
    static const cl_addressing_mode am[] = {CL_ADDRESS_NONE, CL_ADDRESS_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP,
                                            CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT};
    s = clCreateSampler(ctx, smp & 1, am[(smp & 0xE) / 2], smp & LN_SAMPLER_FILTER_LINEAR ? CL_FILTER_LINEAR
                                                                                          : CL_FILTER_NEAREST, &err);
    ok = err == CL_SUCCESS && clSetKernelArg(k, a++, sizeof s, &s) == CL_SUCCESS;
  }
  cl_mem m[8] = {0};
  for (unsigned i = 0; ok && i < nb; i++) {
    m[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sz[i], bufs[i], &err);
    ok = err == CL_SUCCESS && clSetKernelArg(k, a++, sizeof m[i], &m[i]) == CL_SUCCESS;
  }
  if (ok) ok = clEnqueueNDRangeKernel(queue, k, 1, NULL, &items, NULL, 0, NULL, NULL) == CL_SUCCESS;
  size_t origin[3] = {0, 0, 0}, region[3] = {W, H, 1};
  if (ok) ok = clEnqueueReadImage(queue, im, CL_TRUE, origin, region, 0, 0, img, 0, NULL, NULL) == CL_SUCCESS;
  for (unsigned i = 0; i < nb; i++) {
    if (ok) ok = clEnqueueReadBuffer(queue, m[i], CL_TRUE, 0, sz[i], bufs[i], 0, NULL, NULL) == CL_SUCCESS;
    if (m[i]) clReleaseMemObject(m[i]);
  }
  if (s) clReleaseSampler(s);
  clReleaseKernel(k);
  clReleaseMemObject(im);
  return ok;
}

static unsigned compared, compared_h, pocl_border;
static unsigned long h_lanes;   /* read_imageh lanes and write_imageh bytes compared */
static unsigned fbits(float f) {
  unsigned u;
  memcpy(&u, &f, sizeof u);
  return u;
}
static int close_f(float p, float l, float mag, int lin) {
  if (isnan(p) || isnan(l)) return isnan(p) && isnan(l);
  if (!lin) return memcmp(&p, &l, 4) == 0;
  if (isinf(p) || isinf(l)) return p == l;
  return fabsf(p - l) <= 0x1p-10f * (1 + mag);
}

/* lanes' read_imageh lane h against PoCL's read_imagef lane p rounded to half on the host */
static int close_h(uint16_t h, float p, float mag, int lin) {
  if (!lin) return h == fmt_f2h(p);
  float g = fmt_h2f(h);
  if (isnan(g) || isnan(p)) return isnan(g) && isnan(p);
  if (isinf(p)) return g == p;
  if (isinf(g)) return fabsf(p) >= 65504 && (g > 0) == (p > 0);
  return fabsf(g - p) <= 0x1p-10f * (1 + mag) + 0x1p-11f * fabsf(p) + 0x1p-25f;
}

/* float coordinates through every sampler (edge: an image of edge values) */
static void reads(unsigned o, unsigned t, int edge) {
  unsigned es = fmt_csize(t) * fmt_nch(o);
  static unsigned char img[W * H * 16], copy[W * H * 16];
  fmt_fill(img, W * H * es, t, rnd);
  if (edge) fmt_edge_fill(img, W * H * es, t);
  ln_image li;
  ln_image_init(&li, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, img, W * H * es);
  unsigned smp[20], ns = samplers(smp);
  int fl = fmt_is_float(t);
  for (unsigned si = 0; si < ns; si++) {
    int norm = smp[si] & 1, lin = (smp[si] & LN_SAMPLER_FILTER_LINEAR) != 0;
    if (lin && !fl) continue;   /* linear filtering is defined for read_imagef only */
    static float c[N][2];
    for (unsigned i = 0; i < N; i++) {
      /* the special coordinates of magnitude <= 1 (+-0, +-0.5, -1); not the far ones (+-1e30, 3e9,
       * 2^25), where PoCL's float to int conversions overflow (test_image.c checks lanes there) */
      unsigned kx = i < 5 || (i > 9 && i < 14) ? i + 14 : i, ky = (i * 7 + 5) % N;
      float x = fmt_coord(kx, W, norm, rnd), y = fmt_coord(ky < 5 || (ky > 9 && ky < 14) ? ky + 14 : ky, H, norm, rnd);
      if ((smp[si] & 0xE) == LN_SAMPLER_ADDRESS_NONE) {   /* defined inside the image only */
        x = (float)(rnd() % (W * 64)) / 64.0f + (lin ? 0.0f : 0.0f);
        y = (float)(rnd() % (H * 64)) / 64.0f;
        if (lin) x = 0.5f + x * (W - 1) / W, y = 0.5f + y * (H - 1) / H;
        if (norm) x /= W, y /= H;
      }
      c[i][0] = x, c[i][1] = y;
    }
    static float pf[N][4], lf[N][4];
    memset(pf, 0, sizeof pf);
    memcpy(copy, img, sizeof img);
    const char *kn = fl ? "read_f" : fmt_is_signed(t) ? "read_i" : "read_ui";
    void *bufs[2] = {c, pf};
    size_t sz[2] = {sizeof c, sizeof pf};
    if (!pocl_run(kn, o, t, 0, copy, smp[si], bufs, sz, 2, N)) {
      CHECK(0, "PoCL %s %x %x sampler %#x failed", kn, o, t, smp[si]);
      return;
    }
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&li), LN_ARG_SAMPLER(smp[si]), LN_ARG_BUFFER(c), LN_ARG_BUFFER(lf)};
    const ln_kernel *k = fl ? LN_KERNEL(read_f) : fmt_is_signed(t) ? LN_KERNEL(read_i) : LN_KERNEL(read_ui);
    ln_ndrange nd = {1, {0}, {N}, {64}};
    CHECK(ln_kernel_run(k, &nd, a, 4) == LN_OK, "lanes %s", kn);
    static uint16_t lh[N][4];
    if (fl) {
      a[3] = (ln_kernel_arg)LN_ARG_BUFFER(lh);
      CHECK(ln_kernel_run(LN_KERNEL(read_h), &nd, a, 4) == LN_OK, "lanes read_h");
    }
    float mag = 0;
    for (unsigned i = 0; i < N; i++)
      for (int q = 0; q < 4; q++)
        if (fl && !isnan(lf[i][q])) mag = fmaxf(mag, fabsf(lf[i][q]));
    for (unsigned i = 0; i < N; i++)
      for (int q = 0; q < 4; q++) {
        int ok = fl ? close_f(pf[i][q], lf[i][q], mag, lin) : memcmp(&pf[i][q], &lf[i][q], 4) == 0;
        /* PoCL's alpha of R and RG images is 0 in its border color and in read_imagei/ui;
         * OpenCL 1.2 (8.3, 8.2.1) and lanes: 1 */
        if (!ok && q == 3 && (o == LN_IMAGE_R || o == LN_IMAGE_RG) &&
            (!fl || (smp[si] & 0xE) == LN_SAMPLER_ADDRESS_CLAMP))
          ok = 1, pocl_border++;
        CHECK(ok, "%s %x %x sampler %#x (%.9g, %.9g) lane %d: PoCL %.9g (%#x) lanes %.9g (%#x)", kn, o, t, smp[si],
              c[i][0], c[i][1], q, pf[i][q], fbits(pf[i][q]), lf[i][q], fbits(lf[i][q]));
        ok = !fl || close_h(lh[i][q], pf[i][q], mag, lin);
        h_lanes += fl;
        if (!ok && q == 3 && (o == LN_IMAGE_R || o == LN_IMAGE_RG) && (smp[si] & 0xE) == LN_SAMPLER_ADDRESS_CLAMP)
          ok = 1;   /* PoCL's border alpha, as above (counted there) */
        CHECK(ok, "read_imageh %x %x sampler %#x (%.9g, %.9g) lane %d: PoCL read_imagef %.9g (%#x, half %#x), lanes %#x",
              o, t, smp[si], c[i][0], c[i][1], q, pf[i][q], fbits(pf[i][q]), fmt_f2h(pf[i][q]), lh[i][q]);
        if (failures > 30) return;
      }
    compared++;
    compared_h += fl;
  }
}

/* write_imagef / i / ui: every texel once; the image's bytes */
static void writes(unsigned o, unsigned t) {
  unsigned es = fmt_csize(t) * fmt_nch(o);
  static const float fs[] = {INFINITY, -INFINITY, 1e30f, -1e30f, 0.5f / 255.0f, 1.5f / 255.0f, 2.5f / 255.0f, -0.0f,
                             1.0f, -1.0f, 0.5f, 2.5f, -2.5f, 65519.0f, 65520.0f, 1e-7f, 4e9f, -3e9f, 127.5f, 32767.5f,
                             0.5f / 127.0f, 1.5f / 65535.0f};
  static int c[W * H][2];
  for (int i = 0; i < W * H; i++) c[i][0] = i % W, c[i][1] = i / W;
  static float fv[W * H][4];
  static int32_t iv[W * H][4];
  for (int i = 0; i < W * H; i++)
    for (int k = 0; k < 4; k++) {
      unsigned r = (unsigned)next();
      fv[i][k] = r % 3 ? fs[r / 3 % (sizeof fs / sizeof fs[0])] : (float)(int)(r % 20001 - 10000) / 5000.0f;
      iv[i][k] = r % 3 ? (int32_t)(r / 3 % 70000) - 35000 : (int32_t)r;
    }
  int form = fmt_is_float(t) ? 0 : fmt_is_signed(t) ? 1 : 2;
  static unsigned char pimg[W * H * 16], limg[W * H * 16];
  memset(pimg, 0, sizeof pimg);
  memset(limg, 0, sizeof limg);
  const char *kn = form == 0 ? "write_f" : form == 1 ? "write_i" : "write_ui";
  void *bufs[2] = {c, form ? (void *)iv : (void *)fv};
  size_t sz[2] = {sizeof c, sizeof fv};
  if (!pocl_run(kn, o, t, 1, pimg, ~0u, bufs, sz, 2, W * H)) {
    CHECK(0, "PoCL %s %x %x failed", kn, o, t);
    return;
  }
  ln_image li;
  ln_image_init(&li, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, limg, W * H * es);
  ln_kernel_arg a[] = {LN_ARG_IMAGE(&li), LN_ARG_BUFFER(c), LN_ARG_BUFFER(bufs[1])};
  const ln_kernel *k = form == 0 ? LN_KERNEL(write_f) : form == 1 ? LN_KERNEL(write_i) : LN_KERNEL(write_ui);
  ln_ndrange nd = {1, {0}, {W * H}, {1}};
  CHECK(ln_kernel_run(k, &nd, a, 3) == LN_OK, "lanes %s", kn);
  for (unsigned b = 0; b < W * H * es; b++) {
    CHECK(pimg[b] == limg[b], "%s %x %x: byte %u (texel %u): PoCL %02x lanes %02x", kn, o, t, b, b / es, pimg[b],
          limg[b]);
    if (failures > 30) return;
  }
  compared++;
  if (form) return;
  /* write_imageh: lanes' writes of halves, PoCL's write_imagef of the same values as floats
   * (NaN halves left out: PoCL's NaN conversions are not compared above either) */
  static const uint16_t hs[] = {0x7c00, 0xfc00, 0x8000, 0x0000, 0x0001, 0x8001, 0x03ff, 0x0400, 0x7bff, 0xfbff,
                                0x3c00, 0xbc00, 0x3800, 0x4000, 0xc000, 0x1c04, 0x2008, 0x2010, 0x5bf8, 0x5bfc,
                                0x3bff, 0xb800, 0x1800, 0x0200};
  static uint16_t hv[W * H][4];
  for (int i = 0; i < W * H; i++)
    for (int q = 0; q < 4; q++) {
      unsigned r = (unsigned)next();
      hv[i][q] = r % 3 ? hs[r / 3 % (sizeof hs / sizeof hs[0])] : (uint16_t)(r >> 8);
      if ((hv[i][q] & 0x7c00) == 0x7c00 && (hv[i][q] & 0x3ff)) hv[i][q] ^= 0x4000;   /* no NaN */
      fv[i][q] = fmt_h2f(hv[i][q]);
    }
  memset(pimg, 0, sizeof pimg);
  memset(limg, 0, sizeof limg);
  bufs[1] = fv;
  if (!pocl_run("write_f", o, t, 1, pimg, ~0u, bufs, sz, 2, W * H)) {
    CHECK(0, "PoCL write_f (halves) %x %x failed", o, t);
    return;
  }
  ln_kernel_arg ah[] = {LN_ARG_IMAGE(&li), LN_ARG_BUFFER(c), LN_ARG_BUFFER(hv)};
  CHECK(ln_kernel_run(LN_KERNEL(write_h), &nd, ah, 3) == LN_OK, "lanes write_h");
  for (unsigned b = 0; b < W * H * es; b++) {
    h_lanes++;
    CHECK(pimg[b] == limg[b], "write_imageh %x %x: byte %u (texel %u, half %#x): PoCL write_imagef %02x lanes %02x", o, t,
          b, b / es, hv[b / es][0], pimg[b], limg[b]);
    if (failures > 30) return;
  }
  compared_h++;
}

/* integer coordinates, with clamp-to-edge and clamp samplers (out of range defined) and without */
static void int_coords(unsigned o, unsigned t, int edge) {
  unsigned es = fmt_csize(t) * fmt_nch(o);
  static unsigned char img[W * H * 16], copy[W * H * 16];
  fmt_fill(img, W * H * es, t, rnd);
  if (edge) fmt_edge_fill(img, W * H * es, t);
  ln_image li;
  ln_image_init(&li, LN_IMAGE_2D, o, t, W, H, 1, 0, 0, img, W * H * es);
  enum { M = (W + 6) * (H + 6) };
  static int c[M][2];
  for (int i = 0; i < M; i++) c[i][0] = i % (W + 6) - 3, c[i][1] = i / (W + 6) - 3;
  static const unsigned addr[] = {LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE, LN_SAMPLER_ADDRESS_CLAMP};
  for (int ai = 0; ai < 2; ai++) {
    static float pf[M][4], lf[M][4], ppf[M][4], lpf[M][4];
    static int32_t pn[M][4], ln[M][4], ppn[M][4], lpn[M][4];
    static uint32_t pu[M][4], lu[M][4];
    unsigned smp = addr[ai] | LN_SAMPLER_FILTER_NEAREST;
    void *bufs[6] = {c, pf, pn, pu, ppf, ppn};
    size_t sz[6] = {sizeof c, sizeof pf, sizeof pn, sizeof pu, sizeof ppf, sizeof ppn};
    memcpy(copy, img, sizeof img);
    if (!pocl_run("read_int", o, t, 0, copy, smp, bufs, sz, 6, M)) {
      CHECK(0, "PoCL read_int %x %x failed", o, t);
      return;
    }
    ln_kernel_arg a[] = {LN_ARG_IMAGE(&li), LN_ARG_SAMPLER(smp), LN_ARG_BUFFER(c), LN_ARG_BUFFER(lf),
                         LN_ARG_BUFFER(ln), LN_ARG_BUFFER(lu), LN_ARG_BUFFER(lpf), LN_ARG_BUFFER(lpn)};
    ln_ndrange nd = {1, {0}, {M}, {1}};
    CHECK(ln_kernel_run(LN_KERNEL(read_int), &nd, a, 8) == LN_OK, "lanes read_int");
    static uint16_t lh[M][4], lph[M][4];
    ln_kernel_arg ah[] = {LN_ARG_IMAGE(&li), LN_ARG_SAMPLER(smp), LN_ARG_BUFFER(c), LN_ARG_BUFFER(lh), LN_ARG_BUFFER(lph)};
    CHECK(ln_kernel_run(LN_KERNEL(read_int_h), &nd, ah, 5) == LN_OK, "lanes read_int_h");
    for (int i = 0; i < M; i++) {
      int in = c[i][0] >= 0 && c[i][0] < W && c[i][1] >= 0 && c[i][1] < H;
      for (int q = 0; q < 4; q++) {
        int ok = fmt_is_float(t) ? close_f(pf[i][q], lf[i][q], 0, 0) && (!in || close_f(ppf[i][q], lpf[i][q], 0, 0))
               : fmt_is_signed(t) ? pn[i][q] == ln[i][q] && (!in || ppn[i][q] == lpn[i][q])
               : pu[i][q] == lu[i][q];
        if (!ok && q == 3 && (o == LN_IMAGE_R || o == LN_IMAGE_RG) &&
            (!fmt_is_float(t) || (!in && addr[ai] == LN_SAMPLER_ADDRESS_CLAMP)))
          ok = 1, pocl_border++;   /* PoCL's alpha, as in reads() */
        CHECK(ok, "read_int %x %x addr %u (%d, %d) lane %d: PoCL %g %d %u / %g %d, lanes %g %d %u / %g %d", o, t,
              addr[ai], c[i][0], c[i][1], q, pf[i][q], pn[i][q], pu[i][q], ppf[i][q], ppn[i][q], lf[i][q], ln[i][q],
              lu[i][q], lpf[i][q], lpn[i][q]);
        if (fmt_is_float(t)) {
          ok = lh[i][q] == fmt_f2h(pf[i][q]) && (!in || lph[i][q] == fmt_f2h(ppf[i][q]));
          h_lanes += 1 + in;
          if (!ok && q == 3 && (o == LN_IMAGE_R || o == LN_IMAGE_RG) && !in && addr[ai] == LN_SAMPLER_ADDRESS_CLAMP)
            ok = 1;   /* PoCL's border alpha */
          CHECK(ok, "read_imageh int %x %x addr %u (%d, %d) lane %d: PoCL read_imagef %g / %g, lanes %#x / %#x", o, t,
                addr[ai], c[i][0], c[i][1], q, pf[i][q], ppf[i][q], lh[i][q], lph[i][q]);
        }
        if (failures > 30) return;
      }
    }
    compared++;
    compared_h += fmt_is_float(t);
  }
}

int main(void) {
  if (!clc_pocl_setup(&ctx, &queue, &dev)) {
    printf("SKIPPED: no PoCL device (pocl-opencl-icd)\n");
    return 77;
  }
  if (!build()) return 1;
  unsigned formats = 0, skipped = 0;
  char names[2048] = "";
  for (unsigned oi = 0; oi < NORDERS; oi++)
    for (unsigned ti = 0; ti < NTYPES; ti++) {
      unsigned o = ORDERS[oi], t = TYPES[ti];
      if (!fmt_valid(o, t)) continue;
      /* PoCL 3's HALF_FLOAT images read back constant garbage (234.0 for every texel): not compared */
      if (t == LN_IMAGE_HALF_FLOAT || !supported(o, t, CL_MEM_READ_ONLY) || !supported(o, t, CL_MEM_WRITE_ONLY)) {
        skipped++;
        snprintf(names + strlen(names), sizeof names - strlen(names), " %x/%x", o, t);
        continue;
      }
      formats++;
      reads(o, t, 0);
      int_coords(o, t, 0);
      if (o == LN_IMAGE_RGBA) {   /* images of edge values */
        reads(o, t, 1);
        int_coords(o, t, 1);
      }
      writes(o, t);
      if (failures > 30) break;
    }
  printf("images: %u formats compared with PoCL (%u launches), %u not supported by PoCL; %u alphas of R/RG images where "
         "PoCL returns 0 (OpenCL: 1): %s\n", formats, compared, skipped, pocl_border,
         failures ? "FAILED" : "identical (linear: within tolerance)");
  printf("read_imageh / write_imageh: %u launches, %lu lanes and bytes compared with PoCL's read_imagef / write_imagef "
         "(rounded to half, widened to float on the host)\n", compared_h, h_lanes);
  printf("not supported by PoCL (order/type):%s\n", names);
  return failures != 0;
}
