#!/usr/bin/env python3
"""Generates include/lanes/impl/generic/relational.h: the per-type functions behind the OpenCL
relational built-ins of include/lanes/relational.h (OpenCL C 1.2 section 6.12.6).

Floating ops (isequal ... signbit): ln_<op>_<name> for half (LN_HAS_HALF), float, double, every
lane count and scalars.  Vector results are -1/0 in the signed integer type of the lane width
(shortN, intN, longN), scalar results int 1/0.  Comparisons use C's operators (IEEE: false for
NaN except !=); the classification ops work on the bit pattern.
any/all: ln_any_<name>, ln_all_<name> for char short int long (vectors and scalars), plus
internal wrappers for Clang's comparison result types, and the _Generic list LN__R_SINT.
"""
import sys
import os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lntypes import BY_NAME, HEADER_NOTE, unsigned_int_of_width, signed_int_of_width, write  # noqa: E402
import registry  # noqa: E402

ME = 'gen_relational.py'

CONST = {  # bits: (abs mask, exponent mask = +inf, smallest normal)
    16: ('0x7fff', '0x7c00', '0x0400'),
    32: ('0x7fffffffu', '0x7f800000u', '0x00800000u'),
    64: ('0x7fffffffffffffffu', '0x7ff0000000000000u', '0x0010000000000000u'),
}

# Generic bodies, per op of tools/registry.py (family 'relational'): the comparisons are C's
# operator (CMP), the classifications compare the magnitude bits with +inf's (CLASS); the other
# ops have their own lines below.
CMP = [('isequal', '=='), ('isnotequal', '!='), ('isgreater', '>'), ('isgreaterequal', '>='),
       ('isless', '<'), ('islessequal', '<=')]
CLASS = [('isfinite', '<'), ('isinf', '=='), ('isnan', '>')]
# Floating ops (the two-argument ones first, then the one-argument ones, each in registry order)
# and the reductions any/all over OpenCL's igentype.
FLOAT_OPS = [o for o in registry.family('relational') if o.types == 'FLT']
FLOAT_OPS = [o for o in FLOAT_OPS if o.arity == 2] + [o for o in FLOAT_OPS if o.arity == 1]
REDUCE_OPS = [o for o in registry.family('relational') if o.types == 'SINT']
SINTS = registry.TYPESETS['SINT']


def isa_hooks():
    """The (op, name) pairs of the LN__ISA_<op>_<name> hooks the ISA headers
    (include/lanes/impl/<isa>/relational.h) define."""
    import glob
    import re
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    found = set()
    for path in sorted(glob.glob(os.path.join(root, 'include/lanes/impl/*/relational.h'))):
        if os.path.basename(os.path.dirname(path)) != 'generic':
            with open(path) as f:
                found.update(re.findall(r'#define LN__ISA_(any|all)_(\w+)\(', f.read()))
    return found


ISA_HOOKS = isa_hooks()


def float_ops():
    o = []
    for reg in FLOAT_OPS:
        op = reg.name
        o.append('\n/* ---- ln_%s ---- */\n' % op)
        for e in reg.elems:
            s, u = signed_int_of_width(e.bits), unsigned_int_of_width(e.bits)
            absm, expm, minn = CONST[e.bits]
            binary = reg.arity == 2
            t = ''
            for n in (None,) + e.pow2_lanes + (3,):
                ft = e.scalar if n is None else e.vec(n)
                rt = 'int' if n is None else s.vec(n)
                params = '%s x, %s y' % (ft, ft) if binary else '%s x' % ft
                head = 'LN_INLINE %s ln_%s_%s(%s)' % (rt, op, e.tname(n), params)
                if n == 3:
                    args = 'x.v, y.v' if binary else 'x.v'
                    t += '%s { %s r = {ln_%s_%s(%s)}; r.v[3] = 0; return r; }\n' % (head, rt, op, e.tname(4), args)
                    continue
                if n is None:
                    sv = None
                    for name, c in CMP:
                        if name == op:
                            sv = 'return x %s y;' % c
                    if op == 'islessgreater':
                        sv = 'return x < y || x > y;'
                    elif op == 'isordered':
                        sv = 'return x == x && y == y;'
                    elif op == 'isunordered':
                        sv = 'return x != x || y != y;'
                    elif not binary:
                        pre = '%s m; __builtin_memcpy(&m, &x, sizeof m); ' % u.scalar
                        if op == 'signbit':
                            sv = pre + 'return (int)(m >> %d);' % (e.bits - 1)
                        elif op == 'isnormal':
                            sv = pre + 'm &= %s; return (%s)(m - %s) < %s - %s;' % (absm, u.scalar, minn, expm, minn)
                        else:
                            sv = pre + 'm &= %s; return m %s %s;' % (absm, dict(CLASS)[op], expm)
                    assert sv, 'gen_relational: no scalar body for ' + op
                    t += '%s { %s }\n' % (head, sv)
                    continue
                sv = s.vec(n)
                uv = u.vec(n)
                body = None
                for name, c in CMP:
                    if name == op:
                        body = 'return (%s)(x %s y);' % (sv, c)
                if op == 'islessgreater':
                    body = 'return (%s)(x < y) | (%s)(x > y);' % (sv, sv)
                elif op == 'isordered':
                    body = 'return (%s)(x == x) & (%s)(y == y);' % (sv, sv)
                elif op == 'isunordered':
                    body = 'return (%s)(x != x) | (%s)(y != y);' % (sv, sv)
                elif op == 'signbit':
                    body = 'return (%s)x >> %d;' % (sv, e.bits - 1)
                elif op == 'isnormal':
                    body = '%s m = (%s)x & %s; return (%s)(m - %s < (%s)(%s - %s));' % (uv, uv, absm, sv, minn, u.scalar, expm, minn)
                elif not binary:
                    body = '%s m = (%s)x & %s; return (%s)(m %s %s);' % (uv, uv, absm, sv, dict(CLASS)[op], expm)
                assert body, 'gen_relational: no vector body for ' + op
                t += '%s { %s }\n' % (head, body)
            o.append('#if LN_HAS_HALF\n' + t + '#endif\n' if e.half else t)
    return ''.join(o)


