/* lanes/math.h's trigonometric functions (sin cos tan, and sincos) against an independent
 * reference, for float and double (and half where LN_HAS_HALF), as test_math_exp does:
 *   - edge values (+-0, subnormals, +-inf, NaN, the bounds of the reduction paths (2^30 double,
 *     2^12 float) and of the tiny-argument rule, the floats and doubles nearest multiples of pi/2,
 *     the worst inputs found by math_trig_exhaustive and by a 10^7-input run, and the hardest
 *     known double for the reduction) and N_RAND random inputs per function and type (uniform bit patterns, and
 *     values of random magnitude up to 2^40);
 *   - every input through the scalar function and every vector width (2 3 4 8 16): every lane
 *     must have the scalar's bits, 3-lane padding 0; ln_sincos must give ln_sin and ln_cos's bits;
 *   - the scalar result within 1 ulp of the exact value (the C library's long double, or MPFR
 *     where that leaves the rounding in doubt), special results exact;
 *   - half: every one of the 65536 inputs within 1 ulp of the double C library's value;
 *   - every float and double result equal, bit for bit, to that of the portable code
 *     (tests/unit/math_trig_portable.c: no FMA instructions, no contraction). */
#define _GNU_SOURCE
#include <lanes/math.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common/check.h"
#include "unit/math_ref.h"
#include "unit/math_half_widths.h"
#include "common/results_digest.h"
#include "unit/math_trig_portable.h"
#ifdef LANES_HAVE_MPFR
#include <mpfr.h>
#endif

#ifndef HALF_STEP
#define HALF_STEP 1 /* half: every input; cross builds (qemu) every HALF_STEP-th block of 16 */
#endif
#ifndef N_RAND
#define N_RAND 100000
#endif

enum { F_SIN, F_COS, F_TAN, F_SINPI, F_COSPI, F_TANPI, NFN };
static const char *fn_name[NFN] = {"sin", "cos", "tan", "sinpi", "cospi", "tanpi"};

static double max_ulp[NFN][2];
static double worst_in[NFN][2];

