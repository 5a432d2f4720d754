/* OpenCL any takes igentype: a scalar unsigned char is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  signed char x = -1; return ln_any(x);
#else
  unsigned char x = 255; return ln_any(x);
#endif
}
