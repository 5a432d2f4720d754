#!/usr/bin/env python3
"""Generates include/lanes/impl/generic/integer.h: the per-type functions behind the OpenCL
integer built-ins (abs ... upsample) and min/max/clamp (integer and floating) of
include/lanes/integer.h.

Every function is ln_<op>_<name> (name = int4, uchar3, float, ...).  Vector bodies are written
once per element type with GCC/Clang vector-extension code (valid for every power-of-two lane
count); 3-lane functions run the 4-lane function on .v and zero the padding lane; scalars use
plain C.  Signed wrapping arithmetic is done in the unsigned type (no undefined behaviour).

ISA kernels (the plug-in rule of impl/target.h): every vector function of 2/4/8/16 lanes
returns LN__ISA_<op>_<name>(...) when the ISA header (included before this file) defines that
macro, and runs its portable body otherwise.  The functions that some impl/<isa>/integer.h
provides (read from those headers) also keep their portable body as ln__portable_<op>_<name>,
listed by LN__I_HOOKED, which the tests run in every configuration.
"""
import re
import sys
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lntypes import (ELEMS, INTS, HEADER_NOTE, BY_NAME, halves_call,  # noqa: E402
                     unsigned_int_of_width, signed_int_of_width, write)
import registry  # noqa: E402

ME = 'gen_integer.py'


def isa_kernels():
    """{op: [(element, lanes)]} of the LN__ISA_<op>_<name> macros the ISA headers
    (include/lanes/impl/<isa>/integer.h) define."""
    import glob
    import re
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    found = {}
    for path in sorted(glob.glob(os.path.join(root, 'include/lanes/impl/*/integer.h'))):
        if os.path.basename(os.path.dirname(path)) == 'generic':
            continue
        with open(path) as f:
            for op, t, n in re.findall(r'#define LN__ISA_(\w+?)_([a-z]+)(\d+)\b', f.read()):
                if (t, int(n)) not in found.setdefault(op, []):
                    found[op].append((t, int(n)))
    order = [e.name for e in ELEMS]
    return {op: sorted(v, key=lambda tn: (order.index(tn[0]), tn[1])) for op, v in found.items()}


ISA_HOOKS = isa_kernels()


def U(e):
    return unsigned_int_of_width(e.bits)


def SI(e):
    return signed_int_of_width(e.bits)


def W(e):
    """Element of twice the width, same signedness."""
    return BY_NAME[{'char': 'short', 'uchar': 'ushort', 'short': 'int', 'ushort': 'uint',
                    'int': 'long', 'uint': 'ulong'}[e.name]]


def ty(e, n):
    return e.scalar if n is None else e.vec(n)


def cmax(e):
    return {8: '0x7f', 16: '0x7fff', 32: '0x7fffffff', 64: '0x7fffffffffffffff'}[e.bits] if e.kind == 's' else \
        {8: '0xff', 16: '0xffff', 32: '0xffffffffu', 64: '0xffffffffffffffffu'}[e.bits]


def smin_expr(e):
    return {8: '(-0x7f - 1)', 16: '(-0x7fff - 1)', 32: '(-0x7fffffff - 1)', 64: '(-0x7fffffffffffffff - 1)'}[e.bits]


