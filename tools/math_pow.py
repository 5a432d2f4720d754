#!/usr/bin/env python3
"""The vectorized powers of lanes/math.h (pow powr pown rootn), as C text for tools/gen_math.py
(written into include/lanes/impl/generic/math.h after the kernels of tools/math_vec.py, whose
helpers, log reduction and exp kernel they reuse).

Design (docs/semantics.md, "Powers"):
  - double: log|x| as a double-double with a relative error below about 2^-66: math_vec's
    table-driven reduction of the double log (x = 2^k z, 16 entries, r = z/c - 1 exact,
    k ln2_hi + log(c)_hi exact), log(1 + r) = r - r^2/2 + r^3 (1/3 + r Q(r)) with r^2 an exact
    pair, r^3 and 1/3 double-doubles, Q of degree 8, the high parts joined by three Fast2Sums (no
    division).  Then y log|x| as a double-double (an FMA for the product's error), reduced by
    k ln2 as exp is, and math_vec's exp kernel of rh + rl (the double exp's bits for an exact
    argument).  rootn divides the double-double by n instead (its remainder by an FMA).
  - float (and half, the float result rounded) is computed in double by a table-driven kernel:
    log2|x| = e + log2(c) + r P(r) (|x| = 2^e z, z in [0.703125, 1.40625), c from a 16-entry table
    by z's top mantissa bits, r = z/c - 1 exact by one FMA since 1/c has 29 bits and z 24, P of
    degree 6 on |r| <= 2^-5: relative error 2^-44.3), t = y log2|x| (rootn: / n), 2^t = 2^K
    2^(j/16) (1 + f Q(f)) (16 t rounded to 16 K + j, f exact, |f| <= 1/32, Q of degree 4, a second
    16-entry table), 2^K by an integer add to the exponent: relative error about 2^-37 where
    |t| <= 160 (every finite nonzero float result), so the float result is within 0.5 + 2^-13 ulp
    (subnormal results rounded once).  The tables are read by one variable permute (vpermt2pd)
    on AVX-512 with 8 lanes (GCC and Clang), else lane by lane (the same values).  The fast path (one mask
    test: x positive finite nonzero and |t| <= 160 in every lane) skips the clamp of t and the
    special cases, which run out of line.
  - double pow, powr and pown skip the special cases when every lane has a positive finite x and a
    finite y (the kernel's result is then the result, 1 for y = 0 and for x = 1 included).
  - Special cases (C99 Annex F for pow and pown; OpenCL C 7.5 for powr and rootn) are lane-wise
    selects on the core result, in double for every type (a float widened to double is exact).
The coefficients 2/(2i+1) and the double-double constants are computed with exact rationals."""
from decimal import Decimal, getcontext
from fractions import Fraction
import math
import struct
import math_vec
from math_vec import hexd, dd

# atanh series: log(m) = 2s + s^3 (2/3 + z (2/5 + z R(z))), R = sum_{i>=3} 2/(2i+1) z^(i-3), to
# i = 12 (s^25): the first term left out, 2 s^27 / 27, is below 2^-70 of 2s for s^2 <= 0.0295.
C3H, C3L = dd(Fraction(2, 3))
C5H, C5L = dd(Fraction(2, 5))
POW_R = [hexd(Fraction(2, 2 * i + 1)) for i in range(3, 13)]

# float lanes in double (ln__vm_log2f, ln__vm_exp2f): z = |x| 2^-e in [OFF, 2 OFF) = [0.703125,
# 1.40625), the entry j the top 4 bits of z's mantissa field after subtracting OFF's bits; 1/c the
# interval's midpoint's inverse rounded to 29 bits (1 for the interval holding 1), so that z / c - 1
# = r lies in [-0.0295, 0.03125] and z (24 bits) times 1/c is exact; -log2(1/c) to double (70
# digits); P(r) = log2(1 + r) / r and Q(f) = (2^f - 1) / f interpolated at Chebyshev nodes.
POWF_OFF = 0x3fe6800000000000
getcontext().prec = 70
_D2 = Decimal(2).ln()


def _dbits(b):
    return Fraction(struct.unpack('<d', struct.pack('<Q', b))[0])


def _dec(v):
    return Decimal(v.numerator) / Decimal(v.denominator)


