/* lanes_wide_bench: the natural vector-layer loop over ln_uchar64 (64-byte vectors: a whole
 * AVX-512 register) against its peers, on the same data in one run.
 *
 *   lanes_wide_bench [--csv PATH]
 *
 * Workloads, each over an output of 16 KiB (L1) and of 64 MiB (DRAM):
 *   block16  one 16-byte pattern applied to every 16-byte block (lanes: ln_shuffle with a
 *            64-lane mask holding the pattern plus each block's offset; the peers use it as
 *            the per-block table lookup they have: vpshufb, TableLookupBytes);
 *   stream64 every 64-byte block its own run-time mask (a mask stream as long as the data);
 *   shuffle2 two 64-byte streams, one run-time 64-lane mask (indexes 0..127);
 *   rgba     RGBA -> BGRA (constant mask);
 *   bswap32  32-bit byte swap (constant mask).
 * Implementations: lanes (this file, compiled with the user's flags, e.g. -O2 -march=native),
 * hand-written AVX-512 intrinsics (when the compiler targets AVX-512 VBMI), GCC's
 * __builtin_shuffle (GCC only), Highway at the CPU's full width (wide_peer_hwy.cc, when built),
 * and a copy of the same bytes with the widest registers (the store-port limit).
 * GB/s = output bytes / second, best of the trials, the trials of every implementation
 * interleaved.  Each peer's output is compared with lanes' ("!" = differs, not counted).
 * Prints lanes / best peer per row, and the CPU. */
#define _POSIX_C_SOURCE 200809L
#include <lanes/construct.h>
#include <lanes/memory.h>
#include <lanes/shuffle.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "wide_bench.h"

/* ---- lanes: the loops a user writes ---- */
static void l_block16(const wide_args *args) {
  const wide_args a = *args;
  /* the pattern in every block, plus the block's offset */
  const ln_uchar16 p = ln_vload16(0, a.pattern) & 15;
  const ln_uchar64 m = ln_concat(ln_concat(p, p + 16), ln_concat(p + 32, p + 48));
  for (size_t i = 0; i < a.n; i += 64) ln_vstore64(ln_shuffle(ln_vload64(0, a.src + i), m), 0, a.dst + i);
}
static void l_stream64(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64)
    ln_vstore64(ln_shuffle(ln_vload64(0, a.src + i), ln_vload64(0, a.masks + i)), 0, a.dst + i);
}
static void l_shuffle2(const wide_args *args) {
  const wide_args a = *args;
  const ln_uchar64 m = ln_vload64(0, a.mask64);
  for (size_t i = 0; i < a.n; i += 64)
    ln_vstore64(ln_shuffle2(ln_vload64(0, a.src + i), ln_vload64(0, a.src2 + i), m), 0, a.dst + i);
}
#define PIX4(k) k + 2, k + 1, k, k + 3
#define PIX16(k) PIX4(k), PIX4(k + 4), PIX4(k + 8), PIX4(k + 12)
#define SW4(k) k + 3, k + 2, k + 1, k
#define SW16(k) SW4(k), SW4(k + 4), SW4(k + 8), SW4(k + 12)
static void l_rgba(const wide_args *args) {
  const wide_args a = *args;
  const ln_uchar64 m = {PIX16(0), PIX16(16), PIX16(32), PIX16(48)};
  for (size_t i = 0; i < a.n; i += 64) ln_vstore64(ln_shuffle(ln_vload64(0, a.src + i), m), 0, a.dst + i);
}
static void l_bswap(const wide_args *args) {
  const wide_args a = *args;
  const ln_uchar64 m = {SW16(0), SW16(16), SW16(32), SW16(48)};
  for (size_t i = 0; i < a.n; i += 64) ln_vstore64(ln_shuffle(ln_vload64(0, a.src + i), m), 0, a.dst + i);
}

