/* Array layer, AVX-512 VBMI path (compiled with -mavx512f -mavx512bw -mavx512vl
 * -mavx512vbmi only).  A chunk is one ZMM register: any byte permutation of a block of up
 * to 64 bytes is one vpermb with the block's mask replicated across the register, any
 * two-source one a vpermi2b; partial chunks use k-masked loads and stores (no fault past
 * the end). */
#if defined(__x86_64__)
#include <immintrin.h>
#include <stdint.h>

typedef __m512i ch_t;
typedef struct { __m512i i; } perm_t;
typedef struct { __m512i i; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
static inline void ch_store(uint8_t *p, ch_t c) { _mm512_storeu_si512((void *)p, c); }
static inline void ch_stream(uint8_t *p, ch_t c) { _mm512_stream_si512((void *)p, c); }
static inline void ch_sfence(void) { _mm_sfence(); }
static inline __mmask64 kfirst(size_t n) { return n >= 64 ? ~0ull : (1ull << n) - 1; }
static inline ch_t ch_load_part(const uint8_t *p, size_t n) {
  return _mm512_maskz_loadu_epi8(kfirst(n), (const void *)p);
}
static inline void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  _mm512_mask_storeu_epi8((void *)p, kfirst(n), c);
}
static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  (void)B;
  P->i = _mm512_loadu_si512((const void *)idx);
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) { return _mm512_permutexvar_epi8(P->i, c); }
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  (void)B;
  return _mm512_permutexvar_epi8(idx, c);
}
static inline void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  (void)B;
  P->i = _mm512_loadu_si512((const void *)idx);
}
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  return _mm512_permutex2var_epi8(a, P->i, b);
}
static inline ch_t ch_and(ch_t x, ch_t y) { return _mm512_and_si512(x, y); }
static inline ch_t ch_add8(ch_t x, ch_t y) { return _mm512_add_epi8(x, y); }
static inline void ch_store_q(uint8_t *p, ch_t c, int q) {
  __m128i v;
  switch (q) {
    case 0: v = _mm512_castsi512_si128(c); break;
    case 1: v = _mm512_extracti32x4_epi32(c, 1); break;
    case 2: v = _mm512_extracti32x4_epi32(c, 2); break;
    default: v = _mm512_extracti32x4_epi32(c, 3); break;
  }
  _mm_storeu_si128((__m128i *)p, v);
}
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  __m512i c = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)p0));
  c = _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p1), 1);
  c = _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p2), 2);
  return _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p3), 3);
}

#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA avx512
#include "../array_tpl.h"
#endif /* __x86_64__ */
