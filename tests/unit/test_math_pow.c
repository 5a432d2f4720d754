/* lanes/math.h's powers (pow powr pown rootn) against an independent reference, for float and
 * double (and half where LN_HAS_HALF):
 *   - edge pairs (every pair of a list of special and boundary values: +-0, +-inf, NaN, +-1,
 *     subnormals, the largest values, integers odd and even, halves) and N_RAND random pairs per
 *     function and type: uniform bit patterns; y chosen so that y log2|x| is uniform over the range
 *     of finite nonzero results, or within a few units of the overflow and underflow thresholds;
 *     x within 2^-k of 1 with a large y; negative x with integral y (odd and even); random n of
 *     every size for pown and rootn;
 *   - every pair goes through the scalar function (the generic macro) and every vector width
 *     (2 3 4 8 16, generic macro and typed function): every lane must have the scalar's bits,
 *     3-lane padding must be 0; and the 16-lane results must be, bit for bit, those of the portable
 *     code in the same run (tests/unit/math_pow_portable.c: no FMA instructions, no contraction);
 *   - the scalar result must be within 1 ulp of the exact value, special results (NaN, +-inf, +-0)
 *     exact with their sign.  The exact value: a first pass in a wider type (the C library's pow in
 *     double for float; powl / expl(logl(|x|) / n) in long double for double) decides when its error
 *     bound leaves no doubt; otherwise MPFR (LANES_HAVE_MPFR: native builds) decides.  Without MPFR
 *     the wider reference decides alone; double is checked for ulps only where long double is wider;
 *   - half: random pairs, within 1 ulp of the double reference, the same bits from every width;
 *   - a digest of the float and double results of the edges and the first 5000 random pairs is
 *     printed (tests/common/results_digest.h); tests/run_matrix.sh requires the same digest from
 *     every configuration and target of a run (the pairs are made without contractible products
 *     and with lanes' own log2, so they are the same everywhere).
 * The run documented in docs/semantics.md (10^7 random pairs per function and type): configure
 * with -DLANES_MATH_POW_N_RAND=10000000 -DLANES_TESTS_ONLY=test_math_pow, build and run test_math_pow. */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/math_ref.h"
#include "common/results_digest.h"
#include "unit/math_pow_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef N_RAND
#define N_RAND 100000
#endif
#define BLK 16

enum { F_POW, F_POWR, F_POWN, F_ROOTN, NFN };
static const char *fn_name[NFN] = {"pow", "powr", "pown", "rootn"};
static double max_ulp[NFN][2], worst_x[NFN][2], worst_y[NFN][2];
static int typed_blocks;

/* ---- the functions under test: scalar results, checked against every vector width ---- */
#define VEC_CHECK(T, YT, N, FN, x, y, C, out, k) do { \
    ln_##T##N a, g, t; YT b; (void)t; memcpy(&a, (x) + (k), sizeof a); \
    for (int l_ = 0; l_ < (N); l_++) b[l_] = C##_cv((y)[(k) + l_]); \
    g = ln_##FN(a, b); \
    if (typed_blocks > 0) { \
      t = ln_##FN##_##T##N(a, b); \
      TC_CHECK(!memcmp(&g, &t, sizeof g), "%s %s%d: generic and typed differ", #FN, #T, N); \
    } \
    T r_[N]; memcpy(r_, &g, sizeof r_); \
    for (int l_ = 0; l_ < (N); l_++) \
      TC_CHECK(!memcmp(&r_[l_], &(out)[(k) + l_], sizeof(T)), "%s %s%d lane %d of (%a, %a): %a, scalar %a", #FN, #T, N, \
               l_, (double)(x)[(k) + l_], (double)(y)[(k) + l_], (double)r_[l_], (double)(out)[(k) + l_]); \
  } while (0)
