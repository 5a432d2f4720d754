/* Array-layer bulk loops, written once and instantiated per instruction set.
 *
 * Without LN_TPL_ISA this header only declares the kernel table the dispatcher
 * (src/array_dispatch.c) uses.  An ISA translation unit defines LN_TPL_ISA (its suffix)
 * and the chunk primitives below, then includes this header, which emits the loops and
 * the table `ln__array_kern_<isa>`.
 *
 * The unit of work is a 64-byte chunk held in registers (4 x 16, 2 x 32, 1 x 64 bytes):
 *   ch_t                         the chunk type
 *   ch_load(p) / ch_store(p, c)  unaligned 64-byte load / store (a chunk may be loaded
 *                                lazily, at its first use: NEON does; so every loop uses a
 *                                loaded chunk before it stores to a byte the chunk covers)
 *   ch_load_part(p, n)           loads n < 64 bytes (reads no byte past p + n)
 *   ch_store_part(p, c, n)       stores the first n < 64 bytes (writes no byte past p + n)
 *   perm_t, perm_prep(P, idx, B), ch_perm(P, c)
 *       byte j of the result = byte idx[j] of c; idx[j] < 64 lies in the same B-byte block
 *       as j (B = 2..64, a power of two) except when B == 64
 *   perm2_t, perm2_prep(P, idx, B), ch_perm2(P, a, b)
 *       byte j = (a then b)[idx[j]], idx[j] < 128, in block j / B of a or of b
 *   ch_permv(c, idx, B)          ch_perm with the index in a register
 *   ch_and(x, y), ch_add8(x, y)  bytewise (sums stay below 256)
 *   ch_store_q(p, c, q)          stores 16-byte quarter q
 *   ch_load_q4(p0, p1, p2, p3)   a chunk of four 16-byte loads
 * and optionally LN_TPL_HAS_STREAM with ch_stream(p, c) (p 64-byte aligned, non-temporal)
 * and ch_sfence(); LN_TPL_HAS_X16 with deint16 / int16 (16 float4 records at once,
 * streaming when their last argument is nonzero); LN_TPL_HAS_PERMV with permv_isa(dst, src,
 * nbytes, es_log2, lanes, masks, nt), which does a whole ln_array_shuffle_masks and returns 1,
 * or returns 0 to leave it to the byte-index loop below; LN_TPL_PERM2_X2: the shuffle2 loop
 * takes two chunks per turn (good where a chunk is one register, too many registers else);
 * LN_TPL_HAS_INDEX with perm_prep_mask(P, mask, l2, lanes) and perm2_prep_mask(P, mask,
 * l2, lanes), which build perm_t / perm2_t straight from a block mask (else the template
 * builds the byte index, below, and calls perm_prep / perm2_prep).
 */
#ifndef LANES_ARRAY_TPL_DECL
#define LANES_ARRAY_TPL_DECL
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Byte-level kernels.  Shapes and pointers are validated by the dispatcher; nbytes is a
 * multiple of the block size B.  nt != 0: the output is large, stream it if possible. */
