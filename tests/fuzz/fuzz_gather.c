/* libFuzzer target: lanes/gather.h (and the mask bits of lanes/mask.h).  Each input picks an
 * element width (uchar, ushort, float, double, with the char/short/int/long masks), a lane count
 * (2 3 4 8 16; uchar 32 64, ushort 32), an operation (gather, gather_checked, scatter,
 * gather_index[_checked], scatter_index[_checked], load_masked, store_masked, compress, expand,
 * compress_store, expand_load, load_first, store_first), the mask (any values: only the top bit
 * counts), pointers, indexes, an alignment and a count.  Results, statuses and memory are compared
 * with tests/ref/ref_gather.h, and the contiguous operations also through their portable code
 * (ln__*_g) so an ISA build (v3 AVX2, v4 AVX-512) checks both.
 *
 * Memory safety of inactive lanes: the data live in one read-write page between two PROT_NONE
 * pages.  Inactive gather/scatter lanes get NULL, guard-page or wild addresses, inactive index
 * lanes wild indexes; contiguous accesses are placed so that the elements of inactive lanes below
 * the first or above the last active one (or past the count) lie in a guard page, and for 8-byte
 * elements the inactive ones in between are poisoned for ASan.  Touching any of them is a crash. */
/* fuzz-variants: base v3 v4 */
#include <lanes/gather.h>
#include <sanitizer/asan_interface.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "fuzz/fuzz.h"
#include "ref/ref_gather.h"

enum { G_GATHER, G_GATHERC, G_SCATTER, G_GIDX, G_GIDXC, G_SIDX, G_SIDXC, G_LOADM, G_STOREM, G_COMPRESS,
       G_EXPAND, G_CSTORE, G_ELOAD, G_LFIRST, G_SFIRST, G_NOPS };
static const char *op_name[G_NOPS] = {"gather", "gather_checked", "scatter", "gather_index",
                                      "gather_index_checked", "scatter_index", "scatter_index_checked",
                                      "load_masked", "store_masked", "compress", "expand", "compress_store",
                                      "expand_load", "load_first", "store_first"};

typedef struct {
  _Alignas(128) uint8_t v[128], pass[128], mask[128], out[128];
  _Alignas(128) uintptr_t ptrs[64];
  _Alignas(128) int32_t idx[64];
  uint8_t *p, *base;
  long len, k;
  size_t al;
  int status, count;
  uint64_t bits; /* ln_mask_to_bits */
} ctx;

/* IT: the index vector type (int for up to 16 lanes; short32 and char64 beyond, there being no
 * wider type of those lane counts: the driver keeps the indexes in their range) */
