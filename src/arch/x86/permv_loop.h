/* ln_array_shuffle_masks (permv_isa) for an x86 ISA file that defines the chunk primitives
 * (ch_t, ch_store, ch_stream, ch_sfence), PV_INLINE, and
 *   pv_t, pv_prep(V, L2, lanes)          constants for elements of 1 << L2 bytes, blocks of lanes
 *   pv_chunk(V, s, m, L2, lanes) -> ch_t 64 bytes at s permuted by their mask bytes at m
 * One loop instance per shape ln_array_shuffle_masks accepts (lanes * element size <= 64),
 * each specialised for its constant L2 and lanes. */

/* r < 64 bytes through zero-padded copies */
static void pv_part(uint8_t *dst, const uint8_t *src, const uint8_t *m, size_t r, const pv_t *V,
                    const unsigned L2, const unsigned lanes) {
  uint8_t s[64] = {0}, mk[64] = {0}, t[64];
  memcpy(s, src, r);
  memcpy(mk, m, r >> L2);
  ch_store(t, pv_chunk(V, s, mk, L2, lanes));
  memcpy(dst, t, r);
}
PV_INLINE void pv_loop(uint8_t *dst, const uint8_t *src, size_t nbytes, const uint8_t *masks,
                       int nt, const unsigned L2, const unsigned lanes) {
  pv_t V;
  pv_prep(&V, L2, lanes);
  size_t i = 0;
  if (nt && (uintptr_t)dst % (lanes << L2) == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63); /* a multiple of the block */
    if (head < nbytes) {
      if (head) pv_part(dst, src, masks, head, &V, L2, lanes);
      for (i = head; i + 64 <= nbytes; i += 64)
        ch_stream(dst + i, pv_chunk(&V, src + i, masks + (i >> L2), L2, lanes));
      ch_sfence();
    }
  }
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, pv_chunk(&V, src + i, masks + (i >> L2), L2, lanes));
  if (i < nbytes) pv_part(dst + i, src + i, masks + (i >> L2), nbytes - i, &V, L2, lanes);
}

#define PV_CASE(L2, lanes) \
  case (L2) * 128 + (lanes): pv_loop(dst, src, nbytes, masks, nt, L2, lanes); return 1;
static int permv_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
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
