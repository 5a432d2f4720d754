#!/usr/bin/env python3
"""Generates the conversion family: include/lanes/convert.h (public names: one dispatch macro
per destination type, lane count and modifier) and include/lanes/impl/generic/convert.h (the
per source x destination functions they select among), plus the conversion unit tests
tests/unit/test_convert_*.c (which call every public name; expected values come from
tests/ref/ref_convert.h at run time).

Function naming (internal): ln__cv_<src><N>_<dst>_<k> with N in 2 4 8 16 32 64 and k:
  w  integer -> integer, modulo 2^bits         s  integer -> integer, saturating
  e  round to nearest even   z  toward zero   p  toward +inf   n  toward -inf
3-lane conversions use the 4-lane function on .v and zero the padding lane; scalar
conversions splat to 2 lanes and take lane 0.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402
from lntypes import ELEMS, BY_NAME, INTS, FLOATS, ALL_POW2_LANES, WIDE_LANES, HEADER_NOTE, has_lanes  # noqa: E402

GEN = 'gen_convert.py'
MANT = {'half': 11, 'float': 24, 'double': 53}      # significand bits incl. the hidden one
FMAX_INT = {'half': 65504}                            # largest finite value where an int can exceed it
MODES = {'e': 1, 'z': 2, 'p': 3, 'n': 4}
SUFFIXES = ['', '_rte', '_rtz', '_rtp', '_rtn']


def rng(e):
    if e.kind == 's':
        return -(1 << (e.bits - 1)), (1 << (e.bits - 1)) - 1
    return 0, (1 << e.bits) - 1


def contains(s, d):
    """True when every value of integer type s is a value of integer type d."""
    slo, shi = rng(s)
    dlo, dhi = rng(d)
    return dlo <= slo and shi <= dhi


def exact_int_to_float(s, f):
    lo, hi = rng(s)
    p = MANT[f.name]
    if f.name == 'half' and hi > 65504:
        return False
    return max(abs(lo), hi) <= (1 << p)


def round_int(v, p, up):
    """v (an integer) rounded to p significant bits toward +inf (up) or -inf."""
    if v == 0:
        return 0
    neg = v < 0
    mag = -v if neg else v
    k = max(0, mag.bit_length() - p)
    q = mag >> k
    rem = mag & ((1 << k) - 1)
    away = up != neg                 # toward +inf on a positive value, or -inf on a negative
    if rem and away:
        q += 1
    r = q << k
    return -r if neg else r


def flit(v, f):
    """C literal of the (exactly representable) value v in float type f ('float' or 'double')."""
    s = float(v).hex()
    return s + ('f' if f.name == 'float' else '')


def ilit(v, bits):
    """C literal for a signed integer value of the given width."""
    if bits == 64:
        if v == -(1 << 63):
            return '(-0x7fffffffffffffffLL - 1)'
        return '%dLL' % v
    if bits == 32 and v == -(1 << 31):
        return '(-0x7fffffff - 1)'
    return '%d' % v


def ulit(v, bits):
    """C literal for an unsigned integer value of the given width."""
    return ('0x%xULL' if bits == 64 else '0x%xU') % v


def as_signed(v, bits):
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def si(e, n):
    return lntypes.signed_int_of_width(e.bits).vec(n)


def ui(e, n):
    return lntypes.unsigned_int_of_width(e.bits).vec(n)


# ---------------------------------------------------------------------------------------------
GENERIC_HEAD = r'''/* lanes/impl/generic/convert.h -- portable conversion kernels (internal; see lanes/convert.h).
 * Never uses C's float->int cast on an out-of-range value, never changes the FP environment;
 * assumes the default environment (round to nearest, no flush to zero), as OpenCL does. */
#ifndef LANES_IMPL_GENERIC_CONVERT_H
#define LANES_IMPL_GENERIC_CONVERT_H
#include "../../types.h"
#include "../target.h"

/* Lane-wise select on integer vectors: (m & a) | (~m & b), m = -1/0. */
#define LN__CV_BLEND(m, a, b) (((m) & (a)) | (~(m) & (b)))

/* NaN lanes of a conversion between floating types: r, x converted by the hardware, gets the
 * NaN lanes docs/semantics.md promises: the quiet NaN of x's sign with x's payload, zeros
 * appended when widening (LN__CV_NANW), the low bits dropped when narrowing (LN__CV_NANN).
 * x86, Arm, s390x and POWER convert so in hardware, but POWER's single -> double (a register
 * move) keeps a signalling NaN signalling, so widening sets the quiet bit of NaN lanes.  Where
 * LN_TARGET_CVT_CANON_NAN (RISC-V: the canonical NaN) the NaN lanes are rebuilt from x's bits
 * with integer operations and a lane-wise select on x's NaN mask.  SU/SI, DU/DI: the
 * unsigned/signed integer vectors of x's and r's widths; SABS, SINF: x's magnitude mask and
 * infinity; SH: the difference of the fraction widths; DSIGN, DQNAN: r's sign bit and quiet
 * NaN (positive, payload 0); SW - DW: the difference of the widths (narrowing). */
#if LN_TARGET_CVT_CANON_NAN
#define LN__CV_NANW(x, r, D, SU, SI, DU, DI, SABS, SINF, SH, DSIGN, DQNAN, SW, DW) do { \
    SU ln__b = (SU)(x); \
    DU ln__w = __builtin_convertvector(ln__b, DU); \
    DU ln__q = ((ln__w >> ((SW) - 1)) << ((DW) - 1)) | (DQNAN) | ((ln__w & ((SABS) & ~(SINF))) << (SH)); \
    r = (D)LN__CV_BLEND(__builtin_convertvector((SI)((ln__b & (SABS)) > (SINF)), DI), (DI)ln__q, (DI)(r)); \
  } while (0)
#define LN__CV_NANN(x, r, D, SU, SI, DU, DI, SABS, SINF, SH, DSIGN, DQNAN, SW, DW) do { \
    SU ln__b = (SU)(x); \
    SU ln__q = ((ln__b >> ((SW) - (DW))) & (DSIGN)) | (DQNAN) | ((ln__b & ((SABS) & ~(SINF))) >> (SH)); \
    r = (D)LN__CV_BLEND(__builtin_convertvector((SI)((ln__b & (SABS)) > (SINF)), DI), \
                        (DI)__builtin_convertvector(ln__q, DU), (DI)(r)); \
  } while (0)
#else
#define LN__CV_NANW(x, r, D, SU, SI, DU, DI, SABS, SINF, SH, DSIGN, DQNAN, SW, DW) \
    (r = (D)((DI)(r) | ((DI)((r) != (r)) & ((DQNAN) & ~((DQNAN) << 1)))))
#define LN__CV_NANN(x, r, D, SU, SI, DU, DI, SABS, SINF, SH, DSIGN, DQNAN, SW, DW) ((void)0)
#endif

/* Integer -> float rounded per mode (1 rte, 2 rtz, 3 rtp, 4 rtn) with exact integer arithmetic:
 * m = |x|; the bits below the top P significant ones are dropped (drop mask from smearing the
 * leading one), the kept part is converted exactly, then its encoding stepped one ulp away
 * from zero when the mode rounds up.  FMAX: the largest finite value of F when an integer may
 * exceed it (half), else 0.  U/SI: unsigned/signed integer vectors of x's width; FI: signed
 * integer vector of F's width; SGN: 1 for signed sources; W: source bits. */
#define LN__I2F_BODY(x, mode, U, SI, F, FI, P, FMAX, SGN, W, SIGNBIT) \
    SI neg = SGN ? (SI)((SI)(x) < 0) : (SI){0}; \
    U m = ((U)(x) ^ (U)neg) - (U)neg; \
    U s = m | (m >> 1); s |= s >> 2; s |= s >> 4; \
    if (W > 8) s |= s >> 8; \
    if (W > 16) s |= s >> (W > 16 ? 16 : 0); \
    if (W > 32) s |= s >> (W > 32 ? 32 : 0); \
    U drop = s >> P; \
    U mt = m & ~drop, rem = m & drop; \
    SI over = FMAX ? (SI)(mt > (FMAX ? FMAX : 1)) : (SI){0}; \
    mt = LN__CV_BLEND((U)over, (U){0} + (FMAX), mt); \
    SI inexact = (SI)(rem != 0) | over, up = {0}; \
    if (mode == 1) { U hw = (drop >> 1) + 1; \
        up = (SI)(rem > hw) | ((SI)(rem == hw) & (SI)((mt & (drop + 1)) != 0)) | over; } \
    else if (mode == 3) up = inexact & ~neg; \
    else if (mode == 4) up = inexact & neg; \
    FI b = (FI)__builtin_convertvector(mt, F) - __builtin_convertvector(up, FI); \
    return (F)(b | (__builtin_convertvector(neg, FI) & (SIGNBIT)));

/* Float -> narrower float rounded per mode (2 rtz, 3 rtp, 4 rtn): the nearest-even result r is
 * compared with x exactly (r widened is exact), and stepped one ulp toward or away from zero
 * when it lies on the wrong side (an ulp step from inf gives MAX, from MAX gives inf); r is
 * updated (a NaN lane is left as it is).  S/SI: source float and signed integer vectors, D/DI:
 * destination. */
#define LN__F2F_BODY(x, r, mode, S, SI, D, DI, ABSMASK) \
    S R = __builtin_convertvector(r, S); \
    S ax = (S)((SI)(x) & (ABSMASK)), aR = (S)((SI)R & (ABSMASK)); \
    SI gt = (SI)(aR > ax), lt = (SI)(aR < ax), neg = (SI)((SI)(x) < 0), inc, dec; \
    if (mode == 2) { inc = (SI){0}; dec = gt; } \
    else if (mode == 3) { inc = lt & ~neg; dec = gt & neg; } \
    else { inc = lt & neg; dec = gt & ~neg; } \
    r = (D)((DI)r - __builtin_convertvector(inc, DI) + __builtin_convertvector(dec, DI));

'''


def gen_generic():
    out = [HEADER_NOTE % GEN, GENERIC_HEAD]
    for n in ALL_POW2_LANES:
        out.append('/* ---- %d lanes ---- */\n' % n)
        # rounding to an integral value, for float -> int with rte/rtp/rtn
        for f in has_lanes(FLOATS, n):
            if f.half:
                continue
            F, FI = f.vec(n), si(f, n)
            c = flit(1 << (MANT[f.name] - 1), f)
            one = '0x3ff0000000000000LL' if f.name == 'double' else '0x3f800000'
            out.append(
                'LN_INLINE %s ln__rnd_%s%d(%s x, int mode) {\n'
                '  %s b = (%s)x, s = b & %s;\n'
                '  %s a = (%s)(b ^ s), r = (a + %s) - %s;\n'
                '  %s small = (%s)(a < %s);\n'
                '  r = (%s)LN__CV_BLEND(small, (%s)r | s, b);\n'
                '  if (mode == 3) r = r + (%s)((%s)(r < x) & %s);\n'
                '  if (mode == 4) r = r - (%s)((%s)(r > x) & %s);\n'
                '  return r;\n}\n' % (F, f.name, n, F, FI, FI, ilit(-(1 << (f.bits - 1)), f.bits),
                                      F, F, c, c, FI, FI, c, F, FI, F, FI, one, F, FI, one))
        for s in has_lanes([e for e in ELEMS if not e.half] + [BY_NAME['half']], n):
            for d in has_lanes(ELEMS, n):
                out.append(pair(s, d, n))
    out.append('/* 3-lane results: the 4-lane result with the padding lane zeroed. */\n')
    for d in ELEMS:
        out.append(lntypes.half_guard(d, 'LN_INLINE %s ln__cv3_%s(%s v) { v[3] = 0; return (%s){v}; }\n'
                                      % (d.vec(3), d.name, d.vec(4), d.vec(3))))
    out.append('\n#endif /* LANES_IMPL_GENERIC_CONVERT_H */\n')
    return ''.join(out)


def fn(s, n, d, k=''):
    return 'ln__cv_%s%d_%s%s' % (s.name, n, d.name, '_' + k if k else '')


def pair(s, d, n):
    """The kernel(s) converting s<n> to d<n>: f(x, mode), mode 1 rte, 2 rtz, 3 rtp, 4 rtn."""
    S, D = s.vec(n), d.vec(n)
    o = []

    def f1(k, body):
        o.append('LN_INLINE %s %s(%s x, int mode) { %s }\n' % (D, fn(s, n, d, k), S, body))

    conv = 'return x;' if s is d else 'return __builtin_convertvector(x, %s);' % D
    if s.is_int and d.is_int:
        f1('w', '(void)mode; ' + conv)
        if contains(s, d):
            o.append('#define %s %s\n' % (fn(s, n, d, 's'), fn(s, n, d, 'w')))
        else:
            slo, shi = rng(s)
            dlo, dhi = rng(d)
            SI = si(s, n)
            body = '%s c; (void)mode;' % SI
            if dlo > slo:
                body += ' c = (%s)(x < %s); x = (%s)LN__CV_BLEND(c, %s, (%s)x);' % (
                    SI, '(%s)%s' % (s.scalar, ilit(dlo, s.bits)), S, ilit(as_signed(dlo, s.bits), s.bits), SI)
            if dhi < shi:
                body += ' c = (%s)(x > (%s)%s); x = (%s)LN__CV_BLEND(c, %s, (%s)x);' % (
                    SI, s.scalar, ilit(dhi, 64) if s.bits == 64 else ilit(dhi, s.bits), S,
                    ilit(as_signed(dhi, s.bits), s.bits), SI)
            f1('s', body + ' return __builtin_convertvector(x, %s);' % D)
    elif s.is_float and d.is_int:
        if s.half and n in WIDE_LANES:     # no float vector this wide: two halves of n/2 lanes
            f1('', 'return %s;' % lntypes.halves_call(fn(s, n // 2, d), 'x', n, ', mode'))
        elif s.half:
            f1('', 'return %s(__builtin_convertvector(x, ln_float%d), mode);' % (fn(BY_NAME['float'], n, d), n))
        else:
            dlo, dhi = rng(d)
            p = MANT[s.name]
            a = round_int(dlo - 1, p, False)
            b = round_int(dhi + 1, p, True)
            FI, DI = si(s, n), si(d, n)
            body = ('  if (mode != 2) x = ln__rnd_%s%d(x, mode);\n'
                    '  %s in = (%s)(x > %s) & (%s)(x < %s);\n'
                    '  %s r = __builtin_convertvector((%s)((%s)x & in), %s);\n'
                    '  %s c = __builtin_convertvector(in, %s), hi = __builtin_convertvector((%s)(x >= %s), %s);\n'
                    % (s.name, n, FI, FI, flit(a, s), FI, flit(b, s), D, S, FI, D, DI, DI, FI, flit(b, s), DI))
            res = '((%s)r & c) | (hi & %s)' % (DI, ilit(as_signed(dhi, d.bits), d.bits))
            if dlo:
                body += '  %s lo = __builtin_convertvector((%s)(x <= %s), %s);\n' % (DI, FI, flit(a, s), DI)
                res += ' | (lo & %s)' % ilit(dlo, d.bits)
            o.append('LN_INLINE %s %s(%s x, int mode) {\n%s  return (%s)(%s);\n}\n' % (D, fn(s, n, d), S, body, D, res))
    elif s.is_int and d.is_float:
        if exact_int_to_float(s, d):
            f1('', '(void)mode; ' + conv)
        else:
            f1('', 'if (mode == 1) %s\n  LN__I2F_BODY(x, mode, %s, %s, %s, %s, %d, %s, %d, %d, %s)' % (
                conv, ui(s, n), si(s, n), D, si(d, n), MANT[d.name], FMAX_INT.get(d.name, 0),
                1 if s.kind == 's' else 0, s.bits, ilit(-(1 << (d.bits - 1)), d.bits)))
    else:
        if d.bits == s.bits:
            f1('', '(void)mode; ' + conv)
        else:
            # exact when widening, rounded per mode when narrowing; NaN lanes by LN__CV_NANW/N
            nanargs = '%s, %s, %s, %s, %s, %s, %s, %d, %s, %s, %d, %d' % (
                D, ui(s, n), si(s, n), ui(d, n), si(d, n), ulit((1 << (s.bits - 1)) - 1, s.bits),
                ulit(((1 << (s.bits - MANT[s.name])) - 1) << (MANT[s.name] - 1), s.bits),
                abs(MANT[d.name] - MANT[s.name]), ulit(1 << (d.bits - 1), max(s.bits, d.bits)),
                ulit(((1 << (d.bits - MANT[d.name] + 1)) - 1) << (MANT[d.name] - 2), max(s.bits, d.bits)),
                s.bits, d.bits)
            if d.bits > s.bits:
                f1('', '(void)mode; %s r = __builtin_convertvector(x, %s);\n'
                       '  LN__CV_NANW(x, r, %s); return r;' % (D, D, nanargs))
            else:
                f1('', '%s r = __builtin_convertvector(x, %s);\n'
                       '  if (mode != 1) { LN__F2F_BODY(x, r, mode, %s, %s, %s, %s, %s) }\n'
                       '  LN__CV_NANN(x, r, %s); return r;' % (
                           D, D, S, si(s, n), D, si(d, n), ilit((1 << (s.bits - 1)) - 1, s.bits), nanargs))
    text = ''.join(o)
    if s.half or d.half:
        text = lntypes.half_guard(BY_NAME['half'], text)
    return text


# ---------------------------------------------------------------------------------------------
PUBLIC_HEAD = r'''#ifndef LANES_CONVERT_H
#define LANES_CONVERT_H
/* lanes/convert.h -- OpenCL C explicit conversions (OpenCL C 1.2 s6.2.3) and reinterpretation
 * (s6.2.4.2).
 *
 * ln_convert_<D><N>[_sat][_rte|_rtz|_rtp|_rtn](x): x any vector of N lanes (any element type,
 * including Clang's comparison-result types); result ln_<D><N>, lane i = x[i] converted.
 * ln_convert_<D>[_sat][_rX](x): the same on one scalar x of an element type: a C integer
 * type but _Bool, float, double, half where LN_HAS_HALF (long double does not compile).
 * N = 3: lane 3 of x.v is ignored, lane 3 of the result is 0.  Per lane:
 *  - int -> int (default/rX): x modulo 2^bits of D (two's complement); rX has no effect.
 *  - int -> int _sat: x clamped to [D_MIN, D_MAX]; rX has no effect.
 *  - float -> int (default = _rtz; _rte _rtp _rtn round to an integer first): the rounded value
 *    clamped to [D_MIN, D_MAX]; NaN -> 0.  lanes' rule (docs/semantics.md): without _sat, out of
 *    range and NaN give the same result as _sat, so _sat changes nothing and nothing is UB.
 *  - int -> float, float -> float (default = _rte): correctly rounded to D in the named
 *    direction; overflow gives +-inf (rte; rtp above, rtn below) or +-D_MAX (rtz; rtp below,
 *    rtn above); denormals are produced and kept (no flush), +-0 and +-inf kept; a NaN gives
 *    the quiet NaN of the same sign whose payload is x's, its low bits dropped when narrowing,
 *    zeros appended when widening (same type: every bit kept), the same on every ISA.
 *    No _sat name exists for a floating-point D (OpenCL forbids it): using one does not compile.
 * Assumes the default floating-point environment (round to nearest, no flush to zero), as OpenCL
 * does; lanes never changes it (directed rounding is done with exact integer and compare
 * arithmetic, not fesetround).  Needs IEEE arithmetic: -ffast-math (-fassociative-math,
 * -ffinite-math-only) voids the rounding and NaN guarantees.  half (D or source) only where
 * LN_HAS_HALF.  Cost: integer -> integer, exact conversions and the default rounding of
 * int/float -> float are one __builtin_convertvector (float -> float on RISC-V: plus integer
 * operations that rebuild the NaN lanes, docs/semantics.md); saturation is vector compares and
 * blends; no conversion loops over lanes.
 *
 * ln_as_<T><N>(x), ln_as_<T>(x): OpenCL as_type: the bytes of x (memory order, so also right on
 * big-endian targets) read as ln_<T><N>.  sizeof(x) must equal sizeof(ln_<T><N>) (3-lane types
 * have the size of 4 lanes), else it does not compile.  Same lane count: the bits unchanged.
 * lanes' rule where OpenCL lets the implementation choose (different lane counts involving a
 * 3-lane type): a 3-lane operand's padding lane reads as 0 bits, and a 3-lane result gets lanes
 * 0..2 from the first bytes and padding 0 -- so as_T3 of a 4-lane vector keeps lanes 0..2 bit
 * for bit, as OpenCL requires.
 */
#include "types.h"
#include "impl/generic/convert.h"

/* Internal: int and float vector types of N lanes mapped to P<name><N>S. */
#if __SIZEOF_LONG__ == 8
#define LN__CVL_L(P, N, S) ln__cmplong##N: P##long##N##S,
#else
#define LN__CVL_L(P, N, S)
#endif
#if LN_HAS_HALF
#define LN__CVL_H(P, N, S) ln_half##N: P##half##N##S,
#else
#define LN__CVL_H(P, N, S)
#endif
#define LN__CVL_I(P, N, S) LN__CVL_L(P, N, S) ln__cmpchar##N: P##char##N##S, \
    ln_char##N: P##char##N##S, ln_uchar##N: P##uchar##N##S, ln_short##N: P##short##N##S, \
    ln_ushort##N: P##ushort##N##S, ln_int##N: P##int##N##S, ln_uint##N: P##uint##N##S, \
    ln_long##N: P##long##N##S, ln_ulong##N: P##ulong##N##S
#define LN__CVL_F(P, N, S) LN__CVL_H(P, N, S) ln_float##N: P##float##N##S, ln_double##N: P##double##N##S

/* LN__CV(x, N, D, KI, M): x (N = 2, 4, 8, 16 lanes; LN__CV32 / LN__CV64 for 32 and 64 lanes)
 * converted to D by the kernel of x's type (impl/generic/convert.h) with rounding mode M (1 rte,
 * 2 rtz, 3 rtp, 4 rtn); KI picks the integer -> integer kernel (_w modulo, _s saturating; empty
 * for a floating-point D). */
#define LN__CV(x, N, D, KI, M) \
    _Generic((x), LN__CVL_I(ln__cv_, N, _##D##KI), LN__CVL_F(ln__cv_, N, _##D))((x), M)
/* 3 lanes: through the 4-lane kernel. */
#define LN__CV3(x, D, KI, M) ln__cv3_##D(LN__CV((x).v, 4, D, KI, M))
/* Scalars: through the 2-lane kernel. */
#define LN__CVS(x, D, KI, M) LN__CV(_Generic((x), LN__SLIST_ALL(ln__splat_, 2))(x), 2, D, KI, M)[0]

'''

AS_PART = r'''
/* ---- ln_as ---- */
/* Internal: 1 when x has a lanes vector type or a C arithmetic scalar type; x is not evaluated. */
#define LN__AS_OK(x) _Generic((x), LN__K_ALL(1), LN__SLIST_ALL(LN__AS1_, ), default: 0)
#define LN__AS1_char 1
#define LN__AS1_uchar 1
#define LN__AS1_short 1
#define LN__AS1_ushort 1
#define LN__AS1_int 1
#define LN__AS1_uint 1
#define LN__AS1_long 1
#define LN__AS1_ulong 1
#define LN__AS1_half 1
#define LN__AS1_float 1
#define LN__AS1_double 1
/* LN__AS(x, T, T3): the bytes of x as T (T3 = 1 when T is a 3-lane type).  Operand and result
 * have the same size, so a 3-lane padding lane (of either) is the last quarter of the bytes. */
#define LN__AS(x, T, T3) __extension__({ \
    __typeof__(x) ln__as = (x); T ln__ar; \
    _Static_assert(LN__AS_OK(ln__as), "ln_as_*: operand must be a lanes vector or scalar type"); \
    _Static_assert(sizeof(ln__as) == sizeof(T), "ln_as_*: operand and result must have the same size"); \
    __builtin_memcpy(&ln__ar, &ln__as, sizeof(T)); \
    if (T3 || _Generic((ln__as), LN__K_N3(1), default: 0)) \
        __builtin_memset((char *)&ln__ar + sizeof(T) / 4 * 3, 0, sizeof(T) / 4); \
    ln__ar; })
'''


def wide_dispatch():
    """LN__CV32, LN__CV64: LN__CV for the lane counts only some element types have."""
    o = ''
    for n in WIDE_LANES:
        def ent(e, t=None):
            return '%s: ln__cv_%s%d_##D%s' % (t or e.vec(n), e.name, n, '##KI' if e.is_int else '')
        plain = [ent(e) for e in has_lanes(ELEMS, n) if not e.half]
        plain.insert(1, ent(BY_NAME['char'], 'ln__cmpchar%d' % n))
        half = [ent(e) for e in has_lanes(FLOATS, n) if e.half]
        hm = 'LN__CV%d_H(D, KI)' % n
        o += '#if LN_HAS_HALF\n#define %s %s\n#else\n#define %s\n#endif\n' % (
            hm, ''.join(h + ',' for h in half), hm)
        o += '#define LN__CV%d(x, D, KI, M) _Generic((x), %s %s)((x), M)\n' % (n, hm, ', '.join(plain))
    return o + '\n'


def gen_public():
    out = [HEADER_NOTE % GEN, PUBLIC_HEAD, wide_dispatch()]
    for d in ELEMS:
        lines = ['/* ---- ln_convert_%s ---- */\n' % d.name]
        sats = ['', '_sat'] if d.is_int else ['']
        for n in (None,) + d.lanes:
            for sat in sats:
                for r in SUFFIXES:
                    if d.is_int:
                        ki = '_s' if sat else '_w'
                        kf = MODES[r[3] if r else 'z']
                    else:
                        ki, kf = '', MODES[r[3] if r else 'e']
                    name = 'ln_convert_%s%s%s' % (d.tname(n), sat, r)
                    x = '(__VA_ARGS__)'
                    if n is None:
                        body = 'LN__CVS(%s, %s, %s, %s)' % (x, d.name, ki, kf)
                    elif n == 3:
                        body = 'LN__CV3(%s, %s, %s, %s)' % (x, d.name, ki, kf)
                    elif n in WIDE_LANES:
                        body = 'LN__CV%d(%s, %s, %s, %s)' % (n, x, d.name, ki, kf)
                    else:
                        body = 'LN__CV(%s, %d, %s, %s, %s)' % (x, n, d.name, ki, kf)
                    lines.append('#define %s(...) %s\n' % (name, body))
        out.append(lntypes.half_guard(d, ''.join(lines)))
    out.append(AS_PART)
    lines = []
    for d in ELEMS:
        t = ['#define ln_as_%s(...) LN__AS((__VA_ARGS__), %s, 0)\n' % (d.name, d.scalar)]
        for n in d.lanes:
            t.append('#define ln_as_%s%d(...) LN__AS((__VA_ARGS__), %s, %d)\n' % (d.name, n, d.vec(n), 1 if n == 3 else 0))
        lines.append(lntypes.half_guard(d, ''.join(t)))
    out.append(''.join(lines))
    out.append('\n#endif /* LANES_CONVERT_H */\n')
    return ''.join(out)


# ---------------------------------------------------------------------------------------------
# Unit tests: every public name x every source type, each lane against tests/ref/ref_convert.h.
TEST_PARTS = [('i8', ['char', 'uchar']), ('i16', ['short', 'ushort']), ('i32', ['int', 'uint']),
              ('i64', ['long', 'ulong']), ('flt', ['half', 'float', 'double'])]

TEST_HEAD = r"""#include <lanes/convert.h>
#include "common/check.h"
#include "ref/ref_convert.h"

