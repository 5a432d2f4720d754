#ifndef LANES_IMPL_ISA_LIST_H
#define LANES_IMPL_ISA_LIST_H
/* The instruction-set paths of liblanes' array layer: the one list everything else reads.
 *   C:     lanes/cpu.h (the ln_isa enum), src/cpu.c (names, run-time detection, the paths
 *          compiled in), src/array_dispatch.c (the dispatch table), src/arch/kernel_table.h
 *   CMake: CMakeLists.txt (LANES_WITH_<ENUM> options, sources, per-file flags, the direct
 *          path's choice), which parses the rows below with a regular expression
 *   shell: tests/run_matrix.sh ("isa:<name>" tags), tests/fuzz/run.sh (variants)
 * so keep every row on one line, in the exact form
 *   X(ENUM, name, value, arch, "source", "flags", "target macros", "cpu features", "doc")
 * ENUM:   LN_ISA_<ENUM> in lanes/cpu.h; name: ln_isa_name() and LANES_ISA=<name>.
 * value:  the enum value, stable forever (rows in ascending order, no gaps).  Within one
 *         architecture a higher value is a better path: the default is the highest
 *         supported one whose preferences (below) hold.
 * arch:   any | x86_64 | aarch64 | riscv64 (the CMake target processors that can build the
 *         path; riscv64 paths also need a compiler with the RVV 1.0 intrinsics, which CMake
 *         tests).
 * source: the path's kernel file under src/ (it instantiates src/arch/array_tpl.h).
 * flags:  compiler flags for that file only.
 * target macros: all of them defined = the compiler already targets this path (the
 *         direct build, LANES_RUNTIME_DISPATCH=OFF, picks the best such path).
 * cpu features: the CPU features the path needs at run time, by their Linux
 *         /proc/cpuinfo names (src/cpu.c probes them; the test scripts grep cpuinfo); on
 *         riscv64 the single letters of the ISA string ("v").
 *         "prefer:<p>" is not a need but a preference, and not a cpuinfo flag: the path
 *         runs (ln_set_isa, LANES_ISA) wherever the other features are there, but is the
 *         default only where src/cpu.c's pseudo-feature <p> holds (e.g. "intel": the CPUID
 *         vendor is GenuineIntel); elsewhere the default is the best path without it.  The
 *         test scripts drop these words; a direct build never picks such a path (it cannot
 *         know the vendor).  A microarchitecture variant of a path is made this way.
 * doc:    one line for humans. */
/* clang-format off */
#define LN_ISA_LIST(X) \
  X(SCALAR, scalar, 0, any, "arch/scalar/array_scalar.c", "", "", "", "portable C, always available") \
  X(SSE4, sse4, 1, x86_64, "arch/x86/array_sse4.c", "-mno-avx -mssse3 -msse4.1", "__SSSE3__ __SSE4_1__", "ssse3 sse4_1", "x86-64 SSSE3 + SSE4.1") \
  X(AVX2, avx2, 2, x86_64, "arch/x86/array_avx2.c", "-mno-avx512f -mavx2 -mfma -mbmi -mbmi2", "__AVX2__ __FMA__ __BMI__ __BMI2__", "avx avx2 fma bmi1 bmi2", "x86-64 AVX2 + FMA + BMI1/2 (and OS support for YMM state)") \
  X(AVX512, avx512, 3, x86_64, "arch/x86/array_avx512.c", "-mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512vbmi -mfma -mbmi -mbmi2", "__AVX512F__ __AVX512BW__ __AVX512VL__ __AVX512DQ__ __AVX512VBMI__ __FMA__ __BMI__ __BMI2__", "avx avx2 fma bmi1 bmi2 avx512f avx512bw avx512vl avx512dq avx512vbmi", "x86-64 AVX-512 F/BW/VL/DQ/VBMI + FMA (and OS support for ZMM state)") \
  X(NEON, neon, 4, aarch64, "arch/arm/array_neon.c", "", "__ARM_NEON", "asimd", "AArch64 Advanced SIMD") \
  X(AVX512VBMI2, avx512vbmi2, 5, x86_64, "arch/x86/array_avx512vbmi2.c", "-mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512vbmi -mavx512vbmi2 -mfma -mbmi -mbmi2", "__AVX512F__ __AVX512BW__ __AVX512VL__ __AVX512DQ__ __AVX512VBMI__ __AVX512VBMI2__ __FMA__ __BMI__ __BMI2__", "avx avx2 fma bmi1 bmi2 avx512f avx512bw avx512vl avx512dq avx512vbmi avx512_vbmi2", "the avx512 path with AVX-512 VBMI2 (vpcompressb/w in ln_array_compress of 1- and 2-byte elements)") \
  X(AVX512INTEL, avx512intel, 6, x86_64, "arch/x86/array_avx512intel.c", "-mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512vbmi -mavx512vbmi2 -mfma -mbmi -mbmi2", "__AVX512F__ __AVX512BW__ __AVX512VL__ __AVX512DQ__ __AVX512VBMI__ __AVX512VBMI2__ __FMA__ __BMI__ __BMI2__", "avx avx2 fma bmi1 bmi2 avx512f avx512bw avx512vl avx512dq avx512vbmi avx512_vbmi2 prefer:intel", "avx512vbmi2 tuned for Intel cores with one 512-bit shuffle port (vpermt2ps float4 (de)interleave, vpgatherdd 4-byte gathers), the default on Intel CPUs only") \
  X(SVE, sve, 7, aarch64, "arch/arm/array_sve.c", "-march=armv8.2-a+sve", "__ARM_FEATURE_SVE", "asimd sve", "Arm SVE, one vector-length-agnostic kernel file for 128 to 2048 bits (svtbl shuffles, svld4/svst4, gathers and scatters, scatter-add in rounds, svcompact), the neon kernels for the shuffles at 128 bits and blocks wider than the vector") \
  X(RVV, rvv, 8, riscv64, "arch/riscv/array_rvv.c", "-march=rv64gcv", "__riscv_vector __riscv_v_intrinsic", "v", "RISC-V Vector 1.0, one vector-length-agnostic kernel file for VLEN 128 bits and up (vrgather shuffles, vlseg4/vsseg4, indexed-load gathers, ordered indexed-store scatters, vcompress), gathers and ordered scatters in rounds for scatter-add") \
  X(SVE2, sve2, 9, aarch64, "arch/arm/array_sve2.c", "-march=armv8.2-a+sve2", "__ARM_FEATURE_SVE __ARM_FEATURE_SVE2", "asimd sve sve2", "the sve path with Arm SVE2: two-source shuffles by one svtbl2, scatter-add by gather, add and scatter in svhistcnt conflict rounds") \
  X(AVX512ZEN4, avx512zen4, 10, x86_64, "arch/x86/array_avx512zen4.c", "-mavx512f -mavx512bw -mavx512vl -mavx512dq -mavx512vbmi -mavx512vbmi2 -mfma -mbmi -mbmi2", "__AVX512F__ __AVX512BW__ __AVX512VL__ __AVX512DQ__ __AVX512VBMI__ __AVX512VBMI2__ __FMA__ __BMI__ __BMI2__", "avx avx2 fma bmi1 bmi2 avx512f avx512bw avx512vl avx512dq avx512vbmi avx512_vbmi2 prefer:zen4", "avx512vbmi2 tuned for AMD Zen 4 (family 19h, whose 512-bit loads and stores take two cycles): per-block-mask shuffles of 16-byte blocks in 256-bit registers, the default on Zen 4 only")
/* clang-format on */
#endif /* LANES_IMPL_ISA_LIST_H */
