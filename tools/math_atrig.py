#!/usr/bin/env python3
"""The vectorized inverse trigonometric functions of lanes/math.h (asin acos atan atan2 asinpi acospi
atanpi atan2pi), as C text for tools/gen_math.py (written into include/lanes/impl/generic/math.h
after tools/math_vec.py's kernels, whose helpers ln__vm_fma/mul/sel they use).

Design (docs/semantics.md, "Inverse trigonometric functions"): the same rules as the exponentials
(whole-vector kernels, double 2 4 8 16 lanes, float 4 8 16 lanes computed in float, wider kernels as
two halves on narrower targets, every multiply-add an explicit ln__vm_fma, special cases as lane-wise
selects, no branch but float atan2's fast path).  Every kernel ends with a pair w + l (|l| a few
ulps of w at most): the plain functions round w + l once, the *pi forms multiply the pair by 1/pi as an exact float-float product
and round once.
  - atan and atan2: with a = |y| and b = |x| (atan: b = 1), the quotient t = n / d of
    a / b (a <= b tan(pi/8)), (a - b) / (a + b) (up to tan(3pi/8)) or -b / a, |t| <= tan(pi/8),
    carried as t + tl (the remainder of the division, by FMA, divided by d; a - b and a + b as exact
    pairs), then atan2 = base + t + t^3 P(t^2) + tl (1 - t^2), base 0, pi/4 or pi/2, or pi minus
    those (and t negated) when x is negative; base + t by Fast2Sum.  Huge or tiny a and b are
    first scaled by the same power of 2 (no overflow of a + b, exact remainders).  Float atan2:
    where every lane's a and b is in [2^-60, 2^60], the same steps without the special cases'
    selects and the scaling (identities there).
  - asin and acos: |x| <= 1/2: asin|x| = s + s z R(z), s = |x|, z = x^2; else asin|x| = pi/2 -
    2 asin(s), s = sqrt(z), z = (1 - |x|)/2 exact, sl the square root's error (FMA); acos = pi/2 -
    asin(x), 2 asin(s) (x > 1/2) or pi - 2 asin(s) (x < -1/2); the constant + the multiple of s
    by Fast2Sum.
P and R interpolate (atan(sqrt z) - sqrt z) / z^(3/2) on [0, 0.1717] (tan(pi/8)^2 = 0.17157) and
(asin(sqrt z) - sqrt z) / z^(3/2) on [0, 1/4] at Chebyshev nodes (math_vec.cheb_fit, exact
rational solve), the function values summed from their power series (sum (-1)^k z^(k-1) / (2k+1)
and sum C(2k, k) / (4^k (2k + 1)) z^(k-1)) with 80-digit decimals; the constants pi, pi/2, pi/4,
3pi/4 and 1/pi as pairs from a 80-digit Machin sum."""
from decimal import Decimal, getcontext
import math
import re
from fractions import Fraction
import math_vec
from math_vec import cheb_fit, hexd, hexf, estrin, solve_exact

_SAVED_PREC, getcontext().prec = getcontext().prec, 80  # restored below the coefficients
FUNCS = ('asin', 'acos', 'atan', 'atan2', 'asinpi', 'acospi', 'atanpi', 'atan2pi')
TWO_ARGS = ('atan2', 'atan2pi')


def _dec(f):
    return Decimal(f.numerator) / Decimal(f.denominator)


def _atan_inv(n):
    """atan(1/n) by its series, to 80 digits."""
    s, t, k, x = Decimal(0), Decimal(1) / n, 0, Decimal(n) * n
    while t > Decimal(10) ** -85:
        s += (-1) ** k * t / (2 * k + 1)
        t /= x
        k += 1
    return s


PI = Fraction(16 * _atan_inv(5) - 4 * _atan_inv(239))  # Machin


def p_atan(z):
    """(atan(sqrt z) - sqrt z) / z^(3/2) = sum_{k>=1} (-1)^k z^(k-1) / (2k+1), to 80 digits."""
    d, s, t, k = _dec(z), Decimal(0), Decimal(1), 1
    while abs(t) > Decimal(10) ** -85:
        s += (-1) ** k * t / (2 * k + 1)
        t *= d
        k += 1
    return Fraction(s)


def r_asin(z):
    """(asin(sqrt z) - sqrt z) / z^(3/2) = sum_{k>=1} C(2k, k) / (4^k (2k+1)) z^(k-1), 80 digits."""
    d, s, t, c, k = _dec(z), Decimal(0), Decimal(1), Fraction(1), 1
    while t > Decimal(10) ** -85:
        c = c * Fraction(2 * k * (2 * k - 1), 4 * k * k)
        s += _dec(c / (2 * k + 1)) * t
        t *= d
        k += 1
    return Fraction(s)


# degrees: the error of t^3 P relative to t below 2^-56 (double, degree 11) and 2^-27.3 (float,
# degree 6: the rounding of -1/3 to float dominates); s z R relative to s below 2^-57 (double,
# degree 12) and 2^-30 (float, degree 6)
T8 = Fraction(Decimal(2).sqrt()) - 1  # tan(pi/8)
ATAN_FIT = (0, Fraction(1717, 10000))
P_D = [hexd(c) for c in cheb_fit(p_atan, *ATAN_FIT, 11)]
P_F = [hexf(c) for c in cheb_fit(p_atan, *ATAN_FIT, 6)]
R_D = [hexd(c) for c in cheb_fit(r_asin, 0, Fraction(1, 4), 12)]
R_F = [hexf(c) for c in cheb_fit(r_asin, 0, Fraction(1, 4), 6)]




def FA_atan(x):
    """atan(x) for 0 <= x <= 1 (Fraction) to about 75 digits: halved twice (atan x = 2 atan(x / (1 +
    sqrt(1 + x^2)))), then its power series."""
    d = _dec(Fraction(x))
    for _ in range(2):
        d = d / (1 + (1 + d * d).sqrt())
    s, t, k, z = Decimal(0), d, 0, d * d
    while abs(t) > Decimal(10) ** -85:
        s += (-1) ** k * t / (2 * k + 1)
        t *= z
        k += 1
    return Fraction(4 * s)