#ifndef CV_ITERS
#define CV_ITERS 120
#endif

static unsigned cv_k;        /* index of the next input value of the current source type */
static uint64_t cv_in[64];   /* lane bits of the current input (up to 64 lanes) */

/* Integer inputs: edges, values just outside every integer range, values exactly halfway
 * between floats of every format, then random values of every bit length. */
static uint64_t cv_int_value(int bits, unsigned k) {
  static const int64_t sp[] = {127, 128, -128, -129, 255, 256, -256, 32767, 32768, -32768, -32769,
    65535, 65536, 2147483647, 2147483648ll, -2147483647ll - 1, -2147483649ll, 4294967295ll,
    4294967296ll, 16777217, -16777217, 16777219, 33554434, 33554438, 9007199254740993ll,
    -9007199254740993ll, 18014398509481986ll, 2049, -2049, 2051, 4097, 65504, 65519, 65520, -65520,
    65521, 2147483520, 2147483584, 2147483600, -2147483520, 9223372036854775807ll,
    9223372036854774784ll, 9223372036854775296ll, (int64_t)0x8000008000000000ull,
    (int64_t)0xffffff8000000000ull, (int64_t)0xffffffc000000000ull, 4294967040ll, 4294967168ll};
  uint64_t r;
  if (k < TC_INT_EDGES) return tc_int_edge(bits, k);
  k -= TC_INT_EDGES;
  if (k < sizeof sp / sizeof sp[0]) return (uint64_t)sp[k];
  r = tc_rand();
  switch (r & 3) {
    case 0: return tc_rand();
    case 1: return tc_rand() >> (r >> 58);
    default: {
      uint64_t v = tc_rand() >> ((r >> 8) & 63);
      unsigned sh = (unsigned)((r >> 16) % 45);
      v = sh ? ((v >> sh << sh) | (1ull << (sh - 1))) : v;
      return (r >> 40) & 1 ? ~v + 1 : v;
    }
  }
}

