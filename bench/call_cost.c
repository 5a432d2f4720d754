/* lanes_call_cost: the fixed cost of an array-layer call, ns per call on small inputs, where
 * the checks and the path lookup are most of the work: every array function family
 * (fixed permutations, one-mask shuffles, shuffle2, per-block masks, gathers, scatters,
 * scatter-add, compaction, float4 (de)interleave, bulk math) against a hand-written loop doing
 * the same work.
 *
 *   lanes_call_cost [rounds]
 *
 * Prints two lines per workload and size (64 B, 256 B, 1 KiB of output): "<build> <workload>
 * <ns per call>" and "hand <workload> <ns per call>" (the same work as a hand-written loop, run in
 * turn with lanes'), the best of `rounds` trials of 200000 calls.  <build> is "dispatch" (liblanes
 * chooses the path at run time) or "direct" (built with LANES_RUNTIME_DISPATCH=OFF);
 * bench/call_cost.sh builds both and runs them in turn. */
#define _POSIX_C_SOURCE 200809L
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <lanes/math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef BENCH_BUILD
#define BENCH_BUILD "dispatch"
#endif

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Buffers of 1 KiB of output at most (256 uint32 / float), 16 elements of slack after dst32
 * (the hand compaction stores whole registers). */
static uint32_t src32[256], dst32[256 + 16], idx[256];
static uint8_t src8[1024], srcb8[1024], dst8[1024], mask16[16], mask32[16], masks8[1024], keep[256];
static float srcf[256], dstf[256], xf[64], yf[64], zf[64], wf[64];

/* lanes' call for B bytes of output, per workload */
#define L_bswap32(B) ln_array_bswap32(dst32, src32, (B) / 4)
#define L_transpose4x4f(B) ln_array_transpose4x4f(dstf, srcf, (B) / 64)
#define L_shuffle_u8x16(B) ln_array_shuffle(dst8, src8, (B) / 16, 1, 16, mask16)
#define L_shuffle2_u8x16(B) ln_array_shuffle2(dst8, src8, srcb8, (B) / 16, 1, 16, mask32)
#define L_shuffle_masks_u8x16(B) ln_array_shuffle_masks(dst8, src8, (B) / 16, 1, 16, masks8)
#define L_gather_u32(B) ln_array_gather(dst32, src32, idx, (B) / 4, 4)
#define L_gather_masked_u32(B) ln_array_gather_masked(dst32, src32, idx, keep, (B) / 4, 4)
#define L_gather_checked_u32(B) ln_array_gather_checked(dst32, src32, 256, idx, NULL, (B) / 4, 4)
#define L_scatter_u32(B) ln_array_scatter(dst32, src32, idx, (B) / 4, 4)
#define L_scatter_masked_u32(B) ln_array_scatter_masked(dst32, src32, idx, keep, (B) / 4, 4)
#define L_scatter_add_i32(B) ln_array_scatter_add(dst32, src32, idx, (B) / 4, LN_ELEM_INT32)
#define L_compress_u32(B) ln_array_compress(dst32, src32, keep, (B) / 4, 4)
#define L_deinterleave4f(B) ln_array_deinterleave4f(xf, yf, zf, wf, srcf, (B) / 16)
#define L_interleave4f(B) ln_array_interleave4f(dstf, xf, yf, zf, wf, (B) / 16)
#define L_exp_f32(B) ln_array_math(dstf, srcf, (B) / 4, LN_ELEM_FLOAT, LN_MATH_EXP)

/* The same work as a hand-written loop, a function of its own (noinline: called as liblanes'
 * functions are), pointers and count in registers: AVX-512 intrinsics where the build targets
 * them (what an expert writes for this CPU), else the plain C loop.  The element loops
 * (gathers, scatters, scatter-add) are plain C everywhere: on AMD cores faster than
 * vpgatherdd / vpscatterdd (the array layer's choice per CPU is measured in lanes_bench). */
