/* OpenCL: in a << b with a vector b, a must be a vector too: scalar << vector is rejected. */
#include <lanes/ops.h>
int main(void) {
  ln_uint2 v = {1, 2};
  unsigned s = 3;
#ifdef LN_EXPECT_OK
  ln_uint2 r = ln_shl(v, s);
#else
  ln_uint2 r = ln_shl(s, v);
#endif
  return (int)r[0];
}
