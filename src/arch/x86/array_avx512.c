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

/* 16 float4 records: two rounds of two-source vpermt2ps (1.5 permutes per 64 bytes). */
static inline void deint16(float *x, float *y, float *z, float *w, const float *s) {
  const __m512i lo = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
  const __m512i hi = _mm512_setr_epi32(2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31);
  const __m512i l8 = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  const __m512i h8 = _mm512_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
  __m512 r0 = _mm512_loadu_ps(s), r1 = _mm512_loadu_ps(s + 16);
  __m512 r2 = _mm512_loadu_ps(s + 32), r3 = _mm512_loadu_ps(s + 48);
  __m512 xy0 = _mm512_permutex2var_ps(r0, lo, r1), zw0 = _mm512_permutex2var_ps(r0, hi, r1);
  __m512 xy1 = _mm512_permutex2var_ps(r2, lo, r3), zw1 = _mm512_permutex2var_ps(r2, hi, r3);
  _mm512_storeu_ps(x, _mm512_permutex2var_ps(xy0, l8, xy1));
  _mm512_storeu_ps(y, _mm512_permutex2var_ps(xy0, h8, xy1));
  _mm512_storeu_ps(z, _mm512_permutex2var_ps(zw0, l8, zw1));
  _mm512_storeu_ps(w, _mm512_permutex2var_ps(zw0, h8, zw1));
}
static inline void int16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  const __m512i il = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const __m512i ih = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  const __m512i q0 = _mm512_setr_epi32(0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23);
  const __m512i q1 = _mm512_setr_epi32(8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31);
  __m512 vx = _mm512_loadu_ps(x), vy = _mm512_loadu_ps(y), vz = _mm512_loadu_ps(z), vw = _mm512_loadu_ps(w);
  __m512 xyl = _mm512_permutex2var_ps(vx, il, vy), zwl = _mm512_permutex2var_ps(vz, il, vw);
  __m512 xyh = _mm512_permutex2var_ps(vx, ih, vy), zwh = _mm512_permutex2var_ps(vz, ih, vw);
  __m512 o[4] = {_mm512_permutex2var_ps(xyl, q0, zwl), _mm512_permutex2var_ps(xyl, q1, zwl),
                 _mm512_permutex2var_ps(xyh, q0, zwh), _mm512_permutex2var_ps(xyh, q1, zwh)};
  for (int k = 0; k < 4; k++) {
    if (nt) _mm512_stream_ps(d + 16 * k, o[k]);
    else _mm512_storeu_ps(d + 16 * k, o[k]);
  }
}


/* ---- bulk memory hooks (gather / scatter / compress) ---- */
/* bit j = (m[j] != 0): one vptestmb */
#define LN_TPL_HAS_MBITS 1
static inline uint64_t mbits64(const uint8_t *m) {
  return _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)m), _mm512_set1_epi8(-1));
}
static inline __mmask16 kfirst16(size_t n) { return n >= 16 ? 0xffff : (__mmask16)((1u << n) - 1); }
/* active bits of 16 mask bytes (reads none past mask + r) */
static inline __mmask16 mbits16(const uint8_t *m, size_t r) {
  __mmask16 kf = kfirst16(r);
  return _mm_mask_test_epi8_mask(kf, _mm_maskz_loadu_epi8(kf, (const void *)m), _mm_set1_epi8(-1));
}

