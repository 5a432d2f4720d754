/* lanes/math.h's inverse trigonometric functions (asin acos atan asinpi acospi atanpi, and atan2
 * atan2pi of (y, x)) against an independent reference, for float and double (and half where
 * LN_HAS_HALF), as tests/unit/test_math_exp.c does for the exponentials:
 *   - edge values (+-0, subnormals, +-1 and its neighbours, 1/2, tan(pi/8), tan(3pi/8), the
 *     clamping and scaling thresholds, +-inf, NaN; for atan2 every pair of a set of such values,
 *     Annex F's table included) and N_RAND random inputs per function and type (uniform bit
 *     patterns, values in [-1, 1], every binade; atan2: pairs whose quotient spans every binade);
 *   - every input through the scalar function and every vector width (2 3 4 8 16, generic macro
 *     and typed function): the scalar's bits in every lane, 3-lane padding 0;
 *   - the scalar result within 1 ulp of the exact value, special results (NaN, zeros, the results
 *     of zero and infinite arguments) exact: a wider C library first pass (double for float, long
 *     double for double; the *pi forms divided by pi in that type), MPFR where its error bound
 *     leaves doubt (LANES_HAVE_MPFR); without MPFR (cross builds) the wider reference decides;
 *   - half: every input of the one-argument functions, 65536 random pairs of atan2 (cross builds:
 *     every HALF_STEP-th block), within 1 ulp of the double C library's value;
 *   - every float and double result bit for bit equal to the portable build's
 *     (tests/unit/math_atrig_portable.c, no FMA instructions, no contraction). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/math_ref.h"
#include "common/results_digest.h"
#include "unit/math_atrig_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef HALF_STEP
#define HALF_STEP 1
#endif
#ifndef N_RAND
#define N_RAND 100000
#endif
#define BLK 16

enum { F_ASIN, F_ACOS, F_ATAN, F_ASINPI, F_ACOSPI, F_ATANPI, F_ATAN2, F_ATAN2PI, NFN };
static const char *fn_name[NFN] = {"asin", "acos", "atan", "asinpi", "acospi", "atanpi", "atan2", "atan2pi"};
#define TWO(f) ((f) >= F_ATAN2)

static double max_ulp[NFN][2], worst_y[NFN][2], worst_x[NFN][2];
static int typed_blocks;

/* ---- the functions under test: scalar results, checked against every vector width ---- */
/* the same bits in every lane; nan_any: any NaN for a NaN (two NaN arguments: which one's payload x + y
 * keeps is the compiler's choice of operand order) */
#define LANES_EQ(T, N, FN, g, out, k, nan_any) do { \
    T a_[N]; memcpy(a_, &(g), sizeof a_); \
    for (int l_ = 0; l_ < (N); l_++) \
      TC_CHECK(!memcmp(&a_[l_], &(out)[(k) + l_], sizeof(T)) || \
               ((nan_any) && a_[l_] != a_[l_] && (out)[(k) + l_] != (out)[(k) + l_]), \
               "%s %s%d lane %d: %a, scalar %a", #FN, #T, N, l_, (double)a_[l_], (double)(out)[(k) + l_]); \
  } while (0)
