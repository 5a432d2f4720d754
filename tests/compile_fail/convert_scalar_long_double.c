/* ln_convert_<D>(x) on one scalar: x of an element type; long double is none. */
#include <lanes/convert.h>
int main(void) {
#ifdef LN_EXPECT_OK
  double x = 2.5;
#else
  long double x = 2.5L;
#endif
  return ln_convert_int(x) == 2 ? 0 : 1;
}
