/* Array layer, RISC-V Vector (RVV 1.0) path: one vector-length-agnostic kernel file for every
 * VLEN from 128 bits up (vsetvl loops; the same code at every length).  The last, partial
 * vector of a loop is the loop's last turn with a shorter vl (vsetvl with the remaining
 * count), so exactly the asked bytes are read and written and no loop ends in scalar code.
 *   shuffles (one mask, a mask per element, two sources) and the fixed permutations
 *       (rgba_to_bgra, bswap32, transpose4x4f): vrgather.vv over whole blocks, the index
 *       built once per call (per vector for the per-element masks).  Blocks no wider than
 *       VLEN: LMUL=1 gathers (their cost grows as LMUL squared on real cores), four of them
 *       per LMUL=4 load and store; blocks wider than VLEN (64 bytes at VLEN 128 or 256, 32
 *       at 128): LMUL=4 gathers.  Two sources: a second vrgather, masked (mu) to the lanes
 *       taken from b
 *   float4 (de)interleave: vlseg4e32 / vsseg4e32 (LMUL=2)
 *   gather (every element size): unordered indexed loads (vluxei32 for bytes, vluxei64 of
 *       the index times the element size, widened to 64 bits, for the others), masked by the
 *       mask bytes: a masked-off index is never used as an address and out keeps its value
 *   compaction: vcompress.vm, stored with vl = vcpop of the mask (in place too: the store
 *       ends at or before the end of the vector just loaded)
 *   the _checked forms' index validation: masked vredmaxu
 *   scatter (every element size): ordered indexed stores (vsoxei: repeated indexes keep the
 *       highest lane's value), masked like the gathers
 * Gathers and scatters: 32-bit indexes at LMUL=4; compaction: LMUL=1 data, 8-byte elements
 * included.
 *   scatter-add: gathers and ordered scatters in rounds (below), with the sequential loop's
 *       sums and float rounding.
 * The e8 gather index reaches 256 bytes: at VLEN > 2048 bits the shuffles return 0 and the
 * template's portable loops run.  nt (stream large outputs) is ignored. */
#include <riscv_vector.h>

#include "../scalar/scalar_chunk.h"
#include "../block_bytes.h"

/* VLEN in bytes */
static inline size_t rvv_vlenb(void) { return __riscv_vsetvlmax_e8m1(); }

/* ---- the shuffles: byte j of every B-byte block takes byte bidx[j] (< B) of that block,
 * of b where fromb[j] != 0 (fromb NULL: one source).  nbytes is a multiple of B, and every
 * vl below but the last is a multiple of B (a power of two, and vsetvl returns the AVL
 * when it is at most VLMAX). ---- */
static int rvv_perm(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes, unsigned B,
                    const uint8_t *bidx, const uint8_t *fromb) {
  const size_t V = rvv_vlenb();
  if (V > 256) return 0;
  if (B <= V) {
    /* LMUL=1 index of V bytes; LMUL=4 loads and stores of up to 4 V bytes */
    const vuint8m1_t j = __riscv_vid_v_u8m1(V);
    const vuint8m1_t jb = __riscv_vand_vx_u8m1(j, (uint8_t)(B - 1), V); /* j % B */
    const vuint8m1_t idx = __riscv_vadd_vv_u8m1(
        __riscv_vsub_vv_u8m1(j, jb, V), __riscv_vrgather_vv_u8m1(__riscv_vle8_v_u8m1(bidx, B), jb, V), V);
    if (!b) {
      for (size_t i = 0, vl; i < nbytes; i += vl) {
        vl = __riscv_vsetvl_e8m4(nbytes - i < 4 * V ? nbytes - i : 4 * V);
        vuint8m4_t x = __riscv_vle8_v_u8m4(a + i, vl), r = __riscv_vundefined_u8m4(); /* not x: no copies */
        r = __riscv_vset_v_u8m1_u8m4(r, 0, __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(x, 0), idx, V));
        r = __riscv_vset_v_u8m1_u8m4(r, 1, __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(x, 1), idx, V));
        r = __riscv_vset_v_u8m1_u8m4(r, 2, __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(x, 2), idx, V));
        r = __riscv_vset_v_u8m1_u8m4(r, 3, __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(x, 3), idx, V));
        __riscv_vse8_v_u8m4(dst + i, r, vl);
      }
      return 1;
    }
    const vbool8_t fb =
        __riscv_vmsne_vx_u8m1_b8(__riscv_vrgather_vv_u8m1(__riscv_vle8_v_u8m1(fromb, B), jb, V), 0, V);
    for (size_t i = 0, vl; i < nbytes; i += vl) {
      vl = __riscv_vsetvl_e8m4(nbytes - i < 4 * V ? nbytes - i : 4 * V);
      vuint8m4_t x = __riscv_vle8_v_u8m4(a + i, vl), y = __riscv_vle8_v_u8m4(b + i, vl);
      vuint8m4_t r = __riscv_vundefined_u8m4();
#define LN__G2(k)                                                                               \
  r = __riscv_vset_v_u8m1_u8m4(                                                                \
      r, k,                                                                                     \
      __riscv_vrgather_vv_u8m1_mu(fb, __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(x, k), idx, V), \
                                  __riscv_vget_v_u8m4_u8m1(y, k), idx, V))
      LN__G2(0);
      LN__G2(1);
      LN__G2(2);
      LN__G2(3);