typedef struct ln__array_kern {
  /* idx: the index of a whole 64-byte chunk (the block mask replicated, block offsets
   * added): chunk byte j = chunk byte idx[j], idx[j] in j's B-byte block */
  void (*perm)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
               const uint8_t *idx, int nt);
  /* perm with the chunk index of one block mask of `lanes` elements of 1 << l2 bytes:
   *   idx[j] = (e << l2) + (j % es) + (j - j % B),   e = mask[(j % B) >> l2] % lanes
   * (es = 1 << l2, B = lanes << l2) */
  void (*perm_mask)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2,
                    unsigned lanes, const uint8_t *mask, int nt);
  /* chunk byte j = (a chunk then b chunk)[idx[j]], idx as perm_mask's but with
   * e = mask[...] % (2 * lanes), and e >= lanes (a lane of b) moved to e - lanes + 64 / es,
   * its byte position in (a chunk then b chunk) */
  void (*perm2_mask)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                     unsigned l2, unsigned lanes, const uint8_t *mask, int nt);
  /* elements of 1 << es_log2 bytes, blocks of `lanes`; masks: one byte per element */
  void (*permv)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                unsigned lanes, const uint8_t *masks, int nt);
  void (*deint4)(float *x, float *y, float *z, float *w, const float *src, size_t n, int nt);
  void (*int4)(float *dst, const float *x, const float *y, const float *z, const float *w,
               size_t n, int nt);
  /* Bulk memory, indexed by log2(element size) (scatter_add by ln_elem_type).  mask NULL:
   * every element active; else element i active when mask[i] != 0.  Indexes already
   * validated by the dispatcher where required. */
  void (*gather[4])(uint8_t *out, const uint8_t *table, const uint32_t *idx,
                    const uint8_t *mask, size_t n);
  void (*scatter[4])(uint8_t *out, const uint8_t *val, const uint32_t *idx,
                     const uint8_t *mask, size_t n);
  void (*scatter_add[6])(uint8_t *out, const uint8_t *val, const uint32_t *idx,
                         const uint8_t *mask, size_t n);
  /* nonzero if some active idx[i] >= len */
  int (*idx_bad)(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len);
  /* writes the active src elements to out[0 .. count), returns count */
  size_t (*compress[4])(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n);
} ln__array_kern;

extern const ln__array_kern ln__array_kern_scalar;
#if defined(__x86_64__)
extern const ln__array_kern ln__array_kern_sse4, ln__array_kern_avx2, ln__array_kern_avx512;
#elif defined(__aarch64__)
extern const ln__array_kern ln__array_kern_neon;
#endif
#endif /* LANES_ARRAY_TPL_DECL */

#ifdef LN_TPL_ISA
#define LN__TPL_CAT2(a, b) a##_##b
#define LN__TPL_CAT(a, b) LN__TPL_CAT2(a, b)
#define LN__TPL(name) LN__TPL_CAT(name, LN_TPL_ISA)

/* ---- the chunk index of one block mask (ln_array_shuffle, ln_array_shuffle2) ---- */
#ifndef LN_TPL_HAS_INDEX
/* idx as the kernel table's perm_mask / perm2_mask (two) describe it, 16 bytes at a time
 * with the compiler's byte vectors: every value stays below 128, so e << l2 can be shifted
 * as 64-bit words (no bit crosses into the next byte). */
typedef uint8_t LN__TPL(u8x16) __attribute__((vector_size(16)));
typedef uint64_t LN__TPL(u64x2) __attribute__((vector_size(16)));
static void LN__TPL(index)(uint8_t idx[64], const uint8_t *mask, unsigned l2, unsigned lanes,
                           int two) {
  static const uint8_t iota[64] = {
      0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
      22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43,
      44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63};
  unsigned es = 1u << l2, B = lanes << l2;
  /* the replicated block mask m[j] = mask[(j % B) >> l2] repeats with period w >= 16:
   * byte masks of 16 or more lanes are read in place, other shapes expanded into m */
  const uint8_t *rep = mask;
  unsigned w = B;
  uint8_t m[64];
  if (l2 != 0 || lanes < 16) {
    w = B < 16 ? 16 : B;
    for (unsigned j = 0; j < w; j++) m[j] = mask[(j & (B - 1)) >> l2];
    rep = m;
  }
  const uint8_t lm = (uint8_t)(two ? 2 * lanes - 1 : lanes - 1);
  const uint8_t bmove = (uint8_t)((64u >> l2) - lanes), block = (uint8_t)~(B - 1);
  for (unsigned q = 0; q < 64; q += 16) {
    LN__TPL(u8x16) x, j;
    memcpy(&x, rep + (q & (w - 1)), 16);
    memcpy(&j, iota + q, 16);
    x &= lm;
    if (two) x += (LN__TPL(u8x16))((x & (uint8_t)lanes) != 0) & bmove; /* from b: move up */
    x = (LN__TPL(u8x16))((LN__TPL(u64x2))x << l2) + (j & (uint8_t)(es - 1)) + (j & block);
    memcpy(idx + q, &x, 16);
  }
}
static inline void perm_prep_mask(perm_t *P, const uint8_t *mask, unsigned l2, unsigned lanes) {
  uint8_t idx[64];
  LN__TPL(index)(idx, mask, l2, lanes, 0);
  perm_prep(P, idx, lanes << l2);
}
static inline void perm2_prep_mask(perm2_t *P, const uint8_t *mask, unsigned l2,
                                   unsigned lanes) {
  uint8_t idx[64];
  LN__TPL(index)(idx, mask, l2, lanes, 1);
  perm2_prep(P, idx, lanes << l2);
}
#endif

