#!/usr/bin/env python3
"""Generates the OpenCL shuffle / shuffle2 family:

  include/lanes/shuffle.h               public typed functions, generic macros, constant forms
  include/lanes/impl/common/shuffle.h   internal unsigned vector types (portable and ISA code)
  include/lanes/impl/generic/shuffle.h  portable kernels (always compiled) and the kernel choice
  include/lanes/impl/x86/shuffle.h      SSSE3 / AVX2 / AVX-512 kernels per shape
  include/lanes/impl/arm/shuffle.h      AArch64 NEON kernels per shape

The x86 and NEON kernels are C, in include/lanes/impl/{x86,arm}/shuffle_kernels.h (macros
that define the kernel of one shape); this generator writes one instance per shape and path it
picks, and the hook naming it.

Kernels work on unsigned lanes of the element width (bits 8/16/32/64): a shuffle only
moves bits, so ln_float4 and ln_int4 share the u32 kernels (bit casts in the typed
wrappers).  A shape <U><m>_<U><n> (U = uchar, ushort, uint, ulong) names x's and the mask's
types.  An ISA kernel is ln__shuffle_<path>_u<bits>_<m>_<n> (ln__shuffle2_...) and its hook
LN__ISA_shuffle_<shape> (LN__ISA_shuffle2_...); the portable kernel is
ln__portable_shuffle_<shape>, and ln__shuffle_<shape>, which the public functions call,
takes the hook when it is defined, else the portable kernel.
"""
from lntypes import ELEMS, POW2_LANES, HEADER_NOTE, half_guard, write, write_block, unsigned_int_of_width

ME = 'gen_shuffle.py'
BITS = (8, 16, 32, 64)
OPS = ((1, 'shuffle'), (2, 'shuffle2'))
# The name every invalid ln_shuffle / ln_shuffle2 call reports (the default of its _Generic).
ERROR = 'ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16_32_64'


def lanes_of(bits):
    """The lane counts m and n of shapes of `bits`-bit lanes: those of the element types of that
    width (2, 4, 8, 16, and 32 / 64 where the vector is at most 512 bits)."""
    return unsigned_int_of_width(bits).pow2_lanes


def shapes(bits):
    """(m, n) of every shape of `bits`-bit lanes."""
    return [(m, n) for m in lanes_of(bits) for n in lanes_of(bits)]


def log2(v):
    return v.bit_length() - 1


def ut(bits, lanes):
    """Internal unsigned vector type of `lanes` lanes of `bits` bits."""
    return 'ln__u%dx%d' % (bits, lanes)


def uscal(bits):
    return 'uint%d_t' % bits


def opname(op):
    return 'shuffle' if op == 1 else 'shuffle2'


def shape(bits, m, n):
    """<U><m>_<U><n> (U = uchar, ushort, uint, ulong): the shape in kernel and hook names."""
    u = unsigned_int_of_width(bits)
    return '%s_%s' % (u.tname(m), u.tname(n))


def params(op, bits, m, n):
    if op == 1:
        return '%s x, %s mask' % (ut(bits, m), ut(bits, n))
    return '%s x, %s y, %s mask' % (ut(bits, m), ut(bits, m), ut(bits, n))


def args(op):
    return 'x, mask' if op == 1 else 'x, y, mask'


def hook(op, bits, m, n):
    """The plug-in name of impl/target.h: LN__ISA_shuffle_<U><m>_<U><n>."""
    return 'LN__ISA_%s_%s' % (opname(op), shape(bits, m, n))


# ------------------------------------------------------------------ portable kernels

def portable_kernel(op, bits, m, n):
    T = m * op
    name = 'ln__portable_%s_%s' % (opname(op), shape(bits, m, n))
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), name, params(op, bits, m, n))]
    if op == 1:
        s = 'x'
    else:
        o.append('  union { %s h[2]; %s p[1]; } tu = {.h = {x, y}};\n' % (ut(bits, m), ut(bits, T)))
        s = 'tu.p[0]'
    o.append('  %s k = mask & (%s)%d;\n' % (ut(bits, n), uscal(bits), T - 1))
    o.append('  return (%s){%s};\n}\n' % (ut(bits, n), ', '.join('%s[k[%d]]' % (s, i) for i in range(n))))
    return ''.join(o)


