#!/usr/bin/env python3
"""Generates include/lanes/types.h (vector types, splat) and include/lanes/impl/dispatch.h
(the _Generic association lists every generic lanes macro is built from)."""
from lntypes import (ELEMS, INTS, FLOATS, ALL_LANES, ALL_POW2_LANES, HEADER_NOTE, BY_NAME, half_guard,
                     vec_bytes, write)

ME = 'gen_types.py'


# integer element types: (x <= lo -> vlo, x >= hi -> vhi) for ln__fsat_
LIMITS = {
    'char': ('-128.0', '127.0', 'INT8_MIN', 'INT8_MAX'),
    'short': ('-32768.0', '32767.0', 'INT16_MIN', 'INT16_MAX'),
    'int': ('-2147483648.0', '2147483647.0', 'INT32_MIN', 'INT32_MAX'),
    'long': ('-9223372036854775808.0', '9223372036854775808.0', 'INT64_MIN', 'INT64_MAX'),
    'uchar': ('-1.0', '255.0', '0', 'UINT8_MAX'),
    'ushort': ('-1.0', '65535.0', '0', 'UINT16_MAX'),
    'uint': ('-1.0', '4294967295.0', '0', 'UINT32_MAX'),
    'ulong': ('-1.0', '18446744073709551616.0', '0', 'UINT64_MAX'),
}


FLT_SCALAR = r'''
/* Internal: a floating-point scalar meeting floating-point lanes of another type is converted
 * as ln_convert_* converts (a NaN keeps its sign and payload and is quieted, docs/semantics.md),
 * through double: LN__FW(x) is x as a double, ln__fsat_<vector type> the double as the element
 * type.  Only where C's conversions differ: they give the canonical NaN (LN_TARGET_CVT_CANON_NAN,
 * RISC-V) or keep a signalling NaN signalling (LN_TARGET_CVT_SNAN_KEPT, POWER); elsewhere
 * LN__FW(x) is x and C converts it (the same bits). */
#include "impl/target.h"
#if LN_TARGET_CVT_CANON_NAN || LN_TARGET_CVT_SNAN_KEPT
LN_INLINE double ln__fw_float(float x) {
  uint32_t b; uint64_t r; double d = (double)x;
  __builtin_memcpy(&b, &x, 4);
  if ((b & 0x7fffffffu) <= 0x7f800000u) return d;
  r = (uint64_t)(b >> 31) << 63 | 0x7ff8000000000000ull | (uint64_t)(b & 0x7fffffu) << 29;
  __builtin_memcpy(&d, &r, 8);
  return d;
}
LN_INLINE double ln__fw_double(double x) { return x; }
LN_INLINE float ln__fsat_float(double x) {
  uint64_t b; uint32_t r; float f = (float)x;
  __builtin_memcpy(&b, &x, 8);
  if ((b & 0x7fffffffffffffffull) <= 0x7ff0000000000000ull) return f;
  r = (uint32_t)(b >> 32 & 0x80000000u) | 0x7fc00000u | (uint32_t)(b >> 29 & 0x7fffffu);
  __builtin_memcpy(&f, &r, 4);
  return f;
}
LN_INLINE double ln__fsat_double(double x) { return x; }
#if LN_HAS_HALF
LN_INLINE double ln__fw_half(_Float16 x) {
  uint16_t b; uint64_t r; double d = (double)x;
  __builtin_memcpy(&b, &x, 2);
  if ((b & 0x7fffu) <= 0x7c00u) return d;
  r = (uint64_t)(b >> 15) << 63 | 0x7ff8000000000000ull | (uint64_t)(b & 0x3ffu) << 42;
  __builtin_memcpy(&d, &r, 8);
  return d;
}
LN_INLINE _Float16 ln__fsat_half(double x) {
  uint64_t b; uint16_t r; _Float16 h = (_Float16)x;
  __builtin_memcpy(&b, &x, 8);
  if ((b & 0x7fffffffffffffffull) <= 0x7ff0000000000000ull) return h;
  r = (uint16_t)((b >> 48 & 0x8000u) | 0x7e00u | (b >> 42 & 0x3ffu));
  __builtin_memcpy(&h, &r, 2);
  return h;
}
#define LN__FW(x) _Generic((x), _Float16: ln__fw_half, float: ln__fw_float, default: ln__fw_double)(x)
#else
#define LN__FW(x) _Generic((x), float: ln__fw_float, default: ln__fw_double)(x)
#endif
%s#define LN__FSAT_FLT , LN__LIST_FLT(ln__fsat_, )
#else
#define LN__FW(x) (x)
#define LN__FSAT_FLT
#endif
'''

