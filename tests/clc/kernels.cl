/* Kernels of tests/clc/test_kernels.c: unmodified OpenCL C 1.2, compiled by Clang's OpenCL front
 * end and run by the lanes launcher. */

/* Every kind of argument: buffers, __constant, scalars, vectors (3 lanes, 64 and 128 bytes). */
__kernel void args_mix(__global uint *out, __constant uint *c, uint s, uchar16 m, float3 f3, double16 d16,
                       long16 l16, char2 c2) {
  size_t i = get_global_id(0);
  uchar16 v = (uchar16)((uchar)i) + (uchar16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  uchar16 sh = shuffle(v, m);
  out[i] = c[i % 4] + s + sh.s0 + sh.sf * 256u + (uint)(f3.z * 2) + (uint)d16.sf + (uint)l16.s9 + (uint)(c2.y + 100);
}

/* Work-item functions in 3 dimensions, through the fibers (a kernel that reaches a barrier) and
 * through the work-group loop (one that does not). */
#include "ids.h"
__kernel void ids(__global uint *out) {
  barrier(CLK_GLOBAL_MEM_FENCE);
  write_ids(out);
}
__kernel void ids_loop_here(__global uint *out) { write_ids(out); }

/* Work-group sum: tree reduction in __local memory with barriers. */
__kernel void reduce_sum(__global const int *in, __global int *out, __local int *tmp) {
  size_t l = get_local_id(0), n = get_local_size(0);
  tmp[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s /= 2) {
    if (l < s) tmp[l] += tmp[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) out[get_group_id(0)] = tmp[0];
}

/* Tiled transpose through a kernel-scope __local tile (16 x 16 work-groups). */
#define TILE 16
__kernel void transpose(__global const float *in, __global float *out, uint w, uint h) {
  __local float tile[TILE][TILE + 1];
  size_t x = get_global_id(0), y = get_global_id(1);
  tile[get_local_id(1)][get_local_id(0)] = in[y * w + x];
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t ox = get_group_id(1) * TILE + get_local_id(0), oy = get_group_id(0) * TILE + get_local_id(1);
  out[oy * h + ox] = tile[get_local_id(0)][get_local_id(1)];
}

/* Inclusive prefix sum of each work-group (Hillis-Steele, double buffered in __local memory). */
__kernel void scan(__global const uint *in, __global uint *out, __local uint *a, __local uint *b) {
  size_t l = get_local_id(0), n = get_local_size(0);
  a[l] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t d = 1; d < n; d *= 2) {
    b[l] = l >= d ? a[l] + a[l - d] : a[l];
    barrier(CLK_LOCAL_MEM_FENCE);
    __local uint *t = a; a = b; b = t;
  }
  out[get_global_id(0)] = a[l];
}

/* Math built-ins (lane by lane through the C library) on scalars and 3-, 4- and 16-lane vectors. */
__kernel void math(__global const float4 *a, __global const double *d, __global float *of, __global double *od) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = a[i + 1];
  float3 s = sqrt(fabs(x.xyz));
  float4 m = fmax(x, 0.5f) + mix(x, y, 0.25f) + step(y, x) + mad(x, y, x);
  float16 e = exp(((float16)(x, y, x, y)) * 0.01f);
  double3 dv = vload3(i, d);
  __global float *o = of + i * 12;
  o[0] = s.x; o[1] = s.y; o[2] = s.z;
  o[3] = m.x; o[4] = m.w;
  o[5] = e.s0; o[6] = e.sf;
  o[7] = dot(x.xyz, y.xyz); o[8] = length(x); o[9] = pow(fabs(x.x), 0.5f); o[10] = atan2(x.y, y.y); o[11] = rsqrt(fabs(x.w) + 1);
  od[i * 3] = dot(dv, dv); od[i * 3 + 1] = length(dv); od[i * 3 + 2] = fmin(dv.z, sin(dv.x));
}

/* half_* and native_*: lanes/math.h's ln_half_* (the full-precision functions) and ln_native_* in the
 * kernel layer. */
__kernel void math_hn(__global const float4 *a, __global float4 *o) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = a[i + 1], p = fabs(x) + 0.5f;
  __global float4 *r = o + i * 6;
  r[0] = native_sin(x) + half_cos(y);
  r[1] = native_exp(x * 0.1f) + half_exp2(y * 0.1f);
  r[2] = native_log(p) + half_log2(p) + native_log10(p);
  r[3] = half_divide(x, p) + native_recip(p);
  r[4] = native_rsqrt(p) + half_sqrt(p);
  r[5] = native_tan(x * 0.1f) + half_rsqrt(p + 1.0f);
}

/* cross, smoothstep (vector and scalar edges), fast_length, fast_distance. */
__kernel void geo(__global const float4 *a, __global float4 *o, __global double4 *od) {
  size_t i = get_global_id(0);
  float4 x = a[i], y = a[i + 1];
  __global float4 *r = o + i * 3;
  r[0] = (float4)(cross(x.xyz, y.xyz), fast_length(x));
  r[1] = smoothstep(-1.0f, 2.0f, x) + smoothstep(y, y + 3.0f, x);
  r[2] = (float4)(fast_distance(x, y), fast_length(x.xy), fast_distance(x.xyz, y.xyz), smoothstep(0.0f, 1.0f, y.w));
  od[i] = cross(convert_double4(x), convert_double4(y));
}
