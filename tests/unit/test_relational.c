/* lanes/relational.h against tests/ref/ref_relational.h: every relational built-in x half
 * (LN_HAS_HALF) / float / double x lane count (2 3 4 8 16, 32 64 where the type has them) and
 * scalars, on every pair of edge values (tc_float_edge converted to the format, plus NaNs of both
 * signs and kinds, subnormals, the smallest normal, the largest finite, +-0, +-inf) and on seeded
 * random patterns (with equal, negated and adjacent pairs); any/all on every signed integer type,
 * lane count and scalars, with padding lanes that contradict the logical lanes, and on Clang's
 * comparison result types. */
#include <lanes/relational.h>
#include "common/check.h"
#include "common/float_bits.h"
#include "ref/ref_relational.h"
#include "unit/table_relational.h"

static const char *tc_type = "";

static uint64_t lane_bits(const void *res, int l, int bytes) {
  const unsigned char *p = (const unsigned char *)res + l * bytes;
  if (bytes == 2) { uint16_t t; memcpy(&t, p, 2); return t; }
  if (bytes == 4) { uint32_t t; memcpy(&t, p, 4); return t; }
  uint64_t t; memcpy(&t, p, 8); return t;
}

/* Result of a floating op: vectors -1/0 in `bits`-wide lanes (padding 0 for 3 lanes), scalars int 1/0. */
static void chk(const char *op, int nl, int bits, const void *res, size_t size, const int *want,
                const uint64_t *a, const uint64_t *b) {
  int bytes = nl == 1 ? (int)sizeof(int) : bits / 8, lanes = nl == 3 ? 4 : nl;
  TC_CHECK((size_t)(lanes * bytes) == size, "%s %s: result size %zu", op, tc_type, size);
  if ((size_t)(lanes * bytes) != size) return;
  uint64_t ones = bytes == 8 ? ~0ull : (1ull << (8 * bytes)) - 1;
  for (int l = 0; l < lanes; l++) {
    uint64_t got = lane_bits(res, l, bytes);
    uint64_t w = l >= nl ? 0 : !want[l] ? 0 : nl == 1 ? 1 : ones;
    TC_CHECK(got == w, "%s %s lane %d: x=%#" PRIx64 " y=%#" PRIx64 " got %#" PRIx64 " want %#" PRIx64 "%s",
             op, tc_type, l, a[l], b[l], got, w, l < nl ? "" : " (padding)");
  }
}

#define NSPECIAL 14u
/* Special patterns of a format: NaNs (quiet, signalling, negative), subnormals, smallest
 * normal, largest finite, zeros, infinities, one. */
static uint64_t special(int bits, unsigned i) {
  int mb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  uint64_t sign = 1ull << (bits - 1), expall = (sign - 1) & ~((1ull << mb) - 1), mant = (1ull << mb) - 1;
  const uint64_t v[NSPECIAL] = {expall | (1ull << (mb - 1)), expall | 1, sign | expall | (1ull << (mb - 1)),
                                sign | expall | mant, 1, mant, sign | 1, 1ull << mb, sign | (1ull << mb),
                                expall - 1, sign | (expall - 1), sign, expall, sign | expall};
  return v[i % NSPECIAL];
}

/* Edge i as a bit pattern of the format: tc_float_edge converted, then the special patterns. */
static uint64_t edge(int bits, unsigned i) {
  i %= TC_FLOAT_EDGES + NSPECIAL;
  if (i >= TC_FLOAT_EDGES) return special(bits, i - TC_FLOAT_EDGES);
  return fbits(bits, tc_float_edge(i));
}
#define NEDGE (TC_FLOAT_EDGES + NSPECIAL)