# float atan and atan2 (the float kernels; double keeps the three-range kernel above): t in [0, 1]
# (|x| or 1/|x|; the smaller of |y| and |x| over the larger), j = round(15 t) (one FMA), c = j FA_INV
# (exact: FA_INV is 1/15 to 20 bits), h = t - c (exact: c/2 <= t <= 2c, or c = 0); atan(t) = A0 +
# A1 h + h Q(h): A0 = atan(c) as a pair (its high part on the 2^-22 grid: pi's float minus it is
# exact), A1 = 1/(1 + c^2) rounded, Q of degree FA_DEG fit to (atan(c + h) - A0 - A1 h) / h on j's
# range of h, its error weighted by h over the result's ulp (FA_remez; Q(0) is about A1's rounding
# error: 0.11 ulp at most before the final rounding, at j = 1); entries 16 + j the same for pi/2 -
# atan(t) (A0 = pi/2 - atan(c), A1 and Q negated); 32-entry tables read by one permute
FA_N, FA_DEG = 16, 3
FA_INV = Fraction(round(Fraction(2 ** 24, FA_N - 1)), 2 ** 24)  # 1/15 to 20 bits: j FA_INV exact


def FA_ulp(v):
    """The float ulp at v > 0 (normal range)."""
    return 2.0 ** (math.frexp(float(v))[1] - 24)


def FA_remez(hs, g, w, deg):
    """The polynomial of degree deg (coefficients lowest first, Fractions) minimizing max w |g - q|
    over the points hs: Remez's exchange on the grid (the linear solves exact, the error scans in
    double), from the Chebyshev extrema; the best of at most 30 steps."""
    n, k = deg + 2, len(hs)
    ref = sorted({int(round((k - 1) * (1 - math.cos(math.pi * i / (n - 1))) / 2)) for i in range(n)})
    best = None
    for _ in range(30):
        x = solve_exact([[Fraction(hs[i]) ** e for e in range(deg + 1)] +
                         [Fraction((-1) ** r) / Fraction(w[i]), Fraction(g[i])] for r, i in enumerate(ref)])
        cf = [float(v) for v in x[:deg + 1]]
        err = [w[i] * (g[i] - sum(cf[e] * hs[i] ** e for e in range(deg + 1))) for i in range(k)]
        top = max(abs(v) for v in err)
        if best is None or top < best[0]:
            best = (top, x[:deg + 1])
        if top <= abs(float(x[deg + 1])) * (1 + 1e-9):
            break
        runs = []  # the largest error of each run of one sign
        for i in range(k):
            if err[i] == 0:
                continue
            if runs and (err[i] > 0) == (err[runs[-1]] > 0):
                if abs(err[i]) > abs(err[runs[-1]]):
                    runs[-1] = i
            else:
                runs.append(i)
        if len(runs) < n:
            break
        while len(runs) > n:
            runs.pop(0 if abs(err[runs[0]]) < abs(err[runs[-1]]) else -1)
        ref = runs
    return best[1]


def FA_tables():
    """[a0h, a0l, a1, q0 .. q_DEG] as lists of 2 FA_N Fractions (floats)."""
    cols = [[] for _ in range(FA_DEG + 4)]
    rows = []
    for j in range(FA_N):
        c = j * FA_INV
        a0 = FA_atan(c)
        a1 = math_vec.f32(1 / (1 + c * c))
        lo = max(Fraction(0), Fraction(2 * j - 1, 2 * (FA_N - 1))) - c
        hi = min(Fraction(1), Fraction(2 * j + 1, 2 * (FA_N - 1))) - c
        # Q fit to (atan(c + h) - A0 - A1 h) / h, its error weighted by h over the result's ulp
        hs, g, w = [], [], []
        for i in range(301):
            h = lo + (hi - lo) * i / 300
            if h != 0:
                v = FA_atan(c + h)
                hs.append(float(h))
                g.append(float((v - a0 - a1 * h) / h))
                w.append(abs(float(h)) / FA_ulp(v))
        rows.append((a0, a1, [math_vec.f32(v) for v in FA_remez(hs, g, w, FA_DEG)]))
    for big in (False, True):
        for a0, a1, q in rows:
            if big:
                a0, a1, q = PI / 2 - a0, -a1, [-v for v in q]
            a0h = Fraction(round(a0 * 2 ** 22), 2 ** 22)
            for k, v in enumerate([a0h, math_vec.f32(a0 - a0h), a1] + q):
                cols[k].append(v)
    return cols


FA_TAB = FA_tables()
FA_NAMES = ['a0h', 'a0l', 'a1'] + ['q%d' % k for k in range(FA_DEG + 1)]

getcontext().prec = _SAVED_PREC


def _pair(v, fl):
    hi = math_vec.f32(v) if fl else Fraction(float(v))
    h = hexf if fl else hexd
    return h(hi), h(v - hi)


