/* ln_supported_isas() (lanes/cpu.h) against a model that shares no code with src/cpu.c: a path
 * is supported when this build of liblanes has it (LN_WITH_<ROW>, the library's own build
 * definitions, passed to this test by tests/CMakeLists.txt) and the compiler's run-time CPU test
 * (__builtin_cpu_supports, libgcc's or compiler-rt's CPUID and XCR0 reading) says the CPU has
 * every feature of the row's "needs" list (lanes/impl/isa_list.h; "prefer:" words do not count:
 * they choose among supported paths, test_array_env checks that choice).  Then ln_active_isa()
 * must be one of the supported paths (or the scalar path).  x86 only: elsewhere the compiler
 * has no such test, and the test reports itself skipped (exit 77). */
#include <lanes/cpu.h>
#include <stdio.h>
#include <string.h>

#include "common/check.h"

#if defined(__x86_64__) || defined(__i386__)
static const char *const needs[] = {
#define TC__NEEDS(E, name, value, arch, source, flags, macros, need, ...) need,
    LN_ISA_LIST(TC__NEEDS)
#undef TC__NEEDS
};
static const int built[] = {
#define TC__BUILT(E, ...) LN_WITH_##E,
    LN_ISA_LIST(TC__BUILT)
#undef TC__BUILT
};

/* the CPU has the feature named w (n bytes; isa_list.h's /proc/cpuinfo names), by the compiler's
 * test (its own names); -1 for a name this model does not know (a new one must be added here) */
static int model_has(const char *w, size_t n) {
  __builtin_cpu_init();
  const struct { const char *name; int has; } model[] = {
      {"ssse3", __builtin_cpu_supports("ssse3")},     {"sse4_1", __builtin_cpu_supports("sse4.1")},
      {"avx", __builtin_cpu_supports("avx")},         {"avx2", __builtin_cpu_supports("avx2")},
      {"fma", __builtin_cpu_supports("fma")},         {"bmi1", __builtin_cpu_supports("bmi")},
      {"bmi2", __builtin_cpu_supports("bmi2")},       {"avx512f", __builtin_cpu_supports("avx512f")},
      {"avx512dq", __builtin_cpu_supports("avx512dq")}, {"avx512bw", __builtin_cpu_supports("avx512bw")},
      {"avx512vl", __builtin_cpu_supports("avx512vl")}, {"avx512vbmi", __builtin_cpu_supports("avx512vbmi")},
      {"avx512_vbmi2", __builtin_cpu_supports("avx512vbmi2")},
  };
  for (size_t i = 0; i < sizeof model / sizeof model[0]; i++)
    if (strlen(model[i].name) == n && !memcmp(w, model[i].name, n)) return model[i].has != 0;
  return -1;
}

int main(void) {
  uint32_t got = ln_supported_isas(), want = 0;
  for (int i = 0; i < LN_ISA_COUNT; i++) {
    int ok = built[i];
    for (const char *s = built[i] ? needs[i] : ""; *s;) { /* (another target's rows are not built) */
      size_t n = strcspn(s, " ");
      if (n && strncmp(s, "prefer:", 7) != 0) {
        int h = model_has(s, n);
        TC_CHECK(h >= 0, "path %s needs '%.*s', which this test does not model", ln_isa_name((ln_isa)i), (int)n, s);
        if (h <= 0) ok = 0;
      }
      s += n + (s[n] == ' ');
    }
    if (ok) want |= 1u << i;
    printf("%-12s built %d, needs [%s]: %s by the model, %s by liblanes\n", ln_isa_name((ln_isa)i), built[i],
           needs[i], ok ? "supported" : "not supported", (got >> i) & 1 ? "supported" : "not supported");
  }
  TC_CHECK(got == want, "ln_supported_isas() = %#x, the model %#x", (unsigned)got, (unsigned)want);
  ln_isa a = ln_active_isa();
  TC_CHECK(a == LN_ISA_SCALAR || ((got >> a) & 1), "ln_active_isa() = %s, not supported", ln_isa_name(a));
  TC_CHECK(ln_supported_isas() == got, "a second call gave %#x", (unsigned)ln_supported_isas());
  return tc_finish("test_cpu_detect");
}
#else
int main(void) {
  printf("cpu_detect: SKIPPED (x86 only: the compiler's CPU test is the model)\n");
  return 77;
}
#endif
