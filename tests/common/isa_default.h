#ifndef TESTS_COMMON_ISA_DEFAULT_H
#define TESTS_COMMON_ISA_DEFAULT_H
/* The array-layer path liblanes should pick by default, modelled here from the rows of
 * lanes/impl/isa_list.h and the compiler's own CPU vendor test (__builtin_cpu_is), not from
 * src/cpu.c: the highest supported path whose "prefer:" words all hold; the preferences
 * known here are "intel" (CPUID vendor GenuineIntel) and "zen4" (an AMD CPU of family 19h,
 * read from /proc/cpuinfo).  Any other preference never holds, so a new one fails the tests
 * until it is modelled here. */
#include <lanes/cpu.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(__aarch64__) && defined(__linux__)
#include <sys/prctl.h>
#ifndef PR_SVE_GET_VL
#define PR_SVE_GET_VL 51
#endif
#endif

static const char *const tc_isa_needs[] = {
#define TC__ISA_NEEDS(E, name, value, arch, source, flags, macros, needs, ...) needs,
    LN_ISA_LIST(TC__ISA_NEEDS)
#undef TC__ISA_NEEDS
};

static inline int tc_cpu_is_intel(void) {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_cpu_init();
  return __builtin_cpu_is("intel");
#else
  return 0;
#endif
}

/* AMD family 19h, from /proc/cpuinfo's "vendor_id" and "cpu family" (0 where unreadable) */
static inline int tc_cpu_is_zen4(void) {
  FILE *f = fopen("/proc/cpuinfo", "r");
  if (!f) return 0;
  char line[256];
  int amd = 0, family = -1;
  while (fgets(line, sizeof line, f) && family < 0) {
    if (!strncmp(line, "vendor_id", 9)) amd = strstr(line, "AuthenticAMD") != NULL;
    if (!strncmp(line, "cpu family", 10) && strchr(line, ':')) family = atoi(strchr(line, ':') + 1);
  }
  fclose(f);
  return amd && family == 25;
}

/* every "prefer:<p>" word of path isa's needs holds on this CPU */
static inline int tc_isa_preferred_here(ln_isa isa) {
  const char *s = tc_isa_needs[isa];
  while ((s = strstr(s, "prefer:")) != NULL) {
    s += 7;
    size_t n = strcspn(s, " ");
    if (!(n == 5 && !memcmp(s, "intel", 5) && tc_cpu_is_intel()) &&
        !(n == 4 && !memcmp(s, "zen4", 4) && tc_cpu_is_zen4()))
      return 0;
    s += n;
  }
  return 1;
}

/* row isa has some "prefer:" word */
static inline int tc_isa_has_preference(ln_isa isa) { return strstr(tc_isa_needs[isa], "prefer:") != NULL; }

static inline ln_isa tc_default_isa(void) {
  uint32_t ok = ln_supported_isas();
  ln_isa best = LN_ISA_SCALAR;
  for (int i = 0; i < LN_ISA_COUNT; i++)
    if ((ok >> i) & 1 && tc_isa_preferred_here((ln_isa)i)) best = (ln_isa)i;
  return best;
}

/* LANES_TEST_SVE_BITS=<b>: set by the CTest entries that run the array tests under qemu-user
 * at one SVE vector length (tests/CMakeLists.txt, <test>_sve<b>).  The sve path must then be
 * supported and the vector length be b bits (prctl PR_SVE_GET_VL), so that such a run never
 * passes on a silent fallback (no SVE, another length): the process exits with status 1
 * otherwise.  Returns b, or 0 when the variable is not set. */
static inline unsigned tc_sve_bits(void) {
  const char *e = getenv("LANES_TEST_SVE_BITS");
  if (!e || !*e) return 0;
  unsigned want = (unsigned)strtoul(e, NULL, 10);
  int vl = -1;
#if defined(__aarch64__) && defined(__linux__)
  vl = prctl(PR_SVE_GET_VL);
#endif
  int have = (int)((ln_supported_isas() >> LN_ISA_SVE) & 1);
  int bits = vl < 0 ? -1 : (vl & 0xffff) * 8;
  if (!have || bits < 0 || (unsigned)bits != want) {
    fprintf(stderr, "LANES_TEST_SVE_BITS=%s: the sve path is %s, the SVE vector length %d bits\n", e,
            have ? "supported" : "NOT supported", bits);
    exit(1);
  }
  printf("SVE vector length %u bits, the sve path supported\n", want);
  return want;
}

/* LANES_TEST_RVV_BITS=<b>: as LANES_TEST_SVE_BITS for the rvv path under qemu-riscv64
 * (tests/CMakeLists.txt, <test>_rvv<b>): the rvv path must be supported and VLEN (the vlenb
 * CSR, read only then) be b bits, else the process exits with status 1.  Returns b, or 0. */
static inline unsigned tc_rvv_bits(void) {
  const char *e = getenv("LANES_TEST_RVV_BITS");
  if (!e || !*e) return 0;
  unsigned want = (unsigned)strtoul(e, NULL, 10);
  int have = (int)((ln_supported_isas() >> LN_ISA_RVV) & 1);
  long bits = -1;
#if defined(__riscv) && defined(__linux__)
  if (have) {
    unsigned long vlenb;
    __asm__ volatile("csrr %0, 0xc22" : "=r"(vlenb)); /* vlenb */
    bits = (long)vlenb * 8;
  }
#endif
  if (!have || bits < 0 || (unsigned long)bits != want) {
    fprintf(stderr, "LANES_TEST_RVV_BITS=%s: the rvv path is %s, VLEN %ld bits\n", e,
            have ? "supported" : "NOT supported", bits);
    exit(1);
  }
  printf("RVV VLEN %u bits, the rvv path supported\n", want);
  return want;
}

/* A run at one vector length (LANES_TEST_SVE_BITS or LANES_TEST_RVV_BITS): the paths to run
 * alone, a bit per ln_isa (sve and sve2, which share their length-agnostic loops, or rvv),
 * after the checks above; 0 for an ordinary run.  sve2 is then reported SKIPPED by the tests
 * where the CPU or the build lacks it. */
static inline uint32_t tc_vl_isas(void) {
  if (tc_sve_bits()) return (1u << LN_ISA_SVE) | (1u << LN_ISA_SVE2);
  if (tc_rvv_bits()) return 1u << LN_ISA_RVV;
  return 0;
}
/* path isa runs in this process: every path in an ordinary run, else those of tc_vl_isas() */
static inline int tc_vl_runs(uint32_t vl_isas, int isa) { return !vl_isas || ((vl_isas >> isa) & 1); }
#endif