#define NOINLINE __attribute__((noinline)) static
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include <immintrin.h>
static inline __m512i ld(const void *p) { return _mm512_loadu_si512(p); }
static inline void st(void *p, __m512i v) { _mm512_storeu_si512(p, v); }
NOINLINE void h_bswap32_(uint32_t *restrict d, const uint32_t *restrict s, size_t n) {
  const __m512i m = _mm512_broadcast_i32x4(_mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12));
  for (size_t i = 0; i < n; i += 16) st(d + i, _mm512_shuffle_epi8(ld(s + i), m));
}
NOINLINE void h_transpose4x4f_(float *restrict d, const float *restrict s, size_t nmat) {
  const __m512i t = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  for (size_t i = 0; i < 16 * nmat; i += 16) _mm512_storeu_ps(d + i, _mm512_permutexvar_ps(t, _mm512_loadu_ps(s + i)));
}
NOINLINE void h_shuffle_(uint8_t *restrict d, const uint8_t *restrict s, size_t n, const uint8_t *mask) {
  const __m512i m = _mm512_and_si512(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)mask)),
                                     _mm512_set1_epi8(15));
  for (size_t i = 0; i < n; i += 64) st(d + i, _mm512_shuffle_epi8(ld(s + i), m));
}
/* two sources per 16-byte block: vpshufb of each, blended on bit 4 of the index */
NOINLINE void h_shuffle2_(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, size_t n,
                          const uint8_t *mask) {
  const __m512i m = _mm512_and_si512(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)mask)),
                                     _mm512_set1_epi8(31));
  const __mmask64 fromb = _mm512_test_epi8_mask(m, _mm512_set1_epi8(16));
  for (size_t i = 0; i < n; i += 64)
    st(d + i, _mm512_mask_blend_epi8(fromb, _mm512_shuffle_epi8(ld(a + i), m), _mm512_shuffle_epi8(ld(b + i), m)));
}
NOINLINE void h_shuffle_masks_(uint8_t *restrict d, const uint8_t *restrict s, size_t n, const uint8_t *masks) {
  for (size_t i = 0; i < n; i += 64)
    st(d + i, _mm512_shuffle_epi8(ld(s + i), _mm512_and_si512(ld(masks + i), _mm512_set1_epi8(15))));
}
NOINLINE size_t h_compress_(uint32_t *restrict d, const uint32_t *restrict s, const uint8_t *keep, size_t n) {
  uint32_t *d0 = d;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 k = _mm_test_epi8_mask(_mm_loadu_si128((const __m128i *)(const void *)(keep + i)), _mm_set1_epi8(-1));
    /* compaction into a register, then a full store (the caller's buffer has 16 elements of
     * slack): vpcompressd with a memory operand is microcoded on AMD Zen 4, ~20x slower */
    st(d, _mm512_maskz_compress_epi32(k, ld(s + i)));
    d += __builtin_popcount(k);
  }
  return (size_t)(d - d0);
}
/* 4 records per 64 bytes: one vpermps (a 4x4 transpose), four 16-byte stores */
NOINLINE void h_deinterleave4f_(float *restrict x, float *restrict y, float *restrict z, float *restrict w,
                                const float *restrict s, size_t n) {
  const __m512i t = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  for (size_t i = 0; i < n; i += 4) {
    __m512 v = _mm512_permutexvar_ps(t, _mm512_loadu_ps(s + 4 * i));
    _mm_storeu_ps(x + i, _mm512_castps512_ps128(v));
    _mm_storeu_ps(y + i, _mm512_extractf32x4_ps(v, 1));
    _mm_storeu_ps(z + i, _mm512_extractf32x4_ps(v, 2));
    _mm_storeu_ps(w + i, _mm512_extractf32x4_ps(v, 3));
  }
}
NOINLINE void h_interleave4f_(float *restrict d, const float *restrict x, const float *restrict y,
                              const float *restrict z, const float *restrict w, size_t n) {
  const __m512i t = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  for (size_t i = 0; i < n; i += 4) {
    __m512 v = _mm512_castps128_ps512(_mm_loadu_ps(x + i));
    v = _mm512_insertf32x4(v, _mm_loadu_ps(y + i), 1);
    v = _mm512_insertf32x4(v, _mm_loadu_ps(z + i), 2);
    v = _mm512_insertf32x4(v, _mm_loadu_ps(w + i), 3);
    _mm512_storeu_ps(d + 4 * i, _mm512_permutexvar_ps(t, v));
  }
}
/* the largest index, 16 at a time (the count is a multiple of 16 here) */
static inline uint32_t max_index(const uint32_t *ix, size_t n) {
  __m512i m = _mm512_setzero_si512();
  for (size_t i = 0; i < n; i += 16) m = _mm512_max_epu32(m, ld(ix + i));
  return _mm512_reduce_max_epu32(m);
}
#else
NOINLINE void h_bswap32_(uint32_t *restrict d, const uint32_t *restrict s, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = __builtin_bswap32(s[i]);
}
NOINLINE void h_transpose4x4f_(float *restrict d, const float *restrict s, size_t nmat) {
  for (size_t m = 0; m < nmat; m++)
    for (int r = 0; r < 4; r++)
      for (int c = 0; c < 4; c++) d[16 * m + 4 * r + c] = s[16 * m + 4 * c + r];
}
NOINLINE void h_shuffle_(uint8_t *restrict d, const uint8_t *restrict s, size_t n, const uint8_t *mask) {
  for (size_t i = 0; i < n; i += 16)
    for (int j = 0; j < 16; j++) d[i + j] = s[i + (mask[j] & 15)];
}
NOINLINE void h_shuffle2_(uint8_t *restrict d, const uint8_t *restrict a, const uint8_t *restrict b, size_t n,
                          const uint8_t *mask) {
  for (size_t i = 0; i < n; i += 16)
    for (int j = 0; j < 16; j++) {
      unsigned e = mask[j] & 31;
      d[i + j] = e < 16 ? a[i + e] : b[i + e - 16];
    }
}
NOINLINE void h_shuffle_masks_(uint8_t *restrict d, const uint8_t *restrict s, size_t n, const uint8_t *masks) {
  for (size_t i = 0; i < n; i++) d[i] = s[(i & ~(size_t)15) + (masks[i] & 15)];
}
NOINLINE size_t h_compress_(uint32_t *restrict d, const uint32_t *restrict s, const uint8_t *keep, size_t n) {
  uint32_t *d0 = d;
  for (size_t i = 0; i < n; i++) {
    *d = s[i];
    d += keep[i] != 0;
  }
  return (size_t)(d - d0);
}
NOINLINE void h_deinterleave4f_(float *restrict x, float *restrict y, float *restrict z, float *restrict w,
                                const float *restrict s, size_t n) {
  for (size_t i = 0; i < n; i++) {
    x[i] = s[4 * i];
    y[i] = s[4 * i + 1];
    z[i] = s[4 * i + 2];
    w[i] = s[4 * i + 3];
  }
}
NOINLINE void h_interleave4f_(float *restrict d, const float *restrict x, const float *restrict y,
                              const float *restrict z, const float *restrict w, size_t n) {
  for (size_t i = 0; i < n; i++) {
    d[4 * i] = x[i];
    d[4 * i + 1] = y[i];
    d[4 * i + 2] = z[i];
    d[4 * i + 3] = w[i];
  }
}
static inline uint32_t max_index(const uint32_t *ix, size_t n) {
  uint32_t m = 0;
  for (size_t i = 0; i < n; i++) m = ix[i] > m ? ix[i] : m;
  return m;
}
#endif
NOINLINE void h_gather_(uint32_t *restrict d, const uint32_t *restrict t, const uint32_t *restrict ix, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = t[ix[i]];
}
NOINLINE void h_gather_masked_(uint32_t *restrict d, const uint32_t *restrict t, const uint32_t *restrict ix,
                               const uint8_t *restrict m, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (m[i]) d[i] = t[ix[i]];
}
/* the checked gather validates every index first (nothing written on a bad one) */
NOINLINE int h_gather_checked_(uint32_t *restrict d, const uint32_t *restrict t, size_t len,
                               const uint32_t *restrict ix, size_t n) {
  if (max_index(ix, n) >= len) return -1;
  for (size_t i = 0; i < n; i++) d[i] = t[ix[i]];
  return 0;
}
NOINLINE void h_scatter_(uint32_t *restrict d, const uint32_t *restrict v, const uint32_t *restrict ix, size_t n) {
  for (size_t i = 0; i < n; i++) d[ix[i]] = v[i];
}
NOINLINE void h_scatter_masked_(uint32_t *restrict d, const uint32_t *restrict v, const uint32_t *restrict ix,
                                const uint8_t *restrict m, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (m[i]) d[ix[i]] = v[i];
}
NOINLINE void h_scatter_add_(uint32_t *restrict d, const uint32_t *restrict v, const uint32_t *restrict ix, size_t n) {
  for (size_t i = 0; i < n; i++) d[ix[i]] += v[i];
}
/* lanes/math.h's ln_exp on 16-float vectors, the last partial vector zero-padded */
NOINLINE void h_exp_(float *restrict d, const float *restrict s, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    ln_float16 v;
    memcpy(&v, s + i, sizeof v);
    v = ln_exp(v);
    memcpy(d + i, &v, sizeof v);
  }
  if (i < n) {
    ln_float16 v = {0};
    memcpy(&v, s + i, (n - i) * 4);
    v = ln_exp(v);
    memcpy(d + i, &v, (n - i) * 4);
  }
}
#define H_bswap32(B) h_bswap32_(dst32, src32, (B) / 4)
#define H_transpose4x4f(B) h_transpose4x4f_(dstf, srcf, (B) / 64)
#define H_shuffle_u8x16(B) h_shuffle_(dst8, src8, (B), mask16)
#define H_shuffle2_u8x16(B) h_shuffle2_(dst8, src8, srcb8, (B), mask32)
#define H_shuffle_masks_u8x16(B) h_shuffle_masks_(dst8, src8, (B), masks8)
#define H_gather_u32(B) h_gather_(dst32, src32, idx, (B) / 4)
#define H_gather_masked_u32(B) h_gather_masked_(dst32, src32, idx, keep, (B) / 4)
#define H_gather_checked_u32(B) h_gather_checked_(dst32, src32, 256, idx, (B) / 4)
#define H_scatter_u32(B) h_scatter_(dst32, src32, idx, (B) / 4)
#define H_scatter_masked_u32(B) h_scatter_masked_(dst32, src32, idx, keep, (B) / 4)
#define H_scatter_add_i32(B) h_scatter_add_(dst32, src32, idx, (B) / 4)
#define H_compress_u32(B) h_compress_(dst32, src32, keep, (B) / 4)
#define H_deinterleave4f(B) h_deinterleave4f_(xf, yf, zf, wf, srcf, (B) / 16)
#define H_interleave4f(B) h_interleave4f_(dstf, xf, yf, zf, wf, (B) / 16)
#define H_exp_f32(B) h_exp_(dstf, srcf, (B) / 4)

