/* OpenCL exp takes floating types only: exp(int8) is rejected.
 * LN_EXPECT_MESSAGE: ln_exp: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float8 x = {0}; return (int)ln_exp(x)[0];
#else
  ln_int8 x = {0}; return (int)ln_exp(x)[0];
#endif
}
