#include <lanes/mask.h>
#include <stdio.h>

int main(void) {
  ln_int8 m = {-1, 0, 0, -1, 0, -1, 0, 0};
  printf("bits 0x%02x count %d first %d last %d\n", (unsigned)ln_mask_to_bits(m), ln_mask_count(m),
         ln_mask_first_true(m), ln_mask_last_true(m));
  ln_int8 v = {1, 2, 3, 4, 5, 6, 7, 8};
  printf("reduce_add %d reduce_max %d\n", (int)ln_reduce_add(v), (int)ln_reduce_max(v));
  return 0;
}
