#ifndef LANES_MATH_H
#define LANES_MATH_H
/* lanes/math.h -- the OpenCL C math built-ins (OpenCL C 1.2 section 6.12.2) on lanes' floating
 * types: this header has those that OpenCL specifies exactly or that are correctly rounded
 * (fabs copysign ceil floor trunc rint round fdim fmax fmin fma mad sqrt maxmag minmag
 * nextafter fmod remainder remquo fract modf frexp ldexp ilogb logb nan), and, vectorized, within 1 ulp
 * (their comments say how close; they are not correctly rounded, but give the same bits on every
 * ISA path and compiler), the exponentials and logarithms (exp exp2 exp10 log log2 log10 expm1
 * log1p), powers (pow powr pown rootn), cbrt rsqrt hypot, the trigonometric (sin cos tan sincos
 * sinpi cospi tanpi), inverse trigonometric (asin acos atan atan2 asinpi acospi atanpi atan2pi)
 * and hyperbolic functions (sinh cosh tanh asinh acosh atanh), erf, and erfc tgamma lgamma
 * lgamma_r (within 1.5 ulp; lgamma near its negative zeros: absolute error): docs/semantics.md, a
 * section each; and OpenCL's half_ and native_ forms, which are these full-precision functions.
 *
 * Every function is generic (a _Generic macro) over half (where LN_HAS_HALF), float and double,
 * for every lane count 2 3 4 8 16 (half also 32, except the functions with int lanes: remquo frexp
 * ldexp ilogb pown rootn lgamma_r) and for scalars, and calls ln_<op>_<name>
 * (ln_floor_float4, ln_fma_double, ...), which may also be called directly.  Formulas below are
 * per lane.  3-lane results have padding lane 0.
 *
 * Every result is the one IEEE 754 defines (exact or correctly rounded to nearest even), the
 * same on every ISA path and compiler: subnormal arguments and results are kept (no flush to
 * zero), no function sets errno or traps, and the C rounding mode is ignored (OpenCL's default,
 * round to nearest even, is assumed).  Where a result is NaN its payload is not specified.
 * fma of double lanes, and the vectorized functions of every type, call C's fma on
 * targets without an FMA instruction (link with -lm there; x86-64 below x86-64-v3, armhf: exact
 * but slow there).
 *
 * Arguments: OpenCL's signatures.  All arguments have one and the same type (gentype: half,
 * float, double, scalar or vector), except fmax and fmin, whose second argument may also be a
 * scalar with a vector first one (OpenCL's fmax(gentype, sgentype)): it is converted to the
 * element type and used for every lane.  Integer arguments, or vectors of different types, do
 * not compile.  Scalar arguments of different C types are brought to their common type first
 * (ln_fmax(1.0f, 2.0) is the double version).
 *
 * Inlining: the vectorized functions' whole-vector kernels are functions the compiler may call
 * rather than inline (GCC inlines a kernel used once and calls one used in several places).  On
 * x86 with GCC, a file that defines LANES_MATH_INLINE before it includes this header gets them
 * inlined at every use: the same bits; in loops calling float16 sin, cos, tanh or erf from two
 * places 3-10% faster on an AMD Zen 5 (bench/math_inline_bench.c); a file of many calls compiles
 * about twice as slowly.  Elsewhere, and with Clang (whose own choice measured as fast or faster),
 * the macro has no effect.
 */
#include "types.h"
#include "impl/target.h"
#include "relational.h" /* the kernels' lane tests: ln_all_<T>, ln_any_<T> */
#if LN_TARGET_X86
#include "impl/x86/math.h"
#endif
#include "impl/generic/math.h"

/* Internal dispatch helpers. */
/* 1 when a and b select the same function of prefix P (same vector type), or both are scalars. */
#define LN__M_SAMEV(P, a, b) __builtin_types_compatible_p( \
    __typeof__(_Generic((a), LN__LIST_FLT(P, ), default: ln__never)), \
    __typeof__(_Generic((b), LN__LIST_FLT(P, ), default: ln__never)))
/* The scalar type of (a, b) / (a, b, c): their type when all are of one type, else the type of
 * their sum (C's usual arithmetic conversions). */
#define LN__M_ST2(a, b) __typeof__(__builtin_choose_expr( \
    __builtin_types_compatible_p(__typeof__(a), __typeof__(b)), LN__SCAL(a), LN__SCAL(a) + LN__SCAL(b)))
#define LN__M_ST3(a, b, c) __typeof__(__builtin_choose_expr( \
    __builtin_types_compatible_p(__typeof__(a), __typeof__(b)) && __builtin_types_compatible_p(__typeof__(a), __typeof__(c)), \
    LN__SCAL(a), LN__SCAL(a) + LN__SCAL(b) + LN__SCAL(c)))
/* 1 when x has a floating type lanes/math.h takes (half float double, scalar or vector). */
#if LN_HAS_HALF
#define LN__M_FLT0 _Float16: 0,
#define LN__M_ISFLT(x) _Generic((x), LN__K_FLT(1), _Float16: 1, float: 1, double: 1, default: 0)
#else
#define LN__M_FLT0
#define LN__M_ISFLT(x) _Generic((x), LN__K_FLT(1), float: 1, double: 1, default: 0)
#endif
/* a vector a: a floating vector; scalars: their common type is floating */
#define LN__M_FLT2(a, b) (LN__IS_VEC(a) ? LN__M_ISFLT(a) : LN__M_ISFLT((LN__M_ST2(a, b))0))
#define LN__M_CALL1(P, msg, x) __extension__({ \
    __typeof__(x) ln__ma = (x); \
    _Static_assert(LN__M_ISFLT(ln__ma), msg); \
    _Generic((ln__ma), LN__LIST_FLT(P, ), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma); })
#define LN__M_CALL2(P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ma = (a); __typeof__(b) ln__mb = (b); \
    _Static_assert(LN__M_FLT2(ln__ma, ln__mb) && LN__M_SAMEV(P, ln__ma, ln__mb), msg); \
    _Generic((ln__ma), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST2(ln__ma, ln__mb))0, LN__SLIST_FLT(P, ), default: ln__never))(ln__ma, ln__mb); })
#define LN__M_CALL3(P, msg, a, b, c) __extension__({ \
    __typeof__(a) ln__ma = (a); __typeof__(b) ln__mb = (b); __typeof__(c) ln__mc = (c); \
    _Static_assert((LN__IS_VEC(ln__ma) ? LN__M_ISFLT(ln__ma) : LN__M_ISFLT((LN__M_ST3(ln__ma, ln__mb, ln__mc))0)) && \
                   LN__M_SAMEV(P, ln__ma, ln__mb) && LN__M_SAMEV(P, ln__ma, ln__mc), msg); \
    _Generic((ln__ma), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST3(ln__ma, ln__mb, ln__mc))0, LN__SLIST_FLT(P, ), default: ln__never))(ln__ma, ln__mb, ln__mc); })
/* fmax/fmin: the same-type forms, and a floating vector with a scalar of any arithmetic type. */
#define LN__M_MINMAX(P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ma = (a); __typeof__(b) ln__mb = (b); \
    _Static_assert(LN__M_FLT2(ln__ma, ln__mb) && (LN__IS_VEC(ln__ma) ? (LN__IS_VEC(ln__mb) ? LN__M_SAMEV(P, ln__ma, ln__mb) : 1) \
                                                               : !LN__IS_VEC(ln__mb)), msg); \
    LN__WIDEN_FNS(ln__ma) \
    _Generic((ln__ma), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST2(ln__ma, ln__mb))0, LN__SLIST_FLT(P, ), default: ln__never)) \
    (ln__ma, LN__WIDEN_BY(ln__ma, ln__mb)); })

