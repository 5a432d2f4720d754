/* Array layer, SSSE3 + SSE4.1 path (compiled with -mssse3 -msse4.1 only).  A chunk is four
 * XMM registers.  pshufb permutes within 16 bytes; wider blocks blend pshufb results of
 * the 2 or 4 candidate registers on index bits 4 and 5 (pblendvb reads bit 7, so the
 * selector is the index shifted left by 3 or 2), two-source shuffles on bit 6.
 * Every helper is always_inline and every loop over a chunk's registers carries
 * `#pragma GCC unroll`: at -O2 GCC inlined fewer of them and kept the chunk in memory (Zen 5,
 * lanes_bench L1, -O2 build: this path's rgba_to_bgra 9.5 GB/s against 68 at -O3). */
#include <smmintrin.h>
#include <stdint.h>
#include <string.h>

typedef struct { __m128i v[4]; } ch_t;
/* tr: 1 if the index is the 4x4 transpose of 4-byte elements (ln_array_transpose4x4f and
 * the float4 (de)interleave): eight unpck/movlh/movhl shuffles instead of pshufb blends */
typedef struct { unsigned B, tr; __m128i i[4], s4[4], s5[4]; } perm_t;
/* ia / ib (blocks of up to 16 bytes): the index with bit 7 set where the byte comes from
 * the other source, so pshufb zeroes it and the two results are simply or-ed */
typedef struct { perm_t p; __m128i s6[4], ia[4], ib[4]; } perm2_t;

static inline __attribute__((always_inline)) ch_t ch_load(const uint8_t *p) {
  ch_t c;
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) c.v[q] = _mm_loadu_si128((const __m128i *)(p + 16 * q));
  return c;
}
static inline __attribute__((always_inline)) void ch_store(uint8_t *p, ch_t c) {
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) _mm_storeu_si128((__m128i *)(p + 16 * q), c.v[q]);
}
static inline __attribute__((always_inline)) void ch_stream(uint8_t *p, ch_t c) {
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) _mm_stream_si128((__m128i *)(p + 16 * q), c.v[q]);
}
static inline __attribute__((always_inline)) void ch_sfence(void) { _mm_sfence(); }
static inline __attribute__((always_inline)) ch_t ch_load_part(const uint8_t *p, size_t n) {
  uint8_t t[64] = {0};
  memcpy(t, p, n);
  return ch_load(t);
}
static inline __attribute__((always_inline)) void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  uint8_t t[64];
  ch_store(t, c);
  memcpy(p, t, n);
}

/* byte j of output register q from (c[0..3])[idx] with idx in q's B-block */
static inline __attribute__((always_inline)) __m128i perm_q(const ch_t *c, int q, unsigned B, __m128i i, __m128i s4, __m128i s5) {
  if (B <= 16) return _mm_shuffle_epi8(c->v[q], i);
  if (B == 32) {
    int b = q & 2;
    return _mm_blendv_epi8(_mm_shuffle_epi8(c->v[b], i), _mm_shuffle_epi8(c->v[b + 1], i), s4);
  }
  __m128i t0 = _mm_blendv_epi8(_mm_shuffle_epi8(c->v[0], i), _mm_shuffle_epi8(c->v[1], i), s4);
  __m128i t1 = _mm_blendv_epi8(_mm_shuffle_epi8(c->v[2], i), _mm_shuffle_epi8(c->v[3], i), s4);
  return _mm_blendv_epi8(t0, t1, s5);
}

