/* lanes_call_cost: the fixed cost of an array-layer call, ns per call on small inputs (one
 * 64-byte chunk), where the checks and the path lookup are most of the work.
 *
 *   lanes_call_cost [rounds]
 *
 * Prints two lines per workload and size (64 B, 256 B, 1 KiB of output): "<build> <workload>
 * <ns per call>" and "hand <workload> <ns per call>" (the same work as a hand-written loop, run in
 * turn with lanes'), the best of `rounds` trials of 200000 calls.  <build> is "dispatch" (liblanes chooses the path at run time)
 * or "direct" (built with LANES_RUNTIME_DISPATCH=OFF); bench/call_cost.sh builds both and
 * runs them in turn. */
#define _POSIX_C_SOURCE 200809L
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#ifndef BENCH_BUILD
#define BENCH_BUILD "dispatch"
#endif

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Sizes: 64 B, 256 B and 1 KiB of output (16, 64 and 256 uint32 for the gather and the
 * compaction). */
static uint32_t src32[256], dst32[256 + 16], idx[256];
static uint8_t src8[1024], dst8[1024], mask16[16], keep[256];

#define LANES_W(name, call) static void name(void) { call; }
#define LANES_SIZES(X)                                                                        \
  X(bswap32, 64, ln_array_bswap32(dst32, src32, 16)) X(bswap32, 256, ln_array_bswap32(dst32, src32, 64)) \
  X(bswap32, 1024, ln_array_bswap32(dst32, src32, 256))                                       \
  X(shuffle_u8x16, 64, ln_array_shuffle(dst8, src8, 4, 1, 16, mask16))                        \
  X(shuffle_u8x16, 256, ln_array_shuffle(dst8, src8, 16, 1, 16, mask16))                      \
  X(shuffle_u8x16, 1024, ln_array_shuffle(dst8, src8, 64, 1, 16, mask16))                     \
  X(gather_u32, 64, ln_array_gather(dst32, src32, idx, 16, 4))                                \
  X(gather_u32, 256, ln_array_gather(dst32, src32, idx, 64, 4))                               \
  X(gather_u32, 1024, ln_array_gather(dst32, src32, idx, 256, 4))                             \
  X(compress_u32, 64, ln_array_compress(dst32, src32, keep, 16, 4))                           \
  X(compress_u32, 256, ln_array_compress(dst32, src32, keep, 64, 4))                          \
  X(compress_u32, 1024, ln_array_compress(dst32, src32, keep, 256, 4))
#define LANES_FN(op, bytes, call) static void l_##op##_##bytes(void) { call; }
LANES_SIZES(LANES_FN)

/* The same work as a hand-written loop, a function of its own (noinline: called as liblanes'
 * functions are), pointers and count in registers: AVX-512 intrinsics where the build targets
 * them (what an expert writes for this CPU), else the plain C loop. */
#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include <immintrin.h>
__attribute__((noinline)) static void h_bswap32(uint32_t *restrict d, const uint32_t *restrict s, size_t n) {
  const __m512i m = _mm512_broadcast_i32x4(_mm_setr_epi8(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12));
  for (size_t i = 0; i < n; i += 16)
    _mm512_storeu_si512(d + i, _mm512_shuffle_epi8(_mm512_loadu_si512(s + i), m));
}
__attribute__((noinline)) static void h_shuffle(uint8_t *restrict d, const uint8_t *restrict s, size_t n,
                                                const uint8_t *mask) {
  const __m512i m = _mm512_and_si512(_mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)mask)),
                                     _mm512_set1_epi8(15));
  for (size_t i = 0; i < n; i += 64)
    _mm512_storeu_si512(d + i, _mm512_shuffle_epi8(_mm512_loadu_si512(s + i), m));
}
__attribute__((noinline)) static void h_compress(uint32_t *restrict d, const uint32_t *restrict s,
                                                 const uint8_t *keep, size_t n) {
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 k = _mm_test_epi8_mask(_mm_loadu_si128((const __m128i *)(const void *)(keep + i)), _mm_set1_epi8(-1));
    /* compaction into a register, then a full store (the caller's buffer has 16 elements of
     * slack): vpcompressd with a memory operand is microcoded on AMD Zen 4, ~20x slower */
    _mm512_storeu_si512(d, _mm512_maskz_compress_epi32(k, _mm512_loadu_si512(s + i)));
    d += __builtin_popcount(k);
  }
}
#else
__attribute__((noinline)) static void h_bswap32(uint32_t *restrict d, const uint32_t *restrict s, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = __builtin_bswap32(s[i]);
}
__attribute__((noinline)) static void h_shuffle(uint8_t *restrict d, const uint8_t *restrict s, size_t n,
                                                const uint8_t *mask) {
  for (size_t i = 0; i < n; i += 16)
    for (int j = 0; j < 16; j++) d[i + j] = s[i + (mask[j] & 15)];
}
__attribute__((noinline)) static void h_compress(uint32_t *restrict d, const uint32_t *restrict s,
                                                 const uint8_t *keep, size_t n) {
  for (size_t i = 0; i < n; i++) {
    *d = s[i];
    d += keep[i] != 0;
  }
}
#endif
/* the gather: the element loop (on AMD cores faster than vpgatherdd; the array layer's
 * choice per CPU is measured in lanes_bench) */
__attribute__((noinline)) static void h_gather(uint32_t *restrict d, const uint32_t *restrict t,
                                               const uint32_t *restrict ix, size_t n) {
  for (size_t i = 0; i < n; i++) d[i] = t[ix[i]];
}
#define HAND_SIZES(X)                                                                          \
  X(bswap32, 64, h_bswap32(dst32, src32, 16)) X(bswap32, 256, h_bswap32(dst32, src32, 64))     \
  X(bswap32, 1024, h_bswap32(dst32, src32, 256))                                               \
  X(shuffle_u8x16, 64, h_shuffle(dst8, src8, 64, mask16))                                      \
  X(shuffle_u8x16, 256, h_shuffle(dst8, src8, 256, mask16))                                    \
  X(shuffle_u8x16, 1024, h_shuffle(dst8, src8, 1024, mask16))                                  \
  X(gather_u32, 64, h_gather(dst32, src32, idx, 16)) X(gather_u32, 256, h_gather(dst32, src32, idx, 64)) \
  X(gather_u32, 1024, h_gather(dst32, src32, idx, 256))                                        \
  X(compress_u32, 64, h_compress(dst32, src32, keep, 16))                                      \
  X(compress_u32, 256, h_compress(dst32, src32, keep, 64))                                     \
  X(compress_u32, 1024, h_compress(dst32, src32, keep, 256))
#define HAND_FN(op, bytes, call) static void h_##op##_##bytes(void) { call; }
HAND_SIZES(HAND_FN)

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 15;
  for (unsigned i = 0; i < sizeof src8; i++) src8[i] = (uint8_t)(i * 7 + 1);
  for (unsigned i = 0; i < 256; i++) {
    src32[i] = 0x01020304u * (i + 1);
    idx[i] = (i * 5) & 255;
    keep[i] = (uint8_t)(i & 1);
  }
  for (unsigned i = 0; i < 16; i++) mask16[i] = (uint8_t)(15 - i);
#define ROW(op, bytes, call) {#op "_" #bytes "B", l_##op##_##bytes, h_##op##_##bytes},
  static const struct { const char *name; void (*fn)(void), (*hand)(void); } w[] = {LANES_SIZES(ROW)};
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
