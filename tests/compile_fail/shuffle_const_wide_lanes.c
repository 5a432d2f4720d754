/* LN_SHUFFLE_CONST with 32 indexes makes a 32-lane vector, which exists for 8- and 16-bit
 * lanes only: on a ln_int4 it is rejected, on a ln_ushort4 it is valid.
 * LN_EXPECT_MESSAGE: LN_SHUFFLE_CONST: 32 indexes need 8- or 16-bit lanes */
#include <lanes/shuffle.h>
int f(ln_int4 a, ln_ushort4 b);
int f(ln_int4 a, ln_ushort4 b) {
  (void)a; (void)b;
#ifdef LN_EXPECT_OK
  ln_ushort32 r = LN_SHUFFLE_CONST(b, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                   23, 24, 25, 26, 27, 28, 29, 30, 31);
  return r[31];
#else
  __auto_type r = LN_SHUFFLE_CONST(a, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                                   22, 23, 24, 25, 26, 27, 28, 29, 30, 31);
  return r[31];
#endif
}
