/* isequal has no vector/scalar form: isequal(float4, float) is rejected. */
#include <lanes/relational.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return ln_isequal(x, x)[0];
#else
  ln_float4 x = {0}; return ln_isequal(x, 1.0f)[0];
#endif
}
