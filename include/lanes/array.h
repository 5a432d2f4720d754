#ifndef LANES_ARRAY_H
#define LANES_ARRAY_H
/* lanes/array.h -- bulk permutations over arrays (the array layer of liblanes).
 * Declared here, defined in liblanes (link lanes::lanes or -llanes).
 *
 * Every function is compiled once per instruction set (scalar, SSE4, AVX2, AVX-512 VBMI,
 * NEON) and the path is picked at each call from ln_active_isa() (lanes/cpu.h): the best
 * one the CPU supports, LANES_ISA=<name> in the environment, or ln_set_isa().  All paths
 * give the same bytes.
 *
 * Common rules:
 * - A "block" is `lanes` elements of `elem_size` bytes, stored contiguously; block k of a
 *   buffer starts at byte k * lanes * elem_size.  Valid shapes: elem_size 1, 2, 4 or 8;
 *   lanes a power of two from 2 to 64; lanes * elem_size <= 64.  Other shapes: LN_EINVAL.
 * - Mask indexes are uint8; only their low bits count (OpenCL's shuffle rule): an index
 *   is taken modulo lanes (modulo 2 * lanes for the two-source form), so any byte value is
 *   valid and high bits are ignored.
 * - Elements are moved bit for bit (no conversion; NaN payloads kept).  No alignment is
 *   required.  Large outputs (several MiB) may be written with non-temporal stores, which
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

#ifdef __cplusplus
}
#endif
#endif /* LANES_ARRAY_H */
