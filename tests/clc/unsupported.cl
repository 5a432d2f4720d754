/* Must fail to build through lanes_add_opencl_kernels: calls functions neither the file nor lanes
 * defines (tests/clc/expect_unsupported.cmake checks that the message names each of them). */
int lnk_test_undefined(int x);
float __attribute__((overloadable)) lnk_test_overload(float2 v);
float __attribute__((overloadable)) lnk_test_overload(int v);

__kernel void uses_unsupported(__global int *p, __global float *q) {
  p[0] = lnk_test_undefined(p[1]);
  q[0] = lnk_test_overload((float2)(q[1], q[2]));
  q[3] = lnk_test_overload(p[2]);
}
