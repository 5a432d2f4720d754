/* Part of src/arch/array_tpl.h (included once per path, LN__TPL defined there): the loops
 * of ln_array_shuffle, ln_array_shuffle2, ln_array_shuffle_masks, the fixed permutations
 * (ln_array_rgba_to_bgra, ln_array_bswap32, ln_array_transpose4x4f) and the float4
 * (de)interleave, over the chunk primitives array_tpl.h lists. */

/* ---- the chunk index of one block mask (ln_array_shuffle, ln_array_shuffle2) ---- */
#ifndef LN_TPL_HAS_INDEX
/* idx as the kernel table's shuffle / shuffle2 (two) describe it, 16 bytes at a time
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

/* ---- ln_array_shuffle and the fixed permutations ---- */
/* ch_perm, or ch_perm_lane where every index stays in its 16-byte lane (blocks of at most 16
 * bytes) and the path has a cheaper in-lane permute; inlane is a constant after inlining. */
static inline __attribute__((always_inline)) ch_t ch_perm_any(const perm_t *P, int inlane, ch_t c) {
#ifdef LN_TPL_HAS_PERM_LANE
  if (inlane) return ch_perm_lane(P, c);
#else
  (void)inlane;
#endif
  return ch_perm(P, c);
}
/* shuffle_run with the in-lane permute where B <= 16 (one loop copy per kind) */
#ifdef LN_TPL_HAS_PERM_LANE
#define LN__TPL_SHUFFLE_RUN(dst, src, nbytes, B, P, nt) \
  ((B) <= 16 ? LN__TPL(shuffle_run)(dst, src, nbytes, B, P, nt, 1) \
             : LN__TPL(shuffle_run)(dst, src, nbytes, B, P, nt, 0))
#else
#define LN__TPL_SHUFFLE_RUN(dst, src, nbytes, B, P, nt) LN__TPL(shuffle_run)(dst, src, nbytes, B, P, nt, 0)
#endif
static inline __attribute__((always_inline)) void LN__TPL(shuffle_run)(uint8_t *dst,
                                                                       const uint8_t *src,
                                                                       size_t nbytes, unsigned B,
                                                                       perm_t P, int nt,
                                                                       int inlane) {
  size_t i = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % B == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63); /* a multiple of B */
    if (head < nbytes) {
      if (head) ch_store_part(dst, ch_perm_any(&P, inlane, ch_load_part(src, head)), head);
      i = head;
      for (; i + 128 <= nbytes; i += 128) {
        ch_t c0 = ch_load(src + i), c1 = ch_load(src + i + 64);
        ch_stream(dst + i, ch_perm_any(&P, inlane, c0));
        ch_stream(dst + i + 64, ch_perm_any(&P, inlane, c1));
      }
      for (; i + 64 <= nbytes; i += 64) ch_stream(dst + i, ch_perm_any(&P, inlane, ch_load(src + i)));
      ch_sfence();
    }
  }
#else
  (void)nt;
  (void)B;
#endif
  for (const size_t end = i + ((nbytes - i) & ~(size_t)127); i < end; i += 128) {
    ch_store(dst + i, ch_perm_any(&P, inlane, ch_load(src + i)));
    ch_store(dst + i + 64, ch_perm_any(&P, inlane, ch_load(src + i + 64)));
  }
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, ch_perm_any(&P, inlane, ch_load(src + i)));
  if (i < nbytes) {
    size_t r = nbytes - i;
    ch_store_part(dst + i, ch_perm_any(&P, inlane, ch_load_part(src + i, r)), r);
  }
}
/* At most one chunk (nbytes <= 64, never streamed): one load, one permute, one store, no loop
 * set up; the first thing each kernel tests, so a small call costs little more than its work. */