def consts(fl):
    h = hexf if fl else hexd
    d = {}
    for k, v in (('PI', PI), ('PIO2', PI / 2), ('PIO4', PI / 4), ('P34', 3 * PI / 4), ('IP', 1 / PI)):
        d[k + 'H'], d[k + 'L'] = _pair(v, fl)
    d['T8'] = h(T8)
    d['T38'] = h(1 / T8 * (1 + Fraction(1, 2 ** 20)))  # above tan(3pi/8): then 1/|x| < tan(pi/8)
    d['PA'] = estrin(P_F if fl else P_D, 'z_')
    d['RA'] = estrin(R_F if fl else R_D, 'z_')
    # atan: |x| clamped (pi/2 rounded beyond); atan2: scaling thresholds and factors
    d.update(dict(PITINY='0x1p-90f', PIUP='0x1p64f', PIDOWN='0x1p-64f', CLAMP='0x1p30f', BIG='0x1p100f', DOWN='0x1p-32f', TINY='0x1p-100f', MID='0x1p60f', UP='0x1p64f',
                  SQRT='__builtin_sqrtf', INF='__builtin_inff()', NAN='__builtin_nanf("")') if fl else
             dict(PITINY='0x1p-950', PIUP='0x1p128', PIDOWN='0x1p-128', CLAMP='0x1p60', BIG='0x1p1000', DOWN='0x1p-64', TINY='0x1p-960', MID='0x1p890', UP='0x1p128',
                  SQRT='__builtin_sqrt', INF='__builtin_inf()', NAN='__builtin_nan("")'))
    return d


