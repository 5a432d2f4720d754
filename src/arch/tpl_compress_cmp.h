/* Part of src/arch/array_tpl.h (included once per path, after tpl_bulkmem.h): the loop of
 * ln_array_compress_cmp.
 *
 * Portable form: 256 elements at a time, the comparison writes one mask byte per element
 * (a loop of C comparisons on a local array, which the compiler vectorizes for the path),
 * then the path's own compaction kernel (LN__BM_CMP<l2>, ln_array_compress's) moves the
 * kept elements.  The mask stays in L1, so this is one pass over src, not two.  Out may
 * equal src: out + k never passes src + i (k <= i), which is all the compaction kernels
 * need.
 * Optional hook: LN_TPL_HAS_COMPRESS_CMP with compress_cmp_isa(out, src, n, type, op,
 * operand), which does the whole call and returns the count, or returns SIZE_MAX to leave
 * that type to this loop (e.g. AVX-512 without VBMI2 for 1- and 2-byte elements). */

/* m[j] = (x[j] op t) for j < c; elements of type T read with memcpy (any alignment) */
#define LN__CC_LOOP(T, pred)                                                                   \
  for (size_t j = 0; j < c; j++) {                                                             \
    T x;                                                                                       \
    memcpy(&x, src + j * sizeof(T), sizeof(T));                                                \
    m[j] = (uint8_t)(pred);                                                                    \
  }
#define LN__CC_MASK(name, T)                                                                   \
  static void LN__TPL(ccmask_##name)(uint8_t *m, const uint8_t *src, size_t c, unsigned op,   \
                                     T t) {                                                    \
    switch (op) {                                                                              \
      case 0: LN__CC_LOOP(T, x < t) break;                                                     \
      case 1: LN__CC_LOOP(T, x <= t) break;                                                    \
      case 2: LN__CC_LOOP(T, x > t) break;                                                     \
      case 3: LN__CC_LOOP(T, x >= t) break;                                                    \
      case 4: LN__CC_LOOP(T, x == t) break;                                                    \
      default: LN__CC_LOOP(T, x != t) break;                                                   \
    }                                                                                          \
  }
LN__CC_MASK(i8, int8_t)
LN__CC_MASK(i16, int16_t)
LN__CC_MASK(i32, int32_t)
LN__CC_MASK(i64, int64_t)
LN__CC_MASK(f32, float)
LN__CC_MASK(f64, double)
LN__CC_MASK(u8, uint8_t)
LN__CC_MASK(u16, uint16_t)
LN__CC_MASK(u32, uint32_t)
LN__CC_MASK(u64, uint64_t)
#undef LN__CC_MASK
#undef LN__CC_LOOP

static size_t LN__TPL(compress_cmp)(uint8_t *out, const uint8_t *src, size_t n, unsigned type,
                                    unsigned op, const void *operand) {
#ifdef LN_TPL_HAS_COMPRESS_CMP
  size_t r = compress_cmp_isa(out, src, n, type, op, operand);
  if (r != SIZE_MAX) return r;
#endif
  static const uint8_t tl2[10] = {0, 1, 2, 3, 2, 3, 0, 1, 2, 3};
  size_t (*const kern[4])(uint8_t *, const uint8_t *, const uint8_t *, size_t) = {
      LN__BM_CMP0, LN__BM_CMP1, LN__BM_CMP2, LN__BM_CMP3};
  const unsigned l2 = tl2[type];
  union {
    int8_t i8;
    int16_t i16;
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
    uint8_t u8;
    uint16_t u16;
    uint32_t u32;
    uint64_t u64;
  } t;
  memcpy(&t, operand, (size_t)1 << l2); /* read once, before out is written */
  uint8_t m[256];
  size_t k = 0;
  for (size_t i = 0; i < n; i += 256) {
    size_t c = n - i < 256 ? n - i : 256;
    const uint8_t *s = src + (i << l2);
    switch (type) {
      case 0: LN__TPL(ccmask_i8)(m, s, c, op, t.i8); break;
      case 1: LN__TPL(ccmask_i16)(m, s, c, op, t.i16); break;
      case 2: LN__TPL(ccmask_i32)(m, s, c, op, t.i32); break;
      case 3: LN__TPL(ccmask_i64)(m, s, c, op, t.i64); break;
      case 4: LN__TPL(ccmask_f32)(m, s, c, op, t.f32); break;
      case 5: LN__TPL(ccmask_f64)(m, s, c, op, t.f64); break;
      case 6: LN__TPL(ccmask_u8)(m, s, c, op, t.u8); break;
      case 7: LN__TPL(ccmask_u16)(m, s, c, op, t.u16); break;
      case 8: LN__TPL(ccmask_u32)(m, s, c, op, t.u32); break;
      default: LN__TPL(ccmask_u64)(m, s, c, op, t.u64); break;
    }
    k += kern[l2](out + (k << l2), s, m, c);
  }
  return k;
}
