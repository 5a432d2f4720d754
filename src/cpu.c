/* Run-time CPU feature detection and the choice of array-layer path.
 * Compiled for the baseline target only: no ISA flags on this file.
 * Every path is a row of LN_ISA_LIST (lanes/impl/isa_list.h); CMake defines LN_WITH_<ENUM>
 * to 1 for each path it builds and to 0 for the others. */
#if defined(__AVX__) || defined(__AVX2__) || defined(__AVX512F__)
#error "src/cpu.c must be compiled for the baseline target (no -mavx*)"
#endif
#include "lanes/cpu.h"

#include "cpu_state.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

/* ---- CPU features, by their /proc/cpuinfo names (the list's "cpu features") ---- */
#if !defined(__x86_64__) && !defined(__i386__)
/* off x86 each feature test reads what it needs (HWCAP bits): nothing to read first */
typedef struct { int unused; } cpu_regs;
static void read_regs(cpu_regs *c) { c->unused = 0; }
#endif
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

enum { EAX, EBX, ECX, EDX };
/* CPUID leaf (subleaf 0), register and bit; the XCR0 state bits the OS must save.
 * Leaf 0 marks a pseudo-feature, not a /proc/cpuinfo flag, by its bit: 0 "intel", the CPUID
 * vendor string is GenuineIntel; 1 "zen4", AuthenticAMD with family 19h (Zen 3 and Zen 4;
 * only Zen 4 has the AVX-512 features its path needs).  The list names them only as
 * preferences ("prefer:intel", "prefer:zen4"). */
typedef struct { const char *name; unsigned leaf, reg, bit, xcr0; } feature;
#define YMM_STATE 0x06u /* XMM + YMM */
#define ZMM_STATE 0xe6u /* XMM + YMM + opmask + ZMM_Hi256 + Hi16_ZMM */
static const feature features[] = {
    {"ssse3", 1, ECX, 9, 0},           {"sse4_1", 1, ECX, 19, 0},
    {"avx", 1, ECX, 28, YMM_STATE},    {"avx2", 7, EBX, 5, YMM_STATE},
    {"fma", 1, ECX, 12, YMM_STATE},    {"avx512dq", 7, EBX, 17, ZMM_STATE},
    {"bmi1", 7, EBX, 3, 0},            {"bmi2", 7, EBX, 8, 0},
    {"avx512f", 7, EBX, 16, ZMM_STATE}, {"avx512bw", 7, EBX, 30, ZMM_STATE},
    {"avx512vl", 7, EBX, 31, ZMM_STATE}, {"avx512vbmi", 7, ECX, 1, ZMM_STATE},
    {"avx512_vbmi2", 7, ECX, 6, ZMM_STATE}, {"intel", 0, 0, 0, 0},
    {"zen4", 0, 0, 1, 0},
};

static uint64_t xgetbv0(void) {
  uint32_t lo, hi;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return ((uint64_t)hi << 32) | lo;
}

/* What the features are read from: CPUID leaves 0, 1 and 7 (subleaf 0) and XCR0, each read
 * once per detection (a CPUID traps to the hypervisor in a virtual machine: one read per
 * feature and path took 0.8 ms there).  Leaves the CPU does not have read as zeros. */
typedef struct { uint32_t l0[4], l1[4], l7[4]; uint64_t xcr0; } cpu_regs;
static void read_regs(cpu_regs *c) {
  memset(c, 0, sizeof *c);
#ifdef __i386__
  if (!__get_cpuid_max(0, 0)) return; /* a CPU without CPUID */
#endif
  __cpuid(0, c->l0[EAX], c->l0[EBX], c->l0[ECX], c->l0[EDX]); /* EAX: the highest leaf */
  if (c->l0[EAX] < 1) return;
  __cpuid(1, c->l1[EAX], c->l1[EBX], c->l1[ECX], c->l1[EDX]);
  if (c->l0[EAX] >= 7) __cpuid_count(7, 0, c->l7[EAX], c->l7[EBX], c->l7[ECX], c->l7[EDX]);
  if ((c->l1[ECX] >> 27) & 1) c->xcr0 = xgetbv0(); /* OSXSAVE: xgetbv usable */
}

