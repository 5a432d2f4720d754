/* LN_SWIZZLE_SET: a 3-lane vector has lanes 0..2 only; index 3 (its padding) is out of range.
 * LN_EXPECT_MESSAGE: LN_SWIZZLE_SET: index out of range */
#include <lanes/construct.h>
int main(void) {
  ln_float3 v = {{1, 2, 3}};
  ln_float2 x = {8, 9};
#ifdef LN_EXPECT_OK
  ln_float3 r = LN_SWIZZLE_SET(v, x, 2, 0);
#else
  ln_float3 r = LN_SWIZZLE_SET(v, x, 3, 0);
#endif
  return (int)r.v[0];
}