/* ---- the functions under test: scalar results, checked against every vector width ---- */
#include "unit/math_widths.h"
/* ln_sincos: the bits of ln_sin and ln_cos, scalar and every width */
#define SINCOS_W(T, N) \
    for (int k = 0; k + (N) <= BLK; k += (N)) { \
      ln_##T##N v, c, s, s2, c2; memcpy(&v, in + k, sizeof(T) * (N)); \
      s = ln_sincos(v, &c); s2 = ln_sin(v); c2 = ln_cos(v); \
      TC_CHECK(!memcmp(&s, &s2, sizeof(T) * (N)) && !memcmp(&c, &c2, sizeof(T) * (N)), "sincos %s%d", #T, N); \
    }
#define SINCOS_CHECK(T) \
  static void sincos_##T(const T *in) { \
    for (int i = 0; i < BLK; i++) { \
      T c, s = ln_sincos(in[i], &c), s2 = ln_sin(in[i]), c2 = ln_cos(in[i]); \
      TC_CHECK(!memcmp(&s, &s2, sizeof s) && !memcmp(&c, &c2, sizeof c), "sincos %s(%a)", #T, (double)in[i]); \
    } \
    SINCOS_W(T, 2) SINCOS_W(T, 4) SINCOS_W(T, 8) SINCOS_W(T, 16) \
    { ln_##T##3 v, c, s, s2, c2; memcpy(&v, in, sizeof(T) * 3); v.v[3] = 0; \
      s = ln_sincos(v, &c); s2 = ln_sin(v); c2 = ln_cos(v); \
      TC_CHECK(!memcmp(&s, &s2, sizeof s) && !memcmp(&c, &c2, sizeof c), "sincos %s3", #T); } \
  }
SINCOS_CHECK(float)
SINCOS_CHECK(double)
#define ALL_FN(T) BLOCK_FN(T, sin) BLOCK_FN(T, cos) BLOCK_FN(T, tan) BLOCK_FN(T, sinpi) BLOCK_FN(T, cospi) BLOCK_FN(T, tanpi)
ALL_FN(float)
ALL_FN(double)
typedef void (*blk_f)(const float *, float *);
typedef void (*blk_d)(const double *, double *);
static const blk_f blkf[NFN] = {blk_sin_float, blk_cos_float, blk_tan_float, blk_sinpi_float, blk_cospi_float, blk_tanpi_float};
static const blk_d blkd[NFN] = {blk_sin_double, blk_cos_double, blk_tan_double, blk_sinpi_double, blk_cospi_double,
                                blk_tanpi_double};

/* ---- references ---- */
/* x = n/2 + r exactly (|r| <= 1/4), q = n mod 4 (x finite) */
static long double pi_reduce(long double x, int *q) {
  long double xr = fmodl(x, 2.0L), n = rintl(2 * xr); /* both exact */
  *q = (int)n & 3;
  return xr - n / 2;
}
static const long double PI_LD = 3.14159265358979323846264338327950288L;
/* sinpi, cospi, tanpi (f = F_SINPI ...) in long double, with C23's exact zeros and infinities */
static long double ref_pi(int f, long double x) {
  if (isinf(x)) return NAN;
  if (x != x) return x;
  int q;
  long double r = pi_reduce(x, &q), a = PI_LD * r, s = sinl(a), c = cosl(a);
  if (f == F_SINPI) {
    if (r == 0 && !(q & 1)) return copysignl(0, x);
    return q == 0 ? s : q == 1 ? c : q == 2 ? -s : -c;
  }
  if (f == F_COSPI) {
    if (r == 0 && (q & 1)) return 0;
    return q == 0 ? c : q == 1 ? -s : q == 2 ? -c : s;
  }
  if (r == 0) return q == 0 ? copysignl(0, x) : q == 2 ? copysignl(0, -x) : q == 1 ? INFINITY : -INFINITY;
  return (q & 1) ? -c / s : s / c;
}
static double ref_d(int f, double x) {
  switch (f) {
    case F_SIN: return sin(x);
    case F_COS: return cos(x);
    case F_TAN: return tan(x);
    default: return (double)ref_pi(f, x);
  }
}
static long double ref_ld(int f, long double x) {
  switch (f) {
    case F_SIN: return sinl(x);
    case F_COS: return cosl(x);
    case F_TAN: return tanl(x);
    default: return ref_pi(f, x);
  }
}


#ifdef LANES_HAVE_MPFR
/* |got - f(x)| in ulps of the format (p, emin), exactly (the reference at 200 bits) */
static double mpfr_ulps(int f, double x, double got, int p, int emin) {
  mpfr_t a, r, d;
  mpfr_inits2(200, a, r, d, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  int q = 0;
  if (f >= F_SINPI) { /* pi r, x = n/2 + r (exact), and the quadrant */
    mpfr_set_ld(a, pi_reduce(x, &q), MPFR_RNDN);
    mpfr_const_pi(d, MPFR_RNDN);
    mpfr_mul(a, a, d, MPFR_RNDN);
  }
  switch (f) {
    case F_SIN: mpfr_sin(r, a, MPFR_RNDN); break;
    case F_COS: mpfr_cos(r, a, MPFR_RNDN); break;
    case F_TAN: mpfr_tan(r, a, MPFR_RNDN); break;
    case F_SINPI: if (q & 1) mpfr_cos(r, a, MPFR_RNDN); else mpfr_sin(r, a, MPFR_RNDN); if (q >= 2) mpfr_neg(r, r, MPFR_RNDN); break;
    case F_COSPI: if (q & 1) mpfr_sin(r, a, MPFR_RNDN); else mpfr_cos(r, a, MPFR_RNDN); if (q == 1 || q == 2) mpfr_neg(r, r, MPFR_RNDN); break;
    default: mpfr_tan(r, a, MPFR_RNDN); if (q & 1) { mpfr_ui_div(r, 1, r, MPFR_RNDN); mpfr_neg(r, r, MPFR_RNDN); } break;
  }
  double out = mpfr_err_ulps(r, got, p, emin);
  mpfr_clears(a, r, d, (mpfr_ptr)0);
  return out;
}
#endif

/* check one scalar result; t = 0 float, 1 double */
static void check_one(int f, int t, double x, double got) {
  int p = t ? 53 : 24, emin = t ? -1022 : -126;
  double want = t ? (double)ref_ld(f, x) : (double)(float)ref_d(f, x);
  /* specials: NaN, infinities and zeros of the exact result are exact (sign included) */
  long double exact_ld = t ? ref_ld(f, x) : ref_d(f, x);
  if (isnan(exact_ld) || isinf(x) || x == 0 || exact_ld == 0 || isinf(exact_ld)) {
    int ok = isnan(exact_ld) ? isnan(got) : !memcmp(&got, &want, sizeof got);
    TC_CHECK(ok, "%s %s(%a) = %a, want %a", fn_name[f], t ? "double" : "float", x, got, want);
    return;
  }
  if (t && !LD_WIDER) {
#ifndef LANES_HAVE_MPFR
    n_undecided++;
    return; /* long double is double: no reference wide enough here (specials checked above) */
#endif
  }
  long double rel = t ? REL_LD : REL_D, err;
  if (isinf(got) || isinf(exact_ld) || (t && !LD_WIDER)) {
    err = 2; /* decided by MPFR below (or, without it, by the rounded reference) */
    if (!(t && !LD_WIDER) && isinf(got) && isinf((double)want)) err = 0;
  } else {
    long double u = ulp_of(exact_ld, p, emin);
    err = fabsl((long double)got - exact_ld) / u;
    long double margin = fabsl(exact_ld) * rel / u;
    if (err + margin <= 1.0L) {
      double e = (double)err;
      if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_in[f][t] = x; }
      return;
    }
  }
#ifdef LANES_HAVE_MPFR
  n_mpfr++;
  double e = mpfr_ulps(f, x, got, p, emin);
  if (e > max_ulp[f][t]) { max_ulp[f][t] = e; worst_in[f][t] = x; }
  TC_CHECK(e <= 1.0, "%s %s(%a) = %a: %.3f ulp (MPFR)", fn_name[f], t ? "double" : "float", x, got, e);
#else
  TC_CHECK(err <= 1.0L || (isinf(got) && isinf((double)want)), "%s %s(%a) = %a: %.3f ulp", fn_name[f],
           t ? "double" : "float", x, got, (double)err);
  if ((double)err > max_ulp[f][t] && !isinf(got)) { max_ulp[f][t] = (double)err; worst_in[f][t] = x; }
#endif
}

/* ---- inputs ---- */
static const double special_in[] = {
    0x1p30, 0x1p12, 0x1p-27, 0x1p-12, 0x1.921fb54442d18p+0, 0x1.921fb6p+0, 0x1.921fb4p+0, 0x1.921fb54442d18p+1,
    0x1.921fb6p+1, 0x1.2d97c7f3321d2p+2, 0x1.2d97c8p+2, 0x1.921fb54442d18p+2, 0x1.f6a7a2955385ep+2,
    6381956970095103.0 * 0x1p797, 5.319372648326541e+255, 0x1.b951f1572eba5p+31, 0x1.55e6dbb17ce42p+11,
    0x1.5d1494p+24, 0x1.99bc5cp+27, 16367173.0 * 0x1p72, 13176795.0 * 0x1p3, 0x1.fffffep+127, 0x1.fffffffffffffp+1023,
    /* the worst inputs: float (math_trig_exhaustive), double (10^7 random inputs per function) */
    0x1.f687dap+1, 0x1.b310acp+99, 0x1.d167b8p+51, 0x1.28a0cp-128, 0x1.038c76p-2, 0x1.fbd002p-3,
    0x1.cf9af72b5a70fp+402, -0x1.7b367297e52cep+14, -0x1.1b5359507ef8dp+679, -0x0.3943caa18344ep-1022,
    -0x1.6070effe12fd8p+18, 0x1.8785e9300029cp+26,
    0.5, 1, 2, 3, 10, 100, 1e5, 1e10, 1e22, 1e300, 0x1p-1022, 0x1p-1074, 0x1p-126, 0x1p-149};
static double edge(unsigned i, int t) {
  const unsigned ns = sizeof special_in / sizeof special_in[0];
  if (i < TC_FLOAT_EDGES) return tc_float_edge(i);
  i -= TC_FLOAT_EDGES;
  if (i < ns * 14) { /* the values, their negations, and 3 neighbours each side in the type */
    double v = special_in[i / 14] * (i % 2 ? -1 : 1);
    int s = (int)(i % 14) / 2 - 3;
    return nudge(v, s, t);
  }
  i -= ns * 14;
  if (i < 400) { /* the type's nearest values to k pi/2, k = 1 .. 400 */
    double k = i + 1, v = fma(k, 0x1.921fb54442d18p+0, k * 0x1.1a62633145c07p-54); /* the same on every target */
    return t ? v : (double)(float)v;
  }
  i -= 400;
  if (i < 8) { const double s[8] = {NAN, -NAN, INFINITY, -INFINITY, 0.0, -0.0, 1.0, -1.0}; return s[i]; }
  return 0;
}
#define N_EDGES (TC_FLOAT_EDGES + (unsigned)(sizeof special_in / sizeof special_in[0]) * 14 + 400 + 8)
static double random_in(int f, int t) {
  uint64_t r = tc_rand();
  if (f >= F_SINPI && (r & 4)) { /* multiples of 2^-8 up to 2^12 (zeros, infinities, exact values) */
    double v = ldexp((double)(tc_rand() % (1u << 20)), -8);
    return (r & 2) ? -v : v;
  }
  if (r & 1) { /* uniform bit patterns */
    if (t) { double d; uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
    float x; uint32_t b = (uint32_t)tc_rand(); memcpy(&x, &b, 4); return x;
  }
  double u = (double)(tc_rand() >> 11) * 0x1p-53;
  int e = (int)(tc_rand() % 50) - 10; /* |x| in [2^-10, 2^40): both reduction paths */
  return ldexp(1 + u, e) * ((r & 2) ? -1 : 1);
}

/* the same bits as the portable build (NaN: any NaN) */
#define SAME_AS_PORTABLE(T, out, port, in) \
  for (int i = 0; i < BLK; i++) \
    TC_CHECK(!memcmp(&(out)[i], &(port)[i], sizeof(T)) || ((out)[i] != (out)[i] && (port)[i] != (port)[i]), \
             "%s %s(%a) = %a, the portable build gives %a", fn_name[f], #T, (double)(in)[i], (double)(out)[i], \
             (double)(port)[i])
/* the digest of the results of the edges and the first DIGEST_RAND random inputs of every
 * function and type (tests/common/results_digest.h: compared across configurations by
 * tests/run_matrix.sh) */
#define DIGEST_RAND 8000
static tc_digest digest;
static void run_block(int f, int t, const double *x) {
  typed_blocks--;
  if (t) {
    double in[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) in[i] = x[i];
    blkd[f](in, out);
    math_trig_portable_double(f, in, port);
    SAME_AS_PORTABLE(double, out, port, in);
    if (f == F_SIN) sincos_double(in);
    for (int i = 0; i < BLK; i++) check_one(f, 1, in[i], out[i]);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
  } else {
    float in[BLK], out[BLK], port[BLK];
    for (int i = 0; i < BLK; i++) in[i] = (float)x[i];
    blkf[f](in, out);
    math_trig_portable_float(f, in, port);
    SAME_AS_PORTABLE(float, out, port, in);
    if (f == F_SIN) sincos_float(in);
    for (int i = 0; i < BLK; i++) check_one(f, 0, in[i], out[i]);
    tc_digest_add(&digest, out, sizeof out[0], BLK);
  }
}

#if LN_HAS_HALF
static void half_all(int f) {
  double worst = 0;
  for (unsigned b = 0; b < 65536; b += 16 * HALF_STEP) {
    ln_half16 v, r;
    uint16_t bits[16];
    for (int l = 0; l < 16; l++) bits[l] = (uint16_t)(b + (unsigned)l);
    memcpy(&v, bits, sizeof v);
    switch (f) {
      case F_SIN: {
        r = ln_sin(v);
        HALF_WIDTHS(sin);
        ln_half16 c, s = ln_sincos(v, &c), c2 = ln_cos(v);
        TC_CHECK(!memcmp(&s, &r, sizeof s) && !memcmp(&c, &c2, sizeof c), "sincos half16");
        break;
      }
      case F_COS: r = ln_cos(v); HALF_WIDTHS(cos); break;
      case F_TAN: r = ln_tan(v); HALF_WIDTHS(tan); break;
      case F_SINPI: r = ln_sinpi(v); HALF_WIDTHS(sinpi); break;
      case F_COSPI: r = ln_cospi(v); HALF_WIDTHS(cospi); break;
      default: r = ln_tanpi(v); HALF_WIDTHS(tanpi); break;
    }
    for (int l = 0; l < 16; l++) {
      double x = (double)v[l], got = (double)r[l], want = ref_d(f, x);
      if (isnan(want) || isinf(want) || want == 0 || isinf(x)) {
        TC_CHECK(isnan(want) ? isnan(got) : (got == want && !signbit(got) == !signbit(want)) ||
                 (isinf(got) && fabs(want) >= 65504), "%s half(%a) = %a, want %a", fn_name[f], x, got, want);
        continue;
      }
      double u = (double)ulp_of(want, 11, -14);
      double e = isinf(got) ? (fabs(want) >= 65504 ? 0 : 1e9) : fabs(got - want) / u;
      if (e > worst) worst = e;
      TC_CHECK(e <= 1.0 + 1e-9, "%s half(%a) = %a: %.3f ulp", fn_name[f], x, got, e);
    }
  }
  printf("  %-6s half : max %.4f ulp (%s)\n", fn_name[f], worst, HALF_STEP == 1 ? "all 65536 inputs" : "every block of 16 of HALF_STEP");
}
#endif

int main(void) {
  tc_family = "math";
  for (int f = 0; f < NFN; f++) {
    for (int t = 0; t < 2; t++) {
      double x[BLK];
      int n = 0;
      typed_blocks = 64;
      tc_digest_start(&digest, N_EDGES + DIGEST_RAND);
      tc_state = 0x747269676full + (uint64_t)(2 * f + t) * 0x9e3779b97f4a7c15ull; /* the same inputs for any N_RAND */
      for (unsigned i = 0; i < N_EDGES; i++) {
        x[n++] = edge(i, t);
        if (n == BLK) { run_block(f, t, x); n = 0; }
      }
      for (long i = 0; i < N_RAND; i++) {
        x[n++] = random_in(f, t);
        if (n == BLK) { run_block(f, t, x); n = 0; }
      }
      if (n) { while (n < BLK) x[n++] = 1.5; run_block(f, t, x); }
      printf("  %-6s %s: max %.4f ulp at %a\n", fn_name[f], t ? "double" : "float ", max_ulp[f][t], worst_in[f][t]);
      tc_digest_print(&digest, "test_math_trig", fn_name[f], t ? "double" : "float");
    }
#if LN_HAS_HALF
    half_all(f);
#endif
  }
  printf("  MPFR consulted %lu times; %lu double results not checked for ulps (no wider reference)\n", n_mpfr, n_undecided);
  return tc_finish("test_math_trig");
}
