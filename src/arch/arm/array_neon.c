/* Array layer, AArch64 Advanced SIMD path.  A chunk is four Q registers.  tbl looks up
 * 16, 32 or 64 bytes at once (vqtbl1q/2q/4q), so a block up to 64 bytes is one lookup per
 * output register; two-source shuffles of 64-byte blocks add a tbx into the second
 * source's four registers (out-of-range tbl indexes give 0, tbx keeps the lane). */
#if defined(__aarch64__)
#include <arm_neon.h>
#include <stdint.h>
#include <string.h>

typedef uint8x16x4_t ch_t;
/* i: per-register index already reduced for the table the block size needs */
typedef struct { unsigned B; uint8x16_t i[4]; } perm_t;
typedef struct { unsigned B; uint8x16_t i[4], j[4]; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) { return vld1q_u8_x4(p); }
static inline void ch_store(uint8_t *p, ch_t c) { vst1q_u8_x4(p, c); }
static inline ch_t ch_load_part(const uint8_t *p, size_t n) {
  uint8_t t[64] = {0};
  memcpy(t, p, n);
  return ch_load(t);
}
static inline void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  uint8_t t[64];
  ch_store(t, c);
  memcpy(p, t, n);
}

/* idx (chunk positions) -> table index for register q */
static inline uint8x16_t reduce(uint8x16_t idx, unsigned B) {
  return vandq_u8(idx, vdupq_n_u8((uint8_t)(B <= 16 ? 15 : B - 1)));
}
static inline uint8x16_t look(const ch_t *c, int q, unsigned B, uint8x16_t i) {
  if (B <= 16) return vqtbl1q_u8(c->val[q], i);
  if (B == 32) {
    uint8x16x2_t t = {{c->val[q & 2], c->val[(q & 2) + 1]}};
    return vqtbl2q_u8(t, i);
  }
  return vqtbl4q_u8(*c, i);
}
static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  for (int q = 0; q < 4; q++) P->i[q] = reduce(vld1q_u8(idx + 16 * q), B);
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  for (int q = 0; q < 4; q++) r.val[q] = look(&c, q, P->B, P->i[q]);
  return r;
}
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  ch_t r;
  for (int q = 0; q < 4; q++) r.val[q] = look(&c, q, B, reduce(idx.val[q], B));
  return r;
}
/* B <= 16: table (a_q, b_q), index (idx & 15) + 16 * b.  B == 32: table (a pair, b pair),
 * index (idx & 31) + 32 * b.  B == 64: tbl over a with idx, tbx over b with idx - 64. */
static inline void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  P->B = B;
  for (int q = 0; q < 4; q++) {
    uint8x16_t x = vld1q_u8(idx + 16 * q), bsel = vandq_u8(x, vdupq_n_u8(64));
    if (B <= 16)
      P->i[q] = vorrq_u8(vandq_u8(x, vdupq_n_u8(15)), vshrq_n_u8(bsel, 2));
    else if (B == 32)
      P->i[q] = vorrq_u8(vandq_u8(x, vdupq_n_u8(31)), vshrq_n_u8(bsel, 1));
    else
      P->i[q] = x;
    P->j[q] = vsubq_u8(x, vdupq_n_u8(64));
  }
}
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r;
  for (int q = 0; q < 4; q++) {
    if (P->B <= 16) {
      uint8x16x2_t t = {{a.val[q], b.val[q]}};
      r.val[q] = vqtbl2q_u8(t, P->i[q]);
    } else if (P->B == 32) {
      int h = q & 2;
      uint8x16x4_t t = {{a.val[h], a.val[h + 1], b.val[h], b.val[h + 1]}};
      r.val[q] = vqtbl4q_u8(t, P->i[q]);
    } else {
      r.val[q] = vqtbx4q_u8(vqtbl4q_u8(a, P->i[q]), b, P->j[q]);
    }
  }
  return r;
}
static inline ch_t ch_and(ch_t x, ch_t y) {
  for (int q = 0; q < 4; q++) x.val[q] = vandq_u8(x.val[q], y.val[q]);
  return x;
}
static inline ch_t ch_add8(ch_t x, ch_t y) {
  for (int q = 0; q < 4; q++) x.val[q] = vaddq_u8(x.val[q], y.val[q]);
  return x;
}
static inline void ch_store_q(uint8_t *p, ch_t c, int q) { vst1q_u8(p, c.val[q]); }
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  c.val[0] = vld1q_u8(p0);
  c.val[1] = vld1q_u8(p1);
  c.val[2] = vld1q_u8(p2);
  c.val[3] = vld1q_u8(p3);
  return c;
}

#define LN_TPL_ISA neon
#include "../array_tpl.h"
#endif /* __aarch64__ */