/* ---- ln_array_shuffle ---- */
static inline __attribute__((always_inline)) void LN__TPL(perm_run)(uint8_t *dst,
                                                                    const uint8_t *src,
                                                                    size_t nbytes, unsigned B,
                                                                    perm_t P, int nt) {
  size_t i = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % B == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63); /* a multiple of B */
    if (head < nbytes) {
      if (head) ch_store_part(dst, ch_perm(&P, ch_load_part(src, head)), head);
      i = head;
      for (; i + 128 <= nbytes; i += 128) {
        ch_t c0 = ch_load(src + i), c1 = ch_load(src + i + 64);
        ch_stream(dst + i, ch_perm(&P, c0));
        ch_stream(dst + i + 64, ch_perm(&P, c1));
      }
      for (; i + 64 <= nbytes; i += 64) ch_stream(dst + i, ch_perm(&P, ch_load(src + i)));
      ch_sfence();
    }
  }
#else
  (void)nt;
  (void)B;
#endif
  for (; i + 128 <= nbytes; i += 128) {
    ch_t c0 = ch_load(src + i), c1 = ch_load(src + i + 64);
    ch_store(dst + i, ch_perm(&P, c0));
    ch_store(dst + i + 64, ch_perm(&P, c1));
  }
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, ch_perm(&P, ch_load(src + i)));
  if (i < nbytes) {
    size_t r = nbytes - i;
    ch_store_part(dst + i, ch_perm(&P, ch_load_part(src + i, r)), r);
  }
}
static void LN__TPL(perm)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
                          const uint8_t *idx, int nt) {
  perm_t P;
  perm_prep(&P, idx, B);
  LN__TPL(perm_run)(dst, src, nbytes, B, P, nt);
}
static void LN__TPL(perm_mask)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2,
                               unsigned lanes, const uint8_t *mask, int nt) {
  perm_t P;
  perm_prep_mask(&P, mask, l2, lanes);
  LN__TPL(perm_run)(dst, src, nbytes, lanes << l2, P, nt);
}

/* ---- ln_array_shuffle2 ---- */
static void LN__TPL(perm2_mask)(uint8_t *dst, const uint8_t *a, const uint8_t *b,
                                size_t nbytes, unsigned l2, unsigned lanes,
                                const uint8_t *mask, int nt) {
  const unsigned B = lanes << l2;
  perm2_t P;
  perm2_prep_mask(&P, mask, l2, lanes);
  size_t i = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % B == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63);
    if (head < nbytes) {
      if (head) ch_store_part(dst, ch_perm2(&P, ch_load_part(a, head), ch_load_part(b, head)), head);
      i = head;
      for (; i + 64 <= nbytes; i += 64)
        ch_stream(dst + i, ch_perm2(&P, ch_load(a + i), ch_load(b + i)));
      ch_sfence();
    }
  }
#else
  (void)nt;
  (void)B;
#endif
#ifdef LN_TPL_PERM2_X2 /* two chunks per turn where a chunk is one register */
  for (; i + 128 <= nbytes; i += 128) {
    ch_t a0 = ch_load(a + i), b0 = ch_load(b + i), a1 = ch_load(a + i + 64), b1 = ch_load(b + i + 64);
    ch_store(dst + i, ch_perm2(&P, a0, b0));
    ch_store(dst + i + 64, ch_perm2(&P, a1, b1));
  }
