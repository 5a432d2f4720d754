/* lanes/math.h (the exactly specified and correctly rounded functions) against
 * tests/ref/ref_math.h for half (where LN_HAS_HALF), float and double x every lane count
 * (scalar, 2 3 4 8 16, half 32): the typed functions ln_<op>_<type> of every op, the generic
 * macros ln_<op> (scalars and 4 lanes), and fmax/fmin's (vector, scalar) forms, on edge values
 * (+-0, +-inf, quiet and signalling NaNs with payloads, subnormals, MIN/MAX, values next to
 * .5, huge values: tc_float_edge and the specials below), on values near half-integers and on
 * seeded random bit patterns.  Results are compared bit for bit (any NaN where the model gives
 * a NaN).  3-lane inputs carry garbage padding; results must have padding 0. */
#include <lanes/math.h>
#include "common/check.h"
#include "ref/ref_math.h"
#include "unit/table_math.h"
#include "unit/math_lanes.h"

static const char *tc_type = "";

typedef void (*tfn)(const uint64_t *, const uint64_t *, const uint64_t *);
#define MAXL 32

/* quiet and signalling NaNs with payloads and both signs, infinities, subnormal and normal
 * extremes, zeros */
#define NSPECIAL 16u
static uint64_t special(int bits, unsigned i) {
  int mb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
  uint64_t sign = 1ull << (bits - 1), expall = (sign - 1) & ~((1ull << mb) - 1), mant = (1ull << mb) - 1;
  const uint64_t v[NSPECIAL] = {expall | (1ull << (mb - 1)), expall | 1, sign | expall | (1ull << (mb - 1)) | 5,
                                sign | expall | mant, 1, mant, sign | 1, 1ull << mb, sign | (1ull << mb),
                                expall - 1, sign | (expall - 1), sign, 0, sign | expall, expall, sign | mant};
  return v[i % NSPECIAL];
}
#define NEDGE (TC_FLOAT_EDGES + NSPECIAL)
static uint64_t pick_f(int bits, unsigned it, int l, int arg, uint64_t other) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  unsigned k;
  if (it < NEDGE * NEDGE) {
    k = (arg == 0 ? it % NEDGE : arg == 1 ? it / NEDGE : it * 7 + 2) + (unsigned)l * (2u + (unsigned)arg);
  } else {
    uint64_t r = tc_rand();
    switch (r & 7) {
      case 0: if (arg) return other ^ (1ull << (bits - 1)); break; /* -x, and x itself (nextafter, fmax) */
      case 1: if (arg) return other; break;
      case 2: case 3: return tc_rand() & mask;
      case 4: { /* a half-integer, or its neighbours: rounding ties */
        double h = (double)((int64_t)(tc_rand() % 4001) - 2000) + 0.5;
        uint64_t b = fbits(bits, ldexp(h, (int)(tc_rand() % (bits == 16 ? 9 : bits == 32 ? 22 : 51))));
        return (b + (tc_rand() % 3) - 1) & mask;
      }
      case 5: return fbits(bits, tc_rand_double());
      default: break;
    }
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
    TC_CHECK(ok, "%s %s lane %d: x=%#" PRIx64 " y=%#" PRIx64 " z=%#" PRIx64 " got %#" PRIx64 " (%a) want %a",
             op, tc_type, l, a[l], b[l], c[l], got, fval(bits, got), l < nl ? want[l] : 0.0);
  }
}
#define FV(p) fval(BITS_, p)
/* One small function per (op, type, lane count, form): sanitizer builds compile large
 * functions slowly.  s is lane 0 of b as a scalar. */
#define CHF(FN, SUF, V, S, BITS, NL, CALL, REF)                                     \
  static __attribute__((noinline)) void FN##SUF(const uint64_t *a, const uint64_t *b, const uint64_t *c) { \
    enum { BITS_ = BITS };                                                          \
    V x, y, z; S s; double w[MAXL];                                                 \
    ld(&x, a, BITS / 8, sizeof x); ld(&y, b, BITS / 8, sizeof y); ld(&z, c, BITS / 8, sizeof z); \
    ld(&s, b, BITS / 8, sizeof s);                                                  \
    __auto_type r_ = CALL;                                                          \
    for (int l = 0; l < NL; l++) w[l] = REF;                                        \
    chk_f(#CALL, NL, BITS, &r_, sizeof r_, w, a, b, c); (void)s;                    \
  }

