/* Array layer: argument checks and the call of the active path's kernels.
 * With run-time dispatch (the default) this file is compiled for the baseline target and
 * looks the path up at each call.  A direct build (CMake LANES_RUNTIME_DISPATCH=OFF) defines
 * LN_DIRECT_ISA (a row name of lanes/impl/isa_list.h) and LN_DIRECT_SOURCE (its kernel
 * file), compiled into this file: the calls go straight to that path's kernels. */
#include "lanes/array.h"

#include <stdatomic.h>
#include <string.h>

#ifdef LN_DIRECT_ISA
#include LN_DIRECT_SOURCE
#else
#if defined(__AVX__) || defined(__AVX2__) || defined(__AVX512F__)
#error "src/array_dispatch.c must be compiled for the baseline target (no -mavx*)"
#endif
#include "arch/kernel_table.h"
#include "cpu_state.h"
#endif

#ifdef LN_DIRECT_ISA
/* ---- direct build: the one path's table, known here, so calls resolve at compile time ---- */
#define LN__KERN_OF2(name) ln__array_kern_##name
#define LN__KERN_OF(name) LN__KERN_OF2(name)
static inline const ln__array_kern *kernels(void) { return &LN__KERN_OF(LN_DIRECT_ISA); }
static inline const ln__array_kern *kernels_now(void) { return kernels(); }
#else
/* ---- dispatch table ---- */
/* kern[isa]: the kernels of each path, filled once: every entry the scalar kernels, then
 * the entry of each path compiled in (LN_WITH_<ENUM>) and supported by the CPU.  A call uses
 * the entry of ln_active_isa() (kernels_first below), so ln_set_isa() and LANES_ISA take effect
 * at the next call. */
static _Atomic(const ln__array_kern *) kern[LN_ISA_COUNT];

/* LN__IF_<0|1>(code): code only for a path CMake built (no reference to another's table) */
#define LN__IF_0(...)
#define LN__IF_1(...) __VA_ARGS__
#define LN__IF2(with, ...) LN__IF_##with(__VA_ARGS__)
#define LN__IF(with, ...) LN__IF2(with, __VA_ARGS__)