#endif
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, ch_perm2(&P, ch_load(a + i), ch_load(b + i)));
  if (i < nbytes) {
    size_t r = nbytes - i;
    ch_store_part(dst + i, ch_perm2(&P, ch_load_part(a + i, r), ch_load_part(b + i, r)), r);
  }
}

/* ---- ln_array_shuffle_masks ---- */
/* The byte index of a chunk is built in registers: mask bytes expanded to one per data
 * byte (a B = 64 permute), reduced modulo lanes, scaled by the element size, plus the
 * byte within the element and the block's offset in the chunk. */
static inline ch_t LN__TPL(permv_index)(ch_t m, const perm_t *E, unsigned es_log2, ch_t lm,
                                        ch_t offs) {
  ch_t x = ch_and(m, lm);
  if (es_log2) x = ch_perm(E, x);
  for (unsigned k = 0; k < es_log2; k++) x = ch_add8(x, x);
  return ch_add8(x, offs);
}

static void LN__TPL(permv)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                           unsigned lanes, const uint8_t *masks, int nt) {
#ifdef LN_TPL_HAS_PERMV
  if (permv_isa(dst, src, nbytes, es_log2, lanes, masks, nt)) return;
#endif
  unsigned es = 1u << es_log2, B = lanes << es_log2, mper = 64u >> es_log2;
  uint8_t e[64], l[64], o[64];
  for (unsigned j = 0; j < 64; j++) {
    e[j] = (uint8_t)(j >> es_log2);
    l[j] = (uint8_t)(lanes - 1);
    o[j] = (uint8_t)((j & (es - 1)) + (j & ~(B - 1)));
  }
  perm_t E;
  perm_prep(&E, e, 64);
  ch_t lm = ch_load(l), offs = ch_load(o);
  size_t i = 0;
  int stream = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % B == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63);
    if (head && head < nbytes) {
      ch_t x = LN__TPL(permv_index)(ch_load_part(masks, head >> es_log2), &E, es_log2, lm, offs);
      ch_store_part(dst, ch_permv(ch_load_part(src, head), x, B), head);
      i = head;
    }
    stream = head < nbytes;
  }
#else
  (void)nt;
#endif
  for (; i + 64 <= nbytes; i += 64) {
    const uint8_t *m = masks + (i >> es_log2);
    ch_t x = LN__TPL(permv_index)(mper == 64 ? ch_load(m) : ch_load_part(m, mper), &E, es_log2,
                                  lm, offs);
    ch_t r = ch_permv(ch_load(src + i), x, B);
#ifdef LN_TPL_HAS_STREAM
    if (stream) {
      ch_stream(dst + i, r);
      continue;
    }
#endif
    ch_store(dst + i, r);
  }
#ifdef LN_TPL_HAS_STREAM
  if (stream) ch_sfence();
#else
  (void)stream;
#endif
  if (i < nbytes) {
    size_t r = nbytes - i;
    ch_t x = LN__TPL(permv_index)(ch_load_part(masks + (i >> es_log2), r >> es_log2), &E,
                                  es_log2, lm, offs);
    ch_store_part(dst + i, ch_permv(ch_load_part(src + i, r), x, B), r);
  }
}

