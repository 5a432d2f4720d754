/* Array layer, AVX2 path (compiled with -mavx2 -mbmi2 only).  A chunk is two YMM registers.
 * vpshufb permutes within each 16-byte lane; for 32-byte blocks the other lane comes from
 * vperm2i128 (lanes swapped) and a blend on index bit 4 xor the lane number; 64-byte
 * blocks blend the two halves on bit 5; two-source shuffles blend on bit 6.  Blocks of
 * whole dwords use vpermd (one instruction per 32-byte block, plus a blend for 64).
 * Every helper but ch_perm2 (faster not forced inline: 80 against 61 GB/s at -O2) is
 * always_inline and every loop over a chunk's registers carries
 * `#pragma GCC unroll`: at -O2 GCC inlined fewer of them and kept the chunk in memory (Zen 5,
 * lanes_bench L1, -O2 build: interleave4f 45 GB/s against 120 with the pragmas; the
 * SSE4 path's rgba_to_bgra 9.5 against 68). */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

typedef struct { __m256i v[2]; } ch_t;
/* dw: 1 if every 4-byte group is a whole source dword (then d[] holds vpermd indexes) */
/* tr: 1 if the index is the 4x4 transpose of 4-byte elements (ln_array_transpose4x4f and
 * the float4 (de)interleave), done with two vpermps, two vunpck and two vperm2f128 */
typedef struct { unsigned B, dw, tr; __m256i i[2], s4[2], s5[2], d[2]; } perm_t;
/* s6: index bit 6 (the byte comes from b) moved to bit 7, the vpblendvb selector: blocks of
 * up to 16 bytes are vpshufb of a, vpshufb of b, one blend (on Zen 5 ~1.15x faster in L1
 * than zeroing the other source's bytes in each vpshufb and or-ing the two) */
typedef struct { perm_t p; __m256i s6[2]; } perm2_t;

static inline __attribute__((always_inline)) ch_t ch_load(const uint8_t *p) {
  ch_t c;
  c.v[0] = _mm256_loadu_si256((const __m256i *)p);
  c.v[1] = _mm256_loadu_si256((const __m256i *)(p + 32));
  return c;
}
static inline __attribute__((always_inline)) void ch_store(uint8_t *p, ch_t c) {
  _mm256_storeu_si256((__m256i *)p, c.v[0]);
  _mm256_storeu_si256((__m256i *)(p + 32), c.v[1]);
}
static inline __attribute__((always_inline)) void ch_stream(uint8_t *p, ch_t c) {
  _mm256_stream_si256((__m256i *)p, c.v[0]);
  _mm256_stream_si256((__m256i *)(p + 32), c.v[1]);
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

/* n bytes at p, n a multiple of 4 below 64: vpmaskmovd on each half, dword j of the chunk
 * active for 4 j < n (a masked-off dword is neither read nor written and cannot fault) */
static inline __attribute__((always_inline)) __m256i dw_first(size_t n, int half) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)(n / 4) - 8 * half), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}
static inline __attribute__((always_inline)) ch_t ch_load_part4(const uint8_t *p, size_t n) {
  ch_t c;
  c.v[0] = _mm256_maskload_epi32((const int *)(const void *)p, dw_first(n, 0));
  c.v[1] = _mm256_maskload_epi32((const int *)(const void *)(p + 32), dw_first(n, 1));
  return c;
}
static inline __attribute__((always_inline)) void ch_store_part4(uint8_t *p, ch_t c, size_t n) {
  _mm256_maskstore_epi32((int *)(void *)p, dw_first(n, 0), c.v[0]);
  _mm256_maskstore_epi32((int *)(void *)(p + 32), dw_first(n, 1), c.v[1]);
}
#define LN_TPL_PART_WORDS 1

static inline __attribute__((always_inline)) __m256i swap_lanes(__m256i x) { return _mm256_permute2x128_si256(x, x, 0x01); }