/* Floating-point inputs (t = RC_HALF/FLOAT/DOUBLE) as bits: tc_float_edge, the extreme
 * finite, denormal and special encodings, then random encodings concentrated on the exponents
 * where conversions change behaviour, with mantissas halfway between narrower formats. */
static uint64_t cv_float_value(int t, unsigned k) {
  int fb = rc_frac_bits(t), eb = rc_exp_bits(t), w = rc_bits_of[t], bias = (1 << (eb - 1)) - 1;
  uint64_t sign = 1ull << (w - 1), inf = rc_inf_bits(t);
  if (k < TC_FLOAT_EDGES) {
    double d = tc_float_edge(k);
    if (t == RC_DOUBLE) { uint64_t b; memcpy(&b, &d, 8); return b; }
    if (t == RC_FLOAT) { float f = (float)d; uint32_t b; memcpy(&b, &f, 4); return b; }
#if LN_HAS_HALF
    { _Float16 h = (_Float16)d; uint16_t b; memcpy(&b, &h, 2); return b; }
#else
    return 0;
#endif
  }
  k -= TC_FLOAT_EDGES;
  {
    const uint64_t sp[] = {1, 2, (1ull << fb) - 1, 1ull << fb, rc_fmax_bits(t), inf, inf | 1,
                           inf | (1ull << (fb - 1)), ((uint64_t)bias << fb) - 1, (uint64_t)bias << fb};
    if (k < 2 * sizeof sp / sizeof sp[0]) return sp[k / 2] | (k & 1 ? sign : 0);
  }
  {
    static const int centers[] = {0, 7, 8, 15, 16, 31, 32, 63, 64, -14, -24, -25, 127, -126, -149, -150,
                                  23, 24, 52, 53, 10, 11, 1, -1, 1023, -1022, 128, -127};
    uint64_t r = tc_rand(), m = tc_rand() & ((1ull << fb) - 1);
    int e;
    if ((r & 3) == 0) e = (int)((r >> 8) % (uint64_t)(1 << eb));
    else {
      e = centers[(r >> 8) % (sizeof centers / sizeof centers[0])] + (int)((r >> 16) % 7) - 3 + bias;
      if (e < 0) e = 0;
      if (e > (1 << eb) - 1) e = (1 << eb) - 1;
    }
    switch ((r >> 24) & 3) {
      case 0: break;
      case 1: { unsigned sh = (unsigned)((r >> 32) % (unsigned)(fb + 1));
                if (sh) m = (m >> sh << sh) | (1ull << (sh - 1));
                break; }
      case 2: m = (r >> 40) & 1 ? (1ull << fb) - 1 : 0; break;
      default: { unsigned sh = (unsigned)((r >> 32) % (unsigned)(fb + 1)); m = m >> sh << sh; break; }
    }
    return ((r >> 63) ? sign : 0) | ((uint64_t)e << fb) | m;
  }
}