#define VEC1(T, N, FN, in, out, k) do { \
    ln_##T##N v, g; memcpy(&v, (in) + (k), sizeof(T) * (N)); g = ln_##FN(v); \
    if (typed_blocks > 0) { ln_##T##N t = ln_##FN##_##T##N(v); \
      TC_CHECK(!memcmp(&g, &t, sizeof g), "%s %s%d: generic and typed differ", #FN, #T, N); } \
    LANES_EQ(T, N, FN, g, out, k, 0); } while (0)
#define VEC2(T, N, FN, y, x, out, k) do { \
    ln_##T##N v, u, g; memcpy(&v, (y) + (k), sizeof(T) * (N)); memcpy(&u, (x) + (k), sizeof(T) * (N)); \
    g = ln_##FN(v, u); \
    if (typed_blocks > 0) { ln_##T##N t = ln_##FN##_##T##N(v, u); LANES_EQ(T, N, FN, t, out, k, 1); } \
    LANES_EQ(T, N, FN, g, out, k, 1); } while (0)
#define BLOCK1(T, FN) \
  static void blk_##FN##_##T(const T *y, const T *in, T *out) { \
    (void)y; \
    for (int i = 0; i < BLK; i++) out[i] = ln_##FN(in[i]); \
    for (int k = 0; k < BLK; k += 2) VEC1(T, 2, FN, in, out, k); \
    for (int k = 0; k < BLK; k += 4) VEC1(T, 4, FN, in, out, k); \
    for (int k = 0; k < BLK; k += 8) VEC1(T, 8, FN, in, out, k); \
    VEC1(T, 16, FN, in, out, 0); \
    for (int k = 0; k + 3 <= BLK; k += 3) { \
      ln_##T##3 v3, r3; T a3[4]; memcpy(&v3, in + k, sizeof(T) * 3); v3.v[3] = (T)12345; r3 = ln_##FN(v3); \
      memcpy(a3, &r3, sizeof a3); \
      TC_CHECK(!memcmp(a3, out + k, 3 * sizeof(T)) && a3[3] == 0, "%s %s3 at %d", #FN, #T, k); \
    } \
  }
#define BLOCK2(T, FN) \
  static void blk_##FN##_##T(const T *y, const T *x, T *out) { \
    for (int i = 0; i < BLK; i++) out[i] = ln_##FN(y[i], x[i]); \
    for (int k = 0; k < BLK; k += 2) VEC2(T, 2, FN, y, x, out, k); \
    for (int k = 0; k < BLK; k += 4) VEC2(T, 4, FN, y, x, out, k); \
    for (int k = 0; k < BLK; k += 8) VEC2(T, 8, FN, y, x, out, k); \
    VEC2(T, 16, FN, y, x, out, 0); \
    for (int k = 0; k + 3 <= BLK; k += 3) { \
      ln_##T##3 v3, u3, r3; T a3[4]; memcpy(&v3, y + k, sizeof(T) * 3); memcpy(&u3, x + k, sizeof(T) * 3); \
      v3.v[3] = (T)12345; u3.v[3] = (T)-7; r3 = ln_##FN(v3, u3); memcpy(a3, &r3, sizeof a3); \
      for (int l = 0; l < 3; l++) \
        TC_CHECK(!memcmp(&a3[l], &out[k + l], sizeof(T)) || (a3[l] != a3[l] && out[k + l] != out[k + l]), \
                 "%s %s3 at %d", #FN, #T, k); \
      TC_CHECK(a3[3] == 0, "%s %s3 padding", #FN, #T); \
    } \
  }
#define ALL_FN(T) BLOCK1(T, asin) BLOCK1(T, acos) BLOCK1(T, atan) BLOCK1(T, asinpi) BLOCK1(T, acospi) \
  BLOCK1(T, atanpi) BLOCK2(T, atan2) BLOCK2(T, atan2pi)
ALL_FN(float)
ALL_FN(double)
typedef void (*blk_f)(const float *, const float *, float *);
typedef void (*blk_d)(const double *, const double *, double *);
static const blk_f blkf[NFN] = {blk_asin_float, blk_acos_float, blk_atan_float, blk_asinpi_float,
                                blk_acospi_float, blk_atanpi_float, blk_atan2_float, blk_atan2pi_float};
static const blk_d blkd[NFN] = {blk_asin_double, blk_acos_double, blk_atan_double, blk_asinpi_double,
                                blk_acospi_double, blk_atanpi_double, blk_atan2_double, blk_atan2pi_double};

/* ---- references ---- */
static double ref_d(int f, double y, double x) {
  switch (f) {
    case F_ASIN: return asin(x);
    case F_ACOS: return acos(x);
    case F_ATAN: return atan(x);
    case F_ASINPI: return asin(x) / M_PI;
    case F_ACOSPI: return acos(x) / M_PI;
    case F_ATANPI: return atan(x) / M_PI;
    case F_ATAN2: return atan2(y, x);
    default: return isinf(x) && isinf(y) ? copysign(x > 0 ? 0.25 : 0.75, y) : atan2(y, x) / M_PI;
  }
}
static long double ref_ld(int f, long double y, long double x) {
  const long double pi = 3.141592653589793238462643383279502884L;
  switch (f) {
    case F_ASIN: return asinl(x);
    case F_ACOS: return acosl(x);
    case F_ATAN: return atanl(x);
    case F_ASINPI: return asinl(x) / pi;
    case F_ACOSPI: return acosl(x) / pi;
    case F_ATANPI: return atanl(x) / pi;
    case F_ATAN2: return atan2l(y, x);
    default: return isinf(x) && isinf(y) ? copysignl(x > 0 ? 0.25L : 0.75L, y) : atan2l(y, x) / pi;
  }
}
#define REL_D (8 * DBL_EPSILON)
#define REL_LD (8 * LDBL_EPSILON)


#ifdef LANES_HAVE_MPFR
/* |got - f(y, x)| in ulps of the format (p, emin), the reference at 200 bits */
static double mpfr_ulps(int f, double y, double x, double got, int p, int emin) {
  mpfr_t a, b, r, d;
  mpfr_inits2(200, a, b, r, d, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_set_d(b, y, MPFR_RNDN);
  switch (f) {
    case F_ASIN: case F_ASINPI: mpfr_asin(r, a, MPFR_RNDN); break;
    case F_ACOS: case F_ACOSPI: mpfr_acos(r, a, MPFR_RNDN); break;
    case F_ATAN: case F_ATANPI: mpfr_atan(r, a, MPFR_RNDN); break;
    default: mpfr_atan2(r, b, a, MPFR_RNDN); break;
  }
  if (f == F_ASINPI || f == F_ACOSPI || f == F_ATANPI || f == F_ATAN2PI) {
    mpfr_const_pi(d, MPFR_RNDN);
    mpfr_div(r, r, d, MPFR_RNDN);
  }
  double out = mpfr_err_ulps(r, got, p, emin);
  mpfr_clears(a, b, r, d, (mpfr_ptr)0);
  return out;
}
#endif

static void note(int f, int t, double e, double y, double x) {
  if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_y[f][t] = y; worst_x[f][t] = x; }
}
/* check one scalar result; t = 0 float, 1 double */
static void check_one(int f, int t, double y, double x, double got) {
  int p = t ? 53 : 24, emin = t ? -1022 : -126;
  long double exact_ld = t ? ref_ld(f, y, x) : ref_d(f, y, x);
  double want = t ? (double)exact_ld : (double)(float)exact_ld;
  /* specials: NaN results, zero results, zero and infinite arguments: exact (sign included) */
  if (isnan(exact_ld) || exact_ld == 0 || x == 0 || isinf(x) || (TWO(f) && (y == 0 || isinf(y)))) {
    int ok = isnan(exact_ld) ? isnan(got) : !memcmp(&got, &want, sizeof got);
    TC_CHECK(ok, "%s %s(%a, %a) = %a, want %a", fn_name[f], t ? "double" : "float", y, x, got, want);
    return;
  }
#ifndef LANES_HAVE_MPFR
  if (t && !LD_WIDER) { n_undecided++; return; }
#endif
  long double err = 2;
  if (!(t && !LD_WIDER)) {
    long double u = ulp_of(exact_ld, p, emin);
    err = fabsl((long double)got - exact_ld) / u;
    long double margin = fabsl(exact_ld) * (t ? REL_LD : REL_D) / u;
    if (err + margin <= 1.0L) { note(f, t, (double)err, y, x); return; }
  }
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  double e = mpfr_ulps(f, y, x, got, p, emin);
  note(f, t, e, y, x);
  TC_CHECK(e <= 1.0, "%s %s(%a, %a) = %a: %.3f ulp (MPFR)", fn_name[f], t ? "double" : "float", y, x, got, e);
#else
  TC_CHECK(err <= 1.0L, "%s %s(%a, %a) = %a: %.3f ulp", fn_name[f], t ? "double" : "float", y, x, got, (double)err);
  note(f, t, (double)err, y, x);
#endif
}

/* ---- inputs ---- */
static const double points[] = {
    0.5, 1, 0x1.6a09e667f3bcdp-2 /* tan(pi/8) */, 0x1.3504f333f9de6p+1 /* tan(3pi/8) */, 0x1p30, 0x1p60,
    0x1p-30, 0x1p-60, 0x1p-126, 0x1p-149, 0x1p-1022, 0x1p-1074, 0x1.fffffcp-127, 0x1.fffffffffffffp-1023,
    DBL_MAX, FLT_MAX, 0.1, 0.3, 0.7, 0.9, 0.99, 0x1.fffffep-1, 0x1.fffffffffffffp-1, 1e10, 1e300, 1e-300,
    0x1.4p-1, 0x1.ep-2, 0x1p100, 0x1p1000, 0x1p-960, 0x1p890, 2, 10};
#define NP ((unsigned)(sizeof points / sizeof points[0]))
/* one-argument edges: the float edges, then every point and its 3 neighbours each side, both signs */
#define N_EDGES1 (TC_FLOAT_EDGES + NP * 14)
static double edge1(unsigned i, int t) {
  if (i < TC_FLOAT_EDGES) return tc_float_edge(i);
  i -= TC_FLOAT_EDGES;
  double v = nudge(points[i / 14], (int)(i % 7) - 3, t);
  return (i / 7) % 2 ? -v : v;
}
/* atan2 edges: every pair of these (Annex F's table, the octant boundaries, the scalings) */
static const double pair_vals[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1, -1, 0.3, -0.3, 0x1p-1074, -0x1p-149,
                                   0x1p-149, DBL_MAX, -FLT_MAX, 0x1.6a09e667f3bcdp-2, 0x1.3504f333f9de6p+1,
                                   0x1p1000, 0x1p-960, 0x1p100, 0x1p-100, 3e-310, -2.5, 1e300};
#define NPV ((unsigned)(sizeof pair_vals / sizeof pair_vals[0]))
#define N_EDGES2 (NPV * NPV)
static double rnd_unit(void) { return (double)(tc_rand() >> 11) * 0x1p-53; }
static double rnd_log(int t, int lo, int hi) { /* a random value of a random binade in [2^lo, 2^hi), random sign */
  int e = lo + (int)(tc_rand() % (unsigned)(hi - lo));
  double v = ldexp(1 + rnd_unit(), e);
  v = t ? v : (double)(float)v;
  return tc_rand() & 1 ? -v : v;
}
static double rnd_bits(int t) {
  if (t) { double d; uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
  float x; uint32_t b = (uint32_t)tc_rand(); memcpy(&x, &b, 4); return x;
}
static void random_in(int f, int t, double *y, double *x) {
  uint64_t r = tc_rand() % 4;
  *y = 1;
  if (TWO(f)) {
    if (r == 0) { *y = rnd_bits(t); *x = rnd_bits(t); return; }
    /* quotients of every size, both operands in every binade */
    int lo = t ? -1074 : -149, hi = t ? 1024 : 128;
    *x = rnd_log(t, lo, hi);
    int ex = ilogb(*x), d = (int)(tc_rand() % (r == 1 ? 121 : 9)) - (r == 1 ? 60 : 4);
    int ey = ex + d < lo ? lo : ex + d >= hi ? hi - 1 : ex + d;
    *y = rnd_log(t, ey, ey + 1);
    return;
  }
  if (r == 0) { *x = rnd_bits(t); return; }
  if (r == 1 && f != F_ATAN && f != F_ATANPI) { /* [-1, 1] uniformly */
    double v = 2 * rnd_unit() - 1;
    *x = t ? v : (double)(float)v;
    return;
  }
  if (f == F_ATAN || f == F_ATANPI) { *x = rnd_log(t, r == 1 ? -4 : (t ? -1074 : -149), r == 1 ? 4 : (t ? 1024 : 128)); return; }
  *x = rnd_log(t, t ? -1074 : -149, 0);
}

#define SAME_AS_PORTABLE(T, out, port) \
  for (int i = 0; i < BLK; i++) \
    TC_CHECK(!memcmp(&(out)[i], &(port)[i], sizeof(T)) || ((out)[i] != (out)[i] && (port)[i] != (port)[i]), \
             "%s %s(%a, %a) = %a, the portable build gives %a", fn_name[f], #T, (double)yy[i], (double)xx[i], \
             (double)(out)[i], (double)(port)[i])
/* the digest of the results of the edges and the first DIGEST_RAND random inputs of every
 * function and type (tests/common/results_digest.h: compared across configurations by
 * tests/run_matrix.sh) */
#define DIGEST_RAND 5000
static tc_digest digest;
static void run_block(int f, int t, const double *y, const double *x) {
  typed_blocks--;
  if (t) {
    double yy[BLK], xx[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) { yy[i] = y[i]; xx[i] = x[i]; }
    blkd[f](yy, xx, out);
    math_atrig_portable_double(f, yy, xx, port);
    SAME_AS_PORTABLE(double, out, port);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 1, yy[i], xx[i], out[i]);
  } else {
    float yy[BLK], xx[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) { yy[i] = (float)y[i]; xx[i] = (float)x[i]; }
    blkf[f](yy, xx, out);
    math_atrig_portable_float(f, yy, xx, port);
    SAME_AS_PORTABLE(float, out, port);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 0, yy[i], xx[i], out[i]);
  }
}

#if LN_HAS_HALF
static ln_half16 half_run(int f, ln_half16 y, ln_half16 x) {
  switch (f) {
    case F_ASIN: return ln_asin(x);
    case F_ACOS: return ln_acos(x);
    case F_ATAN: return ln_atan(x);
    case F_ASINPI: return ln_asinpi(x);
    case F_ACOSPI: return ln_acospi(x);
    case F_ATANPI: return ln_atanpi(x);
    case F_ATAN2: return ln_atan2(y, x);
    default: return ln_atan2pi(y, x);
  }
}
/* the same half bits, a NaN for a NaN (see LANES_EQ) */
static int half_same(const uint16_t *a, const uint16_t *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i] && !((a[i] & 0x7fff) > 0x7c00 && (b[i] & 0x7fff) > 0x7c00)) return 0;
  return 1;
}
/* the other half widths and the scalar give the 16-lane bits */
static void half_widths(const uint16_t *yb, const uint16_t *xb, const ln_half16 r) {
  uint16_t rb[16], w[16];
  memcpy(rb, &r, sizeof rb);
  for (int k = 0; k < 16; k += 2) { ln_half2 a, b; memcpy(&a, yb + k, 4); memcpy(&b, xb + k, 4); a = ln_atan2(a, b); memcpy(w + k, &a, 4); }
  TC_CHECK(half_same(w, rb, 16), "atan2 half2");
  for (int k = 0; k < 16; k += 8) { ln_half8 a, b; memcpy(&a, yb + k, 16); memcpy(&b, xb + k, 16); a = ln_atan2(a, b); memcpy(w + k, &a, 16); }
  TC_CHECK(half_same(w, rb, 16), "atan2 half8");
  { ln_half32 a, b; uint16_t y32[32], x32[32], o[32]; memcpy(y32, yb, 32); memcpy(y32 + 16, yb, 32); memcpy(x32, xb, 32);
    memcpy(x32 + 16, xb, 32); memcpy(&a, y32, 64); memcpy(&b, x32, 64); a = ln_atan2(a, b); memcpy(o, &a, 64);
    TC_CHECK(half_same(o, rb, 16) && half_same(o + 16, rb, 16), "atan2 half32"); }
  { ln_half3 a, b; uint16_t o3[4]; memcpy(&a, yb, 6); memcpy(&b, xb, 6); a.v[3] = (ln_half)7; a = ln_atan2(a, b);
    memcpy(o3, &a, 8); TC_CHECK(half_same(o3, rb, 3) && o3[3] == 0, "atan2 half3"); }
  for (int l = 0; l < 16; l++) { ln_half h, g, hs; memcpy(&h, yb + l, 2); memcpy(&g, xb + l, 2); hs = ln_atan2(h, g); memcpy(w + l, &hs, 2); }
  TC_CHECK(half_same(w, rb, 16), "atan2 half scalar");
}
static void half_all(int f) {
  double worst = 0;
  for (unsigned b = 0; b < 65536; b += 16 * HALF_STEP) {
    ln_half16 v, u, r;
    uint16_t yb[16], xb[16];
    for (int l = 0; l < 16; l++) { xb[l] = (uint16_t)(b + (unsigned)l); yb[l] = (uint16_t)tc_rand(); }
    if (TWO(f)) for (int l = 0; l < 16; l++) xb[l] = (uint16_t)tc_rand();
    memcpy(&v, yb, sizeof v);
    memcpy(&u, xb, sizeof u);
    r = half_run(f, v, u);
    if (f == F_ATAN2) half_widths(yb, xb, r);
    for (int l = 0; l < 16; l++) {
      double y = (double)v[l], x = (double)u[l], got = (double)r[l], want = ref_d(f, y, x);
      if (isnan(want) || want == 0 || x == 0 || isinf(x) || (TWO(f) && (y == 0 || isinf(y)))) {
        TC_CHECK(isnan(want) ? isnan(got) : (double)(ln_half)want == got && !signbit(got) == !signbit(want),
                 "%s half(%a, %a) = %a, want %a", fn_name[f], y, x, got, want);
        continue;
      }
      double e = fabs(got - want) / (double)ulp_of(want, 11, -14);
      if (e > worst) worst = e;
      TC_CHECK(e <= 1.0 + 1e-9, "%s half(%a, %a) = %a: %.3f ulp", fn_name[f], y, x, got, e);
    }
  }
  printf("  %-7s half  : max %.4f ulp (%s)\n", fn_name[f], worst,
         TWO(f) ? "65536 random pairs" : HALF_STEP == 1 ? "all 65536 inputs" : "every HALF_STEP-th block");
}
#endif

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    for (int t = 0; t < 2; t++) {
      double y[BLK], x[BLK];
      int n = 0;
      typed_blocks = 64;
      tc_state = 0x61747269ull + (uint64_t)(2 * f + t) * 0x9e3779b97f4a7c15ull; /* the same inputs for any N_RAND */
      tc_digest_start(&digest, (long)(TWO(f) ? N_EDGES2 : N_EDGES1) + DIGEST_RAND);
      unsigned ne = TWO(f) ? N_EDGES2 : N_EDGES1;
      for (unsigned i = 0; i < ne; i++) {
        if (TWO(f)) { y[n] = pair_vals[i / NPV]; x[n] = pair_vals[i % NPV]; }
        else { y[n] = 1; x[n] = edge1(i, t); }
        if (++n == BLK) { run_block(f, t, y, x); n = 0; }
      }
      for (long i = 0; i < N_RAND; i++) {
        random_in(f, t, &y[n], &x[n]);
        if (++n == BLK) { run_block(f, t, y, x); n = 0; }
      }
      if (n) { while (n < BLK) { y[n] = 1; x[n++] = 0.5; } run_block(f, t, y, x); }
      if (TWO(f))
        printf("  %-7s %s: max %.4f ulp at (%a, %a)\n", fn_name[f], t ? "double" : "float ", max_ulp[f][t],
               worst_y[f][t], worst_x[f][t]);
      else
        printf("  %-7s %s: max %.4f ulp at %a\n", fn_name[f], t ? "double" : "float ", max_ulp[f][t], worst_x[f][t]);
      tc_digest_print(&digest, "test_math_atrig", fn_name[f], t ? "double" : "float");
    }
#if LN_HAS_HALF
    half_all(f);
#endif
  }
  printf("  MPFR consulted %lu times; %lu double results not checked for ulps (no wider reference)\n", n_mpfr, n_undecided);
  return tc_finish("test_math_atrig");
}