CORE = '''/* |x| (sign bit cleared); the square root of x >= 0 or NaN (no errno; LN__AT_SQRT_BODY) */
LN_INLINE V ln__at_abs_xN(V x) { return (V)((I)x & ~(I)SP(-0.0)); }
LN_INLINE V ln__at_sqrt_xN(V x) {
  LN__AT_SQRT_BODY(E, x)
  return x;
}
/* the pair w + l rounded once; a zero w (l is then zero) is the result, its sign kept */
LN_INLINE V ln__at_sum_xN(V w, V l) { return SEL((I)(w == 0), w, w + l); }
/* (w + l) / pi: w times 1/pi as an exact pair, the low products added to its low part, one rounding;
 * a tiny w scaled up first (exact), the result scaled back (that product rounds once, where the
 * result is subnormal) */
LN_INLINE V ln__at_pi_xN(V w, V l) {
  I tiny = (I)(ln__at_abs_xN(w) < SP(%(PITINY)s));
  V sc = SEL(tiny, SP(%(PIUP)s), SP(1)), w2 = w * sc, l2 = l * sc;
  V ph = MUL(w2, SP(%(IPH)s)), pl = FMA(w2, SP(%(IPH)s), -ph);
  V r = (ph + FMA(l2, SP(%(IPH)s), FMA(w2, SP(%(IPL)s), pl))) * SEL(tiny, SP(%(PIDOWN)s), SP(1));
  return SEL((I)(w == 0), w, r);
}
/* w + l = (bh + bl) + atan((nh + nl) / (dh + dl)), |(nh + nl) / (dh + dl)| <= tan(pi/8) (within
 * ulps): t the quotient, tl the remainder (by FMA) over dh; atan(t + tl) = t + t^3 P(t^2) +
 * tl (1 - t^2); bh + t by Fast2Sum (|bh| >= |t| or bh = 0) */
#define LN__AT_CORE_xN(nh, nl, dh, dl, bh, bl, w, l) do { \\
  V t_ = (nh) / (dh); \\
  V tl_ = (FMA(-t_, dh, nh) + FMA(-t_, dl, nl)) / (dh); \\
  V z_ = t_ * t_, x2_ = z_ * z_; \\
  V u_ = FMA(t_ * z_, %(PA)s, FMA(-z_, tl_, tl_)); \\
  w = (bh) + t_; \\
  l = (((bh) - w) + t_) + ((bl) + u_); } while (0)
/* atan(x) as w + l: |x| <= tan(pi/8): t = |x|; up to tan(3pi/8): pi/4 + atan((|x| - 1) / (|x| + 1))
 * (both as exact pairs); else pi/2 + atan(-1 / |x|); |x| clamped (the result is pi/2 rounded
 * beyond); x's sign applied */
#define LN__AT_ATAN_xN(x, w, l) do { \\
  V a_ = ln__at_abs_xN(x); \\
  a_ = SEL((I)(a_ > SP(%(CLAMP)s)), SP(%(CLAMP)s), a_); \\
  I c0_ = (I)(a_ <= SP(%(T8)s)), c2_ = (I)(a_ > SP(%(T38)s)); \\
  V s_ = a_ - SP(1), sb_ = s_ - a_, sl_ = (a_ - (s_ - sb_)) + (SP(-1) - sb_); \\
  V d_ = a_ + SP(1), db_ = d_ - a_, dl_ = (a_ - (d_ - db_)) + (SP(1) - db_); \\
  V nh_ = SEL(c0_, a_, SEL(c2_, SP(-1), s_)), nl_ = SEL(c0_ | c2_, SP(0), sl_); \\
  V dh_ = SEL(c0_, SP(1), SEL(c2_, a_, d_)), dd_ = SEL(c0_ | c2_, SP(0), dl_); \\
  V bh_ = SEL(c0_, SP(0), SEL(c2_, SP(%(PIO2H)s), SP(%(PIO4H)s))); \\
  V bl_ = SEL(c0_, SP(0), SEL(c2_, SP(%(PIO2L)s), SP(%(PIO4L)s))); \\
  LN__AT_CORE_xN(nh_, nl_, dh_, dd_, bh_, bl_, w, l); \\
  I sg_ = (I)x & (I)SP(-0.0); \\
  w = (V)((I)w ^ sg_); l = (V)((I)l ^ sg_); } while (0)
/* atan2(y, x) as w + l: a = |y|, b = |x| (infinities and 0/0 replaced by the values that give
 * the same result), scaled by one power of 2 where huge or tiny; t = a / b, (a - b) / (a + b) or
 * -b / a as for atan, base 0, pi/4 or pi/2; for x with its sign bit set pi minus that (t negated
 * and base pi, 3pi/4 or pi/2); y's sign applied */
#define LN__AT_ATAN2_xN(y, x, w, l) do { \\
  V a_ = ln__at_abs_xN(y), b_ = ln__at_abs_xN(x); \\
  I ai_ = (I)(a_ == SP(%(INF)s)), bi_ = (I)(b_ == SP(%(INF)s)); \\
  V a1_ = SEL(ai_, SP(1), SEL(bi_, SP(0), a_)); \\
  V b1_ = SEL(bi_ | (I)(a_ == 0), SP(1), SEL(ai_, SP(0), b_)); \\
  I gt_ = (I)(a1_ > b1_); \\
  V mx_ = SEL(gt_, a1_, b1_), mn_ = SEL(gt_, b1_, a1_); \\
  V sc_ = SEL((I)(mx_ > SP(%(BIG)s)), SP(%(DOWN)s), \\
              SEL((I)(mn_ < SP(%(TINY)s)) & (I)(mx_ < SP(%(MID)s)), SP(%(UP)s), SP(1))); \\
  a1_ = MUL(a1_, sc_); b1_ = MUL(b1_, sc_); /* exact (or a tiny quotient lost anyway) */ \\
  LN__AT_ATAN2M_xN(y, x, a1_, b1_, w, l); } while (0)
/* the rest of atan2 from a1 = |y|, b1 = |x| (specials replaced, scaled): t, base, y's sign */
#define LN__AT_ATAN2M_xN(y, x, a1_, b1_, w, l) do { \\
  I c0_ = (I)(a1_ <= b1_ * SP(%(T8)s)), c2_ = (I)(b1_ < a1_ * SP(%(T8)s)); \\
  V s_ = a1_ - b1_, sb_ = s_ - a1_, sl_ = (a1_ - (s_ - sb_)) + (-b1_ - sb_); \\
  V d_ = a1_ + b1_, db_ = d_ - a1_, dl_ = (a1_ - (d_ - db_)) + (b1_ - db_); \\
  I xn_ = (I)((I)x < 0), sx_ = xn_ & (I)SP(-0.0); \\
  V nh_ = (V)((I)SEL(c0_, a1_, SEL(c2_, -b1_, s_)) ^ sx_); \\
  V nl_ = (V)((I)SEL(c0_ | c2_, SP(0), sl_) ^ sx_); \\
  V dh_ = SEL(c0_, b1_, SEL(c2_, a1_, d_)), dd_ = SEL(c0_ | c2_, SP(0), dl_); \\
  V bh_ = SEL(c0_, SEL(xn_, SP(%(PIH)s), SP(0)), SEL(c2_, SP(%(PIO2H)s), SEL(xn_, SP(%(P34H)s), SP(%(PIO4H)s)))); \\
  V bl_ = SEL(c0_, SEL(xn_, SP(%(PIL)s), SP(0)), SEL(c2_, SP(%(PIO2L)s), SEL(xn_, SP(%(P34L)s), SP(%(PIO4L)s)))); \\
  LN__AT_CORE_xN(nh_, nl_, dh_, dd_, bh_, bl_, w, l); \\
  I sg_ = (I)y & (I)SP(-0.0); \\
  w = (V)((I)w ^ sg_); l = (V)((I)l ^ sg_); } while (0)
/* float: w + l = atan(t + tl) (k = 0x1.8p23) or pi/2 - atan(t + tl) (k = 0x1.8p23 + 16), t in
 * [0, 1], |tl| <= 2^-23 t; where sx is the sign bit, bh + bl (pi) minus that (bh + bl = -0
 * elsewhere); m = 15 t + k rounded to an integer (one FMA): its low 5 bits are the tables' index,
 * j = m - k; h = t - j FA_INV (exact); w + l = A0 + A1 (h + tl) + h Q(h) with bh + (-1)^sx a0h (exact:
 * a0h on pi's float's grid), w = that + A1 h (an exact product) by Fast2Sum, h Q(h) added last */
#define LN__AT_FCORE_xN(t, tl, k, sx, bh, bl, w, l) do { \\
  V m_ = FMA(t, SP(%(FN1)s), k); \\
  I j_ = (I)m_; \\
  V h_ = FMA(m_ - (k), SP(%(FINV)s), t); \\
  V hs_ = (V)((I)h_ ^ (sx)), a1_ = ln__at_ftab_xN(ln__at_ft_a1, j_), q_ = %(FQ)s; \\
  V a0_ = (bh) + (V)((I)ln__at_ftab_xN(ln__at_ft_a0h, j_) ^ (sx)); \\
  V p_ = MUL(a1_, hs_), pl_ = FMA(a1_, hs_, -p_); \\
  w = a0_ + p_; \\
  l = FMA(hs_, q_, (((a0_ - w) + p_) + ((bl) + (V)((I)ln__at_ftab_xN(ln__at_ft_a0l, j_) ^ (sx)))) + \\
                   FMA(a1_, (V)((I)(tl) ^ (sx)), pl_)); } while (0)
/* float atan(x) as w + l: a = |x|; a <= 1: t = a; else t = 1/a, tl = (1 - t a) t (the remainder
 * exact by FMA; 1/a within 2^-23 t) and the tables' second half, a clamped at 2^30 in the remainder
 * (an infinity's is then 1, not NaN; beyond 2^30, tl < 2^-30 leaves pi/2 rounded the result); x's
 * sign applied */
#define LN__AT_FATAN_xN(x, w, l) do { \\
  V a_ = ln__at_abs_xN(x), u_ = SP(1) / a_; \\
  I big_ = (I)(a_ > SP(1)); \\
  V ac_ = SEL((I)((I)a_ > (I)SP(%(CLAMP)s)), SP(%(CLAMP)s), a_); \\
  V t_ = SEL(big_, u_, a_), tl_ = SEL(big_, FMA(-u_, ac_, SP(1)) * u_, SP(0)); \\
  LN__AT_FCORE_xN(t_, tl_, SEL(big_, SP(%(FMAG2)s), SP(%(FMAG)s)), (I)SP(0), SP(-0.0), SP(-0.0), w, l); \\
  I sg_ = (I)x & (I)SP(-0.0); \\
  w = (V)((I)w ^ sg_); l = (V)((I)l ^ sg_); } while (0)
/* float atan2(y, x) as w + l from a1 = |y|, b1 = |x| (specials replaced, scaled): t = the smaller
 * over the larger, tl its remainder (exact by FMA) over the larger; the tables' second half where
 * |y| > |x|; pi minus that where x is negative (its sign bit set); y's sign applied */
#define LN__AT_FATAN2M_xN(y, x, a1_, b1_, w, l) do { \\
  I gt_ = (I)(a1_ > b1_), xn_ = (I)((I)x < 0); \\
  V mn_ = SEL(gt_, b1_, a1_), mx_ = SEL(gt_, a1_, b1_); \\
  V t_ = mn_ / mx_; \\
  V tl_ = FMA(-t_, mx_, mn_) / mx_; \\
  LN__AT_FCORE_xN(t_, tl_, SEL(gt_, SP(%(FMAG2)s), SP(%(FMAG)s)), xn_ & (I)SP(-0.0), SEL(xn_, SP(%(PIH)s), SP(-0.0)), \\
                  SEL(xn_, SP(%(PIL)s), SP(-0.0)), w, l); \\
  I sg_ = (I)y & (I)SP(-0.0); \\
  w = (V)((I)w ^ sg_); l = (V)((I)l ^ sg_); } while (0)
/* float atan2 as w + l: infinities and 0/0 replaced as for double; where the smaller of |y| and |x|
 * is below 2^-100 and both below 2^60, both scaled by 2^64 (exact: the quotient's remainder then
 * has no rounding to the subnormal grid that matters) */
#define LN__AT_FATAN2_xN(y, x, w, l) do { \\
  V a_ = ln__at_abs_xN(y), b_ = ln__at_abs_xN(x); \\
  I ai_ = (I)(a_ == SP(%(INF)s)), bi_ = (I)(b_ == SP(%(INF)s)); \\
  V a1_ = SEL(ai_, SP(1), SEL(bi_, SP(0), a_)); \\
  V b1_ = SEL(bi_ | (I)(a_ == 0), SP(1), SEL(ai_, SP(0), b_)); \\
  I sc_ = ((I)(a1_ < SP(%(TINY)s)) | (I)(b1_ < SP(%(TINY)s))) & (I)(a1_ < SP(%(MID)s)) & (I)(b1_ < SP(%(MID)s)); \\
  a1_ = MUL(a1_, SEL(sc_, SP(%(UP)s), SP(1))); b1_ = MUL(b1_, SEL(sc_, SP(%(UP)s), SP(1))); \\
  LN__AT_FATAN2M_xN(y, x, a1_, b1_, w, l); } while (0)
/* asin|x| = s + u: |x| <= 1/2: s = |x|, z = x^2; else z = (1 - |x|)/2 (exact; 0 for |x| > 1),
 * s = sqrt(z) and its error sl = (z - s^2) / 2s; u = s z R(z) + sl; big: |x| > 1/2 */
#define LN__AT_ASIN_xN(x, a, big, s, u) do { \\
  a = ln__at_abs_xN(x); \\
  big = (I)(a > SP(0.5)); \\
  V zb_ = (SP(1) - a) * SP(0.5); \\
  zb_ = SEL((I)(zb_ > 0), zb_, SP(0)); \\
  V r_ = ln__at_sqrt_xN(zb_); \\
  V z_ = SEL(big, zb_, a * a), x2_ = z_ * z_; \\
  s = SEL(big, r_, a); \\
  V sl_ = SEL(big, FMA(-r_, r_, zb_) / SEL((I)(r_ > 0), r_ + r_, SP(1)), SP(0)); \\
  u = FMA(s * z_, %(RA)s, sl_); } while (0)
/* w + l = bh + bl + m (s + u), m = +-1 or +-2 (m s exact; bh + m s by Fast2Sum) */
#define LN__AT_ASUM_xN(bh, bl, m, s, u, w, l) do { \\
  V ts_ = MUL(s, m); \\
  w = (bh) + ts_; \\
  l = (((bh) - w) + ts_) + FMA(u, m, bl); } while (0)
/* asin: |x| <= 1/2: s + u; else pi/2 - 2(s + u); x's sign; NaN for |x| > 1 */
#define LN__AT_ASINW_xN(x, w, l, a) do { \\
  V s_, u_; I big_; \\
  LN__AT_ASIN_xN(x, a, big_, s_, u_); \\
  LN__AT_ASUM_xN(SEL(big_, SP(%(PIO2H)s), SP(0)), SEL(big_, SP(%(PIO2L)s), SP(0)), SEL(big_, SP(-2), SP(1)), s_, u_, w, l); \\
  I sg_ = (I)x & (I)SP(-0.0); \\
  w = (V)((I)w ^ sg_); l = (V)((I)l ^ sg_); } while (0)
/* acos: |x| <= 1/2: pi/2 -+ (s + u); x > 1/2: 2(s + u); x < -1/2: pi - 2(s + u) */
#define LN__AT_ACOSW_xN(x, w, l, a) do { \\
  V s_, u_; I big_, xn_ = (I)((I)x < 0); \\
  LN__AT_ASIN_xN(x, a, big_, s_, u_); \\
  LN__AT_ASUM_xN(SEL(big_, SEL(xn_, SP(%(PIH)s), SP(0)), SP(%(PIO2H)s)), SEL(big_, SEL(xn_, SP(%(PIL)s), SP(0)), SP(%(PIO2L)s)), \\
                 SEL(big_, SEL(xn_, SP(-2), SP(2)), SEL(xn_, SP(1), SP(-1))), s_, u_, w, l); } while (0)
'''

