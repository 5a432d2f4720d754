/* Peer: OpenCL (PoCL on the CPU): the same shuffles as OpenCL C kernels, launched with
 * clEnqueueNDRangeKernel on buffers that wrap the benchmark's memory (CL_MEM_USE_HOST_PTR).
 * The program is built once, outside the timing; a call = enqueue + clFinish. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <string.h>

#include "bench.h"

static const char *src_text =
    "__kernel void rgba(__global const uchar16 *s, __global uchar16 *d) {\n"
    "  size_t i = get_global_id(0);\n"
    "  d[i] = shuffle(s[i], (uchar16)(2,1,0,3,6,5,4,7,10,9,8,11,14,13,12,15)); }\n"
    "__kernel void bswap(__global const uchar16 *s, __global uchar16 *d) {\n"
    "  size_t i = get_global_id(0);\n"
    "  d[i] = shuffle(s[i], (uchar16)(3,2,1,0,7,6,5,4,11,10,9,8,15,14,13,12)); }\n"
    "__kernel void transpose(__global const float16 *s, __global float16 *d) {\n"
    "  size_t i = get_global_id(0);\n"
    "  d[i] = shuffle(s[i], (uint16)(0,4,8,12,1,5,9,13,2,6,10,14,3,7,11,15)); }\n"
    "__kernel void shuf8(__global const uchar16 *s, __global uchar16 *d, uchar16 m) {\n"
    "  size_t i = get_global_id(0); d[i] = shuffle(s[i], m); }\n"
    "__kernel void shuf2(__global const uchar16 *a, __global const uchar16 *b,\n"
    "                    __global uchar16 *d, uchar16 m) {\n"
    "  size_t i = get_global_id(0); d[i] = shuffle2(a[i], b[i], m); }\n";

static cl_context ctx;
static cl_command_queue q;
static cl_kernel k_rgba, k_bswap, k_transpose, k_shuf8, k_shuf2;

/* cl_mem wrappers of host memory, cached by (pointer, size) */
static struct { const void *p; size_t n; cl_mem m; } cache[32];
static cl_mem wrap(const void *p, size_t n) {
  for (int i = 0; i < 32; i++)
    if (cache[i].p == p && cache[i].n == n) return cache[i].m;
  for (int i = 0; i < 32; i++)
    if (!cache[i].p) {
      cl_int e;
      cache[i].m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, n, (void *)p, &e);
      if (e != CL_SUCCESS) return 0;
      cache[i].p = p;
      cache[i].n = n;
      return cache[i].m;
    }
  return 0;
}
static void run(cl_kernel k, size_t items) {
  clEnqueueNDRangeKernel(q, k, 1, NULL, &items, NULL, 0, NULL, NULL);
  clFinish(q);
}
static void two(cl_kernel k, const bench_args *a, size_t item) {
  cl_mem s = wrap(a->src, a->n), d = wrap(a->dst, a->n);
  clSetKernelArg(k, 0, sizeof s, &s);
  clSetKernelArg(k, 1, sizeof d, &d);
  run(k, a->n / item);
}
static void rgba(const bench_args *a) { two(k_rgba, a, 16); }
static void bswap(const bench_args *a) { two(k_bswap, a, 16); }
static void transpose(const bench_args *a) { two(k_transpose, a, 64); }
static void shuf8(const bench_args *a) {
  cl_uchar16 m;
  memcpy(&m, a->mask, 16);
  clSetKernelArg(k_shuf8, 2, sizeof m, &m);
  two(k_shuf8, a, 16);
}
static void shuf2(const bench_args *a) {
  cl_mem s = wrap(a->src, a->n), s2 = wrap(a->src2, a->n), d = wrap(a->dst, a->n);
  cl_uchar16 m;
  memcpy(&m, a->mask, 16);
  clSetKernelArg(k_shuf2, 0, sizeof s, &s);
  clSetKernelArg(k_shuf2, 1, sizeof s2, &s2);
  clSetKernelArg(k_shuf2, 2, sizeof d, &d);
  clSetKernelArg(k_shuf2, 3, sizeof m, &m);
  run(k_shuf2, a->n / 16);
}

