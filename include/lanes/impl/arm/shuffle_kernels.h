#ifndef LANES_IMPL_ARM_SHUFFLE_KERNELS_H
#define LANES_IMPL_ARM_SHUFFLE_KERNELS_H
/* Internal: the NEON shuffle kernel, LN__NEON_SHUFFLE(OP, B, M, N) (impl/arm/shuffle.h, generated
 * by tools/gen_shuffle.py, has one such line per shape): the byte-table kernel of
 * impl/common/shuffle_kernels.h over the table lookups below.
 * ln__neon_tbl<K>(t0, ..., t{K-1}, b): byte i = (t0 then t1 ...)[b[i]], b[i] < 16K:
 * tbl over 1, 2 or 4 table registers (vqtbl1q/vqtbl2q/vqtbl4q), and tbx for the next 64-byte
 * groups of 128/256-byte tables (tbx keeps the lanes whose index is out of its group). */
#if LN_TARGET_NEON
#include <arm_neon.h>
#include "../common/shuffle_kernels.h"

LN_INLINE uint8x16_t ln__neon_tbl8_reg(uint8x16_t t0, uint8x16_t t1, uint8x16_t t2, uint8x16_t t3, uint8x16_t t4,
                                       uint8x16_t t5, uint8x16_t t6, uint8x16_t t7, uint8x16_t b) {
  uint8x16_t r = vqtbl4q_u8((uint8x16x4_t){{t0, t1, t2, t3}}, b);
  return vqtbx4q_u8(r, (uint8x16x4_t){{t4, t5, t6, t7}}, vsubq_u8(b, vdupq_n_u8(64)));
}
LN_INLINE uint8x16_t ln__neon_tbl16_reg(uint8x16_t t0, uint8x16_t t1, uint8x16_t t2, uint8x16_t t3, uint8x16_t t4,
                                        uint8x16_t t5, uint8x16_t t6, uint8x16_t t7, uint8x16_t t8, uint8x16_t t9,
                                        uint8x16_t t10, uint8x16_t t11, uint8x16_t t12, uint8x16_t t13,
                                        uint8x16_t t14, uint8x16_t t15, uint8x16_t b) {
  uint8x16_t r = ln__neon_tbl8_reg(t0, t1, t2, t3, t4, t5, t6, t7, b);
  r = vqtbx4q_u8(r, (uint8x16x4_t){{t8, t9, t10, t11}}, vsubq_u8(b, vdupq_n_u8(128)));
  return vqtbx4q_u8(r, (uint8x16x4_t){{t12, t13, t14, t15}}, vsubq_u8(b, vdupq_n_u8(192)));
}

LN_INLINE ln__u8x16 ln__neon_tbl1(ln__u8x16 t0, ln__u8x16 b) {
  return (ln__u8x16)vqtbl1q_u8((uint8x16_t)t0, (uint8x16_t)b);
}
LN_INLINE ln__u8x16 ln__neon_tbl2(ln__u8x16 t0, ln__u8x16 t1, ln__u8x16 b) {
  return (ln__u8x16)vqtbl2q_u8((uint8x16x2_t){{(uint8x16_t)t0, (uint8x16_t)t1}}, (uint8x16_t)b);
}
LN_INLINE ln__u8x16 ln__neon_tbl4(ln__u8x16 t0, ln__u8x16 t1, ln__u8x16 t2, ln__u8x16 t3, ln__u8x16 b) {
  return (ln__u8x16)vqtbl4q_u8((uint8x16x4_t){{(uint8x16_t)t0, (uint8x16_t)t1, (uint8x16_t)t2, (uint8x16_t)t3}},
                               (uint8x16_t)b);
}
LN_INLINE ln__u8x16 ln__neon_tbl8(ln__u8x16 t0, ln__u8x16 t1, ln__u8x16 t2, ln__u8x16 t3, ln__u8x16 t4,
                                  ln__u8x16 t5, ln__u8x16 t6, ln__u8x16 t7, ln__u8x16 b) {
  return (ln__u8x16)ln__neon_tbl8_reg((uint8x16_t)t0, (uint8x16_t)t1, (uint8x16_t)t2, (uint8x16_t)t3, (uint8x16_t)t4,
                                      (uint8x16_t)t5, (uint8x16_t)t6, (uint8x16_t)t7, (uint8x16_t)b);
}
LN_INLINE ln__u8x16 ln__neon_tbl16(ln__u8x16 t0, ln__u8x16 t1, ln__u8x16 t2, ln__u8x16 t3, ln__u8x16 t4,
                                   ln__u8x16 t5, ln__u8x16 t6, ln__u8x16 t7, ln__u8x16 t8, ln__u8x16 t9,
                                   ln__u8x16 t10, ln__u8x16 t11, ln__u8x16 t12, ln__u8x16 t13, ln__u8x16 t14,
                                   ln__u8x16 t15, ln__u8x16 b) {
  return (ln__u8x16)ln__neon_tbl16_reg((uint8x16_t)t0, (uint8x16_t)t1, (uint8x16_t)t2, (uint8x16_t)t3, (uint8x16_t)t4,
                                       (uint8x16_t)t5, (uint8x16_t)t6, (uint8x16_t)t7, (uint8x16_t)t8, (uint8x16_t)t9,
                                       (uint8x16_t)t10, (uint8x16_t)t11, (uint8x16_t)t12, (uint8x16_t)t13,
                                       (uint8x16_t)t14, (uint8x16_t)t15, (uint8x16_t)b);
}

#define LN__NEON_SHUFFLE(OP, B, M, N) LN__SK_BYTE_KERNEL(OP, neon, ln__neon_tbl, B, M, N)

#endif /* LN_TARGET_NEON */
#endif /* LANES_IMPL_ARM_SHUFFLE_KERNELS_H */
