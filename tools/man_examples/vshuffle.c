#include <lanes/vshuffle.h>
#include <stdio.h>

int main(void) {
  ln_int4 v = {10, 11, 12, 13};
  ln_int4 r = ln_reverse(v), t = ln_rotate_lanes(v, 1);
  printf("reverse %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  printf("rotate_lanes %d %d %d %d\n", t[0], t[1], t[2], t[3]);
  return 0;
}
