/* The kernel layer's math built-ins with a reference in MPFR that lanes' own tests do not reach
 * through the kernel path: sinpi cospi tanpi asinpi acospi atanpi atan2pi powr pown rootn exp10
 * sincos (lanes/math.h's, within 1 ulp), normalize fast_normalize (lanes/geometric.h's), remquo
 * (lanes/math.h's: exact, 7 quotient bits), lgamma_r (lanes/math.h's: 1.5 ulp, or 2^-54 absolute near
 * its negative zeros), and the half_/native_ forms of exp10 and powr, run by the
 * kernels of mathx.cl for scalars and 2-, 3-, 4- and 16-lane vectors, against MPFR (correctly
 * rounded, 256 bits).  Every result whose correctly rounded value is 0, an infinity or NaN must be
 * that value (OpenCL C 7.5.1's special cases, which are IEEE 754-2019's and MPFR's), and the others
 * within the bound of their row below, in ulp of the exact result. */
#include <limits.h>
#include <math.h>
#include <mpfr.h>
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(mx_float);
LN_KERNEL_DECLARE(mx_float3);
LN_KERNEL_DECLARE(mx_float4);
LN_KERNEL_DECLARE(mx_float16);
LN_KERNEL_DECLARE(mx_double);
LN_KERNEL_DECLARE(mx_double2);
LN_KERNEL_DECLARE(mx_double3);

enum { COUNT = 3 * 16 * 64, NF = 21 };
enum { F_REMQUO = 13, F_LGAMMA = 14, F_NORM = 15 };
static const char *const fname[NF] = {"sinpi", "cospi", "tanpi", "asinpi", "acospi", "atanpi", "exp10",
                                      "atan2pi", "powr", "pown", "rootn", "sincos (sin)", "sincos (cos)",
                                      "remquo", "lgamma_r", "normalize", "fast_normalize", "half_exp10",
                                      "native_exp10", "half_powr", "native_powr"};
/* the bound in ulp, float and double: remquo exact (its quotient checked apart), lgamma_r 1.5 (its
 * sign checked apart), native_exp10 2 (its own kernel, lanes/math.h), the others lanes/math.h's or
 * lanes/geometric.h's, within 1 ulp */
static const double bound_f[NF] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1.5, 1, 1, 1, 2, 1, 1};
static const double bound_d[NF] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 1.5, 1, 0, 0, 0, 0, 0};
static double worst[2][NF];

static float xf[COUNT], yf[COUNT], of[NF * COUNT];
static double xd[COUNT], yd[COUNT], od[NF * COUNT];
static int nn[COUNT], q[2 * COUNT];

/* The exact value of function f on lane j (its vector's lanes: v, w lanes) into r. */
static void exact(mpfr_t r, int f, double x, double y, int n, const double *v, int w, int l) {
  mpfr_t a, b, t;
  mpfr_inits2(256, a, b, t, (mpfr_ptr)0);
  mpfr_set_d(a, x, MPFR_RNDN);
  mpfr_set_d(b, y, MPFR_RNDN);
  long qq;
  switch (f) {
    case 0: mpfr_sinpi(r, a, MPFR_RNDN); break;
    case 1: mpfr_cospi(r, a, MPFR_RNDN); break;
    case 2: mpfr_tanpi(r, a, MPFR_RNDN); break;
    case 3: mpfr_asinpi(r, a, MPFR_RNDN); break;
    case 4: mpfr_acospi(r, a, MPFR_RNDN); break;
    case 5: mpfr_atanpi(r, a, MPFR_RNDN); break;
    case 6: case 17: case 18: mpfr_exp10(r, a, MPFR_RNDN); break;
    case 7: mpfr_atan2pi(r, a, b, MPFR_RNDN); break;
    case 8: case 19: case 20: /* OpenCL C 7.5.1: powr(x, NaN) is NaN also for x = 1 (IEEE's powr: 1) */
      if (isnan(x) || isnan(y)) mpfr_set_nan(r);
      else mpfr_powr(r, a, b, MPFR_RNDN);
      break;
    case 9: mpfr_pow_si(r, a, n, MPFR_RNDN); break;
    case 10: mpfr_rootn_si(r, a, n, MPFR_RNDN); break;
    case 11: mpfr_sin(r, a, MPFR_RNDN); break;
    case 12: mpfr_cos(r, a, MPFR_RNDN); break;
    case 13: mpfr_remquo(r, &qq, a, b, MPFR_RNDN); break;
    case 14: { int sg; mpfr_lgamma(r, &sg, a, MPFR_RNDN); break; }
    default: { /* normalize, lane l of v (w lanes), with OpenCL C 3.0's special cases */
      int nan = 0, inf = 0, zero = 1;
      for (int i = 0; i < w; i++) {
        nan |= isnan(v[i]);
        inf |= isinf(v[i]);
        zero &= v[i] == 0;
      }
      if (nan) { mpfr_set_nan(r); break; }
      if (zero) { mpfr_set_d(r, v[l], MPFR_RNDN); break; }
      mpfr_set_zero(t, 1);
      for (int i = 0; i < w; i++) { /* the sum of squares, to 2^-250 relative */
        double vi = inf ? (isinf(v[i]) ? copysign(1.0, v[i]) : 0.0 * v[i]) : v[i];
        mpfr_set_d(b, vi, MPFR_RNDN);
        mpfr_fma(t, b, b, t, MPFR_RNDN);
      }
      mpfr_sqrt(t, t, MPFR_RNDN);
      mpfr_set_d(a, inf ? (isinf(v[l]) ? copysign(1.0, v[l]) : 0.0 * v[l]) : v[l], MPFR_RNDN);
      mpfr_div(r, a, t, MPFR_RNDN);
    }
  }
  mpfr_clears(a, b, t, (mpfr_ptr)0);
}