def selected_kernel(op, bits, m, n):
    """ln__<op>_<shape>: the ISA kernel when impl/<isa>/shuffle.h defines its hook, else the
    portable one."""
    h, sh, a = hook(op, bits, m, n), shape(bits, m, n), args(op)
    return ('LN_INLINE %s ln__%s_%s(%s) {\n#ifdef %s\n  return %s(%s);\n#else\n'
            '  return ln__portable_%s_%s(%s);\n#endif\n}\n'
            % (ut(bits, n), opname(op), sh, params(op, bits, m, n), h, h, a, opname(op), sh, a))


def common_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_COMMON_SHUFFLE_H
#define LANES_IMPL_COMMON_SHUFFLE_H
/* Internal unsigned vector types ln__u<bits>x<lanes> of the shuffle kernels, portable and ISA
 * (standard lane counts alias the public types). */
#include "../../types.h"

''')
    for bits in BITS:
        e = unsigned_int_of_width(bits)
        L = 2
        while L * bits // 8 <= 256:
            if L in e.pow2_lanes:
                o.append('typedef %s %s;\n' % (e.vec(L), ut(bits, L)))
            else:
                o.append('typedef %s %s __attribute__((vector_size(%d)));\n' % (uscal(bits), ut(bits, L), L * bits // 8))
            L *= 2
    o.append('\n#endif /* LANES_IMPL_COMMON_SHUFFLE_H */\n')
    return ''.join(o)


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_SHUFFLE_H
#define LANES_IMPL_GENERIC_SHUFFLE_H
/* Shuffle kernels per shape (internal), the shape <U><m>_<U><n> naming x's and the mask's
 * unsigned vector types (U = uchar, ushort, uint, ulong):
 *   ln__portable_shuffle_<shape> (ln__portable_shuffle2_...): lane i of the result =
 *     t[mask[i] & (T-1)], t = x (T = m) or x then y (T = 2m).  The index is masked first, so no
 *     read is ever out of bounds.  Always compiled: tests compare the ISA kernels with these.
 *   ln__shuffle_<shape> (ln__shuffle2_...), which the public functions call: the ISA kernel
 *     LN__ISA_shuffle_<shape> when the ISA header defines it, else the portable kernel. */
''')
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        for bits in BITS:
            for m, n in shapes(bits):
                o.append(portable_kernel(op, bits, m, n) + selected_kernel(op, bits, m, n))
    o.append('\n#endif /* LANES_IMPL_GENERIC_SHUFFLE_H */\n')
    return ''.join(o)


def instance(guard, macro, op, bits, m, n, path, extra=''):
    """The kernel of one shape and path and its hook, under #if guard when there is one."""
    t = '%s(%s, %d, %d, %d%s)\n#define %s ln__%s_%s_u%d_%d_%d\n' % (
        macro, opname(op), bits, m, n, extra, hook(op, bits, m, n), opname(op), path, bits, m, n)
    return '#if %s\n%s#endif\n' % (guard, t) if guard else t


# Which kernels an ISA path provides: kept only where measured faster than the portable
# path on Zen 4 (bench/bench_shuffle_kernels.c built with -march=x86-64-v2 / -v3 / -v4):
# pshufb loses for 2-byte results, for results of at most 8 bytes (16 for tables over 32
# bytes) looked up in several 16-byte tables, and for 64-bit lanes in tables over 32 bytes;
# AVX2 vpermd loses for 2-lane 64-bit results from tables over 16 bytes.  Every AVX-512
# kernel measured faster (1.07x to 14x).
def want_ssse3(op, bits, m, n):
    w = bits // 8
    tb = m * op * w
    nb = n * w
    if tb > 64 or (bits == 8 and n == 2):
        return False
    if (nb <= 8 and tb > 16) or (nb <= 16 and tb > 32):
        return False
    return not (bits == 64 and tb > 32)