#define IDX_int(N) ln_int##N idx; memcpy(&idx, c->idx, sizeof idx);
#define IDX_narrow(IT, N) ln_##IT idx; for (int i_ = 0; i_ < N; i_++) idx[i_] = (__typeof__(idx[0]))c->idx[i_];
#define FN(T, M, N, PN) FNI(T, M, N, PN, IDX_int(N))
#define FNI(T, M, N, PN, IDX)                                                               \
  static void run_##T##N(int op, ctx *c) {                                                  \
    ln_##T##N v, pass, r;                                                                   \
    ln_##M##N m;                                                                            \
    ln_ptr##PN ptrs;                                                                        \
    IDX                                                                                     \
    memcpy(&v, c->v, sizeof v);                                                             \
    memcpy(&pass, c->pass, sizeof pass);                                                    \
    memcpy(&m, c->mask, sizeof m);                                                          \
    memcpy(&ptrs, c->ptrs, sizeof ptrs);                                                    \
    memcpy(&r, c->out, sizeof r);                                                           \
    c->bits = ln_mask_to_bits(m);                                                           \
    ln_##T *p = (ln_##T *)(void *)c->p, *base = (ln_##T *)(void *)c->base;                  \
    switch (op) {                                                                           \
      case G_GATHER: r = ln_gather(ptrs, m, pass, 0); break;                                \
      case G_GATHERC: c->status = ln_gather_checked(&r, ptrs, m, pass, c->al); break;       \
      case G_SCATTER: c->status = ln_scatter(v, ptrs, m, c->al); break;                     \
      case G_GIDX: r = ln_gather_index(base, idx, m, pass); break;                          \
      case G_GIDXC: c->status = ln_gather_index_checked(&r, base, c->len, idx, m, pass); break; \
      case G_SIDX: ln_scatter_index(base, idx, v, m); break;                                \
      case G_SIDXC: c->status = ln_scatter_index_checked(base, c->len, idx, v, m); break;   \
      case G_LOADM: r = ln_load_masked(p, m, pass); break;                                  \
      case G_STOREM: ln_store_masked(v, p, m); break;                                       \
      case G_COMPRESS: r = ln_compress(v, m); break;                                        \
      case G_EXPAND: r = ln_expand(v, m); break;                                            \
      case G_CSTORE: c->count = ln_compress_store(v, p, m); break;                          \
      case G_ELOAD: r = ln_expand_load(p, m, pass); break;                                  \
      case G_LFIRST: r = ln_load_first(ln_##T##N, p, c->k); break;                          \
      case G_SFIRST: ln_store_first(v, p, c->k); break;                                     \
    }                                                                                       \
    memcpy(c->out, &r, sizeof r);                                                           \
  }
