/* Micro-benchmark (not built by default): ns per shuffle of the kernel the build picks
 * (ln__shuffle_<shape>: the ISA kernel LN__ISA_shuffle_<shape> when there is one) against the
 * portable kernel ln__portable_shuffle_<shape>, for every lane width x m x n x op (m, n to 64
 * for 8-bit lanes, to 32 for 16-bit lanes).  Then the 64-byte shuffles (ln_uchar64 by a
 * ln_uchar64 mask, one and two sources) against GCC's __builtin_shuffle and hand-written
 * _mm512_permutexvar_epi8 / _mm512_permutex2var_epi8 (where the compiler has them), in the
 * same run.
 * Throughput: 64 random masks cycled over a fixed table, results xor-accumulated.
 *   gcc -O2 -march=x86-64-v4 -mavx512vbmi -Iinclude bench/bench_shuffle_kernels.c -o b && ./b
 * Prints: op bits m n kernel ns_portable ns_picked speedup (kernel: the ISA kernel's name, or
 * "portable" when the shape has none). */
#include <lanes/shuffle.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ITERS (1 << 18)

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}
static uint64_t sink;
static uint64_t rng = 88172645463325252ull;
static uint64_t next(void) { rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17; return rng; }

#define BENCH_FN(NAME, KERNEL, B, M, N, ARGS)                                          \
  __attribute__((noinline)) static double NAME(const ln__u##B##x##M *xp, const ln__u##B##x##N *masks) { \
    ln__u##B##x##M x = *xp, y = xp[1];                                                 \
    ln__u##B##x##N acc = {0};                                                          \
    double best = 1e30;                                                                \
    for (int rep = 0; rep < 5; rep++) {                                                \
      double t0 = now_ns();                                                            \
      for (int i = 0; i < ITERS; i++) acc ^= KERNEL ARGS;                              \
      double t = (now_ns() - t0) / ITERS;                                              \
      if (t < best) best = t;                                                          \
      __asm__ volatile("" : "+m"(acc));                                                \
    }                                                                                  \
    (void)y;                                                                           \
    sink += (uint64_t)acc[0];                                                          \
    return best;                                                                       \
  }

