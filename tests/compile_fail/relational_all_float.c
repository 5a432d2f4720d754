/* OpenCL all takes igentype: all(float4) is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return ln_all(x);
#else
  ln_float4 x = {0}; return ln_all(x);
#endif
}
