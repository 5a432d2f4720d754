/* LANES_ISA in the environment: for every path, a child process started with
 * LANES_ISA=<name> must run the array layer on exactly that path (when the CPU supports
 * it) and give the reference results; an unknown or unsupported name must be ignored
 * (the best supported path is used). */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <sys/wait.h>
#include <unistd.h>

#include "common/check.h"
#include "common/isa_default.h"
#include "ref/ref_array.h"

/* Runs in the child: first array-layer use after setenv. Exit 0 when all is right. */
static int child(const char *name, ln_isa want) {
  if (setenv("LANES_ISA", name, 1) != 0) return 10;
  uint8_t src[4 * 64 + 3], dst[4 * 64 + 3], expect[4 * 64 + 3];
  for (unsigned i = 0; i < sizeof src; i++) src[i] = (uint8_t)(i * 37 + 11);
  uint8_t mask[16];
  for (unsigned i = 0; i < 16; i++) mask[i] = (uint8_t)(0xf7 - 5 * i);
  ref_array_shuffle(expect, src, 16, 1, 16, mask, 0);
  if (ln_array_shuffle(dst, src, 16, 1, 16, mask) != LN_OK) return 11;
  if (memcmp(dst, expect, 256) != 0) return 12;
  if (ln_active_isa() != want) return 13;
  return 0;
}

static int run_child(const char *name, ln_isa want) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) _exit(child(name, want));
  int st = 0;
  if (waitpid(pid, &st, 0) != pid) return -1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 100;
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array_env";
  uint32_t ok = ln_supported_isas();
  ln_isa best = tc_default_isa();
  /* The default choice on this CPU: a path preferred on some CPUs only (avx512intel on Intel,
   * avx512zen4 on AMD Zen 4) is the default only there.  Elsewhere the default is what it was
   * before such paths existed: the highest supported path that has no preference at all. */
  {
    ln_isa plain = LN_ISA_SCALAR;
    for (int i = 0; i < LN_ISA_COUNT; i++)
      if ((ok >> i) & 1 && !tc_isa_has_preference((ln_isa)i)) plain = (ln_isa)i;
    int intel = tc_cpu_is_intel(), zen4 = tc_cpu_is_zen4();
    if (!intel && !zen4)
      TC_CHECK(best == plain, "default on a CPU neither Intel nor Zen 4: %s (want %s)", ln_isa_name(best), ln_isa_name(plain));
    if (intel && (ok >> LN_ISA_AVX512INTEL) & 1)
      TC_CHECK(best == LN_ISA_AVX512INTEL, "default on an Intel CPU with AVX-512 VBMI2: %s", ln_isa_name(best));
    if (zen4 && (ok >> LN_ISA_AVX512ZEN4) & 1)
      TC_CHECK(best == LN_ISA_AVX512ZEN4, "default on an AMD Zen 4 CPU: %s", ln_isa_name(best));
    int r = run_child("", best); /* LANES_ISA empty: no name, the default */
    TC_CHECK(r == 0, "default choice: child status %d (want path %s)", r, ln_isa_name(best));
    printf("array_env: default on this %s CPU: %s (highest path without a preference: %s) %s\n",
           intel ? "Intel" : zen4 ? "AMD Zen 4" : "other", ln_isa_name(best), ln_isa_name(plain), r == 0 ? "ok" : "FAILED");
  }
  for (int i = 0; i < LN_ISA_COUNT; i++) {
    const char *name = ln_isa_name((ln_isa)i);
    int supported = (ok >> i) & 1;
    ln_isa want = supported ? (ln_isa)i : best;
    int r = run_child(name, want);
    TC_CHECK(r == 0, "LANES_ISA=%s: child status %d (want path %s)", name, r, ln_isa_name(want));
    printf("array_env: LANES_ISA=%-11s %s\n", name,
           supported ? (r == 0 ? "honoured" : "NOT honoured")
                     : (r == 0 ? "SKIPPED (unsupported here; ignored as documented)" : "FAILED"));
  }
  int r = run_child("no-such-isa", best);
  TC_CHECK(r == 0, "LANES_ISA=no-such-isa: child status %d", r);
  return tc_finish("test_array_env");
}
