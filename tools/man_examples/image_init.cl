/* mirror.cl: each output texel is the input texel mirrored left-right (an RGBA8 image). */
__kernel void mirror(__read_only image2d_t in, __write_only image2d_t out, sampler_t s) {
  int x = get_global_id(0), y = get_global_id(1), w = get_image_width(in);
  float4 p = read_imagef(in, s, (float2)(w - 1 - x + 0.5f, y + 0.5f));
  write_imagef(out, (int2)(x, y), p);
}
