#ifndef LANES_IMPL_X86_INTEGER_H
#define LANES_IMPL_X86_INTEGER_H
/* x86 kernels of lanes/integer.h.  Each defines the hook macro LN__ISA_<op>_<name>, which the
 * portable function of the same name in impl/generic/integer.h returns when it is defined; the
 * results are the same bits as the portable code (checked by the unit tests in every ISA
 * configuration).  Only instructions the compiler's target flags enable are used.  SSE2 code
 * includes only <emmintrin.h> (cheap); newer ISAs need <immintrin.h>. */
#if LN_TARGET_SSE2
#include <emmintrin.h>
#endif
#if LN_TARGET_SSSE3 || LN_TARGET_SSE4 || LN_TARGET_AVX2 || LN_TARGET_AVX512
#include <immintrin.h>
#endif

/* ---- ln_add_sat ---- */
#if LN_TARGET_SSE2
#define LN__ISA_add_sat_char16(x, y) ((ln_char16)_mm_adds_epi8((__m128i)(x), (__m128i)(y)))
#define LN__ISA_add_sat_uchar16(x, y) ((ln_uchar16)_mm_adds_epu8((__m128i)(x), (__m128i)(y)))
#define LN__ISA_add_sat_short8(x, y) ((ln_short8)_mm_adds_epi16((__m128i)(x), (__m128i)(y)))
#define LN__ISA_add_sat_ushort8(x, y) ((ln_ushort8)_mm_adds_epu16((__m128i)(x), (__m128i)(y)))
#endif
#if LN_TARGET_AVX2
#define LN__ISA_add_sat_short16(x, y) ((ln_short16)_mm256_adds_epi16((__m256i)(x), (__m256i)(y)))
#define LN__ISA_add_sat_ushort16(x, y) ((ln_ushort16)_mm256_adds_epu16((__m256i)(x), (__m256i)(y)))
#endif

/* ---- ln_sub_sat ---- */
#if LN_TARGET_SSE2
#define LN__ISA_sub_sat_char16(x, y) ((ln_char16)_mm_subs_epi8((__m128i)(x), (__m128i)(y)))
#define LN__ISA_sub_sat_uchar16(x, y) ((ln_uchar16)_mm_subs_epu8((__m128i)(x), (__m128i)(y)))
#define LN__ISA_sub_sat_short8(x, y) ((ln_short8)_mm_subs_epi16((__m128i)(x), (__m128i)(y)))
#define LN__ISA_sub_sat_ushort8(x, y) ((ln_ushort8)_mm_subs_epu16((__m128i)(x), (__m128i)(y)))
#endif
#if LN_TARGET_AVX2
#define LN__ISA_sub_sat_short16(x, y) ((ln_short16)_mm256_subs_epi16((__m256i)(x), (__m256i)(y)))
#define LN__ISA_sub_sat_ushort16(x, y) ((ln_ushort16)_mm256_subs_epu16((__m256i)(x), (__m256i)(y)))
#endif

/* ---- ln_clz ---- */
/* AVX-512CD VPLZCNTD/Q: clz of 0 is the lane width, as OpenCL's. */
#if LN_TARGET_AVX512CD
#define LN__ISA_clz_int4(x) ((ln_int4)_mm_lzcnt_epi32((__m128i)(x)))
#define LN__ISA_clz_uint4(x) ((ln_uint4)_mm_lzcnt_epi32((__m128i)(x)))
#define LN__ISA_clz_int8(x) ((ln_int8)_mm256_lzcnt_epi32((__m256i)(x)))
#define LN__ISA_clz_uint8(x) ((ln_uint8)_mm256_lzcnt_epi32((__m256i)(x)))
#define LN__ISA_clz_long2(x) ((ln_long2)_mm_lzcnt_epi64((__m128i)(x)))
#define LN__ISA_clz_ulong2(x) ((ln_ulong2)_mm_lzcnt_epi64((__m128i)(x)))
#define LN__ISA_clz_long4(x) ((ln_long4)_mm256_lzcnt_epi64((__m256i)(x)))
#define LN__ISA_clz_ulong4(x) ((ln_ulong4)_mm256_lzcnt_epi64((__m256i)(x)))
#endif
#if LN_TARGET_AVX512CD
#define LN__ISA_clz_int16(x) ((ln_int16)_mm512_lzcnt_epi32((__m512i)(x)))
#define LN__ISA_clz_uint16(x) ((ln_uint16)_mm512_lzcnt_epi32((__m512i)(x)))
#define LN__ISA_clz_long8(x) ((ln_long8)_mm512_lzcnt_epi64((__m512i)(x)))
#define LN__ISA_clz_ulong8(x) ((ln_ulong8)_mm512_lzcnt_epi64((__m512i)(x)))
#endif

/* ---- ln_mul_hi ---- */
/* PMULUDQ / PMULDQ multiply lanes 0 and 2 into 64-bit products; the odd lanes are shifted down
 * and multiplied the same way; the high halves are then merged back into their lanes. */
