/* The same OpenCL C kernels (bench.cl, atomics.cl, async.cl, image.cl) run by PoCL (warm: built and run once before timing,
 * buffers wrapping host memory) and by lanes' kernel layer (one thread, and every CPU through
 * ln_kernel_run_part).  Prints MB/s of kernel input (best of 7 runs) and the ratio kernel layer
 * (one thread) / PoCL.  PoCL uses its compute units (printed); POCL_MAX_PTHREAD_COUNT=1 makes it
 * single-threaded.  Built with -DLANES_BUILD_BENCH=ON -DLANES_KERNELS=ON when OpenCL is found:
 *   [POCL_MAX_PTHREAD_COUNT=1] ./bench_kernels [MiB per buffer, default 16; 0.25: cache-resident] */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <lanes/kernel.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

LN_KERNEL_DECLARE(rgba);
LN_KERNEL_DECLARE(swizzle);
LN_KERNEL_DECLARE(shuf_rt);
LN_KERNEL_DECLARE(shuf2_rt);
LN_KERNEL_DECLARE(aos_soa);
LN_KERNEL_DECLARE(saxpy);
LN_KERNEL_DECLARE(explog);
LN_KERNEL_DECLARE(histogram);
LN_KERNEL_DECLARE(tile_avg);
LN_KERNEL_DECLARE(conv3x3);

typedef struct { const char *name; const ln_kernel *k; unsigned nbuf; unsigned item; int value; } kdesc;
#define NK 9
static kdesc K[NK];
static unsigned char m16[16] __attribute__((aligned(16)));
static float gain = 1.5f;

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* ---- lanes ---- */
typedef struct { const kdesc *d; ln_kernel_arg *a; ln_ndrange *nd; unsigned part, nparts; } job;
static void *part(void *p) {
  job *j = p;
  ln_kernel_run_part(j->d->k, j->nd, j->a, j->d->nbuf + (j->d->value != 0), j->part, j->nparts);
  return NULL;
}
static double lanes_run(const kdesc *d, unsigned char **buf, size_t items, unsigned threads) {
  ln_kernel_arg a[6];
  unsigned n = 0;
  for (; n < d->nbuf; n++) a[n] = LN_ARG_BUFFER(buf[n]);
  if (d->value == 1) a[n++] = LN_ARG_VALUE(m16);
  if (d->value == 2) a[n++] = LN_ARG_VALUE(gain);
  ln_ndrange nd = {1, {0}, {items}, {64}};
  double best = 1e30;
  for (int r = 0; r < 7; r++) {
    double t0 = now();
    if (threads == 1) {
      ln_kernel_run(d->k, &nd, a, n);
    } else {
      pthread_t th[256];
      job j[256];
      for (unsigned t = 0; t < threads; t++) {
        j[t] = (job){d, a, &nd, t, threads};
        pthread_create(&th[t], NULL, part, &j[t]);
      }
      for (unsigned t = 0; t < threads; t++) pthread_join(th[t], NULL);
    }
    double t = now() - t0;
    if (t < best) best = t;
  }
  return best;
}

/* ---- PoCL ---- */
static double ocl_run(cl_context ctx, cl_command_queue q, cl_program prog, const kdesc *d, unsigned char **buf,
                      size_t bytes, size_t items) {
  cl_int e;
  cl_kernel k = clCreateKernel(prog, d->name, &e);
  if (e != CL_SUCCESS) return -1;
  cl_mem m[5];
  for (unsigned i = 0; i < d->nbuf; i++) {
    m[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, bytes, buf[i], &e);
    clSetKernelArg(k, i, sizeof m[i], &m[i]);
  }
  if (d->value == 1) clSetKernelArg(k, d->nbuf, 16, m16);
  if (d->value == 2) clSetKernelArg(k, d->nbuf, sizeof gain, &gain);
  double best = 1e30;
  for (int r = 0; r < 8; r++) {   /* the first run builds and warms up */
    double t0 = now();
    size_t local = 64;
    clEnqueueNDRangeKernel(q, k, 1, NULL, &items, &local, 0, NULL, NULL);
    clFinish(q);
    double t = now() - t0;
    if (r && t < best) best = t;
  }
  for (unsigned i = 0; i < d->nbuf; i++) clReleaseMemObject(m[i]);
  clReleaseKernel(k);
  return best;
}

