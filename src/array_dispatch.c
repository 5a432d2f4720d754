/* Array layer: argument checks and run-time dispatch to the per-ISA kernels.
 * Compiled for the baseline target only: no ISA flags on this file. */
#if defined(__AVX__) || defined(__AVX2__) || defined(__AVX512F__)
#error "src/array_dispatch.c must be compiled for the baseline target (no -mavx*)"
#endif
#include "lanes/array.h"

#include <stdatomic.h>

#include "arch/array_tpl.h"

/* Outputs at least this large are written with non-temporal stores (about the size where
 * the output no longer fits the caches and streaming beats write-allocate). */
#define LN__NT_BYTES ((size_t)8 << 20)

/* ---- dispatch table ---- */
/* kern[isa]: the kernels of each path, filled once: every entry the scalar kernels, then
 * overwritten in ascending ISA order for each path compiled in and supported by the CPU.
 * Each call looks up the entry of ln_active_isa(), so ln_set_isa() and LANES_ISA take
 * effect at the next call. */
#define LN__NISA 5
static _Atomic(const ln__array_kern *) kern[LN__NISA];

static void fill(void) {
  const ln__array_kern *t[LN__NISA];
  uint32_t ok = ln_supported_isas();
  for (unsigned i = 0; i < LN__NISA; i++) t[i] = &ln__array_kern_scalar;
#if defined(__x86_64__)
  if (ok >> LN_ISA_SSE4 & 1) t[LN_ISA_SSE4] = &ln__array_kern_sse4;
  if (ok >> LN_ISA_AVX2 & 1) t[LN_ISA_AVX2] = &ln__array_kern_avx2;
  if (ok >> LN_ISA_AVX512 & 1) t[LN_ISA_AVX512] = &ln__array_kern_avx512;
#elif defined(__aarch64__)
  if (ok >> LN_ISA_NEON & 1) t[LN_ISA_NEON] = &ln__array_kern_neon;
#else
  (void)ok;
#endif
  /* Slot 0 last: it is the "filled" flag. */
  for (unsigned i = LN__NISA; i-- > 0;) atomic_store_explicit(&kern[i], t[i], memory_order_release);
}

static const ln__array_kern *kernels(void) {
  unsigned isa = (unsigned)ln_active_isa();
  if (isa >= LN__NISA) isa = 0;
  if (!atomic_load_explicit(&kern[0], memory_order_acquire)) fill();
  return atomic_load_explicit(&kern[isa], memory_order_relaxed);
}

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

/* ---- ln_array_shuffle ---- */
ln_status ln_array_shuffle(void *dst, const void *src, size_t nblocks, size_t elem_size,
                           size_t lanes, const uint8_t *mask) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !src || !mask) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n) || overlap(dst, n, mask, lanes)) return LN_EINVAL;
  uint8_t bm[64];
  size_t es = (size_t)1 << l2;
  for (unsigned j = 0; j < B; j++) bm[j] = (uint8_t)((mask[j >> l2] & (lanes - 1)) * es + (j & (es - 1)));
  kernels()->perm(dst, src, n, B, bm, n >= LN__NT_BYTES);
  return LN_OK;
}

/* ---- ln_array_shuffle_masks ---- */
ln_status ln_array_shuffle_masks(void *dst, const void *src, size_t nblocks, size_t elem_size,
                                 size_t lanes, const uint8_t *masks) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !src || !masks) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n) || overlap(dst, n, masks, n >> l2)) return LN_EINVAL;
  kernels()->permv(dst, src, n, l2, (unsigned)lanes, masks, n >= LN__NT_BYTES);
  return LN_OK;
}

/* ---- ln_array_shuffle2 ---- */
ln_status ln_array_shuffle2(void *dst, const void *a, const void *b, size_t nblocks,
                            size_t elem_size, size_t lanes, const uint8_t *mask) {
  unsigned l2 = 0, B = shape(elem_size, lanes, &l2);
  size_t n;
  if (!B) return LN_EINVAL;
  if (!nblocks) return LN_OK;
  if (!dst || !a || !b || !mask) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, a, n) || bad_alias(dst, b, n) || overlap(dst, n, mask, lanes))
    return LN_EINVAL;
  /* bm[j] < 2B: byte of (a block then b block) */
  uint8_t bm[64];
  size_t es = (size_t)1 << l2;
  for (unsigned j = 0; j < B; j++)
    bm[j] = (uint8_t)((mask[j >> l2] & (2 * lanes - 1)) * es + (j & (es - 1)));
  kernels()->perm2(dst, a, b, n, B, bm, n >= LN__NT_BYTES);
  return LN_OK;
}

/* ---- fixed permutations ---- */
static ln_status fixed(void *dst, const void *src, size_t nblocks, unsigned B,
                       const uint8_t *bm) {
  size_t n;
  if (!nblocks) return LN_OK;
  if (!dst || !src) return LN_ENULL;
  if (total(nblocks, B, &n)) return LN_EINVAL;
  if (bad_alias(dst, src, n)) return LN_EINVAL;
  kernels()->perm(dst, src, n, B, bm, n >= LN__NT_BYTES);
  return LN_OK;
}

/* ---- ln_array_rgba_to_bgra ---- */
ln_status ln_array_rgba_to_bgra(void *dst, const void *src, size_t npixels) {
  static const uint8_t bm[4] = {2, 1, 0, 3};
  return fixed(dst, src, npixels, 4, bm);
}

/* ---- ln_array_bswap32 ---- */
ln_status ln_array_bswap32(uint32_t *dst, const uint32_t *src, size_t n) {
  static const uint8_t bm[4] = {3, 2, 1, 0};
  return fixed(dst, src, n, 4, bm);
}

/* ---- ln_array_transpose4x4f ---- */
ln_status ln_array_transpose4x4f(float *dst, const float *src, size_t nmat) {
  uint8_t bm[64];
  for (unsigned k = 0; k < 16; k++)
    for (unsigned b = 0; b < 4; b++) bm[4 * k + b] = (uint8_t)(4 * (4 * (k & 3) + (k >> 2)) + b);
  return fixed(dst, src, nmat, 64, bm);
}

/* ---- ln_array_deinterleave4f ---- */
ln_status ln_array_deinterleave4f(float *x, float *y, float *z, float *w, const float *src,
                                  size_t n) {
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
  kernels()->deint4(x, y, z, w, src, n);
  return LN_OK;
}

/* ---- ln_array_interleave4f ---- */
ln_status ln_array_interleave4f(float *dst, const float *x, const float *y, const float *z,
                                const float *w, size_t n) {
  if (!n) return LN_OK;
  if (!dst || !x || !y || !z || !w) return LN_ENULL;
  if (n > SIZE_MAX / 16) return LN_EINVAL;
  size_t c = n * 4;
  if (overlap(dst, 4 * c, x, c) || overlap(dst, 4 * c, y, c) || overlap(dst, 4 * c, z, c) ||
      overlap(dst, 4 * c, w, c))
    return LN_EINVAL;
  kernels()->int4(dst, x, y, z, w, n, 4 * c >= LN__NT_BYTES);
  return LN_OK;
}
