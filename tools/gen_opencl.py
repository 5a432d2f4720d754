#!/usr/bin/env python3
"""Generates include/lanes/opencl.h: the OpenCL C spellings of lanes' types and functions."""
import registry
from lntypes import ELEMS, LANES, HEADER_NOTE, half_guard, write

ME = 'gen_opencl.py'

ROUNDS = ['', '_rte', '_rtz', '_rtp', '_rtn']

# OpenCL built-in name -> lanes generic name (same arguments).  The lane-wise built-ins come
# from tools/registry.py (every row whose OpenCL spelling is a function name).
_BUILTINS = {f: [o for o in registry.family(f) if o.is_builtin] for f in registry.FAMILIES}
FUNCS = (
    # vector construction and shuffles
    ['vec_step', 'shuffle', 'shuffle2'] +
    # relational, select/bitselect (ops), integer and common: the registry
    [o.opencl for o in _BUILTINS['relational'] + _BUILTINS['ops'] + _BUILTINS['integer']] +
    # half loads and stores without a lane count
    ['vload_half', 'vstore_half', 'vstore_half_rte', 'vstore_half_rtz', 'vstore_half_rtp',
     'vstore_half_rtn', 'vloada_half', 'vstorea_half', 'vstorea_half_rte', 'vstorea_half_rtz',
     'vstorea_half_rtp', 'vstorea_half_rtn'])

# One use of each function-like alias, for the test that every alias names a lanes operation
# (arguments: f4/f2 float vectors, i4 int4, u4 uint4, c4 char4, uc4 uchar4, hp/chp half storage).
FUNC_USES = {
    'vec_step': 'vec_step(f4)', 'shuffle': 'shuffle(f4, u4)', 'shuffle2': 'shuffle2(f4, f4, u4)',
    'vload_half': 'vload_half(0, chp)', 'vloada_half': 'vloada_half(0, chp)',
}
# registry ops: a value of the first type of the op's type set for each argument
_ARG_VAR = {'FLT': 'f4', 'UPS': 'c4'}
for _o in [o for f in registry.FAMILIES for o in _BUILTINS[f]]:
    _v = _ARG_VAR.get(_o.types, 'i4')
    FUNC_USES[_o.opencl] = '%s(%s)' % (_o.opencl, ', '.join('uc4' if k == 'U' else 'i4' if k == 'M' else _v
                                                           for k in _o.args))
for r in ROUNDS:
    FUNC_USES['vstore_half' + r] = '(vstore_half%s(1.0f, 0, hp), 0)' % r
    FUNC_USES['vstorea_half' + r] = '(vstorea_half%s(1.0f, 0, hp), 0)' % r


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
 *   long, ulong           64-bit only where C's long is (LP64); elsewhere write ln_long and
 *                         ln_ulong (the C library owns ulong there)
 */
#include "../lanes.h"

''')
    for e in ELEMS:
        t = ''
        if e.name == 'ulong':
            # glibc's <sys/types.h> has typedef unsigned long ulong: the same type where long is
            # 64-bit; where long is 32-bit the C library owns the name (write ln_ulong there).
            t += '#if __SIZEOF_LONG__ == 8\ntypedef ln_ulong ulong;\n#endif\n'
        elif e.name in ('uchar', 'ushort', 'uint', 'half'):
            t += 'typedef %s %s;\n' % (e.scalar, e.name)
        for n in LANES:
            t += 'typedef %s %s;\n' % (e.vec(n), e.tname(n))
        o.append(half_guard(e, t))
    o.append('\n')
    o.append('/* <math.h> defines some of these names as macros for scalars; lanes\' versions take\n'
             ' * scalars too, so they replace them. */\n')
    for f in FUNCS:
        o.append('#undef %s\n#define %s(...) ln_%s(__VA_ARGS__)\n' % (f, f, f))
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


def test_opencl_c():
    """Every alias of lanes/opencl.h used once (so each names an existing lanes operation), and a
    small OpenCL C kernel body compiled as C, checked against values worked out from the spec."""
    o = [HEADER_NOTE.replace('/*', '//').replace(' */', '') % ME]
    o.append('''#include "common/check.h"
