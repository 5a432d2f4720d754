/* OpenCL abs takes integer types only (fabs is the floating one): abs(float4) is rejected. */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return (int)ln_abs(x)[0];
#else
  ln_float4 x = {0}; return (int)ln_abs(x)[0];
#endif
}
