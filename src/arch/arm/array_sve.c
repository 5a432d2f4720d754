/* Array layer, Arm SVE path: length-agnostic loops over whole SVE vectors (svcntb() bytes,
 * 128 to 2048 bits, the same code at every length), with svwhilelt predicates for the last
 * partial vector: every load and store is predicated, so exactly the asked bytes are read
 * and written and no loop ends in scalar code.
 *   shuffles (one mask, a mask per block, two sources) and the fixed permutations
 *       (rgba_to_bgra, bswap32, transpose4x4f): svtbl over one vector of whole blocks, the
 *       index built once per call (per vector for the per-block masks); two sources: two
 *       svtbl and an svsel on the lanes taken from b
 *   float4 (de)interleave: svld4 / svst4
 *   gather (every element size): svld1_gather with 32-bit unsigned indexes (64-bit for 8-byte
 *       elements), 1- and 2-byte elements widened to 32-bit lanes (ld1b/ld1h gather, st1b/st1h)
 *   compaction: svcompact (1- and 2-byte elements widened to 32-bit lanes), stored with a
 *       whilelt predicate of the count; the _checked forms' index validation: svmax
 *   scatter (every element size): st1 scatter stores (element order: repeated indexes keep
 *       the highest lane's value), elements widened as for the gathers
 *   scatter-add: gathers and scatters in rounds (below), the sequential loop's results
 * The sve2 path (array_sve2.c: this file with LN_SVE2 defined, compiled with +sve2) differs in
 * two kernels:
 *   two-source shuffles: one svtbl2 over the pair of vectors (vectors of up to 128 bytes, where
 *       a byte index reaches both) instead of two svtbl and an svsel
 *   scatter-add: its rounds counted by svhistcnt instead of scatters of lane numbers (below)
 * At 128 bits the shuffles (see sve_bytes), at 256 bits the shuffles
 * of 64-byte blocks (wider than the vector: SVE's svtbl looks up one vector) use the NEON
 * chunk kernels of neon_chunk.h through
 * src/arch/array_tpl.h, as the neon path does (an SVE CPU has Advanced SIMD).  nt (stream
 * large outputs) is ignored: plain predicated stores. */
#include <arm_sve.h>

#include "neon_chunk.h"
#include "../block_bytes.h"

/* The vector length in bytes for the shuffles: V when V is a
 * power of two (as on the SVE CPUs shipped so far; the first SVE specification also allowed
 * other multiples of 128 bits) of at least 32 bytes; the loops then step by whole vectors of
 * whole blocks.  0 otherwise, and these functions run the neon kernels: at 128 bits NEON's
 * tbl / ld4 are as wide and its loops take fewer instructions per byte (bench/README.md,
 * "SVE": e.g. one-mask byte shuffle 13.2 vs 17.9 instructions per 64 bytes, per-block masks
 * 23.3 vs 50.7).  Gathers, compaction and the index check use SVE at every length. */
static inline uint64_t sve_bytes(void) {
  uint64_t v = svcntb();
  return (v & (v - 1)) == 0 && v >= 32 ? v : 0;
}

/* ---- the shuffles: byte j of every B-byte block takes byte bidx[j] (< B) of that block,
 * of b where fromb[j] != 0 (fromb NULL: one source).  Four vectors of V >= B bytes per
 * loop turn (two with two sources: at 128 bits as many bytes per turn as the neon loop), then
 * one per turn, the last one predicated by svwhilelt. ---- */
