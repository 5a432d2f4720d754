/* OpenCL: the condition of ?: may not have a floating-point type (scalar condition too). */
#include <lanes/ops.h>
int main(void) {
  ln_int4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  int c = 1;
#else
  double c = 1;
#endif
  ln_int4 r = ln_cond(c, a, b);
  return r[0];
}
