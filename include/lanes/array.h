#ifndef LANES_ARRAY_H
#define LANES_ARRAY_H
/* lanes/array.h -- bulk permutations over arrays (the array layer of liblanes).
 * Declared here, defined in liblanes (link lanes::lanes or -llanes).
 *
 * Every function is compiled once per instruction-set path (the rows of
 * lanes/impl/isa_list.h: scalar, SSE4, AVX2, AVX-512 VBMI, AVX-512 VBMI2, NEON, SVE) and the path
 * is picked at each call from ln_active_isa() (lanes/cpu.h): the best one the CPU supports,
 * LANES_ISA=<name> in the environment, or ln_set_isa().  A direct build of liblanes
 * (LANES_RUNTIME_DISPATCH=OFF) has only the path its compiler flags target and calls it
 * without a lookup.  All paths give the same bytes.
 *
 * Common rules:
 * - A "block" is `lanes` elements of `elem_size` bytes, stored contiguously; block k of a
 *   buffer starts at byte k * lanes * elem_size.  Valid shapes: elem_size 1, 2, 4 or 8;
 *   lanes a power of two from 2 to 64; lanes * elem_size <= 64.  Other shapes: LN_EINVAL.
 * - Mask indexes are uint8; only their low bits count (OpenCL's shuffle rule): an index
 *   is taken modulo lanes (modulo 2 * lanes for the two-source form), so any byte value is
 *   valid and high bits are ignored.
 * - Elements are moved bit for bit (no conversion; NaN payloads kept).  No alignment is
 *   required of void * buffers.  The uint32_t * and float * parameters (bswap32, the float
 *   functions, the index arrays below) need only the alignment C already requires to form
 *   such a pointer (_Alignof(uint32_t) / _Alignof(float), 4 on the supported targets): the
 *   library accesses them with unaligned vector loads/stores and memcpy, never assuming
 *   more (a 4-aligned pointer at any offset in a 64-byte line is fine).  For data at an
 *   odd address use the void * forms: bswap32 is ln_array_shuffle(dst, src, n, 1, 4,
 *   (3,2,1,0)), the 4x4 transpose ln_array_shuffle(dst, src, nmat, 4, 16, (0,4,8,12,1,..)).
 *   Large outputs (several MiB) may be written with non-temporal stores, which
 *   are fenced before the function returns.
 * - dst may be identical to a source (in place) but must not otherwise overlap any input,
 *   mask included: LN_EINVAL.  A NULL pointer with a nonzero count: LN_ENULL (with a
 *   count of 0 pointers may be NULL and nothing is accessed).  A byte count that does not
 *   fit in size_t: LN_EINVAL.  Checks run in the order shape, NULL, size, overlap.
 * - On any error nothing is written.  Return LN_OK on success.  Nothing aborts or prints.
 */
#include <stddef.h>
#include <stdint.h>
#include "cpu.h"
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ln_array_shuffle: for every block k < nblocks and lane i < lanes,
 *   dst.block[k][i] = src.block[k][mask[i] % lanes]
 * (one mask of `lanes` indexes for all blocks; OpenCL shuffle applied block by block). */
LN_API ln_status ln_array_shuffle(void *dst, const void *src, size_t nblocks, size_t elem_size,
                                  size_t lanes, const uint8_t *mask);

/* ln_array_shuffle_masks: every block its own mask; masks holds nblocks * lanes indexes,
 *   dst.block[k][i] = src.block[k][masks[k * lanes + i] % lanes].
 * masks must not overlap dst. */
LN_API ln_status ln_array_shuffle_masks(void *dst, const void *src, size_t nblocks,
                                        size_t elem_size, size_t lanes, const uint8_t *masks);

/* ln_array_shuffle2: two sources a and b of nblocks blocks each; with j = mask[i] % (2*lanes),
 *   dst.block[k][i] = j < lanes ? a.block[k][j] : b.block[k][j - lanes]
 * (OpenCL shuffle2 block by block).  dst may be identical to a and/or b. */
LN_API ln_status ln_array_shuffle2(void *dst, const void *a, const void *b, size_t nblocks,
                                   size_t elem_size, size_t lanes, const uint8_t *mask);

/* ln_array_rgba_to_bgra: npixels 4-byte pixels, dst[4p+c] = src[4p + (2,1,0,3)[c]]
 * (swaps bytes 0 and 2 of every pixel; the same function converts BGRA to RGBA). */
