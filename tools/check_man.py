#!/usr/bin/env python3
"""Checks the man pages (docs/man/man3, written by tools/gen_man.py); run by ctest as man_pages.
  1. every public ln_ name of include/lanes/*.h has a page: its own file (ln_<name>.3, maybe a
     .so alias), or it is listed in the SYNOPSIS of its family page lanes_<family>.3 (brace
     patterns expanded);
  2. every page renders without a warning: groff -man -Tutf8 -ww -z (and man -l when man is
     installed);
  3. every page's EXAMPLE, extracted from the page, compiles (with --cc, --cflags, linked with
     --lib), runs and prints exactly the output the page shows.  An EXAMPLE with an OpenCL C
     kernel file (lanes/kernel.h) needs the kernel build (lanes_add_opencl_kernels): the build
     makes tools/man_examples/<name>.c and .cl into a program, given as --kernel-example
     <name>=<program>; the check asserts that the page shows exactly those two files and runs
     the program.  Without it such an example is reported SKIPPED.
Exit 0: all pass; 1: a failure; 77 (ctest SKIP): groff is not installed, said loudly.
  check_man.py [--man DIR] [--cc CC] [--cflags FLAGS] [--lib LIBLANES] [--work DIR]
               [--kernel-example NAME=PROGRAM]..."""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen_man  # noqa: E402

ROOT = gen_man.ROOT


def unescape(line):
    return line.replace('\\&', '').replace('\\e', '\\')


def between(text, begin, end):
    """The lines of text between the comment lines .\\" begin and .\\" end (None if absent)."""
    m = re.search(r'^\.\\" %s\n(.*?)^\.\\" %s$' % (begin, end), text, re.M | re.S)
    return None if m is None else '\n'.join(unescape(l) for l in m.group(1).rstrip('\n').split('\n')) + '\n'


def synopsis_names(text):
    m = re.search(r'^\.SH SYNOPSIS\n(.*?)^\.SH', text, re.M | re.S)
    out = set()
    for line in (m.group(1).split('\n') if m else []):
        for tok in re.findall(r'ln_[\w{},]*', unescape(line)):
            out.update(gen_man.expand(tok))
    return out


def check_names(man3, errors):
    count = 0
    for f in gen_man.families():
        fam_page = os.path.join(man3, 'lanes_%s.3' % f.name)
        listed = synopsis_names(open(fam_page).read()) if os.path.exists(fam_page) else set()
        for n in sorted(f.names):
            count += 1
            if not os.path.exists(os.path.join(man3, n + '.3')) and n not in listed:
                errors.append('%s (lanes/%s.h) has no page' % (n, f.name))
    return count


def check_render(man_dir, pages, errors):
    """groff on every page in one run (an alias page only names its target: that must exist);
    man -l on the index page, to see that man itself reads the pages."""
    real = []
    for p in pages:
        text = open(os.path.join(man_dir, 'man3', p)).read()
        m = re.match(r'^\.so (man3/\S+)\n$', text)
        if m:
            if not os.path.exists(os.path.join(man_dir, m.group(1))):
                errors.append('%s names a missing page %s' % (p, m.group(1)))
        else:
            real.append(os.path.join('man3', p))
    r = subprocess.run(['groff', '-man', '-Tutf8', '-ww', '-z'] + real, cwd=man_dir, capture_output=True,
                       text=True)
    if r.returncode != 0 or r.stderr.strip():
        errors.append('groff warns: %s' % r.stderr.strip())
    mancmd = shutil.which('man')
    if mancmd:
        env = dict(os.environ, MANWIDTH='80', LC_ALL='C.UTF-8')
        r = subprocess.run([mancmd, '--warnings', '-l', 'man3/lanes.3'], cwd=man_dir, capture_output=True,
                           text=True, env=env)
        if r.returncode != 0 or r.stderr.strip():
            errors.append('man -l warns on lanes.3: %s' % r.stderr.strip())
    return len(real), mancmd is not None


def has_half(args, work):
    """Does the compiler have lanes' half lanes (LN_HAS_HALF)?  An example that uses them (and says
    so with #if !LN_HAS_HALF #error) is skipped, said loudly, where it has not."""
    src = os.path.join(work, 'has_half.c')
    with open(src, 'w') as f:
        f.write('#include <lanes/types.h>\n#if !LN_HAS_HALF\n#error no half\n#endif\nint main(void) { return 0; }\n')
    cmd = [args.cc] + shlex.split(args.cflags) + ['-Wno-psabi', '-I', os.path.join(ROOT, 'include'), '-c', src,
                                                  '-o', src[:-2] + '.o']
    return subprocess.run(cmd, capture_output=True).returncode == 0


