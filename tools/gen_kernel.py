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
          'ulong': 'm', 'half': 'Dh', 'float': 'f', 'double': 'd', 'event': '9ocl_event',
          'memory_order': '12memory_order', 'memory_scope': '12memory_scope', 'sampler': '11ocl_sampler'}
# types that are a source name (substitution candidates, like vectors)
NAMED = ('event', 'memory_order', 'memory_scope', 'sampler')
# Element types of the kernel layer's built-ins: half arithmetic (cl_khr_fp16) is not provided;
# half data is read and written by vload_half / vstore_half.
TYPES = [e for e in ELEMS if not e.half]
SCALAR_AND_LANES = (1,) + LANES


class T:
    """A parameter or result type: scalar (n == 1) or vector of an element type, a pointer
    (space set) to one element, or size_t."""

    def __init__(self, elem, n=1, space=None, const=False, volatile=False, atomic=False):
        self.elem, self.n, self.space, self.const, self.volatile = elem, n, space, const, volatile
        self.atomic = atomic   # a pointer to an OpenCL C 2.0 atomic type (atomic_int: _Atomic(int))

    def c(self):
        """The C spelling in the generated file."""
        if self.elem in ('size_t', 'void', 'bool'):
            return self.elem
        if self.elem == 'event':
            return 'void *'
        if self.elem in NAMED:
            return 'int'
        if self.space:
            base = 'uint16_t' if self.elem == 'half' else 'ln_' + self.elem
            if self.n > 1:
                base = 'lnk_%s%d' % (self.elem, self.n)
            return ('volatile ' if self.volatile else '') + ('const ' if self.const else '') + base + ' *'
        return 'ln_' + self.elem if self.n == 1 else 'lnk_%s%d' % (self.elem, self.n)

    def cl(self):
        """The OpenCL C spelling (documentation)."""
        if self.elem in ('size_t', 'void', 'bool'):
            return self.elem
        v = 'event_t' if self.elem == 'event' else self.elem + ('' if self.n == 1 else str(self.n))
        if self.atomic:
            v = 'atomic_' + v
        if self.space:
            return '%s%s%s %s *' % ('volatile ' if self.volatile else '', 'const ' if self.const else '',
                                   '__' + self.space[2:], v)
        return v

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

    def value(elem, n, atomic=False):
        """A value type; vectors, named types and _Atomic types are substitution candidates."""
        nonlocal out
        if atomic:
            m = 'U7_Atomic' + MANGLE[elem]
        elif n == 1 and elem not in NAMED:
            out += MANGLE[elem]
            return
        else:
            m = MANGLE[elem] if elem in NAMED else 'Dv%d_%s' % (n, MANGLE[elem])
        if not use(m):
            out += m
            subs.append(m)

    for p in params:
        if p.elem == 'size_t':
            out += 'm'
        elif p.space:
            quals = 'U%d%s' % (len(p.space), p.space) + ('V' if p.volatile else '') + ('K' if p.const else '')
            q = quals + ('U7_Atomic' if p.atomic else '') + \
                (MANGLE[p.elem] if p.n == 1 else 'Dv%d_%s' % (p.n, MANGLE[p.elem]))
            if not use('P' + q):
                out += 'P'
                if not use(q):
                    out += quals
                    value(p.elem, p.n, p.atomic)
                    subs.append(q)
                subs.append('P' + q)
        elif p.elem.startswith('ocl_'):
            m = '%d%s' % (len(p.elem), p.elem)
            if not use(m):
                out += m
                subs.append(m)
        else:
            value(p.elem, p.n)
    return '_Z%d%s%s' % (len(name), name, out or 'v')


class Lib:
    """The functions of one generated file."""

    def __init__(self, part, what, include='clc.h'):
        self.part, self.what, self.include, self.funcs = part, what, include, []

    def add(self, name, ret, params, body, raw=False):
        """body: C expression of lanes values a0, a1, ... (the value arguments converted to lanes
        types; pointers and size_t as they are); ret None: a void function, body a statement;
        raw: body is the whole function body, on the arguments p0, p1, ... as they are passed."""
        m = mangle(name, params)
        args = ', '.join('%s p%d' % (p.c(), i) for i, p in enumerate(params))
        conv = ''.join('  %s a%d = LNK_IN%s(%s, p%d);\n' % (p.lanes(), i, '3' if p.n == 3 else '', p.lanes(), i)
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
               '#include "%s"\n' % self.include]
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


