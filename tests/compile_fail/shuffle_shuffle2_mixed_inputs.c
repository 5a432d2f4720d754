/* shuffle2's x and y must have the same type. */
#include <lanes/shuffle.h>
ln_int4 f(ln_int4 a, ln_int4 b, ln_uint4 c, ln_uint4 mask);
ln_int4 f(ln_int4 a, ln_int4 b, ln_uint4 c, ln_uint4 mask) {
  (void)b; (void)c;
#ifdef LN_EXPECT_OK
  return ln_shuffle2(a, b, mask);
#else
  return ln_shuffle2(a, c, mask);
#endif
}
