/* port_probe.c: the core clock and the rate of each 512-bit shuffle instruction the avx512
 * kernels use, measured on the CPU at hand (x86-64 with AVX-512 VBMI; elsewhere nothing is
 * measured).  The clock: a chain of dependent 64-bit adds (one per cycle on every x86 core of
 * the last 15 years) over a known count.  A shuffle's rate: 12 independent chains of it (more
 * than latency x ports on the cores we know), shuffles per clock cycle.  lanes_bench derives each
 * L1 row's shuffle-port ceiling from these rates and the shuffles the row's kernel issues per
 * 64 output bytes. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <time.h>

#include "bench.h"

const char *const probe_names[PROBE_COUNT] = {"vpshufb", "vpermb", "vpermt2b", "vpermd",
                                              "vpermt2ps", "vunpcklps", "vpmovzxbd", "vpmovzxbw",
                                              "vpermw",    "vpaddd"};

static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

#if defined(__x86_64__)
/* GHz: the best of 50 short runs (each well inside a time slice of a busy machine) of 2^19 dependent adds (8 per iteration; the loop's own counter runs
 * beside the chain) */
double probe_ghz(void) {
  double best = 0;
  for (int r = 0; r < 50; r++) {
    uint64_t x = 0;
    const long n = 1L << 16;
    double t0 = seconds();
    for (long i = 0; i < n; i++)
      __asm__ volatile("add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
                       "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0"
                       : "+r"(x));
    double g = 8.0 * (double)n / (seconds() - t0) / 1e9;
    if (g > best) best = g;
  }
  return best;
}

/* 12 independent chains of one instruction: a N b N for N = 1..12, so each chain's register
 * zmmN is both a source and the destination (zmm0 the other source) */
#define LN__PROBE_12(a, b) \
  a "1" b "1\n\t" a "2" b "2\n\t" a "3" b "3\n\t" a "4" b "4\n\t" a "5" b "5\n\t" a "6" b "6\n\t" \
  a "7" b "7\n\t" a "8" b "8\n\t" a "9" b "9\n\t" a "10" b "10\n\t" a "11" b "11\n\t" a "12" b "12\n\t"
#define LN__PROBE_FN(name, a, b) \
  __attribute__((target("avx512f,avx512bw,avx512vl,avx512vbmi"))) static void name(long n) { \
    __asm__ volatile("vpxord %%zmm0, %%zmm0, %%zmm0" ::: "xmm0"); \
    for (long i = 0; i < n; i++) \
      __asm__ volatile(LN__PROBE_12(a, b) \
                       ::: "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", \
                           "xmm9", "xmm10", "xmm11", "xmm12"); \
    __asm__ volatile("vzeroupper"); \
  }
LN__PROBE_FN(p_pshufb, "vpshufb %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_permb, "vpermb %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_permt2b, "vpermt2b %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_permd, "vpermd %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_permt2ps, "vpermt2ps %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_unpcklps, "vunpcklps %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_pmovzxbd, "vpmovzxbd %%xmm", ", %%zmm")
LN__PROBE_FN(p_pmovzxbw, "vpmovzxbw %%ymm", ", %%zmm")
LN__PROBE_FN(p_permw, "vpermw %%zmm0, %%zmm", ", %%zmm")
LN__PROBE_FN(p_add, "vpaddd %%zmm0, %%zmm", ", %%zmm") /* not a shuffle: the vector ALUs, for scale */

int probe_shuffles(double rate[PROBE_COUNT]) {
  __builtin_cpu_init();
  if (!__builtin_cpu_supports("avx512f") || !__builtin_cpu_supports("avx512bw") ||
      !__builtin_cpu_supports("avx512vbmi"))
    return 0;
  static void (*const fn[PROBE_COUNT])(long) = {p_pshufb, p_permb, p_permt2b, p_permd,
                                               p_permt2ps, p_unpcklps, p_pmovzxbd, p_pmovzxbw,
                                               p_permw,    p_add};
  double ghz = probe_ghz();
  for (int k = 0; k < PROBE_COUNT; k++) {
    double best = 0;
    for (int r = 0; r < 50; r++) {
      const long n = 1L << 13;
      fn[k](1000);
      double t0 = seconds();
      fn[k](n);
      double per_cycle = 12.0 * (double)n / ((seconds() - t0) * ghz * 1e9);
      if (per_cycle > best) best = per_cycle;
    }
    rate[k] = best;
  }
  return 1;
}
#else
double probe_ghz(void) { return 0; }
int probe_shuffles(double rate[PROBE_COUNT]) {
  (void)rate;
  (void)seconds;
  return 0;
}
#endif