/* ---- hand-written AVX-512 (VBMI for the byte permutes) ---- */
#if defined(__AVX512VBMI__) && defined(__AVX512BW__)
static __m512i rep16(const uint8_t *p16) {
  return _mm512_broadcast_i32x4(_mm_and_si128(_mm_loadu_si128((const __m128i *)(const void *)p16),
                                              _mm_set1_epi8(15)));
}
static void h_block16(const wide_args *args) {
  const wide_args a = *args;
  const __m512i m = rep16(a.pattern);
  for (size_t i = 0; i < a.n; i += 64)
    _mm512_storeu_si512(a.dst + i, _mm512_shuffle_epi8(_mm512_loadu_si512(a.src + i), m));
}
static void h_stream64(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64)
    _mm512_storeu_si512(a.dst + i, _mm512_permutexvar_epi8(_mm512_loadu_si512(a.masks + i),
                                                           _mm512_loadu_si512(a.src + i)));
}
static void h_shuffle2(const wide_args *args) {
  const wide_args a = *args;
  const __m512i m = _mm512_loadu_si512(a.mask64);
  for (size_t i = 0; i < a.n; i += 64)
    _mm512_storeu_si512(a.dst + i, _mm512_permutex2var_epi8(_mm512_loadu_si512(a.src + i), m,
                                                            _mm512_loadu_si512(a.src2 + i)));
}
static void h_const16(const wide_args *args, __m128i m16) {
  const wide_args a = *args;
  const __m512i m = _mm512_broadcast_i32x4(m16);
  for (size_t i = 0; i < a.n; i += 64)
    _mm512_storeu_si512(a.dst + i, _mm512_shuffle_epi8(_mm512_loadu_si512(a.src + i), m));
}
static void h_rgba(const wide_args *a) { h_const16(a, _mm_setr_epi8(PIX16(0))); }
static void h_bswap(const wide_args *a) { h_const16(a, _mm_setr_epi8(SW16(0))); }
static void copy_widest(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64) _mm512_storeu_si512(a.dst + i, _mm512_loadu_si512(a.src + i));
}
#define HAVE_HAND 1
#else
#define HAVE_HAND 0
static void copy_widest(const wide_args *args) { memcpy(args->dst, args->src, args->n); }
#endif

/* ---- GCC __builtin_shuffle on 64-byte vector types (indexes taken modulo 64 / 128) ---- */
#if defined(__GNUC__) && !defined(__clang__)
typedef uint8_t v64u8 __attribute__((vector_size(64)));
static v64u8 ld(const uint8_t *p) { v64u8 v; memcpy(&v, p, 64); return v; }
static void st(uint8_t *p, v64u8 v) { memcpy(p, &v, 64); }
static void b_block16(const wide_args *args) {
  const wide_args a = *args;
  typedef uint8_t v16u8 __attribute__((vector_size(16)));
  v16u8 p;
  memcpy(&p, a.pattern, 16);
  p &= 15;
  v64u8 m = {0};
  memcpy(&m, &p, 16); /* the pattern in lanes 0..15, then in every block plus its offset */
  m = __builtin_shuffle(m, (v64u8){0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8,
                               9, 10, 11, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0,
                               1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}) +
      (v64u8){0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16, 16,
              16, 16, 16, 16, 16, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 32, 48, 48,
              48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48, 48};
  for (size_t i = 0; i < a.n; i += 64) st(a.dst + i, __builtin_shuffle(ld(a.src + i), m));
}
static void b_stream64(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64) st(a.dst + i, __builtin_shuffle(ld(a.src + i), ld(a.masks + i)));
}
static void b_shuffle2(const wide_args *args) {
  const wide_args a = *args;
  const v64u8 m = ld(a.mask64);
  for (size_t i = 0; i < a.n; i += 64) st(a.dst + i, __builtin_shuffle(ld(a.src + i), ld(a.src2 + i), m));
}
static void b_rgba(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64)
    st(a.dst + i, __builtin_shuffle(ld(a.src + i), (v64u8){PIX16(0), PIX16(16), PIX16(32), PIX16(48)}));
}
static void b_bswap(const wide_args *args) {
  const wide_args a = *args;
  for (size_t i = 0; i < a.n; i += 64)
    st(a.dst + i, __builtin_shuffle(ld(a.src + i), (v64u8){SW16(0), SW16(16), SW16(32), SW16(48)}));
}
#define HAVE_BUILTIN 1
#else
#define HAVE_BUILTIN 0
#endif

enum { I_LANES, I_HAND, I_BUILTIN, I_HWY, I_COPY, I_COUNT };
static const char *iname[I_COUNT] = {"lanes", "avx512", "builtin", "hwy", "copy"};
static const char *wname[WW_COUNT] = {"block16", "stream64", "shuffle2", "rgba", "bswap32"};

static double now_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint8_t rnd8(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return (uint8_t)(rng >> 24);
}
static void *xalloc(size_t n) {
  void *p = NULL;
  if (posix_memalign(&p, 64, n)) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  return p;
}

int main(int argc, char **argv) {
  const char *csv = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--csv PATH]\n", argv[0]);
      return 2;
    }
  }
  wide_fn fn[I_COUNT][WW_COUNT] = {{l_block16, l_stream64, l_shuffle2, l_rgba, l_bswap}};
#if HAVE_HAND
  const wide_fn hand[WW_COUNT] = {h_block16, h_stream64, h_shuffle2, h_rgba, h_bswap};
  memcpy(fn[I_HAND], hand, sizeof hand);
#endif
#if HAVE_BUILTIN
  const wide_fn bi[WW_COUNT] = {b_block16, b_stream64, b_shuffle2, b_rgba, b_bswap};
  memcpy(fn[I_BUILTIN], bi, sizeof bi);
