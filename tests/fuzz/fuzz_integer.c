/* libFuzzer target: lanes/integer.h.  Each input picks an element type (the 8 integer types, or
 * half (LN_HAS_HALF), float, double), a lane count (2 3 4 8 16, and 32 64 for the types of at
 * most 512 bits) and an op that takes that type
 * (every op of the registry's table fuzz/table_integer.h: abs ... clamp, sign; upsample has a
 * twice-as-wide result: not fuzzed at 32 and 64 lanes, where test_integer covers char32 and
 * uchar32), and the operand lanes (floating: edges, NaN payloads, infinities,
 * zeros of both signs, denormals); every result lane is compared with the op's model in
 * tests/ref/ref_integer.h and the padding lane of 3-lane results must be 0.  The functions
 * with ISA kernels (add_sat, sub_sat, clz, popcount) are also called through their portable
 * code ln__portable_* and compared with the model, so an ISA build (v3, v4) checks both. */
/* fuzz-variants: base v3 v4 */
#include <lanes/integer.h>

#include "fuzz/fuzz.h"
#include "ref/ref_integer.h"
#include "ref/ref_ops.h" /* ref_f2d, ref_d2f: floating lanes <-> double, for the float models */
#include "fuzz/table_integer.h"

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
    return;                    \
  }
/* One case per op of the table that takes T, by argument kinds (U: the unsigned type of T's
 * width, from b's bytes). */