/* output register o; s4 = (idx ^ lane*16) << 3, s5 = idx << 2 */
static inline __attribute__((always_inline)) __m256i perm_o(const ch_t *c, const ch_t *sw, int o, unsigned B, __m256i i,
                             __m256i s4, __m256i s5) {
  if (B <= 16) return _mm256_shuffle_epi8(c->v[o], i);
  if (B == 32)
    return _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[o], i), _mm256_shuffle_epi8(sw->v[o], i), s4);
  __m256i t0 = _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[0], i), _mm256_shuffle_epi8(sw->v[0], i), s4);
  __m256i t1 = _mm256_blendv_epi8(_mm256_shuffle_epi8(c->v[1], i), _mm256_shuffle_epi8(sw->v[1], i), s4);
  return _mm256_blendv_epi8(t0, t1, s5);
}
static inline __attribute__((always_inline)) ch_t swapped(const ch_t *c, unsigned B) {
  ch_t s = *c;
  if (B >= 32) {
    s.v[0] = swap_lanes(c->v[0]);
    s.v[1] = swap_lanes(c->v[1]);
  }
  return s;
}
static inline __attribute__((always_inline)) __m256i lane_bit(void) {
  return _mm256_setr_epi64x(0, 0, 0x1010101010101010ll, 0x1010101010101010ll);
}

/* the byte index of the 4x4 transpose of 4-byte elements */
static const uint8_t transpose_index[64] = {
    0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51,
    4,  5,  6,  7,  20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55,
    8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59,
    12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
static inline __attribute__((always_inline)) void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  P->tr = B == 64 && !memcmp(idx, transpose_index, 64);
  P->dw = B >= 32;
  for (unsigned k = 0; k < 64 && P->dw; k += 4)
    P->dw = !(idx[k] & 3) && idx[k + 1] == idx[k] + 1 && idx[k + 2] == idx[k] + 2 &&
            idx[k + 3] == idx[k] + 3;
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) {
    __m256i i = _mm256_loadu_si256((const __m256i *)(idx + 32 * o));
    P->i[o] = i;
    P->s4[o] = _mm256_slli_epi16(_mm256_xor_si256(i, lane_bit()), 3);
    P->s5[o] = _mm256_slli_epi16(i, 2);
    int32_t d[8];
    #pragma GCC unroll 8
    for (int k = 0; k < 8; k++) d[k] = idx[32 * o + 4 * k] >> 2; /* 0..15 */
    P->d[o] = _mm256_loadu_si256((const __m256i *)d);
  }
}
/* rows 0 1 | 2 3 -> columns 0 1 | 2 3 */
static inline __attribute__((always_inline)) ch_t ch_transpose4x4(ch_t c) {
  const __m256i f = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  __m256d p = _mm256_castsi256_pd(_mm256_permutevar8x32_epi32(c.v[0], f)); /* a00 a10 a01 a11 .. */
  __m256d q = _mm256_castsi256_pd(_mm256_permutevar8x32_epi32(c.v[1], f)); /* a20 a30 a21 a31 .. */
  __m256d lo = _mm256_unpacklo_pd(p, q), hi = _mm256_unpackhi_pd(p, q);
  c.v[0] = _mm256_castpd_si256(_mm256_permute2f128_pd(lo, hi, 0x20));
  c.v[1] = _mm256_castpd_si256(_mm256_permute2f128_pd(lo, hi, 0x31));
  return c;
}
static inline __attribute__((always_inline)) ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  if (P->tr) return ch_transpose4x4(c);
  if (P->dw) {
    if (P->B == 32) {
      #pragma GCC unroll 2
      for (int o = 0; o < 2; o++) r.v[o] = _mm256_permutevar8x32_epi32(c.v[o], P->d[o]);
    } else {
      #pragma GCC unroll 2
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
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) r.v[o] = perm_o(&c, &sw, o, P->B, P->i[o], P->s4[o], P->s5[o]);
  return r;
}
/* The same permutation when every index stays in its 16-byte lane (blocks of at most 16 bytes):
 * two vpshufb and nothing tested per chunk (ch_perm tests the shape on every call: its loop
 * ran at half the store rate for rgba_to_bgra and bswap32, Zen 4). */
