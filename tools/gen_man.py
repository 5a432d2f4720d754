#!/usr/bin/env python3
"""The manual: section-3 man pages (docs/man/man3) and the quick reference (docs/reference.md),
generated from the doc comments of the public headers, the one source of truth (the comments of
the registry families are themselves generated from tools/registry.py).

Every include/lanes/*.h is a family and is read the same way, so a new header gets its pages
without edits here:
  - lanes_<family>.3: the family page.  DESCRIPTION is the header's opening comment (the rules
    shared by the family); SYNOPSIS lists every public ln_ name the header defines, the typed
    forms compactly in brace notation (ln_add_{int,uint}{,2,4}).
  - ln_<name>.3: a page per documented entry, i.e. per comment that starts with public names
    ("ln_gather(ptrs, ...) -> V: ...", "---- ln_abs ----", or a comment just above a function
    declaration).  Its other names get .so alias pages.  SYNOPSIS: the form from the comment
    and the typed forms ln_<name>_<type><N> of the header; ERRORS: the ln_status codes the
    comment names, with ln_strerror's message (lanes/status.h).
  - EXAMPLE: tools/man_examples/<family>.c and the output it prints, <family>.out (tests/man
    compiles and runs every example extracted from the pages and compares its output); with
    <family>.cl, the OpenCL C kernels the program runs through lanes/kernel.h, shown first.  An
    entry page shows its own example, tools/man_examples/<entry without ln_>.c and .out, where
    there is one, else its family's example when the program uses the entry.
  - lanes.3: the index of the families.
tools/check_man.py (ctest man_pages) checks the pages; python3 tools/gen_all.py runs this."""
import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MAN_DIR = 'docs/man/man3'
EXAMPLES = 'tools/man_examples'
VERSION_RE = re.compile(r'project\(lanes VERSION ([0-9.]+)')
ELEM = r'(?:char|uchar|short|ushort|int|uint|long|ulong|half|float|double|ptr)'
TYPED_RE = re.compile(r'^(ln_\w*?)(?<![a-z0-9])(' + ELEM + r')(2|3|4|8|16|32|64)?(?![a-z0-9])(\w*)$')
LANE_ORDER = ['', '2', '3', '4', '8', '16', '32', '64']


def read(path):
    with open(os.path.join(ROOT, path)) as f:
        return f.read()


def version():
    return VERSION_RE.search(read('CMakeLists.txt')).group(1)


def status_messages():
    """{'LN_OK': 'success', ...} from LN__STATUS_TABLE in lanes/status.h."""
    return dict(re.findall(r'X\((LN_\w+), \d+, "([^"]*)"\)', read('include/lanes/status.h')))


def comments(text):
    """[(start, end, body)] of every /* */ comment, body without the markers and leading ' * '."""
    out = []
    for m in re.finditer(r'/\*(.*?)\*/', text, re.S):
        lines = m.group(1).split('\n')
        body = [lines[0].strip()] + [re.sub(r'^\s*\* ?', '', l).rstrip() for l in lines[1:]]
        out.append((m.start(), m.end(), '\n'.join(body).strip()))
    return out


def public_names(text):
    """Every public ln_ name a header defines: macros, functions, types (ln__ names are internal)."""
    names = set(re.findall(r'^\s*#\s*define\s+(ln_[a-z0-9]\w*)', text, re.M))
    code = re.sub(r'/\*.*?\*/', '', text, flags=re.S)
    for m in re.finditer(r'^(?:LN_API|LN_INLINE|static inline)\b[^;{=]*?\b(ln_[a-z0-9]\w*)\s*\(', code, re.M):
        names.add(m.group(1))
    names.update(re.findall(r'\}\s*(ln_[a-z0-9]\w*)\s*;', code))
    names.update(re.findall(r'^typedef\b[^;{(]*\b(ln_[a-z0-9]\w*)\s*(?:__attribute__\s*\(\(.*\)\))?\s*;', code, re.M))
    return {n for n in names if not n.startswith('ln__')}


class Entry:
    def __init__(self, family, names, form, doc):
        self.family, self.names, self.form, self.doc = family, names, form, doc
        self.name = names[0]
        self.typed = []