#define FCASE(CODE, OP, AR, ARGS, RES, REF, FREF, T, N) case CODE: FC_##ARGS(OP, T, N)
#define FC_T(OP, T, N) ST(ln_##OP##_##T##N(a))
#define FC_TT(OP, T, N) ST(ln_##OP##_##T##N(a, b))
#define FC_TN(OP, T, N) ST(ln_##OP##_##T##N(a, b))
#define FC_TTT(OP, T, N) ST(ln_##OP##_##T##N(a, b, c))
#define FC_TBB(OP, T, N) ST(ln_##OP##_##T##N(a, b, c))
#define FC_TU(OP, T, N)                  \
  {                                      \
    LN_U(T, N) lo_;                      \
    memcpy(&lo_, pb, sizeof lo_);        \
    ST(ln_##OP##_##T##N(a, lo_))         \
  }
#define LN_U(T, N) LN_U2(U_##T, N)
#define LN_U2(U, N) LN_U3(U, N)
#define LN_U3(U, N) ln_##U##N
#define U_char uchar
#define U_uchar uchar
#define U_short ushort
#define U_ushort ushort
#define U_int uint
#define U_uint uint
#define U_long ulong
#define U_ulong ulong
#define FN(T, N)                                                                            \
  static void op_##T##N(int op, const void *pa, const void *pb, const void *pc, void *r) {  \
    ln_##T##N a, b, c;                                                                      \
    memcpy(&a, pa, sizeof a);                                                               \
    memcpy(&b, pb, sizeof b);                                                               \
    memcpy(&c, pc, sizeof c);                                                               \
    (void)b;                                                                                \
    (void)c;                                                                                \
    switch (op) { I_TYPE_##T(FCASE, T, N) }                                                 \
  }
/* 32 and 64 lanes: every op but upsample (whose result type is missing for most of them) */
#define FCASEW(CODE, OP, AR, ARGS, RES, REF, FREF, T, N) case CODE: FCW_##ARGS(OP, T, N)
#define FCW_T FC_T
#define FCW_TT FC_TT
#define FCW_TN FC_TN
#define FCW_TTT FC_TTT
#define FCW_TBB FC_TBB
#define FCW_TU(OP, T, N) break;
#define FNW(T, N)                                                                           \
  static void op_##T##N(int op, const void *pa, const void *pb, const void *pc, void *r) {  \
    ln_##T##N a, b, c;                                                                      \
    memcpy(&a, pa, sizeof a);                                                               \
    memcpy(&b, pb, sizeof b);                                                               \
    memcpy(&c, pc, sizeof c);                                                               \
    switch (op) { I_TYPE_##T(FCASEW, T, N) }                                                \
  }
#define SIZES(T) FN(T, 2) FN(T, 3) FN(T, 4) FN(T, 8) FN(T, 16)
SIZES(char) FNW(char, 32) FNW(char, 64)
SIZES(uchar) FNW(uchar, 32) FNW(uchar, 64)
SIZES(short) FNW(short, 32)
SIZES(ushort) FNW(ushort, 32)
SIZES(int)
SIZES(uint)
SIZES(long)
SIZES(ulong)
#if LN_HAS_HALF
SIZES(half) FNW(half, 32)
#endif
SIZES(float)
SIZES(double)

typedef void (*opfn)(int, const void *, const void *, const void *, void *);
/* per lane count of lane_counts; 0 where the type has no vector of that many lanes */
#define ROW(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, 0, 0}
#define ROW32(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, op_##T##32, 0}
#define ROW64(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16, op_##T##32, op_##T##64}
static const struct {
  const char *name;
  int bits, sgn;
  opfn f[7];
} types[8] = {{"char", 8, 1, ROW64(char)},     {"uchar", 8, 0, ROW64(uchar)}, {"short", 16, 1, ROW32(short)},
              {"ushort", 16, 0, ROW32(ushort)}, {"int", 32, 1, ROW(int)},      {"uint", 32, 0, ROW(uint)},
              {"long", 64, 1, ROW(long)},       {"ulong", 64, 0, ROW(ulong)}};
static const int lane_counts[7] = {2, 3, 4, 8, 16, 32, 64};
/* The floating types (the ops of the table that take them: min, max, clamp, sign, ...); ei: the
 * element's index in the table's type masks. */
static const struct {
  const char *name;
  int bits, ei;
  opfn f[7];
} ftypes[] = {
    {"float", 32, 9, ROW(float)}, {"double", 64, 10, ROW(double)},
#if LN_HAS_HALF
    {"half", 16, 8, ROW32(half)},
#endif
};

/* The portable code of the functions that have ISA kernels (type index, lane-count index). */
#define PORTABLE(X)                                                                                       \
  X(I_ADD_SAT, add_sat, 0, char, 8) X(I_ADD_SAT, add_sat, 0, char, 16) X(I_ADD_SAT, add_sat, 1, uchar, 8)   \
  X(I_ADD_SAT, add_sat, 1, uchar, 16) X(I_ADD_SAT, add_sat, 2, short, 4) X(I_ADD_SAT, add_sat, 2, short, 8) \
  X(I_ADD_SAT, add_sat, 2, short, 16) X(I_ADD_SAT, add_sat, 3, ushort, 4) X(I_ADD_SAT, add_sat, 3, ushort, 8) \
  X(I_ADD_SAT, add_sat, 3, ushort, 16)                                                                     \
  X(I_SUB_SAT, sub_sat, 0, char, 8) X(I_SUB_SAT, sub_sat, 0, char, 16) X(I_SUB_SAT, sub_sat, 1, uchar, 8)   \
  X(I_SUB_SAT, sub_sat, 1, uchar, 16) X(I_SUB_SAT, sub_sat, 2, short, 4) X(I_SUB_SAT, sub_sat, 2, short, 8) \
  X(I_SUB_SAT, sub_sat, 2, short, 16) X(I_SUB_SAT, sub_sat, 3, ushort, 4) X(I_SUB_SAT, sub_sat, 3, ushort, 8) \
  X(I_SUB_SAT, sub_sat, 3, ushort, 16)                                                                     \
  X(I_CLZ, clz, 0, char, 8) X(I_CLZ, clz, 0, char, 16) X(I_CLZ, clz, 1, uchar, 8) X(I_CLZ, clz, 1, uchar, 16) \
  X(I_CLZ, clz, 2, short, 4) X(I_CLZ, clz, 2, short, 8) X(I_CLZ, clz, 3, ushort, 4) X(I_CLZ, clz, 3, ushort, 8) \
  X(I_CLZ, clz, 4, int, 2) X(I_CLZ, clz, 4, int, 4) X(I_CLZ, clz, 4, int, 8) X(I_CLZ, clz, 4, int, 16)    \
  X(I_CLZ, clz, 5, uint, 2) X(I_CLZ, clz, 5, uint, 4) X(I_CLZ, clz, 5, uint, 8) X(I_CLZ, clz, 5, uint, 16) \
  X(I_CLZ, clz, 6, long, 2) X(I_CLZ, clz, 6, long, 4) X(I_CLZ, clz, 6, long, 8)                          \
  X(I_CLZ, clz, 7, ulong, 2) X(I_CLZ, clz, 7, ulong, 4) X(I_CLZ, clz, 7, ulong, 8)                       \
  X(I_POPCOUNT, popcount, 0, char, 8) X(I_POPCOUNT, popcount, 0, char, 16) X(I_POPCOUNT, popcount, 1, uchar, 8)      \
  X(I_POPCOUNT, popcount, 1, uchar, 16) X(I_POPCOUNT, popcount, 2, short, 4) X(I_POPCOUNT, popcount, 2, short, 8)    \
  X(I_POPCOUNT, popcount, 2, short, 16) X(I_POPCOUNT, popcount, 3, ushort, 4) X(I_POPCOUNT, popcount, 3, ushort, 8)  \
  X(I_POPCOUNT, popcount, 3, ushort, 16) X(I_POPCOUNT, popcount, 4, int, 2) X(I_POPCOUNT, popcount, 4, int, 4)       \
  X(I_POPCOUNT, popcount, 4, int, 8) X(I_POPCOUNT, popcount, 4, int, 16) X(I_POPCOUNT, popcount, 5, uint, 2)         \
  X(I_POPCOUNT, popcount, 5, uint, 4) X(I_POPCOUNT, popcount, 5, uint, 8) X(I_POPCOUNT, popcount, 5, uint, 16)       \
  X(I_POPCOUNT, popcount, 6, long, 2) X(I_POPCOUNT, popcount, 6, long, 4) X(I_POPCOUNT, popcount, 6, long, 8)        \
  X(I_POPCOUNT, popcount, 7, ulong, 2) X(I_POPCOUNT, popcount, 7, ulong, 4) X(I_POPCOUNT, popcount, 7, ulong, 8)
#define NI(N) ((N) == 2 ? 0 : (N) == 3 ? 1 : (N) == 4 ? 2 : (N) == 8 ? 3 : 4)
#define PENTRY(OP, NAME, TI, T, N) {OP, TI, NI(N)},
static const struct { int op, t, ni; } port_tab[] = {PORTABLE(PENTRY)};
#define NPORT ((int)(sizeof port_tab / sizeof port_tab[0]))
#define PENUM(OP, NAME, TI, T, N) P_##NAME##_##T##N,
enum { PORTABLE(PENUM) P_COUNT };
#define PB_add_sat(T, N) ST(ln__portable_add_sat_##T##N(a, b))
#define PB_sub_sat(T, N) ST(ln__portable_sub_sat_##T##N(a, b))
#define PB_clz(T, N) ST(ln__portable_clz_##T##N(a))
#define PB_popcount(T, N) ST(ln__portable_popcount_##T##N(a))
#define PCASE(OP, NAME, TI, T, N)  \
  case P_##NAME##_##T##N: {        \
    ln_##T##N a, b;                \
    memcpy(&a, pa, sizeof a);      \
    memcpy(&b, pb, sizeof b);      \
    (void)b;                       \
    PB_##NAME(T, N)                \
  }
