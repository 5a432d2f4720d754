/* lanes/integer.h against tests/ref/ref_integer.h: every integer built-in x integer type x lane
 * count (2 3 4 8 16, and 32 64 where the type has them) and scalars, on edge values (every pair of tc_int_edge values in lane 0,
 * shifted edge mixes in the other lanes) and seeded random values.  3-lane inputs carry random
 * garbage in the padding lane; results must have padding 0.  min/max/clamp: test_integer_minmax.c. */
#include <lanes/integer.h>
#include "common/check.h"
#include "ref/ref_integer.h"
#include "unit/table_integer.h"

static const char *tc_type = "";

/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

/* Compares the lanes of a result (lane width `bits`) with want[]; 3-lane results need padding 0. */
static void chk(const char *op, int nl, int bits, const void *res, size_t size, const uint64_t *want,
                const uint64_t *a, const uint64_t *b, const uint64_t *c) {
  int bytes = bits / 8, lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)(lanes * bytes) == size, "%s %s: result size %zu", op, tc_type, size);
  for (int l = 0; l < lanes; l++) {
    uint64_t got = 0;
    const unsigned char *p = (const unsigned char *)res + l * bytes;
    if (bits == 8) { uint8_t t; memcpy(&t, p, 1); got = t; }
    if (bits == 16) { uint16_t t; memcpy(&t, p, 2); got = t; }
    if (bits == 32) { uint32_t t; memcpy(&t, p, 4); got = t; }
    if (bits == 64) { uint64_t t; memcpy(&t, p, 8); got = t; }
    uint64_t w = l < nl ? want[l] & (bits == 64 ? ~0ull : (1ull << bits) - 1) : 0;
    TC_CHECK(got == w, "%s %s lane %d: a=%#" PRIx64 " b=%#" PRIx64 " c=%#" PRIx64 " got %#" PRIx64
             " want %#" PRIx64 "%s", op, tc_type, l, a[l], b[l], c[l], got, w, l < nl ? "" : " (padding)");
  }
}

/* Lane values: iteration it < 17*17 puts every pair of edge values in lane 0 of (a, b); later
 * iterations draw edges, random patterns and small values (shift counts) per lane. */
static uint64_t pick(int bits, unsigned it, int l, int arg) {
  if (it < TC_INT_EDGES * TC_INT_EDGES) {
    unsigned k = arg == 0 ? it % TC_INT_EDGES : arg == 1 ? it / TC_INT_EDGES : it * 7 + 3;
    return tc_int_edge(bits, k + (unsigned)l * (5u + (unsigned)arg));
  }
  uint64_t r = tc_rand();
  switch (r & 3) {
    case 0: return tc_int_edge(bits, (unsigned)(r >> 8));
    case 1: return (r >> 8) % 130 - 65;
    default: return tc_rand();
  }
}

#define ITERS (TC_INT_EDGES * TC_INT_EDGES + 700u)

/* Stores the low `bytes` bytes of each pattern as one lane of the object at dst (size bytes). */
static void ld(void *dst, const uint64_t *src, int bytes, size_t size) {
  unsigned char *p = (unsigned char *)dst;
  for (size_t l = 0; l * (size_t)bytes < size; l++) {
    if (bytes == 1) { uint8_t t = (uint8_t)src[l]; memcpy(p + l, &t, 1); }
    if (bytes == 2) { uint16_t t = (uint16_t)src[l]; memcpy(p + 2 * l, &t, 2); }
    if (bytes == 4) { uint32_t t = (uint32_t)src[l]; memcpy(p + 4 * l, &t, 4); }
    if (bytes == 8) memcpy(p + 8 * l, &src[l], 8);
  }
}

/* One small function per (type, lane count, op), so that no function grows large (sanitizer
 * builds compile large functions slowly).  V: the type under test, NL: logical lanes (1 for
 * scalars), UV: the lo type of upsample.  The ops and their models come from the registry's
 * table (unit/table_integer.h): OPX(op, arity, ..., model, ...) defines FN_op. */
