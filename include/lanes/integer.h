#ifndef LANES_INTEGER_H
#define LANES_INTEGER_H
/* lanes/integer.h -- the OpenCL C integer built-ins (OpenCL C 1.2 section 6.12.3; ctz from
 * OpenCL C 2.0) and min / max / clamp for integer and floating-point types.
 *
 * Every function is generic (a _Generic macro) over the types listed with it, for every lane
 * count 2 3 4 8 16 and for scalars, and calls ln_<op>_<name> (ln_add_sat_int4,
 * ln_abs_char, ...), which may also be called directly.  Formulas below are per lane; w is the
 * lane width in bits; arithmetic is exact (on mathematical integers) unless "mod 2^w" is said.
 * 3-lane results have padding lane 0.
 *
 * Arguments: OpenCL's signatures.  Unless an op says otherwise, all arguments have one and the
 * same type: two vectors of different types, or a vector with a scalar, do not compile.  Scalar
 * arguments of different C types are first brought to a common type as C's usual arithmetic
 * conversions do (ln_add_sat((char)1, 1) is the int version; ln_add_sat(c1, c2) with two char
 * operands is the char version: no integer promotion).
 *
 * gentype = char uchar short ushort int uint long ulong, scalar or vector; ugentype = the
 * unsigned type of the same width and lane count.
 */
#include "types.h"
#include "impl/target.h"
#if LN_TARGET_X86
#include "impl/x86/integer.h"
#elif LN_TARGET_NEON
#include "impl/arm/integer.h"
#endif
#include "impl/generic/integer.h"

/* Internal dispatch helpers. */
/* 1 when a and b select the same function of SET with prefix P (same vector type, Clang's
 * comparison types counting as the signed type), or when both are scalars. */
#define LN__I_SAMEV(SET, P, a, b) __builtin_types_compatible_p( \
    __typeof__(_Generic((a), LN__LIST_##SET(P, ), default: ln__never)), \
    __typeof__(_Generic((b), LN__LIST_##SET(P, ), default: ln__never)))
/* The scalar type of (a, b) / (a, b, c): the arguments' type when all are of one type, else the
 * type of their sum (C's usual arithmetic conversions). */
#define LN__I_ST2(a, b) __typeof__(__builtin_choose_expr( \
    __builtin_types_compatible_p(__typeof__(a), __typeof__(b)), LN__SCAL(a), LN__SCAL(a) + LN__SCAL(b)))
#define LN__I_ST3(a, b, c) __typeof__(__builtin_choose_expr( \
    __builtin_types_compatible_p(__typeof__(a), __typeof__(b)) && __builtin_types_compatible_p(__typeof__(a), __typeof__(c)), \
    LN__SCAL(a), LN__SCAL(a) + LN__SCAL(b) + LN__SCAL(c)))
#if LN_HAS_HALF
#define LN__I_FLT0 _Float16: 0,
#else
#define LN__I_FLT0
#endif
/* 1 when scalar s may be used as the sgentype argument with vector v: any arithmetic scalar for
 * a floating vector, an integer scalar for an integer vector (no float -> int conversion). */
#define LN__I_SOK(v, s) (_Generic((v), LN__K_FLT(1), default: 0) || \
    _Generic((s), LN__I_FLT0 float: 0, double: 0, long double: 0, default: 1))
