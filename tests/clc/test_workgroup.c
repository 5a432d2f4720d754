/* The kernel layer's OpenCL C 2.0 work-group collective functions (tests/clc/workgroup.cl)
 * against models written here: reductions, inclusive and exclusive scans (in local linear id
 * order), broadcasts, all/any; 2-dimensional groups of 24 work-items, one thread and three. */
#include <math.h>
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(wg_int);
LN_KERNEL_DECLARE(wg_uint);
LN_KERNEL_DECLARE(wg_long);
LN_KERNEL_DECLARE(wg_ulong);
LN_KERNEL_DECLARE(wg_float);
LN_KERNEL_DECLARE(wg_double);
LN_KERNEL_DECLARE(wg_pred);

/* global 8 x 12, local 4 x 6: 4 groups of 24 */
enum { GX = 8, GY = 12, LX = 4, LY = 6, N = GX * GY, LN = LX * LY };
/* global index of local linear id l in the group of global index i */
static int member(int i, int l) {
  int gx = i % GX / LX, gy = i / GX / LY;
  return (gx * LX + l % LX) + (gy * LY + l / LX) * GX;
}
static int local_linear(int i) { return i % GX % LX + (i / GX % LY) * LX; }

/* T: the type; U: the unsigned type of its width for wrapping sums (the type itself for floats);
 * MIN/MAX: the exclusive scan identities; LESS(a, b), the min/max of the kernel layer */
/* T: the type; U: the unsigned type of its width for wrapping sums (the type itself for floats);
 * IDMIN/IDMAX: the exclusive scan identities; FMIN/FMAX: the kernel layer's min and max.  Function
 * k of the kernel takes x[i] (k even) or x[(i + 1) % N] (k odd). */
#define TEST_WG(T, U, NAME, IDMIN, IDMAX, FMIN, FMAX, RAND)                                         \
  static void test_##NAME(int threads) {                                                           \
    static T x[N], out[10 * N];                                                                    \
    for (int i = 0; i < N; i++) x[i] = RAND;                                                       \
    memset(out, 0, sizeof out);                                                                    \
    ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(out)};                                    \
    ln_ndrange nd = {2, {0}, {GX, GY}, {LX, LY}};                                                  \
    CHECK(run_threads(LN_KERNEL(wg_##NAME), &nd, a, 2, (unsigned)threads) == LN_OK, #NAME " run");                      \
    for (int i = 0; i < N; i++) {                                                                  \
      int me = local_linear(i);                                                                    \
      T want[2][10];                                                                               \
      for (int s = 0; s < 2; s++) {                                                                \
        T sum = x[(member(i, 0) + s) % N], mn = sum, mx = sum, isum = 0, imn = 0, imx = 0;         \
        T esum = 0, emn = IDMIN, emx = IDMAX;                                                      \
        for (int l = 0; l < LN; l++) {                                                             \
          T v = x[(member(i, l) + s) % N];                                                         \
          if (l) sum = (T)((U)sum + (U)v), mn = FMIN(mn, v), mx = FMAX(mx, v);                     \
          if (l == me) isum = sum, imn = mn, imx = mx;                                             \
          if (l < me) esum = (T)((U)esum + (U)v), emn = FMIN(emn, v), emx = FMAX(emx, v);          \
        }                                                                                          \
        T w[10] = {sum, mn, mx, isum, imn, imx, esum, emn, emx, x[(member(i, 1 + 2 * LX) + s) % N]}; \
        memcpy(want[s], w, sizeof w);                                                              \
      }                                                                                            \
      for (int k = 0; k < 10; k++)                                                                 \
        CHECK(memcmp(&out[k * N + i], &want[k % 2][k], sizeof(T)) == 0,                           \
              #NAME " (%d threads) function %d item %d", threads, k, i);                           \
    }                                                                                              \
  }
#define IMIN(a, b) ((b) < (a) ? (b) : (a))
#define IMAX(a, b) ((b) > (a) ? (b) : (a))
TEST_WG(int32_t, uint32_t, int, INT32_MAX, INT32_MIN, IMIN, IMAX, (int32_t)(uint32_t)next())
TEST_WG(uint32_t, uint32_t, uint, UINT32_MAX, 0, IMIN, IMAX, (uint32_t)next())
TEST_WG(int64_t, uint64_t, long, INT64_MAX, INT64_MIN, IMIN, IMAX, (int64_t)next())
TEST_WG(uint64_t, uint64_t, ulong, UINT64_MAX, 0, IMIN, IMAX, next())
TEST_WG(float, float, float, INFINITY, -INFINITY, fminf, fmaxf, (float)((int32_t)(next() >> 40) - 8000000) * 0.37f)
TEST_WG(double, double, double, INFINITY, -INFINITY, fmin, fmax, (double)((int64_t)next() >> 11) * 1e-9)

static void test_pred(int threads) {
  enum { M = 256, L = 32 };
  static int32_t x[M], out[4 * M];
  for (int i = 0; i < M; i++) x[i] = 5;
  x[3] = 0;                                 /* group 0: not all */
  for (int i = 64; i < 96; i++) x[i] = 0;   /* group 2: none */
  x[130] = -7;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(out)};
  ln_ndrange nd = {1, {0}, {M}, {L}};
  CHECK(run_threads(LN_KERNEL(wg_pred), &nd, a, 2, (unsigned)threads) == LN_OK, "wg_pred run");
  for (int i = 0; i < M; i++) {
    int g = i / L, all = 1, any = 0;
    for (int l = 0; l < L; l++) all &= x[g * L + l] != 0, any |= x[g * L + l] != 0;
    CHECK((out[i] != 0) == all && (out[M + i] != 0) == any, "all/any (%d threads) item %d: %d %d", threads, i,
          out[i], out[M + i]);
    CHECK(out[2 * M + i] == x[g * L + L - 1] && out[3 * M + i] == x[i], "broadcast (%d threads) item %d", threads, i);
  }
}

int main(void) {
  for (int threads = 1; threads <= 3; threads += 2) {
    test_int(threads);
    test_uint(threads);
    test_long(threads);
    test_ulong(threads);
    test_float(threads);
    test_double(threads);
    test_pred(threads);
  }
  printf("%s\n", failures ? "FAILED" : "kernel layer work-group functions: all checks passed");
  return failures != 0;
}