LN_API ln_status ln_array_rgba_to_bgra(void *dst, const void *src, size_t npixels);

/* ln_array_bswap32: dst[i] = byte-reversed src[i] for i < n (0x11223344 -> 0x44332211). */
LN_API ln_status ln_array_bswap32(uint32_t *dst, const uint32_t *src, size_t n);

/* ln_array_transpose4x4f: nmat row-major 4x4 float matrices of 16 floats each,
 *   dst[16m + 4r + c] = src[16m + 4c + r]. */
LN_API ln_status ln_array_transpose4x4f(float *dst, const float *src, size_t nmat);

/* ln_array_deinterleave4f (AoS -> SoA): n float4 records src[4i..4i+3] = (x,y,z,w),
 *   x[i] = src[4i], y[i] = src[4i+1], z[i] = src[4i+2], w[i] = src[4i+3].
 * x, y, z, w and src must be pairwise non-overlapping (LN_EINVAL). */
LN_API ln_status ln_array_deinterleave4f(float *x, float *y, float *z, float *w,
                                         const float *src, size_t n);

/* ln_array_interleave4f (SoA -> AoS): dst[4i] = x[i], dst[4i+1] = y[i], dst[4i+2] = z[i],
 *   dst[4i+3] = w[i] for i < n.  dst must not overlap x, y, z or w (LN_EINVAL); the inputs
 *   may overlap each other. */
LN_API ln_status ln_array_interleave4f(float *dst, const float *x, const float *y,
                                       const float *z, const float *w, size_t n);

/* ---- Bulk gather, scatter, scatter-add and compaction ----
 * Arrays of n elements of elem_size = 1, 2, 4 or 8 bytes (other sizes: LN_EINVAL), moved
 * bit for bit, no alignment required (the uint32_t index arrays only need C's 4-byte
 * alignment of uint32_t).  Indexes are element indexes (not bytes).
 * mask: n bytes, element i is active when mask[i] != 0 (any nonzero byte); an inactive
 * element's index is never read as an address and may hold anything.  In the _checked
 * forms mask may be NULL (every element active).  NULL pointers with n > 0: LN_ENULL; a
 * byte count that does not fit in size_t: LN_EINVAL; an output sharing a byte with an
 * input whose extent is known (idx, mask, val, and the table of the _checked gather):
 * LN_EINVAL.  Checks run in the order elem_size, NULL, size, overlap, indexes; on any
 * error nothing is written.  Duplicate indexes in scatters act as the sequential loop
 * i = 0, 1, ..., n - 1 would (the last active write wins).  In the forms without _checked
 * the table (gather) or out (scatters) has no known extent, so two conditions are the
 * caller's, not checked: every active index is valid, and that table/out shares no byte
 * with the other arrays (elements are read a few ahead of the writes; on overlap the
 * values written are unspecified, the addresses written are still only those indexed).
 * Speed notes (measured on Zen 5, bench/lanes_bench): element loops beat vpgatherdd and
 * vpscatterdd at every table size (4 KiB .. 256 MiB), so gathers and scatters go element
 * by element, except the avx512intel path (lanes/cpu.h; the default on Intel CPUs), whose
 * 4-byte gathers use vpgatherdd (faster than the element loop on Intel cores with AVX-512)
 * and read the same indexes and table elements as the loop; the sve and rvv paths gather and
 * scatter with their indexed loads and stores (stores in element order: a repeated index
 * keeps the highest lane's value, as the loop leaves it); masked forms turn 64 mask bytes into a bit word and visit its set bits (no
 * per-element branch); compaction compresses in registers and stores exactly the kept
 * elements.  The avx512zen4 path (the default on AMD Zen 4) is avx512vbmi2 with
 * ln_array_shuffle_masks of 16 one-byte lanes in 256-bit registers (1.09x-1.13x in L1 there, where
 * 512-bit loads and stores take two cycles); every path gives the same results.
 * The _checked forms validate all active indexes in one SIMD pass first, then move the
 * data, which is how "nothing written" is guaranteed. */

/* ln_array_gather: out[i] = table[idx[i]] for i < n.  Every idx[i] must be a valid
 * element index of table (not checked: use ln_array_gather_checked). */
