/* The OpenCL spec's invalid example: uint8 mask; short16 a; short8 b = shuffle(a, mask);
 * the mask's element width (32) must equal the result's (16). */
#include <lanes/shuffle.h>
ln_short8 f(ln_short16 a, ln_uint8 mask16, ln_ushort8 mask);
ln_short8 f(ln_short16 a, ln_uint8 mask16, ln_ushort8 mask) {
  (void)mask16; (void)mask;
#ifdef LN_EXPECT_OK
  ln_short8 b = ln_shuffle(a, mask);
#else
  ln_short8 b = ln_shuffle(a, mask16);
#endif
  return b;
}