# the four computations as w + l (l through a pointer), each shared by the plain function (one
# rounding of w + l) and the *pi form (the product by 1/pi): half the text for the compiler to read
FUNCS_TEXT = '''LN__VM_KERNEL V ln__vm_atanwl_xN(V x, V *lp) {
  V w, l;
  LN__AT_KATAN_xN(x, w, l);
  *lp = l;
  return w;
}
LN__VM_KERNEL V ln__vm_atan2wl_xN(V y, V x, V *lp) {
  V w, l;
  LN__AT_KATAN2_xN(y, x, w, l);
  *lp = l;
  return w;
}
LN__VM_KERNEL V ln__vm_asinwl_xN(V x, V *lp) {
  V w, l, a;
  LN__AT_ASINW_xN(x, w, l, a);
  *lp = l;
  return w;
}
LN__VM_KERNEL V ln__vm_acoswl_xN(V x, V *lp) {
  V w, l, a;
  LN__AT_ACOSW_xN(x, w, l, a);
  *lp = l;
  return w;
}
'''
for _pi, _fin in (('', 'sum'), ('pi', 'pi')):
    FUNCS_TEXT += ('''LN_INLINE V ln__vm_atan%(P)s_xNw(V x) {
  V l, w = ln__vm_atanwl_xN(x, &l);
  return SEL((I)(x != x), x + x, %(FS)s);
}
LN_INLINE V ln__vm_atan2%(P)s_xNw(V y, V x) {
  V a_ = ln__at_abs_xN(y), b_ = ln__at_abs_xN(x), w, l;
  /* float, every lane's |y| and |x| in [2^-60, 2^60] (the smaller at least 2^-60, the larger at
   * most 2^60: no infinity, NaN or zero, no scaling): the computation without the special cases'
   * selects (the same bits) */
  if (%%(ALL)s((I)(SEL((I)(a_ > b_), b_, a_) >= SP(%%(FLO)s)) & (I)(SEL((I)(a_ > b_), a_, b_) <= SP(%%(FHI)s)))) {
    LN__AT_KATAN2M_xN(y, x, a_, b_, w, l);
    return %(FS)s;
  }
  w = ln__vm_atan2wl_xN(y, x, &l);
  return SEL((I)(x != x) | (I)(y != y), x + y, %(FS)s);
}
''' % dict(P=_pi, F=_fin, FS='LN__AT_KATANSUM_xN(w, l)' if _fin == 'sum' else 'ln__at_pi_xN(w, l)'))
    for _f in ('asin', 'acos'):  # NaN for |x| > 1
        FUNCS_TEXT += ('''LN_INLINE V ln__vm_%(N)s%(P)s_xNw(V x) {
  V l, w = ln__vm_%(N)swl_xN(x, &l);
  V r = SEL((I)(ln__at_abs_xN(x) > SP(1)), SP(%%(NAN)s), ln__at_%(F)s_xN(w, l));
  return SEL((I)(x != x), x + x, r);
}
''' % dict(N=_f, P=_pi, F=_fin))


