#!/usr/bin/env python3
"""Build step of lanes_add_opencl_kernels (cmake/LanesOpenCL.cmake; docs/kernels.md).

  clc_kernels.py IN.ll BUILTINS.txt OUT.ll OUT_call.cl OUT_desc.c

IN.ll is a .cl file compiled by Clang to LLVM IR text.  Writes:
  OUT.ll       IN.ll (Clang's IR before optimization) with the kernel-scope __local variables
               made thread-local (each thread that runs work-groups has its own; a work-group runs
               on one thread), and integer division and remainder given lanes' defined results
               for a zero divisor and MIN / -1 (defined_division);
  OUT_call.cl  for every __kernel K, an OpenCL C function ln__call_K(void **a, item) calling
               K with *a[i] as argument i (compiled by the same Clang: the kernel calling
               convention is whatever Clang uses, C code never calls a kernel directly) and,
               when K does not reach a barrier (its calls, transitively, OpenCL C having no
               function pointers), ln__group_K(void **a, item, count, step),
               the loop over count work-groups (step linear ids apart) and their local ids
               calling K (compiled in one module with OUT.ll, so K and the work-item functions
               inline into it); both first hand the launcher's
               work-item record (src/clc/kernel_state.h) to the module (lnk_enter);
  OUT_desc.c   the descriptors ln__kernel_K of lanes/kernel.h.
Fails, naming them, when the file calls functions neither it nor lanes defines (an OpenCL C
built-in lanes does not provide: pipes, ...), computes with half values (half_arithmetic) or a
kernel takes an argument the launcher cannot pass (struct, pipe, half).  Image arguments are the
address of an ln_image, samplers their bits as a pointer (src/clc/image.cl); Clang's
__translate_sampler_initializer (samplers written in the source) is defined here to make that
pointer."""
import re
import sys

SIZES = {'char': 1, 'uchar': 1, 'short': 2, 'ushort': 2, 'int': 4, 'uint': 4, 'long': 8, 'ulong': 8,
         'float': 4, 'double': 8}
SPACE_KIND = {1: 'LN_KARG_GLOBAL', 2: 'LN_KARG_CONSTANT', 3: 'LN_KARG_LOCAL'}
SPACE_CL = {1: '__global', 2: '__constant', 3: '__local'}
# image kernel arguments: the kind the launcher checks (LN_IMAGE_<kind> of lanes/kernel.h)
IMAGE_KIND = {'image1d_t': 1, 'image2d_t': 2, 'image3d_t': 3, 'image1d_array_t': 4, 'image2d_array_t': 5,
              'image1d_buffer_t': 6}
# a sampler written in the source (const sampler_t s = CLK_...): Clang calls this with its bits;
# lanes' sampler is the bits as a pointer (src/clc/image.cl)
SAMPLER_INIT = re.compile(r'^declare (\S+(?: addrspace\(\d+\))?\*?) @__translate_sampler_initializer\(i32\)$', re.M)


def sampler_initializer(ir):
    return SAMPLER_INIT.sub(lambda m: 'define internal %s @__translate_sampler_initializer(i32 %%b) alwaysinline {\n'
                            '  %%p = inttoptr i32 %%b to %s\n  ret %s %%p\n}' % ((m.group(1),) * 3), ir)


def demangle_name(m):
    r = re.match(r'_Z(\d+)', m)
    if not r:
        return m
    n = int(r.group(1))
    return m[r.end():r.end() + n]


DIV = re.compile(r'^(\s*)(%[-\w.$]+) = (sdiv|udiv|srem|urem)(?: exact)? (<(\d+) x i(\d+)>|i(\d+)) (.+?), (.+?)$')


