/* Peer: hand-written AVX-512 intrinsics (compiled with -mavx512f -mavx512bw -mavx512vl
 * -mavx512vbmi only), and the non-temporal copy used as the streaming limit. */
#if defined(__x86_64__)
#include <immintrin.h>

#include "bench.h"

#define LD(p) _mm512_loadu_si512((const void *)(p))
#define ST(p, v) _mm512_storeu_si512((void *)(p), v)

static void pshufb_const(const bench_args *a, __m512i m) {
  for (size_t i = 0; i < a->n; i += 128) {
    ST(a->dst + i, _mm512_shuffle_epi8(LD(a->src + i), m));
    ST(a->dst + i + 64, _mm512_shuffle_epi8(LD(a->src + i + 64), m));
  }
}
static void rgba(const bench_args *a) {
  pshufb_const(a, _mm512_broadcast_i32x4(_mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15)));
}
static void bswap(const bench_args *a) {
  pshufb_const(a, _mm512_broadcast_i32x4(_mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12)));
}
static void transpose(const bench_args *a) {
  const __m512i p = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  for (size_t i = 0; i < a->n; i += 64) ST(a->dst + i, _mm512_permutexvar_epi32(p, LD(a->src + i)));
}
static void shuf8(const bench_args *a) {
  __m512i m = _mm512_and_si512(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)a->mask)),
                               _mm512_set1_epi8(15));
  pshufb_const(a, m);
}
static void shuf2(const bench_args *a) {
  __m512i m = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)a->mask));
  __mmask64 k = _mm512_test_epi8_mask(m, _mm512_set1_epi8(16));
  m = _mm512_and_si512(m, _mm512_set1_epi8(15));
  for (size_t i = 0; i < a->n; i += 64)
    ST(a->dst + i, _mm512_mask_shuffle_epi8(_mm512_shuffle_epi8(LD(a->src + i), m), k, LD(a->src2 + i), m));
}
static void masks32(const bench_args *a) {
  for (size_t i = 0; i < a->n; i += 64) {
    __m512i idx = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(a->masks + i / 4)));
    ST(a->dst + i, _mm512_permutexvar_epi32(idx, LD(a->src + i)));
  }
}
static void deint(const bench_args *a) {
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
static void inter(const bench_args *a) {
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
  f[W_DEINT] = deint;
  f[W_INT] = inter;
}

/* dst 64-byte aligned, n a multiple of 128 */
void copy_nt_avx512(void *dst, const void *src, size_t n) {
  uint8_t *d = dst;
  const uint8_t *s = src;
  for (size_t i = 0; i < n; i += 128) {
    __m512i a = LD(s + i), b = LD(s + i + 64);
    _mm512_stream_si512((void *)(d + i), a);
    _mm512_stream_si512((void *)(d + i + 64), b);
  }
  _mm_sfence();
}
#endif
