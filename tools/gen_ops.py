#!/usr/bin/env python3
"""Generates the operator family (include/lanes/ops.h, include/lanes/impl/generic/ops.h) and
the construction/access family (include/lanes/construct.h)."""
import registry
from lntypes import (ELEMS, HEADER_NOTE, half_guard, write,
                     signed_int_of_width, unsigned_int_of_width)

ME = 'gen_ops.py'

# (name, C operator) from tools/registry.py of the ops whose bodies are written as a group below:
# C's operator computed wrapping (ARITH), comparisons to -1/0 lanes (CMP), bitwise (BITW).  The
# other ops of the registry each have their own lines.
_OPS = registry.family('ops')
ARITH = [(o.name, o.opencl) for o in _OPS if o.name in ('add', 'sub', 'mul')]
CMP = [(o.name, o.opencl) for o in _OPS if o.result == 'S' and o.arity == 2 and o.opencl not in ('&&', '||')]
BITW = [(o.name, o.opencl) for o in _OPS if o.name in ('and', 'or', 'xor')]


def sint(e):
    return signed_int_of_width(e.bits)


def uint(e):
    return unsigned_int_of_width(e.bits)


def wide(e):
    """Unsigned C type wide enough for wrapping scalar arithmetic of e without promotion UB."""
    return 'uint64_t' if e.bits == 64 else 'uint32_t'


def minval(e):
    return {8: 'INT8_MIN', 16: 'INT16_MIN', 32: 'INT32_MIN', 64: 'INT64_MIN'}[e.bits]


def promoted(e):
    """C's integer promotion of e's scalar type."""
    return 'int' if e.bits < 32 else e.scalar


def fn(ret, name, params, body):
    return 'LN_INLINE %s %s(%s) { %s }\n' % (ret, name, params, body)


