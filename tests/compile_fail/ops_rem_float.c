/* OpenCL: % operates on integer types only. */
#include <lanes/ops.h>
int main(void) {
#ifdef LN_EXPECT_OK
  ln_int4 a = {7, 8, 9, 10}, b = {2, 3, 4, 5};
#else
  ln_float4 a = {7, 8, 9, 10}, b = {2, 3, 4, 5};
#endif
  __typeof__(a) r = ln_rem(a, b);
  return (int)r[0];
}
