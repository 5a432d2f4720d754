/* Peer: hand-written AVX-512 intrinsics (compiled with -mavx512f -mavx512bw -mavx512vl
 * -mavx512vbmi only), and the 512-bit copy used as the L1 store-port limit. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "bench.h"

#define LD(p) _mm512_loadu_si512((const void *)(p))
#define ST(p, v) _mm512_storeu_si512((void *)(p), v)

/* n a multiple of 128 */
void copy_avx512(void *dst, const void *src, size_t n) {
  uint8_t *d = dst;
  const uint8_t *s = src;
  for (size_t i = 0; i < n; i += 128) {
    __m512i a = LD(s + i), b = LD(s + i + 64);
    ST(d + i, a);
    ST(d + i + 64, b);
  }
}

void copy_io_avx512(void *dst, const void *src, const void *extra, size_t n, unsigned extra_per_256) {
  uint8_t *d = dst;
  const uint8_t *s = src, *e = extra;
  if (extra_per_256 == 0) {
    copy_avx512(dst, src, n);
    return;
  }
  /* one loop per ratio, written out: a nested loop (one register per turn) ran at a quarter
   * of the copy's speed on Zen 5 */
  if (extra_per_256 == 256) {
    for (size_t i = 0; i < n; i += 128) {
      __m512i x0 = LD(e + i), x1 = LD(e + i + 64);
      ST(d + i, _mm512_xor_si512(LD(s + i), x0));
      ST(d + i + 64, _mm512_xor_si512(LD(s + i + 64), x1));
    }
  } else if (extra_per_256 == 128) {
    for (size_t i = 0, j = 0; i < n; i += 128, j += 64) {
      __m512i x = LD(e + j);
      ST(d + i, _mm512_xor_si512(LD(s + i), x));
      ST(d + i + 64, _mm512_xor_si512(LD(s + i + 64), x));
    }
  } else { /* 64 extra bytes per 256 output bytes (n a multiple of 256 there) */
    for (size_t i = 0, j = 0; i < n; i += 256, j += 64) {
      __m512i x = LD(e + j);
      ST(d + i, _mm512_xor_si512(LD(s + i), x));
      ST(d + i + 64, _mm512_xor_si512(LD(s + i + 64), x));
      ST(d + i + 128, _mm512_xor_si512(LD(s + i + 128), x));
      ST(d + i + 192, _mm512_xor_si512(LD(s + i + 192), x));
    }
  }
}