LN_API ln_status ln_array_gather(void *out, const void *table, const uint32_t *idx, size_t n,
                                 size_t elem_size);

/* ln_array_gather_masked: out[i] = table[idx[i]] where mask[i] != 0; out[i] unchanged
 * (not written) where mask[i] == 0.  Active indexes must be valid (not checked). */
LN_API ln_status ln_array_gather_masked(void *out, const void *table, const uint32_t *idx,
                                        const uint8_t *mask, size_t n, size_t elem_size);

/* ln_array_gather_checked: as ln_array_gather_masked (mask NULL: all active) with
 * table_len elements in table: LN_EINDEX and nothing written if any active
 * idx[i] >= table_len.  out must not overlap table[0 .. table_len). */
LN_API ln_status ln_array_gather_checked(void *out, const void *table, size_t table_len,
                                         const uint32_t *idx, const uint8_t *mask, size_t n,
                                         size_t elem_size);

/* ln_array_scatter: out[idx[i]] = val[i] for i = 0 .. n-1 in order (with duplicate
 * indexes the highest i wins).  Indexes must be valid (not checked). */
LN_API ln_status ln_array_scatter(void *out, const void *val, const uint32_t *idx, size_t n,
                                  size_t elem_size);

/* ln_array_scatter_masked: out[idx[i]] = val[i] for the active i in order; inactive
 * elements write nothing.  Active indexes must be valid (not checked). */
LN_API ln_status ln_array_scatter_masked(void *out, const void *val, const uint32_t *idx,
                                         const uint8_t *mask, size_t n, size_t elem_size);

/* ln_array_scatter_checked: as ln_array_scatter_masked (mask NULL: all active) into an
 * out of out_len elements: LN_EINDEX and nothing written if any active
 * idx[i] >= out_len.  out[0 .. out_len) must not overlap val, idx or mask. */
LN_API ln_status ln_array_scatter_checked(void *out, size_t out_len, const void *val,
                                          const uint32_t *idx, const uint8_t *mask, size_t n,
                                          size_t elem_size);

/* Element types.  ln_array_scatter_add takes the codes 0 .. 5: integer adds wrap modulo
 * 2^bits, so signed and unsigned arrays share the INT codes; FLOAT and DOUBLE are IEEE
 * binary32 / binary64.  ln_array_compress_cmp compares, so it tells signed (INT: two's
 * complement) from unsigned (UINT, codes 6 .. 9, which the other functions reject). */
typedef enum ln_elem_type {
  LN_ELEM_INT8 = 0,
  LN_ELEM_INT16 = 1,
  LN_ELEM_INT32 = 2,
  LN_ELEM_INT64 = 3,
  LN_ELEM_FLOAT = 4,
  LN_ELEM_DOUBLE = 5,
  LN_ELEM_UINT8 = 6,
  LN_ELEM_UINT16 = 7,
  LN_ELEM_UINT32 = 8,
  LN_ELEM_UINT64 = 9
} ln_elem_type;

/* ln_array_scatter_add (histogram): for i = 0 .. n-1 in order, out[idx[i]] += val[i].
 * Duplicate indexes accumulate: the result equals that sequential loop bit for bit, for
 * floats too (each sum rounded in index order in the current rounding mode, signed zeros
 * as C's + gives them; no reassociation; a NaN sum is a NaN, its payload when both operands
 * are NaN unspecified, as in C).  Only the elements the indexes name are written (while the
 * call runs they may hold intermediate values).  Unknown type: LN_EINVAL.
 * Indexes must be valid (not checked). */
LN_API ln_status ln_array_scatter_add(void *out, const void *val, const uint32_t *idx,
                                      size_t n, ln_elem_type type);

/* ln_array_scatter_add_checked: as ln_array_scatter_add for the active i only (mask NULL:
 * all) into an out of out_len elements: LN_EINDEX and nothing written if any active
 * idx[i] >= out_len.  out[0 .. out_len) must not overlap val, idx or mask. */
LN_API ln_status ln_array_scatter_add_checked(void *out, size_t out_len, const void *val,
                                              const uint32_t *idx, const uint8_t *mask,
                                              size_t n, ln_elem_type type);

/* ln_array_compress (stream compaction): copies the src[i] with mask[i] != 0, in order, to
 * out[0 .. count) and returns count (0 .. n).  Nothing at or after out[count] is written.
 * out may be identical to src (in place) but must not otherwise overlap src or mask.
 * Invalid arguments (elem_size, NULL with n > 0, size, overlap): returns (size_t)-1 and
 * writes nothing.  (The per-vector, in-register form is ln_compress in lanes/gather.h.) */
