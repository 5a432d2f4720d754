/* LN_SWIZZLE: every index must be a lane of the source (0..3 for a 4-lane vector). */
#include <lanes/construct.h>
int main(void) {
  ln_int4 v = {1, 2, 3, 4};
#ifdef LN_EXPECT_OK
  ln_int2 r = LN_SWIZZLE(v, 0, 3);
#else
  ln_int2 r = LN_SWIZZLE(v, 0, 4);
#endif
  return r[0];
}
