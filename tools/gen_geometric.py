#!/usr/bin/env python3
"""Generates include/lanes/impl/generic/geometric.h: the per-type functions of lanes/geometric.h
(OpenCL C 1.2 section 6.12.5: dot cross length distance normalize and the fast_ forms) for half
(LN_HAS_HALF), float and double, scalars and 2, 3 and 4 lanes, and the _Generic lists of the
public macros.

How they are computed (the header's comments give the promises, docs/semantics.md the proofs):
  - half and float lanes are widened to double, where their products are exact (at most 48 bits)
    and no sum of at most four squares overflows or underflows; the function is computed in
    double and rounded once to the lane type.
  - double lanes use error-free transformations: each product a * b is split into a rounded
    product and its exact error (fma(a, b, -p)), sums into a sum and its exact error (TwoSum),
    so a dot product is as accurate as one computed in twice the precision and rounded once;
    length, distance and normalize first scale the lanes by a power of 2 (exact) so that the
    squares neither overflow nor underflow, and correct the square root with its exact residual.
  - Every product whose value reaches a sum is rounded by itself: exact (widened lanes) or made
    opaque to contraction (ln__m_mulnc_double), so the bits do not depend on the compiler.
The repeated per-type wrappers are written here; the kernels (ln__geo_*) are written once."""
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lntypes import HEADER_NOTE, write  # noqa: E402

ME = 'gen_geometric.py'
TYPES = ('half', 'float', 'double')
LANES = (1, 2, 3, 4)   # 1: the scalar