static inline __attribute__((always_inline)) void LN__TPL(shuffle_one)(uint8_t *dst, const uint8_t *src,
                                                                      size_t nbytes, unsigned B,
                                                                      const perm_t *P) {
  if (__builtin_expect(nbytes == 64, 1)) {
    ch_store(dst, B <= 16 ? ch_perm_any(P, 1, ch_load(src)) : ch_perm_any(P, 0, ch_load(src)));
    return;
  }
  ch_t c = ch_load_part(src, nbytes);
  ch_store_part(dst, B <= 16 ? ch_perm_any(P, 1, c) : ch_perm_any(P, 0, c), nbytes);
}
static int LN__TPL(shuffle_fixed)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
                                  const uint8_t *idx) {
  const int nt = nbytes >= LN__NT_BYTES;
#ifdef LN_TPL_HAS_SHUFFLE_FIXED
  if (shuffle_fixed_isa(dst, src, nbytes, B, idx, nt)) return 0;
#endif
  perm_t P;
  perm_prep(&P, idx, B);
  if (__builtin_expect(nbytes <= 64, 1)) { /* a small call's path falls through */
    LN__TPL(shuffle_one)(dst, src, nbytes, B, &P);
    return 0;
  }
  LN__TPL_SHUFFLE_RUN(dst, src, nbytes, B, P, nt);
  return 0;
}
/* every call but the one-chunk u8x16 one (out of line: its frame and saved registers are not the
 * small call's) */
static __attribute__((noinline)) int LN__TPL(shuffle_any)(uint8_t *dst, const uint8_t *src, size_t nbytes,
                                                          unsigned l2, unsigned lanes, const uint8_t *mask) {
  const int nt = nbytes >= LN__NT_BYTES;
#ifdef LN_TPL_HAS_SHUFFLE
  if (shuffle_isa(dst, src, nbytes, l2, lanes, mask, nt)) return 0;
#endif
  perm_t P;
  perm_prep_mask(&P, mask, l2, lanes);
  if (__builtin_expect(nbytes <= 64, 1)) { /* a small call's path falls through */
    LN__TPL(shuffle_one)(dst, src, nbytes, lanes << l2, &P);
    return 0;
  }
  LN__TPL_SHUFFLE_RUN(dst, src, nbytes, lanes << l2, P, nt);
  return 0;
}
static int LN__TPL(shuffle)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2,
                            unsigned lanes, const uint8_t *mask) {
#ifndef LN_TPL_HAS_SHUFFLE
  if (__builtin_expect(nbytes == 64 && l2 == 0 && lanes == 16, 1)) { /* u8x16 blocks, one chunk */
    perm_t P;
    perm_prep_mask(&P, mask, 0, 16);
    ch_store(dst, ch_perm_any(&P, 1, ch_load(src)));
    return 0;
  }
#endif
  return LN__TPL(shuffle_any)(dst, src, nbytes, l2, lanes, mask);
}

/* ---- ln_array_shuffle2 ---- */
/* ch_perm2, or ch_perm2_lane where every index stays in its 16-byte lane and the path has one
 * (inlane is a constant after inlining, as for shuffle_run) */
static inline __attribute__((always_inline)) ch_t ch_perm2_any(const perm2_t *P, int inlane, ch_t a,
                                                               ch_t b) {
#ifdef LN_TPL_HAS_PERM2_LANE
  if (inlane) return ch_perm2_lane(P, a, b);
#else
  (void)inlane;
#endif
  return ch_perm2(P, a, b);
}
static inline __attribute__((always_inline)) void LN__TPL(shuffle2_run)(uint8_t *dst, const uint8_t *a,
                                                                        const uint8_t *b, size_t nbytes,
                                                                        unsigned B, const perm2_t *P,
                                                                        int nt, int inlane) {
  size_t i = 0;
#ifdef LN_TPL_HAS_STREAM
  if (nt && (uintptr_t)dst % B == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63);
    if (head < nbytes) {
      if (head) ch_store_part(dst, ch_perm2_any(P, inlane, ch_load_part(a, head), ch_load_part(b, head)), head);
      i = head;
      for (; i + 64 <= nbytes; i += 64)
        ch_stream(dst + i, ch_perm2_any(P, inlane, ch_load(a + i), ch_load(b + i)));
      ch_sfence();
    }
  }
#else
  (void)nt;
  (void)B;
