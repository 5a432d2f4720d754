/* Micro-benchmark of the vshuffle permute kernels: the kernel this build selects (ISA) and
 * the portable one, per lane width x lane count and kernel, in ns per vector (best of R
 * repetitions of a loop over 512 vectors with varying indexes: throughput, not latency).
 * Not built by default; build it with the flags under test, e.g.
 *   gcc -O2 -march=x86-64-v3 -Iinclude bench/bench_vshuffle.c -o bvs && ./bvs
 *   clang-19 -O2 -march=x86-64-v4 -mavx512vbmi -Iinclude bench/bench_vshuffle.c -o bvs && ./bvs
 * Columns: kernel, the ISA kernel its hook names ("none": portable code), ns of the selected
 * kernel ln__<verb>_<U>, ns of the portable ln__portable_<verb>_<U>, ratio portable/selected. */
#define _POSIX_C_SOURCE 199309L
#include <lanes/vshuffle.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define COUNT 512
#define REPS 15
#define INNER 40

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}
static unsigned char src[2][COUNT * 128] __attribute__((aligned(128))), msk[COUNT * 128] __attribute__((aligned(128))),
    dst[COUNT * 128] __attribute__((aligned(128)));
static signed char ixs[3][COUNT * 16] __attribute__((aligned(128)));
#define STR2(x) #x
#define STR(x) STR2(x)
/* the ISA kernel a hook names, or "none" when it is not defined (the portable code runs) */
static const char *isa_kernel(const char *hook) { return strncmp(hook, "LN__ISA_", 8) ? hook : "none"; }

/* best ns per vector of BODY over the arrays */
#define TIME(BODY, out)                                                        \
  do {                                                                         \
    double best = 1e30;                                                        \
    for (int rep = 0; rep < REPS; rep++) {                                     \
      double t0 = now();                                                       \
      for (int in = 0; in < INNER; in++)                                       \
        { for (int i = 0; i < COUNT; i++) { BODY; } __asm__ volatile("" : : "r"(dst), "r"(src), "r"(ixs), "r"(msk) : "memory"); } \
      double t = (now() - t0) / (COUNT * INNER);                               \
      if (t < best) best = t;                                                  \
    }                                                                          \
    out = best;                                                                \
  } while (0)

#define BENCH(UN, SN, N)                                                                               \
  static void bench_##UN(void) {                                                                       \
    const ln_##UN *V = (const ln_##UN *)(void *)src[0], *W = (const ln_##UN *)(void *)src[1];          \
    const ln_##SN *M = (const ln_##SN *)(void *)msk;                                                   \
    const ln_char##N *I = (const ln_char##N *)(void *)ixs[0], *IZ = (const ln_char##N *)(void *)ixs[1]; \
    const ln_char##N *I2 = (const ln_char##N *)(void *)ixs[2];                                         \
    ln_##UN *D = (ln_##UN *)(void *)dst;                                                               \
    double a, b;                                                                                       \
    TIME(D[i] = ln__rearrange_##UN(V[i], I[i]), a);                                                    \
    TIME(D[i] = ln__portable_rearrange_##UN(V[i], I[i]), b);                                           \
    printf("%-9s P1   %-26s %7.2f %7.2f %6.2f\n", #UN, isa_kernel(STR(LN__ISA_rearrange_##UN)), a, b, b / a); \
    TIME(D[i] = ln__rearrange_zero_##UN(V[i], IZ[i]), a);                                              \
    TIME(D[i] = ln__portable_rearrange_zero_##UN(V[i], IZ[i]), b);                                     \
    printf("%-9s PZ   %-26s %7.2f %7.2f %6.2f\n", #UN, isa_kernel(STR(LN__ISA_rearrange_zero_##UN)), a, b, b / a); \
    TIME(D[i] = ln__rearrange2_##UN(V[i], W[i], I[i]), a);                                             \
    TIME(D[i] = ln__portable_rearrange2_##UN(V[i], W[i], I[i]), b);                                    \
    printf("%-9s P2   %-26s %7.2f %7.2f %6.2f\n", #UN, isa_kernel(STR(LN__ISA_rearrange2_##UN)), a, b, b / a); \
    TIME(D[i] = ln__rearrange2_zero_##UN(V[i], W[i], I2[i]), a);                                       \
    TIME(D[i] = ln__portable_rearrange2_zero_##UN(V[i], W[i], I2[i]), b);                              \
    printf("%-9s P2Z  %-26s %7.2f %7.2f %6.2f\n", #UN, isa_kernel(STR(LN__ISA_rearrange2_zero_##UN)), a, b, b / a); \
    TIME(D[i] = ln__rearrange_masked_##UN(V[i], I[i], M[i]), a);                                       \
    TIME(D[i] = ln__portable_rearrange_masked_##UN(V[i], I[i], M[i]), b);                              \
    printf("%-9s PM   %-26s %7.2f %7.2f %6.2f\n", #UN, isa_kernel(STR(LN__ISA_rearrange_masked_##UN)), a, b, b / a); \
  }
#define BENCH_N(N) BENCH(uchar##N, char##N, N) BENCH(ushort##N, short##N, N) BENCH(uint##N, int##N, N) \
  BENCH(ulong##N, long##N, N)
BENCH_N(2)
BENCH_N(4)
BENCH_N(8)
BENCH_N(16)

int main(int argc, char **argv) {
  unsigned s = 12345;
  for (size_t i = 0; i < sizeof src; i++) { s = s * 1103515245u + 12345u; ((unsigned char *)src)[i] = (unsigned char)(s >> 16); }
  for (size_t i = 0; i < sizeof msk; i++) { s = s * 1103515245u + 12345u; msk[i] = (unsigned char)(s >> 16); }
  /* indexes per lane count: P1/P2/PM any byte; PZ in [-N, N); P2Z in [-N, 2N) -- the
   * arrays are built for N = 16 lanes and reused (every N reads its own prefix lanes) */
  int n = argc > 1 ? atoi(argv[1]) : 0;
  (void)n;
  for (int i = 0; i < COUNT * 16; i++) {
    s = s * 1103515245u + 12345u;
    ixs[0][i] = (signed char)(s >> 16);
    ixs[1][i] = (signed char)((int)((s >> 8) % 4) - 2); /* in [-2, 2): valid for every N */
    ixs[2][i] = (signed char)((int)((s >> 12) % 6) - 2); /* in [-2, 4) */
  }
  printf("%-9s kern %-26s %7s %7s %6s\n", "type", "selected", "ns sel", "ns port", "ratio");
  bench_uchar2(); bench_ushort2(); bench_uint2(); bench_ulong2();
  bench_uchar4(); bench_ushort4(); bench_uint4(); bench_ulong4();
  bench_uchar8(); bench_ushort8(); bench_uint8(); bench_ulong8();
  bench_uchar16(); bench_ushort16(); bench_uint16(); bench_ulong16();
  unsigned x = 0;
  for (size_t i = 0; i < sizeof dst; i++) x += dst[i];
  return x == 1;
}