#if LN_TARGET_SSE2
LN_INLINE __m128i ln__x86_mulhi_epu32(__m128i a, __m128i b) {
  __m128i ev = _mm_mul_epu32(a, b), od = _mm_mul_epu32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32));
  return _mm_or_si128(_mm_srli_epi64(ev, 32), _mm_and_si128(od, _mm_set_epi32(-1, 0, -1, 0)));
}
#define LN__ISA_mul_hi_uint4(x, y) ((ln_uint4)ln__x86_mulhi_epu32((__m128i)(x), (__m128i)(y)))
#endif
#if LN_TARGET_SSE4
LN_INLINE __m128i ln__x86_mulhi_epi32(__m128i a, __m128i b) {
  __m128i ev = _mm_mul_epi32(a, b), od = _mm_mul_epi32(_mm_srli_epi64(a, 32), _mm_srli_epi64(b, 32));
  return _mm_or_si128(_mm_srli_epi64(ev, 32), _mm_and_si128(od, _mm_set_epi32(-1, 0, -1, 0)));
}
#define LN__ISA_mul_hi_int4(x, y) ((ln_int4)ln__x86_mulhi_epi32((__m128i)(x), (__m128i)(y)))
#endif
#if LN_TARGET_AVX2
LN_INLINE __m256i ln__x86_mulhi_epu32x8(__m256i a, __m256i b) {
  __m256i ev = _mm256_mul_epu32(a, b), od = _mm256_mul_epu32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
  return _mm256_blend_epi32(_mm256_srli_epi64(ev, 32), od, 0xaa);
}
LN_INLINE __m256i ln__x86_mulhi_epi32x8(__m256i a, __m256i b) {
  __m256i ev = _mm256_mul_epi32(a, b), od = _mm256_mul_epi32(_mm256_srli_epi64(a, 32), _mm256_srli_epi64(b, 32));
  return _mm256_blend_epi32(_mm256_srli_epi64(ev, 32), od, 0xaa);
}
#define LN__ISA_mul_hi_uint8(x, y) ((ln_uint8)ln__x86_mulhi_epu32x8((__m256i)(x), (__m256i)(y)))
#define LN__ISA_mul_hi_int8(x, y) ((ln_int8)ln__x86_mulhi_epi32x8((__m256i)(x), (__m256i)(y)))
#endif

/* ---- ln_popcount ---- */
#if LN_TARGET_AVX512BITALG
#define LN__ISA_popcount_char16(x) ((ln_char16)_mm_popcnt_epi8((__m128i)(x)))
#define LN__ISA_popcount_uchar16(x) ((ln_uchar16)_mm_popcnt_epi8((__m128i)(x)))
#define LN__ISA_popcount_short8(x) ((ln_short8)_mm_popcnt_epi16((__m128i)(x)))
#define LN__ISA_popcount_ushort8(x) ((ln_ushort8)_mm_popcnt_epi16((__m128i)(x)))
#define LN__ISA_popcount_short16(x) ((ln_short16)_mm256_popcnt_epi16((__m256i)(x)))
#define LN__ISA_popcount_ushort16(x) ((ln_ushort16)_mm256_popcnt_epi16((__m256i)(x)))
#elif LN_TARGET_SSSE3
/* Two 16-entry table lookups (PSHUFB) per byte: popcount of the low and of the high nibble. */
LN_INLINE __m128i ln__x86_popcnt8(__m128i v) {
  const __m128i lut = _mm_setr_epi8(0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4), m = _mm_set1_epi8(0x0f);
  return _mm_add_epi8(_mm_shuffle_epi8(lut, _mm_and_si128(v, m)),
                      _mm_shuffle_epi8(lut, _mm_and_si128(_mm_srli_epi16(v, 4), m)));
}
#define LN__ISA_popcount_char16(x) ((ln_char16)ln__x86_popcnt8((__m128i)(x)))
#define LN__ISA_popcount_uchar16(x) ((ln_uchar16)ln__x86_popcnt8((__m128i)(x)))
#endif
#if LN_TARGET_AVX512VPOPCNTDQ
#define LN__ISA_popcount_int4(x) ((ln_int4)_mm_popcnt_epi32((__m128i)(x)))
#define LN__ISA_popcount_uint4(x) ((ln_uint4)_mm_popcnt_epi32((__m128i)(x)))
#define LN__ISA_popcount_int8(x) ((ln_int8)_mm256_popcnt_epi32((__m256i)(x)))
#define LN__ISA_popcount_uint8(x) ((ln_uint8)_mm256_popcnt_epi32((__m256i)(x)))
#define LN__ISA_popcount_long2(x) ((ln_long2)_mm_popcnt_epi64((__m128i)(x)))
#define LN__ISA_popcount_ulong2(x) ((ln_ulong2)_mm_popcnt_epi64((__m128i)(x)))
#define LN__ISA_popcount_long4(x) ((ln_long4)_mm256_popcnt_epi64((__m256i)(x)))
#define LN__ISA_popcount_ulong4(x) ((ln_ulong4)_mm256_popcnt_epi64((__m256i)(x)))
#endif
#if LN_TARGET_AVX512VPOPCNTDQ
#define LN__ISA_popcount_int16(x) ((ln_int16)_mm512_popcnt_epi32((__m512i)(x)))
#define LN__ISA_popcount_uint16(x) ((ln_uint16)_mm512_popcnt_epi32((__m512i)(x)))
#define LN__ISA_popcount_long8(x) ((ln_long8)_mm512_popcnt_epi64((__m512i)(x)))
#define LN__ISA_popcount_ulong8(x) ((ln_ulong8)_mm512_popcnt_epi64((__m512i)(x)))
#endif

#endif /* LANES_IMPL_X86_INTEGER_H */