static uint64_t pick(int bits, unsigned it, int l, int arg, uint64_t other) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  if (it < NEDGE * NEDGE) return edge(bits, (arg ? it / NEDGE : it % NEDGE) + (unsigned)l * (3u + (unsigned)arg));
  uint64_t r = tc_rand();
  switch (r & 7) {
    case 0: case 1: return edge(bits, (unsigned)(r >> 8));
    case 2: if (arg) return other; break;                             /* equal */
    case 3: if (arg) return other ^ (1ull << (bits - 1)); break;      /* negated */
    case 4: if (arg) return (other + ((r >> 8) & 1 ? 1 : mask)) & mask; break;  /* adjacent */
    default: break;
  }
  return tc_rand() & mask;
}

#define ITERS (NEDGE * NEDGE + 3000u)

static void ld(void *dst, const uint64_t *src, int bytes, size_t size) {
  unsigned char *p = (unsigned char *)dst;
  for (size_t l = 0; l * (size_t)bytes < size; l++) {
    if (bytes == 1) { uint8_t t = (uint8_t)src[l]; memcpy(p + l, &t, 1); }
    if (bytes == 2) { uint16_t t = (uint16_t)src[l]; memcpy(p + 2 * l, &t, 2); }
    if (bytes == 4) { uint32_t t = (uint32_t)src[l]; memcpy(p + 4 * l, &t, 4); }
    if (bytes == 8) memcpy(p + 8 * l, &src[l], 8);
  }
}

/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

/* One small function per (type, lane count, op): sanitizer builds compile large functions slowly. */
#define R1(FN, V, BITS, NL, OP, REF)                                                \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b) { \
    V x; int w[MAXL]; ld(&x, a, BITS / 8, sizeof x);                                  \
    __auto_type r_ = ln_##OP(x);                                                    \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, a[l]);                            \
    chk(#OP, NL, BITS, &r_, sizeof r_, w, a, b);                                    \
  }
#define R2(FN, V, BITS, NL, OP, REF)                                                \
  static __attribute__((noinline)) void FN##_##OP(const uint64_t *a, const uint64_t *b) { \
    V x, y; int w[MAXL]; ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); \
    __auto_type r_ = ln_##OP(x, y);                                                 \
    for (int l = 0; l < NL; l++) w[l] = REF(BITS, a[l], b[l]);                      \
    chk(#OP, NL, BITS, &r_, sizeof r_, w, a, b);                                    \
  }

static void drive(const char *type, int bits, int nl, void (*const *fns)(const uint64_t *, const uint64_t *), int nfns) {
  tc_type = type;
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  for (unsigned it = 0; it < ITERS; it++) {
    uint64_t a[MAXL], b[MAXL];
    for (int l = 0; l < MAXL; l++) {
      a[l] = (l < nl ? pick(bits, it, l, 0, 0) : tc_rand()) & mask;
      b[l] = (l < nl ? pick(bits, it, l, 1, a[l]) : tc_rand()) & mask;
    }
    for (int f = 0; f < nfns; f++) fns[f](a, b);
  }
}

