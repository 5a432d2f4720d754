/* lanes/math.h's functions with int lanes or output pointers (fract modf frexp remquo ldexp ilogb nan:
 * unit/table_math.h, list FLT_OUT) against tests/ref/ref_math.h for half (where LN_HAS_HALF),
 * float and double x every lane count they have (scalar, 2 3 4 8 16; half 32 for fract, modf,
 * nan), typed functions and the generic macros (ldexp also with a scalar int k), on the edge
 * values of test_math.c and seeded random bit patterns; k of ldexp: small, near the exponent
 * range, huge and INT_MIN/INT_MAX; y of remquo: the same kinds of values, and x scaled by a random
 * power of 2 and nudged (quotients near 2^k and near ties).  Floating results compare bit for bit (any NaN for a NaN),
 * int results exactly, 3-lane padding must be 0 (results and what the pointers receive). */
#include <lanes/math.h>
#include "common/check.h"
#include "ref/ref_math.h"
#include "unit/table_math.h"
#include "unit/math_lanes.h"

static const char *tc_type = "";

#define MAXL 32
/* edge values: tc_float_edge, then NaNs with payloads, infinities, subnormal and normal extremes */
static uint64_t pick(int bits, unsigned it, int l) {
  int mb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  uint64_t sign = 1ull << (bits - 1), expall = (sign - 1) & ~((1ull << mb) - 1), mant = (1ull << mb) - 1;
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  const uint64_t sp[] = {expall | 1, sign | expall | (1ull << (mb - 1)) | 3, expall, sign | expall, 1, mant,
                         sign | 1, 1ull << mb, sign | (1ull << mb), expall - 1, sign | (expall - 1), sign, 0};
  unsigned ns = sizeof sp / sizeof sp[0], k = it + (unsigned)l * 3u;
  if (it < 2 * (TC_FLOAT_EDGES + ns)) {
    k %= TC_FLOAT_EDGES + ns;
    return k < TC_FLOAT_EDGES ? fbits(bits, tc_float_edge(k)) : sp[k - TC_FLOAT_EDGES];
  }
  uint64_t r = tc_rand();
  if ((r & 3) == 0) return fbits(bits, tc_rand_double());
  if ((r & 3) == 1) return fbits(bits, ldexp((double)((int64_t)(tc_rand() % 4001) - 2000) + 0.5, (int)(tc_rand() % 12) - 6));
  return tc_rand() & mask;
}
static int pick_k(unsigned it, int l) {
  static const int ks[] = {0, 1, -1, 2, -2, 30, -30, 127, -126, -149, -150, 1023, -1022, -1074, -1075, 2000,
                           -2000, 100001, -100001, INT32_MAX, INT32_MIN, 24, -24, -25, 15, -14};
  uint64_t r = tc_rand();
  if (it < 64 || (r & 3) == 0) return ks[(it + (unsigned)l * 5u) % (sizeof ks / sizeof ks[0])];
  if ((r & 3) == 1) return (int)(tc_rand() % 4401) - 2200;
  return (int)(r >> 40) % 80 - 40;
}

/* remquo's y: an edge value or random bits (pick, other lanes), or x times 2^-s (s in [-3, 60])
 * with its last significand bits changed (quotients of every size, near powers of 2 and ties) */