/* ---- ln_array_deinterleave4f / ln_array_interleave4f ---- */
/* Four float4 records = one 4x4 transpose of 4-byte elements (its own inverse). */
static void LN__TPL(transpose_prep)(perm_t *P) {
  static const uint8_t idx[64] = {0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51,
                                  4,  5,  6,  7,  20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55,
                                  8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59,
                                  12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
  perm_prep(P, idx, 64);
}

static void LN__TPL(deint4)(float *x, float *y, float *z, float *w, const float *src, size_t n,
                            int nt) {
  perm_t P;
  LN__TPL(transpose_prep)(&P);
  size_t i = 0;
#if defined(LN_TPL_HAS_X16) && defined(LN_TPL_HAS_STREAM)
  /* large outputs streamed when the four outputs share their offset in a 64-byte line */
  uintptr_t ax = (uintptr_t)x & 63;
  if (nt && ax % 4 == 0 && ((uintptr_t)y & 63) == ax && ((uintptr_t)z & 63) == ax &&
      ((uintptr_t)w & 63) == ax) {
    size_t head = (size_t)((64 - ax) & 63) / 4;
    if (head <= n) {
      for (; i < head; i++) {
        memcpy(x + i, src + 4 * i, 4);
        memcpy(y + i, src + 4 * i + 1, 4);
        memcpy(z + i, src + 4 * i + 2, 4);
        memcpy(w + i, src + 4 * i + 3, 4);
      }
      for (; i + 16 <= n; i += 16) deint16(x + i, y + i, z + i, w + i, src + 4 * i, 1);
      ch_sfence();
    }
  }
#else
  (void)nt;
#endif
#ifdef LN_TPL_HAS_X16
  for (; i + 16 <= n; i += 16) deint16(x + i, y + i, z + i, w + i, src + 4 * i, 0);
#endif
  for (; i + 4 <= n; i += 4) {
    ch_t t = ch_perm(&P, ch_load((const uint8_t *)(src + 4 * i)));
    ch_store_q((uint8_t *)(x + i), t, 0);
    ch_store_q((uint8_t *)(y + i), t, 1);
    ch_store_q((uint8_t *)(z + i), t, 2);
    ch_store_q((uint8_t *)(w + i), t, 3);
  }
  for (; i < n; i++) {
    memcpy(x + i, src + 4 * i, 4);
    memcpy(y + i, src + 4 * i + 1, 4);
    memcpy(z + i, src + 4 * i + 2, 4);
    memcpy(w + i, src + 4 * i + 3, 4);
  }
}

static void LN__TPL(int4)(float *dst, const float *x, const float *y, const float *z,
                          const float *w, size_t n, int nt) {
  perm_t P;
  LN__TPL(transpose_prep)(&P);
  size_t i = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % 16 == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63) / 16;
    if (head <= n) {
      for (; i < head; i++) {
        memcpy(dst + 4 * i, x + i, 4);
        memcpy(dst + 4 * i + 1, y + i, 4);
        memcpy(dst + 4 * i + 2, z + i, 4);
        memcpy(dst + 4 * i + 3, w + i, 4);
      }
#ifdef LN_TPL_HAS_X16
      for (; i + 16 <= n; i += 16) int16(dst + 4 * i, x + i, y + i, z + i, w + i, 1);
#endif
      for (; i + 4 <= n; i += 4)
        ch_stream((uint8_t *)(dst + 4 * i),
                  ch_perm(&P, ch_load_q4((const uint8_t *)(x + i), (const uint8_t *)(y + i),
                                         (const uint8_t *)(z + i), (const uint8_t *)(w + i))));
      ch_sfence();
    }
  }
#else
  (void)nt;
#endif
#ifdef LN_TPL_HAS_X16
  for (; i + 16 <= n; i += 16) int16(dst + 4 * i, x + i, y + i, z + i, w + i, 0);
#endif
  for (; i + 4 <= n; i += 4)
    ch_store((uint8_t *)(dst + 4 * i),
             ch_perm(&P, ch_load_q4((const uint8_t *)(x + i), (const uint8_t *)(y + i),
                                    (const uint8_t *)(z + i), (const uint8_t *)(w + i))));
  for (; i < n; i++) {
    memcpy(dst + 4 * i, x + i, 4);
    memcpy(dst + 4 * i + 1, y + i, 4);
    memcpy(dst + 4 * i + 2, z + i, 4);
    memcpy(dst + 4 * i + 3, w + i, 4);
  }
}

