/* min(sgentype, gentype) does not exist: only min(gentype, sgentype). */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return ln_min(x, 1)[0];
#else
  ln_int4 x = {0}; return ln_min(1, x)[0];
#endif
}