static uint64_t cv_value(int t) {
  unsigned k = cv_k++;
  uint64_t v = rc_is_float(t) ? cv_float_value(t, k) : cv_int_value(rc_bits_of[t], k);
  return v & rc_mask(rc_bits_of[t]);
}

static void cv_store(void *p, int bits, uint64_t v) {
  if (bits == 8) { uint8_t x = (uint8_t)v; memcpy(p, &x, 1); }
  else if (bits == 16) { uint16_t x = (uint16_t)v; memcpy(p, &x, 2); }
  else if (bits == 32) { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); }
  else memcpy(p, &v, 8);
}
static uint64_t cv_load(const void *p, int bits) {
  if (bits == 8) { uint8_t x; memcpy(&x, p, 1); return x; }
  if (bits == 16) { uint16_t x; memcpy(&x, p, 2); return x; }
  if (bits == 32) { uint32_t x; memcpy(&x, p, 4); return x; }
  { uint64_t x; memcpy(&x, p, 8); return x; }
}

/* Fills a source of type t with n lanes (0 = scalar) with the next inputs; a 3-lane source
 * gets random garbage in its padding lane. */
__attribute__((noinline)) static void cv_fill(int t, int n, void *dst, size_t size) {
  unsigned char buf[128];
  int bits = rc_bits_of[t], lanes = n == 3 ? 4 : n ? n : 1;
  for (int i = 0; i < lanes; i++) {
    uint64_t v = (n == 3 && i == 3) ? tc_rand() : cv_value(t);
    cv_in[i] = v & rc_mask(bits);
    cv_store(buf + i * (bits / 8), bits, v);
  }
  memcpy(dst, buf, size);
}

