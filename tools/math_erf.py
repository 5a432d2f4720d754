#!/usr/bin/env python3
"""The vectorized erf and erfc of lanes/math.h, as C text for tools/gen_math.py (written after
tools/math_hyp.py, whose exp reduction and e^r pieces (LN__VH_RED, LN__VH_TERMS) and helpers they
reuse).

Design (docs/semantics.md, "Error functions"):
  - one kernel per type and width (double 2 4 8 16, float 4 8 16; wider than the target's
    registers: two halves); half the float result rounded.  Every multiply-add an explicit FMA,
    every other inexact product that reaches an addition a MUL (opaque to contraction): the same
    bits everywhere.  Double (coefficients of the lane's piece from 16-entry tables by
    math_vec's ln__vm_ltab: one vpermt2pd each on AVX-512 at 8 lanes; the piece from m = floor(4a)
    by integer operations, v = a - c exact with the centre c from the table; Estrin's scheme):
  - erf(|x| < 0.5) = x + x T(x^2), T(s) = erf(sqrt s) / sqrt s - 1 (degree 11 on [0, 0.5625],
    one FMA at the end); erf(0.5 <= a < 5.9375) = sign(x) erf(c + v), no exponential: 16 pieces
    [0.5 + i/4, 0.75 + i/4) (i < 10), [3 + i/2, 3.5 + i/2) (i < 6) of degree 12, c0 + (v Q + c0l).
  - erfc(x) = e^-a^2 Y R(v) (a = |x| clamped to 28), 2 - that for x < 0: -a^2 = -(sh + sl) exact,
    exp's reduction -sh = k ln2 + r + r2, e^-a^2 = 2^k (1 + r + lo) (lo = r^2 P(r) + (r2 - sl) e^r,
    P of degree 10, plain doubles); R in 16 pieces: [i/4, (i + 1)/4) (i < 9, the first centred at 0)
    and [2.25 + i/2, 2.75 + i/2) (i < 6) erfc(a) e^(a^2) of degree 12 in v = a - c, Y = 1; a >= 5.25
    F(u) = a e^(a^2) erfc(a), u = 1/a^2, Y = 1/a as a pair.  Y R = ph + pl, erfc(a) = 2^k (ph + (ph r +
    (ph lo + pl (1 + (r + lo))))), Fast2Sum, scaled by two powers of two (a second rounding where
    subnormal).
  - float (computed in float): erf(|x| < 0.75) = x + x T(x^2) (degree 7); erf(0.75 <= a < 3.97) =
    erf(c + v) (c = 1.125, 2, 3.25, degree 9, c0 as two floats, v Q an exact pair; no exponential);
    erfc(|x| < 0.25) = 1 - x - x T with 1 - x a pair; erfc(a >= 0.25) = e^-a^2 R (e^-a^2 a pair), R
    of degree 10 in v = a 2^-e - 1.5 per octave e = -2 .. 3 (the coefficients by the exponent:
    selects, or one permute each with GCC on AVX2 / AVX-512); erfc(x <= -0.25) = 2 - erfc(a).
    Their FMAs (and those of the exp macros they expand) Clang's __builtin_elementwise_fma where it
    has one.
The coefficients: Chebyshev fits (math_vec.cheb_fit, exact rationals) of T, of erf's and erfc's
pieces, of F and of P (float: of T, of the six octaves' R and of erf's three pieces), erf = 1 - erfc
e^x^2 e^-x^2 at 90 digits, their values computed here: erf's Taylor series (exact rationals) and
erfc e^x^2 by the series 2x/sqrt(pi) sum (2x^2)^n / (2n+1)!! subtracted from e^x^2 (x < 3, 90
digits) or by erfc's continued fraction (x >= 3, evaluated backwards until it no longer changes),
in decimal."""
from decimal import Decimal, localcontext
from fractions import Fraction
import math

import math_vec as mv
import math_hyp as mh

FUNCS = ('erf', 'erfc')


