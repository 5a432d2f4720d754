#!/usr/bin/env python3
"""Generates the families of the PoCL differential test: tests/pocl/fam_<family>.c and
tests/pocl/families.h.

A family is a list of kernels; a kernel has input slots and ops; every op is written twice,
as OpenCL C (run on PoCL) and as C through lanes (run on the host).  The driver
(tests/pocl/pocl_main.c) fills the inputs, runs both and compares.  No expected value comes
from here: PoCL computes one side, lanes the other.

Add a family: write a function returning Kernel objects, add it to FAMILIES with the lanes
header it needs (the family compiles to "not present" while the header is missing)."""
import registry
from lntypes import ELEMS, BY_NAME, HEADER_NOTE, signed_int_of_width, unsigned_int_of_width, write

ME = 'gen_pocl.py'
NOHALF = [e for e in ELEMS if not e.half]
INTS = [e for e in ELEMS if e.is_int]
FLTS = [e for e in ELEMS if e.is_float and not e.half]
VLANES = (2, 3, 4, 8, 16)


def cl_t(e, n):
    """OpenCL C type name."""
    return e.name if n == 1 else '%s%d' % (e.name, n)


def ln_t(e, n):
    """lanes C type name (half is stored as uint16_t bit patterns)."""
    if e.half:
        return 'uint16_t'
    return e.scalar if n == 1 else e.vec(n)


def cast(e, n):
    """C cast to the scalar result type (scalars: OpenCL promotes char/short operands to int,
    the kernel stores the result converted back); vectors need none."""
    return '(%s)' % e.scalar if n == 1 else ''


def elem_c(e):
    return 'uint16_t' if e.half else e.ctype


class Slot:
    def __init__(self, var, e, n, gen='VAL', packed=0):
        self.var, self.e, self.n, self.gen, self.packed = var, e, n, gen, packed


class Op:
    """name: what unspecified.h matches; out = (elem, n[, packed]); args: input vars;
    cl / c: expressions (or, with stmt=True, statements where {o} is the output slot)."""

    def __init__(self, name, out, args, cl, c, stmt=False):
        self.name, self.args, self.cl, self.c, self.stmt = name, args, cl, c, stmt
        self.oe, self.on = out[0], out[1]
        self.opacked = out[2] if len(out) > 2 else 0


class Kernel:
    def __init__(self, name, slots, ops):
        self.name, self.slots, self.ops = name, slots, ops


def gen_kernel(k):
    """Returns (OpenCL C text, C text)."""
    idx = {s.var: i for i, s in enumerate(k.slots)}
    cl = ['__kernel void k_%s(KARGS) {\n  size_t i = get_global_id(0);\n' % k.name]
    c = ['static void h_%s(const unsigned char *in, unsigned char *out, size_t count) {\n'
         '  for (size_t i = 0; i < count; i++) {\n' % k.name]
    for i, s in enumerate(k.slots):
        if s.packed:
            cl.append('  __global const %s *%s = IN(%s, %d);\n' % (s.e.name, s.var, s.e.name, i))
            c.append('    const %s *%s = PC_INBASE(%s, %d);\n' % (elem_c(s.e), s.var, elem_c(s.e), i))
        else:
            cl.append('  %s %s = IN(%s, %d)[i];\n' % (cl_t(s.e, s.n), s.var, cl_t(s.e, s.n), i))
            c.append('    %s %s = PC_LD(%s, %d);\n' % (ln_t(s.e, s.n), s.var, ln_t(s.e, s.n), i))
    for o, op in enumerate(k.ops):
        if op.stmt:
            cl.append('  ' + op.cl.format(o=o) + '\n')
            c.append('    ' + op.c.format(o=o) + '\n')
        else:
            t = cl_t(op.oe, op.on)
            cl.append('  OUT(%s, %d)[i] = (%s)(%s);\n' % (t, o, t, op.cl))
            lt = ln_t(op.oe, op.on)
            c.append('    PC_ST(%s, %d, %s);\n' % (lt, o, op.c))
    cl.append('}\n')
    c.append('  }\n}\n')
    slots = ', '.join('{PC_%s, %d, %d, PC_G_%s}' % (s.e.name.upper(), s.n, s.packed, s.gen) for s in k.slots)
    ops = ',\n  '.join('{"%s", {PC_%s, %d, %d, 0}, %d, {%s}}' % (
        op.name, op.oe.name.upper(), op.on, op.opacked, len(op.args),
        ', '.join(str(idx[a]) for a in op.args) or '0') for op in k.ops)
    c.append('static const pc_slot s_%s[] = {%s};\n' % (k.name, slots))
    c.append('static const pc_op o_%s[] = {\n  %s};\n' % (k.name, ops))
    return ''.join(cl), ''.join(c)


