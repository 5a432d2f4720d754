/* libFuzzer target: lanes/construct.h.  Each input picks an element type (11 types, half where
 * LN_HAS_HALF) and a lane count, then the lanes (raw bits, integer and float edges: NaN payloads
 * and signed zeros must move bit for bit; the 3-lane padding lane random).  Checks ln_concat
 * (2, 4, 8 lanes -> twice as many), ln_lo / ln_hi / ln_even / ln_odd (2 3 4 8 16 lanes, and 32
 * 64 for the types of at most 512 bits, where concat and swizzles are left to test_construct) and
 * LN_SWIZZLE with a reversing and a repeating index list against OpenCL's index formulas
 * (.lo = lanes 0..n/2-1, .hi = n/2.., .even = 0 2 4 .., .odd = 1 3 5 ..; a 3-lane source is
 * the 4-lane vector whose 4th lane reads 0; 3-lane results have padding 0), lane by lane, and
 * ln_splat(T, x) of an element-typed x (every lane x bit for bit, NaN payloads included). */
/* fuzz-variants: base v4 */
#include <lanes/construct.h>

#include "fuzz/fuzz.h"

#define PUT(k, x)                              \
  {                                            \
    __auto_type t_ = (x);                      \
    memcpy(r[k], &t_, sizeof t_);              \
    sz[k] = (int)sizeof t_;                    \
  }
/* r[0..3] lo hi even odd of a; r[4] concat(a, b) (N < 16, N != 3); r[5] r[6] swizzles;
 * r[7] ln_splat(T, lane 0 of a) */
#define FN(T, N)                                                                       \
  static void cs_##T##N(const void *pa, const void *pb, uint8_t r[][256], int *sz) {   \
    ln_##T##N a, b;                                                                    \
    memcpy(&a, pa, sizeof a);                                                          \
    memcpy(&b, pb, sizeof b);                                                          \
    PUT(0, ln_lo(a)) PUT(1, ln_hi(a)) PUT(2, ln_even(a)) PUT(3, ln_odd(a))             \
    CAT_##N(a, b)                                                                      \
    SWZ_##N(a)                                                                         \
    { ln_##T x_; memcpy(&x_, pa, sizeof x_); PUT(7, ln_splat(ln_##T##N, x_)) }          \
  }
#define CAT_2(a, b) PUT(4, ln_concat(a, b))
#define CAT_3(a, b) (void)b;
#define CAT_4(a, b) PUT(4, ln_concat(a, b))
#define CAT_8(a, b) PUT(4, ln_concat(a, b))
#define CAT_16(a, b) (void)b;
#define SWZ_2(a) PUT(5, LN_SWIZZLE(a, 1, 0)) PUT(6, LN_SWIZZLE(a, 1, 1, 0, 1))
#define SWZ_3(a) PUT(5, LN_SWIZZLE(a, 2, 1, 0)) PUT(6, LN_SWIZZLE(a, 2, 2, 0, 1))
#define SWZ_4(a) PUT(5, LN_SWIZZLE(a, 3, 2, 1, 0)) PUT(6, LN_SWIZZLE(a, 3, 3, 0))
#define SWZ_8(a) PUT(5, LN_SWIZZLE(a, 7, 6, 5, 4, 3, 2, 1, 0)) PUT(6, LN_SWIZZLE(a, 7, 0))
#define SWZ_16(a) PUT(5, LN_SWIZZLE(a, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)) PUT(6, LN_SWIZZLE(a, 15, 9, 8))
#define CAT_32(a, b) (void)b;
#define CAT_64(a, b) (void)b;
#define SWZ_32(a)
#define SWZ_64(a)
#define NS(T) FN(T, 2) FN(T, 3) FN(T, 4) FN(T, 8) FN(T, 16)
NS(char) NS(uchar) NS(short) NS(ushort) NS(int) NS(uint) NS(long) NS(ulong)
FN(char, 32) FN(char, 64) FN(uchar, 32) FN(uchar, 64) FN(short, 32) FN(ushort, 32)
#if LN_HAS_HALF
NS(half) FN(half, 32)
#define HROW {cs_half2, cs_half3, cs_half4, cs_half8, cs_half16, cs_half32, 0}
#else
#define HROW {0, 0, 0, 0, 0, 0, 0}
#endif
NS(float) NS(double)

