/* The kernel layer's own OpenCL C test kernels (the .cl files of tests/clc: atomics, OpenCL C 2.0's
 * included, and the atom_* extensions, __local atomics, asynchronous copies, barriers with __local memory) run by
 * PoCL and by the lanes launcher on the same inputs; every output buffer compared bit for bit
 * (float buffers: or both NaN; char3 buffers: the padding byte skipped).  Not here: kernels whose
 * outputs depend on the order in which work-items run (contention on one cell), and the OpenCL C
 * 2.0 work-group and sub-group functions, which PoCL 3 does not provide (it compiles OpenCL C 1.2
 * and 3.0, and 3.0 without those optional features; the 2.0 atomic functions, which it builds
 * as 3.0, are here); their own tests check them against models.  Exit 77 (SKIPPED): no PoCL
 * device. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <dlfcn.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "clc_pocl.h"
#include "clc_test.h"

#ifndef CLC_SOURCE_DIR
#error "CLC_SOURCE_DIR: the directory of the .cl files"
#endif

/* an argument: 'i' input (random bytes), 'b' random bytes, compared after the run (in/out),
 * 'o' output (zeroed, compared), 'n' output not compared, 'l' __local bytes, 'u' a uint value;
 * cmp: 'x' bytes, 'f' float lanes (NaN = NaN), '3' char3 (byte 3 of 4 skipped) */
typedef struct {
  char kind, cmp;
  size_t bytes;
} arg;
typedef struct {
  const char *file, *std, *kernel;
  unsigned dims;
  size_t global[3], local[3];
  arg a[6];
} row;

#define I(n) {'i', 'x', (n)}
#define B(n) {'b', 'x', (n)}
#define O(n, c) {'o', c, (n)}
#define L(n) {'l', 0, (n)}
#define U(v) {'u', 0, (v)}
#define CELLS(name, es) {"atomics.cl", "CL1.2", name, 1, {256}, {64}, {B(256 * 11 * es), I(257 * es), O(256 * 11 * es, 'x')}}
/* OpenCL C 2.0's atomic functions: PoCL builds them as OpenCL C 3.0, lanes as 2.0 */
#define CELLS20(name, es, n) {"atomics20.cl", "CL3.0", name, 1, {256}, {64}, {B(256 * n * es), I(257 * es), O(256 * n * es, 'x')}}
static const row rows[] = {
    CELLS20("cells20_int", 4, 12), CELLS20("cells20_uint", 4, 12), CELLS20("cells20_long", 8, 12),
    CELLS20("cells20_ulong", 8, 12), CELLS20("cells20_float", 4, 4), CELLS20("cells20_double", 8, 4),
    CELLS("cells_int", 4), CELLS("cells_uint", 4), CELLS("cells_atom_int", 4), CELLS("cells_atom_uint", 4),
    CELLS("cells_long", 8), CELLS("cells_ulong", 8),
    {"atomics.cl", "CL1.2", "cells_float", 1, {256}, {64}, {B(256 * 4), I(256 * 4), O(256 * 4, 'f')}},
    {"atomics.cl", "CL1.2", "histogram", 1, {65536}, {256}, {I(65536), O(16 * 4, 'x')}},
    {"atomics_local.cl", "CL1.2", "local_atomics", 1, {4096}, {64}, {I(4096), O(64 * 16 * 4, 'x'), O(4096 * 4, 'x'), L(16 * 4), L(64 * 4)}},
    {"async.cl", "CL1.2", "tile_copy", 1, {1024}, {64}, {I(1024 * 16), O(1024 * 16, 'f'), L(64 * 16), L(64 * 16)}},
    {"async.cl", "CL1.2", "strided", 1, {1024}, {64}, {I(1024 * 3 * 4), O(1024 * 4, 'x'), O(1024 * 2 * 4, 'x'), L(64 * 4), L(64 * 4)}},
    {"async.cl", "CL1.2", "copy3", 1, {1024}, {64}, {I(1024 * 4), O(1024 * 4, '3'), L(64 * 4)}},
    {"kernels.cl", "CL1.2", "reduce_sum", 1, {4096}, {64}, {I(4096 * 4), O(64 * 4, 'x'), L(64 * 4)}},
    {"kernels.cl", "CL1.2", "transpose", 2, {64, 32}, {16, 16}, {I(64 * 32 * 4), O(64 * 32 * 4, 'f'), U(64), U(32)}},
    {"kernels.cl", "CL1.2", "scan", 1, {4096}, {128}, {I(4096 * 4), O(4096 * 4, 'x'), L(128 * 4), L(128 * 4)}},
};
#define NROWS (sizeof rows / sizeof rows[0])

