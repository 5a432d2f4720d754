/* A shuffle of another lane count than the vector's is rejected at compile time. */
#include <lanes/vshuffle.h>
int main(void) {
  ln_int4 v = {1, 2, 3, 4};
#ifdef LN_EXPECT_OK
  ln_vshuf4 s = ln_vshuf4_iota(1, 1, 1);
#else
  ln_vshuf8 s = ln_vshuf8_iota(1, 1, 1);
#endif
  ln_int4 r = ln_rearrange(v, s);
  return r[0] == 2 ? 0 : 1;
}