static void drive_f(const char *type, int bits, int nl, const tfn *fns, int nfns) {
  tc_type = type;
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  for (unsigned it = 0; it < NEDGE * NEDGE + 3000u; it++) {
    uint64_t a[MAXL], b[MAXL], c[MAXL];
    for (int l = 0; l < MAXL; l++) {
      a[l] = (l < nl ? pick_f(bits, it, l, 0, 0) : tc_rand()) & mask;
      b[l] = (l < nl ? pick_f(bits, it, l, 1, a[l]) : tc_rand()) & mask;
      c[l] = (l < nl ? pick_f(bits, it, l, 2, a[l]) : tc_rand()) & mask;
    }
    for (int f = 0; f < nfns; f++) fns[f](a, b, c);
  }
}

#define A1(p, q, r) p
#define A2(p, q, r) p, q
#define A3(p, q, r) p, q, r
#define CALLN(f, ...) f(__VA_ARGS__)
/* Per op of the registry (unit/table_math.h): the typed function; with G = 1 also the generic
 * macro; for OpenCL's (gentype, sgentype) ops on vectors the generic macro with a scalar y. */
#define MX(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, V, FT, TN, BITS, NL, G)           \
  CHF(FN, _##OP, V, FT, BITS, NL, CALLN(ln_##OP##_##TN, A##AR(x, y, z)), REF(BITS, A##AR(FV(a[l]), FV(b[l]), FV(c[l])))) \
  MXG##G(OP, AR, REF, FN, V, FT, BITS, NL)                                          \
  MXS##SGEN(OP, AR, REF, FN, V, FT, BITS, NL)
#define MXG0(...)
#define MXG1(OP, AR, REF, FN, V, FT, BITS, NL)                                      \
  CHF(FN, _##OP##_g, V, FT, BITS, NL, CALLN(ln_##OP, A##AR(x, y, z)), REF(BITS, A##AR(FV(a[l]), FV(b[l]), FV(c[l]))))
#define MXS0(...)
#define MXS1(OP, AR, REF, FN, V, FT, BITS, NL)                                      \
  CHF(FN, _##OP##_s, V, FT, BITS, NL, CALLN(ln_##OP, A##AR(x, s, z)), REF(BITS, A##AR(FV(a[l]), FV(b[0]), FV(c[l]))))
#define XFN(OP, AR, ARGS, RES, REF, FREF, SGEN, FN, G) FN##_##OP, XFNG##G(FN, OP) XFNS##SGEN(FN, OP)
#define XFNG0(FN, OP)
#define XFNG1(FN, OP) FN##_##OP##_g,
#define XFNS0(FN, OP)
#define XFNS1(FN, OP) FN##_##OP##_s,

#define DEF_F(FN, V, FT, TN, BITS, NL, G)                                           \
  LN_TABLE_MATH_FLT(MX, FN, V, FT, TN, BITS, NL, G)                                 \
  static void FN(void) {                                                            \
    static const tfn fns[] = {LN_TABLE_MATH_FLT(XFN, FN, G)};                       \
    drive_f(#V, BITS, NL, fns, (int)(sizeof fns / sizeof fns[0]));                  \
  }
#define DEF_N(T, FT, BITS)                                                          \
  DEF_F(t_##T##1, ln_##T, FT, T, BITS, 1, 1)                                        \
  DEF_F(t_##T##2, ln_##T##2, FT, T##2, BITS, 2, 0)                                  \
  DEF_F(t_##T##3, ln_##T##3, FT, T##3, BITS, 3, 1)                                  \
  DEF_F(t_##T##4, ln_##T##4, FT, T##4, BITS, 4, 1)                                  \
  DEF_F(t_##T##8, ln_##T##8, FT, T##8, BITS, 8, 0)                                  \
  DEF_F(t_##T##16, ln_##T##16, FT, T##16, BITS, 16, 0)
#define RUN_N(T) t_##T##1(); t_##T##2(); t_##T##3(); t_##T##4(); t_##T##8(); t_##T##16();

#if LN_HAS_HALF
DEF_N(half, _Float16, 16)
DEF_F(t_half32, ln_half32, _Float16, half32, 16, 32, 0)
#endif
DEF_N(float, float, 32)
DEF_N(double, double, 64)

static void model_sanity(void) {
  tc_type = "model";
  /* +0 against -0: y, as PoCL (measured) */
  TC_CHECK(tc_same_f64(ref_m_fmax(64, -0.0, 0.0), 0.0) && tc_same_f64(ref_m_fmax(64, 0.0, -0.0), -0.0) &&
           tc_same_f64(ref_m_fmin(64, -0.0, 0.0), 0.0) && tc_same_f64(ref_m_fmin(64, 0.0, -0.0), -0.0), "fmax/fmin zeros");
  TC_CHECK(ref_m_fmax(32, NAN, 2.0) == 2.0 && ref_m_fmin(32, 2.0, NAN) == 2.0 && isnan(ref_m_fmax(32, NAN, NAN)), "NaN");
  TC_CHECK(ref_m_maxmag(32, -3.0, 2.0) == -3.0 && ref_m_minmag(32, -3.0, 2.0) == 2.0 && ref_m_maxmag(32, -2.0, 2.0) == 2.0,
           "maxmag");
  TC_CHECK(ref_m_rint(32, 2.5) == 2.0 && ref_m_round(32, 2.5) == 3.0 && tc_same_f64(ref_m_rint(32, -0.5), -0.0), "rint");
  TC_CHECK(ref_m_nextafter(16, 1.0, 2.0) == 1.0 + 0x1p-10 && ref_m_nextafter(16, 1.0, 0.0) == 1.0 - 0x1p-11 &&
           ref_m_nextafter(16, 65504.0, INFINITY) == INFINITY && ref_m_nextafter(16, 0.0, -1.0) == -0x1p-24 &&
           ref_m_nextafter(16, 0x1p-14, 0.0) == 0x1p-14 - 0x1p-24, "half nextafter");
  /* fma rounds once: 1 + 2^-24 (float) squared is 1 + 2^-23 + 2^-48: with c = -1 exactly 2^-23 + 2^-48 */
  TC_CHECK(ref_m_fma(32, 1.0 + 0x1p-23, 1.0 + 0x1p-23, -1.0) == (double)(float)(0x1p-22 + 0x1p-46), "fma");
}

int main(void) {
  tc_family = "math";
  tc_seed_from_env();
  model_sanity();
#if LN_HAS_HALF
  RUN_N(half) t_half32();
#endif
  RUN_N(float) RUN_N(double)
  /* mixed scalar C types: the usual arithmetic conversions pick the function */
  tc_type = "mixed scalars";
  TC_CHECK(ln_fmax(1.0f, 2.5) == 2.5 && ln_fmin(3, 2.5f) == 2.5f && ln_fma(2.0f, 3.0f, 1.0) == 7.0, "mixed");
  /* OpenCL's sgentype forms of step, mix and smoothstep: the scalar (any arithmetic type,
   * converted to the element type) used for every lane, as the typed function with that lane */
  tc_type = "scalar forms";
  {
    const ln_float4 x = {-1.5f, 0.25f, 2.0f, NAN}, y = {3.0f, -0.5f, 2.0f, -0.0f};
    ln_float4 r = ln_step(0.25, x), w = ln_step_float4(ln_splat(ln_float4, 0.25f), x);
    TC_CHECK(memcmp(&r, &w, sizeof r) == 0, "step(scalar, float4)");
    r = ln_mix(x, y, 0.75f), w = ln_mix_float4(x, y, ln_splat(ln_float4, 0.75f));
    TC_CHECK(memcmp(&r, &w, sizeof r) == 0, "mix(float4, float4, scalar)");
    r = ln_smoothstep(-1, 2.5f, x), w = ln_smoothstep_float4(ln_splat(ln_float4, -1.0f), ln_splat(ln_float4, 2.5f), x);
    TC_CHECK(memcmp(&r, &w, sizeof r) == 0, "smoothstep(scalar, scalar, float4)");
    const ln_double8 dx = {-3.0, -0.0, 0.1, 0.5, 0.9, 1e300, -INFINITY, NAN}, dy = ln_splat(ln_double8, 2.0);
    ln_double8 dr = ln_smoothstep(0.0f, 1.0, dx), dw = ln_smoothstep_double8(ln_splat(ln_double8, 0.0), dy - 1.0, dx);
    TC_CHECK(memcmp(&dr, &dw, sizeof dr) == 0, "smoothstep(scalar, scalar, double8)");
    dr = ln_mix(dx, dy, 3), dw = ln_mix_double8(dx, dy, ln_splat(ln_double8, 3.0));
    TC_CHECK(memcmp(&dr, &dw, sizeof dr) == 0, "mix(double8, double8, scalar)");
    const ln_float3 x3 = {{0.5f, -2.0f, 7.0f, 99.0f}};
    ln_float3 r3 = ln_step(1.0f, x3);
    TC_CHECK(r3.v[0] == 0.0f && r3.v[1] == 0.0f && r3.v[2] == 1.0f && r3.v[3] == 0.0f, "step(scalar, float3), padding 0");
  }
  return tc_finish("test_math");
}