static int has_feature(const feature *f, const cpu_regs *c) {
  if (f->leaf == 0) { /* the vendor: EBX, EDX, ECX of leaf 0 */
    char v[12];
    memcpy(v, &c->l0[EBX], 4);
    memcpy(v + 4, &c->l0[EDX], 4);
    memcpy(v + 8, &c->l0[ECX], 4);
    if (f->bit == 0) return memcmp(v, "GenuineIntel", 12) == 0;
    if (memcmp(v, "AuthenticAMD", 12) != 0) return 0;
    unsigned family = (c->l1[EAX] >> 8) & 15u;
    if (family == 15u) family += (c->l1[EAX] >> 20) & 255u; /* the extended family */
    return family == 0x19u;
  }
  const uint32_t *r = f->leaf == 1 ? c->l1 : c->l7; /* the list uses leaves 1 and 7 */
  if (!((r[f->reg] >> f->bit) & 1)) return 0;
  return (c->xcr0 & f->xcr0) == f->xcr0;
}
#elif defined(__aarch64__)
/* AArch64 always has Advanced SIMD; the others are the kernel's HWCAP bits (getauxval), which
 * also say that the OS saves the state (SVE: the Z and P registers) */
#include <sys/auxv.h>
#ifndef HWCAP_SVE
#define HWCAP_SVE (1ul << 22)
#endif
#ifndef HWCAP2_SVE2
#define HWCAP2_SVE2 (1ul << 1)
#endif
typedef struct { const char *name; unsigned long type, hwcap; } feature; /* type: AT_HWCAP or AT_HWCAP2 */
static const feature features[] = {{"asimd", AT_HWCAP, 0}, {"sve", AT_HWCAP, HWCAP_SVE}, {"sve2", AT_HWCAP2, HWCAP2_SVE2}};
static int has_feature(const feature *f, const cpu_regs *c) {
  (void)c;
  return !f->hwcap || (getauxval(f->type) & f->hwcap) != 0;
}
#elif defined(__riscv) && __riscv_xlen == 64 && defined(__linux__)
/* RISC-V: the single-letter extensions of the ISA string ("v": the V extension, RVV 1.0) are
 * the kernel's HWCAP bits 1 << (letter - 'a') (getauxval), set only where the OS supports the
 * extension's state (Linux 6.5 and later for V) */
#include <sys/auxv.h>
typedef struct { const char *name; unsigned long hwcap; } feature;
static const feature features[] = {{"v", 1ul << ('v' - 'a')}};
static int has_feature(const feature *f, const cpu_regs *c) {
  (void)c;
  return (getauxval(AT_HWCAP) & f->hwcap) != 0;
}
#else
typedef struct { const char *name; } feature;
static const feature features[] = {{""}}; /* probes nothing */
static int has_feature(const feature *f, const cpu_regs *c) { return (void)f, (void)c, 0; }
#endif

/* Every name of the space-separated list `needs` is a feature this CPU has; a word
 * "prefer:<f>" counts only when `prefs` is nonzero (it asks for feature <f>). */
static const char prefer[] = "prefer:";
static int has_all(const char *needs, int prefs, const cpu_regs *c) {
  while (*needs) {
    size_t n = strcspn(needs, " ");
    int skip = 0;
    if (n > sizeof prefer - 1 && !memcmp(needs, prefer, sizeof prefer - 1)) {
      if (prefs) needs += sizeof prefer - 1, n -= sizeof prefer - 1;
      else skip = 1;
    }
    if (n && !skip) {
      int found = 0;
      for (unsigned i = 0; i < sizeof features / sizeof features[0] && !found; i++)
        found = strlen(features[i].name) == n && !memcmp(features[i].name, needs, n) &&
                has_feature(&features[i], c);
      if (!found) return 0;
    }
    needs += n + (needs[n] == ' ');
  }
  return 1;
}

/* ---- the paths ---- */
/* Row values are their positions (LN_ISA_COUNT is the number of rows). */
#define LN__ISA_CHECK(E, name, value, ...) +((value) == LN__ISA_ROW_##E ? 1 : -1000)
enum {
#define LN__ISA_ROW(E, ...) LN__ISA_ROW_##E,
  LN_ISA_LIST(LN__ISA_ROW)
#undef LN__ISA_ROW
};
_Static_assert(0 LN_ISA_LIST(LN__ISA_CHECK) == LN_ISA_COUNT,
               "LN_ISA_LIST rows must have the values 0, 1, 2, ... in order");