static void portable(int pi, const void *pa, const void *pb, void *r) {
  switch (pi) { PORTABLE(PCASE) }
}

/* The op's model on one lane. */
#define MCASE(CODE, OP, AR, ARGS, RES, REF, FREF, U_) case CODE: return MC_##AR(REF);
#define MC_1(REF) REF(bits, sgn, A)
#define MC_2(REF) REF(bits, sgn, A, B)
#define MC_3(REF) REF(bits, sgn, A, B, C)
static uint64_t model(int op, int bits, int sgn, uint64_t A, uint64_t B, uint64_t C) {
  switch (op) { I_LIST_INT(MCASE, _) }
  return 0xdead;
}

/* The op's floating model on exact double values. */
#define FMCASE(CODE, OP, AR, ARGS, RES, REF, FREF, U_) case CODE: return FM_##AR(FREF);
#define FM_1(F) F(x)
#define FM_2(F) F(x, y)
#define FM_3(F) F(x, y, z)
static double fmodel(int op, double x, double y, double z) {
  switch (op) { I_LIST_FLT(FMCASE, _) }
  return 0;
}

/* A floating type: every result lane against the model (any NaN for a NaN: the models work on
 * doubles, which do not keep a half's NaN payload). */
static void float_case(fz_in *in, uint8_t s0, uint8_t s1) {
  unsigned t = (s0 & 0x3f) % (sizeof ftypes / sizeof ftypes[0]), ni = (unsigned)(s1 >> 5) % 7;
  while (!ftypes[t].f[ni]) ni--; /* the widest lane count the type has */
  int bits = ftypes[t].bits, n = lane_counts[ni], w = bits / 8;
  int op = s1 % I_NOPS;
  while (!((i_types[op] >> ftypes[t].ei) & 1)) op = (op + 1) % I_NOPS;
  _Alignas(128) uint8_t a[128], b[128], c[128], r[128];
  fz_fill(a, in, bits, 'f', n);
  fz_fill(b, in, bits, 'f', n);
  fz_fill(c, in, bits, 'f', n);
  memset(r, 0xa5, sizeof r);
  ftypes[t].f[ni](op, a, b, c, r);
  for (int i = 0; i < n; i++) {
    uint64_t A = fz_get(a, w, i), B = fz_get(b, w, i), C = fz_get(c, w, i), got = fz_get(r, w, i);
    uint64_t want = ref_d2f(fmodel(op, ref_f2d(A, bits), ref_f2d(B, bits), ref_f2d(C, bits)), bits);
    if (!fz_same(got, want, bits, 1))
      FZ_FAIL("ln_%s on %s%d lane %d: a %#llx b %#llx c %#llx: got %#llx want %#llx", i_name[op], ftypes[t].name,
              n, i, (unsigned long long)A, (unsigned long long)B, (unsigned long long)C, (unsigned long long)got,
              (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, w, 3) != 0)
    FZ_FAIL("ln_%s on %s3: padding lane %#llx, not 0", i_name[op], ftypes[t].name, (unsigned long long)fz_get(r, w, 3));
}

static void check(const char *path, int op, int t, int ni, const uint8_t *a, const uint8_t *b, const uint8_t *c,
                  const uint8_t *r) {
  int bits = types[t].bits, sgn = types[t].sgn, n = lane_counts[ni], w = bits / 8;
  int rw = i_result[op] == 'W' ? 2 * w : w; /* result lane bytes */
  for (int i = 0; i < n; i++) {
    uint64_t A = fz_get(a, w, i), B = fz_get(b, w, i), C = fz_get(c, w, i);
    uint64_t want = model(op, bits, sgn, A, B, C),
             got = fz_get(r, rw, i);
    if (got != want)
      FZ_FAIL("%s ln_%s on %s%d lane %d: a %#llx b %#llx c %#llx: got %#llx want %#llx", path, i_name[op],
              types[t].name, n, i, (unsigned long long)A, (unsigned long long)B, (unsigned long long)C,
              (unsigned long long)got, (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, rw, 3) != 0)
    FZ_FAIL("%s ln_%s on %s3: padding lane %#llx, not 0", path, i_name[op], types[t].name,
            (unsigned long long)fz_get(r, rw, 3));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in);
  int t, ni, op, pi = -1;
  if ((s0 & 0xc0) == 0x40) { /* a floating type */
    float_case(&in, s0, s1);
    return 0;
  }
  if (s0 & 0x80) { /* a function with ISA kernels, public and portable */
    pi = s1 % P_COUNT;
    op = port_tab[pi].op, t = port_tab[pi].t, ni = port_tab[pi].ni;
  } else {
    t = s0 & 7, ni = (s0 >> 3) % 7;
    while (!types[t].f[ni]) ni--; /* the widest lane count the type has */
    op = s1 % I_NOPS;
    /* an op that takes type t (types[t] is element t); not upsample beyond 16 lanes */
    while (!((i_types[op] >> t) & 1) || (lane_counts[ni] > 16 && i_result[op] == 'W')) op = (op + 1) % I_NOPS;
  }
  int bits = types[t].bits, n = lane_counts[ni];
  _Alignas(128) uint8_t a[128], b[128], c[128], r[256];
  fz_fill(a, &in, bits, 'i', n);
  fz_fill(b, &in, bits, 'i', n);
  fz_fill(c, &in, bits, 'i', n);
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](op, a, b, c, r);
  check("public", op, t, ni, a, b, c, r);
  if (pi >= 0) {
    memset(r, 0xa5, sizeof r);
    portable(pi, a, b, r);
    check("portable", op, t, ni, a, b, c, r);
  }
  return 0;
}
