/* Reference model of the array layer (lanes/array.h), written from its comments element by
 * element on plain bytes.  Includes no lanes header and shares no code with liblanes. */
#ifndef LANES_REF_ARRAY_H
#define LANES_REF_ARRAY_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* dst.block[k][i] = src.block[k][m[i] % lanes], m = masks + k * mstride (mstride 0: one mask) */
static inline void ref_array_shuffle(uint8_t *dst, const uint8_t *src, size_t nblocks, size_t es,
                              size_t lanes, const uint8_t *masks, size_t mstride) {
  for (size_t k = 0; k < nblocks; k++) {
    const uint8_t *m = masks + k * mstride;
    for (size_t i = 0; i < lanes; i++) {
      size_t j = m[i] % lanes;
      memcpy(dst + (k * lanes + i) * es, src + (k * lanes + j) * es, es);
    }
  }
}

/* j = mask[i] % (2 lanes); from a's block k when j < lanes, else b's element j - lanes */
static inline void ref_array_shuffle2(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nblocks,
                               size_t es, size_t lanes, const uint8_t *mask) {
  for (size_t k = 0; k < nblocks; k++)
    for (size_t i = 0; i < lanes; i++) {
      size_t j = mask[i] % (2 * lanes);
      const uint8_t *s = j < lanes ? a + (k * lanes + j) * es : b + (k * lanes + j - lanes) * es;
      memcpy(dst + (k * lanes + i) * es, s, es);
    }
}

static inline void ref_array_rgba_to_bgra(uint8_t *dst, const uint8_t *src, size_t npixels) {
  for (size_t p = 0; p < npixels; p++) {
    uint8_t r = src[4 * p], g = src[4 * p + 1], b = src[4 * p + 2], a = src[4 * p + 3];
    dst[4 * p] = b;
    dst[4 * p + 1] = g;
    dst[4 * p + 2] = r;
    dst[4 * p + 3] = a;
  }
}

static inline void ref_array_bswap32(uint32_t *dst, const uint32_t *src, size_t n) {
  for (size_t i = 0; i < n; i++) {
    uint32_t v = src[i];
    dst[i] = (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24);
  }
}

static inline void ref_array_transpose4x4f(float *dst, const float *src, size_t nmat) {
  for (size_t m = 0; m < nmat; m++)
    for (int r = 0; r < 4; r++)
      for (int c = 0; c < 4; c++) memcpy(&dst[16 * m + 4 * r + c], &src[16 * m + 4 * c + r], 4);
}

static inline void ref_array_deinterleave4f(float *x, float *y, float *z, float *w, const float *src,
                                     size_t n) {
  for (size_t i = 0; i < n; i++) {
    memcpy(&x[i], &src[4 * i], 4);
    memcpy(&y[i], &src[4 * i + 1], 4);
    memcpy(&z[i], &src[4 * i + 2], 4);
    memcpy(&w[i], &src[4 * i + 3], 4);
  }
}

static inline void ref_array_interleave4f(float *dst, const float *x, const float *y, const float *z,
                                   const float *w, size_t n) {
  for (size_t i = 0; i < n; i++) {
    memcpy(&dst[4 * i], &x[i], 4);
    memcpy(&dst[4 * i + 1], &y[i], 4);
    memcpy(&dst[4 * i + 2], &z[i], 4);
    memcpy(&dst[4 * i + 3], &w[i], 4);
  }
}
#endif /* LANES_REF_ARRAY_H */