/* The floating ops of the registry (unit/table_relational.h, list FLT) with their models. */
#define RX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, BITS, NL) R##AR(FN, V, BITS, NL, OP, REF)
#define XFN(OP, AR, ARGS, RES, REF, FREF, SGEN, FN) FN##_##OP,
#define DEF_F(FN, V, FT, UT, BITS, NL)                                              \
  LN_TABLE_RELATIONAL_FLT(RX, FN, V, BITS, NL)                                      \
  static void FN(void) {                                                            \
    static void (*const fns[])(const uint64_t *, const uint64_t *) = {LN_TABLE_RELATIONAL_FLT(XFN, FN)}; \
    drive(#V, BITS, NL, fns, (int)(sizeof fns / sizeof fns[0]));                    \
  }

#define DEF_F_N(T, FT, UT, BITS)                                                    \
  DEF_F(f_##T##1, ln_##T, FT, UT, BITS, 1)                                          \
  DEF_F(f_##T##2, ln_##T##2, FT, UT, BITS, 2)                                       \
  DEF_F(f_##T##3, ln_##T##3, FT, UT, BITS, 3)                                       \
  DEF_F(f_##T##4, ln_##T##4, FT, UT, BITS, 4)                                       \
  DEF_F(f_##T##8, ln_##T##8, FT, UT, BITS, 8)                                       \
  DEF_F(f_##T##16, ln_##T##16, FT, UT, BITS, 16)
#define RUN_F_N(T) f_##T##1(); f_##T##2(); f_##T##3(); f_##T##4(); f_##T##8(); f_##T##16();

#if LN_HAS_HALF
DEF_F_N(half, _Float16, uint16_t, 16)
DEF_F(f_half32, ln_half32, _Float16, uint16_t, 16, 32)
#endif
DEF_F_N(float, float, uint32_t, 32)
DEF_F_N(double, double, uint64_t, 64)

/* any/all: lanes get the MSB with probability 1/2, 1/8 or 7/8 (so that any/all are true and
 * false in every shape); padding lanes get the opposite of what would change the answer. */
static void chk_aa(const char *op, int got, int want, int nl, const uint64_t *a) {
  TC_CHECK(got == want, "%s %s: got %d want %d (lane0 %#" PRIx64 ", lane%d %#" PRIx64 ")", op, tc_type, got,
           want, a[0], nl - 1, a[nl - 1]);
}
/* The reductions of the registry (list SINT: any, all) on x, against their models. */
#define AAX(OP, AR, ARGS, RES, REF, FREF, SGEN, x, BITS, NL, a) chk_aa(#OP, ln_##OP(x), REF(BITS, NL, a), NL, a);
#define DEF_AA(FN, V, CT, BITS_, NL_)                                               \
  static void FN(void) {                                                            \
    enum { BITS = BITS_, NL = NL_ };                                                \
    tc_type = #V;                                                                   \
    for (unsigned it = 0; it < 3000; it++) {                                        \
      uint64_t a[MAXL], msb = 1ull << (BITS - 1);                                   \
      CT ax[MAXL];                                                                  \
      unsigned p = it % 3;                                                          \
      int some = 0, every = 1;                                                      \
      for (int l = 0; l < MAXL; l++) {                                              \
        uint64_t r = tc_rand();                                                     \
        int set = p == 0 ? (int)(r & 1) : p == 1 ? (r & 7) == 0 : (r & 7) != 0;    \
        a[l] = it < 64 ? tc_int_edge(BITS, it + (unsigned)l) : (tc_rand() & (msb - 1)) | (set ? msb : 0); \
        if (l < NL) { some |= (a[l] & msb) != 0; every &= (a[l] & msb) != 0; }      \
      }                                                                             \
      if (NL == 3) a[3] = every ? 0 : some ? msb : msb | 1;                         \
      for (int l = 0; l < MAXL; l++) ax[l] = (CT)a[l];                              \
      V x; memcpy(&x, ax, sizeof x);                                                \
      LN_TABLE_RELATIONAL_SINT(AAX, x, BITS, NL, a)                                 \
    }                                                                               \
  }
#define DEF_AA_N(T, CT, BITS)                                                       \
  DEF_AA(a_##T##1, ln_##T, CT, BITS, 1)                                             \
  DEF_AA(a_##T##2, ln_##T##2, CT, BITS, 2)                                          \
  DEF_AA(a_##T##3, ln_##T##3, CT, BITS, 3)                                          \
  DEF_AA(a_##T##4, ln_##T##4, CT, BITS, 4)                                          \
  DEF_AA(a_##T##8, ln_##T##8, CT, BITS, 8)                                          \
  DEF_AA(a_##T##16, ln_##T##16, CT, BITS, 16)
#define RUN_AA_N(T) a_##T##1(); a_##T##2(); a_##T##3(); a_##T##4(); a_##T##8(); a_##T##16();
DEF_AA_N(char, int8_t, 8)
DEF_AA_N(short, int16_t, 16)
DEF_AA(a_char32, ln_char32, int8_t, 8, 32)
DEF_AA(a_char64, ln_char64, int8_t, 8, 64)
DEF_AA(a_short32, ln_short32, int16_t, 16, 32)
DEF_AA_N(int, int32_t, 32)
DEF_AA_N(long, int64_t, 64)

/* any/all applied directly to comparison results (Clang: vectors of plain char / long long). */
#define CMP_AA(V, CT, N)                                                            \
  do {                                                                              \
    tc_type = #V " compare";                                                        \
    for (unsigned it = 0; it < 200; it++) {                                         \
      CT xa[N], ya[N]; uint64_t m[N];                                               \
      for (int l = 0; l < N; l++) {                                                 \
        xa[l] = (CT)(tc_rand() % 5); ya[l] = (CT)(tc_rand() % (it % 4 == 0 ? 40 : 6)); \
        m[l] = xa[l] < ya[l] ? ~0ull : 0;                                           \
      }                                                                             \
      V x, y; memcpy(&x, xa, sizeof x); memcpy(&y, ya, sizeof y);                   \
      chk_aa("any(<)", ln_any(x < y), ref_any(64, N, m), N, m);                     \
      chk_aa("all(<)", ln_all(x < y), ref_all(64, N, m), N, m);                     \
    }                                                                               \
  } while (0)

static void model_sanity(void) {
  tc_type = "model";
  TC_CHECK(ref_isnan(32, 0x7fc00000) && ref_isnan(32, 0xff800001) && !ref_isnan(32, 0x7f800000), "isnan");
  TC_CHECK(ref_isequal(32, 0x80000000, 0) && !ref_islessgreater(32, 0x80000000, 0), "-0 == +0");
  TC_CHECK(ref_isnotequal(16, 0x7e00, 0x7e00) && !ref_isequal(16, 0x7e00, 0x7e00), "NaN != NaN");
  TC_CHECK(ref_isless(64, 0xbff0000000000000ull, 0x3ff0000000000000ull), "-1 < 1");
  TC_CHECK(ref_isless(32, 0xbf800000, 0xbf000000) && !ref_isless(32, 0xbf000000, 0xbf800000), "-1 < -0.5");
  TC_CHECK(!ref_isnormal(32, 0x007fffff) && ref_isnormal(32, 0x00800000) && !ref_isnormal(16, 0), "isnormal");
  TC_CHECK(ref_signbit(64, 0x8000000000000000ull) && !ref_signbit(16, 0x7c00), "signbit");
  uint64_t l3[3] = {0, 0x80, 0};
  TC_CHECK(ref_any(8, 3, l3) && !ref_all(8, 3, l3), "any/all");
}

int main(void) {
  tc_family = "relational";
  tc_seed_from_env();
  model_sanity();
#if LN_HAS_HALF
  RUN_F_N(half) f_half32();
#endif
  RUN_F_N(float) RUN_F_N(double)
  RUN_AA_N(char) RUN_AA_N(short) RUN_AA_N(int) RUN_AA_N(long)
  a_char32(); a_char64(); a_short32();
  CMP_AA(ln_char2, int8_t, 2); CMP_AA(ln_char4, int8_t, 4); CMP_AA(ln_char8, int8_t, 8); CMP_AA(ln_char16, int8_t, 16);
  CMP_AA(ln_char32, int8_t, 32); CMP_AA(ln_char64, int8_t, 64); CMP_AA(ln_short32, int16_t, 32);
  CMP_AA(ln_long2, int64_t, 2); CMP_AA(ln_long4, int64_t, 4); CMP_AA(ln_long8, int64_t, 8); CMP_AA(ln_long16, int64_t, 16);
  CMP_AA(ln_short8, int16_t, 8); CMP_AA(ln_int4, int32_t, 4); CMP_AA(ln_float4, float, 4); CMP_AA(ln_double2, double, 2);
  return tc_finish("test_relational");
}
