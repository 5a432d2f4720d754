#ifndef LANES_IMPL_X86_MATH_H
#define LANES_IMPL_X86_MATH_H
/* x86 kernels of lanes/math.h's internal helpers (hooks LN__ISA__<helper>_<shape>, which the
 * generic helper ln__<helper>_... returns when defined): the same results as the portable code.
 *   LN__ISA__vm_ltab_double8(a, b, j): lane i = lane j[i] & 15 of the 16 doubles a, b (the
 *   tables of the double log, log2, log10, of the float and double pow kernels and of float
 *   expm1 and tanh), one vpermt2pd (which reads the low 4 bits of j only; GCC's shuffle takes j
 *   modulo 16): GCC's generic two-source shuffle, Clang's builtin (Clang's generic shuffle takes
 *   constant indexes only).
 *   LN__ISA__vh_fhwide_float8(x): the 8 floats x widened to double, one vcvtps2pd (GCC lowers
 *   the generic conversion as two 4-lane ones and two moves).
 *   LN__ISA__vm_i2d_double2/4/8(e): the int64 lanes e (|e| < 2^51) converted to double, one
 *   vcvtqq2pd (AVX-512DQ; the generic code adds and subtracts 0x1.8p52, the same values).
 *   LN__ISA__vm_ftab_float16(a, j), _float8(a, b, j): lane i = lane j[i] & 15 of the 16 floats a
 *   (a, b) (the float logarithms' tables), one vpermps / vpermt2ps (AVX2: _float8 by two vpermps
 *   and a blend; _float4(a, b, j) the same on j widened to 8 lanes, AVX2 and AVX-512).
 *   LN__ISA__nv_ule_uint4/8/16(a, b): every lane of a at most b's, unsigned (the native_ kernels'
 *   range test), one compare into a mask register.
 *   LN__ISA__vm_ult_ulong2/4/8(a, b): every lane of a below b's, unsigned (the double
 *   logarithms' range test), one compare into a mask register.
 *   LN__ISA__trig_inr_float4/8/16, _double2/4/8(a, b): every lane of a at most b's (a = |x|, no
 *   lane NaN: the trigonometric kernels' range test), one ordered compare into a mask register. */
#if LN_TARGET_AVX512
#ifdef __clang__
typedef long long ln__x86m_q8 __attribute__((vector_size(64)));
#define LN__ISA__vm_ltab_double8(a, b, j) __builtin_ia32_vpermi2varpd512((a), (ln__x86m_q8)(j), (b))
#else
#define LN__ISA__vm_ltab_double8(a, b, j) __builtin_shuffle((a), (b), (j))
#endif
#if LN_TARGET_AVX512DQ
typedef double ln__x86m_pd2 __attribute__((vector_size(16)));
typedef double ln__x86m_pd4 __attribute__((vector_size(32)));
typedef double ln__x86m_pd8 __attribute__((vector_size(64)));
#define LN__ISA__vm_i2d_double2(e) __builtin_convertvector((e), ln__x86m_pd2)
#define LN__ISA__vm_i2d_double4(e) __builtin_convertvector((e), ln__x86m_pd4)
#define LN__ISA__vm_i2d_double8(e) __builtin_convertvector((e), ln__x86m_pd8)
#endif
#ifdef __clang__
#define LN__ISA__vh_fhwide_float8(x) __builtin_convertvector((x), ln_double8)
#else
typedef double ln__x86m_pd8 __attribute__((vector_size(64)));
#define LN__ISA__vh_fhwide_float8(x) __builtin_ia32_cvtps2pd512_mask((x), (ln__x86m_pd8){0}, (unsigned char)-1, 4)
#endif
#ifdef __clang__
typedef int ln__x86m_d16 __attribute__((vector_size(64)));
typedef int ln__x86m_d8 __attribute__((vector_size(32)));
#define LN__ISA__vm_ftab_float16(a, j) __builtin_ia32_permvarsf512((a), (ln__x86m_d16)(j))
#define LN__ISA__vm_ftab_float8(a, b, j) __builtin_ia32_vpermi2varps256((a), (ln__x86m_d8)(j), (b))
#else
#define LN__ISA__vm_ftab_float16(a, j) __builtin_shuffle((a), (j))
#define LN__ISA__vm_ftab_float8(a, b, j) __builtin_shuffle((a), (b), (j))
#endif
typedef long long ln__x86m_q8b __attribute__((vector_size(64)));
typedef int ln__x86m_i4 __attribute__((vector_size(16)));
typedef int ln__x86m_i8 __attribute__((vector_size(32)));
typedef int ln__x86m_i16 __attribute__((vector_size(64)));
typedef long long ln__x86m_q2 __attribute__((vector_size(16)));
typedef long long ln__x86m_q4 __attribute__((vector_size(32)));
#define LN__ISA__vm_ult_ulong2(a, b) \
  ((unsigned char)__builtin_ia32_ucmpq128_mask((ln__x86m_q2)(a), (ln__x86m_q2)(b), 1, 0x3) == 0x3)