static cl_context ctx;
static cl_command_queue queue;
static cl_device_id dev;

static char *read_file(const char *name) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", CLC_SOURCE_DIR, name);
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *s = malloc((size_t)n + 1);
  if (s && fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); s = NULL; }
  if (s) s[n] = 0;
  fclose(f);
  return s;
}

/* Runs row r by PoCL on bufs (in place); 1 on success. */
static int run_pocl(const row *r, unsigned char **bufs) {
  char *src = read_file(r->file);
  CHECK(src != NULL, "%s: cannot read %s/%s", r->kernel, CLC_SOURCE_DIR, r->file);
  if (!src) return 0;
  cl_int err;
  const char *s = src;
  cl_program prog = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
  free(src);
  char opts[1200];
  snprintf(opts, sizeof opts, "-cl-std=%s -I %s", r->std, CLC_SOURCE_DIR);
  err = clBuildProgram(prog, 1, &dev, opts, NULL, NULL);
  if (err != CL_SUCCESS) {
    char log[4096] = "";
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
    CHECK(0, "%s: PoCL does not build %s (%d):\n%s", r->kernel, r->file, err, log);
    clReleaseProgram(prog);
    return 0;
  }
  cl_kernel k = clCreateKernel(prog, r->kernel, &err);
  CHECK(err == CL_SUCCESS, "%s: clCreateKernel (%d)", r->kernel, err);
  cl_mem mem[6] = {0};
  int ok = err == CL_SUCCESS;
  for (int i = 0; ok && i < 6 && r->a[i].kind; i++) {
    const arg *a = &r->a[i];
    if (a->kind == 'l') {
      ok = clSetKernelArg(k, (cl_uint)i, a->bytes, NULL) == CL_SUCCESS;
    } else if (a->kind == 'u') {
      cl_uint v = (cl_uint)a->bytes;
      ok = clSetKernelArg(k, (cl_uint)i, sizeof v, &v) == CL_SUCCESS;
    } else {
      mem[i] = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, a->bytes, bufs[i], &err);
      ok = err == CL_SUCCESS && clSetKernelArg(k, (cl_uint)i, sizeof mem[i], &mem[i]) == CL_SUCCESS;
    }
  }
  CHECK(ok, "%s: PoCL arguments", r->kernel);
  if (ok) {
    err = clEnqueueNDRangeKernel(queue, k, r->dims, NULL, r->global, r->local, 0, NULL, NULL);
    CHECK(err == CL_SUCCESS, "%s: PoCL enqueue (%d)", r->kernel, err);
    ok = err == CL_SUCCESS;
  }
  for (int i = 0; i < 6 && r->a[i].kind; i++)
    if (mem[i]) {
      if (ok) ok = clEnqueueReadBuffer(queue, mem[i], CL_TRUE, 0, r->a[i].bytes, bufs[i], 0, NULL, NULL) == CL_SUCCESS;
      clReleaseMemObject(mem[i]);
    }
  clReleaseKernel(k);
  clReleaseProgram(prog);
  return ok;
}

