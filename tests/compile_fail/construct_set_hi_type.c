/* ln_set_hi: x must have the type of ln_hi(v) (v.hi = x in OpenCL: half of v's lanes, v's type).
 * LN_EXPECT_MESSAGE: ln_set_hi: x must have the type of ln_lo(v) */
#include <lanes/construct.h>
int main(void) {
  ln_int8 v = {1, 2, 3, 4, 5, 6, 7, 8};
#ifdef LN_EXPECT_OK
  ln_int4 x = {9, 9, 9, 9};
#else
  ln_int2 x = {9, 9};
#endif
  ln_int8 r = ln_set_hi(v, x);
  return r[0];
}