static const uint8_t tr_idx[64] = {0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51,
                                   4,  5,  6,  7,  20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55,
                                   8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59,
                                   12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
/* rows r0..r3 -> columns */
static inline __attribute__((always_inline)) void transpose4(__m128 r[4]) {
  __m128 t0 = _mm_unpacklo_ps(r[0], r[1]), t1 = _mm_unpacklo_ps(r[2], r[3]);
  __m128 t2 = _mm_unpackhi_ps(r[0], r[1]), t3 = _mm_unpackhi_ps(r[2], r[3]);
  r[0] = _mm_movelh_ps(t0, t1);
  r[1] = _mm_movehl_ps(t1, t0);
  r[2] = _mm_movelh_ps(t2, t3);
  r[3] = _mm_movehl_ps(t3, t2);
}
static inline __attribute__((always_inline)) void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  P->tr = B == 64 && !memcmp(idx, tr_idx, 64);
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    __m128i i = _mm_loadu_si128((const __m128i *)(idx + 16 * q));
    P->i[q] = i;
    P->s4[q] = _mm_slli_epi16(i, 3);
    P->s5[q] = _mm_slli_epi16(i, 2);
  }
}
static inline __attribute__((always_inline)) ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  if (P->tr) {
    __m128 f[4];
    #pragma GCC unroll 4
    for (int q = 0; q < 4; q++) f[q] = _mm_castsi128_ps(c.v[q]);
    transpose4(f);
    #pragma GCC unroll 4
    for (int q = 0; q < 4; q++) r.v[q] = _mm_castps_si128(f[q]);
    return r;
  }
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) r.v[q] = perm_q(&c, q, P->B, P->i[q], P->s4[q], P->s5[q]);
  return r;
}
static inline __attribute__((always_inline)) ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  ch_t r;
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++)
    r.v[q] = perm_q(&c, q, B, idx.v[q], _mm_slli_epi16(idx.v[q], 3), _mm_slli_epi16(idx.v[q], 2));
  return r;
}
static inline __attribute__((always_inline)) void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  perm_prep(&P->p, idx, B);
  P->p.tr = 0;
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    P->s6[q] = _mm_slli_epi16(P->p.i[q], 1);
    __m128i fromb = _mm_cmpeq_epi8(_mm_and_si128(P->p.i[q], _mm_set1_epi8(64)), _mm_set1_epi8(64));
    __m128i hi = _mm_set1_epi8(-128);
    P->ia[q] = _mm_or_si128(P->p.i[q], _mm_and_si128(fromb, hi));
    P->ib[q] = _mm_or_si128(P->p.i[q], _mm_andnot_si128(fromb, hi));
  }
}
static inline __attribute__((always_inline)) ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r;
  if (P->p.B <= 16) {
    #pragma GCC unroll 4
    for (int q = 0; q < 4; q++)
      r.v[q] = _mm_or_si128(_mm_shuffle_epi8(a.v[q], P->ia[q]), _mm_shuffle_epi8(b.v[q], P->ib[q]));
    return r;
  }
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    const perm_t *p = &P->p;
    r.v[q] = _mm_blendv_epi8(perm_q(&a, q, p->B, p->i[q], p->s4[q], p->s5[q]),
                             perm_q(&b, q, p->B, p->i[q], p->s4[q], p->s5[q]), P->s6[q]);
  }
  return r;
}
static inline __attribute__((always_inline)) ch_t ch_and(ch_t x, ch_t y) {
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) x.v[q] = _mm_and_si128(x.v[q], y.v[q]);
  return x;
}
static inline __attribute__((always_inline)) ch_t ch_add8(ch_t x, ch_t y) {
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) x.v[q] = _mm_add_epi8(x.v[q], y.v[q]);
  return x;
}
static inline __attribute__((always_inline)) void ch_store_q(uint8_t *p, ch_t c, int q) { _mm_storeu_si128((__m128i *)p, c.v[q]); }
static inline __attribute__((always_inline)) ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  c.v[0] = _mm_loadu_si128((const __m128i *)p0);
  c.v[1] = _mm_loadu_si128((const __m128i *)p1);
  c.v[2] = _mm_loadu_si128((const __m128i *)p2);
  c.v[3] = _mm_loadu_si128((const __m128i *)p3);
  return c;
}