#undef LN__G2
      __riscv_vse8_v_u8m4(dst + i, r, vl);
    }
    return 1;
  }
  /* B > V (V = 16 or 32, B <= 64 <= 4 V): LMUL=4 gathers over 4 V bytes */
  const size_t V4 = 4 * V;
  const vuint8m4_t j = __riscv_vid_v_u8m4(V4);
  const vuint8m4_t jb = __riscv_vand_vx_u8m4(j, (uint8_t)(B - 1), V4);
  const vuint8m4_t idx = __riscv_vadd_vv_u8m4(
      __riscv_vsub_vv_u8m4(j, jb, V4), __riscv_vrgather_vv_u8m4(__riscv_vle8_v_u8m4(bidx, B), jb, V4), V4);
  if (!b) {
    for (size_t i = 0, vl; i < nbytes; i += vl) {
      vl = __riscv_vsetvl_e8m4(nbytes - i < V4 ? nbytes - i : V4);
      __riscv_vse8_v_u8m4(dst + i, __riscv_vrgather_vv_u8m4(__riscv_vle8_v_u8m4(a + i, vl), idx, vl), vl);
    }
    return 1;
  }
  const vbool2_t fb =
      __riscv_vmsne_vx_u8m4_b2(__riscv_vrgather_vv_u8m4(__riscv_vle8_v_u8m4(fromb, B), jb, V4), 0, V4);
  for (size_t i = 0, vl; i < nbytes; i += vl) {
    vl = __riscv_vsetvl_e8m4(nbytes - i < V4 ? nbytes - i : V4);
    vuint8m4_t r = __riscv_vrgather_vv_u8m4(__riscv_vle8_v_u8m4(a + i, vl), idx, vl);
    r = __riscv_vrgather_vv_u8m4_mu(fb, r, __riscv_vle8_v_u8m4(b + i, vl), idx, vl);
    __riscv_vse8_v_u8m4(dst + i, r, vl);
  }
  return 1;
}

#define LN_TPL_HAS_SHUFFLE_FIXED 1
#define LN_TPL_HAS_SHUFFLE 1
#define LN_TPL_HAS_SHUFFLE2 1
LN_BLOCK_SHUFFLE_HOOKS(rvv_perm)

/* ln_array_shuffle_masks: per vector, its vl >> l2 mask bytes loaded (exactly those),
 * spread to one per data byte (vrgather by j >> l2), reduced modulo lanes, scaled by the
 * element size, plus the byte within the element and the block's offset: one vrgather.
 * Blocks wider than VLEN: LMUL=4 (the macro below); else LMUL=1 gathers, four per turn. */