#define LN__I_CALL1(SET, P, x) _Generic((x), LN__LIST_##SET(P, ), LN__SLIST_##SET(P, ))(x)
#define LN__I_CALL2(SET, P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); \
    _Static_assert(LN__I_SAMEV(SET, P, ln__ia, ln__ib), msg); \
    _Generic((ln__ia), LN__LIST_##SET(P, ), \
        default: _Generic((LN__I_ST2(ln__ia, ln__ib))0, LN__SLIST_##SET(P, ), default: ln__never))(ln__ia, ln__ib); })
#define LN__I_CALL3(SET, P, msg, a, b, c) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); __typeof__(c) ln__ic = (c); \
    _Static_assert(LN__I_SAMEV(SET, P, ln__ia, ln__ib) && LN__I_SAMEV(SET, P, ln__ia, ln__ic), msg); \
    _Generic((ln__ia), LN__LIST_##SET(P, ), \
        default: _Generic((LN__I_ST3(ln__ia, ln__ib, ln__ic))0, LN__SLIST_##SET(P, ), default: ln__never))(ln__ia, ln__ib, ln__ic); })

/* ---- ln_abs ----
 * ugentype ln_abs(gentype x): |x| as the unsigned type of the same width (exact: abs(CHAR_MIN)
 * = 128).  Unsigned x: x.  Floating x does not compile (use fabs). */
#define ln_abs(x) LN__I_CALL1(INT, ln_abs_, x)

/* ---- ln_abs_diff ----
 * ugentype ln_abs_diff(gentype x, gentype y): |x - y| exact, as the unsigned type (never
 * overflows: abs_diff(CHAR_MIN, CHAR_MAX) = 255). */
#define ln_abs_diff(x, y) LN__I_CALL2(INT, ln_abs_diff_, "ln_abs_diff: x and y must have the same integer type", x, y)

/* ---- ln_add_sat ----
 * gentype ln_add_sat(gentype x, gentype y): x + y saturated to [MIN, MAX] of the type. */
#define ln_add_sat(x, y) LN__I_CALL2(INT, ln_add_sat_, "ln_add_sat: x and y must have the same integer type", x, y)

/* ---- ln_sub_sat ----
 * gentype ln_sub_sat(gentype x, gentype y): x - y saturated to [MIN, MAX] (unsigned: 0 when y > x). */
#define ln_sub_sat(x, y) LN__I_CALL2(INT, ln_sub_sat_, "ln_sub_sat: x and y must have the same integer type", x, y)

/* ---- ln_hadd ----
 * gentype ln_hadd(gentype x, gentype y): floor((x + y) / 2), the sum taken without overflow. */
#define ln_hadd(x, y) LN__I_CALL2(INT, ln_hadd_, "ln_hadd: x and y must have the same integer type", x, y)

/* ---- ln_rhadd ----
 * gentype ln_rhadd(gentype x, gentype y): floor((x + y + 1) / 2), without overflow. */
#define ln_rhadd(x, y) LN__I_CALL2(INT, ln_rhadd_, "ln_rhadd: x and y must have the same integer type", x, y)

/* ---- ln_clz ----
 * gentype ln_clz(gentype x): number of leading 0 bits of x's w-bit pattern; clz(0) = w. */
#define ln_clz(x) LN__I_CALL1(INT, ln_clz_, x)

/* ---- ln_ctz ----
 * gentype ln_ctz(gentype x): number of trailing 0 bits; ctz(0) = w (OpenCL C 2.0). */
#define ln_ctz(x) LN__I_CALL1(INT, ln_ctz_, x)

/* ---- ln_popcount ----
 * gentype ln_popcount(gentype x): number of 1 bits of x's w-bit pattern. */
#define ln_popcount(x) LN__I_CALL1(INT, ln_popcount_, x)

/* ---- ln_rotate ----
 * gentype ln_rotate(gentype v, gentype i): v's bits rotated left by (i mod w) (i's w-bit pattern
 * taken modulo w: any count is valid, negative counts of signed types rotate left by
 * (i mod 2^w) mod w, i.e. rotate(v, -1) rotates right by one). */
#define ln_rotate(v, i) LN__I_CALL2(INT, ln_rotate_, "ln_rotate: v and i must have the same integer type", v, i)

/* ---- ln_mul_hi ----
 * gentype ln_mul_hi(gentype x, gentype y): the high w bits of the exact 2w-bit product x * y
 * (floor(x * y / 2^w)). */
#define ln_mul_hi(x, y) LN__I_CALL2(INT, ln_mul_hi_, "ln_mul_hi: x and y must have the same integer type", x, y)

/* ---- ln_mad_hi ----
 * gentype ln_mad_hi(gentype a, gentype b, gentype c): mul_hi(a, b) + c, mod 2^w. */
#define ln_mad_hi(a, b, c) LN__I_CALL3(INT, ln_mad_hi_, "ln_mad_hi: a, b and c must have the same integer type", a, b, c)

/* ---- ln_mad_sat ----
 * gentype ln_mad_sat(gentype a, gentype b, gentype c): the exact a * b + c saturated to
 * [MIN, MAX]. */
#define ln_mad_sat(a, b, c) LN__I_CALL3(INT, ln_mad_sat_, "ln_mad_sat: a, b and c must have the same integer type", a, b, c)

/* ---- ln_mul24 ----
 * int/uint only (other types do not compile).  OpenCL: x * y for x, y in [-2^23, 2^23 - 1]
 * (int) or [0, 2^24 - 1] (uint), implementation-defined otherwise.  lanes defines every input
 * as x * y mod 2^32 (the full 32-bit product, wrapping), which is what OpenCL C on CPUs
 * (PoCL) computes. */
#define LN__I_LIST24(P) ln_int2: P##int2, ln_int3: P##int3, ln_int4: P##int4, ln_int8: P##int8, ln_int16: P##int16, \
    ln_uint2: P##uint2, ln_uint3: P##uint3, ln_uint4: P##uint4, ln_uint8: P##uint8, ln_uint16: P##uint16
#define LN__I_IS24(x) _Generic((x), ln_int2: 1, ln_int3: 1, ln_int4: 1, ln_int8: 1, ln_int16: 1, ln_uint2: 1, \
    ln_uint3: 1, ln_uint4: 1, ln_uint8: 1, ln_uint16: 1, int: 1, unsigned int: 1, default: 0)
#define LN__I_SAME24(P, a, b) __builtin_types_compatible_p( \
    __typeof__(_Generic((a), LN__I_LIST24(P), default: ln__never)), __typeof__(_Generic((b), LN__I_LIST24(P), default: ln__never)))
#define ln_mul24(x, y) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(y) ln__ib = (y); \
    _Static_assert(LN__I_IS24(ln__ia) && LN__I_SAME24(ln_mul24_, ln__ia, ln__ib) && \
                   (LN__IS_VEC(ln__ia) || LN__I_IS24((LN__I_ST2(ln__ia, ln__ib))0)), \
                   "ln_mul24: x and y must both be int or both uint (scalar or vector)"); \
    _Generic((ln__ia), LN__I_LIST24(ln_mul24_), \
        default: _Generic((LN__I_ST2(ln__ia, ln__ib))0, int: ln_mul24_int, unsigned int: ln_mul24_uint, \
                          default: ln__never))(ln__ia, ln__ib); })

