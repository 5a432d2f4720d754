/* Reference model of the bulk gather / scatter / scatter-add / compress functions of
 * lanes/array.h, written from their comments element by element on plain bytes.  Includes
 * no lanes header and shares no code with liblanes.  Status numbers as lanes/status.h
 * documents them (stable): 0 ok, 1 index out of range. */
#ifndef LANES_REF_ARRAY_BULKMEM_H
#define LANES_REF_ARRAY_BULKMEM_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define REF_BM_OK 0
#define REF_BM_EINDEX 1

/* Element i is active: no mask, or a nonzero mask byte. */
static inline int ref_bm_active(const uint8_t *mask, size_t i) { return !mask || mask[i] != 0; }

/* Any active idx[i] >= len. */
static inline int ref_bm_out_of_range(const uint32_t *idx, const uint8_t *mask, size_t n,
                                      size_t len) {
  for (size_t i = 0; i < n; i++)
    if (ref_bm_active(mask, i) && (size_t)idx[i] >= len) return 1;
  return 0;
}

/* out[i] = table[idx[i]] for active i; checked (len != SIZE_MAX): nothing written when an
 * active index is out of range. */
static inline int ref_bm_gather(uint8_t *out, const uint8_t *table, size_t len,
                                const uint32_t *idx, const uint8_t *mask, size_t n, size_t es) {
  if (ref_bm_out_of_range(idx, mask, n, len)) return REF_BM_EINDEX;
  for (size_t i = 0; i < n; i++)
    if (ref_bm_active(mask, i)) memcpy(out + i * es, table + (size_t)idx[i] * es, es);
  return REF_BM_OK;
}

/* out[idx[i]] = val[i] for active i in increasing i. */
static inline int ref_bm_scatter(uint8_t *out, size_t len, const uint8_t *val,
                                 const uint32_t *idx, const uint8_t *mask, size_t n, size_t es) {
  if (ref_bm_out_of_range(idx, mask, n, len)) return REF_BM_EINDEX;
  for (size_t i = 0; i < n; i++)
    if (ref_bm_active(mask, i)) memcpy(out + (size_t)idx[i] * es, val + i * es, es);
  return REF_BM_OK;
}

/* out[idx[i]] += val[i] for active i in increasing i.  type: 0..3 integers of 1, 2, 4, 8
 * bytes (wrapping), 4 float, 5 double. */
static inline int ref_bm_scatter_add(uint8_t *out, size_t len, const uint8_t *val,
                                     const uint32_t *idx, const uint8_t *mask, size_t n,
                                     int type) {
  if (ref_bm_out_of_range(idx, mask, n, len)) return REF_BM_EINDEX;
  for (size_t i = 0; i < n; i++) {
    if (!ref_bm_active(mask, i)) continue;
    size_t j = idx[i];
    switch (type) {
      case 0: out[j] = (uint8_t)(out[j] + val[i]); break;
      case 1: {
        uint16_t a, b;
        memcpy(&a, out + 2 * j, 2);
        memcpy(&b, val + 2 * i, 2);
        a = (uint16_t)((unsigned)a + b);
        memcpy(out + 2 * j, &a, 2);
        break;
      }
      case 2: {
        uint32_t a, b;
        memcpy(&a, out + 4 * j, 4);
        memcpy(&b, val + 4 * i, 4);
        a += b;
        memcpy(out + 4 * j, &a, 4);
        break;
      }
      case 3: {
        uint64_t a, b;
        memcpy(&a, out + 8 * j, 8);
        memcpy(&b, val + 8 * i, 8);
        a += b;
        memcpy(out + 8 * j, &a, 8);
        break;
      }
      case 4: {
        float a, b;
        memcpy(&a, out + 4 * j, 4);
        memcpy(&b, val + 4 * i, 4);
        a = a + b;
        memcpy(out + 4 * j, &a, 4);
        break;
      }
      default: {
        double a, b;
        memcpy(&a, out + 8 * j, 8);
        memcpy(&b, val + 8 * i, 8);
        a = a + b;
        memcpy(out + 8 * j, &a, 8);
        break;
      }
    }
  }
  return REF_BM_OK;
}

/* The active src elements in order to out[0 ..); returns their count. */
static inline size_t ref_bm_compress(uint8_t *out, const uint8_t *src, const uint8_t *mask,
                                     size_t n, size_t es) {
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (mask[i]) memcpy(out + (k++) * es, src + i * es, es);
  return k;
}
#endif /* LANES_REF_ARRAY_BULKMEM_H */
