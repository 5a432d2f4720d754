/* convert_<T><N> needs a source with the same number of lanes. */
#include <lanes/convert.h>
ln_int4 f(ln_float8 x, ln_float4 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_convert_int4_sat(y);
#else
  return ln_convert_int4_sat(x);
#endif
}
