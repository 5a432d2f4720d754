/* OpenCL: a vector condition must have the lane width and count of the selected values. */
#include <lanes/ops.h>
int main(void) {
  ln_double4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_long4 c = {-1, 0, -1, 0};
#else
  ln_int4 c = {-1, 0, -1, 0};
#endif
  ln_double4 r = ln_cond(c, a, b);
  return (int)r[0];
}
