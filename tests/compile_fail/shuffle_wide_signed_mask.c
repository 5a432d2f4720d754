/* The mask of a 64-lane byte shuffle is unsigned too: a ln_char64 mask is rejected.
 * LN_EXPECT_MESSAGE: ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16_32_64 */
#include <lanes/shuffle.h>
ln_uchar64 f(ln_uchar64 a, ln_uchar64 b, ln_char64 smask, ln_uchar64 umask);
ln_uchar64 f(ln_uchar64 a, ln_uchar64 b, ln_char64 smask, ln_uchar64 umask) {
  (void)smask; (void)umask;
#ifdef LN_EXPECT_OK
  return ln_shuffle2(a, b, umask);
#else
  return ln_shuffle2(a, b, smask);
#endif
}
