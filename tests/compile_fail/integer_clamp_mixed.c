/* clamp(float4, float4, float): minval and maxval are both vectors or both scalars. */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_clamp(x, 0.0f, 1.0f)[0];
#else
  ln_float4 x = {0}; return (int)ln_clamp(x, x, 1.0f)[0];
#endif
}