#define SIZES(T, M) FN(T, M, 2, 2) FN(T, M, 3, 4) FN(T, M, 4, 4) FN(T, M, 8, 8) FN(T, M, 16, 16)
SIZES(uchar, char)
SIZES(ushort, short)
SIZES(float, int)
SIZES(double, long)
FNI(uchar, char, 32, 32, IDX_narrow(short32, 32)) FNI(uchar, char, 64, 64, IDX_narrow(char64, 64))
FNI(ushort, short, 32, 32, IDX_narrow(short32, 32))
typedef void (*runfn)(int, ctx *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(T) {run_##T##2, run_##T##3, run_##T##4, run_##T##8, run_##T##16, 0, 0}
static const runfn runs[4][7] = {{run_uchar2, run_uchar3, run_uchar4, run_uchar8, run_uchar16, run_uchar32, run_uchar64},
                                 {run_ushort2, run_ushort3, run_ushort4, run_ushort8, run_ushort16, run_ushort32, 0},
                                 ROW(float), ROW(double)};
static const char *tname[4] = {"uchar", "ushort", "float", "double"};
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};

/* the portable code of the contiguous operations, on the same arguments */
static void run_portable(int op, ctx *c, size_t esz, int n) {
  uint64_t act = c->bits;
  switch (op) {
    case G_LOADM: memcpy(c->out, c->pass, sizeof c->out); ln__load_masked_g(c->out, c->p, act, esz, n); break;
    case G_STOREM: ln__store_masked_g(c->v, c->p, act, esz); break;
    case G_COMPRESS: memset(c->out, 0, sizeof c->out); ln__compress_g(c->out, c->v, act, esz); break;
    case G_EXPAND: memset(c->out, 0, sizeof c->out); ln__expand_g(c->out, c->v, act, esz, n); break;
    case G_CSTORE: c->count = ln__compress_store_g(c->v, c->p, act, esz); break;
    case G_ELOAD: memcpy(c->out, c->pass, sizeof c->out); ln__expand_load_g(c->out, c->p, act, esz, n); break;
    case G_LFIRST: memset(c->out, 0, sizeof c->out); ln__load_first_g(c->out, c->p, c->k, esz, n); break;
    case G_SFIRST: ln__store_first_g(c->v, c->p, c->k, esz, n); break;
  }
}

static uint8_t *region; /* guard page, data page, guard page */
static size_t pg;


int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (!region) {
    pg = (size_t)sysconf(_SC_PAGESIZE);
    region = mmap(0, 3 * pg, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (region == MAP_FAILED || mprotect(region + pg, pg, PROT_READ | PROT_WRITE)) abort();
  }
  uint8_t *page = region + pg, *page_end = page + pg;
  static uint8_t before[65536], model3[3 * 65536];
  uint8_t *model = model3 + pg; /* the model's page, with room for pointers into the guards */
  if (pg > sizeof before) abort();

  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in), s2 = fz_u8(&in);
  int ti = s0 & 3, ni = (s0 >> 2) % 7, op = s1 % G_NOPS, high = s2 & 1;
  while (!runs[ti][ni]) ni--; /* the widest lane count the type has */
  int n = lane_counts[ni], nl = n == 3 ? 4 : n;
  size_t esz = (size_t)1 << ti;
  int bits = 8 * (int)esz;
  fz_seed(fz_raw(&in, 8));
  static ctx c;
  memset(&c, 0, sizeof c);
  fz_fill(c.v, &in, bits, ti >= 2 ? 'f' : 'i', n);
  fz_fill(c.pass, &in, bits, ti >= 2 ? 'f' : 'i', n);
  int act[64] = {0}, nact = 0, first = n, last = -1;
  uint8_t mb = fz_u8(&in), mb2 = fz_u8(&in);
  uint64_t mbw = n > 16 ? fz_raw(&in, 8) : 0; /* lanes 16 and up */
  for (int i = 0; i < nl; i++) {
    uint64_t lane = fz_raw(&in, (int)esz) & ~(1ull << (bits - 1));
    int a = i < 8 ? (mb >> i) & 1 : i < 16 ? (mb2 >> (i - 8)) & 1 : (int)((mbw >> i) & 1);
    if (a) lane |= 1ull << (bits - 1);
    fz_put(c.mask, (int)esz, i, lane);
    if (i < n) {
      act[i] = a;
      if (a) { nact++; if (i < first) first = i; last = i; }
    }
  }
  for (size_t i = 0; i < pg; i++) page[i] = (uint8_t)(fz_rnd() >> 32);

  /* addresses and indexes: active ones inside the data page (sometimes misaligned), inactive
   * ones wild */
  uint8_t a8 = fz_u8(&in);
  static const size_t aligns[8] = {0, 1, 2, 4, 8, 16, 3, 24};
  c.al = (a8 & 8) ? (size_t)fz_u8(&in) : aligns[a8 & 7];
  int misalign = (a8 >> 4) & 1;
  c.base = page + 64;
  c.len = (long)((pg - 64) / esz);
  if (n == 32 && c.len > 32000) c.len = 32000; /* short32 indexes, out-of-range ones included */
  if (n == 64) c.len = 120;                     /* char64 indexes */
  int checked_range = op == G_GIDXC || op == G_SIDXC;
  for (int i = 0; i < nl; i++) {
    uint64_t r = fz_rnd();
    if (i < n && act[i]) {
      size_t slot = (size_t)(r % (pg / esz - 1));
      c.ptrs[i] = (uintptr_t)(page + slot * esz + (misalign ? (r >> 40) % esz : 0));
      long ix = (long)((r >> 20) % (uint64_t)c.len);
      if (checked_range && (r >> 60) == 0) ix = (r >> 59) & 1 ? c.len + (long)((r >> 8) & 7) : -1 - (long)((r >> 8) & 15);
      c.idx[i] = (int32_t)ix;
    } else {
      static const uintptr_t wild[4] = {0, 8, (uintptr_t)0xdeadbeefdeadbee8ull, 1};
      c.ptrs[i] = (r & 3) == 0 ? (uintptr_t)(region + (r >> 8) % pg) :
                  (r & 3) == 1 ? (uintptr_t)(page_end + (r >> 8) % pg) : wild[(r >> 4) & 3];
      c.idx[i] = (r & 1) ? (int32_t)(r >> 32) : (r & 2) ? INT32_MIN : INT32_MAX;
    }
  }

  /* contiguous placement: inactive elements outside [first, last] lie in a guard page */
  c.k = (long)(int8_t)fz_u8(&in) % (n + 4);
  long kc = c.k < 0 ? 0 : c.k > n ? n : c.k;
  int contiguous = op >= G_LOADM && op != G_COMPRESS && op != G_EXPAND;
  int npois = 0, pois[64];
  if (contiguous) {
    if (op == G_CSTORE || op == G_ELOAD) c.p = page_end - (size_t)nact * esz;
    else if (op == G_LFIRST || op == G_SFIRST) c.p = page_end - (size_t)kc * esz;
    else if (nact == 0) c.p = high ? page_end : page - (size_t)n * esz;
    else c.p = high ? page_end - (size_t)(last + 1) * esz : page - (size_t)first * esz;
    if (esz == 8 && (op == G_LOADM || op == G_STOREM) && nact)
      for (int i = first + 1; i < last; i++)
        if (!act[i]) pois[npois++] = i;
  }
  memcpy(before, page, pg);

  /* the model */
  uint64_t V[64], P[64], want[64] = {0};
  for (int i = 0; i < n; i++) { V[i] = fz_get(c.v, (int)esz, i); P[i] = fz_get(c.pass, (int)esz, i); }
  memcpy(model, before, pg);
  int want_status = LN_OK, want_count = -1, has_result = 1;
  uintptr_t mptr[64];
  int all_aligned = 1, in_range = 1;
  int al_ok = c.al == 0 || (c.al & (c.al - 1)) == 0;
  for (int i = 0; i < n; i++) {
    if (act[i] && al_ok && c.al && c.ptrs[i] % c.al) all_aligned = 0;
    if (act[i] && (c.idx[i] < 0 || c.idx[i] >= c.len)) in_range = 0;
    mptr[i] = act[i] ? c.ptrs[i] - (uintptr_t)page + (uintptr_t)model : 0;
  }
  uintptr_t iptr[64];
  for (int i = 0; i < n; i++)
    iptr[i] = act[i] ? (uintptr_t)(model + 64 + (ptrdiff_t)c.idx[i] * (ptrdiff_t)esz) : 0;
  uint8_t *mp = c.p ? model + (c.p - page) : 0;
  switch (op) {
    case G_GATHER: ref_gather(want, P, act, c.ptrs, n, esz); break;
    case G_GATHERC:
      if (al_ok && all_aligned) ref_gather(want, P, act, c.ptrs, n, esz);
      else { want_status = LN_EALIGN; memset(want, 0, sizeof want); }
      break;
    case G_SCATTER:
      if (al_ok && all_aligned) ref_scatter(V, act, mptr, n, esz);
      else want_status = LN_EALIGN;
      has_result = 0;
      break;
    case G_GIDX: ref_gather(want, P, act, iptr, n, esz); break;
    case G_GIDXC:
      if (in_range) ref_gather(want, P, act, iptr, n, esz);
      else want_status = LN_EINDEX;
      break;
    case G_SIDX: ref_scatter(V, act, iptr, n, esz); has_result = 0; break;
    case G_SIDXC:
      if (in_range) ref_scatter(V, act, iptr, n, esz);
      else want_status = LN_EINDEX;
      has_result = 0;
      break;
    case G_LOADM:
      for (int i = 0; i < n; i++) want[i] = act[i] ? ref_get(mp + (size_t)i * esz, esz) : P[i];
      break;
    case G_STOREM:
      for (int i = 0; i < n; i++) if (act[i]) ref_put(mp + (size_t)i * esz, esz, V[i]);
      has_result = 0;
      break;
    case G_COMPRESS: ref_compress(want, V, act, n, 0); break;
    case G_EXPAND: ref_expand(want, V, (const uint64_t[64]){0}, act, n); break;
    case G_CSTORE: {
      uint64_t packed[64];
      want_count = ref_compress(packed, V, act, n, 0);
      for (int i = 0; i < want_count; i++) ref_put(mp + (size_t)i * esz, esz, packed[i]);
      has_result = 0;
      break;
    }
    case G_ELOAD: {
      uint64_t src[64];
      for (int i = 0; i < nact; i++) src[i] = ref_get(mp + (size_t)i * esz, esz);
      ref_expand(want, src, P, act, n);
      break;
    }
    case G_LFIRST:
      for (int i = 0; i < n; i++) want[i] = i < kc ? ref_get(mp + (size_t)i * esz, esz) : 0;
      break;
    default: /* G_SFIRST */
      for (int i = 0; i < kc; i++) ref_put(mp + (size_t)i * esz, esz, V[i]);
      has_result = 0;
      break;
  }
  int failed_call = want_status != LN_OK;
  uint8_t out0[128];
  memset(out0, 0x5a, sizeof out0);

  for (int path = 0; path < 2; path++) {
    if (path == 1 && !contiguous && op != G_COMPRESS && op != G_EXPAND) break;
    memcpy(page, before, pg);
    memcpy(c.out, out0, sizeof c.out);
    c.status = LN_OK;
    c.count = -1;
    for (int j = 0; j < npois; j++) ASAN_POISON_MEMORY_REGION(c.p + (size_t)pois[j] * esz, esz);
    runs[ti][ni](op, &c); /* also sets c.bits */
    ASAN_UNPOISON_MEMORY_REGION(page, pg);
    if (path == 1) {
      memcpy(page, before, pg);
      memcpy(c.out, out0, sizeof c.out);
      c.count = -1;
      for (int j = 0; j < npois; j++) ASAN_POISON_MEMORY_REGION(c.p + (size_t)pois[j] * esz, esz);
      run_portable(op, &c, esz, n);
      ASAN_UNPOISON_MEMORY_REGION(page, pg);
    }
    const char *pn = path ? "portable" : "public";
    uint64_t wb = 0;
    for (int i = 0; i < n; i++) wb |= (uint64_t)act[i] << i;
    if (c.bits != wb) FZ_FAIL("ln_mask_to_bits %s%d: got %#llx want %#llx", tname[ti], n,
                              (unsigned long long)c.bits, (unsigned long long)wb);
    if (path == 0 && c.status != want_status)
      FZ_FAIL("%s ln_%s %s%d: status %d want %d (alignment %zu)", pn, op_name[op], tname[ti], n, c.status,
              want_status, c.al);
    if (want_count >= 0 && c.count != want_count)
      FZ_FAIL("%s ln_%s %s%d: count %d want %d", pn, op_name[op], tname[ti], n, c.count, want_count);
    if (has_result) {
      if (failed_call) {
        if (memcmp(c.out, out0, sizeof out0))
          FZ_FAIL("%s ln_%s %s%d: failed call wrote its output", pn, op_name[op], tname[ti], n);
      } else {
        for (int i = 0; i < n; i++)
          if (fz_get(c.out, (int)esz, i) != (want[i] & fz_mask(bits))) {
            fz_dump("mask", c.mask, (int)esz, n);
            fz_dump("v", c.v, (int)esz, n);
            fz_dump("passthru", c.pass, (int)esz, n);
            fz_dump("got", c.out, (int)esz, n);
            FZ_FAIL("%s ln_%s %s%d lane %d: got %#llx want %#llx", pn, op_name[op], tname[ti], n, i,
                    (unsigned long long)fz_get(c.out, (int)esz, i), (unsigned long long)want[i]);
          }
        if (n == 3 && path == 0 && fz_get(c.out, (int)esz, 3) != 0)
          FZ_FAIL("%s ln_%s %s3: padding lane not 0", pn, op_name[op], tname[ti]);
      }
    }
    if (memcmp(page, model, pg)) {
      size_t at = 0;
      while (page[at] == model[at]) at++;
      FZ_FAIL("%s ln_%s %s%d: memory differs from the model at page offset %zu (got %#x want %#x)", pn,
              op_name[op], tname[ti], n, at, page[at], model[at]);
    }
  }
  return 0;
}
