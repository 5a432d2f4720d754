#!/usr/bin/env python3
"""Generates the OpenCL shuffle / shuffle2 family:

  include/lanes/shuffle.h               public typed functions, generic macros, constant forms
  include/lanes/impl/common/shuffle.h   internal unsigned vector types (portable and ISA code)
  include/lanes/impl/generic/shuffle.h  portable kernels (always compiled) and the kernel choice
  include/lanes/impl/x86/shuffle.h      SSSE3 / AVX2 / AVX-512 kernels per shape
  include/lanes/impl/arm/shuffle.h      AArch64 NEON kernels per shape

The ISA operations the x86 and NEON kernels use are written in C, in
include/lanes/impl/{x86,arm}/shuffle_kernels.h; this generator only instantiates them per shape
(moving lanes in and out of registers with vector-extension code) and picks the path per shape.

Kernels work on unsigned lanes of the element width (bits 8/16/32/64): a shuffle only
moves bits, so ln_float4 and ln_int4 share the u32 kernels (bit casts in the typed
wrappers).  Kernel names: ln__shuffle_<path>_u<bits>_<m>_<n> and ln__shuffle2_<path>_...,
x has m lanes, mask and result n lanes.  Each ISA file defines, per kernel it provides, the
hook LN__ISA_shuffle_<U><m>_<U><n> (LN__ISA_shuffle2_...; U = uchar, ushort, uint, ulong),
naming the kernel, and LN__ISA_..._PATH, its path name; impl/generic/shuffle.h then defines
LN__SHUFFLE_PICK_u<bits>_<m>_<n> (the kernel the public functions call) and
LN__SHUFFLE_PATH_... from the hook, or from the generic kernel when there is none.
"""
from lntypes import ELEMS, POW2_LANES, HEADER_NOTE, half_guard, write, unsigned_int_of_width

ME = 'gen_shuffle.py'
BITS = (8, 16, 32, 64)
OPS = ((1, 'shuffle'), (2, 'shuffle2'))


def log2(v):
    return v.bit_length() - 1


def ut(bits, lanes):
    """Internal unsigned vector type of `lanes` lanes of `bits` bits."""
    return 'ln__u%dx%d' % (bits, lanes)


def uscal(bits):
    return 'uint%d_t' % bits


def shuf(a, b, idx):
    return '__builtin_shufflevector(%s, %s, %s)' % (a, b, ', '.join(str(i) for i in idx))


def resize(e, src, dst):
    """e (src lanes) -> dst lanes: repeats e when growing (so a table repeated to fill a
    register gives index modulo src for free), keeps the low lanes when shrinking."""
    if src == dst:
        return e
    return shuf(e, e, [i % src for i in range(dst)])


def sub(e, start, cnt, total):
    if start == 0 and cnt == total:
        return e
    return shuf(e, e, range(start, start + cnt))


def kname(op, path, bits, m, n):
    return 'ln__%s_%s_u%d_%d_%d' % ('shuffle' if op == 1 else 'shuffle2', path, bits, m, n)


def combo(bits, m, n):
    return 'u%d_%d_%d' % (bits, m, n)


def params(op, bits, m, n):
    if op == 1:
        return '%s x, %s mask' % (ut(bits, m), ut(bits, n))
    return '%s x, %s y, %s mask' % (ut(bits, m), ut(bits, m), ut(bits, n))


def src_expr(op, bits, m):
    """The table (x, or x then y) as one vector of T lanes."""
    if op == 1:
        return 'x'
    return shuf('x', 'y', range(2 * m))


def hook(op, bits, m, n):
    """The plug-in name of impl/target.h: LN__ISA_shuffle_<U><m>_<U><n>."""
    u = unsigned_int_of_width(bits)
    return 'LN__ISA_%s_%s_%s' % ('shuffle' if op == 1 else 'shuffle2', u.tname(m), u.tname(n))


def picks(op, path, bits, m, n):
    h = hook(op, bits, m, n)
    return '#define %s %s\n#define %s_PATH "%s"\n' % (h, kname(op, path, bits, m, n), h, path)