static inline __attribute__((always_inline)) ch_t ch_perm_lane(const perm_t *P, ch_t c) {
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) c.v[o] = _mm256_shuffle_epi8(c.v[o], P->i[o]);
  return c;
}
#define LN_TPL_HAS_PERM_LANE 1
static inline __attribute__((always_inline)) ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  ch_t r, sw = swapped(&c, B);
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) {
    __m256i i = idx.v[o];
    r.v[o] = perm_o(&c, &sw, o, B, i, _mm256_slli_epi16(_mm256_xor_si256(i, lane_bit()), 3),
                    _mm256_slli_epi16(i, 2));
  }
  return r;
}
static inline __attribute__((always_inline)) void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  perm_prep(&P->p, idx, B);
  P->p.dw = 0;
  P->p.tr = 0;
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) P->s6[o] = _mm256_slli_epi16(P->p.i[o], 1);
}
/* ch_perm2 for blocks of at most 16 bytes, with no shape test per chunk */
static inline ch_t ch_perm2_lane(const perm2_t *P, ch_t a, ch_t b) {
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++)
    a.v[o] = _mm256_blendv_epi8(_mm256_shuffle_epi8(a.v[o], P->p.i[o]),
                                _mm256_shuffle_epi8(b.v[o], P->p.i[o]), P->s6[o]);
  return a;
}
#define LN_TPL_HAS_PERM2_LANE 1
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r;
  if (P->p.B <= 16) return ch_perm2_lane(P, a, b);
  ch_t sa = swapped(&a, P->p.B), sb = swapped(&b, P->p.B);
  const perm_t *p = &P->p;
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++)
    r.v[o] = _mm256_blendv_epi8(perm_o(&a, &sa, o, p->B, p->i[o], p->s4[o], p->s5[o]),
                                perm_o(&b, &sb, o, p->B, p->i[o], p->s4[o], p->s5[o]), P->s6[o]);
  return r;
}
static inline __attribute__((always_inline)) ch_t ch_and(ch_t x, ch_t y) {
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) x.v[o] = _mm256_and_si256(x.v[o], y.v[o]);
  return x;
}
static inline __attribute__((always_inline)) ch_t ch_add8(ch_t x, ch_t y) {
  #pragma GCC unroll 2
  for (int o = 0; o < 2; o++) x.v[o] = _mm256_add_epi8(x.v[o], y.v[o]);
  return x;
}
static inline __attribute__((always_inline)) void ch_store_q(uint8_t *p, ch_t c, int q) {
  __m256i v = c.v[q >> 1];
  _mm_storeu_si128((__m128i *)p, (q & 1) ? _mm256_extracti128_si256(v, 1) : _mm256_castsi256_si128(v));
}
static inline __attribute__((always_inline)) ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  c.v[0] = _mm256_loadu2_m128i((const __m128i *)p1, (const __m128i *)p0);
  c.v[1] = _mm256_loadu2_m128i((const __m128i *)p3, (const __m128i *)p2);
  return c;
}


/* ln_array_transpose4x4f (and any fixed permutation with its index) in a loop of its own: the
 * generic loop's ch_perm tests the shape on every chunk (0.84x of a hand AVX2 loop, Zen 4).
 * nbytes is a multiple of B = 64 here. */
#define LN_TPL_HAS_SHUFFLE_FIXED 1
static int shuffle_fixed_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
                             const uint8_t *idx, int nt) {
  if (B != 64 || memcmp(idx, transpose_index, 64) != 0) return 0;
  size_t i = 0;
  if (nt && (uintptr_t)dst % 32 == 0) {
    for (; i < nbytes; i += 64) ch_stream(dst + i, ch_transpose4x4(ch_load(src + i)));
    ch_sfence();
  }
  for (; i < nbytes; i += 64) ch_store(dst + i, ch_transpose4x4(ch_load(src + i)));
  return 1;
}