def _powf_tables():
    inv, logc, rmin, rmax = [], [], Fraction(0), Fraction(0)
    for i in range(16):
        lo, hi = _dbits(POWF_OFF + (i << 48)), _dbits(POWF_OFF + ((i + 1) << 48))
        if lo <= 1 < hi:
            c = Fraction(1)
        else:
            c = 2 / (lo + hi)
            q = Fraction(2) ** (29 - math.frexp(float(c))[1])
            c = Fraction(round(c * q)) / q
        assert float(c) == c
        inv.append(c)
        logc.append(Fraction(-_dec(c).ln() / _D2))
        rmin, rmax = min(rmin, lo * c - 1), max(rmax, hi * c - 1)
    return [hexd(c) for c in inv], [hexd(c) for c in logc], rmin, rmax


POWF_INVC, POWF_LOGC, _RMIN, _RMAX = _powf_tables()
assert -Fraction(1, 32) < _RMIN and _RMAX <= Fraction(1, 32)
POWF_EXP2 = [hexd(Fraction((Decimal(j) / 16 * _D2).exp())) for j in range(16)]
POWF_P = [hexd(c) for c in math_vec.cheb_fit(lambda r: Fraction((1 + _dec(r)).ln() / _D2 / _dec(r)), _RMIN, _RMAX, 6)]
POWF_Q = [hexd(c) for c in math_vec.cheb_fit(lambda f: Fraction(((_dec(f) * _D2).exp() - 1) / _dec(f)),
                                               Fraction(-1, 32), Fraction(1, 32), 4)]

FUNCS = ('pow', 'powr', 'pown', 'rootn')

# double log|x| as a double-double (ln__vm_powk): math_vec's table-driven reduction (x = 2^k z, r = z/c -
# 1 exact, |r| <= 0.0342), log(1 + r) = r - r^2/2 + r^3 (1/3 + r Q(r)), Q of degree 8 (error of
# r^4 Q below 2^-70 |r|), 1/3 as a double-double.
C13H, C13L = dd(Fraction(1, 3))
LOGT_Q = [hexd(c) for c in math_vec.cheb_fit(
    lambda r: sum(Fraction((-1) ** (i + 1), i) * r ** (i - 4) for i in range(4, 50)),
    math_vec._LOGTD_RMIN, math_vec._LOGTD_RMAX, 8)]

