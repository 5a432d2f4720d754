/* ln_array_shuffle_masks for the AVX2 and SSE4 files: the shared loop (../shuffle_masks_loop.h,
 * streaming) instantiated once per shape the function accepts (lanes * element size <= 64),
 * each specialised for its constant L2 and lanes. */
#define PV_STREAM 1
#include "../shuffle_masks_loop.h"

#define PV_CASE(L2, lanes) \
  case (L2) * 128 + (lanes): pv_loop(dst, src, nbytes, masks, nt, L2, lanes, lanes); return 1;
static int shuffle_masks_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                     unsigned lanes, const uint8_t *masks, int nt) {
  switch (es_log2 * 128 + lanes) {
    PV_CASE(0, 2) PV_CASE(0, 4) PV_CASE(0, 8) PV_CASE(0, 16) PV_CASE(0, 32) PV_CASE(0, 64)
    PV_CASE(1, 2) PV_CASE(1, 4) PV_CASE(1, 8) PV_CASE(1, 16) PV_CASE(1, 32)
    PV_CASE(2, 2) PV_CASE(2, 4) PV_CASE(2, 8) PV_CASE(2, 16)
    PV_CASE(3, 2) PV_CASE(3, 4) PV_CASE(3, 8)
    default: return 0;
  }
}
#undef PV_CASE