/* Validation: the unsigned maximum of the active indexes (inactive lanes not loaded). */
#define LN_TPL_HAS_IDXCHK 1
static int idx_bad_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  __m512i m0 = _mm512_setzero_si512(), m1 = m0, m2 = m0, m3 = m0;
  size_t i = 0;
  if (!mask) {
    for (; i + 64 <= n; i += 64) {
      m0 = _mm512_max_epu32(m0, _mm512_loadu_si512((const void *)(idx + i)));
      m1 = _mm512_max_epu32(m1, _mm512_loadu_si512((const void *)(idx + i + 16)));
      m2 = _mm512_max_epu32(m2, _mm512_loadu_si512((const void *)(idx + i + 32)));
      m3 = _mm512_max_epu32(m3, _mm512_loadu_si512((const void *)(idx + i + 48)));
    }
    for (; i < n; i += 16)
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(kfirst16(n - i), (const void *)(idx + i)));
  } else {
    for (; i + 32 <= n; i += 32) {
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(mbits16(mask + i, 16), (const void *)(idx + i)));
      m1 = _mm512_max_epu32(m1, _mm512_maskz_loadu_epi32(mbits16(mask + i + 16, 16), (const void *)(idx + i + 16)));
    }
    for (; i < n; i += 16)
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(mbits16(mask + i, n - i), (const void *)(idx + i)));
  }
  m0 = _mm512_max_epu32(_mm512_max_epu32(m0, m1), _mm512_max_epu32(m2, m3));
  return _mm512_reduce_max_epu32(m0) >= len;
}

/* Compaction: compress in a register (vpcompressd/q ~1 cycle; the memory form is ~70 on
 * Zen 4), then a masked store of exactly the kept elements.  Only active elements are
 * loaded in a partial last chunk.  In place is fine: the store ends at or before the end of the chunk just read. */
