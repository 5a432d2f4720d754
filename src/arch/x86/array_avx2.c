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


/* ---- bulk memory hooks (gather / scatter / compress) ---- */
#define LN_TPL_HAS_MBITS 1
static inline uint64_t mbits64(const uint8_t *m) {
  const __m256i z = _mm256_setzero_si256();
  uint32_t lo = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)m), z));
  uint32_t hi = ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(_mm256_loadu_si256((const __m256i *)(m + 32)), z));
  return lo | (uint64_t)hi << 32;
}
/* active bits of 8 mask bytes */
static inline unsigned mbits8(const uint8_t *m) {
  __m128i x = _mm_loadl_epi64((const __m128i *)m);
  return 0xffu & ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128()));
}

/* Validation: unsigned maximum of the active indexes (inactive ones zeroed). */
#define LN_TPL_HAS_IDXCHK 1
static int idx_bad_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
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
static inline __m256i first_lanes(unsigned p) { /* lanes < p set, p <= 8 */
  return _mm256_loadu_si256((const __m256i *)(window + 8 - p));
}
static inline __m256i kept_index(unsigned bits) { /* dword lanes of the set bits, packed */
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
#endif /* __x86_64__ */
