#!/usr/bin/env python3
"""The native_ functions of lanes/math.h with kernels of their own (float; OpenCL leaves their
precision to the implementation): native_exp exp2 exp10 log log2 log10 sin cos tan, as C text
for tools/gen_math.py.  The other native_ functions (divide recip rsqrt sqrt powr) stay the
full-precision ones (tools/gen_math.py's half_native_fns).

Design (docs/semantics.md, "native_ functions"; the bounds there are measured over every float):
  - Pure FMA polynomials, no tables, no approximation instructions, no float-float tails: every
    multiply-add is math_vec.py's explicit ln__vm_fma, every product that reaches a sum passes
    ln__vm_mul, so the bits are the same on every target and compiler (as math_vec.py's kernels).
  - Each kernel computes its fast formula on every lane, then tests the vector once: when every
    lane is in the fast range the result is returned; otherwise (out of line) the lanes outside it
    take, by one select, the same formula with the full function's special cases (exp exp2 exp10:
    the argument clamped, two exact scalings for subnormal results and overflow, NaN; log log2
    log10: subnormal arguments scaled, +-0, negative, +inf, NaN) or, for sin cos tan beyond 2^15,
    infinite or NaN, the full function's result (its out-of-line path), so a lane's bits never
    depend on its neighbours.
  - exp exp10: x = k log(2) + r (k = rint(x log2(e)), the first FMA with the float log(2) or
    log10(2) exact, the second one rounded), exp2: x = k + f (f exact); 1 + r Q(r) by one FMA,
    Q of degree 5 (Horner), 2^k by an integer add to the exponent.
  - log: x = 2^e m, m in [sqrt(1/2), sqrt(2)), f = m - 1 exact; log = e log(2) + f + f^2 P(f) (P of
    degree 7, two FMAs at the end); log2: e + f Q(f) (Q of degree 8, one FMA); log10: e log10(2) + f Q(f).
  - sin: x = k pi + r (|r| <= pi/2, pi as three floats, all positive: sin(-0) = -0), cos: x =
    (k + 1/2) pi - r; both (-1)^k r P(r^2), P of degree 4.  tan: x = k pi/2 + r (|r| <= pi/4),
    s = r S(r^2), c = C(r^2) (degrees 3 and 4), s / c or -c / s by one division.
The polynomials interpolate their functions at Chebyshev nodes (math_vec.cheb_fit, exact
rationals from the series), rounded to float."""
from fractions import Fraction
import math
import struct

import math_vec
from math_vec import LN2, LN10, f32, hexf, cheb_fit

FUNCS = ('exp', 'exp2', 'exp10', 'log', 'log2', 'log10', 'sin', 'cos', 'tan')
BT = 15  # the trigonometric kernels' fast range: |x| <= 2^BT


def _ser(coef, x, n):
    """sum coef(i) x^i, i < n (exact)."""
    s, p = Fraction(0), Fraction(1)
    for i in range(n):
        s += coef(i) * p
        p *= x
    return s


def _pi():
    import math_trig
    return math_trig.PI


