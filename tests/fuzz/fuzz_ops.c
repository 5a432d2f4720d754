/* libFuzzer target: lanes/ops.h.  Each input picks an element type (all 11), a lane count
 * (2 3 4 8 16), an operator (arithmetic, div/rem with zero and MIN/-1, shifts with any
 * count, bitwise, comparisons, logical, neg/inc/dec/not/lnot, select, bitselect) and the
 * operand lanes (raw bits, integer edges, float edges: NaN payloads, infinities, denormals;
 * the padding lane of 3-lane inputs is random).  Every result lane is compared with
 * tests/ref/ref_ops.h; the padding lane of 3-lane results must be 0. */
/* fuzz-variants: base v4 */
#include <lanes/ops.h>

#include "fuzz/fuzz.h"
#include "ref/ref_ops.h"

#define R_SEL 100
#define R_BSEL 101
static const int int_ops[] = {R_ADD, R_SUB, R_MUL, R_DIV, R_REM, R_SHL, R_SHR, R_AND, R_OR, R_XOR,
                              R_EQ, R_NE, R_LT, R_GT, R_LE, R_GE, R_LAND, R_LOR, R_NEG, R_INC,
                              R_DEC, R_NOT, R_LNOT, R_SEL, R_BSEL};
static const int flt_ops[] = {R_ADD, R_SUB, R_MUL, R_DIV, R_EQ, R_NE, R_LT, R_GT, R_LE, R_GE, R_NEG, R_SEL, R_BSEL};

#define ST(x)                          \
  {                                    \
    __auto_type t_ = (x);              \
    memcpy(r, &t_, sizeof t_);         \
    return;                            \
  }
