/* The kernel table of the array layer: one ln__array_kern per instruction-set path, each
 * emitted by that path's kernel file (src/arch/array_tpl.h), read by src/array_dispatch.c.
 * Every field is named after the lanes/array.h function it implements. */
#ifndef LANES_SRC_ARCH_KERNEL_TABLE_H
#define LANES_SRC_ARCH_KERNEL_TABLE_H
#include <stddef.h>
#include <stdint.h>

#include "lanes/impl/isa_list.h"

/* The functions of ln_array_math (lanes/array.h's ln_math_fn, LN_MATH_<E>): X(E, name), name
 * the lanes/math.h function */
#define LN__ARRAY_MATH_FNS(X) \
  X(EXP, exp) X(EXP2, exp2) X(EXP10, exp10) X(LOG, log) X(LOG2, log2) X(LOG10, log10) X(SQRT, sqrt) \
  X(SIN, sin) X(COS, cos) X(TAN, tan) X(ATAN, atan) X(TANH, tanh) X(ERF, erf) X(EXPM1, expm1) \
  X(CBRT, cbrt) X(SINH, sinh) X(COSH, cosh) X(ERFC, erfc)
#define LN__ARRAY_MATH_ONE(E, name) +1
enum { LN__ARRAY_MATH_COUNT = 0 LN__ARRAY_MATH_FNS(LN__ARRAY_MATH_ONE) };

/* shuffle2's shape argument: log2 of the element size and the lane count in one word */
#define LN__SHAPE2(l2, lanes) ((unsigned)(lanes) << 8 | (unsigned)(l2))
#define LN__SHAPE2_L2(shape) ((shape) & 0xffu)
#define LN__SHAPE2_LANES(shape) ((shape) >> 8)

/* Outputs at least this large are written with non-temporal stores (about the size where
 * the output no longer fits the caches and streaming beats write-allocate). */
#define LN__NT_BYTES ((size_t)8 << 20)

/* Byte-level kernels.  Shapes and pointers are validated by the dispatcher; nbytes is a
 * multiple of the block size B.  The permutations and (de)interleaves stream outputs of
 * LN__NT_BYTES or more, and return 0 (LN_OK): the dispatcher's call is its last act, and
 * their arguments fit in registers. */
typedef struct ln__array_kern {
  /* ln_array_rgba_to_bgra, ln_array_bswap32, ln_array_transpose4x4f: a fixed permutation
   * given as the index of a whole 64-byte chunk (the block index replicated, block offsets
   * added): chunk byte j = chunk byte idx[j], idx[j] in j's B-byte block */
  int (*shuffle_fixed)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned B,
                        const uint8_t *idx);
  /* ln_array_shuffle: shuffle_fixed with the chunk index of one block mask of `lanes`
   * elements of 1 << l2 bytes:
   *   idx[j] = (e << l2) + (j % es) + (j - j % B),   e = mask[(j % B) >> l2] % lanes
   * (es = 1 << l2, B = lanes << l2) */
  int (*shuffle)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned l2, unsigned lanes,
                  const uint8_t *mask);
  /* ln_array_shuffle2: chunk byte j = (a chunk then b chunk)[idx[j]], idx as shuffle's but
   * with e = mask[...] % (2 * lanes), and e >= lanes (a lane of b) moved to
   * e - lanes + 64 / es, its byte position in (a chunk then b chunk); shape =
   * LN__SHAPE2(l2, lanes) (six arguments: all in registers on the common ABIs) */
  int (*shuffle2)(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                   unsigned shape, const uint8_t *mask);
  /* ln_array_shuffle_masks: elements of 1 << es_log2 bytes, blocks of `lanes`; masks: one
   * byte per element */
  int (*shuffle_masks)(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                        unsigned lanes, const uint8_t *masks);
  /* ln_array_deinterleave4f, ln_array_interleave4f */
  int (*deinterleave4f)(float *x, float *y, float *z, float *w, const float *src, size_t n);
  int (*interleave4f)(float *dst, const float *x, const float *y, const float *z,
                       const float *w, size_t n);
  /* ln_array_gather*, ln_array_scatter*, ln_array_scatter_add*, ln_array_compress, indexed
   * by log2(element size) (scatter_add by ln_elem_type).  mask NULL: every element active;
   * else element i active when mask[i] != 0.  Indexes already validated by the dispatcher
   * where required.  They return 0 (LN_OK), as the permutations do. */
  int (*gather[4])(uint8_t *out, const uint8_t *table, const uint32_t *idx,
                   const uint8_t *mask, size_t n);
  int (*scatter[4])(uint8_t *out, const uint8_t *val, const uint32_t *idx,
                    const uint8_t *mask, size_t n);
  int (*scatter_add[6])(uint8_t *out, const uint8_t *val, const uint32_t *idx,
                        const uint8_t *mask, size_t n);
  /* the _checked forms' validation: nonzero if some active idx[i] >= len */
  int (*index_out_of_range)(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len);
  /* writes the active src elements to out[0 .. count), returns count */
  size_t (*compress[4])(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n);
  /* ln_array_compress_cmp: type (ln_elem_type) and op (ln_cmp_op) valid, operand one value
   * of the type; returns count */
  size_t (*compress_cmp)(uint8_t *out, const uint8_t *src, size_t n, unsigned type, unsigned op,
                         const void *operand);
  /* ln_array_math: dst[i] = f(src[i]), i < n, f the function of LN__ARRAY_MATH_FNS at
   * [LN_MATH_<E>], on float ([0]) or double ([1]) elements; dst == src or no overlap; returns
   * 0 (LN_OK) */
  int (*math[2][LN__ARRAY_MATH_COUNT])(void *dst, const void *src, size_t n);
} ln__array_kern;

/* ln__array_kern_<name> for every row of LN_ISA_LIST (defined where the path is built) */
#define LN__KERN_DECL(E, name, ...) extern const ln__array_kern ln__array_kern_##name;
LN_ISA_LIST(LN__KERN_DECL)
#undef LN__KERN_DECL
#endif /* LANES_SRC_ARCH_KERNEL_TABLE_H */