typedef void (*csfn)(const void *, const void *, uint8_t[][256], int *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(T) {cs_##T##2, cs_##T##3, cs_##T##4, cs_##T##8, cs_##T##16, 0, 0}
#define ROW32(T) {cs_##T##2, cs_##T##3, cs_##T##4, cs_##T##8, cs_##T##16, cs_##T##32, 0}
#define ROW64(T) {cs_##T##2, cs_##T##3, cs_##T##4, cs_##T##8, cs_##T##16, cs_##T##32, cs_##T##64}
static const struct {
  const char *name;
  int bits;
  char kind;
  csfn f[7];
} types[11] = {{"char", 8, 'i', ROW64(char)},     {"uchar", 8, 'i', ROW64(uchar)}, {"short", 16, 'i', ROW32(short)},
               {"ushort", 16, 'i', ROW32(ushort)}, {"int", 32, 'i', ROW(int)},  {"uint", 32, 'i', ROW(uint)},
               {"long", 64, 'i', ROW(long)},   {"ulong", 64, 'i', ROW(ulong)}, {"half", 16, 'f', HROW},
               {"float", 32, 'f', ROW(float)}, {"double", 64, 'f', ROW(double)}};
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};
static const char *const what[8] = {"lo", "hi", "even", "odd", "concat", "swizzle (reverse)", "swizzle (repeat)",
                                    "splat"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t sel = fz_u8(&in);
  int t = sel % 11, ni = (sel / 11) % 7, n = lane_counts[ni];
  if (!types[t].f[ni]) return 0;
  int bits = types[t].bits, w = bits / 8;
  _Alignas(128) uint8_t a[128], b[128], r[8][256];
  int sz[8] = {0};
  fz_fill(a, &in, bits, types[t].kind, n);
  fz_fill(b, &in, bits, types[t].kind, n);
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](a, b, r, sz);
  /* the model: source lane k (-1: the 0 padding lane) of each result */
  int L = n == 3 ? 4 : n, h = L / 2;
  uint64_t src[128];
  for (int i = 0; i < L; i++) src[i] = (n == 3 && i == 3) ? 0 : fz_get(a, w, i);
  for (int i = 0; i < n; i++) src[L + i] = fz_get(b, w, i);
  static const int rev2[] = {1, 0}, rep2[] = {1, 1, 0, 1}, rev3[] = {2, 1, 0}, rep3[] = {2, 2, 0, 1},
                   rev4[] = {3, 2, 1, 0}, rep4[] = {3, 3, 0}, rev8[] = {7, 6, 5, 4, 3, 2, 1, 0}, rep8[] = {7, 0},
                   rev16[] = {15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, rep16[] = {15, 9, 8};
  static const int *const revs[5] = {rev2, rev3, rev4, rev8, rev16}, *const reps[5] = {rep2, rep3, rep4, rep8, rep16};
  static const int repn[5] = {4, 4, 3, 2, 3};
  for (int k = 0; k < 8; k++) {
    if (k == 4 && (n == 3 || n == 16)) continue;
    if (n > 16 && k >= 4 && k <= 6) continue; /* no concat or swizzle case at 32 and 64 lanes */
    int m = k < 4 ? h : k == 4 ? 2 * n : k == 5 || k == 7 ? n : repn[ni];
    int ml = m == 3 ? 4 : m == 1 ? 1 : m; /* stored lanes (3 lanes: 4 with padding) */
    uint64_t want[64];
    for (int i = 0; i < ml; i++) {
      int j;
      if (i >= m) { want[i] = 0; continue; } /* 3-lane result padding */
      switch (k) {
        case 0: j = i; break;
        case 1: j = i + h; break;
        case 2: j = 2 * i; break;
        case 3: j = 2 * i + 1; break;
        case 4: j = i < n ? i : L + (i - n); break;
        case 5: j = revs[ni][i]; break;
        case 7: j = 0; break;
        default: j = reps[ni][i]; break;
      }
      want[i] = src[j];
    }
    int bad = sz[k] != ml * w;
    for (int i = 0; i < ml && !bad; i++) bad = fz_get(r[k], w, i) != want[i];
    if (bad) {
      fprintf(stderr, "%s of %s%d: result size %d (want %d)\n", what[k], types[t].name, n, sz[k], ml * w);
      fz_dump("a", a, w, L);
      if (k == 4) fz_dump("b", b, w, n);
      fz_dump("got", r[k], w, ml);
      fprintf(stderr, "  want:");
      for (int i = 0; i < ml; i++) fprintf(stderr, " %#llx", (unsigned long long)want[i]);
      fputc('\n', stderr);
      FZ_FAIL("construct");
    }
  }
  return 0;
}
