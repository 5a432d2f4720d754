/* A 32-lane shuffle does not rearrange a 64-lane vector (nor the reverse). */
#include <lanes/vshuffle.h>
int main(void) {
  ln_uchar64 v = {1, 2, 3, 4};
#ifdef LN_EXPECT_OK
  ln_vshuf64 s = ln_vshuf64_iota(1, 1, 1);
#else
  ln_vshuf32 s = ln_vshuf32_iota(1, 1, 1);
#endif
  ln_uchar64 r = ln_rearrange(v, s);
  return r[0] == 2 ? 0 : 1;
}
