#ifndef LANES_IMPL_GENERIC_GATHER_H
#define LANES_IMPL_GENERIC_GATHER_H
/* Internal: portable code of lanes/gather.h.  Every function works on the bytes of one
 * vector: esz (bytes per element) and n (lanes; 3 for 3-lane types, whose storage holds 4)
 * are compile-time constants after inlining.  act holds one bit per active lane (bits at
 * and above n are clear).  Elements are moved with memcpy, so no address is ever accessed
 * through a mistyped or misaligned lvalue, and only active lanes' addresses are touched. */
#include <stdint.h>
#include <string.h>

/* Lane i of a vector of addresses. */
LN_INLINE uintptr_t ln__addr(const void *ptrs, int i) {
  uintptr_t a;
  memcpy(&a, (const char *)ptrs + (size_t)i * sizeof a, sizeof a);
  return a;
}

/* Lane i of an integer index vector (isz bytes, signed or not) as int64_t; unsigned
 * 64-bit values above INT64_MAX give -1 (out of range for every array). */
LN_INLINE int64_t ln__index(const void *idx, size_t isz, int sgn, int i) {
  const char *p = (const char *)idx + (size_t)i * isz;
  switch (isz) {
    case 1: { uint8_t u; memcpy(&u, p, 1); return sgn ? (int64_t)(int8_t)u : (int64_t)u; }
    case 2: { uint16_t u; memcpy(&u, p, 2); return sgn ? (int64_t)(int16_t)u : (int64_t)u; }
    case 4: { uint32_t u; memcpy(&u, p, 4); return sgn ? (int64_t)(int32_t)u : (int64_t)u; }
    default: { uint64_t u; memcpy(&u, p, 8); return (sgn || u <= (uint64_t)INT64_MAX) ? (int64_t)u : -1; }
  }
}

/* 1 when every active index lies in [0, len). */
LN_INLINE int ln__index_ok(const void *idx, size_t isz, int sgn, uint64_t act, size_t len) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    int64_t k = ln__index(idx, isz, sgn, i);
    if (k < 0 || (uint64_t)k >= (uint64_t)len) return 0;
  }
  return 1;
}

/* 1 when no active lane of ptrs is a NULL pointer. */
LN_INLINE int ln__nonnull_ok(const void *ptrs, uint64_t act) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    if (ln__addr(ptrs, i) == 0) return 0;
  }
  return 1;
}

/* a length len of any integer type, at its full width: a negative one is 0 */
LN_INLINE size_t ln__len_s(long long len) { return len < 0 ? 0 : (size_t)len; }
LN_INLINE size_t ln__len_u(unsigned long long len) { return len > SIZE_MAX ? SIZE_MAX : (size_t)len; }
#define LN__LEN(len) _Generic((len) + 0, unsigned: ln__len_u, unsigned long: ln__len_u, \
    unsigned long long: ln__len_u, default: ln__len_s)(len)

/* 1 when al is 0 or a power of two and every active address is a multiple of it. */
LN_INLINE int ln__align_ok(const void *ptrs, uint64_t act, size_t al) {
  if (al & (al - 1)) return 0;
  if (al > 1)
    while (act) {
      int i = __builtin_ctzll(act);
      act &= act - 1;
      if (ln__addr(ptrs, i) & (al - 1)) return 0;
    }
  return 1;
}

/* ---- ln_gather ---- */
LN_INLINE void ln__gather_g(void *r, const void *ptrs, uint64_t act, size_t esz, int n) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)r + (size_t)i * esz, (const void *)ln__addr(ptrs, i), esz);
  }
  ln__pad3(r, esz, n);
}

/* ---- ln_scatter ---- */
/* Lanes in ascending order, so the highest active lane wins on equal addresses. */
LN_INLINE void ln__scatter_g(const void *v, const void *ptrs, uint64_t act, size_t esz) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((void *)ln__addr(ptrs, i), (const char *)v + (size_t)i * esz, esz);
  }
}

/* ---- ln_gather_index ---- */
LN_INLINE void ln__gather_index_g(void *r, const void *base, const void *idx, size_t isz, int sgn,
                                  uint64_t act, size_t esz, int n) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    uintptr_t a = (uintptr_t)base + (uintptr_t)ln__index(idx, isz, sgn, i) * (uintptr_t)esz;
    memcpy((char *)r + (size_t)i * esz, (const void *)a, esz);
  }
  ln__pad3(r, esz, n);
}

