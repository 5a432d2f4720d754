/* Array-layer bulk loops, written once and instantiated per instruction set.
 *
 * Without LN_TPL_ISA this header only declares the kernel table the dispatcher
 * (src/array_dispatch.c) uses.  An ISA translation unit defines LN_TPL_ISA (its suffix)
 * and the chunk primitives below, then includes this header, which emits the loops and
 * the table `ln__array_kern_<isa>`.
 *
 * The unit of work is a 64-byte chunk held in registers (4 x 16, 2 x 32, 1 x 64 bytes):
 *   ch_t                         the chunk type
 *   ch_load(p) / ch_store(p, c)  unaligned 64-byte load / store
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
 * and ch_sfence(); LN_TPL_HAS_X16 with deint16 / int16 (16 float4 records at once, int16
 * streaming when its last argument is nonzero).
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
  /* chunk byte j = (a chunk then b chunk)[idx[j]], idx[j] < 128 */
  void (*perm2)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes, unsigned B,
                const uint8_t *idx, int nt);
  /* elements of 1 << es_log2 bytes, blocks of `lanes`; masks: one byte per element */
  void (*permv)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                unsigned lanes, const uint8_t *masks, int nt);
  void (*deint4)(float *x, float *y, float *z, float *w, const float *src, size_t n);
  void (*int4)(float *dst, const float *x, const float *y, const float *z, const float *w,
               size_t n, int nt);
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

/* ---- ln_array_shuffle ---- */
static void LN__TPL(perm)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
                          const uint8_t *idx, int nt) {
  perm_t P;
  perm_prep(&P, idx, B);
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

/* ---- ln_array_shuffle2 ---- */
static void LN__TPL(perm2)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                           unsigned B, const uint8_t *idx, int nt) {
  perm2_t P;
  perm2_prep(&P, idx, B);
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

static void LN__TPL(deint4)(float *x, float *y, float *z, float *w, const float *src, size_t n) {
  perm_t P;
  LN__TPL(transpose_prep)(&P);
  size_t i = 0;
#ifdef LN_TPL_HAS_X16
  for (; i + 16 <= n; i += 16) deint16(x + i, y + i, z + i, w + i, src + 4 * i);
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

const ln__array_kern LN__TPL(ln__array_kern) = {
    LN__TPL(perm), LN__TPL(perm2), LN__TPL(permv), LN__TPL(deint4), LN__TPL(int4),
};

#undef LN__TPL
#undef LN__TPL_CAT
#undef LN__TPL_CAT2
#endif /* LN_TPL_ISA */
