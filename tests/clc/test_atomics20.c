/* The kernel layer's OpenCL C 2.0 atomic functions (tests/clc/atomics20.cl) against models written
 * here: each work-item's own cells (old values, results and final cells exact) for the four
 * integer types and for float and double, and contention from three threads (a relaxed sum, a
 * compare-exchange loop, a spin lock on an atomic_flag guarding a plain counter). */
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(cells20_int);
LN_KERNEL_DECLARE(cells20_uint);
LN_KERNEL_DECLARE(cells20_long);
LN_KERNEL_DECLARE(cells20_ulong);
LN_KERNEL_DECLARE(cells20_float);
LN_KERNEL_DECLARE(cells20_double);
LN_KERNEL_DECLARE(contend20);

static uint64_t pick(int bits) {
  static const uint64_t edges[] = {0, 1, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, 0x7fffffff,
                                   0x80000000u, 0xffffffffu};
  uint64_t r = next(), x = (r & 3) == 0 ? edges[(r >> 8) % 8] : next();
  return bits == 64 ? x : x & 0xffffffffu;
}

enum { CN = 128 };

static void test_cells(const ln_kernel *k, const char *name, int bits, int sgn) {
  size_t es = (size_t)bits / 8;
  uint64_t m = bits == 64 ? ~0ull : 0xffffffffu, x[CN + 1], c0[CN * 12];
  static unsigned char xb[(CN + 1) * 8], cb[CN * 12 * 8], ob[CN * 12 * 8];
  for (int i = 0; i <= CN; i++) x[i] = pick(bits);
  for (int c = 0; c < CN * 12; c++) c0[c] = pick(bits);
  for (int i = 0; i < CN; i++) {
    if (i % 2 == 0) c0[i * 12 + 8] = x[i + 1];   /* the strong compare-exchange succeeds */
    if (i % 3 == 0) c0[i * 12 + 9] = x[i + 1];   /* the weak one too */
  }
  for (int i = 0; i <= CN; i++) memcpy(xb + i * es, &x[i], es);
  for (int c = 0; c < CN * 12; c++) memcpy(cb + c * es, &c0[c], es);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(cb), LN_ARG_BUFFER(xb), LN_ARG_BUFFER(ob)};
  ln_ndrange nd = {1, {0}, {CN}, {16}};
  CHECK(ln_kernel_run(k, &nd, a, 3) == LN_OK, "%s run", name);
  for (int i = 0; i < CN; i++) {
    const uint64_t *c = &c0[i * 12], v = x[i], e0 = x[i + 1];
    int64_t sv = bits == 64 ? (int64_t)v : (int32_t)(uint32_t)v;
    int64_t s5 = bits == 64 ? (int64_t)c[5] : (int32_t)(uint32_t)c[5];
    int64_t s6 = bits == 64 ? (int64_t)c[6] : (int32_t)(uint32_t)c[6];
    int lt5 = sgn ? sv < s5 : v < c[5], gt6 = sgn ? sv > s6 : v > c[6];
    int ok8 = c[8] == e0;
    uint64_t e = ok8 ? e0 : c[8];
    int ok9 = c[9] == e0;
    uint64_t cell[12] = {(c[0] + v) & m, (c[1] - v) & m, c[2] | v, c[3] ^ v, c[4] & v, lt5 ? v : c[5],
                         gt6 ? v : c[6], v, ok8 ? v : c[8], ok9 ? v : c[9], v, c[11]};
    uint64_t old[12] = {c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], (uint64_t)ok8, ok9 ? e : c[9],
                        (v + c[11]) & m, e};
    for (int k2 = 0; k2 < 12; k2++) {
      uint64_t got_c = 0, got_o = 0;
      memcpy(&got_c, cb + (i * 12 + k2) * es, es);
      memcpy(&got_o, ob + (i * 12 + k2) * es, es);
      CHECK(got_c == cell[k2] && got_o == old[k2], "%s item %d cell %d: cell %#llx (want %#llx), result %#llx (want %#llx)",
            name, i, k2, (unsigned long long)got_c, (unsigned long long)cell[k2], (unsigned long long)got_o,
            (unsigned long long)old[k2]);
    }
  }
}

