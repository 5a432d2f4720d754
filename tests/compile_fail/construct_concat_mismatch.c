/* ln_concat: both halves must have one type. */
#include <lanes/construct.h>
int main(void) {
  ln_int4 a = {1, 2, 3, 4};
#ifdef LN_EXPECT_OK
  ln_int4 b = {5, 6, 7, 8};
#else
  ln_uint4 b = {5, 6, 7, 8};
#endif
  ln_int8 r = ln_concat(a, b);
  return r[0];
}