/* ---- ln_mad24 ----
 * int/uint only: mul24(x, y) + z, mod 2^32 (mul24 as defined above, for every input). */
#define ln_mad24(x, y, z) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(y) ln__ib = (y); __typeof__(z) ln__ic = (z); \
    _Static_assert(LN__I_IS24(ln__ia) && LN__I_SAME24(ln_mad24_, ln__ia, ln__ib) && \
                   LN__I_SAME24(ln_mad24_, ln__ia, ln__ic) && \
                   (LN__IS_VEC(ln__ia) || LN__I_IS24((LN__I_ST3(ln__ia, ln__ib, ln__ic))0)), \
                   "ln_mad24: x, y and z must all be int or all uint (scalar or vector)"); \
    _Generic((ln__ia), LN__I_LIST24(ln_mad24_), \
        default: _Generic((LN__I_ST3(ln__ia, ln__ib, ln__ic))0, int: ln_mad24_int, unsigned int: ln_mad24_uint, \
                          default: ln__never))(ln__ia, ln__ib, ln__ic); })

/* ---- ln_upsample ----
 * ln_upsample(hi, lo): hi is char uchar short ushort int uint (scalar or vector), lo the unsigned
 * type of the same width and lane count; the result has twice the width and hi's signedness
 * (char -> short, uchar -> ushort, ..., uint -> ulong): result = (hi << w) | lo, i.e.
 * hi * 2^w + lo.  A scalar lo is converted to hi's unsigned type (C conversion).  long/ulong hi,
 * or a vector lo of another type, do not compile. */
#define LN__I_LISTUP(P) \
    ln_char2: P##char2, ln_char3: P##char3, ln_char4: P##char4, ln_char8: P##char8, ln_char16: P##char16, \
    ln_uchar2: P##uchar2, ln_uchar3: P##uchar3, ln_uchar4: P##uchar4, ln_uchar8: P##uchar8, ln_uchar16: P##uchar16, \
    ln_short2: P##short2, ln_short3: P##short3, ln_short4: P##short4, ln_short8: P##short8, ln_short16: P##short16, \
    ln_ushort2: P##ushort2, ln_ushort3: P##ushort3, ln_ushort4: P##ushort4, ln_ushort8: P##ushort8, ln_ushort16: P##ushort16, \
    ln_int2: P##int2, ln_int3: P##int3, ln_int4: P##int4, ln_int8: P##int8, ln_int16: P##int16, \
    ln_uint2: P##uint2, ln_uint3: P##uint3, ln_uint4: P##uint4, ln_uint8: P##uint8, ln_uint16: P##uint16
