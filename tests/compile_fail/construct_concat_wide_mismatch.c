/* ln_concat at 32 lanes: both halves must have one type (uchar32 and char32 differ). */
/* LN_EXPECT_MESSAGE: ln_concat: a and b must have one vector type */
#include <lanes/construct.h>
int main(void) {
  ln_uchar32 a = {1, 2, 3};
#ifdef LN_EXPECT_OK
  ln_uchar32 b = {4, 5, 6};
#else
  ln_char32 b = {4, 5, 6};
#endif
  ln_uchar64 r = ln_concat(a, b);
  return r[0];
}