/* ---- ln_array_gather / ln_array_scatter / ln_array_scatter_add / ln_array_compress ----
 * Element loops on every path: on Zen 5 a scalar load or store per element beats the
 * hardware gathers and scatters (vpgatherdd zmm ~17 cycles, vpscatterdd ~24 for 16
 * elements).  Masked forms turn 64 mask bytes into a 64-bit word (one SIMD compare where
 * the ISA has one) and visit its set bits (count trailing zeros): no branch per element,
 * so no mispredictions at 50% density, and an address is only formed from an active
 * index.  Optional ISA hooks:
 *   LN_TPL_HAS_MBITS         mbits64(m): bit j = (m[j] != 0), j < 64
 *   LN_TPL_HAS_IDXCHK        idx_bad_isa(idx, mask, n, len)   the validation pass
 *   LN_TPL_HAS_COMPRESS<l2>  compress_isa<l2>(out, src, mask, n)  returns the count
 * The masked scatter visits the set bits 32 at a time, two per loop turn: on Zen 5 that
 * runs ~1.25x faster than one 64-bit word a bit at a time, and faster than vpscatterdd at
 * every density and table size measured (4 KiB .. 256 MiB, 50% active). */
#ifdef LN_TPL_HAS_MBITS
#define LN__MBITS mbits64
#else
static inline uint64_t LN__TPL(mbits64)(const uint8_t *m) {
  uint64_t b = 0;
  for (unsigned q = 0; q < 8; q++) {
    uint64_t x;
    memcpy(&x, m + 8 * q, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    x |= x >> 4; /* bit 0 of each byte: OR of the byte's bits */
    x |= x >> 2;
    x |= x >> 1;
    x &= 0x0101010101010101ull;
    b |= ((x * 0x0102040810204080ull) >> 56) << (8 * q); /* gather the 8 bits */
  }
  return b;
}
#define LN__MBITS LN__TPL(mbits64)
#endif
/* bit j = (m[j] != 0) for j < r (r < 64 ending a buffer) */
static inline uint64_t LN__TPL(mbits_tail)(const uint8_t *m, size_t r) {
  uint64_t b = 0;
  for (size_t j = 0; j < r; j++) b |= (uint64_t)(m[j] != 0) << j;
  return b;
}
#define LN__MBITS_AT(mask, base, n) \
  ((n) - (base) >= 64 ? LN__MBITS((mask) + (base)) : LN__TPL(mbits_tail)((mask) + (base), (n) - (base)))

#define LN__BM_LOOPS(l2, T)                                                                    \
  static void LN__TPL(gather##l2)(uint8_t *out, const uint8_t *tab, const uint32_t *idx,       \
                                  const uint8_t *mask, size_t n) {                             \
    const size_t sz = sizeof(T);                                                               \
    if (!mask) {                                                                               \
      size_t i = 0;                                                                            \
      for (; i + 4 <= n; i += 4) {                                                             \
        T a, b, c, d;                                                                          \
        memcpy(&a, tab + (size_t)idx[i] * sz, sz);                                             \
        memcpy(&b, tab + (size_t)idx[i + 1] * sz, sz);                                         \
        memcpy(&c, tab + (size_t)idx[i + 2] * sz, sz);                                         \
        memcpy(&d, tab + (size_t)idx[i + 3] * sz, sz);                                         \
        memcpy(out + i * sz, &a, sz);                                                          \
        memcpy(out + (i + 1) * sz, &b, sz);                                                    \
        memcpy(out + (i + 2) * sz, &c, sz);                                                    \
        memcpy(out + (i + 3) * sz, &d, sz);                                                    \
      }                                                                                        \
      for (; i < n; i++) memcpy(out + i * sz, tab + (size_t)idx[i] * sz, sz);                  \
      return;                                                                                  \
    }                                                                                          \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        memcpy(out + j * sz, tab + (size_t)idx[j] * sz, sz);                                   \
      }                                                                                        \
    }                                                                                          \
  }                                                                                            \
  static void LN__TPL(scatter##l2)(uint8_t *out, const uint8_t *val, const uint32_t *idx,      \
                                   const uint8_t *mask, size_t n) {                            \
    const size_t sz = sizeof(T);                                                               \
    if (!mask) { /* four indexes and values loaded, then four stores in order */               \
      size_t i = 0;                                                                            \
      for (; i + 4 <= n; i += 4) {                                                             \
        size_t j0 = idx[i], j1 = idx[i + 1], j2 = idx[i + 2], j3 = idx[i + 3];                 \
        T a, b, c, d;                                                                          \
        memcpy(&a, val + i * sz, sz);                                                          \
        memcpy(&b, val + (i + 1) * sz, sz);                                                    \
        memcpy(&c, val + (i + 2) * sz, sz);                                                    \
        memcpy(&d, val + (i + 3) * sz, sz);                                                    \
        memcpy(out + j0 * sz, &a, sz);                                                         \
        memcpy(out + j1 * sz, &b, sz);                                                         \
        memcpy(out + j2 * sz, &c, sz);                                                         \
        memcpy(out + j3 * sz, &d, sz);                                                         \
      }                                                                                        \
      for (; i < n; i++) memcpy(out + (size_t)idx[i] * sz, val + i * sz, sz);                  \
      return;                                                                                  \
    }                                                                                          \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      for (unsigned h = 0; h < 64; h += 32) { /* 32-bit halves, two set bits per turn */       \
        uint32_t w = (uint32_t)(b >> h);                                                       \
        const uint32_t *ix = idx + base + h;                                                   \
        const uint8_t *v = val + (base + h) * sz;                                              \
        while (w) {                                                                            \
          unsigned k = (unsigned)__builtin_ctz(w);                                             \
          w &= w - 1;                                                                          \
          memcpy(out + (size_t)ix[k] * sz, v + (size_t)k * sz, sz);                            \
          if (!w) break;                                                                       \
          k = (unsigned)__builtin_ctz(w);                                                      \
          w &= w - 1;                                                                          \
          memcpy(out + (size_t)ix[k] * sz, v + (size_t)k * sz, sz);                            \
        }                                                                                      \
      }                                                                                        \
    }                                                                                          \
  }                                                                                            \
  /* all 64 active: one block move (memmove: out may be src, k <= base) */                     \
  __attribute__((unused)) static size_t LN__TPL(compress_c##l2)(                               \
      uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {                       \
    const size_t sz = sizeof(T);                                                               \
    size_t k = 0;                                                                              \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      if (b == ~(uint64_t)0) {                                                                 \
        memmove(out + k * sz, src + base * sz, 64 * sz);                                       \
        k += 64;                                                                               \
        continue;                                                                              \
      }                                                                                        \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        T v;                                                                                   \
        memcpy(&v, src + j * sz, sz);                                                          \
        memcpy(out + k * sz, &v, sz);                                                          \
        k++;                                                                                   \
      }                                                                                        \
    }                                                                                          \
    return k;                                                                                  \
  }

