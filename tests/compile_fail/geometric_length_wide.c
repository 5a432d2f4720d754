/* the geometric functions take at most 4 lanes (OpenCL): length(float8) is rejected.
 * LN_EXPECT_MESSAGE: ln_length: p must be half, float or double, a scalar or 2, 3, 4 lanes */
#include <lanes/geometric.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0};
#else
  ln_float8 x = {0};
#endif
  return (int)ln_length(x);
}
