/* OpenCL any/all take signed integer types only: any(uint4) is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return ln_any(x);
#else
  ln_uint4 x = {0}; return ln_any(x);
#endif
}
