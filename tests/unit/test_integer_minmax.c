/* ln_min / ln_max / ln_clamp (lanes/integer.h) against tests/ref/ref_integer.h for every integer
 * and floating type x lane count (2 3 4 8 16, and 32 64 where the type has them) and scalars: vector/vector, vector/scalar (OpenCL's
 * sgentype forms) and scalar/scalar, on edge values (integer: tc_int_edge pairs; floating: NaNs,
 * +-inf, +-0, subnormals, tc_float_edge) and seeded random values, including clamp with
 * minval > maxval.  3-lane inputs carry garbage padding; results must have padding 0. */
#include <lanes/integer.h>
#include "common/check.h"
#include "common/float_bits.h"
#include "ref/ref_integer.h"
#include "unit/table_integer.h"

static const char *tc_type = "";

static uint64_t lane_bits(const void *res, int l, int bytes) {
  const unsigned char *p = (const unsigned char *)res + l * bytes;
  if (bytes == 1) { uint8_t t; memcpy(&t, p, 1); return t; }
  if (bytes == 2) { uint16_t t; memcpy(&t, p, 2); return t; }
  if (bytes == 4) { uint32_t t; memcpy(&t, p, 4); return t; }
  uint64_t t; memcpy(&t, p, 8); return t;
}

static void chk_i(const char *op, int nl, int bits, const void *res, size_t size, const uint64_t *want,
                  const uint64_t *a, const uint64_t *b, const uint64_t *c) {
  int bytes = bits / 8, lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)(lanes * bytes) == size, "%s %s: result size %zu", op, tc_type, size);
  for (int l = 0; l < lanes; l++) {
    uint64_t got = lane_bits(res, l, bytes), w = l < nl ? want[l] : 0;
    TC_CHECK(got == w, "%s %s lane %d: x=%#" PRIx64 " y=%#" PRIx64 " z=%#" PRIx64 " got %#" PRIx64 " want %#" PRIx64,
             op, tc_type, l, a[l], b[l], c[l], got, w);
  }
}

static uint64_t pick_i(int bits, unsigned it, int l, int arg) {
  if (it < TC_INT_EDGES * TC_INT_EDGES) {
    unsigned k = arg == 0 ? it % TC_INT_EDGES : arg == 1 ? it / TC_INT_EDGES : it * 5 + 1;
    return tc_int_edge(bits, k + (unsigned)l * (3u + (unsigned)arg));
  }
  uint64_t r = tc_rand();
  return (r & 3) == 0 ? tc_int_edge(bits, (unsigned)(r >> 8)) : (r & 3) == 1 ? (r >> 8) % 9 - 4 : tc_rand();
}

static void ld(void *dst, const uint64_t *src, int bytes, size_t size) {
  unsigned char *p = (unsigned char *)dst;
  for (size_t l = 0; l * (size_t)bytes < size; l++) {
    if (bytes == 1) { uint8_t t = (uint8_t)src[l]; memcpy(p + l, &t, 1); }
    if (bytes == 2) { uint16_t t = (uint16_t)src[l]; memcpy(p + 2 * l, &t, 2); }
    if (bytes == 4) { uint32_t t = (uint32_t)src[l]; memcpy(p + 4 * l, &t, 4); }
    if (bytes == 8) memcpy(p + 8 * l, &src[l], 8);
  }
}
typedef void (*tfn)(const uint64_t *, const uint64_t *, const uint64_t *);

/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

/* One small function per (type, lane count, form): sanitizer builds compile large functions
 * slowly.  S is the scalar type of V's lanes; s, t are lane 0 of b and c as scalars. */
#define CHI(FN, SUF, V, S, BITS, SGN, NL, CALL, REF)                                \
  static __attribute__((noinline)) void FN##SUF(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x, y, z; S s, t; uint64_t w[MAXL];                                              \
    ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); ld(&z, c, BITS / 8, sizeof z); \
    ld(&s, b, BITS / 8, sizeof s); ld(&t, c, BITS / 8, sizeof t);                   \
    __auto_type r_ = CALL;                                                          \
    for (int l = 0; l < NL; l++) w[l] = REF;                                        \
    chk_i(#CALL, NL, BITS, &r_, sizeof r_, w, a, b, c);                             \
  }