/* fract, modf: x floating, p a pointer to x's type. */
#define LN__M_PTR(P, msg, x, p) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(p) ln__mp = (p); \
    _Static_assert(LN__M_ISFLT(ln__ma) && __builtin_types_compatible_p(__typeof__(*ln__mp), __typeof__(ln__ma)), msg); \
    _Generic((ln__ma), LN__LIST_FLT(P, ), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma, ln__mp); })
/* frexp: x floating (no half32), p a pointer to int lanes of x's lane count (int * for scalars). */
#define LN__M_PTRI(P, msg, x, p) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(p) ln__mp = (p); \
    _Static_assert(LN__M_ISFLT(ln__ma) && __builtin_types_compatible_p(__typeof__(*ln__mp), __typeof__(LN__M_IZERO(ln__ma))), msg); \
    _Generic((ln__ma), LN__M_LIST_I(P), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma, ln__mp); })
/* remquo: x and y as for the two-argument functions (no half32), p a pointer to int lanes of
 * their lane count (int * for scalars). */
#define LN__M_PTRI2(P, msg, x, y, p) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(y) ln__mb = (y); __typeof__(p) ln__mp = (p); \
    _Static_assert(LN__M_FLT2(ln__ma, ln__mb) && \
                   (LN__IS_VEC(ln__ma) || LN__IS_VEC(ln__mb) ? __builtin_types_compatible_p(__typeof__(ln__ma), __typeof__(ln__mb)) : 1) && \
                   __builtin_types_compatible_p(__typeof__(*ln__mp), __typeof__(LN__M_IZERO(ln__ma))), msg); \
    _Generic((ln__ma), LN__M_LIST_I(P), \
        default: _Generic((LN__M_ST2(ln__ma, ln__mb))0, LN__SLIST_FLT(P, ), default: ln__never))(ln__ma, ln__mb, ln__mp); })
/* ilogb: x floating (no half32). */
#define LN__M_CALL1_I(P, msg, x) __extension__({ \
    __typeof__(x) ln__ma = (x); \
    _Static_assert(LN__M_ISFLT(ln__ma), msg); \
    _Generic((ln__ma), LN__M_LIST_I(P), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma); })
/* ldexp: k int lanes of x's lane count, or an integer scalar (converted to int; splatted for a
 * vector x). */
#define LN__M_ISINT(k) (!LN__IS_VEC(k) && _Generic((k), LN__M_FLT0 float: 0, double: 0, long double: 0, default: 1))
#define LN__M_LDEXP(P, msg, x, k) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(k) ln__mk = (k); \
    _Static_assert(LN__M_ISFLT(ln__ma) && (LN__IS_VEC(ln__mk) \
        ? (LN__IS_VEC(ln__ma) && __builtin_types_compatible_p(__typeof__(ln__mk), __typeof__(LN__M_IZERO(ln__ma)))) \
        : LN__M_ISINT(ln__mk)), msg); \
    _Generic((ln__ma), LN__M_LIST_I(P), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma, \
        LN__IFVEC(ln__mk, ln__mk, LN__IFVEC(ln__ma, LN__M_ISPLAT(ln__ma)((int)LN__SCAL(ln__mk)), (int)LN__SCAL(ln__mk)))); })

/* pown, rootn: n int lanes of x's lane count (no half32), an integer scalar for a scalar x. */
#define LN__M_CALLI(P, msg, x, k) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(k) ln__mk = (k); \
    _Static_assert(LN__M_ISFLT(ln__ma) && (LN__IS_VEC(ln__ma) \
        ? __builtin_types_compatible_p(__typeof__(ln__mk), __typeof__(LN__M_IZERO(ln__ma))) \
        : LN__M_ISINT(ln__mk)), msg); \
    _Generic((ln__ma), LN__M_LIST_I(P), LN__SLIST_FLT(P, ), default: ln__never)(ln__ma, \
        LN__IFVEC(ln__mk, ln__mk, (int)LN__SCAL(ln__mk))); })

/* step, mix, smoothstep: x's type chooses the function (the common type of the scalars when x
 * is a scalar); the edges of step and smoothstep and mix's a may be scalars with a vector x,
 * converted to the element type and used for every lane (OpenCL's sgentype forms). */
#define LN__M_SCAL_OR_SAME(P, v, s) (LN__IS_VEC(v) ? (LN__IS_VEC(s) ? LN__M_SAMEV(P, v, s) : 1) : !LN__IS_VEC(s))
#define LN__M_STEP(P, msg, e, x) __extension__({ \
    __typeof__(e) ln__me = (e); __typeof__(x) ln__mx = (x); \
    _Static_assert(LN__M_FLT2(ln__mx, ln__me) && LN__M_SCAL_OR_SAME(P, ln__mx, ln__me), msg); \
    LN__WIDEN_FNS(ln__mx) \
    _Generic((ln__mx), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST2(ln__me, ln__mx))0, LN__SLIST_FLT(P, ), default: ln__never)) \
    (LN__WIDEN_BY(ln__mx, ln__me), ln__mx); })
#define LN__M_MIX(P, msg, x, y, a) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(y) ln__mb = (y); __typeof__(a) ln__mc = (a); \
    _Static_assert((LN__IS_VEC(ln__ma) ? LN__M_ISFLT(ln__ma) : LN__M_ISFLT((LN__M_ST3(ln__ma, ln__mb, ln__mc))0)) && \
                   LN__M_SAMEV(P, ln__ma, ln__mb) && LN__M_SCAL_OR_SAME(P, ln__ma, ln__mc), msg); \
    LN__WIDEN_FNS(ln__ma) \
    _Generic((ln__ma), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST3(ln__ma, ln__mb, ln__mc))0, LN__SLIST_FLT(P, ), default: ln__never)) \
    (ln__ma, ln__mb, LN__WIDEN_BY(ln__ma, ln__mc)); })
#define LN__M_SMOOTHSTEP(P, msg, e0, e1, x) __extension__({ \
    __typeof__(e0) ln__ma = (e0); __typeof__(e1) ln__mb = (e1); __typeof__(x) ln__mc = (x); \
    _Static_assert((LN__IS_VEC(ln__mc) ? LN__M_ISFLT(ln__mc) : LN__M_ISFLT((LN__M_ST3(ln__ma, ln__mb, ln__mc))0)) && \
                   LN__M_SCAL_OR_SAME(P, ln__mc, ln__ma) && LN__M_SCAL_OR_SAME(P, ln__mc, ln__mb) && \
                   LN__IS_VEC(ln__ma) == LN__IS_VEC(ln__mb), msg); \
    LN__WIDEN_FNS(ln__mc) \
    _Generic((ln__mc), LN__LIST_FLT(P, ), \
        default: _Generic((LN__M_ST3(ln__ma, ln__mb, ln__mc))0, LN__SLIST_FLT(P, ), default: ln__never)) \
    (LN__WIDEN_BY(ln__mc, ln__ma), LN__WIDEN_BY(ln__mc, ln__mb), ln__mc); })

/* BEGIN GENERATED by tools/gen_math.py from tools/registry.py: edit the registry, not this */
/* ---- ln_fabs ----
 * gentype ln_fabs(gentype x): |x|: x with its sign bit cleared (NaN payloads kept, fabs(-0) = +0). */
#define ln_fabs(x) LN__M_CALL1(ln_fabs_, "ln_fabs: x must be half, float or double (scalar or vector)", x)

/* ---- ln_copysign ----
 * gentype ln_copysign(gentype x, gentype y): x's magnitude with y's sign bit (also for zeros,
 * infinities and NaNs: copysign(1, -NaN) = -1). */
