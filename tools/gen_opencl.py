#!/usr/bin/env python3
"""Generates include/lanes/opencl.h: the OpenCL C spellings of lanes' types and functions."""
import re

import registry
from lntypes import ELEMS, LANES, HEADER_NOTE, half_guard, write

ME = 'gen_opencl.py'

ROUNDS = ['', '_rte', '_rtz', '_rtp', '_rtn']

# OpenCL built-in name -> lanes generic name (same arguments).  The lane-wise built-ins come
# from tools/registry.py (every row whose OpenCL spelling is a function name).
_BUILTINS = {f: [o for o in registry.family(f) if o.is_builtin] for f in registry.FAMILIES}
# lanes/geometric.h's functions and their parameters
GEOMETRIC = {'dot': ['a', 'b'], 'cross': ['a', 'b'], 'length': ['p'], 'distance': ['p0', 'p1'],
             'normalize': ['p'], 'fast_length': ['p'], 'fast_distance': ['p0', 'p1'], 'fast_normalize': ['p']}
FUNCS = (
    # vector construction and shuffles
    ['vec_step', 'shuffle', 'shuffle2'] +
    # relational, select/bitselect (ops), integer and common: the registry
    [o.opencl for o in _BUILTINS['relational'] + _BUILTINS['ops'] + _BUILTINS['integer']] +
    # math (lanes/math.h): the registry, and its vectorized functions (named as in OpenCL C)
    [o.opencl for o in _BUILTINS['math']] + [o.name for o in registry.family('math') if o.vec] +
    # the half_ and native_ math functions (lanes/math.h: the full-precision ones)
    ['%s_%s' % (p, f) for p in ('half', 'native') for f in registry.HALF_NATIVE] +
    # geometric (lanes/geometric.h)
    list(GEOMETRIC) +
    # half loads and stores without a lane count
    ['vload_half', 'vstore_half', 'vstore_half_rte', 'vstore_half_rtz', 'vstore_half_rtp',
     'vstore_half_rtn', 'vloada_half', 'vstorea_half', 'vstorea_half_rte', 'vstorea_half_rtz',
     'vstorea_half_rtp', 'vstorea_half_rtn'])

# Parameters of each function-like alias (OpenCL's names for them).  The last one is variadic
# in lanes/opencl.h and passed on in parentheses, so that a braced compound literal there needs
# no extra parentheses: shuffle2(a, b, (uint8){0, 4, 1, 5, 2, 6, 3, 7}).
_HALF_PARAMS = {f: ['offset', 'p'] for f in ('vload_half', 'vloada_half')}
_HALF_PARAMS.update({f + r: ['data', 'offset', 'p'] for f in ('vstore_half', 'vstorea_half') for r in ROUNDS})
PARAMS = dict({'vec_step': ['x'], 'shuffle': ['x', 'mask'], 'shuffle2': ['x', 'y', 'mask']}, **_HALF_PARAMS)
for _o in [o for f in registry.FAMILIES for o in _BUILTINS[f]]:
    PARAMS[_o.opencl] = list(_o.params)
for _o in [o for o in registry.family('math') if o.vec]:
    PARAMS[_o.name] = list(_o.params)
PARAMS.update(GEOMETRIC)
for _f, _ar in registry.HALF_NATIVE.items():
    PARAMS['half_' + _f] = PARAMS['native_' + _f] = ['x', 'y'][:_ar]


def alias(name, target, params):
    """#define name(p1, ..., ...) target(p1, ..., (__VA_ARGS__)): the last parameter variadic."""
    head = ', '.join(params[:-1] + ['...'])
    args = ', '.join(params[:-1] + ['(__VA_ARGS__)'])
    return '#define %s(%s) %s(%s)\n' % (name, head, target, args)


