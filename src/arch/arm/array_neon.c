/* Array layer, AArch64 Advanced SIMD path: the chunk primitives of neon_chunk.h (four Q
 * registers, tbl1/2/4 lookups, lazy loads), the float4 (de)interleave as LD4/ST4 and the
 * per-block-mask shuffle of neon_shuffle_masks. */
#include "neon_chunk.h"

#define LN_TPL_HAS_SHUFFLE_MASKS 1
static int shuffle_masks_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                             unsigned lanes, const uint8_t *masks, int nt) {
  return neon_shuffle_masks(dst, src, nbytes, es_log2, lanes, masks, nt);
}

#define LN_TPL_ISA neon
#include "../array_tpl.h"
