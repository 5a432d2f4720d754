/* lanes_call_cost: the fixed cost of an array-layer call, ns per call on small inputs (one
 * 64-byte chunk), where the checks and the path lookup are most of the work.
 *
 *   lanes_call_cost [rounds]
 *
 * Prints one line per workload: "<build> <workload> <ns per call>", the best of `rounds`
 * trials of 200000 calls.  <build> is "dispatch" (liblanes chooses the path at run time)
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

static uint32_t src32[16], dst32[16], idx[16];
static uint8_t src8[64], dst8[64], mask16[16], keep[16];

static void w_bswap(void) { ln_array_bswap32(dst32, src32, 16); }
static void w_shuffle(void) { ln_array_shuffle(dst8, src8, 4, 1, 16, mask16); }
static void w_gather(void) { ln_array_gather(dst32, src32, idx, 16, 4); }
static void w_compress(void) { ln_array_compress(dst32, src32, keep, 16, 4); }

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 15;
  for (unsigned i = 0; i < 64; i++) src8[i] = (uint8_t)(i * 7 + 1);
  for (unsigned i = 0; i < 16; i++) {
    src32[i] = 0x01020304u * (i + 1);
    idx[i] = (i * 5) & 15;
    mask16[i] = (uint8_t)(15 - i);
    keep[i] = (uint8_t)(i & 1);
  }
  static const struct { const char *name; void (*fn)(void); } w[] = {
      {"bswap32_64B", w_bswap}, {"shuffle_u8x16_64B", w_shuffle},
      {"gather_u32x16", w_gather}, {"compress_u32x16", w_compress}};
  const long calls = 200000;
  for (unsigned k = 0; k < sizeof w / sizeof w[0]; k++) {
    double best = 1e30;
    for (int r = 0; r < rounds; r++) {
      double t0 = now_ns();
      for (long c = 0; c < calls; c++) w[k].fn();
      double ns = (now_ns() - t0) / (double)calls;
      if (ns < best) best = ns;
    }
    printf("%s %s %.2f\n", BENCH_BUILD, w[k].name, best);
  }
  fprintf(stderr, "%s: path %s\n", BENCH_BUILD, ln_isa_name(ln_active_isa()));
  return 0;
}