def vec_funcs(e, n):
    """Per-type functions for the N-lane vector type (N = 2, 4, 8, 16)."""
    T, U, S = e.vec(n), uint(e).vec(n), sint(e).vec(n)
    t = e.tname(n)
    bm = e.bits - 1
    o = []
    sig = e.is_int and e.kind == 's'
    for op, c in ARITH:
        if sig:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return (%s)((%s)a %s (%s)b);' % (T, U, c, U)))
        else:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return a %s b;' % c))
    o.append(fn(T, 'ln_neg_' + t, T + ' a', 'return (%s)(-(%s)a);' % (T, U) if sig else 'return -a;'))
    if e.is_float:
        o.append(fn(T, 'ln_div_' + t, '%s a, %s b' % (T, T), 'return a / b;'))
    else:
        bad = 'z | ((%s)(a == %s) & (%s)(b == -1))' % (T, minval(e), T) if sig else 'z'
        o.append(fn(T, 'ln_div_' + t, '%s a, %s b' % (T, T),
                    '%s z = (%s)(b == 0), k = %s; return (a / ((b & ~k) | (k & 1))) | z;' % (T, T, bad)))
        o.append(fn(T, 'ln_rem_' + t, '%s a, %s b' % (T, T),
                    '%s z = (%s)(b == 0), k = %s; return ((a %% ((b & ~k) | (k & 1))) & ~z) | (a & z);' % (T, T, bad)))
        o.append(fn(T, 'ln_inc_' + t, T + ' a', 'return (%s)((%s)a + 1);' % (T, U)))
        o.append(fn(T, 'ln_dec_' + t, T + ' a', 'return (%s)((%s)a - 1);' % (T, U)))
        o.append(fn(T, 'ln_shl_' + t, '%s a, %s b' % (T, T), 'return (%s)((%s)a << ((%s)b & %d));' % (T, U, U, bm)))
        o.append(fn(T, 'ln_shr_' + t, '%s a, %s b' % (T, T), 'return a >> (b & %d);' % bm))
        for op, c in BITW:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return a %s b;' % c))
        o.append(fn(T, 'ln_not_' + t, T + ' a', 'return ~a;'))
        o.append(fn(S, 'ln__tos_' + t, T + ' a', 'return (%s)a;' % S))
    for op, c in CMP:
        o.append(fn(S, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return (%s)(a %s b);' % (S, c)))
    # logical: a lane is true when it compares unequal to 0 (floats: NaN true, -0.0 false)
    o.append(fn(S, 'ln_land_' + t, '%s a, %s b' % (T, T), 'return (%s)((%s)(a != 0) & (%s)(b != 0));' % (S, S, S)))
    o.append(fn(S, 'ln_lor_' + t, '%s a, %s b' % (T, T), 'return (%s)((%s)(a != 0) | (%s)(b != 0));' % (S, S, S)))
    o.append(fn(S, 'ln_lnot_' + t, T + ' a', 'return (%s)(a == 0);' % S))
    if e.is_float:
        o.append(fn(T, 'ln_select_' + t, '%s a, %s b, %s c' % (T, T, S),
                    '%s m = (%s)(c < 0); return (%s)(((%s)a & ~m) | ((%s)b & m));' % (U, U, T, U, U)))
        o.append(fn(T, 'ln_bitselect_' + t, '%s a, %s b, %s c' % (T, T, T),
                    'return (%s)(((%s)a & ~(%s)c) | ((%s)b & (%s)c));' % (T, U, U, U, U)))
    else:
        o.append(fn(T, 'ln_select_' + t, '%s a, %s b, %s c' % (T, T, S),
                    '%s m = (%s)(c < 0); return (a & ~m) | (b & m);' % (T, T)))
        o.append(fn(T, 'ln_bitselect_' + t, '%s a, %s b, %s c' % (T, T, T), 'return (a & ~c) | (b & c);'))
    return ''.join(o)


def vec3_funcs(e):
    """3-lane wrappers: the 4-lane function on .v, padding lane set to 0."""
    T3, S3 = e.vec(3), sint(e).vec(3)
    t3, t4 = e.tname(3), e.tname(4)
    o = []

    def w(ret, op, params, args):
        o.append(fn(ret, 'ln_%s_%s' % (op, t3), params,
                    '%s r = {ln_%s_%s(%s)}; r.v[3] = 0; return r;' % (ret, op, t4, args)))
    bin_ = '%s a, %s b' % (T3, T3)
    un_ = T3 + ' a'
    for op, _ in ARITH:
        w(T3, op, bin_, 'a.v, b.v')
    w(T3, 'neg', un_, 'a.v')
    w(T3, 'div', bin_, 'a.v, b.v')
    if e.is_int:
        for op in ('rem', 'shl', 'shr', 'and', 'or', 'xor'):
            w(T3, op, bin_, 'a.v, b.v')
        for op in ('inc', 'dec', 'not'):
            w(T3, op, un_, 'a.v')
        o.append(fn(S3, 'ln__tos_' + t3, un_, 'return (%s){(%s)a.v};' % (S3, sint(e).vec(4))))
    for op, _ in CMP:
        w(S3, op, bin_, 'a.v, b.v')
    w(S3, 'land', bin_, 'a.v, b.v')
    w(S3, 'lor', bin_, 'a.v, b.v')
    w(S3, 'lnot', un_, 'a.v')
    w(T3, 'select', '%s a, %s b, %s c' % (T3, T3, S3), 'a.v, b.v, c.v')
    w(T3, 'bitselect', '%s a, %s b, %s c' % (T3, T3, T3), 'a.v, b.v, c.v')
    return ''.join(o)


def scalar_funcs(e):
    T = e.scalar
    t = e.name
    o = []
    if e.is_int:
        W = wide(e)
        P = promoted(e)
        sig = e.kind == 's'
        for op, c in ARITH:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return (%s)(%s)((%s)a %s (%s)b);' % (T, W, W, c, W)))
        if e.bits < 32:
            o.append(fn('int', 'ln_neg_' + t, T + ' a', 'return -(int)a;'))
            o.append(fn('int', 'ln_inc_' + t, T + ' a', 'return (int)a + 1;'))
            o.append(fn('int', 'ln_dec_' + t, T + ' a', 'return (int)a - 1;'))
            o.append(fn('int', 'ln_not_' + t, T + ' a', 'return ~(int)a;'))
            # OpenCL C 6.3.j: a scalar is shifted after integer promotion, by the count modulo
            # the promoted width (as Clang and PoCL compute it).
            o.append(fn('int', 'ln_shl_' + t, T + ' a, unsigned long long n',
                        'return (int)((unsigned)(int)a << (n & 31));'))
            o.append(fn('int', 'ln_shr_' + t, T + ' a, unsigned long long n',
                        'return (int)a >> (n & 31);'))
        else:
            o.append(fn(T, 'ln_neg_' + t, T + ' a', 'return (%s)((%s)0 - (%s)a);' % (T, W, W)))
            o.append(fn(T, 'ln_inc_' + t, T + ' a', 'return (%s)((%s)a + 1);' % (T, W)))
            o.append(fn(T, 'ln_dec_' + t, T + ' a', 'return (%s)((%s)a - 1);' % (T, W)))
            o.append(fn(T, 'ln_not_' + t, T + ' a', 'return ~a;'))
            o.append(fn(T, 'ln_shl_' + t, T + ' a, unsigned long long n',
                        'return (%s)((%s)a << (n & %d));' % (T, W, e.bits - 1)))
            o.append(fn(T, 'ln_shr_' + t, T + ' a, unsigned long long n', 'return a >> (n & %d);' % (e.bits - 1)))
        ovf = '(a == %s && b == -1) ? a : ' % minval(e) if sig else ''
        o.append(fn(T, 'ln_div_' + t, '%s a, %s b' % (T, T), 'return b == 0 ? (%s)-1 : %s(%s)(a / b);' % (T, ovf, T)))
        ovf = 'b == -1 ? 0 : ' if sig else ''
        o.append(fn(T, 'ln_rem_' + t, '%s a, %s b' % (T, T), 'return b == 0 ? a : %s(%s)(a %% b);' % (ovf, T)))
        for op, c in BITW:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return (%s)(a %s b);' % (T, c)))
        o.append(fn(T, 'ln_bitselect_' + t, '%s a, %s b, %s c' % (T, T, T), 'return (%s)((a & ~c) | (b & c));' % T))
        _ = P
    else:
        B = uint(e).ctype
        for op, c in ARITH:
            o.append(fn(T, 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return a %s b;' % c))
        o.append(fn(T, 'ln_neg_' + t, T + ' a', 'return -a;'))
        o.append(fn(T, 'ln_div_' + t, '%s a, %s b' % (T, T), 'return a / b;'))
        o.append(fn(T, 'ln_bitselect_' + t, '%s a, %s b, %s c' % (T, T, T),
                    '%s x, y, m; __builtin_memcpy(&x, &a, sizeof x); __builtin_memcpy(&y, &b, sizeof y); '
                    '__builtin_memcpy(&m, &c, sizeof m); x = (%s)((x & ~m) | (y & m)); '
                    '__builtin_memcpy(&a, &x, sizeof a); return a;' % (B, B)))
    for op, c in CMP:
        o.append(fn('int', 'ln_%s_%s' % (op, t), '%s a, %s b' % (T, T), 'return a %s b;' % c))
    o.append(fn('int', 'ln_land_' + t, '%s a, %s b' % (T, T), 'return a && b;'))
    o.append(fn('int', 'ln_lor_' + t, '%s a, %s b' % (T, T), 'return a || b;'))
    o.append(fn('int', 'ln_lnot_' + t, T + ' a', 'return !a;'))
    o.append(fn(T, 'ln_select_' + t, '%s a, %s b, unsigned long long c' % (T, T), 'return c ? b : a;'))
    return ''.join(o)


def impl_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_OPS_H
#define LANES_IMPL_GENERIC_OPS_H
/* Portable per-type functions of lanes/ops.h (see there for the semantics).  Signed integer
 * lanes are computed in the unsigned type of the same width (wrapping, no UB); integer
 * division and remainder replace the divisor of the lanes where C would trap (x/0 and
 * MIN/-1) by 1 with compares and blends, then fix those lanes. */
#include "../../types.h"

''')
    for e in ELEMS:
        t = ''
        for n in e.pow2_lanes:
            t += vec_funcs(e, n)
        t += vec3_funcs(e)
        t += scalar_funcs(e)
        o.append(half_guard(e, t))
    o.append('LN_INLINE unsigned long long ln__tos_s(unsigned long long c) { return c; }\n')
    o.append('\n#endif /* LANES_IMPL_GENERIC_OPS_H */\n')
    return ''.join(o)


def codes():
    """Enum constants: a distinct code per vector type (ln__tc_<name>), and the mask shape
    code ln__mc_<name> = element bits * 32 + lanes (equal for int4, uint4, float4)."""
    o = []
    k = 1
    for e in ELEMS:
        t = 'enum {'
        for n in e.lanes:
            t += ' ln__tc_%s = %d, ln__mc_%s = %d,' % (e.tname(n), k, e.tname(n), e.bits * 32 + n)
            k += 1
        o.append(half_guard(e, t.rstrip(',') + ' };\n'))
    return ''.join(o)


OPS_DOC = '''/* lanes/ops.h -- operators with exact OpenCL C meaning.
 *
 * C operators applied directly to lanes vector types (N = 2, 4, 8, 16, 32, 64; for 3-lane types apply
 * them to .v and ignore lane 3), compared with OpenCL C:
 *   + - * (and unary -): same lane results as OpenCL on every type, except that a signed
 *       integer lane that overflows is undefined behaviour, as for C scalars (GCC treats signed
 *       vector lanes like scalars: -fsanitize=undefined reports the overflow and the optimiser
 *       may assume it does not happen; Clang wraps; -fwrapv makes both wrap).  ln_add/ln_sub/
 *       ln_mul/ln_neg compute signed lanes in the unsigned type: they wrap modulo 2^bits with
 *       no undefined behaviour, on vectors, 3-lane types and scalars.
 *   / on floating-point vectors: exact (IEEE).  On integer vectors x/0 and MIN/-1 trap or are
 *       UB: use ln_div.   % : same problem: use ln_rem.
 *   << >>: UB (and different per ISA) for counts >= lane width or negative: use ln_shl/ln_shr,
 *       which take the count modulo the width as OpenCL does.
 *   & | ^ ~: exact on integer vectors.
 *   == != < > <= >=: exact (-1/0 lanes, NaN rules as OpenCL), except that Clang types the
 *       result of 8-bit lanes as a vector of plain char and of 64-bit lanes as a vector of
 *       long long (GCC: int8_t / int64_t lanes); every lanes function accepts those types.
 *       The ln_ forms return the lanes signed type, and handle 3-lane and scalar operands.
 *   && || ! : not available for vectors in C (GCC: error; Clang: not OpenCL's meaning): use
 *       ln_land ln_lor ln_lnot (every type, floating point included, as OpenCL C 1.2).
 *   ?: cannot take a vector condition and cannot be overloaded in C: use ln_cond (or ln_select).
 *   ++ --: apply to vectors in GCC/Clang; use ln_inc/ln_dec for wrapping without UB on
 *       signed lanes and for 3-lane types.
 *
 * Every generic function below takes vector op vector (same type), vector op scalar and
 * scalar op vector (the scalar is converted to the element type and widened), and scalar op
 * scalar (C's usual arithmetic conversions, as OpenCL: char + char is an int op), unless
 * stated.  Per-type functions are ln_<op>_<type>: ln_div_int4, ln_div_int3, ln_div_int; a
 * per-type scalar function computes in its own type (ln_add_char returns a char).
 * 3-lane types (structs) work everywhere: lane 3 is ignored on input and 0 in results.
 * Comparison and logical results: vectors give -1 (all bits) / 0 in the signed integer type
 * of the same width and lane count (charN for char/uchar, shortN for short/ushort/half, intN
 * for int/uint/float, longN for long/ulong/double); scalars give the int 1 / 0.
 * Every argument is evaluated exactly once.
 */
'''

# Internal helpers of the generic macros; the macros themselves and their doc comments come
# from tools/registry.py (registry.header_text('ops')).
OPS_MACROS = '''
/* Internal: k for every C integer scalar type. */
#define LN__SINT_K(k) signed char: k, unsigned char: k, char: k, short: k, unsigned short: k, \\
    int: k, unsigned int: k, long: k, unsigned long: k, long long: k, unsigned long long: k
/* Internal: 1 when x has an integer (vector or scalar) type.  x is not evaluated. */
#define LN__ISINT(x) _Generic((x), LN__K_INT(1), LN__SINT_K(1), default: 0)
/* Internal: per-type code of a vector type (0 for anything else). */
#define LN__TCODE(x) ((int)_Generic((x), LN__LIST_ALL(ln__tc_, ), default: 0))
/* Internal: lane width and count code of a vector type (0 for scalars). */
#define LN__MCODE(x) ((int)_Generic((x), LN__LIST_ALL(ln__mc_, ), default: 0))
/* Internal: integer vector -> signed integer vector of the same shape; scalars unchanged. */
#define LN__TOS(x) _Generic((x), LN__LIST_INT(ln__tos_, ), default: ln__tos_s)(x)
/* Internal: unary dispatch on integer types only (floating point does not compile). */
#define LN__UNARY_INT(P, a) __extension__({ \\
    __typeof__(a) ln__u = (a); \\
    _Generic((ln__u), LN__LIST_INT(P, ), LN__SLIST_INT(P, ))(ln__u); })
'''


def ops_h():
    o = [HEADER_NOTE % ME]
    o.append('#ifndef LANES_OPS_H\n#define LANES_OPS_H\n')
    o.append(OPS_DOC)
    o.append('#include "types.h"\n#include "impl/generic/ops.h"\n\n')
    o.append('/* Internal: type codes for compile-time checks. */\n')
    o.append(codes())
    o.append(OPS_MACROS)
    o.append(registry.header_text('ops'))
    o.append('\n#endif /* LANES_OPS_H */\n')
    return ''.join(o)


CONSTRUCT_DOC = '''/* lanes/construct.h -- building vectors from vectors and reading parts of them.
 *
 * (ln_splat(T, x), ln_vec_step(x) and ln_lanes(x) are in lanes/types.h.)
 * OpenCL's .lo .hi .even .odd on a 3-lane vector treat it as the 4-lane vector whose 4th lane
 * is undefined; lanes defines that lane as 0: ln_hi(int3) = (int2){z, 0},
 * ln_odd(int3) = (int2){y, 0}, ln_lo(int3) = (int2){x, y}, ln_even(int3) = (int2){x, z}.
 * Assigning to them (OpenCL's v.lo = x, v.odd = y, v.s13 = z) is ln_set_lo(v, x), ln_set_odd(v, y),
 * LN_SWIZZLE_SET(v, z, 1, 3), which return the updated vector (C has no lvalue swizzles); on a
 * 3-lane v only the lanes that exist are written: ln_set_hi(int3, x) writes z = x[0],
 * ln_set_odd(int3, x) writes y = x[0] (x[1] lands in the missing 4th lane: dropped).
 */
'''

CONSTRUCT_MACROS = '''
/* ---- ln_concat ---- */
/* ln_concat(a, b): a and b of one N-lane vector type (N = 2, 4, 8; 16 and 32 for the element
 * types that have 2N lanes: char uchar short ushort half 16 -> 32, char uchar 32 -> 64)
 * -> 2N lanes: r[i] = a[i] for i < N, b[i - N] otherwise. */
#define ln_concat(a, b) __extension__({ \\
    __typeof__(a) ln__ka = (a); __typeof__(b) ln__kb = (b); \\
    _Static_assert(LN__CTCODE(ln__ka) != 0 && LN__CTCODE(ln__ka) == LN__CTCODE(ln__kb), \\
                   "ln_concat: a and b must have one vector type whose element type has twice its lanes"); \\
    _Generic((ln__ka), LN__CONCAT_LIST(ln_concat_))(ln__ka, ln__kb); })

