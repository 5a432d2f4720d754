#!/usr/bin/env python3
"""Generates include/lanes/opencl.h: the OpenCL C spellings of lanes' types and functions."""
from lntypes import ELEMS, LANES, HEADER_NOTE, half_guard, write

ME = 'gen_opencl.py'

# OpenCL built-in name -> lanes generic name (same arguments).
FUNCS = [
    # vector construction and shuffles
    'vec_step', 'shuffle', 'shuffle2',
    # relational
    'isequal', 'isnotequal', 'isgreater', 'isgreaterequal', 'isless', 'islessequal',
    'islessgreater', 'isfinite', 'isinf', 'isnan', 'isnormal', 'isordered', 'isunordered',
    'signbit', 'any', 'all', 'select', 'bitselect',
    # integer and common
    'abs', 'abs_diff', 'add_sat', 'sub_sat', 'hadd', 'rhadd', 'clz', 'ctz', 'popcount',
    'rotate', 'mul_hi', 'mad_hi', 'mad_sat', 'mul24', 'mad24', 'upsample', 'min', 'max', 'clamp',
    # half loads and stores without a lane count
    'vload_half', 'vstore_half', 'vstore_half_rte', 'vstore_half_rtz', 'vstore_half_rtp',
    'vstore_half_rtn',
]
ROUNDS = ['', '_rte', '_rtz', '_rtp', '_rtn']


def opencl_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_OPENCL_H
#define LANES_OPENCL_H
/* lanes/opencl.h -- opt-in porting layer: OpenCL C spellings without the ln_ prefix, so
 * that OpenCL C kernel bodies compile as C with few edits.
 *
 * Include it last, after every system header: it defines short macros (abs, min, max,
 * select, any, all, rotate, clamp, ...) that would rename declarations in headers
 * included after it.
 *
 * What cannot be spelled the OpenCL way in C, and what to write instead:
 *   (int4)(1, 2, 3, 4)    vector literals      -> (int4){1, 2, 3, 4}; 3 lanes: (int3){{1, 2, 3}}
 *   (int4)(x)             scalar to vector     -> ln_splat(int4, x)
 *   v.x v.s0 v.xyzw v.lo  swizzle members      -> v[0], LN_SWIZZLE(v, 0, 1, 2, 3), ln_lo(v)
 *   c ? a : b (vector c)  vector ternary       -> ln_cond(c, a, b)
 *   a / b, a % b (ints)   division never traps -> ln_div(a, b), ln_rem(a, b)
 *   a << b, a >> b        count modulo width   -> ln_shl(a, b), ln_shr(a, b)
 *   a && b, a || b, !a    vector logic         -> ln_land(a, b), ln_lor(a, b), ln_lnot(a)
 *   a == b etc.           exact on N = 2..16 (Clang gives vectors of plain char / long long
 *                         for 8- and 64-bit lanes; lanes functions accept them)
 *   3-lane vectors        are structs: operators apply to v.v, ln_ functions to v
 *   long                  is 64-bit only where C's long is (LP64); use long as int64_t
 */
#include "../lanes.h"

''')
    for e in ELEMS:
        t = ''
        if e.name in ('uchar', 'ushort', 'uint', 'ulong', 'half'):
            t += 'typedef %s %s;\n' % (e.scalar, e.name)
        for n in LANES:
            t += 'typedef %s %s;\n' % (e.vec(n), e.tname(n))
        o.append(half_guard(e, t))
    o.append('\n')
    for f in FUNCS:
        o.append('#define %s(...) ln_%s(__VA_ARGS__)\n' % (f, f))
    o.append('\n')
    for n in LANES:
        o.append('#define vload%d ln_vload%d\n#define vstore%d ln_vstore%d\n' % (n, n, n, n))
        o.append('#define vload_half%d ln_vload_half%d\n#define vloada_half%d ln_vloada_half%d\n' % (n, n, n, n))
        for r in ROUNDS:
            o.append('#define vstore_half%d%s ln_vstore_half%d%s\n' % (n, r, n, r))
            o.append('#define vstorea_half%d%s ln_vstorea_half%d%s\n' % (n, r, n, r))
    o.append('\n')
    for d in ELEMS:
        t = ''
        for n in [None] + list(LANES):
            dn = d.tname(n)
            sats = [''] if d.is_float else ['', '_sat']
            for s in sats:
                for r in ROUNDS:
                    t += '#define convert_%s%s%s ln_convert_%s%s%s\n' % (dn, s, r, dn, s, r)
            t += '#define as_%s ln_as_%s\n' % (dn, dn)
        o.append(half_guard(d, t))
    o.append('\n#endif /* LANES_OPENCL_H */\n')
    return ''.join(o)


def main():
    write('include/lanes/opencl.h', opencl_h())


if __name__ == '__main__':
    main()
