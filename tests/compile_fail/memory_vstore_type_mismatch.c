/* vstore4 of a float4 into an int array: OpenCL requires data's type to match p's. */
#include <lanes/memory.h>
int main(void) {
  int buf[8] = {0};
#ifdef LN_EXPECT_OK
  ln_int4 v = {1, 2, 3, 4};
#else
  ln_float4 v = {1, 2, 3, 4};
#endif
  ln_vstore4(v, 1, buf);
  return buf[4];
}