CORE = r'''
/* ---- the kernels, on lanes as double arrays of n (1 .. 4) ---- */
/* 2^k for k in [-1022, 1023] */
LN_INLINE double ln__geo_pow2(int k) { return ln__m_from_double((uint64_t)(k + 1023) << 52); }
/* the exponent of m > 0 finite (floor(log2(m)), subnormals included) */
LN_INLINE int ln__geo_ilogb(double m) {
  int e = (int)(ln__m_bits_double(m) >> 52);
  return e ? e - 1023 : (int)(ln__m_bits_double(m * 0x1p64) >> 52) - 1023 - 64;
}
/* x * 2^k exactly where the result is normal (k in [-1074, 1074]) */
LN_INLINE double ln__geo_scale(double x, int k) {
  if (k > 1023) return x * ln__geo_pow2(k - 600) * 0x1p600;
  if (k < -1022) return x * ln__geo_pow2(k + 600) * 0x1p-600;
  return x * ln__geo_pow2(k);
}

/* widened (half, float) lanes: products exact in double, so contracting a sum changes nothing */
LN_INLINE double ln__geo_dotw(const double *a, const double *b, int n) {
  double s = a[0] * b[0];
  for (int i = 1; i < n; i++) s += a[i] * b[i];
  return s;
}
/* double lanes: sum of a_i b_i in lane order as s + c, s the plain sum of the rounded products, c
 * the exact errors of the products and of the sums (summed in double) */
LN_INLINE double ln__geo_dot2(const double *a, const double *b, int n, double *c) {
  double s = ln__m_mulnc_double(a[0], b[0]);
  double e = ln_fma_double(a[0], b[0], -s);
  for (int i = 1; i < n; i++) {
    double p = ln__m_mulnc_double(a[i], b[i]);
    double t = s + p, z = t - s;
    e += ln_fma_double(a[i], b[i], -p) + ((s - (t - z)) + (p - z));
    s = t;
  }
  *c = e;
  return s;
}
/* dot of double lanes: the compensated sum rounded once; where a product or a sum overflows, the
 * plain sum (+-inf or NaN, as the formula) */
LN_INLINE double ln__geo_dotd(const double *a, const double *b, int n) {
  double c, s = ln__geo_dot2(a, b, n, &c);
  return __builtin_isfinite(s) ? s + c : s;
}
/* sqrt(sh + sl) (sh >= 0 the rounded sum, |sl| <= ulp(sh)): the root of sh corrected by its exact
 * residual, rounded once */
LN_INLINE double ln__geo_sqrt2(double sh, double sl) {
  double r = __builtin_sqrt(sh);
  return sh > 0 ? r + (ln_fma_double(-r, r, sh) + sl) / (2 * r) : r;
}
/* double lanes v (n): NaN if a lane is NaN, +inf if one is infinite, else 0 and *e = the exponent
 * of the largest |lane| (-1075 if every lane is 0) */
LN_INLINE double ln__geo_maxexp(const double *v, int n, int *e) {
  double m = 0;
  int nan = 0;
  for (int i = 0; i < n; i++) {
    double a = __builtin_fabs(v[i]);
    nan |= a != a;
    m = a > m ? a : m;
  }
  *e = m > 0 && m <= 0x1.fffffffffffffp1023 ? ln__geo_ilogb(m) : -1075;
  return nan ? __builtin_nan("") : m > 0x1.fffffffffffffp1023 ? __builtin_inf() : 0;
}
/* length of double lanes d_i + t_i (t_i tiny corrections, 0 for length), d scaled in place by
 * 2^-e: the largest |lane| in [1, 2), the sum of squares in [1, 16) as a double-double */
LN_INLINE double ln__geo_lend(double *d, const double *t, int n) {
  int e;
  double sp = ln__geo_maxexp(d, n, &e);
  if (sp != 0 || e == -1075) return sp;   /* NaN, inf, or the zero vector */
  double ts[4] = {0, 0, 0, 0};
  for (int i = 0; i < n; i++) {
    d[i] = ln__geo_scale(d[i], -e);
    ts[i] = ln__geo_scale(t[i], -e);
  }
  double c, s = ln__geo_dot2(d, d, n, &c);
  for (int i = 0; i < n; i++) c += 2 * ln__m_mulnc_double(d[i], ts[i]);
  return ln__geo_scale(ln__geo_sqrt2(s, c), e);
}
/* normalize's special cases (OpenCL C 3.0) on n lanes in place: 1 when the result is v itself
 * (every lane 0, or NaN lanes made all NaN); infinite lanes become +-1 and the others +-0 */
LN_INLINE int ln__geo_nspecial(double *v, int n) {
  int nan = 0, inf = 0, zero = 1;
  for (int i = 0; i < n; i++) {
    nan |= v[i] != v[i];
    inf |= __builtin_isinf(v[i]);
    zero &= v[i] == 0;
  }
  if (nan)
    for (int i = 0; i < n; i++) v[i] = __builtin_nan("");
  else if (inf)
    for (int i = 0; i < n; i++) v[i] = __builtin_copysign(__builtin_isinf(v[i]) ? 1.0 : 0.0, v[i]);
  return nan || zero;
}
/* normalize widened lanes in place: v_i / sqrt(sum v_i^2) in double */
LN_INLINE void ln__geo_normw(double *v, int n) {
  if (ln__geo_nspecial(v, n)) return;
  double l = __builtin_sqrt(ln__geo_dotw(v, v, n));
  for (int i = 0; i < n; i++) v[i] /= l;
}
/* normalize double lanes in place: scaled as for length, each quotient by the double-double
 * length corrected by its exact residual; a lane whose quotient or residual would be subnormal is scaled by
 * 2^600 more and its quotient back by 2^-600, which rounds once */
LN_INLINE void ln__geo_normd(double *v, int n) {
  int e;
  double d[4];
  if (ln__geo_nspecial(v, n)) return;
  (void)ln__geo_maxexp(v, n, &e);
  for (int i = 0; i < n; i++) d[i] = ln__geo_scale(v[i], -e);
  double c, s = ln__geo_dot2(d, d, n, &c);
  double lh = __builtin_sqrt(s);
  double ll = (ln_fma_double(-lh, lh, s) + c) / (2 * lh);
  for (int i = 0; i < n; i++) {
    int tiny = __builtin_fabs(d[i]) < 0x1p-968; /* q or its residual (2^-53 q) below 2^-1022 */
    double w = tiny ? ln__geo_scale(v[i] * 0x1p600, -e) : d[i];
    double q = w / lh; /* a zero lane keeps its sign */
    q = q == 0 ? q : q + (ln_fma_double(-q, lh, w) - ln__m_mulnc_double(q, ll)) / lh;
    v[i] = tiny ? q * 0x1p-600 : q;
  }
}
/* a * b - c * d: widened lanes (exact products, one rounding in double) */
LN_INLINE double ln__geo_xw(double a, double b, double c, double d) { return a * b - c * d; }
/* double lanes: the rounded difference plus the exact errors of both products and of the
 * difference, rounded once; the plain difference where it overflows */
LN_INLINE double ln__geo_xd(double a, double b, double c, double d) {
  double p = ln__m_mulnc_double(a, b), q = ln__m_mulnc_double(c, d);
  double s = p - q, z = s - p;
  double t = (p - (s - z)) - (q + z);
  double r = s + ((ln_fma_double(a, b, -p) - ln_fma_double(c, d, -q)) + t);
  return __builtin_isfinite(s) ? r : s;
}
'''


