/* LN_SWIZZLE on a 3-lane vector: indexes 0..2 only (lane 3 is padding). */
#include <lanes/construct.h>
int main(void) {
  ln_float3 v = {{1, 2, 3}};
#ifdef LN_EXPECT_OK
  ln_float4 r = LN_SWIZZLE(v, 2, 1, 0, 2);
#else
  ln_float4 r = LN_SWIZZLE(v, 2, 1, 0, 3);
#endif
  return (int)r[0];
}
