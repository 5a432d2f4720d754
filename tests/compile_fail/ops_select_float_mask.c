/* OpenCL select: the mask of a float vector must be int or uint lanes, never float. */
#include <lanes/ops.h>
int main(void) {
  ln_float4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_int4 c = {-1, 0, 0, 0};
#else
  ln_float4 c = {-1, 0, 0, 0};
#endif
  ln_float4 r = ln_select(a, b, c);
  return (int)r[0];
}
