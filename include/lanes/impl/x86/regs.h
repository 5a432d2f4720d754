#ifndef LANES_IMPL_X86_REGS_H
#define LANES_IMPL_X86_REGS_H
/* Internal: names of the x86 register types for the code that the generators instantiate from
 * the x86 kernels (impl/x86/shuffle.h, impl/x86/vshuffle.h), so that those generators write
 * no intrinsic or intrinsic type. */
#if LN_TARGET_SSSE3
#include <immintrin.h>

typedef __m128i ln__x86_reg128;
typedef __m256i ln__x86_reg256;
typedef __m512i ln__x86_reg512;
typedef __mmask8 ln__x86_kmask8;
typedef __mmask16 ln__x86_kmask16;

#endif /* LN_TARGET_SSSE3 */
#endif /* LANES_IMPL_X86_REGS_H */