def want_avx2(op, bits, m, n):
    if bits < 32:
        return False
    if bits == 64 and n == 2 and m * op * 8 > 16:
        return False
    return m * op * bits // 8 <= 128


def want_avx2_bytes(op, bits, m, n):
    """vpshufb ymm per 16-byte table piece: 8/16-bit lanes, results of 32 or 64 bytes, tables of
    at most 128 bytes.  Measured on Zen 5 (-march=x86-64-v3): faster than the SSSE3 kernel and
    the portable one for every such shape (32-byte results 0.6-2 ns against 5 ns and more)."""
    w = bits // 8
    return bits <= 16 and n * w >= 32 and m * op * w <= 128


def want_avx2_small(op, bits, m, n):
    """pshufb + pblendvb on 16-byte registers: 8/16-bit lanes, results of 8 or 16 bytes from
    tables of 64 or 128 bytes (which SSSE3's kernel leaves to the portable one).  Measured on
    Zen 5 (bench/bench_shuffle_kernels.c, -march=x86-64-v3): 1.2x to 5x faster than the
    portable kernel for 8- and 16-byte results; slower for 2-byte, mixed for 4-byte ones."""
    w = bits // 8
    return bits <= 16 and 8 <= n * w <= 16 and 64 <= m * op * w <= 128


def want_avx512(op, bits, m, n):
    return True