/* ---- ln_array_deinterleave4f / ln_array_interleave4f ---- */
/* 16 float4 records as four 4x4 transposes; nt: the outputs are 64-byte aligned, streamed */
#define LN_TPL_HAS_X16 1
static inline __attribute__((always_inline)) void st4(float *d, __m128 v, int nt) {
  if (nt) _mm_stream_ps(d, v);
  else _mm_storeu_ps(d, v);
}
static inline __attribute__((always_inline)) void deinterleave4f_x16(float *x, float *y, float *z, float *w, const float *s, int nt) {
  __m128 o[4][4];
  #pragma GCC unroll 4
  for (int g = 0; g < 4; g++) {
    #pragma GCC unroll 4
    for (int k = 0; k < 4; k++) o[g][k] = _mm_loadu_ps(s + 16 * g + 4 * k);
    transpose4(o[g]);
  }
  float *d[4] = {x, y, z, w};
  #pragma GCC unroll 4
  for (int k = 0; k < 4; k++)
    #pragma GCC unroll 4
    for (int g = 0; g < 4; g++) st4(d[k] + 4 * g, o[g][k], nt);
}
static inline __attribute__((always_inline)) void interleave4f_x16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  #pragma GCC unroll 4
  for (int g = 0; g < 4; g++) {
    __m128 r[4] = {_mm_loadu_ps(x + 4 * g), _mm_loadu_ps(y + 4 * g), _mm_loadu_ps(z + 4 * g),
                   _mm_loadu_ps(w + 4 * g)};
    transpose4(r);
    #pragma GCC unroll 4
    for (int k = 0; k < 4; k++) st4(d + 16 * g + 4 * k, r[k], nt);
  }
}

/* ---- ln_array_shuffle_masks ---- */
/* One 64-byte chunk per turn, its mask bytes read with exactly-sized loads and spread to
 * one per data byte by pshufb, reduced modulo lanes, scaled by the element size (a 16-bit
 * shift: every value stays below 64), offset, then ch_permv.  The first partial chunk of
 * a streamed output and the last partial chunk go through zero-padded copies. */
#define LN_TPL_HAS_SHUFFLE_MASKS 1
typedef struct { __m128i lm, offs[4], ctl[4]; } pv_t;
#define PV_INLINE static inline __attribute__((always_inline))
PV_INLINE __m128i pv_ld(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
PV_INLINE ch_t pv_chunk(const pv_t *V, const uint8_t *s, const uint8_t *m, const unsigned L2,
                        const unsigned lanes) {
  ch_t x;
  __m128i mb0 = _mm_setzero_si128(), mb1 = mb0;
  if (L2 == 1) {
    mb0 = pv_ld(m);
    mb1 = pv_ld(m + 16);
  } else if (L2 == 2) {
    mb0 = pv_ld(m);
  } else if (L2 == 3) {
    mb0 = _mm_loadl_epi64((const __m128i *)(const void *)m);
  }
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    __m128i t;
    if (L2 == 0) t = pv_ld(m + 16 * q);
    else t = _mm_shuffle_epi8(L2 == 1 && q >= 2 ? mb1 : mb0, V->ctl[q]);
    t = _mm_and_si128(t, V->lm);
    if (L2) t = _mm_slli_epi16(t, (int)L2);
    x.v[q] = _mm_add_epi8(t, V->offs[q]);
  }
  return ch_permv(ch_load(s), x, lanes << L2);
}
static void pv_prep(pv_t *V, unsigned L2, unsigned lanes) {
  uint8_t offs[64], ctl[64];
  unsigned B = lanes << L2;
  for (unsigned j = 0; j < 64; j++) {
    offs[j] = (uint8_t)((j & ((1u << L2) - 1)) + (j & ~(B - 1)));
    /* mask byte of data byte j within the register pshufb reads */
    ctl[j] = (uint8_t)(L2 == 1 ? (j & 31) >> 1 : j >> L2);
  }
  V->lm = _mm_set1_epi8((char)(lanes - 1));
  #pragma GCC unroll 4
  for (int q = 0; q < 4; q++) {
    V->offs[q] = _mm_loadu_si128((const __m128i *)(offs + 16 * q));
    V->ctl[q] = _mm_loadu_si128((const __m128i *)(ctl + 16 * q));
  }
}
#include "shuffle_masks_shapes.h"

#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA sse4
#include "../array_tpl.h"
