#ifndef LANES_IMPL_X86_REGS_H
#define LANES_IMPL_X86_REGS_H
/* Internal: the x86 register types named by their width in bits, ln__x86_reg<bits> and
 * ln__x86_kmask<lanes>, so that the kernel macros of shuffle_kernels.h and vshuffle_kernels.h
 * can name the register of a width they are given (ln__x86_reg##RB). */
#if LN_TARGET_SSSE3
#include <immintrin.h>

typedef __m128i ln__x86_reg128;
typedef __m256i ln__x86_reg256;
typedef __m512i ln__x86_reg512;
typedef __mmask8 ln__x86_kmask8;
typedef __mmask16 ln__x86_kmask16;

#endif /* LN_TARGET_SSSE3 */
#endif /* LANES_IMPL_X86_REGS_H */