def avx512_register(op, bits, m, n):
    """Bits of the AVX-512 kernel's registers: room for the result and half the table (vpermi2*
    reads two registers), 16 to 64 bytes."""
    w = bits // 8
    return 8 * min(64, max(16, n * w, m * op * w // 2))


def x86_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_X86_SHUFFLE_H
#define LANES_IMPL_X86_SHUFFLE_H
/* x86 shuffle kernels (internal): per shape, the path it takes, the first of
 *   AVX-512 (BW+VL; VBMI for 8-bit lanes), AVX2 (32/64-bit lanes; 8/16-bit lanes with results
 *   of 32 or 64 bytes, or of 8 or 16 bytes from 64- or 128-byte tables), SSSE3
 * that the target has and that is faster there than the portable kernel, instantiated from
 * impl/x86/shuffle_kernels.h.  Every kernel masks or wraps the index itself: no input is out
 * of range. */
#include "shuffle_kernels.h"
#if LN_TARGET_SSSE3
''')
    conds = {8: 'LN_TARGET_AVX512VBMI', 16: 'LN_TARGET_AVX512', 32: 'LN_TARGET_AVX512', 64: 'LN_TARGET_AVX512'}
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        for bits in BITS:
            for m, n in shapes(bits):
                unset = '!defined(%s)' % hook(op, bits, m, n)
                if want_avx512(op, bits, m, n):
                    o.append(instance(conds[bits], 'LN__X86_SHUFFLE_AVX512', op, bits, m, n, 'avx512',
                                      ', %d' % avx512_register(op, bits, m, n)))
                if want_avx2(op, bits, m, n):
                    o.append(instance('LN_TARGET_AVX2 && ' + unset, 'LN__X86_SHUFFLE_AVX2', op, bits, m, n, 'avx2'))
                if want_avx2_small(op, bits, m, n):
                    o.append(instance('LN_TARGET_AVX2 && ' + unset, 'LN__X86_SHUFFLE_AVX2_SMALL', op, bits, m, n,
                                      'avx2'))
                if want_avx2_bytes(op, bits, m, n):
                    o.append(instance('LN_TARGET_AVX2 && ' + unset, 'LN__X86_SHUFFLE_AVX2_BYTES', op, bits, m, n,
                                      'avx2'))
                if want_ssse3(op, bits, m, n):
                    o.append(instance(unset, 'LN__X86_SHUFFLE_SSSE3', op, bits, m, n, 'ssse3'))
    o.append('\n#endif /* LN_TARGET_SSSE3 */\n#endif /* LANES_IMPL_X86_SHUFFLE_H */\n')
    return ''.join(o)


# ------------------------------------------------------------------ AArch64

def arm_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_ARM_SHUFFLE_H
#define LANES_IMPL_ARM_SHUFFLE_H
/* AArch64 NEON shuffle kernels (internal): every shape takes the tbl kernel of
 * impl/arm/shuffle_kernels.h. */
#include "shuffle_kernels.h"
#if LN_TARGET_NEON
''')
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        for bits in BITS:
            for m, n in shapes(bits):
                o.append(instance(None, 'LN__NEON_SHUFFLE', op, bits, m, n, 'neon'))
    o.append('\n#endif /* LN_TARGET_NEON */\n#endif /* LANES_IMPL_ARM_SHUFFLE_H */\n')
    return ''.join(o)


# ------------------------------------------------------------------ public header

def public_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_SHUFFLE_H
#define LANES_SHUFFLE_H
/* lanes/shuffle.h -- OpenCL C shuffle and shuffle2.
 *
 * ln_shuffle(x, mask): x is ln_T<m>, mask is ln_U<n>, the result ln_T<n>, T any element type
 *   and U the UNSIGNED integer type of T's width (uchar for char/uchar, ushort for
 *   short/ushort/half, uint for int/uint/float, ulong for long/ulong/double).  m and n are,
 *   independently, any lane count T has beyond 3:
 *     char, uchar                          2, 4, 8, 16, 32, 64
 *     short, ushort, half                  2, 4, 8, 16, 32
 *     int, uint, float, long, ulong, double  2, 4, 8, 16
 *   (32 and 64 lanes go beyond OpenCL, whose rule is kept unchanged for them).
 *   Lane i of the result = x[mask[i] & (m - 1)]: only the low ilogb(2m-1) = log2(m) bits of
 *   each mask lane count (6 bits for m = 64, 5 for m = 32); the other bits are ignored (any
 *   mask value is valid).
 * ln_shuffle2(x, y, mask): x and y the same ln_T<m>; lane i = t[mask[i] & (2m - 1)] where
 *   t = x[0..m-1] then y[0..m-1] (log2(m) + 1 bits count: 7 for m = 64, 6 for m = 32).
 * Any other combination (3-lane vectors, scalars, a signed mask, a mask whose element width
 *   is not T's, x and y of different types) does not compile; the error names
 *   %(err)s.
 * Values are moved bit for bit (NaN payloads, -0.0 and denormals included).
 *
 * Typed forms: ln_shuffle_<T><m>_<n>(x, mask) and ln_shuffle2_<T><m>_<n>(x, y, mask),
 *   e.g. ln_shuffle_float4_8(ln_float4 x, ln_uint8 mask) -> ln_float8.
 *
 * Constant indexes (one instruction where the target has one, via __builtin_shufflevector):
 *   LN_SHUFFLE_CONST(x, i0, i1, ...)     lane k = x[ik & (m - 1)]
 *   LN_SHUFFLE2_CONST(x, y, i0, i1, ...) lane k = (x then y)[ik & (2m - 1)]
 *   The indexes are integer constant expressions taken modulo m (2m) as OpenCL takes the mask
 *   (negative ones by their two's complement low bits); their number, 2, 4, 8, 16, 32 or 64,
 *   is the result's lane count, which must be one of T's (32: 8/16-bit lanes, 64: 8-bit).
 *   x (and y) must be vectors of a lane count ln_shuffle takes.
 *
 * Paths: AVX-512 (VBMI/BW with VL), AVX2, SSSE3 on x86 and NEON on AArch64 where the
 * compiler targets them, else the portable kernels (impl/generic/shuffle.h).  At 32 and 64
 * lanes: AVX-512 VBMI shuffles 64 bytes by one vpermb (ln_shuffle) or vpermi2b (ln_shuffle2),
 * AVX-512BW 32 16-bit lanes by one vpermw / vpermi2w; AVX2 looks up 32 result bytes by one
 * vpshufb per 16 table bytes and vpblendvb (8 or 16 result bytes: pshufb and pblendvb); SSSE3 by pshufb per 16 table bytes for tables of
 * at most 64 bytes; NEON by tbl/tbx.  Where none of these pays (for instance SSSE3 with a 128-byte table,
 * or a result of 2 or 4 bytes from a table over 32 bytes without AVX-512) the portable kernel
 * runs.
 */
#include "types.h"
#include "impl/target.h"
#include "impl/common/shuffle.h"
#if LN_TARGET_X86
#include "impl/x86/shuffle.h"
#elif LN_TARGET_NEON
#include "impl/arm/shuffle.h"
#endif
#include "impl/generic/shuffle.h"
''' % {'err': ERROR})
    o.append('\n/* ---- ln_shuffle ---- */\n')
    for e in ELEMS:
        t = ''
        for m in e.pow2_lanes:
            for n in e.pow2_lanes:
                u = unsigned_int_of_width(e.bits)
                t += 'LN_INLINE %s ln_shuffle_%s_%d(%s x, %s mask) { return (%s)ln__shuffle_%s((%s)x, mask); }\n' % (
                    e.vec(n), e.tname(m), n, e.vec(m), u.vec(n), e.vec(n), shape(e.bits, m, n), u.vec(m))
        o.append(half_guard(e, t))
    o.append('\n/* ---- ln_shuffle2 ---- */\n')
    for e in ELEMS:
        t = ''
        for m in e.pow2_lanes:
            for n in e.pow2_lanes:
                u = unsigned_int_of_width(e.bits)
                t += 'LN_INLINE %s ln_shuffle2_%s_%d(%s x, %s y, %s mask) { return (%s)ln__shuffle2_%s((%s)x, (%s)y, mask); }\n' % (
                    e.vec(n), e.tname(m), n, e.vec(m), e.vec(m), u.vec(n), e.vec(n), shape(e.bits, m, n), u.vec(m), u.vec(m))
        o.append(half_guard(e, t))
    # dispatch keys
    tidx = {e.name: i + 1 for i, e in enumerate(ELEMS)}
    wi = {8: 1, 16: 2, 32: 3, 64: 4}
    xk_h = ', '.join('%s: %d' % (BY('half').vec(m), tidx['half'] * 8 + log2(m)) for m in BY('half').pow2_lanes)
    xk_l = ', '.join('ln__cmplong%d: %d' % (m, tidx['long'] * 8 + log2(m)) for m in POW2_LANES)
    xk = ', '.join('%s: %d' % (e.vec(m), tidx[e.name] * 8 + log2(m)) for e in ELEMS if not e.half for m in e.pow2_lanes)
    xk += ', ' + ', '.join('ln__cmpchar%d: %d' % (m, tidx['char'] * 8 + log2(m)) for m in BY('char').pow2_lanes)
    mk = ', '.join('%s: %d' % (unsigned_int_of_width(b).vec(n), wi[b] * 8 + log2(n)) for b in BITS for n in lanes_of(b))
    o.append('''
/* ---- generic selection ---- */
/* Internal: one _Generic on a pointer-to-array type whose sizes encode x's type and the
 * mask's type (each found by a short _Generic), so a call costs one flat selection. */
#if LN_HAS_HALF
#define LN__SHUF_XK_H %s,
#else
#define LN__SHUF_XK_H
#endif
#if __SIZEOF_LONG__ == 8
#define LN__SHUF_XK_L %s,
#else
#define LN__SHUF_XK_L
#endif
#define LN__SHUF_XK(x) _Generic((x), LN__SHUF_XK_H LN__SHUF_XK_L %s, default: 1)
#define LN__SHUF_MK(k) _Generic((k), %s, default: 2)
struct %s { int unused; };
static const struct %s
    %s __attribute__((unused)) = {0};
''' % (xk_h, xk_l, xk, mk, ERROR, ERROR, ERROR))
    for op, name in OPS:
        plain, half = [], []
        for e in ELEMS:
            for m in e.pow2_lanes:
                for n in e.pow2_lanes:
                    a = tidx[e.name] * 8 + log2(m)
                    b = wi[e.bits] * 8 + log2(n)
                    key = 'char (*)[%d][%d]' % (a, b) if op == 1 else 'char (*)[%d][%d][%d]' % (a, a, b)
                    (half if e.half else plain).append('%s: ln_%s_%s_%d' % (key, name, e.tname(m), n))
        M = 'LN__SHUF_LIST' if op == 1 else 'LN__SHUF2_LIST'
        o.append('#if LN_HAS_HALF\n#define %s_H %s,\n#else\n#define %s_H\n#endif\n' % (M, ', '.join(half), M))
        o.append('#define %s %s_H \\\n    %s\n' % (M, M, ', \\\n    '.join(plain)))
    o.append('''
/* ln_shuffle(x, mask): lane i = x[mask[i] & (m-1)]; see the top of this file. */
#define ln_shuffle(x, mask) _Generic((char (*)[LN__SHUF_XK(x)][LN__SHUF_MK(mask)])0, LN__SHUF_LIST, \\
    default: %(err)s)((x), (mask))
