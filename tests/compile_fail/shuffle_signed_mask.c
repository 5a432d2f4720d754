/* OpenCL shuffle masks are unsigned (ugentypen): an int4 mask is rejected. */
#include <lanes/shuffle.h>
ln_float4 f(ln_float8 a, ln_int4 smask, ln_uint4 umask);
ln_float4 f(ln_float8 a, ln_int4 smask, ln_uint4 umask) {
  (void)smask; (void)umask;
#ifdef LN_EXPECT_OK
  return ln_shuffle(a, umask);
#else
  return ln_shuffle(a, smask);
#endif
}
