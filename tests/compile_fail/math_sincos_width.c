/* sincos stores the cosine through a pointer to x's type: a float8 pointer with a float4 x is rejected.
 * LN_EXPECT_MESSAGE: ln_sincos: cosval must point to x */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {0};
#ifdef LN_EXPECT_OK
  ln_float4 c;
#else
  ln_float8 c;
#endif
  return (int)ln_sincos(x, &c)[0];
}
