/* lanes/math.h's half_ and native_ functions (ln_half_exp, ln_native_exp, ...; OpenCL C 1.2 table 6.9, float only) for every f of
 * the table, as scalars and at every lane count (2 3 4 8 16; generic macro and typed function):
 *   - every lane has the bits of the full-precision ln_<f> of the same arguments (documented:
 *     the half_ functions, and the native_ ones without a kernel of their own: divide powr recip
 *     rsqrt sqrt; test_math_native checks the others); 3-lane padding 0;
 *   - divide and recip: the correctly rounded quotient, from an independent computation (the
 *     quotient in double rounded to float: 53 >= 2 * 24 + 2 bits, so rounded once);
 *   - every other f within 1 ulp of the double C library's value rounded (a sanity bound: the
 *     full functions are checked against MPFR by test_math_exp, _trig, _pow, _hyp);
 * on edge values (+-0, subnormals, +-inf, NaN, 1, powers of 2) and seeded random bit patterns. */
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "common/check.h"

enum { F_cos, F_divide, F_exp, F_exp2, F_exp10, F_log, F_log2, F_log10, F_powr, F_recip, F_rsqrt, F_sin, F_sqrt, F_tan, NF };
static const char *const fname[NF] = {"cos", "divide", "exp", "exp2", "exp10", "log", "log2", "log10",
                                      "powr", "recip", "rsqrt", "sin", "sqrt", "tan"};

/* the full-precision function of lanes/math.h, scalar */
static float full(int f, float x, float y) {
  switch (f) {
    case F_cos: return ln_cos(x);
    case F_divide: return x / y;
    case F_exp: return ln_exp(x);
    case F_exp2: return ln_exp2(x);
    case F_exp10: return ln_exp10(x);
    case F_log: return ln_log(x);
    case F_log2: return ln_log2(x);
    case F_log10: return ln_log10(x);
    case F_powr: return ln_powr(x, y);
    case F_recip: return 1.0f / x;
    case F_rsqrt: return ln_rsqrt(x);
    case F_sin: return ln_sin(x);
    case F_sqrt: return ln_sqrt(x);
    default: return ln_tan(x);
  }
}

/* an independent value in double (the C library's, or the exact quotient) */
static double indep(int f, double x, double y) {
  switch (f) {
    case F_cos: return cos(x);
    case F_divide: return x / y;
    case F_exp: return exp(x);
    case F_exp2: return exp2(x);
    case F_exp10: return pow(10.0, x);
    case F_log: return log(x);
    case F_log2: return log2(x);
    case F_log10: return log10(x);
    case F_powr: return x < 0 ? NAN : pow(x, y); /* powr: OpenCL's special cases are ln_powr's */
    case F_recip: return 1.0 / x;
    case F_rsqrt: return 1.0 / sqrt(x);
    case F_sin: return sin(x);
    case F_sqrt: return sqrt(x);
    default: return tan(x);
  }
}

/* the native_ functions with kernels of their own (tools/math_native.py; test_math_native) */
static int own_kernel(int f) { return f != F_divide && f != F_powr && f != F_recip && f != F_rsqrt && f != F_sqrt; }

/* ln_<PRE>_<F>: the function of prefix PRE (half, native) and name F */
#define HN(PRE, F) ln_##PRE##_##F
static int mismatch_lanes;

