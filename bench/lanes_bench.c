/* lanes_bench: the array layer of liblanes against its peers, on the same data in one run.
 *
 *   lanes_bench [--short | --long] [--mem] [--csv PATH] [--png PATH]
 *
 * Workloads (lanes/array.h): RGBA->BGRA, bswap32, 4x4 float transposes, u8x16 shuffle with a
 * run-time mask, shuffle2 of two u8x16 streams, u32x16 blocks with per-block masks, float4
 * AoS->SoA and SoA->AoS.  Each is timed with an L1-resident output (a quarter of the L1 data
 * cache, 4 to 16 KiB: l1_row_bytes) and a streaming
 * one (64 MiB) against: a plain scalar loop (-O3 -march=native), GCC __builtin_shuffle,
 * hand-written AVX2 and AVX-512 intrinsics, Highway, OpenCL (PoCL) kernels, and three copies
 * of the same number of bytes: memcpy, a loop of the widest loads and stores the CPU has
 * ("copy": the store-port limit in L1) and non-temporal stores ("nt-copy", the DRAM limit),
 * and a copy that also reads the workload's second input stream ("copy-io", AVX-512: the memory
 * limit of shuffle2 and the per-block-mask rows).  Then the L1 ceilings (port_probe.c): the clock
 * and each shuffle's rate measured, each row's shuffle-port ceiling and lanes / the lowest limit.
 * GB/s = output bytes / second, best of several trials (the trials of all workloads and
 * implementations interleaved).  Every peer's output is compared with lanes' (a mismatch is
 * flagged "!").  --short: 4 workloads, fewer trials.
 * Then the bulk-memory table (mem_bench.c: gather, scatter, scatter-add, compress over 4 KiB,
 * 1 MiB and 256 MiB tables, filter by predicate; --short: small tables only; --long: more
 * trials; --mem: that table only, no CSV).
 * Everything runs on one thread: PoCL gets POCL_MAX_PTHREAD_COUNT=1 unless it is set. */
#define _POSIX_C_SOURCE 200809L
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#if defined(__x86_64__)
#include <emmintrin.h>
#endif

#include "bench.h"

static const char *wname[W_COUNT] = {"rgba_to_bgra", "bswap32",   "transpose4x4f", "shuffle_u8x16",
                                     "shuffle2_u8x16", "masks_u32x16", "masks_u8x16",
                                     "masks_u16x8",    "deinterleave4f",
                                     "interleave4f"};

/* Bytes read + written per output byte (memory traffic): 2 for a copy; shuffle2 reads two
 * sources, masks_u32x16 one mask byte per 4-byte element (masks_u16x8 per 2 bytes, masks_u8x16 per
 * byte).  "l/nt-io" compares traffic per
 * second with the non-temporal copy's: the bound for a memory-bound workload whose output
 * rate alone (l/nt) cannot reach a copy's. */
static const double traffic[W_COUNT] = {2, 2, 2, 2, 3, 2.25, 3, 2.5, 2, 2};

/* The shuffles lanes' avx512 kernels issue per 64 output bytes in their main loops (read off
 * their machine code: GCC 12 -O2), by instruction: the L1 shuffle-port ceiling of a row is
 * 64 B x clock / (sum of count / measured rate), as if its shuffles shared one port group.
 * avx512vbmi2 (AMD's default): the float4 (de)interleave by 8 unpacks (vunpck*ps/pd) and 4
 * vpermps per 256 bytes; avx512intel: by 8 vpermt2ps. */
typedef struct { int kind; double n; } shuf_use;
static const shuf_use shuf_vbmi2[W_COUNT][2] = {
    [W_RGBA] = {{PROBE_PSHUFB, 1}},   [W_BSWAP] = {{PROBE_PSHUFB, 1}},
    [W_TRANSPOSE] = {{PROBE_PERMB, 1}}, [W_SHUF8] = {{PROBE_PSHUFB, 1}},
    [W_SHUF2] = {{PROBE_PERMB, 2}},   [W_MASKS32] = {{PROBE_PMOVZXBD, 1}, {PROBE_PERMD, 1}},
    [W_MASKS8] = {{PROBE_PERMB, 2}},  [W_MASKS16] = {{PROBE_PMOVZXBW, 1}, {PROBE_PERMW, 1}},
    [W_DEINT] = {{PROBE_UNPCKLPS, 2}, {PROBE_PERMD, 1}},
    [W_INT] = {{PROBE_UNPCKLPS, 2}, {PROBE_PERMD, 1}}};

