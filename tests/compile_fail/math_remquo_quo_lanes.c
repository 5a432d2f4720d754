/* OpenCL remquo(floatn x, floatn y, intn *quo): quo must point to int lanes of x's lane count;
 * an int2 for float4 arguments is rejected.
 * LN_EXPECT_MESSAGE: ln_remquo: x and y one floating type, quo a pointer to int lanes */
#include <lanes/math.h>
int f(void);
int f(void) {
  ln_float4 x = {7, 8, 9, 10}, y = {2, 3, 4, 5};
#ifdef LN_EXPECT_OK
  ln_int4 q; return (int)ln_remquo(x, y, &q)[0] + q[0];
#else
  ln_int2 q; return (int)ln_remquo(x, y, &q)[0] + q[0];
#endif
}
