/* OpenCL sin takes floating types only: sin(int4) is rejected.
 * LN_EXPECT_MESSAGE: ln_sin: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_sin(x)[0];
#else
  ln_int4 x = {0}; return (int)ln_sin(x)[0];
#endif
}
