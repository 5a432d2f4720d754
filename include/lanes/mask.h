#ifndef LANES_MASK_H
#define LANES_MASK_H
/* lanes/mask.h -- masks and reductions over the lanes of one vector.
 *
 * A mask is an integer vector; lane i is *active* when its most significant bit is set
 * (as OpenCL's any/all/select read vector masks).  Comparisons give -1 (active) and 0.
 * Masks of every integer element type and lane count (32 and 64 included) are accepted here, including Clang's
 * comparison result types; a 3-lane mask has 3 lanes (its padding lane is never read).
 * Where a mask goes with a value (masked reductions, lanes/gather.h), it must be the
 * signed integer vector of the value's element width and lane count (ln_int4 for
 * ln_float4, ln_short3 for ln_half3, ...); any other mask type is a compile-time error.
 * Names: ln_any/ln_all are OpenCL's (lanes/relational.h); these are ln_mask_*.
 */
#include "types.h"
#include "impl/target.h"
#include "impl/common/mask.h"
#if LN_TARGET_X86
#include "impl/x86/mask.h"
#elif LN_TARGET_NEON
#include "impl/arm/mask.h"
#endif
#include "impl/generic/mask.h"

#define LN__MASKARG(m, name)                                                                       \
  __typeof__(m) ln__mk = (m);                                                                     \
  _Static_assert(LN__ISHAPE(ln__mk) > 0, name ": the mask must be an integer vector (a comparison result)")
#define LN__CHECK_MASK(v, m, name)                                                                 \
  _Static_assert(LN__SHAPE(v) > 0 && LN__MSHAPE(m) == LN__SHAPE(v),                               \
                 name ": the mask must be the signed integer vector of the value's element width and lane count")

/* ln_mask_to_bits(m) -> uint64_t: bit i = 1 when lane i of m is active, for i < lanes(m);
 * higher bits 0. */
#define ln_mask_to_bits(m) __extension__({ LN__MASKARG(m, "ln_mask_to_bits"); \
    ln__mask_bits(&ln__mk, LN__ESZ(ln__mk), ln_lanes(ln__mk)); })

/* ---- ln_mask_from_bits ---- */
/* ln_mask_from_bits(T, bits) -> the mask type of T's shape (T any lanes vector type: ln_int4 for
 * ln_float4): lane i = -1 when bit i of (uint64_t)bits is set, else 0.  Bits at and above the
 * lane count are ignored; the padding lane of a 3-lane mask is 0. */
#define ln_mask_from_bits(T, bits) __extension__({ __typeof__(LN__MASKOF_T((T *)0)) ln__mr; \
    _Static_assert(LN__MSHAPE(ln__mr) > 0, "ln_mask_from_bits: T must be a lanes vector type"); \
    ln__mask_from_bits_g(&ln__mr, LN__ESZ(ln__mr), ln_lanes(ln__mr), (uint64_t)(bits)); ln__mr; })

/* LN__COUNT(k, n): the lane count k, of any integer type, clamped to [0, n] at its full width
 * (a huge unsigned k, SIZE_MAX or 1ull << 63, is n, not a negative number) */
LN_INLINE int ln__count_s(long long k, int n) { return k <= 0 ? 0 : k >= n ? n : (int)k; }
LN_INLINE int ln__count_u(unsigned long long k, int n) { return k >= (unsigned long long)n ? n : (int)k; }
#define LN__COUNT(k, n) _Generic((k) + 0, unsigned: ln__count_u, unsigned long: ln__count_u, \
    unsigned long long: ln__count_u, default: ln__count_s)((k), (n))

/* ---- ln_mask_below ---- */
/* ln_mask_below(T, k) -> the mask type of T's shape: lane i = -1 when i < k, else 0 ("lanes below
 * k", the tail mask of a loop).  k is any integer, compared at its full width: k <= 0 gives no
 * lane, k >= lanes every lane (a huge unsigned k, 1ull << 63 or SIZE_MAX, too). */
#define ln_mask_below(T, k) __extension__({ int ln__n = ln_lanes(LN__MASKOF_T((T *)0)); \
    int ln__k = LN__COUNT(k, ln__n); \
    ln_mask_from_bits(T, LN__ALLBITS(ln__k)); })

/* ---- ln_mask_any ---- */
/* ln_mask_any(m) -> int: 1 when some lane of m is active, else 0. */
#define ln_mask_any(m) (ln_mask_to_bits(m) != 0)

/* ---- ln_mask_all ---- */
/* ln_mask_all(m) -> int: 1 when every lane (3 for 3-lane masks) of m is active, else 0. */
#define ln_mask_all(m) __extension__({ LN__MASKARG(m, "ln_mask_all"); \
    ln__mask_bits(&ln__mk, LN__ESZ(ln__mk), ln_lanes(ln__mk)) == LN__ALLBITS(ln_lanes(ln__mk)); })

/* ---- ln_mask_none ---- */
/* ln_mask_none(m) -> int: 1 when no lane of m is active, else 0. */
#define ln_mask_none(m) (ln_mask_to_bits(m) == 0)