/* ---- ln_lo ln_hi ln_even ln_odd ---- */
/* OpenCL .lo .hi .even .odd of a vector of N lanes (64 -> 32, 32 -> 16, 16 -> 8, 8 -> 4, 4 or 3 -> 2,
 * 2 -> scalar):
 * lo: r[i] = x[i], hi: r[i] = x[i + N/2], even: r[i] = x[2i], odd: r[i] = x[2i + 1], i < N/2;
 * for 3 lanes see the top of this header (the missing 4th lane reads as 0). */
#define ln_lo(x) _Generic((x), LN__LIST_ALL(ln_lo_, ))(x)
#define ln_hi(x) _Generic((x), LN__LIST_ALL(ln_hi_, ))(x)
#define ln_even(x) _Generic((x), LN__LIST_ALL(ln_even_, ))(x)
#define ln_odd(x) _Generic((x), LN__LIST_ALL(ln_odd_, ))(x)

/* ---- ln_set_lo ln_set_hi ln_set_even ln_set_odd ---- */
/* OpenCL's v.lo = x, v.hi = x, v.even = x, v.odd = x as a value: r = v with the part replaced,
 * r[i] = x[i] (lo), r[i + N/2] = x[i] (hi), r[2i] = x[i] (even), r[2i + 1] = x[i] (odd), i < N/2,
 * every other lane r[j] = v[j].  x has the type of ln_lo(v): N/2 lanes of v's element type
 * (64 -> 32, 32 -> 16, 16 -> 8, 8 -> 4, 4 or 3 -> 2; 2 -> a scalar, converted to the element type).  3-lane v: only
 * lanes 0..2 are written (set_hi writes lane 2 = x[0], set_odd lane 1 = x[0]), padding 0.
 * Another type of x does not compile.  v and x are evaluated once. */