/* ---- lanes ---- */
static void l_rgba(const bench_args *a) { ln_array_rgba_to_bgra(a->dst, a->src, a->n / 4); }
static void l_bswap(const bench_args *a) {
  ln_array_bswap32((uint32_t *)(void *)a->dst, (const uint32_t *)(const void *)a->src, a->n / 4);
}
static void l_transpose(const bench_args *a) {
  ln_array_transpose4x4f((float *)(void *)a->dst, (const float *)(const void *)a->src, a->n / 64);
}
static void l_shuf8(const bench_args *a) { ln_array_shuffle(a->dst, a->src, a->n / 16, 1, 16, a->mask); }
static void l_shuf2(const bench_args *a) {
  ln_array_shuffle2(a->dst, a->src, a->src2, a->n / 16, 1, 16, a->mask);
}
static void l_masks(const bench_args *a) {
  ln_array_shuffle_masks(a->dst, a->src, a->n / 64, 4, 16, a->masks);
}
static void l_masks8(const bench_args *a) {
  ln_array_shuffle_masks(a->dst, a->src, a->n / 16, 1, 16, a->masks);
}
static void l_masks16(const bench_args *a) {
  ln_array_shuffle_masks(a->dst, a->src, a->n / 16, 2, 8, a->masks);
}
static void l_deint(const bench_args *a) {
  ln_array_deinterleave4f(a->x, a->y, a->z, a->w, (const float *)(const void *)a->src, a->n / 16);
}
static void l_int(const bench_args *a) {
  ln_array_interleave4f((float *)(void *)a->dst, a->x, a->y, a->z, a->w, a->n / 16);
}
static void p_lanes(bench_fn *f) {
  f[W_RGBA] = l_rgba;
  f[W_BSWAP] = l_bswap;
  f[W_TRANSPOSE] = l_transpose;
  f[W_SHUF8] = l_shuf8;
  f[W_SHUF2] = l_shuf2;
  f[W_MASKS32] = l_masks;
  f[W_MASKS8] = l_masks8;
  f[W_MASKS16] = l_masks16;
  f[W_DEINT] = l_deint;
  f[W_INT] = l_int;
}

/* ---- limits: memcpy, a copy with the widest registers the CPU has (the store-port limit in
 * L1, which memcpy may not reach) and a non-temporal copy of the output's bytes ---- */
static void copy_nt_sse2(void *dst, const void *src, size_t n) {
#if defined(__x86_64__)
  uint8_t *d = dst;
  const uint8_t *s = src;
  for (size_t i = 0; i < n; i += 64)
    for (int k = 0; k < 4; k++)
      _mm_stream_si128((__m128i *)(void *)(d + i + 16 * k), _mm_loadu_si128((const __m128i *)(const void *)(s + i + 16 * k)));
  _mm_sfence();
#else
  memcpy(dst, src, n);
#endif
}
static void copy_libc(void *dst, const void *src, size_t n) { memcpy(dst, src, n); }
static void (*nt_copy)(void *, const void *, size_t) = copy_nt_sse2;
static void (*wide_copy)(void *, const void *, size_t) = copy_libc;
static void l_memcpy(const bench_args *a) { memcpy(a->dst, a->src, a->n); }
static void l_wide(const bench_args *a) { wide_copy(a->dst, a->src, a->n); }
static void l_ntcopy(const bench_args *a) { nt_copy(a->dst, a->src, a->n); }
#if defined(__x86_64__)
static void l_io_src2(const bench_args *a) { copy_io_avx512(a->dst, a->src, a->src2, a->n, 256); }
static void l_io_mask1(const bench_args *a) { copy_io_avx512(a->dst, a->src, a->masks, a->n, 256); }
static void l_io_mask2(const bench_args *a) { copy_io_avx512(a->dst, a->src, a->masks, a->n, 128); }
static void l_io_mask4(const bench_args *a) { copy_io_avx512(a->dst, a->src, a->masks, a->n, 64); }
static void l_io_none(const bench_args *a) { copy_io_avx512(a->dst, a->src, NULL, a->n, 0); }
/* the copy that reads what workload w reads (bench.h, copy_io_avx512) */
static void p_copy_io(bench_fn *f) {
  for (int w = 0; w < W_COUNT; w++) f[w] = l_io_none;
  f[W_SHUF2] = l_io_src2;
  f[W_MASKS8] = l_io_mask1;
  f[W_MASKS16] = l_io_mask2;
  f[W_MASKS32] = l_io_mask4;
}
#endif
static void p_limits(bench_fn *memcpy_f, bench_fn *wide_f, bench_fn *nt_f) {
  for (int w = 0; w < W_COUNT; w++) {
    memcpy_f[w] = l_memcpy;
    wide_f[w] = l_wide;
    nt_f[w] = l_ntcopy;
  }
}