#define WORKLOADS(X)                                                                           \
  X(bswap32) X(transpose4x4f) X(shuffle_u8x16) X(shuffle2_u8x16) X(shuffle_masks_u8x16)      \
  X(gather_u32) X(gather_masked_u32) X(gather_checked_u32) X(scatter_u32) X(scatter_masked_u32) \
  X(scatter_add_i32) X(compress_u32) X(deinterleave4f) X(interleave4f) X(exp_f32)
#define SIZES(op) FN(op, 64) FN(op, 256) FN(op, 1024)
#define FN(op, B)                                                  \
  static void l_##op##_##B(void) { (void)L_##op(B); }              \
  static void h_##op##_##B(void) { (void)H_##op(B); }
WORKLOADS(SIZES)
#undef FN

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 15;
  for (unsigned i = 0; i < sizeof src8; i++) {
    src8[i] = (uint8_t)(i * 7 + 1);
    srcb8[i] = (uint8_t)(i * 13 + 5);
    masks8[i] = (uint8_t)(i * 11 + 3);
  }
  for (unsigned i = 0; i < 256; i++) {
    src32[i] = 0x01020304u * (i + 1);
    idx[i] = (i * 5) & 255;
    keep[i] = (uint8_t)(i & 1);
    srcf[i] = (float)i / 64.0f - 2.0f;
  }
  for (unsigned i = 0; i < 64; i++) {
    xf[i] = (float)i;
    yf[i] = (float)i + 0.25f;
    zf[i] = (float)i + 0.5f;
    wf[i] = (float)i + 0.75f;
  }
  for (unsigned i = 0; i < 16; i++) {
    mask16[i] = (uint8_t)(15 - i);
    mask32[i] = (uint8_t)(i * 7 + 3);
  }
#define FN(op, B) {#op "_" #B "B", l_##op##_##B, h_##op##_##B},
  static const struct { const char *name; void (*fn)(void), (*hand)(void); } w[] = {WORKLOADS(SIZES)};
#undef FN
  const long calls = 200000;
  for (unsigned k = 0; k < sizeof w / sizeof w[0]; k++) {
    double best = 1e30, hbest = 1e30;
    for (int r = 0; r < rounds; r++) { /* lanes and the hand loop in turn */
      double t0 = now_ns();
      for (long c = 0; c < calls; c++) w[k].fn();
      double ns = (now_ns() - t0) / (double)calls;
      if (ns < best) best = ns;
      t0 = now_ns();
      for (long c = 0; c < calls; c++) w[k].hand();
      ns = (now_ns() - t0) / (double)calls;
      if (ns < hbest) hbest = ns;
    }
    printf("%s %s %.2f\nhand %s %.2f\n", BENCH_BUILD, w[k].name, best, w[k].name, hbest);
  }
  fprintf(stderr, "%s: path %s\n", BENCH_BUILD, ln_isa_name(ln_active_isa()));
  return 0;
}
