/* libFuzzer target: lanes/integer.h.  Each input picks an integer element type (8 types), a
 * lane count (2 3 4 8 16) and a built-in (abs, abs_diff, add_sat, sub_sat, hadd, rhadd, clz,
 * ctz, popcount, rotate, mul_hi, mad_hi, mad_sat, min, max, clamp; upsample for char .. uint,
 * with a twice-as-wide result; mul24 and mad24 for int/uint), and the operand lanes; every result lane is compared with
 * tests/ref/ref_integer.h and the padding lane of 3-lane results must be 0.  The functions
 * with ISA kernels (add_sat, sub_sat, clz, popcount) are also called through their portable
 * code ln__portable_* and compared with the model, so an ISA build (v3, v4) checks both. */
/* fuzz-variants: base v3 v4 */
#include <lanes/integer.h>

#include "fuzz/fuzz.h"
#include "ref/ref_integer.h"

enum { I_ABS, I_ABSDIFF, I_ADDSAT, I_SUBSAT, I_HADD, I_RHADD, I_CLZ, I_CTZ, I_POPC, I_ROT, I_MULHI,
       I_MADHI, I_MADSAT, I_MIN, I_MAX, I_CLAMP, I_UPS, I_MUL24, I_MAD24, I_NOPS };
static const char *op_name[I_NOPS] = {"abs", "abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "clz",
                                      "ctz", "popcount", "rotate", "mul_hi", "mad_hi", "mad_sat", "min",
                                      "max", "clamp", "upsample", "mul24", "mad24"};

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
    return;                    \
  }
