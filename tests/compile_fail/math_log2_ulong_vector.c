/* log2 of unsigned integer lanes is rejected (OpenCL's log2 takes floating types only).
 * LN_EXPECT_MESSAGE: ln_log2: x must be half, float or double */
#include <lanes/math.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_double4 x = {1, 2, 4, 8}; return (int)ln_log2(x)[1];
#else
  ln_ulong4 x = {1, 2, 4, 8}; return (int)ln_log2(x)[1];
#endif
}
