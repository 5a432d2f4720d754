/* The chunk primitives of src/arch/array_tpl.h on AArch64 Advanced SIMD, shared by the neon
 * path (array_neon.c) and the sve path (array_sve.c, whose gaps are these NEON kernels), and
 * neon_shuffle_masks, the whole of ln_array_shuffle_masks.  A chunk is four Q registers.  tbl looks up
 * 16, 32 or 64 bytes at once (vqtbl1q/2q/4q), so a block up to 64 bytes is one lookup per
 * output register; two-source shuffles add a tbx into the second source's registers
 * (out-of-range tbl indexes give 0, tbx keeps the lane).  The table size is chosen once
 * per chunk, never per register.
 *
 * A chunk from ch_load is lazy: it holds the address, and the operation that consumes it
 * does the load, so the 4x4 transpose of 4-byte elements (ln_array_transpose4x4f, its
 * ln_array_shuffle form, the float4 (de)interleave tails) is one LD4 straight from memory
 * instead of LD1 and eight TRN.  Every loop of array_tpl.h consumes a loaded chunk before
 * it stores to any byte that chunk covers (dst is the source itself or disjoint from it),
 * so the later read sees the same bytes. */
#ifndef LANES_SRC_ARCH_ARM_NEON_CHUNK_H
#define LANES_SRC_ARCH_ARM_NEON_CHUNK_H
#include <arm_neon.h>
#include <stdint.h>
#include <string.h>

/* every primitive inlined: a chunk kept in registers, the table size and the lazy flag
 * known at each use */
#define AI static inline __attribute__((always_inline))

/* lazy: the 64 bytes at p, not yet loaded; else v.  Four separate registers, not a
 * uint8x16x4_t: GCC 12 moves register tuples it did not load itself through the stack, so
 * a tbl2 / tbl4 table is loaded as the tuple it is used as (pair / quad below). */
typedef struct { uint8x16_t v[4]; const uint8_t *p; int lazy; } ch_t;
/* i: per-register index reduced for the table of the block size (tbl1: & 15, tbl2: & 31);
 * tr: the index is the 4x4 transpose of 4-byte elements */
typedef struct { unsigned B, tr; uint8x16_t i[4]; } perm_t;
/* i: the index reduced as for perm_t with bit 6 (from b) kept, so tbl over a gives 0 for
 * b's bytes; j = i ^ 64: tbx over b keeps a's bytes and looks up b's */
typedef struct { unsigned B; uint8x16_t i[4], j[4]; } perm2_t;

AI ch_t ch_of(uint8x16_t a, uint8x16_t b, uint8x16_t c, uint8x16_t d) {
  ch_t r = {.v = {a, b, c, d}, .p = NULL, .lazy = 0};
  return r;
}
AI ch_t ch_of4(uint8x16x4_t t) { return ch_of(t.val[0], t.val[1], t.val[2], t.val[3]); }
/* the chunk in registers */
AI ch_t ch_regs(ch_t c) { return c.lazy ? ch_of4(vld1q_u8_x4(c.p)) : c; }
AI ch_t ch_load(const uint8_t *p) {
  ch_t c = {.p = p, .lazy = 1};
  return c;
}
AI void ch_store(uint8_t *p, ch_t c) {
  c = ch_regs(c);
  vst1q_u8(p, c.v[0]);
  vst1q_u8(p + 16, c.v[1]);
  vst1q_u8(p + 32, c.v[2]);
  vst1q_u8(p + 48, c.v[3]);
}
AI ch_t ch_load_part(const uint8_t *p, size_t n) {
  uint8_t t[64] = {0};
  memcpy(t, p, n);
  return ch_of4(vld1q_u8_x4(t));
}
AI void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  uint8_t t[64];
  ch_store(t, c);
  memcpy(p, t, n);
}

static const uint8_t tr_idx[64] = {0,  1,  2,  3,  16, 17, 18, 19, 32, 33, 34, 35, 48, 49, 50, 51,
                                   4,  5,  6,  7,  20, 21, 22, 23, 36, 37, 38, 39, 52, 53, 54, 55,
                                   8,  9,  10, 11, 24, 25, 26, 27, 40, 41, 42, 43, 56, 57, 58, 59,
                                   12, 13, 14, 15, 28, 29, 30, 31, 44, 45, 46, 47, 60, 61, 62, 63};