static uint64_t pick_y(int bits, unsigned it, int l, uint64_t x) {
  uint64_t r = tc_rand();
  if (it < 400 || (r & 3) == 0) return pick(bits, it * 7u + 5u, l + 1);
  int mb = bits == 16 ? 10 : bits == 32 ? 23 : 52, s = (int)((r >> 8) % 64) - 3;
  uint64_t e = (x >> mb) & ((1ull << (bits - 1 - mb)) - 1), sign = x & (1ull << (bits - 1));
  if (e == 0 || e == (1ull << (bits - 1 - mb)) - 1 || (int64_t)e - s < 1 || (int64_t)e - s >= (int64_t)(1ull << (bits - 1 - mb)) - 1)
    return pick(bits, it * 7u + 5u, l + 1);
  uint64_t m = (x & ((1ull << mb) - 1)) ^ ((r >> 20) & 3);
  return (r & 4 ? sign : 0) | ((e - (uint64_t)s) << mb) | m;
}
static void chk_f(const char *op, int nl, int bits, const void *res, size_t size, const double *want, const uint64_t *a) {
  int bytes = bits / 8, lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)(lanes * bytes) == size, "%s %s: result size %zu", op, tc_type, size);
  for (int l = 0; l < lanes; l++) {
    uint64_t got = lane_bits(res, l, bytes);
    int ok = l < nl ? tc_same_f64(fval(bits, got), want[l]) : got == 0;
    TC_CHECK(ok, "%s %s lane %d: x=%#" PRIx64 " got %#" PRIx64 " (%a) want %a", op, tc_type, l, a[l], got,
             fval(bits, got), l < nl ? want[l] : 0.0);
  }
}
static void chk_i(const char *op, int nl, const void *res, size_t size, const int *want, const uint64_t *a) {
  int lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)lanes * 4 == size, "%s %s: result size %zu", op, tc_type, size);
  for (int l = 0; l < lanes; l++) {
    int32_t got = (int32_t)lane_bits(res, l, 4), w = l < nl ? want[l] : 0;
    TC_CHECK(got == w, "%s %s lane %d: x=%#" PRIx64 " got %d want %d", op, tc_type, l, a[l], got, w);
  }
}
#define FV(p) fval(BITS_, p)
/* Per op of the list FLT_OUT: CHK2_<op>(TN, BITS, NL, REF) checks the typed function (and the
 * generic macro where G) of type TN.  In scope: x (V) from a, kv (IV) from k, u (UV) from a. */
#define CHK2(OP, AR, ARGS, RES, REF, FREF, SGEN, TN, BITS, NL, G) CHK2_##OP(TN, BITS, NL, REF, G)
#define CHK2_fract(TN, BITS, NL, REF, G) CHK2_PTR(fract, TN, BITS, NL, REF, G)
#define CHK2_modf(TN, BITS, NL, REF, G) CHK2_PTR(modf, TN, BITS, NL, REF, G)
#define CHK2_PTR(OP, TN, BITS, NL, REF, G) {                                          \
    V ip, ip2; double w[MAXL], wi[MAXL];                                              \
    memset(&ip, 0x5a, sizeof ip);                                                     \
    __auto_type r_ = ln_##OP##_##TN(x, &ip);                                          \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, FV(a[l]), &wi[l]);                  \
    chk_f(#OP, NL, BITS, &r_, sizeof r_, w, a);                                       \
    chk_f(#OP " *iptr", NL, BITS, &ip, sizeof ip, wi, a);                             \
    if (G) { __auto_type g_ = ln_##OP(x, &ip2); chk_f(#OP " generic", NL, BITS, &g_, sizeof g_, w, a); \
             chk_f(#OP " generic *iptr", NL, BITS, &ip2, sizeof ip2, wi, a); }        \
  }
#define CHK2_frexp(TN, BITS, NL, REF, G) {                                            \
    IV e, e2; double w[MAXL]; int we[MAXL];                                           \
    memset(&e, 0x5a, sizeof e);                                                       \
    __auto_type r_ = ln_frexp##_##TN(x, &e);                                            \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, FV(a[l]), &we[l]);                   \
    chk_f("frexp", NL, BITS, &r_, sizeof r_, w, a);                                   \
    chk_i("frexp *exp", NL, &e, sizeof e, we, a);                                     \
    if (G) { __auto_type g_ = ln_frexp(x, &e2); chk_f("frexp generic", NL, BITS, &g_, sizeof g_, w, a); \
             chk_i("frexp generic *exp", NL, &e2, sizeof e2, we, a); }                \
  }
#define CHK2_remquo(TN, BITS, NL, REF, G) {                                           \
    IV q, q2; double w[MAXL]; int wq[MAXL];                                           \
    memset(&q, 0x5a, sizeof q);                                                       \
    __auto_type r_ = ln_remquo##_##TN(x, y, &q);                                      \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, FV(a[l]), FV(b[l]), &wq[l]);        \
    chk_f("remquo", NL, BITS, &r_, sizeof r_, w, a);                                  \
    chk_i("remquo *quo", NL, &q, sizeof q, wq, a);                                    \
    if (G) { __auto_type g_ = ln_remquo(x, y, &q2); chk_f("remquo generic", NL, BITS, &g_, sizeof g_, w, a); \
             chk_i("remquo generic *quo", NL, &q2, sizeof q2, wq, a); }               \
  }
#define CHK2_ldexp(TN, BITS, NL, REF, G) {                                            \
    double w[MAXL], ws[MAXL];                                                         \
    __auto_type r_ = ln_ldexp##_##TN(x, kv);                                            \
    for (int l = 0; l < NL; l++) { w[l] = REF(BITS, FV(a[l]), k[l]); ws[l] = REF(BITS, FV(a[l]), k[0]); } \
    chk_f("ldexp", NL, BITS, &r_, sizeof r_, w, a);                                   \
    if (G) { __auto_type g_ = ln_ldexp(x, kv); chk_f("ldexp generic", NL, BITS, &g_, sizeof g_, w, a); \
             __auto_type s_ = ln_ldexp(x, k[0]); chk_f("ldexp(x, int)", NL, BITS, &s_, sizeof s_, ws, a); } \
  }