LN_API size_t ln_array_compress(void *out, const void *src, const uint8_t *mask, size_t n,
                                size_t elem_size);

/* Comparisons of ln_array_compress_cmp: src[i] OP operand, as C (and OpenCL C) compares two
 * values of the element type: integers by value (signed or unsigned as the type says),
 * floats as IEEE ordered comparisons (-0.0 == +0.0; a NaN on either side makes every
 * comparison false except NE, which is true). */
typedef enum ln_cmp_op {
  LN_CMP_LT = 0,
  LN_CMP_LE = 1,
  LN_CMP_GT = 2,
  LN_CMP_GE = 3,
  LN_CMP_EQ = 4,
  LN_CMP_NE = 5
} ln_cmp_op;

/* ln_array_compress_cmp (filter by predicate): copies the src[i] with (src[i] op *operand)
 * true, in order, to out[0 .. count) and returns count (0 .. n); operand points to one value
 * of the element type (read once, before anything is written; any alignment).  The same
 * contract as ln_array_compress: nothing at or after out[count] is written; out may be
 * identical to src but must not otherwise overlap it; invalid arguments (unknown type or
 * op, out / src / operand NULL with n > 0, size, overlap): returns (size_t)-1, nothing written.
 * Compare, compress and store in one pass: the recommended way to filter `x > t` (a byte
 * mask built first, then ln_array_compress, is two passes: 0.46x of Highway's loop in L1).
 * Measured on AMD EPYC family 25 model 17 (Zen 4), float and int32 x > t, 50% or 5% kept
 * (bench/README.md, "Filter by predicate"): 1.11x-1.30x the best of Highway (Compress +
 * StoreU) and hand AVX-512 over 16 KiB, 0.93x-1.04x over 64 MiB (memory-bound, within the
 * peers' run-to-run spread); the vector-layer loop (ln_vload16, ln_gt, ln_compress_store)
 * 0.87x-1.10x and 0.97x-1.04x. */
LN_API size_t ln_array_compress_cmp(void *out, const void *src, size_t n, ln_elem_type type,
                                    ln_cmp_op op, const void *operand);

/* ---- Bulk math ---- */
/* The functions of ln_array_math: lanes/math.h's function of that name. */
typedef enum ln_math_fn {
  LN_MATH_EXP = 0,
  LN_MATH_EXP2 = 1,
  LN_MATH_EXP10 = 2,
  LN_MATH_LOG = 3,
  LN_MATH_LOG2 = 4,
  LN_MATH_LOG10 = 5,
  LN_MATH_SQRT = 6,
  LN_MATH_SIN = 7,
  LN_MATH_COS = 8,
  LN_MATH_TAN = 9,
  LN_MATH_ATAN = 10,
  LN_MATH_TANH = 11,
  LN_MATH_ERF = 12,
  LN_MATH_EXPM1 = 13,
  LN_MATH_CBRT = 14,
  LN_MATH_SINH = 15,
  LN_MATH_COSH = 16,
  LN_MATH_ERFC = 17,
  LN_MATH_FN_COUNT = 18
} ln_math_fn;

/* ln_array_math: dst[i] = fn(src[i]) for i = 0 .. n-1, type LN_ELEM_FLOAT (float arrays) or
 * LN_ELEM_DOUBLE, fn (exp exp2 exp10 log log2 log10 sqrt sin cos tan atan tanh erf expm1 cbrt
 * sinh cosh erfc) bit for bit as lanes/math.h's ln_<fn> gives it: within 1 ulp (erfc 1.5), sqrt
 * correctly rounded (the same bits on every path: the vectorized kernels of the active path, 64
 * bytes at a time).  dst may be src (in place) but must not otherwise overlap it.  Errors,
 * nothing written: LN_ENULL (dst or src NULL with n > 0), LN_EINVAL (unknown fn or type, n *
 * element size beyond SIZE_MAX, overlap). */
LN_API ln_status ln_array_math(void *dst, const void *src, size_t n, ln_elem_type type, ln_math_fn fn);

#ifdef __cplusplus
}
#endif
#endif /* LANES_ARRAY_H */
