/* A mask must have the value's element width: an ln_short8 mask for an ln_int4 value is
 * rejected (same size, other lane width), even where Clang would convert it silently. */
#include <lanes/gather.h>
int f(const int *p) {
  ln_int4 pt = {0, 0, 0, 0};
#ifdef LN_EXPECT_OK
  ln_int4 m = {-1, 0, -1, 0};
#else
  ln_short8 m = {-1, 0, -1, 0, -1, 0, -1, 0};
#endif
  ln_int4 r = ln_load_masked(p, m, pt);
  return r[0];
}