def run_kernel_example(page, prog, kernels, args, errors):
    """The output of the kernel-build program made from the example files the page shows (None:
    none, or it failed)."""
    for name, exe in (kv.split('=', 1) for kv in args.kernel_example):
        src = os.path.join(ROOT, gen_man.EXAMPLES, name)
        if open(src + '.c').read() == prog and open(src + '.cl').read() == kernels:
            r = subprocess.run([exe], capture_output=True, text=True, timeout=60)
            if r.returncode != 0:
                errors.append('EXAMPLE of %s (%s) exits with %d: %s' % (page, exe, r.returncode, r.stderr))
                return None
            return r.stdout
    print('SKIPPED: EXAMPLE of %s (OpenCL C kernels: no --kernel-example program built from it; '
          'configure with -DLANES_KERNELS=ON)' % page)
    return None


def check_examples(man3, pages, args, errors):
    built = {}   # program text -> its output (None: failed)
    work = args.work or tempfile.mkdtemp(prefix='lanes_man_')
    os.makedirs(work, exist_ok=True)
    shown = 0
    for p in pages:
        text = open(os.path.join(man3, p)).read()
        prog, want = between(text, 'example-begin', 'example-end'), between(text, 'output-begin', 'output-end')
        if prog is None:
            continue
        shown += 1
        kernels = between(text, 'kernel-begin', 'kernel-end')
        if kernels is not None and prog not in built:
            built[prog] = run_kernel_example(p, prog, kernels, args, errors)
        if prog not in built:
            src = os.path.join(work, 'example_%d.c' % len(built))
            exe = src[:-2]
            with open(src, 'w') as f:
                f.write(prog)
            cmd = [args.cc] + shlex.split(args.cflags) + ['-Wall', '-Wextra', '-Werror', '-Wno-psabi',
                                                          '-I', os.path.join(ROOT, 'include'), src]
            cmd += ([args.lib] if args.lib else []) + ['-lm', '-o', exe]
            r = subprocess.run(cmd, capture_output=True, text=True)
            if r.returncode != 0 and 'LN_HAS_HALF' in prog and not has_half(args, work):
                print('SKIPPED: EXAMPLE of %s (half lanes; this compiler has no _Float16)' % p)
                built[prog] = None
                continue
            if r.returncode != 0:
                errors.append('EXAMPLE of %s does not compile (%s):\n%s' % (p, ' '.join(cmd), r.stderr))
                built[prog] = None
                continue
            r = subprocess.run([exe], capture_output=True, text=True, timeout=60)
            built[prog] = r.stdout if r.returncode == 0 else None
            if r.returncode != 0:
                errors.append('EXAMPLE of %s exits with %d: %s' % (p, r.returncode, r.stderr))
        got = built[prog]
        if got is not None and got != want:
            errors.append('EXAMPLE of %s prints\n%s\nbut the page says\n%s' % (p, got, want))
    return shown, len(built)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--man', default=os.path.join(ROOT, 'docs/man'))
    ap.add_argument('--cc', default=os.environ.get('CC', 'cc'))
    ap.add_argument('--cflags', default='')
    ap.add_argument('--lib', default='')
    ap.add_argument('--work', default='')
    ap.add_argument('--kernel-example', action='append', default=[], metavar='NAME=PROGRAM')
    args = ap.parse_args()
    man3 = os.path.join(args.man, 'man3')
    pages = sorted(p for p in os.listdir(man3) if p.endswith('.3'))
    errors = []
    names = check_names(man3, errors)
    print('%d public ln_ names, %d pages' % (names, len(pages)))
    shown, programs = check_examples(man3, pages, args, errors)
    print('%d pages show an EXAMPLE (%d distinct programs), each compiled and run' % (shown, programs))
    skipped = shutil.which('groff') is None
    if skipped:
        print('SKIPPED: groff is not installed, the pages were NOT checked for rendering warnings '
              '(Debian: apt-get install groff-base man-db)')
    else:
        nreal, had_man = check_render(args.man, pages, errors)
        print('%d pages rendered with groff -man -Tutf8 -ww -z (the others are .so aliases)%s'
              % (nreal, '; man -l lanes.3' if had_man else '; man not installed: man -l not run'))
    for e in errors:
        print('FAIL: ' + e)
    if errors:
        return 1
    return 77 if skipped else 0


if __name__ == '__main__':
    sys.exit(main())