#define ln_copysign(x, y) LN__M_CALL2(ln_copysign_, "ln_copysign: x and y must have the same floating type", x, y)

/* ---- ln_ceil ----
 * gentype ln_ceil(gentype x): the least integral value >= x (exact).  ceil(-0.5) = -0; +-0, +-inf
 * and NaN are returned as they are. */
#define ln_ceil(x) LN__M_CALL1(ln_ceil_, "ln_ceil: x must be half, float or double (scalar or vector)", x)

/* ---- ln_floor ----
 * gentype ln_floor(gentype x): the greatest integral value <= x (exact).  floor(0.5) = +0,
 * floor(-0.5) = -1; +-0, +-inf and NaN are returned as they are. */
#define ln_floor(x) LN__M_CALL1(ln_floor_, "ln_floor: x must be half, float or double (scalar or vector)", x)

/* ---- ln_trunc ----
 * gentype ln_trunc(gentype x): x rounded toward zero to an integral value, with x's sign
 * (trunc(-0.5) = -0); +-0, +-inf and NaN are returned as they are. */
#define ln_trunc(x) LN__M_CALL1(ln_trunc_, "ln_trunc: x must be half, float or double (scalar or vector)", x)

/* ---- ln_rint ----
 * gentype ln_rint(gentype x): x rounded to the nearest integral value, ties to even (rint(2.5) = 2,
 * rint(-0.5) = -0), with x's sign (lanes assumes the default rounding mode, as OpenCL does). */
#define ln_rint(x) LN__M_CALL1(ln_rint_, "ln_rint: x must be half, float or double (scalar or vector)", x)

/* ---- ln_round ----
 * gentype ln_round(gentype x): x rounded to the nearest integral value, ties away from zero
 * (round(2.5) = 3, round(-0.5) = -1, round(-0.4) = -0). */
#define ln_round(x) LN__M_CALL1(ln_round_, "ln_round: x must be half, float or double (scalar or vector)", x)

/* ---- ln_fdim ----
 * gentype ln_fdim(gentype x, gentype y): x - y (correctly rounded) if x > y, +0 if x <= y, NaN if
 * x or y is NaN. */
#define ln_fdim(x, y) LN__M_CALL2(ln_fdim_, "ln_fdim: x and y must have the same floating type", x, y)

/* ---- ln_fmax ----
 * gentype ln_fmax(gentype x, gentype y), also (gentype x, scalar y) for vectors: y if x < y, x if
 * x > y; a NaN argument gives the other one (NaN only when both are NaN), as OpenCL says.  Where
 * OpenCL (and C99 Annex F) leave the choice, +0 against -0, lanes returns y, as ln_max, PoCL and
 * x86 maxps do: fmax(-0, +0) = +0, fmax(+0, -0) = -0. */
#define ln_fmax(x, y) LN__M_MINMAX(ln_fmax_, "ln_fmax: y must have x's type, or be a scalar", x, y)

/* ---- ln_fmin ----
 * gentype ln_fmin(gentype x, gentype y), also (gentype x, scalar y) for vectors: y if y < x, x if
 * x < y; a NaN argument gives the other one; +0 against -0 gives y (as ln_min and PoCL). */
#define ln_fmin(x, y) LN__M_MINMAX(ln_fmin_, "ln_fmin: y must have x's type, or be a scalar", x, y)

/* ---- ln_fma ----
 * gentype ln_fma(gentype a, gentype b, gentype c): a * b + c with one rounding (the exact value
 * rounded to nearest even), subnormals kept; inf * 0 + c = NaN; a NaN argument gives NaN. */
#define ln_fma(a, b, c) LN__M_CALL3(ln_fma_, "ln_fma: a, b and c must have the same floating type", a, b, c)

/* ---- ln_mad ----
 * gentype ln_mad(gentype a, gentype b, gentype c): lanes computes mad as fma (one rounding) on
 * every path, so its result is the same everywhere (OpenCL allows any precision for mad). */
#define ln_mad(a, b, c) LN__M_CALL3(ln_mad_, "ln_mad: a, b and c must have the same floating type", a, b, c)

/* ---- ln_sqrt ----
 * gentype ln_sqrt(gentype x): the square root correctly rounded (beyond OpenCL's 3 ulp for
 * float); sqrt(-0) = -0, sqrt(+inf) = +inf, NaN for x < 0 and for NaN; errno is never set. */
#define ln_sqrt(x) LN__M_CALL1(ln_sqrt_, "ln_sqrt: x must be half, float or double (scalar or vector)", x)

/* ---- ln_maxmag ----
 * gentype ln_maxmag(gentype x, gentype y): x if |x| > |y|, y if |y| > |x|, else fmax(x, y) (so a
 * NaN argument gives the other one). */
#define ln_maxmag(x, y) LN__M_CALL2(ln_maxmag_, "ln_maxmag: x and y must have the same floating type", x, y)

/* ---- ln_minmag ----
 * gentype ln_minmag(gentype x, gentype y): x if |x| < |y|, y if |y| < |x|, else fmin(x, y). */
#define ln_minmag(x, y) LN__M_CALL2(ln_minmag_, "ln_minmag: x and y must have the same floating type", x, y)

/* ---- ln_nextafter ----
 * gentype ln_nextafter(gentype x, gentype y): the next representable value after x toward y; y if
 * x == y (so nextafter(-0, +0) = +0); NaN if x or y is NaN; from +-0 the smallest subnormal with
 * y's sign; from the largest finite value toward inf, inf. */
#define ln_nextafter(x, y) LN__M_CALL2(ln_nextafter_, "ln_nextafter: x and y must have the same floating type", x, y)

/* ---- ln_fmod ----
 * gentype ln_fmod(gentype x, gentype y): x - y * trunc(x / y), exact (C99 fmod): the sign of x,
 * |result| < |y|; NaN for y = 0, x = +-inf or a NaN argument; fmod(+-0, y) = +-0, fmod(x, +-inf) = x
 * for finite x. */
#define ln_fmod(x, y) LN__M_CALL2(ln_fmod_, "ln_fmod: x and y must have the same floating type", x, y)

/* ---- ln_remainder ----
 * gentype ln_remainder(gentype x, gentype y): x - y * n, exact, n the integer nearest x / y (ties
 * to even; IEEE 754 remainder); NaN for y = 0, x = +-inf or a NaN argument; a zero result has x's
 * sign; remainder(x, +-inf) = x for finite x. */
#define ln_remainder(x, y) LN__M_CALL2(ln_remainder_, "ln_remainder: x and y must have the same floating type", x, y)

/* ---- ln_remquo ----
 * gentype ln_remquo(gentype x, gentype y, intn *quo): remainder(x, y) (exact), and *quo =
 * the low 7 bits of |n|, n the integer nearest x / y (ties to even, remainder's n), with the sign of
 * x / y: -(|n| mod 128) when x and y differ in sign, else |n| mod 128 (OpenCL asks the sign and at
 * least 3 bits; 7 are what PoCL gives); NaN with *quo = 0 for y = 0, x = +-inf or a NaN argument;
 * remquo(x, +-inf) = x with *quo = 0 for finite x.  quo points to int lanes of x's lane count (int *
 * for scalars); y has x's type (scalars: their common type). */
#define ln_remquo(x, y, quo) LN__M_PTRI2(ln_remquo_, "ln_remquo: x and y one floating type, quo a pointer to int lanes of their lane count", x, y, quo)

