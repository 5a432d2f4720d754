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
/* The blocks of results, each through B1(f) (one argument), B2(f) (two) or B(tag, call) (sincos'
 * sine and cosine): double's, and float's with the native_ functions too */
#define MI_DOUBLE_BLOCKS(B1, B2, B) \
  MI_F1(B1) MI_F2(B2) B(sincos_s, ln_sincos(a, &b)) B(sincos_c, (ln_sincos(a, &r), r))
#define MI_FLOAT_BLOCKS(B1, B2, B) MI_DOUBLE_BLOCKS(B1, B2, B) MI_NATIVE(B1)
/* the results: one block per width (3 of each type) and block of the lists above */
#define MI_ONE(f) +1
#define MI_ONE2(tag, call) +1
#define MI_FLOAT_OUT ((MI_FLOAT_BLOCKS(MI_ONE, MI_ONE, MI_ONE2)) * 3 * MI_N)
#define MI_DOUBLE_OUT ((MI_DOUBLE_BLOCKS(MI_ONE, MI_ONE, MI_ONE2)) * 3 * MI_N)

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

#ifdef MI_SPLIT
/* each block a function of its own (math_inline_on.c: with every kernel inlined, GCC 12 took 104 s
 * at -O2 to optimize the blocks as one function) */
#define MI_FN(K, S, LOOPS, tag, call) \
  static __attribute__((noinline)) S *mi_##K##_##tag(S *o, const S *x, const S *y) { LOOPS(call) return o; }
#define MI_DF(tag, call) MI_FN(f, float, MI_FLOATS, tag, call)
#define MI_DF1(f) MI_DF(f, ln_##f(a))
#define MI_DF2(f) MI_DF(f, ln_##f(a, b))
#define MI_DD(tag, call) MI_FN(d, double, MI_DOUBLES, tag, call)
#define MI_DD1(f) MI_DD(f, ln_##f(a))
#define MI_DD2(f) MI_DD(f, ln_##f(a, b))
MI_FLOAT_BLOCKS(MI_DF1, MI_DF2, MI_DF)
MI_DOUBLE_BLOCKS(MI_DD1, MI_DD2, MI_DD)
#define MI_UF(tag, call) o = mi_f_##tag(o, x, y);
#define MI_UD(tag, call) o = mi_d_##tag(o, x, y);
#else
#define MI_UF(tag, call) MI_FLOATS(call)
#define MI_UD(tag, call) MI_DOUBLES(call)
#endif
#define MI_UF1(f) MI_UF(f, ln_##f(a))
#define MI_UF2(f) MI_UF(f, ln_##f(a, b))
#define MI_UD1(f) MI_UD(f, ln_##f(a))
#define MI_UD2(f) MI_UD(f, ln_##f(a, b))

static inline void MI_EVAL(float *of, double *od, const float *xf, const float *yf, const double *xd,
                           const double *yd) {
  {
    float *o = of;
    const float *x = xf, *y = yf;
    MI_FLOAT_BLOCKS(MI_UF1, MI_UF2, MI_UF)
  }
  {
    double *o = od;
    const double *x = xd, *y = yd;
    MI_DOUBLE_BLOCKS(MI_UD1, MI_UD2, MI_UD)
  }
}