#define TEST_CELLS_F(T, NAME)                                                                      \
  static void test_cells_##NAME(void) {                                                            \
    static T x[CN + 1], cell[CN * 4], c0[CN * 4], old[CN * 4];                                     \
    for (int i = 0; i <= CN; i++) x[i] = (T)(int32_t)next() * (T)0.001;                            \
    for (int c = 0; c < CN * 4; c++) c0[c] = (T)(int32_t)next() * (T)0.5;                          \
    for (int i = 0; i < CN; i += 2) c0[i * 4 + 1] = x[i + 1];                                      \
    memcpy(cell, c0, sizeof cell);                                                                 \
    ln_kernel_arg a[] = {LN_ARG_BUFFER(cell), LN_ARG_BUFFER(x), LN_ARG_BUFFER(old)};               \
    ln_ndrange nd = {1, {0}, {CN}, {16}};                                                          \
    CHECK(ln_kernel_run(LN_KERNEL(cells20_##NAME), &nd, a, 3) == LN_OK, #NAME " run");             \
    for (int i = 0; i < CN; i++) {                                                                 \
      const T *c = &c0[i * 4];                                                                     \
      int ok = c[1] == x[i + 1];                                                                   \
      T wc[4] = {x[i], ok ? x[i] : c[1], x[i], x[i]}, wo[4] = {c[0], ok ? (T)1 : c[1], x[i], x[i]}; \
      CHECK(memcmp(&cell[i * 4], wc, sizeof wc) == 0 && memcmp(&old[i * 4], wo, sizeof wo) == 0,   \
            #NAME " item %d", i);                                                                  \
    }                                                                                              \
  }
TEST_CELLS_F(float, float)
TEST_CELLS_F(double, double)

static void test_contend(void) {
  enum { KN = 200000 };
  int32_t *x = malloc(KN * sizeof *x);
  if (!x) exit(2);
  int64_t sum = 0, want_sum = 0;
  int32_t loop = 0, lock = 0, guarded = 0, want_guarded = 0;
  for (int i = 0; i < KN; i++) {
    x[i] = (int32_t)(uint32_t)next();
    want_sum += x[i];
    want_guarded += x[i] & 0xff;
  }
  uintptr_t up = 1000, want_up = 1000 + (uintptr_t)want_sum - (uintptr_t)3 * KN;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(&sum), LN_ARG_BUFFER(&loop), LN_ARG_BUFFER(&lock),
                       LN_ARG_BUFFER(&guarded), LN_ARG_BUFFER(&up)};
  ln_ndrange nd = {1, {0}, {KN}, {100}};
  CHECK(run_threads(LN_KERNEL(contend20), &nd, a, 6, 3) == LN_OK, "contend20 run");
  CHECK(sum == want_sum, "relaxed sum %lld, want %lld", (long long)sum, (long long)want_sum);
  CHECK(up == want_up, "atomic_uintptr_t moved by ptrdiff_t: %#llx, want %#llx", (unsigned long long)up,
        (unsigned long long)want_up);
  CHECK(loop == KN, "compare-exchange loop %d, want %d", loop, KN);
  CHECK(guarded == want_guarded && lock == 0, "spin-locked counter %d, want %d (lock %d)", guarded, want_guarded, lock);
  free(x);
}

int main(void) {
  test_cells(LN_KERNEL(cells20_int), "int", 32, 1);
  test_cells(LN_KERNEL(cells20_uint), "uint", 32, 0);
  test_cells(LN_KERNEL(cells20_long), "long", 64, 1);
  test_cells(LN_KERNEL(cells20_ulong), "ulong", 64, 0);
  test_cells_float();
  test_cells_double();
  test_contend();
  printf("%s\n", failures ? "FAILED" : "kernel layer OpenCL C 2.0 atomics: all checks passed");
  return failures != 0;
}
