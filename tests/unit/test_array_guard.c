/* The array layer's shuffles, float4 (de)interleave and compaction touch no byte outside
 * their buffers, on every supported path (ln_set_isa for each): every input and output ends
 * against a PROT_NONE page (any read or write past it kills the test with SIGSEGV), then
 * starts right after one (any access before it), at sizes that end a vector loop anywhere
 * (the predicated tails of a length-agnostic path such as sve, at the vector length qemu
 * runs).  Results are compared with the reference model (tests/ref). */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common/check.h"
#include "common/isa_default.h"
#include "ref/ref_array.h"
#include "ref/ref_array_bulkmem.h"

static size_t psz;
/* a PROT_NONE page, two usable pages, a PROT_NONE page: returns the first usable page */
static unsigned char *guarded(void) {
  unsigned char *p = mmap(NULL, 4 * psz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  if (mprotect(p, psz, PROT_NONE) != 0 || mprotect(p + 3 * psz, psz, PROT_NONE) != 0) return NULL;
  return p + psz;
}
/* n bytes against the guard: after it (low) or before it (!low) */
static unsigned char *place(unsigned char *pg, size_t n, int low) { return low ? pg : pg + 2 * psz - n; }
static void fill(unsigned char *p, size_t n) {
  for (size_t i = 0; i < n; i++) p[i] = (unsigned char)tc_rand();
}

enum { NB_A, NB_B, NB_M, NB_D, NB_X, NB_Y, NB_Z, NB_W, NB_COUNT };
static unsigned char *pg[NB_COUNT];
static unsigned char want[2 * 4096 * 4];

static void run(const char *label, int low) {
  static const size_t nblocks[] = {1, 2, 3, 5, 7, 17, 31, 33, 63, 65, 100};
  for (size_t es = 1; es <= 8; es *= 2)
    for (size_t lanes = 2; lanes <= 64 && lanes * es <= 64; lanes *= 2)
      for (unsigned c = 0; c < sizeof nblocks / sizeof nblocks[0]; c++) {
        size_t nb = nblocks[c], n = nb * lanes * es;
        if (n > 2 * psz) continue;
        unsigned char *a = place(pg[NB_A], n, low), *b = place(pg[NB_B], n, low);
        unsigned char *d = place(pg[NB_D], n, low);
        unsigned char *m1 = place(pg[NB_M], lanes, low), *mk = place(pg[NB_M], nb * lanes, low);
        fill(a, n);
        fill(b, n);
        fill(m1, lanes);
        ref_array_shuffle(want, a, nb, es, lanes, m1, 0);
        TC_CHECK(ln_array_shuffle(d, a, nb, es, lanes, m1) == LN_OK && !memcmp(d, want, n),
                 "%s shuffle es %zu lanes %zu nblocks %zu low %d", label, es, lanes, nb, low);
        ref_array_shuffle2(want, a, b, nb, es, lanes, m1);
        TC_CHECK(ln_array_shuffle2(d, a, b, nb, es, lanes, m1) == LN_OK && !memcmp(d, want, n),
                 "%s shuffle2 es %zu lanes %zu nblocks %zu low %d", label, es, lanes, nb, low);
        fill(mk, nb * lanes);
        ref_array_shuffle(want, a, nb, es, lanes, mk, lanes);
        TC_CHECK(ln_array_shuffle_masks(d, a, nb, es, lanes, mk) == LN_OK && !memcmp(d, want, n),
                 "%s shuffle_masks es %zu lanes %zu nblocks %zu low %d", label, es, lanes, nb, low);
      }
  static const size_t counts[] = {1, 2, 3, 4, 5, 7, 15, 16, 17, 31, 33, 63, 65, 127, 129, 255};
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
    size_t n = counts[c]; /* float4 records */
    float *s = (float *)(void *)place(pg[NB_A], 16 * n, low), *o = (float *)(void *)place(pg[NB_D], 16 * n, low);
    float *v[4];
    for (int k = 0; k < 4; k++) v[k] = (float *)(void *)place(pg[NB_X + k], 4 * n, low);
    fill((unsigned char *)s, 16 * n);
    float *e = (float *)(void *)want;
    ln_status st = ln_array_deinterleave4f(v[0], v[1], v[2], v[3], s, n);
    int ok = st == LN_OK;
    for (size_t i = 0; i < n; i++)
      for (int k = 0; k < 4; k++) ok = ok && !memcmp(&v[k][i], &s[4 * i + (size_t)k], 4);
    TC_CHECK(ok, "%s deinterleave4f n %zu low %d", label, n, low);
    ref_array_interleave4f(e, v[0], v[1], v[2], v[3], n);
    TC_CHECK(ln_array_interleave4f(o, v[0], v[1], v[2], v[3], n) == LN_OK && !memcmp(o, e, 16 * n),
             "%s interleave4f n %zu low %d", label, n, low);
  }
  for (size_t es = 1; es <= 8; es *= 2)
    for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
      size_t n = counts[c]; /* elements */
      unsigned char *s = place(pg[NB_A], n * es, low), *mk = place(pg[NB_M], n, low);
      fill(s, n * es);
      for (size_t i = 0; i < n; i++) mk[i] = (unsigned char)(tc_rand() % 3 ? 0 : 1 + tc_rand() % 255);
      size_t rc = ref_bm_compress(want, s, mk, n, es);
      /* out holds exactly the kept elements, against the guard */
      unsigned char *o = place(pg[NB_D], rc * es, low);
      size_t k = ln_array_compress(o, s, mk, n, es);
      TC_CHECK(k == rc && !memcmp(o, want, rc * es), "%s compress es %zu n %zu low %d", label, es, n, low);
    }
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array_guard";
  psz = (size_t)sysconf(_SC_PAGESIZE);
  for (int k = 0; k < NB_COUNT; k++)
    if (!(pg[k] = guarded()) || 2 * psz > sizeof want / 4) {
      printf("array_guard: SKIPPED (mmap, or pages larger than 4 KiB)\n");
      return 77;
    }
  uint32_t ok = ln_supported_isas();
  const uint32_t vl_isas = tc_vl_isas(); /* a run at one SVE or RVV vector length: its paths only */
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    const char *label = ln_isa_name((ln_isa)isa);
    if (!tc_vl_runs(vl_isas, isa)) continue;
    if (!((ok >> isa) & 1)) {
      printf("array_guard: %-11s SKIPPED (not supported by this CPU or build)\n", label);
      continue;
    }
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK && ln_active_isa() == (ln_isa)isa, "set %s", label);
    unsigned long before = tc_checks, fails = tc_failures;
    run(label, 0);
    run(label, 1);
    printf("array_guard: %-11s %lu checks, %lu failures\n", label, tc_checks - before, tc_failures - fails);
  }
  return tc_finish("test_array_guard");
}
