/* ln_vload32 of an element type that has no 32-lane vector (int32 would be 1024 bits). */
/* LN_EXPECT_MESSAGE: ln__error_element_type_has_no_vector_of_this_width */
#include <lanes/memory.h>
int main(void) {
#ifdef LN_EXPECT_OK
  static const short p[32];
#else
  static const int p[32];
#endif
  __auto_type v = ln_vload32(0, p);
  return (int)v[0];
}
