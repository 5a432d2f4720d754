/* OpenCL: the condition of ?: may not have a floating-point type. */
#include <lanes/ops.h>
int main(void) {
  ln_float4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_int4 c = {-1, 0, -1, 0};
#else
  ln_float4 c = {-1, 0, -1, 0};
#endif
  ln_float4 r = ln_cond(c, a, b);
  return (int)r[0];
}