def c_string(text):
    out = []
    for line in text.splitlines():
        out.append('    "%s\\n"' % line.replace('\\', '\\\\').replace('"', '\\"'))
    return '\n'.join(out)


def family_file(name, headers, kernels, note, std):
    cond = ' && '.join('__has_include(<lanes/%s>)' % h for h in headers)
    o = [HEADER_NOTE % ME]
    o.append('/* PoCL differential test, family "%s": %s */\n' % (name, note))
    o.append('#include "pocl_test.h"\n')
    o.append('#if %s\n' % cond)
    for h in headers:
        o.append('#include <lanes/%s>\n' % h)
    o.append('#pragma GCC diagnostic ignored "-Wpsabi"\n\n')
    cls, hs = [], []
    for k in kernels:
        a, b = gen_kernel(k)
        cls.append(a)
        hs.append(b)
    o.append('static const char src[] =\n%s;\n\n' % c_string(''.join(cls)))
    o.extend(hs)
    o.append('static const pc_kernel kernels[] = {\n')
    for k in kernels:
        o.append('  {"k_%s", %d, s_%s, %d, o_%s, h_%s},\n' % (k.name, len(k.slots), k.name, len(k.ops), k.name, k.name))
    o.append('};\n')
    o.append('const pc_family pc_family_%s = {"%s", "%s", 1, "%s", src, sizeof kernels / sizeof kernels[0], kernels};\n'
             % (name, name, ', '.join('lanes/' + h for h in headers), std))
    o.append('#else\n')
    o.append('const pc_family pc_family_%s = {"%s", "%s", 0, "%s", "", 0, 0};\n'
             % (name, name, ', '.join('lanes/' + h for h in headers), std))
    o.append('#endif\n')
    return ''.join(o)


# ---------------------------------------------------------------- families

def cmp_type(e, n):
    """Type of a comparison result: int for scalars, the signed integer of the width for vectors."""
    return (BY_NAME['int'], 1) if n == 1 else (signed_int_of_width(e.bits), n)


def types_family():
    """C's own operators on lanes' types, where types.h says they equal OpenCL's (and C defines
    them for every input)."""
    ks = []
    for e in NOHALF:
        for n in VLANES:
            v = (lambda x: x + '.v') if n == 3 else (lambda x: x)
            s = [Slot('a', e, n), Slot('b', e, n)]
            ops = []
            t3 = ln_t(e, n)

            def wrap(expr, t=t3):
                return '(%s){%s}' % (t, expr) if n == 3 else expr
            # Signed integer lanes: C's + - * and unary - overflow (undefined behaviour, which
            # UBSan reports for vector types too), so only ln_add & co. are compared for them.
            sint = e.is_int and e.is_signed
            bins = [] if sint else [('add', '+'), ('sub', '-'), ('mul', '*')]
            if e.is_float:
                bins.append(('div', '/'))
            else:
                bins += [('and', '&'), ('or', '|'), ('xor', '^')]
            for nm, o in bins:
                ops.append(Op(nm, (e, n), ['a', 'b'], 'a %s b' % o, wrap('%s %s %s' % (v('a'), o, v('b')))))
            if not sint:
                ops.append(Op('neg', (e, n), ['a'], '-a', wrap('-' + v('a'))))
            ops.append(Op('plus', (e, n), ['a'], '+a', wrap('+' + v('a'))))
            if e.is_int:
                ops.append(Op('not', (e, n), ['a'], '~a', wrap('~' + v('a'))))
            ce, cn = cmp_type(e, n)
            st = ce.vec(4) if n == 3 else ln_t(ce, cn)
            for nm, o in [('eq', '=='), ('ne', '!='), ('lt', '<'), ('gt', '>'), ('le', '<='), ('ge', '>=')]:
                ops.append(Op(nm, (ce, cn), ['a', 'b'], 'a %s b' % o,
                              wrap('(%s)(%s %s %s)' % (st, v('a'), o, v('b')), ln_t(ce, cn))))
            ks.append(Kernel('types_' + cl_t(e, n), s, ops))
    return ks


def prom(e):
    """Type of a scalar C/OpenCL arithmetic result: int for the integer types narrower than int."""
    return BY_NAME['int'] if e.is_int and e.bits < 32 else e