#define CHK2_ilogb(TN, BITS, NL, REF, G) {                                            \
    int w[MAXL];                                                                      \
    __auto_type r_ = ln_ilogb##_##TN(x);                                                \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, FV(a[l]));                          \
    chk_i("ilogb", NL, &r_, sizeof r_, w, a);                                         \
    if (G) { __auto_type g_ = ln_ilogb(x); chk_i("ilogb generic", NL, &g_, sizeof g_, w, a); } \
  }
#define CHK2_nan(TN, BITS, NL, REF, G) {                                              \
    double w[MAXL];                                                                   \
    __auto_type r_ = ln_nan##_##TN(u);                                                  \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, a[l]);                              \
    chk_f("nan", NL, BITS, &r_, sizeof r_, w, a);                                     \
    for (int l = 0; l < NL; l++) /* quiet, positive */                                \
      TC_CHECK((lane_bits(&r_, l, BITS / 8) >> (BITS == 16 ? 9 : BITS == 32 ? 22 : 51)) == \
               (BITS == 16 ? 0x3full : BITS == 32 ? 0x1ffull : 0xfffull), "nan %s lane %d not a positive quiet NaN", tc_type, l); \
    if (G) { __auto_type g_ = ln_nan(u); chk_f("nan generic", NL, BITS, &g_, sizeof g_, w, a); } \
  }

#define DEF2(FN, V_, IV_, UV_, TN, BITS, NL, G, LIST)                                 \
  static __attribute__((noinline)) void FN##_1(const uint64_t *a, const uint64_t *b, const int *k) { \
    typedef V_ V; typedef IV_ IV; enum { BITS_ = BITS };                              \
    V x, y; IV kv; UV_ u; uint64_t kk[MAXL];                                          \
    for (int l = 0; l < MAXL; l++) kk[l] = (uint32_t)k[l];                            \
    ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); ld(&kv, kk, 4, sizeof kv); \
    ld(&u, a, BITS / 8, sizeof u);                                                    \
    LIST(CHK2, TN, BITS, NL, G)                                                       \
    (void)kv; (void)u; (void)y;                                                       \
  }                                                                                   \
  static void FN(void) {                                                              \
    tc_type = #TN;                                                                    \
    uint64_t mask = BITS == 64 ? ~0ull : (1ull << BITS) - 1;                          \
    for (unsigned it = 0; it < 6000u; it++) {                                         \
      uint64_t a[MAXL], b[MAXL]; int k[MAXL];                                         \
      for (int l = 0; l < MAXL; l++) { a[l] = (l < NL ? pick(BITS, it, l) : tc_rand()) & mask; k[l] = l < NL ? pick_k(it, l) : (int)tc_rand(); } \
      for (int l = 0; l < MAXL; l++) b[l] = pick_y(BITS, it, l, a[l]) & mask;         \
      FN##_1(a, b, k);                                                                \
    }                                                                                 \
  }