#define OPR1(FN, V, BITS, SGN, NL, OP, REF)                                          \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x; uint64_t w[MAXL]; ld(&x, a, BITS / 8, sizeof x);                             \
    __auto_type r_ = ln_##OP(x);                                                    \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, SGN, a[l]);                       \
    chk(#OP, NL, BITS, &r_, sizeof r_, w, a, b, c);                                 \
  }
#define OPR2(FN, V, BITS, SGN, NL, OP, REF)                                          \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x, y; uint64_t w[MAXL]; ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); \
    __auto_type r_ = ln_##OP(x, y);                                                 \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, SGN, a[l], b[l]);                 \
    chk(#OP, NL, BITS, &r_, sizeof r_, w, a, b, c);                                 \
  }
#define OPR3(FN, V, BITS, SGN, NL, OP, REF)                                          \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x, y, z; uint64_t w[MAXL];                                                      \
    ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); ld(&z, c, BITS / 8, sizeof z); \
    __auto_type r_ = ln_##OP(x, y, z);                                              \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, SGN, a[l], b[l], c[l]);           \
    chk(#OP, NL, BITS, &r_, sizeof r_, w, a, b, c);                                 \
  }
/* upsample: y has the unsigned type UV, the result twice the lane width. */
#define OPUP(FN, V, UV, BITS, SGN, NL, OP, REF)                                     \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    V x; UV y; uint64_t w[MAXL]; ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); \
    __auto_type r_ = ln_##OP(x, y);                                                 \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, SGN, a[l], b[l]);                 \
    chk(#OP, NL, 2 * BITS, &r_, sizeof r_, w, a, b, c);                             \
  }
#define OPX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, BITS, SGN, NL) OPR##AR(FN, V, BITS, SGN, NL, OP, REF)
#define OPXU(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, UV, BITS, SGN, NL) OPUP(FN, V, UV, BITS, SGN, NL, OP, REF)
#define FNX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN) FN##_##OP,

/* Runs CALLS(FN) on ITERS triples of lane patterns (3-lane padding and unused lanes random). */
static void drive(const char *type, int bits, int nl, void (*const *fns)(const uint64_t *, const uint64_t *, const uint64_t *), int nfns) {
  tc_type = type;
  for (unsigned it = 0; it < ITERS; it++) {
    uint64_t a[MAXL], b[MAXL], c[MAXL];
    for (int l = 0; l < MAXL; l++) {
      a[l] = l < nl ? pick(bits, it, l, 0) : tc_rand();
      b[l] = l < nl ? pick(bits, it, l, 1) : tc_rand();
      c[l] = l < nl ? pick(bits, it, l, 2) : tc_rand();
    }
    for (int f = 0; f < nfns; f++) fns[f](a, b, c);
  }
}

