/* printf from kernels against PoCL's: tests/clc/printf.cl's print_items run by PoCL and by the
 * lanes launcher on the same inputs, each one's stdout captured in a file, the two texts compared
 * line for line.  OpenCL leaves the order of different work-items' output to the implementation,
 * so the lines are compared as sorted lists (test_printf.c checks lanes' order).  The NaN inputs
 * are positive: PoCL 3 prints "nan" for a negative NaN too, where C99's printf (and lanes, through
 * the C library) print "-nan" (test_printf.c checks that one against C).  Exit status 77 (skipped)
 * without a PoCL device. */
#define CL_TARGET_OPENCL_VERSION 120
#include <lanes/kernel.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "clc_pocl.h"

LN_KERNEL_DECLARE(print_items);

enum { N = 12, LOCAL = 3, TEXT = 1 << 16 };
static int x[N];
static float f[N][4];

/* The output of run() written to stdout, read back into buf (at most TEXT - 1 bytes); its length,
 * or -1. */
static long captured(int (*run)(void), char *buf) {
  char path[] = "/tmp/lanes_pocl_printf_XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return -1;
  fflush(stdout);
  int saved = dup(1);
  dup2(fd, 1);
  int ok = run();
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  FILE *in = fdopen(fd, "r");
  rewind(in);
  size_t g = fread(buf, 1, TEXT - 1, in);
  buf[g] = 0;
  fclose(in);
  unlink(path);
  return ok ? (long)g : -1;
}

static int run_lanes(void) {
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(f)};
  ln_ndrange nd = {1, {0}, {N}, {LOCAL}};
  return ln_kernel_run(LN_KERNEL(print_items), &nd, a, 2) == LN_OK;
}

static cl_context ctx;
static cl_command_queue queue;
static cl_kernel kern;
static int run_pocl(void) {
  size_t global = N, local = LOCAL;
  return clEnqueueNDRangeKernel(queue, kern, 1, NULL, &global, &local, 0, NULL, NULL) == CL_SUCCESS &&
         clFinish(queue) == CL_SUCCESS;
}

/* the lines of text, sorted (text is cut into them) */
static int cmp_line(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }
static size_t lines(char *text, char **line, size_t max) {
  size_t n = 0;
  for (char *p = text; *p && n < max;) {
    char *e = strchr(p, '\n');
    line[n++] = p;
    if (!e) break;
    *e = 0;
    p = e + 1;
  }
  qsort(line, n, sizeof *line, cmp_line);
  return n;
}

int main(void) {
  /* edge and ordinary values: zero, -1, INT_MIN, INT_MAX, NaN, infinities, -0, subnormals */
  static const int xs[N] = {0, -1, 123456, -2147483647 - 1, 2147483647, 42, 7, -99, 1000000, 65535, -65536, 3};
  static const float fs[] = {0.0f, -0.0f, 1.5f, -2.25f, 1e30f, -1e-30f, 1e-40f, 3.14159265f};
  for (int i = 0; i < N; i++) {
    x[i] = xs[i];
    for (int c = 0; c < 4; c++) f[i][c] = fs[(i + 3 * c) % 8] * (float)(1 + i);
  }
  f[5][2] = __builtin_inff();
  f[6][3] = -__builtin_inff();
  f[7][0] = __builtin_nanf("");
  f[8][1] = __builtin_nanf("0x2a"); /* positive NaNs only: PoCL 3 prints no NaN's sign */

  cl_device_id dev;
  if (!clc_pocl_setup(&ctx, &queue, &dev)) {
    printf("SKIPPED: no PoCL device (pocl-opencl-icd)\n");
    return 77;
  }
  char path[512];
  snprintf(path, sizeof path, "%s/printf.cl", CLC_SOURCE_DIR);
  FILE *src = fopen(path, "rb");
  static char source[TEXT];
  size_t ns = src ? fread(source, 1, sizeof source - 1, src) : 0;
  if (src) fclose(src);
  source[ns] = 0;
  const char *srcs[] = {source};
  cl_int err;
  cl_program prog = clCreateProgramWithSource(ctx, 1, srcs, NULL, &err);
  if (err != CL_SUCCESS || clBuildProgram(prog, 1, &dev, "-cl-std=CL1.2", NULL, NULL) != CL_SUCCESS) {
    printf("FAILED: PoCL could not build printf.cl\n");
    return 1;
  }
  kern = clCreateKernel(prog, "print_items", &err);
  cl_mem bx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof x, x, &err);
  cl_mem bf = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof f, f, &err);
  clSetKernelArg(kern, 0, sizeof bx, &bx);
  clSetKernelArg(kern, 1, sizeof bf, &bf);

  static char pocl[TEXT], mine[TEXT], pocl_copy[TEXT];
  long np = captured(run_pocl, pocl), nm = captured(run_lanes, mine);
  if (np < 0 || nm < 0) {
    printf("FAILED: a run failed (PoCL %ld, lanes %ld)\n", np, nm);
    return 1;
  }
  memcpy(pocl_copy, pocl, (size_t)np + 1);
  static char *lp[3 * N + 8], *lm[3 * N + 8];
  size_t kp = lines(pocl, lp, 3 * N + 8), km = lines(mine, lm, 3 * N + 8);
  int ok = kp == 3 * N && km == 3 * N;
  for (size_t i = 0; ok && i < kp; i++)
    if (strcmp(lp[i], lm[i]) != 0) {
      printf("FAIL: line differs\n  PoCL:  %s\n  lanes: %s\n", lp[i], lm[i]);
      ok = 0;
    }
  if (!ok) printf("--- PoCL printed (%zu lines):\n%s", kp, pocl_copy);
  printf("%s (%zu lines)\n", ok ? "kernel printf: the same lines as PoCL's" : "FAILED", km);
  clReleaseMemObject(bx);
  clReleaseMemObject(bf);
  clReleaseKernel(kern);
  clReleaseProgram(prog);
  clReleaseCommandQueue(queue);
  clReleaseContext(ctx);
  return !ok;
}
