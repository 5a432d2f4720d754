/* A constant alignment that is neither 0 nor a power of two is a compile-time error. */
#include <lanes/gather.h>
ln_float4 f(ln_ptr4 p, ln_int4 m, ln_float4 pt) {
#ifdef LN_EXPECT_OK
  return ln_gather(p, m, pt, 4);
#else
  return ln_gather(p, m, pt, 12);
#endif
}