#define ln_set_lo(v, x) LN__SETPART(ln_set_lo_, "ln_set_lo", v, x)
#define ln_set_hi(v, x) LN__SETPART(ln_set_hi_, "ln_set_hi", v, x)
#define ln_set_even(v, x) LN__SETPART(ln_set_even_, "ln_set_even", v, x)
#define ln_set_odd(v, x) LN__SETPART(ln_set_odd_, "ln_set_odd", v, x)
#define LN__SETPART(P, name, v, x) __extension__({ __auto_type ln__pv = (v); __auto_type ln__px = (x); \
    _Static_assert(LN__IS_VEC(ln__pv), name ": v must be a lanes vector"); \
    _Static_assert(ln_lanes(ln__pv) == 2 ? !LN__IS_VEC(ln__px) : LN__KCODE(ln__px) == LN__KHALF(ln__pv), \
                   name ": x must have the type of ln_lo(v) (half the lanes of v, its element type; a scalar for 2 lanes)"); \
    _Generic((ln__pv), LN__LIST_ALL(P, ))(ln__pv, ln__px); })

/* ---- LN_SWIZZLE_SET ---- */
/* LN_SWIZZLE_SET(v, x, i0, i1, ...): OpenCL's v.s<i0><i1>... = x as a value: r = v, then
 * r[ik] = x[k] for each k.  1, 2, 3, 4, 8 or 16 integer constant indexes, each in
 * 0 .. lanes(v) - 1 and no two equal (OpenCL forbids a repeated lane on the left of =; a
 * repeated or out-of-range index does not compile); x has v's element type and one lane per
 * index (one index: a scalar, converted to the element type; three: the 3-lane type).  v may
 * be a 3-lane vector (indexes 0..2; the result's padding is 0).  v and x are evaluated once. */