CORE = '''/* log|x| = lh + ll (|ll| < 2^-30 |lh|: e times ln2's low part is in ll; relative error about 2^-68)
 * for positive finite x (other lanes: garbage, replaced by the special cases) */
#define LN__VM_LOGDD_dN(ax, lh, ll) do { I sub_ = (I)((ax) < 0x1p-1022); \\
  V xs_ = SEL(sub_, (ax) * 0x1p52, ax); \\
  I tmp_ = (I)((U)xs_ - %(LOFF)s), j_ = (tmp_ >> 48) & 15; /* unsigned: no overflow */ \\
  V z_ = (V)((U)xs_ - (U)(tmp_ & -0x10000000000000)), dk_ = ln__vm_i2d_dN((tmp_ >> 52) - (sub_ & 52)); \\
  V r_ = FMA(z_, ln__vm_ltab_dN(ln__vm_logtd_invc, j_), SP(-1.0)); /* exact */ \\
  V hi_ = FMA(dk_, SP(%(L2H)s), ln__vm_ltab_dN(ln__vm_logtd_lch, j_)); /* exact */ \\
  V x2_ = MUL(r_, r_), r2l_ = FMA(r_, r_, -x2_), ph_ = x2_ * SP(-0.5); /* -r^2/2 = ph - r2l/2 exactly */ \\
  V r3h_ = MUL(x2_, r_), r3l_ = FMA(r2l_, r_, FMA(x2_, r_, -r3h_)); /* r^3 */ \\
  V th_ = MUL(r3h_, SP(%(C13H)s)), s_ = FMA(r_, %(LQ)s, SP(%(C13L)s)); \\
  V tl_ = FMA(r3h_, s_, FMA(r3l_, SP(%(C13H)s), FMA(r3h_, SP(%(C13H)s), -th_))); /* r^3 Q = th + tl */ \\
  V w1_ = hi_ + r_, w2_ = w1_ + ph_; /* Fast2Sums: |hi| > |r| or hi = 0, |w1| > |ph|, |w2| > |th| */ \\
  lh = w2_ + th_; \\
  ll = (((hi_ - w1_) + r_) + ((w1_ - w2_) + ph_)) + (((w2_ - lh) + th_) + \\
       (FMA(r2l_, SP(-0.5), tl_) + FMA(dk_, SP(%(L2L)s), ln__vm_ltab_dN(ln__vm_logtd_lcl, j_)))); } while (0)
/* exp(ph + pl) for |pl| <= 2^-40 |ph| (NaN ph: garbage, replaced by the special cases) */
LN__VM_KERNEL V ln__vm_expdd_dN(V ph, V pl) {
  V xc = ln__vm_clamp_dN(ph, -746.0, 710.0), kd;
  V xl = SEL((I)(xc == ph), pl, SP(0.0));
  I ki;
  LN__VM_RINT_dN(xc, %(LOG2E)s, kd, ki);
  V rh = FMA(kd, SP(-%(L2H)s), xc); /* exact */
  return ln__vm_expk_dN(rh, FMA(kd, SP(-%(L2L)s), xl), ki);
}
/* 1 where y is an integer, and where it is an odd one */
#define LN__VM_YINT_dN(y, yint, yodd) do { V ay_ = (V)((I)(y) & 0x7fffffffffffffff), hy_ = ay_ * 0.5; \\
  yint = (I)(ay_ >= 0x1p52) | (I)((ay_ + 0x1p52) - 0x1p52 == ay_); \\
  yodd = yint & (I)(ay_ < 0x1p53) & (I)((hy_ + 0x1p52) - 0x1p52 != hy_); } while (0)
/* C99 Annex F's pow on r = |x|^y (valid for finite nonzero x and finite y): the sign for x < 0 and odd
 * y, NaN for x < 0 and non-integral y, +-0 and +-inf arguments, y = +-inf, NaN arguments, pow(x, +-0)
 * = pow(1, y) = pow(-1, +-inf) = 1 */
LN__VM_KERNEL V ln__vm_powsp_dN(V x, V y, V r) {
  I yint, yodd;
  LN__VM_YINT_dN(y, yint, yodd);
  V ax = (V)((I)x & 0x7fffffffffffffff), inf = SP(__builtin_inf());
  I yinf = (I)(y == inf) | (I)(y == -inf);
  r = SEL((I)(ax == 0) | (I)(ax == inf), SEL((I)(ax == 0) ^ (I)(y > 0), inf, SP(0.0)), r);
  r = (V)((I)r | ((I)x & yodd & (I)SP(-0.0)));
  r = SEL((I)(x < 0) & (I)(x > -inf) & ~yint, SP(__builtin_nan("")), r);
  r = SEL(yinf, SEL((I)(ax > 1) ^ (I)(y < 0), inf, SP(0.0)), r);
  r = SEL((I)(y != y), y + y, SEL((I)(x != x), x + x, r));
  return SEL((I)(y == 0) | (I)(x == 1) | ((I)(x == -1) & yinf), SP(1.0), r);
}
/* powr on pow(|x|, y) (r): NaN for x < 0, (+-0, +-0), (+inf, +-0), (1, +-inf) and NaN arguments */
LN_INLINE V ln__vm_powrsp_dN(V x, V y, V r) {
  V inf = SP(__builtin_inf());
  I z = (I)(y == 0) & ((I)(x == 0) | (I)(x == inf));
  r = SEL((I)(x < 0) | z | ((I)(x == 1) & ((I)(y == inf) | (I)(y == -inf))), SP(__builtin_nan("")), r);
  return SEL((I)(y != y), y + y, SEL((I)(x != x), x + x, r));
}
/* OpenCL's rootn on r = |x|^(1/n) (valid for finite nonzero x, n != 0): the sign of x for odd n,
 * +-0 and +-inf arguments, NaN for n = 0, for x < 0 and even n, and for NaN x; rootn(x, 1) = x */
LN__VM_KERNEL V ln__vm_rootnsp_dN(V x, I n, V r) {
  V ax = (V)((I)x & 0x7fffffffffffffff), inf = SP(__builtin_inf());
  r = SEL((I)(ax == inf), SEL(n > 0, inf, SP(0.0)), r);
  r = SEL((I)(ax == 0), SEL(n < 0, inf, SP(0.0)), r);
  r = (V)((I)r | ((I)x & -(n & 1) & (I)SP(-0.0)));
  r = SEL(n == 1, x, r);
  r = SEL(((I)(x < 0) & ((n & 1) - 1)) | (n == 0), SP(__builtin_nan("")), r);
  return SEL((I)(x != x), x + x, r);
}
/* |x|^y (pow, powr, pown: y from n); rootn: |x|^(1/n) with the double-double divided by n */
LN__VM_KERNEL V ln__vm_powk_dN(V ax, V y) {
  V lh, ll;
  LN__VM_LOGDD_dN(ax, lh, ll);
  V ph = MUL(y, lh);
  return ln__vm_expdd_dN(ph, FMA(y, ll, FMA(y, lh, -ph)));
}
LN__VM_KERNEL V ln__vm_rootnk_dN(V ax, V dn) {
  V lh, ll;
  LN__VM_LOGDD_dN(ax, lh, ll);
  V qh = lh / dn;
  return ln__vm_expdd_dN(qh, (FMA(-qh, dn, lh) + ll) / dn);
}
/* float lanes widened to double (x a float: 24 significant bits, a normal double): log2|x| =
 * e + log2(c) + log2(1 + r) with c from a 16-entry table (z = |x| 2^-e in [0.703125, 1.40625),
 * its top 4 mantissa bits the entry; 1/c of 29 bits, so r = z/c - 1 is exact; 1/c = 1 where z
 * is near 1), log2(1 + r) = r P(r) (|r| <= 2^-5, P of degree 6: relative error 2^-44.3); t = y
 * log2|x| (rootn: / n) clamped to [-160, 160]; 2^t = 2^K 2^(j/16) 2^f (16 t = 16 K + j rounded,
 * f = t - (16 K + j)/16 exact, |f| <= 1/32), 2^f = 1 + f Q(f) (Q of degree 4: relative error
 * 2^-46), 2^(j/16) from a second table, 2^K by an integer add to the exponent (the double is
 * normal); the float rounding of the result is the only one that matters */
LN_INLINE V ln__vm_log2f_dN(V ax) {
  I tmp = (I)((U)ax - %(OFF)s), j = (tmp >> 48) & 15; /* unsigned: no overflow (garbage lanes) */
  V z = (V)((U)ax - (U)(tmp & -0x10000000000000)), dk = ln__vm_i2d_dN(tmp >> 52);
  V r = FMA(z, ln__vm_ltab_dN(ln__vm_powf_invc, j), SP(-1.0)); /* exact */
  V x2_ = r * r;
  return FMA(r, %(PL)s, dk + ln__vm_ltab_dN(ln__vm_powf_logc, j));
}
/* 2^t for |t| <= 160 (t NaN: garbage) */
LN_INLINE V ln__vm_exp2fr_dN(V t) {
  V kd;
  I ki;
  LN__VM_RINT_dN(t, 16.0, kd, ki);
  V f = FMA(kd, SP(-0.0625), t); /* exact */
  V x2_ = f * f;
  return ln__vm_scale_dN(ln__vm_ltab_dN(ln__vm_powf_exp2, ki & 15) * FMA(f, %(QE)s, SP(1.0)), ki >> 4);
}
/* 2^t with t clamped to [-160, 160] (the same bits inside; NaN lanes garbage) */
LN_INLINE V ln__vm_exp2f_dN(V t) {
  V tc = SEL((I)(t > 160.0), SP(160.0), t);
  return ln__vm_exp2fr_dN(SEL((I)(tc < -160.0), SP(-160.0), tc));
}
LN_INLINE V ln__vm_powkf_dN(V ax, V y) { return ln__vm_exp2f_dN(MUL(y, ln__vm_log2f_dN(ax))); }
LN_INLINE V ln__vm_rootnkf_dN(V ax, V dn) { return ln__vm_exp2f_dN(ln__vm_log2f_dN(ax) / dn); }
/* the float fast path: x positive finite nonzero and |t| <= 160 (so y finite) in every lane: 2^t
 * without the clamp, else the general path s (the same bits) */
#define LN__VM_POWF_FAST_dN(x, y, s) do { V t_ = MUL(y, ln__vm_log2f_dN(x)); \
  if (ln__vm_all_dN((I)((U)x - 1 < 0x7fefffffffffffffu) & (I)(((I)t_ & 0x7fffffffffffffff) <= 0x4064000000000000))) \
    return ln__vm_exp2fr_dN(t_); \
  return s; } while (0)
/* every lane has a positive finite nonzero x and a finite y: the core's result is the result */
LN_INLINE int ln__vm_powfast_dN(V x, V y) {
  return ln__vm_all_dN((I)((U)x - 1 < 0x7fefffffffffffffu) & (I)(((I)y & 0x7fffffffffffffff) < 0x7ff0000000000000));
}
'''

