#ifndef LANES_IMPL_X86_MASK_H
#define LANES_IMPL_X86_MASK_H
/* Internal: x86 kernels of lanes/mask.h (SSE2 and up). */
#if LN_TARGET_SSE2
#include <emmintrin.h> /* SSE2 only: <immintrin.h> would cost ten times more to compile */
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
LN_INLINE uint64_t ln__mask_bits_x86(const void *m, size_t esz, int n) {
  size_t nb = esz * (size_t)(n == 3 ? 4 : n);
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