#define LN__RVV_MASKS(LM)                                                                      \
  {                                                                                            \
    const size_t VM = __riscv_vsetvlmax_e8##LM();                                              \
    const vuint8##LM##_t j = __riscv_vid_v_u8##LM(VM);                                         \
    const vuint8##LM##_t offs = __riscv_vadd_vv_u8##LM(                                        \
        __riscv_vand_vx_u8##LM(j, (uint8_t)((1u << l2) - 1), VM),                              \
        __riscv_vand_vx_u8##LM(j, (uint8_t)~(B - 1), VM), VM);                                 \
    const vuint8##LM##_t ej = __riscv_vsrl_vx_u8##LM(j, l2, VM);                               \
    for (size_t i = 0, vl; i < nbytes; i += vl) {                                              \
      vl = __riscv_vsetvl_e8##LM(nbytes - i < VM ? nbytes - i : VM);                           \
      vuint8##LM##_t m = __riscv_vle8_v_u8##LM(masks + (i >> l2), vl >> l2);                   \
      if (l2) m = __riscv_vrgather_vv_u8##LM(m, ej, vl);                                       \
      vuint8##LM##_t x = __riscv_vadd_vv_u8##LM(                                               \
          __riscv_vsll_vx_u8##LM(__riscv_vand_vx_u8##LM(m, lm, vl), l2, vl), offs, vl);        \
      __riscv_vse8_v_u8##LM(dst + i, __riscv_vrgather_vv_u8##LM(__riscv_vle8_v_u8##LM(src + i, vl), x, vl), vl); \
    }                                                                                          \
    return 1;                                                                                  \
  }
#define LN_TPL_HAS_SHUFFLE_MASKS 1
static int shuffle_masks_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2,
                             unsigned lanes, const uint8_t *masks, int nt) {
  (void)nt;
  const size_t V = rvv_vlenb();
  const unsigned B = lanes << l2;
  const uint8_t lm = (uint8_t)(lanes - 1);
  if (V > 256) return 0;
  if (B > V) LN__RVV_MASKS(m4)
  /* B <= V: up to 4 V bytes per turn, as rvv_perm; the mask bytes spread to their elements'
   * bytes without a gather (zero-extended to the element width, times 0x0101...), then four
   * LMUL=1 gathers with the part's index */
  const vuint8m1_t j = __riscv_vid_v_u8m1(V);
  const vuint8m1_t o1 = __riscv_vadd_vv_u8m1(__riscv_vand_vx_u8m1(j, (uint8_t)((1u << l2) - 1), V),
                                             __riscv_vand_vx_u8m1(j, (uint8_t)~(B - 1), V), V);
  vuint8m4_t offs = __riscv_vundefined_u8m4();
  offs = __riscv_vset_v_u8m1_u8m4(offs, 0, o1);
  offs = __riscv_vset_v_u8m1_u8m4(offs, 1, o1);
  offs = __riscv_vset_v_u8m1_u8m4(offs, 2, o1);
  offs = __riscv_vset_v_u8m1_u8m4(offs, 3, o1);
  for (size_t i = 0, vl; i < nbytes; i += vl) {
    vl = __riscv_vsetvl_e8m4(nbytes - i < 4 * V ? nbytes - i : 4 * V);
    const uint8_t *mp = masks + (i >> l2);
    const size_t ne = vl >> l2; /* elements (mask bytes) of this turn */
    vuint8m4_t m;
    if (l2 == 0)
      m = __riscv_vle8_v_u8m4(mp, vl);
    else if (l2 == 1)
      m = __riscv_vreinterpret_v_u16m4_u8m4(
          __riscv_vmul_vx_u16m4(__riscv_vzext_vf2_u16m4(__riscv_vle8_v_u8m2(mp, ne), ne), 0x0101u, ne));
    else if (l2 == 2)
      m = __riscv_vreinterpret_v_u32m4_u8m4(
          __riscv_vmul_vx_u32m4(__riscv_vzext_vf4_u32m4(__riscv_vle8_v_u8m1(mp, ne), ne), 0x01010101u, ne));
    else
      m = __riscv_vreinterpret_v_u64m4_u8m4(__riscv_vmul_vx_u64m4(
          __riscv_vzext_vf8_u64m4(__riscv_vle8_v_u8mf2(mp, ne), ne), 0x0101010101010101ull, ne));
    vuint8m4_t x = __riscv_vadd_vv_u8m4(__riscv_vsll_vx_u8m4(__riscv_vand_vx_u8m4(m, lm, vl), l2, vl), offs, vl);
    vuint8m4_t d = __riscv_vle8_v_u8m4(src + i, vl), r = __riscv_vundefined_u8m4();
#define LN__GM(k)                                                                               \
  r = __riscv_vset_v_u8m1_u8m4(r, k,                                                          \
                               __riscv_vrgather_vv_u8m1(__riscv_vget_v_u8m4_u8m1(d, k),       \
                                                        __riscv_vget_v_u8m4_u8m1(x, k), V))
    LN__GM(0);
    LN__GM(1);
    LN__GM(2);
    LN__GM(3);
#undef LN__GM
    __riscv_vse8_v_u8m4(dst + i, r, vl);
  }
  return 1;
}
#undef LN__RVV_MASKS