# The top kernels per function and lane count: d = double lanes (K = the double-double core),
# f = float lanes computed in double (K = the double core); T the argument's type.
TOPS = '''LN__VM_KERNEL V ln__vm_pow_%(S)sNw(V x, V y) {
  V r = ln__vm_pow%(K)s_dN((V)((I)x & 0x7fffffffffffffff), y);
  return ln__vm_powfast_dN(x, y) ? r : ln__vm_powsp_dN(x, y, r);
}
LN__VM_KERNEL V ln__vm_powr_%(S)sNw(V x, V y) {
  V ax = (V)((I)x & 0x7fffffffffffffff), r = ln__vm_pow%(K)s_dN(ax, y);
  return ln__vm_powfast_dN(x, y) ? r : ln__vm_powrsp_dN(x, y, ln__vm_powsp_dN(ax, y, r));
}
LN__VM_KERNEL V ln__vm_pown_%(S)sNw(V x, ln_intN n) {
  V y = __builtin_convertvector(n, V), r = ln__vm_pow%(K)s_dN((V)((I)x & 0x7fffffffffffffff), y);
  return ln__vm_powfast_dN(x, y) ? r : ln__vm_powsp_dN(x, y, r);
}
LN__VM_KERNEL V ln__vm_rootn_%(S)sNw(V x, ln_intN n) {
  I nl = __builtin_convertvector(n, I);
  V r = ln__vm_rootn%(K)s_dN((V)((I)x & 0x7fffffffffffffff), __builtin_convertvector(n, V));
  return ln__vm_rootnsp_dN(x, nl, r);
}
'''