/* Compares every lane of out (type d, n lanes, 0 = scalar) with the model. */
__attribute__((noinline)) static void cv_check(int s, int d, int n, int sat, int mode, const void *out, const char *name) {
  int bits = rc_bits_of[d], lanes = n ? n : 1;
  for (int i = 0; i < lanes; i++) {
    uint64_t want = ref_convert(s, cv_in[i], d, sat, mode); /* NaN bits too (docs/semantics.md) */
    uint64_t got = cv_load((const char *)out + i * (bits / 8), bits);
    TC_CHECK(got == want, "%s(%s%d) lane %d: input 0x%llx gave 0x%llx, want 0x%llx",
             name, rc_name[s], n, i, (unsigned long long)cv_in[i], (unsigned long long)got,
             (unsigned long long)want);
  }
  if (n == 3) TC_CHECK(cv_load((const char *)out + 3 * (bits / 8), bits) == 0, "%s(%s3): padding lane not 0",
                       name, rc_name[s]);
}

#define CV(DT, D, NAME, SAT, MODE) { DT r = NAME(x); cv_check(S_, D, N_, SAT, MODE, &r, #NAME); }
"""


def gen_test(part, dsts):
    out = ['// ' + (HEADER_NOTE % GEN)[3:-4] + '\n',
           '// Conversions to %s: every public name x source type x lane count.\n' % ' '.join(d.name for d in dsts),
           '#include "convert_harness.h"\n']
    calls = []
    for s in ELEMS:
        for n in (None,) + s.lanes:
            if n is not None and not any(n in d.lanes for d in dsts):
                continue            # e.g. char32 -> int: no int32
            fname = 't_%s' % s.tname(n)
            body = ['static void %s(void) {\n' % fname,
                    '  enum { S_ = RC_%s, N_ = %d };\n' % (s.name.upper(), n or 0),
                    '  cv_k = 0;\n',
                    '  for (int it = 0; it < CV_ITERS; it++) {\n',
                    '    %s x; cv_fill(S_, N_, &x, sizeof x);\n' % (s.vec(n) if n else s.scalar)]
            for d in dsts:
                if n is not None and n not in d.lanes:
                    continue
                lines = []
                for sat in (['', '_sat'] if d.is_int else ['']):
                    for i, r in enumerate(SUFFIXES):
                        name = 'ln_convert_%s%s%s' % (d.tname(n), sat, r)
                        lines.append('    CV(%s, RC_%s, %s, %d, %d)\n' % (
                            d.vec(n) if n else d.scalar, d.name.upper(), name, 1 if sat else 0, i))
                text = ''.join(lines)
                if d.half and not s.half:
                    text = '#if LN_HAS_HALF\n' + text + '#endif\n'
                body.append(text)
            body.append('  }\n}\n')
            text = ''.join(body)
            if s.half:
                text = '#if LN_HAS_HALF\n' + text + '#endif\n'
                calls.append('#if LN_HAS_HALF\n  %s();\n#endif\n' % fname)
            else:
                calls.append('  %s();\n' % fname)
            out.append(text)
    out.append('\nint main(void) {\n  tc_family = "convert_%s";\n  tc_seed_from_env();\n' % part)
    out.extend(calls)
    out.append('  return tc_finish("test_convert_%s");\n}\n' % part)
    return ''.join(out)


AS_HEAD = r"""#include <lanes/convert.h>
#include <lanes/integer.h>
#include "common/check.h"