/* ---- ln_array_deinterleave4f / ln_array_interleave4f: vlseg4e32 / vsseg4e32 ---- */
#define LN_TPL_HAS_INTERLEAVE4F 1
static int deinterleave4f_isa(float *x, float *y, float *z, float *w, const float *src, size_t n,
                              int nt) {
  (void)nt;
  for (size_t i = 0, vl; i < n; i += vl) {
    vl = __riscv_vsetvl_e32m2(n - i);
    vfloat32m2x4_t t = __riscv_vlseg4e32_v_f32m2x4(src + 4 * i, vl);
    __riscv_vse32_v_f32m2(x + i, __riscv_vget_v_f32m2x4_f32m2(t, 0), vl);
    __riscv_vse32_v_f32m2(y + i, __riscv_vget_v_f32m2x4_f32m2(t, 1), vl);
    __riscv_vse32_v_f32m2(z + i, __riscv_vget_v_f32m2x4_f32m2(t, 2), vl);
    __riscv_vse32_v_f32m2(w + i, __riscv_vget_v_f32m2x4_f32m2(t, 3), vl);
  }
  return 1;
}
static int interleave4f_isa(float *dst, const float *x, const float *y, const float *z,
                            const float *w, size_t n, int nt) {
  (void)nt;
  for (size_t i = 0, vl; i < n; i += vl) {
    vl = __riscv_vsetvl_e32m2(n - i);
    vfloat32m2x4_t t = __riscv_vcreate_v_f32m2x4(__riscv_vle32_v_f32m2(x + i, vl), __riscv_vle32_v_f32m2(y + i, vl),
                                                 __riscv_vle32_v_f32m2(z + i, vl), __riscv_vle32_v_f32m2(w + i, vl));
    __riscv_vsseg4e32_v_f32m2x4(dst + 4 * i, t, vl);
  }
  return 1;
}

/* The template's element loops (src/arch/tpl_bulkmem.h, defined below by array_tpl.h) for
 * 2-, 4- and 8-byte elements at addresses not aligned to their size: the void * buffers of
 * lanes/array.h need no alignment, and RVV lets a misaligned vector element access trap (Linux
 * emulates it only on recent kernels, if at all), while the element loops use memcpy. */
static int gather1_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int gather2_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int gather3_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter1_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter2_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter3_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter_add_i16_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter_add_i32_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter_add_i64_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter_add_f32_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static int scatter_add_f64_rvv(uint8_t *, const uint8_t *, const uint32_t *, const uint8_t *, size_t);
static size_t compress_c0_rvv(uint8_t *, const uint8_t *, const uint8_t *, size_t);
static size_t compress_c1_rvv(uint8_t *, const uint8_t *, const uint8_t *, size_t);
static size_t compress_c2_rvv(uint8_t *, const uint8_t *, const uint8_t *, size_t);
static size_t compress_c3_rvv(uint8_t *, const uint8_t *, const uint8_t *, size_t);
static inline int rvv_misaligned(const void *p, const void *q, unsigned l2) {
  return (((uintptr_t)p | (uintptr_t)q) & ((1u << l2) - 1)) != 0;
}

