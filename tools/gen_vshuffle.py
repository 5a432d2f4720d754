#!/usr/bin/env python3
"""Generates the Java-style shuffle objects of lanes (family "vshuffle"):

  include/lanes/impl/generic/vshuffle.h   ln_vshuf<N> types, their ln_vshuf<N>_<verb> functions,
                                          and the portable per-type permute kernels
  include/lanes/impl/x86/vshuffle.h       SSSE3 / AVX2 / AVX-512 permute kernels
  include/lanes/impl/arm/vshuffle.h       NEON tbl permute kernels

The public header include/lanes/vshuffle.h (hand written) documents every function and
holds the generic macros (ln_rearrange, ...).  Per element type x lane count only three
permute kernels and two conversions exist; everything else is per lane count (4 copies) or
a generic macro, to keep the header cheap to include.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402
from lntypes import ELEMS, half_guard, signed_int_of_width, unsigned_int_of_width  # noqa: E402

NS = (2, 4, 8, 16)
GEN = 'gen_vshuffle.py'


def iota(n):
    return ', '.join(str(i) for i in range(n))


def per_n(n):
    """Functions on the shuffle object of n lanes (independent of element type)."""
    N = str(n)
    c = 'ln_char%d' % n
    iv = 'ln_int%d' % n
    uv = 'ln_uint%d' % n
    vs = 'ln_vshuf%d' % n
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
  uint64_t w[2] = {{0, 0}};
  __builtin_memcpy(w, &ix, sizeof ix);
  return ((w[0] | w[1]) & 0x8080808080808080ull) != 0;
}}
/* ---- ln_vshuf{N}_from_values ---- */
LN_INLINE {vs} ln_vshuf{N}_from_values({args}) {{ return ln__vs_pwrap{N}(({iv}){{{vals}}}); }}
/* ---- ln_vshuf{N}_from_vector ---- */
LN_INLINE {vs} ln_vshuf{N}_from_vector({iv} x) {{ return ln__vs_pwrap{N}(x); }}
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
LN_INLINE ln_status ln_vshuf{N}_make_zip(int part, {vs} *out) {{
  if (part != 0 && part != 1) return LN_EINDEX;
  *out = ln__vs_zip{N}(part);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_make_unzip ---- */
LN_INLINE {vs} ln__vs_unzip{N}(int part) {{
  return ln__vs_pwrap{N}(LN__VS_IOTA{N}({iv}) * 2 + (part & 1));
}}
LN_INLINE ln_status ln_vshuf{N}_make_unzip(int part, {vs} *out) {{
  if (part != 0 && part != 1) return LN_EINDEX;
  *out = ln__vs_unzip{N}(part);
  return LN_OK;
}}
/* ---- ln_vshuf{N}_wrap_index ---- */
LN_INLINE int32_t ln_vshuf{N}_wrap_index(int32_t i) {{ return (int32_t)((uint32_t)i & {n - 1}u); }}
/* ---- ln_vshuf{N}_check_index ---- */
LN_INLINE ln_status ln_vshuf{N}_check_index(int32_t i, int32_t *out) {{
  if (i < 0 || i > {n - 1}) return LN_EINDEX;
  *out = i;
  return LN_OK;
}}
/* ---- ln_vshuf{N}_wrap_indexes ---- */
LN_INLINE {vs} ln_vshuf{N}_wrap_indexes({vs} s) {{ return ({vs}){{s.ix & {n - 1}}}; }}
/* ---- ln_vshuf{N}_check_indexes ---- */
LN_INLINE ln_status ln_vshuf{N}_check_indexes({vs} s, {vs} *out) {{
  if (ln__vs_anyneg{N}(s.ix)) return LN_EINDEX;
  *out = s;
  return LN_OK;
}}
/* ---- ln_vshuf{N}_lane_is_valid ---- */
LN_INLINE {iv} ln_vshuf{N}_lane_is_valid({vs} s) {{ return __builtin_convertvector(s.ix >= 0, {iv}); }}
/* ---- ln_vshuf{N}_lane_source ---- */
LN_INLINE int32_t ln_vshuf{N}_lane_source({vs} s, int i) {{ return s.ix[i & {n - 1}]; }}
LN_INLINE ln_status ln_vshuf{N}_lane_source_checked({vs} s, int i, int32_t *out) {{
  if (i < 0 || i > {n - 1}) return LN_EINDEX;
  *out = s.ix[i];
  return LN_OK;
}}
/* ---- ln_vshuf{N}_to_vector ---- */
LN_INLINE {iv} ln_vshuf{N}_to_vector({vs} s) {{ return __builtin_convertvector(s.ix, {iv}); }}
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
LN_INLINE ln_vshuf{m} ln_vshuf{N}_cast{m}({vs} s) {{ return ln__vs_pwrap{m}((ln_int{m}){{{lanes}}}); }}
'''
    return t


def per_n2(n):
    N = str(n)
    c = 'ln_char%d' % n
    iv = 'ln_int%d' % n
    vs = 'ln_vshuf%d' % n
    t = f'''/* ---- ln_vshuf{N}_rearrange ---- */
LN_INLINE {vs} ln_vshuf{N}_rearrange({vs} a, {vs} s) {{ return ({vs}){{ln__vs_p1_char{N}(a.ix, s)}}; }}
LN_INLINE ln_status ln_vshuf{N}_rearrange_checked({vs} a, {vs} s, {vs} *out) {{
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
LN_INLINE {vs} ln__vs_slice{N}(int o) {{
  {c} t = LN__VS_IOTA{N}({c}) + (int8_t)ln__vs_org{N}(o);
  return ({vs}){{((t + {n}) & {2 * n - 1}) - {n}}};
}}
LN_INLINE {vs} ln__vs_unslice{N}(int o, int part) {{
  {c} i = LN__VS_IOTA{N}({c});
  {c} d = i - (int8_t)ln__vs_org{N}(o), neg = d >> 7;
  if (part != 0) return ({vs}){{((d + {n}) & neg) | ((i - {n}) & ~neg)}};
  return ({vs}){{(d & ~neg) | ((i - {n}) & neg)}};
}}
/* ints -> two-source encoding (index modulo {2 * n}); -1 where outside [0, lim) */
LN_INLINE {vs} ln__vs_w2_{N}({iv} x) {{ return ({vs}){{__builtin_convertvector(x & {2 * n - 1}, {c})}}; }}
LN_INLINE {c} ln__vs_bad{N}({iv} x, int32_t lim) {{ return __builtin_convertvector((x < 0) | (x >= lim), {c}); }}
'''
    return t


def elem_types(n):
    for e in ELEMS:
        yield e, e.vec(n), e.tname(n)


def per_type(e, n):
    """Portable permute kernels and conversions for one vector type."""
    T = e.vec(n)
    tn = e.tname(n)
    N = str(n)
    S = signed_int_of_width(e.bits).vec(n)
    U = unsigned_int_of_width(e.bits).vec(n)
    vs = 'ln_vshuf%d' % n
    c = 'ln_char%d' % n
    iv = 'ln_int%d' % n
    ue = unsigned_int_of_width(e.bits).ctype
    if e.is_float:
        idx = f'''LN_INLINE {iv} ln__vs_idx_{tn}({T} x) {{
  {iv} r;
  for (int i = 0; i < {n}; i++) r[i] = ln__vs_f2i((double)x[i]);
  return r;
}}
'''
    else:
        idx = f'LN_INLINE {iv} ln__vs_idx_{tn}({T} x) {{ return __builtin_convertvector(x, {iv}); }}\n'
    t = f'''#ifndef LN__VS_HAVE_P1_{tn}
LN_INLINE {T} ln__vs_p1_{tn}({T} v, {vs} s) {{
#if defined(__clang__)
  {T} r = v;
  for (int i = 0; i < {n}; i++) r[i] = v[s.ix[i] & {n - 1}];
  return r;
#else
  return __builtin_shuffle(v, __builtin_convertvector(s.ix & {n - 1}, {S}));
#endif
}}
#endif
#ifndef LN__VS_HAVE_PZ_{tn}
LN_INLINE {T} ln__vs_pz_{tn}({T} v, {vs} s) {{
  return ({T})(({S})ln__vs_p1_{tn}(v, s) & __builtin_convertvector(s.ix >= 0, {S}));
}}
#endif
#ifndef LN__VS_HAVE_P2_{tn}
LN_INLINE {T} ln__vs_p2_{tn}({T} v, {T} w, {vs} s) {{
#if defined(__clang__)
  {T} r = v;
  for (int i = 0; i < {n}; i++) {{
    int k = s.ix[i] & {2 * n - 1};
    r[i] = k < {n} ? v[k] : w[k - {n}];
  }}
  return r;
#else
  return __builtin_shuffle(v, w, __builtin_convertvector(s.ix & {2 * n - 1}, {S}));
#endif
}}
#endif
{idx}LN_INLINE {c} ln__vs_m2c_{tn}({S} m) {{ return __builtin_convertvector(m < 0, {c}); }}
LN_INLINE {vs} ln__vs_lkw_{tn}({U} i) {{ return ({vs}){{__builtin_convertvector(i & {n - 1}u, {c})}}; }}
LN_INLINE {vs} ln__vs_lkz_{tn}({U} i) {{
  return ({vs}){{__builtin_convertvector((i & {n - 1}u) | ({U})(i > {n - 1}u), {c})}};
}}
LN_INLINE {vs} ln__vs_lk2_{tn}({U} i) {{ return ({vs}){{__builtin_convertvector(i & {2 * n - 1}u, {c})}}; }}
LN_INLINE {c} ln__vs_lkok_{tn}({U} i, unsigned lim) {{ return __builtin_convertvector(i < ({ue})lim, {c}); }}
LN_INLINE {S} ln__vs_c2m_{tn}({c} ok) {{ return __builtin_convertvector(ok, {S}); }}
LN_INLINE {T} ln__vs_keepc_{tn}({T} r, {c} ok) {{ return ({T})(({S})r & __builtin_convertvector(ok, {S})); }}
'''
    return half_guard(e, t)


def generic_header():
    out = [lntypes.HEADER_NOTE % GEN]
    out.append('''#ifndef LANES_IMPL_GENERIC_VSHUFFLE_H
#define LANES_IMPL_GENERIC_VSHUFFLE_H
/* Portable code of lanes/vshuffle.h: the shuffle objects and the per-type permute kernels.
 * Kernels (every type T<N> of N = 2, 4, 8, 16 lanes):
 *   ln__vs_p1_T(v, s)     r[i] = v[s.ix[i] & (N-1)]                         (wrap)
 *   ln__vs_pz_T(v, s)     r[i] = s.ix[i] < 0 ? 0 : v[s.ix[i]]                (zero)
 *   ln__vs_p2_T(v, w, s)  k = s.ix[i] & (2N-1); r[i] = k < N ? v[k] : w[k-N] (two sources)
 * An ISA header included before this one may define a kernel first and set
 * LN__VS_HAVE_<P1|PZ|P2>_T.  GCC's __builtin_shuffle is already the ISA's permute
 * (pshufb, vpermd, tbl, ...); Clang has no run-time shuffle builtin, so its portable
 * path is a lane loop and the ISA headers matter most there. */

/* internal: Java's (int) cast of a floating-point value: NaN -> 0, saturating, toward 0 */
LN_INLINE int32_t ln__vs_f2i(double d) {
  if (d != d) return 0;
  if (d >= 2147483647.0) return INT32_MAX;
  if (d <= -2147483648.0) return INT32_MIN;
  return (int32_t)d;
}
''')
    # p1 on char<N> is needed by ln_vshuf<N>_rearrange: emit shuffle types, then kernels, then per-N.
    for n in NS:
        c = 'ln_char%d' % n
        out.append('typedef struct ln_vshuf%d { %s ix; } ln_vshuf%d;\n' % (n, c, n))
    for n in NS:
        for e in ELEMS:
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


if __name__ == '__main__':
    main()