def pick_guard(op, bits, m, n):
    return '!defined(%s)' % hook(op, bits, m, n)


# ------------------------------------------------------------------ split / join
# Vectors wider than the target's registers are split and joined through unions: GCC turns
# a __builtin_shufflevector on such vectors into lane-by-lane stores and loads.

def table_union(o, op, bits, m, piece, count, name='tu'):
    """Declares union `name` holding the table (x, or x then y) and its `count` pieces of
    type `piece` (name.p[k])."""
    if op == 1:
        o.append('  union { %s v; %s p[%d]; } %s = {.v = x};\n' % (ut(bits, m), piece, count, name))
    else:
        o.append('  union { %s h[2]; %s p[%d]; } %s = {.h = {x, y}};\n' % (ut(bits, m), piece, count, name))


def split(o, expr, vtype, piece, count, name):
    o.append('  union { %s v; %s p[%d]; } %s = {.v = %s};\n' % (vtype, piece, count, name, expr))


# ------------------------------------------------------------------ generic kernels

def generic_kernel(op, bits, m, n):
    T = m * op
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), kname(op, 'generic', bits, m, n), params(op, bits, m, n))]
    if op == 1:
        s = 'x'
    else:
        table_union(o, op, bits, m, ut(bits, T), 1)
        s = 'tu.p[0]'
    o.append('  %s k = mask & (%s)%d;\n' % (ut(bits, n), uscal(bits), T - 1))
    o.append('  return (%s){%s};\n}\n' % (ut(bits, n), ', '.join('%s[k[%d]]' % (s, i) for i in range(n))))
    return ''.join(o)


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
            if L in POW2_LANES:
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
/* Portable shuffle kernels (internal): lane i of the result = t[mask[i] & (T-1)], t = x
 * (T = m) or x then y (T = 2m).  The index is masked first, so no read is ever out of
 * bounds.  Always compiled: tests compare the ISA kernels with these.
 * LN__SHUFFLE_PICK_u<bits>_<m>_<n> (LN__SHUFFLE2_PICK_...): the kernel the public functions
 * call, the ISA hook LN__ISA_shuffle_<U><m>_<U><n> when the ISA header defines it, else the
 * portable kernel; LN__SHUFFLE_PATH_... names its path. */