PI = _pi()
# exp: (e^r - 1) / r on |r| <= log(2)/2, exp2: (2^f - 1) / f on |f| <= 1/2, exp10: (10^r - 1) / r
# on |r| <= log10(2)/2 (a little wider: k is rint of a rounded product)
Q_EXP = cheb_fit(lambda r: _ser(lambda i: Fraction(1, math.factorial(i + 1)), r, 25), -0.3466, 0.3466, 5)
Q_EXP2 = cheb_fit(lambda r: _ser(lambda i: LN2 ** (i + 1) / math.factorial(i + 1), r, 25), -0.5, 0.5, 5)
Q_EXP10 = cheb_fit(lambda r: _ser(lambda i: LN10 ** (i + 1) / math.factorial(i + 1), r, 25), -0.1506, 0.1506, 5)
# log: (log(1 + f) - f) / f^2, log2 / log10: log_b(1 + f) / f, f in [sqrt(1/2) - 1, sqrt(2) - 1]
FA, FB = -0.29290, 0.41422
P_LOG = cheb_fit(lambda f: _ser(lambda i: Fraction((-1) ** (i + 1), i + 2), f, 120), FA, FB, 7)
_L1P = cheb_fit(lambda f: _ser(lambda i: Fraction((-1) ** i, i + 1), f, 120), FA, FB, 8)
Q_LOG2 = [c / LN2 for c in _L1P]
Q_LOG10 = [c / LN10 for c in _L1P]
# sin(r) / r at z = r^2, |r| <= pi/2 (a little wider); tan: sin(r) / r and cos(r), |r| <= pi/4
ZS = float(PI * PI / 4) * 1.004
ZT = float(PI * PI / 16) * 1.004
P_SIN = cheb_fit(lambda z: _ser(lambda i: Fraction((-1) ** i, math.factorial(2 * i + 1)), z, 25), 0, ZS, 4)
S_TAN = cheb_fit(lambda z: _ser(lambda i: Fraction((-1) ** i, math.factorial(2 * i + 1)), z, 25), 0, ZT, 3)
C_TAN = cheb_fit(lambda z: _ser(lambda i: Fraction((-1) ** i, math.factorial(2 * i)), z, 25), 0, ZT, 4)


def _down(v):
    """The float nearest v from below."""
    p = f32(v)
    if p > v:
        b = struct.unpack('<I', struct.pack('<f', float(p)))[0]
        p = Fraction(struct.unpack('<f', struct.pack('<I', b - 1 if p > 0 else b + 1))[0])
    assert p <= v
    return p


def _parts_down(v):
    """v = p1 + p2 + p3 (+ a remainder < 2^-70 v): p1, p2 rounded down (so p2, p3 > 0)."""
    p1 = _down(v)
    p2 = _down(v - p1)
    p3 = f32(v - p1 - p2)
    assert p1 > 0 and p2 > 0 and p3 > 0
    return [hexf(p) for p in (p1, p2, p3)]


PI3 = _parts_down(PI)
PIO23 = _parts_down(PI / 2)


def _horner(c, x):
    e = 'SP(%s)' % hexf(c[-1])
    for k in reversed(c[:-1]):
        e = 'FMA(%s, %s, SP(%s))' % (e, x, hexf(k))
    return e


def _bits(v):
    return hex(struct.unpack('<i', struct.pack('<f', v))[0])