def types_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_TYPES_H
#define LANES_TYPES_H
/* lanes/types.h -- the OpenCL C scalar and vector types.
 *
 * ln_T<N> for T in char uchar short ushort int uint long ulong half float double
 * and N in 2 3 4 8 16 (OpenCL's widths), and beyond OpenCL N = 32 and 64 for every T whose
 * vector stays within 512 bits (Java's largest species): ln_char32 ln_char64 ln_uchar32
 * ln_uchar64 ln_short32 ln_ushort32 ln_half32 (docs/semantics.md says why no wider ones).
 * Elements: char=int8_t, uchar=uint8_t, short=int16_t, ushort=uint16_t, int=int32_t,
 * uint=uint32_t, long=int64_t, ulong=uint64_t, half=_Float16 (only where LN_HAS_HALF is 1),
 * float, double.
 *
 * N = 2, 4, 8, 16, 32, 64 are GCC/Clang vector-extension types: v[i] reads and writes
 * a lane, and + - * & | ^ ~ and unary - already have OpenCL's meaning (unsigned
 * lanes wrap; a signed lane that overflows is undefined behaviour under GCC, as
 * for a C scalar: ln_add, ln_sub, ln_mul, ln_neg wrap, see lanes/ops.h).
 * sizeof and _Alignof equal OpenCL's: N * sizeof(T), aligned to their size.
 *
 * N = 3 is a struct holding one 4-lane vector, member v:
 *     typedef struct { ln_int4 v; } ln_int3;
 * GCC has no 3-lane vector type, and a 4-lane type would let "all lanes" and
 * "store the vector" silently include the 4th lane.  As a distinct type,
 * every generic lanes function knows the value has 3 lanes (ln_all, ln_any,
 * ln_vstore3, conversions, ...).  Lane 3 of .v is padding: lanes ignores it
 * on input and sets it to 0 in every result it makes.  sizeof = 4 lanes and
 * alignment = 4 lanes, as OpenCL.  Write literals as (ln_int3){{1, 2, 3}}
 * and lanes as x.v[i]; the C operators apply to x.v, the ln_ generic
 * functions (ln_add, ln_lt, ...) to x itself.
 */
#include <stddef.h>
#include <stdint.h>
#include <limits.h>

#if defined(__FLT16_MAX__) && !defined(LN_NO_HALF)
#define LN_HAS_HALF 1
#else
#define LN_HAS_HALF 0
#endif

#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ < 12
#error "lanes needs GCC 12 or newer, or Clang 14 or newer"
#endif
#if defined(__clang__) && __clang_major__ < 14
#error "lanes needs GCC 12 or newer, or Clang 14 or newer"
#endif

#define LN_INLINE static inline __attribute__((always_inline, unused))

''')
    for e in ELEMS:
        o.append(half_guard(e, 'typedef %s %s;\n' % (e.ctype, e.scalar)))
    o.append('\n')
    for e in ELEMS:
        t = ''
        for n in e.pow2_lanes:
            b = vec_bytes(e, n)
            t += 'typedef %s %s __attribute__((vector_size(%d), aligned(%d)));\n' % (e.ctype, e.vec(n), b, b)
        t += 'typedef struct %s { %s v; } %s;\n' % (e.vec(3), e.vec(4), e.vec(3))
        o.append(half_guard(e, t))
    o.append('''
/* Internal: the vector types Clang's comparison operators return for 8-bit lanes
 * (vectors of plain char) and, where int64_t is long, for 64-bit lanes (vectors
 * of long long).  Generic lanes functions accept them as the signed type. */