''')
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        p = 'LN__SHUFFLE_' if op == 1 else 'LN__SHUFFLE2_'
        for bits in BITS:
            for m in POW2_LANES:
                for n in POW2_LANES:
                    o.append(generic_kernel(op, bits, m, n))
                    c, h = combo(bits, m, n), hook(op, bits, m, n)
                    o.append('#ifdef %s\n#define %sPICK_%s %s\n#define %sPATH_%s %s_PATH\n#else\n'
                             '#define %sPICK_%s %s\n#define %sPATH_%s "generic"\n#endif\n'
                             % (h, p, c, h, p, c, h, p, c, kname(op, 'generic', bits, m, n), p, c))
    o.append('\n#endif /* LANES_IMPL_GENERIC_SHUFFLE_H */\n')
    return ''.join(o)


# ------------------------------------------------------------------ byte-index helpers

def byte_index(o, bits, T, n):
    """Appends code computing the byte index in the table of every result byte (lane index
    masked to T-1, times the lane width, plus the byte number), in 16-byte chunks.
    Returns (list of 16-byte index expressions, result bytes)."""
    w = bits // 8
    nb = n * w
    pat = [(i // w) * w for i in range(16)]
    offs = '(%s){%s}' % (ut(8, 16), ', '.join(str(i % w) for i in range(16)))
    if nb <= 16:
        if w == 1:
            o.append('  %s b = mask & (uint8_t)%d;\n' % (ut(8, n), T - 1))
            return [resize('b', n, 16)], nb
        o.append('  %s j = (mask & (%s)%d) << %d;\n' % (ut(bits, n), uscal(bits), T - 1, log2(w)))
        o.append('  %s jb = (%s)%s;\n' % (ut(8, 16), ut(8, 16), resize('j', n, 16 // w)))
        o.append('  %s b = %s + %s;\n' % (ut(8, 16), shuf('jb', 'jb', pat), offs))
        return ['b'], nb
    # wide masks: split first, then compute each 16-byte chunk with native operations
    C = nb // 16
    lanes = 16 // w
    split(o, 'mask', ut(bits, n), ut(bits, lanes), C, 'mu')
    res = []
    for c in range(C):
        if w == 1:
            o.append('  %s b%d = mu.p[%d] & (uint8_t)%d;\n' % (ut(8, 16), c, c, T - 1))
        else:
            o.append('  %s j%d = (mu.p[%d] & (%s)%d) << %d;\n' % (ut(bits, lanes), c, c, uscal(bits), T - 1, log2(w)))
            o.append('  %s jb%d = (%s)j%d;\n' % (ut(8, 16), c, ut(8, 16), c))
            o.append('  %s b%d = %s + %s;\n' % (ut(8, 16), c, shuf('jb%d' % c, 'jb%d' % c, pat), offs))
        res.append('b%d' % c)
    return res, nb


def byte_tables(o, op, bits, m):
    """Appends the table as 16-byte registers t0..t{K-1} (ut(8,16)); returns K."""
    w = bits // 8
    T = m * op
    tb = T * w
    if tb <= 16:
        src = src_expr(op, bits, m)
        o.append('  %s tt = (%s)%s;\n' % (ut(8, tb), ut(8, tb), src if op == 1 else '(%s)%s' % (ut(bits, T), src)))
        o.append('  %s t0 = %s;\n' % (ut(8, 16), resize('tt', tb, 16)))
        return 1
    K = tb // 16
    table_union(o, op, bits, m, ut(8, 16), K)
    for k in range(K):
        o.append('  %s t%d = tu.p[%d];\n' % (ut(8, 16), k, k))
    return K


def chunked_result(o, bits, n, nb, idxs, lookup):
    """Result of nb bytes from the 16-byte index chunks idxs; lookup(idx) -> ut(8,16) expr."""
    if nb <= 16:
        o.append('  %s r = %s;\n' % (ut(8, 16), lookup(idxs[0])))
        o.append('  return (%s)%s;\n}\n' % (ut(bits, n), resize('r', 16, nb)))
        return
    C = nb // 16
    o.append('  union { %s p[%d]; %s v; } ru;\n' % (ut(8, 16), C, ut(bits, n)))
    for c in range(C):
        o.append('  ru.p[%d] = %s;\n' % (c, lookup(idxs[c])))
    o.append('  return ru.v;\n}\n')


# ------------------------------------------------------------------ x86

def widen_reg(e, bits, n, R):
    """e (n lanes of `bits`) as an R-byte register (ln__x86_reg128/256/512) whose low bytes are e and
    upper bytes anything: first to 16 bytes by repetition, then the free cast intrinsics
    (GCC stores and reloads when a shufflevector widens 8 bytes straight to 32 or 64)."""
    nb = n * bits // 8
    if nb == R:
        return '(%s)%s' % (xreg(R), e)
    if nb == 32:
        return 'ln__x86_widen256_512((%s)%s)' % (xreg(32), e)
    e16 = '(%s)%s' % (xreg(16), resize(e, n, 128 // bits))
    if R == 16:
        return e16
    return 'ln__x86_widen128_%d(%s)' % (R * 8, e16)


def xreg(R):
    """The x86 register type of R bytes (impl/x86/shuffle_kernels.h)."""
    return 'ln__x86_reg%d' % (R * 8)


def ssse3_kernel(op, bits, m, n):
    T = m * op
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), kname(op, 'ssse3', bits, m, n), params(op, bits, m, n))]
    idxs, nb = byte_index(o, bits, T, n)
    K = byte_tables(o, op, bits, m)
    def lookup(idx):
        return 'ln__x86_pshufb%d(%s, %s)' % (K, ', '.join('t%d' % k for k in range(K)), idx)
    chunked_result(o, bits, n, nb, idxs, lookup)
    return ''.join(o)


def avx2_kernel(op, bits, m, n):
    """32/64-bit lanes: vpermilps/vpermilpd for one 16-byte register, else vpermd over
    32-byte tables (64-bit lanes as pairs of 32-bit indexes), blended by table number."""
    T = m * op
    w = bits // 8
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), kname(op, 'avx2', bits, m, n), params(op, bits, m, n))]
    src = src_expr(op, bits, m)
    if T * w <= 16 and n * w <= 16:
        L = 16 // w
        o.append('  %s t = %s;\n' % (ut(bits, T), src))
        o.append('  %s tt = %s;\n' % (ut(bits, L), resize('t', T, L)))
        if bits == 32:
            o.append('  %s r = ln__x86_vpermilps(tt, %s);\n' % (ut(32, 4), resize('mask', n, 4)))
        else:  # vpermilpd reads bit 1 of each index
            o.append('  %s r = ln__x86_vpermilpd(tt, %s << 1);\n' % (ut(64, 2), resize('mask', n, 2)))
        o.append('  return %s;\n}\n' % resize('r', L, n))
        return ''.join(o)
    if bits == 32:
        T32, n32 = T, n
    else:
        T32, n32 = 2 * T, 2 * n
    C = max(1, n32 // 8)
    if C > 1:  # split the mask into 32-byte pieces first (native operations per piece)
        split(o, 'mask', ut(bits, n), ut(bits, 256 // bits), C, 'mu')
        mparts = ['mu.p[%d]' % c for c in range(C)]
        mlanes = 256 // bits
    else:
        mparts = ['mask']
        mlanes = n
    iparts = []
    for c, mp in enumerate(mparts):
        if bits == 32:
            o.append('  %s i%d = %s;\n' % (ut(32, mlanes), c, mp))
        else:
            o.append('  %s j%d = (%s & (uint64_t)%d) << 1;\n' % (ut(64, mlanes), c, mp, T - 1))
            o.append('  %s i%d = (%s)(j%d | ((j%d | (uint64_t)1) << 32));\n' % (ut(32, 2 * mlanes), c, ut(32, 2 * mlanes), c, c))
        iparts.append('i%d' % c)
    if T32 <= 8:
        K = 1
        o.append('  %s tt = (%s)%s;\n' % (ut(32, T32), ut(32, T32), src))
        o.append('  %s t0 = (%s)%s;\n' % (xreg(32), xreg(32), resize('tt', T32, 8)))
    else:
        K = T32 // 8
        table_union(o, op, bits, m, xreg(32), K)
        for k in range(K):
            o.append('  %s t%d = tu.p[%d];\n' % (xreg(32), k, k))
    if C > 1:
        o.append('  union { %s p[%d]; %s v; } ru;\n' % (xreg(32), C, ut(bits, n)))
    for c in range(C):
        if n32 < 8:
            o.append('  %s w%d = (%s)%s;\n' % (ut(32, 8), c, ut(32, 8), widen_reg('i0', 32, n32, 32)))
        else:
            o.append('  %s w%d = i%d;\n' % (ut(32, 8), c, c))
        o.append('  %s r%d = ln__x86_vpermd(t0, w%d);\n' % (xreg(32), c, c))
        if K > 1:
            o.append('  %s h%d = (w%d >> 3) & (uint32_t)%d;\n' % (ut(32, 8), c, c, K - 1))
            for k in range(1, K):
                o.append('  r%d = ln__x86_vpermd_blend(r%d, t%d, w%d, (%s)(h%d == (uint32_t)%d));\n'
                         % (c, c, k, c, xreg(32), c, k))
        if C > 1:
            o.append('  ru.p[%d] = r%d;\n' % (c, c))
    if C == 1:
        o.append('  %s r = (%s)r0;\n' % (ut(32, 8), ut(32, 8)))
        o.append('  return (%s)%s;\n}\n' % (ut(bits, n), resize('r', 8, n32)))
    else:
        o.append('  return ru.v;\n}\n')
    return ''.join(o)


def avx512_kernel(op, bits, m, n):
    """vpermb/w/d/q (one register, table repeated to fill it: index modulo T for free) or
    vpermi2* (two registers); a 256-byte table uses two vpermi2q and a blend on bit 4."""
    T = m * op
    w = bits // 8
    R = min(64, max(16, n * w, T * w // 2))
    L = R // w
    reg = xreg(R)
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), kname(op, 'avx512', bits, m, n), params(op, bits, m, n))]
    if T * w <= R:
        o.append('  %s t = %s;\n' % (ut(bits, T), src_expr(op, bits, m)))
        o.append('  %s tr = (%s)%s;\n' % (reg, reg, resize('t', T, L)))
        if R == 16 and bits >= 32:
            def perm(idx):
                return 'ln__x86_vpermx2_%d_%d(tr, %s, tr)' % (bits, R * 8, idx)
        else:
            def perm(idx):
                return 'ln__x86_vpermx_%d_%d(%s, tr)' % (bits, R * 8, idx)
    elif T * w == 2 * R:
        if op == 2:
            o.append('  %s ta = (%s)x, tb = (%s)y;\n' % (reg, reg, reg))
        else:
            table_union(o, 1, bits, m, reg, 2)
            o.append('  %s ta = tu.p[0], tb = tu.p[1];\n' % reg)

        def perm(idx):
            return 'ln__x86_vpermx2_%d_%d(ta, %s, tb)' % (bits, R * 8, idx)
    else:  # T * w == 4 * R: shuffle2 of two 128-byte vectors
        assert T * w == 4 * R and op == 2 and R == 64
        table_union(o, 2, bits, m, reg, 4)
        o.append('  %s xa = tu.p[0], xb = tu.p[1], ya = tu.p[2], yb = tu.p[3];\n' % reg)
        o.append('  const %s hi = ln__x86_splat64_512(%d);\n' % (reg, 2 * L))

        def perm(idx):
            return ('ln__x86_sel4_64(%s, xa, xb, ya, yb, hi)' % idx)
    if n <= L:
        o.append('  %s r = (%s)%s;\n' % (ut(bits, L), ut(bits, L), perm(widen_reg('mask', bits, n, R))))
        o.append('  return %s;\n}\n' % resize('r', L, n))
    else:
        C = n // L
        assert C == 2
        split(o, 'mask', ut(bits, n), reg, C, 'mu')
        o.append('  union { %s p[%d]; %s v; } ru;\n' % (reg, C, ut(bits, n)))
        for c in range(C):
            o.append('  ru.p[%d] = %s;\n' % (c, perm('mu.p[%d]' % c)))
        o.append('  return ru.v;\n}\n')
    return ''.join(o)


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
    if bits == 64 and n == 2 and m * op * 8 > 16:
        return False
    return bits >= 32 and m * op * bits // 8 <= 128


def want_avx512(op, bits, m, n):
    return True


def x86_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_X86_SHUFFLE_H
#define LANES_IMPL_X86_SHUFFLE_H
/* x86 shuffle kernels (internal), one per shape and the path each shape takes, built from the
 * operations of impl/x86/shuffle_kernels.h:
 *   AVX-512 (BW+VL; VBMI for 8-bit lanes): vpermb/w/d/q with the table repeated to fill the
 *     register, vpermi2* for two-register tables, two vpermi2q + blend for 256-byte tables;
 *   AVX2 (32/64-bit lanes): vpermilps/vpermilpd for 16-byte tables and results, else vpermd
 *     per 32-byte table (64-bit lanes as 32-bit index pairs) and blends by table number;
 *   SSSE3 (remaining 8/16-bit, and everything without AVX2): pshufb on byte indexes
 *     (lane index masked to T-1, times the lane width, plus the byte number).
 * Every kernel masks or wraps the index itself: no input is out of range. */
#include "shuffle_kernels.h"
#if LN_TARGET_SSSE3
''')
    conds = {8: 'LN_TARGET_AVX512VBMI', 16: 'LN_TARGET_AVX512', 32: 'LN_TARGET_AVX512', 64: 'LN_TARGET_AVX512'}
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        for bits in BITS:
            for m in POW2_LANES:
                for n in POW2_LANES:
                    if want_avx512(op, bits, m, n):
                        o.append('#if %s\n%s%s#endif\n' % (conds[bits], avx512_kernel(op, bits, m, n), picks(op, 'avx512', bits, m, n)))
                    if bits >= 32 and want_avx2(op, bits, m, n):
                        o.append('#if LN_TARGET_AVX2 && %s\n%s%s#endif\n' % (
                            pick_guard(op, bits, m, n), avx2_kernel(op, bits, m, n), picks(op, 'avx2', bits, m, n)))
                    if want_ssse3(op, bits, m, n):
                        o.append('#if %s\n%s%s#endif\n' % (
                            pick_guard(op, bits, m, n), ssse3_kernel(op, bits, m, n), picks(op, 'ssse3', bits, m, n)))
    o.append('\n#endif /* LN_TARGET_SSSE3 */\n#endif /* LANES_IMPL_X86_SHUFFLE_H */\n')
    return ''.join(o)