# Names that OpenCL C forbids but that the spellings below would suggest: a saturating
# conversion to a floating-point type (convert_float4_sat, convert_double_sat_rte, ...).  Each
# is a macro that stops the compilation with a message naming the fix.
def forbidden():
    out = []
    for d in [e for e in ELEMS if e.is_float]:
        for n in [None] + list(LANES):
            dn = d.tname(n)
            for r in ROUNDS:
                out.append(('convert_%s_sat%s' % (dn, r),
                            'convert_%s_sat%s: OpenCL C has no saturating conversion to a floating-point type; '
                            'write convert_%s%s' % (dn, r, dn, r)))
    return out


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
    if _o.family == 'math':  # floating x; U: nan's uint code, I: int lanes, P/Q: output pointers
        FUNC_USES[_o.opencl] = '%s(%s)' % (_o.opencl, ', '.join({'T': 'f4', 'U': 'u4', 'I': 'i4', 'P': 'pf4',
                                                                   'Q': 'pi4'}[k] for k in _o.args))
        continue
    FUNC_USES[_o.opencl] = '%s(%s)' % (_o.opencl, ', '.join('uc4' if k == 'U' else 'i4' if k == 'M' else _v
                                                           for k in _o.args))
for _o in [o for o in registry.family('math') if o.vec]:
    FUNC_USES[_o.name] = '%s(%s)' % (_o.name, ', '.join({'T': 'f4', 'I': 'i4', 'P': 'pf4', 'Q': 'pi4'}[k] for k in _o.args))
for _g, _p in GEOMETRIC.items():
    FUNC_USES[_g] = '%s(%s)' % (_g, ', '.join('f4' for _ in _p))
for _f, _ar in registry.HALF_NATIVE.items():
    for _p in ('half_', 'native_'):
        FUNC_USES[_p + _f] = '%s%s(%s)' % (_p, _f, ', '.join(['f4'] * _ar))
for r in ROUNDS:
    FUNC_USES['vstore_half' + r] = '(vstore_half%s(1.0f, 0, hp), 0)' % r
    FUNC_USES['vstorea_half' + r] = '(vstorea_half%s(1.0f, 0, hp), 0)' % r

# The same uses with the last argument written as a braced compound literal (no parentheses).
_LIT = {'f4': '(float4){1, 2, 3, 4}', 'i4': '(int4){-1, 0, 1, 2}', 'u4': '(uint4){3, 2, 1, 0}',
        'c4': '(char4){-1, 0, 1, 2}', 'uc4': '(uchar4){3, 2, 1, 0}', 'chp': '(const uint16_t[4]){0}',
        'hp': '(uint16_t[4]){0}', 'pf4': '&(float4){0}', 'pi4': '&(int4){0}'}


def braced(use):
    """use with its last argument (a variable of _LIT) replaced by that variable's literal."""
    m = re.match(r'^(.*?)(\w+)(\)(?:, 0\))?)$', use)
    return m.group(1) + _LIT[m.group(2)] + m.group(3)


