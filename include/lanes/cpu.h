#ifndef LANES_CPU_H
#define LANES_CPU_H
/* lanes/cpu.h -- run-time CPU features and the instruction set liblanes' array layer uses.
 * Declared here, defined in liblanes (link lanes::lanes or -llanes). */
#include <stdint.h>
#include "status.h"

#ifndef LN_API
#define LN_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Instruction-set paths of the array layer, in ascending order. */
typedef enum ln_isa {
  LN_ISA_SCALAR = 0, /* portable C, always available */
  LN_ISA_SSE4 = 1,   /* x86-64: SSSE3 + SSE4.1 */
  LN_ISA_AVX2 = 2,   /* x86-64: AVX2 (+ OS support for YMM state) */
  LN_ISA_AVX512 = 3, /* x86-64: AVX-512 F/BW/VL/VBMI (+ OS support for ZMM state) */
  LN_ISA_NEON = 4    /* AArch64 Advanced SIMD */
} ln_isa;

/* Bit (1u << isa) is set for every path this CPU and this build of liblanes can run. */
LN_API uint32_t ln_supported_isas(void);

/* The path the array layer uses: the best supported one, unless the environment
 * variable LANES_ISA (scalar|sse4|avx2|avx512|neon) named a supported one when
 * liblanes first looked.  An unknown or unsupported LANES_ISA name is ignored. */
LN_API ln_isa ln_active_isa(void);

/* Forces the array layer onto isa.  LN_EISA (and no change) if it is not supported. */
LN_API ln_status ln_set_isa(ln_isa isa);

/* "scalar", "sse4", "avx2", "avx512", "neon"; "unknown" for other values. */
LN_API const char *ln_isa_name(ln_isa isa);

#ifdef __cplusplus
}
#endif
#endif /* LANES_CPU_H */