/* Byte model of as_type: the operand's bytes (a 3-lane operand's padding lane as zero bytes),
 * then a 3-lane result's padding lane set to zero. */
__attribute__((noinline)) static void as_check(const void *src, size_t size, int src3, const void *got, int dst3, const char *name) {
  unsigned char want[128];
  memcpy(want, src, size);
  if (src3) memset(want + size / 4 * 3, 0, size / 4);
  if (dst3) memset(want + size / 4 * 3, 0, size / 4);
  TC_CHECK(memcmp(want, got, size) == 0, "%s: bytes differ", name);
}

__attribute__((noinline)) static void as_fill(void *p, size_t size) {
  unsigned char *b = p;
  for (size_t i = 0; i < size; i++) b[i] = (unsigned char)tc_rand();
}

#define AS(ST, S3, DT, D3, NAME) { ST x; DT r; as_fill(&x, sizeof x); r = NAME(x); as_check(&x, sizeof x, S3, &r, D3, #NAME "(" #ST ")"); }
"""


AS_TAIL = r"""
/* Spot checks: OpenCL's examples, scalar C types, Clang comparison types, 3-lane rules,
 * single evaluation, and nesting. */
static void spot(void) {
  ln_float f = ln_as_float(0x3f800000);
  TC_CHECK(f == 1.0f, "as_float(0x3f800000)");
  TC_CHECK(ln_as_uint(1.0f) == 0x3f800000u, "as_uint(1.0f)");
  TC_CHECK(ln_as_long(-0.0) == (ln_long)0x8000000000000000ull, "as_long(-0.0)");
  {
    ln_float4 v = {1.0f, 2.0f, 3.0f, 4.0f};
    ln_int3 i3 = ln_as_int3(v);
    TC_CHECK(i3.v[0] == 0x3f800000 && i3.v[1] == 0x40000000 && i3.v[2] == 0x40400000 && i3.v[3] == 0,
             "as_int3(float4) keeps lanes 0..2");
    ln_float3 f3 = {{1.0f, 2.0f, 3.0f, 9.0f}};
    ln_int4 i4 = ln_as_int4(f3);
    TC_CHECK(i4[0] == 0x3f800000 && i4[2] == 0x40400000 && i4[3] == 0, "as_int4(float3): padding reads as 0");
    ln_uchar4 b = ln_as_uchar4(0x01020304u);
    uint32_t u = 0x01020304u;
    TC_CHECK(memcmp(&b, &u, 4) == 0, "as_uchar4(uint) is memory order");
  }
  {
    volatile char c = -3;
    volatile signed char sc = -3;
    volatile unsigned long ul = 4000000000ul;
    volatile long long ll = -5;
    volatile double dd = 2.5;
    TC_CHECK(ln_convert_int(c) == (char)-3, "convert_int(char)");
    TC_CHECK(ln_convert_uchar_sat(sc) == 0, "convert_uchar_sat(signed char)");
    TC_CHECK(ln_convert_int_sat(ul) == 2147483647 && ln_convert_int(ul) == (ln_int)-294967296, "convert_int[_sat](unsigned long)");
    TC_CHECK(ln_convert_double(ll) == -5.0, "convert_double(long long)");
    TC_CHECK(ln_convert_int_rte(dd) == 2 && ln_convert_int_rtp(dd) == 3 && ln_convert_int(dd) == 2 &&
             ln_convert_int_rtn(-dd) == -3, "convert_int_rX(double)");
  }
  {
    ln_char4 a = {1, 5, -3, 0}, b = {2, 5, -4, 0};
    ln_float4 r = ln_convert_float4(a < b);
    TC_CHECK(r[0] == -1.0f && r[1] == 0.0f && r[2] == 0.0f && r[3] == 0.0f, "convert_float4(char4 < char4)");
    ln_long2 la = {1, 2}, lb = {2, 1};
    ln_double2 rd = ln_convert_double2(la < lb);
    TC_CHECK(rd[0] == -1.0 && rd[1] == 0.0, "convert_double2(long2 < long2)");
  }
  {
    const ln_float4 cf = {1.0f, 2.0f, 3.0f, 4.0f};
    const ln_float3 cf3 = {{1.0f, 2.0f, 3.0f, 5.0f}};
    ln_uint4 u4 = ln_as_uint4(cf), u3 = ln_as_uint4(cf3);
    ln_int4 ci = ln_convert_int4(cf);
    ln_int3 ci3 = ln_convert_int3_sat(cf3);
    TC_CHECK(u4[3] == 0x40800000u && u3[3] == 0 && cf3.v[3] == 5.0f && ci[1] == 2 && ci3.v[2] == 3 && ci3.v[3] == 0,
             "const operands");
  }
  {
    ln_float4 v[2] = {{1.5f, 2.5f, -3.5f, 1e10f}, {0}};
    int i = 0;
    ln_int4 r = ln_convert_int4_sat_rte(v[i++]);
    TC_CHECK(i == 1, "argument evaluated once");
    TC_CHECK(r[0] == 2 && r[1] == 2 && r[2] == -4 && r[3] == 2147483647, "convert_int4_sat_rte");
    ln_uchar4 n = ln_convert_uchar4_sat(ln_convert_int4_rtn(ln_convert_float4(ln_convert_short4_sat(v[0]))));
    TC_CHECK(n[0] == 1 && n[1] == 2 && n[2] == 0 && n[3] == 255, "nested conversions");
  }
}

