#include <lanes/construct.h>
#include <stdio.h>

int main(void) {
  ln_int4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
  ln_int8 c = ln_concat(a, b);
  ln_int4 hi = ln_hi(c), odd = ln_odd(c);
  printf("concat %d .. %d, hi %d %d %d %d, odd %d %d %d %d\n", c[0], c[7], hi[0], hi[1], hi[2], hi[3],
         odd[0], odd[1], odd[2], odd[3]);
  ln_int8 d = ln_set_lo(c, ((ln_int4){0, 0, 0, 0}));   /* OpenCL's d.lo = ... */
  printf("set_lo %d %d %d %d %d %d %d %d\n", d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]);
  return 0;
}
