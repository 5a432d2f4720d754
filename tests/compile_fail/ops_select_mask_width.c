/* OpenCL select: the mask must have integer lanes of the element width of a (int4 a: int4 or
 * uint4).  A short4 mask is rejected. */
#include <lanes/ops.h>
int main(void) {
  ln_int4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_uint4 c = {0x80000000u, 0, 0, 0};
#else
  ln_short4 c = {-1, 0, 0, 0};
#endif
  ln_int4 r = ln_select(a, b, c);
  return r[0];
}