/* ---- ln_fract ----
 * gentype ln_fract(gentype x, gentype *iptr): *iptr = floor(x); returns fmin(x - floor(x), the
 * largest value below 1 (0x1.fffffep-1f, 0x1.fffffffffffffp-1, half 0x1.ffcp-1)) (OpenCL C 1.2
 * 6.12.2).  +-0: returns +-0, *iptr = +-0; +-inf: returns +-0, *iptr = +-inf; NaN: returns NaN,
 * *iptr = NaN. */
#define ln_fract(x, iptr) LN__M_PTR(ln_fract_, "ln_fract: iptr must point to x's type", x, iptr)

/* ---- ln_modf ----
 * gentype ln_modf(gentype x, gentype *iptr): *iptr = trunc(x); returns x - trunc(x) with x's sign
 * (exact; C99 modf): modf(-2.5) = -0.5, modf(+-inf) = +-0 with *iptr = +-inf, NaN gives NaN and
 * *iptr = NaN. */
#define ln_modf(x, iptr) LN__M_PTR(ln_modf_, "ln_modf: iptr must point to x's type", x, iptr)

/* ---- ln_frexp ----
 * gentype ln_frexp(gentype x, intn *exp): x = m * 2^*exp with |m| in [0.5, 1), m returned with x's
 * sign (exact, subnormal x included); +-0, +-inf and NaN are returned as they are with *exp = 0.
 * exp points to int lanes of x's lane count (int for scalars). */
#define ln_frexp(x, exp) LN__M_PTRI(ln_frexp_, "ln_frexp: exp must point to int lanes of x's lane count", x, exp)

/* ---- ln_ldexp ----
 * gentype ln_ldexp(gentype x, intn k), and (gentype x, int k) for vectors (k used for every
 * lane): x * 2^k rounded once (to nearest even; a subnormal result is rounded once, no double
 * rounding), +-inf on overflow, +-0 on underflow; +-0, +-inf and NaN are returned as they are. */
#define ln_ldexp(x, k) LN__M_LDEXP(ln_ldexp_, "ln_ldexp: k must be int lanes of x's lane count, or an int", x, k)

/* ---- ln_ilogb ----
 * intn ln_ilogb(gentype x): the unbiased exponent of x as an int (floor(log2|x|), subnormals
 * included); ilogb(+-0) = LN_FP_ILOGB0 (INT_MIN), ilogb(NaN) = LN_FP_ILOGBNAN (INT_MAX, as
 * PoCL), ilogb(+-inf) = INT_MAX. */
#define ln_ilogb(x) LN__M_CALL1_I(ln_ilogb_, "ln_ilogb: x must be half, float or double (scalar or vector)", x)

/* ---- ln_logb ----
 * gentype ln_logb(gentype x): the unbiased exponent of x as a floating value (floor(log2|x|),
 * exact); logb(+-0) = -inf, logb(+-inf) = +inf, NaN gives NaN. */
#define ln_logb(x) LN__M_CALL1(ln_logb_, "ln_logb: x must be half, float or double (scalar or vector)", x)

/* ---- ln_exp ----
 * gentype ln_exp(gentype x): e^x, within 1 ulp of the exact value (float: computed in
 * float, < 0.96 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
 * rounded), vectorized, the same bits on every target and compiler; exp(+-0) = 1, exp(-inf) = +0,
 * exp(+inf) = +inf, +inf on overflow, +0 or a subnormal on underflow; NaN gives NaN; subnormals kept,
 * errno never set. */
#define ln_exp(x) LN__M_CALL1(ln_exp_, "ln_exp: x must be half, float or double (scalar or vector)", x)

/* ---- ln_exp2 ----
 * gentype ln_exp2(gentype x): 2^x, within 1 ulp of the exact value (float: computed in
 * float, < 0.88 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
 * rounded), vectorized, the same bits on every target and compiler; exp2(+-0) = 1, exact for integral
 * x in range, exp2(-inf) = +0, exp2(+inf) = +inf; NaN gives NaN; subnormals kept, errno never set. */
#define ln_exp2(x) LN__M_CALL1(ln_exp2_, "ln_exp2: x must be half, float or double (scalar or vector)", x)

/* ---- ln_exp10 ----
 * gentype ln_exp10(gentype x): 10^x, within 1 ulp of the exact value (float: computed
 * in float, < 0.85 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
 * rounded), vectorized, the same bits on every target and compiler; exp10(+-0) = 1, exp10(-inf) = +0,
 * exp10(+inf) = +inf; NaN gives NaN; subnormals kept, errno never set. */
#define ln_exp10(x) LN__M_CALL1(ln_exp10_, "ln_exp10: x must be half, float or double (scalar or vector)", x)

/* ---- ln_log ----
 * gentype ln_log(gentype x): the natural logarithm, within 1 ulp of the exact value
 * (float: computed in float, < 0.61 ulp on every input; double: < 1 ulp, up to 0.502 measured; half:
 * the float result rounded), vectorized, the same bits on every target and compiler; log(1) = +0,
 * log(+-0) = -inf, log(x < 0) = NaN, log(+inf) = +inf; NaN gives NaN; subnormals kept, errno never
 * set. */
#define ln_log(x) LN__M_CALL1(ln_log_, "ln_log: x must be half, float or double (scalar or vector)", x)

/* ---- ln_log2 ----
 * gentype ln_log2(gentype x): the base-2 logarithm, within 1 ulp of the exact value
 * (float: computed in float, < 0.57 ulp on every input; double: < 1 ulp, up to 0.506 measured; half:
 * the float result rounded), vectorized, the same bits on every target and compiler; exact for powers
 * of 2 (log2(2^k) = k), log2(+-0) = -inf, log2(x < 0) = NaN, log2(+inf) = +inf; NaN gives NaN;
 * subnormals kept, errno never set. */
#define ln_log2(x) LN__M_CALL1(ln_log2_, "ln_log2: x must be half, float or double (scalar or vector)", x)

/* ---- ln_log10 ----
 * gentype ln_log10(gentype x): the base-10 logarithm, within 1 ulp of the exact value
 * (float: computed in float, < 0.59 ulp on every input; double: < 1 ulp, up to 0.502 measured; half:
 * the float result rounded), vectorized, the same bits on every target and compiler; log10(1) = +0,
 * log10(+-0) = -inf, log10(x < 0) = NaN, log10(+inf) = +inf; NaN gives NaN; subnormals kept, errno
 * never set. */
#define ln_log10(x) LN__M_CALL1(ln_log10_, "ln_log10: x must be half, float or double (scalar or vector)", x)

/* ---- ln_pow ----
 * gentype ln_pow(gentype x, gentype y): x^y, within 1 ulp of the exact value (double: log|x| to
 * 2^-68 and y log|x| as double-doubles, then exp; float computed in double, within 0.5 + 2^-13 ulp; half:
 * the float result rounded), vectorized, the same bits on every target and compiler; C99 Annex F's
 * special cases: pow(x, +-0) = 1 and pow(1, y) = 1 even for NaN, pow(-1, +-inf) = 1, NaN for finite
 * x < 0 and non-integral finite y, the sign of x for odd integral y, +-0 and +-inf arguments as C99
 * (pow(+-0, y < 0) = +-inf or +inf, ...), +-inf on overflow, subnormals kept, errno never set. */
#define ln_pow(x, y) LN__M_CALL2(ln_pow_, "ln_pow: x and y must have the same floating type", x, y)

/* ---- ln_powr ----
 * gentype ln_powr(gentype x, gentype y): x^y for x >= 0 (OpenCL C 7.5), as ln_pow there (within 1
 * ulp); NaN for x < 0, for (+-0, +-0), (+inf, +-0), (1, +-inf) and a NaN argument; powr(+-0, y < 0) =
 * +inf, powr(+-0, y > 0) = +0, powr(+inf, y < 0) = +0, powr(+inf, y > 0) = +inf, powr(1, finite y)
 * = 1. */
