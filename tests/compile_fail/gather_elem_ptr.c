/* The element pointer must point to the vector's element type. */
#include <lanes/gather.h>
ln_float4 f(const float *pf, const double *pd, ln_int4 m, ln_float4 pt) {
#ifdef LN_EXPECT_OK
  (void)pd;
  return ln_load_masked(pf, m, pt);
#else
  (void)pf;
  return ln_load_masked(pd, m, pt);
#endif
}
