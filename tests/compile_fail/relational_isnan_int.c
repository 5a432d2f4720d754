/* isnan takes floating types only: isnan(int4) is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return ln_isnan(x)[0];
#else
  ln_int4 x = {0}; return ln_isnan(x)[0];
#endif
}
