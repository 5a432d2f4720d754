/* Array layer, AVX2 path (compiled with -mavx2 -mbmi2 only).  A chunk is two YMM registers.
 * vpshufb permutes within each 16-byte lane; for 32-byte blocks the other lane comes from
 * vperm2i128 (lanes swapped) and a blend on index bit 4 xor the lane number; 64-byte
 * blocks blend the two halves on bit 5; two-source shuffles blend on bit 6.  Blocks of
 * whole dwords use vpermd (one instruction per 32-byte block, plus a blend for 64). */
#if defined(__x86_64__)
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

typedef struct { __m256i v[2]; } ch_t;
/* dw: 1 if every 4-byte group is a whole source dword (then d[] holds vpermd indexes) */
typedef struct { unsigned B, dw; __m256i i[2], s4[2], s5[2], d[2]; } perm_t;
typedef struct { perm_t p; __m256i s6[2]; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) {
  ch_t c;
  c.v[0] = _mm256_loadu_si256((const __m256i *)p);
  c.v[1] = _mm256_loadu_si256((const __m256i *)(p + 32));
  return c;
}
static inline void ch_store(uint8_t *p, ch_t c) {
  _mm256_storeu_si256((__m256i *)p, c.v[0]);
  _mm256_storeu_si256((__m256i *)(p + 32), c.v[1]);
}
static inline void ch_stream(uint8_t *p, ch_t c) {
  _mm256_stream_si256((__m256i *)p, c.v[0]);
  _mm256_stream_si256((__m256i *)(p + 32), c.v[1]);
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

static inline __m256i swap_lanes(__m256i x) { return _mm256_permute2x128_si256(x, x, 0x01); }

/* output register o; s4 = (idx ^ lane*16) << 3, s5 = idx << 2 */
static inline __m256i perm_o(const ch_t *c, const ch_t *sw, int o, unsigned B, __m256i i,
                             __m256i s4, __m256i s5) {
  if (B <= 16) return _mm256_shuffle_epi8(c->v[o], i);
  if (B == 32)
    return _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[o], i), _mm256_shuffle_epi8(sw->v[o], i), s4);
  __m256i t0 = _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[0], i), _mm256_shuffle_epi8(sw->v[0], i), s4);
  __m256i t1 = _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[1], i), _mm256_shuffle_epi8(sw->v[1], i), s4);
  return _mm256_blendv_epi8(t0, t1, s5);
}
static inline ch_t swapped(const ch_t *c, unsigned B) {
  ch_t s = *c;
  if (B >= 32) {
    s.v[0] = swap_lanes(c->v[0]);
    s.v[1] = swap_lanes(c->v[1]);
  }
  return s;
}
static inline __m256i lane_bit(void) {
  return _mm256_setr_epi64x(0, 0, 0x1010101010101010ll, 0x1010101010101010ll);
}

static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  P->dw = B >= 32;
  for (unsigned k = 0; k < 64 && P->dw; k += 4)
    P->dw = !(idx[k] & 3) && idx[k + 1] == idx[k] + 1 && idx[k + 2] == idx[k] + 2 &&
            idx[k + 3] == idx[k] + 3;
  for (int o = 0; o < 2; o++) {
    __m256i i = _mm256_loadu_si256((const __m256i *)(idx + 32 * o));
    P->i[o] = i;
    P->s4[o] = _mm256_slli_epi16(_mm256_xor_si256(i, lane_bit()), 3);
    P->s5[o] = _mm256_slli_epi16(i, 2);
    int32_t d[8];
    for (int k = 0; k < 8; k++) d[k] = idx[32 * o + 4 * k] >> 2; /* 0..15 */
    P->d[o] = _mm256_loadu_si256((const __m256i *)d);
  }
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  if (P->dw) {
    if (P->B == 32) {
      for (int o = 0; o < 2; o++) r.v[o] = _mm256_permutevar8x32_epi32(c.v[o], P->d[o]);
    } else {
      for (int o = 0; o < 2; o++) {
        __m256i t0 = _mm256_permutevar8x32_epi32(c.v[0], P->d[o]);
        __m256i t1 = _mm256_permutevar8x32_epi32(c.v[1], P->d[o]);
        /* dword index bit 3: from the second register (blendv_ps reads bit 31) */
        r.v[o] = _mm256_castps_si256(_mm256_blendv_ps(
            _mm256_castsi256_ps(t0), _mm256_castsi256_ps(t1),
            _mm256_castsi256_ps(_mm256_slli_epi32(P->d[o], 28))));
      }
    }
    return r;
  }
  ch_t sw = swapped(&c, P->B);
  for (int o = 0; o < 2; o++) r.v[o] = perm_o(&c, &sw, o, P->B, P->i[o], P->s4[o], P->s5[o]);
  return r;
}
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  ch_t r, sw = swapped(&c, B);
  for (int o = 0; o < 2; o++) {
    __m256i i = idx.v[o];
    r.v[o] = perm_o(&c, &sw, o, B, i, _mm256_slli_epi16(_mm256_xor_si256(i, lane_bit()), 3),
                    _mm256_slli_epi16(i, 2));
  }
  return r;
}
static inline void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  perm_prep(&P->p, idx, B);
  P->p.dw = 0;
  for (int o = 0; o < 2; o++) P->s6[o] = _mm256_slli_epi16(P->p.i[o], 1);
}
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r, sa = swapped(&a, P->p.B), sb = swapped(&b, P->p.B);
  const perm_t *p = &P->p;
  for (int o = 0; o < 2; o++)
    r.v[o] = _mm256_blendv_epi8(perm_o(&a, &sa, o, p->B, p->i[o], p->s4[o], p->s5[o]),
                                perm_o(&b, &sb, o, p->B, p->i[o], p->s4[o], p->s5[o]), P->s6[o]);
  return r;
}
static inline ch_t ch_and(ch_t x, ch_t y) {
  for (int o = 0; o < 2; o++) x.v[o] = _mm256_and_si256(x.v[o], y.v[o]);
  return x;
}
static inline ch_t ch_add8(ch_t x, ch_t y) {
  for (int o = 0; o < 2; o++) x.v[o] = _mm256_add_epi8(x.v[o], y.v[o]);
  return x;
}
static inline void ch_store_q(uint8_t *p, ch_t c, int q) {
  __m256i v = c.v[q >> 1];
  _mm_storeu_si128((__m128i *)p, (q & 1) ? _mm256_extracti128_si256(v, 1) : _mm256_castsi256_si128(v));
}
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  c.v[0] = _mm256_loadu2_m128i((const __m128i *)p1, (const __m128i *)p0);
  c.v[1] = _mm256_loadu2_m128i((const __m128i *)p3, (const __m128i *)p2);
  return c;
}

#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA avx2
#include "../array_tpl.h"
#endif /* __x86_64__ */
