#!/usr/bin/env python3
"""Checks the plug-in rule of the vector layer (include/lanes/impl/target.h).

For every family F (a public header include/lanes/F.h with an impl/generic/F.h):
  - produced: the LN__ISA_* names that an ISA header defines (impl/<isa>/F.h and
    impl/<isa>/F_*.h, every <isa> directory but generic and common);
  - consumed: the LN__ISA_* names that impl/generic/F.h uses.
It fails when
  1. an ISA header defines a name no generic function consumes (a dead hook: a kernel that
     nothing calls, usually a misspelt op or shape);
  2. the generic code consumes a name no ISA header could produce under the naming scheme:
     LN__ISA_<op>_<shape>, <op> an operation ln_<op> named in lanes/F.h, <shape> a vector
     type of 2/4/8/16/32/64 lanes (int4), two of them (uchar4_uchar16), or "any";
  3. an ISA header includes a generic header (shared helpers belong in impl/common/);
  4. a lanes header other than impl/target.h tests a compiler target macro (__AVX2__, ...).
Exit status 0 when all hold, 1 otherwise (each violation printed).
"""
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
INC = os.path.join(ROOT, 'include', 'lanes')
IMPL = os.path.join(INC, 'impl')

TYPE = r'(?:u?char|u?short|u?int|u?long|half|float|double)(?:2|4|8|16|32|64)'
SHAPE = re.compile(r'^(?P<op>[a-z0-9_]+?)_(?P<shape>%s|%s_%s|any)$' % (TYPE, TYPE, TYPE))
TARGET_MACRO = re.compile(r'\b__(?:SSE\w*|SSSE3|AVX\w*|F16C|FMA|BMI2?|ARM_NEON\w*|ARM_FEATURE\w*|aarch64|'
                          r'x86_64|i386|arm__|riscv\w*|ALTIVEC|VSX|s390x)__')


def read(path):
    """The text of a header without its comments."""
    with open(path) as f:
        text = f.read()
    return re.sub(r'/\*.*?\*/|//[^\n]*', lambda m: '\n' * m.group(0).count('\n'), text, flags=re.S)


def rel(path):
    return os.path.relpath(path, ROOT)


def isa_dirs():
    return sorted(d for d in glob.glob(os.path.join(IMPL, '*')) if os.path.isdir(d)
                  and os.path.basename(d) not in ('generic', 'common'))


def main():
    errors = []
    families = sorted(os.path.basename(p)[:-2] for p in glob.glob(os.path.join(IMPL, 'generic', '*.h'))
                      if os.path.exists(os.path.join(INC, os.path.basename(p))))
    for fam in families:
        generic = os.path.join(IMPL, 'generic', fam + '.h')
        consumed = set(re.findall(r'\bLN__ISA_(\w+)', read(generic)))
        produced = {}
        for d in isa_dirs():
            for path in [os.path.join(d, fam + '.h')] + sorted(glob.glob(os.path.join(d, fam + '_*.h'))):
                if not os.path.exists(path):
                    continue
                for name in re.findall(r'^\s*#\s*define\s+LN__ISA_(\w+)', read(path), re.M):
                    produced.setdefault(name, rel(path))
        for name in sorted(set(produced) - consumed):
            errors.append('%s: defines LN__ISA_%s, which impl/generic/%s.h does not consume (dead hook)'
                          % (produced[name], name, fam))
        with open(os.path.join(INC, fam + '.h')) as f:
            public = f.read()  # with its comments: they document the operations
        for name in sorted(consumed):
            m = SHAPE.match(name)
            if not m:
                errors.append('%s: consumes LN__ISA_%s, not LN__ISA_<op>_<shape> (no ISA header can produce it)'
                              % (rel(generic), name))
            elif m.group('op').startswith('_'):  # an internal helper's hook: LN__ISA__<helper>_<shape>
                if not re.search(r'\bln_%s_\w*\s*\(' % m.group('op'), read(generic)):
                    errors.append('%s: consumes LN__ISA_%s, but defines no helper ln_%s_...'
                                  % (rel(generic), name, m.group('op')))
            elif not re.search(r'\bln_%s\b' % m.group('op'), public):
                errors.append('%s: consumes LN__ISA_%s, but ln_%s is no operation of lanes/%s.h'
                              % (rel(generic), name, m.group('op'), fam))
    for d in isa_dirs():
        for path in sorted(glob.glob(os.path.join(d, '*.h'))):
            for inc in re.findall(r'^\s*#\s*include\s+"([^"]+)"', read(path), re.M):
                if 'generic/' in inc:
                    errors.append('%s: includes %s (an ISA header includes no generic header)' % (rel(path), inc))
    for path in sorted(glob.glob(os.path.join(INC, '**', '*.h'), recursive=True)):
        if os.path.relpath(path, IMPL) == 'target.h':
            continue
        for no, line in enumerate(read(path).split('\n'), 1):
            if line.lstrip().startswith('#') and TARGET_MACRO.search(line):
                errors.append('%s:%d: tests a compiler target macro (use LN_TARGET_* of impl/target.h)'
                              % (rel(path), no))
    if errors:
        print('ISA hook check failed:')
        for e in errors:
            print('  ' + e)
        return 1
    print('ISA hooks consistent (%d families)' % len(families))
    return 0


if __name__ == '__main__':
    sys.exit(main())
