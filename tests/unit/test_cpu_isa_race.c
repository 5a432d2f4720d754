/* ln_set_isa() in one thread racing the first look of another (ln_active_isa() or a first
 * array call): whatever the interleaving, the path set explicitly must stay in force (the
 * first look may only publish its choice while nothing is set).  Thousands of fresh
 * trials in one process: before each, the internal state is reset to "not chosen", then
 * both threads are released together, the setter after a varying short delay so that its
 * store falls at every point of the other thread's first look.  The array call's bytes are
 * checked against a byte swap written here, and after each trial the array layer's table is the
 * forced path's (or not looked up yet).  Needs two supported paths (else SKIPPED). */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <pthread.h>
#include <stdatomic.h>

#include "common/check.h"
#include "common/isa_default.h"

/* liblanes-internal (src/cpu_state.h): -1 until a path is chosen, and the array layer's table of
 * the active path (NULL until the first array call looks it up); the test's reset hooks */
extern _Atomic int ln__isa_active;
extern _Atomic(const void *) ln__array_kern_active;

#define TRIALS 100000

static _Atomic unsigned gen, done_gen;
static _Atomic int seen[TRIALS + 1];
static uint32_t src[16], dst[16];

static void *looker(void *arg) {
  (void)arg;
  for (unsigned t = 1; t <= TRIALS; t++) {
    while (atomic_load_explicit(&gen, memory_order_acquire) != t) {
    }
    int r;
    if (t & 1) {
      r = (int)ln_active_isa();
    } else {
      r = ln_array_bswap32(dst, src, 16) == LN_OK ? -2 : -3;
      for (int i = 0; i < 16 && r == -2; i++)
        if (dst[i] != ((src[i] >> 24) | ((src[i] >> 8) & 0xff00u) | ((src[i] << 8) & 0xff0000u) | (src[i] << 24)))
          r = -4;
    }
    atomic_store_explicit(&seen[t], r, memory_order_relaxed);
    atomic_store_explicit(&done_gen, t, memory_order_release);
  }
  return NULL;
}

int main(void) {
  tc_seed_from_env();
  tc_family = "cpu";
  uint32_t ok = ln_supported_isas();
  ln_isa best = tc_default_isa();
  if (best == LN_ISA_SCALAR || !(ok & 1)) {
    printf("isa_race: SKIPPED (one supported path: nothing to race)\n");
    return 77;
  }
  const ln_isa forced = LN_ISA_SCALAR; /* not the default choice */
  for (int i = 0; i < 16; i++) src[i] = (uint32_t)tc_rand();

  /* one thread first: an array call publishes the default path's table, ln_set_isa() must
   * withdraw it, and the next call must publish the forced path's */
  TC_CHECK(ln_set_isa(best) == LN_OK && ln_array_bswap32(dst, src, 16) == LN_OK, "bswap32 on %s",
           ln_isa_name(best));
  const void *best_table = atomic_load(&ln__array_kern_active);
  TC_CHECK(best_table != NULL, "an array call on %s published no table", ln_isa_name(best));
  TC_CHECK(ln_set_isa(forced) == LN_OK && atomic_load(&ln__array_kern_active) == NULL,
           "ln_set_isa(%s) left the previous path's table in place", ln_isa_name(forced));
  TC_CHECK(ln_array_bswap32(dst, src, 16) == LN_OK, "bswap32 on %s", ln_isa_name(forced));
  const void *forced_table = atomic_load(&ln__array_kern_active);
  TC_CHECK(forced_table != NULL && forced_table != best_table,
           "the first call after ln_set_isa(%s) did not publish its own table", ln_isa_name(forced));

  pthread_t th;
  if (pthread_create(&th, NULL, looker, NULL) != 0) {
    fprintf(stderr, "pthread_create failed\n");
    return 2;
  }
  unsigned lost = 0, looker_first = 0;
  for (unsigned t = 1; t <= TRIALS; t++) {
    atomic_store_explicit(&ln__isa_active, -1, memory_order_release);
    atomic_store_explicit(&ln__array_kern_active, NULL, memory_order_release);
    unsigned delay = (unsigned)(tc_rand() % 1024);
    atomic_store_explicit(&gen, t, memory_order_release);
    for (volatile unsigned k = 0; k < delay; k++) {
    }
    ln_status st = ln_set_isa(forced);
    while (atomic_load_explicit(&done_gen, memory_order_acquire) != t) {
    }
    int now = atomic_load_explicit(&ln__isa_active, memory_order_acquire);
    const void *kt = atomic_load_explicit(&ln__array_kern_active, memory_order_acquire);
    TC_CHECK(kt == NULL || kt == forced_table,
             "trial %u: the array layer kept another path's kernels after ln_set_isa(%s)", t,
             ln_isa_name(forced));
    int r = atomic_load_explicit(&seen[t], memory_order_relaxed);
    if (now != (int)forced) lost++;
    if (r == (int)best) looker_first++;
    TC_CHECK(st == LN_OK, "trial %u: ln_set_isa(%s) status %d", t, ln_isa_name(forced), st);
    TC_CHECK(now == (int)forced, "trial %u: ln_set_isa(%s) overwritten by the first look (%s)", t,
             ln_isa_name(forced), ln_isa_name((ln_isa)now));
    TC_CHECK(r == (int)forced || r == (int)best || r == -2,
             "trial %u: the other thread saw %d (array call: -3 error, -4 wrong bytes)", t, r);
  }
  pthread_join(th, NULL);
  printf("isa_race: %u trials, the first look ran before the set in %u, the set was lost in %u\n",
         TRIALS, looker_first, lost);
  return tc_finish("test_cpu_isa_race");
}
