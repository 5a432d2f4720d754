#ifndef LANES_IMPL_X86_RELATIONAL_H
#define LANES_IMPL_X86_RELATIONAL_H
/* x86 kernels of lanes/relational.h: ln_any / ln_all of 16-, 32- and 64-byte vectors, the
 * lanes' sign bits gathered by one instruction (movmskps/pd, pmovmskb, AVX-512 vpmov*2m) and
 * compared with none / all set: the same results as the portable code, which ANDs or ORs the
 * vector's words.  Each defines the hook LN__ISA_<op>_<name> that the portable function of the
 * same name returns.  Compiler builtins (the same names in GCC and Clang), no intrinsics header. */
#if LN_TARGET_SSE2
typedef char ln__x86r_c16 __attribute__((vector_size(16)));
typedef float ln__x86r_f4 __attribute__((vector_size(16)));
typedef double ln__x86r_d2 __attribute__((vector_size(16)));
#define LN__X86R_BITS_C16(x) __builtin_ia32_pmovmskb128((ln__x86r_c16)(x))
#define LN__X86R_BITS_I4(x) __builtin_ia32_movmskps((ln__x86r_f4)(x))
#define LN__X86R_BITS_L2(x) __builtin_ia32_movmskpd((ln__x86r_d2)(x))
#define LN__ISA_any_char16(x) (LN__X86R_BITS_C16(x) != 0)
#define LN__ISA_all_char16(x) (LN__X86R_BITS_C16(x) == 0xffff)
#define LN__ISA_any_int4(x) (LN__X86R_BITS_I4(x) != 0)
#define LN__ISA_all_int4(x) (LN__X86R_BITS_I4(x) == 0xf)
#define LN__ISA_any_long2(x) (LN__X86R_BITS_L2(x) != 0)
#define LN__ISA_all_long2(x) (LN__X86R_BITS_L2(x) == 0x3)
#endif
#if LN_TARGET_AVX
typedef float ln__x86r_f8 __attribute__((vector_size(32)));
typedef double ln__x86r_d4 __attribute__((vector_size(32)));
#define LN__X86R_BITS_I8(x) __builtin_ia32_movmskps256((ln__x86r_f8)(x))
#define LN__X86R_BITS_L4(x) __builtin_ia32_movmskpd256((ln__x86r_d4)(x))
#define LN__ISA_any_int8(x) (LN__X86R_BITS_I8(x) != 0)
#define LN__ISA_all_int8(x) (LN__X86R_BITS_I8(x) == 0xff)
#define LN__ISA_any_long4(x) (LN__X86R_BITS_L4(x) != 0)
#define LN__ISA_all_long4(x) (LN__X86R_BITS_L4(x) == 0xf)
#endif
#if LN_TARGET_AVX2
typedef char ln__x86r_c32 __attribute__((vector_size(32)));
#define LN__X86R_BITS_C32(x) (unsigned)__builtin_ia32_pmovmskb256((ln__x86r_c32)(x))
#define LN__ISA_any_char32(x) (LN__X86R_BITS_C32(x) != 0)
#define LN__ISA_all_char32(x) (LN__X86R_BITS_C32(x) == 0xffffffffu)
#endif
#if LN_TARGET_AVX512
typedef char ln__x86r_c64 __attribute__((vector_size(64)));
typedef short ln__x86r_s16 __attribute__((vector_size(32)));
typedef short ln__x86r_s32 __attribute__((vector_size(64)));
#define LN__X86R_BITS_C64(x) (unsigned long long)__builtin_ia32_cvtb2mask512((ln__x86r_c64)(x))
#define LN__X86R_BITS_S16(x) (unsigned)(unsigned short)__builtin_ia32_cvtw2mask256((ln__x86r_s16)(x))
#define LN__X86R_BITS_S32(x) (unsigned)__builtin_ia32_cvtw2mask512((ln__x86r_s32)(x))
#define LN__ISA_any_char64(x) (LN__X86R_BITS_C64(x) != 0)
#define LN__ISA_all_char64(x) (LN__X86R_BITS_C64(x) == ~0ull)
#define LN__ISA_any_short16(x) (LN__X86R_BITS_S16(x) != 0)
#define LN__ISA_all_short16(x) (LN__X86R_BITS_S16(x) == 0xffffu)
#define LN__ISA_any_short32(x) (LN__X86R_BITS_S32(x) != 0)
#define LN__ISA_all_short32(x) (LN__X86R_BITS_S32(x) == 0xffffffffu)
#endif
#if LN_TARGET_AVX512DQ
typedef int ln__x86r_i16 __attribute__((vector_size(64)));
typedef long long ln__x86r_l8 __attribute__((vector_size(64)));
#define LN__X86R_BITS_I16(x) (unsigned)(unsigned short)__builtin_ia32_cvtd2mask512((ln__x86r_i16)(x))
#define LN__X86R_BITS_L8(x) (unsigned)(unsigned char)__builtin_ia32_cvtq2mask512((ln__x86r_l8)(x))
#define LN__ISA_any_int16(x) (LN__X86R_BITS_I16(x) != 0)
#define LN__ISA_all_int16(x) (LN__X86R_BITS_I16(x) == 0xffffu)
#define LN__ISA_any_long8(x) (LN__X86R_BITS_L8(x) != 0)
#define LN__ISA_all_long8(x) (LN__X86R_BITS_L8(x) == 0xffu)
#endif
#endif /* LANES_IMPL_X86_RELATIONAL_H */