static void fill(void) {
  const ln__array_kern *t[LN_ISA_COUNT];
  uint32_t ok = ln_supported_isas();
  for (unsigned i = 0; i < LN_ISA_COUNT; i++) t[i] = &ln__array_kern_scalar;
#define LN__FILL(E, name, value, ...) \
  LN__IF(LN_WITH_##E, if (ok >> (value) & 1) t[value] = &ln__array_kern_##name;)
  LN_ISA_LIST(LN__FILL)
#undef LN__FILL
  (void)ok;
  /* Slot 0 last: it is the "filled" flag. */
  for (unsigned i = LN_ISA_COUNT; i-- > 0;) atomic_store_explicit(&kern[i], t[i], memory_order_release);
}

/* The kernels of the active path: ln__array_kern_active (cpu_state.h), NULL until the first
 * call looks them up and again after each ln_set_isa().  The lookup publishes its entry only
 * while the path it read is still the active one: an ln_set_isa() between the two (it stores the
 * path, then clears the pointer) sends the lookup round again.  Out of the callers' way. */
__attribute__((noinline, cold)) static const ln__array_kern *kernels_first(void) {
  for (;;) {
    int a = (int)ln__isa_now();
    unsigned isa = (unsigned)a < LN_ISA_COUNT ? (unsigned)a : 0;
    if (!atomic_load_explicit(&kern[0], memory_order_acquire)) fill();
    const ln__array_kern *t = atomic_load_explicit(&kern[isa], memory_order_relaxed);
    const void *none = NULL;
    atomic_compare_exchange_strong(&ln__array_kern_active, &none, (const void *)t);
    if (atomic_load(&ln__isa_active) == a) return t;
    atomic_store(&ln__array_kern_active, NULL);
  }
}
/* One relaxed load: the tables are constants. */
static inline const ln__array_kern *kernels_now(void) {
  return (const ln__array_kern *)atomic_load_explicit(&ln__array_kern_active, memory_order_relaxed);
}
static inline const ln__array_kern *kernels(void) {
  const ln__array_kern *k = kernels_now();
  return __builtin_expect(k != NULL, 1) ? k : kernels_first();
}
#endif

/* ---- argument checks ---- */
/* [p, p + n) and [q, q + m) share a byte.  Empty ranges overlap nothing. */
static int overlap(const void *p, size_t n, const void *q, size_t m) {
  uintptr_t a = (uintptr_t)p, b = (uintptr_t)q;
  return n && m && a < b + m && b < a + n;
}
/* dst may be src exactly; any other sharing is an error. */
static int bad_alias(const void *dst, const void *src, size_t n) {
  return dst != src && overlap(dst, n, src, n);
}

/* B = lanes * elem_size for a valid shape, else 0; *es_log2 gets log2(elem_size). */
static unsigned shape(size_t elem_size, size_t lanes, unsigned *es_log2) {
  unsigned l2;
  switch (elem_size) {
    case 1: l2 = 0; break;
    case 2: l2 = 1; break;
    case 4: l2 = 2; break;
    case 8: l2 = 3; break;
    default: return 0;
  }
  if (lanes < 2 || lanes > 64 || (lanes & (lanes - 1)) || (lanes << l2) > 64) return 0;
  *es_log2 = l2;
  return (unsigned)(lanes << l2);
}

/* nblocks * B bytes, or LN_EINVAL when that does not fit. */
static ln_status total(size_t nblocks, unsigned B, size_t *bytes) {
  if (nblocks > SIZE_MAX / B) return LN_EINVAL;
  *bytes = nblocks * B;
  return LN_OK;
}

/* Each function tests the common case first: every argument valid and nothing to report,
 * each condition a compare and a branch marked rarely taken (cheaper on x86 than combining
 * them without branches: a compare and a branch issue as one operation); its last act is the
 * kernel's call (a jump).  Anything else (an error, or nothing to do) goes to its _slow
 * form, which runs the checks one by one in the documented order. */
#define LN__RARE(c) __builtin_expect(!!(c), 0)
/* The fast tests of overlap() and bad_alias() (n, m >= 1, n + m without overflow: the fast
 * paths bound the sizes tighter than the exact checks, the larger calls go the slow way): true
 * whenever those are, by the distance of the two starts modulo the address space (b - a < n or
 * a - b < m, as one unsigned compare), sometimes also when they are not (a range that would
 * wrap around the address space; then the _slow form decides). */
/* The checked forms' fast paths: a table (out) of 1 to LN__LEN_FAST elements, so that every
 * uint32 index is checked by the path's pass and len << 3 cannot overflow (32-bit targets). */
#define LN__LEN_FAST ((SIZE_MAX >> 3) < UINT32_MAX ? (SIZE_MAX >> 3) : (size_t)UINT32_MAX)
static inline int overlap_bits(uintptr_t a, size_t n, uintptr_t b, size_t m) {
  return b - a + (m - 1) < n + (m - 1);
}
/* equal lengths n >= 1, d != s: s - d or d - s in [1, n), as two compares that fall through */
static inline int bad_alias_bits(uintptr_t d, uintptr_t s, size_t n) {
  return s - d - 1 < n - 1 || d - s - 1 < n - 1;
}

/* nblocks of at most 64 bytes each outside 1 .. 2^(bits of size_t - 8): the fast paths' bound,
 * one shift (n = nblocks * B then stays below a quarter of the address space) */
static inline int nblocks_bad(size_t nblocks) {
  return ((nblocks - 1) >> (sizeof(size_t) * 8 - 8)) != 0;
}

/* ---- ln_array_shuffle ---- */
__attribute__((noinline, cold)) static ln_status shuffle_slow(void *dst, const void *src, size_t nblocks,
                                                              size_t elem_size, size_t lanes,
                                                              const uint8_t *mask) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !src || !mask) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n) || overlap(dst, n, mask, lanes)) return LN_EINVAL;
  return (ln_status)kernels()->shuffle(dst, src, n, l2, (unsigned)lanes, mask);
}
/* The shape in a few operations: shape_bad is true when invalid (the slow form says which
 * error): elem_size not 1, 2, 4 or 8, or lanes not a power of two from 2 to 64 / elem_size.
 * Bit lanes - 1 of shape_ok[elem_size - 1] is set for each valid pair; es_l2 is log2 of a valid
 * elem_size. */
static const uint64_t shape_ok[8] = {
    0x800000008000808aull, 0x8000808aull, 0, 0x808aull, 0, 0, 0, 0x8aull};
