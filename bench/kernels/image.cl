/* The image row of bench_kernels.c: a 3x3 convolution (a blur with weights 1 2 1 / 2 4 2 / 1 2 1
 * over 16) of an RGBA UNORM_INT8 image, read through a clamp-to-edge sampler, written with
 * write_imagef. */
const sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void conv3x3(read_only image2d_t src, write_only image2d_t dst) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  float4 s = (float4)(0.0f);
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++) {
      float w = (float)((2 - (dx < 0 ? -dx : dx)) * (2 - (dy < 0 ? -dy : dy)));
      s += w * read_imagef(src, edge, (int2)(x + dx, y + dy));
    }
  write_imagef(dst, (int2)(x, y), s * (1.0f / 16.0f));
}