/* rows of 4-byte elements -> columns: trn on 32-bit, then on 64-bit lanes */
AI ch_t transpose4(ch_t r) {
  uint32x4_t r0 = vreinterpretq_u32_u8(r.v[0]), r1 = vreinterpretq_u32_u8(r.v[1]);
  uint32x4_t r2 = vreinterpretq_u32_u8(r.v[2]), r3 = vreinterpretq_u32_u8(r.v[3]);
  uint64x2_t u0 = vreinterpretq_u64_u32(vtrn1q_u32(r0, r1));
  uint64x2_t u1 = vreinterpretq_u64_u32(vtrn2q_u32(r0, r1));
  uint64x2_t u2 = vreinterpretq_u64_u32(vtrn1q_u32(r2, r3));
  uint64x2_t u3 = vreinterpretq_u64_u32(vtrn2q_u32(r2, r3));
  return ch_of(vreinterpretq_u8_u64(vtrn1q_u64(u0, u2)), vreinterpretq_u8_u64(vtrn1q_u64(u1, u3)),
               vreinterpretq_u8_u64(vtrn2q_u64(u0, u2)), vreinterpretq_u8_u64(vtrn2q_u64(u1, u3)));
}
/* the transpose of a lazy chunk: LD4 (element k of every row into register k) when p is
 * 4-byte aligned (a float pointer must be); other addresses and loaded chunks: TRN */
AI ch_t ch_transpose(ch_t c) {
  if (c.lazy && ((uintptr_t)c.p & 3) == 0) {
    float32x4x4_t t = vld4q_f32((const float *)(const void *)c.p);
    return ch_of(vreinterpretq_u8_f32(t.val[0]), vreinterpretq_u8_f32(t.val[1]),
                 vreinterpretq_u8_f32(t.val[2]), vreinterpretq_u8_f32(t.val[3]));
  }
  return transpose4(ch_regs(c));
}