static int sve_perm(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes, unsigned B,
                    const uint8_t *bidx, const uint8_t *fromb) {
  const uint64_t V = sve_bytes();
  if (B > V) return 0; /* a block wider than the vector (or V = 0) */
  const svbool_t all = svptrue_b8(), pB = svwhilelt_b8_u64(0, B);
  const svuint8_t j = svindex_u8(0, 1);
  const svuint8_t jb = svand_n_u8_x(all, j, (uint8_t)(B - 1)); /* j % B */
  const svuint8_t idx = svadd_u8_x(all, svsub_u8_x(all, j, jb), svtbl_u8(svld1_u8(pB, bidx), jb));
  size_t i = 0;
  svbool_t p;
  if (!b) {
#define LN__P1(k) svst1_vnum_u8(all, dst + i, k, svtbl_u8(svld1_vnum_u8(all, a + i, k), idx))
    for (; i + 4 * V <= nbytes; i += 4 * V) {
      LN__P1(0);
      LN__P1(1);
      LN__P1(2);
      LN__P1(3);
    }
#undef LN__P1
    for (p = svwhilelt_b8_u64(i, nbytes); svptest_first(all, p); i += V, p = svwhilelt_b8_u64(i, nbytes))
      svst1_u8(p, dst + i, svtbl_u8(svld1_u8(p, a + i), idx));
    return 1;
  }
  const svbool_t fb = svcmpne_n_u8(all, svtbl_u8(svld1_u8(pB, fromb), jb), 0);
#define LN__SEL(x, y) svsel_u8(fb, svtbl_u8(y, idx), svtbl_u8(x, idx))
#define LN__P2(p, k, TWO) \
  svst1_vnum_u8(p, dst + i, k, TWO(svld1_vnum_u8(p, a + i, k), svld1_vnum_u8(p, b + i, k)))
#define LN__LOOP2(TWO)                                                                          \
  do {                                                                                         \
    for (; i + 2 * V <= nbytes; i += 2 * V) {                                                  \
      LN__P2(all, 0, TWO);                                                                     \
      LN__P2(all, 1, TWO);                                                                     \
    }                                                                                          \
    for (p = svwhilelt_b8_u64(i, nbytes); svptest_first(all, p); i += V, p = svwhilelt_b8_u64(i, nbytes)) \
      LN__P2(p, 0, TWO);                                                                       \
  } while (0)
#ifdef LN_SVE2
  if (V <= 128) { /* the bytes of b are bytes V.. of the pair a, b: one svtbl2 */
    const svuint8_t idx2 = svadd_n_u8_m(fb, idx, (uint8_t)V);
#define LN__TBL2(x, y) svtbl2_u8(svcreate2_u8(x, y), idx2)
    LN__LOOP2(LN__TBL2);
#undef LN__TBL2
    return 1;
  }
#endif
  LN__LOOP2(LN__SEL);
#undef LN__LOOP2
#undef LN__P2
#undef LN__SEL
  return 1;
}

#define LN_TPL_HAS_SHUFFLE_FIXED 1
#define LN_TPL_HAS_SHUFFLE 1
#define LN_TPL_HAS_SHUFFLE2 1
LN_BLOCK_SHUFFLE_HOOKS(sve_perm)

/* ln_array_shuffle_masks: per vector, its V >> l2 mask bytes loaded (exactly those),
 * spread to one per data byte (svtbl by j >> l2), reduced modulo lanes, scaled by the
 * element size, plus the byte within the element and the block's offset: one svtbl. */
#define LN_TPL_HAS_SHUFFLE_MASKS 1
static int shuffle_masks_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2,
                             unsigned lanes, const uint8_t *masks, int nt) {
  const uint64_t V = sve_bytes();
  const unsigned B = lanes << l2;
  if (B > V) return neon_shuffle_masks(dst, src, nbytes, l2, lanes, masks, nt);
  const svbool_t all = svptrue_b8();
  const svuint8_t j = svindex_u8(0, 1);
  const svuint8_t offs = svadd_u8_x(all, svand_n_u8_x(all, j, (uint8_t)((1u << l2) - 1)),
                                    svand_n_u8_x(all, j, (uint8_t)~(B - 1)));
  const svuint8_t ej = svlsr_n_u8_x(all, j, (uint8_t)l2); /* the mask byte of data byte j */
  const uint8_t lm = (uint8_t)(lanes - 1);
  const size_t nmask = nbytes >> l2;
  svbool_t p = svwhilelt_b8_u64(0, nbytes);
  for (size_t i = 0; svptest_first(all, p); i += V, p = svwhilelt_b8_u64(i, nbytes)) {
    svuint8_t m = svld1_u8(svwhilelt_b8_u64(i >> l2, nmask), masks + (i >> l2));
    if (l2) m = svtbl_u8(m, ej);
    svuint8_t x = svadd_u8_x(all, svlsl_n_u8_x(all, svand_n_u8_x(all, m, lm), (uint8_t)l2), offs);
    svst1_u8(p, dst + i, svtbl_u8(svld1_u8(p, src + i), x));
  }
  return 1;
}

