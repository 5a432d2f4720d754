/* Image kernels of tests/clc/test_image.c and pocl_images.c: every read and write form on 2D
 * images, the other image kinds, a sampler written in the source, the queries. */
const sampler_t lin_repeat = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;

__kernel void read_f(read_only image2d_t im, sampler_t s, __global const float2 *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, s, c[i]);
}
__kernel void read_i(read_only image2d_t im, sampler_t s, __global const float2 *c, __global int4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagei(im, s, c[i]);
}
__kernel void read_ui(read_only image2d_t im, sampler_t s, __global const float2 *c, __global uint4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageui(im, s, c[i]);
}
/* integer coordinates, with the sampler (f, i, ui) and without (f, i, ui) */
__kernel void read_int(read_only image2d_t im, sampler_t s, __global const int2 *c, __global float4 *f,
                       __global int4 *n, __global uint4 *u, __global float4 *pf, __global int4 *pn) {
  size_t i = get_global_id(0);
  f[i] = read_imagef(im, s, c[i]);
  n[i] = read_imagei(im, s, c[i]);
  u[i] = read_imageui(im, s, c[i]);
  pf[i] = read_imagef(im, c[i]);
  pn[i] = read_imagei(im, c[i]);
}
__kernel void read_const(read_only image2d_t im, __global const float2 *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, lin_repeat, c[i]);
}
__kernel void write_f(write_only image2d_t im, __global const int2 *c, __global const float4 *v) {
  size_t i = get_global_id(0);
  write_imagef(im, c[i], v[i]);
}
__kernel void write_i(write_only image2d_t im, __global const int2 *c, __global const int4 *v) {
  size_t i = get_global_id(0);
  write_imagei(im, c[i], v[i]);
}
__kernel void write_ui(write_only image2d_t im, __global const int2 *c, __global const uint4 *v) {
  size_t i = get_global_id(0);
  write_imageui(im, c[i], v[i]);
}
__kernel void query(read_only image2d_t a, write_only image3d_t b, read_only image2d_array_t c,
                    read_only image1d_array_t d, __global int *out) {
  out[0] = get_image_width(a);
  out[1] = get_image_height(a);
  out[2] = get_image_channel_order(a);
  out[3] = get_image_channel_data_type(a);
  int2 da = get_image_dim(a);
  int4 db = get_image_dim(b);
  out[4] = da.x;
  out[5] = da.y;
  out[6] = db.x;
  out[7] = db.y;
  out[8] = db.z;
  out[9] = get_image_depth(b);
  out[10] = (int)get_image_array_size(c);
  out[11] = (int)get_image_array_size(d);
  out[12] = get_image_width(d);
}
/* the other kinds: float coordinates through a sampler */
__kernel void read_1d(read_only image1d_t im, sampler_t s, __global const float *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, s, c[i]);
}
__kernel void read_3d(read_only image3d_t im, sampler_t s, __global const float4 *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, s, c[i]);
}
__kernel void read_1da(read_only image1d_array_t im, sampler_t s, __global const float2 *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, s, c[i]);
}
__kernel void read_2da(read_only image2d_array_t im, sampler_t s, __global const float4 *c, __global float4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imagef(im, s, c[i]);
}
#ifdef cl_khr_3d_image_writes
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable
__kernel void write_3d(write_only image3d_t im, __global const int4 *c, __global const float4 *v) {
  size_t i = get_global_id(0);
  write_imagef(im, c[i], v[i]);
}
#endif
#ifdef cl_khr_fp16
/* read_imageh / write_imageh (cl_khr_fp16: lanes announces it, PoCL 3 does not, and builds none
 * of these): the halves are stored as they are (no half arithmetic) */
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void read_h(read_only image2d_t im, sampler_t s, __global const float2 *c, __global half4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageh(im, s, c[i]);
}
/* integer coordinates, with the sampler and without */
__kernel void read_int_h(read_only image2d_t im, sampler_t s, __global const int2 *c, __global half4 *h,
                         __global half4 *ph) {
  size_t i = get_global_id(0);
  h[i] = read_imageh(im, s, c[i]);
  ph[i] = read_imageh(im, c[i]);
}
__kernel void write_h(write_only image2d_t im, __global const int2 *c, __global const half4 *v) {
  size_t i = get_global_id(0);
  write_imageh(im, c[i], v[i]);
}
/* the other kinds: float coordinates through a sampler */
__kernel void read_1d_h(read_only image1d_t im, sampler_t s, __global const float *c, __global half4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageh(im, s, c[i]);
}
__kernel void read_1da_h(read_only image1d_array_t im, sampler_t s, __global const float2 *c, __global half4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageh(im, s, c[i]);
}
__kernel void read_2da_h(read_only image2d_array_t im, sampler_t s, __global const float4 *c, __global half4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageh(im, s, c[i]);
}
__kernel void read_3d_h(read_only image3d_t im, sampler_t s, __global const float4 *c, __global half4 *out) {
  size_t i = get_global_id(0);
  out[i] = read_imageh(im, s, c[i]);
}
/* integer coordinates on every kind, with the sampler and without (out: 9 per work-item) */
__kernel void read_kinds_h(read_only image1d_t a, read_only image1d_buffer_t b, read_only image1d_array_t d,
                           read_only image2d_array_t e, read_only image3d_t f, sampler_t s, __global const int4 *c,
                           __global half4 *out) {
  size_t i = get_global_id(0);
  int4 q = c[i];
  out[9 * i + 0] = read_imageh(a, s, q.x);
  out[9 * i + 1] = read_imageh(a, q.x);
  out[9 * i + 2] = read_imageh(b, q.x);
  out[9 * i + 3] = read_imageh(d, s, q.xy);
  out[9 * i + 4] = read_imageh(d, q.xy);
  out[9 * i + 5] = read_imageh(e, s, q);
  out[9 * i + 6] = read_imageh(e, q);
  out[9 * i + 7] = read_imageh(f, s, q);
  out[9 * i + 8] = read_imageh(f, q);
}
#ifdef cl_khr_3d_image_writes
/* writes on every kind (c and v: 5 per work-item, one for each image) */
__kernel void write_kinds_h(write_only image1d_t a, write_only image1d_buffer_t b, write_only image1d_array_t d,
                            write_only image2d_array_t e, write_only image3d_t f, __global const int4 *c,
                            __global const half4 *v) {
  size_t i = get_global_id(0);
  write_imageh(a, c[5 * i].x, v[5 * i + 0]);
  write_imageh(b, c[5 * i + 1].x, v[5 * i + 1]);
  write_imageh(d, c[5 * i + 2].xy, v[5 * i + 2]);
  write_imageh(e, c[5 * i + 3], v[5 * i + 3]);
  write_imageh(f, c[5 * i + 4], v[5 * i + 4]);
}
#endif
#endif