/* ---- gathers: vl elements per turn (vsetvl at SEW 32, LMUL=4: the index vector; offsets
 * widened to 64 bits at LMUL=8), the mask bytes compared into a mask register; indexed loads
 * and stores masked by it.  The element pointers are only passed to
 * the intrinsics. ---- */
#define LN_TPL_HAS_GATHER0 1
static void gather_isa0(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  for (size_t i = 0, vl; i < n; i += vl) {
    vl = __riscv_vsetvl_e32m4(n - i);
    vuint32m4_t x = __riscv_vle32_v_u32m4(idx + i, vl);
    if (!mask) {
      __riscv_vse8_v_u8m1(out + i, __riscv_vluxei32_v_u8m1(tab, x, vl), vl);
      continue;
    }
    vbool8_t a = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl);
    __riscv_vse8_v_u8m1_m(a, out + i, __riscv_vluxei32_v_u8m1_m(a, tab, x, vl), vl);
  }
}
/* byte offsets idx * es, 64-bit (idx * 8 may pass 2^32) */
#define LN__RVV_GATHER(l2, W, LMD)                                                             \
  static void gather_isa##l2(uint8_t *out, const uint8_t *tab, const uint32_t *idx,           \
                             const uint8_t *mask, size_t n) {                                  \
    if (rvv_misaligned(out, tab, l2)) {                                                        \
      gather##l2##_rvv(out, tab, idx, mask, n);                                                \
      return;                                                                                  \
    }                                                                                          \
    const uint##W##_t *t = (const uint##W##_t *)(const void *)tab;                            \
    uint##W##_t *o = (uint##W##_t *)(void *)out;                                               \
    for (size_t i = 0, vl; i < n; i += vl) {                                                   \
      vl = __riscv_vsetvl_e32m4(n - i);                                                        \
      vuint64m8_t off = __riscv_vsll_vx_u64m8(__riscv_vzext_vf2_u64m8(__riscv_vle32_v_u32m4(idx + i, vl), vl), l2, vl); \
      if (!mask) {                                                                             \
        __riscv_vse##W##_v_u##W##LMD(o + i, __riscv_vluxei64_v_u##W##LMD(t, off, vl), vl);     \
        continue;                                                                              \
      }                                                                                        \
      vbool8_t a = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl);          \
      __riscv_vse##W##_v_u##W##LMD##_m(a, o + i, __riscv_vluxei64_v_u##W##LMD##_m(a, t, off, vl), vl); \
    }                                                                                          \
  }
#define LN_TPL_HAS_GATHER1 1
LN__RVV_GATHER(1, 16, m2)
#define LN_TPL_HAS_GATHER2 1
LN__RVV_GATHER(2, 32, m4)
#define LN_TPL_HAS_GATHER3 1
LN__RVV_GATHER(3, 64, m8)
#undef LN__RVV_GATHER

/* ---- scatters: the same loops with ordered indexed stores (vsoxei: the elements are written
 * in element order, so where indexes repeat the highest lane's value stays, as the template's
 * loop leaves it); turns follow each other in program order ---- */