/* every op but the ones with int lanes, for half32 */
#define LIST_NO_INT(X, ...) X(fract, 2, TP, T, ref_m_fract, ref_m_fract, 0, __VA_ARGS__) \
  X(modf, 2, TP, T, ref_m_modf, ref_m_modf, 0, __VA_ARGS__) X(nan, 1, U, T, ref_m_nan, ref_m_nan, 0, __VA_ARGS__)
#define DEF2_N(T, FT, UT, BITS)                                                        \
  DEF2(t_##T##1, FT, int, ln_##UT, T, BITS, 1, 1, LN_TABLE_MATH_FLT_OUT)                \
  DEF2(t_##T##2, ln_##T##2, ln_int2, ln_##UT##2, T##2, BITS, 2, 0, LN_TABLE_MATH_FLT_OUT) \
  DEF2(t_##T##3, ln_##T##3, ln_int3, ln_##UT##3, T##3, BITS, 3, 1, LN_TABLE_MATH_FLT_OUT) \
  DEF2(t_##T##4, ln_##T##4, ln_int4, ln_##UT##4, T##4, BITS, 4, 1, LN_TABLE_MATH_FLT_OUT) \
  DEF2(t_##T##8, ln_##T##8, ln_int8, ln_##UT##8, T##8, BITS, 8, 0, LN_TABLE_MATH_FLT_OUT) \
  DEF2(t_##T##16, ln_##T##16, ln_int16, ln_##UT##16, T##16, BITS, 16, 1, LN_TABLE_MATH_FLT_OUT)
#define RUN_N(T) t_##T##1(); t_##T##2(); t_##T##3(); t_##T##4(); t_##T##8(); t_##T##16();

#if LN_HAS_HALF
DEF2_N(half, _Float16, ushort, 16)
DEF2(t_half32, ln_half32, int, ln_ushort32, half32, 16, 32, 0, LIST_NO_INT)
#endif
DEF2_N(float, float, uint, 32)
DEF2_N(double, double, ulong, 64)

/* the ops this file covers (each has its CHK2_<op> above) */
#define OPNAME(OP, ...) #OP,
static const char *const covered[] = {LN_TABLE_MATH_FLT_OUT(OPNAME, 0)};

static void model_sanity(void) {
  tc_type = "model";
  double ip;
  TC_CHECK(ref_m_fract(32, -1e-30, &ip) == 0x1.fffffep-1 && ip == -1.0, "fract clamp");
  TC_CHECK(tc_same_f64(ref_m_fract(32, -INFINITY, &ip), -0.0) && ip == -INFINITY, "fract -inf");
  TC_CHECK(ref_m_ilogb(32, 0.0) == INT32_MIN && ref_m_ilogb(32, 0x1p-149) == -149 && ref_m_ilogb(16, 0x1p-24) == -24, "ilogb");
  TC_CHECK(ref_m_ldexp(32, 1.5, -149) == 0x1p-148 && ref_m_ldexp(32, 1.0, 128) == INFINITY, "ldexp rounding");
#if LN_HAS_HALF   /* the model rounds to half only where C has _Float16 (and lanes half) */
  TC_CHECK(ref_m_ldexp(16, 1.0, -25) == 0.0 && ref_m_ldexp(16, 1.5, -25) == 0x1p-24, "ldexp rounding to half");
#endif
  TC_CHECK(LN_FP_ILOGB0 == INT32_MIN && LN_FP_ILOGBNAN == INT32_MAX, "FP_ILOGB0/NAN");
}

int main(void) {
  tc_family = "math";
  tc_seed_from_env();
  model_sanity();
#if LN_HAS_HALF
  RUN_N(half) t_half32();
#endif
  RUN_N(float) RUN_N(double)
  printf("test_math_part2: %d ops:", (int)(sizeof covered / sizeof covered[0]));
  for (size_t i = 0; i < sizeof covered / sizeof covered[0]; i++) printf(" %s", covered[i]);
  printf("\n");
  return tc_finish("test_math_part2");
}