''')
    for n in BY_NAME['char'].pow2_lanes:
        o.append('typedef char ln__cmpchar%d __attribute__((vector_size(%d), aligned(%d)));\n' % (n, n, n))
    o.append('#if __SIZEOF_LONG__ == 8\n')
    for n in BY_NAME['long'].pow2_lanes:
        o.append('typedef long long ln__cmplong%d __attribute__((vector_size(%d), aligned(%d)));\n' % (n, 8 * n, 8 * n))
    o.append('#endif\n\n')
    o.append('/* ln_ptr<N>: vectors of addresses (pointer-sized unsigned lanes), for gather/scatter;\n'
             ' * N = 32 and 64 for the 32- and 64-lane value types. */\n')
    for n in ALL_POW2_LANES:
        o.append('typedef uintptr_t ln_ptr%d __attribute__((vector_size(%d * __SIZEOF_POINTER__), aligned(%d * __SIZEOF_POINTER__)));\n' % (n, n, n))
    o.append('\n/* Internal splat: every lane (3-lane: lanes 0..2, padding 0) = x converted to the element type. */\n')
    for e in ELEMS:
        t = ''
        for n in e.pow2_lanes:
            v = e.vec(n)
            t += 'LN_INLINE %s ln__splat_%s(%s x) { return (%s){%s}; }\n' % (v, e.tname(n), e.scalar, v, ', '.join(['x'] * n))
        t += 'LN_INLINE %s ln__splat_%s(%s x) { return (%s){{x, x, x, 0}}; }\n' % (e.vec(3), e.tname(3), e.scalar, e.vec(3))
        o.append(half_guard(e, t))
    o.append('''
/* Internal: a floating-point scalar converted to an integer element type the way lanes
 * defines OpenCL's conversions without _sat (docs/semantics.md): toward zero, saturated
 * to the type's range, NaN -> 0 (the plain C conversion is undefined out of range).
 * ln__fsat_<vector type> names the function of its element type. */
''')
    for e in INTS:
        lo, hi, vlo, vhi = LIMITS[e.name]
        o.append('LN_INLINE %s ln__fsat_%s(double x) { return x != x ? 0 : x <= %s ? %s : x >= %s ? %s : (%s)x; }\n'
                 % (e.scalar, e.name, lo, vlo, hi, vhi, e.scalar))
    for e in INTS:
        o.append(''.join('#define ln__fsat_%s ln__fsat_%s\n' % (e.tname(n), e.name) for n in e.lanes))
    o.append(FLT_SCALAR % ''.join(half_guard(e, ''.join('#define ln__fsat_%s ln__fsat_%s\n' % (e.tname(n), e.name) for n in e.lanes)) for e in FLOATS))
    o.append('''LN_INLINE double ln__fsat_none(double x) { return x; }

#include "impl/dispatch.h"

/* ln_splat(T, x): a vector of type T with every lane equal to x converted to T's element type
 * (a floating x into integer lanes: toward zero, saturated, NaN -> 0, as ln_convert_*). */
#define ln_splat(T, x) _Generic((T *)0, LN__LIST_ALL_PTR(ln__splat_, ))(LN__FSAT(((T){0}), x))

/* ln_vec_step(x): OpenCL vec_step: lanes of x's type, with 4 for 3-lane types and 1 for scalars.
 * x is not evaluated. */
#define ln_vec_step(x) _Generic((x), LN__K_N2(2), LN__K_N3(4), LN__K_N4(4), LN__K_N8(8), LN__K_N16(16), \
    LN__K_N32(32), LN__K_N64(64), default: 1)

/* ln_lanes(x): the number of lanes of x's type (3 for 3-lane types, 1 for scalars).  x is not evaluated. */
#define ln_lanes(x) _Generic((x), LN__K_N2(2), LN__K_N3(3), LN__K_N4(4), LN__K_N8(8), LN__K_N16(16), \
    LN__K_N32(32), LN__K_N64(64), default: 1)