#define LN__ISA__vm_ult_ulong4(a, b) \
  ((unsigned char)__builtin_ia32_ucmpq256_mask((ln__x86m_q4)(a), (ln__x86m_q4)(b), 1, 0xf) == 0xf)
#define LN__ISA__vm_ult_ulong8(a, b) \
  ((unsigned char)__builtin_ia32_ucmpq512_mask((ln__x86m_q8b)(a), (ln__x86m_q8b)(b), 1, 0xff) == 0xff)
#define LN__ISA__nv_ule_uint4(a, b) \
  ((unsigned char)__builtin_ia32_ucmpd128_mask((ln__x86m_i4)(a), (ln__x86m_i4)(b), 2, 0xf) == 0xf)
#define LN__ISA__nv_ule_uint8(a, b) \
  ((unsigned char)__builtin_ia32_ucmpd256_mask((ln__x86m_i8)(a), (ln__x86m_i8)(b), 2, 0xff) == 0xff)
#define LN__ISA__nv_ule_uint16(a, b) \
  ((unsigned short)__builtin_ia32_ucmpd512_mask((ln__x86m_i16)(a), (ln__x86m_i16)(b), 2, 0xffff) == 0xffff)
#define LN__ISA__trig_inr_float4(a, b) \
  ((unsigned char)__builtin_ia32_cmpps128_mask((a), (b), 18, 0xf) == 0xf)
#define LN__ISA__trig_inr_float8(a, b) \
  ((unsigned char)__builtin_ia32_cmpps256_mask((a), (b), 18, 0xff) == 0xff)
#define LN__ISA__trig_inr_float16(a, b) \
  ((unsigned short)__builtin_ia32_cmpps512_mask((a), (b), 18, 0xffff, 4) == 0xffff)
#define LN__ISA__trig_inr_double2(a, b) \
  ((unsigned char)__builtin_ia32_cmppd128_mask((a), (b), 18, 0x3) == 0x3)
#define LN__ISA__trig_inr_double4(a, b) \
  ((unsigned char)__builtin_ia32_cmppd256_mask((a), (b), 18, 0xf) == 0xf)
#define LN__ISA__trig_inr_double8(a, b) \
  ((unsigned char)__builtin_ia32_cmppd512_mask((a), (b), 18, 0xff, 4) == 0xff)
#elif LN_TARGET_AVX2
/* AVX2 (no AVX-512): LN__ISA__vm_ftab_float8 by two vpermps (lanes j & 7 of a and of b) and a
 * blend on bit 3 of j (moved to the sign bit) */
typedef int ln__x86m_d8 __attribute__((vector_size(32)));
#define LN__ISA__vm_ftab_float8(a, b, j) ln__x86m_ftab8((a), (b), (ln__x86m_d8)(j))
#endif
#if LN_TARGET_AVX2
/* the 16-entry table lookups of AVX2 (ln__x86m_ftab8: 8 lanes; LN__ISA__vm_ftab_float4: the
 * same on 4 lanes, j widened to 8 with zeros) */
