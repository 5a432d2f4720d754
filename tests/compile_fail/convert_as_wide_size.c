/* ln_as_uchar64 needs a 64-byte operand: ln_short16 has 32 bytes. */
/* LN_EXPECT_MESSAGE: operand and result must have the same size */
#include <lanes/convert.h>
ln_uchar64 f(ln_short16 x, ln_short32 y) {
  (void)x; (void)y;
#ifdef LN_EXPECT_OK
  return ln_as_uchar64(y);
#else
  return ln_as_uchar64(x);
#endif
}