/* ---- ln_scatter_index ---- */
LN_INLINE void ln__scatter_index_g(void *base, const void *idx, size_t isz, int sgn, const void *v,
                                   uint64_t act, size_t esz) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    uintptr_t a = (uintptr_t)base + (uintptr_t)ln__index(idx, isz, sgn, i) * (uintptr_t)esz;
    memcpy((void *)a, (const char *)v + (size_t)i * esz, esz);
  }
}

/* ---- ln_load_masked ---- */
LN_INLINE void ln__load_masked_g(void *r, const void *p, uint64_t act, size_t esz, int n) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)r + (size_t)i * esz, (const char *)p + (size_t)i * esz, esz);
  }
  ln__pad3(r, esz, n);
}

/* ---- ln_store_masked ---- */
LN_INLINE void ln__store_masked_g(const void *v, void *p, uint64_t act, size_t esz) {
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)p + (size_t)i * esz, (const char *)v + (size_t)i * esz, esz);
  }
}

/* ---- ln_compress ---- */
/* r (zeroed by the caller) receives the active lanes of v packed into lanes 0, 1, ... */
LN_INLINE void ln__compress_g(void *r, const void *v, uint64_t act, size_t esz) {
  size_t k = 0;
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)r + k++ * esz, (const char *)v + (size_t)i * esz, esz);
  }
}

/* ---- ln_expand ---- */
/* r (holding the fill value) receives lane k of v in the k-th active lane. */
LN_INLINE void ln__expand_g(void *r, const void *v, uint64_t act, size_t esz, int n) {
  size_t k = 0;
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)r + (size_t)i * esz, (const char *)v + k++ * esz, esz);
  }
  ln__pad3(r, esz, n);
}

/* ---- ln_compress_store ---- */
LN_INLINE int ln__compress_store_g(const void *v, void *p, uint64_t act, size_t esz) {
  size_t k = 0;
  while (act) {
    int i = __builtin_ctzll(act);
    act &= act - 1;
    memcpy((char *)p + k++ * esz, (const char *)v + (size_t)i * esz, esz);
  }
  return (int)k;
}

/* ---- ln_expand_load ---- */
LN_INLINE void ln__expand_load_g(void *r, const void *p, uint64_t act, size_t esz, int n) {
  ln__expand_g(r, p, act, esz, n);
}

/* ---- ln_load_first ---- */
/* Lanes below k (clamped to [0, n]) from p, the others 0. */
LN_INLINE size_t ln__first_count(ptrdiff_t k, int n) {
  return k <= 0 ? 0 : k >= n ? (size_t)n : (size_t)k;
}
LN_INLINE void ln__load_first_g(void *r, const void *p, ptrdiff_t k, size_t esz, int n) {
  size_t c = ln__first_count(k, n);
  memset(r, 0, esz * (size_t)(n == 3 ? 4 : n));
  if (c) memcpy(r, p, c * esz);
}

/* ---- ln_store_first ---- */
LN_INLINE void ln__store_first_g(const void *v, void *p, ptrdiff_t k, size_t esz, int n) {
  size_t c = ln__first_count(k, n);
  if (c) memcpy(p, v, c * esz);
}

/* ---- ln_load_interleaved / ln_store_interleaved ---- */
/* Lanes are copied as bytes (bit patterns, NaN payloads kept), in one loop over the records with
 * the K streams in separate arrays: with K, esz and n constants after inlining, GCC and Clang
 * turn it into whole-vector loads or stores and a few byte shuffles (pshufb/palignr, tbl, ...)
 * instead of an element loop. */

/* o[j] lane i = p[i * K + j], j < K (2 .. 4), i < n (<= 64). */
LN_INLINE void ln__load_il_g(void *o0, void *o1, void *o2, void *o3, const void *p, int K, size_t esz, int n) {
  const unsigned char *q = (const unsigned char *)p;
  unsigned char a[512], b[512], c[512], d[512];
  for (int i = 0; i < n; i++) {
    memcpy(a + (size_t)i * esz, q + (size_t)(i * K) * esz, esz);
    memcpy(b + (size_t)i * esz, q + (size_t)(i * K + 1) * esz, esz);
    if (K > 2) memcpy(c + (size_t)i * esz, q + (size_t)(i * K + 2) * esz, esz);
    if (K > 3) memcpy(d + (size_t)i * esz, q + (size_t)(i * K + 3) * esz, esz);
  }
  memcpy(o0, a, (size_t)n * esz);
  memcpy(o1, b, (size_t)n * esz);
  if (K > 2) memcpy(o2, c, (size_t)n * esz);
  if (K > 3) memcpy(o3, d, (size_t)n * esz);
  ln__pad3(o0, esz, n);
  ln__pad3(o1, esz, n);
  if (K > 2) ln__pad3(o2, esz, n);
  if (K > 3) ln__pad3(o3, esz, n);
}

