/* 3-lane vectors are not shuffle operands in OpenCL (gentypem is 2, 4, 8 or 16 lanes). */
#include <lanes/shuffle.h>
ln_int4 f(ln_int3 a3, ln_int4 a4, ln_uint4 mask);
ln_int4 f(ln_int3 a3, ln_int4 a4, ln_uint4 mask) {
  (void)a3; (void)a4;
#ifdef LN_EXPECT_OK
  return ln_shuffle(a4, mask);
#else
  return ln_shuffle(a3, mask);
#endif
}
