/* Array layer, AVX-512 path tuned for AMD Zen 4 (family 19h), whose 512-bit loads and stores
 * take two cycles each: the avx512vbmi2 path (array_avx512.c with LN_AVX512_VBMI2) with
 * per-block-mask shuffles of 16-byte blocks (ln_array_shuffle_masks, 1-byte elements, 16 lanes)
 * in 256-bit registers, 1.09x-1.13x faster in L1 there.  The default only on Zen 4 ("prefer:zen4" in
 * its row of lanes/impl/isa_list.h); Zen 5 keeps avx512vbmi2. */
#define LN_AVX512_VBMI2 1
#define LN_AVX512_ZEN4 1
#include "array_avx512.c"