class Family:
    def __init__(self, path):
        self.path = path
        self.name = os.path.basename(path)[:-2]
        text = read(path)
        self.names = public_names(text)
        cs = comments(text)
        opening = [c for c in cs if c[2].startswith('lanes/%s.h' % self.name)]
        self.intro = opening[0][2] if opening else ''
        m = re.match(r'lanes/\S+ -- (.*?)(?:\.\s|\.$|\n\n|$)', self.intro, re.S)
        self.summary = ' '.join(m.group(1).split()) if m else 'the %s family' % self.name
        self.entries = self._entries(text, cs)
        claimed = set()
        for e in self.entries:
            claimed.update(e.names)
        # the per-type forms (ln_add_int4, ...) may be defined in the family's impl headers
        impl = set()
        for p in sorted(glob.glob(os.path.join(ROOT, 'include/lanes/impl/*/%s.h' % self.name))):
            impl |= public_names(read(os.path.relpath(p, ROOT)))
        for e in self.entries:
            e.typed = sorted(e.members - claimed)
        listed = {n for e in self.entries for n in e.typed}
        for n in sorted((self.names | impl) - claimed - listed):
            base = typed_base(n)
            for e in self.entries:
                if base and base[0] in e.names:
                    e.typed.append(n)
                    break

    def _entries(self, text, cs):
        out, seen = [], set()
        for start, end, body in cs:
            head = re.sub(r'^-+ *', '', body)
            names, form, doc = [], '', body
            m = re.match(r'^(ln_[a-z0-9]\w*)', head)
            if m:
                first = head.split('\n')[0]
                cut = re.split(r' -> |: | -+(?: |$)|\.  ', first, maxsplit=1)[0]
                names = [n for n in re.findall(r'\b(ln_[a-z0-9]\w*)', cut) if n in self.names]
                form = cut.strip() if '(' in cut else ''
                doc = re.sub(r'^-+ *ln_[^\n]*?-+ *', '', body).strip() or ''
                if not form and doc:   # "---- ln_abs ----" then "ugentype ln_abs(gentype x): ..."
                    d = re.match(r'^([\w ]*\b%s\([^)]*\))' % re.escape(names[0] if names else '~'), doc)
                    form = d.group(1) if d else ''
            # a comment directly above a function declaration documents that function, whose
            # prototype is the form
            after = text[end:end + 600]
            d = re.match(r'\s*(?:LN_API|LN_INLINE|static inline)\b[^;{]*?\b(ln_[a-z0-9]\w*)\s*\(([^;{]*)', after, re.S)
            if d and d.group(1) in self.names and (not names or names == [d.group(1)]):
                names = [d.group(1)]
                proto = ' '.join((after[:after.index(d.group(1))].strip() + ' ' + d.group(1) + '(' + d.group(2)).split())
                form = re.sub(r'^(?:LN_API|LN_INLINE|static inline) ', '', proto.strip()).rstrip(' {')
                if not form.endswith(')'):
                    form += ')'
            undoc = [e for e in out if names and names[0] in e.names and not e.doc]
            if undoc:   # "---- ln_x ----", and (next, or further down) the comment on ln_x
                undoc[0].doc, undoc[0].form = doc, form
                continue
            names = [n for n in names if n not in seen]
            if not names:
                continue
            seen.update(names)
            e = Entry(self.name, names, form, doc)
            e.span = [end, len(text)]
            if out:
                out[-1].span[1] = start
            out.append(e)
        for e in out:   # the names a section defines ("---- ln_shuffle ----" and what follows it),
            # but an enum type declared after it (an argument type, not one of its forms)
            span = text[e.span[0]:e.span[1]]
            enums = set(re.findall(r'typedef\s+enum\b[^{;]*\{[^}]*\}\s*(ln_[a-z0-9]\w*)\s*;', span))
            e.members = public_names(span) - set(e.names) - enums
        self._intro_list(out)
        return out

    def _intro_list(self, entries):
        """Entries of a function list in the opening comment ("  ln_lookup_zero(t, x)   r[k] = ..."
        and its more indented continuation lines): the doc of an entry whose comment has none, and
        an entry of their own for the listed names that have no comment."""
        by_name = {n: e for e in entries for n in e.names}
        lines = self.intro.split('\n')
        for i, line in enumerate(lines):
            m = re.match(r'^( +)(?:(?:ln_status|int|void|int32_t|[A-Z]) )?(ln_[a-z0-9]\w*)(\([^)]*\))((?:  |,|$).*)$', line)
            if not m or m.group(2) not in self.names:
                continue
            doc = [line.strip()]
            col = len(m.group(1))
            for nxt in lines[i + 1:]:
                if len(nxt) - len(nxt.lstrip()) <= col or not nxt.strip():
                    break
                doc.append(nxt.strip())
            name, text = m.group(2), '\n'.join(doc)
            e = by_name.get(name)
            if e is None:
                e = Entry(self.name, [name], name + m.group(3), text)
                e.members = set()
                entries.append(e)
                by_name[name] = e
            elif not e.doc:
                e.doc = text
                e.form = e.form or name + m.group(3)


