/* OpenCL erf takes floating types only: erf(int4) is rejected.
 * LN_EXPECT_MESSAGE: ln_erf: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_erf(x)[0];
#else
  ln_int4 x = {0}; return (int)ln_erf(x)[0];
#endif
}