#define LN_TPL_HAS_COMPRESS2 1
static size_t compress_isa2(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i v = n - i >= 16 ? _mm512_loadu_si512((const void *)(src + 4 * i))
                            : _mm512_maskz_loadu_epi32(m, (const void *)(src + 4 * i));
    __m512i c = _mm512_maskz_compress_epi32(m, v);
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi32((void *)(out + 4 * k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS3 1
static size_t compress_isa3(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __mmask8 lo = (__mmask8)m, hi = (__mmask8)(m >> 8);
    __m512i a = _mm512_maskz_compress_epi64(lo, _mm512_maskz_loadu_epi64(lo, (const void *)(src + 8 * i)));
    __m512i b = _mm512_maskz_compress_epi64(hi, _mm512_maskz_loadu_epi64(hi, (const void *)(src + 8 * i + 64)));
    unsigned pa = (unsigned)__builtin_popcount(lo), pb = (unsigned)__builtin_popcount(hi);
    _mm512_mask_storeu_epi64((void *)(out + 8 * k), (__mmask8)((1u << pa) - 1), a);
    _mm512_mask_storeu_epi64((void *)(out + 8 * (k + pa)), (__mmask8)((1u << pb) - 1), b);
    k += pa + pb;
  }
  return k;
}

/* Bytes and words: vpcompressb/w (AVX512-VBMI2, checked at run time: Zen 4 and Ice Lake
 * on have it), else widened to dwords, compressed, narrowed in a register. */
#include <cpuid.h>
#include <stdatomic.h>
static int has_vbmi2(void) {
  static _Atomic int known = -1;
  int v = atomic_load_explicit(&known, memory_order_relaxed);
  if (v < 0) {
    unsigned a = 0, b = 0, c = 0, d = 0;
    v = 0;
    if (__get_cpuid_max(0, 0) >= 7) {
      __cpuid_count(7, 0, a, b, c, d);
      v = (int)((c >> 6) & 1);
    }
    atomic_store_explicit(&known, v, memory_order_relaxed);
  }
  return v;
}
static inline __mmask64 kfirst64(size_t n) { return n >= 64 ? ~0ull : (1ull << n) - 1; }
__attribute__((target("avx512vbmi2"))) static size_t compress_b_vbmi2(uint8_t *out, const uint8_t *src,
                                                                      const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 64) {
    __mmask64 kf = kfirst64(n - i);
    __mmask64 m = _mm512_mask_test_epi8_mask(kf, _mm512_maskz_loadu_epi8(kf, (const void *)(mask + i)),
                                             _mm512_set1_epi8(-1));
    __m512i v = kf == ~0ull ? _mm512_loadu_si512((const void *)(src + i)) : _mm512_maskz_loadu_epi8(m, (const void *)(src + i));
    __m512i c = _mm512_maskz_compress_epi8(m, v);
    unsigned p = (unsigned)__builtin_popcountll(m);
    _mm512_mask_storeu_epi8((void *)(out + k), kfirst64(p), c);
    k += p;
  }
  return k;
}
__attribute__((target("avx512vbmi2"))) static size_t compress_w_vbmi2(uint8_t *out, const uint8_t *src,
                                                                      const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 32) {
    __mmask32 kf = (__mmask32)kfirst64(n - i < 32 ? n - i : 32);
    __mmask32 m = _mm256_mask_test_epi8_mask(kf, _mm256_maskz_loadu_epi8(kf, (const void *)(mask + i)),
                                             _mm256_set1_epi8(-1));
    __m512i v = kf == 0xffffffffu ? _mm512_loadu_si512((const void *)(src + 2 * i))
                                  : _mm512_maskz_loadu_epi16(m, (const void *)(src + 2 * i));
    __m512i c = _mm512_maskz_compress_epi16(m, v);
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi16((void *)(out + 2 * k), (__mmask32)kfirst64(p), c);
    k += p;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS0 1
static size_t compress_isa0(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  if (has_vbmi2()) return compress_b_vbmi2(out, src, mask, n);
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i w = _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(m, (const void *)(src + i)));
    __m128i c = _mm512_cvtepi32_epi8(_mm512_maskz_compress_epi32(m, w));
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm_mask_storeu_epi8((void *)(out + k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS1 1
static size_t compress_isa1(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  if (has_vbmi2()) return compress_w_vbmi2(out, src, mask, n);
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i w = _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, (const void *)(src + 2 * i)));
    __m256i c = _mm512_cvtepi32_epi16(_mm512_maskz_compress_epi32(m, w));
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm256_mask_storeu_epi16((void *)(out + 2 * k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}

/* Masked scatter of 64 elements: vpscatterdd/dq costs the same at any density (~24 cycles
 * per 16 dwords), the set-bit loop grows with the active count; measured on Zen 4 the
 * hardware scatter wins from about 3/8 active (earlier for tables beyond L1).  Overlapping indexes are written in lane
 * order (LSB to MSB), so duplicates still end with the last active write. */
#define LN_TPL_HAS_SCATTER64 1
static inline int scatter64_isa(unsigned l2, uint8_t *out, const uint8_t *val, const uint32_t *idx,
                                uint64_t b) {
  if (l2 < 2 || __builtin_popcountll(b) < 24) return 0;
  __m512i x[4];
  for (unsigned q = 0; q < 4; q++) x[q] = _mm512_loadu_si512((const void *)(idx + 16 * q));
  /* the instructions take signed 32-bit indexes: indexes >= 2^31 go the scalar way */
  __m512i any = _mm512_or_si512(_mm512_or_si512(x[0], x[1]), _mm512_or_si512(x[2], x[3]));
  if (_mm512_test_epi32_mask(any, _mm512_set1_epi32(INT32_MIN))) return 0;
  for (unsigned q = 0; q < 4; q++) {
    __m512i ix = x[q];
    __mmask16 k = (__mmask16)(b >> (16 * q));
    if (l2 == 2) {
      _mm512_mask_i32scatter_epi32((void *)out, k, ix, _mm512_loadu_si512((const void *)(val + 64 * q)), 4);
    } else {
      _mm512_mask_i32scatter_epi64((void *)out, (__mmask8)k, _mm512_castsi512_si256(ix),
                                   _mm512_loadu_si512((const void *)(val + 128 * q)), 8);
      _mm512_mask_i32scatter_epi64((void *)out, (__mmask8)(k >> 8), _mm512_extracti64x4_epi64(ix, 1),
                                   _mm512_loadu_si512((const void *)(val + 128 * q + 64)), 8);
    }
  }
  return 1;
}

#define LN_TPL_HAS_X16 1
#define LN_TPL_HAS_STREAM 1
#define LN_TPL_ISA avx512
#include "../array_tpl.h"
#endif /* __x86_64__ */