# The operators of tools/registry.py (family 'ops') by form: (name, OpenCL C operator).
_OPS = registry.family('ops')
BINS = [(o, o.opencl) for o in _OPS if o.args == 'TT' and o.result == 'T']           # a OP b
CMPS = [(o.name, o.opencl) for o in _OPS if o.args == 'TT' and o.result == 'S' and o.opencl not in ('&&', '||')]
LOGIC = [(o.name, o.opencl) for o in _OPS if o.args == 'TT' and o.result == 'S' and o.opencl in ('&&', '||')]
SHIFTS = [(o.name, o.opencl) for o in _OPS if o.args == 'TN']                         # a OP count


def int_bins(e):
    return [(o.name, c) for o, c in BINS if e in o.elems]


def op_slots(e, n):
    sw = signed_int_of_width(e.bits)
    uw = unsigned_int_of_width(e.bits)
    return [Slot('a', e, n), Slot('b', e, n), Slot('c', e, n), Slot('m', sw, n, 'MASK'), Slot('mu', uw, n, 'MASK')]


def ops_family():
    """Per-type functions ln_<op>_<type> (vector op vector, scalar op scalar) for every type and
    lane count; scalars also through the generic macros, whose scalar forms follow C's
    promotions (char + char is an int, compared as an int).  The generic macros expand to tens
    of kilobytes each: the mixed vector/scalar forms are in the family "opsmix", the ternary in
    "cond"."""
    ks = []
    for e in NOHALF:
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            s = op_slots(e, n)
            if e.is_int:
                s.append(Slot('sh', e, n, 'SHIFT'))
            ops = []
            for nm, o in int_bins(e):
                ops.append(Op(nm, (e, n), ['a', 'b'], 'a %s b' % o, '%sln_%s_%s(a, b)' % (cast(e, n), nm, tn)))
                if n == 1:  # the generic scalar form: C's usual arithmetic conversions
                    ops.append(Op(nm + '_g', (prom(e), 1), ['a', 'b'], 'a %s b' % o, 'ln_%s(a, b)' % nm))
            ops.append(Op('neg', (e, n), ['a'], '-a', cast(e, n) + 'ln_neg_%s(a)' % tn))
            if n == 1:
                ops.append(Op('neg_g', (prom(e), 1), ['a'], '-a', 'ln_neg(a)'))
            if e.is_int:
                ops.append(Op('not', (e, n), ['a'], '~a', cast(e, n) + 'ln_not_%s(a)' % tn))
                for nm, o in SHIFTS:
                    ops.append(Op(nm, (e, n), ['a', 'sh'], 'a %s sh' % o, '%sln_%s_%s(a, sh)' % (cast(e, n), nm, tn)))
                    if n == 1:
                        ops.append(Op(nm + '_g', (prom(e), 1), ['a', 'sh'], 'a %s sh' % o, 'ln_%s(a, sh)' % nm))
                if n == 1:
                    ops.append(Op('not_g', (prom(e), 1), ['a'], '~a', 'ln_not(a)'))
                    # ln_inc / ln_dec on scalars are C's a + 1, a - 1 (promoted)
                    ops.append(Op('inc', (prom(e), 1), ['a'], 'a + 1', 'ln_inc(a)'))
                    ops.append(Op('dec', (prom(e), 1), ['a'], 'a - 1', 'ln_dec(a)'))
                else:  # vectors: OpenCL's ++ / -- (wrapping in the element type)
                    for nm, o in [('inc', '++'), ('dec', '--')]:
                        ops.append(Op(nm, (e, n), ['a'], '{{ %s t_ = a; OUT(%s, {o})[i] = %st_; }}' % (tn, tn, o),
                                      'PC_ST(%s, {o}, ln_%s(a));' % (ln_t(e, n), nm), stmt=True))
            ce, cn = cmp_type(e, n)
            for nm, o in CMPS:
                ops.append(Op(nm, (ce, cn), ['a', 'b'], 'a %s b' % o, '%sln_%s_%s(a, b)' % (cast(ce, cn), nm, tn)))
                if n == 1:
                    ops.append(Op(nm + '_g', (ce, cn), ['a', 'b'], 'a %s b' % o, 'ln_%s(a, b)' % nm))
            # logical operators: every type (OpenCL C 1.2: floating operands too)
            for nm, o in LOGIC:
                ops.append(Op(nm, (ce, cn), ['a', 'b'], 'a %s b' % o, '%sln_%s_%s(a, b)' % (cast(ce, cn), nm, tn)))
                if n == 1:
                    ops.append(Op(nm + '_g', (ce, cn), ['a', 'b'], 'a %s b' % o, 'ln_%s(a, b)' % nm))
            ops.append(Op('lnot', (ce, cn), ['a'], '!a', cast(ce, cn) + 'ln_lnot_%s(a)' % tn))
            if n == 1:
                ops.append(Op('lnot_g', (ce, cn), ['a'], '!a', 'ln_lnot(a)'))
            ops.append(Op('select', (e, n), ['a', 'b', 'm'], 'select(a, b, m)', 'ln_select(a, b, m)'))
            ops.append(Op('select_u', (e, n), ['a', 'b', 'mu'], 'select(a, b, mu)', 'ln_select(a, b, mu)'))
            ops.append(Op('bitselect', (e, n), ['a', 'b', 'c'], 'bitselect(a, b, c)', 'ln_bitselect(a, b, c)'))
            ops.append(Op('vec_step', (BY_NAME['int'], 1), ['a'], 'vec_step(a)', 'ln_vec_step(a)'))
            ks.append(Kernel('ops_' + tn, s, ops))
    return ks