#define y_cv(v) (v)
#define n_cv(v) ((int)(v))
/* YV(N): the second argument's vector type; S: the scalar one; C: y_ or n_ (conversion) */
#define BLOCK_FN(T, FN, YV, S, C) \
  static void blk_##FN##_##T(const T *x, const T *y, T *out) { \
    for (int i = 0; i < BLK; i++) out[i] = ln_##FN(x[i], (S)C##_cv(y[i])); \
    for (int k = 0; k < BLK; k += 2) VEC_CHECK(T, YV##2, 2, FN, x, y, C, out, k); \
    for (int k = 0; k < BLK; k += 4) VEC_CHECK(T, YV##4, 4, FN, x, y, C, out, k); \
    for (int k = 0; k < BLK; k += 8) VEC_CHECK(T, YV##8, 8, FN, x, y, C, out, k); \
    VEC_CHECK(T, YV##16, 16, FN, x, y, C, out, 0); \
    for (int k = 0; k + 3 <= BLK; k += 3) { \
      ln_##T##3 a3, r3; YV##3 b3; T o3[4]; memcpy(&a3, x + k, sizeof(T) * 3); a3.v[3] = (T)3; \
      for (int l = 0; l < 3; l++) b3.v[l] = C##_cv(y[k + l]); \
      b3.v[3] = 2; \
      r3 = ln_##FN(a3, b3); memcpy(o3, &r3, sizeof o3); \
      TC_CHECK(!memcmp(o3, out + k, 3 * sizeof(T)) && o3[3] == 0, "%s %s3 at %d", #FN, #T, k); \
    } \
  }
BLOCK_FN(float, pow, ln_float, float, y)
BLOCK_FN(float, powr, ln_float, float, y)
BLOCK_FN(float, pown, ln_int, int, n)
BLOCK_FN(float, rootn, ln_int, int, n)
BLOCK_FN(double, pow, ln_double, double, y)
BLOCK_FN(double, powr, ln_double, double, y)
BLOCK_FN(double, pown, ln_int, int, n)
BLOCK_FN(double, rootn, ln_int, int, n)
typedef void (*blk_f)(const float *, const float *, float *);
typedef void (*blk_d)(const double *, const double *, double *);
static const blk_f blkf[NFN] = {blk_pow_float, blk_powr_float, blk_pown_float, blk_rootn_float};
static const blk_d blkd[NFN] = {blk_pow_double, blk_powr_double, blk_pown_double, blk_rootn_double};

/* ---- references ---- */
/* the special cases of powr and rootn (OpenCL C 7.5), NaN-free cases returned through *r */
static int special_rule(int f, double x, double y, double *r) {
  if (f == F_POWR) {
    if (x != x || y != y || x < 0) return *r = NAN, 1;
    if (x == 0) return *r = y == 0 ? NAN : y < 0 ? INFINITY : 0.0, 1;
    if (isinf(x)) return *r = y == 0 ? NAN : y < 0 ? 0.0 : INFINITY, 1;
    if (x == 1) return *r = isinf(y) ? NAN : 1.0, 1;
    return 0;
  }
  if (f == F_ROOTN) {
    int n = (int)y;
    if (n == 0 || x != x || (x < 0 && !(n & 1))) return *r = NAN, 1;
    if (x == 0) return *r = n < 0 ? ((n & 1) ? copysign(INFINITY, x) : INFINITY) : ((n & 1) ? x : 0.0), 1;
    if (isinf(x)) return *r = copysign(n > 0 ? INFINITY : 0.0, x), 1;
    if (n == 1) return *r = x, 1;
    return 0;
  }
  return 0;
}
static long double ref_ld(int f, long double x, long double y) {
  double s;
  if (special_rule(f, (double)x, (double)y, &s)) return s;
  if (f == F_ROOTN) return copysignl(expl(logl(fabsl(x)) / y), x);
  return powl(x, y);
}
static double ref_d(int f, double x, double y) {
  double s;
  if (special_rule(f, x, y, &s)) return s;
  if (f == F_ROOTN) return copysign(exp(log(fabs(x)) / y), x);
  return pow(x, y);
}
/* long double wider than double in precision and in range (not POWER's double-double, whose low
 * part is lost near double's underflow threshold) */
/* the long double first pass for double: also double's exponent range (not IBM's double-double) */
#define LD_WIDE_POW (LD_WIDER && LDBL_MIN_EXP < DBL_MIN_EXP)
#ifdef LANES_HAVE_MPFR
/* |got - f(x, y)| in ulps of the format (p, emin), the reference at 256 bits */
static double mpfr_ulps(int f, double x, double y, double got, int p, int emin) {
  mpfr_t a, b, r;
  mpfr_inits2(256, a, b, r, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_set_d(b, y, MPFR_RNDN);
  if (f == F_ROOTN) {
    long n = (long)y;
    mpfr_rootn_ui(r, a, (unsigned long)labs(n), MPFR_RNDN);
    if (n < 0) mpfr_ui_div(r, 1, r, MPFR_RNDN);
  } else {
    mpfr_pow(r, a, b, MPFR_RNDN);
  }
  double out = mpfr_err_ulps(r, got, p, emin);
  mpfr_clears(a, b, r, (mpfr_ptr)0);
  return out;
}
#endif
static void note(int f, int t, double x, double y, double e) {
  if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_x[f][t] = x; worst_y[f][t] = y; }
}
/* check one scalar result; t = 0 float, 1 double */
static void check_one(int f, int t, double x, double y, double got) {
  int p = t ? 53 : 24, emin = t ? -1022 : -126;
  long double ex = t ? (LD_WIDE_POW ? ref_ld(f, x, y) : (long double)ref_d(f, x, y)) : (long double)ref_d(f, x, y);
  if (isnan(ex) || isinf(ex) || ex == 0) { /* exact results (from the C library's Annex F) */
    double want = t ? (double)ex : (double)(float)ex;
    int ok = isnan(ex) ? isnan(got) : !memcmp(&got, &want, sizeof got);
    TC_CHECK(ok, "%s %s(%a, %a) = %a, want %a", fn_name[f], t ? "double" : "float", x, y, got, want);
    return;
  }
  if (t && !LD_WIDE_POW) {
#ifndef LANES_HAVE_MPFR
    n_undecided++;
    return;
#endif
  }
  double rounded = t ? (double)ex : (double)(float)ex;
  if (isinf(got) && got == rounded) return; /* overflow: the exact value rounds to inf too */
  long double u = ulp_of(ex, p, emin), lim = t ? ldexpl(1.0L, 1024) : 0x1p128L; /* 2^1024: inf where long double is double */
  long double g = isinf(got) ? copysignl(lim, got) : (long double)got;
  long double err = (t && !LD_WIDE_POW) ? 2 : fabsl(g - ex) / u;
  /* the reference's error: a few ulps of long double (double: 2^-50 relative, float); rootn's
   * exp(log|x| / n) also the error of log|x| / n (a few ulps of it) times that argument */
  long double eps = t ? 64 * LDBL_EPSILON : 0x1p-50L;
  if (f == F_ROOTN) eps += fabsl(logl(fabsl((long double)x)) / y) * (t ? 4 * LDBL_EPSILON : 0x1p-50L);
  long double margin = fabsl(ex) * eps / u;
  if (err + margin <= 1.0L) { note(f, t, x, y, (double)err); return; }
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  double e = mpfr_ulps(f, x, y, got, p, emin);
  if (!isinf(got)) note(f, t, x, y, e);
  TC_CHECK(e <= 1.0, "%s %s(%a, %a) = %a: %.3f ulp (MPFR)", fn_name[f], t ? "double" : "float", x, y, got, e);
#else
  note(f, t, x, y, (double)err);
  TC_CHECK(err <= 1.0L, "%s %s(%a, %a) = %a: %.3f ulp", fn_name[f], t ? "double" : "float", x, y, got, (double)err);
#endif
}

/* ---- inputs ---- */
static const double edge_vals[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 1, -1, 2, -2, 3, -3, 0.5, -0.5, 1.5, -1.5,
                                   0.25, 10, -10, 0x1p-1074, -0x1p-1074, 0x1p-149, 0x1p-126, DBL_MAX, -DBL_MAX,
                                   FLT_MAX, 0x1.0000000000001p0, 0x1.fffffffffffffp-1, 0x1.000002p0, 0x1.fffffep-1,
                                   1023, 1024, -1075, 127, -150, 0x1p53, -0x1p53 - 2, 0x1p24 + 1, -0x1p52 - 1};
static const int edge_n[] = {0, 1, -1, 2, -2, 3, -3, 4, 5, -5, 7, 64, 127, -128, 1023, -1075, 1 << 30, INT_MAX, INT_MIN,
                             INT_MIN + 1};
#define NEV ((unsigned)(sizeof edge_vals / sizeof edge_vals[0]))
#define NEN ((unsigned)(sizeof edge_n / sizeof edge_n[0]))
static unsigned n_edges(int f) { return f >= F_POWN ? NEV * NEN : NEV * NEV; }
static void edge(int f, unsigned i, double *x, double *y) {
  if (f >= F_POWN) { *x = edge_vals[i / NEN]; *y = edge_n[i % NEN]; }
  else { *x = edge_vals[i / NEV]; *y = edge_vals[i % NEV]; }
}
static double unif(void) { return (double)(tc_rand() >> 11) * 0x1p-53; }
static double in_type(int t, double v) { return t ? v : (double)(float)v; }
/* |x| in a random binade (subnormals included), random significand */
static double any_binade(int t) {
  int e = (int)(tc_rand() % (t ? 2098 : 278)) - (t ? 1074 : 149);
  return in_type(t, ldexp(1 + unif(), e));
}
static void random_in(int f, int t, double *x, double *y) {
  uint64_t r = tc_rand();
  double lo = t ? -1080 : -155, hi = t ? 1030 : 132; /* the range of y log2|x| with finite nonzero results */
  int p = t ? 53 : 24;
  double ax, tt;
  switch ((r >> 1) % 8) {
    case 0: /* uniform bit patterns */
      if (t) { uint64_t b = tc_rand(), c = tc_rand(); memcpy(x, &b, 8); memcpy(y, &c, 8); }
      else { uint32_t b = (uint32_t)tc_rand(), c = (uint32_t)(tc_rand() >> 32); float u, v; memcpy(&u, &b, 4); memcpy(&v, &c, 4); *x = u; *y = v; }
      break;
    case 1: case 2: /* y log2|x| uniform over the finite results */
      ax = any_binade(t); tt = __builtin_fma(unif(), hi - lo, lo); /* fused explicitly: the same pairs on every target */
      *x = r & 1 ? -ax : ax; *y = in_type(t, tt / ln_log2(ax));
      break;
    case 3: /* x near 1, large y */
      ax = 1 + unif(); /* (the random draws in statements of their own: the same order everywhere) */
      ax = in_type(t, 1 + (r & 1 ? 1 : -0.5) * ldexp(ax, -(int)(tc_rand() % (unsigned)p) - 1));
      tt = __builtin_fma(unif(), hi - lo, lo); /* fused explicitly: the same pairs on every target */
      *x = ax; *y = in_type(t, tt / ln_log2(ax));
      break;
    case 4: { /* near the overflow and underflow thresholds (the normal limit, the subnormal one) */
      const double th[3] = {t ? 1024 : 128, t ? -1022 : -126, t ? -1074 : -149};
      ax = any_binade(t); tt = th[tc_rand() % 3];
      tt += (unif() - 0.5) * 4;
      *x = ax; *y = in_type(t, tt / ln_log2(ax));
      break;
    }
    case 5: /* negative x, integral y (odd and even) */
      ax = 1 + unif();
      ax = in_type(t, ldexp(ax, (int)(tc_rand() % 40) - 20));
      *x = -ax; *y = (double)((int64_t)(tc_rand() % 201) - 100);
      break;
    case 6: /* small exact integers, moderate y */
      *x = (double)(tc_rand() % 100); *y = in_type(t, (unif() - 0.5) * 64);
      if (r & 1) *y = rint(*y);
      break;
    default: /* moderate x and y */
      ax = 1 + unif();
      *x = in_type(t, ldexp(ax, (int)(tc_rand() % 64) - 32));
      *y = in_type(t, (unif() - 0.5) * 200);
      break;
  }
  if (f == F_POWR && (r & 2)) *x = fabs(*x);
  if (f >= F_POWN) { /* an int n */
    double n;
    switch ((r >> 5) % 4) {
      case 0: n = (double)(int32_t)tc_rand(); break;
      case 1: n = (double)((int64_t)(tc_rand() % 81) - 40); break;
      default: n = f == F_POWN ? rint(fmax(fmin(*y, 2e9), -2e9)) : (double)((int64_t)(tc_rand() % 2001) - 1000);
    }
    if (*x != *x || isinf(*x)) *x = any_binade(t);
    *y = n;
  }
}

/* The digest of the results of the edge pairs, the fast-path blocks and the first DIGEST_RAND
 * random pairs of each function and type (the same pairs for any N_RAND >= DIGEST_RAND). */
#define DIGEST_RAND 5000
static tc_digest digest;

/* the same bits as the portable build (NaN: any NaN) */
#define SAME_AS_PORTABLE(T, out, port) \
  for (int i = 0; i < BLK; i++) \
    TC_CHECK(!memcmp(&(out)[i], &(port)[i], sizeof(T)) || ((out)[i] != (out)[i] && (port)[i] != (port)[i]), \
             "%s %s(%a, %a) = %a, the portable build gives %a", fn_name[f], #T, (double)x[i], (double)y[i], \
             (double)(out)[i], (double)(port)[i])
static void run_block(int f, int t, const double *xs, const double *ys) {
  typed_blocks--;
  if (t) {
    double x[BLK], y[BLK], out[BLK], port[BLK];
    memcpy(x, xs, sizeof x); memcpy(y, ys, sizeof y);
    blkd[f](x, y, out);
    math_pow_portable_double(f, x, y, port);
    SAME_AS_PORTABLE(double, out, port);
    tc_digest_add(&digest, out, 8, BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 1, x[i], y[i], out[i]);
  } else {
    float x[BLK], y[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) { x[i] = (float)xs[i]; y[i] = (float)ys[i]; }
    if (f >= F_POWN) /* n through a float: the largest float below 2^31 for INT_MAX */
      for (int i = 0; i < BLK; i++) y[i] = (float)ys[i] >= 0x1p31f ? 0x1.fffffep30f : (float)ys[i];
    blkf[f](x, y, out);
    math_pow_portable_float(f, x, y, port);
    SAME_AS_PORTABLE(float, out, port);
    tc_digest_add(&digest, out, 4, BLK);
    for (int i = 0; i < BLK; i++) check_one(f, 0, x[i], f >= F_POWN ? (double)(int)y[i] : y[i], out[i]);
  }
}

#if LN_HAS_HALF
/* half: random pairs (every half width, the scalar) within 1 ulp of the double reference */
static void half_check(int f) {
  double worst = 0;
  for (int b = 0; b < 4000; b++) {
    ln_half16 x, y, r;
    ln_int16 n;
    uint16_t bx[16], by[16];
    for (int l = 0; l < 16; l++) {
      bx[l] = (uint16_t)tc_rand(), by[l] = (uint16_t)tc_rand();
      if (b & 1) {
        bx[l] = (uint16_t)(0x3000 + tc_rand() % 0x1800);
        by[l] = (uint16_t)(tc_rand() % 0x5c00);
        by[l] |= (uint16_t)(tc_rand() & 0x8000);
      }
      n[l] = (int)(tc_rand() % 41) - 20;
    }
    memcpy(&x, bx, sizeof x); memcpy(&y, by, sizeof y);
    switch (f) {
      case F_POW: r = ln_pow(x, y); break;
      case F_POWR: r = ln_powr(x, y); break;
      case F_POWN: r = ln_pown(x, n); break;
      default: r = ln_rootn(x, n); break;
    }
    ln_half ra[16];
    memcpy(ra, &r, sizeof ra);
    for (int l = 0; l < 16; l++) {
      ln_half s = f == F_POW ? ln_pow(x[l], y[l]) : f == F_POWR ? ln_powr(x[l], y[l]) : f == F_POWN ? ln_pown(x[l], n[l]) : ln_rootn(x[l], n[l]);
      TC_CHECK(!memcmp(&s, &ra[l], 2) || (s != s && ra[l] != ra[l]), "%s half scalar and half16 differ", fn_name[f]);
      double xv = (double)x[l], yv = f >= F_POWN ? (double)n[l] : (double)y[l], got = (double)r[l], want = ref_d(f, xv, yv);
      if (isnan(want) || isinf(want) || want == 0) {
        TC_CHECK(isnan(want) ? isnan(got) : (got == want && !signbit(got) == !signbit(want)) || (isinf(got) && fabs(want) >= 65504) ||
                 (got == 0 && fabs(want) <= 0x1p-25), "%s half(%a, %a) = %a, want %a", fn_name[f], xv, yv, got, want);
        continue;
      }
      double u = (double)ulp_of(want, 11, -14);
      double e = isinf(got) ? (fabs(want) >= 65504 ? 0 : 1e9) : fabs(got - want) / u;
      if (e > worst) worst = e;
      TC_CHECK(e <= 1.0 + 1e-9, "%s half(%a, %a) = %a: %.3f ulp", fn_name[f], xv, yv, got, e);
    }
    ln_half8 x8, y8, r8; ln_int8 n8;
    memcpy(&x8, &x, sizeof x8); memcpy(&y8, &y, sizeof y8); memcpy(&n8, &n, sizeof n8);
    r8 = f == F_POW ? ln_pow(x8, y8) : f == F_POWR ? ln_powr(x8, y8) : f == F_POWN ? ln_pown(x8, n8) : ln_rootn(x8, n8);
    TC_CHECK(!memcmp(&r8, &r, sizeof r8), "%s half8", fn_name[f]);
  }
  printf("  %-6s half  : max %.4f ulp (64000 random pairs)\n", fn_name[f], worst);
}
#endif

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    for (int t = 0; t < 2; t++) {
      double x[BLK], y[BLK];
      int k = 0;
      typed_blocks = 64;
      tc_digest_start(&digest, ((long)n_edges(f) + BLK - 1) / BLK * BLK + 2 * BLK + DIGEST_RAND); /* the edges' last block padded */
      tc_state = 0x706f77ull + (uint64_t)(2 * f + t) * 0x9e3779b97f4a7c15ull; /* the same pairs for any N_RAND */
      for (unsigned i = 0; i < n_edges(f); i++) {
        edge(f, i, &x[k], &y[k]);
        if (!t && f < F_POWN) { x[k] = (float)x[k]; y[k] = (float)y[k]; }
        if (++k == BLK) { run_block(f, t, x, y); k = 0; }
      }
      if (k) { while (k < BLK) { x[k] = 1.5; y[k] = 2; k++; } run_block(f, t, x, y); }
      /* whole blocks that take the kernels' fast path (positive finite x, finite y): x = 1, y = 0 */
      for (int b = 0; b < 2; b++) {
        for (k = 0; k < BLK; k++) {
          x[k] = b ? any_binade(t) : 1.0;
          double u = unif() - 0.5;
          y[k] = b ? 0 : f >= F_POWN ? (double)((int)(tc_rand() % 2001) - 1000) : in_type(t, ldexp(u, (int)(tc_rand() % 80) - 40));
        }
        run_block(f, t, x, y);
      }
      k = 0;
      for (long i = 0; i < N_RAND; i++) {
        random_in(f, t, &x[k], &y[k]);
        if ((i / BLK) & 1) { /* every other block positive and finite: the fast path */
          if (!(fabs(x[k]) > 0 && fabs(x[k]) <= (t ? DBL_MAX : FLT_MAX))) x[k] = any_binade(t);
          x[k] = fabs(x[k]);
          if (!(fabs(y[k]) <= (t ? DBL_MAX : FLT_MAX))) y[k] = 0.5;
        }
        if (!t && f >= F_POWN && fabs(y[k]) > 0x1p24) y[k] = ldexp(rint(ldexp(y[k], -8)), 8); /* a float's int */
        if (++k == BLK) { run_block(f, t, x, y); k = 0; }
      }
      if (k) { while (k < BLK) { x[k] = 1.5; y[k] = 2; k++; } run_block(f, t, x, y); }
      printf(t ? "  %-6s %s: max %.6f ulp at (%a, %a)\n" : "  %-6s %s: max %.9f ulp at (%a, %a)\n", fn_name[f],
             t ? "double" : "float ", max_ulp[f][t], worst_x[f][t], worst_y[f][t]);
      tc_digest_print(&digest, "test_math_pow", fn_name[f], t ? "double" : "float");
    }
#if LN_HAS_HALF
    half_check(f);
#endif
  }
  printf("  MPFR consulted %lu times; %lu double results not checked for ulps (no wider reference)\n", n_mpfr, n_undecided);
  return tc_finish("test_math_pow");
}
