/* The byte permutation of one block for the length-agnostic paths (sve, rvv), which permute
 * bytes with a table instruction: an element shuffle of `lanes` elements of 2^l2 bytes (mask
 * lanes taken modulo lanes, or modulo 2 * lanes from two sources) as a byte index per byte. */
#ifndef LANES_ARCH_BLOCK_BYTES_H
#define LANES_ARCH_BLOCK_BYTES_H
#include <stddef.h>
#include <stdint.h>

/* Fills bidx[j] (and, with two sources, fromb[j]: 1 when byte j comes from the second) for every
 * byte j of the block; returns the block's bytes, lanes << l2 (at most 64).  fromb NULL: one
 * source. */
static inline unsigned block_bytes(uint8_t *bidx, uint8_t *fromb, unsigned l2, unsigned lanes, const uint8_t *mask) {
  const unsigned es = 1u << l2, B = lanes << l2, m = fromb ? 2 * lanes - 1 : lanes - 1;
  for (unsigned j = 0; j < B; j++) {
    unsigned e = mask[j >> l2] & m;
    if (fromb) fromb[j] = (uint8_t)(e >= lanes);
    bidx[j] = (uint8_t)(((e & (lanes - 1)) << l2) + (j & (es - 1)));
  }
  return B;
}

/* The array template's three shuffle hooks over perm(dst, a, b, nbytes, B, bidx, fromb), the
 * path's byte permutation of B-byte blocks (b, fromb NULL: one source). */
#define LN_BLOCK_SHUFFLE_HOOKS(perm)                                                                  \
  static int shuffle_fixed_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,          \
                               const uint8_t *idx, int nt) {                                         \
    (void)nt;                                                                                        \
    return perm(dst, src, NULL, nbytes, B, idx, NULL); /* block 0 of the chunk index */             \
  }                                                                                                  \
  static int shuffle_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2, unsigned lanes, \
                         const uint8_t *mask, int nt) {                                              \
    (void)nt;                                                                                        \
    uint8_t bidx[64] = {0}; /* block_bytes sets the first B (GCC cannot tell: -Wmaybe-uninitialized) */ \
    unsigned B = block_bytes(bidx, NULL, l2, lanes, mask);                                           \
    return perm(dst, src, NULL, nbytes, B, bidx, NULL);                                              \
  }                                                                                                  \
  static int shuffle2_isa(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes, unsigned l2, \
                          unsigned lanes, const uint8_t *mask, int nt) {                             \
    (void)nt;                                                                                        \
    uint8_t bidx[64] = {0}, fromb[64] = {0};                                                         \
    unsigned B = block_bytes(bidx, fromb, l2, lanes, mask);                                          \
    return perm(dst, a, b, nbytes, B, bidx, fromb);                                                  \
  }
#endif
