/* rotate(gentype, gentype) has no vector/scalar form. */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_uint4 x = {0}; return (int)ln_rotate(x, x)[0];
#else
  ln_uint4 x = {0}; return (int)ln_rotate(x, 3u)[0];
#endif
}
