/* Must fail to build through lanes_add_opencl_kernels: calls OpenCL C functions lanes does not
 * provide (tests/clc/expect_unsupported.cmake checks that the message names each of them). */
__kernel void uses_unsupported(__read_only image2d_t img, __global int *p) {
  p[0] = get_image_width(img);
  p[3] = get_image_height(img);
  p[1] = get_image_channel_order(img);
}