# Math: every math built-in comes from lanes/math.h (LANES_MATH and LANES_MATH_VEC below), the
# half_ and native_ forms (float only, registry.HALF_NATIVE) from its ln_half_<f> and ln_native_<f>.


# The math built-ins lanes/math.h provides (tools/registry.py, family 'math'): their lanes function.
# (Those with output pointers, fract, modf, frexp, remquo: one overload per address space, gen_math.)
LANES_MATH = {op.opencl: op for op in registry.family('math')
              if op.is_builtin and not set(op.args) & set('PQ')}
LANES_MATH_PTR = [op for op in registry.family('math') if op.is_builtin and set(op.args) & set('PQ')]
# lanes' vectorized functions (exp exp2 exp10 log log2 log10 pow powr pown rootn sin cos tan sinpi
# cospi tanpi asin acos atan atan2 asinpi acospi atanpi atan2pi expm1 log1p cbrt rsqrt hypot sinh
# cosh tanh asinh acosh atanh erf tgamma, within 1 ulp, erfc lgamma within 1.5; OpenCL asks 2 to 16):
# OpenCL C's functions of those names
LANES_MATH_VEC = {op.name: op for op in registry.family('math') if op.vec and not set(op.args) & set('PQ')}
# and those with an output pointer (sincos: the cosine; lgamma_r: the sign, int lanes), every address space
LANES_MATH_VEC_PTR = [op for op in registry.family('math') if op.vec and set(op.args) & set('PQ')]
# OpenCL's forms of lanes/math.h's common functions with scalar arguments next to a vector
# (sgentype): the argument positions that are scalars
LANES_MATH_SCALAR_ARGS = {'step': (0,), 'mix': (2,), 'smoothstep': (0, 1)}


def gen_math():
    lib = Lib('math', 'math, common and geometric functions: lanes/math.h\'s (tools/registry.py) and '
                      'lanes/geometric.h\'s')
    for e in (BY_NAME['float'], BY_NAME['double']):
        named = [(op.opencl, op) for op in LANES_MATH.values()] + [(op.name, op) for op in LANES_MATH_VEC.values()]
        for cl_name, op in named:
            call = 'ln_%s(%s)' % (op.name, ', '.join('a%d' % i for i in range(op.arity)))
            for n in SCALAR_AND_LANES:
                args = _args(op, e, n)
                lib.add(cl_name, _result(op, e, n), args, call)
                if op.sgen and n > 1:  # fmax(v, scalar), ldexp(v, int)
                    lib.add(op.opencl, _result(op, e, n), args[:1] + _args(op, e, 1)[1:], call)
                if op.name in LANES_MATH_SCALAR_ARGS and n > 1:  # step(scalar, v), mix(v, v, scalar), ...
                    sc = _args(op, e, 1)
                    lib.add(op.opencl, _result(op, e, n),
                            [sc[i] if i in LANES_MATH_SCALAR_ARGS[op.name] else a for i, a in enumerate(args)], call)
        if e.name == 'float':  # half_<f>, native_<f>: lanes/math.h's ln_half_<f>, ln_native_<f>
            for f, arity in registry.HALF_NATIVE.items():
                for pre in ('half_', 'native_'):
                    call = 'ln_%s%s(%s)' % (pre, f, ', '.join('a%d' % i for i in range(arity)))
                    for n in SCALAR_AND_LANES:
                        lib.add(pre + f, s(e.name, n), [s(e.name, n)] * arity, call)
        for op in LANES_MATH_PTR + LANES_MATH_VEC_PTR:
            pe = e.name if op.args[-1] == 'P' else 'int'
            nv = len(op.args) - 1  # the value arguments before the pointer
            vals = ''.join('a%d, ' % i for i in range(nv))
            for n in SCALAR_AND_LANES:
                for sp in ('CLglobal', 'CLlocal', 'CLprivate', 'CLgeneric'):
                    pt = 'ln_%s%s' % (pe, n if n > 1 else '')
                    kt = 'ln_%s' % pe if n == 1 else 'lnk_%s%d' % (pe, n)
                    lib.add(op.opencl or op.name, s(e.name, n), [s(e.name, n)] * nv + [T(pe, n, space=sp)],
                            '({ %s t_; __auto_type r_ = ln_%s(%s&t_); *a%d = LNK_OUT(%s, t_); r_; })'
                            % (pt, op.name, vals, nv, kt))
        # the geometric functions: lanes/geometric.h (1 to 4 lanes; cross 3 and 4; fast_: float)
        fast = ('', 'fast_') if e.name == 'float' else ('',)
        for n in (1, 2, 3, 4):
            v = s(e.name, n)
            for pre in fast:
                lib.add(pre + 'length', s(e.name), [v], 'ln_%slength(a0)' % pre)
                lib.add(pre + 'distance', s(e.name), [v, v], 'ln_%sdistance(a0, a1)' % pre)
                lib.add(pre + 'normalize', v, [v], 'ln_%snormalize(a0)' % pre)
            lib.add('dot', s(e.name), [v, v], 'ln_dot(a0, a1)')
            if n >= 3:
                lib.add('cross', v, [v, v], 'ln_cross(a0, a1)')
    return [lib]