_HELPERS, _MACROS = CORE.split('/* w + l = (bh + bl) + atan(', 1)
_MACROS = '/* w + l = (bh + bl) + atan(' + _MACROS
# the constants the macros name as LN__AT_<E>_<K> (E: d or f)
_KEYS = ('PIH', 'PIL', 'PIO2H', 'PIO2L', 'PIO4H', 'PIO4L', 'P34H', 'P34L', 'IPH', 'IPL', 'T8', 'T38', 'CLAMP',
         'BIG', 'DOWN', 'TINY', 'MID', 'UP', 'INF', 'NAN', 'SQRT', 'PITINY', 'PIUP', 'PIDOWN', 'HALF', 'NZ', 'FLO', 'FHI',
         'FN1', 'FMAG', 'FMAG2', 'FINV')
_ARGS = re.compile(r'(LN__AT_[A-Z0-9]+)_xN\(')


def _generic(t):
    """Macro text written once for every vector type: the operations pasted from the suffix S
    (d2 ... f16), the vector types V and I and the splat SPL as macro arguments, the constants
    from E (d or f)."""
    t = t.replace('SP(0.5)', 'SP(%(HALF)s)').replace('SP(-0.0)', 'SP(%(NZ)s)')
    d = {k: 'LN__AT_##E##_' + k for k in _KEYS}
    d.update(PA='LN__AT_##E##_PA(S, SPL)', RA='LN__AT_##E##_RA(S, SPL)', ALL='LN__AT_##E##_ALL(S)', FQ=FA_horner())
    t = _ARGS.sub(r'\1(E, S, V, I, SPL, ', t % d).replace('LN__AT_KATAN', 'LN__AT_##E##_KATAN')
    t = re.sub(r'ln__at_(\w+?)_xN\(', r'ln__at_\1_##S(', t)
    return (t.replace('FMA(', 'ln__vm_fma_##S(').replace('MUL(', 'ln__vm_mul_##S(').replace('SEL(', 'ln__vm_sel_##S(')
            .replace('SP(', 'SPL('))