# The fast formulas (V, I, U: the float vector and its int / unsigned vectors), each returning the
# result for the lanes in range; IN: the test that every lane is in range.
CORE = '''/* exp, exp10: x = k c + r (k = t - 0x1.8p23, the first FMA exact, |r| <= c/2 + 2^-20), p = 1 + r Q(r)
 * by one FMA; exp2: x = k + f, f exact in [-1/2, 1/2], p = 1 + f Q(f) */
#define LN__NV_EXPK_fN(x, RC, NCH, NCL, Q, p, t) do { \\
  t = FMA(x, SP(RC), SP(0x1.8p23f)); \\
  V k_ = t - SP(0x1.8p23f), r_ = FMA(k_, SP(NCL), FMA(k_, SP(NCH), x)); \\
  p = FMA(r_, Q, SP(1.0f)); } while (0)
LN_INLINE V ln__nv_expp_fN(V x, V *t) {
  V p;
  LN__NV_EXPK_fN(x, %(LOG2E)s, %(NLN2H)s, %(NLN2L)s, %(QE)s, p, *t);
  return p;
}
LN_INLINE V ln__nv_exp10p_fN(V x, V *t) {
  V p;
  LN__NV_EXPK_fN(x, %(LOG2_10)s, %(NL102H)s, %(NL102L)s, %(QT)s, p, *t);
  return p;
}
LN_INLINE V ln__nv_exp2p_fN(V x, V *t) {
  V f = x - ((*t = x + SP(0x1.8p23f)) - SP(0x1.8p23f));
  return FMA(f, %(Q2)s, SP(1.0f));
}
'''
# exp exp2 exp10: the fast range (normal results): p 2^k by an integer add to the exponent bits; the
# slow path (math_vec.py's helpers): x clamped (NaN lanes 0), p 2^k by two exact scalings (one
# rounding for subnormal results), NaN lanes x + x
for _f, _lo, _hi in (('exp', '-104.0f', '89.0f'), ('exp2', '-151.0f', '129.0f'), ('exp10', '-46.0f', '39.0f')):
    CORE += '''LN_INLINE V ln__nv_%(F)s_fast_fN(V x) {
  V t, p = ln__nv_%(F)sp_fN(x, &t);
  return (V)((U)p + ((U)t << 23));
}
LN_INLINE V ln__nv_%(F)s_full_fN(V x) {
  V t, p = ln__nv_%(F)sp_fN(ln__vm_clamp_fN(x, %(LO)s, %(HI)s), &t);
  return ln__vm_exps_fN(x, p, t);
}
'''.replace('%(F)s', _f).replace('%(LO)s', _lo).replace('%(HI)s', _hi)
CORE += '''/* log: x = 2^e m, m in [sqrt(1/2), sqrt(2)), f = m - 1 exact, e as a float (xs: positive normal, e0
 * subtracted from e) */
#define LN__NV_LOGRED_fN(xs, e0, e, f) do { \\
  U ix_ = (U)(xs) - 0x3f3504f3u; \\
  e = __builtin_convertvector(((I)ix_ >> 23) - (e0), V); \\
  f = (V)((ix_ & 0x007fffffu) + 0x3f3504f3u) - 1.0f; } while (0)
/* log: e log(2) + (f + f^2 P(f)), log(2) rounded to float (its error times e < 2^-22) */
LN_INLINE V ln__nv_logef_fN(V e, V f) { return FMA(e, SP(%(LN2F)s), FMA(f * f, %(PL)s, f)); }
/* log2: e + f Q(f) by one FMA; log10: e log10(2) + f Q(f) rounded (an FMA with 0: a product no
 * compiler can contract), by one FMA */
LN_INLINE V ln__nv_log2ef_fN(V e, V f) { return FMA(f, %(QL2)s, e); }
LN_INLINE V ln__nv_log10ef_fN(V e, V f) { return FMA(e, SP(%(L102F)s), FMA(f, %(QL10)s, SP(0.0f))); }
'''
for _f in ('log', 'log2', 'log10'):
    CORE += '''LN_INLINE V ln__nv_%(F)s_fast_fN(V x) {
  V e, f;
  LN__NV_LOGRED_fN(x, 0, e, f);
  return ln__nv_%(F)sef_fN(e, f);
}
/* subnormal x scaled by 2^23 first; +inf for +inf, -inf for +-0, the default NaN for x < 0, x + x
 * (quiet) for NaN (the full function's special cases) */
LN_INLINE V ln__nv_%(F)s_full_fN(V x) {
  I sub = (I)(x < 0x1p-126f);
  V e, f, xs = SEL(sub, x * 0x1p23f, x);
  LN__NV_LOGRED_fN(xs, sub & 23, e, f);
  V r = ln__nv_%(F)sef_fN(e, f);
  r = SEL((I)(x == __builtin_inff()), x, r);
  r = SEL((I)(x == 0), SP(-__builtin_inff()), r);
  r = SEL((I)(x < 0), SP(__builtin_nanf("")), r);
  return SEL((I)(x != x), x + x, r);
}
'''.replace('%(F)s', _f)
CORE += '''/* sin: x = k pi + r, cos: x = (k + 1/2) pi - r, |r| <= pi/2 + 2^-9, by three FMAs with pi (pi/2)
 * as three positive floats (a zero x keeps its sign); (-1)^k r P(r^2) (P by Horner's scheme) */
LN_INLINE V ln__nv_sinr_fN(V r, V t) {
  V z = r * r, p = %(PS)s;
  return (V)((U)(r * p) ^ ((U)t << 31));
}
LN_INLINE V ln__nv_sin_fast_fN(V x) {
  V t = FMA(x, SP(%(IPI)s), SP(0x1.8p23f)), k = t - SP(0x1.8p23f);
  V r = FMA(k, SP(-%(PI1)s), x);
  r = FMA(k, SP(-%(PI2)s), r);
  r = FMA(k, SP(-%(PI3)s), r);
  return ln__nv_sinr_fN(r, t);
}
LN_INLINE V ln__nv_cos_fast_fN(V x) {
  V t = FMA(x, SP(%(IPI)s), SP(-0.5f)) + SP(0x1.8p23f), q = FMA(t - SP(0x1.8p23f), SP(2.0f), SP(1.0f));
  V r = FMA(q, SP(%(PH1)s), -x);
  r = FMA(q, SP(%(PH2)s), r);
  r = FMA(q, SP(%(PH3)s), r);
  return ln__nv_sinr_fN(r, t);
}
/* tan: x = k pi/2 + r, |r| <= pi/4 + 2^-9; s = r S(r^2), c = C(r^2), s / c (k even) or -c / s */
LN_INLINE V ln__nv_tan_fast_fN(V x) {
  V t = FMA(x, SP(%(TOPI)s), SP(0x1.8p23f)), k = t - SP(0x1.8p23f);
  V r = FMA(k, SP(-%(PH1)s), x);
  r = FMA(k, SP(-%(PH2)s), r);
  r = FMA(k, SP(-%(PH3)s), r);
  V z = r * r, s = r * %(ST)s, c = %(CT)s;
  I odd = (I)(((U)t & 1u) != 0);
  return SEL(odd, -c, s) / SEL(odd, s, c);
}
'''

