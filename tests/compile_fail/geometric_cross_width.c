/* OpenCL cross takes 3- and 4-lane vectors only: cross(float2, float2) is rejected.
 * LN_EXPECT_MESSAGE: ln_cross: a and b must have one type: half, float or double vectors of 3 or 4 lanes */
#include <lanes/geometric.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_float4 x = {0}; return (int)ln_cross(x, x)[0];
#else
  ln_float2 x = {0}; return (int)ln_cross(x, x)[0];
#endif
}
