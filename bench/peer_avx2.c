/* Peer: hand-written AVX2 intrinsics (this file compiled with -mavx2 only). */
#if defined(__x86_64__)
#include <immintrin.h>

#include "bench.h"

#define LD(p) _mm256_loadu_si256((const __m256i *)(const void *)(p))
#define ST(p, v) _mm256_storeu_si256((__m256i *)(void *)(p), v)

/* n a multiple of 128 */
void copy_avx2(void *dst, const void *src, size_t n) {
  uint8_t *d = dst;
  const uint8_t *s = src;
  for (size_t i = 0; i < n; i += 128) {
    __m256i a = LD(s + i), b = LD(s + i + 32), c = LD(s + i + 64), e = LD(s + i + 96);
    ST(d + i, a);
    ST(d + i + 32, b);
    ST(d + i + 64, c);
    ST(d + i + 96, e);
  }
}
/* The non-temporal copy baseline: 256-bit streaming stores, measured on Zen 5 at 64 MiB
 * slightly faster (28.3-28.6 GB/s) than 512-bit (27.3-27.7) and 128-bit ones (26.1-26.7). */
void copy_nt_avx2(void *dst, const void *src, size_t n) {
  uint8_t *d = dst;
  const uint8_t *s = src;
  for (size_t i = 0; i < n; i += 64) {
    __m256i a = LD(s + i), b = LD(s + i + 32);
    _mm256_stream_si256((__m256i *)(void *)(d + i), a);
    _mm256_stream_si256((__m256i *)(void *)(d + i + 32), b);
  }
  _mm_sfence();
}
static void pshufb_const(const bench_args *args, __m256i m) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 64) {
    ST(a->dst + i, _mm256_shuffle_epi8(LD(a->src + i), m));
    ST(a->dst + i + 32, _mm256_shuffle_epi8(LD(a->src + i + 32), m));
  }
}
static void rgba(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  pshufb_const(a, _mm256_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15, 2, 1, 0,
                                   3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15));
}
static void bswap(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  pshufb_const(a, _mm256_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 3, 2, 1,
                                   0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12));
}
static void transpose(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m256i p = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  for (size_t i = 0; i < a->n; i += 64) {
    __m256 P = _mm256_permutevar8x32_ps(_mm256_castsi256_ps(LD(a->src + i)), p);
    __m256 Q = _mm256_permutevar8x32_ps(_mm256_castsi256_ps(LD(a->src + i + 32)), p);
    __m256d lo = _mm256_unpacklo_pd(_mm256_castps_pd(P), _mm256_castps_pd(Q));
    __m256d hi = _mm256_unpackhi_pd(_mm256_castps_pd(P), _mm256_castps_pd(Q));
    ST(a->dst + i, _mm256_castpd_si256(_mm256_permute2f128_pd(lo, hi, 0x20)));
    ST(a->dst + i + 32, _mm256_castpd_si256(_mm256_permute2f128_pd(lo, hi, 0x31)));
  }
}
static void shuf8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m256i m = _mm256_and_si256(_mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)a->mask)),
                               _mm256_set1_epi8(15));
  pshufb_const(a, m);
}
static void shuf2(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m256i m = _mm256_and_si256(_mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)a->mask)),
                               _mm256_set1_epi8(31));
  __m256i sel = _mm256_slli_epi16(m, 3);
  for (size_t i = 0; i < a->n; i += 32)
    ST(a->dst + i, _mm256_blendv_epi8(_mm256_shuffle_epi8(LD(a->src + i), m),
                                      _mm256_shuffle_epi8(LD(a->src2 + i), m), sel));
}
static void masks32(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m256i f = _mm256_set1_epi32(15);
  for (size_t i = 0; i < a->n; i += 64) {
    __m256 lo = _mm256_castsi256_ps(LD(a->src + i)), hi = _mm256_castsi256_ps(LD(a->src + i + 32));
    for (int h = 0; h < 2; h++) {
      __m256i idx = _mm256_and_si256(
          _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(a->masks + i / 4 + 8 * h))), f);
      __m256 r = _mm256_blendv_ps(_mm256_permutevar8x32_ps(lo, idx), _mm256_permutevar8x32_ps(hi, idx),
                                  _mm256_castsi256_ps(_mm256_slli_epi32(idx, 28)));
      ST(a->dst + i + 32 * h, _mm256_castps_si256(r));
    }
  }
}
/* vpshufb with each block's mask (the low 4 bits; bit 7 would zero the byte) */
static void masks8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m256i f = _mm256_set1_epi8(15);
  for (size_t i = 0; i < a->n; i += 32)
    ST(a->dst + i, _mm256_shuffle_epi8(LD(a->src + i), _mm256_and_si256(LD(a->masks + i), f)));
}
/* u16 lanes: the byte pair (2m, 2m + 1) of each element index m, then vpshufb */
static void masks16(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m256i f = _mm256_set1_epi16(7), one = _mm256_set1_epi16(1);
  for (size_t i = 0; i < a->n; i += 32) {
    __m256i b = _mm256_slli_epi16(
        _mm256_and_si256(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)(a->masks + i / 2))), f), 1);
    __m256i idx = _mm256_or_si256(b, _mm256_slli_epi16(_mm256_or_si256(b, one), 8));
    ST(a->dst + i, _mm256_shuffle_epi8(LD(a->src + i), idx));
  }
}
static void deint(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m256i fix = _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7);
  const float *s = (const float *)(const void *)a->src;
  for (size_t i = 0; i < a->n / 16; i += 8) {
    __m256 r0 = _mm256_loadu_ps(s + 4 * i), r1 = _mm256_loadu_ps(s + 4 * i + 8);
    __m256 r2 = _mm256_loadu_ps(s + 4 * i + 16), r3 = _mm256_loadu_ps(s + 4 * i + 24);
    __m256d t0 = _mm256_castps_pd(_mm256_unpacklo_ps(r0, r1)), t1 = _mm256_castps_pd(_mm256_unpackhi_ps(r0, r1));
    __m256d t2 = _mm256_castps_pd(_mm256_unpacklo_ps(r2, r3)), t3 = _mm256_castps_pd(_mm256_unpackhi_ps(r2, r3));
    _mm256_storeu_ps(a->x + i, _mm256_permutevar8x32_ps(_mm256_castpd_ps(_mm256_unpacklo_pd(t0, t2)), fix));
    _mm256_storeu_ps(a->y + i, _mm256_permutevar8x32_ps(_mm256_castpd_ps(_mm256_unpackhi_pd(t0, t2)), fix));
    _mm256_storeu_ps(a->z + i, _mm256_permutevar8x32_ps(_mm256_castpd_ps(_mm256_unpacklo_pd(t1, t3)), fix));
    _mm256_storeu_ps(a->w + i, _mm256_permutevar8x32_ps(_mm256_castpd_ps(_mm256_unpackhi_pd(t1, t3)), fix));
  }
}
static void inter(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  float *d = (float *)(void *)a->dst;
  for (size_t i = 0; i < a->n / 16; i += 8) {
    __m256 x = _mm256_loadu_ps(a->x + i), y = _mm256_loadu_ps(a->y + i);
    __m256 z = _mm256_loadu_ps(a->z + i), w = _mm256_loadu_ps(a->w + i);
    __m256d t0 = _mm256_castps_pd(_mm256_unpacklo_ps(x, y)), t1 = _mm256_castps_pd(_mm256_unpackhi_ps(x, y));
    __m256d t2 = _mm256_castps_pd(_mm256_unpacklo_ps(z, w)), t3 = _mm256_castps_pd(_mm256_unpackhi_ps(z, w));
    __m256d u0 = _mm256_unpacklo_pd(t0, t2), u1 = _mm256_unpackhi_pd(t0, t2);
    __m256d u2 = _mm256_unpacklo_pd(t1, t3), u3 = _mm256_unpackhi_pd(t1, t3);
    _mm256_storeu_pd((double *)(void *)(d + 4 * i), _mm256_permute2f128_pd(u0, u1, 0x20));
    _mm256_storeu_pd((double *)(void *)(d + 4 * i + 8), _mm256_permute2f128_pd(u2, u3, 0x20));
    _mm256_storeu_pd((double *)(void *)(d + 4 * i + 16), _mm256_permute2f128_pd(u0, u1, 0x31));
    _mm256_storeu_pd((double *)(void *)(d + 4 * i + 24), _mm256_permute2f128_pd(u2, u3, 0x31));
  }
}

