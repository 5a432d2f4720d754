/* A 3-lane type has the size of 4 lanes: as_int3 of an 8-lane float vector is rejected. */
#include <lanes/convert.h>
ln_int3 f(ln_float8 x, ln_float4 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_as_int3(y);
#else
  return ln_as_int3(x);
#endif
}
