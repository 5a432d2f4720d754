/* LN_SHUFFLE_CONST takes 2, 4, 8, 16, 32 or 64 indexes (the result's lane count): 3 is rejected. */
#include <lanes/shuffle.h>
ln_int4 f(ln_int4 a);
ln_int4 f(ln_int4 a) {
#ifdef LN_EXPECT_OK
  (void)LN_SHUFFLE_CONST(a, 3, 2, 1, 0);
#else
  (void)LN_SHUFFLE_CONST(a, 3, 2, 1);
#endif
  return a;
}
