/* shuffle2 with a mask of another element width (ulong4 for double inputs is valid,
 * ushort4 is not). */
#include <lanes/shuffle.h>
ln_double4 f(ln_double2 a, ln_double2 b, ln_ushort4 m16, ln_ulong4 m64);
ln_double4 f(ln_double2 a, ln_double2 b, ln_ushort4 m16, ln_ulong4 m64) {
  (void)m16; (void)m64;
#ifdef LN_EXPECT_OK
  return ln_shuffle2(a, b, m64);
#else
  return ln_shuffle2(a, b, m16);
#endif
}