/* a chunk permuted by per-register indexes for blocks of B bytes (reduced as perm_t's) */
AI ch_t look(ch_t c, unsigned B, const uint8x16_t i[4]) {
  if (B <= 16) {
    c = ch_regs(c);
    return ch_of(vqtbl1q_u8(c.v[0], i[0]), vqtbl1q_u8(c.v[1], i[1]), vqtbl1q_u8(c.v[2], i[2]),
                 vqtbl1q_u8(c.v[3], i[3]));
  }
#define LN__LOOK2(lo, hi) \
  ch_of(vqtbl2q_u8(lo, i[0]), vqtbl2q_u8(lo, i[1]), vqtbl2q_u8(hi, i[2]), vqtbl2q_u8(hi, i[3]))
#define LN__LOOK4(t) \
  ch_of(vqtbl4q_u8(t, i[0]), vqtbl4q_u8(t, i[1]), vqtbl4q_u8(t, i[2]), vqtbl4q_u8(t, i[3]))
  if (B == 32) {
    if (c.lazy) {
      uint8x16x2_t lo = vld1q_u8_x2(c.p), hi = vld1q_u8_x2(c.p + 32);
      return LN__LOOK2(lo, hi);
    }
    uint8x16x2_t lo = {{c.v[0], c.v[1]}}, hi = {{c.v[2], c.v[3]}};
    return LN__LOOK2(lo, hi);
  }
  if (c.lazy) {
    uint8x16x4_t t = vld1q_u8_x4(c.p);
    return LN__LOOK4(t);
  }
  uint8x16x4_t t = {{c.v[0], c.v[1], c.v[2], c.v[3]}};
  return LN__LOOK4(t);
#undef LN__LOOK2
#undef LN__LOOK4
}
AI uint8_t reduce_mask(unsigned B) { return (uint8_t)(B <= 16 ? 15 : B == 32 ? 31 : 63); }
AI void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  uint8x16_t m = vdupq_n_u8(reduce_mask(B));
  P->B = B;
  P->tr = B == 64 && !memcmp(idx, tr_idx, 64);
  P->i[0] = vandq_u8(vld1q_u8(idx), m);
  P->i[1] = vandq_u8(vld1q_u8(idx + 16), m);
  P->i[2] = vandq_u8(vld1q_u8(idx + 32), m);
  P->i[3] = vandq_u8(vld1q_u8(idx + 48), m);
}
AI ch_t ch_perm(const perm_t *P, ch_t c) {
  if (P->B == 64 && P->tr) return ch_transpose(c);
  return look(c, P->B, P->i);
}
AI ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  uint8x16_t m = vdupq_n_u8(reduce_mask(B));
  idx = ch_regs(idx);
  uint8x16_t i[4] = {vandq_u8(idx.v[0], m), vandq_u8(idx.v[1], m), vandq_u8(idx.v[2], m),
                     vandq_u8(idx.v[3], m)};
  return look(c, B, i);
}
AI void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  uint8x16_t m = vdupq_n_u8((uint8_t)(64 | reduce_mask(B))), b = vdupq_n_u8(64);
  P->B = B;
  P->i[0] = vandq_u8(vld1q_u8(idx), m);
  P->i[1] = vandq_u8(vld1q_u8(idx + 16), m);
  P->i[2] = vandq_u8(vld1q_u8(idx + 32), m);
  P->i[3] = vandq_u8(vld1q_u8(idx + 48), m);
  P->j[0] = veorq_u8(P->i[0], b);
  P->j[1] = veorq_u8(P->i[1], b);
  P->j[2] = veorq_u8(P->i[2], b);
  P->j[3] = veorq_u8(P->i[3], b);
}
AI ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  const uint8x16_t *i = P->i, *j = P->j;
  if (P->B <= 16) {
    a = ch_regs(a);
    b = ch_regs(b);
    return ch_of(vqtbx1q_u8(vqtbl1q_u8(a.v[0], i[0]), b.v[0], j[0]),
                 vqtbx1q_u8(vqtbl1q_u8(a.v[1], i[1]), b.v[1], j[1]),
                 vqtbx1q_u8(vqtbl1q_u8(a.v[2], i[2]), b.v[2], j[2]),
                 vqtbx1q_u8(vqtbl1q_u8(a.v[3], i[3]), b.v[3], j[3]));
  }
  /* the template passes two lazy chunks or two loaded ones */
#define LN__LOOK2(a0, a1, b0, b1)                                                              \
  ch_of(vqtbx2q_u8(vqtbl2q_u8(a0, i[0]), b0, j[0]), vqtbx2q_u8(vqtbl2q_u8(a0, i[1]), b0, j[1]), \
        vqtbx2q_u8(vqtbl2q_u8(a1, i[2]), b1, j[2]), vqtbx2q_u8(vqtbl2q_u8(a1, i[3]), b1, j[3]))
#define LN__LOOK4(ta, tb)                                                                      \
  ch_of(vqtbx4q_u8(vqtbl4q_u8(ta, i[0]), tb, j[0]), vqtbx4q_u8(vqtbl4q_u8(ta, i[1]), tb, j[1]), \
        vqtbx4q_u8(vqtbl4q_u8(ta, i[2]), tb, j[2]), vqtbx4q_u8(vqtbl4q_u8(ta, i[3]), tb, j[3]))
  if (!a.lazy || !b.lazy) {
    a = ch_regs(a);
    b = ch_regs(b);
  }
  if (P->B == 32) {
    if (a.lazy) {
      uint8x16x2_t a0 = vld1q_u8_x2(a.p), a1 = vld1q_u8_x2(a.p + 32);
      uint8x16x2_t b0 = vld1q_u8_x2(b.p), b1 = vld1q_u8_x2(b.p + 32);
      return LN__LOOK2(a0, a1, b0, b1);
    }
    uint8x16x2_t a0 = {{a.v[0], a.v[1]}}, a1 = {{a.v[2], a.v[3]}};
    uint8x16x2_t b0 = {{b.v[0], b.v[1]}}, b1 = {{b.v[2], b.v[3]}};
    return LN__LOOK2(a0, a1, b0, b1);
  }
  if (a.lazy) {
    uint8x16x4_t ta = vld1q_u8_x4(a.p), tb = vld1q_u8_x4(b.p);
    return LN__LOOK4(ta, tb);
  }
  uint8x16x4_t ta = {{a.v[0], a.v[1], a.v[2], a.v[3]}}, tb = {{b.v[0], b.v[1], b.v[2], b.v[3]}};
  return LN__LOOK4(ta, tb);