void peer_avx2(bench_fn *f) {
  f[W_RGBA] = rgba;
  f[W_BSWAP] = bswap;
  f[W_TRANSPOSE] = transpose;
  f[W_SHUF8] = shuf8;
  f[W_SHUF2] = shuf2;
  f[W_MASKS32] = masks32;
  f[W_MASKS8] = masks8;
  f[W_MASKS16] = masks16;
  f[W_DEINT] = deint;
  f[W_INT] = inter;
}
/* ---- bulk memory: vpgatherdd, vpermd compaction with a 256-entry table ---- */
static size_t m_gather(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const int *t = (const int *)(const void *)a->table;
  for (size_t i = 0; i < a->n; i += 16) {
    __m256i x0 = LD(a->idx + i), x1 = LD(a->idx + i + 8);
    ST(a->out + i, _mm256_i32gather_epi32(t, x0, 4));
    ST(a->out + i + 8, _mm256_i32gather_epi32(t, x1, 4));
  }
  return 0;
}
static size_t m_gather_chk(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m256i mx = _mm256_setzero_si256();
  for (size_t i = 0; i < a->n; i += 8) mx = _mm256_max_epu32(mx, LD(a->idx + i));
  uint32_t m[8];
  ST(m, mx);
  for (int k = 0; k < 8; k++)
    if (m[k] >= a->tlen) return 1;
  return m_gather(a);
}
/* AVX2 has no scatter: compare the mask bytes, store the set lanes one by one. */
static size_t m_scatter_m(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 32) {
    unsigned bits = ~(unsigned)_mm256_movemask_epi8(_mm256_cmpeq_epi8(LD(a->mask + i), _mm256_setzero_si256()));
    while (bits) {
      unsigned k = (unsigned)__builtin_ctz(bits);
      a->table[a->idx[i + k]] = a->val[i + k];
      bits &= bits - 1;
    }
  }
  return 0;
}
static __m256i lut[256];
static size_t m_compress(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  size_t k = 0;
  for (size_t i = 0; i < a->n; i += 8) {
    __m128i mb = _mm_loadl_epi64((const __m128i *)(const void *)(a->mask + i));
    unsigned bits = 0xff & ~(unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(mb, _mm_setzero_si128()));
    ST(a->out + k, _mm256_permutevar8x32_epi32(LD(a->val + i), lut[bits]));
    k += (size_t)__builtin_popcount(bits);
  }
  return k;
}
void peer_avx2_mem(mem_fn *f) {
  for (unsigned b = 0; b < 256; b++) {
    int ix[8] = {0}, c = 0;
    for (int j = 0; j < 8; j++)
      if (b >> j & 1) ix[c++] = j;
    lut[b] = _mm256_setr_epi32(ix[0], ix[1], ix[2], ix[3], ix[4], ix[5], ix[6], ix[7]);
  }
  f[MW_GATHER] = m_gather;
  f[MW_GATHER_CHK] = m_gather_chk;
  f[MW_SCATTER_M] = m_scatter_m;
  f[MW_COMPRESS] = m_compress;
}
#endif
