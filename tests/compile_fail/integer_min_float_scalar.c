/* min(int4, 1.5): an integer vector takes an integer scalar only. */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int4 x = {0}; return ln_min(x, 1)[0];
#else
  ln_int4 x = {0}; return ln_min(x, 1.5)[0];
#endif
}