def typed_base(name):
    """ln_add_int4 -> ('ln_add', 'int', '4', ''); None when the name has no element type."""
    m = TYPED_RE.match(name)
    if not m:
        return None
    return m.group(1).rstrip('_'), m.group(2), m.group(3) or '', m.group(4)


def compact(names):
    """Names in brace notation: ln_add_{int,uint}{,2,4} per group of equal lane sets."""
    groups, plain = {}, []
    for n in sorted(names):
        b = typed_base(n)
        if not b:
            plain.append(n)
            continue
        prefix = n[:len(n) - len(b[1]) - len(b[2]) - len(b[3])]
        groups.setdefault((prefix, b[3]), {}).setdefault(b[1], set()).add(b[2])
    lines = list(plain)
    for (prefix, suffix), by_type in sorted(groups.items()):
        by_lanes = {}
        for t, ls in by_type.items():
            by_lanes.setdefault(tuple(sorted(ls, key=LANE_ORDER.index)), []).append(t)
        for ls, ts in sorted(by_lanes.items()):
            tpart = ts[0] if len(ts) == 1 else '{%s}' % ','.join(ts)
            lpart = ls[0] if len(ls) == 1 else '{%s}' % ','.join(ls)
            lines.append(prefix + tpart + lpart + suffix)
    return lines


def expand(pattern):
    """The names a brace pattern stands for (the inverse of compact)."""
    m = re.search(r'\{([^{}]*)\}', pattern)
    if not m:
        return [pattern]
    out = []
    for alt in m.group(1).split(','):
        out.extend(expand(pattern[:m.start()] + alt + pattern[m.end():]))
    return out


def esc(line):
    line = line.replace('\\', '\\e')
    if line.startswith(('.', "'")):
        line = '\\&' + line
    return line


def block(text):
    """Preformatted text (the header comments are laid out by hand)."""
    return '.nf\n' + '\n'.join(esc(l) if l.strip() else '.sp' for l in text.split('\n')) + '\n.fi\n'


def example_of(fam):
    """The example of a family (tools/man_examples/<family>.c), or of one entry
    (tools/man_examples/<entry without ln_>.c: an entry the family's example cannot show, e.g. one
    that needs a type not every compiler has): (program, output, kernels), kernels the OpenCL C
    file <name>.cl the program runs (lanes/kernel.h), or None."""
    src = os.path.join(EXAMPLES, fam + '.c')
    if not os.path.exists(os.path.join(ROOT, src)):
        return None
    cl = src[:-2] + '.cl'
    return read(src), read(src[:-2] + '.out'), read(cl) if os.path.exists(os.path.join(ROOT, cl)) else None


def verbatim(text, marker):
    return ('.nf\n.\\" %s-begin\n' % marker + '\n'.join(esc(l) for l in text.rstrip('\n').split('\n')) +
            '\n.\\" %s-end\n.fi\n' % marker)


def example_section(fam, program, output, kernels=None):
    out = '.SH EXAMPLE\n'
    if kernels is not None:
        name = re.search(r'^/\* *(\S+\.cl)', kernels).group(1)
        out += 'The kernel file, %s:\n.PP\n' % esc(name) + verbatim(kernels, 'kernel') + '.PP\nThe program:\n.PP\n'
    return out + verbatim(program, 'example') + '.PP\nIt prints:\n.PP\n' + verbatim(output, 'output')


def errors_section(doc, msgs):
    codes = [c for c in msgs if c != 'LN_OK' and re.search(r'\b%s\b' % c, doc)]
    if not codes:
        return ''
    out = '.SH ERRORS\n'
    if 'LN_OK' in doc:
        out += 'Returns\n.B LN_OK\n(%s) on success, otherwise:\n' % msgs['LN_OK']
    for c in codes:
        out += '.TP\n.B %s\n%s (the message of \\fBln_strerror\\fP).\n' % (c, msgs[c])
    return out


def head(name, ver, summary):
    return ('.\\" Generated by tools/gen_man.py from the comments of include/lanes/*.h; do not edit.\n'
            '.TH %s 3 "" "lanes %s" "lanes manual"\n.SH NAME\n%s \\- %s\n'
            % (name.upper(), ver, name, esc(summary)))