static inline int shape_bad(size_t elem_size, size_t lanes) {
  return elem_size - 1 >= 8 || lanes - 1 >= 64 || !(shape_ok[elem_size - 1] >> (lanes - 1) & 1);
}
static inline unsigned es_l2(size_t elem_size) {
  return (unsigned)__builtin_ctzll((unsigned long long)elem_size | 8);
}
ln_status ln_array_shuffle(void *dst, const void *src, size_t nblocks, size_t elem_size,
                           size_t lanes, const uint8_t *mask) {
  size_t n = nblocks * lanes * elem_size; /* exact when the fast test passes */
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const ln__array_kern *k;
  if (LN__RARE(shape_bad(elem_size, lanes) || nblocks_bad(nblocks) || !d || !s || !mask || bad_alias_bits(d, s, n) ||
               overlap_bits(d, n, (uintptr_t)mask, lanes) || (k = kernels_now()) == NULL))
    return shuffle_slow(dst, src, nblocks, elem_size, lanes, mask);
  return (ln_status)k->shuffle(dst, src, n, es_l2(elem_size), (unsigned)lanes, mask);
}

/* ---- ln_array_shuffle_masks ---- */
__attribute__((noinline, cold)) static ln_status shuffle_masks_slow(void *dst, const void *src, size_t nblocks,
                                                                    size_t elem_size, size_t lanes,
                                                                    const uint8_t *masks) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !src || !masks) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n) || overlap(dst, n, masks, n >> l2)) return LN_EINVAL;
  return (ln_status)kernels()->shuffle_masks(dst, src, n, l2, (unsigned)lanes, masks);
}
ln_status ln_array_shuffle_masks(void *dst, const void *src, size_t nblocks, size_t elem_size,
                                 size_t lanes, const uint8_t *masks) {
  size_t n = nblocks * lanes * elem_size;
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const ln__array_kern *k;
  if (LN__RARE(shape_bad(elem_size, lanes) || nblocks_bad(nblocks) || !d || !s || !masks || bad_alias_bits(d, s, n) ||
               overlap_bits(d, n, (uintptr_t)masks, nblocks * lanes) ||
               (k = kernels_now()) == NULL))
    return shuffle_masks_slow(dst, src, nblocks, elem_size, lanes, masks);
  return (ln_status)k->shuffle_masks(dst, src, n, es_l2(elem_size), (unsigned)lanes, masks);
}

/* ---- ln_array_shuffle2 ---- */
__attribute__((noinline, cold)) static ln_status shuffle2_slow(void *dst, const void *a, const void *b,
                                                               size_t nblocks, size_t elem_size,
                                                               size_t lanes, const uint8_t *mask) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !a || !b || !mask) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, a, n) || bad_alias(dst, b, n) || overlap(dst, n, mask, lanes))
    return LN_EINVAL;
  return (ln_status)kernels()->shuffle2(dst, a, b, n, LN__SHAPE2(l2, lanes), mask);
}
ln_status ln_array_shuffle2(void *dst, const void *a, const void *b, size_t nblocks,
                            size_t elem_size, size_t lanes, const uint8_t *mask) {
  size_t n = nblocks * lanes * elem_size;
  uintptr_t d = (uintptr_t)dst, pa = (uintptr_t)a, pb = (uintptr_t)b;
  const ln__array_kern *k;
  if (LN__RARE(shape_bad(elem_size, lanes) || nblocks_bad(nblocks) || !d || !pa || !pb || !mask ||
               bad_alias_bits(d, pa, n) || bad_alias_bits(d, pb, n) ||
               overlap_bits(d, n, (uintptr_t)mask, lanes) ||
               (k = kernels_now()) == NULL))
    return shuffle2_slow(dst, a, b, nblocks, elem_size, lanes, mask);
  return (ln_status)k->shuffle2(dst, a, b, n, LN__SHAPE2(es_l2(elem_size), lanes), mask);
}

/* ---- fixed permutations (rgba_to_bgra, bswap32, transpose4x4f) ---- */
__attribute__((noinline, cold)) static ln_status fixed_slow(void *dst, const void *src, size_t nblocks,
                                                            unsigned B, const uint8_t *idx) {
  size_t n;
  if (!nblocks) return LN_OK;
  if (!dst || !src) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n)) return LN_EINVAL;
  return (ln_status)kernels()->shuffle_fixed(dst, src, n, B, idx);
}
static inline ln_status fixed_permutation(void *dst, const void *src, size_t nblocks, unsigned B,
                                          const uint8_t *idx) {
  size_t n = nblocks * B;
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const ln__array_kern *k;
  if (LN__RARE((nblocks - 1 >= SIZE_MAX / 2 / B) || !d || !s || bad_alias_bits(d, s, n) ||
               (k = kernels_now()) == NULL))
    return fixed_slow(dst, src, nblocks, B, idx);
  return (ln_status)k->shuffle_fixed(dst, src, n, B, idx);
}