#endif /* LANES_TYPES_H */
''')
    return ''.join(o)


def dispatch_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_DISPATCH_H
#define LANES_IMPL_DISPATCH_H
/* Internal: _Generic association lists.  LN__LIST_<SET>(P, S) expands to
 * "type: P##name##S, ..." for every vector type in SET, where name is the
 * OpenCL type name (char2, int4, double16, ...).  Clang's comparison result
 * types map to the signed integer type of the same width.  LN__SLIST_<SET>
 * does the same for scalar C types (name = char, uint, ...).  LN__K_<SET>(k)
 * maps every type of SET to the expression k.
 *
 * Sets: ALL, INT (integer elements), FLT (floating-point elements),
 * N2 N3 N4 N8 N16 N32 N64 (every element type with that lane count; N32 and N64 hold
 * only the types of at most 512 bits).
 */
''')
    def vec_entries(elems, lanes):
        """(guard, C type, OpenCL name): guard is None, 'half' (LN_HAS_HALF) or 'long'
        (where Clang's long long comparison type differs from int64_t)."""
        ents = [('half' if e.half else None, e.vec(n), e.tname(n)) for e in elems for n in lanes if n in e.lanes]
        for e in elems:
            for n in lanes:
                if n not in e.lanes:
                    continue
                if n != 3 and e.name == 'char':
                    ents.append((None, 'ln__cmpchar%d' % n, e.tname(n)))
                if n != 3 and e.name == 'long':
                    ents.append(('long', 'ln__cmplong%d' % n, e.tname(n)))
        return ents

    def list_macro(mname, params, ents, assoc):
        """#define mname(params) with one association per entry; the guarded ones go into
        helper macros that expand to nothing where their guard is false."""
        pre, extra = '', ''
        for guard, cond, suffix in (('half', 'LN_HAS_HALF', 'H'), ('long', '__SIZEOF_LONG__ == 8', 'L')):
            items = [assoc(t, nm) for g, t, nm in ents if g == guard]
            if items:
                pre += '#if %s\n#define %s_%s(%s) %s,\n#else\n#define %s_%s(%s)\n#endif\n' % (
                    cond, mname, suffix, params, ', '.join(items), mname, suffix, params)
                extra += ' %s_%s(%s)' % (mname, suffix, params)
        plain = [assoc(t, nm) for g, t, nm in ents if g is None]
        return pre + '#define %s(%s)%s \\\n    %s\n' % (mname, params, extra, ', \\\n    '.join(plain))

    sets = [('ALL', ELEMS, ALL_LANES), ('INT', INTS, ALL_LANES), ('FLT', FLOATS, ALL_LANES)]
    for n in ALL_LANES:
        sets.append(('N%d' % n, ELEMS, (n,)))
    for nm, elems, lanes in sets:
        ents = vec_entries(elems, lanes)
        o.append(list_macro('LN__LIST_%s' % nm, 'P, S', ents, lambda t, n2: '%s: P##%s##S' % (t, n2)))
        o.append(list_macro('LN__K_%s' % nm, 'k', ents, lambda t, n2: '%s: (k)' % t))
        if nm == 'ALL':
            plain_types = [(g, t, n2) for g, t, n2 in ents if not t.startswith('ln__cmp')]
            o.append(list_macro('LN__LIST_ALL_PTR', 'P, S', plain_types, lambda t, n2: '%s *: P##%s##S' % (t, n2)))
    # scalar lists
    o.append('''
/* Scalar C types -> OpenCL scalar names.  Plain char follows its signedness;
 * long and long long map by width. */
#if CHAR_MIN < 0
#define LN__S_PLAINCHAR(P, S) char: P##char##S
#else
#define LN__S_PLAINCHAR(P, S) char: P##uchar##S
#endif
#if __SIZEOF_LONG__ == 8
#define LN__S_LONGS(P, S) long: P##long##S, unsigned long: P##ulong##S, long long: P##long##S, unsigned long long: P##ulong##S
#else
#define LN__S_LONGS(P, S) long: P##int##S, unsigned long: P##uint##S, long long: P##long##S, unsigned long long: P##ulong##S
#endif
#if LN_HAS_HALF
#define LN__S_HALF(P, S) _Float16: P##half##S,
#else
#define LN__S_HALF(P, S)
#endif
#define LN__SLIST_INT(P, S) \\
    signed char: P##char##S, unsigned char: P##uchar##S, LN__S_PLAINCHAR(P, S), \\
    short: P##short##S, unsigned short: P##ushort##S, int: P##int##S, unsigned int: P##uint##S, \\
    LN__S_LONGS(P, S)
#define LN__SLIST_FLT(P, S) LN__S_HALF(P, S) float: P##float##S, double: P##double##S
#define LN__SLIST_ALL(P, S) LN__SLIST_INT(P, S), LN__SLIST_FLT(P, S)

/* LN__SK_ALL(k): every C arithmetic scalar type -> k.  Telling scalars from vectors by the short
 * list of scalar types keeps the expansion of every dispatch macro small (the vector list is
 * ~70 types); anything else (a lanes vector, or a type no operation accepts) counts as a vector,
 * and the operation's own type list then rejects what is not a lanes vector. */
#if LN_HAS_HALF
#define LN__SK_HALF(k) _Float16: k,
#else
#define LN__SK_HALF(k)
#endif
#define LN__SK_ALL(k) LN__SK_HALF(k) _Bool: k, char: k, signed char: k, unsigned char: k, short: k, \\
    unsigned short: k, int: k, unsigned int: k, long: k, unsigned long: k, long long: k, unsigned long long: k, \\
    float: k, double: k, long double: k

/* Used in _Generic branches that exist only to type-check: never called. */
LN_INLINE int ln__never(long double x) { (void)x; return 0; }

/* LN__SCAL(x): x when x is a scalar, the int 0 when x is a vector (so that an
 * expression valid for scalars type-checks in a _Generic branch that is not taken). */
#define LN__SCAL(x) _Generic((x), LN__SK_ALL((x)), default: 0)

/* LN__IS_VEC(x): 0 when x has a C arithmetic scalar type, else 1 (a lanes vector: see
 * LN__SK_ALL).  x is not evaluated. */
#define LN__IS_VEC(x) _Generic((x), LN__SK_ALL(0), default: 1)

/* LN__IFVEC(c, x, y): x when c has a lanes vector type, else y (only the chosen one is
 * evaluated; both must be well typed).  Selecting on an array-pointer type keeps the
 * expansion small. */
#define LN__IFVEC(c, x, y) _Generic((char (*)[1 + LN__IS_VEC(c)])0, char (*)[2]: x, default: y)

/* LN__FSAT(v, x): the scalar x as it is splatted to v's type: a floating-point x meeting
 * integer lanes goes through ln__fsat_ (a defined conversion), on RISC-V and POWER also one
 * meeting floating-point lanes (LN__FW, types.h); otherwise x itself. */
#define LN__FSATI(v, x) _Generic((v), LN__LIST_INT(ln__fsat_, ) LN__FSAT_FLT, default: ln__fsat_none)(LN__FW(x))
#if LN_HAS_HALF
#define LN__IS_FLT(x) _Generic((x), _Float16: 1, float: 1, double: 1, default: 0)
#else
#define LN__IS_FLT(x) _Generic((x), float: 1, double: 1, default: 0)
#endif
#define LN__FSAT(v, x) _Generic((char (*)[1 + LN__IS_FLT(x)])0, char (*)[2]: LN__FSATI(v, x), default: (x))

/* LN__WIDEN_FNS(v): declares ln__sp, the splat function of v's type, and ln__fs, the LN__FSAT
 * conversion to its element type (never called when v is a scalar), so that a dispatch macro
 * names the long vector lists once however many operands it widens (LN__WIDEN_BY): the
 * expansion of every operator call, and so the compile time of code full of them, stays small.
 * A statement: place it in the macro's statement expression before the call. */
#define LN__WIDEN_FNS(v) \
    __auto_type ln__sp = _Generic((v), LN__LIST_ALL(ln__splat_, ), default: ln__never); \
    __auto_type ln__fs = _Generic((v), LN__LIST_INT(ln__fsat_, ) LN__FSAT_FLT, default: ln__fsat_none);
/* LN__WIDEN_BY(v, x), after LN__WIDEN_FNS(v): x when x is a vector; else, when v is a vector, x
 * converted to v's element type (LN__FSAT) and splatted to v's type; else (both scalars) x.  v and
 * x must be plain identifiers: they are mentioned several times. */
#define LN__WIDEN_BY(v, x) LN__IFVEC(x, x, LN__IFVEC(v, ln__sp(_Generic((char (*)[1 + LN__IS_FLT(LN__SCAL(x))])0, \
    char (*)[2]: ln__fs(LN__FW(LN__SCAL(x))), default: LN__SCAL(x))), LN__SCAL(x)))

/* LN__BINARY(SET, P, a, b): OpenCL binary-operator dispatch.  vector op vector (same type),
 * vector op scalar and scalar op vector (the scalar is converted to the element type and
 * widened), scalar op scalar (C's usual arithmetic conversions pick the type).  Calls
 * P##name(a', b') where name is the (common) type's OpenCL name, the vector operand's (a's
 * when both are vectors).  Each argument is evaluated exactly once. */
#define LN__BINARY(SET, P, a, b) __extension__({ \
    __typeof__(a) ln__a = (a); __typeof__(b) ln__b = (b); \
    LN__WIDEN_FNS(LN__IFVEC(ln__a, ln__a, ln__b)) \
    _Generic((LN__IFVEC(ln__a, ln__a, ln__b)), LN__LIST_##SET(P, ), \
        default: _Generic(LN__SCAL(ln__a) + LN__SCAL(ln__b), LN__SLIST_##SET(P, ), default: ln__never)) \
    (LN__WIDEN_BY(ln__b, ln__a), LN__WIDEN_BY(ln__a, ln__b)); })

/* LN__UNARY(SET, P, a): calls P##name(a) for a's type (vector or scalar, unpromoted). */
#define LN__UNARY(SET, P, a) __extension__({ \\
    __typeof__(a) ln__u = (a); \\
    _Generic((ln__u), LN__LIST_##SET(P, ), LN__SLIST_##SET(P, ), default: ln__never)(ln__u); })

#endif /* LANES_IMPL_DISPATCH_H */
''')
    return ''.join(o)