/* The error of got in ulp of the exact value r (precision p, smallest exponent of an ulp emin);
 * 0 when got is r rounded; INFINITY when either is a special value (0, inf, NaN) and they differ. */
static double ulp_err(double got, mpfr_t r, int p, int emin, int isfloat) {
  double cr = isfloat ? (double)mpfr_get_flt(r, MPFR_RNDN) : mpfr_get_d(r, MPFR_RNDN); /* subnormals too */
  if (isnan(cr) || isnan(got)) return isnan(cr) && isnan(got) ? 0 : INFINITY;
  if (memcmp(&cr, &got, sizeof got) == 0) return 0;
  if (cr == 0 || isinf(cr) || got == 0 || isinf(got)) return INFINITY;
  mpfr_t d;
  mpfr_init2(d, 256);
  mpfr_set_d(d, got, MPFR_RNDN);
  mpfr_sub(d, d, r, MPFR_RNDN);
  long e = mpfr_get_exp(r) - p; /* r in [2^(E-1), 2^E): ulp 2^(E - p) */
  if (e < emin) e = emin;
  mpfr_mul_2si(d, d, -e, MPFR_RNDN);
  double u = fabs(mpfr_get_d(d, MPFR_RNDN));
  mpfr_clear(d);
  return u;
}

static const double edges[] = {0.0, -0.0, 1, -1, 0.5, -0.5, 1.5, -1.5, 2, -2, 0.25, -0.25, 0.75, 3, -3, 2.5, -7.5,
                               100, -100, 1e-3, 0x1p23, 0x1p23 + 1, -0x1p24, 0x1p52 + 1, 0x1.8p52, 1e30, -1e300,
                               0x1p-126, 0x1p-149, -0x1p-1074, 0x1p-1022, 38.5, -45.25, 307.5, 1.0000001, 0.9999999,
                               INFINITY, -INFINITY, NAN};
#define NEDGE (int)(sizeof edges / sizeof edges[0])
static const int nedges[] = {0, 1, -1, 2, -2, 3, -3, 4, -5, 7, 16, -16, 127, INT_MAX, INT_MIN};
#define NNEDGE (int)(sizeof nedges / sizeof nedges[0])

static double draw(int isfloat) {
  uint64_t r = next();
  switch (r % 4) {
    case 0: { double v = edges[(r >> 8) % NEDGE]; return isfloat ? (float)v : v; }
    case 1: return ((double)(int64_t)(r >> 11) / 0x1p52 - 0.5) * 8; /* [-4, 4) */
    case 2: return ((double)(int64_t)(r >> 11) / 0x1p52 - 0.5) * 400;
    default: {
      if (isfloat) { uint32_t b = (uint32_t)(r >> 16); float v; memcpy(&v, &b, 4); return v; }
      uint64_t b = next();
      double v;
      memcpy(&v, &b, 8);
      return v;
    }
  }
}