/* ---- ln_array_rgba_to_bgra ---- */
ln_status ln_array_rgba_to_bgra(void *dst, const void *src, size_t npixels) {
  static const uint8_t idx[64] = {
      2,  1,  0,  3,  6,  5,  4,  7,  10, 9,  8,  11, 14, 13, 12, 15, 18, 17, 16, 19, 22, 21,
      20, 23, 26, 25, 24, 27, 30, 29, 28, 31, 34, 33, 32, 35, 38, 37, 36, 39, 42, 41, 40, 43,
      46, 45, 44, 47, 50, 49, 48, 51, 54, 53, 52, 55, 58, 57, 56, 59, 62, 61, 60, 63};
  return fixed_permutation(dst, src, npixels, 4, idx);
}

/* ---- ln_array_bswap32 ---- */
ln_status ln_array_bswap32(uint32_t *dst, const uint32_t *src, size_t n) {
  static const uint8_t idx[64] = {
      3,  2,  1,  0,  7,  6,  5,  4,  11, 10, 9,  8,  15, 14, 13, 12, 19, 18, 17, 16, 23, 22,
      21, 20, 27, 26, 25, 24, 31, 30, 29, 28, 35, 34, 33, 32, 39, 38, 37, 36, 43, 42, 41, 40,
      47, 46, 45, 44, 51, 50, 49, 48, 55, 54, 53, 52, 59, 58, 57, 56, 63, 62, 61, 60};
  return fixed_permutation(dst, src, n, 4, idx);
}

