/* cl_khr_subgroups in the kernel layer (subgroup.cl): sub-groups of one work-item each (the size
 * docs/kernels.md states), so every collective gives the work-item's own value and an exclusive
 * scan the operation's identity; the work-item functions against the launch's sizes; a work-group
 * sum through sub-group sums and local memory against a model.  One thread and three. */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(sg_int);
LN_KERNEL_DECLARE(sg_uint);
LN_KERNEL_DECLARE(sg_long);
LN_KERNEL_DECLARE(sg_ulong);
LN_KERNEL_DECLARE(sg_float);
LN_KERNEL_DECLARE(sg_double);
LN_KERNEL_DECLARE(sg_ids);
LN_KERNEL_DECLARE(sg_group_sum);

enum { GX = 16, GY = 6, LX = 4, LY = 3, N = GX * GY };

/* kernel k on x (N elements of size es): out row r, item i must be x[i] for rows 0-5 and 9 and
 * ident[r - 6] for rows 6-8 (the exclusive scans: add, min, max) */
static void check_type(const ln_kernel *k, const char *name, size_t es, const void *x, const void *ident,
                       unsigned threads) {
  static unsigned char out[10 * N * 8];
  memset(out, 0x5a, sizeof out);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(out)};
  ln_ndrange nd = {2, {0, 0}, {GX, GY}, {LX, LY}};
  CHECK(run_threads(k, &nd, a, 2, threads) == LN_OK, "%s run", name);
  for (int r = 0; r < 10; r++)
    for (int i = 0; i < N; i++) {
      const void *want = r >= 6 && r <= 8 ? (const unsigned char *)ident + (size_t)(r - 6) * es
                                          : (const unsigned char *)x + (size_t)i * es;
      CHECK(memcmp(out + ((size_t)r * N + (size_t)i) * es, want, es) == 0, "%s row %d item %d (%u threads)", name, r,
            i, threads);
    }
}

#define TYPE_TEST(T, NAME, MAXV, MINV)                                        \
  static void test_##NAME(unsigned threads) {                                \
    static T x[N];                                                           \
    for (int i = 0; i < N; i++) x[i] = (T)(next() % 2001) - (T)1000 / 3;      \
    x[0] = MAXV;                                                             \
    x[1] = MINV;                                                             \
    const T ident[3] = {0, MAXV, MINV};                                      \
    check_type(LN_KERNEL(sg_##NAME), #NAME, sizeof(T), x, ident, threads);   \
  }
TYPE_TEST(int32_t, int, INT32_MAX, INT32_MIN)
TYPE_TEST(uint32_t, uint, UINT32_MAX, 0)
TYPE_TEST(int64_t, long, INT64_MAX, INT64_MIN)
TYPE_TEST(uint64_t, ulong, UINT64_MAX, 0)
TYPE_TEST(float, float, INFINITY, -INFINITY)
TYPE_TEST(double, double, INFINITY, -INFINITY)

static void test_ids(unsigned threads) {
  static int32_t x[N];
  static uint32_t out[7 * N];
  for (int i = 0; i < N; i++) x[i] = i % 3 == 0 ? 0 : (int32_t)(next() % 7) - 3;
  memset(out, 0x5a, sizeof out);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(out)};
  ln_ndrange nd = {2, {0, 0}, {GX, GY}, {LX, LY}};
  CHECK(run_threads(LN_KERNEL(sg_ids), &nd, a, 2, threads) == LN_OK, "sg_ids run");
  for (int i = 0; i < N; i++) {
    uint32_t gx = (uint32_t)(i % GX), gy = (uint32_t)(i / GX);
    uint32_t want[7] = {1, 1, LX * LY, LX * LY, gx % LX + (gy % LY) * LX, 0,
                        (uint32_t)(x[i] != 0) | (uint32_t)(x[i] != 0) << 1 | (uint32_t)(x[i] == 0) << 2};
    for (int r = 0; r < 7; r++)
      CHECK(out[r * N + i] == want[r], "sg_ids row %d item %d: %u, want %u (%u threads)", r, i, out[r * N + i],
            want[r], threads);
  }
}

static void test_group_sum(unsigned threads) {
  enum { M = 64 * 40, L = 64 };
  static int32_t x[M], out[M / L];
  for (int i = 0; i < M; i++) x[i] = (int32_t)(next() % 20001) - 10000;
  memset(out, 0, sizeof out);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(out)};
  ln_ndrange nd = {1, {0}, {M}, {L}};
  CHECK(run_threads(LN_KERNEL(sg_group_sum), &nd, a, 2, threads) == LN_OK, "sg_group_sum run");
  for (int g = 0; g < M / L; g++) {
    int32_t t = 0;
    for (int i = 0; i < L; i++) t += x[g * L + i];
    CHECK(out[g] == t, "sg_group_sum group %d: %d, want %d (%u threads)", g, out[g], t, threads);
  }
}

int main(void) {
  for (unsigned threads = 1; threads <= 3; threads += 2) {
    test_int(threads);
    test_uint(threads);
    test_long(threads);
    test_ulong(threads);
    test_float(threads);
    test_double(threads);
    test_ids(threads);
    test_group_sum(threads);
  }
  if (failures) {
    printf("test_subgroup: %d failures\n", failures);
    return 1;
  }
  printf("test_subgroup: passed\n");
  return 0;
}
