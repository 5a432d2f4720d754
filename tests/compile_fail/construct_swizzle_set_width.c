/* LN_SWIZZLE_SET: x needs one lane per index, of v's element type (OpenCL: v.s01 = x needs a
 * 2-component x of v's type).
 * LN_EXPECT_MESSAGE: LN_SWIZZLE_SET: x must have v's element type and one lane per index */
#include <lanes/construct.h>
int main(void) {
  ln_short8 v = {1, 2, 3, 4, 5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_short2 x = {8, 9};
#else
  ln_ushort4 x = {8, 9, 10, 11};
#endif
  ln_short8 r = LN_SWIZZLE_SET(v, x, 0, 1);
  return r[0];
}