/* ---- ln_array_transpose4x4f ---- */
ln_status ln_array_transpose4x4f(float *dst, const float *src, size_t nmat) {
  static const uint8_t idx[64] = {
      0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51, 4,  5,  6,  7,  20, 21,
      22, 23, 36, 37, 38, 39, 52, 53, 54, 55, 8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43,
      56, 57, 58, 59, 12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
  return fixed_permutation(dst, src, nmat, 64, idx);
}

/* ---- ln_array_deinterleave4f ---- */
__attribute__((noinline, cold)) static ln_status deinterleave4f_slow(float *x, float *y, float *z, float *w,
                                                                     const float *src, size_t n) {
  if (!n) return LN_OK;
  if (!x || !y || !z || !w || !src) return LN_ENULL;
  if (n > SIZE_MAX / 16) return LN_EINVAL;
  size_t c = n * 4;
  const void *p[4] = {x, y, z, w};
  for (unsigned i = 0; i < 4; i++) {
    if (overlap(p[i], c, src, 4 * c)) return LN_EINVAL;
    for (unsigned k = i + 1; k < 4; k++)
      if (overlap(p[i], c, p[k], c)) return LN_EINVAL;
  }
  return (ln_status)kernels()->deinterleave4f(x, y, z, w, src, n);
}
ln_status ln_array_deinterleave4f(float *x, float *y, float *z, float *w, const float *src,
                                  size_t n) {
  size_t c = n * 4;
  uintptr_t px = (uintptr_t)x, py = (uintptr_t)y, pz = (uintptr_t)z, pw = (uintptr_t)w,
            ps = (uintptr_t)src;
  /* overlap_bits() of the ten pairs with its sums computed once (no addition per test): an
   * output at p and src share a byte when se - p < k4, outputs at p and q when qe - p < k1 */
  uintptr_t ye = py + (c - 1), ze = pz + (c - 1), we = pw + (c - 1), se = ps + (4 * c - 1);
  size_t k1 = 2 * c - 1, k4 = 5 * c - 1;
  const ln__array_kern *k;
  if (LN__RARE(se - px < k4 || se - py < k4 || se - pz < k4 || se - pw < k4 ||
               ye - px < k1 || ze - px < k1 || we - px < k1 || ze - py < k1 || we - py < k1 || we - pz < k1 ||
               (n - 1 >= SIZE_MAX / 32) || !px || !py || !pz || !pw || !ps ||
               (k = kernels_now()) == NULL))
    return deinterleave4f_slow(x, y, z, w, src, n);
  return (ln_status)k->deinterleave4f(x, y, z, w, src, n);
}

/* ---- ln_array_interleave4f ---- */
__attribute__((noinline, cold)) static ln_status interleave4f_slow(float *dst, const float *x, const float *y,
                                                                   const float *z, const float *w, size_t n) {
  if (!n) return LN_OK;
  if (!dst || !x || !y || !z || !w) return LN_ENULL;
  if (n > SIZE_MAX / 16) return LN_EINVAL;
  size_t c = n * 4;
  if (overlap(dst, 4 * c, x, c) || overlap(dst, 4 * c, y, c) || overlap(dst, 4 * c, z, c) ||
      overlap(dst, 4 * c, w, c))
    return LN_EINVAL;
  return (ln_status)kernels()->interleave4f(dst, x, y, z, w, n);
}
ln_status ln_array_interleave4f(float *dst, const float *x, const float *y, const float *z,
                                const float *w, size_t n) {
  size_t c = n * 4;
  uintptr_t pd = (uintptr_t)dst, px = (uintptr_t)x, py = (uintptr_t)y, pz = (uintptr_t)z,
            pw = (uintptr_t)w;
  /* overlap_bits(pd, 4c, p, c) of the four inputs with its sums computed once */
  uintptr_t ds = pd - (c - 1);
  size_t k4 = 5 * c - 1;
  const ln__array_kern *k;
  if (LN__RARE(px - ds < k4 || py - ds < k4 || pz - ds < k4 || pw - ds < k4 ||
               (n - 1 >= SIZE_MAX / 32) || !pd || !px || !py || !pz || !pw ||
               (k = kernels_now()) == NULL))
    return interleave4f_slow(dst, x, y, z, w, n);
  return (ln_status)k->interleave4f(dst, x, y, z, w, n);
}

/* ---- bulk memory: ln_array_gather / scatter / scatter_add / compress ---- */
/* log2 of elem_size 1, 2, 4 or 8, else -1. */
static int es_log2(size_t elem_size) {
  switch (elem_size) {
    case 1: return 0;
    case 2: return 1;
    case 4: return 2;
    case 8: return 3;
    default: return -1;
  }
}

/* The byte extents of n elements of 1 << l2 bytes and of n uint32 indexes, or LN_EINVAL. */
static ln_status extents(size_t n, int l2, size_t *data, size_t *ibytes) {
  if (n > SIZE_MAX / 8) return LN_EINVAL;
  *data = n << l2;
  *ibytes = n * 4;
  return LN_OK;
}

/* Some active index >= len (len elements in the indexed array). */
static int out_of_range(const ln__array_kern *k, const uint32_t *idx, const uint8_t *mask, size_t n,
                   size_t len) {
  if (len > UINT32_MAX) return 0; /* every uint32 index is in range */
  if (!len) {                     /* any active element is out of range */
    if (!mask) return n != 0;
    for (size_t i = 0; i < n; i++)
      if (mask[i]) return 1;
    return 0;
  }
  return k->index_out_of_range(idx, mask, n, (uint32_t)len);
}

/* Shared checks of the gather forms; table_len = SIZE_MAX when unknown. */
static ln_status gather_common(void *out, const void *table, size_t table_len,
                               const uint32_t *idx, const uint8_t *mask, size_t n,
                               size_t elem_size, int checked) {
  int l2 = es_log2(elem_size);
  size_t d, ib;
  if (l2 < 0) return LN_EINVAL;
  if (!n) return LN_OK;
  if (!out || !table || !idx) return LN_ENULL;
  if (extents(n, l2, &d, &ib)) return LN_EINVAL;
  if (checked && table_len > SIZE_MAX >> l2) return LN_EINVAL;
  if (overlap(out, d, idx, ib) || (mask && overlap(out, d, mask, n)) ||
      (checked && overlap(out, d, table, table_len << l2)))
    return LN_EINVAL;
  const ln__array_kern *k = kernels();
  if (checked && out_of_range(k, idx, mask, n, table_len)) return LN_EINDEX;
  k->gather[l2](out, table, idx, mask, n);
  return LN_OK;
}

/* The fast paths' test of elem_size: 1, 2, 4 or 8 (then *l2 is its log2) */
static inline int es_bad(size_t elem_size, unsigned *l2) {
  *l2 = es_l2(elem_size);
  return elem_size != (size_t)1 << *l2;
}

/* ---- ln_array_gather ---- */
__attribute__((noinline, cold)) static ln_status gather_slow(void *out, const void *table, const uint32_t *idx,
                                                             const uint8_t *mask, size_t n, size_t elem_size) {
  return gather_common(out, table, SIZE_MAX, idx, mask, n, elem_size, 0);
}
ln_status ln_array_gather(void *out, const void *table, const uint32_t *idx, size_t n,
                          size_t elem_size) {
  unsigned l2;
  uintptr_t o = (uintptr_t)out;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &l2) || (n - 1 >= SIZE_MAX / 32) || !o || !table || !idx ||
               overlap_bits(o, n << l2, (uintptr_t)idx, n * 4) ||
               (k = kernels_now()) == NULL))
    return gather_slow(out, table, idx, NULL, n, elem_size);
  return (ln_status)k->gather[l2](out, table, idx, NULL, n);
}

