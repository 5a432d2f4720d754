/* Image kernels as an OpenCL application would write them (unmodified OpenCL C 1.2). */

/* RGBA8 -> BGRA8 and a brightness gain, 4 pixels per work-item, with a swizzle pattern chosen at
 * run time (a uchar16 shuffle mask). */
__kernel void swizzle_gain(__global const uchar16 *src, __global uchar16 *dst, uchar16 pattern, float gain) {
  size_t i = get_global_id(0);
  uchar16 px = shuffle(src[i], pattern);
  float16 f = convert_float16(px) * gain;
  uchar16 out = convert_uchar16_sat_rte(f);
  out.s37bf = px.s37bf;                 /* alpha unchanged */
  dst[i] = out;
}

/* Mean luminance of each 16x16 tile: per work-item luma, then a tree reduction in __local memory. */
__kernel void tile_luma(__global const uchar4 *img, uint width, __global float *tile_mean, __local float *acc) {
  size_t x = get_global_id(0), y = get_global_id(1);
  size_t l = get_local_id(1) * get_local_size(0) + get_local_id(0), n = get_local_size(0) * get_local_size(1);
  float4 p = convert_float4(img[y * width + x]);
  acc[l] = dot(p.xyz, (float3)(0.2126f, 0.7152f, 0.0722f));
  barrier(CLK_LOCAL_MEM_FENCE);
  for (size_t s = n / 2; s > 0; s >>= 1) {
    if (l < s) acc[l] += acc[l + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (l == 0) tile_mean[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = acc[0] / (float)n;
}
