/* ln_select on 64 lanes: the mask must have the value's lane count (char32 has 32). */
#include <lanes/ops.h>
ln_uchar64 f(ln_uchar64 a, ln_uchar64 b, ln_char64 m, ln_char32 m32) {
  (void)m; (void)m32;
#ifdef LN_EXPECT_OK
  return ln_select(a, b, m);
#else
  return ln_select(a, b, m32);
#endif
}
