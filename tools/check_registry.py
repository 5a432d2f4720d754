#!/usr/bin/env python3
"""Checks that every list of lane-wise ops in the tree agrees with tools/registry.py (run by
tests/run_matrix.sh next to `python3 tools/gen_all.py --check`, which checks the generated
files themselves).  Exits 1 listing each disagreement:

  - a registry op without its model function (or R_ code) in tests/ref/ref_<family>.h;
  - a public generic macro ln_<op> in lanes/ops.h, integer.h, relational.h, math.h that the registry
    lacks, or a registry op without its macro;
  - a per-type function ln_<op>_<type> in lanes/impl/generic/<family>.h of an op the registry
    lacks, or a registry op missing one of its types (every lane count and the scalar);
  - a unit test, fuzz target or PoCL case that names an op the registry lacks (ln_<op>, or an
    op of the PoCL tables), a registry op with an OpenCL C spelling that no PoCL case compares,
    a table list of tests/unit/table_<family>.h that no unit test expands, a fuzz target that
    does not include its table;
  - a lane-wise OpenCL built-in of the registry without its lanes/opencl.h spelling;
  - a test, fuzz, PoCL, reference-model, compile-fail or generator file whose name does not
    start with the name of a family (the stem of its public header lanes/<family>.h), so that
    every place names a family the same way (tools/conformance.py maps files to families by
    that prefix alone).
"""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import registry  # noqa: E402
from lntypes import BY_NAME, ELEMS, POW2_LANES  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ERRORS = []


def err(msg):
    ERRORS.append(msg)


def read(rel):
    with open(os.path.join(ROOT, rel)) as f:
        return f.read()


def rel(path):
    return os.path.relpath(path, ROOT)


TYPE_NAMES = set()
for _e in ELEMS:
    TYPE_NAMES.add(_e.name)
    for _n in _e.lanes:
        TYPE_NAMES.add(_e.tname(_n))
SUFFIX_RE = re.compile(r'^(.*)_(%s)$' % '|'.join(sorted(TYPE_NAMES, key=len, reverse=True)))


def op_of(ident):
    """ln_add_int4 -> add, ln_add -> add (identifier without its ln_ prefix)."""
    m = SUFFIX_RE.match(ident)
    return m.group(1) if m else ident


# lanes/math.h's half_ and native_ forms of registry ops (registry.HALF_NATIVE)
HALF_NATIVE_OPS = {'%s_%s' % (p, f) for p in ('half', 'native') for f in registry.HALF_NATIVE}
ALL_OPS = {o.name for o in registry.OPS} | HALF_NATIVE_OPS


def check_models():
    for fam in registry.FAMILIES:
        path = 'tests/ref/ref_%s.h' % fam
        text = read(path)
        enum = ' '.join(re.findall(r'enum\s+\w*\s*\{([^}]*)\}', text))
        for o in registry.family(fam):
            for r in o.refs():
                if r.startswith('R_'):
                    ok = re.search(r'\b%s\b' % r, enum) is not None
                else:
                    ok = re.search(r'(?m)^static inline [\w ]+?\b%s\(' % r, text) is not None
                if not ok:
                    err('%s: no model %s for ln_%s (tools/registry.py)' % (path, r, o.name))


def check_headers():
    for fam in registry.FAMILIES:
        path = 'include/lanes/%s.h' % fam
        text = read(path)
        macros = set(re.findall(r'(?m)^#define ln_([a-z][a-z0-9_]*)\(', text))
        names = {o.name for o in registry.family(fam)}
        macros -= HALF_NATIVE_OPS if fam == 'math' else set()
        for m in sorted(macros - names):
            err('%s: public macro ln_%s is not in tools/registry.py' % (path, m))
        for m in sorted(names - macros):
            err('%s: no macro ln_%s (tools/registry.py declares it)' % (path, m))
        impl = 'include/lanes/impl/generic/%s.h' % fam
        text = read(impl)
        funcs = set(re.findall(r'LN_INLINE [^(;{]*?\bln_([a-z][a-z0-9_]*)\(', text))
        for f in sorted(funcs):
            if op_of(f) == f or op_of(f) not in names | (HALF_NATIVE_OPS if fam == 'math' else set()):
                err('%s: per-type function ln_%s of an op that tools/registry.py lacks' % (impl, f))
        for o in registry.family(fam):
            if not o.typed:
                continue
            for e in o.elems:
                # a double-width result (upsample) exists only at the lane counts the wider type has
                lanes = POW2_LANES if 'W' in o.args + o.result else e.pow2_lanes
                if any(k in 'IJQ' for k in o.args + o.result):  # int lanes: no 32 lanes
                    lanes = tuple(n for n in lanes if n in BY_NAME['int'].lanes)
                for n in (None,) + lanes + (3,):
                    if '%s_%s' % (o.name, e.tname(n)) not in funcs:
                        err('%s: no ln_%s_%s (ln_%s takes %s in tools/registry.py)' % (
                            impl, o.name, e.tname(n), o.name, o.types))


def other_api():
    """ln_ identifiers lanes defines outside the registry's families (types, dispatch, ...)."""
    names = set()
    for path in glob.glob(os.path.join(ROOT, 'include', 'lanes', '**', '*.h'), recursive=True):
        base = os.path.basename(path)[:-2]
        if base in registry.FAMILIES:
            continue
        text = open(path).read()
        names |= set(re.findall(r'\bln_([a-z][a-z0-9_]*)\b', text))
    return names


