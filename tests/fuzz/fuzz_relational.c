/* libFuzzer target: lanes/relational.h.  Each input picks a floating type (half where
 * LN_HAS_HALF, float, double) or a signed integer type (any/all), a lane count (2 3 4 8 16),
 * a built-in, and the lanes (raw bits and float edges: NaNs of every payload and sign,
 * infinities, zeros of both signs, denormals); every result lane (-1/0) is compared with
 * tests/ref/ref_relational.h, the padding lane of 3-lane results must be 0, and any/all must
 * read exactly the logical lanes (the padding lane of 3-lane inputs is random). */
/* fuzz-variants: base v4 */
#include <lanes/relational.h>

#include "fuzz/fuzz.h"
#include "ref/ref_relational.h"

enum { Q_EQ, Q_NE, Q_GT, Q_GE, Q_LT, Q_LE, Q_LG, Q_FIN, Q_INF, Q_NAN, Q_NORM, Q_ORD, Q_UNORD, Q_SIGN, Q_NOPS };
static const char *op_name[Q_NOPS] = {"isequal", "isnotequal", "isgreater", "isgreaterequal", "isless",
                                      "islessequal", "islessgreater", "isfinite", "isinf", "isnan",
                                      "isnormal", "isordered", "isunordered", "signbit"};
#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
    return;                    \
  }
#define FN(T, N)                                                            \
  static void op_##T##N(int op, const void *pa, const void *pb, void *r) {  \
    ln_##T##N a, b;                                                         \
    memcpy(&a, pa, sizeof a);                                               \
    memcpy(&b, pb, sizeof b);                                               \
    switch (op) {                                                           \
      case Q_EQ: ST(ln_isequal_##T##N(a, b))                                \
      case Q_NE: ST(ln_isnotequal_##T##N(a, b))                             \
      case Q_GT: ST(ln_isgreater_##T##N(a, b))                              \
      case Q_GE: ST(ln_isgreaterequal_##T##N(a, b))                         \
      case Q_LT: ST(ln_isless_##T##N(a, b))                                 \
      case Q_LE: ST(ln_islessequal_##T##N(a, b))                            \
      case Q_LG: ST(ln_islessgreater_##T##N(a, b))                          \
      case Q_FIN: ST(ln_isfinite_##T##N(a))                                 \
      case Q_INF: ST(ln_isinf_##T##N(a))                                    \
      case Q_NAN: ST(ln_isnan_##T##N(a))                                    \
      case Q_NORM: ST(ln_isnormal_##T##N(a))                                \
      case Q_ORD: ST(ln_isordered_##T##N(a, b))                             \
      case Q_UNORD: ST(ln_isunordered_##T##N(a, b))                         \
      case Q_SIGN: ST(ln_signbit_##T##N(a))                                 \
    }                                                                       \
  }
#define ANYALL(T, N)                                                        \
  static void aa_##T##N(int op, const void *pa, const void *pb, void *r) {  \
    ln_##T##N a;                                                            \
    (void)pb;                                                               \
    memcpy(&a, pa, sizeof a);                                               \
    int v = op ? ln_all_##T##N(a) : ln_any_##T##N(a);                       \
    memcpy(r, &v, sizeof v);                                                \
  }
#define SIZES(M, T) M(T, 2) M(T, 3) M(T, 4) M(T, 8) M(T, 16)
#if LN_HAS_HALF
SIZES(FN, half)
#endif
SIZES(FN, float)
SIZES(FN, double)
SIZES(ANYALL, char)
SIZES(ANYALL, short)
SIZES(ANYALL, int)
SIZES(ANYALL, long)

typedef void (*opfn)(int, const void *, const void *, void *);
#define ROW(P, T) {P##T##2, P##T##3, P##T##4, P##T##8, P##T##16}
static const struct {
  const char *name;
  int bits, flt;
  opfn f[5];
} types[] = {
    {"float", 32, 1, ROW(op_, float)}, {"double", 64, 1, ROW(op_, double)}, {"char", 8, 0, ROW(aa_, char)},
    {"short", 16, 0, ROW(aa_, short)}, {"int", 32, 0, ROW(aa_, int)},       {"long", 64, 0, ROW(aa_, long)},
#if LN_HAS_HALF
    {"half", 16, 1, ROW(op_, half)},
#endif
};
static const int lane_counts[5] = {2, 3, 4, 8, 16};

static int model(int op, int bits, uint64_t x, uint64_t y) {
  switch (op) {
    case Q_EQ: return ref_isequal(bits, x, y);
    case Q_NE: return ref_isnotequal(bits, x, y);
    case Q_GT: return ref_isgreater(bits, x, y);
    case Q_GE: return ref_isgreaterequal(bits, x, y);
    case Q_LT: return ref_isless(bits, x, y);
    case Q_LE: return ref_islessequal(bits, x, y);
    case Q_LG: return ref_islessgreater(bits, x, y);
    case Q_FIN: return ref_isfinite(bits, x);
    case Q_INF: return ref_isinf(bits, x);
    case Q_NAN: return ref_isnan(bits, x);
    case Q_NORM: return ref_isnormal(bits, x);
    case Q_ORD: return ref_isordered(bits, x, y);
    case Q_UNORD: return ref_isunordered(bits, x, y);
    default: return ref_signbit(bits, x);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  unsigned t = fz_u8(&in) % (sizeof types / sizeof types[0]), ni = fz_u8(&in) % 5;
  int bits = types[t].bits, n = lane_counts[ni], w = bits / 8, flt = types[t].flt;
  int op = fz_u8(&in) % (flt ? Q_NOPS : 2);
  _Alignas(128) uint8_t a[128], b[128], r[128];
  fz_fill(a, &in, bits, 'f', n);
  fz_fill(b, &in, bits, 'f', n);
  if (fz_u8(&in) & 1) memcpy(b, a, sizeof b); /* equal operands */
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](op, a, b, r);
  if (!flt) {
    uint64_t lanes[16];
    for (int i = 0; i < n; i++) lanes[i] = fz_get(a, w, i);
    int want = op ? ref_all(bits, n, lanes) : ref_any(bits, n, lanes), got;
    memcpy(&got, r, sizeof got);
    if (got != want) {
      fz_dump("x", a, w, n == 3 ? 4 : n);
      FZ_FAIL("ln_%s_%s%d: got %d want %d", op ? "all" : "any", types[t].name, n, got, want);
    }
    return 0;
  }
  for (int i = 0; i < n; i++) {
    uint64_t x = fz_get(a, w, i), y = fz_get(b, w, i);
    uint64_t want = model(op, bits, x, y) ? fz_mask(bits) : 0, got = fz_get(r, w, i);
    if (got != want)
      FZ_FAIL("ln_%s_%s%d lane %d: x %#llx y %#llx: got %#llx want %#llx", op_name[op], types[t].name, n, i,
              (unsigned long long)x, (unsigned long long)y, (unsigned long long)got, (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, w, 3) != 0) FZ_FAIL("ln_%s_%s3: padding lane not 0", op_name[op], types[t].name);
  return 0;
}
