/* distance of two different vector types (float4, double4) is rejected.
 * LN_EXPECT_MESSAGE: ln_distance: p0 and p1 must have one type */
#include <lanes/geometric.h>
int f(void);
int f(void) {
  ln_float4 x = {0};
#ifdef LN_EXPECT_OK
  ln_float4 y = {0};
#else
  ln_double4 y = {0};
#endif
  return (int)ln_distance(x, y);
}