/* ---- ln_array_deinterleave4f / ln_array_interleave4f: svld4 / svst4, at every vector length:
 * four whole vectors of records per loop turn, then one per turn, the last one predicated by
 * svwhilelt (no element loop for the tail) ---- */
#define LN_TPL_HAS_INTERLEAVE4F 1
#define LN__DEINT4(p, i)                                                                        \
  do {                                                                                         \
    svfloat32x4_t t = svld4_f32(p, src + 4 * (i));                                             \
    svst1_f32(p, x + (i), svget4_f32(t, 0));                                                   \
    svst1_f32(p, y + (i), svget4_f32(t, 1));                                                   \
    svst1_f32(p, z + (i), svget4_f32(t, 2));                                                   \
    svst1_f32(p, w + (i), svget4_f32(t, 3));                                                   \
  } while (0)
#define LN__INT4(p, i)                                                                          \
  svst4_f32(p, dst + 4 * (i),                                                                  \
            svcreate4_f32(svld1_f32(p, x + (i)), svld1_f32(p, y + (i)), svld1_f32(p, z + (i)),   \
                          svld1_f32(p, w + (i))))
#define LN__INTERLEAVE_LOOP(BODY)                                                              \
  do {                                                                                         \
    const uint64_t W = svcntw();                                                               \
    const svbool_t all = svptrue_b32();                                                        \
    size_t i = 0;                                                                              \
    for (; i + 4 * W <= n; i += 4 * W) {                                                       \
      BODY(all, i);                                                                            \
      BODY(all, i + W);                                                                        \
      BODY(all, i + 2 * W);                                                                    \
      BODY(all, i + 3 * W);                                                                    \
    }                                                                                          \
    for (; i < n; i += W) BODY(svwhilelt_b32_u64(i, n), i);                                    \
  } while (0)
static int deinterleave4f_isa(float *x, float *y, float *z, float *w, const float *src, size_t n,
                              int nt) {
  (void)nt;
  LN__INTERLEAVE_LOOP(LN__DEINT4);
  return 1;
}
static int interleave4f_isa(float *dst, const float *x, const float *y, const float *z,
                            const float *w, size_t n, int nt) {
  (void)nt;
  LN__INTERLEAVE_LOOP(LN__INT4);
  return 1;
}
#undef LN__DEINT4
#undef LN__INT4
#undef LN__INTERLEAVE_LOOP

/* ---- gathers: 32-bit lanes (64-bit for 8-byte elements), the mask bytes widened into a
 * predicate, so a masked-off index is never used as an address and out keeps its value ----
 * The element pointers are only passed to the intrinsics (byte-exact predicated accesses;
 * AArch64 Linux allows unaligned element accesses). */