def check_test_names():
    others = other_api()
    files = []
    for fam in registry.FAMILIES:
        files += glob.glob(os.path.join(ROOT, 'tests', 'unit', 'test_%s.c' % fam))
        files += glob.glob(os.path.join(ROOT, 'tests', 'unit', 'test_%s_*.c' % fam))
        files += glob.glob(os.path.join(ROOT, 'tests', 'fuzz', 'fuzz_%s.c' % fam))
    for path in sorted(files):
        text = open(path).read()
        for ident in sorted(set(re.findall(r'\bln_([a-z][a-z0-9_]*)\b', text))):
            if ident in TYPE_NAMES or ident in others or op_of(ident) in ALL_OPS:
                continue
            err('%s: ln_%s names an op that tools/registry.py lacks' % (rel(path), ident))
    # every list of the unit-test tables is expanded by a test, every fuzz table included
    units = ''.join(open(p).read() for p in glob.glob(os.path.join(ROOT, 'tests', 'unit', 'test_*.c')))
    for fam in registry.FAMILIES:
        table = read('tests/unit/table_%s.h' % fam)
        for name, body in re.findall(r'(?m)^#define (LN_TABLE_\w+)\(X, \.\.\.\)(.*)$', table):
            if body.strip() and not re.search(r'\b%s\(' % name, units):
                err('tests/unit/table_%s.h: %s (ops of tools/registry.py) is expanded by no unit test' % (fam, name))
        fz = 'tests/fuzz/fuzz_%s.c' % fam
        if fam == 'math':  # no fuzz target yet (gen_registry.FUZZ_PREFIX)
            continue
        if '#include "fuzz/table_%s.h"' % fam not in read(fz):
            err('%s: does not include fuzz/table_%s.h (the registry\'s ops)' % (fz, fam))


# PoCL case names: <op> or <op><form>; the forms of tools/gen_pocl.py (_p: what an output pointer
# of the op receives).
POCL_FORMS = ('_g', '_t', '_u', '_vs', '_sv', '_vss', '_c', '_csv', '_ss', '_p', '_p_g')
POCL_OTHER = {'vec_step'}


def check_pocl():
    seen = set()
    for path in sorted(glob.glob(os.path.join(ROOT, 'tests', 'pocl', 'fam_*.c'))):
        text = open(path).read()
        heads = re.search(r'pc_family_\w+ = \{"\w+", "([^"]*)"', text)
        hdrs = {h[len('lanes/'):-2] for h in heads.group(1).split(', ')} if heads else set()
        if not hdrs & set(registry.FAMILIES):
            continue
        for name in set(re.findall(r'\{"([a-z0-9_]+)", \{PC_', text)):
            base = name
            for f in POCL_FORMS:
                if base.endswith(f) and base[:-len(f)] in ALL_OPS | POCL_OTHER:
                    base = base[:-len(f)]
                    break
            if base in POCL_OTHER:
                continue
            if base not in ALL_OPS:
                err('%s: PoCL case %s names an op that tools/registry.py lacks' % (rel(path), name))
            seen.add(base)
    for o in registry.OPS:
        if o.opencl and o.name not in seen:
            err('tests/pocl: no PoCL case compares ln_%s (OpenCL C %s; tools/gen_pocl.py)' % (o.name, o.opencl))


def check_opencl():
    text = read('include/lanes/opencl.h')
    for o in registry.OPS:
        if o.is_builtin and not re.search(r'(?m)^#define %s\([^)]*\) ln_%s\(' % (o.opencl, o.name), text):
            err('include/lanes/opencl.h: no spelling %s for ln_%s' % (o.opencl, o.name))


def families():
    return {os.path.basename(p)[:-2] for p in glob.glob(os.path.join(ROOT, 'include', 'lanes', '*.h'))}


# Files named after something other than a family: the test harness and the tools.
NOT_FAMILY = {'tests/pocl': {'pocl_main.c', 'pocl_test.h', 'unspecified.h', 'families.h'},
              'tests/unit': {'convert_harness.h'},
              'tests/fuzz': {'fuzz.h'},
              'tools': {'gen_all.py', 'gen_registry.py', 'gen_pocl.py', 'lntypes.py', 'registry.py',
                        'check_registry.py', 'conformance.py', 'gen_man.py'}}


def check_family_names():
    fams = families()
    pats = [('tests/unit', r'test_(.*)\.c$'), ('tests/unit', r'table_(.*)\.h$'), ('tests/fuzz', r'fuzz_(.*)\.c$'),
            ('tests/fuzz', r'table_(.*)\.h$'), ('tests/ref', r'ref_(.*)\.h$'), ('tests/pocl', r'fam_(.*)\.c$'),
            ('tests/compile_fail', r'(.*)\.c$'), ('tools', r'gen_(.*)\.py$')]
    for d, pat in pats:
        for path in sorted(glob.glob(os.path.join(ROOT, d, '*'))):
            base = os.path.basename(path)
            if base in NOT_FAMILY.get(d, ()):
                continue
            m = re.match(pat, base)
            if not m:
                continue
            stem = m.group(1)
            if not any(stem == f or stem.startswith(f + '_') for f in fams):
                err('%s/%s: the name does not start with a family (the stem of a lanes/<family>.h)' % (d, base))


def main():
    check_models()
    check_headers()
    check_test_names()
    check_pocl()
    check_opencl()
    check_family_names()
    if ERRORS:
        print('the registry (tools/registry.py) and the tree disagree:')
        for e in ERRORS:
            print('  ' + e)
        sys.exit(1)
    print('registry: %d ops of %s, every list agrees' % (len(registry.OPS), ', '.join(registry.FAMILIES)))


if __name__ == '__main__':
    main()