#include <lanes.h>
#include <lanes/opencl.h> /* last, after every other header */

static float4 f4;
static int4 i4;
static uint4 u4;
static char4 c4;
static uchar4 uc4;
static float fbuf[64];
static uint16_t hbuf[64];
static uint16_t *const hp = hbuf;
static const uint16_t *const chp = hbuf;

/* Each alias once, in a branch the test never takes (the point is that it compiles). */
static void every_alias(void) {
''')
    for f in FUNCS:
        o.append('  (void)%s;\n' % FUNC_USES[f])
    for n in LANES:
        o.append('  { float%d v = vload%d(0, fbuf); vstore%d(v, 0, fbuf); (void)vload_half%d(0, chp);'
                 ' (void)vloada_half%d(0, chp);\n' % (n, n, n, n, n))
        o.append('   ' + ''.join(' vstore_half%d%s(v, 0, hp); vstorea_half%d%s(v, 0, hp);' % (n, r, n, r)
                                for r in ROUNDS) + ' }\n')
    for d in ELEMS:
        t = ''
        for n in [None] + list(LANES):
            dn = d.tname(n)
            src = 'f4' if n == 4 else ('(float)0' if n is None else '(ln_float%d){0}' % n if n != 3 else '(ln_float3){{0}}')
            sats = [''] if d.is_float else ['', '_sat']
            for sat in sats:
                for r in ROUNDS:
                    t += '  (void)convert_%s%s%s((%s));\n' % (dn, sat, r, src)
            same = ('(%s)0' % d.scalar) if n is None else ('(%s){{0}}' % d.vec(n) if n == 3 else '(%s){0}' % d.vec(n))
            t += '  (void)as_%s((%s));\n' % (dn, same)
        o.append(half_guard(d, t))
    o.append('''}

/* An OpenCL C kernel body (work-item loop made explicit), compiled as C with lanes/opencl.h. */
static void kernel_body(const float *in, int *out, uint16_t *halves, int gid) {
  float4 v = vload4(gid, in);
  int4 q = convert_int4_sat_rte(v * 2.0f);
  int4 m = isgreater(v, ((float4){0, 0, 0, 0}));
  int4 s = select(-q, q, m);
  uint4 rev = {3, 2, 1, 0};
  vstore4(shuffle(s, rev), gid, out);
  vstore_half4_rtz(v, gid, halves);
}

int main(void) {
  tc_family = "opencl";
  if (tc_rand() == 0) every_alias(); /* never: 1 in 2^64 */
  const float in[8] = {1.25f, -0.75f, 2.5f, -3.0f, 0.25f, 1.5e9f, -1e9f, 65520.0f};
  int out[8];
  uint16_t h[8];
  for (int gid = 0; gid < 2; gid++) kernel_body(in, out, h, gid);
  /* x*2 rounded to nearest even (2.5 -> 2, -1.5 -> -2), saturated (3e9 -> INT_MAX), negated
   * where x <= 0, then the four lanes reversed. */
  const int want[8] = {6, 5, 2, 2, 131040, 2000000000, 2147483647, 0};
  for (int i = 0; i < 8; i++) TC_CHECK(out[i] == want[i], "kernel out[%d] = %d, want %d", i, out[i], want[i]);
  /* binary16 of each input rounded toward zero: 1.25 = 0x3d00, -0.75 = 0xba00, 2.5 = 0x4100,
   * -3 = 0xc200, 0.25 = 0x3400, 1.5e9 -> max finite 0x7bff, -1e9 -> 0xfbff, 65520 -> 0x7bff. */
  const uint16_t hwant[8] = {0x3d00, 0xba00, 0x4100, 0xc200, 0x3400, 0x7bff, 0xfbff, 0x7bff};
  for (int i = 0; i < 8; i++) TC_CHECK(h[i] == hwant[i], "half[%d] = %#x, want %#x", i, h[i], hwant[i]);
  return tc_finish("test_opencl");
}
''')
    return ''.join(o)


def main():
    write('include/lanes/opencl.h', opencl_h())
    write('tests/unit/test_opencl.c', test_opencl_c())


if __name__ == '__main__':
    main()
