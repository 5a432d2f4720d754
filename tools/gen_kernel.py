#!/usr/bin/env python3
"""Generates the OpenCL C built-in library of the kernel layer (docs/kernels.md): lanes' own
functions exported under the names Clang's OpenCL C front end calls (Itanium mangling as Clang
emits it for OpenCL; facts in docs/kernels.md).

Writes src/clc/builtins_<part>.c (compiled with the same Clang and target flags as the kernels,
so every vector is passed exactly as the kernel passes it) and src/clc/builtins.txt (one line per
exported function: mangled name, OpenCL signature), which tools/clc_kernels.py reads to name the
built-ins a kernel calls that lanes does not provide.

The bodies call lanes' public generic macros (ln_shuffle, ln_convert_<T><N>..., ln_vload<N>,
ln_<op> of tools/registry.py), so the names exported follow the same tables as the rest of lanes.
Math functions lanes has no vector form of go lane by lane through the C library.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402
import registry  # noqa: E402
from lntypes import ELEMS, BY_NAME, LANES, POW2_LANES  # noqa: E402

TOOL = os.path.basename(__file__)
MANGLE = {'char': 'c', 'uchar': 'h', 'short': 's', 'ushort': 't', 'int': 'i', 'uint': 'j', 'long': 'l',
          'ulong': 'm', 'half': 'Dh', 'float': 'f', 'double': 'd'}
# Element types of the kernel layer's built-ins: half arithmetic (cl_khr_fp16) is not provided;
# half data is read and written by vload_half / vstore_half.
TYPES = [e for e in ELEMS if not e.half]
SCALAR_AND_LANES = (1,) + LANES


class T:
    """A parameter or result type: scalar (n == 1) or vector of an element type, a pointer
    (space set) to one element, or size_t."""

    def __init__(self, elem, n=1, space=None, const=False):
        self.elem, self.n, self.space, self.const = elem, n, space, const

    def c(self):
        """The C spelling in the generated file."""
        if self.elem == 'size_t':
            return 'size_t'
        if self.space:
            base = 'uint16_t' if self.elem == 'half' else 'ln_' + self.elem
            if self.n > 1:
                base = 'lnk_%s%d' % (self.elem, self.n)
            return ('const ' if self.const else '') + base + ' *'
        return 'ln_' + self.elem if self.n == 1 else 'lnk_%s%d' % (self.elem, self.n)

    def cl(self):
        """The OpenCL C spelling (documentation)."""
        if self.elem == 'size_t':
            return 'size_t'
        if self.space:
            return '%s%s %s%s *' % ('const ' if self.const else '', '__' + self.space[2:], self.elem,
                                    str(self.n) if self.n > 1 else '')
        return self.elem + ('' if self.n == 1 else str(self.n))

    def lanes(self):
        """The lanes type of a value argument."""
        return 'ln_' + self.elem + ('' if self.n == 1 else str(self.n))


def s(elem, n=1):
    return T(elem, n)


SIZE_T = T('size_t')


def _subref(i):
    if i == 0:
        return 'S_'
    digits, i, out = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', i - 1, ''
    while True:
        out = digits[i % 36] + out
        i //= 36
        if not i:
            return 'S%s_' % out


def mangle(name, params):
    """Itanium mangling of an overloadable OpenCL C function as Clang emits it: builtin types are
    not substitution candidates, vector types (Dv<n>_<elem>) and qualified pointee / pointer types
    are; the address space is a vendor qualifier U<len>CL<space>."""
    subs, out = [], ''

    def use(m):
        nonlocal out
        if m in subs:
            out += _subref(subs.index(m))
            return True
        return False

    for p in params:
        if p.elem == 'size_t':
            out += 'm'
        elif p.space:
            base = MANGLE[p.elem] if p.n == 1 else 'Dv%d_%s' % (p.n, MANGLE[p.elem])
            q = 'U%d%s' % (len(p.space), p.space) + ('K' if p.const else '') + base
            if not use('P' + q):
                out += 'P'
                if not use(q):
                    out += q[:-len(base)]
                    if p.n == 1 or not use(base):  # a vector pointee is a candidate of its own
                        out += base
                        if p.n > 1:
                            subs.append(base)
                    subs.append(q)
                subs.append('P' + q)
        elif p.n == 1:
            out += MANGLE[p.elem]
        else:
            m = 'Dv%d_%s' % (p.n, MANGLE[p.elem])
            if not use(m):
                out += m
                subs.append(m)
    return '_Z%d%s%s' % (len(name), name, out or 'v')


class Lib:
    """The functions of one generated file."""

    def __init__(self, part, what):
        self.part, self.what, self.funcs = part, what, []

    def add(self, name, ret, params, body, raw=False):
        """body: C expression of lanes values a0, a1, ... (the value arguments converted to lanes
        types; pointers and size_t as they are); ret None: a void function, body a statement;
        raw: body is the whole function body, on the arguments p0, p1, ... as they are passed."""
        m = mangle(name, params)
        args = ', '.join('%s p%d' % (p.c(), i) for i, p in enumerate(params))
        conv = ''.join('  %s a%d = LNK_IN(%s, p%d);\n' % (p.lanes(), i, p.lanes(), i)
                       if p.elem != 'size_t' and not p.space else '  %s a%d = p%d;\n' % (p.c(), i, i)
                       for i, p in enumerate(params))
        if raw:
            text = '%s %s(%s) {\n%s}\n' % (ret.c(), m, args, body)
        elif ret is None:
            text = 'void %s(%s) {\n%s  %s;\n}\n' % (m, args, conv, body)
        else:
            text = '%s %s(%s) {\n%s  return LNK_OUT(%s, %s);\n}\n' % (ret.c(), m, args, conv, ret.c(), body)
        sig = '%s %s(%s)' % (ret.cl() if ret else 'void', name, ', '.join(p.cl() for p in params))
        self.funcs.append((m, sig, text))

    def text(self):
        out = [lntypes.HEADER_NOTE % TOOL,
               '/* OpenCL C built-ins of the kernel layer: %s */\n' % self.what,
               '#include "clc.h"\n']
        for m, sig, text in self.funcs:
            out.append('/* %s */\n%s' % (sig, text))
        return '\n'.join(out)


def vec_types(elems, lanes):
    for e in elems:
        for n in lanes:
            yield e, n


def gen_shuffle():
    lib = Lib('shuffle', 'shuffle, shuffle2 (lanes/shuffle.h)')
    for e, n in vec_types(TYPES, POW2_LANES):
        u = lntypes.unsigned_int_of_width(e.bits).name
        for m in POW2_LANES:
            lib.add('shuffle', s(e.name, m), [s(e.name, n), s(u, m)], 'ln_shuffle(a0, a1)')
            lib.add('shuffle2', s(e.name, m), [s(e.name, n), s(e.name, n), s(u, m)], 'ln_shuffle2(a0, a1, a2)')
    return [lib]


ROUNDINGS = ('', '_rte', '_rtz', '_rtp', '_rtn')


def gen_convert():
    libs = []
    for d in TYPES:
        lib = Lib('convert_' + d.name, 'convert_%s<N>[_sat][_<rounding>] (lanes/convert.h)' % d.name)
        sats = ('', '_sat') if d.is_int else ('',)
        for n in SCALAR_AND_LANES:
            dn = d.name + ('' if n == 1 else str(n))
            for sat in sats:
                for r in ROUNDINGS:
                    name = 'convert_%s%s%s' % (dn, sat, r)
                    for src in TYPES:
                        lib.add(name, s(d.name, n), [s(src.name, n)], 'ln_%s(a0)' % name)
        libs.append(lib)
    return libs


def gen_memory():
    lib = Lib('memory', 'vload<N>, vstore<N>, vload_half<N>, vloada_half<N>, vstore[a]_half<N>[_<rounding>] '
              '(lanes/memory.h)')
    # Address spaces of the pointer, as Clang mangles them: OpenCL C 1.2 has one overload per named
    # space, OpenCL C 2.0/3.0 the generic space (and __constant for loads).
    spaces_ld = ('CLglobal', 'CLlocal', 'CLconstant', 'CLprivate', 'CLgeneric')
    spaces_st = ('CLglobal', 'CLlocal', 'CLprivate', 'CLgeneric')
    for e, n in vec_types(TYPES, LANES):
        for sp in spaces_ld:
            lib.add('vload%d' % n, s(e.name, n), [SIZE_T, T(e.name, space=sp, const=True)], 'ln_vload%d(a0, a1)' % n)
        for sp in spaces_st:
            lib.add('vstore%d' % n, None, [s(e.name, n), SIZE_T, T(e.name, space=sp)],
                    'ln_vstore%d(a0, a1, a2)' % n)
    for n in SCALAR_AND_LANES:
        suf = '' if n == 1 else str(n)
        for sp in spaces_ld:
            lib.add('vload_half' + suf, s('float', n), [SIZE_T, T('half', space=sp, const=True)],
                    'ln_vload_half%s(a0, a1)' % suf)
            if n > 1:
                lib.add('vloada_half' + suf, s('float', n), [SIZE_T, T('half', space=sp, const=True)],
                        'ln_vloada_half%s(a0, a1)' % suf)
        for a in ('', 'a') if n > 1 else ('',):
            for r in ROUNDINGS:
                name = 'vstore%s_half%s%s' % (a, suf, r)
                for src in ('float', 'double'):
                    for sp in spaces_st:
                        lib.add(name, None, [s(src, n), SIZE_T, T('half', space=sp)], 'ln_%s(a0, a1, a2)' % name)
    return [lib]


def _result(op, e, n):
    if op.result == 'T':
        return s(e.name, n)
    if op.result == 'U':
        return s(lntypes.unsigned_int_of_width(e.bits).name, n)
    if op.result == 'W':
        w = {8: 16, 16: 32, 32: 64}[e.bits]
        return s((lntypes.unsigned_int_of_width(w) if e.kind == 'u' else lntypes.signed_int_of_width(w)).name, n)
    if op.result == 'J':
        return s('int', n)
    if op.result == 'S':
        return s(lntypes.signed_int_of_width(e.bits).name, n) if n > 1 else s('int')
    return s('int')


def _args(op, e, n):
    u = lntypes.unsigned_int_of_width(e.bits).name
    kinds = {'T': e.name, 'N': e.name, 'B': e.name, 'U': u, 'M': lntypes.signed_int_of_width(e.bits).name,
             'I': 'int'}
    return [s(kinds[k], n) for k in op.args]


def gen_registry_ops():
    """integer, relational, select and bitselect: the OpenCL built-ins of tools/registry.py."""
    libs = {}
    for op in registry.OPS:
        if not op.is_builtin or op.family == 'math':  # math: gen_math
            continue
        part = 'integer' if op.family == 'integer' else 'relational'
        lib = libs.setdefault(part, Lib(part, 'the OpenCL built-ins of tools/registry.py\'s %s rows%s' % (
            op.family if part == 'integer' else 'relational and ops',
            '' if part == 'integer' else ' (select, bitselect)')))
        call = 'ln_%s(%s)' % (op.name, ', '.join('a%d' % i for i in range(op.arity)))
        for e in op.elems:
            if e.half:
                continue
            for n in SCALAR_AND_LANES:
                args = _args(op, e, n)
                if op.name == 'select':
                    # c: a signed or an unsigned integer type of the element width
                    for mk in (lntypes.signed_int_of_width(e.bits), lntypes.unsigned_int_of_width(e.bits)):
                        lib.add('select', s(e.name, n), args[:2] + [s(mk.name, n)], call)
                    continue
                lib.add(op.opencl, _result(op, e, n), args, call)
                if op.sgen and n > 1:
                    lib.add(op.opencl, _result(op, e, n), args[:1] + [s(e.name)] * (op.arity - 1), call)
    return [libs['integer'], libs['relational']]


# Math: lane by lane through the C library (<math.h>), float and double.
MATH1 = ('acos acosh asin asinh atan atanh cbrt ceil cos cosh erf erfc exp exp2 expm1 fabs floor lgamma log '
         'log10 log1p log2 logb rint round sin sinh sqrt tan tanh tgamma trunc').split()
MATH2 = 'atan2 copysign fdim fmax fmin fmod hypot nextafter pow remainder'.split()
MATH3 = ('fma',)
# Formulas of OpenCL C 1.2 s6.12.2 / s6.12.4 computed per lane (x, y, z: the lanes; F: the C
# library suffix of the element type, "f" or "").
MATH_FORMULA = {
    ('rsqrt', 1): '1 / sqrt%(F)s(x)',
    ('mad', 3): 'fma%(F)s(x, y, z)',
    ('degrees', 1): '(%(E)s)(180 / M_PI) * x',
    ('radians', 1): '(%(E)s)(M_PI / 180) * x',
    ('step', 2): 'y < x ? 0 : 1',
    ('mix', 3): 'x + (y - x) * z',
}


def _lanewise(e, n, params, expr):
    """The body of a math function: expr (of x, y, z) on every lane; scalar arguments of a vector
    form are used for every lane."""
    names = 'xyz'
    if n == 1:
        return '  ln_%s %s;\n  return %s;\n' % (
            e.name, ', '.join('%s = p%d' % (names[i], i) for i in range(len(params))), expr)
    lanes = ', '.join('%s = p%d%s' % (names[i], i, '[i]' if p.n > 1 else '') for i, p in enumerate(params))
    return ('  lnk_%s%d r = p0;\n  for (int i = 0; i < %d; i++) {\n    ln_%s %s;\n    r[i] = %s;\n  }\n'
            '  return r;\n') % (e.name, n, n, e.name, lanes, expr)


# The math built-ins lanes/math.h provides (tools/registry.py, family 'math'): their lanes function.
# (Those with output pointers, fract, modf, frexp: one overload per address space, gen_math.)
LANES_MATH = {op.opencl: op for op in registry.family('math')
              if op.is_builtin and not set(op.args) & set('PQ')}
LANES_MATH_PTR = [op for op in registry.family('math') if op.is_builtin and set(op.args) & set('PQ')]


def gen_math():
    lib = Lib('math', 'math, common and geometric functions: lanes/math.h\'s (tools/registry.py), the others '
                      'lane by lane through the C library')
    for e in (BY_NAME['float'], BY_NAME['double']):
        for op in LANES_MATH.values():
            call = 'ln_%s(%s)' % (op.name, ', '.join('a%d' % i for i in range(op.arity)))
            for n in SCALAR_AND_LANES:
                args = _args(op, e, n)
                lib.add(op.opencl, _result(op, e, n), args, call)
                if op.sgen and n > 1:  # fmax(v, scalar), ldexp(v, int)
                    lib.add(op.opencl, _result(op, e, n), args[:1] + _args(op, e, 1)[1:], call)
        F = 'f' if e.name == 'float' else ''
        funcs = [(f, 1, '%s%s(x)' % (f, F)) for f in MATH1]
        funcs += [(f, 2, '%s%s(x, y)' % (f, F)) for f in MATH2]
        funcs += [(f, 3, '%s%s(x, y, z)' % (f, F)) for f in MATH3]
        funcs += [(f, a, expr % {'F': F, 'E': e.name}) for (f, a), expr in MATH_FORMULA.items()]
        for op in LANES_MATH_PTR:
            pe = e.name if op.args[1] == 'P' else 'int'
            for n in SCALAR_AND_LANES:
                for sp in ('CLglobal', 'CLlocal', 'CLprivate', 'CLgeneric'):
                    pt = 'ln_%s%s' % (pe, n if n > 1 else '')
                    kt = 'ln_%s' % pe if n == 1 else 'lnk_%s%d' % (pe, n)
                    lib.add(op.opencl, s(e.name, n), [s(e.name, n), T(pe, n, space=sp)],
                            '({ %s t_; __auto_type r_ = ln_%s(a0, &t_); *a1 = LNK_OUT(%s, t_); r_; })' % (pt, op.name, kt))
        for f, arity, expr in funcs:
            if f in LANES_MATH:
                continue
            for n in SCALAR_AND_LANES:
                forms = [[s(e.name, n)] * arity]
                if n > 1 and f in ('fmax', 'fmin'):
                    forms.append([s(e.name, n), s(e.name)])
                if n > 1 and f == 'mix':
                    forms.append([s(e.name, n), s(e.name, n), s(e.name)])
                for params in forms:
                    lib.add(f, s(e.name, n), params, _lanewise(e, n, params, expr), raw=True)
        for n in (1, 2, 3, 4):
            v = s(e.name, n)
            dot = 'LNK_DOT(%s, %d, %%s, %%s)' % (e.name, n)
            lib.add('dot', s(e.name), [v, v], '  return %s;\n' % dot % ('p0', 'p1'), raw=True)
            lib.add('length', s(e.name), [v], '  return sqrt%s(%s);\n' % (F, dot % ('p0', 'p0')), raw=True)
            lib.add('distance', s(e.name), [v, v], '  return sqrt%s(%s);\n' % (F, dot % ('(p0 - p1)', '(p0 - p1)')),
                    raw=True)
    return [lib]


# Not generated: the work-item functions and synchronization (src/clc/workitem.c, inlined into
# the kernels; barrier switches fibers in the launcher, src/clc/kernel.c).
RUNTIME = [('get_work_dim', 'uint', [], 'workitem')] + \
    [(f, 'size_t', [s('uint')], 'workitem') for f in ('get_global_size', 'get_global_id', 'get_local_size',
                                                      'get_local_id', 'get_enqueued_local_size', 'get_num_groups',
                                                      'get_group_id', 'get_global_offset')] + \
    [(f, 'size_t', [], 'workitem') for f in ('get_global_linear_id', 'get_local_linear_id')] + \
    [(f, 'void', [s('uint')], 'workitem') for f in ('barrier', 'work_group_barrier', 'mem_fence', 'read_mem_fence',
                                                    'write_mem_fence')]


def all_libs():
    return gen_shuffle() + gen_convert() + gen_memory() + gen_registry_ops() + gen_math()


def main():
    libs = all_libs()
    names = []
    for lib in libs:
        lntypes.write('src/clc/builtins_%s.c' % lib.part, lib.text())
        names += ['%s %s' % (m, sig) for m, sig, _ in lib.funcs]
    names += ['%s %s %s(%s) [src/clc/%s.c]' % (mangle(f, p), r, f, ', '.join(x.cl() for x in p), src)
              for f, r, p, src in RUNTIME]
    assert len(set(n.split()[0] for n in names)) == len(names), 'a mangled name is exported twice'
    lntypes.write('src/clc/builtins.txt', '# Generated by tools/%s: mangled name, OpenCL C signature\n' % TOOL +
                  '\n'.join(names) + '\n')


if __name__ == '__main__':
    main()
