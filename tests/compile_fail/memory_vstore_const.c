/* vstore into a pointer to const. */
#include <lanes/memory.h>
int main(void) {
  double buf[4] = {0};
#ifdef LN_EXPECT_OK
  double *p = buf;
#else
  const double *p = buf;
#endif
  ln_vstore2(((ln_double2){1.0, 2.0}), 1, p);
  return (int)buf[2];
}
