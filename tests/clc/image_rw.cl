/* read_write images (OpenCL C 2.0) of tests/clc/test_image.c: each work-item reads a texel without
 * a sampler, then writes another value there (its own texel: no other work-item touches it) */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void rw_h(read_write image2d_t im, read_write image1d_buffer_t b, __global const int2 *c,
                   __global half4 *old, __global const half4 *v) {
  size_t i = get_global_id(0);
  old[2 * i] = read_imageh(im, c[i]);
  write_imageh(im, c[i], v[2 * i]);
  old[2 * i + 1] = read_imageh(b, (int)i - 1);
  write_imageh(b, (int)i - 1, v[2 * i + 1]);
}
__kernel void rw_f(read_write image2d_t im, __global const int2 *c, __global float4 *old, __global const float4 *v) {
  size_t i = get_global_id(0);
  old[i] = read_imagef(im, c[i]);
  write_imagef(im, c[i], v[i]);
}