int peer_ocl(bench_fn *f) {
  cl_platform_id plat;
  cl_device_id dev;
  cl_uint np = 0;
  cl_int e;
  if (clGetPlatformIDs(1, &plat, &np) != CL_SUCCESS || !np) return 0;
  if (clGetDeviceIDs(plat, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS) return 0;
  ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
  if (e != CL_SUCCESS) return 0;
  q = clCreateCommandQueue(ctx, dev, 0, &e);
  if (e != CL_SUCCESS) return 0;
  cl_program p = clCreateProgramWithSource(ctx, 1, &src_text, NULL, &e);
  if (e != CL_SUCCESS || clBuildProgram(p, 1, &dev, "", NULL, NULL) != CL_SUCCESS) return 0;
  k_rgba = clCreateKernel(p, "rgba", &e);
  k_bswap = clCreateKernel(p, "bswap", &e);
  k_transpose = clCreateKernel(p, "transpose", &e);
  k_shuf8 = clCreateKernel(p, "shuf8", &e);
  k_shuf2 = clCreateKernel(p, "shuf2", &e);
  if (e != CL_SUCCESS) return 0;
  f[W_RGBA] = rgba;
  f[W_BSWAP] = bswap;
  f[W_TRANSPOSE] = transpose;
  f[W_SHUF8] = shuf8;
  f[W_SHUF2] = shuf2;
  return 1;
}

/* ---- bulk memory: one work-item per element (scatters with duplicate indexes race, as
 * OpenCL allows; the histogram uses atomic_add) ---- */
static const char *mem_text =
    "__kernel void gather(__global const uint *t, __global const uint *ix, __global uint *o) {\n"
    "  size_t i = get_global_id(0); o[i] = t[ix[i]]; }\n"
    "__kernel void scatter(__global uint *t, __global const uint *ix, __global const uint *v) {\n"
    "  size_t i = get_global_id(0); t[ix[i]] = v[i]; }\n"
    "__kernel void scatter_m(__global uint *t, __global const uint *ix, __global const uint *v,\n"
    "                        __global const uchar *m) {\n"
    "  size_t i = get_global_id(0); if (m[i]) t[ix[i]] = v[i]; }\n"
    "__kernel void sadd(__global uint *t, __global const uint *ix, __global const uint *v) {\n"
    "  size_t i = get_global_id(0); atomic_add(&t[ix[i]], v[i]); }\n";
static cl_kernel k_gather, k_scatter, k_scatter_m, k_sadd;

static size_t m_gather(const mem_args *a) {
  cl_mem t = wrap(a->table, a->tlen * 4), x = wrap(a->idx, a->n * 4), o = wrap(a->out, a->n * 4);
  clSetKernelArg(k_gather, 0, sizeof t, &t);
  clSetKernelArg(k_gather, 1, sizeof x, &x);
  clSetKernelArg(k_gather, 2, sizeof o, &o);
  run(k_gather, a->n);
  return 0;
}
static size_t tiv(cl_kernel k, const mem_args *a, int with_mask) {
  cl_mem t = wrap(a->table, a->tlen * 4), x = wrap(a->idx, a->n * 4), v = wrap(a->val, a->n * 4);
  clSetKernelArg(k, 0, sizeof t, &t);
  clSetKernelArg(k, 1, sizeof x, &x);
  clSetKernelArg(k, 2, sizeof v, &v);
  if (with_mask) {
    cl_mem m = wrap(a->mask, a->n);
    clSetKernelArg(k, 3, sizeof m, &m);
  }
  run(k, a->n);
  return 0;
}
static size_t m_scatter(const mem_args *a) { return tiv(k_scatter, a, 0); }
static size_t m_scatter_m(const mem_args *a) { return tiv(k_scatter_m, a, 1); }
static size_t m_sadd(const mem_args *a) { return tiv(k_sadd, a, 0); }

int peer_ocl_mem(mem_fn *f) {
  cl_int e;
  cl_device_id dev;
  if (!ctx || clGetContextInfo(ctx, CL_CONTEXT_DEVICES, sizeof dev, &dev, NULL) != CL_SUCCESS) return 0;
  cl_program p = clCreateProgramWithSource(ctx, 1, &mem_text, NULL, &e);
  if (e != CL_SUCCESS || clBuildProgram(p, 1, &dev, "", NULL, NULL) != CL_SUCCESS) return 0;
  k_gather = clCreateKernel(p, "gather", &e);
  k_scatter = clCreateKernel(p, "scatter", &e);
  k_scatter_m = clCreateKernel(p, "scatter_m", &e);
  k_sadd = clCreateKernel(p, "sadd", &e);
  if (e != CL_SUCCESS) return 0;
  f[MW_GATHER] = m_gather;
  f[MW_SCATTER] = m_scatter;
  f[MW_SCATTER_M] = m_scatter_m;
  f[MW_SADD_U32] = m_sadd;
  return 1;
}
