#include <lanes/mask.h>
#include <stdio.h>

int main(void) {
  ln_int8 m = {-1, 0, 0, -1, 0, -1, 0, 0};
  printf("bits 0x%02x count %d first %d last %d\n", (unsigned)ln_mask_to_bits(m), ln_mask_count(m),
         ln_mask_first_true(m), ln_mask_last_true(m));
  printf("any %d all %d none %d\n", ln_mask_any(m), ln_mask_all(m), ln_mask_none(m));
  ln_int4 f = ln_mask_from_bits(ln_float4, 0x5), lo = ln_mask_below(ln_float4, 3);
  printf("from_bits(0x5) %d %d %d %d, below(3) %d %d %d %d\n", f[0], f[1], f[2], f[3], lo[0], lo[1], lo[2], lo[3]);
  ln_int8 v = {1, 2, 3, 4, 5, 6, 7, 8};
  printf("reduce add %d mul %d min %d max %d and %d or %d xor %d\n", (int)ln_reduce_add(v),
         (int)ln_reduce_mul(v), (int)ln_reduce_min(v), (int)ln_reduce_max(v), (int)ln_reduce_and(v),
         (int)ln_reduce_or(v), (int)ln_reduce_xor(v));
  return 0;
}
