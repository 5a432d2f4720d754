/* Must fail to build through lanes_add_opencl_kernels: calls OpenCL C functions lanes does not
 * provide (tests/clc/expect_unsupported.cmake checks that the message names each of them). */
__kernel void uses_printf(__global int *p) {
  printf("%d\n", p[0]);
  p[3] = (int)tanpi((float)p[4]);
  p[1] = (int)pown(2.0f, p[2]);
}
