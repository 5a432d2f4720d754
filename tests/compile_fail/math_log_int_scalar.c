/* log of an integer scalar is rejected (OpenCL has no log(int); C would convert it).
 * LN_EXPECT_MESSAGE: ln_log: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  double x = 8; return (int)ln_log(x);
#else
  long x = 8; return (int)ln_log(x);
#endif
}