typedef float ln__x86m_f8 __attribute__((vector_size(32)));
typedef float ln__x86m_f4 __attribute__((vector_size(16)));
typedef int ln__x86m_e8 __attribute__((vector_size(32)));
typedef int ln__x86m_e4 __attribute__((vector_size(16)));
typedef unsigned ln__x86m_u8 __attribute__((vector_size(32)));
static inline __attribute__((always_inline, unused)) ln__x86m_f8 ln__x86m_ftab8(ln__x86m_f8 a, ln__x86m_f8 b,
                                                                                ln__x86m_e8 j) {
  return __builtin_ia32_blendvps256(__builtin_ia32_permvarsf256(a, j), __builtin_ia32_permvarsf256(b, j),
                                    (ln__x86m_f8)((ln__x86m_u8)j << 28)); /* unsigned: j may be negative */
}
static inline __attribute__((always_inline, unused)) ln__x86m_f4 ln__x86m_ftab4(ln__x86m_f8 a, ln__x86m_f8 b,
                                                                                ln__x86m_e4 j) {
  ln__x86m_e8 k = {j[0], j[1], j[2], j[3], 0, 0, 0, 0};
  ln__x86m_f8 r = ln__x86m_ftab8(a, b, k);
  return (ln__x86m_f4){r[0], r[1], r[2], r[3]};
}
#define LN__ISA__vm_ftab_float4(a, b, j) ln__x86m_ftab4((a), (b), (ln__x86m_e4)(j))
#endif
/* LN__ISA__at_ftab_float16/8/4(t, j): lane i = t[j[i] & 31] of the 32 floats at t (the float atan and
 * atan2 tables).  AVX-512: one vpermt2ps on two 16-float registers (8 and 4 lanes: j widened to 16
 * lanes, the low lanes of the result); AVX2: two 16-entry reads (ln__x86m_ftab8) and a blend on bit
 * 4 of j (moved to the sign bit), 4 lanes widened to 8. */
#if LN_TARGET_AVX2
typedef float ln__x86m_af8 __attribute__((vector_size(32)));
typedef float ln__x86m_af4 __attribute__((vector_size(16)));
typedef int ln__x86m_ai8 __attribute__((vector_size(32)));
typedef int ln__x86m_ai4 __attribute__((vector_size(16)));
#if LN_TARGET_AVX512
typedef float ln__x86m_af16 __attribute__((vector_size(64)));
typedef int ln__x86m_ai16 __attribute__((vector_size(64)));
static inline __attribute__((always_inline, unused)) ln__x86m_af16 ln__x86m_attab16(const float *t, ln__x86m_ai16 j) {
  ln__x86m_af16 a, b;
  __builtin_memcpy(&a, t, sizeof a);
  __builtin_memcpy(&b, t + 16, sizeof b);
#ifdef __clang__
  return __builtin_ia32_vpermi2varps512(a, j, b);
#else
  return __builtin_shuffle(a, b, j);
#endif
}
static inline __attribute__((always_inline, unused)) ln__x86m_af8 ln__x86m_attab8(const float *t, ln__x86m_ai8 j) {
  ln__x86m_af16 r = ln__x86m_attab16(t, __builtin_shufflevector(j, j, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7));
  return __builtin_shufflevector(r, r, 0, 1, 2, 3, 4, 5, 6, 7);
}
#define LN__ISA__at_ftab_float16(t, j) ln__x86m_attab16((t), (ln__x86m_ai16)(j))
#else
static inline __attribute__((always_inline, unused)) ln__x86m_af8 ln__x86m_attab8(const float *t, ln__x86m_ai8 j) {
  ln__x86m_af8 a, b, c, d;
  __builtin_memcpy(&a, t, sizeof a);
  __builtin_memcpy(&b, t + 8, sizeof b);
  __builtin_memcpy(&c, t + 16, sizeof c);
  __builtin_memcpy(&d, t + 24, sizeof d);
  return __builtin_ia32_blendvps256(ln__x86m_ftab8(a, b, j), ln__x86m_ftab8(c, d, j),
                                    (ln__x86m_af8)((ln__x86m_u8)j << 27)); /* unsigned: j may be negative */
}
#endif
static inline __attribute__((always_inline, unused)) ln__x86m_af4 ln__x86m_attab4(const float *t, ln__x86m_ai4 j) {
  ln__x86m_af8 r = ln__x86m_attab8(t, __builtin_shufflevector(j, j, 0, 1, 2, 3, 0, 1, 2, 3));
  return __builtin_shufflevector(r, r, 0, 1, 2, 3);
}
#define LN__ISA__at_ftab_float8(t, j) ln__x86m_attab8((t), (ln__x86m_ai8)(j))
#define LN__ISA__at_ftab_float4(t, j) ln__x86m_attab4((t), (ln__x86m_ai4)(j))
#endif
#endif /* LANES_IMPL_X86_MATH_H */