def word_plan(nbytes):
    wb = min(8, nbytes)
    return wb, nbytes // wb, {1: 'uint8_t', 2: 'uint16_t', 4: 'uint32_t', 8: 'uint64_t'}[wb]


def msb_mask(bits, wb):
    m = 0
    for k in range(wb * 8 // bits):
        m |= 1 << (k * bits + bits - 1)
    return hex(m) + ('u' if wb >= 4 else '')


def any_all():
    o = []
    for reg in REDUCE_OPS:
        op = reg.name
        o.append('\n/* ---- ln_%s ---- */\n' % op)
        for e in reg.elems:
            o.append('LN_INLINE int ln_%s_%s(%s x) { return x < 0; }\n' % (op, e.name, e.scalar))
            for n in e.pow2_lanes:
                wb, cnt, wt = word_plan(e.bytes * n)
                m = msb_mask(e.bits, wb)
                red = (' | ' if op == 'any' else ' & ').join('w[%d]' % i for i in range(cnt))
                test = '((%s) & %s) != 0' % (red, m) if op == 'any' else '((%s) & %s) == %s' % (red, m, m)
                body = '%s w[%d]; __builtin_memcpy(w, &x, sizeof w); return %s;' % (wt, cnt, test)
                if (op, e.tname(n)) in ISA_HOOKS:
                    mac = 'LN__ISA_%s_%s' % (op, e.tname(n))
                    body = '\n#ifdef %s\n  return %s(x);\n#else\n  %s\n#endif\n' % (mac, mac, body)
                else:
                    body = ' %s ' % body
                o.append('LN_INLINE int ln_%s_%s(%s x) {%s}\n' % (op, e.tname(n), e.vec(n), body))
            c = '|' if op == 'any' else '&'
            o.append('LN_INLINE int ln_%s_%s(%s x) { return (x.v[0] %s x.v[1] %s x.v[2]) < 0; }\n' % (
                op, e.tname(3), e.vec(3), c, c))
        o.append('/* Clang comparison result types (vectors of plain char / long long). */\n')
        for n in BY_NAME['char'].pow2_lanes:
            o.append('LN_INLINE int ln__%s_cmpchar%d(ln__cmpchar%d x) { return ln_%s_char%d((ln_char%d)x); }\n' % (
                op, n, n, op, n, n))
        o.append('#if __SIZEOF_LONG__ == 8\n')
        for n in BY_NAME['long'].pow2_lanes:
            o.append('LN_INLINE int ln__%s_cmplong%d(ln__cmplong%d x) { return ln_%s_long%d((ln_long%d)x); }\n' % (
                op, n, n, op, n, n))
        o.append('#endif\n')
    return ''.join(o)


def sint_list():
    vec = []
    for e in SINTS:
        for n in e.pow2_lanes + (3,):
            vec.append('%s: P##%s' % (e.vec(n), e.tname(n)))
    for n in BY_NAME['char'].pow2_lanes:
        vec.append('ln__cmpchar%d: Q##cmpchar%d' % (n, n))
    return '''
/* LN__R_SINT(P, Q): _Generic associations of OpenCL's igentype (char short int long, vectors and
 * scalars) to P##name, and of Clang's comparison result types to Q##cmpcharN / Q##cmplongN. */
#if __SIZEOF_LONG__ == 8
#define LN__R_SINT_L(P, Q) ln__cmplong2: Q##cmplong2, ln__cmplong4: Q##cmplong4, ln__cmplong8: Q##cmplong8, \\
    ln__cmplong16: Q##cmplong16, long: P##long, long long: P##long,
#else
#define LN__R_SINT_L(P, Q) long: P##int, long long: P##long,
#endif
#if CHAR_MIN < 0
#define LN__R_SINT_C(P) char: P##char,
#else
#define LN__R_SINT_C(P)
#endif
#define LN__R_SINT(P, Q) LN__R_SINT_L(P, Q) LN__R_SINT_C(P) signed char: P##char, short: P##short, int: P##int, \\
    %s
''' % ', \\\n    '.join(vec)


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_RELATIONAL_H
#define LANES_IMPL_GENERIC_RELATIONAL_H
/* Portable code of lanes/relational.h (semantics documented there).  Include
 * lanes/relational.h, not this file. */
''')
    o.append(float_ops())
    o.append(any_all())
    o.append(sint_list())
    o.append('\n#endif /* LANES_IMPL_GENERIC_RELATIONAL_H */\n')
    return ''.join(o)


def main():
    write('include/lanes/impl/generic/relational.h', generic_h())


if __name__ == '__main__':
    main()
