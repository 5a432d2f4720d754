#ifndef LANES_IMPL_ARM_MASK_H
#define LANES_IMPL_ARM_MASK_H
/* Internal: AArch64 NEON kernels of lanes/mask.h. */
#if LN_TARGET_NEON
#include <arm_neon.h>
#include <string.h>

/* ---- ln_mask_to_bits ---- */
/* The sign bits of the esz-byte lanes of one 16-byte chunk: shift each sign bit to bit
 * (lane % 8) of its byte, then add across (bytes of lanes 8..15 land in the high byte). */
LN_INLINE uint64_t ln__mask_bits16_arm(uint8x16_t x, size_t esz) {
  switch (esz) {
    case 1: {
      const int8_t sh[16] = {0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7};
      uint8x16_t b = vshlq_u8(vshrq_n_u8(x, 7), vld1q_s8(sh));
      return (uint64_t)vaddv_u8(vget_low_u8(b)) | ((uint64_t)vaddv_u8(vget_high_u8(b)) << 8);
    }
    case 2: {
      const int16_t sh[8] = {0, 1, 2, 3, 4, 5, 6, 7};
      return vaddvq_u16(vshlq_u16(vshrq_n_u16(vreinterpretq_u16_u8(x), 15), vld1q_s16(sh)));
    }
    case 4: {
      const int32_t sh[4] = {0, 1, 2, 3};
      return vaddvq_u32(vshlq_u32(vshrq_n_u32(vreinterpretq_u32_u8(x), 31), vld1q_s32(sh)));
    }
    default: {
      const int64_t sh[2] = {0, 1};
      return vaddvq_u64(vshlq_u64(vshrq_n_u64(vreinterpretq_u64_u8(x), 63), vld1q_s64(sh)));
    }
  }
}
LN_INLINE uint64_t ln__mask_bits_arm(const void *m, size_t esz, int n) {
  size_t nb = esz * (size_t)(n == 3 ? 4 : n);
  if (nb <= 16) {
    uint8_t t[16] = {0};
    memcpy(t, m, nb);
    return ln__mask_bits16_arm(vld1q_u8(t), esz) & LN__ALLBITS(n);
  }
  uint64_t r = 0;
  for (size_t c = 0; c < nb / 16; c++)
    r |= ln__mask_bits16_arm(vld1q_u8((const uint8_t *)m + 16 * c), esz) << (c * (16 / esz));
  return r & LN__ALLBITS(n); /* drops the padding lane of a 3-lane mask */
}
#define LN__ISA_mask_to_bits_any ln__mask_bits_arm

#endif /* LN_TARGET_NEON */
#endif /* LANES_IMPL_ARM_MASK_H */