#define LN_TPL_HAS_SCATTER0 1
static void scatter_isa0(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                         size_t n) {
  for (size_t i = 0, vl; i < n; i += vl) {
    vl = __riscv_vsetvl_e32m4(n - i);
    vuint32m4_t x = __riscv_vle32_v_u32m4(idx + i, vl);
    vuint8m1_t v = __riscv_vle8_v_u8m1(val + i, vl);
    if (!mask) {
      __riscv_vsoxei32_v_u8m1(out, x, v, vl);
      continue;
    }
    vbool8_t a = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl);
    __riscv_vsoxei32_v_u8m1_m(a, out, x, v, vl);
  }
}
#define LN__RVV_SCATTER(l2, W, LMD)                                                            \
  static void scatter_isa##l2(uint8_t *out, const uint8_t *val, const uint32_t *idx,          \
                              const uint8_t *mask, size_t n) {                                 \
    if (rvv_misaligned(out, val, l2)) {                                                        \
      scatter##l2##_rvv(out, val, idx, mask, n);                                               \
      return;                                                                                  \
    }                                                                                          \
    const uint##W##_t *v = (const uint##W##_t *)(const void *)val;                            \
    uint##W##_t *o = (uint##W##_t *)(void *)out;                                               \
    for (size_t i = 0, vl; i < n; i += vl) {                                                   \
      vl = __riscv_vsetvl_e32m4(n - i);                                                        \
      vuint64m8_t off = __riscv_vsll_vx_u64m8(__riscv_vzext_vf2_u64m8(__riscv_vle32_v_u32m4(idx + i, vl), vl), l2, vl); \
      vuint##W##LMD##_t x = __riscv_vle##W##_v_u##W##LMD(v + i, vl);                          \
      if (!mask) {                                                                             \
        __riscv_vsoxei64_v_u##W##LMD(o, off, x, vl);                                           \
        continue;                                                                              \
      }                                                                                        \
      vbool8_t a = __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl);          \
      __riscv_vsoxei64_v_u##W##LMD##_m(a, o, off, x, vl);                                      \
    }                                                                                          \
  }
#define LN_TPL_HAS_SCATTER1 1
LN__RVV_SCATTER(1, 16, m2)
#define LN_TPL_HAS_SCATTER2 1
LN__RVV_SCATTER(2, 32, m4)
#define LN_TPL_HAS_SCATTER3 1
LN__RVV_SCATTER(3, 64, m8)
#undef LN__RVV_SCATTER

/* ---- scatter-add in rounds, with the sequential loop's results.  Per turn (the scatters'
 * vl): the active lanes' old values are gathered; then, while lanes are pending, each pending
 * lane's number is scattered (ordered: where indexes repeat the highest lane's number stays)
 * and gathered back: the lanes that read their own number are the last pending lane of their
 * index and get the round's rank.  The old values are scattered back, and the ranks are
 * processed from the highest down, gathering, adding and scattering the lanes of one rank:
 * those have distinct indexes, and an index's lanes come in lane order (its first lane has
 * its highest rank), so every sum, float ones too, is formed in the loop's order.  Lane
 * numbers are stored in the element type (at most 256 lanes per turn for bytes), so while
 * the call runs an element of out may hold one; only the active lanes' elements are
 * touched.  Misaligned 2- to 8-byte arrays take the template's loop. ---- */