static void pshufb_const(const bench_args *args, __m512i m) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 128) {
    ST(a->dst + i, _mm512_shuffle_epi8(LD(a->src + i), m));
    ST(a->dst + i + 64, _mm512_shuffle_epi8(LD(a->src + i + 64), m));
  }
}
static void rgba(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  pshufb_const(a, _mm512_broadcast_i32x4(_mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)));
}
static void bswap(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  pshufb_const(a, _mm512_broadcast_i32x4(_mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12)));
}
static void transpose(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i p = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  for (size_t i = 0; i < a->n; i += 64) ST(a->dst + i, _mm512_permutexvar_epi32(p, LD(a->src + i)));
}
static void shuf8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m512i m = _mm512_and_si512(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)a->mask)),
                               _mm512_set1_epi8(15));
  pshufb_const(a, m);
}
static void shuf2(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m512i m = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)a->mask));
  __mmask64 k = _mm512_test_epi8_mask(m, _mm512_set1_epi8(16));
  m = _mm512_and_si512(m, _mm512_set1_epi8(15));
  for (size_t i = 0; i < a->n; i += 64)
    ST(a->dst + i, _mm512_mask_shuffle_epi8(_mm512_shuffle_epi8(LD(a->src + i), m), k, LD(a->src2 + i), m));
}
static void masks32(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 64) {
    __m512i idx = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(a->masks + i / 4)));
    ST(a->dst + i, _mm512_permutexvar_epi32(idx, LD(a->src + i)));
  }
}
/* vpshufb with each block's mask (the low 4 bits; bit 7 would zero the byte) */
static void masks8(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i f = _mm512_set1_epi8(15);
  for (size_t i = 0; i < a->n; i += 64)
    ST(a->dst + i, _mm512_shuffle_epi8(LD(a->src + i), _mm512_and_si512(LD(a->masks + i), f)));
}
/* u16 lanes: the byte pair (2m, 2m + 1) of each element index m, then vpshufb */
static void masks16(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i f = _mm512_set1_epi16(7), one = _mm512_set1_epi16(1);
  for (size_t i = 0; i < a->n; i += 64) {
    __m512i b = _mm512_slli_epi16(
        _mm512_and_si512(_mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i *)(a->masks + i / 2))), f), 1);
    __m512i idx = _mm512_or_si512(b, _mm512_slli_epi16(_mm512_or_si512(b, one), 8));
    ST(a->dst + i, _mm512_shuffle_epi8(LD(a->src + i), idx));
  }
}
static void deint(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i lo = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
  const __m512i hi = _mm512_setr_epi32(2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31);
  const __m512i l8 = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  const __m512i h8 = _mm512_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
  const float *s = (const float *)(const void *)a->src;
  for (size_t i = 0; i < a->n / 16; i += 16) {
    __m512 r0 = _mm512_loadu_ps(s + 4 * i), r1 = _mm512_loadu_ps(s + 4 * i + 16);
    __m512 r2 = _mm512_loadu_ps(s + 4 * i + 32), r3 = _mm512_loadu_ps(s + 4 * i + 48);
    __m512 xy0 = _mm512_permutex2var_ps(r0, lo, r1), zw0 = _mm512_permutex2var_ps(r0, hi, r1);
    __m512 xy1 = _mm512_permutex2var_ps(r2, lo, r3), zw1 = _mm512_permutex2var_ps(r2, hi, r3);
    _mm512_storeu_ps(a->x + i, _mm512_permutex2var_ps(xy0, l8, xy1));
    _mm512_storeu_ps(a->y + i, _mm512_permutex2var_ps(xy0, h8, xy1));
    _mm512_storeu_ps(a->z + i, _mm512_permutex2var_ps(zw0, l8, zw1));
    _mm512_storeu_ps(a->w + i, _mm512_permutex2var_ps(zw0, h8, zw1));
  }
}
static void inter(const bench_args *args) {
  const bench_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i il = _mm512_setr_epi32(0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
  const __m512i ih = _mm512_setr_epi32(8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
  const __m512i q0 = _mm512_setr_epi32(0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23);
  const __m512i q1 = _mm512_setr_epi32(8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31);
  float *d = (float *)(void *)a->dst;
  for (size_t i = 0; i < a->n / 16; i += 16) {
    __m512 x = _mm512_loadu_ps(a->x + i), y = _mm512_loadu_ps(a->y + i);
    __m512 z = _mm512_loadu_ps(a->z + i), w = _mm512_loadu_ps(a->w + i);
    __m512 xyl = _mm512_permutex2var_ps(x, il, y), zwl = _mm512_permutex2var_ps(z, il, w);
    __m512 xyh = _mm512_permutex2var_ps(x, ih, y), zwh = _mm512_permutex2var_ps(z, ih, w);
    _mm512_storeu_ps(d + 4 * i, _mm512_permutex2var_ps(xyl, q0, zwl));
    _mm512_storeu_ps(d + 4 * i + 16, _mm512_permutex2var_ps(xyl, q1, zwl));
    _mm512_storeu_ps(d + 4 * i + 32, _mm512_permutex2var_ps(xyh, q0, zwh));
    _mm512_storeu_ps(d + 4 * i + 48, _mm512_permutex2var_ps(xyh, q1, zwh));
  }
}

void peer_avx512(bench_fn *f) {
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

/* ---- bulk memory: vpgatherdd / vpscatterdd, vpconflictd histogram, vpcompressd ---- */
static size_t m_gather(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 32) {
    __m512i x0 = LD(a->idx + i), x1 = LD(a->idx + i + 16);
    ST(a->out + i, _mm512_i32gather_epi32(x0, (const void *)a->table, 4));
    ST(a->out + i + 16, _mm512_i32gather_epi32(x1, (const void *)a->table, 4));
  }
  return 0;
}
static size_t m_gather_chk(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  __m512i mx = _mm512_setzero_si512();
  for (size_t i = 0; i < a->n; i += 16) mx = _mm512_max_epu32(mx, LD(a->idx + i));
  if (_mm512_reduce_max_epu32(mx) >= a->tlen) return 1;
  return m_gather(a);
}
static size_t m_scatter(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 16)
    _mm512_i32scatter_epi32((void *)a->table, LD(a->idx + i), LD(a->val + i), 4);
  return 0;
}
static size_t m_scatter_m(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 16) {
    __mmask16 k = _mm_test_epi8_mask(_mm_loadu_si128((const __m128i *)(const void *)(a->mask + i)),
                                     _mm_set1_epi8(-1));
    _mm512_mask_i32scatter_epi32((void *)a->table, k, LD(a->idx + i), LD(a->val + i), 4);
  }
  return 0;
}
/* Histogram with conflict detection: lanes sharing an index are summed in registers
 * (vpconflictd + a prefix loop over the conflict bits), then gather, add, scatter. */
