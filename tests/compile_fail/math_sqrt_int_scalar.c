/* sqrt of an integer scalar is rejected (OpenCL has no sqrt(int)).
 * LN_EXPECT_MESSAGE: ln_sqrt: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  float x = 4; return (int)ln_sqrt(x);
#else
  int x = 4; return (int)ln_sqrt(x);
#endif
}
