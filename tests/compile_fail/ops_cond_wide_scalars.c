/* OpenCL: with two scalar operands the result has their common C type (char and short promote
 * to int), so a 64-lane char condition with two char scalars has no result type of its width.
 * The one two-scalar form at 32 lanes: a 16-bit condition with two half scalars.
 * LN_EXPECT_MESSAGE: ln_cond: a and b must have one type */
#include <lanes/ops.h>
int main(void) {
#ifdef LN_EXPECT_OK
#if LN_HAS_HALF
  ln_short32 c = ln_splat(ln_short32, -1);
  ln_half32 r = ln_cond(c, (ln_half)1, (ln_half)2);
  return (int)r[0];
#else
  return 0;
#endif
#else
  ln_char64 c = ln_splat(ln_char64, -1);
  ln_char64 r = ln_cond(c, (ln_char)1, (ln_char)2);
  return (int)r[0];
#endif
}