# float lanes (computed in double): the special cases out of line, the fast path inline (its
# constants stay in registers across a caller's loop)
FTOPS = '''LN__VM_KERNEL V ln__vm_pow_fdNs(V x, V y) {
  return ln__vm_powsp_dN(x, y, ln__vm_powkf_dN((V)((I)x & 0x7fffffffffffffff), y));
}
LN_INLINE V ln__vm_pow_fdNw(V x, V y) { LN__VM_POWF_FAST_dN(x, y, ln__vm_pow_fdNs(x, y)); }
LN__VM_KERNEL V ln__vm_powr_fdNs(V x, V y) {
  V ax = (V)((I)x & 0x7fffffffffffffff);
  return ln__vm_powrsp_dN(x, y, ln__vm_powsp_dN(ax, y, ln__vm_powkf_dN(ax, y)));
}
LN_INLINE V ln__vm_powr_fdNw(V x, V y) { LN__VM_POWF_FAST_dN(x, y, ln__vm_powr_fdNs(x, y)); }
LN__VM_KERNEL V ln__vm_pown_fdNs(V x, V y) {
  return ln__vm_powsp_dN(x, y, ln__vm_powkf_dN((V)((I)x & 0x7fffffffffffffff), y));
}
LN_INLINE V ln__vm_pown_fdNw(V x, ln_intN n) {
  V y = __builtin_convertvector(n, V);
  LN__VM_POWF_FAST_dN(x, y, ln__vm_pown_fdNs(x, y));
}
LN__VM_KERNEL V ln__vm_rootn_fdNw(V x, ln_intN n) {
  I nl = __builtin_convertvector(n, I);
  V r = ln__vm_rootnkf_dN((V)((I)x & 0x7fffffffffffffff), __builtin_convertvector(n, V));
  return ln__vm_rootnsp_dN(x, nl, r);
}
'''


