/* lanes/opencl.h: OpenCL C has no saturating conversion to a floating-point type, so
 * convert_float4_sat is not a name; using it stops the compilation with a message (not an
 * implicitly declared function that fails at link time).
 * LN_EXPECT_MESSAGE: convert_float4_sat: OpenCL C has no saturating conversion to a floating-point type */
#include <lanes.h>
#include <lanes/opencl.h>
float4 f(int4 x) {
#ifdef LN_EXPECT_OK
  return convert_float4(x);
#else
  return convert_float4_sat(x);
#endif
}