#undef LN__LOOK2
#undef LN__LOOK4
}
AI ch_t ch_and(ch_t x, ch_t y) {
  x = ch_regs(x);
  y = ch_regs(y);
  return ch_of(vandq_u8(x.v[0], y.v[0]), vandq_u8(x.v[1], y.v[1]), vandq_u8(x.v[2], y.v[2]),
               vandq_u8(x.v[3], y.v[3]));
}
AI ch_t ch_add8(ch_t x, ch_t y) {
  x = ch_regs(x);
  y = ch_regs(y);
  return ch_of(vaddq_u8(x.v[0], y.v[0]), vaddq_u8(x.v[1], y.v[1]), vaddq_u8(x.v[2], y.v[2]),
               vaddq_u8(x.v[3], y.v[3]));
}
AI void ch_store_q(uint8_t *p, ch_t c, int q) { vst1q_u8(p, ch_regs(c).v[q]); }
AI ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2, const uint8_t *p3) {
  return ch_of(vld1q_u8(p0), vld1q_u8(p1), vld1q_u8(p2), vld1q_u8(p3));
}

/* ---- ln_array_deinterleave4f / ln_array_interleave4f ---- */
/* 16 float4 records: four LD4 (AoS -> SoA, component k of 4 records in register k) and
 * 16 Q stores; interleave: 16 Q loads and four ST4.  No non-temporal form (nt ignored:
 * the template calls these with nt != 0 only where LN_TPL_HAS_STREAM is defined). */
#define LN_TPL_HAS_X16 1
AI void deinterleave4f_x16(float *x, float *y, float *z, float *w, const float *s, int nt) {
  (void)nt;
  float32x4x4_t o0 = vld4q_f32(s), o1 = vld4q_f32(s + 16), o2 = vld4q_f32(s + 32),
                o3 = vld4q_f32(s + 48);
#define LN__ST4ROWS(d, k)                                                                     \
  vst1q_f32(d, o0.val[k]);                                                                     \
  vst1q_f32(d + 4, o1.val[k]);                                                                 \
  vst1q_f32(d + 8, o2.val[k]);                                                                 \
  vst1q_f32(d + 12, o3.val[k]);
  LN__ST4ROWS(x, 0)
  LN__ST4ROWS(y, 1)
  LN__ST4ROWS(z, 2)
  LN__ST4ROWS(w, 3)
#undef LN__ST4ROWS
}
AI void interleave4f_x16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  (void)nt;
#define LN__REC4(g)                                                                           \
  {{vld1q_f32(x + 4 * (g)), vld1q_f32(y + 4 * (g)), vld1q_f32(z + 4 * (g)), vld1q_f32(w + 4 * (g))}}
  float32x4x4_t r0 = LN__REC4(0), r1 = LN__REC4(1), r2 = LN__REC4(2), r3 = LN__REC4(3);
#undef LN__REC4
  vst4q_f32(d, r0);
  vst4q_f32(d + 16, r1);
  vst4q_f32(d + 32, r2);
  vst4q_f32(d + 48, r3);
}

/* ---- ln_array_shuffle_masks ---- */
/* One loop per element size and table size (tbl1 / tbl2 / tbl4), so nothing is decided per
 * chunk.  The mask bytes of a chunk (64 >> L2 of them) are read with one load of exactly
 * that size, reduced modulo lanes and scaled by the element size while still one byte per
 * element, spread to one per data byte by tbl (L2 > 0) and offset by the byte within the
 * element and the block's place in the table.  The last partial chunk goes through
 * zero-padded copies. */