def ctype(t, n):
    return 'ln_' + t if n == 1 else 'ln_%s%d' % (t, n)


def suffix(t, n):
    return t if n == 1 else '%s%d' % (t, n)


def lanes_of(var, n):
    """C expressions of the n lanes of var."""
    if n == 1:
        return [var]
    v = var + '.v' if n == 3 else var
    return ['%s[%d]' % (v, i) for i in range(n)]


def to_double(var, n, name):
    return '  double %s[%d] = {%s};\n' % (name, n, ', '.join('(double)' + x for x in lanes_of(var, n)))


def from_double(t, n, name):
    """A return statement of the lane type t<n> from the double array name."""
    if n == 1:
        return '  return (ln_%s)%s[0];\n' % (t, name)
    vals = ', '.join('(ln_%s)%s[%d]' % (t, name, i) for i in range(n))
    if n == 3:
        return '  return (%s){{%s, 0}};\n' % (ctype(t, n), vals)
    return '  return (%s){%s};\n' % (ctype(t, n), vals)


def functions(t):
    w = t != 'double'          # widened: computed in double
    k = 'w' if w else 'd'
    o = []
    for n in LANES:
        T, S, E = ctype(t, n), suffix(t, n), 'ln_' + t
        o.append('LN_INLINE %s ln_dot_%s(%s a, %s b) {\n%s%s  return (%s)ln__geo_dot%s(x, y, %d);\n}\n'
                 % (E, S, T, T, to_double('a', n, 'x'), to_double('b', n, 'y'), E, k, n))
        if w:
            o.append('LN_INLINE %s ln_length_%s(%s p) {\n%s  return (%s)__builtin_sqrt(ln__geo_dotw(x, x, %d));\n}\n'
                     % (E, S, T, to_double('p', n, 'x'), E, n))
            o.append('LN_INLINE %s ln_distance_%s(%s p0, %s p1) {\n'
                     '  double x[%d] = {%s};\n  return (%s)__builtin_sqrt(ln__geo_dotw(x, x, %d));\n}\n'
                     % (E, S, T, T, n, ', '.join('(double)%s - (double)%s' % (a, b) for a, b in
                                                  zip(lanes_of('p0', n), lanes_of('p1', n))), E, n))
        else:
            o.append('LN_INLINE double ln_length_%s(%s p) {\n%s  double t[%d] = {0};\n'
                     '  return ln__geo_lend(x, t, %d);\n}\n' % (S, T, to_double('p', n, 'x'), n, n))
            # the differences as rounded value + exact error (TwoSum); an infinite difference
            # (finite lanes: the distance overflows too) gets no correction
            o.append('LN_INLINE double ln_distance_%s(%s p0, %s p1) {\n%s%s  double d[%d], t[%d];\n'
                     '  for (int i = 0; i < %d; i++) {\n'
                     '    double s = a[i] - b[i], z = s - a[i];\n'
                     '    d[i] = s;\n'
                     '    t[i] = __builtin_isfinite(s) ? (a[i] - (s - z)) - (b[i] + z) : 0;\n  }\n'
                     '  return ln__geo_lend(d, t, %d);\n}\n'
                     % (S, T, T, to_double('p0', n, 'a'), to_double('p1', n, 'b'), n, n, n, n))
        o.append('LN_INLINE %s ln_normalize_%s(%s p) {\n%s  ln__geo_norm%s(x, %d);\n%s}\n'
                 % (T, S, T, to_double('p', n, 'x'), k, n, from_double(t, n, 'x')))
        if t == 'float':
            o.append('LN_INLINE float ln_fast_length_%s(%s p) { return ln_length_%s(p); }\n' % (S, T, S))
            o.append('LN_INLINE float ln_fast_distance_%s(%s p0, %s p1) { return ln_distance_%s(p0, p1); }\n'
                     % (S, T, T, S))
            o.append('LN_INLINE %s ln_fast_normalize_%s(%s p) { return ln_normalize_%s(p); }\n' % (T, S, T, S))
    for n in (3, 4):
        T, S = ctype(t, n), suffix(t, n)
        a, b = lanes_of('a', n), lanes_of('b', n)
        comp = []
        for i, j in ((1, 2), (2, 0), (0, 1)):   # x = ay bz - az by, y = az bx - ax bz, z = ax by - ay bx
            comp.append('ln__geo_x%s(%s, %s, %s, %s)' % (k, *['(double)' + v for v in (a[i], b[j], a[j], b[i])]))
        vals = ', '.join('(ln_%s)%s' % (t, c) for c in comp)
        o.append('LN_INLINE %s ln_cross_%s(%s a, %s b) {\n  return (%s){%s%s, 0%s};\n}\n'
                 % (T, S, T, T, T, '{' if n == 3 else '', vals, '}' if n == 3 else ''))
    return ''.join(o)


