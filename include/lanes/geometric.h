#ifndef LANES_GEOMETRIC_H
#define LANES_GEOMETRIC_H
/* lanes/geometric.h -- the OpenCL C geometric built-ins (OpenCL C 1.2 section 6.12.5): dot cross
 * length distance normalize and fast_length fast_distance fast_normalize, on half (where
 * LN_HAS_HALF), float and double scalars and 2-, 3- and 4-lane vectors (cross: 3 and 4 lanes;
 * the fast_ forms: float, as OpenCL).
 *
 * Each macro is generic (_Generic) and calls ln_<op>_<type> (ln_dot_float4, ln_length_double, ...),
 * which may also be called directly.  Two arguments must have one and the same type; integer
 * arguments, wider vectors or mixed types do not compile, with a message naming the rule.
 *
 * Precision, beyond OpenCL's bounds (an absolute error of max^2 (2n - 1) eps for dot, 3 max^2 eps
 * per lane for cross, 2.75 + n/2 ulp for length, 2.5 + 2n for distance, 2 + n for normalize):
 * half and float lanes are computed in double, where their products are exact, and rounded once:
 * dot within 0.5 ulp + 2^-51 (sum of |a_i b_i|), cross within 0.5 ulp + 2^-29 ulp, length,
 * distance and normalize within 0.5 ulp + 2^-27 ulp.  double lanes are computed with exact
 * products and sums (error-free transformations), as if in twice the precision and rounded
 * once: dot and cross within 0.5 ulp + 2^-101 (sum of |products|) while no product is below
 * 2^-969; length, distance and normalize within 1 ulp, with no spurious overflow or underflow
 * (the lanes are scaled by a power of 2 first).  Measured against MPFR by
 * tests/unit/test_geometric.c (docs/semantics.md, "Geometric functions").  The same bits on
 * every ISA path and compiler.
 *
 * Special values: dot and cross follow their formula (a NaN lane gives NaN; an overflowing
 * product or sum gives +-inf, or NaN for inf - inf); length and distance are NaN when a lane is
 * NaN, else +inf when one is infinite, else +0 for the zero vector; normalize has OpenCL C 3.0's
 * special cases.  No function sets errno or traps; subnormal lanes are kept.
 */
#include "types.h"
#include "math.h"
#include "impl/generic/geometric.h"

/* Internal dispatch: one argument of the list L's types; two of one and the same type. */
#define LN__G_CALL1(P, L, K, msg, x) __extension__({ \
    __typeof__(x) ln__ga = (x); \
    _Static_assert(_Generic((ln__ga), K(1), default: 0), msg); \
    _Generic((ln__ga), L(P), default: ln__never)(ln__ga); })
#define LN__G_CALL2(P, L, K, msg, a, b) __extension__({ \
    __typeof__(a) ln__ga = (a); __typeof__(b) ln__gb = (b); \
    _Static_assert(_Generic((ln__ga), K(1), default: 0) && \
                   __builtin_types_compatible_p(__typeof__(ln__ga), __typeof__(ln__gb)), msg); \
    _Generic((ln__ga), L(P), default: ln__never)(ln__ga, ln__gb); })

/* ---- ln_dot ----
 * scalar ln_dot(gentype a, gentype b): a0 b0 + a1 b1 + ... over the lanes (a * b for scalars),
 * within 0.5 ulp of the exact value plus 2^-51 (half, float) or 2^-101 (double) sum |a_i b_i|. */
#define ln_dot(a, b) LN__G_CALL2(ln_dot_, LN__G_ALL, LN__G_K_ALL, \
    "ln_dot: a and b must have one type: half, float or double, a scalar or 2, 3, 4 lanes", a, b)

/* ---- ln_cross ----
 * gentype ln_cross(gentype a, gentype b), 3 or 4 lanes: (a.y b.z - a.z b.y, a.z b.x - a.x b.z,
 * a.x b.y - a.y b.x), lane 3 (4 lanes) 0; each lane within 0.5 ulp of its exact value plus
 * 2^-29 ulp (half, float) or 2^-101 (|products|) (double). */
#define ln_cross(a, b) LN__G_CALL2(ln_cross_, LN__G_X, LN__G_K_X, \
    "ln_cross: a and b must have one type: half, float or double vectors of 3 or 4 lanes", a, b)

/* ---- ln_length ----
 * scalar ln_length(gentype p): sqrt(p0^2 + p1^2 + ...) (|p| for scalars), without spurious overflow or
 * underflow; NaN if a lane is NaN, else +inf if one is infinite. */
#define ln_length(p) LN__G_CALL1(ln_length_, LN__G_ALL, LN__G_K_ALL, \
    "ln_length: p must be half, float or double, a scalar or 2, 3, 4 lanes", p)

/* ---- ln_distance ----
 * scalar ln_distance(gentype p0, gentype p1): ln_length(p0 - p1), the differences taken exactly
 * (not rounded to the lane type first). */
#define ln_distance(p0, p1) LN__G_CALL2(ln_distance_, LN__G_ALL, LN__G_K_ALL, \
    "ln_distance: p0 and p1 must have one type: half, float or double, a scalar or 2, 3, 4 lanes", p0, p1)

/* ---- ln_normalize ----
 * gentype ln_normalize(gentype p): p / ln_length(p) lane by lane; p itself when every lane is 0;
 * every lane NaN when one is; with infinite lanes, the normalized vector of copysign(1, p) on
 * them and copysign(0, p) on the others. */
#define ln_normalize(p) LN__G_CALL1(ln_normalize_, LN__G_ALL, LN__G_K_ALL, \
    "ln_normalize: p must be half, float or double, a scalar or 2, 3, 4 lanes", p)

/* ---- ln_fast_length ln_fast_distance ln_fast_normalize ----
 * float ln_fast_length(floatn p), float ln_fast_distance(floatn p0, floatn p1), floatn
 * ln_fast_normalize(floatn p): float only (OpenCL's forms), the same results as ln_length,
 * ln_distance and ln_normalize (OpenCL allows far larger errors; lanes gives these). */
#define ln_fast_length(p) LN__G_CALL1(ln_fast_length_, LN__G_FLOAT, LN__G_K_FLOAT, \
    "ln_fast_length: p must be float, a scalar or 2, 3, 4 lanes", p)
#define ln_fast_distance(p0, p1) LN__G_CALL2(ln_fast_distance_, LN__G_FLOAT, LN__G_K_FLOAT, \
    "ln_fast_distance: p0 and p1 must have one type: float, a scalar or 2, 3, 4 lanes", p0, p1)
#define ln_fast_normalize(p) LN__G_CALL1(ln_fast_normalize_, LN__G_FLOAT, LN__G_K_FLOAT, \
    "ln_fast_normalize: p must be float, a scalar or 2, 3, 4 lanes", p)

#endif /* LANES_GEOMETRIC_H */
