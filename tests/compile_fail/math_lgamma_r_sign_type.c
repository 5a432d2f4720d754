/* OpenCL lgamma_r(floatn x, intn *signp): signp must point to int lanes of x's lane count; a
 * pointer to float4 is rejected.
 * LN_EXPECT_MESSAGE: ln_lgamma_r: signp must point to int lanes of x's lane count */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {0.5f, 1.5f, -2.5f, 3.5f};
#ifdef LN_EXPECT_OK
  ln_int4 s; return (int)ln_lgamma_r(x, &s)[0] + s[0];
#else
  ln_float4 s; return (int)ln_lgamma_r(x, &s)[0] + (int)s[0];
#endif
}
