/* ln_concat of two 64-lane vectors: no 128-lane type exists. */
/* LN_EXPECT_MESSAGE: whose element type has twice its lanes */
#include <lanes/construct.h>
int main(void) {
#ifdef LN_EXPECT_OK
  ln_uchar32 a = {1, 2, 3};
#else
  ln_uchar64 a = {1, 2, 3};
#endif
  __auto_type r = ln_concat(a, a);
  return r[0];
}
