/* convert_<T>32 needs a source of 32 lanes: a 64-lane source does not compile. */
#include <lanes/convert.h>
ln_uchar32 f(ln_char64 x, ln_char32 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_convert_uchar32_sat(y);
#else
  return ln_convert_uchar32_sat(x);
#endif
}