#endif
#ifdef LN_TPL_SHUFFLE2_X2 /* two chunks per turn where a chunk is one register */
  for (; i + 128 <= nbytes; i += 128) {
    ch_t a0 = ch_load(a + i), b0 = ch_load(b + i), a1 = ch_load(a + i + 64), b1 = ch_load(b + i + 64);
    ch_store(dst + i, ch_perm2_any(P, inlane, a0, b0));
    ch_store(dst + i + 64, ch_perm2_any(P, inlane, a1, b1));
  }
#endif
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, ch_perm2_any(P, inlane, ch_load(a + i), ch_load(b + i)));
  if (i < nbytes) {
    size_t r = nbytes - i;
    ch_store_part(dst + i, ch_perm2_any(P, inlane, ch_load_part(a + i, r), ch_load_part(b + i, r)), r);
  }
}
/* every call but the small u8x16 ones of a path with shuffle2_u8x16_small (out of line there: its
 * frame and saved registers are not the small call's) */
#ifdef LN_TPL_HAS_SHUFFLE2_U8X16_SMALL
__attribute__((noinline))
#endif
static int LN__TPL(shuffle2_any)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                                 unsigned shape, const uint8_t *mask) {
  const unsigned l2 = LN__SHAPE2_L2(shape), lanes = LN__SHAPE2_LANES(shape);
  const int nt = nbytes >= LN__NT_BYTES;
#ifdef LN_TPL_HAS_SHUFFLE2
  if (shuffle2_isa(dst, a, b, nbytes, l2, lanes, mask, nt)) return 0;
#endif
  const unsigned B = lanes << l2;
  perm2_t P;
#ifndef LN_TPL_HAS_SHUFFLE2_U8X16_SMALL
  if (__builtin_expect(nbytes == 64 && l2 == 0 && lanes == 16, 1)) { /* u8x16 blocks, one chunk */
    perm2_prep_mask(&P, mask, 0, 16);
    ch_store(dst, ch_perm2_any(&P, 1, ch_load(a), ch_load(b)));
    return 0;
  }
#endif
  perm2_prep_mask(&P, mask, l2, lanes);
  if (__builtin_expect(nbytes == 64, 1)) { /* one chunk: no loop set up */
    ch_store(dst, ch_perm2(&P, ch_load(a), ch_load(b)));
    return 0;
  }
#ifdef LN_TPL_HAS_PERM2_LANE
  if (B <= 16) {
    LN__TPL(shuffle2_run)(dst, a, b, nbytes, B, &P, nt, 1);
    return 0;
  }
#endif
  LN__TPL(shuffle2_run)(dst, a, b, nbytes, B, &P, nt, 0);
  return 0;
}
static int LN__TPL(shuffle2)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                             unsigned shape, const uint8_t *mask) {
#ifdef LN_TPL_HAS_SHUFFLE2_U8X16_SMALL
  if (__builtin_expect(shape == LN__SHAPE2(0, 16) && nbytes <= LN_TPL_SHUFFLE2_U8X16_MAX, 1)) {
    shuffle2_u8x16_small(dst, a, b, nbytes, mask);
    return 0;
  }
#endif
  return LN__TPL(shuffle2_any)(dst, a, b, nbytes, shape, mask);
}

/* ---- ln_array_shuffle_masks ---- */
#define LN__TPL_X16(v) v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v
/* The byte index of a chunk is built in registers: mask bytes expanded to one per data
 * byte (a B = 64 permute), reduced modulo lanes, scaled by the element size, plus the
 * byte within the element and the block's offset in the chunk. */
static inline ch_t LN__TPL(shuffle_masks_index)(ch_t m, const perm_t *E, unsigned es_log2, ch_t lm,
                                        ch_t offs) {
  ch_t x = ch_and(m, lm);
  if (es_log2) x = ch_perm(E, x);
  for (unsigned k = 0; k < es_log2; k++) x = ch_add8(x, x);
  return ch_add8(x, offs);
}

