/* upsample(char4 hi, char4 lo): lo must be the unsigned type (uchar4). */
#include <lanes/integer.h>
int f(void);
int f(void) {
#ifdef LN_EXPECT_OK
  ln_char4 h = {0}; ln_uchar4 l = {0}; return ln_upsample(h, l)[0];
#else
  ln_char4 h = {0}, l = {0}; return ln_upsample(h, l)[0];
#endif
}
