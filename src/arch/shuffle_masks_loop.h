/* ln_array_shuffle_masks (shuffle_masks_isa): the loop over 64-byte chunks and its partial tail,
 * written once for every ISA file that defines the chunk primitives (ch_t, ch_store, and
 * with PV_STREAM also ch_stream, ch_sfence), PV_INLINE, and
 *   pv_t, pv_prep(V, L2, lanes)       constants for elements of 1 << L2 bytes, blocks of lanes
 *   pv_chunk(V, s, m, L2, S) -> ch_t  64 bytes at s permuted by their mask bytes at m
 * S is the ISA's compile-time shape constant (the lane count on x86, the table size on NEON):
 * the ISA's shuffle_masks_isa switch instantiates pv_loop once per value it needs. */

/* r < 64 bytes through zero-padded copies */
static void pv_part(uint8_t *dst, const uint8_t *src, const uint8_t *m, size_t r, const pv_t *V,
                    const unsigned L2, const unsigned S) {
  uint8_t s[64] = {0}, mk[64] = {0}, t[64];
  memcpy(s, src, r);
  memcpy(mk, m, r >> L2);
  ch_store(t, pv_chunk(V, s, mk, L2, S));
  memcpy(dst, t, r);
}
PV_INLINE void pv_loop(uint8_t *dst, const uint8_t *src, size_t nbytes, const uint8_t *masks,
                       int nt, const unsigned L2, const unsigned lanes, const unsigned S) {
  pv_t V;
  pv_prep(&V, L2, lanes);
  size_t i = 0;
#ifdef PV_STREAM
  if (nt && (uintptr_t)dst % (lanes << L2) == 0) {
    size_t head = (size_t)(-(uintptr_t)dst & 63); /* a multiple of the block */
    if (head < nbytes) {
      if (head) pv_part(dst, src, masks, head, &V, L2, S);
      for (i = head; i + 64 <= nbytes; i += 64)
        ch_stream(dst + i, pv_chunk(&V, src + i, masks + (i >> L2), L2, S));
      ch_sfence();
    }
  }
#else
  (void)nt;
#endif
  for (; i + 64 <= nbytes; i += 64) ch_store(dst + i, pv_chunk(&V, src + i, masks + (i >> L2), L2, S));
  if (i < nbytes) pv_part(dst + i, src + i, masks + (i >> L2), nbytes - i, &V, L2, S);
}
