/* Array layer, AVX-512 path tuned for Intel cores with one 512-bit shuffle port (Sapphire /
 * Emerald Rapids class): the avx512vbmi2 path (array_avx512.c with LN_AVX512_VBMI2) with
 * float4 (de)interleave as 8 two-source vpermt2ps per 16 records instead of 8 in-lane unpacks
 * + 4 vpermps (every 512-bit shuffle issues on the one port there), and 4-byte gathers by
 * vpgatherdd (faster than the element loop on that core, slower on Zen 5).  The default
 * only on Intel CPUs ("prefer:intel" in its row of lanes/impl/isa_list.h). */
#define LN_AVX512_VBMI2 1
#define LN_AVX512_INTEL 1
#include "array_avx512.c"
