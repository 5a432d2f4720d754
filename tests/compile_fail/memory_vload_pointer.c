/* vload from a pointer that is not to an OpenCL element type. */
#include <lanes/memory.h>
int main(void) {
  float buf[4] = {1, 2, 3, 4};
#ifdef LN_EXPECT_OK
  const float *p = buf;
#else
  const void *p = buf;
#endif
  ln_float4 v = ln_vload4(0, p);
  return (int)v[0];
}