LN__BM_LOOPS(0, uint8_t)
LN__BM_LOOPS(1, uint16_t)
LN__BM_LOOPS(2, uint32_t)
LN__BM_LOOPS(3, uint64_t)
#undef LN__BM_LOOPS

#ifdef LN_TPL_HAS_COMPRESS0
#define LN__BM_CMP0 compress_isa0
#else
#define LN__BM_CMP0 LN__TPL(compress_c0)
#endif
#ifdef LN_TPL_HAS_COMPRESS1
#define LN__BM_CMP1 compress_isa1
#else
#define LN__BM_CMP1 LN__TPL(compress_c1)
#endif
#ifdef LN_TPL_HAS_COMPRESS2
#define LN__BM_CMP2 compress_isa2
#else
#define LN__BM_CMP2 LN__TPL(compress_c2)
#endif
#ifdef LN_TPL_HAS_COMPRESS3
#define LN__BM_CMP3 compress_isa3
#else
#define LN__BM_CMP3 LN__TPL(compress_c3)
#endif

/* Scatter-add: the sequential loop itself (read, add, write per element, in index order),
 * so duplicates accumulate and float sums round exactly as the loop does (vpconflictd
 * would combine duplicates first: a different float rounding, and slower than this loop on
 * Zen 5 even for integers).  Integer sums wrap: computed in the unsigned type. */
