/* isless(float4, double4): the two vectors must have one type. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_double4 x = {0}, y = {0}; return (int)ln_isless(x, y)[0];
#else
  ln_float4 x = {0}; ln_double4 y = {0}; return (int)ln_isless(x, y)[0];
#endif
}
