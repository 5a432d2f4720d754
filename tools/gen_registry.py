#!/usr/bin/env python3
"""Writes what tools/registry.py declares and no other generator writes: the op sections of
include/lanes/integer.h and include/lanes/relational.h (between their BEGIN/END GENERATED
lines; the rest of those headers is written by hand), the unit-test tables
tests/unit/table_<family>.h, the fuzz tables tests/fuzz/table_<family>.h and the rows of
README.md's "What is in it" table for the families of the registry; and the registry families'
tables of docs/reference.md, which tools/gen_man.py writes with the other families.  (lanes/ops.h is written whole by tools/gen_ops.py, from the same registry.)"""
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import registry  # noqa: E402
from lntypes import ELEMS, HEADER_NOTE, write, write_block  # noqa: E402

ME = 'gen_registry.py'
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


# The families with a fuzz target (tests/fuzz/fuzz_<family>.c) and the prefix of its op codes
# (math has none yet: its unit tests cover it).
FUZZ_PREFIX = {'ops': 'O', 'integer': 'I', 'relational': 'Q'}


def typesets(fam):
    """Every type set (a list for each, empty where the family has no op of the set, so that a
    test can expand the list of a set before the first op of that set is added)."""
    del fam
    return list(registry.TYPESETS)


def xlist(name, entries):
    if not entries:
        return '#define %s(X, ...)\n' % name
    return '#define %s(X, ...) \\\n    %s\n' % (name, ' \\\n    '.join(entries))


def unit_table(fam):
    """tests/unit/table_<fam>.h: the family's ops per type set, each paired with its model."""
    F = fam.upper()
    o = [HEADER_NOTE % ME]
    o.append('/* The lane-wise ops of lanes/%s.h declared in tools/registry.py, for the unit tests: one list\n'
             ' * per type set (%s),\n'
             ' *   LN_TABLE_%s_<SET>(X, ...) = X(op, arity, args, result, model, float_model, sgen, ...)\n'
             ' * for every op of the set (the tests call the generic macro ln_<op>): args and result are the\n'
             ' * registry\'s kinds (T element type, U unsigned, N count, B bound, M mask; W twice the width,\n'
             ' * S comparison result, I int), model and float_model the functions (ops: the R_ codes of\n'
             ' * ref_bin/ref_un, or the functions) of tests/ref/ref_%s.h for integer and floating types,\n'
             ' * sgen 1 for OpenCL\'s (gentype, sgentype) forms.  Arguments after X are passed on to X.  A test\n'
             ' * expands each list it covers; tools/check_registry.py fails when a list that is not empty is\n'
             ' * expanded by no test. */\n' % (fam, ' '.join(typesets(fam)), F, fam))
    o.append('#ifndef LANES_TABLE_%s_H\n#define LANES_TABLE_%s_H\n' % (F, F))
    def ent(op):
        return 'X(%s, %d, %s, %s, %s, %s, %d, __VA_ARGS__)' % (
            op.name, op.arity, op.args, op.result, op.ref, op.ref_float or op.ref, int(op.sgen))
    for ts in typesets(fam):
        ops = [op for op in registry.family(fam) if op.types == ts and not op.vec]
        if fam == 'math':  # _OUT: the ops with other argument or result kinds than the element type
            plain = [op for op in ops if set(op.args + op.result) == {'T'}]
            o.append(xlist('LN_TABLE_%s_%s' % (F, ts), [ent(op) for op in plain]))
            o.append(xlist('LN_TABLE_%s_%s_OUT' % (F, ts), [ent(op) for op in ops if op not in plain]))
            continue
        o.append(xlist('LN_TABLE_%s_%s' % (F, ts), [ent(op) for op in ops]))
    o.append('#endif\n')
    return ''.join(o)


