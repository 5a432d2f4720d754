/* vstore_half into a float array: the storage must be ln_half or uint16_t. */
#include <lanes/memory.h>
int main(void) {
#ifdef LN_EXPECT_OK
  uint16_t buf[4] = {0};
#else
  float buf[4] = {0};
#endif
  ln_vstore_half4_rtz(((ln_float4){1, 2, 3, 4}), 0, buf);
  return (int)buf[0];
}