/* the name the hook expands to: the ISA kernel, or the hook itself when it is not defined */
#define STR_(x) #x
#define STR(x) STR_(x)
static const char *kernel_name(const char *hook) { return strncmp(hook, "LN__ISA_", 8) ? hook : "portable"; }
#define BENCH_MN(B, U, M, N)                                                           \
  BENCH_FN(g1_##B##_##M##_##N, ln__portable_shuffle_##U##M##_##U##N, B, M, N, (x, masks[i & 63])) \
  BENCH_FN(i1_##B##_##M##_##N, ln__shuffle_##U##M##_##U##N, B, M, N, (x, masks[i & 63])) \
  BENCH_FN(g2_##B##_##M##_##N, ln__portable_shuffle2_##U##M##_##U##N, B, M, N, (x, y, masks[i & 63])) \
  BENCH_FN(i2_##B##_##M##_##N, ln__shuffle2_##U##M##_##U##N, B, M, N, (x, y, masks[i & 63])) \
  static void run_##B##_##M##_##N(void) {                                              \
    static ln__u##B##x##M xs[2];                                                       \
    static ln__u##B##x##N masks[64];                                                   \
    for (int i = 0; i < M; i++) { xs[0][i] = (uint##B##_t)next(); xs[1][i] = (uint##B##_t)next(); } \
    for (int k = 0; k < 64; k++) for (int i = 0; i < N; i++) masks[k][i] = (uint##B##_t)next(); \
    double g = g1_##B##_##M##_##N(xs, masks), s = i1_##B##_##M##_##N(xs, masks);       \
    printf("shuffle  u%-2d %2d %2d %-36s %6.2f %6.2f %5.2fx\n", B, M, N,               \
           kernel_name(STR(LN__ISA_shuffle_##U##M##_##U##N)), g, s, g / s);            \
    g = g2_##B##_##M##_##N(xs, masks); s = i2_##B##_##M##_##N(xs, masks);              \
    printf("shuffle2 u%-2d %2d %2d %-36s %6.2f %6.2f %5.2fx\n", B, M, N,               \
           kernel_name(STR(LN__ISA_shuffle2_##U##M##_##U##N)), g, s, g / s);           \
  }
#define BENCH_M(B, U, M) BENCH_MN(B, U, M, 2) BENCH_MN(B, U, M, 4) BENCH_MN(B, U, M, 8) BENCH_MN(B, U, M, 16)
#define BENCH_M32(B, U, M) BENCH_M(B, U, M) BENCH_MN(B, U, M, 32)
#define BENCH_M64(B, U, M) BENCH_M32(B, U, M) BENCH_MN(B, U, M, 64)
#define BENCH_B(B, U) BENCH_M(B, U, 2) BENCH_M(B, U, 4) BENCH_M(B, U, 8) BENCH_M(B, U, 16)
#define BENCH_B32(B, U) BENCH_M32(B, U, 2) BENCH_M32(B, U, 4) BENCH_M32(B, U, 8) BENCH_M32(B, U, 16) BENCH_M32(B, U, 32)
#define BENCH_B64(B, U) BENCH_M64(B, U, 2) BENCH_M64(B, U, 4) BENCH_M64(B, U, 8) BENCH_M64(B, U, 16) \
  BENCH_M64(B, U, 32) BENCH_M64(B, U, 64)
#define RUN_M(B, M) run_##B##_##M##_2(); run_##B##_##M##_4(); run_##B##_##M##_8(); run_##B##_##M##_16();
#define RUN_M32(B, M) RUN_M(B, M) run_##B##_##M##_32();
#define RUN_M64(B, M) RUN_M32(B, M) run_##B##_##M##_64();
#define RUN_B(B) RUN_M(B, 2) RUN_M(B, 4) RUN_M(B, 8) RUN_M(B, 16)
#define RUN_B32(B) RUN_M32(B, 2) RUN_M32(B, 4) RUN_M32(B, 8) RUN_M32(B, 16) RUN_M32(B, 32)
#define RUN_B64(B) RUN_M64(B, 2) RUN_M64(B, 4) RUN_M64(B, 8) RUN_M64(B, 16) RUN_M64(B, 32) RUN_M64(B, 64)

BENCH_B64(8, uchar)
BENCH_B32(16, ushort)
BENCH_B(32, uint)
BENCH_B(64, ulong)

/* ---- 64-byte shuffles against their peers ---- */
#define PEER_FN(NAME, EXPR)                                                                        \
  __attribute__((noinline)) static double NAME(const ln_uchar64 *xp, const ln_uchar64 *masks) {    \
    ln_uchar64 x = xp[0], y = xp[1], acc = {0};                                                    \
    double best = 1e30;                                                                            \
    for (int rep = 0; rep < 5; rep++) {                                                            \
      double t0 = now_ns();                                                                        \
      for (int i = 0; i < ITERS; i++) { ln_uchar64 m = masks[i & 63]; acc ^= (EXPR); }             \
      double t = (now_ns() - t0) / ITERS;                                                          \
      if (t < best) best = t;                                                                      \
      __asm__ volatile("" : "+m"(acc));                                                            \
    }                                                                                              \
    (void)x; (void)y;                                                                              \
    sink += (uint64_t)acc[0];                                                                      \
    return best;                                                                                   \
  }
PEER_FN(peer_ln1, ln_shuffle(x, m))
PEER_FN(peer_ln2, ln_shuffle2(x, y, m))
#if defined(__GNUC__) && !defined(__clang__)
#define HAVE_BUILTIN_SHUFFLE 1
PEER_FN(peer_gcc1, __builtin_shuffle(x, m))
PEER_FN(peer_gcc2, __builtin_shuffle(x, y, m))
#endif
#if defined(__AVX512VBMI__)
#include <immintrin.h>
#define HAVE_VPERMB 1
PEER_FN(peer_hand1, (ln_uchar64)_mm512_permutexvar_epi8((__m512i)m, (__m512i)x))
PEER_FN(peer_hand2, (ln_uchar64)_mm512_permutex2var_epi8((__m512i)x, (__m512i)m, (__m512i)y))
#endif

static void peers(void) {
  static ln_uchar64 xs[2], masks[64];
  for (int i = 0; i < 64; i++) { xs[0][i] = (uint8_t)next(); xs[1][i] = (uint8_t)next(); }
  for (int k = 0; k < 64; k++) for (int i = 0; i < 64; i++) masks[k][i] = (uint8_t)next();
  printf("\n64-byte shuffles, ns per call (ln_uchar64 x [, y], ln_uchar64 mask):\n");
  printf("  one source: ln_shuffle %.3f", peer_ln1(xs, masks));
#ifdef HAVE_BUILTIN_SHUFFLE
  printf("  __builtin_shuffle %.3f", peer_gcc1(xs, masks));
#endif
#ifdef HAVE_VPERMB
  printf("  _mm512_permutexvar_epi8 %.3f", peer_hand1(xs, masks));
#endif
  printf("\n  two sources: ln_shuffle2 %.3f", peer_ln2(xs, masks));
#ifdef HAVE_BUILTIN_SHUFFLE
  printf("  __builtin_shuffle %.3f", peer_gcc2(xs, masks));
#endif
#ifdef HAVE_VPERMB
  printf("  _mm512_permutex2var_epi8 %.3f", peer_hand2(xs, masks));
#endif
  printf("\n");
}

int main(void) {
  printf("op       bits m  n %-36s ns_prt ns_pck speedup\n", "kernel");
  RUN_B64(8) RUN_B32(16) RUN_B(32) RUN_B(64)
  peers();
  return (int)(sink & 0);
}