# (function, the test that every lane of x is in the fast range; the same test lane by lane)
def _abs_le(b):
    return 'ln__nv_ule_fN((U)x & 0x7fffffffu, %su)' % _bits(b), '(I)(((U)x & 0x7fffffffu) <= %su)' % _bits(b)


RANGE = {'exp': _abs_le(86.5), 'exp2': _abs_le(125.0), 'exp10': _abs_le(37.5), 'sin': _abs_le(2.0 ** BT),
         'log': ('ln__nv_ule_fN((U)x - 0x00800000u, 0x7effffffu)', '(I)((U)x - 0x00800000u <= 0x7effffffu)')}
RANGE['log2'] = RANGE['log10'] = RANGE['log']
RANGE['cos'] = RANGE['tan'] = RANGE['sin']
ULE_C = '''/* every lane of a at most b, unsigned (the ISA's compare into a mask register where impl/<isa>/math.h
 * has one, LN__ISA__nv_ule_uintN; the answer only picks which of two paths giving the same bits runs) */
LN_INLINE int ln__nv_ule_fN(U a, unsigned b) {
  U bv = a - a + b;
#ifdef LN__ISA__nv_ule_uintN
  return LN__ISA__nv_ule_uintN(a, bv);
#else
  return ln__vm_all_fN((I)(a <= bv));
#endif
}
'''

# the results of the lanes out of the fast range: exp exp2 exp10 log log2 log10 the same formulas
# with the special cases (above); sin cos tan the full function's out-of-line path (math_trig.py's
# noinline kernels: the full function's bits on every lane).  Never the full function itself, nor
# math_vec.py's slow kernels: a second call site changes whether the compiler inlines them into the
# full functions' callers (measured: 2% to 9% slower full exp and log in a program calling both).
FULL = {f: 'ln__nv_%s_full_fN(x)' % f for f in ('exp', 'exp2', 'exp10', 'log', 'log2', 'log10')}
FULL['sin'] = '(ln__trig_sc_slow_fN(x, &s_, &c_), s_)'
FULL['cos'] = '(ln__trig_sc_slow_fN(x, &s_, &c_), c_)'
FULL['tan'] = 'ln__trig_tan_slow_fN(x)'