def opsmix_family():
    """The generic macros' mixed forms, vector op scalar and scalar op vector (the scalar
    converted to the element type and widened), for every operator, type and lane count."""
    ks = []
    for e in NOHALF:
        for n in VLANES:
            tn = cl_t(e, n)
            s = [Slot('a', e, n), Slot('s', e, 1)]
            if e.is_int:
                s.append(Slot('ssh', e, 1, 'SHIFT'))
            ops = []
            for nm, o in int_bins(e):
                ops.append(Op(nm + '_vs', (e, n), ['a', 's'], 'a %s s' % o, 'ln_%s(a, s)' % nm))
                ops.append(Op(nm + '_sv', (e, n), ['s', 'a'], 's %s a' % o, 'ln_%s(s, a)' % nm))
            ce, cn = cmp_type(e, n)
            cmps = CMPS + LOGIC
            for nm, o in cmps:
                ops.append(Op(nm + '_vs', (ce, cn), ['a', 's'], 'a %s s' % o, 'ln_%s(a, s)' % nm))
                ops.append(Op(nm + '_sv', (ce, cn), ['s', 'a'], 's %s a' % o, 'ln_%s(s, a)' % nm))
            if e.is_int:
                for nm, o in SHIFTS:
                    ops.append(Op(nm + '_vs', (e, n), ['a', 'ssh'], 'a %s ssh' % o, 'ln_%s(a, ssh)' % nm))
            ks.append(Kernel('ops_mix_' + tn, s, ops))
    return ks


def cond_family():
    """ln_cond, OpenCL's ternary c ? a : b: vector condition with vector or scalar operands
    (select(b, a, c) after widening), scalar condition with vector or scalar operands."""
    ks = []
    for e in NOHALF:
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            sw = signed_int_of_width(e.bits)
            s = [Slot('a', e, n), Slot('b', e, n), Slot('m', sw, n, 'MASK')]
            ops = [Op('cond', (e, n), ['m', 'a', 'b'], 'm ? a : b', 'ln_cond(m, a, b)')]
            if n > 1:
                s += [Slot('s', e, 1), Slot('t', e, 1), Slot('ms', BY_NAME['int'], 1, 'MASK')]
                ops += [Op('cond_sv', (e, n), ['m', 's', 'b'], 'm ? s : b', 'ln_cond(m, s, b)'),
                        Op('cond_vs', (e, n), ['m', 'a', 't'], 'm ? a : t', 'ln_cond(m, a, t)'),
                        Op('cond_c', (e, n), ['ms', 'a', 'b'], 'ms ? a : b', 'ln_cond(ms, a, b)'),
                        Op('cond_csv', (e, n), ['ms', 's', 'b'], 'ms ? s : b', 'ln_cond(ms, s, b)')]
                if prom(e) is e:  # two char/short scalars are promoted to int: no longer c's width
                    ops.append(Op('cond_ss', (e, n), ['m', 's', 't'], 'm ? s : t', 'ln_cond(m, s, t)'))
            ks.append(Kernel('ops_cond_' + tn, s, ops))
    return ks


# The integer built-ins of tools/registry.py (family 'integer'): the OpenCL C 1.2 ones here, the
# later ones (ctz: 2.0) in a program of their own built for OpenCL C 3.0.
INT_OPS = [o for o in registry.family('integer') if o.cl_std == '1.2']
CL2_OPS = [o for o in registry.family('integer') if o.cl_std != '1.2']


