/* A mask is the signed integer vector comparisons return: an unsigned mask is rejected. */
#include <lanes/gather.h>
void f(float *p, ln_float4 v) {
#ifdef LN_EXPECT_OK
  ln_int4 m = {-1, 0, -1, 0};
#else
  ln_uint4 m = {~0u, 0, ~0u, 0};
#endif
  ln_store_masked(v, p, m);
}