/* ---- ln_array_deinterleave4f / ln_array_interleave4f ---- */
/* 8 float4 records: 128-bit loads paired into registers (records k and k + 4), then the
 * in-lane 4x4 transpose (vunpck[lh]ps, vunpck[lh]pd); no cross-lane shuffle. */
#define LN_TPL_HAS_X16 1
static inline __attribute__((always_inline)) void deinterleave8_regs(__m256 t[4], const float *s) {
  __m256 a0 = _mm256_loadu2_m128(s + 16, s), a1 = _mm256_loadu2_m128(s + 20, s + 4);
  __m256 a2 = _mm256_loadu2_m128(s + 24, s + 8), a3 = _mm256_loadu2_m128(s + 28, s + 12);
  __m256d t0 = _mm256_castps_pd(_mm256_unpacklo_ps(a0, a1)), t1 = _mm256_castps_pd(_mm256_unpackhi_ps(a0, a1));
  __m256d t2 = _mm256_castps_pd(_mm256_unpacklo_ps(a2, a3)), t3 = _mm256_castps_pd(_mm256_unpackhi_ps(a2, a3));
  t[0] = _mm256_castpd_ps(_mm256_unpacklo_pd(t0, t2));
  t[1] = _mm256_castpd_ps(_mm256_unpackhi_pd(t0, t2));
  t[2] = _mm256_castpd_ps(_mm256_unpacklo_pd(t1, t3));
  t[3] = _mm256_castpd_ps(_mm256_unpackhi_pd(t1, t3));
}
/* 16 records; nt: the four outputs are 64-byte aligned, streamed */
static inline __attribute__((always_inline)) void deinterleave4f_x16(float *x, float *y, float *z, float *w, const float *s, int nt) {
  __m256 o[4], p[4];
  deinterleave8_regs(o, s);
  deinterleave8_regs(p, s + 32);
  float *d[4] = {x, y, z, w};
  #pragma GCC unroll 4
  for (int k = 0; k < 4; k++) {
    if (nt) {
      _mm256_stream_ps(d[k], o[k]);
      _mm256_stream_ps(d[k] + 8, p[k]);
    } else {
      _mm256_storeu_ps(d[k], o[k]);
      _mm256_storeu_ps(d[k] + 8, p[k]);
    }
  }
}
/* 8 records: the in-lane transpose gives records k | k + 4, vperm2f128 pairs them */
static inline __attribute__((always_inline)) void interleave8_regs(__m256 o[4], const float *x, const float *y, const float *z, const float *w) {
  __m256 vx = _mm256_loadu_ps(x), vy = _mm256_loadu_ps(y), vz = _mm256_loadu_ps(z), vw = _mm256_loadu_ps(w);
  __m256d t0 = _mm256_castps_pd(_mm256_unpacklo_ps(vx, vy)), t1 = _mm256_castps_pd(_mm256_unpackhi_ps(vx, vy));
  __m256d t2 = _mm256_castps_pd(_mm256_unpacklo_ps(vz, vw)), t3 = _mm256_castps_pd(_mm256_unpackhi_ps(vz, vw));
  __m256d u0 = _mm256_unpacklo_pd(t0, t2), u1 = _mm256_unpackhi_pd(t0, t2);
  __m256d u2 = _mm256_unpacklo_pd(t1, t3), u3 = _mm256_unpackhi_pd(t1, t3);
  o[0] = _mm256_castpd_ps(_mm256_permute2f128_pd(u0, u1, 0x20));
  o[1] = _mm256_castpd_ps(_mm256_permute2f128_pd(u2, u3, 0x20));
  o[2] = _mm256_castpd_ps(_mm256_permute2f128_pd(u0, u1, 0x31));
  o[3] = _mm256_castpd_ps(_mm256_permute2f128_pd(u2, u3, 0x31));
}
/* 16 records; nt: d is 64-byte aligned, streamed */
static inline __attribute__((always_inline)) void interleave4f_x16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  #pragma GCC unroll 2
  for (int h = 0; h < 2; h++) {
    __m256 o[4];
    interleave8_regs(o, x + 8 * h, y + 8 * h, z + 8 * h, w + 8 * h);
    #pragma GCC unroll 4
    for (int k = 0; k < 4; k++) {
      if (nt) _mm256_stream_ps(d + 32 * h + 8 * k, o[k]);
      else _mm256_storeu_ps(d + 32 * h + 8 * k, o[k]);
    }
  }
}

