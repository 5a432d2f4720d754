/* OpenCL rootn takes an int n: rootn(float, float) is rejected.
 * LN_EXPECT_MESSAGE: ln_rootn: n must be int lanes of the lane count of x */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  float x = 8; return (int)ln_rootn(x, 3);
#else
  float x = 8; return (int)ln_rootn(x, 3.0f);
#endif
}
