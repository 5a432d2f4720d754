/* lanes_bench, bulk-memory part: ln_array_gather / _checked / scatter / scatter_masked /
 * scatter_add / compress against a scalar loop (-O3 -march=native), hand-written AVX2 and
 * AVX-512 intrinsics (vpgatherdd, vpscatterdd, vpconflictd, vpcompressd), Highway
 * (GatherIndex, ScatterIndex, CompressStore) and OpenCL (PoCL) kernels, on the same data.
 * n = 65536 uint32 indexes / values per call (L2-resident); the table is 4 KiB, 1 MiB or
 * 256 MiB (random indexes over it).  Filter by predicate (pred_f32, pred_i32: keep x > t, no
 * mask array; 50% or 5% of random values kept) over 16 KiB (L1) or 64 MiB (DRAM) of input:
 * lanes' array layer (ln_array_compress_cmp), its vector layer (column lanes-v: the
 * ln_vload16 / ln_gt / ln_compress_store loop of examples/compact.c), and the peers;
 * "v/peer" is the vector loop's ratio.  GB/s = n * element size / second, best of several
 * trials interleaved across implementations.  Every peer's result is compared with lanes'
 * ("!" when it differs: OpenCL scatters with duplicate indexes race, float histograms by
 * conflict detection reassociate). */
#define _POSIX_C_SOURCE 200809L
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"

static const char *mwname[MW_COUNT] = {"gather_u32",     "gather_chk_u32",  "scatter_u32",
                                       "scatter_m50_u32", "scatter_add_u32", "scatter_add_f32",
                                       "compress_u32",   "compress_u8",     "pred_f32",
                                       "pred_i32"};

/* ---- lanes ---- */
static size_t l_gather(const mem_args *a) {
  ln_array_gather(a->out, a->table, a->idx, a->n, 4);
  return 0;
}
static size_t l_gather_chk(const mem_args *a) {
  return ln_array_gather_checked(a->out, a->table, a->tlen, a->idx, NULL, a->n, 4) != LN_OK;
}
static size_t l_scatter(const mem_args *a) {
  ln_array_scatter(a->table, a->val, a->idx, a->n, 4);
  return 0;
}
static size_t l_scatter_m(const mem_args *a) {
  ln_array_scatter_masked(a->table, a->val, a->idx, a->mask, a->n, 4);
  return 0;
}
static size_t l_sadd(const mem_args *a) {
  ln_array_scatter_add(a->table, a->val, a->idx, a->n, LN_ELEM_INT32);
  return 0;
}
static size_t l_saddf(const mem_args *a) {
  ln_array_scatter_add(a->ftable, a->fval, a->idx, a->n, LN_ELEM_FLOAT);
  return 0;
}
static size_t l_compress(const mem_args *a) { return ln_array_compress(a->out, a->val, a->mask, a->n, 4); }
static size_t l_compress8(const mem_args *a) { return ln_array_compress(a->bout, a->bval, a->mask, a->n, 1); }
static size_t l_pred_f32(const mem_args *a) {
  return ln_array_compress_cmp(a->pout, a->pf, a->pn, LN_ELEM_FLOAT, LN_CMP_GT, &a->pft);
}
static size_t l_pred_i32(const mem_args *a) {
  return ln_array_compress_cmp(a->pout, a->pi, a->pn, LN_ELEM_INT32, LN_CMP_GT, &a->pit);
}

/* J_LVEC: lanes' vector layer (predicate rows only), not a peer */
enum { J_LANES, J_LVEC, J_SCALAR, J_AVX2, J_AVX512, J_HWY, J_HWYCS, J_POCL, J_COUNT };
static const char *jname[J_COUNT] = {"lanes", "lanes-v", "scalar", "avx2", "avx512", "hwy", "hwy-cs", "pocl"};
static mem_fn mimpl[J_COUNT][MW_COUNT];

