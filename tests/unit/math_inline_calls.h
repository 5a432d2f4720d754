/* The whole-vector math kernels over arrays: every vectorized function of lanes/math.h on float
 * 4, 8, 16 lanes and double 2, 4, 8 lanes (native_ functions: float only; scalars and 2 or 3
 * lanes run the 4-lane (double: 2-lane) kernel), one block of results per function and type,
 * written one after the other.  Included by
 * test_math_inline.c as lanes/math.h is by default and by math_inline_on.c with
 * LANES_MATH_INLINE (the kernels inlined at every use): the two must give the same bits.
 * MI_EVAL names the function. */
#include <lanes/math.h>
#include <stddef.h>
#include <string.h>

#define MI_N 1024 /* inputs per function and type */
#define MI_F1(X)                                                                                       \
  X(exp) X(exp2) X(exp10) X(log) X(log2) X(log10) X(expm1) X(log1p) X(sin) X(cos) X(tan) X(sinpi)      \
  X(cospi) X(tanpi) X(asin) X(acos) X(atan) X(asinpi) X(acospi) X(atanpi) X(sinh) X(cosh) X(tanh)      \
  X(asinh) X(acosh) X(atanh) X(cbrt) X(rsqrt) X(erf) X(erfc) X(tgamma) X(lgamma)
#define MI_F2(X) X(pow) X(powr) X(atan2) X(atan2pi) X(hypot)
#define MI_NATIVE(X) X(native_exp) X(native_exp2) X(native_exp10) X(native_log) X(native_log2) \
  X(native_log10) X(native_sin) X(native_cos) X(native_tan)
/* blocks of results: float and double, 3 widths each; per width one for each function of the
 * lists above (float: also the native_ ones) and two for sincos (sin and cos) */
#define MI_ONE(f) +1
#define MI_NF1 (MI_F1(MI_ONE) MI_F2(MI_ONE) MI_NATIVE(MI_ONE) + 2)
#define MI_ND1 (MI_F1(MI_ONE) MI_F2(MI_ONE) + 2)
#define MI_FLOAT_OUT (MI_NF1 * 3 * MI_N)
#define MI_DOUBLE_OUT (MI_ND1 * 3 * MI_N)

/* one function on W-lane vectors of T (elements S) */
#define MI_FW(T, W, S, call)                                                         \
  for (size_t i = 0; i < MI_N; i += (W)) {                                           \
    T a, b, r;                                                                       \
    memcpy(&a, x + i, sizeof a);                                                     \
    memcpy(&b, y + i, sizeof b);                                                     \
    (void)b;                                                                         \
    r = call;                                                                        \
    memcpy(o + i, &r, (W) * sizeof(S));                                              \
  }                                                                                  \
  o += MI_N;
#define MI_FLOATS(call) \
  MI_FW(ln_float4, 4, float, call) MI_FW(ln_float8, 8, float, call) MI_FW(ln_float16, 16, float, call)
#define MI_DOUBLES(call) \
  MI_FW(ln_double2, 2, double, call) MI_FW(ln_double4, 4, double, call) MI_FW(ln_double8, 8, double, call)

static inline void MI_EVAL(float *of, double *od, const float *xf, const float *yf, const double *xd,
                           const double *yd) {
  {
    float *o = of;
    const float *x = xf, *y = yf;
#define MI_X1(f) MI_FLOATS(ln_##f(a))
#define MI_X2(f) MI_FLOATS(ln_##f(a, b))
    MI_F1(MI_X1)
    MI_F2(MI_X2)
    MI_NATIVE(MI_X1)
    MI_FLOATS(ln_sincos(a, &b))
    MI_FLOATS((ln_sincos(a, &r), r))
  }
  {
    double *o = od;
    const double *x = xd, *y = yd;
#undef MI_X1
#undef MI_X2
#define MI_X1(f) MI_DOUBLES(ln_##f(a))
#define MI_X2(f) MI_DOUBLES(ln_##f(a, b))
    MI_F1(MI_X1)
    MI_F2(MI_X2)
    MI_DOUBLES(ln_sincos(a, &b))
    MI_DOUBLES((ln_sincos(a, &r), r))
#undef MI_X1
#undef MI_X2
  }
}