static inline __attribute__((always_inline)) svbool_t sve_active32(svbool_t p, const uint8_t *mask,
                                                                   size_t i) {
  return mask ? svcmpne_n_u32(p, svld1ub_u32(p, mask + i), 0) : p;
}
#define LN_TPL_HAS_GATHER0 1
static void gather_isa0(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1b_u32(a, out + i, svld1ub_gather_u32offset_u32(a, tab, svld1_u32(p, idx + i)));
  }
}
#define LN_TPL_HAS_GATHER1 1
static void gather_isa1(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  const uint16_t *t = (const uint16_t *)(const void *)tab;
  uint16_t *o = (uint16_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1h_u32(a, o + i, svld1uh_gather_u32index_u32(a, t, svld1_u32(p, idx + i)));
  }
}
#define LN_TPL_HAS_GATHER2 1
static void gather_isa2(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  const uint32_t *t = (const uint32_t *)(const void *)tab;
  uint32_t *o = (uint32_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1_u32(a, o + i, svld1_gather_u32index_u32(a, t, svld1_u32(p, idx + i)));
  }
}
#define LN_TPL_HAS_GATHER3 1
static void gather_isa3(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  const uint64_t *t = (const uint64_t *)(const void *)tab;
  uint64_t *o = (uint64_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntd()) {
    svbool_t p = svwhilelt_b64_u64(i, n);
    svbool_t a = mask ? svcmpne_n_u64(p, svld1ub_u64(p, mask + i), 0) : p;
    svst1_u64(a, o + i, svld1_gather_u64index_u64(a, t, svld1uw_u64(p, idx + i)));
  }
}

/* ---- scatters: st1 scatter stores, masked like the gathers.  A scatter store writes its
 * active elements in element order (the Arm ARM's pseudocode stores element e after the
 * elements below it), so where indexes repeat the highest lane's value stays, as the template's
 * loop leaves it ---- */
#define LN_TPL_HAS_SCATTER0 1
static void scatter_isa0(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                         size_t n) {
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1b_scatter_u32offset_u32(a, out, svld1_u32(p, idx + i), svld1ub_u32(p, val + i));
  }
}
#define LN_TPL_HAS_SCATTER1 1
static void scatter_isa1(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                         size_t n) {
  const uint16_t *v = (const uint16_t *)(const void *)val;
  uint16_t *o = (uint16_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1h_scatter_u32index_u32(a, o, svld1_u32(p, idx + i), svld1uh_u32(p, v + i));
  }
}
#define LN_TPL_HAS_SCATTER2 1
static void scatter_isa2(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                         size_t n) {
  const uint32_t *v = (const uint32_t *)(const void *)val;
  uint32_t *o = (uint32_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svst1_scatter_u32index_u32(a, o, svld1_u32(p, idx + i), svld1_u32(p, v + i));
  }
}
#define LN_TPL_HAS_SCATTER3 1
static void scatter_isa3(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                         size_t n) {
  const uint64_t *v = (const uint64_t *)(const void *)val;
  uint64_t *o = (uint64_t *)(void *)out;
  for (size_t i = 0; i < n; i += svcntd()) {
    svbool_t p = svwhilelt_b64_u64(i, n);
    svbool_t a = mask ? svcmpne_n_u64(p, svld1ub_u64(p, mask + i), 0) : p;
    svst1_scatter_u64index_u64(a, o, svld1uw_u64(p, idx + i), svld1_u64(p, v + i));
  }
}

/* ---- the _checked forms' index validation: the largest active index (svmax, svmaxv),
 * as the template's loop computes it ---- */
#define LN_TPL_HAS_INDEX_CHECK 1
static int index_out_of_range_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  svuint32_t mx = svdup_n_u32(0);
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    mx = svmax_u32_m(a, mx, svld1_u32(p, idx + i));
  }
  return n && svmaxv_u32(svptrue_b32(), mx) >= len;
}

/* ---- compaction: svcompact (32- and 64-bit lanes), then a store of the count's lanes
 * (in place: the store ends at or before the end of the vector just loaded) ---- */
