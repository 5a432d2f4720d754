#ifndef LANES_IMPL_ARM_GATHER_H
#define LANES_IMPL_ARM_GATHER_H
/* Internal: AArch64 kernels of lanes/gather.h.  NEON has no masked or faulting-suppressed
 * loads and stores, no gather/scatter and no compress/expand, so every operation here runs
 * the portable code of impl/generic/gather.h; the NEON part is the mask -> bits conversion
 * (impl/arm/mask.h), which drives the loops over the active lanes.  (This machine is x86;
 * AArch64 is tested for correctness under qemu-user, which says nothing about speed.) */

/* ---- ln_gather ---- */
/* ---- ln_scatter ---- */
/* ---- ln_gather_index ---- */
/* ---- ln_scatter_index ---- */
/* ---- ln_load_masked ---- */
/* ---- ln_store_masked ---- */
/* ---- ln_compress ---- */
/* ---- ln_expand ---- */
/* ---- ln_compress_store ---- */
/* ---- ln_expand_load ---- */
/* ---- ln_load_first ---- */
/* ---- ln_store_first ---- */
/* ---- ln_load_interleaved ---- */
/* ---- ln_store_interleaved ---- */

#endif /* LANES_IMPL_ARM_GATHER_H */
