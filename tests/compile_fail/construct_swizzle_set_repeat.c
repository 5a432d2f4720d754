/* LN_SWIZZLE_SET: OpenCL forbids a repeated component on the left of = (v.s11 = x).
 * LN_EXPECT_MESSAGE: LN_SWIZZLE_SET: repeated index */
#include <lanes/construct.h>
int main(void) {
  ln_int4 v = {1, 2, 3, 4};
  ln_int2 x = {8, 9};
#ifdef LN_EXPECT_OK
  ln_int4 r = LN_SWIZZLE_SET(v, x, 1, 2);
#else
  ln_int4 r = LN_SWIZZLE_SET(v, x, 1, 1);
#endif
  return r[0];
}