#define COMMON(T, N)                                                       \
  case R_ADD: ST(ln_add_##T##N(a, b))                                      \
  case R_SUB: ST(ln_sub_##T##N(a, b))                                      \
  case R_MUL: ST(ln_mul_##T##N(a, b))                                      \
  case R_DIV: ST(ln_div_##T##N(a, b))                                      \
  case R_EQ: ST(ln_eq_##T##N(a, b))                                        \
  case R_NE: ST(ln_ne_##T##N(a, b))                                        \
  case R_LT: ST(ln_lt_##T##N(a, b))                                        \
  case R_GT: ST(ln_gt_##T##N(a, b))                                        \
  case R_LE: ST(ln_le_##T##N(a, b))                                        \
  case R_GE: ST(ln_ge_##T##N(a, b))                                        \
  case R_NEG: ST(ln_neg_##T##N(a))                                         \
  case R_SEL: ST(ln_select_##T##N(a, b, c))                                \
  case R_BSEL: ST(ln_bitselect_##T##N(a, b, b2))
#define FN(T, S, N, EXTRA)                                                                 \
  static void op_##T##N(int op, const void *pa, const void *pb, const void *pc, void *r) { \
    ln_##T##N a, b, b2;                                                                    \
    ln_##S##N c;                                                                           \
    memcpy(&a, pa, sizeof a);                                                              \
    memcpy(&b, pb, sizeof b);                                                              \
    memcpy(&b2, pc, sizeof b2);                                                            \
    memcpy(&c, pc, sizeof c);                                                              \
    switch (op) {                                                                          \
      COMMON(T, N)                                                                         \
      EXTRA(T, N)                                                                          \
    }                                                                                      \
  }
#define NOEXTRA(T, N)
#define INTEXTRA(T, N)                      \
  case R_REM: ST(ln_rem_##T##N(a, b))       \
  case R_SHL: ST(ln_shl_##T##N(a, b))       \
  case R_SHR: ST(ln_shr_##T##N(a, b))       \
  case R_AND: ST(ln_and_##T##N(a, b))       \
  case R_OR: ST(ln_or_##T##N(a, b))         \
  case R_XOR: ST(ln_xor_##T##N(a, b))       \
  case R_LAND: ST(ln_land_##T##N(a, b))     \
  case R_LOR: ST(ln_lor_##T##N(a, b))       \
  case R_INC: ST(ln_inc_##T##N(a))          \
  case R_DEC: ST(ln_dec_##T##N(a))          \
  case R_NOT: ST(ln_not_##T##N(a))          \
  case R_LNOT: ST(ln_lnot_##T##N(a))
#define SIZES(T, S, E) FN(T, S, 2, E) FN(T, S, 3, E) FN(T, S, 4, E) FN(T, S, 8, E) FN(T, S, 16, E)
SIZES(char, char, INTEXTRA)
SIZES(uchar, char, INTEXTRA)
SIZES(short, short, INTEXTRA)
SIZES(ushort, short, INTEXTRA)
SIZES(int, int, INTEXTRA)
SIZES(uint, int, INTEXTRA)
SIZES(long, long, INTEXTRA)
SIZES(ulong, long, INTEXTRA)
#if LN_HAS_HALF
SIZES(half, short, NOEXTRA)
#endif
SIZES(float, int, NOEXTRA)
SIZES(double, long, NOEXTRA)

typedef void (*opfn)(int, const void *, const void *, const void *, void *);
#define ROW(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16}
static const struct {
  const char *name;
  int bits;
  char kind;
  opfn f[5];
} types[] = {
    {"char", 8, 's', ROW(char)},      {"uchar", 8, 'u', ROW(uchar)},   {"short", 16, 's', ROW(short)},
    {"ushort", 16, 'u', ROW(ushort)}, {"int", 32, 's', ROW(int)},      {"uint", 32, 'u', ROW(uint)},
    {"long", 64, 's', ROW(long)},     {"ulong", 64, 'u', ROW(ulong)},  {"float", 32, 'f', ROW(float)},
    {"double", 64, 'f', ROW(double)},
#if LN_HAS_HALF
    {"half", 16, 'f', ROW(half)},
#endif
};
static const int lane_counts[5] = {2, 3, 4, 8, 16};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  unsigned nt = sizeof types / sizeof types[0];
  unsigned t = fz_u8(&in) % nt, ni = fz_u8(&in) % 5;
  int bits = types[t].bits, n = lane_counts[ni], w = bits / 8;
  char kind = types[t].kind;
  uint8_t o = fz_u8(&in);
  int op = kind == 'f' ? flt_ops[o % (sizeof flt_ops / sizeof flt_ops[0])]
                       : int_ops[o % (sizeof int_ops / sizeof int_ops[0])];
  _Alignas(128) uint8_t a[128], b[128], c[128], r[128];
  fz_fill(a, &in, bits, kind == 'f' ? 'f' : 'i', n);
  fz_fill(b, &in, bits, kind == 'f' ? 'f' : 'i', n);
  fz_fill(c, &in, bits, 'i', n);
  memset(r, 0xa5, sizeof r);
  types[t].f[ni](op, a, b, c, r);
  int nan_any = kind == 'f' && (op <= R_DIV || op == R_NEG);
  for (int i = 0; i < n; i++) {
    uint64_t A = fz_get(a, w, i), B = fz_get(b, w, i), C = fz_get(c, w, i), want;
    if (op == R_SEL) want = ref_select(A, B, C, bits);
    else if (op == R_BSEL) want = ref_bitselect(A, B, C, bits);
    else if (op >= R_NEG) want = ref_un(op, kind, bits, A, 1);
    else want = ref_bin(op, kind, bits, A, B, 1, bits);
    uint64_t got = fz_get(r, w, i);
    if (!fz_same(got, want, bits, nan_any))
      FZ_FAIL("op %d on %s%d lane %d: a %#llx b %#llx c %#llx: got %#llx want %#llx", op, types[t].name, n, i,
              (unsigned long long)A, (unsigned long long)B, (unsigned long long)C, (unsigned long long)got,
              (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, w, 3) != 0) FZ_FAIL("op %d on %s3: padding lane %#llx, not 0", op, types[t].name,
                                              (unsigned long long)fz_get(r, w, 3));
  return 0;
}
