#ifndef LANES_RELATIONAL_H
#define LANES_RELATIONAL_H
/* lanes/relational.h -- the OpenCL C relational built-ins (OpenCL C 1.2 section 6.12.6).
 *
 * Floating ops (ln_isequal ... ln_signbit) take half (where LN_HAS_HALF), float or double, as a
 * vector of 2 3 4 8 16 lanes or as a scalar.  Results, as OpenCL's:
 *   vector argument: per lane -1 (true) or 0 (false) in the signed integer vector of the lane
 *     width and the same lane count: shortN for halfN, intN for floatN, longN for doubleN
 *     (3-lane results have padding lane 0);
 *   scalar argument: int 1 or 0.
 * Two-argument ops take two vectors of one type or two floating scalars (of different
 * scalar types: C's usual arithmetic conversions pick the type).  A vector with a scalar, two
 * vector types, or integer arguments do not compile.  The per-type functions
 * ln_<op>_<name> (ln_isnan_float4, ln_isless_double, ...) may be called directly.
 *
 * ln_any / ln_all take OpenCL's igentype: char short int long, vector or scalar (and Clang's
 * comparison result types, which are those types' vectors); unsigned and floating arguments do
 * not compile.  They return int 1/0 and read exactly the logical lanes (3 for 3-lane types).
 */
#include "types.h"
#include "impl/generic/relational.h"

/* Internal dispatch helpers (see lanes/integer.h for the same scheme). */
#define LN__R_SAMEV(P, a, b) __builtin_types_compatible_p( \
    __typeof__(_Generic((a), LN__LIST_FLT(P, ), default: ln__never)), \
    __typeof__(_Generic((b), LN__LIST_FLT(P, ), default: ln__never)))
#define LN__R_ST2(a, b) __typeof__(__builtin_choose_expr( \
    __builtin_types_compatible_p(__typeof__(a), __typeof__(b)), LN__SCAL(a), LN__SCAL(a) + LN__SCAL(b)))
#if LN_HAS_HALF
#define LN__R_H1 _Float16: 1,
#else
#define LN__R_H1
#endif
#define LN__R_ISFLT(t) _Generic((t), LN__R_H1 float: 1, double: 1, default: 0)
#define LN__R_CALL1(P, x) _Generic((x), LN__LIST_FLT(P, ), LN__SLIST_FLT(P, ))(x)
#define LN__R_CALL2(P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ra = (a); __typeof__(b) ln__rb = (b); \
    _Static_assert(_Generic((ln__ra), LN__K_FLT(1), default: 0) ? LN__R_SAMEV(P, ln__ra, ln__rb) \
        : (!LN__IS_VEC(ln__ra) && !LN__IS_VEC(ln__rb) && LN__R_ISFLT((LN__R_ST2(ln__ra, ln__rb))0)), msg); \
    _Generic((ln__ra), LN__LIST_FLT(P, ), \
        default: _Generic((LN__R_ST2(ln__ra, ln__rb))0, LN__SLIST_FLT(P, ), default: ln__never))(ln__ra, ln__rb); })
#define LN__R_MSG(op) #op ": x and y must be two floating vectors of one type, or two floating scalars"

/* ---- ln_isequal ----      x == y (false when either is NaN; -0.0 == +0.0) */
#define ln_isequal(x, y) LN__R_CALL2(ln_isequal_, LN__R_MSG(ln_isequal), x, y)
/* ---- ln_isnotequal ----   x != y (true when either is NaN) */
#define ln_isnotequal(x, y) LN__R_CALL2(ln_isnotequal_, LN__R_MSG(ln_isnotequal), x, y)
/* ---- ln_isgreater ----    x > y (false when either is NaN) */
#define ln_isgreater(x, y) LN__R_CALL2(ln_isgreater_, LN__R_MSG(ln_isgreater), x, y)
/* ---- ln_isgreaterequal ---- x >= y (false when either is NaN) */
#define ln_isgreaterequal(x, y) LN__R_CALL2(ln_isgreaterequal_, LN__R_MSG(ln_isgreaterequal), x, y)
/* ---- ln_isless ----       x < y (false when either is NaN) */
#define ln_isless(x, y) LN__R_CALL2(ln_isless_, LN__R_MSG(ln_isless), x, y)
/* ---- ln_islessequal ----  x <= y (false when either is NaN) */
#define ln_islessequal(x, y) LN__R_CALL2(ln_islessequal_, LN__R_MSG(ln_islessequal), x, y)
/* ---- ln_islessgreater ---- (x < y) || (x > y) (false when either is NaN, false for -0.0, +0.0) */
#define ln_islessgreater(x, y) LN__R_CALL2(ln_islessgreater_, LN__R_MSG(ln_islessgreater), x, y)
/* ---- ln_isfinite ----     x is neither infinite nor NaN (zeros, subnormals, normals) */
#define ln_isfinite(x) LN__R_CALL1(ln_isfinite_, x)
/* ---- ln_isinf ----        x is +infinity or -infinity */
#define ln_isinf(x) LN__R_CALL1(ln_isinf_, x)
/* ---- ln_isnan ----        x is a NaN (any payload, quiet or signalling, either sign) */
#define ln_isnan(x) LN__R_CALL1(ln_isnan_, x)
/* ---- ln_isnormal ----     x is a normal number: finite, not zero, not subnormal (in x's own format:
 *                           a float subnormal is not normal even though a double could hold it) */
#define ln_isnormal(x) LN__R_CALL1(ln_isnormal_, x)
/* ---- ln_isordered ----    isequal(x, x) && isequal(y, y): neither is NaN */
#define ln_isordered(x, y) LN__R_CALL2(ln_isordered_, LN__R_MSG(ln_isordered), x, y)
/* ---- ln_isunordered ----  x or y is NaN */
#define ln_isunordered(x, y) LN__R_CALL2(ln_isunordered_, LN__R_MSG(ln_isunordered), x, y)
/* ---- ln_signbit ----      the sign bit of x is set (true for -0.0 and for NaNs with the sign bit) */
#define ln_signbit(x) LN__R_CALL1(ln_signbit_, x)

/* ---- ln_any ----
 * int ln_any(igentype x): 1 if the most significant (sign) bit of any of x's lanes is set (lanes
 * 0..2 for 3-lane types, never the padding; for a scalar: x < 0), else 0. */
#define ln_any(x) _Generic((x), LN__R_SINT(ln_any_, ln__any_))(x)

/* ---- ln_all ----
 * int ln_all(igentype x): 1 if the most significant bit of every lane of x is set (3-lane types:
 * lanes 0..2; scalar: x < 0), else 0. */
#define ln_all(x) _Generic((x), LN__R_SINT(ln_all_, ln__all_))(x)

#endif /* LANES_RELATIONAL_H */
