#include <lanes/array.h>
#include <stdio.h>

int main(void) {
  const uint8_t rgba[8] = {1, 2, 3, 255, 4, 5, 6, 128};
  uint8_t bgra[8];
  ln_status s = ln_array_rgba_to_bgra(bgra, rgba, 2);
  printf("%s: %u %u %u %u %u %u %u %u\n", ln_strerror(s), bgra[0], bgra[1], bgra[2], bgra[3], bgra[4],
         bgra[5], bgra[6], bgra[7]);
  uint32_t hist[4] = {0}, ones[5] = {1, 1, 1, 1, 1}, idx[5] = {0, 3, 3, 1, 7};
  s = ln_array_scatter_add_checked(hist, 4, ones, idx, NULL, 5, LN_ELEM_INT32);
  printf("scatter_add_checked: %s, hist %u %u %u %u\n", ln_strerror(s), hist[0], hist[1], hist[2], hist[3]);
  s = ln_array_scatter_add_checked(hist, 4, ones, idx, NULL, 4, LN_ELEM_INT32);
  printf("scatter_add_checked: %s, hist %u %u %u %u\n", ln_strerror(s), hist[0], hist[1], hist[2], hist[3]);
  return 0;
}
