/* OpenCL has no _sat conversion to a floating-point type: ln_convert_float4_sat does not exist. */
#include <lanes/convert.h>
ln_float4 f(ln_int4 x) {
#ifdef LN_EXPECT_OK
  return ln_convert_float4_rtz(x);
#else
  return ln_convert_float4_sat(x);
#endif
}
