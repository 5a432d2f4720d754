/* Masked-off lanes touch no memory: vectors placed against PROT_NONE guard pages (a page
 * that faults on any access) on both sides, for every element type and lane count, through
 * ln_load_masked / ln_store_masked / ln_load_first / ln_store_first / ln_expand_load /
 * ln_compress_store / ln_gather / ln_scatter (inactive lanes pointing into the guard page).
 * Any access to an inactive lane's bytes kills the test with SIGSEGV. */
#include <lanes/gather.h>
#include "common/check.h"
#include <sys/mman.h>
#include <unistd.h>

static unsigned char *page; /* one readable page between two PROT_NONE pages */
static size_t psz;

/* Lanes at and above k of a vector ending at the page end lie in the upper guard page;
 * lanes below j of a vector starting j lanes before the page lie in the lower one. */
#define T_GUARD(E, ME, ESZ, N, PN)                                                                \
  static void test_guard_##E##N(void) {                                                           \
    typedef ln_##E##N VT;                                                                         \
    typedef ln_##ME##N MT;                                                                        \
    typedef ln_##E ET;                                                                            \
    for (int k = 0; k <= N; k++) {                                                                \
      ET *hi = (ET *)(page + psz - (size_t)k * ESZ); /* lanes >= k are in the upper guard */      \
      ET *lo = (ET *)(page - (size_t)(N - k) * ESZ);  /* lanes < N-k are in the lower guard */    \
      MT below = ln_mask_below(VT, k);                                                            \
      MT above = ln_mask_from_bits(VT, ~0ull << (N - k));                                         \
      VT pt, v;                                                                                   \
      memset(&pt, 0x77, sizeof pt); memset(&v, 0x42, sizeof v);                                  \
      VT a = ln_load_masked(hi, below, pt);                                                       \
      VT b = ln_load_first(VT, hi, k);                                                            \
      VT c = ln_expand_load(hi, below, pt);                                                       \
      VT d = ln_load_masked(lo, above, pt);                                                       \
      TC_CHECK(memcmp(&a, &b, (size_t)k * ESZ) == 0 && memcmp(&a, &c, (size_t)k * ESZ) == 0,      \
               #E #N " guard loads k=%d", k);                                                     \
      TC_CHECK(N == k || memcmp((char *)&d + (size_t)(N - k) * ESZ, page, (size_t)k * ESZ) == 0,  \
               #E #N " guard low load k=%d", k);                                                  \
      ln_store_masked(v, hi, below);                                                              \
      ln_store_first(v, hi, k);                                                                   \
      TC_CHECK(ln_compress_store(v, hi, below) == k, #E #N " guard compress_store k=%d", k);      \
      ln_store_masked(v, lo, above);                                                              \
      TC_CHECK(memcmp(hi, &v, (size_t)k * ESZ) == 0, #E #N " guard stores k=%d", k);              \
      ln_ptr##PN p;                                                                               \
      for (int i = 0; i < PN; i++) p[i] = (uintptr_t)(page + psz + (size_t)i * 8);                \
      for (int i = 0; i < k; i++) p[i] = (uintptr_t)(page + (size_t)i * ESZ);                     \
      VT g = ln_gather(p, below, pt, 0);                                                          \
      TC_CHECK(memcmp(&g, page, (size_t)k * ESZ) == 0, #E #N " guard gather k=%d", k);            \
      TC_CHECK(ln_scatter(v, p, below, ESZ) == LN_OK, #E #N " guard scatter k=%d", k);            \
      (void)c;                                                                                    \
    }                                                                                             \
  }
#define GUARD_OF(E, ME, ESZ) T_GUARD(E, ME, ESZ, 2, 2) T_GUARD(E, ME, ESZ, 3, 4) T_GUARD(E, ME, ESZ, 4, 4) \
  T_GUARD(E, ME, ESZ, 8, 8) T_GUARD(E, ME, ESZ, 16, 16)
GUARD_OF(char, char, 1) GUARD_OF(uchar, char, 1) GUARD_OF(short, short, 2) GUARD_OF(ushort, short, 2)
GUARD_OF(int, int, 4) GUARD_OF(uint, int, 4) GUARD_OF(long, long, 8) GUARD_OF(ulong, long, 8)
GUARD_OF(float, int, 4) GUARD_OF(double, long, 8)
#if LN_HAS_HALF
GUARD_OF(half, short, 2)
#endif
#define RUN5(E) test_guard_##E##2(); test_guard_##E##3(); test_guard_##E##4(); test_guard_##E##8(); test_guard_##E##16();

int main(void) {
  tc_family = "gather_guard";
  psz = (size_t)sysconf(_SC_PAGESIZE);
  unsigned char *m = mmap(0, 3 * psz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED || mprotect(m, psz, PROT_NONE) || mprotect(m + 2 * psz, psz, PROT_NONE)) {
    printf("test_gather_guard: cannot map guard pages\n");
    return 1;
  }
  page = m + psz;
  for (size_t i = 0; i < psz; i++) page[i] = (unsigned char)(i * 13 + 1);
  RUN5(char) RUN5(uchar) RUN5(short) RUN5(ushort) RUN5(int) RUN5(uint) RUN5(long) RUN5(ulong)
  RUN5(float) RUN5(double)
#if LN_HAS_HALF
  RUN5(half)
#endif
  munmap(m, 3 * psz);
  return tc_finish("test_gather_guard");
}