BRACED_USES = {f: braced(u) for f, u in FUNC_USES.items()}


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
 *   v.lo = x; v.odd = y; v.s13 = z   swizzle assignment: C has no lvalue swizzle and no macro can
 *                         spell one (a member name cannot be a macro) -> v = ln_set_lo(v, x),
 *                         v = ln_set_odd(v, y), v = LN_SWIZZLE_SET(v, z, 1, 3)
 *
 * The last argument of every function-like name here may be a braced compound literal without
 * extra parentheses: shuffle2(a, b, (uint8){0, 4, 1, 5, 2, 6, 3, 7}), select(a, b, (int4){-1, 0,
 * -1, 0}), vload4(0, (const float[]){1, 2, 3, 4}), convert_int4((float4){1, 2, 3, 4}) (a literal
 * in an earlier argument still needs parentheses, as for every C macro).  Names OpenCL C forbids
 * that these spellings suggest (convert_float4_sat, convert_double_sat_rte, ...: no saturating
 * conversion to floating point) fail to compile with a static assertion saying so.
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
        o.append('#undef %s\n' % f + alias(f, 'ln_' + f, PARAMS[f]))
    o.append('\n')
    for n in LANES:
        o.append(alias('vload%d' % n, 'ln_vload%d' % n, ['offset', 'p']))
        o.append(alias('vstore%d' % n, 'ln_vstore%d' % n, ['data', 'offset', 'p']))
        o.append(alias('vload_half%d' % n, 'ln_vload_half%d' % n, ['offset', 'p']))
        o.append(alias('vloada_half%d' % n, 'ln_vloada_half%d' % n, ['offset', 'p']))
        for r in ROUNDS:
            o.append(alias('vstore_half%d%s' % (n, r), 'ln_vstore_half%d%s' % (n, r), ['data', 'offset', 'p']))
            o.append(alias('vstorea_half%d%s' % (n, r), 'ln_vstorea_half%d%s' % (n, r), ['data', 'offset', 'p']))
    o.append('\n')
    o.append('/* Names OpenCL C forbids: a compile-time error with a message, not an unknown function. */\n')
    o.append('#define LN__CL_FORBIDDEN(msg) __extension__({ _Static_assert(0, msg); 0; })\n')
    for name, msg in forbidden():
        o.append('#define %s(...) LN__CL_FORBIDDEN("%s")\n' % (name, msg))
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
static float4 *const pf4 = &f4;
static int4 *const pi4 = &i4;
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

/* Each function-like alias with a braced compound literal as its last argument, without
 * parentheses around it (lanes/opencl.h makes the last parameter variadic). */
static void every_alias_braced(void) {
''')
    for f in FUNCS:
        o.append('  (void)%s;\n' % BRACED_USES[f])
    for n in LANES:
        lit = '(ln_float3){{1, 2, 3}}' if n == 3 else '(float%d){1, 2}' % n
        o.append('  { float%d v = vload%d(0, (const float[16]){1, 2, 3}); vstore%d(v, 0, (float[16]){0});'
                 ' (void)vload_half%d(0, (const uint16_t[16]){0}); (void)vloada_half%d(0, (const uint16_t[16]){0});\n'
                 % (n, n, n, n, n))
        o.append('   ' + ''.join(' vstore_half%d%s(v, 0, (uint16_t[16]){0}); vstorea_half%d%s(v, 0, (uint16_t[16]){0});'
                                % (n, r, n, r) for r in ROUNDS) + ' }\n')
        o.append('  (void)convert_int%d(%s); (void)convert_uchar%d_sat_rte(%s); (void)as_int%d(%s);\n' % (n, lit, n, lit, n, lit))
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
  if (tc_rand() == 0) every_alias_braced();
  { /* braced literals as the last argument, values from the OpenCL definitions */
    float4 a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
    float8 z = shuffle2(a, b, (uint8){0, 4, 1, 5, 2, 6, 3, 7});
    for (int i = 0; i < 8; i++) TC_CHECK(z[i] == (i % 2 ? 5 + i / 2 : 1 + i / 2), "shuffle2 zip lane %d", i);
    float4 s = select(a, b, (int4){-1, 0, -1, 0});
    TC_CHECK(s[0] == 5 && s[1] == 2 && s[2] == 7 && s[3] == 4, "select with a braced mask");
    int4 x = {-5, 0, 5, 10}, lo = {0, 0, 0, 0};
    int4 c = clamp(x, lo, (int4){4, 4, 4, 4});
    TC_CHECK(c[0] == 0 && c[1] == 0 && c[2] == 4 && c[3] == 4, "clamp");
    float4 l = vload4(1, (const float[8]){0, 0, 0, 0, 9, 8, 7, 6});
    TC_CHECK(l[0] == 9 && l[3] == 6, "vload4 from a compound literal array");
    int4 q = convert_int4_sat_rte((float4){2.5f, -1.5f, 3e9f, 0.5f});
    TC_CHECK(q[0] == 2 && q[1] == -2 && q[2] == 2147483647 && q[3] == 0, "convert_int4_sat_rte");
    TC_CHECK(vec_step((int3){{1, 2, 3}}) == 4, "vec_step of a 3-lane literal");
  }
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