#define LN_TPL_HAS_SCATTER_ADD 1
#define LN__RVV_SADD(name, l2, W, LMD, CAP, OFFT, OFF, IX, ADD)                                \
  static void scatter_add_isa_##name(uint8_t *out, const uint8_t *val, const uint32_t *idx,   \
                                     const uint8_t *mask, size_t n) {                         \
    if (l2 && rvv_misaligned(out, val, l2)) {                                                  \
      LN__RVV_SADD_TPL_##name(out, val, idx, mask, n);                                         \
      return;                                                                                  \
    }                                                                                          \
    const uint##W##_t *v = (const uint##W##_t *)(const void *)val;                            \
    uint##W##_t *o = (uint##W##_t *)(void *)out;                                               \
    for (size_t i = 0, vl; i < n; i += vl) {                                                   \
      vl = __riscv_vsetvl_e32m4(n - i < (CAP) ? n - i : (CAP));                                \
      OFFT off = OFF(__riscv_vle32_v_u32m4(idx + i, vl));                                      \
      vuint##W##LMD##_t x = __riscv_vle##W##_v_u##W##LMD(v + i, vl);                           \
      vbool8_t a = mask ? __riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl)  \
                        : __riscv_vmset_m_b8(vl);                                              \
      vuint##W##LMD##_t old = __riscv_vluxei##IX##_v_u##W##LMD##_m(a, o, off, vl);             \
      const vuint##W##LMD##_t lane = __riscv_vid_v_u##W##LMD(vl);                              \
      vuint##W##LMD##_t rank = __riscv_vmv_v_x_u##W##LMD(0, vl);                               \
      vbool8_t pend = a;                                                                       \
      unsigned r = 0;                                                                          \
      for (; __riscv_vcpop_m_b8(pend, vl); r++) {                                              \
        __riscv_vsoxei##IX##_v_u##W##LMD##_m(pend, o, off, lane, vl);                          \
        vuint##W##LMD##_t g = __riscv_vluxei##IX##_v_u##W##LMD##_m(pend, o, off, vl);          \
        vbool8_t win = __riscv_vmand_mm_b8(pend, __riscv_vmseq_vv_u##W##LMD##_b8(g, lane, vl), vl); \
        rank = __riscv_vmerge_vxm_u##W##LMD(rank, (uint##W##_t)r, win, vl);                    \
        pend = __riscv_vmandn_mm_b8(pend, win, vl);                                            \
      }                                                                                        \
      __riscv_vsoxei##IX##_v_u##W##LMD##_m(a, o, off, old, vl);                                \
      while (r-- > 0) {                                                                        \
        vbool8_t q = __riscv_vmand_mm_b8(a, __riscv_vmseq_vx_u##W##LMD##_b8(rank, (uint##W##_t)r, vl), vl); \
        vuint##W##LMD##_t g = __riscv_vluxei##IX##_v_u##W##LMD##_m(q, o, off, vl);             \
        __riscv_vsoxei##IX##_v_u##W##LMD##_m(q, o, off, ADD(q, g, x, vl), vl);                 \
      }                                                                                        \
    }                                                                                          \
  }
/* byte offsets: the 32-bit index itself (bytes), else widened to 64 bits and scaled */
#define LN__RVV_OFF0(x) (x)
#define LN__RVV_OFF1(x) __riscv_vsll_vx_u64m8(__riscv_vzext_vf2_u64m8(x, vl), 1, vl)
#define LN__RVV_OFF2(x) __riscv_vsll_vx_u64m8(__riscv_vzext_vf2_u64m8(x, vl), 2, vl)
#define LN__RVV_OFF3(x) __riscv_vsll_vx_u64m8(__riscv_vzext_vf2_u64m8(x, vl), 3, vl)
/* the adds, masked (no exception flag from a lane that is not added) */
#define LN__RVV_ADD8(q, g, x, vl) __riscv_vadd_vv_u8m1_m(q, g, x, vl)
#define LN__RVV_ADD16(q, g, x, vl) __riscv_vadd_vv_u16m2_m(q, g, x, vl)
#define LN__RVV_ADD32(q, g, x, vl) __riscv_vadd_vv_u32m4_m(q, g, x, vl)
#define LN__RVV_ADD64(q, g, x, vl) __riscv_vadd_vv_u64m8_m(q, g, x, vl)
#define LN__RVV_ADDF32(q, g, x, vl)                                                            \
  __riscv_vreinterpret_v_f32m4_u32m4(__riscv_vfadd_vv_f32m4_m(                                 \
      q, __riscv_vreinterpret_v_u32m4_f32m4(g), __riscv_vreinterpret_v_u32m4_f32m4(x), vl))
#define LN__RVV_ADDF64(q, g, x, vl)                                                            \
  __riscv_vreinterpret_v_f64m8_u64m8(__riscv_vfadd_vv_f64m8_m(                                 \
      q, __riscv_vreinterpret_v_u64m8_f64m8(g), __riscv_vreinterpret_v_u64m8_f64m8(x), vl))
#define LN__RVV_SADD_TPL_i8(...) (void)0
#define LN__RVV_SADD_TPL_i16 scatter_add_i16_rvv
#define LN__RVV_SADD_TPL_i32 scatter_add_i32_rvv
#define LN__RVV_SADD_TPL_i64 scatter_add_i64_rvv
#define LN__RVV_SADD_TPL_f32 scatter_add_f32_rvv
#define LN__RVV_SADD_TPL_f64 scatter_add_f64_rvv
LN__RVV_SADD(i8, 0, 8, m1, 256, vuint32m4_t, LN__RVV_OFF0, 32, LN__RVV_ADD8)
LN__RVV_SADD(i16, 1, 16, m2, SIZE_MAX, vuint64m8_t, LN__RVV_OFF1, 64, LN__RVV_ADD16)
LN__RVV_SADD(i32, 2, 32, m4, SIZE_MAX, vuint64m8_t, LN__RVV_OFF2, 64, LN__RVV_ADD32)
LN__RVV_SADD(i64, 3, 64, m8, SIZE_MAX, vuint64m8_t, LN__RVV_OFF3, 64, LN__RVV_ADD64)
LN__RVV_SADD(f32, 2, 32, m4, SIZE_MAX, vuint64m8_t, LN__RVV_OFF2, 64, LN__RVV_ADDF32)
LN__RVV_SADD(f64, 3, 64, m8, SIZE_MAX, vuint64m8_t, LN__RVV_OFF3, 64, LN__RVV_ADDF64)
#undef LN__RVV_SADD

/* ---- the _checked forms' index validation: the largest active index (masked vredmaxu
 * into element 0 of an accumulator), as the template's loop computes it ---- */
#define LN_TPL_HAS_INDEX_CHECK 1
static int index_out_of_range_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  vuint32m1_t mx = __riscv_vmv_s_x_u32m1(0, 1);
  for (size_t i = 0, vl; i < n; i += vl) {
    vl = __riscv_vsetvl_e32m4(n - i);
    vuint32m4_t x = __riscv_vle32_v_u32m4(idx + i, vl);
    if (mask)
      mx = __riscv_vredmaxu_vs_u32m4_u32m1_m(__riscv_vmsne_vx_u8m1_b8(__riscv_vle8_v_u8m1(mask + i, vl), 0, vl),
                                             x, mx, vl);
    else
      mx = __riscv_vredmaxu_vs_u32m4_u32m1(x, mx, vl);
  }
  return n && __riscv_vmv_x_s_u32m1_u32(mx) >= len;
}