/* lm = lanes - 1; sh = L2 (shift count); ctl: mask byte of each data byte in its register;
 * offs: byte within the element + block offset, reduced for the table (& 15, & 31, & 63) */
typedef struct { uint8x16_t lm; int8x16_t sh; uint8x16_t ctl[4], offs[4]; } pv_t;
static void pv_prep(pv_t *V, unsigned L2, unsigned lanes) {
  uint8_t offs[64], ctl[64];
  unsigned B = lanes << L2;
  for (unsigned j = 0; j < 64; j++) {
    offs[j] = (uint8_t)(((j & ((1u << L2) - 1)) + (j & ~(B - 1))) & reduce_mask(B));
    ctl[j] = (uint8_t)(L2 == 1 ? (j & 31) >> 1 : j >> L2);
  }
  V->lm = vdupq_n_u8((uint8_t)(lanes - 1));
  V->sh = vdupq_n_s8((int8_t)L2);
  for (int q = 0; q < 4; q++) {
    V->ctl[q] = vld1q_u8(ctl + 16 * q);
    V->offs[q] = vld1q_u8(offs + 16 * q);
  }
}
/* 64 bytes at s permuted by their mask bytes at m; K: 0 tbl1 (B <= 16), 1 tbl2, 2 tbl4 */
AI ch_t pv_chunk(const pv_t *V, const uint8_t *s, const uint8_t *m,
                                const unsigned L2, const unsigned K) {
  uint8x16_t x[4];
  if (L2 == 0) {
    uint8x16x4_t mb = vld1q_u8_x4(m);
    x[0] = vaddq_u8(vandq_u8(mb.val[0], V->lm), V->offs[0]);
    x[1] = vaddq_u8(vandq_u8(mb.val[1], V->lm), V->offs[1]);
    x[2] = vaddq_u8(vandq_u8(mb.val[2], V->lm), V->offs[2]);
    x[3] = vaddq_u8(vandq_u8(mb.val[3], V->lm), V->offs[3]);
  } else {
    uint8x16_t m0, m1 = vdupq_n_u8(0);
    if (L2 == 1) {
      m0 = vld1q_u8(m);
      m1 = vshlq_u8(vandq_u8(vld1q_u8(m + 16), V->lm), V->sh);
    } else if (L2 == 2) {
      m0 = vld1q_u8(m);
    } else {
      m0 = vcombine_u8(vld1_u8(m), vdup_n_u8(0));
    }
    m0 = vshlq_u8(vandq_u8(m0, V->lm), V->sh);
    if (L2 != 1) m1 = m0;
    x[0] = vaddq_u8(vqtbl1q_u8(m0, V->ctl[0]), V->offs[0]);
    x[1] = vaddq_u8(vqtbl1q_u8(m0, V->ctl[1]), V->offs[1]);
    x[2] = vaddq_u8(vqtbl1q_u8(m1, V->ctl[2]), V->offs[2]);
    x[3] = vaddq_u8(vqtbl1q_u8(m1, V->ctl[3]), V->offs[3]);
  }
  return look(ch_load(s), K == 0 ? 16 : K == 1 ? 32 : 64, x);
}
#define PV_INLINE AI
#include "../shuffle_masks_loop.h"
#define PV_CASE(L2, K) \
  case (L2) * 4 + (K): pv_loop(dst, src, nbytes, masks, nt, L2, lanes, K); return 1;
static int neon_shuffle_masks(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                              unsigned lanes, const uint8_t *masks, int nt) {
  unsigned B = lanes << es_log2, K = B <= 16 ? 0 : B == 32 ? 1 : 2;
  switch (es_log2 * 4 + K) {
    PV_CASE(0, 0) PV_CASE(0, 1) PV_CASE(0, 2)
    PV_CASE(1, 0) PV_CASE(1, 1) PV_CASE(1, 2)
    PV_CASE(2, 0) PV_CASE(2, 1) PV_CASE(2, 2)
    PV_CASE(3, 0) PV_CASE(3, 1) PV_CASE(3, 2)
    default: return 0;
  }
}
#undef PV_CASE
#endif /* LANES_SRC_ARCH_ARM_NEON_CHUNK_H */
