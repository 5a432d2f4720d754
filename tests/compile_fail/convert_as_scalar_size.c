/* as_type on scalars: as_int of a double (8 bytes) is rejected. */
#include <lanes/convert.h>
ln_int f(double x, float y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_as_int(y);
#else
  return ln_as_int(x);
#endif
}