/* p[i * K + j] = v[j] lane i, j < K (2 .. 4), i < n (<= 64). */
LN_INLINE void ln__store_il_g(const void *v0, const void *v1, const void *v2, const void *v3, void *p, int K,
                              size_t esz, int n) {
  unsigned char *q = (unsigned char *)p;
  unsigned char a[512], b[512], c[512], d[512];
  memcpy(a, v0, (size_t)n * esz);
  memcpy(b, v1, (size_t)n * esz);
  if (K > 2) memcpy(c, v2, (size_t)n * esz);
  if (K > 3) memcpy(d, v3, (size_t)n * esz);
  for (int i = 0; i < n; i++) {
    memcpy(q + (size_t)(i * K) * esz, a + (size_t)i * esz, esz);
    memcpy(q + (size_t)(i * K + 1) * esz, b + (size_t)i * esz, esz);
    if (K > 2) memcpy(q + (size_t)(i * K + 2) * esz, c + (size_t)i * esz, esz);
    if (K > 3) memcpy(q + (size_t)(i * K + 3) * esz, d + (size_t)i * esz, esz);
  }
}

/* ---- ISA kernels ---- */
/* Each operation runs the ISA kernel LN__ISA_<op>_any when the ISA header defines it and it
 * applies to (esz, n) (a constant after inlining; the kernel returns 0, or -1 for a count,
 * when it does not), and the portable code otherwise. */
LN_INLINE void ln__load_masked(void *r, const void *p, uint64_t act, size_t esz, int n) {
#ifdef LN__ISA_load_masked_any
  if (LN__ISA_load_masked_any(r, p, act, esz, n)) { ln__pad3(r, esz, n); return; }
#endif
  ln__load_masked_g(r, p, act, esz, n);
}
LN_INLINE void ln__store_masked(void *p, const void *v, uint64_t act, size_t esz, int n) {
  (void)n;
#ifdef LN__ISA_store_masked_any
  if (LN__ISA_store_masked_any(p, v, act, esz, n)) return;
#endif
  ln__store_masked_g(v, p, act, esz);
}
LN_INLINE void ln__compress(void *r, const void *v, uint64_t act, size_t esz, int n) {
#ifdef LN__ISA_compress_any
  if (LN__ISA_compress_any(r, v, act, esz, n)) return;
#endif
  memset(r, 0, esz * (size_t)(n == 3 ? 4 : n));
  ln__compress_g(r, v, act, esz);
}
LN_INLINE void ln__expand(void *r, const void *v, uint64_t act, size_t esz, int n) {
#ifdef LN__ISA_expand_any
  if (LN__ISA_expand_any(r, v, act, esz, n)) return;
#endif
  memset(r, 0, esz * (size_t)(n == 3 ? 4 : n));
  ln__expand_g(r, v, act, esz, n);
}
LN_INLINE int ln__compress_store(void *p, const void *v, uint64_t act, size_t esz, int n) {
  (void)n;
#ifdef LN__ISA_compress_store_any
  int c = LN__ISA_compress_store_any(p, v, act, esz, n);
  if (c >= 0) return c;
#endif
  return ln__compress_store_g(v, p, act, esz);
}
LN_INLINE void ln__expand_load(void *r, const void *p, uint64_t act, size_t esz, int n) {
#ifdef LN__ISA_expand_load_any
  if (LN__ISA_expand_load_any(r, p, act, esz, n)) { ln__pad3(r, esz, n); return; }
#endif
  ln__expand_load_g(r, p, act, esz, n);
}
/* First-N loads and stores are masked loads and stores of the first lanes. */
LN_INLINE void ln__load_first(void *r, const void *p, ptrdiff_t k, size_t esz, int n) {
  memset(r, 0, esz * (size_t)(n == 3 ? 4 : n));
#ifdef LN__ISA_load_masked_any
  if (LN__ISA_load_masked_any(r, p, LN__ALLBITS(ln__first_count(k, n)), esz, n)) return;
#endif
  ln__load_first_g(r, p, k, esz, n);
}
LN_INLINE void ln__store_first(const void *v, void *p, ptrdiff_t k, size_t esz, int n) {
#ifdef LN__ISA_store_masked_any
  if (LN__ISA_store_masked_any(p, v, LN__ALLBITS(ln__first_count(k, n)), esz, n)) return;
#endif
  ln__store_first_g(v, p, k, esz, n);
}
#define ln__load_il ln__load_il_g
#define ln__store_il ln__store_il_g

#endif /* LANES_IMPL_GENERIC_GATHER_H */