#define LN_SWIZZLE_SET(v, x, ...) LN__SWZ_CAT(LN__SWS_, LN__SWZ_NARG(__VA_ARGS__))(v, x, __VA_ARGS__)
#define LN__SWS_CK(i) _Static_assert((i) >= 0 && (i) < ln_lanes(ln__ws), "LN_SWIZZLE_SET: index out of range");
#define LN__SWS_NE(i, j) _Static_assert((i) != (j), "LN_SWIZZLE_SET: repeated index (OpenCL forbids writing a lane twice)");
#define LN__SWS_BEGIN(v, x, k) __auto_type ln__ws = (v); __auto_type ln__wx = (x); \
    _Static_assert(LN__IS_VEC(ln__ws), "LN_SWIZZLE_SET: v must be a lanes vector"); \
    _Static_assert(k == 1 ? !LN__IS_VEC(ln__wx) : (LN__KELEM(ln__wx) == LN__KELEM(ln__ws) && ln_lanes(ln__wx) == k), \
                   "LN_SWIZZLE_SET: x must have v's element type and one lane per index (a scalar for one index)");
#define LN__SWS_END if (ln_lanes(ln__ws) == 3) __builtin_memset((char *)&ln__ws + sizeof ln__ws / 4 * 3, 0, sizeof ln__ws / 4); \
    ln__ws;
