/* OpenCL tanh takes floating types only: tanh(int4) is rejected.
 * LN_EXPECT_MESSAGE: ln_tanh: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_tanh(x)[0];
#else
  ln_int4 x = {0}; return (int)ln_tanh(x)[0];
#endif
}
