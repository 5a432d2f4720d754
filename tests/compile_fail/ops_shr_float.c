/* OpenCL shifts take integer operands only. */
#include <lanes/ops.h>
int main(void) {
#ifdef LN_EXPECT_OK
  ln_int4 v = {1, 2, 3, 4};
  ln_int4 r = ln_shr(v, 1);
#else
  ln_float4 v = {1, 2, 3, 4};
  ln_float4 r = ln_shr(v, 1);
#endif
  return (int)r[0];
}