/* ---- ln_array_gather_masked ---- */
ln_status ln_array_gather_masked(void *out, const void *table, const uint32_t *idx,
                                 const uint8_t *mask, size_t n, size_t elem_size) {
  unsigned l2;
  uintptr_t o = (uintptr_t)out;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &l2) || (n - 1 >= SIZE_MAX / 32) || !o || !table || !idx || !mask ||
               overlap_bits(o, n << l2, (uintptr_t)idx, n * 4) || overlap_bits(o, n << l2, (uintptr_t)mask, n) ||
               (k = kernels_now()) == NULL)) {
    if (n && !mask && es_log2(elem_size) >= 0) return LN_ENULL;
    return gather_slow(out, table, idx, mask, n, elem_size);
  }
  return (ln_status)k->gather[l2](out, table, idx, mask, n);
}

/* ---- ln_array_gather_checked ---- */
__attribute__((noinline, cold)) static ln_status gather_checked_slow(void *out, const void *table, size_t table_len,
                                                                     const uint32_t *idx, const uint8_t *mask,
                                                                     size_t n, size_t elem_size) {
  return gather_common(out, table, table_len, idx, mask, n, elem_size, 1);
}
/* fast: a table of 1 to LN__LEN_FAST elements (the indexes checked by the path's pass) */
ln_status ln_array_gather_checked(void *out, const void *table, size_t table_len,
                                  const uint32_t *idx, const uint8_t *mask, size_t n,
                                  size_t elem_size) {
  unsigned l2;
  uintptr_t o = (uintptr_t)out;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &l2) || (n - 1 >= SIZE_MAX / 32) || !o || !table || !idx ||
               (table_len - 1 >= LN__LEN_FAST) || overlap_bits(o, n << l2, (uintptr_t)idx, n * 4) ||
               (mask && overlap_bits(o, n << l2, (uintptr_t)mask, n)) ||
               overlap_bits(o, n << l2, (uintptr_t)table, table_len << l2) ||
               (k = kernels_now()) == NULL))
    return gather_checked_slow(out, table, table_len, idx, mask, n, elem_size);
  if (k->index_out_of_range(idx, mask, n, (uint32_t)table_len)) return LN_EINDEX;
  return (ln_status)k->gather[l2](out, table, idx, mask, n);
}

/* Shared checks of the scatter forms (add: type instead of l2); out_len SIZE_MAX when
 * unknown. */
static ln_status scatter_common(void *out, size_t out_len, const void *val, const uint32_t *idx,
                                const uint8_t *mask, size_t n, int l2, int add, int checked) {
  size_t d, ib;
  if (l2 < 0) return LN_EINVAL;
  if (!n) return LN_OK;
  if (!out || !val || !idx) return LN_ENULL;
  if (extents(n, l2, &d, &ib)) return LN_EINVAL;
  if (checked) {
    if (out_len > SIZE_MAX >> l2) return LN_EINVAL;
    size_t ob = out_len << l2;
    if (overlap(out, ob, val, d) || overlap(out, ob, idx, ib) || (mask && overlap(out, ob, mask, n)))
      return LN_EINVAL;
  }
  const ln__array_kern *k = kernels();
  if (checked && out_of_range(k, idx, mask, n, out_len)) return LN_EINDEX;
  if (add)
    k->scatter_add[add - 1](out, val, idx, mask, n);
  else
    k->scatter[l2](out, val, idx, mask, n);
  return LN_OK;
}

/* the unchecked scatters' and scatter-add's fast test: n elements of 1 << l2 bytes, no
 * extent known, so only NULL and the size */
__attribute__((noinline, cold)) static ln_status scatter_slow(void *out, const void *val, const uint32_t *idx,
                                                              const uint8_t *mask, size_t n, int l2, int add) {
  return scatter_common(out, SIZE_MAX, val, idx, mask, n, l2, add, 0);
}

/* ---- ln_array_scatter ---- */
ln_status ln_array_scatter(void *out, const void *val, const uint32_t *idx, size_t n,
                           size_t elem_size) {
  unsigned l2;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &l2) || (n - 1 >= SIZE_MAX / 32) || !out || !val || !idx ||
               (k = kernels_now()) == NULL))
    return scatter_slow(out, val, idx, NULL, n, es_log2(elem_size), 0);
  return (ln_status)k->scatter[l2](out, val, idx, NULL, n);
}