def _pi(digits):
    """pi to `digits` decimal digits (Machin's formula, integer arithmetic)."""
    one = 10 ** (digits + 10)

    def atan_inv(n):
        s, t, k, sg = 0, one // n, 1, 1
        while t:
            s += sg * (t // k)
            t //= n * n
            k += 2
            sg = -sg
        return s
    return Decimal(16 * atan_inv(5) - 4 * atan_inv(239)) / Decimal(one)


with localcontext() as _c:
    _c.prec = 90
    SQPI = _pi(90).sqrt()


def _dec(x):
    return Decimal(x.numerator) / Decimal(x.denominator)


def erfcx(x):
    """erfc(x) e^(x^2) for x > 0 (Fraction), as a Fraction, to about 70 digits."""
    with localcontext() as c:
        if x < 3:
            c.prec = 90
            d = _dec(x)
            d2 = d * d
            s, t, n = Decimal(0), d, 0
            while t > Decimal(10) ** -85:
                s += t
                n += 1
                t = t * 2 * d2 / (2 * n + 1)
            return Fraction(d2.exp() - 2 * s / SQPI)
        c.prec = 80
        d = _dec(x)
        prev, n = None, 64
        while True:
            k = Decimal(0)
            for i in range(n, 0, -1):
                k = (Decimal(i) / 2) / (d + k)
            v = 1 / (SQPI * (d + k))
            if prev is not None and abs(v - prev) < abs(v) * Decimal(10) ** -72:
                return Fraction(v)
            prev, n = v, 2 * n


def t_erf(s):
    """erf(sqrt s) / sqrt s - 1 (s >= 0, Fraction): 2/sqrt(pi) sum (-s)^n / (n! (2n+1)) - 1."""
    acc = sum(Fraction((-1) ** n, math.factorial(n) * (2 * n + 1)) * s ** n for n in range(60))
    with localcontext() as c:
        c.prec = 80
        return Fraction(2 * _dec(acc) / SQPI - 1)


def f_large(u):
    """F(u) = a erfc(a) e^(a^2), a = 1/sqrt(u) (u > 0); 1/sqrt(pi) at 0."""
    if u == 0:
        with localcontext() as c:
            c.prec = 80
            return Fraction(1 / SQPI)
    with localcontext() as c:
        c.prec = 80
        a = (1 / _dec(u)).sqrt()
    af = Fraction(a)
    return af * erfcx(af)


# double: erf(a) for a in [0.5, 5.9375] (erf is 1 beyond 5.9216) in 16 pieces, [0.5 + i/4, 0.75 + i/4)
# (i = 0 .. 9) and [3 + i/2, 3.5 + i/2) (i = 0 .. 5), each erf(c + v) of degree 12 in v = a - c (c
# its centre); erfc's R(a) = erfc(a) e^(a^2) in 15 pieces, [1/4 + i/4, 1/2 + i/4) (i = 0 .. 7) and
# [9/4 + i/2, 11/4 + i/2) (i = 0 .. 6), of degree 12 in v = a - c, and F(u) = a e^(a^2) erfc(a), u =
# 1/a^2, on [0, 1/5.75^2] (a >= 5.75) as the 16th; e^r - 1 - r = r^2 P(r), P of degree 10 on
# [-0.35, 0.35]
DDEG = 12
ERF_PIECES = ([(Fraction(1, 2) + Fraction(i, 4), Fraction(3, 4) + Fraction(i, 4)) for i in range(10)]
              + [(3 + Fraction(i, 2), Fraction(7, 2) + Fraction(i, 2)) for i in range(6)])
ERFC_PIECES = ([(Fraction(i, 4), Fraction(i + 1, 4)) for i in range(9)]
               + [(Fraction(9, 4) + Fraction(i, 2), Fraction(11, 4) + Fraction(i, 2)) for i in range(6)])
F_TOP = Fraction(1) / (Fraction(21, 4) ** 2)


def erf_q(x):
    """erf(x) for x > 0 (Fraction): 1 - erfc(x) e^(x^2) e^(-x^2), to about 70 digits."""
    with localcontext() as c:
        c.prec = 90
        return 1 - erfcx(x) * Fraction((-_dec(x) * _dec(x)).exp())


def _centre(lo, hi):
    """The piece's centre c (0 for the piece starting at 0: v = a exact there)."""
    return (lo + hi) / 2 if lo else Fraction(0)


def _pfit(fn, lo, hi):
    c = _centre(lo, hi)
    return mv.cheb_fit(lambda v: fn(c + v), lo - c, hi - c, DDEG)


FIT_ED = [_pfit(erf_q, lo, hi) for lo, hi in ERF_PIECES]
FIT_CD = [_pfit(erfcx, lo, hi) for lo, hi in ERFC_PIECES] + [mv.cheb_fit(f_large, 0, F_TOP, DDEG)]
FIT_P = mv.cheb_fit(mv.q_exp, Fraction(-35, 100), Fraction(35, 100), 10)
FIT_T = mv.cheb_fit(t_erf, 0, Fraction(9, 16), 11)


def _dtab(name, fits, pieces):
    """The table name[DDEG + 3][16]: row 0 the constant terms (nearest doubles), row 1 their
    remainders, row j + 1 coefficient j (j >= 1), row DDEG + 2 the centres (F's: 0), by piece."""
    rows = [[mv.dd(f[0])[0] for f in fits], [mv.dd(f[0])[1] for f in fits]]
    rows += [[mv.hexd(f[j]) for f in fits] for j in range(1, DDEG + 1)]
    rows.append([mv.hexd(_centre(lo, hi)) for lo, hi in pieces] + ['0.0'] * (16 - len(pieces)))
    return ('static const double %s[%d][16] __attribute__((unused)) = {\n%s};\n'
            % (name, DDEG + 3, ''.join('  {%s},\n' % ', '.join(r) for r in rows)))


def tables_d():
    return _dtab('ln__ve_erfdt', FIT_ED, ERF_PIECES) + _dtab('ln__ve_erfcdt', FIT_CD, ERFC_PIECES)


def _dq(name):
    """Q(v) = sum of coefficient j v^(j - 1), j = 1 .. DDEG, the lane's piece's (rows 2 .. DDEG + 1 of
    the table name, by j): Estrin's scheme, pairs c + c' v (independent FMAs) by Horner's scheme in
    v2 = v^2 (the kernel's variable)."""
    c = ['ln__vm_ltab_dN(%s[%d], j)' % (name, k) for k in range(2, DDEG + 2)]
    pairs = ['FMA(%s, v, %s)' % (c[i + 1], c[i]) for i in range(0, len(c), 2)]
    e = pairs[-1]
    for t in reversed(pairs[:-1]):
        e = 'FMA(%s, v2, %s)' % (e, t)
    return e


# ---- float (computed in float) ----
# R_e(v) = erfc(a) e^(a^2), a = 2^e (3/2 + v) in the octave [2^e, 2^(e+1)), e = -2 .. 3 (the last
# one up to 10.0625, erfc's underflow), degree 10 in v in [-1/2, 1/2): erfc's pieces; erf(c + v)
# itself on [0.75, 1.5), [1.5, 2.5), [2.5, 3.97] (c = 1.125, 2, 3.25; erf rounds to 1 from 3.92) at
# degree 9; T(s) for erf(|x| < 0.75) and erfc(|x| < 0.25) at degree 7 on [0, 9/16]
F_CLAMP = Fraction(161, 16)
FDEG = 10
FEDEG = 9


def _oct_fit(e, deg, top=None):
    sc = Fraction(2) ** e
    hi = Fraction(1, 2) if top is None else top / sc - Fraction(3, 2)
    return mv.cheb_fit(lambda v: erfcx(sc * (Fraction(3, 2) + v)), Fraction(-1, 2), hi, deg)


FIT_FR = [_oct_fit(e, FDEG, F_CLAMP if e == 3 else None) for e in range(-2, 4)]
FE_PIECES = ((Fraction(3, 4), Fraction(9, 8), Fraction(3, 2)), (Fraction(3, 2), Fraction(2), Fraction(5, 2)),
             (Fraction(5, 2), Fraction(13, 4), Fraction(397, 100)))


FIT_FE = [mv.cheb_fit(lambda v, c=c: erf_q(c + v), lo - c, hi - c, FEDEG) for lo, c, hi in FE_PIECES]
FIT_FT = mv.cheb_fit(t_erf, 0, Fraction(9, 16), 7)


CORE = '''/* erf(a) for a = |x| clamped to [0.5, 5.9375] (NaN lanes 0.5): m = floor(4a) (4a - 0.5 rounded to
 * an integer: exact, a tie only where 4a is an integer, at a piece's end: either piece), the piece
 * j (a < 3: [m/4, (m + 1)/4), j = m - 2; else [3 + n/2, 3.5 + n/2), j = 10 + n, n = (m - 12) >> 1),
 * c its centre (from the table), v = a - c exact; erf(a) = c0 + (v Q(v) + c0l), c0 + c0l the
 * constant term as a pair */
LN_INLINE V ln__ve_erfp_dN(V ax) {
  V a = SEL((I)(ax > SP(5.9375)), SP(5.9375), ax);
  a = SEL((I)(ax < SP(0.5)) | (I)(ax != ax), SP(0.5), a);
  V t = FMA(a, SP(4.0), SP(-0.5)) + SP(0x1.8p52);
  I mi = (I)t - (I)SP(0x1.8p52), d = (mi - 12) & (I)(a >= SP(3.0)), j = mi - 2 - ((d + 1) >> 1);
  V v = a - ln__vm_ltab_dN(ln__ve_erfdt[%(CR)d], j);
  V v2 = v * v, q = %(QE)s;
  return ln__vm_ltab_dN(ln__ve_erfdt[0], j) + FMA(v, q, ln__vm_ltab_dN(ln__ve_erfdt[1], j));
}
/* T(s) = erf(sqrt s) / sqrt s - 1, s = x^2 < 0.5625 (erf: |x| < 0.5) */
LN_INLINE V ln__ve_t_dN(V x) { V s = x * x; return %(T)s; }
/* erfc(a) = e + el for a = |x| clamped to 28 (NaN lanes 28), e rounded to nearest (once
 * more where subnormal), el its error where e is normal: e^-a^2 = 2^k e^(r + t) = 2^k (1 + r + lo)
 * (-a^2 = -(sh + sl) exact, exp's reduction -sh = k ln2 + r + r2, t = r2 - sl, lo = r^2 P(r) +
 * t e^r), times Y R (m = floor(4a) as for erf, the piece j: a < 2.25: [m/4, (m + 1)/4), j = m; a <
 * 5.25: [9/4 + n/2, 11/4 + n/2), j = 9 + n, n = (m - 9) >> 1; v = a - c exact (c the centre from the
 * table, 0 for the first piece), Y = 1; else j = 15, v = 1/a^2 and Y = 1/a = y + yl as a pair), R =
 * c0 + w, w = v Q(v) + c0l; Y R = ph + pl, 2^-k erfc(a) = ph + (ph r + (ph lo + pl (1 + (r + lo)))) */
LN_INLINE V ln__ve_big_dN(V ax, V *el) {
  V a = SEL((I)(ax > SP(28.0)) | (I)(ax != ax), SP(28.0), ax);
  V sh = MUL(a, a), sl = FMA(a, a, -sh), r, r2;
  I ki;
  LN__VH_RED_dN(-sh, ki, r, r2);
  V x2_ = r * r, tt = r2 - sl, p = %(P)s;
  V lo = FMA(x2_, p, FMA(tt, FMA(x2_, p, r), tt));
  V t = FMA(a, SP(4.0), SP(-0.5)) + SP(0x1.8p52);
  I mi = (I)t - (I)SP(0x1.8p52), f = (I)(a >= SP(5.25)), d = (mi - 9) & (I)(a >= SP(2.25));
  I j = (mi - ((d + 1) >> 1)) | (f & 15);
  V y = SP(1.0) / a, yl = FMA(-y, a, SP(1.0)) * y;
  V v = SEL(f, y * y, a - ln__vm_ltab_dN(ln__ve_erfcdt[%(CR)d], j));
  y = SEL(f, y, SP(1.0));
  yl = SEL(f, yl, SP(0.0));
  V v2 = v * v, q = %(QC)s;
  V c0 = ln__vm_ltab_dN(ln__ve_erfcdt[0], j), w = FMA(v, q, ln__vm_ltab_dN(ln__ve_erfcdt[1], j));
  V ph = MUL(y, c0), pl = FMA(y, w, FMA(yl, c0, FMA(y, c0, -ph)));
  V m = FMA(ph, r, FMA(ph, lo, FMA(pl, r + lo, pl)));
  V ch = ph + m, cl = (ph - ch) + m;
  I k1 = ki >> 1;
  V c1 = (V)((k1 + 1023) << 52), c2 = (V)((ki - k1 + 1023) << 52);
  *el = (cl * c1) * c2;
  return (ch * c1) * c2;
}
LN__VM_KERNEL V ln__ve_erf_dNw(V x) {
  V ax = (V)((I)x & 0x7fffffffffffffff);
  V r = SEL((I)(ax < SP(0.5)), FMA(x, ln__ve_t_dN(x), x), ln__vh_sgn_dN(ln__ve_erfp_dN(ax), x));
  return ln__vh_zn_dN(x, r);
}
LN__VM_KERNEL V ln__ve_erfc_dNw(V x) {
  V el, e = ln__ve_big_dN((V)((I)x & 0x7fffffffffffffff), &el);
  V s = SP(2.0) - e, z = ((SP(2.0) - s) - e) - el; /* x < 0: 2 - erfc(a), Fast2Sum */
  return SEL((I)(x != x), x + x, SEL((I)(x < 0), s + z, e));
}
''' % dict(QE=_dq('ln__ve_erfdt'), QC=_dq('ln__ve_erfcdt'), T=mv.horner([mv.hexd(c) for c in FIT_T], 's', 'FMA'),
           P=mv.estrin([mv.hexd(c) for c in FIT_P], 'r'), CR=DDEG + 2)


def _fsel(vals, n_sel):
    """The lane's choice among the float literals vals by its piece: LN__VE_FSEL / LN__VE_GSEL."""
    return '%s(%s)' % (n_sel, ', '.join(vals))


def _f_horner(fits, deg, sel, var):
    e = _fsel([mv.hexf(f[deg]) for f in fits], sel)
    for j in range(deg - 1, 0, -1):
        e = 'FMA(%s, %s, %s)' % (e, var, _fsel([mv.hexf(f[j]) for f in fits], sel))
    return e


def _f_c0(fits, sel):
    hs, ls = zip(*[mv.ddf(f[0]) for f in fits])
    return _fsel(hs, sel), _fsel(ls, sel)


# the lane's coefficient among erfc's six octaves: a mask-select chain on the piece index pix; GCC on
# AVX2 / AVX-512 (8 or 16 lanes): one variable permute of the six values by pix (the same value)
FSEL_CHAIN = ('define LN__VE_FSEL_fN(a, b, c, d, e, f) SEL((I)(pix == 5), SP(f), SEL((I)(pix == 4), SP(e), '
              'SEL((I)(pix == 3), SP(d), SEL((I)(pix == 2), SP(c), SEL((I)(pix == 1), SP(b), SP(a))))))\n')


def _vsel_text(n, chain, head, vals, index):
    """The selecting macro `head` for n lanes: the select chain, or for GCC on AVX2 / AVX-512 one
    variable permute of the values `vals` (the list padded with zeros to n) by `index`."""
    if n == 4:
        return '#' + chain
    z = ', 0.0f' * (n - len(vals.split(',')))
    return ('#if defined(__GNUC__) && !defined(__clang__) && LN_TARGET_AVX2\n'
            '#define %s __builtin_shuffle((V){%s%s}, %s)\n'
            '#else\n#%s#endif\n' % (head, vals, z, index, chain))


def fsel_text(n):
    return _vsel_text(n, FSEL_CHAIN, 'LN__VE_FSEL_fN(a, b, c, d, e, f)', 'a, b, c, d, e, f', 'pix')


# erf's coefficient among its three pieces: mask selects on g1, g2; GCC on AVX2 / AVX-512 (8 or 16
# lanes): one variable permute of the three values by the piece index -(g1 + g2) (the same value;
# the selects took three broadcasts from general registers per coefficient)
GSEL_CHAIN = 'define LN__VE_GSEL_fN(a, b, c) SEL(g2, SP(c), SEL(g1, SP(b), SP(a)))\n'


def gsel_text(n):
    return _vsel_text(n, GSEL_CHAIN, 'LN__VE_GSEL_fN(a, b, c)', 'a, b, c', '-(g1 + g2)')


_FC0H, _FC0L = _f_c0(FIT_FR, 'LN__VE_FSEL_fN')
_FE0H, _FE0L = _f_c0(FIT_FE, 'LN__VE_GSEL_fN')
FCORE = '''/* erf's three pieces [0.75, 1.5), [1.5, 2.5), [2.5, 3.97]: mask selects on g1 (a >= 1.5), g2 (a >= 2.5) */
/* e^(-a^2) = 2^k (eh + el) (a <= 10.0625): -a^2 an exact pair (a*a by FMA) through exp's reduction */
#define LN__VE_EXP_fN(a, ki, eh, el) do { V sh_ = MUL(a, a), sl_ = FMA(a, a, -sh_), r_, r2_, hh_, hl_, s_, qe_, qo_; \\
  LN__VH_RED_fN(-sh_, ki, r_, r2_); \\
  V t2_ = r2_ - sl_, rr_ = r_ + t2_; r2_ = (r_ - rr_) + t2_; r_ = rr_; \\
  LN__VH_TERMS_fN(r_, r2_, hh_, hl_, s_, qe_, qo_); \\
  V lo3_ = FMA(r_ * s_, FMA(r_, qo_, qe_), FMA(r2_, r_, r2_) + hl_); \\
  V h1_ = SP(1.0f) + r_; eh = h1_ + hh_; \\
  el = (((SP(1.0f) - h1_) + r_) + ((h1_ - eh) + hh_)) + lo3_; } while (0)
/* T(s) = erf(sqrt s) / sqrt s - 1, s = x^2 < 0.5625 */
LN_INLINE V ln__ve_t_fN(V x) { V s = x * x; return %(T)s; }
/* erfc(a) for a = |x| clamped to [0.25, 10.0625] (NaN lanes 0.25): e^-a^2 R(v), R the octave's
 * polynomial (pix = the octave, 0 to 5; v = a 2^-e - 1.5, exact) as c0 + v Q(v) summed as a pair,
 * the product rounded once (then scaled by two powers of two: once more where subnormal) */
LN_INLINE V ln__ve_big_fN(V ax) {
  V a = SEL((I)(ax > SP(10.0625f)), SP(10.0625f), ax);
  a = SEL((I)(ax < SP(0.25f)) | (I)(ax != ax), SP(0.25f), a);
  I ki, b = (I)a, pix = (b >> 23) - 125;
  V eh, el;
  LN__VE_EXP_fN(a, ki, eh, el);
  V v = (V)((b & 0x007fffff) | 0x3f800000) - SP(1.5f);
  V q = %(Q)s;
  V c0 = %(C0H)s, c0l = %(C0L)s;
  V tp = MUL(v, q), tl = FMA(v, q, -tp);
  V ph = c0 + tp, pl = ((c0 - ph) + tp) + (tl + c0l); /* R = ph + pl (Fast2Sum: |tp| < c0) */
  V m = FMA(eh, ph, FMA(eh, pl, MUL(el, ph)));
  I k1 = ki >> 1;
  V c1 = (V)((k1 + 127) << 23), c2 = (V)((ki - k1 + 127) << 23);
  return (m * c1) * c2;
}
LN__VM_KERNEL V ln__ve_erf_fNw(V x) {
  V ax = (V)((I)x & 0x7fffffff);
  V a = SEL((I)(ax > SP(3.96875f)), SP(3.96875f), ax);
  I g1 = (I)(a >= SP(1.5f)), g2 = (I)(a >= SP(2.5f));
  V v = a - SEL(g2, SP(3.25f), SEL(g1, SP(2.0f), SP(1.125f))); /* exact */
  V q = %(E)s;
  V c0 = %(E0H)s, c0l = %(E0L)s;
  V tp = MUL(v, q), tl = FMA(v, q, -tp);
  V p = c0 + (tp + (tl + c0l)); /* erf(a) = c0 + v Q(v) */
  V r = SEL((I)(ax < SP(0.75f)), FMA(x, ln__ve_t_fN(x), x), ln__vh_sgn_fN(p, x));
  return SEL((I)(x != x), x + x, r);
}
LN__VM_KERNEL V ln__ve_erfc_fNw(V x) {
  V e = ln__ve_big_fN((V)((I)x & 0x7fffffff));
  V o = SP(1.0f) - x, oe = (SP(1.0f) - o) - x; /* |x| < 0.25: 1 - x - x T, one rounding of o + c */
  V r = SEL((I)(x < SP(0.25f)), o + FMA(-x, ln__ve_t_fN(x), oe), e);
  r = SEL((I)(x <= SP(-0.25f)), SP(2.0f) - e, r);
  r = SEL((I)(x > SP(10.0625f)), SP(0.0f), r);
  return SEL((I)(x != x), x + x, r);
}
''' % dict(T=mv.horner([mv.hexf(c) for c in FIT_FT], 's', 'FMA'), Q=_f_horner(FIT_FR, FDEG, 'LN__VE_FSEL_fN', 'v'),
           C0H=_FC0H, C0L=_FC0L, E=_f_horner(FIT_FE, FEDEG, 'LN__VE_GSEL_fN', 'v'), E0H=_FE0H, E0L=_FE0L)


def kernels_f(n):
    """The float kernels of n lanes (4 8 16) and the top functions."""
    text = mh._subst(fsel_text(n) + gsel_text(n) + FCORE, mh.F, n)
    if n != 4:
        text = '#if %d <= LN__VM_NB\n%s#endif\n' % (n * 4, text)
    return text + ''.join(mh._top(mh.F, n, f, 1).replace('ln__vh_', 'ln__ve_') for f in FUNCS)


def kernels(n):
    """The double kernels of n lanes and the top functions (as math_hyp's)."""
    text = mh._subst(CORE, mh.D, n)
    if n != 2:
        text = '#if %d <= LN__VM_NB\n%s#endif\n' % (n * 8, text)
    return text + ''.join(mh._top(mh.D, n, f, 1).replace('ln__vh_', 'ln__ve_') for f in FUNCS)


def public(fn, e, n):
    """ln_<fn>_<type><n>: math_vec's wrappers on these kernels (double scalars through the 2-lane
    kernel, float through the 4-lane one; half through float)."""
    return mv.public(fn, e, n).replace('ln__vm_%s_' % fn, 'ln__ve_%s_' % fn)


def c_text(ops):
    """The kernels and per-type functions of the registry rows ops (erf, erfc)."""
    if not ops:
        return ''
    o = ['\n/* ---- erf erfc (tools/math_erf.py) ---- */\n', tables_d()]
    for n in (2, 4, 8, 16):
        o.append(kernels(n))
    for n in (4, 8, 16):
        o.append(kernels_f(n))
    for op in ops:
        o.append('\n/* ---- ln_%s ---- */\n' % op.name)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(public(op.name, e, n))
        o.append('#if LN_HAS_HALF\n' + ''.join(public(op.name, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3)) + '#endif\n')
    return ''.join(o)
