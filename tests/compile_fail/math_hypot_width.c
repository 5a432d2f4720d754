/* OpenCL hypot takes two arguments of one type: hypot(float4, float8) is rejected.
 * LN_EXPECT_MESSAGE: ln_hypot: x and y must have the same floating type */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {0};
#ifdef LN_EXPECT_OK
  ln_float4 y = {0};
#else
  ln_float8 y = {0};
#endif
  return (int)ln_hypot(x, y)[0];
}
