#!/usr/bin/env python3
"""Generates the Java-style shuffle objects of lanes (family "vshuffle"):

  include/lanes/impl/generic/vshuffle.h   ln_vshuf<N> types, their ln_vshuf<N>_<verb> functions,
                                          and the portable per-type permute kernels
  include/lanes/impl/x86/vshuffle.h       SSSE3 / AVX2 / AVX-512 permute kernels per shape
  include/lanes/impl/arm/vshuffle.h       NEON tbl permute kernels per shape

The ISA kernels are C macros in include/lanes/impl/{x86,arm}/vshuffle_kernels.h; this generator
writes one instance per lane width, count and verb, and picks the path per shape.

The public header include/lanes/vshuffle.h (hand written) documents every function and
holds the generic macros (ln_rearrange, ...).  Per element type x lane count only three
permute kernels and two conversions exist; everything else is per lane count (one copy for
each of 2, 4, 8, 16, 32, 64) or a generic macro, to keep the header cheap to include.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402
from lntypes import ELEMS, half_guard, signed_int_of_width, unsigned_int_of_width  # noqa: E402

NS = (2, 4, 8, 16, 32, 64)
GEN = 'gen_vshuffle.py'
# Java's largest species is 512 bits: a shuffle of 32 or 64 lanes serves the element types of
# those widths (lntypes: char, uchar, short, ushort, half at 32; char, uchar at 64).  Its int32
# lanes (ln_int32, ln_int64) would be wider than any lanes type: internal vectors hold them, and
# its public index vector (from_vector, to_vector, lane_is_valid) is the widest integer vector
# of N lanes, Java's toShuffle / toVector type of the 512-bit species: ln_short32, ln_char64.
WIDE_INDEX = {32: 'ln_short32', 64: 'ln_char64'}


def ivec(n):
    """The vector of n int32 lanes used internally for raw indexes."""
    return 'ln_int%d' % n if n <= 16 else 'ln__vs_i32x%d' % n


def uvec(n):
    return 'ln_uint%d' % n if n <= 16 else 'ln__vs_u32x%d' % n


def fvec(n):
    return 'ln_float%d' % n if n <= 16 else 'ln__vs_f32x%d' % n


def pub_index(n):
    """The public index vector of a shuffle of n lanes (I in lanes/vshuffle.h)."""
    return WIDE_INDEX.get(n, 'ln_int%d' % n)


def widths(n):
    """Lane widths in bytes whose n-lane vectors exist (n x width <= 64 bytes beyond 16 lanes)."""
    return [w for w in (1, 2, 4, 8) if n <= 16 or w * n <= 64]


def wide_types():
    """Internal int32 / uint32 / float vectors of 32 and 64 lanes (raw indexes, Java's casts)."""
    t = '/* internal: int32 lanes of the 32- and 64-lane shuffles (no lanes type is that wide) */\n'
    for n in NS:
        if n <= 16:
            continue
        for ct, v in (('int32_t', ivec(n)), ('uint32_t', uvec(n)), ('float', fvec(n))):
            t += 'typedef %s %s __attribute__((vector_size(%d)));\n' % (ct, v, 4 * n)
    return t


def iota(n):
    return ', '.join(str(i) for i in range(n))


def per_n(n):
    """Functions on the shuffle object of n lanes (independent of element type)."""
    N = str(n)
    c = 'ln_char%d' % n
    iv = ivec(n)
    uv = uvec(n)
    pi = pub_index(n)
    vs = 'ln_vshuf%d' % n
    words = max(2, n // 8)
    args = ', '.join('int32_t i%d' % i for i in range(n))
    vals = ', '.join('i%d' % i for i in range(n))
    t = f'''
/* ======== ln_vshuf{N} ======== */
typedef struct ln_vshuf{N} {{ {c} ix; }} ln_vshuf{N};

/* internal: lanes 0..{n - 1} as a vector of the given type */
#define LN__VS_IOTA{N}(T) ((T){{{iota(n)}}})

/* internal: partial wrapping of raw int32 indexes (valid kept, invalid -> floorMod - {N}) */
LN_INLINE {vs} ln__vs_pwrap{N}({iv} x) {{
  {iv} bad = (x < 0) | (x > {n - 1});
  {iv} w = (x & {n - 1}) + (bad & -{n});
  return ({vs}){{__builtin_convertvector(w, {c})}};
}}
/* internal: 1 when a lane of ix is negative (an exceptional index) */
LN_INLINE int ln__vs_anyneg{N}({c} ix) {{
  uint64_t w[{words}] = {{0}}, a = 0;
  __builtin_memcpy(w, &ix, sizeof ix);
  for (int k = 0; k < {words}; k++) a |= w[k];
  return (a & 0x8080808080808080ull) != 0;
}}
/* ---- ln_vshuf{N}_from_values ---- */
LN_INLINE {vs} ln_vshuf{N}_from_values({args}) {{ return ln__vs_pwrap{N}(({iv}){{{vals}}}); }}
/* ---- ln_vshuf{N}_from_vector ---- */
LN_INLINE {vs} ln_vshuf{N}_from_vector({pi} x) {{ return ln__vs_pwrap{N}(__builtin_convertvector(x, {iv})); }}
/* ---- ln_vshuf{N}_from_array ---- */
LN_INLINE {vs} ln_vshuf{N}_from_array(const int32_t *a, size_t offset) {{
  {iv} x;
  __builtin_memcpy(&x, a + offset, sizeof x);
  return ln__vs_pwrap{N}(x);
}}
LN_INLINE ln_status ln_vshuf{N}_from_array_checked(const int32_t *a, size_t len, size_t offset, {vs} *out) {{
  if (!a || !out) return LN_ENULL;
  if (len < {n} || offset > len - {n}) return LN_EINDEX;
  *out = ln_vshuf{N}_from_array(a, offset);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_from_op ---- */
LN_INLINE {vs} ln_vshuf{N}_from_op(int32_t (*fn)(int32_t lane, void *ctx), void *ctx) {{
  {iv} x;
  for (int i = 0; i < {n}; i++) x[i] = fn(i, ctx);
  return ln__vs_pwrap{N}(x);
}}
/* ---- ln_vshuf{N}_iota ---- */
LN_INLINE {vs} ln_vshuf{N}_iota(int32_t start, int32_t step, int wrap) {{
  {uv} u = LN__VS_IOTA{N}({uv}) * (uint32_t)step + (uint32_t)start;
  if (wrap) return ({vs}){{__builtin_convertvector(u & {n - 1}u, {c})}};
  return ln__vs_pwrap{N}(({iv})u);
}}
/* ---- ln_vshuf{N}_make_zip ---- */
LN_INLINE {vs} ln__vs_zip{N}(int part) {{
  {iv} i = LN__VS_IOTA{N}({iv});
  return ln__vs_pwrap{N}((i >> 1) + (i & 1) * {n} + (part & 1) * {n // 2});
}}
LN_INLINE ln_status ln_vshuf{N}_make_zip(long long part, {vs} *out) {{
  if (!out) return LN_ENULL;
  if (part != 0 && part != 1) return LN_EINDEX;
  *out = ln__vs_zip{N}((int)part);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_make_unzip ---- */
LN_INLINE {vs} ln__vs_unzip{N}(int part) {{
  return ln__vs_pwrap{N}(LN__VS_IOTA{N}({iv}) * 2 + (part & 1));
}}
LN_INLINE ln_status ln_vshuf{N}_make_unzip(long long part, {vs} *out) {{
  if (!out) return LN_ENULL;
  if (part != 0 && part != 1) return LN_EINDEX;
  *out = ln__vs_unzip{N}((int)part);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_wrap_index ---- */
LN_INLINE int32_t ln_vshuf{N}_wrap_index(int32_t i) {{ return (int32_t)((uint32_t)i & {n - 1}u); }}
/* ---- ln_vshuf{N}_check_index ---- */
LN_INLINE ln_status ln_vshuf{N}_check_index(long long i, int32_t *out) {{
  if (!out) return LN_ENULL;
  if (i < 0 || i > {n - 1}) return LN_EINDEX;
  *out = (int32_t)i;
  return LN_OK;
}}
/* ---- ln_vshuf{N}_wrap_indexes ---- */
LN_INLINE {vs} ln_vshuf{N}_wrap_indexes({vs} s) {{ return ({vs}){{s.ix & {n - 1}}}; }}
/* ---- ln_vshuf{N}_check_indexes ---- */
LN_INLINE ln_status ln_vshuf{N}_check_indexes({vs} s, {vs} *out) {{
  if (!out) return LN_ENULL;
  if (ln__vs_anyneg{N}(s.ix)) return LN_EINDEX;
  *out = s;
  return LN_OK;
}}
/* ---- ln_vshuf{N}_lane_is_valid ---- */
LN_INLINE {pi} ln_vshuf{N}_lane_is_valid({vs} s) {{ return __builtin_convertvector(({c})(s.ix >= 0), {pi}); }}
/* ---- ln_vshuf{N}_lane_source ---- */
LN_INLINE int32_t ln_vshuf{N}_lane_source({vs} s, int i) {{ return s.ix[i & {n - 1}]; }}
LN_INLINE ln_status ln_vshuf{N}_lane_source_checked({vs} s, long long i, int32_t *out) {{
  if (!out) return LN_ENULL;
  if (i < 0 || i > {n - 1}) return LN_EINDEX;
  *out = s.ix[i];
  return LN_OK;
}}
/* ---- ln_vshuf{N}_to_vector ---- */
LN_INLINE {pi} ln_vshuf{N}_to_vector({vs} s) {{ return __builtin_convertvector(s.ix, {pi}); }}
/* ---- ln_vshuf{N}_to_array ---- */
LN_INLINE void ln_vshuf{N}_to_array({vs} s, int32_t *out) {{
  {iv} x = __builtin_convertvector(s.ix, {iv});
  __builtin_memcpy(out, &x, sizeof x);
}}
/* ---- ln_vshuf{N}_into_array ---- */
LN_INLINE void ln_vshuf{N}_into_array({vs} s, int32_t *a, size_t offset) {{ ln_vshuf{N}_to_array(s, a + offset); }}
LN_INLINE ln_status ln_vshuf{N}_into_array_checked({vs} s, int32_t *a, size_t len, size_t offset) {{
  if (!a) return LN_ENULL;
  if (len < {n} || offset > len - {n}) return LN_EINDEX;
  ln_vshuf{N}_to_array(s, a + offset);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_equal ---- */
LN_INLINE int ln_vshuf{N}_equal({vs} a, {vs} b) {{ return !ln__vs_anyneg{N}(({c})(a.ix != b.ix)); }}
'''
    return t


def casts(n):
    N = str(n)
    vs = 'ln_vshuf%d' % n
    t = ''
    for m in NS:
        if m == n:
            continue
        k = min(n, m)
        lanes = ', '.join('s.ix[%d]' % i if i < k else str(i) for i in range(m))
        t += f'''/* ---- ln_vshuf{N}_cast{m} ---- */
LN_INLINE ln_vshuf{m} ln_vshuf{N}_cast{m}({vs} s) {{ return ln__vs_pwrap{m}(({ivec(m)}){{{lanes}}}); }}
'''
    return t


def per_n2(n):
    N = str(n)
    c = 'ln_char%d' % n
    vs = 'ln_vshuf%d' % n
    t = f'''/* ---- ln_vshuf{N}_rearrange ---- */
LN_INLINE {vs} ln_vshuf{N}_rearrange({vs} a, {vs} s) {{ return ({vs}){{ln__vs_p1_char{N}(a.ix, s)}}; }}
LN_INLINE ln_status ln_vshuf{N}_rearrange_checked({vs} a, {vs} s, {vs} *out) {{
  if (!out) return LN_ENULL;
  if (ln__vs_anyneg{N}(s.ix)) return LN_EINDEX;
  *out = ln_vshuf{N}_rearrange(a, s);
  return LN_OK;
}}

/* internal index builders for the generic vector operations (see lanes/vshuffle.h) */
LN_INLINE {vs} ln__vs_rev{N}(void) {{ return ({vs}){{{n - 1} - LN__VS_IOTA{N}({c})}}; }}
LN_INLINE {vs} ln__vs_rot{N}(int k) {{ return ({vs}){{(LN__VS_IOTA{N}({c}) + (int8_t)((unsigned)k & {n - 1}u)) & {n - 1}}}; }}
LN_INLINE {vs} ln__vs_shift{N}(int k) {{
  {c} t = LN__VS_IOTA{N}({c}) + (int8_t)(k < -{n} ? -{n} : k > {n} ? {n} : k);
  return ({vs}){{t | (({c})(t > {n - 1}) | (t >> 7))}};
}}
/* origin clamped to [0, {N}]; two-source encoding: >= 0 first source, < 0 second */
LN_INLINE unsigned ln__vs_org{N}(int o) {{ return o < 0 ? 0u : o > {n} ? {n}u : (unsigned)o; }}
LN_INLINE {vs} ln__vs_slice{N}(int o) {{ /* in uint8 lanes: o + k + {N} reaches {3 * n - 1} */
  ln_uchar{N} t = LN__VS_IOTA{N}(ln_uchar{N}) + (uint8_t)(ln__vs_org{N}(o) + {n}u);
  return ({vs}){{({c})((t & {2 * n - 1}u) - {n}u)}};
}}
LN_INLINE {vs} ln__vs_unslice{N}(int o, int part) {{
  {c} i = LN__VS_IOTA{N}({c});
  {c} d = i - (int8_t)ln__vs_org{N}(o), neg = d >> 7;
  if (part != 0) return ({vs}){{((d + {n}) & neg) | ((i - {n}) & ~neg)}};
  return ({vs}){{(d & ~neg) | ((i - {n}) & neg)}};
}}
'''
    return t


def elem_types(n):
    for e in ELEMS:
        yield e, e.vec(n), e.tname(n)


UNAMES = {1: 'uchar', 2: 'ushort', 4: 'uint', 8: 'ulong'}
SNAMES = {1: 'char', 2: 'short', 4: 'int', 8: 'long'}
KERNELS = ('P1', 'PZ', 'P2', 'P2Z', 'PM')


def per_width(w, n):
    """Permute kernels on the unsigned vector of w-byte lanes (bits only move): the portable
    ln__portable_<verb>_<U> and the selected ln__<verb>_<U> (the ISA hook LN__ISA_<verb>_<U> when
    an ISA header defines it, else portable code)."""
    U = 'ln_%s%d' % (UNAMES[w], n)
    S = 'ln_%s%d' % (SNAMES[w], n)
    un = '%s%d' % (UNAMES[w], n)
    c = 'ln_char%d' % n
    E = 'uint%d_t' % (8 * w)
    zero = f'__builtin_convertvector(({c})(ix >= 0), {U})'
    sign = f'({U})(m >> {8 * w - 1})'
    loop1 = f"""  {E} a[{n}], o[{n}];
  signed char k[{n}];
  __builtin_memcpy(a, &v, sizeof a);
  __builtin_memcpy(k, &ix, sizeof k);
  for (int i = 0; i < {n}; i++) o[i] = a[k[i] & {n - 1}];
  __builtin_memcpy(&v, o, sizeof o);
  return v;
"""
    loop2 = f"""  {E} a[{2 * n}], o[{n}];
  signed char k[{n}];
  __builtin_memcpy(a, &v, sizeof v);
  __builtin_memcpy(a + {n}, &w, sizeof w);
  __builtin_memcpy(k, &ix, sizeof k);
  for (int i = 0; i < {n}; i++) o[i] = a[k[i] & {2 * n - 1}];
  __builtin_memcpy(&v, o, sizeof o);
  return v;
"""
    if n <= 16:  # GCC: __builtin_shuffle; Clang: the lane loop
        loop1 = (f'#if defined(__clang__)\n{loop1}#else\n'
                 f'  return __builtin_shuffle(v, __builtin_convertvector(ix & {n - 1}, {U}));\n#endif\n')
        loop2 = (f'#if defined(__clang__)\n{loop2}#else\n'
                 f'  return __builtin_shuffle(v, w, __builtin_convertvector(ix & {2 * n - 1}, {U}));\n#endif\n')
    # 32 and 64 lanes: the lane loop for GCC too (its __builtin_shuffle without a native permute
    # of that width is one extract per lane at every call: far slower to compile, no faster)
    t = f"""/* kernels of {w}-byte lanes x {n} */
LN_INLINE {U} ln__portable_rearrange_{un}({U} v, {c} ix) {{
{loop1}}}
LN_INLINE {U} ln__portable_rearrange_zero_{un}({U} v, {c} ix) {{
  return ln__portable_rearrange_{un}(v, ix) & {zero};
}}
LN_INLINE {U} ln__portable_rearrange2_{un}({U} v, {U} w, {c} ix) {{
{loop2}}}
LN_INLINE {U} ln__portable_rearrange2_zero_{un}({U} v, {U} w, {c} ix) {{
  return ln__portable_rearrange2_{un}(v, w, ix) & {zero};
}}
LN_INLINE {U} ln__portable_rearrange_masked_{un}({U} v, {c} ix, {S} m) {{
  return ln__portable_rearrange_{un}(v, ix) & {sign};
}}
"""

    def selected(verb, params, args, fallback):
        return (f'LN_INLINE {U} ln__{verb}_{un}({params}) {{\n#ifdef LN__ISA_{verb}_{un}\n'
                f'  return LN__ISA_{verb}_{un}({args});\n#else\n  return {fallback};\n#endif\n}}\n')
    # without an ISA kernel, the zeroing and masked forms AND the selected rearrange / rearrange2
    pv, pvw, pvm = f'{U} v, {c} ix', f'{U} v, {U} w, {c} ix', f'{U} v, {c} ix, {S} m'
    return t + ''.join((
        selected('rearrange', pv, 'v, ix', f'ln__portable_rearrange_{un}(v, ix)'),
        selected('rearrange2', pvw, 'v, w, ix', f'ln__portable_rearrange2_{un}(v, w, ix)'),
        selected('rearrange_zero', pv, 'v, ix', f'ln__rearrange_{un}(v, ix) & {zero}'),
        selected('rearrange2_zero', pvw, 'v, w, ix', f'ln__rearrange2_{un}(v, w, ix) & {zero}'),
        selected('rearrange_masked', pvm, 'v, ix, m', f'ln__rearrange_{un}(v, ix) & {sign}')))


def per_type(e, n):
    """Per-type permute entry points (bit casts around the width kernels) and index helpers."""
    T = e.vec(n)
    tn = e.tname(n)
    S = signed_int_of_width(e.bits).vec(n)
    U = unsigned_int_of_width(e.bits).vec(n)
    un = '%s%d' % (UNAMES[e.bits // 8], n)
    vs = 'ln_vshuf%d' % n
    c = 'ln_char%d' % n
    iv = ivec(n)
    uv = uvec(n)
    ue = unsigned_int_of_width(e.bits).ctype
    if e.is_float:
        if e.bits == 16:
            conv = f'ln__vs_f2i_float{n}(__builtin_convertvector(x, {fvec(n)}))'
        else:
            conv = f'ln__vs_f2i_{tn}(x)'
        idx = f'''LN_INLINE {iv} ln__vs_idx_{tn}({T} x) {{ return {conv}; }}
LN_INLINE {vs} ln__vs_sw_{tn}({T} x) {{ return ({vs}){{__builtin_convertvector(ln__vs_idx_{tn}(x) & {n - 1}, {c})}}; }}
LN_INLINE {vs} ln__vs_s2w_{tn}({T} x) {{ return ({vs}){{__builtin_convertvector(ln__vs_idx_{tn}(x) & {2 * n - 1}, {c})}}; }}
LN_INLINE {vs} ln__vs_sz_{tn}({T} x, unsigned lim) {{
  {iv} i = ln__vs_idx_{tn}(x);
  return ({vs}){{__builtin_convertvector(i | ~({iv})(({uv})i < lim), {c})}};
}}
'''
    else:
        low = f'(({U})x & 0xffffffffu)' if e.bits == 64 else f'({U})x'
        idx = f'''LN_INLINE {vs} ln__vs_sw_{tn}({T} x) {{ return ({vs}){{__builtin_convertvector(x & {n - 1}, {c})}}; }}
LN_INLINE {vs} ln__vs_s2w_{tn}({T} x) {{ return ({vs}){{__builtin_convertvector(x & {2 * n - 1}, {c})}}; }}
LN_INLINE {vs} ln__vs_sz_{tn}({T} x, unsigned lim) {{
  return ({vs}){{__builtin_convertvector(({S})x | ~({S})({low} < ({ue})lim), {c})}};
}}
'''
    t = f'''LN_INLINE {T} ln__vs_p1_{tn}({T} v, {vs} s) {{ return ({T})ln__rearrange_{un}(({U})v, s.ix); }}
LN_INLINE {T} ln__vs_pz_{tn}({T} v, {vs} s) {{ return ({T})ln__rearrange_zero_{un}(({U})v, s.ix); }}
LN_INLINE {T} ln__vs_p2_{tn}({T} v, {T} w, {vs} s) {{ return ({T})ln__rearrange2_{un}(({U})v, ({U})w, s.ix); }}
LN_INLINE {T} ln__vs_p2z_{tn}({T} v, {T} w, {vs} s) {{ return ({T})ln__rearrange2_zero_{un}(({U})v, ({U})w, s.ix); }}
LN_INLINE {T} ln__vs_pm_{tn}({T} v, {vs} s, {S} m) {{ return ({T})ln__rearrange_masked_{un}(({U})v, s.ix, m); }}
{idx}LN_INLINE {c} ln__vs_m2c_{tn}({S} m) {{ return __builtin_convertvector(m < 0, {c}); }}
LN_INLINE {U} ln__vs_xu_{tn}({T} x) {{ return ({U})x; }}
LN_INLINE {vs} ln__vs_lkw_{tn}({U} i) {{ return ({vs}){{__builtin_convertvector(i & {n - 1}u, {c})}}; }}
LN_INLINE {vs} ln__vs_lkz_{tn}({U} i) {{
  return ({vs}){{__builtin_convertvector((i & {n - 1}u) | ({U})(i > {n - 1}u), {c})}};
}}
LN_INLINE {vs} ln__vs_lk2_{tn}({U} i) {{ return ({vs}){{__builtin_convertvector(i & {2 * n - 1}u, {c})}}; }}
LN_INLINE {vs} ln__vs_lk2z_{tn}({U} i) {{
  return ({vs}){{__builtin_convertvector((i & {2 * n - 1}u) | ({U})(i > {2 * n - 1}u), {c})}};
}}
LN_INLINE {S} ln__vs_c2m_{tn}({c} ok) {{ return __builtin_convertvector(ok, {S}); }}
'''
    return half_guard(e, t)


def f2i(n):
    """Java's (int) cast of float / double lanes, vectorized (NaN -> 0, saturating)."""
    t = ''
    for fe, cmp, sf in (('float', 'ln_int', 'f'), ('double', 'ln_long', '')):
        if n > 16 and fe == 'double':  # only half has 32 lanes among the floating types
            continue
        T = fvec(n) if fe == 'float' else 'ln_%s%d' % (fe, n)
        K = ivec(n) if fe == 'float' else '%s%d' % (cmp, n)
        iv = ivec(n)
        t += f'''LN_INLINE {iv} ln__vs_f2i_{fe}{n}({T} x) {{
  {K} in = (x > -2147483648.0{sf}) & (x < 2147483648.0{sf});
  {iv} r = __builtin_convertvector(({T})(({K})x & in), {iv});
  r |= __builtin_convertvector(x >= 2147483648.0{sf}, {iv}) & INT32_MAX;
  return r | (__builtin_convertvector(x <= -2147483648.0{sf}, {iv}) & INT32_MIN);
}}
'''
    return t


X86_PRE = """#ifndef LANES_IMPL_X86_VSHUFFLE_H
#define LANES_IMPL_X86_VSHUFFLE_H
/* x86 permute kernels of lanes/vshuffle.h (internal): per verb, lane width and count, the path
 * it takes, an instance of a kernel macro of impl/x86/vshuffle_kernels.h, and its hook
 * LN__ISA_<verb>_<U> (see impl/generic/vshuffle.h for the verbs).  Kernels
 * take the index modulo the source length themselves (rearrange, rearrange2), or rely on
 * ix < N (rearrange_zero) / ix < 2N (rearrange2_zero) as documented there. */
#include "vshuffle_kernels.h"
#if LN_TARGET_SSSE3

"""

# the hook verb of each kernel (impl/generic/vshuffle.h)
VERBS = {'P1': 'rearrange', 'PZ': 'rearrange_zero', 'P2': 'rearrange2', 'P2Z': 'rearrange2_zero',
         'PM': 'rearrange_masked'}
MODE = {'P1': 'wrap', 'PZ': 'zero', 'P2': 'wrap', 'P2Z': 'zero'}


def x86_kernels(w, n):
    """[(cond, k, instance)]: the x86 kernels of lanes of w bytes x n, instances of the macros of
    impl/x86/vshuffle_kernels.h, by path (cond)."""
    un = '%s%d' % (UNAMES[w], n)
    U, C = 'ln_' + un, 'ln_char%d' % n
    S = 'ln_%s%d' % (SNAMES[w], n)
    B = w * n
    bits = 8 * w
    out = []

    def fn(k, cond, macro, *args):
        name = 'ln__vs_x86_%s_%s' % (k.lower(), un)
        if (cond, w, n, k) in GCC_BUILTIN:  # compiler-specific choice
            cond = (cond, GCC_BUILTIN[(cond, w, n, k)])
        a = [name, U, C] + [str(x) for x in args]
        out.append((cond, k, '%s(%s)\n#define LN__ISA_%s_%s %s\n' % (macro, ', '.join(a), VERBS[k], un, name)))

    def perm(cond, reg):
        for k in ('P1', 'PZ'):
            fn(k, cond, 'LN__VS_X86_PERM', n, bits, reg, MODE[k])
        for k in ('P2', 'P2Z'):
            fn(k, cond, 'LN__VS_X86_PERM_2', n, bits, reg, MODE[k])
        fn('PM', cond, 'LN__VS_X86_PERM_M', S, n, bits, reg)

    def two(k):
        return '_2' if k in ('P2', 'P2Z') else ''

    if n >= 32:  # 32 or 64 lanes of 1 or 2 bytes (32 or 64 bytes): one register with AVX-512
        perm('VBMI' if w == 1 else '512', 8 * B)
        for k in ('P1', 'PZ', 'P2', 'P2Z'):  # AVX2: pshufb over the 32-byte tables
            fn(k, 'AVX2', 'LN__VS_X86_PBW' + two(k), w, B // 32, MODE[k])
        return out
    di = 'ln__vs_x86_di' if w == 4 else 'ln__vs_x86_dq'
    if B <= 16:
        for k in ('P1', 'PZ'):
            fn(k, 'SSSE3', 'LN__VS_X86_PB1', n, w, B, MODE[k])
        if 2 * B <= 16:
            for k in ('P2', 'P2Z'):
                fn(k, 'SSSE3', 'LN__VS_X86_PB1_2', n, w, B, MODE[k])
        else:  # 16-byte sources
            for k in ('P2', 'P2Z'):
                fn(k, 'VBMI' if w == 1 else '512', 'LN__VS_X86_PERM_2', n, bits, 128, MODE[k])
            for k in ('P2', 'P2Z'):
                fn(k, 'SSSE3', 'LN__VS_X86_PB2', n, w, MODE[k])
        return out
    if B <= 64:
        perm('512', 8 * B)
    else:  # 128 bytes: 16 lanes of 8 bytes in two zmm
        for k in ('P1', 'PZ', 'P2', 'P2Z'):
            fn(k, '512', 'LN__VS_X86_PQ' + two(k), MODE[k])
        fn('PM', '512', 'LN__VS_X86_PQ_M', S)
    for k in ('P1', 'PZ', 'P2', 'P2Z'):
        if B == 32 and w == 2:
            fn(k, 'AVX2', 'LN__VS_X86_PBY' + two(k), MODE[k])
        elif B == 32:
            fn(k, 'AVX2', 'LN__VS_X86_PD' + two(k), n, di, MODE[k])
        else:  # in B / 32 parts of 32 bytes
            fn(k, 'AVX2', 'LN__VS_X86_PDH' + two(k), n, di, B // 32, MODE[k])
    return out


# Kernels GCC does not get, because its __builtin_shuffle is as fast or faster there (measured
# on Zen 4 with bench/bench_vshuffle.c; Clang has no such builtin and takes every kernel):
#   AVX: 4 x 32-bit P1/P2 (GCC emits vpermilps / vpermi2-like sequences that beat pshufb);
#   AVX-512: 32/64-bit lanes of 32 and 64 bytes, P1/P2/P2Z (GCC emits the same vperm*/vpermi2*;
#   the {z} form of vpermi2 lost to GCC's permute + AND).
GCC_BUILTIN = {('SSSE3', 4, 4, 'P1'): 'LN_TARGET_AVX', ('SSSE3', 4, 4, 'P2'): 'LN_TARGET_AVX'}
for _w, _n in ((4, 8), (8, 4), (4, 16), (8, 8)):
    for _k in ('P1', 'P2', 'P2Z'):
        GCC_BUILTIN[('512', _w, _n, _k)] = 'LN_TARGET_AVX512DQ'
GCC_BUILTIN = {k: 'defined(__clang__) || !%s' % m for k, m in GCC_BUILTIN.items()}
# Kernels Clang does not get: its portable lane loop over arrays measured faster
# (16 x 64-bit two-source under AVX2: 6.6 ns against 8.2; GCC's builtin takes 16 ns there).
GCC_BUILTIN[('AVX2', 8, 16, 'P2')] = GCC_BUILTIN[('AVX2', 8, 16, 'P2Z')] = '!defined(__clang__)'
COND = {'SSSE3': 'LN_TARGET_SSSE3', 'AVX2': 'LN_TARGET_AVX2', '512': 'LN_TARGET_AVX512DQ',
        'VBMI': 'LN_TARGET_AVX512DQ && LN_TARGET_AVX512VBMI'}


def x86_header():
    out = [lntypes.HEADER_NOTE % GEN, X86_PRE]
    for n in NS:
        for w in widths(n):
            ks = x86_kernels(w, n)
            un = '%s%d' % (UNAMES[w], n)
            for k in KERNELS:
                alts = [(cond, code) for cond, kk, code in ks if kk == k]
                if not alts:
                    continue
                out.append('/* ---- %s %s ---- */\n' % (k, un))
                for i, (cond, code) in enumerate(alts):
                    if isinstance(cond, tuple):  # GCC: its builtin instead of this kernel
                        c = COND[cond[0]]
                        code = '#if %s\n%s#endif\n' % (cond[1], code)
                    else:
                        c = COND[cond]
                    out.append(('#if ' if i == 0 else '#elif ') + c + '\n' + code)
                out.append('#endif\n')
    out.append('#endif /* LN_TARGET_SSSE3 */\n#endif /* LANES_IMPL_X86_VSHUFFLE_H */\n')
    return ''.join(out)


ARM_PRE = """#ifndef LANES_IMPL_ARM_VSHUFFLE_H
#define LANES_IMPL_ARM_VSHUFFLE_H
/* AArch64 NEON permute kernels of lanes/vshuffle.h (internal): the tbl kernels of
 * impl/arm/vshuffle_kernels.h instantiated per lane width and count, each defining its hook
 * LN__ISA_<verb>_<U>.
 * Selection: Clang gets every kernel (its portable rearrange/rearrange2 are lane loops); GCC
 * keeps __builtin_shuffle for those (it already emits tbl) and takes the zeroing kernels, except
 * at 32 and 64 lanes, where its portable kernels are lane loops too and it takes every kernel. */
#include "vshuffle_kernels.h"
#if LN_TARGET_NEON

"""


def arm_kernels(w, n):
    un = '%s%d' % (UNAMES[w], n)
    U = 'ln_' + un
    c = 'ln_char%d' % n
    B = w * n
    nt1 = max(1, B // 16)
    nt2 = max(1, 2 * B // 16)
    out = []

    def fn(k, srcs, nt, andm, cond):
        name = 'ln__vs_neon_%s_%s' % (k.lower(), un)
        out.append(f'#if {cond}\nLN__VS_NEON_{srcs}({name}, {U}, {c}, {B}, {nt}, {n}, {w}, {andm})\n'
                   f'#define LN__ISA_{VERBS[k]}_{un} {name}\n#endif\n')

    # GCC keeps its __builtin_shuffle (tbl) up to 16 lanes; its portable 32- and 64-lane kernels
    # are lane loops, so there both compilers take the tbl kernels
    clang = 'defined(__clang__)' if n <= 16 else '1'
    fn('P1', 1, nt1, B - 1, clang)
    fn('PZ', 1, nt1, 0, '1')
    if 2 * B <= 256:
        fn('P2', 2, nt2, 2 * B - 1, clang)
    if 2 * B <= 128:
        fn('P2Z', 2, nt2, 0, '1')
    return out


def arm_header():
    out = [lntypes.HEADER_NOTE % GEN, ARM_PRE]
    for n in NS:
        for w in widths(n):
            out.append('/* ---- %s%d ---- */\n' % (UNAMES[w], n))
            out.extend(arm_kernels(w, n))
    out.append('#endif /* LN_TARGET_NEON */\n#endif /* LANES_IMPL_ARM_VSHUFFLE_H */\n')
    return ''.join(out)


def generic_header():
    out = [lntypes.HEADER_NOTE % GEN]
    out.append('''#ifndef LANES_IMPL_GENERIC_VSHUFFLE_H
#define LANES_IMPL_GENERIC_VSHUFFLE_H
/* Portable code of lanes/vshuffle.h: the shuffle objects and the per-type permute kernels.
 * Kernels work on the unsigned vector U of each lane width and count (bits only move); the
 * per-type entry points ln__vs_{p1,pz,p2,p2z,pm}_T bit-cast around them.  ix: ln_char<N>.
 *   rearrange(v, ix)            r[i] = v[ix[i] & (N-1)]                         (P1, wrap)
 *   rearrange_zero(v, ix)       r[i] = ix[i] < 0 ? 0 : v[ix[i]]   (ix[i] < N)    (PZ)
 *   rearrange2(v, w, ix)        k = ix[i] & (2N-1); r[i] = k < N ? v[k] : w[k-N] (P2)
 *   rearrange2_zero(v, w, ix)   r[i] = ix[i] < 0 ? 0 : P2 lane    (ix[i] < 2N)   (P2Z)
 *   rearrange_masked(v, ix, m)  r[i] = m[i] < 0 ? v[ix[i] & (N-1)] : 0           (PM)
 * ln__<verb>_<U> is the kernel used: the ISA header's LN__ISA_<verb>_<U> when it defines
 * one; otherwise the portable ln__portable_<verb>_<U> (rearrange, rearrange2) or the
 * selected rearrange / rearrange2 and an AND (the others).  The portable kernels are always
 * defined: tests compare them with the ISA ones.  GCC's __builtin_shuffle becomes the ISA's
 * permute for most types; Clang has no shuffle builtin taking a run-time mask
 * (__builtin_shufflevector needs constant indexes), so without an ISA kernel (e.g. baseline
 * x86-64 without SSSE3) its portable rearrange / rearrange2 are lane loops, written over
 * arrays: 3-15x faster than indexing the
 * vector lanes, which Clang compiles to a spill and reload per lane.  (The same array loop
 * compiled by GCC on baseline x86-64 was faster than GCC's lowered __builtin_shuffle for
 * 2-lane and some 16-lane types but 2-4x slower for 4- and 8-lane ones, so GCC keeps the
 * builtin.) */

''')
    # p1 on char<N> is needed by ln_vshuf<N>_rearrange: emit shuffle types, then kernels, then per-N.
    for n in NS:
        c = 'ln_char%d' % n
        out.append('typedef struct ln_vshuf%d { %s ix; } ln_vshuf%d;\n' % (n, c, n))
    out.append(wide_types())
    for n in NS:
        for w in widths(n):
            out.append(per_width(w, n))
    for n in NS:
        out.append(f2i(n))
        for e in lntypes.has_lanes(ELEMS, n):
            out.append(per_type(e, n))
    for n in NS:
        out.append(per_n(n).replace('typedef struct ln_vshuf%d { ln_char%d ix; } ln_vshuf%d;\n' % (n, n, n), ''))
        out.append(per_n2(n))
    for n in NS:
        out.append(casts(n))
    out.append('#endif /* LANES_IMPL_GENERIC_VSHUFFLE_H */\n')
    return ''.join(out)


def main():
    lntypes.write('include/lanes/impl/generic/vshuffle.h', generic_header())
    lntypes.write('include/lanes/impl/x86/vshuffle.h', x86_header())
    lntypes.write('include/lanes/impl/arm/vshuffle.h', arm_header())


if __name__ == '__main__':
    main()
