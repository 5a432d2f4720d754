/* OpenCL: ++ and -- do not apply to floating-point types (scalars included). */
#include <lanes/ops.h>
int main(void) {
#ifdef LN_EXPECT_OK
  int x = 1;
#else
  float x = 1;
#endif
  return (int)ln_inc(x);
}
