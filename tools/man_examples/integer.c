#include <lanes/integer.h>
#include <stdio.h>

int main(void) {
  ln_uchar4 a = {250, 10, 128, 0}, b = {10, 20, 128, 1};
  ln_uchar4 s = ln_add_sat(a, b), h = ln_rhadd(a, b), d = ln_abs_diff(a, b);
  printf("add_sat  %u %u %u %u\n", s[0], s[1], s[2], s[3]);
  printf("rhadd    %u %u %u %u\n", h[0], h[1], h[2], h[3]);
  printf("abs_diff %u %u %u %u\n", d[0], d[1], d[2], d[3]);
  ln_int4 x = {-5, 3, 100, 0};
  ln_int4 c = ln_clamp(x, 0, 10), p = ln_popcount(x);
  printf("clamp    %d %d %d %d\n", c[0], c[1], c[2], c[3]);
  printf("popcount %d %d %d %d\n", p[0], p[1], p[2], p[3]);
  return 0;
}
