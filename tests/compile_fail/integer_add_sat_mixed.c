/* add_sat(int4, uint4): the arguments must have one type (no signed/unsigned mix). */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}, y = {0}; return ln_add_sat(x, y)[0];
#else
  ln_int4 x = {0}; ln_uint4 y = {0}; return ln_add_sat(x, y)[0];
#endif
}
