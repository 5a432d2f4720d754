/* 16-bit lanes stop at 32 (a ln_short64 would be 1024 bits): a 64-lane mask of 16-bit lanes
 * is rejected with the shuffle error, a 32-lane one is valid.
 * LN_EXPECT_MESSAGE: ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16_32_64 */
#include <lanes/shuffle.h>
typedef unsigned short u16x64 __attribute__((vector_size(128)));
ln_short32 f(ln_short32 a, ln_ushort32 m32, u16x64 m64);
ln_short32 f(ln_short32 a, ln_ushort32 m32, u16x64 m64) {
  (void)m32; (void)m64;
#ifdef LN_EXPECT_OK
  return ln_shuffle(a, m32);
#else
  return ln_shuffle(a, m64);
#endif
}
