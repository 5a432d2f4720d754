/* The address vector must have the value's lane count (ln_ptr4 for 3 and 4 lanes). */
#include <lanes/gather.h>
ln_status f(ln_int3 v, ln_int3 m, ln_ptr8 p8, ln_ptr4 p4) {
#ifdef LN_EXPECT_OK
  (void)p8;
  return ln_scatter(v, p4, m, 0);
#else
  (void)p4;
  return ln_scatter(v, p8, m, 0);
#endif
}
