/* OpenCL dot takes floating vectors only: dot(int4, int4) is rejected.
 * LN_EXPECT_MESSAGE: ln_dot: a and b must have one type */
#include <lanes/geometric.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_dot(x, x);
#else
  ln_int4 x = {0}; return (int)ln_dot(x, x);
#endif
}