def rep(byte, bits):
    """The byte repeated over a lane of bits bits, as a C constant."""
    v = 0
    for _ in range(bits // 8):
        v = (v << 8) | byte
    return hex(v) + ('u' if bits >= 32 else '')


# ---------------------------------------------------------------------------------------------
# Op table: name -> (element set, argument kinds, result kind, doc-less body functions)
# kinds: 'T' the element type, 'U' the unsigned type of the same width, 'W' double width.
# body_vec(e, n) / body_sca(e) return the function body (statements) for a power-of-two vector
# and for a scalar.


def b_abs_v(e, n):
    u = U(e).vec(n)
    if e.kind == 'u':
        return 'return x;'
    return '%s m = (%s)(x >> %d); return ((%s)x ^ m) - m;' % (u, u, e.bits - 1, u)


def b_abs_s(e):
    u = U(e).scalar
    if e.kind == 'u':
        return 'return x;'
    return 'return x < 0 ? (%s)(0u - (%s)x) : (%s)x;' % (u, u, u)


def b_absdiff_v(e, n):
    u = U(e).vec(n)
    return '%s d = (%s)x - (%s)y, m = (%s)(x < y); return (d ^ m) - m;' % (u, u, u, u)


def b_absdiff_s(e):
    u = U(e).scalar
    return 'return x < y ? (%s)((%s)y - (%s)x) : (%s)((%s)x - (%s)y);' % (u, u, u, u, u, u)


def b_addsat_v(e, n):
    v, u = e.vec(n), U(e).vec(n)
    if e.kind == 'u':
        return '%s s = x + y; return s | (%s)(s < x);' % (v, v)
    return ('%s s = (%s)x + (%s)y, o = (%s)((%s)((s ^ (%s)x) & (s ^ (%s)y)) >> %d);\n'
            '  %s sat = (%s)(x >> %d) ^ (%s)%s;\n'
            '  return (%s)((s & ~o) | (sat & o));') % (
        u, u, u, u, v, u, u, e.bits - 1, u, u, e.bits - 1, U(e).scalar, cmax(e), v)


def b_addsat_s(e):
    s = e.scalar
    if e.kind == 'u':
        return '%s r; return __builtin_add_overflow(x, y, &r) ? (%s)%s : r;' % (s, s, cmax(e))
    return '%s r; return __builtin_add_overflow(x, y, &r) ? (x < 0 ? (%s)%s : (%s)%s) : r;' % (
        s, s, smin_expr(e), s, cmax(e))


def b_subsat_v(e, n):
    v, u = e.vec(n), U(e).vec(n)
    if e.kind == 'u':
        return 'return (x - y) & ~(%s)(x < y);' % v
    return ('%s d = (%s)x - (%s)y, o = (%s)((%s)(((%s)x ^ (%s)y) & ((%s)x ^ d)) >> %d);\n'
            '  %s sat = (%s)(x >> %d) ^ (%s)%s;\n'
            '  return (%s)((d & ~o) | (sat & o));') % (
        u, u, u, u, v, u, u, u, e.bits - 1, u, u, e.bits - 1, U(e).scalar, cmax(e), v)


def b_subsat_s(e):
    s = e.scalar
    if e.kind == 'u':
        return '%s r; return __builtin_sub_overflow(x, y, &r) ? (%s)0 : r;' % (s, s)
    return '%s r; return __builtin_sub_overflow(x, y, &r) ? (x < 0 ? (%s)%s : (%s)%s) : r;' % (
        s, s, smin_expr(e), s, cmax(e))


def b_hadd_v(e, n):
    u = U(e).vec(n)
    return 'return (%s)((%s)(x & y) + (%s)((x ^ y) >> 1));' % (e.vec(n), u, u)


def b_hadd_s(e):
    u = U(e).scalar
    return 'return (%s)(%s)((%s)(x & y) + (%s)((x ^ y) >> 1));' % (e.scalar, u, u, u)


def b_rhadd_v(e, n):
    u = U(e).vec(n)
    return 'return (%s)((%s)(x | y) - (%s)((x ^ y) >> 1));' % (e.vec(n), u, u)


def b_rhadd_s(e):
    u = U(e).scalar
    return 'return (%s)(%s)((%s)(x | y) - (%s)((x ^ y) >> 1));' % (e.scalar, u, u, u)


def b_clz_v(e, n):
    u = U(e).vec(n)
    t = '%s u = (%s)x;' % (u, u)
    s = 1
    while s < e.bits:
        t += ' u |= u >> %d;' % s
        s *= 2
    return t + ' return (%s)ln__popc_%s(~u);' % (e.vec(n), U(e).tname(n))


def b_clz_s(e):
    u = U(e).scalar
    if e.bits == 64:
        return 'return x == 0 ? 64 : (%s)__builtin_clzll((%s)x);' % (e.scalar, u)
    return 'return x == 0 ? %d : (%s)(__builtin_clz((%s)x) - %d);' % (e.bits, e.scalar, u, 32 - e.bits)


def b_ctz_v(e, n):
    u = U(e).vec(n)
    return '%s u = (%s)x; return (%s)ln__popc_%s((u & (0 - u)) - 1);' % (u, u, e.vec(n), U(e).tname(n))


def b_ctz_s(e):
    u = U(e).scalar
    if e.bits == 64:
        return 'return x == 0 ? 64 : (%s)__builtin_ctzll((%s)x);' % (e.scalar, u)
    return 'return x == 0 ? %d : (%s)__builtin_ctz((%s)x);' % (e.bits, e.scalar, u)


def b_popcount_v(e, n):
    return 'return (%s)ln__popc_%s((%s)x);' % (e.vec(n), U(e).tname(n), U(e).vec(n))


def b_popcount_s(e):
    u = U(e).scalar
    if e.bits == 64:
        return 'return (%s)__builtin_popcountll((%s)x);' % (e.scalar, u)
    return 'return (%s)__builtin_popcount((%s)x);' % (e.scalar, u)


def b_rotate_v(e, n):
    u = U(e).vec(n)
    return ('%s u = (%s)x, c = (%s)y & %d; return (%s)((u << c) | (u >> ((0 - c) & %d)));' % (
        u, u, u, e.bits - 1, e.vec(n), e.bits - 1))


def b_rotate_s(e):
    u = U(e).scalar
    return ('%s u = (%s)x; unsigned c = (unsigned)(%s)y & %du; return (%s)(%s)((u << c) | (u >> ((0u - c) & %du)));' % (
        u, u, u, e.bits - 1, e.scalar, u, e.bits - 1))


def b_mulhi_v(e, n):
    if e.bits == 64:
        if e.kind == 'u':
            return 'return ln__mulhiu_%s(x, y);' % e.tname(n)
        u = U(e).vec(n)
        return ('%s xu = (%s)x, yu = (%s)y;\n'
                '  return (%s)(ln__mulhiu_%s(xu, yu) - ((%s)(x >> 63) & yu) - ((%s)(y >> 63) & xu));') % (
            u, u, u, e.vec(n), U(e).tname(n), u, u)
    w = W(e).vec(n)
    return '%s p = __builtin_convertvector(x, %s) * __builtin_convertvector(y, %s); return __builtin_convertvector(p >> %d, %s);' % (
        w, w, w, e.bits, e.vec(n))


def b_mulhi_s(e):
    if e.bits == 64:
        if e.kind == 'u':
            return 'return ln__mulhiu_ulong(x, y);'
        return ('uint64_t xu = (uint64_t)x, yu = (uint64_t)y;\n'
                '  return (int64_t)(ln__mulhiu_ulong(xu, yu) - (x < 0 ? yu : 0) - (y < 0 ? xu : 0));')
    w = 'int64_t' if e.kind == 's' else 'uint64_t'
    return 'return (%s)(((%s)x * (%s)y) >> %d);' % (e.scalar, w, w, e.bits)


def b_madhi_v(e, n):
    u = U(e).vec(n)
    return 'return (%s)((%s)ln_mul_hi_%s(x, y) + (%s)z);' % (e.vec(n), u, e.tname(n), u)


def b_madhi_s(e):
    u = U(e).scalar
    return 'return (%s)(%s)((%s)ln_mul_hi_%s(x, y) + (%s)z);' % (e.scalar, u, u, e.name, u)


def b_madsat_v(e, n):
    v, u = e.vec(n), U(e).vec(n)
    if e.bits == 64:
        if e.kind == 'u':
            return ('%s hi = ln__mulhiu_%s(x, y), lo = x * y, s = lo + z;\n'
                    '  hi -= (%s)(s < lo); return s | (%s)(hi != 0);') % (u, e.tname(n), u, u)
        return ('%s xu = (%s)x, yu = (%s)y, zu = (%s)z;\n'
                '  %s lo = xu * yu, s = lo + zu, hi = (%s)ln_mul_hi_%s(x, y) - (%s)(s < lo) + (%s)(z >> 63);\n'
                '  %s ok = (%s)(hi == (%s)((%s)s >> 63)), sat = (%s)((%s)hi >> 63) ^ (%s)0x7fffffffffffffff;\n'
                '  return (%s)((s & ok) | (sat & ~ok));') % (
            u, u, u, u, u, u, e.tname(n), u, u, u, u, u, v, u, v, U(e).scalar, v)
    w = W(e).vec(n)
    t = '%s p = __builtin_convertvector(x, %s) * __builtin_convertvector(y, %s) + __builtin_convertvector(z, %s), m;\n' % (
        w, w, w, w)
    t += '  m = (%s)(p > (%s)%s); p = (p & ~m) | ((%s)%s & m);\n' % (w, W(e).scalar, cmax(e), W(e).scalar, cmax(e))
    if e.kind == 's':
        t += '  m = (%s)(p < (%s)%s); p = (p & ~m) | ((%s)%s & m);\n' % (w, W(e).scalar, smin_expr(e), W(e).scalar, smin_expr(e))
    return t + '  return __builtin_convertvector(p, %s);' % v


def b_madsat_s(e):
    s = e.scalar
    if e.bits == 64:
        if e.kind == 'u':
            return ('uint64_t hi = ln__mulhiu_ulong(x, y), lo = x * y, r = lo + z;\n'
                    '  hi += r < lo; return hi ? 0xffffffffffffffffu : r;')
        return ('uint64_t lo = (uint64_t)x * (uint64_t)y, r = lo + (uint64_t)z;\n'
                '  uint64_t hi = (uint64_t)ln_mul_hi_long(x, y) + (r < lo) + (z < 0 ? 0xffffffffffffffffu : 0);\n'
                '  if (hi == (r >> 63 ? 0xffffffffffffffffu : 0)) return (int64_t)r;\n'
                '  return hi >> 63 ? (-0x7fffffffffffffff - 1) : 0x7fffffffffffffff;')
    w = 'int64_t' if e.kind == 's' else 'uint64_t'
    t = '%s p = (%s)x * (%s)y + (%s)z;\n' % (w, w, w, w)
    if e.kind == 's':
        t += '  return p > %s ? (%s)%s : p < %s ? (%s)%s : (%s)p;' % (cmax(e), s, cmax(e), smin_expr(e), s, smin_expr(e), s)
    else:
        t += '  return p > %s ? (%s)%s : (%s)p;' % (cmax(e), s, cmax(e), s)
    return t


def b_mul24_v(e, n):
    # The full 32-bit product, as OpenCL C on CPUs (PoCL) computes mul24 for every input.
    v, u = e.vec(n), U(e).vec(n)
    if e.kind == 'u':
        return 'return x * y;'
    return 'return (%s)((%s)x * (%s)y);' % (v, u, u)


def b_mul24_s(e):
    if e.kind == 'u':
        return 'return x * y;'
    return 'return (int32_t)((uint32_t)x * (uint32_t)y);'


def b_mad24_v(e, n):
    u = U(e).vec(n)
    return 'return (%s)((%s)ln_mul24_%s(x, y) + (%s)z);' % (e.vec(n), u, e.tname(n), u)


def b_mad24_s(e):
    return 'return (%s)((uint32_t)ln_mul24_%s(x, y) + (uint32_t)z);' % (e.scalar, e.name)


def b_upsample_v(e, n):
    w, wu, uw = W(e).vec(n), U(W(e)).vec(n), U(W(e))
    return 'return (%s)(((%s)__builtin_convertvector(x, %s) << %d) | __builtin_convertvector(y, %s));' % (
        w, wu, w, e.bits, wu)
    del uw


def b_upsample_s(e):
    w, wu = W(e).scalar, U(W(e)).scalar
    return 'return (%s)(%s)(((%s)(%s)x << %d) | y);' % (w, wu, wu, w, e.bits)


def b_min_v(e, n):
    if e.is_float:
        s = SI(e).vec(n)
        return ('%s xb = (%s)x, yb = (%s)y, t = (%s)(x < y);\n'
                '  return (%s)((xb & t) | (yb & ~t));') % (s, s, s, s, e.vec(n))
    return '%s m = (%s)(y < x); return (x & ~m) | (y & m);' % (e.vec(n), e.vec(n))


def b_max_v(e, n):
    if e.is_float:
        s = SI(e).vec(n)
        return ('%s xb = (%s)x, yb = (%s)y, t = (%s)(x > y);\n'
                '  return (%s)((xb & t) | (yb & ~t));') % (s, s, s, s, e.vec(n))
    return '%s m = (%s)(x < y); return (x & ~m) | (y & m);' % (e.vec(n), e.vec(n))


def b_min_s(e):
    if e.is_float:
        return 'return x < y ? x : y;'
    return 'return y < x ? y : x;'


def b_max_s(e):
    if e.is_float:
        return 'return x > y ? x : y;'
    return 'return x < y ? y : x;'


def b_clamp_v(e, n):
    return 'return ln_min_%s(ln_max_%s(x, y), z);' % (e.tname(n), e.tname(n))


def b_clamp_s(e):
    return 'return ln_min_%s(ln_max_%s(x, y), z);' % (e.name, e.name)


def b_sign_v(e, n):
    # +-1.0 with x's sign bit where x < 0 or x > 0; x itself where x == x (the zeros); 0 (NaN).
    u, us = U(e).vec(n), U(e).scalar
    one = {16: '0x3c00', 32: '0x3f800000u', 64: '0x3ff0000000000000u'}[e.bits]
    sgn = {16: '0x8000', 32: '0x80000000u', 64: '0x8000000000000000u'}[e.bits]
    return ('%s b = (%s)x, nz = (%s)((x < (%s)0) | (x > (%s)0)), eq = (%s)(x == x);\n'
            '  return (%s)((((b & (%s)%s) | (%s)%s) & nz) | (b & ~nz & eq));') % (
        u, u, u, e.scalar, e.scalar, u, e.vec(n), us, sgn, us, one)


def b_sign_s(e):
    t = e.scalar
    return 'return x > (%s)0 ? (%s)1 : x < (%s)0 ? (%s)-1 : x == x ? x : (%s)0;' % (t, t, t, t, t)


# The generic body of each op: (vector body, scalar body).  Which ops exist, their types,
# arguments and results come from tools/registry.py (family 'integer').
BODIES = {
    'abs': (b_abs_v, b_abs_s),
    'abs_diff': (b_absdiff_v, b_absdiff_s),
    'add_sat': (b_addsat_v, b_addsat_s),
    'sub_sat': (b_subsat_v, b_subsat_s),
    'hadd': (b_hadd_v, b_hadd_s),
    'rhadd': (b_rhadd_v, b_rhadd_s),
    'clz': (b_clz_v, b_clz_s),
    'ctz': (b_ctz_v, b_ctz_s),
    'popcount': (b_popcount_v, b_popcount_s),
    'rotate': (b_rotate_v, b_rotate_s),
    'mul_hi': (b_mulhi_v, b_mulhi_s),
    'mad_hi': (b_madhi_v, b_madhi_s),
    'mad_sat': (b_madsat_v, b_madsat_s),
    'mul24': (b_mul24_v, b_mul24_s),
    'mad24': (b_mad24_v, b_mad24_s),
    'upsample': (b_upsample_v, b_upsample_s),
    'min': (b_min_v, b_min_s),
    'max': (b_max_v, b_max_s),
    'clamp': (b_clamp_v, b_clamp_s),
    'sign': (b_sign_v, b_sign_s),
}



def _bodies(o):
    if o.name not in BODIES:
        sys.exit('gen_integer.py: ln_%s is in tools/registry.py but has no generic body here '
                 '(write b_%s_v / b_%s_s and add them to BODIES)' % (o.name, o.name, o.name))
    return BODIES[o.name]


# name, elements, argument kinds, result kind, vector body, scalar body
OPS = [(o.name, o.elems, o.args, o.result) + _bodies(o) for o in registry.family('integer')]


def kind_elem(e, k):
    """Element type of an argument or result kind (tools/registry.py: ARG_KINDS, RESULT_KINDS)."""
    return {'T': e, 'N': e, 'B': e, 'U': U(e) if e.is_int else e, 'W': W(e) if k == 'W' else e}[k]


def op_lanes(op, e):
    """Lane counts of op on e's vectors: those of e that every argument and result type has too
    (upsample of short32 would need int32, which does not exist)."""
    kinds = op[2] + op[3]
    return tuple(n for n in e.pow2_lanes if all(n in kind_elem(e, k).lanes for k in kinds))


_TYPES = {x.vec(n) for x in ELEMS for n in x.lanes}


def split_body(op, e, n):
    """Body of the n-lane function as the n/2-lane one on each half: for widths where the
    portable body's double-width intermediate type does not exist (char64 -> short64)."""
    return 'return %s;' % halves_call('ln_%s_%s' % (op[0], e.tname(n // 2)), 'xyz'[:len(op[2])], n)


def fn(op, e, n):
    args, res, bv, bs = op[2], op[3], op[4], op[5]
    name = op[0]
    names = 'xyz'
    rt = ty(kind_elem(e, res), n)
    params = ', '.join('%s %s' % (ty(kind_elem(e, k), n), names[i]) for i, k in enumerate(args))
    head = 'LN_INLINE %s ln_%s_%s(%s)' % (rt, name, e.tname(n), params)
    if n == 3:
        call = ', '.join('%s.v' % names[i] for i in range(len(args)))
        return '%s { %s r = {ln_%s_%s(%s)}; r.v[3] = 0; return r; }\n' % (head, rt, name, e.tname(4), call)
    body = bs(e) if n is None else bv(e, n)
    if n is not None and not set(re.findall(r'\bln_[a-z]+[0-9]+\b', body)) <= _TYPES:
        body = split_body(op, e, n)
    if n is not None:
        mac = 'LN__ISA_%s_%s' % (name, e.tname(n))
        a = ', '.join(names[:len(args)])
        if (e.name, n) in ISA_HOOKS.get(name, []):
            phead = head.replace(' ln_%s_' % name, ' ln__portable_%s_' % name, 1)
            sep = '\n  ' if '\n' in body else ' '
            return '%s {%s%s%s}\n%s {\n#ifdef %s\n  return %s(%s);\n#else\n  return ln__portable_%s_%s(%s);\n#endif\n}\n' % (
                phead, sep, body, sep[0] if sep != ' ' else ' ', head, mac, mac, a, name, e.tname(n), a)
        return '%s {\n#ifdef %s\n  return %s(%s);\n#else\n  %s\n#endif\n}\n' % (head, mac, mac, a, body)
    if '\n' in body:
        return '%s {\n  %s\n}\n' % (head, body)
    return '%s { %s }\n' % (head, body)


def helpers():
    o = ['/* Internal: lane-wise population count of unsigned vectors (SWAR: 2-, 4-, 8-bit sums, then a\n'
         ' * multiply adds the bytes of a lane into its top byte). */\n']
    for e in INTS:
        if e.kind != 'u':
            continue
        for n in e.pow2_lanes:
            v = e.vec(n)
            t = 'LN_INLINE %s ln__popc_%s(%s u) {\n' % (v, e.tname(n), v)
            t += '  u = u - ((u >> 1) & (%s)%s);\n' % (e.scalar, rep(0x55, e.bits))
            t += '  u = (u & (%s)%s) + ((u >> 2) & (%s)%s);\n' % (e.scalar, rep(0x33, e.bits), e.scalar, rep(0x33, e.bits))
            t += '  u = (u + (u >> 4)) & (%s)%s;\n' % (e.scalar, rep(0x0f, e.bits))
            if e.bits > 8:
                t += '  u = (u * (%s)%s) >> %d;\n' % (e.scalar, rep(0x01, e.bits), e.bits - 8)
            t += '  return u;\n}\n'
            o.append(t)
    o.append('/* Internal: high 64 bits of the 128-bit product of unsigned 64-bit lanes (32x32 partial products). */\n')
    o.append('''#if defined(__SIZEOF_INT128__)
__extension__ typedef unsigned __int128 ln__u128;
LN_INLINE uint64_t ln__mulhiu_ulong(uint64_t x, uint64_t y) { return (uint64_t)(((ln__u128)x * y) >> 64); }
#else
LN_INLINE uint64_t ln__mulhiu_ulong(uint64_t x, uint64_t y) {
  uint64_t xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;
  uint64_t lh = xl * yh, hl = xh * yl, mid = ((xl * yl) >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);
  return xh * yh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}
#endif
''')
    for n in BY_NAME['ulong'].pow2_lanes:
        v = 'ln_ulong%d' % n
        o.append('LN_INLINE %s ln__mulhiu_ulong%d(%s x, %s y) {\n'
                 '  %s xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;\n'
                 '  %s lh = xl * yh, hl = xh * yl, mid = ((xl * yl) >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);\n'
                 '  return xh * yh + (lh >> 32) + (hl >> 32) + (mid >> 32);\n}\n' % (v, n, v, v, v, v))
    return ''.join(o)


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_INTEGER_H
#define LANES_IMPL_GENERIC_INTEGER_H
/* Portable code of lanes/integer.h: ln_<op>_<name> for every type the op has.  Semantics are
 * documented in lanes/integer.h.  Include lanes/integer.h, not this file. */

''')
    o.append(helpers())
    for op in OPS:
        o.append('\n/* ---- ln_%s ---- */\n' % op[0])
        for e in op[1]:
            t = ''
            for n in (None,) + op_lanes(op, e) + (3,):
                t += fn(op, e, n)
            o.append('#if LN_HAS_HALF\n' + t + '#endif\n' if e.half else t)
    o.append('\n#endif /* LANES_IMPL_GENERIC_INTEGER_H */\n')
    return ''.join(o)


def upsample_lo_check():
    """LN__I_UPS_LO(h, l): 1 when l has the lo type that OpenCL's upsample pairs with hi h's vector
    type (the unsigned type of h's width and lane count), 1 for scalar h, else 0."""
    ents = []
    up = next(op for op in OPS if op[0] == 'upsample')
    for e in up[1]:
        for n in op_lanes(up, e) + (3,):
            ents.append('%s: _Generic((l), %s: 1, default: 0)' % (e.vec(n), U(e).vec(n)))
    return '#define LN__I_UPS_LO(h, l) _Generic((h), \\\n    %s, \\\n    default: 1)\n' % ', \\\n    '.join(ents)


def hooked_list():
    """LN__I_HOOKED(X): X(op, element, lanes, arity) for every function that has an ISA hook; its
    portable code is ln__portable_<op>_<name> (tests run it in every configuration)."""
    ents = []
    for op in OPS:
        for t, n in ISA_HOOKS.get(op[0], []):
            ents.append('X(%s, %s, %d, %d)' % (op[0], t, n, len(op[2])))
    return '#define LN__I_HOOKED(X) \\\n    %s\n' % ' \\\n    '.join(ents)


def main():
    text = generic_h()
    text = text.replace('\n#endif /* LANES_IMPL_GENERIC_INTEGER_H */\n',
                        '\n/* Functions with ISA kernels: X(op, element, lanes, arity). */\n' + hooked_list() +
                        '\n#endif /* LANES_IMPL_GENERIC_INTEGER_H */\n')
    text = text.replace('\n#endif /* LANES_IMPL_GENERIC_INTEGER_H */\n',
                        '\n' + upsample_lo_check() + '\n#endif /* LANES_IMPL_GENERIC_INTEGER_H */\n')
    write('include/lanes/impl/generic/integer.h', text)


if __name__ == '__main__':
    main()