static int LN__TPL(shuffle_masks)(uint8_t *dst, const uint8_t *src, size_t nbytes,
                                  unsigned es_log2, unsigned lanes, const uint8_t *masks) {
  const int nt = nbytes >= LN__NT_BYTES;
  if (__builtin_expect(nbytes == 64 && es_log2 == 0 && lanes == 16, 1)) {
    /* one chunk of four 16-byte blocks, straight through: byte j from (mask & 15) + j - j % 16 */
    static const uint8_t m15[64] = {LN__TPL_X16(15), LN__TPL_X16(15), LN__TPL_X16(15), LN__TPL_X16(15)};
    static const uint8_t off[64] = {LN__TPL_X16(0), LN__TPL_X16(16), LN__TPL_X16(32), LN__TPL_X16(48)};
    ch_t x = ch_add8(ch_and(ch_load(masks), ch_load(m15)), ch_load(off));
    ch_store(dst, ch_permv(ch_load(src), x, 16));
    return 0;
  }
#ifdef LN_TPL_HAS_SHUFFLE_MASKS
  if (shuffle_masks_isa(dst, src, nbytes, es_log2, lanes, masks, nt)) return 0;
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
      ch_t x = LN__TPL(shuffle_masks_index)(ch_load_part(masks, head >> es_log2), &E, es_log2, lm, offs);
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
    ch_t x = LN__TPL(shuffle_masks_index)(mper == 64 ? ch_load(m) : ch_load_part(m, mper), &E, es_log2,
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
    ch_t x = LN__TPL(shuffle_masks_index)(ch_load_part(masks + (i >> es_log2), r >> es_log2), &E,
                                  es_log2, lm, offs);
    ch_store_part(dst + i, ch_permv(ch_load_part(src + i, r), x, B), r);
  }
  return 0;
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

static int LN__TPL(deinterleave4f)(float *x, float *y, float *z, float *w, const float *src,
                                   size_t n) {
  const int nt = 16 * n >= LN__NT_BYTES;
  perm_t P;
  LN__TPL(transpose_prep)(&P);
  if (__builtin_expect(n == 4, 1)) { /* one chunk, straight through */
    ch_t t = ch_perm(&P, ch_load((const uint8_t *)src));
    ch_store_q((uint8_t *)x, t, 0);
    ch_store_q((uint8_t *)y, t, 1);
    ch_store_q((uint8_t *)z, t, 2);
    ch_store_q((uint8_t *)w, t, 3);
    return 0;
  }
#ifdef LN_TPL_HAS_INTERLEAVE4F
  if (deinterleave4f_isa(x, y, z, w, src, n, nt)) return 0;
#endif
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
      for (; i + 16 <= n; i += 16) deinterleave4f_x16(x + i, y + i, z + i, w + i, src + 4 * i, 1);
      ch_sfence();
    }
  }
#else
  (void)nt;
#endif
#ifdef LN_TPL_HAS_X16
  for (; i + 16 <= n; i += 16) deinterleave4f_x16(x + i, y + i, z + i, w + i, src + 4 * i, 0);
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
  return 0;
}

static int LN__TPL(interleave4f)(float *dst, const float *x, const float *y, const float *z,
                                 const float *w, size_t n) {
  const int nt = 16 * n >= LN__NT_BYTES;
  perm_t P;
  LN__TPL(transpose_prep)(&P);
  if (__builtin_expect(n == 4, 1)) { /* one chunk, straight through */
    ch_store((uint8_t *)dst, ch_perm(&P, ch_load_q4((const uint8_t *)x, (const uint8_t *)y,
                                                    (const uint8_t *)z, (const uint8_t *)w)));
    return 0;
  }
#ifdef LN_TPL_HAS_INTERLEAVE4F
  if (interleave4f_isa(dst, x, y, z, w, n, nt)) return 0;
#endif
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
      for (; i + 16 <= n; i += 16) interleave4f_x16(dst + 4 * i, x + i, y + i, z + i, w + i, 1);
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
  for (; i + 16 <= n; i += 16) interleave4f_x16(dst + 4 * i, x + i, y + i, z + i, w + i, 0);
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
  return 0;
}

