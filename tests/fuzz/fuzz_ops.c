/* libFuzzer target: lanes/ops.h.  Each input picks an element type (all 11), a lane count (2 3 4 8
 * 16, and 32 64 for the types of at most 512 bits), an operator (arithmetic, div/rem with zero and
 * MIN/-1, shifts with any count, bitwise, comparisons, logical, neg/inc/dec/not/lnot, select,
 * bitselect) and the operand lanes (raw bits, integer edges, float edges: NaN payloads,
 * infinities, denormals; the padding lane of 3-lane inputs is random).  Every result lane is
 * compared with tests/ref/ref_ops.h; the padding lane of 3-lane results must be 0. */
/* fuzz-variants: base v4 */
#include <lanes/ops.h>

#include "fuzz/fuzz.h"
#include "ref/ref_ops.h"
#include "fuzz/table_ops.h"

#define ST(x)                          \
  {                                    \
    __auto_type t_ = (x);              \
    memcpy(r, &t_, sizeof t_);         \
    return;                            \
  }
/* One case per op of the registry's table (fuzz/table_ops.h) that takes T, by argument kinds:
 * c is the mask (signed lanes of T's width) of select, b2 the third operand of bitselect. */
#define FCASE(CODE, OP, AR, ARGS, RES, REF, FREF, T, N) case CODE: FC_##ARGS(OP, T, N)
#define FC_T(OP, T, N) ST(ln_##OP##_##T##N(a))
#define FC_TT(OP, T, N) ST(ln_##OP##_##T##N(a, b))
#define FC_TN(OP, T, N) ST(ln_##OP##_##T##N(a, b))
#define FC_TTM(OP, T, N) ST(ln_##OP##_##T##N(a, b, c))
#define FC_TTT(OP, T, N) ST(ln_##OP##_##T##N(a, b, b2))
#define FN(T, S, N)                                                                        \
  static void op_##T##N(int op, const void *pa, const void *pb, const void *pc, void *r) { \
    ln_##T##N a, b, b2;                                                                    \
    ln_##S##N c;                                                                           \
    memcpy(&a, pa, sizeof a);                                                              \
    memcpy(&b, pb, sizeof b);                                                              \
    memcpy(&b2, pc, sizeof b2);                                                            \
    memcpy(&c, pc, sizeof c);                                                              \
    switch (op) { O_TYPE_##T(FCASE, T, N) }                                                \
  }
#define SIZES(T, S) FN(T, S, 2) FN(T, S, 3) FN(T, S, 4) FN(T, S, 8) FN(T, S, 16)
SIZES(char, char) FN(char, char, 32) FN(char, char, 64)
SIZES(uchar, char) FN(uchar, char, 32) FN(uchar, char, 64)
SIZES(short, short) FN(short, short, 32)
SIZES(ushort, short) FN(ushort, short, 32)
SIZES(int, int)
SIZES(uint, int)
SIZES(long, long)
SIZES(ulong, long)
#if LN_HAS_HALF
SIZES(half, short) FN(half, short, 32)
#endif
SIZES(float, int)
SIZES(double, long)

typedef void (*opfn)(int, const void *, const void *, const void *, void *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, 0, 0}
#define ROW32(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, op_##T##32, 0}
#define ROW64(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, op_##T##32, op_##T##64}
/* ei: the element's index in the table's type masks (char uchar short ushort int uint long ulong
 * half float double). */
static const struct {
  const char *name;
  int bits;
  char kind;
  int ei;
  opfn f[7];
} types[] = {
    {"char", 8, 's', 0, ROW64(char)},      {"uchar", 8, 'u', 1, ROW64(uchar)},   {"short", 16, 's', 2, ROW32(short)},
    {"ushort", 16, 'u', 3, ROW32(ushort)}, {"int", 32, 's', 4, ROW(int)},        {"uint", 32, 'u', 5, ROW(uint)},
    {"long", 64, 's', 6, ROW(long)},     {"ulong", 64, 'u', 7, ROW(ulong)},  {"float", 32, 'f', 9, ROW(float)},
    {"double", 64, 'f', 10, ROW(double)},
#if LN_HAS_HALF
    {"half", 16, 'f', 8, ROW32(half)},
#endif
};

/* The op's model on one lane: ref_bin / ref_un with the op's R_ code, or the selection function. */
#define MCASE(CODE, OP, AR, ARGS, RES, REF, FREF, U_) case CODE: return MC_##ARGS(REF);
#define MC_T(REF) ref_un(REF, kind, bits, A, 1)
#define MC_TT(REF) ref_bin(REF, kind, bits, A, B, 1, bits)
#define MC_TN(REF) ref_bin(REF, kind, bits, A, B, 1, bits)
#define MC_TTM(REF) REF(A, B, C, bits)
#define MC_TTT(REF) REF(A, B, C, bits)
static uint64_t model(int op, char kind, int bits, uint64_t A, uint64_t B, uint64_t C) {
  switch (op) { O_LIST(MCASE, _) }
  return 0xdead;
}
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  unsigned nt = sizeof types / sizeof types[0];
  unsigned t = fz_u8(&in) % nt, ni = fz_u8(&in) % 7;
  while (!types[t].f[ni]) ni--; /* the widest lane count the type has */
  int bits = types[t].bits, n = lane_counts[ni], w = bits / 8;
  char kind = types[t].kind;
  int op = fz_u8(&in) % O_NOPS;
  while (!((o_types[op] >> types[t].ei) & 1)) op = (op + 1) % O_NOPS; /* an op that takes the type */
  _Alignas(128) uint8_t a[128], b[128], c[128], r[128];
  fz_fill(a, &in, bits, kind == 'f' ? 'f' : 'i', n);
  fz_fill(b, &in, bits, kind == 'f' ? 'f' : 'i', n);
  fz_fill(c, &in, bits, 'i', n);
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](op, a, b, c, r);
  /* floating arithmetic (not selection, which copies bits): any NaN for a NaN */
  int nan_any = kind == 'f' && o_result[op] == 'T' && (!strcmp(o_args[op], "TT") || !strcmp(o_args[op], "T"));
  for (int i = 0; i < n; i++) {
    uint64_t A = fz_get(a, w, i), B = fz_get(b, w, i), C = fz_get(c, w, i), want;
    want = model(op, kind, bits, A, B, C);
    uint64_t got = fz_get(r, w, i);
    if (!fz_same(got, want, bits, nan_any))
      FZ_FAIL("ln_%s on %s%d lane %d: a %#llx b %#llx c %#llx: got %#llx want %#llx", o_name[op], types[t].name, n, i,
              (unsigned long long)A, (unsigned long long)B, (unsigned long long)C, (unsigned long long)got,
              (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, w, 3) != 0) FZ_FAIL("ln_%s on %s3: padding lane %#llx, not 0", o_name[op], types[t].name,
                                              (unsigned long long)fz_get(r, w, 3));
  return 0;
}
