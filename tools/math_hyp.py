#!/usr/bin/env python3
"""The vectorized expm1 log1p cbrt rsqrt hypot sinh cosh tanh asinh acosh atanh of lanes/math.h, as
C text for tools/gen_math.py (written after tools/math_vec.py's kernels, whose helpers, exp
reduction and log reduction constants they reuse).

Design (docs/semantics.md, "Exponentials and logarithms": the same rules):
  - whole-vector kernels per width (double 2 4 8 16, float 4 8 16; wider than the target's
    registers: two halves), scalars and 2/3 lanes through the 2-lane (double) or 4-lane (float)
    kernel, half the float result rounded; float computed in float; every multiply-add an explicit
    FMA, every other inexact product that reaches an addition a MUL (opaque to contraction); the
    special cases lane-wise selects.  One text serves both types: the differences are the named
    constants of D and F below and two small type-specific parts (exp's reduction and polynomial,
    log(1 + x)'s kernel).
  - expm1: exp's reduction x = k ln2 + r (+ r2), e^r - 1 = r + r^2/2 + r^3 Q3(r) + r2 (1 + r)
    with r^2/2 an exact pair; for k = 0 that sum (no cancellation), else 2^k (1 + r + r^2/2) - 1
    by Fast2Sums and a TwoSum plus 2^k times the low parts.
    expm1 as a double-double pair also gives double tanh = E / (E + 2), E = expm1(2|x|), a
    double-double division.  float expm1 and tanh are computed in double (FH_*: a 2^(j/16)
    table, e^r - 1 = r + r^2 P(r), one FMA s (e^r - 1) + (s - 1), tanh by one double division),
    one rounding back to float.
  - log1p(x + xl): u + c = 1 + x + xl (TwoSum), u = 2^e m; e = 0: log(1 + x) on x itself, else
    on m - 1 (exact), plus c / u; log's polynomial and final sums (math_vec).  asinh, acosh, atanh
    pass it an exact float-float argument: |x| + (sqrt(x^2 + 1) - 1), (x - 1) + sqrt(x^2 - 1), and
    2|x| / (1 - |x|); for huge arguments log1p(|x| - 1) with ln2 added (log(2|x|)).  double
    log1p(x) is that kernel on (x, 0); float log1p(x) has its own: u + c = 1 + x (c = (1 - u) + x,
    no TwoSum), float log's table kernel (math_vec) on u = 2^e c_j (1 + r) with rl = c (1/c_j) 2^-e,
    rl (1 - r) added to the low part (no division), one mask test sending any lane outside
    (-1, 2^126) to the special cases.
  - sinh, cosh: e^|x| and e^-|x| from one reduction (Q's even and odd parts shared), scaled by
    2^(k-1) and 2^(-k-1) (so that sinh, cosh up to their overflow thresholds near 89.4 / 710.5 are
    computed without an infinite intermediate), summed by TwoSum; sinh(|x| < 0.5) its Taylor
    series.
  - cbrt: |x| = 2^(3q + i) m, a polynomial for cbrt(m) times 2^(i/3), Newton steps (the last one
    with y^2 as an exact pair); rsqrt: 1 / sqrt(x) corrected by one step on 1 - x y^2 (exact pair);
    hypot: both scaled by a power of two from the larger's exponent, a^2 + b^2 as a float-float,
    its square root corrected once.
The coefficients: the Taylor coefficients of sinh (1/(2i+1)!) and of Q3 for double (1/(i+3)!)
rounded; Chebyshev fits (math_vec.cheb_fit, exact rationals) of Q3 for float and of cbrt on
[1, 2]; the constants 2^(1/3), 2^(2/3) to 70 digits (decimal)."""
from decimal import Decimal
from fractions import Fraction
import math

import math_vec as mv

