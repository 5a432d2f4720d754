/* OpenCL's fast_length takes float only: fast_length(double2) is rejected.
 * LN_EXPECT_MESSAGE: ln_fast_length: p must be float */
#include <lanes/geometric.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float2 x = {0};
#else
  ln_double2 x = {0};
#endif
  return (int)ln_fast_length(x);
}
