/* upsample has no long/ulong hi (there is no 128-bit type). */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_int2 h = {0}; ln_uint2 l = {0}; return (int)ln_upsample(h, l)[0];
#else
  ln_long2 h = {0}; ln_ulong2 l = {0}; return (int)ln_upsample(h, l)[0];
#endif
}