#if CHAR_MIN < 0
#define LN__I_UPCHAR(P) char: P##char,
#else
#define LN__I_UPCHAR(P) char: P##uchar,
#endif
#define ln_upsample(hi, lo) __extension__({ \
    __typeof__(hi) ln__ia = (hi); __typeof__(lo) ln__ib = (lo); \
    _Static_assert(LN__IS_VEC(ln__ia) ? LN__I_UPS_LO(ln__ia, ln__ib) : !LN__IS_VEC(ln__ib), \
                   "ln_upsample: lo must have the unsigned type of hi's width and lane count"); \
    _Generic((ln__ia), LN__I_LISTUP(ln_upsample_), LN__I_UPCHAR(ln_upsample_) \
        signed char: ln_upsample_char, unsigned char: ln_upsample_uchar, short: ln_upsample_short, \
        unsigned short: ln_upsample_ushort, int: ln_upsample_int, unsigned int: ln_upsample_uint)(ln__ia, ln__ib); })

/* ---- ln_min ----
 * ln_min(x, y): every integer and floating type; y is the same type as x or (OpenCL's
 * min(gentype, sgentype)) a scalar, converted to x's element type and used for every lane.
 * A scalar x with a vector y does not compile, nor a floating scalar y with an integer vector x.
 * Integers: y < x ? y : x.
 * Floating: x < y ? x : y.  That is OpenCL's "y if y < x, otherwise x" whenever x != y; where
 * OpenCL leaves the result open (a NaN operand; +0 against -0) it gives y, which is what
 * OpenCL C on CPUs (PoCL) computes and what x86 minps does: min(NaN, 1) = 1, min(1, NaN) = NaN,
 * min(+0, -0) = -0, min(-0, +0) = +0. */
#define LN__I_MINMAX(P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); \
    _Static_assert(LN__IS_VEC(ln__ia) ? (LN__IS_VEC(ln__ib) ? LN__I_SAMEV(ALL, P, ln__ia, ln__ib) \
                                                         : LN__I_SOK(ln__ia, ln__ib)) \
                                      : !LN__IS_VEC(ln__ib), msg); \
    _Generic((ln__ia), LN__LIST_ALL(P, ), \
        default: _Generic((LN__I_ST2(ln__ia, ln__ib))0, LN__SLIST_ALL(P, ), default: ln__never)) \
    (ln__ia, LN__WIDEN(ln__ia, ln__ib)); })
#define ln_min(x, y) LN__I_MINMAX(ln_min_, "ln_min: y must have x's type, or be a scalar (integer for integer x)", x, y)

/* ---- ln_max ----
 * ln_max(x, y): as ln_min, with y > x ? y : x for integers; floating: x > y ? x : y (y for a
 * NaN operand and for +0 against -0, as PoCL and x86 maxps). */
#define ln_max(x, y) LN__I_MINMAX(ln_max_, "ln_max: y must have x's type, or be a scalar (integer for integer x)", x, y)

/* ---- ln_clamp ----
 * ln_clamp(x, minval, maxval) = ln_min(ln_max(x, minval), maxval), every integer and floating
 * type; minval and maxval both of x's type or both scalars (OpenCL's clamp(gentype, sgentype,
 * sgentype)).  OpenCL leaves minval > maxval undefined: lanes returns maxval then (the formula).
 * Floating: the same formula with ln_min/ln_max's rules (NaN x gives minval, then the clamp
 * to maxval; a NaN bound is returned as is), as PoCL computes it. */
#define ln_clamp(x, minval, maxval) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(minval) ln__ib = (minval); __typeof__(maxval) ln__ic = (maxval); \
    _Static_assert(LN__IS_VEC(ln__ia) \
        ? (LN__IS_VEC(ln__ib) ? (LN__I_SAMEV(ALL, ln_clamp_, ln__ia, ln__ib) && LN__I_SAMEV(ALL, ln_clamp_, ln__ia, ln__ic)) \
                              : (!LN__IS_VEC(ln__ic) && LN__I_SOK(ln__ia, ln__ib) && LN__I_SOK(ln__ia, ln__ic))) \
        : (!LN__IS_VEC(ln__ib) && !LN__IS_VEC(ln__ic)), \
        "ln_clamp: minval and maxval must both have x's type, or both be scalars (integer for integer x)"); \
    _Generic((ln__ia), LN__LIST_ALL(ln_clamp_, ), \
        default: _Generic((LN__I_ST3(ln__ia, ln__ib, ln__ic))0, LN__SLIST_ALL(ln_clamp_, ), default: ln__never)) \
    (ln__ia, LN__WIDEN(ln__ia, ln__ib), LN__WIDEN(ln__ia, ln__ic)); })

#endif /* LANES_INTEGER_H */