# ------------------------------------------------------------------ AArch64

def neon_kernel(op, bits, m, n):
    T = m * op
    o = ['LN_INLINE %s %s(%s) {\n' % (ut(bits, n), kname(op, 'neon', bits, m, n), params(op, bits, m, n))]
    idxs, nb = byte_index(o, bits, T, n)
    K = byte_tables(o, op, bits, m)
    def lookup(idx):
        return 'ln__neon_tbl%d(%s, %s)' % (K, ', '.join('t%d' % k for k in range(K)), idx)
    chunked_result(o, bits, n, nb, idxs, lookup)
    return ''.join(o)


def arm_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_ARM_SHUFFLE_H
#define LANES_IMPL_ARM_SHUFFLE_H
/* AArch64 NEON shuffle kernels (internal), one per shape: byte indexes (lane index masked to
 * T-1, times the lane width, plus the byte number) looked up with the tbl/tbx operations of
 * impl/arm/shuffle_kernels.h.  Indexes are always in range. */
#include "shuffle_kernels.h"
#if LN_TARGET_NEON
''')
    for op, name in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % name)
        for bits in BITS:
            for m in POW2_LANES:
                for n in POW2_LANES:
                    o.append(neon_kernel(op, bits, m, n) + picks(op, 'neon', bits, m, n))
    o.append('\n#endif /* LN_TARGET_NEON */\n#endif /* LANES_IMPL_ARM_SHUFFLE_H */\n')
    return ''.join(o)


# ------------------------------------------------------------------ public header

def public_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_SHUFFLE_H
#define LANES_SHUFFLE_H
/* lanes/shuffle.h -- OpenCL C shuffle and shuffle2.
 *
 * ln_shuffle(x, mask): x is ln_T<m>, mask is ln_U<n>, the result ln_T<n>, with m and n
 *   independently 2, 4, 8 or 16, T any element type, and U the UNSIGNED integer type of
 *   T's width (uchar for char/uchar, ushort for short/ushort/half, uint for int/uint/float,
 *   ulong for long/ulong/double).
 *   Lane i of the result = x[mask[i] & (m - 1)]: only the low ilogb(2m-1) = log2(m) bits of
 *   each mask lane count; the other bits are ignored (any mask value is valid).
 * ln_shuffle2(x, y, mask): x and y the same ln_T<m>; lane i = t[mask[i] & (2m - 1)] where
 *   t = x[0..m-1] then y[0..m-1] (log2(m) + 1 bits count).
 * Any other combination (3-lane vectors, scalars, a signed mask, a mask whose element width
 *   is not T's, x and y of different types) does not compile; the error names
 *   ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16.
 * Values are moved bit for bit (NaN payloads, -0.0 and denormals included).
 *
 * Typed forms: ln_shuffle_<T><m>_<n>(x, mask) and ln_shuffle2_<T><m>_<n>(x, y, mask),
 *   e.g. ln_shuffle_float4_8(ln_float4 x, ln_uint8 mask) -> ln_float8.
 *
 * Constant indexes (one instruction where the target has one, via __builtin_shufflevector):
 *   LN_SHUFFLE_CONST(x, i0, i1, ...)     lane k = x[ik & (m - 1)]
 *   LN_SHUFFLE2_CONST(x, y, i0, i1, ...) lane k = (x then y)[ik & (2m - 1)]
 *   The indexes are integer constant expressions taken modulo m (2m) as OpenCL takes the mask
 *   (negative ones by their two's complement low bits); their number, 2, 4, 8 or 16, is the
 *   result's lane count.  x (and y) must be 2/4/8/16-lane vectors.
 *
 * Paths: AVX-512 (VBMI/BW with VL), AVX2, SSSE3 on x86 and NEON on AArch64 where the
 * compiler targets them, else the portable kernels.  LN__SHUFFLE_PATH_u<bits>_<m>_<n>
 * (and LN__SHUFFLE2_...) name the path a combination uses.
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
''')
    o.append('\n/* ---- ln_shuffle ---- */\n')
    for e in ELEMS:
        t = ''
        for m in POW2_LANES:
            for n in POW2_LANES:
                u = unsigned_int_of_width(e.bits)
                t += 'LN_INLINE %s ln_shuffle_%s_%d(%s x, %s mask) { return (%s)LN__SHUFFLE_PICK_%s((%s)x, mask); }\n' % (
                    e.vec(n), e.tname(m), n, e.vec(m), u.vec(n), e.vec(n), combo(e.bits, m, n), u.vec(m))
        o.append(half_guard(e, t))
    o.append('\n/* ---- ln_shuffle2 ---- */\n')
    for e in ELEMS:
        t = ''
        for m in POW2_LANES:
            for n in POW2_LANES:
                u = unsigned_int_of_width(e.bits)
                t += 'LN_INLINE %s ln_shuffle2_%s_%d(%s x, %s y, %s mask) { return (%s)LN__SHUFFLE2_PICK_%s((%s)x, (%s)y, mask); }\n' % (
                    e.vec(n), e.tname(m), n, e.vec(m), e.vec(m), u.vec(n), e.vec(n), combo(e.bits, m, n), u.vec(m), u.vec(m))
        o.append(half_guard(e, t))
    # dispatch keys
    tidx = {e.name: i + 1 for i, e in enumerate(ELEMS)}
    wi = {8: 1, 16: 2, 32: 3, 64: 4}
    xk_h = ', '.join('%s: %d' % (BY('half').vec(m), tidx['half'] * 8 + log2(m)) for m in POW2_LANES)
    xk_l = ', '.join('ln__cmplong%d: %d' % (m, tidx['long'] * 8 + log2(m)) for m in POW2_LANES)
    xk = ', '.join('%s: %d' % (e.vec(m), tidx[e.name] * 8 + log2(m)) for e in ELEMS if not e.half for m in POW2_LANES)
    xk += ', ' + ', '.join('ln__cmpchar%d: %d' % (m, tidx['char'] * 8 + log2(m)) for m in POW2_LANES)
    mk = ', '.join('%s: %d' % (unsigned_int_of_width(b).vec(n), wi[b] * 8 + log2(n)) for b in BITS for n in POW2_LANES)
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
struct ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16 { int unused; };
static const struct ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16
    ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16 __attribute__((unused)) = {0};