def int_slots(e, n, ops):
    """Input slots of an integer-family kernel: a b c (values), sh (counts), lo hi (bounds), ul
    (upsample's lo) as the ops of the kernel need them."""
    kinds = ''.join(o.args for o in ops)
    s = [Slot('a', e, n), Slot('b', e, n)]
    if e.is_int or max((o.args.count('T') for o in ops), default=0) > 2:
        s.append(Slot('c', e, n))
    if e.is_int:
        s.append(Slot('sh', e, n, 'SHIFT'))
    s += [Slot('lo', e, n, 'BOUND'), Slot('hi', e, n, 'BOUND')]
    if 'U' in kinds:
        s.append(Slot('ul', unsigned_int_of_width(e.bits), n))
    return s


def int_args(o):
    """Slot names of an op's arguments: values a b c, count sh, bounds lo hi, unsigned ul."""
    vals, bounds, out = iter('abc'), iter(('lo', 'hi')), []
    for k in o.args:
        out.append({'T': None, 'N': 'sh', 'B': None, 'U': 'ul'}[k] or (next(vals) if k == 'T' else next(bounds)))
    return out


def int_result(o, e, n):
    if o.result == 'U':
        return (unsigned_int_of_width(e.bits), n)
    if o.result == 'W':
        we = BY_NAME[{8: 'short', 16: 'int', 32: 'long'}[e.bits]]
        return (we if e.is_signed else unsigned_int_of_width(we.bits), n)
    return (e, n)


def integer_family():
    ks = []
    for e in [e for e in NOHALF if any(e in o.elems for o in INT_OPS)]:
        ops_e = [o for o in INT_OPS if e in o.elems]
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            s = int_slots(e, n, ops_e)
            ops = []
            for o in ops_e:
                a = int_args(o)
                ops.append(Op(o.name, int_result(o, e, n), a, '%s(%s)' % (o.opencl, ', '.join(a)),
                              'ln_%s_%s(%s)' % (o.name, tn, ', '.join(a))))
            minmax_scalar(e, n, s, ops, ops_e)
            ks.append(Kernel('integer_' + tn, s, ops))
    return ks


def minmax_scalar(e, n, s, ops, ops_e):
    """OpenCL's (gentype, sgentype) forms (min, max: a vector and a scalar; clamp: a vector and two
    scalars): the generic macros with each scalar widened to every lane (vectors only)."""
    sg = [o for o in ops_e if o.sgen]
    if n == 1 or not sg:
        return
    s += [Slot('s', e, 1), Slot('slo', e, 1, 'BOUND'), Slot('shi', e, 1, 'BOUND')]
    for o in sg:
        a = ['a'] + ['s' if k == 'T' else 'slo' if i == 1 else 'shi' for i, k in enumerate(o.args) if i]
        ops.append(Op(o.name + '_v' + 's' * (o.arity - 1), (e, n), a, '%s(%s)' % (o.opencl, ', '.join(a)),
                      'ln_%s(%s)' % (o.name, ', '.join(a))))


def ops_generic_family():
    """The generic operator macros in their all-same-type forms on vectors (the scalar forms are
    in "ops"; the per-type functions they dispatch to too)."""
    ks = []
    for e in NOHALF:
        for n in VLANES:
            tn = cl_t(e, n)
            s = [Slot('a', e, n), Slot('b', e, n)]
            if e.is_int:
                s.append(Slot('sh', e, n, 'SHIFT'))
            ops = []
            for nm, o in int_bins(e):
                ops.append(Op(nm + '_g', (e, n), ['a', 'b'], 'a %s b' % o, 'ln_%s(a, b)' % nm))
            ops.append(Op('neg_g', (e, n), ['a'], '-a', 'ln_neg(a)'))
            ce, cn = cmp_type(e, n)
            for nm, o in CMPS + LOGIC:
                ops.append(Op(nm + '_g', (ce, cn), ['a', 'b'], 'a %s b' % o, 'ln_%s(a, b)' % nm))
            ops.append(Op('lnot_g', (ce, cn), ['a'], '!a', 'ln_lnot(a)'))
            if e.is_int:
                ops.append(Op('not_g', (e, n), ['a'], '~a', 'ln_not(a)'))
                for nm, o in SHIFTS:
                    ops.append(Op(nm + '_g', (e, n), ['a', 'sh'], 'a %s sh' % o, 'ln_%s(a, sh)' % nm))
            ks.append(Kernel('ops_generic_' + tn, s, ops))
    return ks


def integer_generic_family():
    """The generic macros of lanes/integer.h (what lanes/opencl.h maps the OpenCL spellings to)
    with all arguments of one type, vectors and scalars (the per-type functions they dispatch to
    are in "integer")."""
    ks = []
    for e in [e for e in NOHALF if any(e in o.elems for o in INT_OPS)]:
        ops_e = [o for o in INT_OPS if e in o.elems]
        for n in (1,) + VLANES:
            s = int_slots(e, n, ops_e)
            ops = []
            for o in ops_e:
                a = int_args(o)
                ops.append(Op(o.name + '_g', int_result(o, e, n), a, '%s(%s)' % (o.opencl, ', '.join(a)),
                              'ln_%s(%s)' % (o.name, ', '.join(a))))
            ks.append(Kernel('integer_generic_' + cl_t(e, n), s, ops))
    return ks