enum { I_LANES, I_SCALAR, I_BUILTIN, I_AVX2, I_AVX512, I_HWY, I_POCL, I_MEMCPY, I_COPY, I_NT, I_COPYIO, I_COUNT };
static const char *iname[I_COUNT] = {"lanes", "scalar", "builtin", "avx2",  "avx512", "hwy",
                                     "pocl",  "memcpy", "copy",    "nt-copy", "copy-io"};
/* bar colours of the plot, in the same order */
static const uint8_t icolor[I_COUNT][3] = {{214, 39, 40},  {127, 127, 127}, {188, 189, 34},
                                           {31, 119, 180}, {23, 190, 207},  {44, 160, 44},
                                           {148, 103, 189}, {60, 60, 60},   {0, 0, 0},    {255, 127, 14},
                                           {140, 86, 75}};
static bench_fn impl[I_COUNT][W_COUNT];

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
/* The L1 rows' buffer size: a quarter of the level-1 data cache, in whole KiB multiples of 4
 * from 4 to 16 KiB (32 KiB when unknown), so the largest working set (three buffers: shuffle2,
 * the per-block masks) stays within 3/4 of it.  At 16 KiB on a 32 KiB L1D (Zen 4) a source
 * and a destination fill the cache exactly, and the row then measures which lines the cache
 * evicts: a call that touches two more data lines than a hand loop (its dispatch table, its
 * index constant) ran 12% slower there and at the same speed at 4, 8 and 12 KiB. */
static size_t l1_row_bytes(void) {
  long l1d = -1;
#ifdef _SC_LEVEL1_DCACHE_SIZE
  l1d = sysconf(_SC_LEVEL1_DCACHE_SIZE);
#endif
  size_t s = (l1d > 0 ? (size_t)l1d : (size_t)32 << 10) / 4 & ~(size_t)4095;
  return s < 4096 ? 4096 : s > 16384 ? 16384 : s;
}

static void *balloc(size_t n) {
  void *p = aligned_alloc(4096, (n + 4095) / 4096 * 4096);
  if (!p) {
    fprintf(stderr, "lanes_bench: out of memory\n");
    exit(1);
  }
  memset(p, 0, n);
  return p;
}
static void fill(uint8_t *p, size_t n, uint64_t seed) {
  for (size_t i = 0; i < n; i++) {
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    p[i] = (uint8_t)(seed >> 56);
  }
}

typedef struct {
  bench_args a;
  uint8_t *ref; /* lanes' output, for the cross-check */
  float *rx;
} bufs;

static void make(bufs *b, size_t n) {
  uint8_t *src = balloc(n), *src2 = balloc(n), *masks = balloc(n);
  fill(src, n, 1);
  fill(src2, n, 2);
  fill(masks, n, 3);
  static uint8_t mask[16] = {0x8f, 14, 13, 0x4c, 3, 2, 1, 0, 0x17, 9, 10, 0xf1, 5, 6, 22, 4};
  b->a.dst = balloc(n);
  b->a.src = src;
  b->a.src2 = src2;
  b->a.mask = mask;
  b->a.masks = masks;
  b->a.x = balloc(n / 4);
  b->a.y = balloc(n / 4);
  b->a.z = balloc(n / 4);
  b->a.w = balloc(n / 4);
  fill((uint8_t *)b->a.x, n / 4, 4);
  fill((uint8_t *)b->a.y, n / 4, 5);
  fill((uint8_t *)b->a.z, n / 4, 6);
  fill((uint8_t *)b->a.w, n / 4, 7);
  b->a.n = n;
  b->ref = balloc(n);
  b->rx = balloc(n);
}