static double mnow(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng = rng * 6364136223846793005ull + 1442695040888963407ull;
  return rng >> 17;
}
static void *xalloc(size_t n) {
  void *p = aligned_alloc(64, (n + 63) / 64 * 64);
  if (!p) {
    fprintf(stderr, "lanes_bench: out of memory\n");
    exit(1);
  }
  return p;
}

typedef struct { int w; size_t tbytes; int density; int in_short; } mrow;
static const mrow rows[] = {
    {MW_GATHER, 4 << 10, 0, 1},      {MW_GATHER, 1 << 20, 0, 0},       {MW_GATHER, 256u << 20, 0, 0},
    {MW_GATHER_CHK, 4 << 10, 0, 1},  {MW_GATHER_CHK, 1 << 20, 0, 0},   {MW_SCATTER, 4 << 10, 0, 1},
    {MW_SCATTER, 1 << 20, 0, 0},     {MW_SCATTER, 256u << 20, 0, 0},   {MW_SCATTER_M, 4 << 10, 50, 1},
    {MW_SCATTER_M, 1 << 20, 50, 0},  {MW_SCATTER_M, 256u << 20, 50, 0}, {MW_SADD_U32, 1 << 10, 0, 1},
    {MW_SADD_U32, 1 << 20, 0, 0},    {MW_SADD_F32, 1 << 10, 0, 1},     {MW_COMPRESS, 0, 50, 1},
    {MW_COMPRESS, 0, 5, 1},          {MW_COMPRESS8, 0, 50, 1},         {MW_COMPRESS8, 0, 5, 0},
    {MW_PRED_F32, 16 << 10, 50, 1},  {MW_PRED_F32, 16 << 10, 5, 1},    {MW_PRED_F32, 64u << 20, 50, 0},
    {MW_PRED_F32, 64u << 20, 5, 0},  {MW_PRED_I32, 16 << 10, 50, 1},   {MW_PRED_I32, 16 << 10, 5, 1},
    {MW_PRED_I32, 64u << 20, 50, 0}, {MW_PRED_I32, 64u << 20, 5, 0},
};
#define PRED_MAX ((size_t)64 << 20) /* bytes of the largest predicate input */
static int is_pred(int w) { return w == MW_PRED_F32 || w == MW_PRED_I32; }
#define NROWS (sizeof rows / sizeof rows[0])

/* one table per distinct size, kept for the whole run (OpenCL wraps host pointers) */
static struct { size_t bytes; uint32_t *t; } tables[4];
static uint32_t *table_of(size_t bytes) {
  for (int i = 0; i < 4; i++)
    if (tables[i].bytes == bytes) return tables[i].t;
  for (int i = 0; i < 4; i++)
    if (!tables[i].bytes) {
      tables[i].bytes = bytes;
      tables[i].t = xalloc(bytes);
      for (size_t k = 0; k < bytes / 4; k++) tables[i].t[k] = (uint32_t)rnd();
      return tables[i].t;
    }
  return NULL;
}