static void run(const ln_kernel *k, const char *name, int isfloat, int w) {
  for (int j = 0; j < COUNT; j++) {
    double a = draw(isfloat), b = draw(isfloat);
    if (j < NEDGE * NEDGE) { a = edges[j % NEDGE]; b = edges[j / NEDGE]; }
    if (isfloat) { xf[j] = (float)a; yf[j] = (float)b; } else { xd[j] = a; yd[j] = b; }
    uint64_t r = next();
    nn[j] = r % 3 == 0 ? nedges[(r >> 8) % NNEDGE] : (int)((r >> 8) % 25) - 12;
  }
  ln_kernel_arg args[] = {LN_ARG_BUFFER(isfloat ? (void *)xf : (void *)xd), LN_ARG_BUFFER(isfloat ? (void *)yf : (void *)yd),
                          LN_ARG_BUFFER(nn), LN_ARG_BUFFER(isfloat ? (void *)of : (void *)od), LN_ARG_BUFFER(q)};
  memset(of, 0, sizeof of);
  memset(od, 0, sizeof od);
  ln_ndrange nd = {1, {0}, {COUNT / w}, {16}};
  CHECK(ln_kernel_run(k, &nd, args, 5) == LN_OK, "%s run", name);
  int nf = w == 4 && isfloat ? NF : (w == 16 ? F_NORM : F_NORM + 1);
  mpfr_t r;
  mpfr_init2(r, 256);
  for (int f = 0; f < nf; f++) {
    double bound = isfloat ? bound_f[f] : bound_d[f];
    for (int j = 0; j < COUNT; j++) {
      double x = isfloat ? xf[j] : xd[j], y = isfloat ? yf[j] : yd[j];
      double got = isfloat ? of[f * COUNT + j] : od[f * COUNT + j];
      double v[4] = {0, 0, 0, 0};
      int base = j / w * w;
      for (int l = 0; l < w && l < 4; l++) v[l] = isfloat ? xf[base + l] : xd[base + l];
      exact(r, f, x, y, nn[j], v, w, j - base);
      double e = ulp_err(got, r, isfloat ? 24 : 53, isfloat ? -149 : -1074, isfloat);
      if (f == F_LGAMMA) { /* lanes/math.h's lgamma: 1.5 ulp, or near the zeros at negative x an absolute
                            * error below 2^-54 (the double result; float: that result rounded once) */
        double ex = mpfr_get_d(r, MPFR_RNDN);
        double tol = 0x1p-54 + (isfloat ? ldexp(0.5, (ex == 0 ? -149 : ilogb(ex) < -126 ? -149 : ilogb(ex) - 23)) : 0);
        if (e > 1.5 && x < 0 && isfinite(got) && isfinite(ex) && fabs(got - ex) <= tol) e = 0;
        if (isfinite(x) && !(x <= 0 && x == floor(x))) {
          int sg;
          mpfr_t a;
          mpfr_init2(a, 256);
          mpfr_set_d(a, x, MPFR_RNDN);
          mpfr_lgamma(a, &sg, a, MPFR_RNDN);
          mpfr_clear(a);
          CHECK(q[COUNT + j] == sg, "%s lgamma_r(%a) sign %d, want %d", name, x, q[COUNT + j], sg);
        }
      }
      if (f == F_REMQUO && isfinite(x) && y != 0 && !isnan(y)) { /* quo: the sign of x/y, low 7 bits */
        long qq;
        mpfr_t a, b, t;
        mpfr_inits2(256, a, b, t, (mpfr_ptr)0);
        mpfr_set_d(a, x, MPFR_RNDN);
        mpfr_set_d(b, y, MPFR_RNDN);
        mpfr_remquo(t, &qq, a, b, MPFR_RNDN);
        mpfr_clears(a, b, t, (mpfr_ptr)0);
        int g = q[j];
        long w = qq < 0 ? -(labs(qq) & 127) : labs(qq) & 127;
        CHECK(g == w, "%s remquo(%a, %a) quo %d, want %ld (the low 7 bits of %ld, its sign)", name, x, y, g, w, qq);
      }
      if (e > worst[!isfloat][f]) worst[!isfloat][f] = e;
      CHECK(e <= bound, "%s %s lane %d: x %a y %a n %d: got %a, want %a (%.3g ulp > %g)", name, fname[f], j, x, y,
            nn[j], got, mpfr_get_d(r, MPFR_RNDN), e, bound);
    }
  }
  mpfr_clear(r);
}

int main(void) {
  run(LN_KERNEL(mx_float), "float", 1, 1);
  run(LN_KERNEL(mx_float3), "float3", 1, 3);
  run(LN_KERNEL(mx_float4), "float4", 1, 4);
  run(LN_KERNEL(mx_float16), "float16", 1, 16);
  run(LN_KERNEL(mx_double), "double", 0, 1);
  run(LN_KERNEL(mx_double2), "double2", 0, 2);
  run(LN_KERNEL(mx_double3), "double3", 0, 3);
  printf("largest error (ulp), float / double:\n");
  for (int f = 0; f < NF; f++) printf("  %-16s %.3f / %.3f\n", fname[f], worst[0][f], worst[1][f]);
  if (failures) {
    printf("test_mathx: %d failures\n", failures);
    return 1;
  }
  printf("test_mathx: passed\n");
  return 0;
}
