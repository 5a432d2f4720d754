/* The mask of a 32-lane short vector is a ln_short32, not the ln_char32 of the same lane count.
 * LN_EXPECT_MESSAGE: a mask must be the -1/0 signed integer vector */
#include <lanes/vshuffle.h>
int main(void) {
  ln_short32 v = {1, 2, 3, 4};
  ln_vshuf32 s = ln_vshuf32_iota(1, 1, 1);
#ifdef LN_EXPECT_OK
  ln_short32 m = {-1, 0, -1, 0};
#else
  ln_char32 m = {-1, 0, -1, 0};
#endif
  ln_short32 r = ln_rearrange_masked(v, s, m);
  return r[0] == 2 ? 0 : 1;
}
