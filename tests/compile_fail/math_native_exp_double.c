/* OpenCL's native_ and half_ functions take float only: native_exp(double4) is rejected.
 * LN_EXPECT_MESSAGE: ln_native_exp: x must be float */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {1, 2, 3, 4}; return (int)ln_native_exp(x)[0];
#else
  ln_double4 x = {1, 2, 3, 4}; return (int)ln_native_exp(x)[0];
#endif
}
