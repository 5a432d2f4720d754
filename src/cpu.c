/* Run-time CPU feature detection and the choice of array-layer path.
 * Compiled for the baseline target only: no ISA flags on this file. */
#if defined(__AVX__) || defined(__AVX2__) || defined(__AVX512F__)
#error "src/cpu.c must be compiled for the baseline target (no -mavx*)"
#endif
#include "lanes/cpu.h"

#include "cpu_state.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static uint64_t xgetbv0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((uint64_t)hi << 32) | lo;
}

static uint32_t detect(void) {
  uint32_t a, b, c, d, isas = 1u << LN_ISA_SCALAR;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return isas;
  int ssse3 = (c >> 9) & 1, sse41 = (c >> 19) & 1, osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
  if (ssse3 && sse41) isas |= 1u << LN_ISA_SSE4;
  if (!osxsave || !avx) return isas;
  uint64_t xcr0 = xgetbv0();
  if ((xcr0 & 0x6) != 0x6) return isas; /* XMM and YMM state */
  if (__get_cpuid_max(0, 0) < 7) return isas;
  __cpuid_count(7, 0, a, b, c, d);
  int avx2 = (b >> 5) & 1, bmi1 = (b >> 3) & 1, bmi2 = (b >> 8) & 1;
  if (!(avx2 && bmi1 && bmi2)) return isas; /* the AVX2 and AVX-512 kernels use BMI1/2 */
  isas |= 1u << LN_ISA_AVX2;
  int f = (b >> 16) & 1, bw = (b >> 30) & 1, vl = (b >> 31) & 1, vbmi = (c >> 1) & 1;
  if (f && bw && vl && vbmi && (xcr0 & 0xe6) == 0xe6) isas |= 1u << LN_ISA_AVX512;
  return isas;
}
#elif defined(__aarch64__)
static uint32_t detect(void) { return (1u << LN_ISA_SCALAR) | (1u << LN_ISA_NEON); }
#else
static uint32_t detect(void) { return 1u << LN_ISA_SCALAR; }
#endif

/* Paths compiled into this build of liblanes (grows as array kernels are added). */
static uint32_t compiled_isas(void) {
  uint32_t m = 1u << LN_ISA_SCALAR;
#if defined(__x86_64__)
  m |= (1u << LN_ISA_SSE4) | (1u << LN_ISA_AVX2) | (1u << LN_ISA_AVX512);
#elif defined(__aarch64__)
  m |= 1u << LN_ISA_NEON;
#endif
  return m;
}

static const char *const isa_names[] = {"scalar", "sse4", "avx2", "avx512", "neon"};

const char *ln_isa_name(ln_isa isa) {
  if ((unsigned)isa < sizeof isa_names / sizeof isa_names[0]) return isa_names[isa];
  return "unknown";
}

uint32_t ln_supported_isas(void) { return detect() & compiled_isas(); }

/* -1: not chosen yet (cpu_state.h). */
_Atomic int ln__isa_active = -1;

static ln_isa choose(void) {
  uint32_t ok = ln_supported_isas();
  const char *env = getenv("LANES_ISA");
  if (env) {
    for (unsigned i = 0; i < sizeof isa_names / sizeof isa_names[0]; i++)
      if (strcmp(env, isa_names[i]) == 0 && (ok >> i) & 1) return (ln_isa)i;
  }
  ln_isa best = LN_ISA_SCALAR;
  for (unsigned i = 0; i < 32; i++)
    if ((ok >> i) & 1) best = (ln_isa)i;
  return best;
}

ln_isa ln_active_isa(void) {
  int a = atomic_load_explicit(&ln__isa_active, memory_order_acquire);
  if (a < 0) {
    a = (int)choose();
    atomic_store_explicit(&ln__isa_active, a, memory_order_release);
  }
  return (ln_isa)a;
}

ln_status ln_set_isa(ln_isa isa) {
  if ((unsigned)isa >= 32 || !((ln_supported_isas() >> isa) & 1)) return LN_EISA;
  atomic_store_explicit(&ln__isa_active, (int)isa, memory_order_release);
  return LN_OK;
}
