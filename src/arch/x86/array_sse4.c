/* Array layer, SSSE3 + SSE4.1 path (compiled with -mssse3 -msse4.1 only).  A chunk is four
 * XMM registers.  pshufb permutes within 16 bytes; wider blocks blend pshufb results of
 * the 2 or 4 candidate registers on index bits 4 and 5 (pblendvb reads bit 7, so the
 * selector is the index shifted left by 3 or 2), two-source shuffles on bit 6. */
#if defined(__x86_64__)
#include <smmintrin.h>
#include <stdint.h>
#include <string.h>

typedef struct { __m128i v[4]; } ch_t;
typedef struct { unsigned B; __m128i i[4], s4[4], s5[4]; } perm_t;
typedef struct { perm_t p; __m128i s6[4]; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) {
  ch_t c;
  for (int q = 0; q < 4; q++) c.v[q] = _mm_loadu_si128((const __m128i *)(p + 16 * q));
  return c;
}
static inline void ch_store(uint8_t *p, ch_t c) {
  for (int q = 0; q < 4; q++) _mm_storeu_si128((__m128i *)(p + 16 * q), c.v[q]);
}
static inline void ch_stream(uint8_t *p, ch_t c) {
  for (int q = 0; q < 4; q++) _mm_stream_si128((__m128i *)(p + 16 * q), c.v[q]);
}
static inline void ch_sfence(void) { _mm_sfence(); }
static inline ch_t ch_load_part(const uint8_t *p, size_t n) {
  uint8_t t[64] = {0};
  memcpy(t, p, n);
  return ch_load(t);
}
static inline void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  uint8_t t[64];
  ch_store(t, c);
  memcpy(p, t, n);
}

/* byte j of output register q from (c[0..3])[idx] with idx in q's B-block */
static inline __m128i perm_q(const ch_t *c, int q, unsigned B, __m128i i, __m128i s4, __m128i s5) {
  if (B <= 16) return _mm_shuffle_epi8(c->v[q], i);
  if (B == 32) {
    int b = q & 2;
    return _mm_blendv_epi8(_mm_shuffle_epi8(c->v[b], i), _mm_shuffle_epi8(c->v[b + 1], i), s4);
  }
  __m128i t0 = _mm_blendv_epi8(_mm_shuffle_epi8(c->v[0], i), _mm_shuffle_epi8(c->v[1], i), s4);
  __m128i t1 = _mm_blendv_epi8(_mm_shuffle_epi8(c->v[2], i), _mm_shuffle_epi8(c->v[3], i), s4);
  return _mm_blendv_epi8(t0, t1, s5);
}

static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  for (int q = 0; q < 4; q++) {
    __m128i i = _mm_loadu_si128((const __m128i *)(idx + 16 * q));
    P->i[q] = i;
    P->s4[q] = _mm_slli_epi16(i, 3);
    P->s5[q] = _mm_slli_epi16(i, 2);
  }
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  for (int q = 0; q < 4; q++) r.v[q] = perm_q(&c, q, P->B, P->i[q], P->s4[q], P->s5[q]);
  return r;
}
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  ch_t r;
  for (int q = 0; q < 4; q++)
    r.v[q] = perm_q(&c, q, B, idx.v[q], _mm_slli_epi16(idx.v[q], 3), _mm_slli_epi16(idx.v[q], 2));
  return r;
}
static inline void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  perm_prep(&P->p, idx, B);
  for (int q = 0; q < 4; q++) P->s6[q] = _mm_slli_epi16(P->p.i[q], 1);
}
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r;
  for (int q = 0; q < 4; q++) {
    const perm_t *p = &P->p;
    r.v[q] = _mm_blendv_epi8(perm_q(&a, q, p->B, p->i[q], p->s4[q], p->s5[q]),
                             perm_q(&b, q, p->B, p->i[q], p->s4[q], p->s5[q]), P->s6[q]);
  }
  return r;
}
static inline ch_t ch_and(ch_t x, ch_t y) {
  for (int q = 0; q < 4; q++) x.v[q] = _mm_and_si128(x.v[q], y.v[q]);
  return x;
}
static inline ch_t ch_add8(ch_t x, ch_t y) {
  for (int q = 0; q < 4; q++) x.v[q] = _mm_add_epi8(x.v[q], y.v[q]);
  return x;
}
static inline void ch_store_q(uint8_t *p, ch_t c, int q) { _mm_storeu_si128((__m128i *)p, c.v[q]); }
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  c.v[0] = _mm_loadu_si128((const __m128i *)p0);
  c.v[1] = _mm_loadu_si128((const __m128i *)p1);
  c.v[2] = _mm_loadu_si128((const __m128i *)p2);
  c.v[3] = _mm_loadu_si128((const __m128i *)p3);
  return c;
}

#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA sse4
#include "../array_tpl.h"
#endif /* __x86_64__ */
