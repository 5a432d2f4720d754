#include <lanes/shuffle.h>
#include <stdio.h>

int main(void) {
  ln_int4 x = {10, 11, 12, 13}, y = {20, 21, 22, 23};
  ln_int4 r = ln_shuffle(x, ((ln_uint4){3, 2, 1, 4}));   /* 4 is taken modulo 4 */
  ln_int8 z = ln_shuffle2(x, y, ((ln_uint8){0, 4, 1, 5, 2, 6, 3, 7}));
  printf("shuffle  %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  printf("shuffle2 %d %d %d %d %d %d %d %d\n", z[0], z[1], z[2], z[3], z[4], z[5], z[6], z[7]);
  return 0;
}