/* ---- the image row: conv3x3 of image.cl over an RGBA UNORM_INT8 image of `bytes` bytes, 1024 wide ---- */
typedef struct { ln_kernel_arg *a; ln_ndrange *nd; unsigned part, nparts; } ijob;
static void *ipart(void *p) {
  ijob *j = p;
  ln_kernel_run_part(LN_KERNEL(conv3x3), j->nd, j->a, 2, j->part, j->nparts);
  return NULL;
}
static double image_lanes(unsigned char *in, unsigned char *out, size_t bytes, unsigned threads) {
  size_t w = 1024, h = bytes / 4 / w;
  ln_image src, dst;
  if (ln_image_init(&src, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, w, h, 1, 0, 0, in, bytes) != LN_OK ||
      ln_image_init(&dst, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, w, h, 1, 0, 0, out, bytes) != LN_OK)
    return -1;
  ln_kernel_arg a[2] = {LN_ARG_IMAGE(&src), LN_ARG_IMAGE(&dst)};
  ln_ndrange nd = {2, {0}, {w, h}, {64, 1}};
  double best = 1e30;
  for (int r = 0; r < 7; r++) {
    double t0 = now();
    pthread_t th[256];
    ijob j[256];
    for (unsigned t = 0; t < threads; t++) {
      j[t] = (ijob){a, &nd, t, threads};
      if (threads == 1) ipart(&j[t]);
      else pthread_create(&th[t], NULL, ipart, &j[t]);
    }
    for (unsigned t = 0; threads > 1 && t < threads; t++) pthread_join(th[t], NULL);
    double t = now() - t0;
    if (t < best) best = t;
  }
  return best;
}
static double image_pocl(cl_context ctx, cl_command_queue q, cl_program prog, unsigned char *in, unsigned char *out,
                         size_t bytes) {
  size_t w = 1024, h = bytes / 4 / w;
  cl_int e;
  cl_kernel k = clCreateKernel(prog, "conv3x3", &e);
  if (e != CL_SUCCESS) return -1;
  cl_image_format fm = {CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc;
  memset(&desc, 0, sizeof desc);
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = w;
  desc.image_height = h;
  cl_mem m[2];
  m[0] = clCreateImage(ctx, CL_MEM_READ_ONLY | CL_MEM_USE_HOST_PTR, &fm, &desc, in, &e);
  m[1] = clCreateImage(ctx, CL_MEM_WRITE_ONLY | CL_MEM_USE_HOST_PTR, &fm, &desc, out, &e);
  clSetKernelArg(k, 0, sizeof m[0], &m[0]);
  clSetKernelArg(k, 1, sizeof m[1], &m[1]);
  double best = 1e30;
  for (int r = 0; r < 8; r++) {   /* the first run builds and warms up */
    double t0 = now();
    size_t g[2] = {w, h}, l[2] = {64, 1};
    clEnqueueNDRangeKernel(q, k, 2, NULL, g, l, 0, NULL, NULL);
    clFinish(q);
    double t = now() - t0;
    if (r && t < best) best = t;
  }
  clReleaseMemObject(m[0]);
  clReleaseMemObject(m[1]);
  clReleaseKernel(k);
  return best;
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (fread(s, 1, (size_t)n, f) != (size_t)n) n = 0;
  s[n] = 0;
  fclose(f);
  return s;
}

int main(int argc, char **argv) {
  double mib = argc > 1 ? atof(argv[1]) : 16;
  size_t bytes = (size_t)(mib * 1048576) / 4096 * 4096;   /* whole work-groups of every kernel */
  if (bytes < 4096) bytes = 4096;
  kdesc k[NK] = {{"rgba", LN_KERNEL(rgba), 2, 16, 0},         {"swizzle", LN_KERNEL(swizzle), 2, 16, 0},
                 {"shuf_rt", LN_KERNEL(shuf_rt), 2, 16, 1},   {"shuf2_rt", LN_KERNEL(shuf2_rt), 3, 16, 1},
                 {"aos_soa", LN_KERNEL(aos_soa), 4, 64, 0},   {"saxpy", LN_KERNEL(saxpy), 2, 16, 2},
                 {"explog", LN_KERNEL(explog), 2, 32, 2},
                 {"histogram", LN_KERNEL(histogram), 2, 16, 0}, {"tile_avg", LN_KERNEL(tile_avg), 2, 16, 0}};
  memcpy(K, k, sizeof k);
  for (int i = 0; i < 16; i++) m16[i] = (unsigned char)((i * 7 + 3) & 31);
  unsigned char *buf[5];
  for (int i = 0; i < 5; i++) {
    buf[i] = aligned_alloc(4096, bytes);
    for (size_t j = 0; j < bytes; j++) buf[i][j] = (unsigned char)(j * 131 + i);
  }
  unsigned threads = (unsigned)sysconf(_SC_NPROCESSORS_ONLN);
  if (threads < 1) threads = 1;
  if (threads > 256) threads = 256;

  cl_platform_id plat;
  cl_device_id dev;
  cl_uint np = 0, cus = 0;
  cl_context ctx = 0;
  cl_command_queue q = 0;
  cl_program prog = 0;
  char *src = read_file(LANES_BENCH_CL), *src2 = read_file(LANES_BENCH_CL2), *src3 = read_file(LANES_BENCH_CL3);
  char *src4 = read_file(LANES_BENCH_CL4);
  cl_program iprog = 0;
  if (src && src2 && src3 && clGetPlatformIDs(1, &plat, &np) == CL_SUCCESS && np &&
      clGetDeviceIDs(plat, CL_DEVICE_TYPE_CPU, 1, &dev, NULL) == CL_SUCCESS) {
    cl_int e;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    q = clCreateCommandQueue(ctx, dev, 0, &e);
    const char *s[3] = {src, src2, src3};
    prog = clCreateProgramWithSource(ctx, 3, s, NULL, &e);
    if (clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) prog = 0;
    const char *s4 = src4;
    iprog = src4 ? clCreateProgramWithSource(ctx, 1, &s4, NULL, &e) : 0;
    if (iprog && clBuildProgram(iprog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) iprog = 0;
  }
  printf("%.3g MiB per buffer; MB/s of kernel input (best of 7); PoCL: %u compute units; lanes-all: %u threads\n",
         (double)bytes / 1048576, (unsigned)cus, threads);
  printf("%-9s %12s %12s %12s %16s\n", "kernel", "pocl", "lanes-1t", "lanes-all", "lanes-1t/pocl");
  for (int i = 0; i < NK; i++) {
    const kdesc *d = &K[i];
    size_t items = bytes / d->item, in_bytes = bytes * (d->nbuf == 3 ? 2 : 1);
    double t[3] = {-1, -1, -1};
    if (prog) t[0] = ocl_run(ctx, q, prog, d, buf, bytes, items);
    t[1] = lanes_run(d, buf, items, 1);
    t[2] = lanes_run(d, buf, items, threads);
    printf("%-9s", d->name);
    for (int c = 0; c < 3; c++)
      if (t[c] > 0) printf(" %12.0f", (double)in_bytes / t[c] / 1e6);
      else printf(" %12s", "n/a");
    if (t[0] > 0) printf(" %15.2fx", t[0] / t[1]);
    printf("\n");
  }
  /* the image row: MB/s of input image */
  double t[3] = {-1, -1, -1};
  if (iprog) t[0] = image_pocl(ctx, q, iprog, buf[0], buf[1], bytes);
  t[1] = image_lanes(buf[0], buf[2], bytes, 1);
  t[2] = image_lanes(buf[0], buf[2], bytes, threads);
  printf("%-9s", "conv3x3");
  for (int c = 0; c < 3; c++)
    if (t[c] > 0) printf(" %12.0f", (double)bytes / t[c] / 1e6);
    else printf(" %12s", "n/a");
  if (t[0] > 0) printf(" %15.2fx", t[0] / t[1]);
  printf("\n");
  return 0;
}
