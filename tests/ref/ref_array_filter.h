/* Reference model of ln_array_compress_cmp (lanes/array.h), written from its comment: the
 * comparison of two elements of a type from their bits, without the C comparison of the
 * element type (integers widened to 64 bits, sign- or zero-extended by hand; floats decoded
 * from their bits: a NaN makes only NE hold, otherwise a sign-magnitude key in which -0 and +0
 * are equal), and the filter itself.  Includes no lanes header and shares no code with
 * liblanes.  Types are numbered as ln_elem_type (i8 i16 i32 i64 f32 f64 u8 u16 u32 u64),
 * comparisons as ln_cmp_op (lt le gt ge eq ne). */
#ifndef LANES_REF_ARRAY_FILTER_H
#define LANES_REF_ARRAY_FILTER_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

static const unsigned ref_flt_size[10] = {1, 2, 4, 8, 4, 8, 1, 2, 4, 8};

/* an element's bits as a number (host byte order), and back */
static inline uint64_t ref_flt_load(const uint8_t *p, unsigned es) {
  uint64_t v = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  memcpy((uint8_t *)&v + 8 - es, p, es);
#else
  memcpy(&v, p, es);
#endif
  return v;
}
static inline void ref_flt_store(uint8_t *p, uint64_t v, unsigned es) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  memcpy(p, (const uint8_t *)&v + 8 - es, es);
#else
  memcpy(p, &v, es);
#endif
}

/* -1, 0, 1: a < b, a == b, a > b; 2: unordered (a NaN) */
static inline int ref_flt_order(unsigned type, uint64_t a, uint64_t b) {
  unsigned es = ref_flt_size[type], bits = 8 * es;
  if (type == 4 || type == 5) {
    unsigned mb = type == 4 ? 23 : 52; /* mantissa bits */
    uint64_t sign = (uint64_t)1 << (bits - 1), expm = ((sign - 1) >> mb) << mb;
    int a_nan = (a & expm) == expm && (a & (((uint64_t)1 << mb) - 1)) != 0;
    int b_nan = (b & expm) == expm && (b & (((uint64_t)1 << mb) - 1)) != 0;
    if (a_nan || b_nan) return 2;
    int64_t ka = (int64_t)(a & (sign - 1)), kb = (int64_t)(b & (sign - 1));
    if (a & sign) ka = -ka; /* -0 -> 0 */
    if (b & sign) kb = -kb;
    return ka < kb ? -1 : ka > kb;
  }
  if (type >= 6) return a < b ? -1 : a > b; /* zero-extended */
  int64_t sa, sb;                           /* sign-extended by hand */
  uint64_t m = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1, top = (uint64_t)1 << (bits - 1);
  sa = (a & top) ? (int64_t)(a | ~m) : (int64_t)a;
  sb = (b & top) ? (int64_t)(b | ~m) : (int64_t)b;
  return sa < sb ? -1 : sa > sb;
}
/* a OP b for comparison op */
static inline int ref_flt_holds(unsigned type, unsigned op, uint64_t a, uint64_t b) {
  int o = ref_flt_order(type, a, b);
  if (o == 2) return op == 5;
  switch (op) {
    case 0: return o < 0;
    case 1: return o <= 0;
    case 2: return o > 0;
    case 3: return o >= 0;
    case 4: return o == 0;
    default: return o != 0;
  }
}
/* the filter: the src elements x with x OP operand, in order, to out; returns their count
 * (out may be src) */
static inline size_t ref_flt_filter(uint8_t *out, const uint8_t *src, size_t n, unsigned type, unsigned op,
                                    uint64_t operand) {
  unsigned es = ref_flt_size[type];
  size_t k = 0;
  for (size_t i = 0; i < n; i++) {
    uint64_t x = ref_flt_load(src + i * es, es);
    if (ref_flt_holds(type, op, x, operand)) ref_flt_store(out + k++ * es, x, es);
  }
  return k;
}
#endif /* LANES_REF_ARRAY_FILTER_H */