#define LN__BM_ADD(name, T)                                                                    \
  static inline void LN__TPL(add1_##name)(uint8_t *d, const uint8_t *v) {                      \
    T o, x;                                                                                    \
    memcpy(&o, d, sizeof(T));                                                                  \
    memcpy(&x, v, sizeof(T));                                                                  \
    o = (T)(o + x);                                                                            \
    memcpy(d, &o, sizeof(T));                                                                  \
  }                                                                                            \
  static void LN__TPL(sadd_##name)(uint8_t *out, const uint8_t *val, const uint32_t *idx,      \
                                   const uint8_t *mask, size_t n) {                            \
    const size_t sz = sizeof(T);                                                               \
    if (!mask) { /* four indexes and values loaded first, then the four adds in order */       \
      size_t i = 0;                                                                            \
      for (; i + 4 <= n; i += 4) {                                                             \
        size_t j[4];                                                                           \
        T x[4];                                                                                \
        for (int k = 0; k < 4; k++) {                                                          \
          j[k] = idx[i + k];                                                                   \
          memcpy(&x[k], val + (i + k) * sz, sz);                                               \
        }                                                                                      \
        for (int k = 0; k < 4; k++) {                                                          \
          T o;                                                                                 \
          memcpy(&o, out + j[k] * sz, sz);                                                     \
          o = (T)(o + x[k]);                                                                   \
          memcpy(out + j[k] * sz, &o, sz);                                                     \
        }                                                                                      \
      }                                                                                        \
      for (; i < n; i++) LN__TPL(add1_##name)(out + (size_t)idx[i] * sz, val + i * sz);        \
      return;                                                                                  \
    }                                                                                          \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        LN__TPL(add1_##name)(out + (size_t)idx[j] * sz, val + j * sz);                         \
      }                                                                                        \
    }                                                                                          \
  }
LN__BM_ADD(i8, uint8_t)
LN__BM_ADD(i16, uint16_t)
LN__BM_ADD(i32, uint32_t)
LN__BM_ADD(i64, uint64_t)
LN__BM_ADD(f32, float)
LN__BM_ADD(f64, double)
#undef LN__BM_ADD

#ifdef LN_TPL_HAS_IDXCHK
#define LN__BM_IDXBAD idx_bad_isa
#else
static int LN__TPL(idx_bad)(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  uint32_t mx = 0;
  if (!mask) {
    for (size_t i = 0; i < n; i++) mx = idx[i] > mx ? idx[i] : mx;
  } else {
    for (size_t i = 0; i < n; i++) {
      uint32_t v = mask[i] ? idx[i] : 0;
      mx = v > mx ? v : mx;
    }
  }
  return n && mx >= len;
}
#define LN__BM_IDXBAD LN__TPL(idx_bad)
#endif

const ln__array_kern LN__TPL(ln__array_kern) = {
    .perm = LN__TPL(perm),
    .perm_mask = LN__TPL(perm_mask),
    .perm2_mask = LN__TPL(perm2_mask),
    .permv = LN__TPL(permv),
    .deint4 = LN__TPL(deint4),
    .int4 = LN__TPL(int4),
    .gather = {LN__TPL(gather0), LN__TPL(gather1), LN__TPL(gather2), LN__TPL(gather3)},
    .scatter = {LN__TPL(scatter0), LN__TPL(scatter1), LN__TPL(scatter2), LN__TPL(scatter3)},
    .scatter_add = {LN__TPL(sadd_i8), LN__TPL(sadd_i16), LN__TPL(sadd_i32), LN__TPL(sadd_i64),
                    LN__TPL(sadd_f32), LN__TPL(sadd_f64)},
    .idx_bad = LN__BM_IDXBAD,
    .compress = {LN__BM_CMP0, LN__BM_CMP1, LN__BM_CMP2, LN__BM_CMP3},
};
#undef LN__BM_CMP0
#undef LN__BM_CMP1
#undef LN__BM_CMP2
#undef LN__BM_CMP3
#undef LN__BM_IDXBAD
#undef LN__MBITS
#undef LN__MBITS_AT

#undef LN__TPL
#undef LN__TPL_CAT
#undef LN__TPL_CAT2
#endif /* LN_TPL_ISA */
