/* isless on integer scalars is rejected (floating built-in). */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  return ln_isless(1.0, 2);
#else
  return ln_isless(1, 2);
#endif
}