FUNCS1 = ('expm1', 'log1p', 'cbrt', 'rsqrt', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh')
FUNCS = FUNCS1 + ('hypot',)


def _dec(x):
    return Decimal(x.numerator) / Decimal(x.denominator)


CBRT_FIT = mv.cheb_fit(lambda m: Fraction((_dec(m).ln() / 3).exp()), 1, 2, 5)
C13 = Fraction((Decimal(2).ln() / 3).exp())
C23 = Fraction((Decimal(2).ln() * 2 / 3).exp())
# sinh(x) = x + x^3 P(x^2), |x| < 0.5: P's Taylor coefficients 1/(2i+1)!, i = 1 .. (truncation:
# double 7 terms, < 0.5^16 / 17! < 2^-64 relative; float 4 terms, < 0.5^10 / 11! < 2^-35)
SINH = [Fraction(1, math.factorial(2 * i + 1)) for i in range(1, 8)]


def _evenodd(c):
    return c[0::2], c[1::2]


def q3_exp(r):
    """(e^r - 1 - r - r^2/2) / r^3 = sum r^i / (i + 3)!, exactly, to 40 terms."""
    s, t = Fraction(0), Fraction(1, 6)
    for i in range(4, 44):
        s += t
        t = t * r / i
    return s


# Q3(r) = E(r^2) + r O(r^2): double the Taylor coefficients 1/3! .. 1/14! (truncation, relative to
# e^r - 1 >= 0.84 |r|: < 0.35^14 / (0.84 15!) < 2^-61); float a fit of degree 4 on [-0.35, 0.35]
# (with its coefficients rounded to float: error < 2^-23 of r^3 Q3, itself < 0.021 |r|)
_ED, _OD = _evenodd(mv.EXP_D[1:] + [mv.hexd(Fraction(1, math.factorial(14)))])
_EF, _OF = _evenodd([mv.hexf(c) for c in mv.cheb_fit(q3_exp, -0.35, 0.35, 4)])

D = dict(T='d', E='double', I='long', ABS='0x7fffffffffffffff', SGN='~0x7fffffffffffffff', EB='52', BIAS='1023',
         MM='0x000fffffffffffff', ONEB='0x3ff0000000000000', MINN='0x1p-1022', SUBS='0x1p54', SUBE='54', TOFF='400',
         CM='200', RBIG='0x1p500', RSML='0x1p-500', RSD='0x1p-600', RSU='0x1p600', RRD='0x1p-300', RRU='0x1p300',
         EXLO='-45.0', EXHI='710.0', SHHI='712.0', THHI='40.0', ASBIG='0x1p28', INF='__builtin_inf()',
         NAN='__builtin_nan("")',
         QE=mv.horner(_ED, 's_', 'FMA'), QO=mv.horner(_OD, 's_', 'FMA'),
         PS=mv.horner([mv.hexd(c) for c in SINH], 's', 'FMA'),
         PC=mv.horner([mv.hexd(c) for c in CBRT_FIT], 'm', 'FMA'), C13=mv.hexd(C13), C23=mv.hexd(C23),
         NEWTON='  y = y - FMA(y * y, y, -m3) / (SP(3.0) * y * y); /* error eps^2 + 2^-52 */\n')
F = dict(T='f', E='float', I='int', ABS='0x7fffffff', SGN='~0x7fffffff', EB='23', BIAS='127',
         MM='0x007fffff', ONEB='0x3f800000', MINN='0x1p-126f', SUBS='0x1p24f', SUBE='24', TOFF='50',
         CM='40', RBIG='0x1p100f', RSML='0x1p-100f', RSD='0x1p-100f', RSU='0x1p100f', RRD='0x1p-50f', RRU='0x1p50f',
         EXLO='-30.0f', EXHI='89.0f', SHHI='90.0f', THHI='20.0f', ASBIG='0x1p20f', INF='__builtin_inff()',
         NAN='__builtin_nanf("")',
         QE=mv.horner(_EF, 's_', 'FMA'), QO=mv.horner(_OF, 's_', 'FMA'),
         PS=mv.horner([mv.hexf(c) for c in SINH[:4]], 's', 'FMA'),
         PC=mv.horner([mv.hexf(c) for c in CBRT_FIT], 'm', 'FMA'), C13=mv.hexf(C13), C23=mv.hexf(C23),
         NEWTON='')

# ---- the type-specific parts ----
RED_D = '''/* x = k ln2 + r + r2 (exp's reduction, |r| <= 0.35, r + r2 exact), k as int64 lanes ki */
#define LN__VH_RED_dN(x, ki, r, r2) do { V kd_; LN__VM_RINT_dN(x, %(LOG2E)s, kd_, ki); \\
  V rh_ = FMA(kd_, SP(-%(L2H)s), x), rl_ = MUL(kd_, SP(-%(L2L)s)); \\
  r = rh_ + rl_; r2 = (rh_ - r) + rl_; } while (0)
''' % dict(LOG2E=mv.LOG2E, L2H=mv.L2H, L2L=mv.L2L)
RED_F = '''/* x = k ln2 + r + r2 (exp's reduction), k as int lanes ki */
#define LN__VH_RED_fN(x, ki, r, r2) do { V t_; LN__VM_EXPRED_fN(x, t_, r, r2); \\
  ki = (I)t_ - (I)SP(0x1.8p23f); } while (0)
'''

LOG_D = '''/* log(1 + x + xl) + da ln2 (|xl| small against 1 + x; x >= -1): 1 + x + xl = u + c (TwoSum),
 * u = 2^e m; e = 0: f = x (exact) and c = xl; else f = m - 1 (exact); log(1 + f) in ln_log's
 * arrangement (with the atanh series' Taylor coefficients), c / u added to its low part */
LN__VM_KERNEL V ln__vh_log1p2_dN(V x, V xl, V da) {
  V u = SP(1.0) + x, bp = u - SP(1.0), c = ((SP(1.0) - (u - bp)) + (x - bp)) + xl;
  I ix = (I)((U)u - 0x3fe6a09e667f3bcdu), e = ix >> 52, z = (I)(e == 0);
  V f_ = SEL(z, x, (V)((ix & 0x000fffffffffffff) + 0x3fe6a09e667f3bcd) - SP(1.0));
  c = SEL(z, xl, c) / u;
  V dk = ln__vm_i2d_dN(e) + da;
  V s_ = f_ / (f_ + SP(2.0)), z_ = s_ * s_;
  V hfsq_ = MUL(f_ * SP(0.5), f_), u_ = FMA(z_, %(HL)s, hfsq_), hi = f_ - hfsq_;
  V lo = FMA(s_, u_, (f_ - hi) - hfsq_) + c;
  V a = dk * SP(%(L2H)s), w = a + hi, bb = w - a, err = (a - (w - bb)) + (hi - bb);
  return w + (err + FMA(dk, SP(%(L2L)s), lo));
}
/* log1p: the float-float kernel, then the special cases (+-0 and NaN: x + x) */
LN__VM_KERNEL V ln__vh_log1p_dNw(V x) {
  V r = ln__vh_log1p2_dN(x, SP(0.0), SP(0.0));
  r = SEL((I)(x == SP(__builtin_inf())), x, r);
  r = SEL((I)(x == SP(-1.0)), SP(-__builtin_inf()), r);
  r = SEL((I)(x < SP(-1.0)), SP(__builtin_nan("")), r);
  return SEL((I)((x != x) | (x == 0)), x + x, r);
}
''' % dict(HL=mv.horner(mv.LOG_D, 'z_', 'FMA'), L2H=mv.L2H, L2L=mv.L2L)
LOG_F = '''/* log(1 + x + xl) + da ln2 (|xl| small against 1 + x; x >= -1): 1 + x + xl = u + c (TwoSum),
 * u = 2^e m; e = 0: f = x (exact) and c = xl; else f = m - 1 (exact); log(1 + f) as ln_log's
 * kernel does it, c / u added to its low part */
LN_INLINE V ln__vh_i2f_fN(I e) { return __builtin_convertvector(e, V); }
LN__VM_KERNEL V ln__vh_log1p2_fN(V x, V xl, V da) {
  V u = SP(1.0f) + x, bp = u - SP(1.0f), c = ((SP(1.0f) - (u - bp)) + (x - bp)) + xl;
  I ix = (I)((U)u - 0x3f3504f3u), e = ix >> 23, z = (I)(e == 0);
  V f_ = SEL(z, x, (V)((ix & 0x007fffff) + 0x3f3504f3) - SP(1.0f));
  c = SEL(z, xl, c) / u;
  V hf_ = f_ * SP(0.5f), h_ = MUL(hf_, f_), hl_ = FMA(hf_, f_, -h_);
  V x2_ = f_ * f_, v = f_ - h_;
  V t = FMA(x2_ * f_, %(QL)s, ((f_ - v) - h_) - hl_) + c;
  return ln__vm_logfin_fN(ln__vh_i2f_fN(e) + da, v, t);
}
/* log1p(x) for x in (-1, +inf) (garbage elsewhere): u + c = 1 + x (u = 1 + x rounded, c = (1 - u) + x:
 * exact for x <= 2^24 (Fast2Sum where |x| <= 1, else 1 - u exact and c representable); above, c
 * misses the 1, below 2^-24 of the result); log(u + c) as ln_log's table kernel does log(u)
 * (u = 2^e z, z = c_j (1 + r), r exact, |r| <= 0.041) with rl = c (1/c_j) 2^-e (0 in the lanes nb
 * leaves out, u >= 2^126): log(1 + r + rl) = log(1 + r) + rl (1 - r) (error below |rl r^2|,
 * |rl| <= 2^-23 |1 + r|), rl (1 - r) added to the low part; the result with the sign of x
 * (log1p(-0) = -0; log1p(x) has the sign of x) */
LN_INLINE V ln__vh_log1pk_fN(V x, I nb) {
  V u = x + SP(1.0f), c = (SP(1.0f) - u) + x;
  I ix = (I)((U)u - %(LOFF)su), e = ix >> 23, j = ix >> 19; /* unsigned: no overflow */
  V dk = ln__vh_i2f_fN(e), ic = ln__vm_ftab_fN(ln__vm_logt_invc, j);
  V r = FMA((V)((U)u - (U)(ix & -0x00800000)), ic, SP(-1.0f)); /* exact */
  V rl = SEL(nb, (c * ic) * (V)((I)((U)(127 - e) << 23)), SP(0.0f));
  V a = FMA(dk, SP(%(KH)s), ln__vm_ftab_fN(ln__vm_logt_logh, j));
  V b = FMA(dk, SP(%(KL)s), ln__vm_ftab_fN(ln__vm_logt_logl, j));
  V x2_ = r * r;
  V q = %(QT)s;
  V w = a + r, err = (a - w) + r; /* Fast2Sum: |a| > |r| or a = 0 */
  V y = w + FMA(x2_, q, (err + b) + FMA(rl, -r, rl));
  return (V)((I)y | ((I)x & ~0x7fffffff));
}
/* any lane outside (-1, 2^126): the same kernel (c dropped from 2^126 on), then the special cases */
LN__VM_KERNEL V ln__vh_log1p_slow_fN(V x) {
  V r = ln__vh_log1pk_fN(x, (I)(x < SP(0x1p126f)));
  r = SEL((I)(x == SP(__builtin_inff())), x, r);
  r = SEL((I)(x == SP(-1.0f)), SP(-__builtin_inff()), r);
  r = SEL((I)(x < SP(-1.0f)), SP(__builtin_nanf("")), r);
  return SEL((I)(x != x), x + x, r);
}
/* every lane in (-1, 2^126) (NaN fails): no special cases (the same bits) */
LN__VM_KERNEL V ln__vh_log1p_fNw(V x) {
  if (!ln__vm_all_fN((I)(x > SP(-1.0f)) & (I)(x < SP(0x1p126f)))) return ln__vh_log1p_slow_fN(x);
  return ln__vh_log1pk_fN(x, (I)(x == x));
}
''' % dict(QL=mv.estrin(mv.LOG_FR, 'f_'), LOFF=hex(mv.LOGT_OFF), KH=mv.LOGT['log']['KH'], KL=mv.LOGT['log']['KL'],
         QT=mv.estrin(mv.LOGT['log']['Q'], 'r'))

# ---- the kernels, one text for both types ----
CORE = '''/* Q3(r) = (e^r - 1 - r - r^2/2) / r^3 at r and -r from its even and odd parts in s_ = r^2 */
#define LN__VH_Q_xN(s_, qe, qo) do { qe = %(QE)s; qo = %(QO)s; } while (0)
/* the pieces of e^(r + r2) (exp's reduction): r^2/2 = hh + hl (exact), and lo3 = hl + r^3 Q3(+-r)
 * + r2 (1 +- r) (sg = +-1): e^(+-(r + r2)) = 1 +- r + hh +- lo3 */
#define LN__VH_TERMS_xN(r, r2, hh, hl, s_, qe, qo) do { V hr_ = r * SP(0.5); s_ = r * r; \\
  hh = MUL(hr_, r); hl = FMA(hr_, r, -hh); LN__VH_Q_xN(s_, qe, qo); } while (0)
/* +-0 and NaN lanes x + x (the zero itself, the quiet NaN), others r */
LN_INLINE V ln__vh_zn_xN(V x, V r) { return SEL((I)((x != x) | (x == 0)), x + x, r); }
/* r with the sign of x (r >= 0 or NaN) */
LN_INLINE V ln__vh_sgn_xN(V r, V x) { return (V)((I)r | ((I)x & %(SGN)s)); }
/* cbrt: |x| = 2^(3q + i) m (subnormals scaled by 2^%(SUBE)s first), m in [1, 2), i in {0, 1, 2};
 * y = P(m) 2^(i/3) (relative error < 2^-18), Newton steps on y^3 = m 2^i, the last with y^2 as an
 * exact pair and its residual by two FMAs; the result y 2^q (exact), with x's sign */
LN__VM_KERNEL V ln__vh_cbrt_xNw(V x) {
  V ax = (V)((I)x & %(ABS)s);
  I sub = (I)(ax < SP(%(MINN)s)), b = (I)SEL(sub, ax * SP(%(SUBS)s), ax);
  I t = (b >> %(EB)s) + (3 * %(TOFF)s - %(BIAS)s) - (sub & %(SUBE)s); /* exponent + 3 %(TOFF)s, >= 0 */
  I q = (t * 43691) >> 17, i = t - 3 * q; /* q = t / 3 for t < 2^15 */
  V m = (V)((b & %(MM)s) | %(ONEB)s), m3 = (V)((I)m + (i << %(EB)s));
  V y = %(PC)s;
  y = y * SEL((I)(i == 1), SP(%(C13)s), SEL((I)(i == 2), SP(%(C23)s), SP(1.0)));
%(NEWTON)s  V yh = MUL(y, y), yl = FMA(y, y, -yh);
  V d = FMA(yl, y, FMA(yh, y, -m3)); /* y^3 - m 2^i */
  y = y - d / (SP(3.0) * yh);
  V r = ln__vh_sgn_xN(y * (V)((q - %(TOFF)s + %(BIAS)s) << %(EB)s), x);
  return SEL((I)(ax == 0) | ~(I)(ax < SP(%(INF)s)), x + x, r);
}
/* rsqrt: x scaled by 2^-+k into the range where y^2 and x y^2 are normal, y = 1 / sqrt(x), then
 * y + y (1 - x y^2) / 2 with y^2 as an exact pair (error < 2^-45 before the last rounding) */
LN__VM_KERNEL V ln__vh_rsqrt_xNw(V x) {
  I big = (I)(x > SP(%(RBIG)s)), sml = (I)(x < SP(%(RSML)s));
  V xs = x * SEL(big, SP(%(RSD)s), SEL(sml, SP(%(RSU)s), SP(1.0)));
  V y = SP(1.0) / SQRT(xs);
  V yh = MUL(y, y), yl = FMA(y, y, -yh);
  V e = FMA(-xs, yl, FMA(-xs, yh, SP(1.0)));
  V r = FMA(y * SP(0.5), e, y) * SEL(big, SP(%(RRD)s), SEL(sml, SP(%(RRU)s), SP(1.0)));
  r = SEL((I)(x == SP(%(INF)s)), SP(0.0), r);
  r = SEL((I)(x == 0), ln__vh_sgn_xN(SP(%(INF)s), x), r);
  r = SEL((I)(x < 0), SP(%(NAN)s), r);
  return SEL((I)(x != x), x + x, r);
}
/* hypot: a = max(|x|, |y|), b = min; both times 2^s (s from a's exponent: a 2^s in [2, 4), exact),
 * a^2 + b^2 as a float-float, its square root h corrected by (a^2 + b^2 - h^2) / 2h, scaled back;
 * +inf if either is infinite, else NaN if either is NaN */
LN__VM_KERNEL V ln__vh_hypot_xNw(V x, V y) {
  V ax = (V)((I)x & %(ABS)s), ay = (V)((I)y & %(ABS)s);
  I sw = (I)(ay > ax);
  V a = SEL(sw, ay, ax), b = SEL(sw, ax, ay);
  I ea = (I)a >> %(EB)s;
  ea = ea - (I)(ea == 0); /* subnormal a: as the smallest normal */
  V si = (V)((2 * %(BIAS)s + 1 - ea) << %(EB)s), so = (V)(ea << %(EB)s);
  V as = a * si, bs = b * si;
  V ah = MUL(as, as), al = FMA(as, as, -ah), bh = MUL(bs, bs), bl = FMA(bs, bs, -bh);
  V sh = ah + bh, sl = (((ah - sh) + bh) + al) + bl; /* Fast2Sum: ah >= bh */
  V h = SQRT(sh);
  h = h + (FMA(-h, h, sh) + sl) / (h + h);
  V r = SEL((I)(a == 0), SP(0.0), (h * SP(0.5)) * so);
  r = SEL((I)(y != y), y + y, r);
  r = SEL((I)(x != x), x + x, r); /* the quiet NaN of x, else of y */
  return SEL((I)((ax == SP(%(INF)s)) | (ay == SP(%(INF)s))), SP(%(INF)s), r);
}
/* e^a = 2^k (hp + lp), e^-a = 2^-k (hm + lm), one reduction: 1 +- r + hh by Fast2Sums */
#define LN__VH_PAIR_xN(a, ki, hp, lp, hm, lm) do { V r_, r2_, hh_, hl_, s_, qe_, qo_; \\
  LN__VH_RED_xN(a, ki, r_, r2_); \\
  LN__VH_TERMS_xN(r_, r2_, hh_, hl_, s_, qe_, qo_); \\
  V t_ = r_ * s_, p1_ = SP(1.0) + r_, m1_ = SP(1.0) - r_; \\
  hp = p1_ + hh_; hm = m1_ + hh_; \\
  lp = (((SP(1.0) - p1_) + r_) + ((p1_ - hp) + hh_)) + FMA(t_, FMA(r_, qo_, qe_), FMA(r2_, r_, r2_) + hl_); \\
  lm = (((SP(1.0) - m1_) - r_) + ((m1_ - hm) + hh_)) + FMA(-t_, FMA(-r_, qo_, qe_), FMA(r2_, r_, -r2_) + hl_); \\
} while (0)
/* 2^(k-1) (hp + lp) + sg 2^(-k-1) (hm + lm), sg = +-1, by exact scalings (the second term's
 * exponent capped: it is then far below the first's last bit) and a TwoSum */
LN_INLINE V ln__vh_hyp_xN(I ki, V hp, V lp, V hm, V lm, V sg) {
  I k1 = (ki - 1) >> 1, kc = ki - ((ki - %(CM)s) & (I)(ki > %(CM)s));
  V c1 = (V)((k1 + %(BIAS)s) << %(EB)s), c2 = (V)((ki - 1 - k1 + %(BIAS)s) << %(EB)s);
  V cm = (V)((%(BIAS)s - 1 - kc) << %(EB)s);
  V a = (hp * c1) * c2, al = (lp * c1) * c2, c = sg * (hm * cm), cl = sg * (lm * cm);
  V s = a + c, bp = s - a, er = (a - (s - bp)) + (c - bp);
  return SEL((I)(a == SP(%(INF)s)), a, s + (er + (al + cl)));
}
LN__VM_KERNEL V ln__vh_sinh_xNw(V x) {
  V a = (V)((I)x & %(ABS)s), s = x * x, hp, lp, hm, lm;
  V p = FMA(x * s, %(PS)s, x); /* |x| < 0.5 */
  I ki;
  LN__VH_PAIR_xN(ln__vm_clamp_xN(a, 0.0, %(SHHI)s), ki, hp, lp, hm, lm);
  V r = ln__vh_sgn_xN(ln__vh_hyp_xN(ki, hp, lp, hm, lm, SP(-1.0)), x);
  return SEL((I)(a < SP(0.5)), p, SEL((I)(x != x), x + x, r));
}
LN__VM_KERNEL V ln__vh_cosh_xNw(V x) {
  V a = (V)((I)x & %(ABS)s), hp, lp, hm, lm;
  I ki;
  LN__VH_PAIR_xN(ln__vm_clamp_xN(a, 0.0, %(SHHI)s), ki, hp, lp, hm, lm);
  return SEL((I)(x != x), x + x, ln__vh_hyp_xN(ki, hp, lp, hm, lm, SP(1.0)));
}
/* asinh(|x|) = log1p(|x| + (sqrt(x^2 + 1) - 1)), the argument as an exact float-float; |x| >
 * %(ASBIG)s: log(2|x|) = log1p(|x| - 1) + ln2 */
LN__VM_KERNEL V ln__vh_asinh_xNw(V x) {
  V a = (V)((I)x & %(ABS)s);
  V x2 = MUL(a, a), x2l = FMA(a, a, -x2);
  V sh = SP(1.0) + x2, bp = sh - SP(1.0), sl = ((SP(1.0) - (sh - bp)) + (x2 - bp)) + x2l;
  V h = SQRT(sh), hl = (FMA(-h, h, sh) + sl) / (h + h);
  V g = h - SP(1.0), gb = g - h, gl = ((h - (g - gb)) + (SP(-1.0) - gb)) + hl; /* h + hl - 1 */
  V w = a + g, wl = ((a - w) + g) + gl; /* Fast2Sum: g <= a */
  I big = (I)(a > SP(%(ASBIG)s));
  V r = ln__vh_log1p2_xN(SEL(big, a, w), SEL(big, SP(-1.0), wl), SEL(big, SP(1.0), SP(0.0)));
  r = SEL((I)(a == SP(%(INF)s)), a, r);
  return ln__vh_zn_xN(x, ln__vh_sgn_xN(r, x));
}
/* acosh(x) = log1p((x - 1) + sqrt(x^2 - 1)) (x - 1 exact), the argument as an exact float-float;
 * x > %(ASBIG)s: log(2x) */
LN__VM_KERNEL V ln__vh_acosh_xNw(V x) {
  V x2 = MUL(x, x), x2l = FMA(x, x, -x2);
  V sh = x2 - SP(1.0), bp = sh - x2, sl = ((x2 - (sh - bp)) + (SP(-1.0) - bp)) + x2l;
  V h = SQRT(sh), hl = (FMA(-h, h, sh) + sl) / (h + h);
  V d = x - SP(1.0), w = h + d, wl = ((h - w) + d) + hl; /* Fast2Sum: h > x - 1 */
  I big = (I)(x > SP(%(ASBIG)s));
  V r = ln__vh_log1p2_xN(SEL(big, x, w), SEL(big, SP(-1.0), wl), SEL(big, SP(1.0), SP(0.0)));
  r = SEL((I)(x == SP(1.0)), SP(0.0), r);
  r = SEL((I)(x == SP(%(INF)s)), x, r);
  r = SEL((I)(x < SP(1.0)), SP(%(NAN)s), r);
  return SEL((I)(x != x), x + x, r);
}
/* atanh(|x|) = log1p(2|x| / (1 - |x|)) / 2, the quotient as a float-float */
LN__VM_KERNEL V ln__vh_atanh_xNw(V x) {
  V a = (V)((I)x & %(ABS)s), a2 = a + a;
  V dh = SP(1.0) - a, bp = dh - SP(1.0), dl = (SP(1.0) - (dh - bp)) + (-a - bp);
  V q = a2 / dh, ql = FMA(-q, dl, FMA(-q, dh, a2)) / dh;
  V r = ln__vh_sgn_xN(ln__vh_log1p2_xN(q, ql, SP(0.0)) * SP(0.5), x);
  r = SEL((I)(a == SP(1.0)), ln__vh_sgn_xN(SP(%(INF)s), x), r);
  r = SEL((I)(a > SP(1.0)), SP(%(NAN)s), r);
  return ln__vh_zn_xN(x, r);
}
'''
# the double kernels of expm1 and tanh (float: FH_FLOAT, computed in double)
CORE_D = '''/* e^x - 1 = hi + lo, hi rounded to nearest (x clamped to [%(EXLO)s, %(EXHI)s]; hi = +inf where it
 * overflows): k = 0: r + hh by Fast2Sum, the rest low; else 2^k (1 + r + hh) - 1 (two Fast2Sums
 * and a TwoSum, the scaling exact) plus 2^k times the low parts */
LN_INLINE void ln__vh_expm1p_xN(V x, V *hi, V *lo) {
  I ki;
  V r, r2, hh, hl, s_, qe, qo;
  LN__VH_RED_xN(x, ki, r, r2);
  LN__VH_TERMS_xN(r, r2, hh, hl, s_, qe, qo);
  V lo3 = FMA(r * s_, FMA(r, qo, qe), FMA(r2, r, r2) + hl);
  V v = r + hh, ve = ((r - v) + hh) + lo3; /* k = 0: e^(r + r2) - 1 = v + ve */
  V h1 = SP(1.0) + r, h2 = h1 + hh;
  V l1 = (((SP(1.0) - h1) + r) + ((h1 - h2) + hh)) + lo3; /* e^(r + r2) = h2 + l1 */
  I k1 = ki >> 1;
  V c1 = (V)((k1 + %(BIAS)s) << %(EB)s), c2 = (V)((ki - k1 + %(BIAS)s) << %(EB)s);
  V a = (h2 * c1) * c2, al = (l1 * c1) * c2; /* exact */
  V sm = a - SP(1.0), bp = sm - a, er = (a - (sm - bp)) + (SP(-1.0) - bp); /* TwoSum */
  I z = (I)(ki == 0);
  V h = SEL(z, v, sm), l = SEL(z, ve, SEL((I)(a == SP(%(INF)s)), SP(0.0), er + al));
  *hi = h + l; /* Fast2Sum (|l| < |h|): hi the rounded result, lo its error */
  *lo = (h - *hi) + l;
}
LN__VM_KERNEL V ln__vh_expm1_xNw(V x) {
  V hi, lo;
  ln__vh_expm1p_xN(ln__vm_clamp_xN(x, %(EXLO)s, %(EXHI)s), &hi, &lo);
  return ln__vh_zn_xN(x, hi);
}
/* tanh(|x|) = E / (E + 2), E = expm1(2|x|) = eh + el: the division as a float-float */
LN__VM_KERNEL V ln__vh_tanh_xNw(V x) {
  V a = ln__vm_clamp_xN((V)((I)x & %(ABS)s), 0.0, %(THHI)s), eh, el;
  ln__vh_expm1p_xN(a + a, &eh, &el);
  V dh = SP(2.0) + eh, bp = dh - SP(2.0), dl = ((SP(2.0) - (dh - bp)) + (eh - bp)) + el;
  V q = eh / dh;
  q = q + FMA(-q, dl, FMA(-q, dh, eh) + el) / dh;
  return SEL((I)(x != x), x + x, ln__vh_sgn_xN(q, x));
}
'''


# ---- float expm1 and tanh computed in double (one rounding to float at the end) ----
# e^r - 1 = r + r^2 P(r) on |r| <= ln2/32, P of degree 2 fitted to (e^r - 1 - r) / r^2: relative
# error below 2^-31 (measured on the fit, coefficients rounded to double); 2^(j/16) from a table.
FH_LN2_32 = mv.LN2 / 32
FH_EP = [mv.hexd(c) for c in mv.cheb_fit(lambda r: q3_exp(r) * r + Fraction(1, 2), -FH_LN2_32, FH_LN2_32, 2)]
FH_EXP2T = [mv.hexd(Fraction((Decimal(j) / 16 * Decimal(2).ln()).exp())) for j in range(16)]
FH_TABLE = ('static const double ln__vh_fh_exp2t[16] __attribute__((unused)) = {%s};\n'
            % ', '.join(FH_EXP2T)) + '''/* float8 widened to double8 (exact): the ISA's one instruction where impl/<isa>/math.h has it
 * (LN__ISA__vh_fhwide_float8: GCC lowers the generic conversion as two 4-lane ones) */
LN_INLINE ln_double8 ln__vh_fhwide_f8(ln_float8 x) {
#ifdef LN__ISA__vh_fhwide_float8
  return LN__ISA__vh_fhwide_float8(x);
#else
  return __builtin_convertvector(x, ln_double8);
#endif
}
'''
# the double cores (double lanes, 2 4 8)
FH_DCORE = '''/* 2^((j mod 16) / 16) lane by lane; AVX-512 with 8 lanes: one two-table permute (which reads its
 * indexes modulo 16: no mask) */
LN_INLINE V ln__vh_fhtab_dN(I j) {
%(TAB)s}
/* e^x - 1 for x a float widened to double, |x| <= 100 (float expm1 and tanh): 16 x / ln2 = 16 k + j
 * rounded (kd), r = x - kd ln2/16 by one FMA (error below 2^-53 |r| + 2^-47), e^r - 1 = r + r^2 P(r)
 * (|r| <= ln2/32, relative error below 2^-31), s = 2^k 2^(j/16) (table, k added to the exponent),
 * e^x - 1 = s (e^r - 1) + (s - 1) by one FMA (s - 1 exact where s is in [1/2, 2]; j = k = 0: the
 * polynomial itself, so small x keeps its relative precision) */
LN_INLINE V ln__vh_fhexpm1_dN(V x) {
  V t = FMA(x, SP(%(L16)s), SP(0x1.8p52)), kd = t - SP(0x1.8p52);
  V r = FMA(kd, SP(%(ML16)s), x), x2_ = r * r;
  V s = (V)((I)ln__vh_fhtab_dN((I)t) + (I)(((U)t << 48) & 0xfff0000000000000u));
  return FMA(s, FMA(x2_, %(EP)s, r), s - SP(1.0));
}
/* tanh(a) = E / (E + 2), E = e^(2a) - 1, for a = |x| <= 100 (x a float widened; 2a exact) */
LN_INLINE V ln__vh_fhtanh_dN(V a) {
  V e = ln__vh_fhexpm1_dN(a + a);
  return e / (e + SP(2.0));
}
'''
FH_TAB8 = ('#ifdef LN__ISA__vm_ltab_double8\n  V a, b;\n  __builtin_memcpy(&a, ln__vh_fh_exp2t, sizeof a);\n'
           '  __builtin_memcpy(&b, ln__vh_fh_exp2t + 8, sizeof b);\n  return LN__ISA__vm_ltab_double8(a, b, j);\n#else\n')
FH_TABN = '  V r = SP(0.0);\n  for (int i = 0; i < NL; i++) r[i] = ln__vh_fh_exp2t[j[i] & 15];\n  return r;\n'


def fh_dcore(n):
    tab = (FH_TAB8 + FH_TABN + '#endif\n') if n == 8 else FH_TABN
    return FH_DCORE % dict(L16=mv.hexd(16 / mv.LN2), ML16=mv.hexd(-mv.LN2 / 16), EP=mv.horner(FH_EP, 'r', 'FMA'),
                           TAB=tab.replace('NL', str(n)))


def fh_wide(fn, n):
    """ln__vh_fh<fn>d_f<n>: the double core ln__vh_fh<fn>_d.. on float lanes: widened whole where n
    doubles fit the target's registers, else as two halves; the result rounded to float."""
    h = n // 2
    lo = ', '.join(str(i) for i in range(h))
    hi = ', '.join(str(i) for i in range(h, n))
    al = ', '.join(str(i) for i in range(n))

    def wide(v, m):
        return 'ln__vh_fhwide_f8(%s)' % v if m == 8 else '__builtin_convertvector(%s, ln_double%d)' % (v, m)
    return ('LN_INLINE ln_float%(n)d ln__vh_fh%(f)sd_f%(n)d(ln_float%(n)d x) {\n#if %(b)d <= LN__VM_NB\n'
            '  return __builtin_convertvector(ln__vh_fh%(f)s_d%(n)d(%(wx)s), ln_float%(n)d);\n'
            '#else\n'
            '  ln_float%(h)d a = __builtin_shufflevector(x, x, %(lo)s), b = __builtin_shufflevector(x, x, %(hi)s);\n'
            '  a = __builtin_convertvector(ln__vh_fh%(f)s_d%(h)d(%(wa)s), ln_float%(h)d);\n'
            '  b = __builtin_convertvector(ln__vh_fh%(f)s_d%(h)d(%(wb)s), ln_float%(h)d);\n'
            '  return __builtin_shufflevector(a, b, %(al)s);\n#endif\n}\n') % dict(
        f=fn, n=n, h=h, b=8 * n, lo=lo, hi=hi, al=al, wx=wide('x', n), wa=wide('a', h), wb=wide('b', h))


# the float kernels: one range test on |x|'s bits (ordinary lanes: the double core alone), the
# special cases out of line (clamped argument, then selects)
FH_FLOAT = '''/* expm1: every lane 0 < |x| <= 100 (NaN fails): the double core; else x clamped to [-100, 100]
 * (expm1(-100) rounds to -1, e^100 to +inf: no overflow in double), +-0 and NaN x + x */
LN__VM_KERNEL V ln__vh_expm1_slow_xN(V x) {
  return ln__vh_zn_xN(x, ln__vh_fhexpm1d_xN(ln__vm_clamp_xN(x, -100.0f, 100.0f)));
}
LN__VM_KERNEL V ln__vh_expm1_xNw(V x) {
  I a = (I)x & 0x7fffffff;
  if (!ln__vm_pos_xN((a - 1) | (0x42c80000 - a))) return ln__vh_expm1_slow_xN(x);
  return ln__vh_fhexpm1d_xN(x);
}
/* tanh(|x|) in double with x's sign (tanh(-0) = -0); |x| clamped to 100 (tanh rounds to 1 from
 * 9.01 on), NaN x + x */
LN__VM_KERNEL V ln__vh_tanh_slow_xN(V x) {
  V a = ln__vm_clamp_xN((V)((I)x & 0x7fffffff), 0.0f, 100.0f);
  return SEL((I)(x != x), x + x, ln__vh_sgn_xN(ln__vh_fhtanhd_xN(a), x));
}
LN__VM_KERNEL V ln__vh_tanh_xNw(V x) {
  V a = (V)((I)x & 0x7fffffff);
  if (!ln__vm_pos_xN(0x42c80000 - (I)a)) return ln__vh_tanh_slow_xN(x);
  return ln__vh_sgn_xN(ln__vh_fhtanhd_xN(a), x);
}
'''

def _subst(text, t, n):
    e = t['E']
    d = t['T']
    r = (text.replace('FMA(', 'ln__vm_fma_xN(').replace('MUL(', 'ln__vm_mul_xN(').replace('SEL(', 'ln__vm_sel_xN(')
         .replace('SQRT(', 'ln_sqrt_%sN(' % e).replace('SP(', 'ln__splat_%sN(' % e)
         .replace('V ', 'ln_%sN ' % e).replace('(V)', '(ln_%sN)' % e).replace(', V)', ', ln_%sN)' % e)
         .replace('V *', 'ln_%sN *' % e)
         .replace('I ', 'ln_%sN ' % t['I']).replace('(I)', '(ln_%sN)' % t['I'])
         .replace('(U)', '(ln_u%sN)' % t['I']))
    r = r.replace('xN', d + 'N').replace('dN', 'd%d' % n).replace('fN', 'f%d' % n)
    return r.replace('%sN' % e, '%s%d' % (e, n)).replace('%sN' % t['I'], '%s%d' % (t['I'], n))


def _top(t, n, fn, arity):
    """ln__vh_<fn>_<t><n>: the whole-vector kernel, or two halves where n lanes are wider than the
    target's registers."""
    e, k, base = t['E'], t['T'], (2 if t['T'] == 'd' else 4)
    vt = 'ln_%s%d' % (e, n)
    args = ['x', 'y'][:arity]
    head = 'LN_INLINE %s ln__vh_%s_%s%d(%s) {\n' % (vt, fn, k, n, ', '.join('%s %s' % (vt, a) for a in args))
    if n == base:
        return head + '  return ln__vh_%s_%s%dw(%s);\n}\n' % (fn, k, n, ', '.join(args))
    h, ht = n // 2, 'ln_%s%d' % (e, n // 2)
    o = ['#if %d > LN__VM_NB\n' % (n * (8 if k == 'd' else 4))]
    for a in args:
        o.append('  %s %s0, %s1;\n  __builtin_memcpy(&%s0, &%s, sizeof %s0);\n'
                 '  __builtin_memcpy(&%s1, (char *)&%s + sizeof %s0, sizeof %s1);\n' % (ht, a, a, a, a, a, a, a, a, a))
    o.append('  %s r0 = ln__vh_%s_%s%d(%s), r1 = ln__vh_%s_%s%d(%s);\n' % (
        ht, fn, k, h, ', '.join(a + '0' for a in args), fn, k, h, ', '.join(a + '1' for a in args)))
    o.append('  %s r;\n  __builtin_memcpy(&r, &r0, sizeof r0);\n'
             '  __builtin_memcpy((char *)&r + sizeof r0, &r1, sizeof r1);\n  return r;\n' % vt)
    o.append('#else\n  return ln__vh_%s_%s%dw(%s);\n#endif\n}\n' % (fn, k, n, ', '.join(args)))
    return head + ''.join(o)


def kernels(t, n):
    """The kernels of n lanes of type t and the top functions.  Above the base width (double 2,
    float 4) the whole-vector kernels are used only where n lanes fit the target's registers, and
    only defined there (less for compilers to read: the double16 ones never are)."""
    if t['T'] == 'd':
        text = _subst(RED_D + LOG_D + CORE % t + CORE_D % t + (fh_dcore(n) if n <= 8 else ''), t, n)
    else:
        text = fh_wide('expm1', n) + fh_wide('tanh', n) + _subst(RED_F + LOG_F + CORE % t + FH_FLOAT, t, n)
    if n != (2 if t['T'] == 'd' else 4):
        text = '#if %d <= LN__VM_NB\n%s#endif\n' % (n * (8 if t['T'] == 'd' else 4), text)
    return text + ''.join(_top(t, n, f, 2 if f == 'hypot' else 1) for f in FUNCS)


def public2(fn, e, n):
    """The two-argument ln_<fn>_<type><n> (hypot)."""
    if e == 'half':
        if n is None:
            return ('LN_INLINE ln_half ln_%s_half(ln_half x, ln_half y) { return (ln_half)ln_%s_float((float)x, '
                    '(float)y); }\n') % (fn, fn)
        if n == 3:
            return ('LN_INLINE ln_half3 ln_%s_half3(ln_half3 x, ln_half3 y) {\n  ln_half3 r = {ln_%s_half4(x.v, y.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
        if n == 32:
            return ('LN_INLINE ln_half32 ln_%s_half32(ln_half32 x, ln_half32 y) {\n  ln_half16 a[2], b[2];\n'
                    '  __builtin_memcpy(a, &x, sizeof a);\n  __builtin_memcpy(b, &y, sizeof b);\n'
                    '  a[0] = ln_%s_half16(a[0], b[0]);\n  a[1] = ln_%s_half16(a[1], b[1]);\n'
                    '  __builtin_memcpy(&x, a, sizeof a);\n  return x;\n}\n') % (fn, fn, fn)
        return ('LN_INLINE ln_half%d ln_%s_half%d(ln_half%d x, ln_half%d y) {\n'
                '  return __builtin_convertvector(ln_%s_float%d(__builtin_convertvector(x, ln_float%d), '
                '__builtin_convertvector(y, ln_float%d)), ln_half%d);\n}\n') % (n, fn, n, n, n, fn, n, n, n, n)
    k = e[0]
    if n is None:
        b = 2 if k == 'd' else 4
        return ('LN_INLINE %s ln_%s_%s(%s x, %s y) { return ln__vh_%s_%s%d(ln__splat_%s%d(x), ln__splat_%s%d(y))[0]; }\n'
                % (e, fn, e, e, e, fn, k, b, e, b, e, b))
    if n == 3:
        return ('LN_INLINE ln_%s3 ln_%s_%s3(ln_%s3 x, ln_%s3 y) {\n  ln_%s3 r = {ln_%s_%s4(x.v, y.v)};\n'
                '  r.v[3] = 0;\n  return r;\n}\n') % (e, fn, e, e, e, e, fn, e)
    if n == 2 and k == 'f':
        return ('LN_INLINE ln_float2 ln_%s_float2(ln_float2 x, ln_float2 y) {\n'
                '  ln_float4 v = ln__vh_%s_f4((ln_float4){x[0], x[1], x[0], x[1]}, (ln_float4){y[0], y[1], y[0], y[1]});\n'
                '  return (ln_float2){v[0], v[1]};\n}\n') % (fn, fn)
    return 'LN_INLINE ln_%s%d ln_%s_%s%d(ln_%s%d x, ln_%s%d y) { return ln__vh_%s_%s%d(x, y); }\n' % (
        e, n, fn, e, n, e, n, e, n, fn, k, n)


def public1(fn, e, n):
    """The one-argument ln_<fn>_<type><n>: math_vec's wrappers, renamed to these kernels."""
    return mv.public(fn, e, n).replace('ln__vm_%s_' % fn, 'ln__vh_%s_' % fn)


def c_text(ops):
    """The kernels and per-type functions of the registry rows ops (those of FUNCS)."""
    if not ops:
        return ''
    o = ['\n/* ---- expm1 log1p cbrt rsqrt hypot and the hyperbolic functions (tools/math_hyp.py) ---- */\n', FH_TABLE]
    for n in (2, 4, 8, 16):
        o.append(kernels(D, n))
    for n in (4, 8, 16):
        o.append(kernels(F, n))
    for op in ops:
        pub = public2 if op.name == 'hypot' else public1
        o.append('\n/* ---- ln_%s ---- */\n' % op.name)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(pub(op.name, e, n))
        o.append('#if LN_HAS_HALF\n' + ''.join(pub(op.name, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3)) + '#endif\n')
    return ''.join(o)
