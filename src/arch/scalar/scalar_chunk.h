/* The portable chunk primitives of src/arch/array_tpl.h: the chunk is 64 bytes of memory and
 * every primitive a byte loop.  The portable path's (array_scalar.c), and those of a path
 * whose vectors are not 64-byte chunks and that does its own loops (the rvv path) for the
 * functions it leaves to the template. */
#ifndef LANES_SRC_ARCH_SCALAR_CHUNK_H
#define LANES_SRC_ARCH_SCALAR_CHUNK_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct { uint8_t b[64]; } ch_t;
typedef struct { uint8_t idx[64]; } perm_t;
typedef struct { uint8_t idx[64]; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) {
  ch_t c;
  memcpy(c.b, p, 64);
  return c;
}
static inline void ch_store(uint8_t *p, ch_t c) { memcpy(p, c.b, 64); }
static inline ch_t ch_load_part(const uint8_t *p, size_t n) {
  ch_t c;
  memset(c.b, 0, 64);
  memcpy(c.b, p, n);
  return c;
}
static inline void ch_store_part(uint8_t *p, ch_t c, size_t n) { memcpy(p, c.b, n); }
static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  (void)B;
  memcpy(P->idx, idx, 64);
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) {
  ch_t r;
  for (unsigned j = 0; j < 64; j++) r.b[j] = c.b[P->idx[j] & 63];
  return r;
}
static inline void perm2_prep(perm2_t *P, const uint8_t *idx, unsigned B) {
  (void)B;
  memcpy(P->idx, idx, 64);
}
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  ch_t r;
  for (unsigned j = 0; j < 64; j++) {
    unsigned s = P->idx[j] & 127;
    r.b[j] = s < 64 ? a.b[s] : b.b[s - 64];
  }
  return r;
}
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  (void)B;
  ch_t r;
  for (unsigned j = 0; j < 64; j++) r.b[j] = c.b[idx.b[j] & 63];
  return r;
}
static inline ch_t ch_and(ch_t x, ch_t y) {
  for (unsigned j = 0; j < 64; j++) x.b[j] &= y.b[j];
  return x;
}
static inline ch_t ch_add8(ch_t x, ch_t y) {
  for (unsigned j = 0; j < 64; j++) x.b[j] = (uint8_t)(x.b[j] + y.b[j]);
  return x;
}
static inline void ch_store_q(uint8_t *p, ch_t c, int q) { memcpy(p, c.b + 16 * q, 16); }
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  ch_t c;
  memcpy(c.b, p0, 16);
  memcpy(c.b + 16, p1, 16);
  memcpy(c.b + 32, p2, 16);
  memcpy(c.b + 48, p3, 16);
  return c;
}
#endif /* LANES_SRC_ARCH_SCALAR_CHUNK_H */