#define ln_powr(x, y) LN__M_CALL2(ln_powr_, "ln_powr: x and y must have the same floating type", x, y)

/* ---- ln_pown ----
 * gentype ln_pown(gentype x, intn n): x^n, n int lanes of x's lane count (int for scalars): ln_pow
 * with y = n (exact in double; float computed in double), within 1 ulp; pown(x, 0) = 1 even for NaN
 * x, pown(+-0, n < 0) = +-inf (odd n) or +inf, pown(+-0, n > 0) = +-0 (odd n) or +0. */
#define ln_pown(x, n) LN__M_CALLI(ln_pown_, "ln_pown: n must be int lanes of the lane count of x (int for a scalar x)", x, n)

/* ---- ln_rootn ----
 * gentype ln_rootn(gentype x, intn n): x^(1/n), n int lanes of x's lane count (int for scalars),
 * within 1 ulp (double: log|x| / n as a double-double; float computed in double); rootn(x, 0) = NaN,
 * NaN for x < 0 and even n and for NaN x, x's sign for odd n, rootn(+-0, n < 0) = +-inf (odd n) or
 * +inf, rootn(+-0, n > 0) = +-0 (odd n) or +0, rootn(x, 1) = x. */
#define ln_rootn(x, n) LN__M_CALLI(ln_rootn_, "ln_rootn: n must be int lanes of the lane count of x (int for a scalar x)", x, n)

/* ---- ln_sin ----
 * gentype ln_sin(gentype x): the sine of x (radians), within 1 ulp of the exact value at every
 * finite x (full range reduction: Payne-Hanek beyond 2^30 (double) or 2^12 (float); float: computed
 * in float, < 0.80 ulp on every input; double: up to 0.76 measured; half: the float result rounded), vectorized, the same bits on every target and compiler;
 * sin(+-0) = +-0, sin(+-inf) = NaN; NaN gives NaN; subnormals kept, errno never set. */
#define ln_sin(x) LN__M_CALL1(ln_sin_, "ln_sin: x must be half, float or double (scalar or vector)", x)

/* ---- ln_cos ----
 * gentype ln_cos(gentype x): the cosine of x (radians), within 1 ulp of the exact value at
 * every finite x (as ln_sin; float < 0.80 ulp on every input, double up to 0.77 measured); cos(+-0) = 1, cos(+-inf) = NaN; NaN gives NaN; errno never set. */
#define ln_cos(x) LN__M_CALL1(ln_cos_, "ln_cos: x must be half, float or double (scalar or vector)", x)

/* ---- ln_tan ----
 * gentype ln_tan(gentype x): the tangent of x (radians), within 1 ulp of the exact value at
 * every finite x (as ln_sin: the quotient of sine and cosine carried in twice the precision; float
 * < 0.98 ulp on every input, double up to 0.98 measured);
 * tan(+-0) = +-0, tan(+-inf) = NaN; NaN gives NaN; errno never set. */
#define ln_tan(x) LN__M_CALL1(ln_tan_, "ln_tan: x must be half, float or double (scalar or vector)", x)

/* ---- ln_sincos ----
 * gentype ln_sincos(gentype x, gentype *cosval): returns ln_sin(x) and stores ln_cos(x) in
 * *cosval (OpenCL C 1.2 6.12.2; the same bits as the two functions). */
#define ln_sincos(x, cosval) LN__M_PTR(ln_sincos_, "ln_sincos: cosval must point to x's type", x, cosval)

/* ---- ln_sinpi ----
 * gentype ln_sinpi(gentype x): sin(pi x), within 1 ulp of the exact value (the reduction
 * modulo 1/2 is exact; float: computed in float, < 0.76 ulp on every input; double: up to 0.75
 * measured; half: the float result rounded), vectorized, the
 * same bits on every target and compiler; sinpi(+-0) = +-0, sinpi(n) = +0 for an integer n > 0 and
 * -0 for n < 0, sinpi(+-inf) = NaN; NaN gives NaN; errno never set (C23, OpenCL C 7.5). */
#define ln_sinpi(x) LN__M_CALL1(ln_sinpi_, "ln_sinpi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_cospi ----
 * gentype ln_cospi(gentype x): cos(pi x), within 1 ulp of the exact value (as ln_sinpi; float < 0.74
 * ulp on every input, double up to 0.73 measured);
 * cospi(+-0) = 1, cospi(n + 1/2) = +0 for every integer n, cospi(+-inf) = NaN; NaN gives NaN. */
#define ln_cospi(x) LN__M_CALL1(ln_cospi_, "ln_cospi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_tanpi ----
 * gentype ln_tanpi(gentype x): tan(pi x), within 1 ulp of the exact value (as ln_sinpi; float < 0.92
 * ulp on every input, double up to 0.86 measured);
 * tanpi(+-0) = +-0, tanpi(n) = copysign(0, n) for even n and copysign(0, -n) for odd n,
 * tanpi(n + 1/2) = +inf for even n and -inf for odd n, tanpi(+-inf) = NaN; NaN gives NaN. */
#define ln_tanpi(x) LN__M_CALL1(ln_tanpi_, "ln_tanpi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_asin ----
 * gentype ln_asin(gentype x): the arcsine in [-pi/2, pi/2], within 1 ulp of the exact value
 * (float: computed in float, < 0.65 ulp on every input; double: up to 0.65 measured; half: the float result rounded), vectorized, the same bits on every
 * target and compiler; asin(+-0) = +-0, NaN for |x| > 1 and for NaN; errno never set. */
#define ln_asin(x) LN__M_CALL1(ln_asin_, "ln_asin: x must be half, float or double (scalar or vector)", x)

/* ---- ln_acos ----
 * gentype ln_acos(gentype x): the arccosine in [0, pi], within 1 ulp of the exact value (float:
 * computed in float, < 0.63 ulp on every input; double: up to 0.64 measured; half: the float result rounded), vectorized, the same bits on every target and
 * compiler; acos(1) = +0, NaN for |x| > 1 and for NaN; errno never set. */
#define ln_acos(x) LN__M_CALL1(ln_acos_, "ln_acos: x must be half, float or double (scalar or vector)", x)

/* ---- ln_atan ----
 * gentype ln_atan(gentype x): the arctangent in [-pi/2, pi/2], within 1 ulp of the exact value
 * (float: computed in float, < 0.62 ulp on every input; double: up to 0.66 measured; half: the float result rounded), vectorized, the same bits on every
 * target and compiler; atan(+-0) = +-0, atan(+-inf) = +-pi/2 (rounded); NaN gives NaN; errno never
 * set. */
#define ln_atan(x) LN__M_CALL1(ln_atan_, "ln_atan: x must be half, float or double (scalar or vector)", x)

/* ---- ln_atan2 ----
 * gentype ln_atan2(gentype y, gentype x): the angle of the point (x, y) in [-pi, pi], within 1
 * ulp of the exact value (float: computed in float; up to 0.75 measured, float and double; half: the
 * float result rounded), vectorized, the same bits on every target and compiler; C99 Annex F's
 * special cases: atan2(+-0, +0 or x > 0) = +-0, atan2(+-0, -0 or x < 0) = +-pi, atan2(y, +-0) =
 * +-pi/2 for y != 0 (y's sign), atan2(+-y, +inf) = +-0 and atan2(+-y, -inf) = +-pi for finite y,
 * atan2(+-inf, x) = +-pi/2 for finite x, atan2(+-inf, +inf) = +-pi/4, atan2(+-inf, -inf) = +-3pi/4;
 * NaN if y or x is NaN; errno never set. */
