/* vstore3 of a 4-lane vector: the lane count must match the function. */
#include <lanes/memory.h>
int main(void) {
  short buf[8] = {0};
#ifdef LN_EXPECT_OK
  ln_short3 v = {{1, 2, 3, 0}};
#else
  ln_short4 v = {1, 2, 3, 4};
#endif
  ln_vstore3(v, 1, buf);
  return buf[3];
}