def defined_division(line):
    """OpenCL C leaves x / 0, x % 0 and MIN / -1 unspecified; Clang's optimizer treats them as
    undefined behaviour (a kernel that divides by b may then have b != 0 assumed elsewhere, and
    the division traps on x86).  Rewrites one division or remainder into lanes' defined result
    (docs/semantics.md): x / 0 = all bits set, x % 0 = x, MIN / -1 = MIN, MIN % -1 = 0."""
    m = DIV.match(line)
    if not m:
        return line
    ind, res, op, ty, lanes, ebits, sbits, a, b = m.groups()
    bits = ebits or sbits
    n = '%%lnk.%s' % res[1:].replace('"', '')

    def const(v):
        return ('<%s>' % ', '.join(['i%s %d' % (bits, v)] * int(lanes))) if lanes else str(v)
    ity = '<%s x i1>' % lanes if lanes else 'i1'
    out = ['%s%s.z = icmp eq %s %s, %s' % (ind, n, ty, b, const(0))]
    cond = n + '.z'
    if op[0] == 's':
        out += ['%s%s.m = icmp eq %s %s, %s' % (ind, n, ty, b, const(-1)),
                '%s%s.zm = or %s %s.z, %s.m' % (ind, n, ity, n, n)]
        cond = n + '.zm'
    out += ['%s%s.d = select %s %s, %s %s, %s %s' % (ind, n, ity, cond, ty, const(1), ty, b),
            '%s%s.q = %s %s %s, %s.d' % (ind, n, op, ty, a, n)]
    if op == 'sdiv':   # b == -1: 0 - a, wrapping; b == 0: -1
        out += ['%s%s.neg = sub %s %s, %s' % (ind, n, ty, const(0), a),
                '%s%s.r = select %s %s.m, %s %s.neg, %s %s.q' % (ind, n, ity, n, ty, n, ty, n),
                '%s%s = select %s %s.z, %s %s, %s %s.r' % (ind, res, ity, n, ty, const(-1), ty, n)]
    elif op == 'udiv':
        out += ['%s%s = select %s %s.z, %s %s, %s %s.q' % (ind, res, ity, n, ty, const(-1), ty, n)]
    else:              # remainders: b == 0: a (b == -1 divided by 1: 0)
        out += ['%s%s = select %s %s.z, %s %s, %s %s.q' % (ind, res, ity, n, ty, a, ty, n)]
    return '\n'.join(out)


# half arithmetic and conversions as Clang emits them for operators and casts on half values
HALF_T = r'(?:half|<\d+ x half>)'
HALF_OP = re.compile(r'= (?:(fadd|fsub|fmul|fdiv|frem|fneg|fcmp)\b(?: \w+)*? %s |(fpext|fptosi|fptoui) %s '
                     r'|(fptrunc|sitofp|uitofp) .* to %s(?!\w))|call [^@\n]*@(llvm\.[\w.]*f16)(?!\w)'
                     % (HALF_T, HALF_T, HALF_T))


def half_arithmetic(ir):
    """cl_khr_fp16 is announced for half storage (half pointers, vload_half / vstore_half,
    read_imageh / write_imageh), but lanes provides no half arithmetic: Clang turns operators and
    casts on half values into LLVM half instructions, which the back end lowers through conversion
    functions (__gnu_h2f_ieee on x86-64 with Clang 14, missing from libgcc) or native half
    instructions depending on the target.  Returns 'operation in function' for each function
    that computes with half values."""
    found = []
    fn = None
    for line in ir.split('\n'):
        d = re.match(r'^define [^@]*@("?[\w.$]+"?)\(', line)
        if d:
            fn = d.group(1).strip('"')
            continue
        m = HALF_OP.search(line) if fn else None
        if m:
            op = '%s half' % next(g for g in m.groups() if g)
            if '%s in %s' % (op, fn) not in found:
                found.append('%s in %s' % (op, fn))
    return found


# wait_group_events is a barrier too (src/clc/workitem.c), and so are the work-group collective
# functions (src/clc/workgroup.h)
BARRIER = re.compile(r'^_Z(7barrierj|18work_group_barrierj|17wait_group_eventsiPU9CLgeneric9ocl_event'
                     r'|\d+work_group_(all|any|broadcast|reduce_|scan_))')