/* Output of one implementation of workload w, as bytes (SoA outputs concatenated). */
static void output(const bufs *b, int w, uint8_t *out) {
  if (w == W_DEINT) {
    size_t q = b->a.n / 4;
    memcpy(out, b->a.x, q);
    memcpy(out + q, b->a.y, q);
    memcpy(out + 2 * q, b->a.z, q);
    memcpy(out + 3 * q, b->a.w, q);
  } else {
    memcpy(out, b->a.dst, b->a.n);
  }
}

int main(int argc, char **argv) {
  int quick = 0, longrun = 0, memonly = 0;
  const char *csv = "bench/results.csv", *png = NULL;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--short")) quick = 1;
    else if (!strcmp(argv[i], "--long")) longrun = 1;
    else if (!strcmp(argv[i], "--mem")) memonly = 1;
    else if (!strcmp(argv[i], "--csv") && i + 1 < argc) csv = argv[++i];
    else if (!strcmp(argv[i], "--png") && i + 1 < argc) png = argv[++i];
    else {
      fprintf(stderr, "usage: %s [--short | --long] [--mem] [--csv PATH] [--png PATH]\n", argv[0]);
      return 2;
    }
  }
  /* Every implementation in the tables runs on one thread, PoCL too (its CPU device
   * would otherwise split each kernel over all cores); set the variable to override. */
  setenv("POCL_MAX_PTHREAD_COUNT", "1", 0);
  if (memonly) {
    mem_bench(quick, longrun, NULL);
    return 0;
  }
  char pngbuf[1024];
  if (!png) {
    size_t l = strlen(csv);
    snprintf(pngbuf, sizeof pngbuf, "%.*s.png", (int)(l > 4 && !strcmp(csv + l - 4, ".csv") ? l - 4 : l), csv);
    png = pngbuf;
  }

  p_lanes(impl[I_LANES]);
  peer_scalar(impl[I_SCALAR]);
#ifdef BENCH_HAVE_BUILTIN
  peer_builtin(impl[I_BUILTIN]);
#endif
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2")) {
    peer_avx2(impl[I_AVX2]);
    nt_copy = copy_nt_avx2;
    wide_copy = copy_avx2;
  }
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vbmi")) {
    peer_avx512(impl[I_AVX512]);
    wide_copy = copy_avx512;
    p_copy_io(impl[I_COPYIO]);
  }
#endif
#ifdef BENCH_HAVE_HWY
  peer_hwy(impl[I_HWY]);
#endif
#ifdef BENCH_HAVE_OCL
  int have_ocl = peer_ocl(impl[I_POCL]);
#else
  int have_ocl = 0;