/* Runs row r by the lanes launcher (the kernel's descriptor ln__kernel_<name>) on bufs. */
static int run_lanes(const row *r, unsigned char **bufs) {
  char sym[160];
  snprintf(sym, sizeof sym, "ln__kernel_%s", r->kernel);
  const ln_kernel *k = (const ln_kernel *)dlsym(RTLD_DEFAULT, sym);
  CHECK(k != NULL, "%s: not among the kernel layer's kernels", r->kernel);
  if (!k) return 0;
  ln_kernel_arg a[6];
  cl_uint vals[6];
  unsigned n = 0;
  for (; n < 6 && r->a[n].kind; n++) {
    const arg *x = &r->a[n];
    if (x->kind == 'l') a[n] = (ln_kernel_arg)LN_ARG_LOCAL(x->bytes);
    else if (x->kind == 'u') { vals[n] = (cl_uint)x->bytes; a[n] = (ln_kernel_arg)LN_ARG_VALUE(vals[n]); }
    else a[n] = (ln_kernel_arg)LN_ARG_BUFFER(bufs[n]);
  }
  ln_ndrange nd = {r->dims, {0}, {r->global[0], r->global[1], r->global[2]}, {r->local[0], r->local[1], r->local[2]}};
  ln_status s = ln_kernel_run(k, &nd, a, n);
  CHECK(s == LN_OK, "%s: ln_kernel_run: %s", r->kernel, ln_strerror(s));
  return s == LN_OK;
}

static int same(char cmp, const unsigned char *p, const unsigned char *l, size_t bytes, size_t *at) {
  size_t es = cmp == 'f' ? 4 : 1;
  for (size_t i = 0; i + es <= bytes; i += es) {
    if (cmp == '3' && i % 4 == 3) continue;
    if (memcmp(p + i, l + i, es) == 0) continue;
    if (cmp == 'f') { float a, b; memcpy(&a, p + i, 4); memcpy(&b, l + i, 4); if (isnan(a) && isnan(b)) continue; }
    *at = i;
    return 0;
  }
  return 1;
}

int main(void) {
  if (!clc_pocl_setup(&ctx, &queue, &dev)) {
    printf("SKIPPED: no PoCL device (pocl-opencl-icd)\n");
    return 77;
  }
  unsigned compared = 0;
  for (size_t ri = 0; ri < NROWS; ri++) {
    const row *r = &rows[ri];
    unsigned char *pb[6] = {0}, *lb[6] = {0};
    for (int i = 0; i < 6 && r->a[i].kind; i++) {
      char kd = r->a[i].kind;
      if (kd == 'l' || kd == 'u') continue;
      pb[i] = malloc(r->a[i].bytes);
      lb[i] = malloc(r->a[i].bytes);
      if (!pb[i] || !lb[i]) exit(2);
      for (size_t j = 0; j < r->a[i].bytes; j++) pb[i][j] = kd == 'i' || kd == 'b' ? (unsigned char)next() : 0;
      memcpy(lb[i], pb[i], r->a[i].bytes);
    }
    if (run_pocl(r, pb) && run_lanes(r, lb)) {
      for (int i = 0; i < 6 && r->a[i].kind; i++) {
        char kd = r->a[i].kind;
        if (kd != 'o' && kd != 'b') continue;
        size_t at = 0;
        int ok = same(r->a[i].cmp, pb[i], lb[i], r->a[i].bytes, &at);
        CHECK(ok, "%s (%s) argument %d: PoCL and lanes differ at byte %zu: %02x vs %02x", r->kernel, r->file, i, at,
              pb[i][at], lb[i][at]);
        compared += ok;
      }
      printf("%-16s %-18s %s: compared\n", r->kernel, r->file, r->std);
    }
    for (int i = 0; i < 6; i++) { free(pb[i]); free(lb[i]); }
  }
  printf("%u buffers of %zu kernels: %s\n", compared, NROWS, failures ? "FAILED" : "identical to PoCL's");
  return failures != 0;
}
