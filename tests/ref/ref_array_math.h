/* Reference of ln_array_math (lanes/array.h): the function each ln_math_fn code names, as
 * lanes/math.h's scalar (generic) function, written from the header's enum, not from liblanes'
 * kernel table.  The including file includes lanes/array.h and lanes/math.h. */
#ifndef LANES_REF_ARRAY_MATH_H
#define LANES_REF_ARRAY_MATH_H

/* X(code, name) for each ln_math_fn code, in the enum's order */
#define REF_ARRAY_MATH_FNS(X)                                                                    \
  X(LN_MATH_EXP, exp) X(LN_MATH_EXP2, exp2) X(LN_MATH_EXP10, exp10) X(LN_MATH_LOG, log)          \
  X(LN_MATH_LOG2, log2) X(LN_MATH_LOG10, log10) X(LN_MATH_SQRT, sqrt) X(LN_MATH_SIN, sin)         \
  X(LN_MATH_COS, cos) X(LN_MATH_TAN, tan) X(LN_MATH_ATAN, atan) X(LN_MATH_TANH, tanh)            \
  X(LN_MATH_ERF, erf) X(LN_MATH_EXPM1, expm1) X(LN_MATH_CBRT, cbrt) X(LN_MATH_SINH, sinh)         \
  X(LN_MATH_COSH, cosh) X(LN_MATH_ERFC, erfc)

#define REF_AM_NAME(code, name) #name,
static const char *const ref_array_math_name[LN_MATH_FN_COUNT] = {REF_ARRAY_MATH_FNS(REF_AM_NAME)};
#undef REF_AM_NAME

/* ln_<name>(x) for fn's name (x float or double); 0 for a code outside the enum */
#define REF_AM_CASE(code, name) \
  case code: return ln_##name(x);
static inline float ref_array_math_f(unsigned fn, float x) {
  switch (fn) {
    REF_ARRAY_MATH_FNS(REF_AM_CASE)
    default: return 0;
  }
}
static inline double ref_array_math_d(unsigned fn, double x) {
  switch (fn) {
    REF_ARRAY_MATH_FNS(REF_AM_CASE)
    default: return 0;
  }
}
#undef REF_AM_CASE
#endif