#define DEF_FNS(FN, V, BITS, NL, LIST)                                             \
  static void FN(void) {                                                            \
    static void (*const fns[])(const uint64_t *, const uint64_t *, const uint64_t *) = {LIST(FNX, FN)}; \
    drive(#V, BITS, NL, fns, (int)(sizeof fns / sizeof fns[0]));                    \
  }
/* Every op of the type set INT (all integer types), of INT32 (int, uint), of UPS (upsample). */
#define DEF_INT(FN, V, CT, BITS, SGN, NL)                                           \
  LN_TABLE_INTEGER_INT(OPX, FN, V, BITS, SGN, NL)                                   \
  DEF_FNS(FN, V, BITS, NL, LN_TABLE_INTEGER_INT)

#define DEF_24(FN, V, CT, BITS, SGN, NL)                                            \
  LN_TABLE_INTEGER_INT32(OPX, FN, V, BITS, SGN, NL)                                 \
  DEF_FNS(FN, V, BITS, NL, LN_TABLE_INTEGER_INT32)

#define DEF_UPS(FN, V, UV, CT, UCT, BITS, SGN, NL)                                  \
  LN_TABLE_INTEGER_UPS(OPXU, FN, V, UV, BITS, SGN, NL)                              \
  DEF_FNS(FN, V, BITS, NL, LN_TABLE_INTEGER_UPS)

#define DEF_ALL_N(M, T, ...)                                                       \
  M(t_##T##1, ln_##T, __VA_ARGS__, 1)                                              \
  M(t_##T##2, ln_##T##2, __VA_ARGS__, 2)                                           \
  M(t_##T##3, ln_##T##3, __VA_ARGS__, 3)                                           \
  M(t_##T##4, ln_##T##4, __VA_ARGS__, 4)                                           \
  M(t_##T##8, ln_##T##8, __VA_ARGS__, 8)                                           \
  M(t_##T##16, ln_##T##16, __VA_ARGS__, 16)
#define RUN_ALL_N(T) t_##T##1(); t_##T##2(); t_##T##3(); t_##T##4(); t_##T##8(); t_##T##16();

DEF_ALL_N(DEF_INT, char, int8_t, 8, 1)
DEF_ALL_N(DEF_INT, uchar, uint8_t, 8, 0)
DEF_ALL_N(DEF_INT, short, int16_t, 16, 1)
DEF_ALL_N(DEF_INT, ushort, uint16_t, 16, 0)
DEF_INT(t_char32, ln_char32, int8_t, 8, 1, 32)
DEF_INT(t_char64, ln_char64, int8_t, 8, 1, 64)
DEF_INT(t_uchar32, ln_uchar32, uint8_t, 8, 0, 32)
DEF_INT(t_uchar64, ln_uchar64, uint8_t, 8, 0, 64)
DEF_INT(t_short32, ln_short32, int16_t, 16, 1, 32)
DEF_INT(t_ushort32, ln_ushort32, uint16_t, 16, 0, 32)
DEF_ALL_N(DEF_INT, int, int32_t, 32, 1)
DEF_ALL_N(DEF_INT, uint, uint32_t, 32, 0)
DEF_ALL_N(DEF_INT, long, int64_t, 64, 1)
DEF_ALL_N(DEF_INT, ulong, uint64_t, 64, 0)

#define DEF_24_N(T, CT, SGN)                                                       \
  DEF_24(m_##T##1, ln_##T, CT, 32, SGN, 1)                                         \
  DEF_24(m_##T##2, ln_##T##2, CT, 32, SGN, 2)                                      \
  DEF_24(m_##T##3, ln_##T##3, CT, 32, SGN, 3)                                      \
  DEF_24(m_##T##4, ln_##T##4, CT, 32, SGN, 4)                                      \
  DEF_24(m_##T##8, ln_##T##8, CT, 32, SGN, 8)                                      \
  DEF_24(m_##T##16, ln_##T##16, CT, 32, SGN, 16)
DEF_24_N(int, int32_t, 1)
DEF_24_N(uint, uint32_t, 0)

#define DEF_UPS_N(T, UT, CT, UCT, BITS, SGN)                                       \
  DEF_UPS(u_##T##1, ln_##T, ln_##UT, CT, UCT, BITS, SGN, 1)                        \
  DEF_UPS(u_##T##2, ln_##T##2, ln_##UT##2, CT, UCT, BITS, SGN, 2)                  \
  DEF_UPS(u_##T##3, ln_##T##3, ln_##UT##3, CT, UCT, BITS, SGN, 3)                  \
  DEF_UPS(u_##T##4, ln_##T##4, ln_##UT##4, CT, UCT, BITS, SGN, 4)                  \
  DEF_UPS(u_##T##8, ln_##T##8, ln_##UT##8, CT, UCT, BITS, SGN, 8)                  \
  DEF_UPS(u_##T##16, ln_##T##16, ln_##UT##16, CT, UCT, BITS, SGN, 16)
DEF_UPS_N(char, uchar, int8_t, uint8_t, 8, 1)
DEF_UPS_N(uchar, uchar, uint8_t, uint8_t, 8, 0)
DEF_UPS(u_char32, ln_char32, ln_uchar32, int8_t, uint8_t, 8, 1, 32)
DEF_UPS(u_uchar32, ln_uchar32, ln_uchar32, uint8_t, uint8_t, 8, 0, 32)
DEF_UPS_N(short, ushort, int16_t, uint16_t, 16, 1)
DEF_UPS_N(ushort, ushort, uint16_t, uint16_t, 16, 0)
DEF_UPS_N(int, uint, int32_t, uint32_t, 32, 1)
DEF_UPS_N(uint, uint, uint32_t, uint32_t, 32, 0)

/* The portable code of every function that has an ISA kernel (ln__portable_<op>_<name>, listed
 * by LN__I_HOOKED), so that it is checked in every configuration, ISA kernels or not. */
#define BITS_char 8
#define BITS_uchar 8
#define BITS_short 16
#define BITS_ushort 16
#define BITS_int 32
#define BITS_uint 32
#define BITS_long 64
#define BITS_ulong 64
#define SGN_char 1
#define SGN_uchar 0
#define SGN_short 1
#define SGN_ushort 0
#define SGN_int 1
#define SGN_uint 0
#define SGN_long 1
#define SGN_ulong 0
#define PX(op, e, n, ar) PX##ar(op, e, n, BITS_##e, SGN_##e)
#define PX1(op, e, n, BITS, SGN)                                                    \
  static __attribute__((noinline)) void p_##op##_##e##n(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    ln_##e##n x; uint64_t w[MAXL]; ld(&x, a, BITS / 8, sizeof x);                     \
    __auto_type r_ = ln__portable_##op##_##e##n(x);                                 \
    for (int l = 0; l < n; l++) w[l] = ref_##op(BITS, SGN, a[l]);                   \
    chk("portable " #op, n, BITS, &r_, sizeof r_, w, a, b, c);                      \
  }
#define PX2(op, e, n, BITS, SGN)                                                    \
  static __attribute__((noinline)) void p_##op##_##e##n(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    ln_##e##n x, y; uint64_t w[MAXL]; ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); \
    __auto_type r_ = ln__portable_##op##_##e##n(x, y);                              \
    for (int l = 0; l < n; l++) w[l] = ref_##op(BITS, SGN, a[l], b[l]);             \
    chk("portable " #op, n, BITS, &r_, sizeof r_, w, a, b, c);                      \
  }
LN__I_HOOKED(PX)
#define PRUN(op, e, n, ar)                                                          \
  { static void (*const f[])(const uint64_t *, const uint64_t *, const uint64_t *) = {p_##op##_##e##n}; \
    drive("ln_" #e #n, BITS_##e, n, f, 1); }
static void portable(void) { LN__I_HOOKED(PRUN) }

/* Hand-checked values: the model itself is tested against a few known OpenCL results. */
static void model_sanity(void) {
  tc_type = "model";
  TC_CHECK(ref_abs(8, 1, 0x80) == 0x80, "abs(CHAR_MIN)");
  TC_CHECK(ref_abs_diff(8, 1, 0x80, 0x7f) == 0xff, "abs_diff(-128,127)");
  TC_CHECK(ref_add_sat(8, 1, 100, 100) == 127 && ref_add_sat(8, 0, 200, 100) == 255, "add_sat");
  TC_CHECK(ref_sub_sat(8, 0, 1, 2) == 0 && ref_sub_sat(8, 1, 0x80, 1) == 0x80, "sub_sat");
  TC_CHECK(ref_hadd(8, 1, 0xff, 0xfe) == 0xfe && ref_rhadd(8, 1, 0xff, 0xfe) == 0xff, "hadd -1,-2");
  TC_CHECK(ref_hadd(32, 0, 0xffffffff, 0xffffffff) == 0xffffffff, "hadd max");
  TC_CHECK(ref_clz(16, 0, 0) == 16 && ref_clz(16, 0, 1) == 15 && ref_ctz(64, 0, 0) == 64, "clz/ctz");
  TC_CHECK(ref_rotate(8, 0, 0x81, 1) == 0x03 && ref_rotate(8, 1, 0x81, 0xff) == 0xc0, "rotate");
  TC_CHECK(ref_mul_hi(32, 1, 0xffffffff, 1) == 0xffffffff && ref_mul_hi(32, 0, 0xffffffff, 2) == 1, "mul_hi");
  TC_CHECK(ref_mad_sat(64, 0, ~0ull, 2, 0) == ~0ull && ref_mad_sat(16, 1, 0x8000, 0x8000, 0) == 0x7fff, "mad_sat");
  /* Outside the 24-bit range, the values PoCL returns (the wrapped 32-bit product). */
  TC_CHECK(ref_mul24(32, 1, 0xffffff, 2) == 0x1fffffe && ref_mul24(32, 0, 0x1000002, 3) == 0x3000006 &&
           ref_mul24(32, 1, 0x80000000, 1) == 0x80000000, "mul24");
  TC_CHECK(ref_upsample(8, 1, 0xff, 0x01) == 0xff01 && ref_upsample(32, 0, 1, 2) == 0x100000002ull, "upsample");
  /* 64-bit lanes, where the model's own 128-bit arithmetic matters (values worked by hand). */
  const uint64_t MIN64 = 0x8000000000000000ull, MAX64 = 0x7fffffffffffffffull;
  TC_CHECK(ref_mul_hi(64, 0, ~0ull, ~0ull) == 0xfffffffffffffffeull, "mul_hi ulong max*max");
  TC_CHECK(ref_mul_hi(64, 1, MIN64, MIN64) == 0x4000000000000000ull, "mul_hi long min*min = 2^126");
  TC_CHECK(ref_mul_hi(64, 1, MIN64, MAX64) == 0xc000000000000000ull, "mul_hi long min*max: floor(-2^62 + 1/2)");
  TC_CHECK(ref_mul_hi(64, 1, ~0ull, 1) == ~0ull && ref_mul_hi(64, 1, ~0ull, ~0ull) == 0, "mul_hi long -1*1, -1*-1");
  TC_CHECK(ref_mul_hi(64, 0, 1ull << 32, 1ull << 32) == 1 && ref_mul_hi(64, 1, ~0ull << 32, 1ull << 32) == ~0ull,
           "mul_hi 2^32*2^32, -2^32*2^32");
  TC_CHECK(ref_mul_hi(64, 0, 0x123456789abcdef0ull, 0xfedcba9876543210ull) == 0x121fa00ad77d7422ull, "mul_hi ulong");
  TC_CHECK(ref_mad_hi(64, 0, ~0ull, ~0ull, 2) == 0 && ref_mad_hi(64, 1, MIN64, MIN64, MIN64) == 0xc000000000000000ull,
           "mad_hi 64");
  TC_CHECK(ref_mad_sat(64, 1, MIN64, MIN64, 0) == MAX64 && ref_mad_sat(64, 1, MIN64, 1, ~0ull) == MIN64 &&
           ref_mad_sat(64, 1, MAX64, ~0ull, ~0ull) == MIN64 && ref_mad_sat(64, 1, MAX64, 1, 1) == MAX64, "mad_sat long");
  TC_CHECK(ref_mad_sat(64, 0, 1ull << 32, (1ull << 32) - 1, (1ull << 32) - 2) == 0xfffffffffffffffeull &&
           ref_mad_sat(64, 0, 1ull << 32, 1ull << 32, 0) == ~0ull && ref_mad_sat(64, 0, ~0ull, ~0ull, ~0ull) == ~0ull,
           "mad_sat ulong");
  TC_CHECK(ref_abs_diff(64, 1, MIN64, MAX64) == ~0ull && ref_abs(64, 1, MIN64) == MIN64, "abs_diff/abs long");
  TC_CHECK(ref_add_sat(64, 0, ~0ull, 1) == ~0ull && ref_add_sat(64, 1, MAX64, 1) == MAX64 &&
           ref_sub_sat(64, 1, MIN64, 1) == MIN64 && ref_sub_sat(64, 0, 0, ~0ull) == 0, "add_sat/sub_sat 64");
  TC_CHECK(ref_hadd(64, 0, ~0ull, ~0ull) == ~0ull && ref_hadd(64, 1, MIN64, MIN64) == MIN64 &&
           ref_rhadd(64, 1, MAX64, MAX64) == MAX64 && ref_rhadd(64, 1, ~0ull, MIN64) == 0xc000000000000000ull &&
           ref_hadd(64, 1, ~0ull, MIN64) == 0xbfffffffffffffffull, "hadd/rhadd 64");
  TC_CHECK(ref_rotate(64, 1, 1, ~0ull) == MIN64 && ref_rotate(64, 0, 1, ~0ull) == MIN64 &&
           ref_rotate(64, 1, 1, MIN64 + 1) == 2, "rotate 64 by -1, 2^64-1, -2^63+1");
  TC_CHECK(ref_min(64, 1, MIN64, MAX64) == MIN64 && ref_min(64, 0, MIN64, MAX64) == MAX64, "min 64");
}

/* The model's 128-bit helpers.  On every target: ri_mul against multiplication by shifts and
 * adds (another algorithm), and identities.  Where the compiler has __int128 (x86-64, AArch64,
 * s390x, ppc64le): every helper against it on edge and random operands. */
static ri_w rnd_w(unsigned i) {
  ri_w w;
  uint64_t r = tc_rand();
  switch (r & 3) {
    case 0: w = ri_val(64, 1, tc_int_edge(64, (unsigned)(r >> 8))); break;      /* sign-extended */
    case 1: w = ri_u64(tc_int_edge(64, (unsigned)(r >> 8) + i)); break;
    case 2: w.hi = tc_int_edge(64, (unsigned)(r >> 16)); w.lo = tc_int_edge(64, (unsigned)(r >> 24)); break;
    default: w.hi = tc_rand(); w.lo = tc_rand(); break;
  }
  return w;
}
static ri_w mul_by_shifts(ri_w a, ri_w b) {
  ri_w r = {0, 0};
  for (int k = 0; k < 128; k++) {
    if ((k < 64 ? b.lo >> k : b.hi >> (k - 64)) & 1) r = ri_add(r, a);
    a = ri_add(a, a);
  }
  return r;
}
#define W_EQ(x, y) ((x).hi == (y).hi && (x).lo == (y).lo)
#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 u128_t;
__extension__ typedef __int128 i128_t;
static u128_t to_u(ri_w w) { return ((u128_t)w.hi << 64) | w.lo; }
static int same(ri_w w, u128_t v) { return w.hi == (uint64_t)(v >> 64) && w.lo == (uint64_t)v; }
#endif
static void model_wide(void) {
  tc_type = "model 128-bit";
  for (unsigned i = 0; i < 20000; i++) {
    ri_w a = rnd_w(i), b = rnd_w(i * 3 + 1);
    int k = 1 + (int)(tc_rand() % 127);           /* drawn on every target: same stream after */
    uint64_t m = (uint64_t)(tc_rand() % 70) + 1;
    TC_CHECK(W_EQ(ri_mul(a, b), mul_by_shifts(a, b)) && W_EQ(ri_mul(a, b), ri_mul(b, a)),
             "mul %#" PRIx64 ":%016" PRIx64 " * %#" PRIx64 ":%016" PRIx64, a.hi, a.lo, b.hi, b.lo);
    TC_CHECK(W_EQ(ri_add(ri_sub(a, b), b), a) && W_EQ(ri_add(a, ri_neg(a)), ri_u64(0)), "add/sub/neg");
    TC_CHECK(ri_lt(a, b) + ri_lt(b, a) + W_EQ(a, b) == 1 && ri_ltu(a, b) + ri_ltu(b, a) + W_EQ(a, b) == 1, "lt");
#if defined(__SIZEOF_INT128__)
    u128_t ua = to_u(a), ub = to_u(b);
    i128_t sa = (i128_t)ua, sb = (i128_t)ub; /* GCC/Clang: the value mod 2^128 */
    TC_CHECK(same(ri_add(a, b), ua + ub) && same(ri_sub(a, b), ua - ub) && same(ri_neg(a), 0 - ua) &&
             same(ri_mul(a, b), ua * ub), "add/sub/neg/mul vs __int128: %#" PRIx64 ":%016" PRIx64
             " %#" PRIx64 ":%016" PRIx64, a.hi, a.lo, b.hi, b.lo);
    TC_CHECK(ri_lt(a, b) == (sa < sb) && ri_ltu(a, b) == (ua < ub) && ri_isneg(a) == (sa < 0), "lt vs __int128");
    /* floor(v / 2^k) by its definition: truncating quotient, one less for a negative inexact v. */
    u128_t shu = ua >> k;
    TC_CHECK(same(ri_shr(a, k, 0), shu), "logical shr %d", k);
    if (k < 127) {
      i128_t d = (i128_t)1 << k, q = sa / d;
      if (sa % d != 0 && sa < 0) q -= 1;
      TC_CHECK(same(ri_shr(a, k, 1), (u128_t)q), "floor shr %d of %#" PRIx64 ":%016" PRIx64, k, a.hi, a.lo);
    }
#endif
    /* floor(v / 2^k) by its definition, on every target: q with 0 <= v - q * 2^k < 2^k and q in
     * the range of v / 2^k (read as signed: -2^(127-k) .. 2^(127-k)-1; unsigned: < 2^(128-k)). */
    if (k <= 126) {
      ri_w qs = ri_shr(a, k, 1), qu = ri_shr(a, k, 0);
      ri_w rs = ri_sub(a, ri_mul(qs, ri_pow2(k))), ru = ri_sub(a, ri_mul(qu, ri_pow2(k)));
      TC_CHECK(ri_ltu(rs, ri_pow2(k)) && !ri_lt(qs, ri_neg(ri_pow2(127 - k))) && ri_lt(qs, ri_pow2(127 - k)) &&
               ri_ltu(ru, ri_pow2(k)) && (k == 1 || ri_ltu(qu, ri_pow2(128 - k))),
               "shr %d of %#" PRIx64 ":%016" PRIx64, k, a.hi, a.lo);
    }
    /* v mod m (0 <= r < m) of a 64-bit lane value, against C's % on int64_t / uint64_t. */
    int sg = (int)(i & 1);
    int64_t sv = (int64_t)a.lo; /* GCC/Clang: the value mod 2^64 */
    int64_t r = sg ? sv % (int64_t)m : (int64_t)(a.lo % m);
    if (r < 0) r += (int64_t)m;
    TC_CHECK(ri_mod_small(ri_val(64, sg, a.lo), m) == (uint64_t)r, "mod %" PRIu64 " of %#" PRIx64, m, a.lo);
  }
}

int main(void) {
  tc_family = "integer";
  tc_seed_from_env();
  model_sanity();
  model_wide();
  RUN_ALL_N(char) RUN_ALL_N(uchar) RUN_ALL_N(short) RUN_ALL_N(ushort)
  RUN_ALL_N(int) RUN_ALL_N(uint) RUN_ALL_N(long) RUN_ALL_N(ulong)
  t_char32(); t_char64(); t_uchar32(); t_uchar64(); t_short32(); t_ushort32();
  u_char32(); u_uchar32();
  m_int1(); m_int2(); m_int3(); m_int4(); m_int8(); m_int16();
  m_uint1(); m_uint2(); m_uint3(); m_uint4(); m_uint8(); m_uint16();
  u_char1(); u_char2(); u_char3(); u_char4(); u_char8(); u_char16();
  u_uchar1(); u_uchar2(); u_uchar3(); u_uchar4(); u_uchar8(); u_uchar16();
  u_short1(); u_short2(); u_short3(); u_short4(); u_short8(); u_short16();
  u_ushort1(); u_ushort2(); u_ushort3(); u_ushort4(); u_ushort8(); u_ushort16();
  u_int1(); u_int2(); u_int3(); u_int4(); u_int8(); u_int16();
  u_uint1(); u_uint2(); u_uint3(); u_uint4(); u_uint8(); u_uint16();
  portable();
  return tc_finish("test_integer");
}