/* ---- ln_array_shuffle_masks ---- */
/* One 64-byte chunk per turn, its mask bytes read with exactly-sized loads.  Dwords:
 * vpermilps (blocks of 2 or 4 lanes, in-lane; bit 0..1 of the index), vpermd (8 lanes),
 * two vpermd and a blend on index bit 3 (16 lanes).  Qwords: vpermilpd (2 lanes, index
 * bit 1), vpermd on dword pairs 2e, 2e + 1 (4 lanes), two and a blend (8 lanes).  Bytes
 * and words: the byte index (mask bytes duplicated per element byte by vpshufb, reduced
 * modulo lanes, scaled, offset) and ch_permv.  The first partial chunk of a streamed
 * output and the last partial chunk go through zero-padded copies. */
#define LN_TPL_HAS_SHUFFLE_MASKS 1
typedef struct { __m256i lm, offs, ctl; } pv_t;
#define PV_INLINE static inline __attribute__((always_inline))
PV_INLINE __m256i pv_ld(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
PV_INLINE __m256 pv_ldps(const uint8_t *p) { return _mm256_loadu_ps((const float *)(const void *)p); }
PV_INLINE __m256i pv_bcast(const uint8_t *p) {
  return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(const void *)p));
}
/* dword j of the result = dword x[j] % 16 of (a then b): both permutes, blended on bit 3 */
PV_INLINE __m256i perm16_dw(__m256 a, __m256 b, __m256i x) {
  return _mm256_castps_si256(_mm256_blendv_ps(_mm256_permutevar8x32_ps(a, x), _mm256_permutevar8x32_ps(b, x),
                                              _mm256_castsi256_ps(_mm256_slli_epi32(x, 28))));
}
PV_INLINE ch_t pv_chunk(const pv_t *V, const uint8_t *s, const uint8_t *m, const unsigned L2,
                        const unsigned lanes) {
  ch_t o;
  if (L2 == 2) {
    __m128i mb = _mm_loadu_si128((const __m128i *)(const void *)m); /* 16 mask bytes */
    __m256i x0 = _mm256_cvtepu8_epi32(mb), x1 = _mm256_cvtepu8_epi32(_mm_srli_si128(mb, 8));
    if (lanes <= 4) {
      if (lanes == 2) {
        x0 = _mm256_or_si256(_mm256_and_si256(x0, V->lm), V->offs);
        x1 = _mm256_or_si256(_mm256_and_si256(x1, V->lm), V->offs);
      }
      o.v[0] = _mm256_castps_si256(_mm256_permutevar_ps(pv_ldps(s), x0));
      o.v[1] = _mm256_castps_si256(_mm256_permutevar_ps(pv_ldps(s + 32), x1));
    } else if (lanes == 8) {
      o.v[0] = _mm256_permutevar8x32_epi32(pv_ld(s), x0);
      o.v[1] = _mm256_permutevar8x32_epi32(pv_ld(s + 32), x1);
    } else {
      __m256 a = pv_ldps(s), b = pv_ldps(s + 32);
      o.v[0] = perm16_dw(a, b, x0);
      o.v[1] = perm16_dw(a, b, x1);
    }
    return o;
  }
  if (L2 == 3) {
    __m128i mb = _mm_loadl_epi64((const __m128i *)(const void *)m); /* 8 mask bytes */
    if (lanes == 2) {
      __m256i x0 = _mm256_slli_epi64(_mm256_cvtepu8_epi64(mb), 1);
      __m256i x1 = _mm256_slli_epi64(_mm256_cvtepu8_epi64(_mm_srli_si128(mb, 4)), 1);
      o.v[0] = _mm256_castpd_si256(_mm256_permutevar_pd(_mm256_loadu_pd((const double *)(const void *)s), x0));
      o.v[1] = _mm256_castpd_si256(_mm256_permutevar_pd(_mm256_loadu_pd((const double *)(const void *)(s + 32)), x1));
      return o;
    }
    /* dword indexes 2e, 2e + 1: mask bytes doubled, zero-extended, added to themselves */
    __m128i md = _mm_unpacklo_epi8(mb, mb);
    __m256i x0 = _mm256_cvtepu8_epi32(md), x1 = _mm256_cvtepu8_epi32(_mm_srli_si128(md, 8));
    x0 = _mm256_or_si256(_mm256_add_epi32(x0, x0), V->offs);
    x1 = _mm256_or_si256(_mm256_add_epi32(x1, x1), V->offs);
    if (lanes == 4) {
      o.v[0] = _mm256_permutevar8x32_epi32(pv_ld(s), x0);
      o.v[1] = _mm256_permutevar8x32_epi32(pv_ld(s + 32), x1);
    } else {
      __m256 a = pv_ldps(s), b = pv_ldps(s + 32);
      o.v[0] = perm16_dw(a, b, x0);
      o.v[1] = perm16_dw(a, b, x1);
    }
    return o;
  }
  /* bytes and words: a byte index chunk */
  ch_t x;
  if (L2 == 0) {
    x.v[0] = pv_ld(m);
    x.v[1] = pv_ld(m + 32);
  } else {
    x.v[0] = _mm256_shuffle_epi8(pv_bcast(m), V->ctl);
    x.v[1] = _mm256_shuffle_epi8(pv_bcast(m + 16), V->ctl);
  }
  #pragma GCC unroll 2
  for (int k = 0; k < 2; k++) {
    __m256i t = _mm256_and_si256(x.v[k], V->lm);
    if (L2) t = _mm256_add_epi8(t, t);
    x.v[k] = _mm256_add_epi8(t, V->offs);
  }
  return ch_permv(ch_load(s), x, lanes << L2);
}
/* constants for elements of 1 << L2 bytes in blocks of lanes */
static void pv_prep(pv_t *V, unsigned L2, unsigned lanes) {
  uint8_t lm[32], offs[32], ctl[32];
  unsigned B = lanes << L2;
  int32_t d[8];
  for (unsigned j = 0; j < 32; j++) {
    lm[j] = (uint8_t)(lanes - 1);
    offs[j] = (uint8_t)((j & ((1u << L2) - 1)) + (j & ~(B - 1) & (B <= 16 ? 15u : 63u)));
    ctl[j] = (uint8_t)((j & 16) / 2 + ((j & 15) >> L2));
  }
  for (unsigned k = 0; k < 8; k++)
    d[k] = L2 == 3 ? (int32_t)(k & 1) : (int32_t)(k & ~(lanes - 1)); /* dword offsets */
  V->lm = L2 == 2 ? _mm256_set1_epi32((int)(lanes - 1)) : _mm256_loadu_si256((const __m256i *)lm);
  V->offs = L2 >= 2 ? _mm256_loadu_si256((const __m256i *)d) : _mm256_loadu_si256((const __m256i *)offs);
  V->ctl = _mm256_loadu_si256((const __m256i *)ctl);
}
#include "shuffle_masks_shapes.h"