def const_defs():
    """The constants and the polynomials of the macros, for double (d) and float (f)."""
    # the square root: Clang's element-wise builtin where it has one (one vector instruction);
    # else lane by lane (GCC keeps C's errno path around __builtin_sqrt: scalar instructions).
    # Both are IEEE square roots: the same bits.
    o = ['#ifdef __has_builtin\n#if __has_builtin(__builtin_elementwise_sqrt)\n'
         '#define LN__AT_ESQRT 1\n#endif\n#endif\n#ifdef LN__AT_ESQRT\n'
         '#define LN__AT_SQRT_BODY(E, x) x = __builtin_elementwise_sqrt(x);\n#else\n'
         '#define LN__AT_SQRT_BODY(E, x) for (unsigned i = 0; i < sizeof x / sizeof x[0]; i++) x[i] = LN__AT_##E##_SQRT(x[i]);\n'
         '#endif\n']
    for fl, e in ((False, 'd'), (True, 'f')):
        d = consts(fl)
        d.update(HALF='0.5f' if fl else '0.5', NZ='-0.0f' if fl else '-0.0', FLO='0x1p-60f' if fl else '0x1p-60',
                 FHI='0x1p60f' if fl else '0x1p60',
                 # the float kernels' index constants (double: unused)
                 FN1='%d.0f' % (FA_N - 1) if fl else '0', FMAG='0x1.8p23f' if fl else '0',
                 FMAG2='0x1.800020p23f' if fl else '0', FINV=hexf(-FA_INV) if fl else '0')
        o += ['#define LN__AT_%s_%s %s\n' % (e, k, d[k]) for k in _KEYS]
        # atan2's fast path test (every lane of a mask set): float only (double: never, unevaluated)
        o.append('#define LN__AT_%s_ALL(S) %s\n' % (e, 'ln__vm_all_##S' if fl else '0 * (int)sizeof'))
        # atan and atan2: double's three-range kernel, float's table-driven one
        for k in ('ATAN', 'ATAN2', 'ATAN2M'):
            o.append('#define LN__AT_%s_K%s LN__AT_%s%s\n' % (e, k, 'F' if fl else '', k))
        # their pair rounded once: float's w and l are zeros of one sign where w is zero
        o.append('#define LN__AT_%s_KATANSUM(E, S, V, I, SPL, w, l) %s\n' % (e, '((w) + (l))' if fl else 'ln__at_sum_##S(w, l)'))
        for k in ('PA', 'RA'):
            o.append('#define LN__AT_%s_%s(S, SPL) %s\n' % (e, k, d[k].replace('FMA(', 'ln__vm_fma_##S(').replace('SP(', 'SPL(')))
    o.append('/* float atan and atan2: the tables (tools/math_atrig.py, FA_tables) */\n')
    for nm, col in zip(FA_NAMES, FA_TAB):
        o.append('static const float ln__at_ft_%s[%d] __attribute__((unused)) = {%s};\n' % (nm, 2 * FA_N, ', '.join(hexf(v) for v in col)))
    return ''.join(o)


def FA_ftab(n):
    """ln__at_ftab_f<n>: the float kernels' 32-entry table reads."""
    return ('''/* t[j & 31] lane by lane (t: 32 floats): one permute where impl/<isa>/math.h has
 * LN__ISA__at_ftab_float%(N)d(t, j), else one load per lane */
LN_INLINE ln_float%(N)d ln__at_ftab_f%(N)d(const float *t, ln_int%(N)d j) {
#ifdef LN__ISA__at_ftab_float%(N)d
  return LN__ISA__at_ftab_float%(N)d(t, j);
#else
  ln_float%(N)d y = ln__splat_float%(N)d(0.0f);
  for (int i = 0; i < %(N)d; i++) y[i] = t[j[i] & 31];
  return y;
#endif
}
''' % dict(N=n))


def FA_horner():
    """Q(h_) by Horner's scheme, its coefficients read from the tables by j_."""
    e = 'ln__at_ftab_xN(ln__at_ft_q%d, j_)' % FA_DEG
    for k in range(FA_DEG - 1, -1, -1):
        e = 'FMA(%s, h_, ln__at_ftab_xN(ln__at_ft_q%d, j_))' % (e, k)
    return e


def _one_macro(head, text):
    """text (C definitions) as the body of the macro head, one continuation per line."""
    lines = [ln for ln in text.rstrip('\n').split('\n')]
    return '#define %s \\\n' % head + ' \\\n'.join(lines) + '\n'


# the top kernels of n lanes: the whole-vector one where n lanes fit the target's registers, else two
# calls of the n/2-lane one (as math_vec.split); S the suffix, H the half's, V and VH their types
_TOP = {1: ('LN_INLINE V ln__vm_##f##_##S(V x) { return ln__vm_##f##_##S##w(x); }',
            'LN_INLINE V ln__vm_##f##_##S(V x) {\n  VH l_, h_;\n  __builtin_memcpy(&l_, &x, sizeof l_);\n'
            '  __builtin_memcpy(&h_, (char *)&x + sizeof l_, sizeof h_);\n'
            '  l_ = ln__vm_##f##_##H(l_);\n  h_ = ln__vm_##f##_##H(h_);\n'
            '  __builtin_memcpy(&x, &l_, sizeof l_);\n  __builtin_memcpy((char *)&x + sizeof l_, &h_, sizeof h_);\n'
            '  return x;\n}'),
        2: ('LN_INLINE V ln__vm_##f##_##S(V y, V x) { return ln__vm_##f##_##S##w(y, x); }',
            'LN_INLINE V ln__vm_##f##_##S(V y, V x) {\n  VH l_, h_, m_, k_;\n  __builtin_memcpy(&l_, &x, sizeof l_);\n'
            '  __builtin_memcpy(&h_, (char *)&x + sizeof l_, sizeof h_);\n  __builtin_memcpy(&m_, &y, sizeof m_);\n'
            '  __builtin_memcpy(&k_, (char *)&y + sizeof m_, sizeof k_);\n'
            '  l_ = ln__vm_##f##_##H(m_, l_);\n  h_ = ln__vm_##f##_##H(k_, h_);\n'
            '  __builtin_memcpy(&x, &l_, sizeof l_);\n  __builtin_memcpy((char *)&x + sizeof l_, &h_, sizeof h_);\n'
            '  return x;\n}')}


