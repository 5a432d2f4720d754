/* as_typen only between types of the same size. */
#include <lanes/convert.h>
ln_int4 f(ln_double4 x, ln_float4 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_as_int4(y);
#else
  return ln_as_int4(x);
#endif
}