def integer_cl2_family():
    """The integer built-ins of OpenCL C 2.0 (ctz): PoCL declares them only when the program is
    built for OpenCL C 2.0 or later, so they have a program of their own built with -cl-std=CL3.0."""
    ks = []
    for e in INTS:
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            ops = []
            for o in CL2_OPS:
                a = int_args(o)
                ops += [Op(o.name, int_result(o, e, n), a, '%s(%s)' % (o.opencl, ', '.join(a)),
                           'ln_%s_%s(%s)' % (o.name, tn, ', '.join(a))),
                        Op(o.name + '_g', int_result(o, e, n), a, '%s(%s)' % (o.opencl, ', '.join(a)),
                           'ln_%s(%s)' % (o.name, ', '.join(a)))]
            ks.append(Kernel('integer_cl2_' + tn, [Slot('a', e, n)], ops))
    return ks


REL_OPS = [o for o in registry.family('relational') if o.types == 'FLT']
REL_REDUCE = [o for o in registry.family('relational') if o.types == 'SINT']


def relational_family():
    ks = []
    for e in FLTS:
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            ce, cn = cmp_type(e, n)
            s = [Slot('a', e, n), Slot('b', e, n)]
            ops = []
            for nm in [o.opencl for o in REL_OPS if o.arity == 2]:
                ops.append(Op(nm, (ce, cn), ['a', 'b'], '%s(a, b)' % nm, 'ln_%s(a, b)' % nm))
                ops.append(Op(nm + '_t', (ce, cn), ['a', 'b'], '%s(a, b)' % nm, 'ln_%s_%s(a, b)' % (nm, tn)))
            for nm in [o.opencl for o in REL_OPS if o.arity == 1]:
                ops.append(Op(nm, (ce, cn), ['a'], '%s(a)' % nm, 'ln_%s(a)' % nm))
                ops.append(Op(nm + '_t', (ce, cn), ['a'], '%s(a)' % nm, 'ln_%s_%s(a)' % (nm, tn)))
            ks.append(Kernel('relational_' + tn, s, ops))
    for e in INTS:
        if not e.is_signed:
            continue
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            s = [Slot('a', e, n, 'MASK')]
            ops = [Op(nm + sfx, (BY_NAME['int'], 1), ['a'], '%s(a)' % nm, 'ln_%s%s(a)' % (nm, sfx and '_' + tn))
                   for nm in [o.opencl for o in REL_REDUCE] for sfx in ('', '_t')]
            ks.append(Kernel('relational_' + tn, s, ops))
    return ks


def convert_family():
    ks = []
    for e in NOHALF:
        for n in (1,) + VLANES:
            tn = cl_t(e, n)
            s = [Slot('x', e, n)]
            ops = []
            for d in NOHALF:
                for sat in (('', '_sat') if d.is_int else ('',)):
                    for rnd in ('', '_rte', '_rtz', '_rtp', '_rtn'):
                        f = 'convert_%s%s%s' % (cl_t(d, n), sat, rnd)
                        ops.append(Op('convert_%s%s%s' % (d.name, sat, rnd), (d, n), ['x'], '%s(x)' % f, 'ln_%s(x)' % f))
            size = e.bytes * (4 if n == 3 else n)
            for d in NOHALF:
                for m in (1,) + VLANES:
                    if d.bytes * (4 if m == 3 else m) != size:
                        continue
                    f = 'as_' + cl_t(d, m)
                    ops.append(Op('as_' + d.name, (d, m), ['x'], '%s(x)' % f, 'ln_%s(x)' % f))
            ks.append(Kernel('convert_' + tn, s, ops))
    return ks