/* Internal: lane k of x (k >= 1 lanes of a vector, 3-lane types through their 4-lane vector). */
#define LN__SWS_X(k) ((const char *)&LN__SWZ_V(&ln__wx) + (k) * sizeof LN__SWZ_V(&ln__ws)[0])
/* Internal: lane i of the result = the lane at src, copied as bytes (a signalling NaN is kept). */
#define LN__SWS_PUT(i, src) __builtin_memcpy((char *)&LN__SWZ_V(&ln__ws) + (i) * sizeof LN__SWZ_V(&ln__ws)[0], (src), \
    sizeof LN__SWZ_V(&ln__ws)[0]);
#define LN__SWS_1(v, x, a) __extension__({ LN__SWS_BEGIN(v, x, 1) LN__SWS_CK(a) \
    LN__SWZ_V(&ln__ws)[a] = ln__wx; LN__SWS_END })
%(SWS)s
/* ---- LN_SWIZZLE ---- */
/* LN_SWIZZLE(v, i0, i1, ...): r[k] = v[ik], with 2, 3, 4, 8 or 16 integer constant indexes
 * in 0 .. lanes(v) - 1 (an index out of range does not compile); the result has v's element
 * type and as many lanes as indexes (3 indexes: the 3-lane type, padding 0).  v may be a
 * 3-lane vector (indexes 0..2).  v is evaluated once. */
#define LN_SWIZZLE(v, ...) LN__SWZ_CAT(LN__SWZ_, LN__SWZ_NARG(__VA_ARGS__))(v, __VA_ARGS__)
#define LN__SWZ_CAT(a, b) LN__SWZ_CAT2(a, b)
#define LN__SWZ_CAT2(a, b) a##b
#define LN__SWZ_NARG(...) LN__SWZ_NARG2(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define LN__SWZ_NARG2(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, n, ...) n
#define LN__SWZ_CK(i) _Static_assert((i) >= 0 && (i) < ln_lanes(ln__sw), "LN_SWIZZLE: index out of range");
/* Internal: the 4-lane vector inside a 3-lane value, any other vector itself (as an lvalue). */
#define LN__SWZ_V(p) (*_Generic((p), LN__SWZ_V4P(p) default: (p)))
#define LN__SWZ_2(v, a, b) __extension__({ __typeof__(v) ln__sw = (v); LN__SWZ_CK(a) LN__SWZ_CK(b) \\
    __builtin_shufflevector(LN__SWZ_V(&ln__sw), LN__SWZ_V(&ln__sw), a, b); })
#define LN__SWZ_4(v, a, b, c, d) __extension__({ __typeof__(v) ln__sw = (v); \\
    LN__SWZ_CK(a) LN__SWZ_CK(b) LN__SWZ_CK(c) LN__SWZ_CK(d) \\
    __builtin_shufflevector(LN__SWZ_V(&ln__sw), LN__SWZ_V(&ln__sw), a, b, c, d); })
#define LN__SWZ_3(v, a, b, c) __extension__({ __typeof__(v) ln__sw = (v); \\
    LN__SWZ_CK(a) LN__SWZ_CK(b) LN__SWZ_CK(c) \\
    __typeof__(LN__SWZ_V(&ln__sw)) ln__sz = {0}; \\
    __typeof__(__builtin_shufflevector(LN__SWZ_V(&ln__sw), ln__sz, 0, 1, 2, 3)) ln__s4 = \\
        __builtin_shufflevector(LN__SWZ_V(&ln__sw), ln__sz, a, b, c, ln_vec_step(ln__sw)); \\
    _Generic((ln__s4), LN__SWZ_MK3)(ln__s4); })
#define LN__SWZ_8(v, a, b, c, d, e, f, g, h) __extension__({ __typeof__(v) ln__sw = (v); \\
    LN__SWZ_CK(a) LN__SWZ_CK(b) LN__SWZ_CK(c) LN__SWZ_CK(d) LN__SWZ_CK(e) LN__SWZ_CK(f) LN__SWZ_CK(g) LN__SWZ_CK(h) \\
    __builtin_shufflevector(LN__SWZ_V(&ln__sw), LN__SWZ_V(&ln__sw), a, b, c, d, e, f, g, h); })
#define LN__SWZ_16(v, a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p) __extension__({ __typeof__(v) ln__sw = (v); \\
    LN__SWZ_CK(a) LN__SWZ_CK(b) LN__SWZ_CK(c) LN__SWZ_CK(d) LN__SWZ_CK(e) LN__SWZ_CK(f) LN__SWZ_CK(g) LN__SWZ_CK(h) \\
    LN__SWZ_CK(i) LN__SWZ_CK(j) LN__SWZ_CK(k) LN__SWZ_CK(l) LN__SWZ_CK(m) LN__SWZ_CK(n) LN__SWZ_CK(o) LN__SWZ_CK(p) \\
    __builtin_shufflevector(LN__SWZ_V(&ln__sw), LN__SWZ_V(&ln__sw), a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p); })
