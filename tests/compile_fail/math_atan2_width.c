/* OpenCL atan2 takes two vectors of the same type (no scalar second argument, no other width):
 * atan2(float4, float8) is rejected.
 * LN_EXPECT_MESSAGE: ln_atan2: y and x must have the same floating type */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 y = {0};
#ifdef LN_EXPECT_OK
  ln_float4 x = {0};
#else
  ln_float8 x = {0};
#endif
  return (int)ln_atan2(y, x)[0];
}