FSAT_TEST = r"""/* A floating scalar splatted to integer lanes (ln_splat, and the scalar operand of ln_add):
 * model = OpenCL convert without _sat as lanes defines it: toward zero, saturated, NaN -> 0,
 * stated here through trunc() and the powers of two that bound each type. */
static double fsat_edges[200];
static int fsat_n;
static void fsat_edges_init(void) {
  static const double fixed[] = {0.0, -0.0, 0.5, -0.5, 0.999, -0.999, 1.0, -1.0, 3.75, -3.75, 1e-40,
                                 -1e-310, 1e30, -1e30, 1e300, -1e300, INFINITY, -INFINITY, NAN, -NAN};
  fsat_n = 0;
  for (unsigned i = 0; i < sizeof fixed / sizeof fixed[0]; i++) fsat_edges[fsat_n++] = fixed[i];
  static const int k[] = {7, 8, 15, 16, 31, 32, 63, 64};
  for (unsigned i = 0; i < 8; i++) {
    double p = ldexp(1.0, k[i]);
    const double v[] = {p, p - 1, p + 1, p - 0.5, nextafter(p, 0.0), nextafter(p, INFINITY)};
    for (unsigned j = 0; j < 6; j++) {
      fsat_edges[fsat_n++] = v[j];
      fsat_edges[fsat_n++] = -v[j];
    }
  }
}
/* the lane value as a 64-bit pattern */
static uint64_t fsat_model(double x, int bits, int is_signed) {
  if (isnan(x)) return 0;
  double t = trunc(x);
  if (is_signed) {
    double lim = ldexp(1.0, bits - 1);
    int64_t max = (int64_t)(UINT64_MAX >> (65 - bits));
    return (uint64_t)(t >= lim ? max : t < -lim ? -max - 1 : (int64_t)t);
  }
  double lim = ldexp(1.0, bits);
  return t >= lim ? UINT64_MAX >> (64 - bits) : t < 0 ? 0 : (uint64_t)t;
}
#define LANE(s_, i) (s_)[i]
#define LANE3(s_, i) (s_).v[i]
#define FSAT_ONE(V, n, ET, bits, sgn, GET, expr, what)                                          \
  {                                                                                         \
    V r_ = expr;                                                                            \
    ET w_ = (ET)fsat_model(x, bits, sgn);                                                   \
    for (int i = 0; i < n; i++)                                                             \
      TC_CHECK(GET(r_, i) == w_, "%s %s lane %d of %a", what, #V, i, x);                    \
  }
#if LN_HAS_HALF
#define FSAT_HALF(V, n, ET, bits, sgn, GET)                                                     \
  {                                                                                         \
    _Float16 h = (_Float16)d;                                                               \
    double x = (double)h;                                                                   \
    FSAT_ONE(V, n, ET, bits, sgn, GET, ln_splat(V, h), "splat(half)")                       \
  }
#else
#define FSAT_HALF(V, n, ET, bits, sgn, GET)
#endif
#define FSAT_CHECK(V, n, ET, bits, sgn, GET)                                                    \
  for (int k = 0; k < fsat_n; k++) {                                                        \
    volatile double vd = fsat_edges[k];                                                     \
    double d = vd;                                                                          \
    {                                                                                       \
      double x = d;                                                                         \
      FSAT_ONE(V, n, ET, bits, sgn, GET, ln_splat(V, d), "splat(double)")                   \
      FSAT_ONE(V, n, ET, bits, sgn, GET, ln_add(d, ln_splat(V, 0)), "double + vector")      \
    }                                                                                       \
    {                                                                                       \
      float f = (float)d;                                                                   \
      double x = (double)f;                                                                 \
      FSAT_ONE(V, n, ET, bits, sgn, GET, ln_splat(V, f), "splat(float)")                    \
      FSAT_ONE(V, n, ET, bits, sgn, GET, ln_add(ln_splat(V, 0), f), "vector + float")       \
    }                                                                                       \
    FSAT_HALF(V, n, ET, bits, sgn, GET)                                                     \
  }

"""


