/* OpenCL remquo takes x and y of one type: float4 with float8 is rejected.
 * LN_EXPECT_MESSAGE: ln_remquo: x and y one floating type */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {7, 8, 9, 10};
  ln_int4 q;
#ifdef LN_EXPECT_OK
  ln_float4 y = {2, 3, 4, 5};
#else
  ln_float8 y = {2, 3, 4, 5, 6, 7, 8, 9};
#endif
  return (int)ln_remquo(x, y, &q)[0] + q[0];
}
