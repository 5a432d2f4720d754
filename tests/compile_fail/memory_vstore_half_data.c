/* vstore_half2 of an int2: the data must be float2 or double2. */
#include <lanes/memory.h>
int main(void) {
  uint16_t buf[4] = {0};
#ifdef LN_EXPECT_OK
  ln_float2 v = {1, 2};
#else
  ln_int2 v = {1, 2};
#endif
  ln_vstore_half2(v, 1, buf);
  return buf[2];
}