/* ln_shuffle2(x, y, mask): lane i = (x then y)[mask[i] & (2m-1)]; x and y of one type. */
#define ln_shuffle2(x, y, mask) _Generic((char (*)[LN__SHUF_XK(x)][LN__SHUF_XK(y)][LN__SHUF_MK(mask)])0, \\
    LN__SHUF2_LIST, \\
    default: %(err)s)((x), (y), (mask))
''' % {'err': ERROR})
    o.append(const_forms())
    o.append('''
#endif /* LANES_SHUFFLE_H */
''')
    return ''.join(o)


CONST_COUNTS = (2, 4, 8, 16, 32, 64)


def const_forms():
    """LN_SHUFFLE_CONST / LN_SHUFFLE2_CONST: the index count (LN__SC_N: the count when it is one
    of CONST_COUNTS, else BAD) picks LN__SC_<count>, which masks each index."""
    top = max(CONST_COUNTS)
    counts = ', '.join(str(c) if c in CONST_COUNTS else 'BAD' for c in range(top, 0, -1))
    o = ['\n/* ---- constant forms ---- */\n']
    o.append('#define LN__SC_N(...) LN__SC_N_(__VA_ARGS__, %s, 0)\n' % counts)
    o.append('#define LN__SC_N_(%s, N, ...) N\n' % ', '.join('a%d' % i for i in range(1, top + 1)))
    o.append('#define LN__SC_CAT(a, b) LN__SC_CAT_(a, b)\n#define LN__SC_CAT_(a, b) a##b\n')
    o.append('#define LN__SC_I(k, i) ((int)(i) & ((k) - 1))\n')
    o.append('#define LN__SC_2(k, a, b) LN__SC_I(k, a), LN__SC_I(k, b)\n')
    for c in CONST_COUNTS[1:]:
        h = c // 2
        o.append('#define LN__SC_%d(k, %s) \\\n    LN__SC_%d(k, %s), LN__SC_%d(k, %s)\n' % (
            c, ', '.join('i%d' % i for i in range(c)), h, ', '.join('i%d' % i for i in range(h)),
            h, ', '.join('i%d' % i for i in range(h, c))))
    o.append('#define LN__SC_BAD(k, ...) ln_shuffle_const_takes_2_4_8_16_32_or_64_indexes\n')
    o.append('#define LN__SC_VS(x) _Generic((x), %s, default: 1)\n'
             % ', '.join('LN__K_N%d(%d)' % (c, c) for c in CONST_COUNTS))
    o.append('''/* The result must be a lanes type: 32 indexes need 8- or 16-bit lanes, 64 need 8-bit ones. */