/* A floating scalar meeting floating lanes of another type (ln_splat, the scalar operand of
 * ln_max / ln_clamp) converts as ln_convert_* does: a NaN keeps its sign and payload
 * (docs/semantics.md), also where C's own conversion gives the canonical NaN (RISC-V) or keeps
 * a signalling NaN signalling (POWER).
 * ln_max and ln_clamp return the NaN operand here (y of x > y ? x : y). */
static uint64_t bits_of(const void *p, size_t n) {
  uint16_t h;
  uint32_t w;
  uint64_t b;
  if (n == 2) { memcpy(&h, p, 2); return h; }
  if (n == 4) { memcpy(&w, p, 4); return w; }
  memcpy(&b, p, 8);
  return b;
}
#define LANE_BITS(v, i, n) bits_of((const char *)&(v) + (size_t)(i) * (n), n)
static void implicit_nan(void) {
  volatile uint64_t vdb = 0xfff4123456789abcull;   /* negative, signalling */
  volatile uint32_t vfb = 0xff812345u;             /* negative, signalling */
  uint64_t db = vdb;
  uint32_t fb = vfb;
  double d;
  float f;
  memcpy(&d, &db, 8);
  memcpy(&f, &fb, 4);
  ln_float4 s4 = ln_splat(ln_float4, d), m4 = ln_max(((ln_float4){0}), d), c4 = ln_clamp(((ln_float4){0}), -1.0, d);
  ln_float3 s3 = ln_splat(ln_float3, d);
  ln_double2 s2 = ln_splat(ln_double2, f), m2 = ln_max(((ln_double2){0}), f), c2 = ln_clamp(((ln_double2){0}), -1.0f, f);
  ln_float cf = ln_convert_float(d);
  ln_double cd = ln_convert_double(f);
  TC_CHECK(bits_of(&cf, 4) == 0xffe091a2u && bits_of(&cd, 8) == 0xfff82468a0000000ull,
           "ln_convert_float/double of a NaN: 0x%llx 0x%llx", (unsigned long long)bits_of(&cf, 4),
           (unsigned long long)bits_of(&cd, 8));
  for (int i = 0; i < 4; i++) {
    TC_CHECK(LANE_BITS(s4, i, 4) == 0xffe091a2u, "ln_splat(ln_float4, double NaN) lane %d: 0x%llx", i,
             (unsigned long long)LANE_BITS(s4, i, 4));
    TC_CHECK(LANE_BITS(m4, i, 4) == 0xffe091a2u && LANE_BITS(c4, i, 4) == 0xffe091a2u,
             "ln_max / ln_clamp(ln_float4, double NaN) lane %d", i);
  }
  TC_CHECK(LANE_BITS(s3, 2, 4) == 0xffe091a2u, "ln_splat(ln_float3, double NaN)");
  for (int i = 0; i < 2; i++) {
    TC_CHECK(LANE_BITS(s2, i, 8) == 0xfff82468a0000000ull, "ln_splat(ln_double2, float NaN) lane %d: 0x%llx", i,
             (unsigned long long)LANE_BITS(s2, i, 8));
    TC_CHECK(LANE_BITS(m2, i, 8) == 0xfff82468a0000000ull && LANE_BITS(c2, i, 8) == 0xfff82468a0000000ull,
             "ln_max / ln_clamp(ln_double2, float NaN) lane %d", i);
  }
#if LN_HAS_HALF
  {
    volatile uint16_t vhb = 0xfd2bu;                 /* negative, signalling */
    uint16_t hb = vhb;
    ln_half h;
    memcpy(&h, &hb, 2);
    ln_half4 sh = ln_splat(ln_half4, d), mh = ln_max(((ln_half4){0}), d);
    ln_float4 fh = ln_splat(ln_float4, h);
    ln_double2 dh = ln_max(((ln_double2){0}), h);
    for (int i = 0; i < 4; i++)
      TC_CHECK(LANE_BITS(sh, i, 2) == 0xff04u && LANE_BITS(mh, i, 2) == 0xff04u && LANE_BITS(fh, i, 4) == 0xffe56000u,
               "half NaN scalar / lanes, lane %d", i);
    TC_CHECK(LANE_BITS(dh, 0, 8) == 0xfffcac0000000000ull && LANE_BITS(dh, 1, 8) == 0xfffcac0000000000ull,
             "ln_max(ln_double2, half NaN)");
  }
#endif
}