def fuzz_table(fam):
    """tests/fuzz/table_<fam>.h: op codes, names, kinds and type masks, and the ops per element type."""
    P, F = FUZZ_PREFIX[fam], fam.upper()
    p = P.lower()
    rows = [op for op in registry.family(fam) if op.typed]
    o = [HEADER_NOTE % ME]
    o.append('/* The lane-wise ops of lanes/%s.h declared in tools/registry.py that have per-type functions,\n'
             ' * for the fuzz target: a code %s_<OP> per op (registry order), its name, argument kinds and\n'
             ' * result kind (tools/registry.py: ARG_KINDS, RESULT_KINDS), the element types it takes (bit i:\n'
             ' * element i of char uchar short ushort int uint long ulong half float double), and\n'
             ' *   %s_LIST(X, ...)        X(CODE, op, arity, args, result, model, float_model, ...) per op\n'
             ' *   %s_LIST_INT, _FLT     the same for the ops that take an integer / a floating type\n'
             ' *   %s_TYPE_<elem>(X, ...) the same for the ops that take that element type\n'
             ' * (models: tests/ref/ref_%s.h).  Arguments after X are passed on to X. */\n'
             % (fam, P, P, P, P, fam))
    o.append('#ifndef LANES_FUZZ_TABLE_%s_H\n#define LANES_FUZZ_TABLE_%s_H\n' % (F, F))
    o.append('enum {\n  %s,\n  %s_NOPS\n};\n' % (',\n  '.join('%s_%s' % (P, op.name.upper()) for op in rows), P))
    o.append('static const char *const %s_name[%s_NOPS] = {%s};\n' % (
        p, P, ', '.join('"%s"' % op.name for op in rows)))
    o.append('static const char *const %s_args[%s_NOPS] = {%s};\n' % (
        p, P, ', '.join('"%s"' % op.args for op in rows)))
    o.append('static const char %s_result[%s_NOPS + 1] = "%s";\n' % (p, P, ''.join(op.result for op in rows)))
    o.append('static const unsigned %s_types[%s_NOPS] = {%s};\n' % (
        p, P, ', '.join('%#x' % sum(1 << ELEMS.index(e) for e in op.elems) for op in rows)))

    def ent(op):
        return 'X(%s_%s, %s, %d, %s, %s, %s, %s, __VA_ARGS__)' % (
            P, op.name.upper(), op.name, op.arity, op.args, op.result, op.ref, op.ref_float or op.ref)
    o.append(xlist('%s_LIST' % P, [ent(op) for op in rows]))
    o.append(xlist('%s_LIST_INT' % P, [ent(op) for op in rows if any(e.is_int for e in op.elems)]))
    o.append(xlist('%s_LIST_FLT' % P, [ent(op) for op in rows if any(e.is_float for e in op.elems)]))
    for e in ELEMS:
        o.append(xlist('%s_TYPE_%s' % (P, e.name), [ent(op) for op in rows if e in op.elems]))
    o.append('#endif\n')
    return ''.join(o)


# What follows the op list in a family's README row.
README_NOTE = {
    'ops': ': vector/vector, vector/scalar, scalar/vector, scalar/scalar',
    'integer': '',
    'relational': '',
    'math': ' (the exactly specified and correctly rounded math built-ins, and the exponentials, logarithms, powers, cbrt, rsqrt, hypot, trigonometric, inverse trigonometric and hyperbolic functions and erf within 1 ulp, erfc within 1.5 ulp; half float double, every lane count; and `ln_half_<f> ln_native_<f>` for the 14 functions of OpenCL\'s table 6.9: float, the full-precision functions, except native_ exp exp2 exp10 log log2 log10 sin cos tan: faster kernels within 2 to 4 ulp)',
}


def readme_row(fam):
    return '| %s | `lanes/%s.h` | `%s`%s |' % (fam, fam, ' '.join('ln_' + o.name for o in registry.family(fam)),
                                             README_NOTE[fam])


def readme_rows(path):
    """README.md: the rows of the table between the BEGIN/END GENERATED lines whose family is in
    the registry are rewritten; the other rows are kept as they are."""
    full = os.path.join(ROOT, path)
    text = open(full).read()
    b = text.index('\n', text.index('BEGIN GENERATED')) + 1
    e = text.rindex('\n', 0, text.index('END GENERATED', b)) + 1
    rows = []
    for line in text[b:e].splitlines(True):
        fam = line.split('|')[1].strip() if line.startswith('| ') else None
        rows.append(readme_row(fam) + '\n' if fam in registry.FAMILIES else line)
    return ''.join(rows)


def md(text):
    return text.replace('|', '\\|')


# Argument and result kinds, as docs/reference.md explains them before the tables.
REFERENCE_KINDS = """Argument kinds of the lane-wise ops: %s.

Result kinds: %s.
"""


def reference_kinds():
    return REFERENCE_KINDS % ('; '.join('%s %s' % (k, v) for k, v in registry.ARG_KINDS.items()),
                              '; '.join('%s %s' % (k, v) for k, v in registry.RESULT_KINDS.items()))


def reference_table(fam, page_link):
    """The docs/reference.md table of a registry family: one row per op, with the link to its man
    page, page_link('ln_<op>') (tools/gen_man.py writes docs/reference.md)."""
    o = ['| op | types | args | result | lane formula | OpenCL C | model | page |\n'
         '|---|---|---|---|---|---|---|---|\n']
    for op in registry.family(fam):
        cl = '-'
        if op.opencl:
            cl = '`%s`' % md(op.opencl) + (' (OpenCL C %s)' % op.cl_std if op.cl_std != '1.2' else '')
        o.append('| `ln_%s(%s)` | %s | %s | %s | %s | %s | %s | %s |\n' % (
            op.name, ', '.join(op.params), registry.TYPESET_TEXT[op.types], op.args, op.result,
            md(op.formula()), cl, ', '.join('`%s`' % r for r in op.refs()), page_link('ln_' + op.name)))
    return ''.join(o)


def main():
    for fam in ('integer', 'relational'):
        write_block('include/lanes/%s.h' % fam, registry.header_text(fam), ME)
    for fam in registry.FAMILIES:
        write('tests/unit/table_%s.h' % fam, unit_table(fam))
        if fam in FUZZ_PREFIX:
            write('tests/fuzz/table_%s.h' % fam, fuzz_table(fam))
    write_block('README.md', readme_rows('README.md'), ME)


if __name__ == '__main__':
    main()