def test_types_c():
    """Sizes, alignments, lane counts and splat of every type, against OpenCL's rules."""
    o = [HEADER_NOTE.replace('/*', '//').replace(' */', '') % ME]
    o.append('#include <lanes/types.h>\n#include <lanes/ops.h>\n#include <math.h>\n#include "common/check.h"\n\n')
    o.append(FSAT_TEST)
    o.append('int main(void) {\n  tc_family = "types";\n')
    for e in ELEMS:
        t = '  TC_CHECK(sizeof(%s) == %d, "sizeof %s");\n' % (e.scalar, e.bytes, e.scalar)
        for n in e.lanes:
            v = e.vec(n)
            b = vec_bytes(e, n)
            t += '  TC_CHECK(sizeof(%s) == %d && _Alignof(%s) == %d, "size/align %s");\n' % (v, b, v, b, v)
            t += '  TC_CHECK(ln_vec_step((%s){0}) == %d && ln_lanes((%s){0}) == %d, "vec_step %s");\n' % (
                v, 4 if n == 3 else n, v, n, v)
            lit = '-3.75' if e.is_signed else '3.75'
            t += '  { volatile double s = %s; %s x = ln_splat(%s, s); %s r; memcpy(&r, &x, sizeof r);\n' % (lit, v, v, v)
            get = 'r.v[i]' if n == 3 else 'r[i]'
            want = '(%s)%s' % (e.scalar, lit if e.is_float else lit[:-3])
            t += '    for (int i = 0; i < %d; i++) TC_CHECK(%s == %s, "splat %s lane %%d", i);\n' % (n, get, want, v)
            if n == 3:
                t += '    TC_CHECK(r.v[3] == 0, "splat %s padding"); }\n' % v
            else:
                t += '  }\n'
        o.append(half_guard(e, t))
    o.append('  TC_CHECK(ln_vec_step(1) == 1 && ln_lanes(2.0) == 1, "scalar vec_step");\n')
    o.append('  fsat_edges_init();\n')
    for e in INTS:
        for n in e.lanes:
            o.append('  FSAT_CHECK(%s, %d, %s, %d, %d, %s);\n' % (e.vec(n), n, e.scalar, e.bits, 1 if e.is_signed else 0,
                                                           'LANE3' if n == 3 else 'LANE'))
    o.append('  return tc_finish("test_types");\n}\n')
    return ''.join(o)


def main():
    write('include/lanes/types.h', types_h())
    write('include/lanes/impl/dispatch.h', dispatch_h())
    write('tests/unit/test_types.c', test_types_c())


if __name__ == '__main__':
    main()
