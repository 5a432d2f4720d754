#ifndef LANES_IMPL_TARGET_H
#define LANES_IMPL_TARGET_H
/* Internal: the compile-time targets of the vector layer, derived once from the compiler's
 * macros.  No other lanes header tests a compiler target macro (__AVX2__, __ARM_NEON, ...):
 * they test these, each defined to 0 or 1.  A new ISA (SVE, RVV, ...) adds its family macro
 * and its feature macros here.
 *
 *   LN_TARGET_X86          x86-64 or i386
 *   LN_TARGET_SSE2 SSSE3 SSE4 (4.1) AVX F16C AVX2
 *   LN_TARGET_AVX512       AVX-512 F + BW + VL
 *   LN_TARGET_AVX512DQ CD VBMI VBMI2 BITALG VPOPCNTDQ    LN_TARGET_AVX512 and that extension
 *   LN_TARGET_ARM          AArch64
 *   LN_TARGET_NEON         AArch64 Advanced SIMD
 *   LN_TARGET_FMA          a fused multiply-add instruction for float (any architecture)
 *   LN_TARGET_CVT_CANON_NAN  the conversions between floating types (half, float, double;
 *                          instructions and the compiler's runtime routines) give the canonical
 *                          NaN, losing a NaN's sign and payload: RISC-V (fcvt.s.d, fcvt.d.s,
 *                          the Zfh forms, vfwcvt/vfncvt).  lanes then rebuilds the NaN lanes
 *                          with integer operations (impl/generic/convert.h, LN__CV_NANW/N)
 *   LN_TARGET_CVT_SNAN_KEPT  C's float -> double keeps a signalling NaN signalling: POWER (a
 *                          single is held in double format, the conversion is a register move);
 *                          the vector layer then converts a floating scalar operand as
 *                          LN_TARGET_CVT_CANON_NAN does (types.h, LN__FW)
 *
 * One plug-in rule for every family of the vector layer.  A public family header
 * lanes/<family>.h includes, in this order:
 *   types.h, then this file,
 *   impl/common/<family>.h   shared helpers of the family, when it has some (no ISA code),
 *   impl/<isa>/<family>.h    the ISA kernels: #if LN_TARGET_X86 x86/, #elif LN_TARGET_NEON arm/,
 *                            each guarding its kernels by the feature macros above,
 *   impl/generic/<family>.h  the functions the public header calls.
 * A kernel of impl/<isa>/<family>.h is a macro or inline function named
 *   LN__ISA_<op>_<shape>
 * and the generic function of the same op and shape returns it when it is defined (#ifdef),
 * else runs its portable code.  <shape> is
 *   <type>               one vector type:           LN__ISA_add_sat_char16, LN__ISA_rearrange_uint8
 *   <type>_<type>        the table and the index:   LN__ISA_shuffle_uchar4_uchar16 (x ln_uchar4,
 *                        mask ln_uchar16; shuffle2 takes x and y of the first type)
 *   any                  element size and lane count passed at run time: LN__ISA_mask_to_bits_any
 * and <op> an operation named in lanes/<family>.h (ln_<op>), or, for a kernel of an internal
 * helper of the generic code (ln__<helper>_...), _<helper>: LN__ISA__vm_ltab_double8.  Kernels that several shapes share
 * are C in impl/<isa>/<family>_kernels.h (what ISAs share, in impl/common/<family>_kernels.h); a
 * generated impl/<isa>/<family>.h instantiates them per shape, one line per shape and path.
 * ISA headers include no generic header; what both sides need is in impl/common/.
 * tools/check_hooks.py checks that every LN__ISA_ name an ISA header defines is consumed by
 * a generic function, and that every name a generic function tests can be produced. */
#if defined(__x86_64__) || defined(__i386__)
#define LN_TARGET_X86 1
#else
#define LN_TARGET_X86 0
#endif
#if defined(__aarch64__)
#define LN_TARGET_ARM 1
#else
#define LN_TARGET_ARM 0
#endif

/* GCC says so with __FP_FAST_FMAF; Clang only by the ISA's own macros */
#if defined(__FP_FAST_FMAF) || defined(__FMA__) || defined(__ARM_FEATURE_FMA)
#define LN_TARGET_FMA 1
#else
#define LN_TARGET_FMA 0
#endif

#if defined(__riscv)
#define LN_TARGET_CVT_CANON_NAN 1
#else
#define LN_TARGET_CVT_CANON_NAN 0
#endif
#if defined(__powerpc__) || defined(__powerpc64__)
#define LN_TARGET_CVT_SNAN_KEPT 1
#else
#define LN_TARGET_CVT_SNAN_KEPT 0
#endif

#if LN_TARGET_X86 && defined(__SSE2__)
#define LN_TARGET_SSE2 1
#else
#define LN_TARGET_SSE2 0
#endif
#if LN_TARGET_X86 && defined(__SSSE3__)
#define LN_TARGET_SSSE3 1
#else
#define LN_TARGET_SSSE3 0
#endif
#if LN_TARGET_X86 && defined(__SSE4_1__)
#define LN_TARGET_SSE4 1
#else
#define LN_TARGET_SSE4 0
#endif
#if LN_TARGET_X86 && defined(__AVX__)
#define LN_TARGET_AVX 1
#else
#define LN_TARGET_AVX 0
#endif
#if LN_TARGET_X86 && defined(__F16C__)
#define LN_TARGET_F16C 1
#else
#define LN_TARGET_F16C 0
#endif
#if LN_TARGET_X86 && defined(__AVX2__)
#define LN_TARGET_AVX2 1
#else
#define LN_TARGET_AVX2 0
#endif
#if LN_TARGET_X86 && defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
#define LN_TARGET_AVX512 1
#else
#define LN_TARGET_AVX512 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512DQ__)
#define LN_TARGET_AVX512DQ 1
#else
#define LN_TARGET_AVX512DQ 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512CD__)
#define LN_TARGET_AVX512CD 1
#else
#define LN_TARGET_AVX512CD 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512VBMI__)
#define LN_TARGET_AVX512VBMI 1
#else
#define LN_TARGET_AVX512VBMI 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512VBMI2__)
#define LN_TARGET_AVX512VBMI2 1
#else
#define LN_TARGET_AVX512VBMI2 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512BITALG__)
#define LN_TARGET_AVX512BITALG 1
#else
#define LN_TARGET_AVX512BITALG 0
#endif
#if LN_TARGET_AVX512 && defined(__AVX512VPOPCNTDQ__)
#define LN_TARGET_AVX512VPOPCNTDQ 1
#else
#define LN_TARGET_AVX512VPOPCNTDQ 0
#endif

#if LN_TARGET_ARM && defined(__ARM_NEON)
#define LN_TARGET_NEON 1
#else
#define LN_TARGET_NEON 0
#endif

#endif /* LANES_IMPL_TARGET_H */
