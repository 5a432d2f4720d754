#include <lanes/ops.h>
#include <stdio.h>

int main(void) {
  ln_int4 a = {7, -7, 5, -2147483647 - 1}, b = {2, 2, 0, -1};
  ln_int4 q = ln_div(a, b), r = ln_rem(a, b), lt = ln_lt(a, b);
  printf("div %d %d %d %d\n", q[0], q[1], q[2], q[3]);
  printf("rem %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  printf("lt  %d %d %d %d\n", lt[0], lt[1], lt[2], lt[3]);
  ln_int4 s = ln_shl(a, 33), m = ln_select(a, b, lt);
  printf("shl %d %d select %d %d\n", s[0], s[1], m[0], m[1]);
  return 0;
}
