/* vstore2 of a uint2 into an int array: same size, other signedness (Clang's lax vector
 * conversions would accept it silently). */
#include <lanes/memory.h>
int main(void) {
  int buf[4] = {0};
#ifdef LN_EXPECT_OK
  ln_int2 v = {1, 2};
#else
  ln_uint2 v = {1, 2};
#endif
  ln_vstore2(v, 0, buf);
  return buf[1];
}