#undef LN__ISA_CHECK

static const char *const isa_names[] = {
#define LN__ISA_NAME(E, name, ...) #name,
    LN_ISA_LIST(LN__ISA_NAME)
#undef LN__ISA_NAME
};
static const char *const isa_needs[] = {
#define LN__ISA_NEEDS(E, name, value, arch, source, flags, macros, needs, ...) needs,
    LN_ISA_LIST(LN__ISA_NEEDS)
#undef LN__ISA_NEEDS
};

/* Paths compiled into this build of liblanes: LN_WITH_<ENUM> from CMake. */
static uint32_t compiled_isas(void) {
  return 0
#define LN__ISA_BUILT(E, name, value, ...) | ((uint32_t)(LN_WITH_##E != 0) << (value))
      LN_ISA_LIST(LN__ISA_BUILT)
#undef LN__ISA_BUILT
      ;
}

const char *ln_isa_name(ln_isa isa) {
  if ((unsigned)isa < LN_ISA_COUNT) return isa_names[isa];
  return "unknown";
}

/* Detected once (the answer never changes; a race computes it twice, alike), from one read of
 * the CPU's registers: bit i the path i supported, bit 15 + i its "prefer:" words all hold (or
 * it has none), bit 31 computed. */
_Static_assert(LN_ISA_COUNT <= 15, "the detection word holds 15 paths");
static _Atomic uint32_t detected;
static uint32_t detect(void) {
  uint32_t s = atomic_load_explicit(&detected, memory_order_relaxed);
  if (!s) {
    uint32_t built = compiled_isas();
    cpu_regs c;
    read_regs(&c);
    for (unsigned i = 0; i < LN_ISA_COUNT; i++) {
      if ((built >> i) & 1 && has_all(isa_needs[i], 0, &c)) s |= 1u << i;
      if (!strstr(isa_needs[i], prefer) || has_all(isa_needs[i], 1, &c)) s |= 1u << (15 + i);
    }
    s |= 1u << 31;
    atomic_store_explicit(&detected, s, memory_order_relaxed);
  }
  return s;
}
uint32_t ln_supported_isas(void) { return detect() & 0x7fffu; }

/* -1: not chosen yet (cpu_state.h). */
_Atomic int ln__isa_active = -1;
_Atomic(const void *) ln__array_kern_active = NULL;

static ln_isa choose(void) {
  uint32_t ok = ln_supported_isas();
  const char *env = getenv("LANES_ISA");
  if (env) {
    for (unsigned i = 0; i < LN_ISA_COUNT; i++)
      if (strcmp(env, isa_names[i]) == 0 && (ok >> i) & 1) return (ln_isa)i;
  }
  if (!ok) ok = compiled_isas(); /* a direct build on a CPU without its path */
  /* the best supported path whose preferences hold (a direct build has no such path) */
  ln_isa best = LN_ISA_SCALAR;
  uint32_t pref = detect() >> 15;
  for (unsigned i = 0; i < LN_ISA_COUNT; i++)
    if ((ok >> i) & 1 && (pref >> i) & 1) best = (ln_isa)i;
  return best;
}

/* The first look publishes its choice only if nothing is set yet: a concurrent
 * ln_set_isa() wins whichever store comes first. */
ln_isa ln_active_isa(void) {
  int a = atomic_load_explicit(&ln__isa_active, memory_order_acquire);
  if (a < 0) {
    int expected = -1, c = (int)choose();
    if (atomic_compare_exchange_strong_explicit(&ln__isa_active, &expected, c,
                                                memory_order_acq_rel, memory_order_acquire))
      a = c;
    else
      a = expected;
  }
  return (ln_isa)a;
}

ln_status ln_set_isa(ln_isa isa) {
  if ((unsigned)isa >= LN_ISA_COUNT || !((ln_supported_isas() >> isa) & 1)) return LN_EISA;
  atomic_store_explicit(&ln__isa_active, (int)isa, memory_order_release);
  atomic_store(&ln__array_kern_active, NULL); /* the array layer looks its table up again */
  return LN_OK;
}