#define NOEXTRA(T, N)
#define NOUPS(T, N)
/* upsample(a, b as the unsigned type U of T's width): twice the width */
#define UPS(T, N, U)                                                  \
  case I_UPS: {                                                    \
    ln_##U##N lo_;                                                 \
    memcpy(&lo_, pb, sizeof lo_);                                  \
    ST(ln_upsample_##T##N(a, lo_))                                 \
  }
#define UPS_uchar(T, N) UPS(T, N, uchar)
#define UPS_ushort(T, N) UPS(T, N, ushort)
#define UPS_uint(T, N) UPS(T, N, uint)
#define EXTRA24(T, N)                       \
  case I_MUL24: ST(ln_mul24_##T##N(a, b))   \
  case I_MAD24: ST(ln_mad24_##T##N(a, b, c))
#define FN(T, N, E, UP)                                                                     \
  static void op_##T##N(int op, const void *pa, const void *pb, const void *pc, void *r) {  \
    ln_##T##N a, b, c;                                                                      \
    memcpy(&a, pa, sizeof a);                                                               \
    memcpy(&b, pb, sizeof b);                                                               \
    memcpy(&c, pc, sizeof c);                                                               \
    switch (op) {                                                                           \
      case I_ABS: ST(ln_abs_##T##N(a))                                                      \
      case I_ABSDIFF: ST(ln_abs_diff_##T##N(a, b))                                          \
      case I_ADDSAT: ST(ln_add_sat_##T##N(a, b))                                            \
      case I_SUBSAT: ST(ln_sub_sat_##T##N(a, b))                                            \
      case I_HADD: ST(ln_hadd_##T##N(a, b))                                                 \
      case I_RHADD: ST(ln_rhadd_##T##N(a, b))                                               \
      case I_CLZ: ST(ln_clz_##T##N(a))                                                      \
      case I_CTZ: ST(ln_ctz_##T##N(a))                                                      \
      case I_POPC: ST(ln_popcount_##T##N(a))                                                \
      case I_ROT: ST(ln_rotate_##T##N(a, b))                                                \
      case I_MULHI: ST(ln_mul_hi_##T##N(a, b))                                              \
      case I_MADHI: ST(ln_mad_hi_##T##N(a, b, c))                                           \
      case I_MADSAT: ST(ln_mad_sat_##T##N(a, b, c))                                         \
      case I_MIN: ST(ln_min_##T##N(a, b))                                                   \
      case I_MAX: ST(ln_max_##T##N(a, b))                                                   \
      case I_CLAMP: ST(ln_clamp_##T##N(a, b, c))                                            \
      E(T, N)                                                                               \
      UP(T, N)                                                                              \
    }                                                                                       \
  }
#define SIZES(T, E, UP) FN(T, 2, E, UP) FN(T, 3, E, UP) FN(T, 4, E, UP) FN(T, 8, E, UP) FN(T, 16, E, UP)
SIZES(char, NOEXTRA, UPS_uchar)
SIZES(uchar, NOEXTRA, UPS_uchar)
SIZES(short, NOEXTRA, UPS_ushort)
SIZES(ushort, NOEXTRA, UPS_ushort)
SIZES(int, EXTRA24, UPS_uint)
SIZES(uint, EXTRA24, UPS_uint)
SIZES(long, NOEXTRA, NOUPS)
SIZES(ulong, NOEXTRA, NOUPS)

typedef void (*opfn)(int, const void *, const void *, const void *, void *);
#define ROW(T) {op_##T##2, op_##T##3, op_##T##4, op_##T##8, op_##T##16}
static const struct {
  const char *name;
  int bits, sgn;
  opfn f[5];
} types[8] = {{"char", 8, 1, ROW(char)},   {"uchar", 8, 0, ROW(uchar)}, {"short", 16, 1, ROW(short)},
              {"ushort", 16, 0, ROW(ushort)}, {"int", 32, 1, ROW(int)},    {"uint", 32, 0, ROW(uint)},
              {"long", 64, 1, ROW(long)},   {"ulong", 64, 0, ROW(ulong)}};
static const int lane_counts[5] = {2, 3, 4, 8, 16};

/* The portable code of the functions that have ISA kernels (type index, lane-count index). */
#define PORTABLE(X)                                                                                       \
  X(I_ADDSAT, add_sat, 0, char, 8) X(I_ADDSAT, add_sat, 0, char, 16) X(I_ADDSAT, add_sat, 1, uchar, 8)   \
  X(I_ADDSAT, add_sat, 1, uchar, 16) X(I_ADDSAT, add_sat, 2, short, 4) X(I_ADDSAT, add_sat, 2, short, 8) \
  X(I_ADDSAT, add_sat, 2, short, 16) X(I_ADDSAT, add_sat, 3, ushort, 4) X(I_ADDSAT, add_sat, 3, ushort, 8) \
  X(I_ADDSAT, add_sat, 3, ushort, 16)                                                                     \
  X(I_SUBSAT, sub_sat, 0, char, 8) X(I_SUBSAT, sub_sat, 0, char, 16) X(I_SUBSAT, sub_sat, 1, uchar, 8)   \
  X(I_SUBSAT, sub_sat, 1, uchar, 16) X(I_SUBSAT, sub_sat, 2, short, 4) X(I_SUBSAT, sub_sat, 2, short, 8) \
  X(I_SUBSAT, sub_sat, 2, short, 16) X(I_SUBSAT, sub_sat, 3, ushort, 4) X(I_SUBSAT, sub_sat, 3, ushort, 8) \
  X(I_SUBSAT, sub_sat, 3, ushort, 16)                                                                     \
  X(I_CLZ, clz, 0, char, 8) X(I_CLZ, clz, 0, char, 16) X(I_CLZ, clz, 1, uchar, 8) X(I_CLZ, clz, 1, uchar, 16) \
  X(I_CLZ, clz, 2, short, 4) X(I_CLZ, clz, 2, short, 8) X(I_CLZ, clz, 3, ushort, 4) X(I_CLZ, clz, 3, ushort, 8) \
  X(I_CLZ, clz, 4, int, 2) X(I_CLZ, clz, 4, int, 4) X(I_CLZ, clz, 4, int, 8) X(I_CLZ, clz, 4, int, 16)    \
  X(I_CLZ, clz, 5, uint, 2) X(I_CLZ, clz, 5, uint, 4) X(I_CLZ, clz, 5, uint, 8) X(I_CLZ, clz, 5, uint, 16) \
  X(I_CLZ, clz, 6, long, 2) X(I_CLZ, clz, 6, long, 4) X(I_CLZ, clz, 6, long, 8)                          \
  X(I_CLZ, clz, 7, ulong, 2) X(I_CLZ, clz, 7, ulong, 4) X(I_CLZ, clz, 7, ulong, 8)                       \
  X(I_POPC, popcount, 0, char, 8) X(I_POPC, popcount, 0, char, 16) X(I_POPC, popcount, 1, uchar, 8)      \
  X(I_POPC, popcount, 1, uchar, 16) X(I_POPC, popcount, 2, short, 4) X(I_POPC, popcount, 2, short, 8)    \
  X(I_POPC, popcount, 2, short, 16) X(I_POPC, popcount, 3, ushort, 4) X(I_POPC, popcount, 3, ushort, 8)  \
  X(I_POPC, popcount, 3, ushort, 16) X(I_POPC, popcount, 4, int, 2) X(I_POPC, popcount, 4, int, 4)       \
  X(I_POPC, popcount, 4, int, 8) X(I_POPC, popcount, 4, int, 16) X(I_POPC, popcount, 5, uint, 2)         \
  X(I_POPC, popcount, 5, uint, 4) X(I_POPC, popcount, 5, uint, 8) X(I_POPC, popcount, 5, uint, 16)       \
  X(I_POPC, popcount, 6, long, 2) X(I_POPC, popcount, 6, long, 4) X(I_POPC, popcount, 6, long, 8)        \
  X(I_POPC, popcount, 7, ulong, 2) X(I_POPC, popcount, 7, ulong, 4) X(I_POPC, popcount, 7, ulong, 8)
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

static uint64_t model(int op, int bits, int sgn, uint64_t A, uint64_t B, uint64_t C) {
  switch (op) {
    case I_ABS: return ref_abs(bits, sgn, A);
    case I_ABSDIFF: return ref_abs_diff(bits, sgn, A, B);
    case I_ADDSAT: return ref_add_sat(bits, sgn, A, B);
    case I_SUBSAT: return ref_sub_sat(bits, sgn, A, B);
    case I_HADD: return ref_hadd(bits, sgn, A, B);
    case I_RHADD: return ref_rhadd(bits, sgn, A, B);
    case I_CLZ: return ref_clz(bits, sgn, A);
    case I_CTZ: return ref_ctz(bits, sgn, A);
    case I_POPC: return ref_popcount(bits, sgn, A);
    case I_ROT: return ref_rotate(bits, sgn, A, B);
    case I_MULHI: return ref_mul_hi(bits, sgn, A, B);
    case I_MADHI: return ref_mad_hi(bits, sgn, A, B, C);
    case I_MADSAT: return ref_mad_sat(bits, sgn, A, B, C);
    case I_MIN: return ref_min(bits, sgn, A, B);
    case I_MAX: return ref_max(bits, sgn, A, B);
    case I_CLAMP: return ref_clamp(bits, sgn, A, B, C);
    case I_MUL24: return ref_mul24(bits, sgn, A, B);
    default: return ref_mad24(bits, sgn, A, B, C);
  }
}

static void check(const char *path, int op, int t, int ni, const uint8_t *a, const uint8_t *b, const uint8_t *c,
                  const uint8_t *r) {
  int bits = types[t].bits, sgn = types[t].sgn, n = lane_counts[ni], w = bits / 8;
  int rw = op == I_UPS ? 2 * w : w; /* result lane bytes */
  for (int i = 0; i < n; i++) {
    uint64_t A = fz_get(a, w, i), B = fz_get(b, w, i), C = fz_get(c, w, i);
    uint64_t want = op == I_UPS ? ref_upsample(bits, sgn, A, B) : model(op, bits, sgn, A, B, C),
             got = fz_get(r, rw, i);
    if (got != want)
      FZ_FAIL("%s ln_%s on %s%d lane %d: a %#llx b %#llx c %#llx: got %#llx want %#llx", path, op_name[op],
              types[t].name, n, i, (unsigned long long)A, (unsigned long long)B, (unsigned long long)C,
              (unsigned long long)got, (unsigned long long)want);
  }
  if (n == 3 && fz_get(r, rw, 3) != 0)
    FZ_FAIL("%s ln_%s on %s3: padding lane %#llx, not 0", path, op_name[op], types[t].name,
            (unsigned long long)fz_get(r, rw, 3));
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in);
  int t, ni, op, pi = -1;
  if (s0 & 0x80) { /* a function with ISA kernels, public and portable */
    pi = s1 % P_COUNT;
    op = port_tab[pi].op, t = port_tab[pi].t, ni = port_tab[pi].ni;
  } else {
    t = s0 & 7, ni = (s0 >> 3) % 5;
    op = s1 % (t == 4 || t == 5 ? I_NOPS : t >= 6 ? I_UPS : I_MUL24); /* upsample: 8-32 bits */
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
