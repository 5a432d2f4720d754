/* fmax of two vectors of different lane counts (float4, float8) is rejected.
 * LN_EXPECT_MESSAGE: ln_fmax: y must have x's type, or be a scalar */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {0};
#ifdef LN_EXPECT_OK
  ln_float4 y = {0};
#else
  ln_float8 y = {0};
#endif
  return (int)ln_fmax(x, y)[0];
}