#define LN__SC_CHECK(r) _Static_assert(sizeof(r) <= 16 * sizeof((r)[0]) || sizeof(r) <= 64, \\
    "LN_SHUFFLE_CONST: 32 indexes need 8- or 16-bit lanes, 64 indexes 8-bit lanes")

/* LN_SHUFFLE_CONST(x, i0, ...): lane k = x[ik & (m-1)]; indexes are constants. */
#define LN_SHUFFLE_CONST(x, ...) __extension__({ __typeof__(x) ln__scx = (x); \\
    __auto_type ln__scr = __builtin_shufflevector(ln__scx, ln__scx, \\
        LN__SC_CAT(LN__SC_, LN__SC_N(__VA_ARGS__))(LN__SC_VS(ln__scx), __VA_ARGS__)); \\
    LN__SC_CHECK(ln__scr); ln__scr; })
/* LN_SHUFFLE2_CONST(x, y, i0, ...): lane k = (x then y)[ik & (2m-1)]; x, y of one type. */
#define LN_SHUFFLE2_CONST(x, y, ...) __extension__({ __typeof__(x) ln__scx = (x); __typeof__(y) ln__scy = (y); \\
    __auto_type ln__scr = __builtin_shufflevector(ln__scx, ln__scy, \\
        LN__SC_CAT(LN__SC_, LN__SC_N(__VA_ARGS__))(2 * LN__SC_VS(ln__scx), __VA_ARGS__)); \\
    LN__SC_CHECK(ln__scr); ln__scr; })