def memory_family():
    ks = []
    for e in NOHALF:
        for n in VLANES:
            tn = cl_t(e, n)
            s = [Slot('p', e, n, packed=1), Slot('v', e, n)]
            ec = elem_c(e)
            ops = [Op('vload', (e, n), ['p'], 'vload%d(i, p)' % n, 'ln_vload%d(i, p)' % n),
                   Op('vload_off1', (e, n), ['p'], 'vload%d(0, p + i * %d + 1)' % (n, n),
                      'ln_vload%d(0, p + i * %d + 1)' % (n, n)),
                   Op('vstore', (e, n, 1), ['v'], 'vstore%d(v, i, OUT(%s, {o}));' % (n, e.name),
                      'ln_vstore%d(v, i, PC_OUTBASE(%s, {o}));' % (n, ec), stmt=True)]
            ks.append(Kernel('memory_' + tn, s, ops))
    h = BY_NAME['half']
    f32 = BY_NAME['float']
    for n in (1,) + VLANES:
        nn = '' if n == 1 else str(n)
        s = [Slot('ph', h, n, packed=1), Slot('pa', h, 4 if n == 3 else n, packed=1),
             Slot('vf', f32, n), Slot('vd', BY_NAME['double'], n)]
        ops = [Op('vload_half', (f32, n), ['ph'], 'vload_half%s(i, ph)' % nn, 'ln_vload_half%s(i, ph)' % nn),
               Op('vloada_half', (f32, n), ['pa'], 'vloada_half%s(i, pa)' % nn, 'ln_vloada_half%s(i, pa)' % nn)]
        if n == 1:  # PoCL 3.1 has no scalar vloada_half / vstorea_half (at CL1.2, CL2.0 or CL3.0)
            ops.pop()
            del s[1]
        for src in ('vf', 'vd'):
            for rnd in ('', '_rte', '_rtz', '_rtp', '_rtn'):
                for a in (('', 'a') if n > 1 else ('',)):
                    f = 'vstore%s_half%s%s' % (a, nn, rnd)
                    # vstorea_half3: items 4 halves apart; the 4th (padding) is not compared
                    ops.append(Op('%s_%s' % (f, src), (h, n, 0 if a else 1), [src],
                                  '%s(%s, i, (__global half *)OUT(ushort, {o}));' % (f, src),
                                  'ln_%s(%s, i, PC_OUTBASE(uint16_t, {o}));' % (f, src), stmt=True))
        ks.append(Kernel('memory_half' + nn, s, ops))
    return ks


MATH_OPS = [o for o in registry.family('math') if o.is_builtin]


def math_family():
    """lanes/math.h against OpenCL C's math built-ins: the typed function, the generic macro, and
    OpenCL's (vector, scalar) forms (fmax, fmin, ldexp(v, int)); the outputs through pointers
    (fract, modf, frexp, remquo's quotient bits) are compared as outputs of their own.  mad is compared with OpenCL's
    fma: lanes defines mad as fma (OpenCL lets mad be computed with any precision, so PoCL's own
    mad is not a reference).  fmod, remainder and remquo of double are compared with the C library
    (remquo: an integer model) in tests/unit/test_math.c / test_math_part2.c only: PoCL's take minutes on random bit patterns (exponents far apart)."""
    ks = []
    I = BY_NAME['int']
    for e in FLTS:
        u = unsigned_int_of_width(e.bits)
        for n in (1,) + VLANES:
            tn, ct, it = cl_t(e, n), cl_t(e, n), cl_t(I, n)
            s = [Slot('a', e, n), Slot('b', e, n), Slot('c', e, n), Slot('k', I, n), Slot('u', u, n)]
            if n > 1:
                s += [Slot('s', e, 1), Slot('ks', I, 1)]
            ops = []
            for o in MATH_OPS:
                if o.name in ('fmod', 'remainder', 'remquo') and e.bits == 64:
                    continue  # PoCL's double fmod/remainder take minutes on the random inputs (measured)
                if o.args in ('TP', 'TQ', 'TTQ'):  # fract modf frexp remquo: the result and what the pointer receives
                    pt, lpt = (ct, ln_t(e, n)) if o.args == 'TP' else (it, ln_t(I, n))
                    pe = (e, n) if o.args == 'TP' else (I, n)
                    va = ['a', 'b'][:len(o.args) - 1]
                    v = ''.join('%s, ' % x for x in va)
                    for form, call in (('', 'ln_%s_%s' % (o.name, tn)), ('_g', 'ln_%s' % o.name)):
                        ops.append(Op(o.name + form, (e, n), va,
                                      '{{ %s t_; OUT(%s, {o})[i] = %s(%s&t_); }}' % (pt, ct, o.opencl, v),
                                      '{{ %s t_; PC_ST(%s, {o}, %s(%s&t_)); }}' % (lpt, ln_t(e, n), call, v), stmt=True))
                        ops.append(Op(o.name + '_p' + form, pe, va,
                                      '{{ %s t_; (void)%s(%s&t_); OUT(%s, {o})[i] = t_; }}' % (pt, o.opencl, v, pt),
                                      '{{ %s t_; (void)%s(%s&t_); PC_ST(%s, {o}, t_); }}' % (lpt, call, v, lpt), stmt=True))
                    continue
                a = ['a', 'k'] if o.args == 'TI' else ['u'] if o.args == 'U' else list('abc'[:o.arity])
                out = (I, n) if o.result == 'J' else (e, n)
                cl = '%s(%s)' % ('fma' if o.name == 'mad' else o.opencl, ', '.join(a))
                ops.append(Op(o.name, out, a, cl, 'ln_%s_%s(%s)' % (o.name, tn, ', '.join(a))))
                ops.append(Op(o.name + '_g', out, a, cl, 'ln_%s(%s)' % (o.name, ', '.join(a))))
                if o.sgen and n > 1:
                    sc = 'ks' if o.args == 'TI' else 's'
                    ops.append(Op(o.name + '_vs', out, ['a', sc], '%s(a, %s)' % (o.opencl, sc), 'ln_%s(a, %s)' % (o.name, sc)))
            ks.append(Kernel('math_' + tn, s, ops))
    return ks


