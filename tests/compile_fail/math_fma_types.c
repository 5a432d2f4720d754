/* fma of a float4 with a double4 (different element types) is rejected.
 * LN_EXPECT_MESSAGE: ln_fma: a, b and c must have the same floating type */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 a = {0}, b = {0};
#ifdef LN_EXPECT_OK
  ln_float4 c = {0};
#else
  ln_double4 c = {0};
#endif
  return (int)ln_fma(a, b, c)[0];
}