static void drive_i(const char *type, int bits, int nl, const tfn *fns, int nfns) {
  tc_type = type;
  for (unsigned it = 0; it < TC_INT_EDGES * TC_INT_EDGES + 1500u; it++) {
    uint64_t a[MAXL], b[MAXL], c[MAXL];
    for (int l = 0; l < MAXL; l++) {
      a[l] = (l < nl ? pick_i(bits, it, l, 0) : tc_rand()) & ri_mask(bits);
      b[l] = (l < nl ? pick_i(bits, it, l, 1) : tc_rand()) & ri_mask(bits);
      c[l] = (l < nl ? pick_i(bits, it, l, 2) : tc_rand()) & ri_mask(bits);
    }
    for (int f = 0; f < nfns; f++) fns[f](a, b, c);
  }
}

/* The argument list of an op of arity 1, 2, 3 from three candidates. */
#define A1(p, q, r) p
#define A2(p, q, r) p, q
#define A3(p, q, r) p, q, r
#define CALLN(f, ...) f(__VA_ARGS__)
/* The ops of the registry over every type (unit/table_integer.h, list ALL): the all-one-type form
 * and, for OpenCL's (gentype, sgentype) ops (sgen 1), the forms with scalars after x. */
#define IX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, CT, BITS, SGN, NL)             \
  CHI(FN, _##OP, V, CT, BITS, SGN, NL, CALLN(ln_##OP, A##AR(x, y, z)), REF(BITS, SGN, A##AR(a[l], b[l], c[l]))) \
  IXS##SGEN(OP, AR, REF, FN, V, CT, BITS, SGN, NL)
#define IXS0(...)
#define IXS1(OP, AR, REF, FN, V, CT, BITS, SGN, NL)                                 \
  CHI(FN, _##OP##s, V, CT, BITS, SGN, NL, CALLN(ln_##OP, A##AR(x, s, t)), REF(BITS, SGN, A##AR(a[l], b[0], c[0])))
/* FN_op (and FN_ops for sgen ops) as initialisers of a function table. */
#define XFN(OP, AR, ARGS, RES, REF, FREF, SGEN, FN) FN##_##OP, XFNS##SGEN(FN, OP)
#define XFNS0(FN, OP)
#define XFNS1(FN, OP) FN##_##OP##s,

#define DEF_I(FN, V, CT, BITS, SGN, NL)                                             \
  LN_TABLE_INTEGER_ALL(IX, FN, V, CT, BITS, SGN, NL)                                \
  static void FN(void) {                                                            \
    static const tfn fns[] = {LN_TABLE_INTEGER_ALL(XFN, FN)};                       \
    drive_i(#V, BITS, NL, fns, (int)(sizeof fns / sizeof fns[0]));                  \
  }

/* ---- floating ---- */
#define NSPECIAL 14u
static uint64_t special(int bits, unsigned i) {
  int mb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  uint64_t sign = 1ull << (bits - 1), expall = (sign - 1) & ~((1ull << mb) - 1), mant = (1ull << mb) - 1;
  const uint64_t v[NSPECIAL] = {expall | (1ull << (mb - 1)), expall | 1, sign | expall | (1ull << (mb - 1)),
                                sign | expall | mant, 1, mant, sign | 1, 1ull << mb, sign | (1ull << mb),
                                expall - 1, sign | (expall - 1), sign, 0, sign | expall};
  return v[i % NSPECIAL];
}
#define NEDGE (TC_FLOAT_EDGES + NSPECIAL)
static uint64_t pick_f(int bits, unsigned it, int l, int arg, uint64_t other) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  unsigned k;
  if (it < NEDGE * NEDGE) k = (arg == 0 ? it % NEDGE : arg == 1 ? it / NEDGE : it * 7 + 2) + (unsigned)l * (2u + (unsigned)arg);
  else {
    uint64_t r = tc_rand();
    if ((r & 3) == 0 && arg) return other ^ (1ull << (bits - 1));
    if ((r & 3) == 1) return tc_rand() & mask;
    k = (unsigned)(r >> 8);
  }
  k %= NEDGE;
  return k < TC_FLOAT_EDGES ? fbits(bits, tc_float_edge(k)) : special(bits, k - TC_FLOAT_EDGES);
}

static void chk_f(const char *op, int nl, int bits, const void *res, size_t size, const double *want,
                  const uint64_t *a, const uint64_t *b, const uint64_t *c) {
  int bytes = bits / 8, lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)(lanes * bytes) == size, "%s %s: result size %zu", op, tc_type, size);
  for (int l = 0; l < lanes; l++) {
    uint64_t got = lane_bits(res, l, bytes);
    int ok = l < nl ? tc_same_f64(fval(bits, got), want[l]) : got == 0;
    TC_CHECK(ok, "%s %s lane %d: x=%#" PRIx64 " y=%#" PRIx64 " z=%#" PRIx64 " got %#" PRIx64 " (%g) want %g",
             op, tc_type, l, a[l], b[l], c[l], got, fval(bits, got), l < nl ? want[l] : 0.0);
  }
}
#define FV(p) fval(bits_, p)
#define CHF(FN, SUF, V, S, BITS, NL, CALL, REF)                                     \
  static __attribute__((noinline)) void FN##SUF(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x, y, z; S s, t; double w[MAXL]; int k = (int)(c[15] % 7) - 3; const int bits_ = BITS; \
    ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); ld(&z, c, BITS / 8, sizeof z); \
    ld(&s, b, BITS / 8, sizeof s); ld(&t, c, BITS / 8, sizeof t);                   \
    __auto_type r_ = CALL;                                                          \
    for (int l = 0; l < NL; l++) w[l] = REF;                                        \
    chk_f(#CALL, NL, BITS, &r_, sizeof r_, w, a, b, c); (void)k;                    \
  }

