/* The mask's element width is the result's at 32 lanes too: ln_short32 takes a ln_ushort32
 * mask, not a ln_uchar32 one.
 * LN_EXPECT_MESSAGE: ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16_32_64 */
#include <lanes/shuffle.h>
ln_short32 f(ln_short16 a, ln_uchar32 m8, ln_ushort32 m16);
ln_short32 f(ln_short16 a, ln_uchar32 m8, ln_ushort32 m16) {
  (void)m8; (void)m16;
#ifdef LN_EXPECT_OK
  return ln_shuffle(a, m16);
#else
  return ln_shuffle(a, m8);
#endif
}
