/* Must fail to build through lanes_add_opencl_kernels: half arithmetic and conversions (operators
 * and casts on half values), which lanes does not provide although cl_khr_fp16 is announced
 * (tests/clc/expect_unsupported.cmake checks that the message names each operation). */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void half_ops(__global half *h, __global float *f, __global int *n, __global half4 *v) {
  h[0] = h[1] * h[2];
  h[3] = -h[4];
  n[0] = h[5] < h[6];
  f[0] = h[7];
  h[8] = f[1];
  h[9] = (half)n[1];
  n[2] = (int)h[10];
  v[0] = v[1] - v[2];
}
/* storing, loading and moving halves is fine: only this function's operations are named */
__kernel void half_moves(__global half *h, __global half4 *v) {
  h[0] = h[1];
  v[0] = v[1].wzyx;
}