/* 1- and 2-byte elements widened into 32-bit lanes (ld1b / ld1h, st1b / st1h narrow back) */
#define LN_TPL_HAS_COMPRESS0 1
static size_t compress_isa0(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svuint32_t c = svcompact_u32(a, svld1ub_u32(p, src + i));
    uint64_t cnt = svcntp_b32(p, a);
    svst1b_u32(svwhilelt_b32_u64(0, cnt), out + k, c);
    k += cnt;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS1 1
static size_t compress_isa1(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  const uint16_t *s = (const uint16_t *)(const void *)src;
  uint16_t *o = (uint16_t *)(void *)out;
  size_t k = 0;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svuint32_t c = svcompact_u32(a, svld1uh_u32(p, s + i));
    uint64_t cnt = svcntp_b32(p, a);
    svst1h_u32(svwhilelt_b32_u64(0, cnt), o + k, c);
    k += cnt;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS2 1
static size_t compress_isa2(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  const uint32_t *s = (const uint32_t *)(const void *)src;
  uint32_t *o = (uint32_t *)(void *)out;
  size_t k = 0;
  for (size_t i = 0; i < n; i += svcntw()) {
    svbool_t p = svwhilelt_b32_u64(i, n), a = sve_active32(p, mask, i);
    svuint32_t c = svcompact_u32(a, svld1_u32(p, s + i));
    uint64_t cnt = svcntp_b32(p, a);
    svst1_u32(svwhilelt_b32_u64(0, cnt), o + k, c);
    k += cnt;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS3 1
static size_t compress_isa3(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  const uint64_t *s = (const uint64_t *)(const void *)src;
  uint64_t *o = (uint64_t *)(void *)out;
  size_t k = 0;
  for (size_t i = 0; i < n; i += svcntd()) {
    svbool_t p = svwhilelt_b64_u64(i, n);
    svbool_t a = svcmpne_n_u64(p, svld1ub_u64(p, mask + i), 0);
    svuint64_t c = svcompact_u64(a, svld1_u64(p, s + i));
    uint64_t cnt = svcntp_b64(p, a);
    svst1_u64(svwhilelt_b64_u64(0, cnt), o + k, c);
    k += cnt;
  }
  return k;
}

/* ---- scatter-add in rounds, with the sequential loop's results: each round gathers, adds and
 * scatters lanes with distinct indexes, and an index's lanes come in lane order, round after
 * round, so every sum (float ones too) is formed in the loop's order and rounds as it does.
 *   sve2: svhistcnt gives each active lane the number of active lanes at or below it with its
 *       index (1 for the index's first lane, 2 for its second, ...); round r takes count r.
 *   sve: the active lanes' old values are gathered; then, while lanes are pending, each
 *       pending lane's number is scattered (element order: where indexes repeat the highest
 *       lane's number stays) and gathered back: the lanes that read their own number are the
 *       last pending lane of their index and get the round's rank.  The old values are
 *       scattered back and the ranks processed from the highest down.  While the call runs, an
 *       element of out that an active index names may hold a lane number.
 * The adds and the lane numbers are in unsigned lanes (floats added as such); 1- and 2-byte
 * elements in 32-bit lanes, stored narrowed (the same low bits; lane numbers < 64 at 2048
 * bits); 8-byte elements take their 32-bit indexes widened to 64-bit lanes.  Masked-off lanes
 * are in no round. ---- */
#define LN_TPL_HAS_SCATTER_ADD 1
#ifdef LN_SVE2
#define LN__SADD_ROUNDS(W, a, ix, GATHER, SCATTER, o, BODY)                                    \
  do {                                                                                         \
    svuint##W##_t h = svhistcnt_u##W##_z(a, ix, ix);                                           \
    for (uint64_t r = 1, last = svmaxv_u##W(a, h); r <= last; r++) {                           \
      svbool_t q = svcmpeq_n_u##W(a, h, (uint##W##_t)r);                                       \
      BODY;                                                                                    \
    }                                                                                          \
  } while (0)
#else
#define LN__SADD_ROUNDS(W, a, ix, GATHER, SCATTER, o, BODY)                                    \
  do {                                                                                         \
    const svuint##W##_t lane = svindex_u##W(0, 1);                                             \
    svuint##W##_t old = GATHER(a, o, ix), rank = svdup_n_u##W(0);                              \
    svbool_t pend = a;                                                                         \
    uint64_t r = 0;                                                                            \
    for (; svptest_any(a, pend); r++) {                                                        \
      SCATTER(pend, o, ix, lane);                                                              \
      svbool_t win = svcmpeq_u##W(pend, GATHER(pend, o, ix), lane);                            \
      rank = svsel_u##W(win, svdup_n_u##W((uint##W##_t)r), rank);                              \
      pend = svbic_b_z(a, pend, win);                                                          \
    }                                                                                          \
    SCATTER(a, o, ix, old);                                                                    \
    while (r-- > 0) {                                                                          \
      svbool_t q = svcmpeq_n_u##W(a, rank, (uint##W##_t)r);                                    \
      BODY;                                                                                    \
    }                                                                                          \
  } while (0)
#endif
#define LN__SADD(name, W, E, LOAD, GATHER, SCATTER, ADD)                                       \
  static void scatter_add_isa_##name(uint8_t *out, const uint8_t *val, const uint32_t *idx,    \
                                     const uint8_t *mask, size_t n) {                          \
    E *o = (E *)(void *)out;                                                                   \
    const E *v = (const E *)(const void *)val;                                                 \
    for (size_t i = 0; i < n; i += LN__SADD_CNT_##W()) {                                       \
      svbool_t p = LN__SADD_WHILE_##W(i, n);                                                   \
      svbool_t a = LN__SADD_ACTIVE_##W(p, mask, i);                                            \
      svuint##W##_t ix = LN__SADD_LOADIX_##W(p, idx + i), x = LOAD(p, v + i);                  \
      LN__SADD_ROUNDS(W, a, ix, GATHER, SCATTER, o, SCATTER(q, o, ix, ADD(q, GATHER(q, o, ix), x))); \
    }                                                                                          \
  }
#define LN__SADD_CNT_32 svcntw
#define LN__SADD_WHILE_32 svwhilelt_b32_u64
#define LN__SADD_ACTIVE_32 sve_active32
#define LN__SADD_LOADIX_32 svld1_u32
#define LN__SADD_CNT_64 svcntd
#define LN__SADD_WHILE_64 svwhilelt_b64_u64
#define LN__SADD_ACTIVE_64(p, mask, i) ((mask) ? svcmpne_n_u64(p, svld1ub_u64(p, (mask) + (i)), 0) : (p))
#define LN__SADD_LOADIX_64 svld1uw_u64
#define LN__SADD_F32(q, g, x) \
  svreinterpret_u32_f32(svadd_f32_m(q, svreinterpret_f32_u32(g), svreinterpret_f32_u32(x)))
#define LN__SADD_F64(q, g, x) \
  svreinterpret_u64_f64(svadd_f64_m(q, svreinterpret_f64_u64(g), svreinterpret_f64_u64(x)))
LN__SADD(i8, 32, uint8_t, svld1ub_u32, svld1ub_gather_u32offset_u32, svst1b_scatter_u32offset_u32, svadd_u32_m)
LN__SADD(i16, 32, uint16_t, svld1uh_u32, svld1uh_gather_u32index_u32, svst1h_scatter_u32index_u32, svadd_u32_m)
LN__SADD(i32, 32, uint32_t, svld1_u32, svld1_gather_u32index_u32, svst1_scatter_u32index_u32, svadd_u32_m)
LN__SADD(f32, 32, uint32_t, svld1_u32, svld1_gather_u32index_u32, svst1_scatter_u32index_u32, LN__SADD_F32)
LN__SADD(i64, 64, uint64_t, svld1_u64, svld1_gather_u64index_u64, svst1_scatter_u64index_u64, svadd_u64_m)
LN__SADD(f64, 64, uint64_t, svld1_u64, svld1_gather_u64index_u64, svst1_scatter_u64index_u64, LN__SADD_F64)
#undef LN__SADD
#undef LN__SADD_ROUNDS

#ifdef LN_SVE2
#define LN_TPL_ISA sve2
#else
#define LN_TPL_ISA sve
#endif
#include "../array_tpl.h"