void mem_bench(int quick, int longrun, const char *csv) {
  memcpy(mimpl[J_LANES], (mem_fn[MW_COUNT]){l_gather, l_gather_chk, l_scatter, l_scatter_m, l_sadd, l_saddf,
                                            l_compress, l_compress8, l_pred_f32, l_pred_i32},
         sizeof mimpl[J_LANES]);
  lanes_vec_mem(mimpl[J_LVEC]);
  peer_scalar_mem(mimpl[J_SCALAR]);
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx2")) peer_avx2_mem(mimpl[J_AVX2]);
  if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
      __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512cd"))
    peer_avx512_mem(mimpl[J_AVX512]);
#endif
#ifdef BENCH_HAVE_HWY
  peer_hwy_mem(mimpl[J_HWY]);
  peer_hwy_cs_mem(mimpl[J_HWYCS]);
#endif
#ifdef BENCH_HAVE_OCL
  peer_ocl_mem(mimpl[J_POCL]);
#endif
  const size_t n = 65536;
  mem_args a;
  memset(&a, 0, sizeof a);
  uint32_t *idx = xalloc(4 * n), *val = xalloc(4 * n), *save = xalloc(4 * n), *ref = xalloc(4 * (n + 64));
  float *fval = xalloc(4 * n);
  uint8_t *mask = xalloc(n), *bval = xalloc(n);
  a.out = xalloc(4 * (n + 64));
  a.bout = xalloc(n + 64);
  float *pf = xalloc(PRED_MAX);
  int32_t *pi = xalloc(PRED_MAX);
  a.pout = xalloc(PRED_MAX + 256);
  uint32_t *pref = xalloc(PRED_MAX + 256);
  for (size_t i = 0; i < PRED_MAX / 4; i++) {
    pf[i] = (float)(rnd() % 1000000) / 1e6f; /* [0, 1) */
    pi[i] = (int32_t)(uint32_t)rnd();
  }
  a.pf = pf;
  a.pi = pi;
  for (size_t i = 0; i < n; i++) {
    val[i] = (uint32_t)rnd();
    fval[i] = (float)(rnd() % 1000) / 1024.0f;
    bval[i] = (uint8_t)rnd();
  }
  a.idx = idx;
  a.val = val;
  a.fval = fval;
  a.bval = bval;
  a.mask = mask;
  a.n = n;
  int trials = quick ? 5 : longrun ? 41 : 15;
  static double g[NROWS][J_COUNT];
  static int bad[NROWS][J_COUNT];
  printf("\nbulk memory: n = %zu elements per call, GB/s of elements, best of %d trials\n", n, trials);
  for (unsigned r = 0; r < NROWS; r++) {
    const mrow *R = &rows[r];
    if (quick && !R->in_short) continue;
    int w = R->w;
    int pred = is_pred(w);
    a.tlen = R->tbytes && !pred ? R->tbytes / 4 : n;
    a.table = R->tbytes && !pred ? table_of(R->tbytes) : NULL;
    if (pred) { /* x > t keeps density % of the uniform values */
      a.pn = R->tbytes / 4;
      a.pft = 1.0f - (float)R->density / 100.0f;
      a.pit = (int32_t)(2147483647.0 - 4294967296.0 * R->density / 100.0);
    }
    a.ftable = (float *)(void *)a.table;
    if (w == MW_SADD_F32)
      for (size_t k = 0; k < a.tlen; k++) a.ftable[k] = (float)(rnd() % 100);
    for (size_t i = 0; i < n; i++) {
      idx[i] = (uint32_t)(rnd() % a.tlen);
      mask[i] = R->density && rnd() % 100 < (unsigned)R->density ? (uint8_t)(1 + rnd() % 255) : 0;
    }
    int scat = w == MW_SCATTER || w == MW_SCATTER_M || w == MW_SADD_U32 || w == MW_SADD_F32;
    /* cross-check: result at the touched positions (scatters) or the output */
    if (scat)
      for (size_t i = 0; i < n; i++) save[i] = a.table[idx[i]];
    size_t rc = 0;
    for (int j = 0; j < J_COUNT; j++) {
      if (!mimpl[j][w]) continue;
      if (scat)
        for (size_t i = n; i-- > 0;) a.table[idx[i]] = save[i];
      if (pred) memset(a.pout, 0, 4 * a.pn);
      else memset(a.out, 0, 4 * n);
      size_t c = mimpl[j][w](&a);
      const uint32_t *res = a.out;
      size_t cmpn = 4 * n;
      if (pred) {
        res = a.pout;
        cmpn = 4 * c;
      } else if (scat) {
        for (size_t i = 0; i < n; i++) a.out[i] = a.table[idx[i]];
      } else if (w == MW_COMPRESS8) {
        res = (const uint32_t *)(const void *)a.bout;
        cmpn = c;
      } else if (w == MW_COMPRESS) {
        cmpn = 4 * c;
      }
      if (j == J_LANES) {
        memcpy(pred ? pref : ref, res, cmpn);
        rc = c;
      } else {
        bad[r][j] = c != rc || memcmp(pred ? pref : ref, res, cmpn) != 0;
      }
    }
    /* timing: reps so that one timing takes about 2 ms */
    double t0 = mnow();
    mimpl[J_LANES][w](&a);
    double one = mnow() - t0;
    long reps = one > 0 ? (long)(2e-3 / one) : 1;
    if (reps < 1) reps = 1;
    size_t es = w == MW_COMPRESS8 ? 1 : 4;
    for (int t = 0; t < trials; t++)
      for (int jj = 0; jj < J_COUNT; jj++) {
        int j = (jj + t) % J_COUNT; /* each trial starts with the next implementation */
        if (!mimpl[j][w]) continue;
        mimpl[j][w](&a); /* warm */
        double s = mnow();
        for (long k = 0; k < reps; k++) mimpl[j][w](&a);
        double gb = (double)((pred ? a.pn : n) * es) * (double)reps / (mnow() - s) / 1e9;
        if (gb > g[r][j]) g[r][j] = gb;
      }
  }
  printf("%-16s %-9s", "workload", "table");
  for (int j = 0; j < J_COUNT; j++) printf(" %7s", jname[j]);
  printf(" | %9s %7s %7s\n", "best-peer", "l/peer", "v/peer");
  for (unsigned r = 0; r < NROWS; r++) {
    const mrow *R = &rows[r];
    if (quick && !R->in_short) continue;
    char tb[32];
    if (is_pred(R->w)) snprintf(tb, sizeof tb, "%zu%s %d%%", R->tbytes >= (1u << 20) ? R->tbytes >> 20 : R->tbytes >> 10,
                                R->tbytes >= (1u << 20) ? "M" : "K", R->density);
    else if (R->tbytes >= (1u << 20)) snprintf(tb, sizeof tb, "%zuMiB", R->tbytes >> 20);
    else if (R->tbytes) snprintf(tb, sizeof tb, "%zuKiB", R->tbytes >> 10);
    else snprintf(tb, sizeof tb, "%d%% kept", R->density);
    printf("%-16s %-9s", mwname[R->w], tb);
    int bi = -1;
    for (int j = 0; j < J_COUNT; j++) {
      if (!mimpl[j][R->w]) printf(" %7s", "-");
      else printf(" %6.2f%s", g[r][j], bad[r][j] ? "!" : " ");
      if (j > J_LVEC && mimpl[j][R->w] && !bad[r][j] && (bi < 0 || g[r][j] > g[r][bi])) bi = j;
    }
    printf(" | %9s %7.2f", bi >= 0 ? jname[bi] : "-", bi >= 0 ? g[r][J_LANES] / g[r][bi] : 0.0);
    if (mimpl[J_LVEC][R->w] && bi >= 0) printf(" %7.2f", g[r][J_LVEC] / g[r][bi]);
    printf("\n");
  }
  printf("(\"!\": result differs from lanes' (not counted as best peer); \"-\": not available.)\n");
  FILE *f = csv ? fopen(csv, "a") : NULL;
  if (f) {
    for (unsigned r = 0; r < NROWS; r++) {
      const mrow *R = &rows[r];
      if (quick && !R->in_short) continue;
      for (int j = 0; j < J_COUNT; j++)
        if (mimpl[j][R->w])
          fprintf(f, "%s_%d,%zu,%s,%.3f,%d\n", mwname[R->w], R->density, R->tbytes, jname[j], g[r][j],
                  !bad[r][j]);
    }
    fclose(f);
  }
  for (int i = 0; i < 4; i++) free(tables[i].t);
  free(idx);
  free(val);
  free(save);
  free(ref);
  free(fval);
  free(mask);
  free(bval);
  free(a.out);
  free(a.bout);
  free(pf);
  free(pi);
  free(a.pout);
  free(pref);
}
