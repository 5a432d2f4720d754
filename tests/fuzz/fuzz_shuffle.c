/* libFuzzer target: lanes/shuffle.h.  Each input picks shuffle or shuffle2, the element type
 * (uchar, ushort, float, double: every lane width) and m, n among its lane counts (2..64 for
 * uchar, 2..32 for ushort, 2..16 for float and double), then x, y and the mask lanes (mask
 * values with any high bits).  Checks ln_shuffle / ln_shuffle2 (the path the
 * build's ISA selects: AVX-512, AVX2, SSSE3, NEON or portable) and the portable kernel
 * ln__portable_shuffle[2]_* against tests/ref/ref_shuffle.h, bit for bit. */
/* fuzz-variants: base v3 v4 */
#include <lanes/shuffle.h>

#include "fuzz/fuzz.h"
#include "ref/ref_shuffle.h"

/* X(T, U, B, M, N) for every n of a type with up to 16, 32 or 64 lanes */
#define FZ_N16(X, T, U, B, M) X(T, U, B, M, 2) X(T, U, B, M, 4) X(T, U, B, M, 8) X(T, U, B, M, 16)
#define FZ_N32(X, T, U, B, M) FZ_N16(X, T, U, B, M) X(T, U, B, M, 32)
#define FZ_N64(X, T, U, B, M) FZ_N32(X, T, U, B, M) X(T, U, B, M, 64)
#define FZ_MN16(X, T, U, B) \
  FZ_N16(X, T, U, B, 2) FZ_N16(X, T, U, B, 4) FZ_N16(X, T, U, B, 8) FZ_N16(X, T, U, B, 16)
#define FZ_MN32(X, T, U, B) FZ_N32(X, T, U, B, 2) FZ_N32(X, T, U, B, 4) FZ_N32(X, T, U, B, 8) \
  FZ_N32(X, T, U, B, 16) FZ_N32(X, T, U, B, 32)
#define FZ_MN64(X, T, U, B) FZ_N64(X, T, U, B, 2) FZ_N64(X, T, U, B, 4) FZ_N64(X, T, U, B, 8) \
  FZ_N64(X, T, U, B, 16) FZ_N64(X, T, U, B, 32) FZ_N64(X, T, U, B, 64)
#define FZ_ALL(X) FZ_MN64(X, uchar, uchar, 8) FZ_MN32(X, ushort, ushort, 16) \
  FZ_MN16(X, float, uint, 32) FZ_MN16(X, double, ulong, 64)

#define lg(m) ((m) == 2 ? 0 : (m) == 4 ? 1 : (m) == 8 ? 2 : (m) == 16 ? 3 : (m) == 32 ? 4 : 5)
#define KEY(B, M, N) ((lg(B / 8) << 6) | (lg(M) << 3) | lg(N))

/* r1 = public function, r2 = portable kernel; returns the result size in bytes. */
#define CASE(T, U, B, M, N)                                                            \
  case KEY(B, M, N): {                                                                 \
    ln_##T##M x, y;                                                                    \
    ln_##U##N mk;                                                                      \
    memcpy(&x, xb, sizeof x);                                                          \
    memcpy(&y, yb, sizeof y);                                                          \
    memcpy(&mk, mb, sizeof mk);                                                        \
    ln_##T##N a, b;                                                                    \
    if (two) {                                                                         \
      a = ln_shuffle2(x, y, mk);                                                       \
      b = (ln_##T##N)ln__portable_shuffle2_##U##M##_##U##N((ln_##U##M)x, (ln_##U##M)y, mk); \
    } else {                                                                           \
      a = ln_shuffle(x, mk);                                                           \
      b = (ln_##T##N)ln__portable_shuffle_##U##M##_##U##N((ln_##U##M)x, mk);           \
    }                                                                                  \
    memcpy(r1, &a, sizeof a);                                                          \
    memcpy(r2, &b, sizeof b);                                                          \
    return;                                                                            \
  }

static void run(int key, int two, const void *xb, const void *yb, const void *mb, void *r1, void *r2) {
  switch (key) { FZ_ALL(CASE) }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t sel = fz_u8(&in), sel_n = fz_u8(&in);
  int two = sel & 1, w = 1 << ((sel >> 1) & 3);
  int counts = w == 1 ? 6 : w == 2 ? 5 : 4; /* lane counts 2..64, 2..32, 2..16 */
  int m = 2 << ((sel >> 3) % counts), n = 2 << (sel_n % counts);
  int bits = 8 * w;
  _Alignas(64) uint8_t x[128], y[128], mk[128], r1[128], r2[128], want[128];
  fz_fill(x, &in, bits, bits >= 32 ? 'f' : 'i', m);
  fz_fill(y, &in, bits, bits >= 32 ? 'f' : 'i', m);
  for (int i = 0; i < n; i++) fz_put(mk, w, i, fz_lane(&in, bits, 'i'));
  run(KEY(bits, m, n), two, x, y, mk, r1, r2);
  uint64_t idx[64];
  for (int i = 0; i < n; i++) idx[i] = fz_get(mk, w, i);
  ref_shuffle(want, x, two ? y : 0, m, w, idx, n);
  if (memcmp(r1, want, (size_t)(n * w)) || memcmp(r2, want, (size_t)(n * w))) {
    fprintf(stderr, "shuffle%s u%d m=%d n=%d\n", two ? "2" : "", bits, m, n);
    fz_dump("x", x, w, m);
    if (two) fz_dump("y", y, w, m);
    fz_dump("mask", mk, w, n);
    fz_dump("want", want, w, n);
    fz_dump("public", r1, w, n);
    fz_dump("portable", r2, w, n);
    FZ_FAIL("shuffle");
  }
  return 0;
}