def family_page(f, ver, msgs, fams):
    out = head('lanes_' + f.name, ver, f.summary)
    out += '.SH SYNOPSIS\n.nf\n.B #include <lanes/%s.h>\n.sp\n' % f.name
    out += '\n'.join(esc(l) for l in compact(f.names)) + '\n.fi\n'
    out += '.SH DESCRIPTION\n' + block(f.intro)
    if f.entries:
        out += '.PP\nEach entry has its own page:\n.nf\n' + '\n'.join(
            '\\fB%s\\fP(3)' % e.name for e in f.entries) + '\n.fi\n'
    out += errors_section(f.intro, msgs)
    ex = example_of(f.name)
    if ex:
        out += example_section(f.name, *ex)
    out += '.SH SEE ALSO\n' + ', '.join('\\fBlanes_%s\\fP(3)' % g.name for g in fams if g is not f) + ', \\fBlanes\\fP(3)\n'
    return out


def entry_summary(e, fallback):
    """The first clause of the entry's doc after its form: 'ln_x(a) -> V: <this>; ...'."""
    text = re.sub(r' *\n *', ' ', e.doc).strip()
    text = re.sub(r'^[\w ]*?ln_\w+(?:\([^)]*\))?(?:,? ln_\w+(?:\([^)]*\))?)*\s*(?:->[^:]*?:|:)?\s*', '', text)
    m = re.match(r'(.+?)(?:; |\.  |\.$|$)', text)
    s = m.group(1).strip() if m else ''
    if len(s) > 90:
        s = s[:s.rindex(' ', 0, 87)] + ' ...'
    return s if len(s) >= 8 else fallback


def entry_page(f, e, ver, msgs):
    out = head(e.name, ver, entry_summary(e, f.summary))
    if len(e.names) > 1:
        out = out.replace('.SH NAME\n%s' % e.name, '.SH NAME\n%s' % ', '.join(e.names), 1)
    out += '.SH SYNOPSIS\n.nf\n.B #include <lanes/%s.h>\n.sp\n' % f.name
    out += esc(e.form or ', '.join(e.names)) + '\n'
    if e.typed:
        out += '.sp\nTyped forms:\n' + '\n'.join(esc(l) for l in compact(e.typed)) + '\n'
    out += '.fi\n.SH DESCRIPTION\n'
    if e.doc:
        out += block(e.doc)
    if f.intro:   # types, lane counts, masks, edge cases and errors of every entry of the header
        out += '.SS The rules of lanes/%s.h\n' % f.name + block(f.intro)
    # a form returning ln_status also has the errors its header's shared rules name
    returns_status = re.search(r'\bln_status\b', e.form + ' ' + e.doc.split('\n')[0]) is not None
    out += errors_section(e.doc + ('\n' + f.intro if returns_status else ''), msgs)
    ex = example_of(f.name)
    own = example_of(e.name[3:]) if e.name.startswith('ln_') else None
    if own:
        out += example_section(e.name, *own)
    elif ex and any(re.search(r'\b%s\b' % n, ex[0]) for n in e.names + e.typed):
        out += example_section(f.name, *ex)
    else:
        out += '.SH EXAMPLE\nSee \\fBlanes_%s\\fP(3).\n' % f.name
    others = [x.name for x in f.entries if x is not e][:12]
    out += '.SH SEE ALSO\n' + ', '.join(['\\fBlanes_%s\\fP(3)' % f.name] + ['\\fB%s\\fP(3)' % n for n in others]) + '\n'
    return out


def index_page(fams, ver):
    what = re.search(r'DESCRIPTION "([^"]*)"', read('CMakeLists.txt')).group(1)   # project()'s
    out = head('lanes', ver, what)
    out += ('.SH SYNOPSIS\n.nf\n.B #include <lanes.h>\n.fi\n.SH DESCRIPTION\n'
            'One header per family; each family page lists every name of its header and the rules '
            'they share, and each documented entry has its own page.\n.TP\n')
    out += '.TP\n'.join('\\fBlanes_%s\\fP(3)\n%s\n' % (f.name, esc(f.summary)) for f in fams)
    out += '.SH SEE ALSO\n' + ', '.join('\\fBlanes_%s\\fP(3)' % f.name for f in fams) + '\n'
    return out


def families():
    return [Family(p) for p in sorted(glob.glob(os.path.join(ROOT, 'include/lanes/*.h')))
            if os.path.basename(p) != 'opencl.h' or public_names(read(p))]