#endif
  p_limits(impl[I_MEMCPY], impl[I_COPY], impl[I_NT]);

  static const int short_set[] = {W_RGBA, W_TRANSPOSE, W_SHUF2, W_INT};
  int wl[W_COUNT], nw = 0;
  if (quick)
    for (unsigned i = 0; i < 4; i++) wl[nw++] = short_set[i];
  else
    for (int w = 0; w < W_COUNT; w++) wl[nw++] = w;

  const size_t sizes[2] = {l1_row_bytes(), (size_t)64 << 20};
  char l1name[32];
  snprintf(l1name, sizeof l1name, "L1 %zuKiB", sizes[0] >> 10);
  const char *sname[2] = {l1name, "DRAM 64MiB"};
  static double gbps[2][W_COUNT][I_COUNT];
  static int bad[2][W_COUNT][I_COUNT];
  printf("lanes_bench: array layer path %s%s; GB/s of output, best of %s trials\n",
         ln_isa_name(ln_active_isa()), have_ocl ? ", OpenCL device found" : ", no OpenCL",
         quick ? "short" : "full");

  for (int s = 0; s < 2; s++) {
    bufs b;
    make(&b, sizes[s]);
    size_t n = sizes[s];
    int trials = s == 0 ? (quick ? 7 : 25) : (quick ? 3 : 7);
    long reps = s == 0 ? (quick ? 200 : 1000) : 1;
    for (int k = 0; k < nw; k++) { /* cross-check against lanes */
      int w = wl[k];
      impl[I_LANES][w](&b.a);
      output(&b, w, b.ref);
      for (int i = 1; i < I_MEMCPY; i++)
        if (impl[i][w]) {
          memset(b.a.dst, 0, n);
          impl[i][w](&b.a);
          output(&b, w, b.rx ? (uint8_t *)b.rx : NULL);
          bad[s][w][i] = memcmp(b.rx, b.ref, n) != 0;
        }
    }
    /* trials outermost: each workload's trials spread over the whole run, so a slow spell
     * of the machine does not fall on all trials of one workload */
    for (int t = 0; t < trials; t++)
      for (int k = 0; k < nw; k++)
        for (int i = 0; i < I_COUNT; i++) {
          int w = wl[k];
          if (!impl[i][w]) continue;
          impl[i][w](&b.a); /* warm */
          double t0 = now();
          for (long r = 0; r < reps; r++) impl[i][w](&b.a);
          double g = (double)n * (double)reps / (now() - t0) / 1e9;
          if (g > gbps[s][w][i]) gbps[s][w][i] = g;
        }
    free(b.a.dst);
    free((void *)b.a.src);
    free((void *)b.a.src2);
    free((void *)b.a.masks);
    free(b.a.x);
    free(b.a.y);
    free(b.a.z);
    free(b.a.w);
    free(b.ref);
    free(b.rx);
  }

  /* ---- table ---- */
  printf("\n%-15s %-10s", "workload", "size");
  for (int i = 0; i < I_COUNT; i++) printf(" %8s", iname[i]);
  printf(" | %9s %7s %7s %7s %8s\n", "best-peer", "l/peer", "l/copy", "l/nt", "l/nt-io");
  for (int s = 0; s < 2; s++)
    for (int k = 0; k < nw; k++) {
      int w = wl[k], bi = -1;
      printf("%-15s %-10s", wname[w], sname[s]);
      for (int i = 0; i < I_COUNT; i++) {
        if (!impl[i][w]) printf(" %8s", "-");
        else printf(" %7.1f%s", gbps[s][w][i], bad[s][w][i] ? "!" : " ");
        if (i >= I_SCALAR && i <= I_POCL && impl[i][w] && !bad[s][w][i] &&
            (bi < 0 || gbps[s][w][i] > gbps[s][w][bi]))
          bi = i;
      }
      double l = gbps[s][w][I_LANES], copy = gbps[s][w][I_MEMCPY];
      if (gbps[s][w][I_COPY] > copy) copy = gbps[s][w][I_COPY];
      printf(" | %9s %7.2f %7.2f %7.2f %8.2f\n", bi >= 0 ? iname[bi] : "-",
             bi >= 0 ? l / gbps[s][w][bi] : 0.0, l / copy, l / gbps[s][w][I_NT],
             l * traffic[w] / (2 * gbps[s][w][I_NT]));
    }
  printf("(\"!\": output differs from lanes'; \"-\": not available. l/peer = lanes / best peer;"
         " l/copy = lanes / the faster of memcpy and copy; l/nt-io = lanes' bytes read+written"
         " per second / the nt-copy's.)\n");

  /* ---- L1 ceilings: the store port (the faster copy) and the shuffle port (probed) ---- */
  double rate[PROBE_COUNT];
  const char *isa = ln_isa_name(ln_active_isa());
  int intel = !strcmp(isa, "avx512intel");
  if ((intel || !strcmp(isa, "avx512vbmi2") || !strcmp(isa, "avx512zen4")) && probe_shuffles(rate)) {
    double ghz = probe_ghz();
    printf("\nL1 ceilings (path %s): clock %.2f GHz (dependent adds); shuffles per cycle:", isa, ghz);
    for (int k = 0; k < PROBE_COUNT; k++) printf(" %s %.2f", probe_names[k], rate[k]);
    printf("\n%-15s %9s %10s %8s %8s %8s %8s\n", "workload", "shuf/64B", "shuf-ceil", "copy",
           "copy-io", "lanes", "l/ceil");
    for (int k = 0; k < nw; k++) {
      int w = wl[k];
      double cyc = 0, nsh = 0;
      for (int u = 0; u < 2; u++) {
        shuf_use su = shuf_vbmi2[w][u];
        if (intel && (w == W_DEINT || w == W_INT)) su = u ? (shuf_use){0, 0} : (shuf_use){PROBE_PERMT2PS, 2};
        if (su.n > 0) {
          cyc += su.n / rate[su.kind];
          nsh += su.n;
        }
      }
      double shuf_ceil = 64.0 * ghz / cyc, copy = gbps[0][w][I_MEMCPY], io = gbps[0][w][I_COPYIO];
      if (gbps[0][w][I_COPY] > copy) copy = gbps[0][w][I_COPY];
      double ceil = shuf_ceil < copy ? shuf_ceil : copy;
      if (io > 0 && io < ceil) ceil = io;
      printf("%-15s %9.1f %10.1f %8.1f %8.1f %8.1f %8.2f\n", wname[w], nsh, shuf_ceil, copy, io,
             gbps[0][w][I_LANES], gbps[0][w][I_LANES] / ceil);
    }
    printf("(GB/s of output in L1; shuf-ceil = 64 B x clock / cycles of the row's shuffles at the"
           " measured rates; copy-io = a copy that also reads the row's second stream; l/ceil ="
           " lanes / the lowest of shuf-ceil, copy and copy-io.)\n");
  }

  /* ---- CSV ---- */
  FILE *f = fopen(csv, "w");
  if (f) {
    fprintf(f, "workload,size_bytes,impl,gbps,matches_lanes\n");
    for (int s = 0; s < 2; s++)
      for (int k = 0; k < nw; k++)
        for (int i = 0; i < I_COUNT; i++)
          if (impl[i][wl[k]])
            fprintf(f, "%s,%zu,%s,%.3f,%d\n", wname[wl[k]], sizes[s], iname[i], gbps[s][wl[k]][i],
                    !bad[s][wl[k]][i]);
    fclose(f);
    printf("wrote %s\n", csv);
  } else {
    fprintf(stderr, "lanes_bench: cannot write %s\n", csv);
  }

  /* ---- PNG: one panel per size, a group of bars per workload, one bar per implementation
   * (colours: lanes red, scalar grey, builtin olive, avx2 blue, avx512 cyan, hwy green,
   * pocl purple, memcpy dark grey, copy black, nt-copy orange, copy-io brown); gridlines every
   * 10 GB/s. */
  {
    const unsigned W = 1200, H = 800, ph = H / 2;
    uint8_t *img = malloc((size_t)W * H * 3);
    if (img) {
      memset(img, 255, (size_t)W * H * 3);
      for (int s = 0; s < 2; s++) {
        double mx = 1;
        for (int k = 0; k < nw; k++)
          for (int i = 0; i < I_COUNT; i++)
            if (gbps[s][wl[k]][i] > mx) mx = gbps[s][wl[k]][i];
        unsigned y0 = (unsigned)s * ph, base = y0 + ph - 20, top = y0 + 20;
        for (double g = 0; g <= mx; g += 10) {
          unsigned y = base - (unsigned)((base - top) * g / mx);
          for (unsigned x = 10; x < W - 10; x++) memset(img + 3 * ((size_t)y * W + x), 220, 3);
        }
        unsigned gw = (W - 40) / (unsigned)nw, bw = (gw - 10) / I_COUNT;
        for (int k = 0; k < nw; k++)
          for (int i = 0; i < I_COUNT; i++) {
            unsigned x0 = 20 + (unsigned)k * gw + (unsigned)i * bw;
            unsigned hgt = (unsigned)((base - top) * gbps[s][wl[k]][i] / mx);
            for (unsigned y = base - hgt; y < base; y++)
              for (unsigned x = x0; x + 1 < x0 + bw; x++) memcpy(img + 3 * ((size_t)y * W + x), icolor[i], 3);
          }
        for (unsigned x = 10; x < W - 10; x++) memset(img + 3 * ((size_t)base * W + x), 0, 3);
      }
      if (png_write(png, img, W, H) == 0) printf("wrote %s\n", png);
      free(img);
    }
  }
  mem_bench(quick, longrun, f ? csv : NULL);
  return 0;
}