'''


def sws_macro(k):
    """LN__SWS_<k>: LN_SWIZZLE_SET with k indexes (k >= 2): range checks, the pairs distinct,
    one lane store per index."""
    names = [chr(ord('a') + i) for i in range(k)]
    checks = ' '.join('LN__SWS_CK(%s)' % n for n in names)
    pairs = ' '.join('LN__SWS_NE(%s, %s)' % (names[i], names[j]) for i in range(k) for j in range(i + 1, k))
    stores = ' '.join('LN__SWS_PUT(%s, LN__SWS_X(%d))' % (n, i) for i, n in enumerate(names))
    return ('#define LN__SWS_%d(v, x, %s) __extension__({ LN__SWS_BEGIN(v, x, %d) \\\n    %s \\\n    %s \\\n    %s LN__SWS_END })\n'
            % (k, ', '.join(names), k, checks, pairs, stores))


def set_funcs(e):
    """ln_set_lo/hi/even/odd_<type>: v with its lo/hi/even/odd part replaced by x."""
    t = ''
    for n in e.pow2_lanes[1:]:
        T, H = e.vec(n), e.vec(n // 2)
        h = n // 2
        dup = ', '.join(str(i % h) for i in range(n))      # x twice: n lanes of v's type
        for name in ('lo', 'hi', 'even', 'odd'):
            sel = {'lo': [j < h for j in range(n)], 'hi': [j >= h for j in range(n)],
                   'even': [j % 2 == 0 for j in range(n)], 'odd': [j % 2 == 1 for j in range(n)]}[name]
            src = {'lo': lambda j: j, 'hi': lambda j: j - h, 'even': lambda j: j // 2, 'odd': lambda j: j // 2}[name]
            idx = ', '.join(str(n + src(j)) if sel[j] else str(j) for j in range(n))
            U, UH = unsigned_int_of_width(e.bits).vec(n), unsigned_int_of_width(e.bits).vec(h)
            t += fn(T, 'ln_set_%s_%s' % (name, e.tname(n)), '%s v, %s x' % (T, H),  # bits: sNaN kept
                    'return (%s)__builtin_shufflevector((%s)v, __builtin_shufflevector((%s)x, (%s)x, %s), %s);'
                    % (T, U, UH, UH, dup, idx))
    T2, T3 = e.vec(2), e.vec(3)
    t3 = e.tname(3)
    for name, stores in (('lo', 'r.v[0] = x[0]; r.v[1] = x[1];'), ('hi', 'r.v[2] = x[0];'),
                         ('even', 'r.v[0] = x[0]; r.v[2] = x[1];'), ('odd', 'r.v[1] = x[0];')):
        t += fn(T3, 'ln_set_%s_%s' % (name, t3), '%s v, %s x' % (T3, T2), '%s r = v; %s r.v[3] = 0; return r;' % (T3, stores))
    for name, i in (('lo', 0), ('hi', 1), ('even', 0), ('odd', 1)):
        t += fn(T2, 'ln_set_%s_%s' % (name, e.tname(2)), '%s v, %s x' % (T2, e.scalar), 'v[%d] = x; return v;' % i)
    return t


def concat_lanes(e):
    """Lane counts N of e's vectors that ln_concat takes (e has a 2N-lane type)."""
    return [n for n in e.pow2_lanes if 2 * n in e.lanes]


def concat_list():
    """#define LN__CONCAT_LIST(P): type: P##name for every type ln_concat takes; Clang's comparison
    types as their signed type, the half and long long ones only where they exist."""
    def ents(guard):
        r = []
        for e in ELEMS:
            for n in concat_lanes(e):
                if guard == ('half' if e.half else None):
                    r.append('%s: P##%s' % (e.vec(n), e.tname(n)))
                if guard is None and e.name == 'char':
                    r.append('ln__cmpchar%d: P##%s' % (n, e.tname(n)))
                if guard == 'long' and e.name == 'long':
                    r.append('ln__cmplong%d: P##%s' % (n, e.tname(n)))
        return ', '.join(r)
    return ('#if LN_HAS_HALF\n#define LN__CONCAT_H(P) %s,\n#else\n#define LN__CONCAT_H(P)\n#endif\n'
            '#if __SIZEOF_LONG__ == 8\n#define LN__CONCAT_L(P) %s,\n#else\n#define LN__CONCAT_L(P)\n#endif\n'
            '#define LN__CONCAT_LIST(P) LN__CONCAT_H(P) LN__CONCAT_L(P) %s\n' % (ents('half'), ents('long'), ents(None)))


def construct_h():
    o = [HEADER_NOTE % ME]
    o.append('#ifndef LANES_CONSTRUCT_H\n#define LANES_CONSTRUCT_H\n')
    o.append(CONSTRUCT_DOC)
    o.append('#include "types.h"\n\n')
    for e in ELEMS:
        t = ''
        for n in concat_lanes(e):
            T, R = e.vec(n), e.vec(2 * n)
            t += fn(R, 'ln_concat_' + e.tname(n), '%s a, %s b' % (T, T),
                    'return __builtin_shufflevector(a, b, %s);' % ', '.join(str(i) for i in range(2 * n)))
        for n in e.pow2_lanes[1:]:
            T, R = e.vec(n), e.vec(n // 2)
            h = n // 2
            for name, idx in (('lo', range(h)), ('hi', range(h, n)), ('even', range(0, n, 2)),
                              ('odd', range(1, n, 2))):
                t += fn(R, 'ln_%s_%s' % (name, e.tname(n)), T + ' x',
                        'return __builtin_shufflevector(x, x, %s);' % ', '.join(str(i) for i in idx))
        T2, T3 = e.vec(2), e.vec(3)
        t3 = e.tname(3)
        for name, a, b in (('lo', 'x.v[0]', 'x.v[1]'), ('hi', 'x.v[2]', '0'), ('even', 'x.v[0]', 'x.v[2]'),
                           ('odd', 'x.v[1]', '0')):
            t += fn(T2, 'ln_%s_%s' % (name, t3), T3 + ' x', 'return (%s){%s, %s};' % (T2, a, b))
        for name, i in (('lo', 0), ('hi', 1), ('even', 0), ('odd', 1)):
            t += fn(e.scalar, 'ln_%s_%s' % (name, e.tname(2)), e.vec(2) + ' x', 'return x[%d];' % i)
        t += fn(T3, 'ln__mk3_' + e.name, e.vec(4) + ' x', 'return (%s){x};' % T3)
        t += set_funcs(e)
        o.append(half_guard(e, t))
    # _Generic lists private to this header
    o.append('\n/* Internal: the 3-lane value at p as a pointer to its 4-lane vector, for LN__SWZ_V. */\n')
    o.append('#if LN_HAS_HALF\n#define LN__SWZ_V4P_H(p) ln_half3 *: (ln_half4 *)(p), const ln_half3 *: (const ln_half4 *)(p),\n#else\n#define LN__SWZ_V4P_H(p)\n#endif\n')
    o.append('#define LN__SWZ_V4P(p) LN__SWZ_V4P_H(p) %s\n' % ' '.join(
        '%s *: (%s *)(p), const %s *: (const %s *)(p),' % (e.vec(3), e.vec(4), e.vec(3), e.vec(4)) for e in ELEMS if not e.half))
    o.append('/* Internal: 4-lane vector -> the 3-lane type holding it. */\n')
    o.append('#if LN_HAS_HALF\n#define LN__SWZ_MK3_H ln_half4: ln__mk3_half,\n#else\n#define LN__SWZ_MK3_H\n#endif\n')
    o.append('#if __SIZEOF_LONG__ == 8\n#define LN__SWZ_MK3_L ln__cmplong4: ln__mk3_long,\n#else\n#define LN__SWZ_MK3_L\n#endif\n')
    o.append('#define LN__SWZ_MK3 LN__SWZ_MK3_H LN__SWZ_MK3_L ln__cmpchar4: ln__mk3_char, %s\n' % ', '.join(
        '%s: ln__mk3_%s' % (e.vec(4), e.name) for e in ELEMS if not e.half))
    o.append('/* Internal: ln_concat_<name> and a code per vector type (0 for others) for the types of which\n'
             ' * ln_concat makes a vector: 2, 4 and 8 lanes, and 16 and 32 where twice the lanes exist. */\n')
    o.append(concat_list())
    o.append('#define LN__CTCODE(x) _Generic((x), LN__CONCAT_LIST(ln__ctc_), default: 0)\n')
    k = 1
    for e in ELEMS:
        t = 'enum {'
        for n in concat_lanes(e):
            t += ' ln__ctc_%s = %d,' % (e.tname(n), k)
            k += 1
        o.append(half_guard(e, t.rstrip(',') + ' };\n'))
    o.append('/* Internal: per vector type, a code of the type (ln__kc_), of its element type (ln__ke_) and of\n'
             ' * the type of its lo part (ln__kh_; 0 for 2 lanes), for ln_set_* and LN_SWIZZLE_SET. */\n')
    o.append('#define LN__KCODE(x) ((int)_Generic((x), LN__LIST_ALL(ln__kc_, ), default: 0))\n')
    o.append('#define LN__KELEM(x) ((int)_Generic((x), LN__LIST_ALL(ln__ke_, ), default: -1))\n')
    o.append('#define LN__KHALF(x) ((int)_Generic((x), LN__LIST_ALL(ln__kh_, ), default: -1))\n')
    k = 1
    codes = {}
    for e in ELEMS:
        for n in e.lanes:
            codes[e.tname(n)] = k
            k += 1
    for ei, e in enumerate(ELEMS):
        t = 'enum {'
        for n in e.lanes:
            half = 0 if n == 2 else codes[e.tname(2 if n == 3 else n // 2)]
            t += ' ln__kc_%s = %d, ln__ke_%s = %d, ln__kh_%s = %d,' % (
                e.tname(n), codes[e.tname(n)], e.tname(n), ei + 1, e.tname(n), half)
        o.append(half_guard(e, t.rstrip(',') + ' };\n'))
    o.append(CONSTRUCT_MACROS.replace('%(SWS)s', ''.join(sws_macro(k) for k in (2, 3, 4, 8, 16))))
    o.append('\n#endif /* LANES_CONSTRUCT_H */\n')
    return ''.join(o)


def main():
    write('include/lanes/impl/generic/ops.h', impl_h())
    write('include/lanes/ops.h', ops_h())
    write('include/lanes/construct.h', construct_h())


if __name__ == '__main__':
    main()
