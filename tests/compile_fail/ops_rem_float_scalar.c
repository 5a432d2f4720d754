/* OpenCL: % operates on integer types only, scalars included. */
#include <lanes/ops.h>
int main(void) {
#ifdef LN_EXPECT_OK
  int a = 7, b = 2;
#else
  double a = 7, b = 2;
#endif
  return (int)ln_rem(a, b);
}
