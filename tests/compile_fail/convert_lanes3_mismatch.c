/* A 3-lane conversion needs a 3-lane source (a 4-lane vector is not one). */
#include <lanes/convert.h>
ln_int3 f(ln_float4 x, ln_float3 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_convert_int3(y);
#else
  return ln_convert_int3(x);
#endif
}