/* ---- compaction: vcompress, then a store of vcpop elements ---- */
#define LN__RVV_COMPRESS(l2, W, LMD, LMM, B)                                                   \
  static size_t compress_isa##l2(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) { \
    if (l2 && rvv_misaligned(out, src, l2)) return compress_c##l2##_rvv(out, src, mask, n);    \
    const uint##W##_t *s = (const uint##W##_t *)(const void *)src;                            \
    uint##W##_t *o = (uint##W##_t *)(void *)out;                                               \
    size_t k = 0;                                                                              \
    for (size_t i = 0, vl; i < n; i += vl) {                                                   \
      vl = __riscv_vsetvl_e##W##LMD(n - i);                                                    \
      vuint##W##LMD##_t x = __riscv_vle##W##_v_u##W##LMD(s + i, vl);                           \
      if (!mask) {                                                                             \
        __riscv_vse##W##_v_u##W##LMD(o + k, x, vl);                                            \
        k += vl;                                                                               \
        continue;                                                                              \
      }                                                                                        \
      vbool##B##_t a = __riscv_vmsne_vx_u8##LMM##_b##B(__riscv_vle8_v_u8##LMM(mask + i, vl), 0, vl); \
      size_t cnt = __riscv_vcpop_m_b##B(a, vl);                                                \
      __riscv_vse##W##_v_u##W##LMD(o + k, __riscv_vcompress_vm_u##W##LMD(x, a, vl), cnt);      \
      k += cnt;                                                                                \
    }                                                                                          \
    return k;                                                                                  \
  }
#define LN_TPL_HAS_COMPRESS0 1
LN__RVV_COMPRESS(0, 8, m1, m1, 8)
#define LN_TPL_HAS_COMPRESS1 1
LN__RVV_COMPRESS(1, 16, m1, mf2, 16)
#define LN_TPL_HAS_COMPRESS2 1
LN__RVV_COMPRESS(2, 32, m1, mf4, 32)
#define LN_TPL_HAS_COMPRESS3 1
LN__RVV_COMPRESS(3, 64, m1, mf8, 64)
#undef LN__RVV_COMPRESS

#define LN_TPL_ISA rvv
#include "../array_tpl.h"