/* ---- ln_array_scatter_masked ---- */
ln_status ln_array_scatter_masked(void *out, const void *val, const uint32_t *idx,
                                  const uint8_t *mask, size_t n, size_t elem_size) {
  unsigned u2;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &u2) || (n - 1 >= SIZE_MAX / 32) || !out || !val || !idx || !mask ||
               (k = kernels_now()) == NULL)) {
    int l2 = es_log2(elem_size);
    if (l2 >= 0 && n && !mask) return LN_ENULL;
    return scatter_slow(out, val, idx, mask, n, l2, 0);
  }
  return (ln_status)k->scatter[u2](out, val, idx, mask, n);
}

/* ---- ln_array_scatter_checked ---- */
__attribute__((noinline, cold)) static ln_status scatter_checked_slow(void *out, size_t out_len, const void *val,
                                                                      const uint32_t *idx, const uint8_t *mask,
                                                                      size_t n, int l2, int add) {
  return scatter_common(out, out_len, val, idx, mask, n, l2, add, 1);
}
/* the checked scatters' fast test: out of 1 to LN__LEN_FAST elements sharing no byte with val,
 * idx or mask; then the path's index pass */
static inline int scatter_checked_rare(const ln__array_kern *k, void *out, size_t out_len, const void *val,
                                       const uint32_t *idx, const uint8_t *mask, size_t n, unsigned l2) {
  uintptr_t o = (uintptr_t)out;
  size_t ob = out_len << l2;
  return (k == NULL) || (n - 1 >= SIZE_MAX / 32) || !o || !val || !idx || (out_len - 1 >= LN__LEN_FAST) ||
         overlap_bits(o, ob, (uintptr_t)val, n << l2) || overlap_bits(o, ob, (uintptr_t)idx, n * 4) ||
         (mask && overlap_bits(o, ob, (uintptr_t)mask, n));
}
ln_status ln_array_scatter_checked(void *out, size_t out_len, const void *val,
                                   const uint32_t *idx, const uint8_t *mask, size_t n,
                                   size_t elem_size) {
  unsigned l2;
  const ln__array_kern *k = kernels_now();
  if (LN__RARE(es_bad(elem_size, &l2) || scatter_checked_rare(k, out, out_len, val, idx, mask, n, l2)))
    return scatter_checked_slow(out, out_len, val, idx, mask, n, es_log2(elem_size), 0);
  if (k->index_out_of_range(idx, mask, n, (uint32_t)out_len)) return LN_EINDEX;
  return (ln_status)k->scatter[l2](out, val, idx, mask, n);
}

/* ---- ln_array_scatter_add ---- */
/* log2 of the element size of type, or -1. */
static int type_log2(ln_elem_type type) {
  static const int8_t l2[6] = {0, 1, 2, 3, 2, 3};
  return (unsigned)type < 6 ? l2[type] : -1;
}
ln_status ln_array_scatter_add(void *out, const void *val, const uint32_t *idx, size_t n,
                               ln_elem_type type) {
  int l2 = type_log2(type); /* validated before type is used as a number */
  if (l2 < 0) return LN_EINVAL;
  const ln__array_kern *k;
  if (LN__RARE((n - 1 >= SIZE_MAX / 32) || !out || !val || !idx ||
               (k = kernels_now()) == NULL))
    return scatter_slow(out, val, idx, NULL, n, l2, (int)type + 1);
  return (ln_status)k->scatter_add[type](out, val, idx, NULL, n);
}

/* ---- ln_array_scatter_add_checked ---- */
ln_status ln_array_scatter_add_checked(void *out, size_t out_len, const void *val,
                                       const uint32_t *idx, const uint8_t *mask, size_t n,
                                       ln_elem_type type) {
  int l2 = type_log2(type);
  if (l2 < 0) return LN_EINVAL;
  const ln__array_kern *k = kernels_now();
  if (LN__RARE(scatter_checked_rare(k, out, out_len, val, idx, mask, n, (unsigned)l2)))
    return scatter_checked_slow(out, out_len, val, idx, mask, n, l2, (int)type + 1);
  if (k->index_out_of_range(idx, mask, n, (uint32_t)out_len)) return LN_EINDEX;
  return (ln_status)k->scatter_add[type](out, val, idx, mask, n);
}