/* ---- bulk memory hooks (gather / scatter / compress) ---- */
#define LN_TPL_HAS_MBITS 1
static inline __attribute__((always_inline)) uint64_t mbits64(const uint8_t *m) {
  const __m256i z = _mm256_setzero_si256();
  uint32_t lo = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)m), z));
  uint32_t hi = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(m + 32)), z));
  return lo | (uint64_t)hi << 32;
}
/* active bits of 8 mask bytes */
static inline __attribute__((always_inline)) unsigned mbits8(const uint8_t *m) {
  __m128i x = _mm_loadl_epi64((const __m128i *)m);
  return 0xffu & ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128()));
}

/* Validation: unsigned maximum of the active indexes (inactive ones zeroed). */
#define LN_TPL_HAS_INDEX_CHECK 1
static int index_out_of_range_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  __m256i m0 = _mm256_setzero_si256(), m1 = m0;
  uint32_t mx = 0;
  size_t i = 0;
  if (!mask) {
    for (; i + 16 <= n; i += 16) {
      m0 = _mm256_max_epu32(m0, _mm256_loadu_si256((const __m256i *)(idx + i)));
      m1 = _mm256_max_epu32(m1, _mm256_loadu_si256((const __m256i *)(idx + i + 8)));
    }
    for (; i < n; i++) mx = idx[i] > mx ? idx[i] : mx;
  } else {
    const __m256i z = _mm256_setzero_si256();
    for (; i + 8 <= n; i += 8) {
      __m256i mk = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(mask + i)));
      __m256i v = _mm256_andnot_si256(_mm256_cmpeq_epi32(mk, z), _mm256_loadu_si256((const __m256i *)(idx + i)));
      m0 = _mm256_max_epu32(m0, v);
    }
    for (; i < n; i++)
      if (mask[i]) mx = idx[i] > mx ? idx[i] : mx;
  }
  m0 = _mm256_max_epu32(m0, m1);
  __m128i h = _mm_max_epu32(_mm256_castsi256_si128(m0), _mm256_extracti128_si256(m0, 1));
  h = _mm_max_epu32(h, _mm_shuffle_epi32(h, 0x4e));
  h = _mm_max_epu32(h, _mm_shuffle_epi32(h, 0xb1));
  uint32_t hv = (uint32_t)_mm_cvtsi128_si32(h);
  return (hv > mx ? hv : mx) >= len;
}

