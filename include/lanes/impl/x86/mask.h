#ifndef LANES_IMPL_X86_MASK_H
#define LANES_IMPL_X86_MASK_H
/* Internal: x86 kernels of lanes/mask.h (SSE2 and up). */
#if LN_TARGET_SSE2
#include <emmintrin.h> /* SSE2 only: <immintrin.h> would cost ten times more to compile */
#if LN_TARGET_AVX2           /* ... except where 32- and 64-byte masks need it (below) */
#include <immintrin.h>
#endif
#include <string.h>

/* ---- ln_mask_to_bits ---- */
/* The sign bits of the esz-byte lanes of one 16-byte chunk (one movemask). */
LN_INLINE uint64_t ln__mask_bits16_x86(__m128i x, size_t esz) {
  switch (esz) {
    case 1: return (uint32_t)_mm_movemask_epi8(x);
    case 2: return (uint32_t)_mm_movemask_epi8(_mm_packs_epi16(x, x)) & 0xffu;
    case 4: return (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(x));
    default: return (uint32_t)_mm_movemask_pd(_mm_castsi128_pd(x));
  }
}
/* A 32- or 64-byte mask in one instruction (vpmovb2m / vpmovw2m, vpcmpd / vpcmpq against 0,
 * vmovmskps / vmovmskpd, vpmovmskb) rather than 16-byte chunks through memory; the same bits.
 * Measured: the ln_vload16 + ln_gt + ln_compress_store loop over floats ran at 11 GB/s with the
 * chunks, as fast as the same loop in intrinsics with this (AMD EPYC family 25 model 17, Zen 4,
 * bench/README.md).  Returns 1 and *r when it applies. */
LN_INLINE int ln__mask_bits_wide_x86(const void *m, size_t esz, size_t nb, uint64_t *r) {
#if LN_TARGET_AVX512
  if (nb == 64) {
    __m512i x;
    memcpy(&x, m, 64);
    switch (esz) {
      case 1: *r = (uint64_t)_mm512_movepi8_mask(x); break;
      case 2: *r = (uint32_t)_mm512_movepi16_mask(x); break;
      case 4: *r = (uint16_t)_mm512_cmplt_epi32_mask(x, _mm512_setzero_si512()); break;
      default: *r = (uint8_t)_mm512_cmplt_epi64_mask(x, _mm512_setzero_si512()); break;
    }
    return 1;
  }
  if (nb == 32 && esz == 2) {
    __m256i x;
    memcpy(&x, m, 32);
    *r = (uint16_t)_mm256_movepi16_mask(x);
    return 1;
  }
#endif
#if LN_TARGET_AVX2
  if (nb == 32 && esz != 2) {
    __m256i x;
    memcpy(&x, m, 32);
    switch (esz) {
      case 1: *r = (uint32_t)_mm256_movemask_epi8(x); break;
      case 4: *r = (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(x)); break;
      default: *r = (uint32_t)_mm256_movemask_pd(_mm256_castsi256_pd(x)); break;
    }
    return 1;
  }
#endif
  (void)m, (void)esz, (void)nb, (void)r;
  return 0;
}
LN_INLINE uint64_t ln__mask_bits_x86(const void *m, size_t esz, int n) {
  size_t nb = esz * (size_t)(n == 3 ? 4 : n);
  uint64_t w;
  /* nb > 16 tested here too: without it Clang 19 (-O2 -march=native) miscompiled
   * ln_mask_first_true of long2 masks (test_mask), whose 16 bytes never reach the wide loads */
  if (nb > 16 && ln__mask_bits_wide_x86(m, esz, nb, &w)) return w & LN__ALLBITS(n); /* drops a 3-lane mask's padding */
  if (nb <= 16) {
    __m128i x = _mm_setzero_si128();
    memcpy(&x, m, nb < 16 ? nb : 16); /* nb <= 16 here; the bound is for GCC at -O0 */
    return ln__mask_bits16_x86(x, esz) & LN__ALLBITS(n);
  }
  uint64_t r = 0;
  for (size_t c = 0; c < nb / 16; c++) {
    __m128i x;
    memcpy(&x, (const char *)m + 16 * c, 16);
    r |= ln__mask_bits16_x86(x, esz) << (c * (16 / esz));
  }
  return r & LN__ALLBITS(n); /* drops the padding lane of a 3-lane mask */
}
#define LN__ISA_mask_to_bits_any ln__mask_bits_x86

#endif /* LN_TARGET_SSE2 */
#endif /* LANES_IMPL_X86_MASK_H */
