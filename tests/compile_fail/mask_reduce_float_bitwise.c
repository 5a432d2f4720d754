/* Bitwise reductions exist for integer vectors only. */
#include <lanes/mask.h>
int f(ln_float4 x, ln_int4 i) {
#ifdef LN_EXPECT_OK
  (void)x;
  return ln_reduce_xor(i);
#else
  (void)i;
  return (int)ln_reduce_xor(x);
#endif
}
