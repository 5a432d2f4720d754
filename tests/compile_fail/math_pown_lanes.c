/* OpenCL pown takes int lanes of x's lane count: pown(double4, int8) is rejected.
 * LN_EXPECT_MESSAGE: ln_pown: n must be int lanes of the lane count of x */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_double4 x = {0}; ln_int4 n = {0}; return (int)ln_pown(x, n)[0];
#else
  ln_double4 x = {0}; ln_int8 n = {0}; return (int)ln_pown(x, n)[0];
#endif
}
