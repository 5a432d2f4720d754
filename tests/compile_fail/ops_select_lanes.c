/* OpenCL select: the mask must have as many lanes as a (int3 a: int3 or uint3 mask). */
#include <lanes/ops.h>
int main(void) {
  ln_int3 a = {{1, 2, 3}}, b = {{5, 6, 7}};
#ifdef LN_EXPECT_OK
  ln_uint3 c = {{0x80000000u, 0, 0}};
#else
  ln_int4 c = {-1, 0, 0, 0};
#endif
  ln_int3 r = ln_select(a, b, c);
  return r.v[0];
}