TOP = '''/* native_%(F)s: the fast formula; lanes out of its range take ln_%(F)s's result (out of line) */
static __attribute__((noinline, unused)) V ln__nv_%(F)s_slow_fN(V x, V y) {
  V s_, c_;
  (void)s_, (void)c_;
  return SEL(%(LANE)s, y, %(FULL)s);
}
LN__VM_KERNEL V ln__vm_native_%(F)s_fNw(V x) {
  V y = ln__nv_%(F)s_fast_fN(x);
  if (!%(RANGE)s) return ln__nv_%(F)s_slow_fN(x, y);
  return y;
}
'''


def _neg(h):
    return h[1:] if h.startswith('-') else '-' + h


def kernels(n):
    l2h = f32(LN2)
    l102h = f32(LN2 / LN10)
    d = dict(LOG2E=hexf(1 / LN2), LOG2_10=hexf(LN10 / LN2),
             NLN2H=_neg(hexf(l2h)), NLN2L=_neg(hexf(LN2 - l2h)),
             NL102H=_neg(hexf(l102h)), NL102L=_neg(hexf(LN2 / LN10 - l102h)),
             QE=_horner(Q_EXP, 'r_'), QT=_horner(Q_EXP10, 'r_'), Q2=_horner(Q_EXP2, 'f'),
             LN2F=hexf(LN2), PL=_horner(P_LOG, 'f'), QL2=_horner(Q_LOG2, 'f'), QL10=_horner(Q_LOG10, 'f'),
             L102F=hexf(LN2 / LN10), IPI=hexf(1 / PI), TOPI=hexf(2 / PI),
             PI1=PI3[0], PI2=PI3[1], PI3=PI3[2], PH1=PIO23[0], PH2=PIO23[1], PH3=PIO23[2],
             PS=_horner(P_SIN, 'z'), ST=_horner(S_TAN, 'z'), CT=_horner(C_TAN, 'z'))
    t = ULE_C + CORE % d
    for f in FUNCS:
        t += TOP % dict(F=f, LANE=RANGE[f][1], RANGE=RANGE[f][0], FULL=FULL[f])
    return (t.replace('FMA(', 'ln__vm_fma_fN(').replace('MUL(', 'ln__vm_mul_fN(').replace('SEL(', 'ln__vm_sel_fN(')
            .replace('SP(', 'ln__splat_floatN(').replace('V ', 'ln_floatN ').replace(', V)', ', ln_floatN)')
            .replace('(V)', '(ln_floatN)').replace('I ', 'ln_intN ').replace('(I)', '(ln_intN)')
            .replace('U ', 'ln_uintN ').replace('(U)', '(ln_uintN)')
            .replace('fN', 'f%d' % n).replace('floatN', 'float%d' % n).replace('uintN', 'uint%d' % n)
            .replace('intN', 'int%d' % n))


def c_text():
    """The kernels and ln_native_<f>_float<n> of FUNCS (after the full functions: the slow paths
    call them)."""
    o = ['\n/* ---- native_ functions with kernels of their own (tools/math_native.py) ---- */\n']
    for n in (4, 8, 16):
        o.append(kernels(n) + math_vec.split_f(n, FUNCS, 'ln__vm_native_'))
    for f in FUNCS:
        o.append('\n/* ---- ln_native_%s ---- */\n' % f)
        for n in (None, 2, 4, 8, 16, 3):
            o.append(math_vec.public('native_' + f, 'float', n))
    return ''.join(o)