# OpenCL C 1.2 atomic functions (section 6.12.11) and their OpenCL 1.0 extension spellings atom_*
# (cl_khr_{global,local}_int32_{base,extended}_atomics, cl_khr_int64_{base,extended}_atomics):
# name -> (arguments after the pointer, the C body on p0 (pointer), p1, p2).  Each is one
# sequentially consistent read-modify-write (__atomic built-ins, lock-free on x86-64 and AArch64
# for 32 and 64 bits), so work-groups may run on several threads at once; the result is the old
# value.  Integer arithmetic wraps (two's complement).
ATOMIC_OPS = {
    'add': (1, '  return __atomic_fetch_add(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'sub': (1, '  return __atomic_fetch_sub(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'xchg': (1, '  return __atomic_exchange_n(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'inc': (0, '  return __atomic_fetch_add(p0, 1, __ATOMIC_SEQ_CST);\n'),
    'dec': (0, '  return __atomic_fetch_sub(p0, 1, __ATOMIC_SEQ_CST);\n'),
    'cmpxchg': (2, '  __atomic_compare_exchange_n(p0, &p1, p2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);\n'
                   '  return p1;\n'),
    'min': (1, '  return __atomic_fetch_min(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'max': (1, '  return __atomic_fetch_max(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'and': (1, '  return __atomic_fetch_and(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'or': (1, '  return __atomic_fetch_or(p0, p1, __ATOMIC_SEQ_CST);\n'),
    'xor': (1, '  return __atomic_fetch_xor(p0, p1, __ATOMIC_SEQ_CST);\n'),
}
# float atomic_xchg (OpenCL 1.1 on): the generic __atomic_exchange takes any type
XCHG_FLOAT = '  ln_float r;\n  __atomic_exchange(p0, &p1, &r, __ATOMIC_SEQ_CST);\n  return r;\n'


def gen_atomic():
    lib = Lib('atomic', 'atomic functions (atomic_* of OpenCL C 1.2, atom_* of the cl_khr_*_atomics '
                        'extensions) on __global and __local memory')
    forms = [('atomic_', ('int', 'uint')), ('atom_', ('int', 'uint', 'long', 'ulong'))]
    for prefix, elems in forms:
        for op, (nargs, body) in ATOMIC_OPS.items():
            for space in ('CLglobal', 'CLlocal'):
                for e in elems:
                    lib.add(prefix + op, s(e), [T(e, space=space, volatile=True)] + [s(e)] * nargs, body, raw=True)
    for space in ('CLglobal', 'CLlocal'):
        lib.add('atomic_xchg', s('float'), [T('float', space=space, volatile=True), s('float')], XCHG_FLOAT,
                raw=True)
    return [lib]


# OpenCL C 2.0 atomics (section 6.13.11) on atomic_int, _uint, _long, _ulong (every function) and
# atomic_float, _double (init, load, store, exchange, compare-exchange), through the generic
# address space (atomic_init also __global and __local, which Clang 14 calls); atomic_flag is an
# atomic_int.  Every operation is sequentially consistent whatever order and scope are asked for
# (at least as strong as any of them); fetch_* return the old value, integers wrap.
A20_INT = ('int', 'uint', 'long', 'ulong')
A20_ALL = A20_INT + ('float', 'double')
SEQ = '__ATOMIC_SEQ_CST'


def gen_atomic20():
    lib = Lib('atomic20', 'OpenCL C 2.0 atomic functions (atomic_load, atomic_fetch_add_explicit, ...)')
    order, scope = s('memory_order'), s('memory_scope')
    extras = [('', []), ('_explicit', [order]), ('_explicit', [order, scope])]

    def obj(e, space='CLgeneric'):
        return T(e, space=space, volatile=True, atomic=True)

    def unused(first, params):
        return ''.join('  (void)p%d;\n' % i for i in range(first, len(params)))

    for e in A20_ALL:
        v = s(e)
        for space in ('CLgeneric', 'CLglobal', 'CLlocal'):
            lib.add('atomic_init', T('void'), [obj(e, space), v], '  __atomic_store(p0, &p1, __ATOMIC_RELAXED);\n',
                    raw=True)
        for suffix, more in extras:
            params = [obj(e), v] + more
            lib.add('atomic_store' + suffix, T('void'), params,
                    unused(2, params) + '  __atomic_store(p0, &p1, %s);\n' % SEQ, raw=True)
            params = [obj(e)] + more
            lib.add('atomic_load' + suffix, v, params,
                    unused(1, params) + '  ln_%s r;\n  __atomic_load(p0, &r, %s);\n  return r;\n' % (e, SEQ),
                    raw=True)
            params = [obj(e), v] + more
            lib.add('atomic_exchange' + suffix, v, params,
                    unused(2, params) + '  ln_%s r;\n  __atomic_exchange(p0, &p1, &r, %s);\n  return r;\n' % (e, SEQ),
                    raw=True)
        for strength, weak in (('strong', 0), ('weak', 1)):
            for suffix, more in (('', []), ('_explicit', [order, order]), ('_explicit', [order, order, scope])):
                params = [obj(e), T(e, space='CLgeneric'), v] + more
                # a weak compare-exchange may fail spuriously in OpenCL; this one does not
                lib.add('atomic_compare_exchange_%s%s' % (strength, suffix), T('bool'), params,
                        unused(3, params) +
                        '  return __atomic_compare_exchange(p0, p1, &p2, %d, %s, %s);\n' % (weak, SEQ, SEQ), raw=True)
    for e in A20_INT:
        v = s(e)
        for op in ('add', 'sub', 'or', 'xor', 'and', 'min', 'max'):
            for suffix, more in extras:
                params = [obj(e), v] + more
                lib.add('atomic_fetch_%s%s' % (op, suffix), v, params,
                        unused(2, params) + '  return __atomic_fetch_%s(p0, p1, %s);\n' % (op, SEQ), raw=True)
    # atomic_uintptr_t with a ptrdiff_t operand (add, sub): ulong with long, and uint with int for
    # 32-bit targets; the operand converted (wrapping) to the unsigned type
    for u, d in (('ulong', 'long'), ('uint', 'int')):
        for op in ('add', 'sub'):
            for suffix, more in extras:
                params = [obj(u), s(d)] + more
                lib.add('atomic_fetch_%s%s' % (op, suffix), s(u), params,
                        unused(2, params) + '  return __atomic_fetch_%s(p0, (ln_%s)p1, %s);\n' % (op, u, SEQ), raw=True)
    for suffix, more in extras:
        params = [obj('int')] + more
        lib.add('atomic_flag_test_and_set' + suffix, T('bool'), params,
                unused(1, params) + '  return __atomic_exchange_n(p0, 1, %s) != 0;\n' % SEQ, raw=True)
        lib.add('atomic_flag_clear' + suffix, T('void'), params,
                unused(1, params) + '  __atomic_store_n(p0, 0, %s);\n' % SEQ, raw=True)
    return [lib]


# Asynchronous work-group copies (OpenCL C 1.2 section 6.12.10): every work-item of the group
# calls them with the same arguments; the work-item of local linear id 0 (the first to run in a
# group) does the whole copy, the others nothing.  wait_group_events is a barrier
# (src/clc/workitem.c; tools/clc_kernels.py runs a file that calls it as fibers), so every
# work-item waits for the copies of the group.  The event returned is the one passed, or a token.
ASYNC_COPY = ('  if (!_Z19get_local_linear_idv())\n    for (size_t i = 0; i < p2; i++) p0[%s] = p1[%s];\n'
              '  return p%d ? p%d : (void *)1;\n')


def gen_async():
    lib = Lib('async', 'asynchronous work-group copies and prefetch')
    ev = T('event')
    for e in TYPES:
        for n in SCALAR_AND_LANES:
            loc, glo = T(e.name, n, 'CLlocal'), T(e.name, n, 'CLglobal')
            cloc, cglo = T(e.name, n, 'CLlocal', const=True), T(e.name, n, 'CLglobal', const=True)
            lib.add('async_work_group_copy', ev, [loc, cglo, SIZE_T, ev], ASYNC_COPY % ('i', 'i', 3, 3), raw=True)
            lib.add('async_work_group_copy', ev, [glo, cloc, SIZE_T, ev], ASYNC_COPY % ('i', 'i', 3, 3), raw=True)
            lib.add('async_work_group_strided_copy', ev, [loc, cglo, SIZE_T, SIZE_T, ev],
                    ASYNC_COPY % ('i', 'i * p3', 4, 4), raw=True)
            lib.add('async_work_group_strided_copy', ev, [glo, cloc, SIZE_T, SIZE_T, ev],
                    ASYNC_COPY % ('i * p3', 'i', 4, 4), raw=True)
            lib.add('prefetch', T('void'), [cglo, SIZE_T], '  (void)p1;\n  __builtin_prefetch(p0);\n', raw=True)
    return [lib]


# OpenCL C 2.0 work-group collective functions (section 6.13.15) on int uint long ulong float
# double, through the exchange of src/clc/workgroup.h: reductions and scans combine the values in
# the order of the local linear ids (integers wrap; float and double min/max are fmin/fmax);
# an exclusive scan starts from the identity (0, the type's largest or smallest value, +-inf).
# broadcast of a local id outside the group returns the work-item's own value.
WG_TYPES = ('int', 'uint', 'long', 'ulong', 'float', 'double')
WG_UNSIGNED = {'int': 'uint32_t', 'uint': 'uint32_t', 'long': 'uint64_t', 'ulong': 'uint64_t'}
WG_LIMITS = {'int': ('INT32_MAX', 'INT32_MIN'), 'uint': ('UINT32_MAX', '0'), 'long': ('INT64_MAX', 'INT64_MIN'),
             'ulong': ('UINT64_MAX', '0'), 'float': ('INFINITY', '-INFINITY'), 'double': ('INFINITY', '-INFINITY')}


def _wg_op(op, e, a, b):
    if op == 'add':
        if e in WG_UNSIGNED:
            return '(ln_%s)((%s)%s + (%s)%s)' % (e, WG_UNSIGNED[e], a, WG_UNSIGNED[e], b)
        return '%s + %s' % (a, b)
    if e in ('float', 'double'):
        return 'f%s%s(%s, %s)' % (op, 'f' if e == 'float' else '', a, b)
    return '(%s %s %s ? %s : %s)' % (b, '<' if op == 'min' else '>', a, b, a)


def gen_workgroup():
    lib = Lib('workgroup', 'work-group collective functions (OpenCL C 2.0)', include='workgroup.h')
    at = 'LNK_WG_AT(ln_%s, i)'
    for pred in ('all', 'any'):
        test = '!' if pred == 'all' else '!!'
        lib.add('work_group_' + pred, s('int'), [s('int')],
                '  size_t n = lnk_wg_share(&p0, sizeof p0);\n'
                '  for (size_t i = 0; i < n; i++)\n    if (%sLNK_WG_AT(ln_int, i)) return %d;\n  return %d;\n' % (
                    test, 0 if pred == 'all' else 1, 1 if pred == 'all' else 0), raw=True)
    for e in WG_TYPES:
        v = s(e)
        for dims in (1, 2, 3):
            ids = ' + '.join(['p1', 'p2 * ls[0]', 'p3 * ls[0] * ls[1]'][:dims])
            inside = ' && '.join('p%d < ls[%d]' % (d + 1, d) for d in range(dims))
            lib.add('work_group_broadcast', v, [v] + [SIZE_T] * dims,
                    '  size_t ls[3] = {_Z14get_local_sizej(0), _Z14get_local_sizej(1), _Z14get_local_sizej(2)};\n'
                    '  lnk_wg_share(&p0, sizeof p0);\n'
                    '  return %s ? LNK_WG_AT(ln_%s, %s) : p0;\n' % (inside, e, ids), raw=True)
        for op in ('add', 'min', 'max'):
            ident = '0' if op == 'add' else WG_LIMITS[e][0 if op == 'min' else 1]
            lib.add('work_group_reduce_' + op, v, [v],
                    '  size_t n = lnk_wg_share(&p0, sizeof p0);\n  ln_%s r = LNK_WG_AT(ln_%s, 0);\n'
                    '  for (size_t i = 1; i < n; i++) r = %s;\n  return r;\n' % (e, e, _wg_op(op, e, 'r', at % e)),
                    raw=True)
            lib.add('work_group_scan_inclusive_' + op, v, [v],
                    '  lnk_wg_share(&p0, sizeof p0);\n  ln_%s r = LNK_WG_AT(ln_%s, 0);\n'
                    '  for (size_t i = 1, l = _Z19get_local_linear_idv(); i <= l; i++) r = %s;\n  return r;\n' % (
                        e, e, _wg_op(op, e, 'r', at % e)), raw=True)
            lib.add('work_group_scan_exclusive_' + op, v, [v],
                    '  lnk_wg_share(&p0, sizeof p0);\n  ln_%s r = %s;\n'
                    '  for (size_t i = 0, l = _Z19get_local_linear_idv(); i < l; i++) r = %s;\n  return r;\n' % (
                        e, ident, _wg_op(op, e, 'r', at % e)), raw=True)
    return [lib]


# cl_khr_subgroups (OpenCL C 2.0 and 3.0): lanes' sub-groups have one work-item each (a size OpenCL
# leaves to the implementation), so a collective of a sub-group is the work-item's own value and
# an exclusive scan the operation's identity; the sub-group work-item functions and
# sub_group_barrier are in src/clc/workitem.c.
def gen_subgroup():
    lib = Lib('subgroup', 'sub-group functions (cl_khr_subgroups; one work-item per sub-group)')
    for pred in ('all', 'any'):
        lib.add('sub_group_' + pred, s('int'), [s('int')], '  return p0 != 0;\n', raw=True)
    for e in WG_TYPES:
        v = s(e)
        lib.add('sub_group_broadcast', v, [v, s('uint')], '  (void)p1;\n  return p0;\n', raw=True)
        for op in ('add', 'min', 'max'):
            ident = '0' if op == 'add' else WG_LIMITS[e][0 if op == 'min' else 1]
            lib.add('sub_group_reduce_' + op, v, [v], '  return p0;\n', raw=True)
            lib.add('sub_group_scan_inclusive_' + op, v, [v], '  return p0;\n', raw=True)
            lib.add('sub_group_scan_exclusive_' + op, v, [v], '  (void)p0;\n  return %s;\n' % ident, raw=True)
    return [lib]


# Not generated: the work-item functions and synchronization (src/clc/workitem.c, inlined into
# the kernels; barrier switches fibers in the launcher, src/clc/kernel.c).
RUNTIME = [('get_work_dim', 'uint', [], 'workitem')] + \
    [(f, 'size_t', [s('uint')], 'workitem') for f in ('get_global_size', 'get_global_id', 'get_local_size',
                                                      'get_local_id', 'get_enqueued_local_size', 'get_num_groups',
                                                      'get_group_id', 'get_global_offset')] + \
    [(f, 'size_t', [], 'workitem') for f in ('get_global_linear_id', 'get_local_linear_id')] + \
    [(f, 'void', [s('uint')], 'workitem') for f in ('barrier', 'work_group_barrier', 'mem_fence', 'read_mem_fence',
                                                    'write_mem_fence')] + \
    [('wait_group_events', 'void', [s('int'), T('event', space='CLgeneric')], 'workitem')] + \
    [(f, 'uint', [], 'workitem') for f in ('get_sub_group_size', 'get_max_sub_group_size', 'get_num_sub_groups',
                                           'get_enqueued_num_sub_groups', 'get_sub_group_id',
                                           'get_sub_group_local_id')] + \
    [('sub_group_barrier', 'void', [s('uint')], 'workitem'),
     ('sub_group_barrier', 'void', [s('uint'), s('memory_scope')], 'workitem')]


# Not generated either: the image built-ins (src/clc/image.cl, OpenCL C compiled to bitcode).
# Image types mangle as source names ocl_image<kind>_<ro|wo|rw>, the sampler as ocl_sampler.
IMAGE_KINDS = (('image1d', 'int', 'float'), ('image1d_buffer', 'int', None), ('image1d_array', 'int2', 'float2'),
               ('image2d', 'int2', 'float2'), ('image2d_array', 'int4', 'float4'), ('image3d', 'int4', 'float4'))
IMAGE_ACCESS = {'ro': 'read_only', 'wo': 'write_only', 'rw': 'read_write'}


def image_builtins():
    """(mangled name, OpenCL C signature) of every function of src/clc/image.cl."""
    out = []

    def vec(t):
        n = t.rstrip('0123456789')
        return T(n, int(t[len(n):] or 1))

    def add(name, ret, img, acc, params):
        m = mangle(name, [T('ocl_%s_%s' % (img, acc))] + [vec(p) if p != 'sampler' else T('sampler') for p in params])
        sig = '%s %s(%s %s_t%s)' % (ret, name, IMAGE_ACCESS[acc], img,
                                    ''.join(', ' + (p + '_t' if p == 'sampler' else p) for p in params))
        out.append((m, sig))
    for img, ic, fc in IMAGE_KINDS:
        for acc in ('ro', 'wo', 'rw'):
            for f, r in (('get_image_width', 'int'), ('get_image_channel_data_type', 'int'),
                         ('get_image_channel_order', 'int')):
                add(f, r, img, acc, [])
            if img in ('image2d', 'image2d_array', 'image3d'):
                add('get_image_height', 'int', img, acc, [])
                add('get_image_dim', 'int4' if img == 'image3d' else 'int2', img, acc, [])
            if img == 'image3d':
                add('get_image_depth', 'int', img, acc, [])
            if img.endswith('_array'):
                add('get_image_array_size', 'size_t', img, acc, [])
        for f, r in (('read_imagef', 'float4'), ('read_imagei', 'int4'), ('read_imageui', 'uint4'),
                     ('read_imageh', 'half4')):
            if fc:
                add(f, r, img, 'ro', ['sampler', fc])
                add(f, r, img, 'ro', ['sampler', ic])
            add(f, r, img, 'ro', [ic])
            add(f, r, img, 'rw', [ic])
        for f, v in (('write_imagef', 'float4'), ('write_imagei', 'int4'), ('write_imageui', 'uint4'),
                     ('write_imageh', 'half4')):
            for acc in ('wo', 'rw'):
                add(f, 'void', img, acc, [ic, v])
    return out


def all_libs():
    return gen_shuffle() + gen_convert() + gen_memory() + gen_registry_ops() + gen_math() + gen_atomic() + gen_atomic20() + gen_async() + gen_workgroup() + gen_subgroup()


def main():
    libs = all_libs()
    names = []
    for lib in libs:
        lntypes.write('src/clc/builtins_%s.c' % lib.part, lib.text())
        names += ['%s %s' % (m, sig) for m, sig, _ in lib.funcs]
    names += ['%s %s %s(%s) [src/clc/%s.c]' % (mangle(f, p), r, f, ', '.join(x.cl() for x in p), src)
              for f, r, p, src in RUNTIME]
    names += ['%s %s [src/clc/image.cl]' % x for x in image_builtins()]
    names.append('lnk_printf int printf(__constant char *, ...) [src/clc/printf.c; calls renamed by clc_kernels.py]')
    assert len(set(n.split()[0] for n in names)) == len(names), 'a mangled name is exported twice'
    lntypes.write('src/clc/builtins.txt', '# Generated by tools/%s: mangled name, OpenCL C signature\n' % TOOL +
                  '\n'.join(names) + '\n')


if __name__ == '__main__':
    main()
