#ifndef LANES_CPU_H
#define LANES_CPU_H
/* lanes/cpu.h -- run-time CPU features and the instruction set liblanes' array layer uses.
 * Declared here, defined in liblanes (link lanes::lanes or -llanes). */
#include <stdint.h>
#include "status.h"
#include "impl/isa_list.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Instruction-set paths of the array layer, one per row of LN_ISA_LIST
 * (lanes/impl/isa_list.h, which says what each needs).  Values are stable:
 *   LN_ISA_SCALAR      = 0  scalar       portable C, always available
 *   LN_ISA_SSE4        = 1  sse4         x86-64 SSSE3 + SSE4.1
 *   LN_ISA_AVX2        = 2  avx2         x86-64 AVX2 + FMA + BMI1/2
 *   LN_ISA_AVX512      = 3  avx512       x86-64 AVX-512 F/BW/VL/DQ/VBMI + FMA
 *   LN_ISA_NEON        = 4  neon         AArch64 Advanced SIMD
 *   LN_ISA_AVX512VBMI2 = 5  avx512vbmi2  avx512 + AVX-512 VBMI2 (byte/word compaction)
 *   LN_ISA_AVX512INTEL = 6  avx512intel  avx512vbmi2 tuned for Intel cores with one 512-bit
 *                                        shuffle port (vpermt2ps float4 (de)interleave,
 *                                        vpgatherdd 4-byte gathers)
 *   LN_ISA_SVE         = 7  sve          Arm SVE, any vector length (128 to 2048 bits, one
 *                                        length-agnostic kernel file; the neon kernels for
 *                                        the shuffles at 128 bits and blocks wider than the
 *                                        vector)
 *   LN_ISA_RVV         = 8  rvv          RISC-V V extension (RVV 1.0), any VLEN from 128 bits
 *                                        (one VLEN-agnostic kernel file)
 *   LN_ISA_SVE2        = 9  sve2         sve with Arm SVE2: two-source shuffles by svtbl2,
 *                                        scatter-add in svhistcnt conflict rounds
 *   LN_ISA_AVX512ZEN4  = 10 avx512zen4   avx512vbmi2 tuned for AMD Zen 4 (512-bit loads and
 *                                        stores take two cycles): per-block-mask shuffles of
 *                                        16-byte blocks in 256-bit registers
 * Within one architecture a higher value is a better path.  A microarchitecture variant
 * (avx512intel, avx512zen4) runs on every CPU with its ISA features (ln_set_isa, LANES_ISA),
 * whatever the vendor, but is the default only where it is preferred: avx512intel on CPUs
 * whose CPUID vendor is GenuineIntel, avx512zen4 on AuthenticAMD family 19h (Zen 4; 1.09x-1.13x
 * avx512vbmi2 in lanes_bench's masks_u8x16 row in L1 there, the others within 3%); on
 * Zen 5 and all others the default is the best other path (measured
 * on AMD Zen 4 and Zen 5, bench/README.md "Which path on which CPU": avx512vbmi2 is there as
 * fast as avx512intel or faster in every lanes_bench row, e.g. Zen 4 float4 deinterleave 83 against 60 GB/s, 4 KiB
 * gather 16.4 against 10.8: their element loops beat vpgatherdd).  On
 * AArch64 the default is sve2 where getauxval(AT_HWCAP2) also has HWCAP2_SVE2, else sve where
 * getauxval(AT_HWCAP) has HWCAP_SVE (the CPU has SVE and the kernel saves its registers), else
 * neon; LANES_ISA=sve or =neon (ln_set_isa) keeps the narrower path.
 * On riscv64 Linux the default is rvv where getauxval(AT_HWCAP) has the V bit (1 << ('V' - 'A'):
 * the CPU has V and the kernel saves its state) and liblanes was built with a compiler that
 * has the RVV 1.0 intrinsics, else scalar; LANES_ISA=scalar or ln_set_isa(LN_ISA_SCALAR) keeps
 * the portable loops, LANES_ISA=rvv forces rvv where it is supported.
 * LN_ISA_COUNT: one past the last value (loop bound; not a path).  "Always available" holds
 * for the default build; a direct build (LANES_RUNTIME_DISPATCH=OFF) has its one path only. */
typedef enum ln_isa {
#define LN__ISA_ENUM(E, name, value, ...) LN_ISA_##E = value,
  LN_ISA_LIST(LN__ISA_ENUM)
#undef LN__ISA_ENUM
  LN_ISA_COUNT
} ln_isa;

/* Bit (1u << isa) is set for every path this CPU and this build of liblanes can run.  Read
 * once per process (x86: three CPUID leaves and XCR0, about 30 us in a virtual machine, where a
 * CPUID traps to the hypervisor), by the first call of this function, ln_active_isa() or an
 * array function. */
LN_API uint32_t ln_supported_isas(void);

/* The path the array layer uses: the best supported one (a variant preferred on another CPU
 * than this one aside: see above), unless the environment variable LANES_ISA (an
 * ln_isa_name(): scalar|sse4|avx2|avx512|avx512vbmi2|avx512intel|avx512zen4|neon|sve|rvv|sve2)
 * named a supported one when liblanes first looked.  An unknown or unsupported LANES_ISA name
 * is ignored.  A choice made by ln_set_isa() is never replaced by this first look, whichever
 * thread gets there first. */
LN_API ln_isa ln_active_isa(void);

/* Forces the array layer onto isa.  LN_EISA (and no change) if it is not supported.
 * A liblanes built with LANES_RUNTIME_DISPATCH=OFF (README, "Direct build") has one path
 * only, the one its compiler flags target: ln_set_isa() returns LN_EISA for any other. */
LN_API ln_status ln_set_isa(ln_isa isa);

/* The row's name: "scalar", "sse4", "avx2", "avx512", "neon", "avx512vbmi2",
 * "avx512intel", "sve", "rvv", "sve2", "avx512zen4"; "unknown" for other values. */
LN_API const char *ln_isa_name(ln_isa isa);

#ifdef __cplusplus
}
#endif
#endif /* LANES_CPU_H */