def barrier_kernels(ir):
    """A predicate on the functions of the module: does it call a barrier, directly or through the
    functions it calls?  (OpenCL C has no function pointers and no recursion: the calls in the IR
    are the whole call graph.)"""
    calls = {}
    for m in re.finditer(r'^define [^@\n]*@("?[\w.$]+"?)\(.*?^\}', ir, re.M | re.S):
        calls[m.group(1).strip('"')] = set(c.strip('"') for c in re.findall(r'\bcall [^@\n]*@("?[\w.$]+"?)\(', m.group(0)))
    memo = {}

    def reaches(f):
        if f not in memo:
            memo[f] = False   # (no recursion: only guards against looping on malformed input)
            memo[f] = bool(BARRIER.match(f)) or any(reaches(g) for g in calls.get(f, ()))
        return memo[f]
    return reaches


def main(argv):
    src, builtins, out_ll, out_cl, out_c = argv[1:6]
    ir = open(src).read()
    # OpenCL C's printf (vector conversions) is lanes' lnk_printf (src/clc/printf.c)
    ir = re.sub(r'@printf\(', '@lnk_printf(', ir)
    ir = sampler_initializer(ir)
    provided = set()
    for line in open(builtins):
        if line.strip() and not line.startswith('#'):
            provided.add(line.split()[0])

    meta = {}
    for m in re.finditer(r'^!(\d+) = !\{(.*)\}$', ir, re.M):
        meta[m.group(1)] = m.group(2)

    def md_list(ref):
        body = meta[ref]
        return [x.group(1) if x.group(1) is not None else int(x.group(2))
                for x in re.finditer(r'!"((?:[^"\\]|\\.)*)"|i32 (-?\d+)', body)]

    errors = []
    kernels = []
    for m in re.finditer(r'^define [^@\n]*spir_kernel void @("?[\w.$]+"?)\(.*!kernel_arg_addr_space !(\d+).*'
                         r'!kernel_arg_access_qual !(\d+).*!kernel_arg_base_type !(\d+)', ir, re.M):
        name = m.group(1).strip('"')
        spaces, access, types = md_list(m.group(2)), md_list(m.group(3)), md_list(m.group(4))
        args = []
        for sp, acc, ty in zip(spaces, access, types):
            ty = re.sub(r'\s*__attribute__\(\(ext_vector_type\((\d+)\)\)\)', r'\1', ty).strip()
            if ty in IMAGE_KIND:   # the address of an ln_image; passed as a pointer, made an image in OpenCL C
                args.append(('LN_KARG_IMAGE', IMAGE_KIND[ty], '%s %s' % (acc, ty)))
                continue
            if ty == 'sampler_t':
                args.append(('LN_KARG_SAMPLER', 0, 'sampler_t'))
                continue
            if ty.endswith('*') and sp in SPACE_KIND:
                args.append((SPACE_KIND[sp], 0, '%s void *' % SPACE_CL[sp]))
                continue
            v = re.match(r'^(unsigned )?([a-z]+?)(\d*)$', ty)
            elem = v and (('u' + v.group(2)) if v.group(1) else v.group(2))
            if not v or elem not in SIZES or ty.endswith('*'):
                errors.append('kernel %s: argument of type "%s" is not supported by the lanes launcher' % (name, ty))
                continue
            lanes = int(v.group(3) or 1)
            args.append(('LN_KARG_VALUE', SIZES[elem] * (4 if lanes == 3 else lanes),
                         elem + (v.group(3) or '')))
        kernels.append((name, args))

    defined = set(re.findall(r'^define [^@\n]*@("?[\w.$]+"?)\(', ir, re.M))
    missing = []
    for m in re.finditer(r'^declare [^@\n]*@("?[\w.$]+"?)\(', ir, re.M):
        f = m.group(1).strip('"')
        if f.startswith('llvm.') or f in provided or f in defined:
            continue
        missing.append('%s (%s)' % (demangle_name(f), f))
    if missing:
        errors.append('calls OpenCL C functions lanes does not provide (docs/kernels.md lists what it provides): '
                      + ', '.join(sorted(set(missing))))
    half = half_arithmetic(ir)
    if half:
        errors.append('computes with half values, which lanes does not provide (cl_khr_fp16 is announced for half '
                      'storage, vload_half / vstore_half and read_imageh / write_imageh; docs/kernels.md): '
                      + ', '.join(half))
    if errors:
        m = re.search(r'^source_filename = "(.*)"$', ir, re.M)
        for e in errors:
            sys.stderr.write('lanes: %s: %s\n' % (m.group(1) if m else src, e))
        return 1

    reaches_barrier = barrier_kernels(ir)
    # kernel-scope __local variables: internal globals without initializer
    ir = re.sub(r'^(@[\w.$"]+ = internal )((?:unnamed_addr )?global .* (?:undef|poison), align \d+)$',
                r'\1thread_local \2', ir, flags=re.M)
    ir = '\n'.join(defined_division(line) for line in ir.split('\n'))
    with open(out_ll, 'w') as f:
        f.write(ir)

    cl = ['void lnk_enter(const __private void *item);   /* src/clc/workitem.c */',
          'void lnk_set_local_id(uint d, size_t id);', 'void lnk_next_group_of(size_t step);']
    c = ['/* Generated by tools/clc_kernels.py from %s */' % src.split('/')[-1], '#include <lanes/kernel.h>']

    def slot_type(k, t):
        """The type stored in an argument slot."""
        if k == 'LN_KARG_IMAGE':
            return '__global void * __private'
        if k == 'LN_KARG_SAMPLER':
            return '__constant void * __private'
        return t + (' __private' if k != 'LN_KARG_VALUE' else '')

    def as_arg(k, t, e):
        """Expression e (of the slot type) as the kernel's argument."""
        return '__builtin_astype(%s, %s)' % (e, t) if k in ('LN_KARG_IMAGE', 'LN_KARG_SAMPLER') else e

    for name, args in kernels:
        barrier = int(reaches_barrier(name))
        cl.append('__kernel void %s(%s);' % (name, ', '.join(t for _, _, t in args) or 'void'))
        cl.append('void ln__call_%s(__private void *__private *a, const __private void *item) {\n'
                  '  lnk_enter(item);\n  %s(%s);\n}' % (
            name, name, ', '.join(as_arg(k, t, '*(%s *)a[%d]' % (slot_type(k, t), i))
                                  for i, (k, _, t) in enumerate(args))))
        if not barrier:
            # the work-group as a loop in the kernel's module: the kernel inlines into it, the
            # arguments are read once, get_local_id / get_global_id read the ids stored here
            cl.append('void ln__group_%s(__private void *__private *a, const __private void *item, size_t count,'
                      ' size_t step) {\n  lnk_enter(item);' % name)
            cl += ['  %s a%d = *(%s *)a[%d];' % (slot_type(k, t), i, slot_type(k, t), i)
                   for i, (k, _, t) in enumerate(args)]
            cl.append('  size_t n0 = get_local_size(0), n1 = get_local_size(1), n2 = get_local_size(2);\n'
                      '  for (size_t g = 0; g < count; g++) {\n    if (g) lnk_next_group_of(step);\n'
                      '    for (size_t i2 = 0; i2 < n2; i2++) {\n      lnk_set_local_id(2, i2);\n'
                      '      for (size_t i1 = 0; i1 < n1; i1++) {\n        lnk_set_local_id(1, i1);\n'
                      '        for (size_t i0 = 0; i0 < n0; i0++) {\n          lnk_set_local_id(0, i0);\n'
                      '          %s(%s);\n        }\n      }\n    }\n  }\n}' % (
                          name, ', '.join(as_arg(k, t, 'a%d' % i) for i, (k, _, t) in enumerate(args))))
        n = len(args)
        c.append('void ln__call_%s(void **a, const void *item);' % name)
        group = 'ln__group_%s' % name if not barrier else '0'
        if not barrier:
            c.append('void ln__group_%s(void **a, const void *item, size_t count, size_t step);' % name)
        c.append('static const unsigned char ln__kind_%s[] = {%s};' % (name, ', '.join(k for k, _, _ in args) or '0'))
        c.append('static const unsigned short ln__size_%s[] = {%s};' % (
            name, ', '.join(str(s) for _, s, _ in args) or '0'))
        c.append('const ln_kernel ln__kernel_%s = {"%s", ln__call_%s, %s, %d, ln__kind_%s, ln__size_%s, %d};' % (
            name, name, name, group, n, name, name, barrier))
    with open(out_cl, 'w') as f:
        f.write('\n'.join(cl) + '\n')
    with open(out_c, 'w') as f:
        f.write('\n'.join(c) + '\n')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