static void drive_f(const char *type, int bits, int nl, const tfn *fns, int nfns) {
  tc_type = type;
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  for (unsigned it = 0; it < NEDGE * NEDGE + 2000u; it++) {
    uint64_t a[MAXL], b[MAXL], c[MAXL];
    for (int l = 0; l < MAXL; l++) {
      a[l] = (l < nl ? pick_f(bits, it, l, 0, 0) : tc_rand()) & mask;
      b[l] = (l < nl ? pick_f(bits, it, l, 1, a[l]) : tc_rand()) & mask;
      c[l] = (l < nl ? pick_f(bits, it, l, 2, a[l]) : tc_rand()) & mask;
    }
    c[15] = it;
    for (int f = 0; f < nfns; f++) fns[f](a, b, c);
  }
}

/* The ops of the registry over every type (list ALL) and over the floating types (list FLT), with
 * their floating models, as IX; plus min and clamp with int scalars (converted to the element
 * type). */
#define FX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, FT, BITS, NL)                 \
  CHF(FN, _##OP, V, FT, BITS, NL, CALLN(ln_##OP, A##AR(x, y, z)), FREF(A##AR(FV(a[l]), FV(b[l]), FV(c[l])))) \
  FXS##SGEN(OP, AR, FREF, FN, V, FT, BITS, NL)
#define FXS0(...)
#define FXS1(OP, AR, FREF, FN, V, FT, BITS, NL)                                     \
  CHF(FN, _##OP##s, V, FT, BITS, NL, CALLN(ln_##OP, A##AR(x, s, t)), FREF(A##AR(FV(a[l]), FV(b[0]), FV(c[0]))))
#define DEF_F(FN, V, FT, UT, BITS, NL)                                              \
  LN_TABLE_INTEGER_ALL(FX, FN, V, FT, BITS, NL)                                     \
  LN_TABLE_INTEGER_FLT(FX, FN, V, FT, BITS, NL)                                     \
  CHF(FN, _mini, V, FT, BITS, NL, ln_min(x, k), ref_fmin(FV(a[l]), (double)k))      \
  CHF(FN, _clampi, V, FT, BITS, NL, ln_clamp(x, -k, k), ref_fclamp(FV(a[l]), (double)-k, (double)k)) \
  static void FN(void) {                                                            \
    static const tfn fns[] = {LN_TABLE_INTEGER_ALL(XFN, FN) LN_TABLE_INTEGER_FLT(XFN, FN) FN##_mini, FN##_clampi}; \
    drive_f(#V, BITS, NL, fns, (int)(sizeof fns / sizeof fns[0]));                  \
  }

#define DEF_N(M, T, ...)                                                            \
  M(t_##T##1, ln_##T, __VA_ARGS__, 1)                                               \
  M(t_##T##2, ln_##T##2, __VA_ARGS__, 2)                                            \
  M(t_##T##3, ln_##T##3, __VA_ARGS__, 3)                                            \
  M(t_##T##4, ln_##T##4, __VA_ARGS__, 4)                                            \
  M(t_##T##8, ln_##T##8, __VA_ARGS__, 8)                                            \
  M(t_##T##16, ln_##T##16, __VA_ARGS__, 16)
#define RUN_N(T) t_##T##1(); t_##T##2(); t_##T##3(); t_##T##4(); t_##T##8(); t_##T##16();

DEF_N(DEF_I, char, int8_t, 8, 1)
DEF_N(DEF_I, uchar, uint8_t, 8, 0)
DEF_N(DEF_I, short, int16_t, 16, 1)
DEF_N(DEF_I, ushort, uint16_t, 16, 0)
DEF_I(t_char32, ln_char32, int8_t, 8, 1, 32)
DEF_I(t_char64, ln_char64, int8_t, 8, 1, 64)
DEF_I(t_uchar32, ln_uchar32, uint8_t, 8, 0, 32)
DEF_I(t_uchar64, ln_uchar64, uint8_t, 8, 0, 64)
DEF_I(t_short32, ln_short32, int16_t, 16, 1, 32)
DEF_I(t_ushort32, ln_ushort32, uint16_t, 16, 0, 32)
DEF_N(DEF_I, int, int32_t, 32, 1)
DEF_N(DEF_I, uint, uint32_t, 32, 0)
DEF_N(DEF_I, long, int64_t, 64, 1)
DEF_N(DEF_I, ulong, uint64_t, 64, 0)
#if LN_HAS_HALF
DEF_N(DEF_F, half, _Float16, uint16_t, 16)
DEF_F(t_half32, ln_half32, _Float16, uint16_t, 16, 32)
#endif
DEF_N(DEF_F, float, float, uint32_t, 32)
DEF_N(DEF_F, double, double, uint64_t, 64)

static void model_sanity(void) {
  tc_type = "model";
  /* Values PoCL (OpenCL C on the CPU) returns for these, measured. */
  TC_CHECK(tc_same_f64(ref_fmin(-0.0, 0.0), 0.0) && tc_same_f64(ref_fmin(0.0, -0.0), -0.0), "fmin zeros");
  TC_CHECK(tc_same_f64(ref_fmax(-0.0, 0.0), 0.0) && tc_same_f64(ref_fmax(0.0, -0.0), -0.0), "fmax zeros");
  TC_CHECK(ref_fmin(NAN, 2.0) == 2.0 && isnan(ref_fmin(2.0, NAN)) && isnan(ref_fmax(3.0, NAN)) &&
           ref_fmax(NAN, 3.0) == 3.0 && isnan(ref_fmin(NAN, NAN)), "NaN");
  TC_CHECK(ref_fclamp(5.0, 3.0, 1.0) == 1.0 && ref_fclamp(NAN, 1.0, 2.0) == 1.0, "clamp");
  TC_CHECK(ref_clamp(8, 1, 0x80, 0x10, 0xf0) == 0xf0 && ref_min(8, 0, 0x80, 0x10) == 0x10, "int clamp/min");
}

int main(void) {
  tc_family = "integer";
  tc_seed_from_env();
  model_sanity();
  RUN_N(char) RUN_N(uchar) RUN_N(short) RUN_N(ushort) RUN_N(int) RUN_N(uint) RUN_N(long) RUN_N(ulong)
  t_char32(); t_char64(); t_uchar32(); t_uchar64(); t_short32(); t_ushort32();
#if LN_HAS_HALF
  RUN_N(half) t_half32();
#endif
  RUN_N(float) RUN_N(double)
  /* scalar/scalar with mixed C types: usual arithmetic conversions. */
  tc_type = "mixed scalars";
  TC_CHECK(ln_min(1, 2.5) == 1.0 && ln_max((signed char)-1, 300) == 300 && ln_clamp(7u, 1, 5) == 5u, "mixed");
  TC_CHECK(ln_add_sat((signed char)100, (signed char)100) == 127 && ln_add_sat((signed char)100, 100) == 200, "char vs int");
  return tc_finish("test_integer_minmax");
}
