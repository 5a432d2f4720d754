/* Built with: lanes_add_opencl_kernels(app mirror.cl) in CMake (lanes/kernel.h). */
#include <stdio.h>
#include <lanes/kernel.h>

LN_KERNEL_DECLARE(mirror);

int main(void) {
  unsigned char src[2][4][4], dst[2][4][4];   /* 4 x 2 RGBA texels, UNORM_INT8 */
  for (int y = 0; y < 2; y++)
    for (int x = 0; x < 4; x++)
      for (int c = 0; c < 4; c++) src[y][x][c] = (unsigned char)(10 * (4 * y + x) + c);
  ln_image in, out;
  ln_status s = ln_image_init(&in, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, 4, 2, 1, 0, 0, src, sizeof src);
  printf("in:  %s\n", ln_strerror(s));
  s = ln_image_init(&out, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, 4, 2, 1, 0, 0, dst, sizeof dst);
  printf("out: %s\n", ln_strerror(s));

  ln_kernel_arg args[] = {LN_ARG_IMAGE(&in), LN_ARG_IMAGE(&out),
                          LN_ARG_SAMPLER(LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE | LN_SAMPLER_FILTER_NEAREST)};
  ln_ndrange nd = {2, {0, 0}, {4, 2}, {4, 1}};
  s = ln_kernel_run(LN_KERNEL(mirror), &nd, args, 3);
  printf("run: %s\n", ln_strerror(s));
  for (int y = 0; y < 2; y++) {
    for (int x = 0; x < 4; x++) printf(" %3d %3d %3d %3d |", dst[y][x][0], dst[y][x][1], dst[y][x][2], dst[y][x][3]);
    printf("\n");
  }

  /* a buffer too small for 4 x 2 RGBA8 texels: nothing is described */
  s = ln_image_init(&in, LN_IMAGE_2D, LN_IMAGE_RGBA, LN_IMAGE_UNORM_INT8, 4, 2, 1, 0, 0, src, sizeof src - 1);
  printf("short buffer: %s\n", ln_strerror(s));
  /* repeat addressing needs normalized coordinates: the launch is refused */
  args[2] = LN_ARG_SAMPLER(LN_SAMPLER_ADDRESS_REPEAT | LN_SAMPLER_FILTER_NEAREST);
  s = ln_kernel_run(LN_KERNEL(mirror), &nd, args, 3);
  printf("bad sampler:  %s\n", ln_strerror(s));
  return 0;
}
