/* isnan takes floating types only: isnan(int) is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  float x = 0; return ln_isnan(x);
#else
  int x = 0; return ln_isnan(x);
#endif
}
