/* lanes/opencl.h: no saturating conversion to double either, with or without a rounding mode
 * and for scalars too: convert_double_sat_rte stops the compilation with a message.
 * LN_EXPECT_MESSAGE: convert_double_sat_rte: OpenCL C has no saturating conversion to a floating-point type */
#include <lanes.h>
#include <lanes/opencl.h>
double f(long x) {
#ifdef LN_EXPECT_OK
  return convert_double_rte(x);
#else
  return convert_double_sat_rte(x);
#endif
}