#endif
#ifdef BENCH_HAVE_HWY
  wide_peer_hwy(fn[I_HWY]);
#endif
  for (int w = 0; w < WW_COUNT; w++) fn[I_COPY][w] = copy_widest;

  static const size_t sizes[2] = {16 << 10, 64 << 20};
  const size_t maxn = sizes[1];
  /* the buffers start 1 KiB apart modulo 4 KiB: a load never waits on a store to an address
   * equal in its low 12 bits (4K aliasing), which would time the buffers' placement */
  uint8_t *raw[4], *ref = xalloc(maxn);
  for (int k = 0; k < 4; k++) raw[k] = xalloc(maxn + 4096);
  uint8_t *src = raw[0], *src2 = raw[1] + 1024, *masks = raw[2] + 2048, *dst = raw[3] + 3072;
  for (size_t i = 0; i < maxn; i++) {
    src[i] = rnd8();
    src2[i] = rnd8();
    masks[i] = rnd8();
  }
  uint8_t pattern[16], mask64[64];
  for (int i = 0; i < 16; i++) pattern[i] = rnd8() & 15;
  for (int i = 0; i < 64; i++) mask64[i] = rnd8() & 127;

  FILE *out = csv ? fopen(csv, "w") : NULL;
  if (csv && !out) {
    perror(csv);
    return 2;
  }
  if (out) fprintf(out, "workload,size_bytes,impl,gbps\n");
  char cpu[128] = "unknown CPU";
  FILE *ci = fopen("/proc/cpuinfo", "r");
  if (ci) {
    char line[512];
    while (fgets(line, sizeof line, ci))
      if (!strncmp(line, "model name", 10)) {
        char *c = strchr(line, ':');
        if (c) snprintf(cpu, sizeof cpu, "%s", c + 2);
        cpu[strcspn(cpu, "\n")] = 0;
        break;
      }
    fclose(ci);
  }
  printf("lanes_wide_bench: ln_uchar64 loops, GB/s of output, best of the trials; cpu: %s\n", cpu);
  printf("%-9s %9s", "workload", "size");
  for (int k = 0; k < I_COUNT; k++) printf(" %8s", iname[k]);
  printf(" | %8s %6s\n", "best", "ratio");
  int failed = 0;
  for (int s = 0; s < 2; s++) {
    const size_t n = sizes[s];
    const int trials = s == 0 ? 25 : 5;
    for (int w = 0; w < WW_COUNT; w++) {
      wide_args a = {dst, src, src2, masks, mask64, pattern, n};
      double best[I_COUNT];
      int differs[I_COUNT] = {0};
      fn[I_LANES][w](&a);
      memcpy(ref, dst, n);
      for (int k = 1; k < I_COUNT; k++) {
        best[k] = 0;
        if (!fn[k][w] || k == I_COPY) continue;
        memset(dst, 0, n);
        fn[k][w](&a);
        differs[k] = memcmp(dst, ref, n) != 0;
      }
      best[0] = 0;
      /* interleaved: each trial times every implementation once, repeating until >= 2 ms,
       * starting with another implementation each trial (none always runs first) */
      for (int t = 0; t < trials; t++)
        for (int j = 0; j < I_COUNT; j++) {
          const int k = (j + t) % I_COUNT;
          if (!fn[k][w]) continue;
          size_t reps = 0;
          double t0 = now_ns(), t1;
          do {
            fn[k][w](&a);
            reps++;
            t1 = now_ns();
          } while (t1 - t0 < 2e6);
          double gbps = (double)n * (double)reps / (t1 - t0);
          if (gbps > best[k]) best[k] = gbps;
        }
      printf("%-9s %9zu", wname[w], n);
      double peer = 0;
      for (int k = 0; k < I_COUNT; k++) {
        if (!fn[k][w]) printf(" %8s", "-");
        else printf(" %7.1f%s", best[k], differs[k] ? "!" : " ");
        if (k != I_LANES && k != I_COPY && fn[k][w] && !differs[k] && best[k] > peer) peer = best[k];
        if (out && fn[k][w]) fprintf(out, "%s,%zu,%s,%.3f\n", wname[w], n, iname[k], best[k]);
        failed |= differs[k];
      }
      int bk = -1;
      for (int k = 1; k < I_COPY; k++)
        if (fn[k][w] && !differs[k] && best[k] == peer) bk = k;
      if (bk < 0) printf(" | %8s %6s\n", "-", "-");
      else printf(" | %8s %5.2fx\n", iname[bk], best[I_LANES] / peer);
    }
  }
  printf("(\"!\": output differs from lanes' (not counted as best peer); \"-\": not available; "
         "copy: the same bytes copied with the widest registers.)\n");
  if (out) fclose(out);
  for (int k = 0; k < 4; k++) free(raw[k]);
  free(ref);
  return failed ? 1 : 0;
}