#define ln_atan2(y, x) LN__M_CALL2(ln_atan2_, "ln_atan2: y and x must have the same floating type", y, x)

/* ---- ln_asinpi ----
 * gentype ln_asinpi(gentype x): asin(x) / pi in [-1/2, 1/2], within 1 ulp of the exact value
 * (float: computed in float, <= 0.75 ulp on every input; double: up to 0.75 measured; half: the float result rounded), vectorized, the same bits on every
 * target and compiler; asinpi(+-0) = +-0, asinpi(+-1) = +-1/2, NaN for |x| > 1 and for NaN. */
#define ln_asinpi(x) LN__M_CALL1(ln_asinpi_, "ln_asinpi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_acospi ----
 * gentype ln_acospi(gentype x): acos(x) / pi in [0, 1], within 1 ulp of the exact value (float:
 * computed in float, < 0.6 ulp on every input; double: up to 0.61 measured; half: the float result rounded), vectorized, the same bits on every target and
 * compiler; acospi(1) = +0, acospi(-1) = 1, NaN for |x| > 1 and for NaN. */
#define ln_acospi(x) LN__M_CALL1(ln_acospi_, "ln_acospi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_atanpi ----
 * gentype ln_atanpi(gentype x): atan(x) / pi in [-1/2, 1/2], within 1 ulp of the exact value
 * (float: computed in float, <= 0.75 ulp on every input; double: up to 0.75 measured; half: the float result rounded), vectorized, the same bits on every
 * target and compiler; atanpi(+-0) = +-0, atanpi(+-inf) = +-1/2; NaN gives NaN. */
#define ln_atanpi(x) LN__M_CALL1(ln_atanpi_, "ln_atanpi: x must be half, float or double (scalar or vector)", x)

/* ---- ln_atan2pi ----
 * gentype ln_atan2pi(gentype y, gentype x): atan2(y, x) / pi in [-1, 1], within 1 ulp of the
 * exact value (float: computed in float; up to 0.90 measured, float and double; half: the float result
 * rounded), vectorized, the same bits on every target and compiler; atan2's special cases divided by pi, exactly: +-0, +-1, +-1/2,
 * +-1/4, +-3/4 (OpenCL 7.5.1); NaN if y or x is NaN. */
#define ln_atan2pi(y, x) LN__M_CALL2(ln_atan2pi_, "ln_atan2pi: y and x must have the same floating type", y, x)

/* ---- ln_expm1 ----
 * gentype ln_expm1(gentype x): e^x - 1, within 1 ulp of the exact value (measured: at
 * most 0.51 ulp for float on every input, 0.60 for double), accurate near 0 (where exp(x) - 1 loses the
 * low bits), vectorized, the same bits on every target and compiler (float computed in double; half: the
 * float result rounded); expm1(+-0) = +-0, expm1(-inf) = -1, expm1(+inf) = +inf, +inf on overflow; NaN
 * gives NaN; subnormals kept, errno never set. */
#define ln_expm1(x) LN__M_CALL1(ln_expm1_, "ln_expm1: x must be half, float or double (scalar or vector)", x)

/* ---- ln_log1p ----
 * gentype ln_log1p(gentype x): log(1 + x), within 1 ulp of the exact value (measured: at
 * most 0.67 ulp for float on every input, 0.68 for double), accurate near 0, vectorized, the same bits
 * on every target and compiler (float computed in float; half: the float result rounded); log1p(+-0) =
 * +-0, log1p(-1) = -inf, log1p(x < -1) = NaN, log1p(+inf) = +inf; NaN gives NaN; subnormals kept, errno
 * never set. */
#define ln_log1p(x) LN__M_CALL1(ln_log1p_, "ln_log1p: x must be half, float or double (scalar or vector)", x)

/* ---- ln_cbrt ----
 * gentype ln_cbrt(gentype x): the real cube root (negative for negative x), within 1 ulp
 * of the exact value (measured: at most 0.51 ulp for float on every input, 0.50 for double), vectorized,
 * the same bits on every target and compiler (half: the float result rounded); +-0, +-inf and NaN are
 * returned as they are (NaN quieted); subnormals kept. */
#define ln_cbrt(x) LN__M_CALL1(ln_cbrt_, "ln_cbrt: x must be half, float or double (scalar or vector)", x)

/* ---- ln_rsqrt ----
 * gentype ln_rsqrt(gentype x): 1 / sqrt(x), within 1 ulp of the exact value (measured: at
 * most 0.50 ulp for float on every input, 0.51 for double) (not the hardware estimate), vectorized, the
 * same bits on every target and compiler (half: the float result rounded); rsqrt(+-0) = +-inf,
 * rsqrt(+inf) = +0, rsqrt(x < 0) = NaN; NaN gives NaN; subnormals kept, errno never set. */
#define ln_rsqrt(x) LN__M_CALL1(ln_rsqrt_, "ln_rsqrt: x must be half, float or double (scalar or vector)", x)

/* ---- ln_hypot ----
 * gentype ln_hypot(gentype x, gentype y): sqrt(x^2 + y^2) without spurious overflow or
 * underflow, within 1 ulp of the exact value (measured: at most 0.75 ulp for float, 0.75 for double),
 * vectorized, the same bits on every target and compiler (half: the float result rounded); +inf if
 * either argument is infinite (even with a NaN other), else NaN if either is NaN; hypot(x, +-0) = |x|;
 * +inf on overflow; subnormals kept, errno never set. */
#define ln_hypot(x, y) LN__M_CALL2(ln_hypot_, "ln_hypot: x and y must have the same floating type", x, y)

/* ---- ln_sinh ----
 * gentype ln_sinh(gentype x): the hyperbolic sine, within 1 ulp of the exact value
 * (measured: at most 0.58 ulp for float on every input, 0.56 for double), vectorized, the same bits on
 * every target and compiler (float computed in float; half: the float result rounded); finite up to the
 * overflow threshold (float near 89.4, double near 710.5: no intermediate overflows), +-inf beyond;
 * sinh(+-0) = +-0, sinh(+-inf) = +-inf; NaN gives NaN; subnormals kept, errno never set. */
#define ln_sinh(x) LN__M_CALL1(ln_sinh_, "ln_sinh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_cosh ----
 * gentype ln_cosh(gentype x): the hyperbolic cosine, within 1 ulp of the exact value
 * (measured: at most 0.54 ulp for float on every input, 0.53 for double), vectorized, the same bits on
 * every target and compiler (float computed in float; half: the float result rounded); finite up to the
 * overflow threshold (float near 89.4, double near 710.5), +inf beyond; cosh(+-0) = 1, cosh(+-inf) =
 * +inf; NaN gives NaN; errno never set. */
#define ln_cosh(x) LN__M_CALL1(ln_cosh_, "ln_cosh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_tanh ----
 * gentype ln_tanh(gentype x): the hyperbolic tangent, within 1 ulp of the exact value
 * (measured: at most 0.51 ulp for float on every input, 0.57 for double), vectorized, the same bits on
 * every target and compiler (float computed in double; half: the float result rounded); tanh(+-0) = +-0,
 * tanh(+-inf) = +-1; NaN gives NaN; subnormals kept, errno never set. */
#define ln_tanh(x) LN__M_CALL1(ln_tanh_, "ln_tanh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_asinh ----
 * gentype ln_asinh(gentype x): the inverse hyperbolic sine, within 1 ulp of the exact
 * value (measured: at most 0.67 ulp for float on every input, 0.66 for double), vectorized, the same
 * bits on every target and compiler (float computed in float; half: the float result rounded);
 * asinh(+-0) = +-0, asinh(+-inf) = +-inf; NaN gives NaN; subnormals kept, errno never set. */