def subst(t, n):
    t = (t.replace('FMA(', 'ln__vm_fma_dN(').replace('MUL(', 'ln__vm_mul_dN(').replace('SEL(', 'ln__vm_sel_dN(')
         .replace('SP(', 'ln__splat_doubleN(').replace('V ', 'ln_doubleN ').replace(', V)', ', ln_doubleN)')
         .replace('(V)', '(ln_doubleN)').replace('I ', 'ln_longN ').replace(', I)', ', ln_longN)')
         .replace('(I)', '(ln_longN)').replace('(U)', '(ln_ulongN)'))
    return (t.replace('dN', 'd%d' % n).replace('doubleN', 'double%d' % n).replace('longN', 'long%d' % n)
            .replace('charN', 'char%d' % n)
            .replace('intN', 'int%d' % n).replace('_dN(', '_d%d(' % n))


def split(n):
    """The top kernels of n double lanes: the whole-vector one where n doubles fit the target's
    vector registers, else two calls of the n/2-lane one (as math_vec.split)."""
    o = []
    for f in FUNCS:
        yt = 'ln_int%d' if f in ('pown', 'rootn') else 'ln_double%d'
        for s in ('d', 'fd'):
            head = 'LN_INLINE ln_double%d ln__vm_%s_%s%d(ln_double%d x, %s y) {\n' % (n, f, s, n, n, yt % n)
            if n == 2:
                o.append(head + '  return ln__vm_%s_%s2w(x, y);\n}\n' % (f, s))
                continue
            h = n // 2
            if 8 * n > 64:  # wider than every target's registers: always two halves (no whole kernel)
                o.append(head + ('  ln_double%d a[2];\n  %s b[2];\n'
                                 '  __builtin_memcpy(a, &x, sizeof x);\n  __builtin_memcpy(b, &y, sizeof y);\n'
                                 '  a[0] = ln__vm_%s_%s%d(a[0], b[0]);\n  a[1] = ln__vm_%s_%s%d(a[1], b[1]);\n'
                                 '  __builtin_memcpy(&x, a, sizeof x);\n  return x;\n}\n') % (h, yt % h, f, s, h, f, s, h))
                continue
            o.append(head + ('#if %d > LN__VM_NB\n'
                             '  ln_double%d a[2];\n  %s b[2];\n'
                             '  __builtin_memcpy(a, &x, sizeof x);\n  __builtin_memcpy(b, &y, sizeof y);\n'
                             '  a[0] = ln__vm_%s_%s%d(a[0], b[0]);\n  a[1] = ln__vm_%s_%s%d(a[1], b[1]);\n'
                             '  __builtin_memcpy(&x, a, sizeof x);\n  return x;\n#else\n'
                             '  return ln__vm_%s_%s%dw(x, y);\n#endif\n}\n') % (
                8 * n, h, yt % h, f, s, h, f, s, h, f, s, n))
    return ''.join(o)


def tables():
    """The float kernel's three tables (file scope, once)."""
    return ''.join('static const double ln__vm_powf_%s[16] __attribute__((unused)) = {%s};\n' % (nm, ', '.join(v))
                   for nm, v in (('invc', POWF_INVC), ('logc', POWF_LOGC), ('exp2', POWF_EXP2)))


def kernels(n):
    """The power kernels of n double lanes (n = 16: only the two-halves wrappers)."""
    d = dict(HR=math_vec.horner(POW_R, 'zh_', 'FMA'), C3H=C3H, C3L=C3L, C5H=C5H, C5L=C5L,
             L2H=math_vec.L2H, L2L=math_vec.L2L, LOG2E=math_vec.LOG2E, LN2H=math_vec.LN2H, LN2L=math_vec.LN2L,
             OFF=hex(POWF_OFF), LOFF=hex(math_vec.LOGTD_OFF), C13H=C13H, C13L=C13L,
             LQ=math_vec.estrin(LOGT_Q, 'r_'), PL=math_vec.estrin(POWF_P, 'r'), QE=math_vec.estrin(POWF_Q, 'f'))
    if n == 16:  # always run as two 8-lane halves (split)
        return split(n)
    return subst(CORE % d + TOPS % dict(S='d', K='k') + FTOPS, n) + split(n)