int main(void) {
  tc_family = "convert_as";
  tc_seed_from_env();
  as_all();
  spot();
  implicit_nan();
  return tc_finish("test_convert_as");
}
"""


def gen_as_test():
    types = []
    for e in ELEMS:
        types.append((e, None))
        for n in e.lanes:
            types.append((e, n))

    def size(t):
        e, n = t
        return e.bytes * (lntypes.storage_lanes(n) if n else 1)

    out = ['// ' + (HEADER_NOTE % GEN)[3:-4] + '\n',
           '// ln_as_*: every pair of same-size types, against a byte model.\n', AS_HEAD]
    calls = []
    for d in types:
        fname = 'as_%s' % d[0].tname(d[1])
        body = ['static void %s(void) {\n  for (int it = 0; it < 8; it++) {\n' % fname]
        for s in types:
            if size(s) != size(d):
                continue
            line = '    AS(%s, %d, %s, %d, ln_as_%s)\n' % (
                s[0].vec(s[1]) if s[1] else s[0].scalar, s[1] == 3,
                d[0].vec(d[1]) if d[1] else d[0].scalar, d[1] == 3, d[0].tname(d[1]))
            if s[0].half and not d[0].half:
                line = '#if LN_HAS_HALF\n' + line + '#endif\n'
            body.append(line)
        body.append('  }\n}\n')
        text = ''.join(body)
        call = '  %s();\n' % fname
        if d[0].half:
            text = '#if LN_HAS_HALF\n' + text + '#endif\n'
            call = '#if LN_HAS_HALF\n' + call + '#endif\n'
        out.append(text)
        calls.append(call)
    out.append('static void as_all(void) {\n' + ''.join(calls) + '}\n')
    out.append(AS_TAIL)
    return ''.join(out)


def gen_harness():
    """The part every test_convert_<part>.c shares: inputs, lane access, the CV checker."""
    return ('// ' + (HEADER_NOTE % GEN)[3:-4] + '\n'
            '// Shared by the test_convert_*.c files (one translation unit each).\n'
            '#ifndef LANES_TEST_CONVERT_HARNESS_H\n#define LANES_TEST_CONVERT_HARNESS_H\n'
            + TEST_HEAD + '#endif\n')


def main():
    lntypes.write('tests/unit/convert_harness.h', gen_harness())
    lntypes.write('include/lanes/impl/generic/convert.h', gen_generic())
    lntypes.write('include/lanes/convert.h', gen_public())
    for part, dsts in TEST_PARTS:
        lntypes.write('tests/unit/test_convert_%s.c' % part, gen_test(part, [BY_NAME[d] for d in dsts]))
    lntypes.write('tests/unit/test_convert_as.c', gen_as_test())


if __name__ == '__main__':
    main()