def lists():
    """_Generic association lists: every type, the vectors of 3 and 4 lanes (cross), float only
    (the fast_ forms)."""
    def lst(name, types, ns):
        items = []
        for t in types:
            for n in ns:
                items.append('%s: P##%s' % (ctype(t, n), suffix(t, n)))
        return items
    o = ['/* the _Generic lists of lanes/geometric.h\'s macros (LN__G_HALF_*: LN_HAS_HALF only) */\n',
         '#if LN_HAS_HALF\n',
         '#define LN__G_HALF_ALL(P) %s,\n' % ', '.join(lst('', ['half'], LANES)),
         '#define LN__G_HALF_X(P) %s,\n' % ', '.join(lst('', ['half'], (3, 4))),
         '#else\n#define LN__G_HALF_ALL(P)\n#define LN__G_HALF_X(P)\n#endif\n',
         '#define LN__G_ALL(P) LN__G_HALF_ALL(P) %s\n' % ', '.join(lst('', ['float', 'double'], LANES)),
         '#define LN__G_X(P) LN__G_HALF_X(P) %s\n' % ', '.join(lst('', ['float', 'double'], (3, 4))),
         '#define LN__G_FLOAT(P) %s\n' % ', '.join(lst('', ['float'], LANES))]
    # the same sets mapped to a constant (the macros' _Static_assert)
    def kl(types, ns):
        return ', '.join('%s: (k)' % ctype(t, n) for t in types for n in ns)
    o += ['#if LN_HAS_HALF\n',
          '#define LN__G_HALF_K_ALL(k) %s,\n' % kl(['half'], LANES),
          '#define LN__G_HALF_K_X(k) %s,\n' % kl(['half'], (3, 4)),
          '#else\n#define LN__G_HALF_K_ALL(k)\n#define LN__G_HALF_K_X(k)\n#endif\n',
          '#define LN__G_K_ALL(k) LN__G_HALF_K_ALL(k) %s\n' % kl(['float', 'double'], LANES),
          '#define LN__G_K_X(k) LN__G_HALF_K_X(k) %s\n' % kl(['float', 'double'], (3, 4)),
          '#define LN__G_K_FLOAT(k) %s\n' % kl(['float'], LANES)]
    return ''.join(o)


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_GEOMETRIC_H
#define LANES_IMPL_GENERIC_GEOMETRIC_H
/* Portable code of lanes/geometric.h: ln_<op>_<name> for half (LN_HAS_HALF), float and double,
 * scalars and 2, 3, 4 lanes.  Semantics are documented in lanes/geometric.h, how they are computed
 * in tools/gen_geometric.py.  Include lanes/geometric.h, not this file. */
#include <stdint.h>
''')
    o.append(CORE)
    for t in TYPES:
        o.append('\n/* ---- %s ---- */\n' % t)
        text = functions(t)
        o.append('#if LN_HAS_HALF\n' + text + '#endif\n' if t == 'half' else text)
    o.append('\n' + lists())
    o.append('\n#endif /* LANES_IMPL_GENERIC_GEOMETRIC_H */\n')
    return ''.join(o)


def main():
    write('include/lanes/impl/generic/geometric.h', generic_h())


if __name__ == '__main__':
    main()