/* Compaction of dwords / qwords: the vpermd index of the kept lanes from pdep/pext of the
 * 8 mask bits, then vpmaskmov of exactly the kept elements. */
static const int32_t window[16] = {-1, -1, -1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0};
static inline __attribute__((always_inline)) __m256i first_lanes(unsigned p) { /* lanes < p set, p <= 8 */
  return _mm256_loadu_si256((const __m256i *)(window + 8 - p));
}
static inline __attribute__((always_inline)) __m256i kept_index(unsigned bits) { /* dword lanes of the set bits, packed */
  uint64_t sel = _pdep_u64(bits, 0x0101010101010101ull) * 0xff;
  return _mm256_cvtepu8_epi32(_mm_cvtsi64_si128((long long)_pext_u64(0x0706050403020100ull, sel)));
}
#define LN_TPL_HAS_COMPRESS2 1
static size_t compress_isa2(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0, i = 0;
  for (; i + 8 <= n; i += 8) {
    unsigned b = mbits8(mask + i), p = (unsigned)__builtin_popcount(b);
    __m256i c = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(src + 4 * i)), kept_index(b));
    _mm256_maskstore_epi32((int *)(void *)(out + 4 * k), first_lanes(p), c);
    k += p;
  }
  for (; i < n; i++)
    if (mask[i]) memmove(out + 4 * k++, src + 4 * i, 4);
  return k;
}
#define LN_TPL_HAS_COMPRESS3 1
static size_t compress_isa3(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0, i = 0;
  for (; i + 4 <= n; i += 4) {
    int32_t m4;
    memcpy(&m4, mask + i, 4);
    unsigned b = 15u & ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_cvtsi32_si128(m4), _mm_setzero_si128()));
    unsigned p = (unsigned)__builtin_popcount(b);
    /* each qword lane j -> dword lanes 2j, 2j + 1 */
    unsigned b2 = (unsigned)_pdep_u32(b, 0x55) * 3;
    __m256i c = _mm256_permutevar8x32_epi32(_mm256_loadu_si256((const __m256i *)(src + 8 * i)), kept_index(b2));
    _mm256_maskstore_epi64((long long *)(void *)(out + 8 * k), first_lanes(2 * p), c);
    k += p;
  }
  for (; i < n; i++)
    if (mask[i]) memmove(out + 8 * k++, src + 8 * i, 8);
  return k;
}

#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA avx2
#include "../array_tpl.h"