def shuffle_family():
    ks = []
    for e in NOHALF:
        for n in (2, 4, 8, 16):
            ue = unsigned_int_of_width(e.bits)
            s = [Slot('x', e, n), Slot('y', e, n)] + [Slot('m%d' % m, ue, m, 'SHUF') for m in (2, 4, 8, 16)]
            ops = []
            for m in (2, 4, 8, 16):
                ops.append(Op('shuffle', (e, m), ['x', 'm%d' % m], 'shuffle(x, m%d)' % m, 'ln_shuffle(x, m%d)' % m))
                ops.append(Op('shuffle2', (e, m), ['x', 'y', 'm%d' % m], 'shuffle2(x, y, m%d)' % m,
                              'ln_shuffle2(x, y, m%d)' % m))
            ks.append(Kernel('shuffle_' + cl_t(e, n), s, ops))
    return ks


# name, lanes headers, kernels, note, OpenCL C version the program is built for
FAMILIES = [
    ('types', ['types.h'], types_family, "C's operators on lanes types (types.h)", 'CL1.2'),
    ('ops', ['ops.h'], ops_family, 'operators ln_add ... ln_bitselect, vector op vector and scalars (ops.h)', 'CL1.2'),
    ('ops_mix', ['ops.h'], opsmix_family, 'operators, vector op scalar and scalar op vector (ops.h)', 'CL1.2'),
    ('ops_cond', ['ops.h'], cond_family, 'ln_cond: the ternary c ? a : b (ops.h)', 'CL1.2'),
    ('ops_generic', ['ops.h'], ops_generic_family, 'the generic operator macros on vectors, all arguments of one type (ops.h)',
     'CL1.2'),
    ('convert', ['convert.h'], convert_family, 'ln_convert_<T><N>[_sat][_rte|_rtz|_rtp|_rtn], ln_as_<T><N>', 'CL1.2'),
    ('integer', ['integer.h'], integer_family, 'integer built-ins and min/max/clamp (integer.h)', 'CL1.2'),
    ('integer_generic', ['integer.h'], integer_generic_family,
     'the generic macros of integer.h, all arguments of one type (integer.h)', 'CL1.2'),
    ('integer_cl2', ['integer.h'], integer_cl2_family, 'the OpenCL C 2.0 integer built-ins: ctz (integer.h)', 'CL3.0'),
    ('relational', ['relational.h'], relational_family, 'relational built-ins, any, all (relational.h)', 'CL1.2'),
    ('memory', ['memory.h'], memory_family, 'vload/vstore, vload_half/vstore_half (memory.h)', 'CL1.2'),
    ('shuffle', ['shuffle.h'], shuffle_family, 'shuffle, shuffle2 (shuffle.h)', 'CL1.2'),
    ('math', ['math.h'], math_family, 'the exactly specified math built-ins fabs ... nextafter (math.h)', 'CL1.2'),
]


def main():
    names = []
    for name, headers, fn, note, std in FAMILIES:
        write('tests/pocl/fam_%s.c' % name, family_file(name, headers, fn(), note, std))
        names.append(name)
    o = [HEADER_NOTE % ME]
    o.append('/* The families of the PoCL differential test, in run order. */\n')
    o.append('#include "pocl_test.h"\n')
    for n in names:
        o.append('extern const pc_family pc_family_%s;\n' % n)
    o.append('static const pc_family *const pc_families[] = {\n')
    for n in names:
        o.append('  &pc_family_%s,\n' % n)
    o.append('};\n')
    write('tests/pocl/families.h', ''.join(o))


if __name__ == '__main__':
    main()
