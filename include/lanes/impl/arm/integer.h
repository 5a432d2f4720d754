#ifndef LANES_IMPL_ARM_INTEGER_H
#define LANES_IMPL_ARM_INTEGER_H
/* NEON kernels of lanes/integer.h.  Each defines the hook macro LN__ISA_<op>_<name>, which the
 * portable function of the same name in impl/generic/integer.h returns when it is defined; the
 * results are the same bits as the portable code (checked by the unit tests under qemu). */
#if LN_TARGET_NEON
#include <arm_neon.h>

/* ---- ln_add_sat ---- */
#define LN__ISA_add_sat_char8(x, y) ((ln_char8)vqadd_s8((int8x8_t)(x), (int8x8_t)(y)))
#define LN__ISA_add_sat_char16(x, y) ((ln_char16)vqaddq_s8((int8x16_t)(x), (int8x16_t)(y)))
#define LN__ISA_add_sat_uchar8(x, y) ((ln_uchar8)vqadd_u8((uint8x8_t)(x), (uint8x8_t)(y)))
#define LN__ISA_add_sat_uchar16(x, y) ((ln_uchar16)vqaddq_u8((uint8x16_t)(x), (uint8x16_t)(y)))
#define LN__ISA_add_sat_short4(x, y) ((ln_short4)vqadd_s16((int16x4_t)(x), (int16x4_t)(y)))
#define LN__ISA_add_sat_short8(x, y) ((ln_short8)vqaddq_s16((int16x8_t)(x), (int16x8_t)(y)))
#define LN__ISA_add_sat_ushort4(x, y) ((ln_ushort4)vqadd_u16((uint16x4_t)(x), (uint16x4_t)(y)))
#define LN__ISA_add_sat_ushort8(x, y) ((ln_ushort8)vqaddq_u16((uint16x8_t)(x), (uint16x8_t)(y)))

/* ---- ln_sub_sat ---- */
#define LN__ISA_sub_sat_char8(x, y) ((ln_char8)vqsub_s8((int8x8_t)(x), (int8x8_t)(y)))
#define LN__ISA_sub_sat_char16(x, y) ((ln_char16)vqsubq_s8((int8x16_t)(x), (int8x16_t)(y)))
#define LN__ISA_sub_sat_uchar8(x, y) ((ln_uchar8)vqsub_u8((uint8x8_t)(x), (uint8x8_t)(y)))
#define LN__ISA_sub_sat_uchar16(x, y) ((ln_uchar16)vqsubq_u8((uint8x16_t)(x), (uint8x16_t)(y)))
#define LN__ISA_sub_sat_short4(x, y) ((ln_short4)vqsub_s16((int16x4_t)(x), (int16x4_t)(y)))
#define LN__ISA_sub_sat_short8(x, y) ((ln_short8)vqsubq_s16((int16x8_t)(x), (int16x8_t)(y)))
#define LN__ISA_sub_sat_ushort4(x, y) ((ln_ushort4)vqsub_u16((uint16x4_t)(x), (uint16x4_t)(y)))
#define LN__ISA_sub_sat_ushort8(x, y) ((ln_ushort8)vqsubq_u16((uint16x8_t)(x), (uint16x8_t)(y)))

/* ---- ln_clz ---- */
/* CLZ of 0 is the lane width, as OpenCL's.  NEON has no 64-bit-lane CLZ. */
#define LN__ISA_clz_char8(x) ((ln_char8)vclz_s8((int8x8_t)(x)))
#define LN__ISA_clz_char16(x) ((ln_char16)vclzq_s8((int8x16_t)(x)))
#define LN__ISA_clz_uchar8(x) ((ln_uchar8)vclz_u8((uint8x8_t)(x)))
#define LN__ISA_clz_uchar16(x) ((ln_uchar16)vclzq_u8((uint8x16_t)(x)))
#define LN__ISA_clz_short4(x) ((ln_short4)vclz_s16((int16x4_t)(x)))
#define LN__ISA_clz_short8(x) ((ln_short8)vclzq_s16((int16x8_t)(x)))
#define LN__ISA_clz_ushort4(x) ((ln_ushort4)vclz_u16((uint16x4_t)(x)))
#define LN__ISA_clz_ushort8(x) ((ln_ushort8)vclzq_u16((uint16x8_t)(x)))
#define LN__ISA_clz_int2(x) ((ln_int2)vclz_s32((int32x2_t)(x)))
#define LN__ISA_clz_int4(x) ((ln_int4)vclzq_s32((int32x4_t)(x)))
#define LN__ISA_clz_uint2(x) ((ln_uint2)vclz_u32((uint32x2_t)(x)))
#define LN__ISA_clz_uint4(x) ((ln_uint4)vclzq_u32((uint32x4_t)(x)))

/* ---- ln_popcount ---- */
/* CNT counts bits per byte; pairwise widening adds (PADDL) sum the bytes of wider lanes. */
#define LN__ISA_popcount_char8(x) ((ln_char8)vcnt_u8((uint8x8_t)(x)))
#define LN__ISA_popcount_char16(x) ((ln_char16)vcntq_u8((uint8x16_t)(x)))
#define LN__ISA_popcount_uchar8(x) ((ln_uchar8)vcnt_u8((uint8x8_t)(x)))
#define LN__ISA_popcount_uchar16(x) ((ln_uchar16)vcntq_u8((uint8x16_t)(x)))
#define LN__ISA_popcount_short4(x) ((ln_short4)vpaddl_u8(vcnt_u8((uint8x8_t)(x))))
#define LN__ISA_popcount_short8(x) ((ln_short8)vpaddlq_u8(vcntq_u8((uint8x16_t)(x))))
#define LN__ISA_popcount_ushort4(x) ((ln_ushort4)vpaddl_u8(vcnt_u8((uint8x8_t)(x))))
#define LN__ISA_popcount_ushort8(x) ((ln_ushort8)vpaddlq_u8(vcntq_u8((uint8x16_t)(x))))
#define LN__ISA_popcount_int2(x) ((ln_int2)vpaddl_u16(vpaddl_u8(vcnt_u8((uint8x8_t)(x)))))
#define LN__ISA_popcount_int4(x) ((ln_int4)vpaddlq_u16(vpaddlq_u8(vcntq_u8((uint8x16_t)(x)))))
#define LN__ISA_popcount_uint2(x) ((ln_uint2)vpaddl_u16(vpaddl_u8(vcnt_u8((uint8x8_t)(x)))))
#define LN__ISA_popcount_uint4(x) ((ln_uint4)vpaddlq_u16(vpaddlq_u8(vcntq_u8((uint8x16_t)(x)))))
#define LN__ISA_popcount_long2(x) ((ln_long2)vpaddlq_u32(vpaddlq_u16(vpaddlq_u8(vcntq_u8((uint8x16_t)(x))))))
#define LN__ISA_popcount_ulong2(x) ((ln_ulong2)vpaddlq_u32(vpaddlq_u16(vpaddlq_u8(vcntq_u8((uint8x16_t)(x))))))

#endif /* LN_TARGET_NEON */
#endif /* LANES_IMPL_ARM_INTEGER_H */