def public(fn, e, n):
    """ln_<fn>_<type><n> (n None: the scalar); the second argument is int lanes for pown/rootn."""
    ai = fn in ('pown', 'rootn')
    if e == 'half':
        bt = (lambda m: 'int' if m is None else 'ln_int%d' % m) if ai else (lambda m: 'ln_half' if m is None else 'ln_half%d' % m)
        if n is None:
            cy = 'y' if ai else '(float)y'
            return 'LN_INLINE ln_half ln_%s_half(ln_half x, %s y) { return (ln_half)ln_%s_float((float)x, %s); }\n' % (
                fn, bt(None), fn, cy)
        if n == 3:
            return ('LN_INLINE ln_half3 ln_%s_half3(ln_half3 x, %s y) {\n  ln_half3 r = {ln_%s_half4(x.v, y.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, bt(3), fn)
        if n == 32:
            return ('LN_INLINE ln_half32 ln_%s_half32(ln_half32 x, ln_half32 y) {\n  ln_half16 a[2], b[2];\n'
                    '  __builtin_memcpy(a, &x, sizeof x);\n  __builtin_memcpy(b, &y, sizeof y);\n'
                    '  a[0] = ln_%s_half16(a[0], b[0]);\n  a[1] = ln_%s_half16(a[1], b[1]);\n'
                    '  __builtin_memcpy(&x, a, sizeof x);\n  return x;\n}\n') % (fn, fn, fn)
        cy = 'y' if ai else '__builtin_convertvector(y, ln_float%d)' % n
        return ('LN_INLINE ln_half%d ln_%s_half%d(ln_half%d x, %s y) {\n'
                '  return __builtin_convertvector(ln_%s_float%d(__builtin_convertvector(x, ln_float%d), %s), ln_half%d);\n}\n') % (
            n, fn, n, n, bt(n), fn, n, n, cy, n)
    s = e  # 'float' or 'double'
    bt = (lambda m: 'int' if m is None else 'ln_int%d' % m) if ai else (lambda m: s if m is None else 'ln_%s%d' % (s, m))
    if n == 3:
        return ('LN_INLINE ln_%s3 ln_%s_%s3(ln_%s3 x, %s y) {\n  ln_%s3 r = {ln_%s_%s4(x.v, y.v)};\n'
                '  r.v[3] = 0;\n  return r;\n}\n') % (s, fn, s, s, bt(3), s, fn, s)
    # the kernel's lane count: double and float scalars 2, else n
    m = 2 if n is None else n
    if ai:
        yv = 'ln__splat_int%d(y)' % m if n is None else 'y'
    else:
        yv = 'ln__splat_double%d(y)' % m if n is None else ('y' if s == 'double' else '__builtin_convertvector(y, ln_double%d)' % m)
    xv = 'ln__splat_double%d(x)' % m if n is None else ('x' if s == 'double' else '__builtin_convertvector(x, ln_double%d)' % m)
    k = 'ln__vm_%s_%s%d(%s, %s)' % (fn, 'd' if s == 'double' else 'fd', m, xv, yv)
    if n is None:
        body = '(%s)%s[0]' % (s, k) if s == 'float' else '%s[0]' % k
        return 'LN_INLINE %s ln_%s_%s(%s x, %s y) { return %s; }\n' % (s, fn, s, s, bt(None), body)
    if s == 'float':
        k = '__builtin_convertvector(%s, ln_float%d)' % (k, n)
    return 'LN_INLINE ln_%s%d ln_%s_%s%d(ln_%s%d x, %s y) { return %s; }\n' % (s, n, fn, s, n, s, n, bt(n), k)


def c_text(ops):
    """The power kernels (double lanes 2 4 8 16) and the per-type functions of the rows ops."""
    o = ['\n/* ---- powers (tools/math_pow.py) ---- */\n', tables()]
    for n in (2, 4, 8, 16):
        o.append(kernels(n))
    for fn in [op.name for op in ops]:
        o.append('\n/* ---- ln_%s ---- */\n' % fn)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(public(fn, e, n))
        ns = (None, 2, 4, 8, 16, 3) if fn in ('pown', 'rootn') else (None, 2, 4, 8, 16, 32, 3)
        o.append('#if LN_HAS_HALF\n' + ''.join(public(fn, 'half', n) for n in ns) + '#endif\n')
    return ''.join(o)