def pages():
    """{file name: text} of every page."""
    ver, msgs, fams = version(), status_messages(), families()
    fams = [f for f in fams if f.names]
    out = {'lanes.3': index_page(fams, ver)}
    for f in fams:
        out['lanes_%s.3' % f.name] = family_page(f, ver, msgs, fams)
        for e in f.entries:
            out[e.name + '.3'] = entry_page(f, e, ver, msgs)
            for alias in e.names[1:]:
                out[alias + '.3'] = '.so man3/%s.3\n' % e.name
    return out


REFERENCE_HEAD = """# Quick reference

Generated by `tools/gen_man.py` from the comments of `include/lanes/*.h` (and, for the lane-wise
ops, from `tools/registry.py` through `tools/gen_registry.py`); do not edit: edit the header
comment or the registry row, then `python3 tools/gen_all.py`.  Every function and macro, one line
each, grouped by family (one family per header), with its lane formula and its man page
(`man ln_gather` once lanes is installed; `man -l docs/man/man3/ln_gather.3` in the source tree).
The rules a family's functions share (types, lane counts, masks, NaN and out-of-range lanes,
errors) are on its family page, `lanes_<family>(3)`.  Per-type forms (`ln_add_int4`,
`ln_convert_int4_sat_rte`, ...) are listed in the SYNOPSIS of their page.

"""


def page_link(name):
    return '[%s(3)](man/man3/%s.3)' % (name, name)


# The names and form a doc comment starts with ("ln_x(a, b) -> T:", "ln_x:", "ln_x(a)   ").
STRIP_FORM = r'^[\w ]*?ln_\w+(?:\([^)]*\))?(?:,? ln_\w+(?:\([^)]*\))?)*\s*(?:->[^:]*?:|:)?\s*'


def one_line(text):
    """The first sentence of a doc comment, on one line, for a Markdown table cell."""
    text = re.sub(r' *\n *', ' ', text).strip()
    m = re.match(r'(.+?\.)(?:  |$)', text)
    return re.sub(r'  +', ' ', m.group(1) if m else text).replace('|', '\\|')


def reference_md(fams):
    import gen_registry
    import registry
    main_of = {n: e.name for f in fams for e in f.entries for n in e.names}

    def link(name):   # an alias links to the page that has the text
        return page_link(main_of.get(name, name))
    o = [REFERENCE_HEAD, gen_registry.reference_kinds()]
    o.append('\nFamilies: ' + ', '.join('[%s](#%s)' % (f.name, f.name) for f in fams) + '.\n')
    for f in fams:
        o.append('\n## %s\n\n`#include <lanes/%s.h>`: %s.  Rules: %s.\n\n' % (
            f.name, f.name, f.summary, page_link('lanes_' + f.name)))
        if f.name in registry.FAMILIES:
            o.append(gen_registry.reference_table(f.name, link))
            continue
        o.append('| function | lane formula | page |\n|---|---|---|\n')
        for e in f.entries:
            if e.doc:
                doc = one_line(re.sub(STRIP_FORM, '', re.sub(r' *\n *', ' ', e.doc).strip()))
            else:
                forms = compact(e.typed)
                doc = 'forms %s%s; the lane rules are the family\'s' % (
                    ', '.join('`%s`' % x for x in forms[:3]),
                    ' and %d more patterns' % (len(forms) - 3) if len(forms) > 3 else '')
            for n in e.names:
                form = e.form if n == e.name and e.form else n
                o.append('| `%s` | %s | %s |\n' % (form.replace('|', '\\|'), doc, page_link(e.name)))
        rest = f.names - {n for e in f.entries for n in e.names} - {n for e in f.entries for n in e.typed}
        if rest:
            o.append('\nAlso in `lanes/%s.h` (%s): %s\n' % (f.name, page_link('lanes_' + f.name),
                                                         ', '.join('`%s`' % n for n in compact(rest))))
    return ''.join(o)


def main():
    lntypes.write('docs/reference.md', reference_md([f for f in families() if f.names]))
    ps = pages()
    for name, text in sorted(ps.items()):
        lntypes.write(os.path.join(MAN_DIR, name), text)
    # pages of names that no longer exist
    for path in sorted(glob.glob(os.path.join(ROOT, MAN_DIR, '*.3'))):
        if os.path.basename(path) not in ps:
            if lntypes.CHECK_ONLY:
                lntypes.STALE.append(os.path.relpath(path, ROOT))
            else:
                os.remove(path)


if __name__ == '__main__':
    main()
