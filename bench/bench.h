/* lanes_bench: shared declarations of the workloads and of every peer implementation. */
#ifndef LANES_BENCH_H
#define LANES_BENCH_H
#include <stddef.h>
#include <stdint.h>
#ifdef __cplusplus
extern "C" {
#endif

/* One call's buffers.  n = bytes written (the output of the workload). */
typedef struct bench_args {
  uint8_t *dst;
  const uint8_t *src, *src2;
  const uint8_t *mask;  /* 16 indexes (u8x16 shuffles and shuffle2) */
  const uint8_t *masks; /* per-block masks: one index per element (n / 4 of them for u32x16
                         * blocks, n / 2 for u16x8, n for u8x16) */
  float *x, *y, *z, *w; /* SoA arrays of n / 16 floats */
  size_t n;
} bench_args;

typedef void (*bench_fn)(const bench_args *a);

/* Workloads, in table order. */
enum {
  W_RGBA,       /* RGBA -> BGRA, 4-byte pixels */
  W_BSWAP,      /* 32-bit byte swap */
  W_TRANSPOSE,  /* 4x4 float transposes */
  W_SHUF8,      /* u8 x 16 blocks, one run-time mask */
  W_SHUF2,      /* shuffle2 of two u8 x 16 streams, one run-time mask */
  W_MASKS32,    /* u32 x 16 blocks, each its own mask */
  W_MASKS8,     /* u8 x 16 blocks, each its own mask */
  W_MASKS16,    /* u16 x 8 blocks, each its own mask */
  W_DEINT,      /* float4 AoS -> SoA */
  W_INT,        /* float4 SoA -> AoS */
  W_COUNT
};

/* Each peer fills fns[W_COUNT] (NULL: not implemented by that peer). */
void peer_scalar(bench_fn *fns);
void peer_builtin(bench_fn *fns);
void peer_avx2(bench_fn *fns);
void peer_avx512(bench_fn *fns);
void peer_hwy(bench_fn *fns);
int peer_ocl(bench_fn *fns); /* 0 when no OpenCL device */
/* the limits: copies of n bytes (n a multiple of 128) with 256- or 512-bit registers, and
 * with 256-bit non-temporal stores */
void copy_avx2(void *dst, const void *src, size_t n);
void copy_avx512(void *dst, const void *src, size_t n);
/* A copy that also reads the second stream a workload reads (shuffle2's second source, the
 * masks): n bytes of src XORed with extra (extra_per_256 bytes of it per 256 output bytes:
 * 256, 128 or 64; 0: none) to dst; n a multiple of 256.  The memory ceiling of such a row. */
void copy_io_avx512(void *dst, const void *src, const void *extra, size_t n, unsigned extra_per_256);
void copy_nt_avx2(void *dst, const void *src, size_t n);

/* ---- bulk memory workloads (mem_bench.c): gather, scatter, scatter-add, compress ---- */
typedef struct mem_args {
  uint32_t *table;      /* tlen elements: gather source, scatter / scatter-add target */
  float *ftable;        /* tlen floats (float scatter-add) */
  size_t tlen;
  const uint32_t *idx;  /* n indexes < tlen */
  const uint8_t *mask;  /* n bytes, nonzero = active */
  const uint32_t *val;  /* n values */
  const float *fval;    /* n floats */
  const uint8_t *bval;  /* n bytes (byte compaction) */
  uint32_t *out;        /* n (+ 64 slack) elements: gather and compress output */
  uint8_t *bout;        /* n (+ 64 slack) bytes */
  size_t n;
  /* predicate compaction (MW_PRED_*): pn elements of pf / pi, kept where > pft / pit,
   * written to pout (pn + 64 slack) */
  const float *pf;
  const int32_t *pi;
  float pft;
  int32_t pit;
  size_t pn;
  uint32_t *pout;
} mem_args;

/* Returns the count for the compress workloads, 0 for the others. */
typedef size_t (*mem_fn)(const mem_args *a);

enum {
  MW_GATHER,     /* out[i] = table[idx[i]], uint32 */
  MW_GATHER_CHK, /* the same after checking every idx[i] < tlen */
  MW_SCATTER,    /* table[idx[i]] = val[i] */
  MW_SCATTER_M,  /* the same where mask[i] (50%) */
  MW_SADD_U32,   /* table[idx[i]] += val[i] (histogram, duplicates) */
  MW_SADD_F32,   /* ftable[idx[i]] += fval[i], in index order */
  MW_COMPRESS,   /* out[0..k) = val[i] where mask[i] */
  MW_COMPRESS8,  /* bout[0..k) = bval[i] where mask[i] */
  MW_PRED_F32,   /* pout[0..k) = pf[i] where pf[i] > pft (filter by predicate, no mask array) */
  MW_PRED_I32,   /* pout[0..k) = pi[i] where pi[i] > pit */
  MW_COUNT
};

void peer_scalar_mem(mem_fn *fns);
void peer_avx2_mem(mem_fn *fns);
void peer_avx512_mem(mem_fn *fns);
void peer_hwy_mem(mem_fn *fns);
/* the same predicate workloads through other forms: Highway's CompressStore (hwy_cs, the
 * form its documentation gives for a filter) and lanes' vector layer (the loop ln_vload16,
 * ln_gt, ln_compress_store of examples/compact.c, compiled with -march=native) */
void peer_hwy_cs_mem(mem_fn *fns);
void lanes_vec_mem(mem_fn *fns);
int peer_ocl_mem(mem_fn *fns); /* 0 when no OpenCL device */
/* Runs the bulk-memory table (quick: small tables only) after the permutation table. */
void mem_bench(int quick, int longrun, const char *csv);

/* port_probe.c: the core clock (GHz, by a chain of dependent adds) and the rate of each 512-bit
 * shuffle the avx512 kernels use (instructions per cycle, 12 independent chains);
 * probe_shuffles returns 0 (nothing measured) without AVX-512 VBMI. */
enum { PROBE_PSHUFB, PROBE_PERMB, PROBE_PERMT2B, PROBE_PERMD, PROBE_PERMT2PS, PROBE_UNPCKLPS,
       PROBE_PMOVZXBD, PROBE_PMOVZXBW, PROBE_PERMW, PROBE_ADD, PROBE_COUNT };
extern const char *const probe_names[PROBE_COUNT];
double probe_ghz(void);
int probe_shuffles(double rate[PROBE_COUNT]);

/* png.c: an RGB image written as a PNG with stored (uncompressed) deflate blocks. */
int png_write(const char *path, const uint8_t *rgb, unsigned w, unsigned h);

#ifdef __cplusplus
}
#endif
#endif
