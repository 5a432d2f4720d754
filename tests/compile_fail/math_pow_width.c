/* OpenCL pow takes two arguments of one floating type: pow(float8, float4) is rejected.
 * LN_EXPECT_MESSAGE: ln_pow: x and y must have the same floating type */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float8 x = {0}, y = {0}; return (int)ln_pow(x, y)[0];
#else
  ln_float8 x = {0}; ln_float4 y = {0}; return (int)ln_pow(x, y)[0];
#endif
}