/* every lane count of f's generic and typed forms against the scalar results want[] */
#define VEC1(PRE, F, T, N, xs, ys, want) do { \
    ln_##T v, r, rt; memcpy(&v, xs, sizeof(float) * (N)); \
    r = ln_##PRE##_##F(v); rt = ln_##PRE##_##F##_##T(v); \
    TC_CHECK(!memcmp(&r, &rt, sizeof r), "%s_%s %s: generic and typed differ", #PRE, #F, #T); \
    float o_[N]; memcpy(o_, &r, sizeof o_); \
    for (int l = 0; l < (N); l++) \
      if (memcmp(&o_[l], &(want)[l], 4) && !(o_[l] != o_[l] && (want)[l] != (want)[l])) { \
        mismatch_lanes++; TC_CHECK(0, "%s_%s %s lane %d of %a: %a, want %a", #PRE, #F, #T, l, (double)(xs)[l], (double)o_[l], (double)(want)[l]); } \
  } while (0)
#define VEC2(PRE, F, T, N, xs, ys, want) do { \
    ln_##T v, w, r, rt; memcpy(&v, xs, sizeof(float) * (N)); memcpy(&w, ys, sizeof(float) * (N)); \
    r = ln_##PRE##_##F(v, w); rt = ln_##PRE##_##F##_##T(v, w); \
    TC_CHECK(!memcmp(&r, &rt, sizeof r), "%s_%s %s: generic and typed differ", #PRE, #F, #T); \
    float o_[N]; memcpy(o_, &r, sizeof o_); \
    for (int l = 0; l < (N); l++) \
      if (memcmp(&o_[l], &(want)[l], 4) && !(o_[l] != o_[l] && (want)[l] != (want)[l])) { \
        mismatch_lanes++; TC_CHECK(0, "%s_%s %s lane %d of (%a, %a): %a, want %a", #PRE, #F, #T, l, (double)(xs)[l], (double)(ys)[l], (double)o_[l], (double)(want)[l]); } \
  } while (0)
#define ALL_WIDTHS(PRE, F, VEC, xs, ys, want) do { \
    for (int k = 0; k < 16; k += 2) VEC(PRE, F, float2, 2, (xs) + k, (ys) + k, (want) + k); \
    for (int k = 0; k < 16; k += 4) VEC(PRE, F, float4, 4, (xs) + k, (ys) + k, (want) + k); \
    for (int k = 0; k < 16; k += 8) VEC(PRE, F, float8, 8, (xs) + k, (ys) + k, (want) + k); \
    VEC(PRE, F, float16, 16, xs, ys, want); \
  } while (0)

/* the float3 forms r (half_) and q (native_) of F: lanes 0-2 the scalar results want[], padding 0,
 * q with r's bits where native_F has no kernel of its own */
#define F3_CHECK(F, r, q) do { \
    float rv[4]; memcpy(rv, &r, sizeof rv); \
    for (int l = 0; l < 3; l++) TC_CHECK(!memcmp(&rv[l], &want[l], 4) || (rv[l] != rv[l] && want[l] != want[l]), "half_%s float3 lane %d", #F, l); \
    TC_CHECK(own_kernel(F_##F) || !memcmp(&r, &q, sizeof r) || rv[0] != rv[0] || rv[1] != rv[1] || rv[2] != rv[2], "native_%s float3", #F); \
    TC_CHECK(rv[3] == 0 && q.v[3] == 0, "%s float3 padding", #F); \
  } while (0)
/* the vector forms of each f, a function of their own (as one function, GCC 12 took over two
 * minutes to compile them for armhf) */
#define W1(F) static __attribute__((noinline)) void vec_##F(const float *xs, const float *ys, const float *want) { \
    (void)ys; ALL_WIDTHS(half, F, VEC1, xs, ys, want); if (!own_kernel(F_##F)) ALL_WIDTHS(native, F, VEC1, xs, ys, want); \
    ln_float3 v = {{xs[0], xs[1], xs[2], 5.0f}}, r = HN(half, F)(v), q = HN(native, F##_float3)(v); \
    F3_CHECK(F, r, q); }
#define W2(F) static __attribute__((noinline)) void vec_##F(const float *xs, const float *ys, const float *want) { \
    ALL_WIDTHS(half, F, VEC2, xs, ys, want); ALL_WIDTHS(native, F, VEC2, xs, ys, want); \
    ln_float3 v = {{xs[0], xs[1], xs[2], 5.0f}}, w = {{ys[0], ys[1], ys[2], 0.0f}}, r = HN(half, F)(v, w), q = HN(native, F##_float3)(v, w); \
    F3_CHECK(F, r, q); }
W1(cos) W2(divide) W1(exp) W1(exp2) W1(exp10) W1(log) W1(log2) W1(log10) W2(powr) W1(recip) W1(rsqrt) W1(sin) W1(sqrt)
W1(tan)
#undef W1
#undef W2
#undef F3_CHECK

/* one block of 16 (x, y) for f and both prefixes */
static void run_block(int f, const float *xs, const float *ys) {
  float want[16];
  for (int l = 0; l < 16; l++) want[l] = full(f, xs[l], ys[l]);
  for (int l = 0; l < 16; l++) { /* the scalar forms */
    float hs, ns, ht, nt;
    float x = xs[l], y = ys[l];
    switch (f) {
#define S1(F) case F_##F: hs = HN(half, F)(x); ns = HN(native, F)(x); ht = HN(half, F##_float)(x); nt = HN(native, F##_float)(x); break;
#define S2(F) case F_##F: hs = HN(half, F)(x, y); ns = HN(native, F)(x, y); ht = HN(half, F##_float)(x, y); nt = HN(native, F##_float)(x, y); break;
      S1(cos) S2(divide) S1(exp) S1(exp2) S1(exp10) S1(log) S1(log2) S1(log10) S2(powr) S1(recip) S1(rsqrt) S1(sin) S1(sqrt)
      default: hs = ln_half_tan(x); ns = ln_native_tan(x); ht = ln_half_tan_float(x); nt = ln_native_tan_float(x); break;
#undef S1
#undef S2
    }
    const float got[4] = {hs, ns, ht, nt};
    for (int k = 0; k < 4; k++)
      if (!(k & 1) || !own_kernel(f))
        TC_CHECK(!memcmp(&got[k], &want[l], 4) || (got[k] != got[k] && want[l] != want[l]),
                 "%s_%s scalar (%a, %a): %a, want %a", k & 1 ? "native" : "half", fname[f], (double)x, (double)y,
                 (double)got[k], (double)want[l]);
    /* independent value */
    double d = indep(f, x, y), w = want[l];
    if (f == F_divide || f == F_recip) {
      float c = (float)d;
      TC_CHECK(!memcmp(&c, &want[l], 4) || (c != c && want[l] != want[l]), "%s(%a, %a) = %a, correctly rounded %a",
               fname[f], (double)x, (double)y, w, (double)c);
    } else if (f == F_powr && w != w) {
      /* powr's NaN cases (0^0, 1^inf, inf^0, ...): OpenCL's, checked by test_math_pow */
    } else if (isnan(d)) {
      if (f != F_powr) TC_CHECK(w != w, "%s(%a) = %a, want NaN", fname[f], (double)x, w);
    } else if (isfinite(d) && fabs(d) <= FLT_MAX && fabs(d) >= FLT_MIN) {
      double u = ldexp(1.0, ilogb(d) - 23);
      TC_CHECK(fabs(w - d) <= 1.001 * u, "%s(%a, %a) = %a, C library %a: %.2f ulp", fname[f], (double)x, (double)y,
               w, d, fabs(w - d) / u);
    }
  }
  switch (f) {
#define V(F) case F_##F: vec_##F(xs, ys, want); break;
    V(cos) V(divide) V(exp) V(exp2) V(exp10) V(log) V(log2) V(log10) V(powr) V(recip) V(rsqrt) V(sin) V(sqrt)
    default: vec_tan(xs, ys, want);
#undef V
  }
}

static float edge(unsigned i) {
  static const float e[] = {0.0f, -0.0f, 1.0f, -1.0f, 2.0f, 0.5f, 0x1p-149f, -0x1p-149f, 0x1p-126f, FLT_MAX, -FLT_MAX,
                            INFINITY, -INFINITY, NAN, 3.0f, 0.1f, 100.0f, -100.0f, 1e-20f, 1e20f, 88.0f, -87.0f};
  return e[i % (sizeof e / sizeof e[0])];
}

int main(void) {
  tc_family = "math";
  tc_seed_from_env();
  for (int f = 0; f < NF; f++) {
    float xs[16], ys[16];
    for (unsigned b = 0; b < 40; b++) { /* edge pairs */
      for (int l = 0; l < 16; l++) { xs[l] = edge(b * 16u + (unsigned)l); ys[l] = edge(b * 5u + (unsigned)l * 3u); }
      run_block(f, xs, ys);
    }
    for (int b = 0; b < 400; b++) { /* random bit patterns, and moderate values */
      for (int l = 0; l < 16; l++) {
        uint32_t u = (uint32_t)tc_rand(), v = (uint32_t)tc_rand();
        if (b & 1) { u = (u & 0x807fffffu) | ((112u + (u >> 24) % 32u) << 23); v = (v & 0x007fffffu) | ((120u + (v >> 24) % 12u) << 23); }
        memcpy(&xs[l], &u, 4);
        memcpy(&ys[l], &v, 4);
      }
      run_block(f, xs, ys);
    }
  }
  printf("  %d functions x (half_, native_) x scalar and 2 3 4 8 16 lanes; %d lanes differ\n", NF, mismatch_lanes);
  return tc_finish("test_math_half_native");
}
