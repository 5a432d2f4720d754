/* ln_array_gather / _masked / _checked and ln_array_scatter_add / _checked touch only what the
 * element loop touches, on every supported array-layer path (ln_set_isa for each): idx, mask,
 * val and the table (out) end against PROT_NONE guard pages (any access past them kills the
 * test with SIGSEGV), masked-off indexes point into a guard page, and (where the address space allows) 4-byte gathers
 * with indexes >= 2^31 (vpgatherdd sign-extends its indexes).  Results are compared with
 * the element loop written here. */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common/check.h"
#include "common/isa_default.h"

static size_t psz;
/* one readable page followed by a PROT_NONE page: returns the readable page */
static unsigned char *guarded_page(void) {
  unsigned char *p = mmap(NULL, 2 * psz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return NULL;
  if (mprotect(p + psz, psz, PROT_NONE) != 0) return NULL;
  return p;
}

static void run_es(const char *label, size_t es, unsigned char *tabpg, unsigned char *idxpg,
                   unsigned char *maskpg) {
  static const size_t ns[] = {1, 3, 15, 16, 17, 31, 33, 64, 70, 100};
  const size_t tlen = 40; /* table elements, ending at the guard page */
  unsigned char *tab = tabpg + psz - tlen * es;
  for (size_t i = 0; i < tlen * es; i++) tab[i] = (unsigned char)tc_rand();
  for (unsigned c = 0; c < sizeof ns / sizeof ns[0]; c++) {
    size_t n = ns[c];
    uint32_t *idx = (uint32_t *)(void *)(idxpg + psz - 4 * n);
    uint8_t *mask = maskpg + psz - n;
    unsigned char out[8 * 100], want[8 * 100];
    for (size_t i = 0; i < n; i++) {
      mask[i] = (uint8_t)(tc_rand() % 3 == 0 ? 0 : 1 + tc_rand() % 255);
      /* a masked-off index points just past the table: into the guard page */
      idx[i] = mask[i] ? (uint32_t)(tc_rand() % tlen) : (uint32_t)(tlen + tc_rand() % 4);
    }
    /* masked */
    for (size_t i = 0; i < sizeof out; i++) out[i] = want[i] = (unsigned char)tc_rand();
    for (size_t i = 0; i < n; i++)
      if (mask[i]) memcpy(want + i * es, tab + idx[i] * es, es);
    ln_status st = ln_array_gather_masked(out, tab, idx, mask, n, es);
    TC_CHECK(st == LN_OK && !memcmp(out, want, sizeof out), "%s gather_masked es %zu n %zu", label, es, n);
    st = ln_array_gather_checked(out, tab, tlen, idx, mask, n, es);
    TC_CHECK(st == LN_OK && !memcmp(out, want, sizeof out), "%s gather_checked es %zu n %zu", label, es, n);
    /* unmasked: every index in range, idx ending at the guard page */
    for (size_t i = 0; i < n; i++) idx[i] = (uint32_t)(tc_rand() % tlen);
    for (size_t i = 0; i < n; i++) memcpy(want + i * es, tab + idx[i] * es, es);
    st = ln_array_gather(out, tab, idx, n, es);
    TC_CHECK(st == LN_OK && !memcmp(out, want, sizeof out), "%s gather es %zu n %zu", label, es, n);
  }
}

/* ln_array_scatter_add / _checked on the same pages: out is the table (masked-off indexes point
 * into its guard page), val and idx end at guard pages; integer sums, the element loop written
 * here as the model (wrapping: unsigned arithmetic in the element's width) */
#define ADD_AS(T)                                                                              \
  do {                                                                                         \
    T a, b;                                                                                    \
    memcpy(&a, o, sizeof a);                                                                   \
    memcpy(&b, v, sizeof b);                                                                   \
    a = (T)(a + b);                                                                            \
    memcpy(o, &a, sizeof a);                                                                   \
  } while (0)
static void add_model(unsigned char *o, const unsigned char *v, size_t es) {
  switch (es) {
    case 1: ADD_AS(uint8_t); break;
    case 2: ADD_AS(uint16_t); break;
    case 4: ADD_AS(uint32_t); break;
    default: ADD_AS(uint64_t); break;
  }
}
static void run_add(const char *label, size_t es, unsigned char *tabpg, unsigned char *idxpg,
                    unsigned char *maskpg, unsigned char *valpg) {
  static const size_t ns[] = {1, 3, 15, 16, 17, 31, 33, 64, 70, 100};
  static const ln_elem_type type[9] = {[1] = LN_ELEM_INT8, [2] = LN_ELEM_INT16, [4] = LN_ELEM_INT32,
                                       [8] = LN_ELEM_INT64};
  const size_t tlen = 40;
  unsigned char *out = tabpg + psz - tlen * es, want[8 * 40];
  for (unsigned c = 0; c < sizeof ns / sizeof ns[0]; c++) {
    size_t n = ns[c];
    uint32_t *idx = (uint32_t *)(void *)(idxpg + psz - 4 * n);
    uint8_t *mask = maskpg + psz - n;
    unsigned char *val = valpg + psz - n * es;
    for (size_t i = 0; i < n * es; i++) val[i] = (unsigned char)tc_rand();
    for (size_t i = 0; i < tlen * es; i++) out[i] = want[i] = (unsigned char)tc_rand();
    for (size_t i = 0; i < n; i++) { /* few distinct indexes: many repeats */
      mask[i] = (uint8_t)(tc_rand() % 3 == 0 ? 0 : 1 + tc_rand() % 255);
      idx[i] = mask[i] ? (uint32_t)(tc_rand() % 6) : (uint32_t)(tlen + tc_rand() % 4);
    }
    for (size_t i = 0; i < n; i++)
      if (mask[i]) add_model(want + idx[i] * es, val + i * es, es);
    ln_status st = ln_array_scatter_add_checked(out, tlen, val, idx, mask, n, type[es]);
    TC_CHECK(st == LN_OK && !memcmp(out, want, tlen * es), "%s scatter_add_checked es %zu n %zu", label, es, n);
    for (size_t i = 0; i < n; i++) idx[i] = (uint32_t)(tc_rand() % tlen);
    for (size_t i = 0; i < n; i++) add_model(want + idx[i] * es, val + i * es, es);
    st = ln_array_scatter_add(out, val, idx, n, type[es]);
    TC_CHECK(st == LN_OK && !memcmp(out, want, tlen * es), "%s scatter_add es %zu n %zu", label, es, n);
  }
}

/* 4-byte elements with indexes >= 2^31: a reserved 8 GiB + 1 page, readable at both ends */
static void run_big_index(const char *label, unsigned char *big, size_t span) {
  const uint32_t hi = 0x80000000u;
  uint32_t idx[37];
  uint8_t mask[37];
  unsigned char out[4 * 37], want[4 * 37];
  for (size_t i = 0; i < 37; i++) {
    idx[i] = (tc_rand() & 1) ? hi + (uint32_t)(tc_rand() % (psz / 4)) : (uint32_t)(tc_rand() % (psz / 4));
    mask[i] = (uint8_t)(tc_rand() & 1);
  }
  (void)span;
  for (size_t i = 0; i < sizeof out; i++) out[i] = want[i] = (unsigned char)tc_rand();
  for (size_t i = 0; i < 37; i++) memcpy(want + 4 * i, big + 4 * (size_t)idx[i], 4);
  ln_status st = ln_array_gather(out, big, idx, 37, 4);
  TC_CHECK(st == LN_OK && !memcmp(out, want, sizeof out), "%s gather, indexes >= 2^31", label);
  for (size_t i = 0; i < 37; i++)
    if (mask[i]) memcpy(want + 4 * i, big + 4 * (size_t)idx[i], 4);
  for (size_t i = 0; i < 37; i++)
    if (!mask[i]) idx[i] = hi - 1; /* masked off: unreadable */
  st = ln_array_gather_masked(out, big, idx, mask, 37, 4);
  TC_CHECK(st == LN_OK && !memcmp(out, want, sizeof out), "%s gather_masked, indexes >= 2^31", label);
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array_gather_guard";
  psz = (size_t)sysconf(_SC_PAGESIZE);
  unsigned char *tabpg = guarded_page(), *idxpg = guarded_page(), *maskpg = guarded_page();
  unsigned char *valpg = guarded_page();
  if (!tabpg || !idxpg || !maskpg || !valpg) {
    printf("array_gather_guard: SKIPPED (mmap)\n");
    return 77;
  }
  /* 2^31 4-byte elements = 8 GiB of address space, none of it committed but two pages */
  const uint64_t far64 = (uint64_t)1 << 33;
  const size_t far = (size_t)far64; /* 0 where size_t has 32 bits: then no such mapping */
  unsigned char *big = MAP_FAILED;
  if ((uint64_t)far == far64)
    big = mmap(NULL, far + psz, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (big != MAP_FAILED &&
      (mprotect(big, psz, PROT_READ | PROT_WRITE) || mprotect(big + far, psz, PROT_READ | PROT_WRITE)))
    big = MAP_FAILED;
  if (big != MAP_FAILED) {
    for (size_t i = 0; i < psz; i++) big[i] = (unsigned char)tc_rand();
    for (size_t i = 0; i < psz; i++) big[far + i] = (unsigned char)tc_rand();
  } else {
    printf("array_gather_guard: indexes >= 2^31 SKIPPED (no 8 GiB of address space)\n");
  }
  uint32_t ok = ln_supported_isas();
  const uint32_t vl_isas = tc_vl_isas(); /* a run at one SVE or RVV vector length: its paths only */
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    const char *label = ln_isa_name((ln_isa)isa);
    if (!tc_vl_runs(vl_isas, isa)) continue;
    if (!((ok >> isa) & 1)) {
      printf("array_gather_guard: %-11s SKIPPED (not supported by this CPU or build)\n", label);
      continue;
    }
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK && ln_active_isa() == (ln_isa)isa, "set %s", label);
    for (size_t es = 1; es <= 8; es *= 2) {
      run_es(label, es, tabpg, idxpg, maskpg);
      run_add(label, es, tabpg, idxpg, maskpg, valpg);
    }
    if (big != MAP_FAILED) run_big_index(label, big, far + psz);
    printf("array_gather_guard: %-11s done\n", label);
  }
  return tc_finish("test_array_gather_guard");
}