/* ---- ln_mask_count ---- */
/* ln_mask_count(m) -> int: the number of active lanes (Java trueCount). */
#define ln_mask_count(m) __builtin_popcountll(ln_mask_to_bits(m))

/* ---- ln_mask_first_true ---- */
/* ln_mask_first_true(m) -> int: the lowest active lane; lanes(m) when none is (Java firstTrue). */
#define ln_mask_first_true(m) __extension__({ LN__MASKARG(m, "ln_mask_first_true"); \
    uint64_t ln__b = ln__mask_bits(&ln__mk, LN__ESZ(ln__mk), ln_lanes(ln__mk)); \
    ln__b ? __builtin_ctzll(ln__b) : ln_lanes(ln__mk); })

/* ---- ln_mask_last_true ---- */
/* ln_mask_last_true(m) -> int: the highest active lane; -1 when none is (Java lastTrue). */
#define ln_mask_last_true(m) __extension__({ uint64_t ln__b = ln_mask_to_bits(m); \
    ln__b ? 63 - __builtin_clzll(ln__b) : -1; })

/* ---- ln_reduce ---- */
/* Reductions: the lanes of v (3 for 3-lane types) combined into one scalar of v's element
 * type.  The _masked forms take a mask of v's shape; inactive lanes count as the operation's
 * identity, so with no active lane the result is the identity (add 0 (-0.0 for floating point),
 * mul 1, and all ones, or/xor 0, min the type's maximum (+inf), max the type's minimum (-inf)).
 * Integers: add and mul wrap modulo 2^bits; and/or/xor exist for integer types only.
 * Floating point: every operation is rounded to the element type, in a fixed order, the same
 * on every ISA: with p = lanes rounded up to a power of two (4 for 3 lanes, the missing lane
 * the identity), x[i] = x[i] op x[i + p/2] for i < p/2, then the same on p/2 lanes, ...;
 * e.g. 8 lanes: ((x0+x4)+(x2+x6)) + ((x1+x5)+(x3+x7)).  min/max follow Java's Math.min/max:
 * NaN when any (active) lane is NaN, and -0.0 < +0.0.  A NaN result is always the canonical
 * quiet NaN, +NaN with payload 0 (half 0x7e00, float 0x7fc00000, double 0x7ff8000000000000),
 * whatever NaNs the lanes hold, so every ISA and compiler returns the same bits. */
#define LN__RED(op, SEL, v) __extension__({ __typeof__(v) ln__rv = (v); \
    SEL(ln__rv, ln__red_##op##_)((const void *)&ln__rv, ln_lanes(ln__rv), ~0ull); })
#define LN__REDM(op, SEL, v, m) __extension__({ __typeof__(v) ln__rv = (v); __typeof__(m) ln__rm = (m); \
    LN__CHECK_MASK(ln__rv, ln__rm, "ln_reduce_" #op "_masked"); \
    SEL(ln__rv, ln__red_##op##_)((const void *)&ln__rv, ln_lanes(ln__rv), \
                                 ln__mask_bits(&ln__rm, LN__ESZ(ln__rm), ln_lanes(ln__rm))); })
/* ln_reduce_add(v): x0 + x1 + ... in the tree order above. */
#define ln_reduce_add(v) LN__RED(add, LN__ESEL, v)
/* ln_reduce_mul(v): x0 * x1 * ... in the tree order above. */
#define ln_reduce_mul(v) LN__RED(mul, LN__ESEL, v)
/* ln_reduce_min(v): the smallest lane. */
#define ln_reduce_min(v) LN__RED(min, LN__ESEL, v)
/* ln_reduce_max(v): the largest lane. */
#define ln_reduce_max(v) LN__RED(max, LN__ESEL, v)
/* ln_reduce_and(v), ln_reduce_or(v), ln_reduce_xor(v): bitwise over the lanes (integers only). */
#define ln_reduce_and(v) LN__RED(and, LN__ESEL_INT, v)
#define ln_reduce_or(v) LN__RED(or, LN__ESEL_INT, v)
#define ln_reduce_xor(v) LN__RED(xor, LN__ESEL_INT, v)
/* ln_reduce_<op>_masked(v, m): the same over the active lanes of m only. */
#define ln_reduce_add_masked(v, m) LN__REDM(add, LN__ESEL, v, m)
#define ln_reduce_mul_masked(v, m) LN__REDM(mul, LN__ESEL, v, m)
#define ln_reduce_min_masked(v, m) LN__REDM(min, LN__ESEL, v, m)
#define ln_reduce_max_masked(v, m) LN__REDM(max, LN__ESEL, v, m)
#define ln_reduce_and_masked(v, m) LN__REDM(and, LN__ESEL_INT, v, m)
#define ln_reduce_or_masked(v, m) LN__REDM(or, LN__ESEL_INT, v, m)
#define ln_reduce_xor_masked(v, m) LN__REDM(xor, LN__ESEL_INT, v, m)

#endif /* LANES_MASK_H */