''' % (xk_h, xk_l, xk, mk))
    for op, name in OPS:
        plain, half = [], []
        for e in ELEMS:
            for m in POW2_LANES:
                for n in POW2_LANES:
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
    default: ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16)((x), (mask))
/* ln_shuffle2(x, y, mask): lane i = (x then y)[mask[i] & (2m-1)]; x and y of one type. */
#define ln_shuffle2(x, y, mask) _Generic((char (*)[LN__SHUF_XK(x)][LN__SHUF_XK(y)][LN__SHUF_MK(mask)])0, \\
    LN__SHUF2_LIST, \\
    default: ln_shuffle_error_mask_must_be_unsigned_of_the_element_width_lanes_2_4_8_16)((x), (y), (mask))

/* ---- constant forms ---- */
#define LN__SC_N(...) LN__SC_N_(__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
#define LN__SC_N_(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, N, ...) N
#define LN__SC_CAT(a, b) LN__SC_CAT_(a, b)
#define LN__SC_CAT_(a, b) a##b
#define LN__SC_I(k, i) ((int)(i) & ((k) - 1))
#define LN__SC_2(k, a, b) LN__SC_I(k, a), LN__SC_I(k, b)
#define LN__SC_4(k, a, b, c, d) LN__SC_2(k, a, b), LN__SC_2(k, c, d)
#define LN__SC_8(k, a, b, c, d, e, f, g, h) LN__SC_4(k, a, b, c, d), LN__SC_4(k, e, f, g, h)
#define LN__SC_16(k, a, b, c, d, e, f, g, h, i, j, l, m, n, o, p, q) \\
    LN__SC_8(k, a, b, c, d, e, f, g, h), LN__SC_8(k, i, j, l, m, n, o, p, q)
#define LN__SC_BAD(k, ...) ln_shuffle_const_takes_2_4_8_or_16_indexes
#define LN__SC_1 LN__SC_BAD
#define LN__SC_3 LN__SC_BAD
#define LN__SC_5 LN__SC_BAD
#define LN__SC_6 LN__SC_BAD
#define LN__SC_7 LN__SC_BAD
#define LN__SC_9 LN__SC_BAD
#define LN__SC_10 LN__SC_BAD
#define LN__SC_11 LN__SC_BAD
#define LN__SC_12 LN__SC_BAD
#define LN__SC_13 LN__SC_BAD
#define LN__SC_14 LN__SC_BAD
#define LN__SC_15 LN__SC_BAD
#define LN__SC_VS(x) _Generic((x), LN__K_N2(2), LN__K_N4(4), LN__K_N8(8), LN__K_N16(16), default: 1)

/* LN_SHUFFLE_CONST(x, i0, ...): lane k = x[ik & (m-1)]; indexes are constants. */
#define LN_SHUFFLE_CONST(x, ...) __extension__({ __typeof__(x) ln__scx = (x); \\
    __builtin_shufflevector(ln__scx, ln__scx, \\
        LN__SC_CAT(LN__SC_, LN__SC_N(__VA_ARGS__))(LN__SC_VS(ln__scx), __VA_ARGS__)); })
/* LN_SHUFFLE2_CONST(x, y, i0, ...): lane k = (x then y)[ik & (2m-1)]; x, y of one type. */
#define LN_SHUFFLE2_CONST(x, y, ...) __extension__({ __typeof__(x) ln__scx = (x); __typeof__(y) ln__scy = (y); \\
    __builtin_shufflevector(ln__scx, ln__scy, \\
        LN__SC_CAT(LN__SC_, LN__SC_N(__VA_ARGS__))(2 * LN__SC_VS(ln__scx), __VA_ARGS__)); })

#endif /* LANES_SHUFFLE_H */
''')
    return ''.join(o)


def BY(name):
    return [e for e in ELEMS if e.name == name][0]


def main():
    write('include/lanes/impl/common/shuffle.h', common_h())
    write('include/lanes/impl/generic/shuffle.h', generic_h())
    write('include/lanes/impl/x86/shuffle.h', x86_h())
    write('include/lanes/impl/arm/shuffle.h', arm_h())
    write('include/lanes/shuffle.h', public_h())


if __name__ == '__main__':
    main()