/* ---- ln_array_compress ---- */
__attribute__((noinline, cold)) static size_t compress_slow(void *out, const void *src, const uint8_t *mask,
                                                            size_t n, size_t elem_size) {
  int l2 = es_log2(elem_size);
  size_t d, ib;
  if (l2 < 0) return SIZE_MAX;
  if (!n) return 0;
  if (!out || !src || !mask) return SIZE_MAX;
  if (extents(n, l2, &d, &ib)) return SIZE_MAX;
  if (bad_alias(out, src, d) || overlap(out, d, mask, n)) return SIZE_MAX;
  return kernels()->compress[l2](out, src, mask, n);
}
size_t ln_array_compress(void *out, const void *src, const uint8_t *mask, size_t n,
                         size_t elem_size) {
  unsigned l2;
  uintptr_t o = (uintptr_t)out;
  const ln__array_kern *k;
  if (LN__RARE(es_bad(elem_size, &l2) || (n - 1 >= SIZE_MAX / 32) || !o || !src || !mask ||
               bad_alias_bits(o, (uintptr_t)src, n << l2) || overlap_bits(o, n << l2, (uintptr_t)mask, n) ||
               (k = kernels_now()) == NULL))
    return compress_slow(out, src, mask, n, elem_size);
  return k->compress[l2](out, src, mask, n);
}

/* ---- ln_array_compress_cmp ---- */
size_t ln_array_compress_cmp(void *out, const void *src, size_t n, ln_elem_type type, ln_cmp_op op,
                             const void *operand) {
  static const int8_t tl2[10] = {0, 1, 2, 3, 2, 3, 0, 1, 2, 3}; /* ln_elem_type -> log2 size */
  if ((unsigned)type >= 10 || (unsigned)op > (unsigned)LN_CMP_NE) return SIZE_MAX;
  int l2 = tl2[type];
  if (!n) return 0;
  if (!out || !src || !operand) return SIZE_MAX;
  if (n > SIZE_MAX >> l2 || bad_alias(out, src, n << l2)) return SIZE_MAX;
  return kernels()->compress_cmp(out, src, n, (unsigned)type, (unsigned)op, operand);
}

/* ---- ln_array_math ---- */
/* the kernel table's functions are lanes/array.h's ln_math_fn, in its order */
#define LN__AM_CHECK(E, name) _Static_assert(LN_MATH_##E < LN_MATH_FN_COUNT, "ln_math_fn lacks LN_MATH_" #E);
LN__ARRAY_MATH_FNS(LN__AM_CHECK)
#undef LN__AM_CHECK
#define LN__AM_POS(E, name) LN__AM_AT_##E,
enum { LN__ARRAY_MATH_FNS(LN__AM_POS) LN__AM_END };
#undef LN__AM_POS
#define LN__AM_ORDER(E, name) _Static_assert(LN__AM_AT_##E == (int)LN_MATH_##E, "LN_MATH_" #E " out of order");
LN__ARRAY_MATH_FNS(LN__AM_ORDER)
#undef LN__AM_ORDER
_Static_assert((int)LN__ARRAY_MATH_COUNT == (int)LN_MATH_FN_COUNT, "ln_math_fn and the kernel table differ");

__attribute__((noinline, cold)) static ln_status math_slow(void *dst, const void *src, size_t n,
                                                           ln_elem_type type, ln_math_fn fn) {
  if ((unsigned)fn >= LN_MATH_FN_COUNT || (type != LN_ELEM_FLOAT && type != LN_ELEM_DOUBLE)) return LN_EINVAL;
  size_t es = type == LN_ELEM_FLOAT ? 4 : 8;
  if (!n) return LN_OK;
  if (!dst || !src) return LN_ENULL;
  if (n > SIZE_MAX / es || bad_alias(dst, src, n * es)) return LN_EINVAL;
  kernels()->math[type == LN_ELEM_DOUBLE][fn](dst, src, n);
  return LN_OK;
}
ln_status ln_array_math(void *dst, const void *src, size_t n, ln_elem_type type, ln_math_fn fn) {
  unsigned dbl = type == LN_ELEM_DOUBLE;
  size_t bytes = n << (2 + dbl);
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const ln__array_kern *k;
  if (LN__RARE(((unsigned)fn >= LN_MATH_FN_COUNT) || ((type != LN_ELEM_FLOAT) & !dbl) ||
               (n - 1 >= SIZE_MAX / 32) || !d || !s || bad_alias_bits(d, s, bytes) ||
               (k = kernels_now()) == NULL))
    return math_slow(dst, src, n, type, fn);
  return (ln_status)k->math[dbl][fn](dst, src, n);
}