#define ln_asinh(x) LN__M_CALL1(ln_asinh_, "ln_asinh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_acosh ----
 * gentype ln_acosh(gentype x): the inverse hyperbolic cosine, within 1 ulp of the exact
 * value (measured: at most 0.65 ulp for float on every input, 0.68 for double), vectorized, the same
 * bits on every target and compiler (float computed in float; half: the float result rounded); acosh(1)
 * = +0, acosh(x < 1) = NaN, acosh(+inf) = +inf; NaN gives NaN; errno never set. */
#define ln_acosh(x) LN__M_CALL1(ln_acosh_, "ln_acosh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_atanh ----
 * gentype ln_atanh(gentype x): the inverse hyperbolic tangent, within 1 ulp of the exact
 * value (measured: at most 0.68 ulp for float on every input, 0.71 for double), vectorized, the same
 * bits on every target and compiler (float computed in float; half: the float result rounded);
 * atanh(+-0) = +-0, atanh(+-1) = +-inf, atanh(|x| > 1) = NaN; NaN gives NaN; subnormals kept, errno
 * never set. */
#define ln_atanh(x) LN__M_CALL1(ln_atanh_, "ln_atanh: x must be half, float or double (scalar or vector)", x)

/* ---- ln_erf ----
 * gentype ln_erf(gentype x): the error function 2/sqrt(pi) times the integral of e^-t^2 from 0
 * to x, within 1 ulp of the exact value (measured: at most 0.50 ulp for float on every input, 0.70 for
 * double), vectorized, the same bits on every target and compiler (float computed in double and rounded
 * once; half: the float result rounded); erf(+-0) = +-0, erf(+-inf) = +-1; NaN gives NaN; subnormals
 * kept, errno never set. */
#define ln_erf(x) LN__M_CALL1(ln_erf_, "ln_erf: x must be half, float or double (scalar or vector)", x)

/* ---- ln_erfc ----
 * gentype ln_erfc(gentype x): the complementary error function 1 - erf(x), with its relative
 * accuracy kept for large x down to the underflow (float near 10.05, double near 27.23: subnormal
 * results, then +0), within 1.5 ulp of the exact value (measured: at most 0.50 ulp for float on every input,
 * 1.21 for double), vectorized, the same bits on every target and compiler (float computed in
 * double and rounded once; half: the float result rounded); erfc(-inf) = 2, erfc(+inf) = +0, erfc(+-0)
 * = 1; NaN gives NaN; errno never set. */
#define ln_erfc(x) LN__M_CALL1(ln_erfc_, "ln_erfc: x must be half, float or double (scalar or vector)", x)

/* ---- ln_tgamma ----
 * gentype ln_tgamma(gentype x): the gamma function, within 1 ulp of the exact value (double:
 * Gamma(2 + t) as a float-float times or divided by an exact float-float product; float: the double
 * result rounded; half: the float result rounded; measured: docs/semantics.md, "Gamma functions"),
 * vectorized, the same bits on every target and compiler; C99 Annex F: tgamma(+-0) = +-inf,
 * tgamma(negative integer) = NaN, tgamma(-inf) = NaN, tgamma(+inf) = +inf, +inf on overflow (x above
 * about 35.04 float, 171.62 double), +-0 or a subnormal with the sign of Gamma for large negative
 * non-integers; NaN gives NaN; subnormals kept, errno never set. */
#define ln_tgamma(x) LN__M_CALL1(ln_tgamma_, "ln_tgamma: x must be half, float or double (scalar or vector)", x)

/* ---- ln_lgamma ----
 * gentype ln_lgamma(gentype x): log|Gamma(x)|, within 1.5 ulp of the exact value except near
 * the zeros of lgamma at negative x, where the absolute error is below 2^-54 (double; float and half
 * computed in double and rounded; measured: docs/semantics.md, "Gamma functions"), accurate near the
 * zeros at 1 and 2, vectorized, the same bits on every target and compiler; lgamma(1) = lgamma(2) =
 * +0, lgamma(x) = +inf for x = 0 and the negative integers, lgamma(+-inf) = +inf; NaN gives NaN;
 * errno never set. */
#define ln_lgamma(x) LN__M_CALL1(ln_lgamma_, "ln_lgamma: x must be half, float or double (scalar or vector)", x)

/* ---- ln_lgamma_r ----
 * gentype ln_lgamma_r(gentype x, intn *signp): ln_lgamma(x) (the same bits), and the sign of
 * Gamma(x) (+1 or -1) stored in *signp, int lanes of x's lane count (int for scalars); as glibc's
 * lgamma_r: *signp = +1 for NaN, +-inf, +0 and the negative integers, -1 for -0. */
#define ln_lgamma_r(x, signp) LN__M_PTRI(ln_lgamma_r_, "ln_lgamma_r: signp must point to int lanes of x's lane count", x, signp)

/* ---- ln_nan ----
 * floatn ln_nan(uintn nancode), doublen ln_nan(ulongn), halfn ln_nan(ushortn): a quiet NaN,
 * positive, whose significand holds the low bits of nancode below the quiet bit (float: nancode &
 * 0x3fffff).  The argument's type chooses the result's: uint -> float, ulong -> double, ushort ->
 * half. */
#define ln_nan(nancode) _Generic((nancode), LN__M_NAN_LIST)(nancode)

/* ---- ln_degrees ----
 * gentype ln_degrees(gentype radians) (OpenCL C 1.2 section 6.12.4): radians * (180 / pi), the
 * constant rounded to the type (float for half: 0x1.ca5dc2p+5; double 0x1.ca5dc1a63c1f8p+5), the
 * product rounded once, as PoCL computes it (within OpenCL's 2 ulp); +-0, +-inf and NaN kept,
 * overflow to +-inf. */
#define ln_degrees(radians) LN__M_CALL1(ln_degrees_, "ln_degrees: radians must be half, float or double (scalar or vector)", radians)

/* ---- ln_radians ----
 * gentype ln_radians(gentype degrees): degrees * (pi / 180), as ln_degrees (float and half:
 * 0x1.1df46ap-6, double 0x1.1df46a2529d39p-6). */
#define ln_radians(degrees) LN__M_CALL1(ln_radians_, "ln_radians: degrees must be half, float or double (scalar or vector)", degrees)

/* ---- ln_step ----
 * gentype ln_step(gentype edge, gentype x), also (scalar edge, gentype x) for vectors (the scalar
 * converted to the element type and used for every lane): 0.0 where x < edge, else 1.0 (so 1.0
 * where x or edge is NaN). */
#define ln_step(edge, x) LN__M_STEP(ln_step_, "ln_step: edge must have x's type, or be a scalar", edge, x)

/* ---- ln_mix ----
 * gentype ln_mix(gentype x, gentype y, gentype a), also (gentype x, gentype y, scalar a) for
 * vectors: OpenCL's formula x + (y - x) * a, each operation rounded once in the type, never fused
 * into an FMA (the same bits on every ISA and compiler).  OpenCL leaves a outside [0, 1]
 * undefined: lanes computes the formula there too. */
#define ln_mix(x, y, a) LN__M_MIX(ln_mix_, "ln_mix: y must have x's type, and a x's type or be a scalar", x, y, a)

/* ---- ln_smoothstep ----
 * gentype ln_smoothstep(gentype edge0, gentype edge1, gentype x), also (scalar edge0, scalar edge1,
 * gentype x) for vectors: OpenCL's formula, each operation rounded once in the type:
 * t = clamp((x - edge0) / (edge1 - edge0), 0, 1) with OpenCL's clamp, fmin(fmax(t, 0), 1) (a NaN
 * t gives 0), then t * t * (3 - 2 * t).  Where OpenCL leaves the result undefined (edge0 >= edge1,
 * NaN arguments) lanes gives that formula's value, as PoCL does: edge0 == edge1 gives 0 or 1 (x on
 * either side) and 0 for x == edge0. */
