/* mul24 exists for int and uint only: mul24(short8) is rejected. */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return ln_mul24(x, x)[0];
#else
  ln_short8 x = {0}; return ln_mul24(x, x)[0];
#endif
}