def generic_kernels():
    """The kernels of every vector type as macros: LN__AT_KERNELS(E, S, V, I, SPL) defines the
    helpers and the <fn>_<S>w kernels, LN__AT_WHOLE(S, V) and LN__AT_HALVES(S, H, V, VH) the top
    ones."""
    t = _generic(_HELPERS + FUNCS_TEXT).replace('_xNw(', '_##S##w(').replace('wl_xN(', 'wl_##S(')
    o = _one_macro('LN__AT_KERNELS(E, S, V, I, SPL)', t)
    for k, name in ((0, 'WHOLE'), (1, 'HALF')):
        o += _one_macro('LN__AT_%s1(f, S, H, V, VH)' % name, _TOP[1][k])
        o += _one_macro('LN__AT_%s2(f, S, H, V, VH)' % name, _TOP[2][k])
    for name, head in (('WHOLE', 'LN__AT_WHOLE(S, V)'), ('HALF', 'LN__AT_HALVES(S, H, V, VH)')):
        calls = ['LN__AT_%s%d(%s, S, %s, V, %s)' % (name, 2 if f in TWO_ARGS else 1, f, 'H' if name == 'HALF' else 0,
                                                  'VH' if name == 'HALF' else 0) for f in FUNCS]
        o += '#define %s %s\n' % (head, ' '.join(calls))
    return o


def kernels(fl, n):
    """The kernels of n float or double lanes: the macros above applied."""
    ty, e, it, base = ('float', 'f', 'int', 4) if fl else ('double', 'd', 'long', 2)
    whole = ('LN__AT_KERNELS(%s, %s%d, ln_%s%d, ln_%s%d, ln__splat_%s%d)\nLN__AT_WHOLE(%s%d, ln_%s%d)\n'
             % (e, e, n, ty, n, it, n, ty, n, e, n, ty, n))
    if n == base:
        return whole
    # the n-lane kernels only where they run whole (else the compiler would read them for nothing)
    return '#if %d > LN__VM_NB\nLN__AT_HALVES(%s%d, %s%d, ln_%s%d, ln_%s%d)\n#else\n%s#endif\n' % (
        n * (4 if fl else 8), e, n, e, n // 2, ty, n, ty, n // 2, whole)


def public2(fn, e, n):
    """ln_<fn>_<type><n>(y, x) of the two-argument functions (as math_vec.public)."""
    if e == 'half':
        if n is None:
            return 'LN_INLINE ln_half ln_%s_half(ln_half y, ln_half x) { return (ln_half)ln_%s_float((float)y, (float)x); }\n' % (fn, fn)
        if n == 3:
            return ('LN_INLINE ln_half3 ln_%s_half3(ln_half3 y, ln_half3 x) {\n  ln_half3 r = {ln_%s_half4(y.v, x.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
        if n == 32:
            return ('LN_INLINE ln_half32 ln_%s_half32(ln_half32 y, ln_half32 x) {\n  ln_half16 yl, yh, xl, xh;\n'
                    '  __builtin_memcpy(&yl, &y, sizeof yl);\n  __builtin_memcpy(&yh, (char *)&y + sizeof yl, sizeof yh);\n'
                    '  __builtin_memcpy(&xl, &x, sizeof xl);\n  __builtin_memcpy(&xh, (char *)&x + sizeof xl, sizeof xh);\n'
                    '  xl = ln_%s_half16(yl, xl);\n  xh = ln_%s_half16(yh, xh);\n'
                    '  __builtin_memcpy(&x, &xl, sizeof xl);\n  __builtin_memcpy((char *)&x + sizeof xl, &xh, sizeof xh);\n'
                    '  return x;\n}\n') % (fn, fn, fn)
        return ('LN_INLINE ln_half%d ln_%s_half%d(ln_half%d y, ln_half%d x) {\n  return __builtin_convertvector('
                'ln_%s_float%d(__builtin_convertvector(y, ln_float%d), __builtin_convertvector(x, ln_float%d)), ln_half%d);\n}\n') % (
            n, fn, n, n, n, fn, n, n, n, n)
    sfx, base = ('d', 2) if e == 'double' else ('f', 4)
    if n is None:
        return 'LN_INLINE %s ln_%s_%s(%s y, %s x) { return ln__vm_%s_%s%d(ln__splat_%s%d(y), ln__splat_%s%d(x))[0]; }\n' % (
            e, fn, e, e, e, fn, sfx, base, e, base, e, base)
    if n == 3:
        return ('LN_INLINE ln_%s3 ln_%s_%s3(ln_%s3 y, ln_%s3 x) {\n  ln_%s3 r = {ln_%s_%s4(y.v, x.v)};\n'
                '  r.v[3] = 0;\n  return r;\n}\n') % (e, fn, e, e, e, e, fn, e)
    if n == 2 and e == 'float':
        return ('LN_INLINE ln_float2 ln_%s_float2(ln_float2 y, ln_float2 x) {\n'
                '  ln_float4 v = {y[0], y[1], y[0], y[1]}, u = {x[0], x[1], x[0], x[1]};\n'
                '  v = ln__vm_%s_f4(v, u);\n  return (ln_float2){v[0], v[1]};\n}\n') % (fn, fn)
    return 'LN_INLINE ln_%s%d ln_%s_%s%d(ln_%s%d y, ln_%s%d x) { return ln__vm_%s_%s%d(y, x); }\n' % (
        e, n, fn, e, n, e, n, e, n, fn, sfx, n)


def c_text(ops):
    """The kernels and the per-type functions of the registry rows ops (this family's)."""
    o = ['\n/* ---- inverse trigonometric functions (tools/math_atrig.py) ---- */\n',
         '/* the kernels\' steps, written once for every vector type (E: d or f; S: the suffix of the\n'
         ' * helpers, d2 ... f16; V, I: the vector and its integer vector; SPL: the splat) */\n',
         const_defs()] + [FA_ftab(n) for n in (4, 8, 16)] + [_generic(_MACROS), generic_kernels()]
    for n in (2, 4, 8, 16):
        o.append(kernels(False, n))
    for n in (4, 8, 16):
        o.append(kernels(True, n))
    for fn in [op.name for op in ops]:
        pub = public2 if fn in TWO_ARGS else math_vec.public
        o.append('\n/* ---- ln_%s ---- */\n' % fn)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(pub(fn, e, n))
        t = ''.join(pub(fn, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3))
        o.append('#if LN_HAS_HALF\n' + t + '#endif\n')
    return ''.join(o)
