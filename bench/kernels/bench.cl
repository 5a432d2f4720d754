/* The kernels of bench/kernels/bench_kernels.c: run by PoCL (from this text) and by the kernel
 * layer (this file compiled by Clang). */
__kernel void rgba(__global const uchar16 *s, __global uchar16 *d) {
  size_t i = get_global_id(0);
  d[i] = shuffle(s[i], (uchar16)(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15));
}
__kernel void swizzle(__global const uchar16 *s, __global uchar16 *d) {
  size_t i = get_global_id(0);
  d[i] = s[i].s32107654ba98fedc;
}
__kernel void shuf_rt(__global const uchar16 *s, __global uchar16 *d, uchar16 m) {
  size_t i = get_global_id(0);
  d[i] = shuffle(s[i], m);
}
__kernel void shuf2_rt(__global const uchar16 *a, __global const uchar16 *b, __global uchar16 *d, uchar16 m) {
  size_t i = get_global_id(0);
  d[i] = shuffle2(a[i], b[i], m);
}
/* AoS -> SoA: 4 float4 points (x y z w) to float4 x, y, z, w */
__kernel void aos_soa(__global const float16 *s, __global float4 *x, __global float4 *y, __global float4 *z) {
  size_t i = get_global_id(0);
  float16 p = s[i];
  x[i] = p.s048c;
  y[i] = p.s159d;
  z[i] = p.s26ae;
}
__kernel void saxpy(__global const float4 *a, __global float4 *b, float k) {
  size_t i = get_global_id(0);
  b[i] = mad(a[i], (float4)(k), b[i]);
}
/* the exponential and logarithm built-ins: b = exp(a * k) + log(|b| + 1) on float8 */
__kernel void explog(__global const float8 *a, __global float8 *b, float k) {
  size_t i = get_global_id(0);
  float8 x = a[i] * k;
  b[i] = exp(x) + log(fabs(b[i]) + 1.0f);
}

