#include <lanes/construct.h>
#include <stdio.h>

int main(void) {
  ln_int4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
  ln_int8 c = ln_concat(a, b);
  ln_int4 hi = ln_hi(c), odd = ln_odd(c);
  printf("concat %d .. %d, hi %d %d %d %d, odd %d %d %d %d\n", c[0], c[7], hi[0], hi[1], hi[2], hi[3],
         odd[0], odd[1], odd[2], odd[3]);
  return 0;
}