#define ln_smoothstep(edge0, edge1, x) LN__M_SMOOTHSTEP(ln_smoothstep_, "ln_smoothstep: edge0 and edge1 must both have x's type, or both be scalars", edge0, edge1, x)

/* ---- ln_half_cos ln_half_divide ln_half_exp ln_half_exp2 ln_half_exp10 ln_half_log ln_half_log2 ln_half_log10 ln_half_powr ln_half_recip ln_half_rsqrt ln_half_sin ln_half_sqrt ln_half_tan ln_native_cos ln_native_divide ln_native_exp ln_native_exp2 ln_native_exp10 ln_native_log ln_native_log2 ln_native_log10 ln_native_powr ln_native_recip ln_native_rsqrt ln_native_sin ln_native_sqrt ln_native_tan ----
 * floatn ln_half_<f>(floatn x) and ln_native_<f>(floatn x) (divide, powr: (floatn x, floatn y)), f
 * one of cos divide exp exp2 exp10 log log2 log10 powr recip rsqrt sin sqrt tan (OpenCL C 1.2
 * 6.12.2, table 6.9; OpenCL allows half_ 8192 ulp and leaves native_ to the implementation).
 * half_<f>, and native_ divide powr recip rsqrt sqrt: the full-precision function ln_<f> of the
 * same arguments (divide: x / y, recip: 1 / x, both correctly rounded), so within 1 ulp, its
 * special cases included; as fast as ln_<f>.  native_ exp exp2 exp10 log log2 log10 sin cos tan:
 * faster kernels of their own (tools/math_native.py), within exp exp2 exp10 log: 2 ulp, log2:
 * 2.5 ulp, log10 sin cos: 3 ulp, tan: 4 ulp of the exact result for every float x (all 2^32 checked,
 * docs/semantics.md), with the full function's special cases (NaN in, NaN out; exp(-inf) = +0,
 * log(+-0) = -inf, log(x < 0) = NaN, sin(+-inf) = NaN, sin(-0) = -0, cos(+-0) = 1, ...) and the
 * same bits on every target.  float only (scalar or vector, OpenCL's rule): other types do not
 * compile. */
/* float scalars and vectors only: the typed function of prefix P */
#define LN__M_F32_LIST(P) float: P##float, ln_float2: P##float2, ln_float3: P##float3, ln_float4: P##float4, ln_float8: P##float8, ln_float16: P##float16
#define LN__M_ISF32(x) _Generic((x), float: 1, ln_float2: 1, ln_float3: 1, ln_float4: 1, ln_float8: 1, ln_float16: 1, default: 0)
#define LN__M_F32_1(P, msg, x) __extension__({ \
    __typeof__(x) ln__ma = (x); \
    _Static_assert(LN__M_ISF32(ln__ma), msg); \
    _Generic((ln__ma), LN__M_F32_LIST(P), default: ln__never)(ln__ma); })
#define LN__M_F32_2(P, msg, x, y) __extension__({ \
    __typeof__(x) ln__ma = (x); __typeof__(y) ln__mb = (y); \
    _Static_assert(LN__M_ISF32(ln__ma) && \
                   __builtin_types_compatible_p(__typeof__(ln__ma), __typeof__(ln__mb)), msg); \
    _Generic((ln__ma), LN__M_F32_LIST(P), default: ln__never)(ln__ma, ln__mb); })
#define ln_half_cos(x) LN__M_F32_1(ln_half_cos_, "ln_half_cos: x must be float (scalar or vector)", x)
#define ln_half_divide(x, y) LN__M_F32_2(ln_half_divide_, "ln_half_divide: x and y must be float, of one type", x, y)
#define ln_half_exp(x) LN__M_F32_1(ln_half_exp_, "ln_half_exp: x must be float (scalar or vector)", x)
#define ln_half_exp2(x) LN__M_F32_1(ln_half_exp2_, "ln_half_exp2: x must be float (scalar or vector)", x)
#define ln_half_exp10(x) LN__M_F32_1(ln_half_exp10_, "ln_half_exp10: x must be float (scalar or vector)", x)
#define ln_half_log(x) LN__M_F32_1(ln_half_log_, "ln_half_log: x must be float (scalar or vector)", x)
#define ln_half_log2(x) LN__M_F32_1(ln_half_log2_, "ln_half_log2: x must be float (scalar or vector)", x)
#define ln_half_log10(x) LN__M_F32_1(ln_half_log10_, "ln_half_log10: x must be float (scalar or vector)", x)
#define ln_half_powr(x, y) LN__M_F32_2(ln_half_powr_, "ln_half_powr: x and y must be float, of one type", x, y)
#define ln_half_recip(x) LN__M_F32_1(ln_half_recip_, "ln_half_recip: x must be float (scalar or vector)", x)
#define ln_half_rsqrt(x) LN__M_F32_1(ln_half_rsqrt_, "ln_half_rsqrt: x must be float (scalar or vector)", x)
#define ln_half_sin(x) LN__M_F32_1(ln_half_sin_, "ln_half_sin: x must be float (scalar or vector)", x)
#define ln_half_sqrt(x) LN__M_F32_1(ln_half_sqrt_, "ln_half_sqrt: x must be float (scalar or vector)", x)
#define ln_half_tan(x) LN__M_F32_1(ln_half_tan_, "ln_half_tan: x must be float (scalar or vector)", x)
#define ln_native_cos(x) LN__M_F32_1(ln_native_cos_, "ln_native_cos: x must be float (scalar or vector)", x)
#define ln_native_divide(x, y) LN__M_F32_2(ln_native_divide_, "ln_native_divide: x and y must be float, of one type", x, y)
#define ln_native_exp(x) LN__M_F32_1(ln_native_exp_, "ln_native_exp: x must be float (scalar or vector)", x)
#define ln_native_exp2(x) LN__M_F32_1(ln_native_exp2_, "ln_native_exp2: x must be float (scalar or vector)", x)
#define ln_native_exp10(x) LN__M_F32_1(ln_native_exp10_, "ln_native_exp10: x must be float (scalar or vector)", x)
#define ln_native_log(x) LN__M_F32_1(ln_native_log_, "ln_native_log: x must be float (scalar or vector)", x)
#define ln_native_log2(x) LN__M_F32_1(ln_native_log2_, "ln_native_log2: x must be float (scalar or vector)", x)
#define ln_native_log10(x) LN__M_F32_1(ln_native_log10_, "ln_native_log10: x must be float (scalar or vector)", x)
#define ln_native_powr(x, y) LN__M_F32_2(ln_native_powr_, "ln_native_powr: x and y must be float, of one type", x, y)
#define ln_native_recip(x) LN__M_F32_1(ln_native_recip_, "ln_native_recip: x must be float (scalar or vector)", x)
#define ln_native_rsqrt(x) LN__M_F32_1(ln_native_rsqrt_, "ln_native_rsqrt: x must be float (scalar or vector)", x)
#define ln_native_sin(x) LN__M_F32_1(ln_native_sin_, "ln_native_sin: x must be float (scalar or vector)", x)
#define ln_native_sqrt(x) LN__M_F32_1(ln_native_sqrt_, "ln_native_sqrt: x must be float (scalar or vector)", x)
#define ln_native_tan(x) LN__M_F32_1(ln_native_tan_, "ln_native_tan: x must be float (scalar or vector)", x)
/* END GENERATED */

#endif /* LANES_MATH_H */
