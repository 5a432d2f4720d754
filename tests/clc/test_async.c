/* The kernel layer's asynchronous work-group copies (tests/clc/async.cl) against models written
 * here: global -> local and local -> global, plain and strided, float4 and 3-lane vectors, one
 * launch and three threads (ln_kernel_run_part); bytes outside the copies stay untouched. */
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(tile_copy);
LN_KERNEL_DECLARE(strided);
LN_KERNEL_DECLARE(copy3);

enum { L = 32, G = 12, N = L * G };

static void test_tile(int threads) {
  static float in[N][4], out[N][4];
  for (int i = 0; i < N; i++)
    for (int c = 0; c < 4; c++) in[i][c] = (float)(i * 4 + c) * 0.5f;
  memset(out, 0, sizeof out);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_LOCAL(L * 16), LN_ARG_LOCAL(L * 16)};
  ln_ndrange nd = {1, {0}, {N}, {L}};
  CHECK(run_threads(LN_KERNEL(tile_copy), &nd, a, 4, (unsigned)threads) == LN_OK, "tile_copy run");
  for (int i = 0; i < N; i++) {
    int src = (i / L) * L + (i % L + 1) % L;
    for (int c = 0; c < 4; c++)
      CHECK(out[i][c] == in[src][c] * 2.0f + (float)c, "tile_copy (%d threads) item %d lane %d = %g, want %g",
            threads, i, c, (double)out[i][c], (double)(in[src][c] * 2.0f + (float)c));
  }
}

static void test_strided(int threads) {
  static int32_t in[N * 3], out[N], out2[N * 2];
  for (int i = 0; i < N * 3; i++) in[i] = i * 7 - 1000;
  memset(out, 0, sizeof out);
  for (int i = 0; i < N * 2; i++) out2[i] = -77;
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_BUFFER(out2), LN_ARG_LOCAL(L * 4),
                       LN_ARG_LOCAL(L * 4)};
  ln_ndrange nd = {1, {0}, {N}, {L}};
  CHECK(run_threads(LN_KERNEL(strided), &nd, a, 5, (unsigned)threads) == LN_OK, "strided run");
  for (int g = 0; g < G; g++)
    for (int l = 0; l < L; l++) {
      int32_t want = in[g * L * 3 + (L - 1 - l) * 3] * 10 + in[g * L * 3 + 1 + l];
      CHECK(out[g * L + l] == want, "strided (%d threads) item %d = %d, want %d", threads, g * L + l,
            out[g * L + l], want);
      CHECK(out2[g * L * 2 + l * 2] == g * 1000 + l && out2[g * L * 2 + l * 2 + 1] == -77,
            "strided out (%d threads) group %d item %d: %d %d", threads, g, l, out2[g * L * 2 + l * 2],
            out2[g * L * 2 + l * 2 + 1]);
    }
}

static void test_copy3(int threads) {
  static int8_t in[N][4], out[N][4];
  for (int i = 0; i < N; i++)
    for (int c = 0; c < 4; c++) in[i][c] = (int8_t)(i * 3 + c * 50);
  memset(out, 0x55, sizeof out);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_LOCAL(L * 4)};
  ln_ndrange nd = {1, {0}, {N}, {L}};
  CHECK(run_threads(LN_KERNEL(copy3), &nd, a, 3, (unsigned)threads) == LN_OK, "copy3 run");
  for (int i = 0; i < N; i++) {
    const int8_t *s = in[(i / L) * L + L - 1 - i % L];
    CHECK(out[i][0] == s[2] && out[i][1] == s[0] && out[i][2] == s[1], "copy3 (%d threads) item %d", threads, i);
  }
}

int main(void) {
  for (int threads = 1; threads <= 3; threads += 2) {
    test_tile(threads);
    test_strided(threads);
    test_copy3(threads);
  }
  printf("%s\n", failures ? "FAILED" : "kernel layer async copies: all checks passed");
  return failures != 0;
}
