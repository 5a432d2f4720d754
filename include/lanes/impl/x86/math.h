#ifndef LANES_IMPL_X86_MATH_H
#define LANES_IMPL_X86_MATH_H
/* x86 kernels of lanes/math.h's internal helpers (hooks LN__ISA__<helper>_<shape>, which the
 * generic helper ln__<helper>_... returns when defined): the same results as the portable code.
 *   LN__ISA__vm_ptab_double8(a, b, j): lane i = lane j[i] (0..15) of the 16 doubles a, b (the
 *   float pow kernel's tables), one vpermt2pd: GCC's generic two-source shuffle, Clang's
 *   builtin (Clang's generic shuffle takes constant indexes only). */
#if LN_TARGET_AVX512
#ifdef __clang__
typedef long long ln__x86m_q8 __attribute__((vector_size(64)));
#define LN__ISA__vm_ptab_double8(a, b, j) __builtin_ia32_vpermi2varpd512((a), (ln__x86m_q8)(j), (b))
#else
#define LN__ISA__vm_ptab_double8(a, b, j) __builtin_shuffle((a), (b), (j))
#endif
#endif
#endif /* LANES_IMPL_X86_MATH_H */
