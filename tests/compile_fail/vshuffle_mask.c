/* A mask must be the -1/0 signed integer vector of the value's element width. */
#include <lanes/vshuffle.h>
int main(void) {
  ln_float4 v = {1, 2, 3, 4};
  ln_vshuf4 s = ln_vshuf4_iota(1, 1, 1);
#ifdef LN_EXPECT_OK
  ln_int4 m = {-1, 0, -1, 0};
#else
  ln_short8 m = {-1, 0, -1, 0, -1, 0, -1, 0};
#endif
  ln_float4 r = ln_rearrange_masked(v, s, m);
  return r[0] == 2 ? 0 : 1;
}
