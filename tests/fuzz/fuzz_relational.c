/* libFuzzer target: lanes/relational.h.  Each input picks a floating type (half where LN_HAS_HALF,
 * float, double) or a signed integer type (any/all), a lane count (2 3 4 8 16; 32 64 where the
 * type has them), a built-in, and the lanes (raw bits and float edges: NaNs of every payload and
 * sign, infinities, zeros of both signs, denormals); every result lane (-1/0) is compared with
 * tests/ref/ref_relational.h, the padding lane of 3-lane results must be 0, and any/all must read
 * exactly the logical lanes (the padding lane of 3-lane inputs is random). */
/* fuzz-variants: base v4 */
#include <lanes/relational.h>

#include "fuzz/fuzz.h"
#include "ref/ref_relational.h"
#include "fuzz/table_relational.h"

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
    return;                    \
  }
/* One case per op of the registry's table (fuzz/table_relational.h) that takes T. */
#define FCASE(CODE, OP, AR, ARGS, RES, REF, FREF, T, N) case CODE: FC_##AR(OP, T, N)
#define FC_1(OP, T, N) ST(ln_##OP##_##T##N(a))
#define FC_2(OP, T, N) ST(ln_##OP##_##T##N(a, b))
#define FN(T, N)                                                            \
  static void op_##T##N(int op, const void *pa, const void *pb, void *r) {  \
    ln_##T##N a, b;                                                         \
    memcpy(&a, pa, sizeof a);                                               \
    memcpy(&b, pb, sizeof b);                                               \
    (void)b;                                                                \
    switch (op) { Q_TYPE_##T(FCASE, T, N) }                                 \
  }
#define SIZES(M, T) M(T, 2) M(T, 3) M(T, 4) M(T, 8) M(T, 16)
#if LN_HAS_HALF
SIZES(FN, half) FN(half, 32)
#endif
SIZES(FN, float)
SIZES(FN, double)
SIZES(FN, char) FN(char, 32) FN(char, 64)
SIZES(FN, short) FN(short, 32)
SIZES(FN, int)
SIZES(FN, long)

typedef void (*opfn)(int, const void *, const void *, void *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(P, T) {P##T##2, P##T##3, P##T##4, P##T##8, P##T##16, 0, 0}
#define ROW32(P, T) {P##T##2, P##T##3, P##T##4, P##T##8, P##T##16, P##T##32, 0}
#define ROW64(P, T) {P##T##2, P##T##3, P##T##4, P##T##8, P##T##16, P##T##32, P##T##64}
/* ei: the element's index in the table's type masks (char uchar short ushort int uint long ulong
 * half float double). */
static const struct {
  const char *name;
  int bits, flt, ei;
  opfn f[7];
} types[] = {
    {"float", 32, 1, 9, ROW(op_, float)}, {"double", 64, 1, 10, ROW(op_, double)}, {"char", 8, 0, 0, ROW64(op_, char)},
    {"short", 16, 0, 2, ROW32(op_, short)}, {"int", 32, 0, 4, ROW(op_, int)},        {"long", 64, 0, 6, ROW(op_, long)},
#if LN_HAS_HALF
    {"half", 16, 1, 8, ROW32(op_, half)},
#endif
};
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};

/* The model of a floating op on one lane (1 true, 0 false). */
#define MCASE(CODE, OP, AR, ARGS, RES, REF, FREF, U_) case CODE: return MC_##AR(REF);
#define MC_1(REF) REF(bits, x)
#define MC_2(REF) REF(bits, x, y)
static int model(int op, int bits, uint64_t x, uint64_t y) {
  switch (op) { Q_LIST_FLT(MCASE, _) }
  return -1;
}
/* The model of a reduction over the first n lanes. */
#define RCASE(CODE, OP, AR, ARGS, RES, REF, FREF, U_) case CODE: return REF(bits, n, lanes);
static int reduce_model(int op, int bits, int n, const uint64_t *lanes) {
  switch (op) { Q_LIST_INT(RCASE, _) }
  return -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  unsigned t = fz_u8(&in) % (sizeof types / sizeof types[0]), ni = fz_u8(&in) % 7;
  while (!types[t].f[ni]) ni--; /* the widest lane count the type has */
  int bits = types[t].bits, n = lane_counts[ni], w = bits / 8, flt = types[t].flt;
  int op = fz_u8(&in) % Q_NOPS;
  while (!((q_types[op] >> types[t].ei) & 1)) op = (op + 1) % Q_NOPS; /* an op that takes the type */
  _Alignas(128) uint8_t a[128], b[128], r[128];
  fz_fill(a, &in, bits, 'f', n);
  fz_fill(b, &in, bits, 'f', n);
  if (fz_u8(&in) & 1) memcpy(b, a, sizeof b); /* equal operands */
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](op, a, b, r);
  if (!flt) {
    uint64_t lanes[64];
    for (int i = 0; i < n; i++) lanes[i] = fz_get(a, w, i);
    int want = reduce_model(op, bits, n, lanes), got;
    memcpy(&got, r, sizeof got);
    if (got != want) {
      fz_dump("x", a, w, n == 3 ? 4 : n);
      FZ_FAIL("ln_%s_%s%d: got %d want %d", q_name[op], types[t].name, n, got, want);
    }
    return 0;
  }
  for (int i = 0; i < n; i++) {
    uint64_t x = fz_get(a, w, i), y = fz_get(b, w, i);
    uint64_t want = model(op, bits, x, y) ? fz_mask(bits) : 0, got = fz_get(r, w, i);
    if (got != want)
      FZ_FAIL("ln_%s_%s%d lane %d: x %#llx y %#llx: got %#llx want %#llx", q_name[op], types[t].name, n, i,
              (unsigned long long)x, (unsigned long long)y, (unsigned long long)got, (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, w, 3) != 0) FZ_FAIL("ln_%s_%s3: padding lane not 0", q_name[op], types[t].name);
  return 0;
}