__attribute__((target("avx512cd"))) static size_t m_sadd(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  for (size_t i = 0; i < a->n; i += 16) {
    __m512i ix = LD(a->idx + i), v = LD(a->val + i);
    __m512i conf = _mm512_conflict_epi32(ix);
    __mmask16 todo = _mm512_test_epi32_mask(conf, conf);
    /* lane j of v += v of every earlier lane with the same index */
    __m512i sum = v;
    while (todo) {
      /* lowest set conflict bit of each lane: that lane's earlier duplicate */
      __m512i lz = _mm512_lzcnt_epi32(conf);
      __m512i src = _mm512_sub_epi32(_mm512_set1_epi32(31), lz);
      __m512i add = _mm512_maskz_permutexvar_epi32(todo, src, v);
      sum = _mm512_mask_add_epi32(sum, todo, sum, add);
      conf = _mm512_mask_andnot_epi32(conf, todo, _mm512_sllv_epi32(_mm512_set1_epi32(1), src), conf);
      todo = _mm512_test_epi32_mask(conf, conf);
    }
    __m512i old = _mm512_i32gather_epi32(ix, (const void *)a->table, 4);
    _mm512_i32scatter_epi32((void *)a->table, ix, _mm512_add_epi32(old, sum), 4);
  }
  return 0;
}
static size_t m_compress(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  size_t k = 0;
  for (size_t i = 0; i < a->n; i += 16) {
    __mmask16 m = _mm_test_epi8_mask(_mm_loadu_si128((const __m128i *)(const void *)(a->mask + i)),
                                     _mm_set1_epi8(-1));
    ST(a->out + k, _mm512_maskz_compress_epi32(m, LD(a->val + i))); /* in register, then store */
    k += (size_t)__builtin_popcount(m);
  }
  return k;
}
/* filter by predicate: compare, compress in a register, masked store of the kept lanes
 * (vpcompressd to memory is microcoded on Zen 4), two vectors per turn */
#define PRED_LOOP(SRC, OUT, THR, STHR, CMP)                                                     \
  size_t k = 0, i = 0, n = a->pn;                                                              \
  for (; i + 32 <= n; i += 32) {                                                               \
    __m512i v0 = LD(SRC + i), v1 = LD(SRC + i + 16);                                           \
    __mmask16 m0 = CMP(v0, THR), m1 = CMP(v1, THR);                                            \
    unsigned p0 = (unsigned)__builtin_popcount(m0), p1 = (unsigned)__builtin_popcount(m1);     \
    _mm512_mask_storeu_epi32(OUT + k, (__mmask16)((1u << p0) - 1), _mm512_maskz_compress_epi32(m0, v0)); \
    _mm512_mask_storeu_epi32(OUT + k + p0, (__mmask16)((1u << p1) - 1), _mm512_maskz_compress_epi32(m1, v1)); \
    k += p0 + p1;                                                                              \
  }                                                                                            \
  for (; i < n; i++)                                                                           \
    if (SRC[i] > STHR) OUT[k++] = SRC[i];                                                      \
  return k;
#define CMP_EPI32(v, t) _mm512_cmpgt_epi32_mask(v, t)
/* floats: loaded, compared and compressed as floats (with integer loads GCC 12 loads each
 * vector twice) */
static size_t m_pred_f32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512 t = _mm512_set1_ps(a->pft);
  const float *x = a->pf;
  float *out = (float *)(void *)a->pout;
  size_t k = 0, i = 0, n = a->pn;
  for (; i + 32 <= n; i += 32) {
    __m512 v0 = _mm512_loadu_ps(x + i), v1 = _mm512_loadu_ps(x + i + 16);
    __mmask16 m0 = _mm512_cmp_ps_mask(v0, t, _CMP_GT_OQ), m1 = _mm512_cmp_ps_mask(v1, t, _CMP_GT_OQ);
    unsigned p0 = (unsigned)__builtin_popcount(m0), p1 = (unsigned)__builtin_popcount(m1);
    _mm512_mask_storeu_ps(out + k, (__mmask16)((1u << p0) - 1), _mm512_maskz_compress_ps(m0, v0));
    _mm512_mask_storeu_ps(out + k + p0, (__mmask16)((1u << p1) - 1), _mm512_maskz_compress_ps(m1, v1));
    k += p0 + p1;
  }
  for (; i < n; i++)
    if (x[i] > a->pft) out[k++] = x[i];
  return k;
}
static size_t m_pred_i32(const mem_args *args) {
  const mem_args local = *args, *a = &local; /* a copy: stores cannot alias its pointers */
  const __m512i pit = _mm512_set1_epi32(a->pit);
  const int32_t *pi = a->pi;
  int32_t *out = (int32_t *)(void *)a->pout;
  PRED_LOOP(pi, out, pit, a->pit, CMP_EPI32)
}
void peer_avx512_mem(mem_fn *f) {
  f[MW_PRED_F32] = m_pred_f32;
  f[MW_PRED_I32] = m_pred_i32;
  f[MW_GATHER] = m_gather;
  f[MW_GATHER_CHK] = m_gather_chk;
  f[MW_SCATTER] = m_scatter;
  f[MW_SCATTER_M] = m_scatter_m;
  f[MW_SADD_U32] = m_sadd;
  f[MW_COMPRESS] = m_compress;
}
#endif
