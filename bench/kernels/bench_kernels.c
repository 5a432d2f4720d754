/* The same OpenCL C kernels (bench.cl, atomics.cl, async.cl) run by PoCL (warm: built and run once before timing,
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
  if (src && src2 && src3 && clGetPlatformIDs(1, &plat, &np) == CL_SUCCESS && np &&
      clGetDeviceIDs(plat, CL_DEVICE_TYPE_CPU, 1, &dev, NULL) == CL_SUCCESS) {
    cl_int e;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL);
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    q = clCreateCommandQueue(ctx, dev, 0, &e);
    const char *s[3] = {src, src2, src3};
    prog = clCreateProgramWithSource(ctx, 3, s, NULL, &e);
    if (clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) prog = 0;
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
  return 0;
}