''')
    return ''.join(o)


def BY(name):
    return [e for e in ELEMS if e.name == name][0]


# ------------------------------------------------------------------ wide-shape test table

def wide_test_block():
    """The shapes beyond OpenCL's (m or n of 32 or 64) as X-macro lists for
    tests/unit/test_shuffle_wide.c: X(T, U, F, P, M, N), F = 1 for floating lanes, P = 1 when the
    portable kernels are to be called besides the public macros: when T is U (the portable
    kernel of a shape serves every T of its width) and the build has an ISA kernel for the shape
    (without one, the public macros run the portable kernel itself).  P is a macro, 0 or 1,
    defined from the hooks."""
    flags, plain, half = [], [], []
    for e in ELEMS:
        u = unsigned_int_of_width(e.bits)
        for m in e.pow2_lanes:
            for n in e.pow2_lanes:
                if max(m, n) <= max(POW2_LANES):
                    continue
                p = '0'
                if e is u:
                    p = 'ISA_%s' % shape(e.bits, m, n)
                    flags.append('#if defined(%s) || defined(%s)\n#define %s 1\n#else\n#define %s 0\n#endif\n'
                                 % (hook(1, e.bits, m, n), hook(2, e.bits, m, n), p, p))
                (half if e.half else plain).append(
                    '  X(%s, %s, %d, %s, %d, %d)' % (e.name, u.name, int(e.is_float), p, m, n))
    return ('%s#define WIDE_SHAPES(X) \\\n%s\n#if LN_HAS_HALF\n#define WIDE_SHAPES_HALF(X) \\\n%s\n'
            '#else\n#define WIDE_SHAPES_HALF(X)\n#endif\n'
            % (''.join(flags), ' \\\n'.join(plain), ' \\\n'.join(half)))


def main():
    write('include/lanes/impl/common/shuffle.h', common_h())
    write('include/lanes/impl/generic/shuffle.h', generic_h())
    write('include/lanes/impl/x86/shuffle.h', x86_h())
    write('include/lanes/impl/arm/shuffle.h', arm_h())
    write('include/lanes/shuffle.h', public_h())
    write_block('tests/unit/test_shuffle_wide.c', wide_test_block(), ME)


if __name__ == '__main__':
    main()
