#!/usr/bin/env python3
"""The vectorized tgamma, lgamma and lgamma_r of lanes/math.h, as C text for tools/gen_math.py
(after tools/math_vec.py, math_trig.py and math_hyp.py, whose log kernels, sinpi and log(1 + x)
of a float-float it reuses).

Design (docs/semantics.md, "Gamma functions"): double kernels on whole vectors (2 4 8 16 lanes,
wider than the target's registers: two halves); float is the double kernel's result rounded to
float (float 4 8 16 through double 4 8 16; scalars, 2 and 3 lanes through 4), half the float
result rounded.  Every multiply-add an explicit FMA, every other inexact product that reaches an
addition a MUL; the special cases lane-wise selects.
  - G(t) = Gamma(2 + t), |t| <= 1/2: 1 + u, u = c1 t + c2 t^2 + t^3 R(t), c1 = 1 - gamma and c2 =
    Gamma''(2)/2 as double-doubles (t c1 and t^2 c2 as exact products), R a Chebyshev fit of
    degree 19 (error < 2^-64 of G); u and G as float-floats.
  - Gamma(x) = G(t) times or divided by a product of exact factors: x = n + t (n = rint(x)); n >= 2:
    G(t) (x - 1) ... (x - n + 2); n <= 1: G(t) / (x (x + 1) ... (x + 1 - n)); the factors are
    TwoSums (exact pairs), the product a float-float (each step: an exact product, its error and
    the low parts), the quotient a float-float division; big products start from 2^-64 or 2^-600
    and the result is scaled back by one FMA (one rounding, subnormal results included).  The
    loop runs as many steps as the lane that needs most (up to 186 for tgamma, 32 for lgamma).
  - tgamma: that value (x in [-184, 171.7]), rounded once.
  - lgamma: x in [-30, 20): log|Gamma(x)| from the same float-float q: |q| in [0.5, 2]: log1p of
    w = |q| - 1 as a float-float, w computed as (G - |D|) / |D| (x near 1: (u - (x - 1)) / x; near
    2: u itself), so the zeros at 1 and 2 keep their relative accuracy; else log of q =
    2^e m as log1p(m - 1 + ql 2^-e) + e ln2 (math_hyp's log1p of a float-float).  x >= 20:
    Stirling, (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 + S(1/x), log x a float-float from
    math_vec's log kernel, the product a float-float, S's 7 terms B_2k / (2k (2k - 1) x^(2k-1)).
    x < -30: the reflection log(pi) - log|x sinpi(x)| - lgamma(|x|) (math_trig's sinpi).  |x| <
    2^-60: -log|x|.
  - lgamma_r's sign: the sign of Gamma(x) (of q, of -sinpi(|x|) for x < -30, -1 for small
    negative x); +1 for NaN, +-inf, +0 and the negative integers, -1 for -0 (as glibc).
The coefficients: Bernoulli numbers (exact rationals), the Euler constant and pi (decimal, 200
digits: gamma from the digamma function's asymptotic series after 40 shifts), Gamma(2 + t) at the
fit's nodes from Stirling's series after 40 shifts (decimal), the fit by math_vec.cheb_fit."""
from decimal import Decimal, localcontext
from fractions import Fraction

import math_vec as mv

FUNCS = ('tgamma', 'lgamma', 'lgamma_r')


def _bernoulli(n):
    """B_0 .. B_n (exact; the odd ones past B_1 are 0)."""
    a, b = [Fraction(0)] * (n + 1), []
    for m in range(n + 1):
        a[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            a[j - 1] = j * (a[j - 1] - a[j])
        b.append(a[0])
    return b


BERN = _bernoulli(50)
SHIFT = 40


def _dec(q):
    return Decimal(q.numerator) / Decimal(q.denominator)


def _pi():
    def atan_inv(n):
        x = Decimal(1) / n
        x2, s, t, k = x * x, x, x, 1
        while True:
            t, k = -t * x2, k + 2
            d = t / k
            if abs(d) < Decimal(10) ** -210:
                return s
            s += d
    return 16 * atan_inv(5) - 4 * atan_inv(239)


def _lgam(z, pi):
    """lgamma(z), z > 0 (Decimal): Stirling's series at z + SHIFT (error < 10^-55), less the logs."""
    w = z + SHIFT
    s = (w - Decimal('0.5')) * w.ln() - w + (2 * pi).ln() / 2
    for k in range(1, 25):
        s += _dec(BERN[2 * k]) / (2 * k * (2 * k - 1) * w ** (2 * k - 1))
    p = Decimal(1)
    for i in range(SHIFT):
        p *= z + i
    return s - p.ln()


def _digamma(z):
    w = z + SHIFT
    s = w.ln() - 1 / (2 * w)
    for k in range(1, 25):
        s -= _dec(BERN[2 * k]) / (2 * k * w ** (2 * k))
    for i in range(SHIFT):
        s -= 1 / (z + i)
    return s


def _constants():
    with localcontext() as ctx:
        ctx.prec = 200
        pi = _pi()
        c1 = 1 + _digamma(Decimal(1))  # 1 - Euler's gamma = digamma(2)
        c2 = ((pi * pi / 6 - 1) + c1 * c1) / 2  # Gamma''(2) / 2

        def r(t):
            d = _dec(t)
            g = _lgam(2 + d, pi).exp()
            return Fraction((g - 1 - c1 * d - c2 * d * d) / (d * d * d))
        fit = mv.cheb_fit(r, -0.5, 0.5, 19)  # odd: no node at 0
        return dict(C1=Fraction(c1), C2=Fraction(c2), R=fit, LNPI=Fraction(pi.ln()),
                    HL2PI=Fraction((2 * pi).ln() / 2 - Decimal('0.5')))


K = _constants()
STIR = [mv.hexd(BERN[2 * k] / (2 * k * (2 * k - 1))) for k in range(1, 8)]
CONST = dict(C1H=mv.dd(K['C1'])[0], C1L=mv.dd(K['C1'])[1], C2H=mv.dd(K['C2'])[0], C2L=mv.dd(K['C2'])[1],
             R=mv.horner([mv.hexd(c) for c in K['R']], 't', 'FMA'), LPH=mv.dd(K['LNPI'])[0],
             LPL=mv.dd(K['LNPI'])[1], HCH=mv.dd(K['HL2PI'])[0], HCL=mv.dd(K['HL2PI'])[1],
             ST=mv.horner(STIR, 'z', 'FMA'), L2H=mv.L2H, L2L=mv.L2L)

CORE = '''/* the largest lane of n (n >= 0) */
LN_INLINE double ln__vg_max_dN(V n) {
  double m = 0;
  for (int i = 0; i < N; i++) m = n[i] > m ? n[i] : m;
  return m;
}
/* Gamma(2 + t) = gh + gl = 1 + uh + ul, |t| <= 1/2: u = c1 t + c2 t^2 + t^3 R(t) (t c1, t^2 c2 as
 * exact products of float-floats) */
LN_INLINE void ln__vg_g_dN(V t, V *gh, V *gl, V *uh, V *ul) {
  V p1 = MUL(t, SP(%(C1H)s)), p1l = FMA(t, SP(%(C1L)s), FMA(t, SP(%(C1H)s), -p1));
  V t2 = MUL(t, t), t2l = FMA(t, t, -t2);
  V p2 = MUL(t2, SP(%(C2H)s)), p2l = FMA(t2l, SP(%(C2H)s), FMA(t2, SP(%(C2L)s), FMA(t2, SP(%(C2H)s), -p2)));
  V r3 = MUL(t2 * t, %(R)s);
  V s = p1 + p2, lo = r3 + (((p1 - s) + p2) + (p1l + p2l)); /* Fast2Sum: |p1| >= |p2| */
  *uh = s + lo; /* Fast2Sum: |lo| < |s| / 8 */
  *ul = (s - *uh) + lo;
  *gh = SP(1.0) + *uh; /* |uh| < 1/2 */
  *gl = ((SP(1.0) - *gh) + *uh) + *ul;
}
/* (h, l) times the float-float (fh, fl), renormalized */
#define LN__VG_MUL_dN(h, l, fh, fl) do { V m_ = MUL(h, fh); \\
  V e_ = FMA(h, fl, FMA(l, fh, FMA(h, fh, -m_))); h = m_ + e_; l = (m_ - h) + e_; } while (0)
/* Gamma(x) = (qh + ql) sf for x in [-184, 171.7] (not a nonpositive integer; xc: x there), and for
 * lgamma: neg (x < 1.5: Gamma = G / D), w = |Gamma| - 1 = wh + wl where |q| is within [1/2, 2] (else
 * unused) */
LN_INLINE void ln__vg_gam_dN(V xc, V *qh, V *ql, V *sf, V *wh, V *wl) {
  V rd = (xc + SP(0x1.8p52)) - SP(0x1.8p52), t = xc - rd; /* exact */
  I pos = (I)(rd >= SP(2.0));
  V cnt = SEL(pos, rd - SP(2.0), SP(2.0) - rd);
  V s0 = SEL((I)(xc > SP(160.0)), SP(0x1p-64), SEL((I)(xc < SP(-160.0)), SP(0x1p-600), SP(1.0)));
  V ph = s0, pl = SP(0.0), gh, gl, uh, ul;
  double m = ln__vg_max_dN(cnt);
  for (double j = 0; j < m; j++) {
    /* the factor x - (j + 1) (n >= 2) or x + j (n <= 1), as an exact pair */
    V k = SEL(pos, SP(-1.0 - j), SP(j)), fh = xc + k, bp = fh - xc;
    V fl = (xc - (fh - bp)) + (k - bp);
    I act = (I)(SP(j) < cnt);
    fh = SEL(act, fh, SP(1.0));
    fl = SEL(act, fl, SP(0.0));
    LN__VG_MUL_dN(ph, pl, fh, fl);
  }
  ln__vg_g_dN(t, &gh, &gl, &uh, &ul);
  /* n >= 2: q = G P */
  V mh = gh, ml = gl;
  LN__VG_MUL_dN(mh, ml, ph, pl);
  /* n <= 1: q = G / D */
  V dh = gh / ph, dl = (FMA(-dh, ph, gh) + FMA(-dh, pl, gl)) / ph, d0 = dh;
  I fin = (I)(d0 - d0 == SP(0.0)); /* d0 finite (1 / x overflows for tiny x) */
  dh = SEL(fin, d0 + dl, d0); /* renormalized (Fast2Sum): |dl| may reach 1.5 ulp of d0 */
  dl = SEL(fin, (d0 - dh) + dl, SP(0.0));
  *qh = SEL(pos, mh, dh);
  *ql = SEL(pos, ml, dl);
  *sf = SEL(pos, SP(1.0) / s0, s0);
  /* w: n = 2: u; n > 2: q - 1 (|q| >= 4/3); n <= 1: (G - |D|) / |D| */
  I ng = (I)(ph < SP(0.0));
  V ah = SEL(ng, -ph, ph), al = SEL(ng, -pl, pl);
  V s1 = SP(1.0) - ah, b1 = s1 - SP(1.0), e1 = (SP(1.0) - (s1 - b1)) + (-ah - b1); /* 1 - |D| */
  V s2 = s1 + uh, b2 = s2 - s1, e2 = (s1 - (s2 - b2)) + (uh - b2);
  V nl = ((e1 - al) + ul) + e2;
  V nh = s2 + nl;
  nl = (s2 - nh) + nl;
  V vh = nh / ah, vl = (FMA(-vh, ah, nh) + FMA(-vh, al, nl)) / ah;
  *wh = SEL(pos, SEL((I)(rd == SP(2.0)), uh, mh - SP(1.0)), vh);
  *wl = SEL(pos, SEL((I)(rd == SP(2.0)), ul, ml), vl);
}
LN__VM_KERNEL V ln__vg_tgamma_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -184.0, 171.7), qh, ql, sf, wh, wl;
  ln__vg_gam_dN(xc, &qh, &ql, &sf, &wh, &wl);
  V r = FMA(qh, sf, MUL(ql, sf));
  /* x < -160 (sf = 2^-600): qh sf rounded, then corrected by one ulp where the rest of q (d + ql,
   * d = qh - rh / sf exact) exceeds half an ulp: one rounding, also where ql sf would be subnormal */
  V rh = MUL(qh, sf), ar = (V)((I)rh & 0x7fffffffffffffff), ul = (V)((I)ar + 1) - ar;
  V e = (qh - rh * SP(0x1p600)) + ql, h2 = ul * SP(0x1p599);
  I nr = (I)(rh < SP(0.0));
  V up = SEL(nr, -ul, ul), ae = SEL(nr, -e, e); /* toward larger |rh| */
  V rc = SEL((I)(ae > h2), rh + up, SEL((I)(ae < -h2), rh - up, rh));
  r = SEL((I)(xc < SP(-160.0)), rc, r);
  r = SEL((I)((V)((I)qh & 0x7fffffffffffffff) == SP(__builtin_inf())), qh, r); /* 1 / x overflows */
  V a = (V)((I)x & 0x7fffffffffffffff);
  /* x < -184: +-0, the sign of Gamma: - where ceil(|x|) is odd */
  V ac = SEL((I)(a < SP(0x1p52)), a, SP(0.0));
  V ra = (ac + SP(0x1p52)) - SP(0x1p52);
  I ci = ((I)(ac + SP(0x1p52)) - (I)SP(0x1p52)) - (I)(ra < ac);
  r = SEL((I)(x < SP(-184.0)), (V)(-(ci & 1) & ~0x7fffffffffffffff), r);
  r = SEL((I)(x > SP(171.7)), SP(__builtin_inf()), r);
  r = SEL((I)(x == 0), (V)((I)SP(__builtin_inf()) | ((I)x & ~0x7fffffffffffffff)), r);
  r = SEL((I)(x < 0) & (I)(ra == ac), SP(__builtin_nan("")), r); /* negative integers, -inf */
  return SEL((I)(x != x), x + x, r);
}
/* log(h + l), h > 0 normal, |l| < ulp(h): h = 2^e m, log1p(m - 1 + l 2^-e) + e ln2 */
LN_INLINE V ln__vg_logdd_dN(V h, V l) {
  I e = ((I)h >> 52) - 1023;
  V m1 = (V)(((I)h & 0x000fffffffffffff) | 0x3ff0000000000000) - SP(1.0);
  return ln__vh_log1p2_dN(m1, l * (V)(((1023 - e) & 0x7ff) << 52), ln__vm_i2d_dN(e));
}
/* log(a) - 1 = lh + ll, a >= 20 */
LN_INLINE void ln__vg_logm1_dN(V a, V *lh, V *ll) {
  V hi, lo, dk;
  LN__VM_LOG1P_dN(a, hi, lo, dk);
  V bb = FMA(dk, SP(%(L2H)s), SP(-1.0)); /* exact */
  V s = bb + hi, sl = ((bb - s) + hi) + FMA(dk, SP(%(L2L)s), lo); /* Fast2Sum: |bb| > 1.7 > |hi| */
  *lh = s + sl;
  *ll = (s - *lh) + sl;
}
/* lgamma(a) = rh + rl for a in [20, 2^1000] by Stirling's series */
LN_INLINE void ln__vg_stir_dN(V a, V *rh, V *rl) {
  V lh, ll;
  ln__vg_logm1_dN(a, &lh, &ll);
  V bh = a - SP(0.5), bl = (a - bh) - SP(0.5); /* a - 1/2 */
  V ph = MUL(bh, lh), pl = FMA(bl, lh, FMA(bh, ll, FMA(bh, lh, -ph)));
  V ia = SP(1.0) / a, z = ia * ia;
  V st = MUL(ia, %(ST)s);
  V h = ph + SP(%(HCH)s), low = (((ph - h) + SP(%(HCH)s)) + pl) + (st + SP(%(HCL)s)); /* Fast2Sum: ph > 40 */
  *rh = h + low;
  *rl = (h - *rh) + low;
}
/* lgamma(x), *sg the sign of Gamma(x) (+-1; +1 where C gives +1: NaN, +-inf, the nonpositive
 * integers but -0) */
LN__VM_KERNEL V ln__vg_lgam_dNw(V x, V *sg) {
  V a = (V)((I)x & 0x7fffffffffffffff);
  /* -30 <= x < 20: log|Gamma(x)| */
  V xc = ln__vm_clamp_dN(x, -30.0, 20.0), qh, ql, sf, wh, wl;
  ln__vg_gam_dN(xc, &qh, &ql, &sf, &wh, &wl);
  I nq = (I)(qh < SP(0.0));
  V aqh = SEL(nq, -qh, qh), aql = SEL(nq, -ql, ql);
  I near1 = (I)(aqh >= SP(0.5)) & (I)(aqh <= SP(2.0));
  I e = ((I)aqh >> 52) - 1023;
  V m1 = (V)(((I)aqh & 0x000fffffffffffff) | 0x3ff0000000000000) - SP(1.0);
  V rm = ln__vh_log1p2_dN(SEL(near1, wh, m1), SEL(near1, wl, aql * (V)(((1023 - e) & 0x7ff) << 52)),
                          SEL(near1, SP(0.0), ln__vm_i2d_dN(e)));
  /* Stirling for |x| >= 20 (x >= 20; x < -30: the reflection) */
  V ac = ln__vm_clamp_dN(a, 20.0, 0x1p1000), sh, sl;
  ln__vg_stir_dN(ac, &sh, &sl);
  V lh, ll;
  ln__vg_logm1_dN(a, &lh, &ll);
  V big = FMA(a, lh, MUL(a, ll)); /* a (log a - 1) for a > 2^1000 (the rest below its last bit) */
  V rs = SEL((I)(a > SP(0x1p1000)), big, sh + sl);
  /* x < -30: log(pi) - log(|x| |sinpi(x)|) - lgamma(|x|) */
  V sp = ln__vm_sinpi_dN(SEL((I)(a < SP(0x1p52)), a, SP(0.5)));
  V as = (V)((I)sp & 0x7fffffffffffffff);
  V yh = MUL(ac, as), yl = FMA(ac, as, -yh);
  V ly = ln__vg_logdd_dN(yh, yl);
  V c = SP(%(LPH)s) - sh, c1 = SP(%(LPH)s) - (c + sh); /* Fast2Sum: sh > 70 > log pi */
  V d = c - ly, bd = d - c, d1 = (c - (d - bd)) + (-ly - bd);
  V rr = d + (((c1 + d1) + SP(%(LPL)s)) - sl);
  /* |x| < 2^-60: -log|x| */
  V rt = -ln__vm_log_dN(a);
  I neg = (I)(x < SP(0.0));
  V r = SEL((I)(x >= SP(20.0)), rs, SEL((I)(x < SP(-30.0)), rr, rm));
  r = SEL((I)(a < SP(0x1p-60)), rt, r);
  V s = SEL((I)(x < SP(-30.0)), SEL((I)(sp > SP(0.0)), SP(-1.0), SP(1.0)), SEL(nq, SP(-1.0), SP(1.0)));
  s = SEL((I)(a < SP(0x1p-60)), SEL(neg, SP(-1.0), SP(1.0)), s);
  /* nonpositive integers (and -2^52 and below), +-inf: +inf; sign +1 but for -0 */
  V ra = (SEL((I)(a < SP(0x1p52)), a, SP(0.0)) + SP(0x1p52)) - SP(0x1p52);
  I pole = (I)(x <= SP(0.0)) & ((I)(ra == a) | (I)(a >= SP(0x1p52)));
  r = SEL(pole | (I)(a == SP(__builtin_inf())), SP(__builtin_inf()), r);
  s = SEL(pole | (I)(x != x), SP(1.0), s);
  s = SEL((I)(x == 0) & ((I)x >> 63), SP(-1.0), s); /* -0 */
  *sg = s;
  return SEL((I)(x != x), x + x, r);
}
LN__VM_KERNEL V ln__vg_lgamma_dNw(V x) {
  V s;
  return ln__vg_lgam_dNw(x, &s);
}
'''


def _subst(text, n):
    return (text.replace('FMA(', 'ln__vm_fma_dN(').replace('MUL(', 'ln__vm_mul_dN(').replace('SEL(', 'ln__vm_sel_dN(')
            .replace('SP(', 'ln__splat_doubleN(').replace('V ', 'ln_doubleN ').replace('(V)', '(ln_doubleN)')
            .replace('V *', 'ln_doubleN *').replace('I ', 'ln_longN ').replace('(I)', '(ln_longN)')
            .replace('dN', 'd%d' % n).replace('doubleN', 'double%d' % n).replace('longN', 'long%d' % n)
            .replace('i < N;', 'i < %d;' % n))


def _top(n, fn):
    """ln__vg_<fn>_d<n> (fn tgamma, lgamma; lgam: with the sign): the whole-vector kernel, or two
    halves where n doubles are wider than the target's registers."""
    vt, ht, h = 'ln_double%d' % n, 'ln_double%d' % (n // 2), n // 2
    sg = fn == 'lgam'
    head = 'LN_INLINE %s ln__vg_%s_d%d(%s x%s) {\n' % (vt, fn, n, vt, ', %s *s' % vt if sg else '')
    if n == 2:
        return head + '  return ln__vg_%s_d2w(x%s);\n}\n' % (fn, ', s' if sg else '')
    o = ['#if %d > LN__VM_NB\n' % (8 * n),
         '  %s x0, x1%s;\n  __builtin_memcpy(&x0, &x, sizeof x0);\n'
         '  __builtin_memcpy(&x1, (char *)&x + sizeof x0, sizeof x1);\n' % (ht, ', s0, s1' if sg else '')]
    o.append('  x0 = ln__vg_%s_d%d(x0%s);\n  x1 = ln__vg_%s_d%d(x1%s);\n' % (
        fn, h, ', &s0' if sg else '', fn, h, ', &s1' if sg else ''))
    o.append('  __builtin_memcpy(&x, &x0, sizeof x0);\n  __builtin_memcpy((char *)&x + sizeof x0, &x1, sizeof x1);\n')
    if sg:
        o.append('  __builtin_memcpy(s, &s0, sizeof s0);\n  __builtin_memcpy((char *)s + sizeof s0, &s1, sizeof s1);\n')
    o.append('  return x;\n#else\n  return ln__vg_%s_d%dw(x%s);\n#endif\n}\n' % (fn, n, ', s' if sg else ''))
    return head + ''.join(o)


def kernels(n):
    text = _subst(CORE % CONST, n)
    if n != 2:
        text = '#if %d <= LN__VM_NB\n%s#endif\n' % (n * 8, text)
    return text + _top(n, 'tgamma') + _top(n, 'lgam') + (
        'LN_INLINE ln_double%d ln__vg_lgamma_d%d(ln_double%d x) {\n  ln_double%d s;\n'
        '  return ln__vg_lgam_d%d(x, &s);\n}\n' % (n, n, n, n, n))


def _float_fn(fn, n):
    """ln_<fn>_float<n> (n 4 8 16) through the double kernel of n lanes."""
    if fn == 'lgamma_r':
        return ('LN_INLINE ln_float%d ln_lgamma_r_float%d(ln_float%d x, ln_int%d *signp) {\n  ln_double%d s;\n'
                '  ln_float%d r = __builtin_convertvector(ln__vg_lgam_d%d(__builtin_convertvector(x, ln_double%d), &s), '
                'ln_float%d);\n  *signp = __builtin_convertvector(s, ln_int%d);\n  return r;\n}\n') % (
            n, n, n, n, n, n, n, n, n, n)
    return ('LN_INLINE ln_float%d ln_%s_float%d(ln_float%d x) {\n'
            '  return __builtin_convertvector(ln__vg_%s_d%d(__builtin_convertvector(x, ln_double%d)), ln_float%d);\n}\n'
            % (n, fn, n, n, fn, n, n, n))


def public(fn, e, n):
    """ln_<fn>_<type><n> (n None: the scalar)."""
    if fn != 'lgamma_r':
        if e == 'float' and n in (4, 8, 16):
            return _float_fn(fn, n)
        if e == 'double' and n not in (None, 3):
            return 'LN_INLINE ln_double%d ln_%s_double%d(ln_double%d x) { return ln__vg_%s_d%d(x); }\n' % (
                n, fn, n, n, fn, n)
        return mv.public(fn, e, n).replace('ln__vm_%s_d2' % fn, 'ln__vg_%s_d2' % fn).replace(
            'ln__vm_%s_f4' % fn, 'ln_%s_float4' % fn)
    # lgamma_r: the sign through an int pointer of the lane count
    if e == 'double' and n not in (None, 3):
        return ('LN_INLINE ln_double%d ln_lgamma_r_double%d(ln_double%d x, ln_int%d *signp) {\n  ln_double%d s;\n'
                '  ln_double%d r = ln__vg_lgam_d%d(x, &s);\n  *signp = __builtin_convertvector(s, ln_int%d);\n'
                '  return r;\n}\n') % (n, n, n, n, n, n, n, n)
    if e == 'float' and n in (4, 8, 16):
        return _float_fn(fn, n)
    if n is None:
        if e == 'half':
            return ('LN_INLINE ln_half ln_lgamma_r_half(ln_half x, int *signp) {\n'
                    '  return (ln_half)ln_lgamma_r_float((float)x, signp);\n}\n')
        k = 2 if e == 'double' else 4
        return ('LN_INLINE %s ln_lgamma_r_%s(%s x, int *signp) {\n  ln_int%d s;\n'
                '  %s r = ln_lgamma_r_%s%d(ln__splat_%s%d(x), &s)[0];\n  *signp = s[0];\n  return r;\n}\n') % (
            e, e, e, k, e, e, k, e, k)
    if n == 3:
        return ('LN_INLINE ln_%s3 ln_lgamma_r_%s3(ln_%s3 x, ln_int3 *signp) {\n  ln_int4 s;\n'
                '  ln_%s3 r = {ln_lgamma_r_%s4(x.v, &s)};\n  r.v[3] = 0;\n  signp->v = s;\n  signp->v[3] = 0;\n'
                '  return r;\n}\n') % (e, e, e, e, e)
    if e == 'float':  # 2 lanes
        return ('LN_INLINE ln_float2 ln_lgamma_r_float2(ln_float2 x, ln_int2 *signp) {\n  ln_int4 s;\n'
                '  ln_float4 v = ln_lgamma_r_float4((ln_float4){x[0], x[1], x[0], x[1]}, &s);\n'
                '  *signp = (ln_int2){s[0], s[1]};\n  return (ln_float2){v[0], v[1]};\n}\n')
    # half n lanes: the float result rounded
    return ('LN_INLINE ln_half%d ln_lgamma_r_half%d(ln_half%d x, ln_int%d *signp) {\n'
            '  return __builtin_convertvector(ln_lgamma_r_float%d(__builtin_convertvector(x, ln_float%d), signp), '
            'ln_half%d);\n}\n') % (n, n, n, n, n, n, n)


def c_text(ops):
    """The kernels and per-type functions of the registry rows ops (those of FUNCS)."""
    if not ops:
        return ''
    o = ['\n/* ---- tgamma lgamma lgamma_r (tools/math_gamma.py) ---- */\n']
    for n in (2, 4, 8, 16):
        o.append(kernels(n))
    for op in ops:
        o.append('\n/* ---- ln_%s ---- */\n' % op.name)
        for e in ('double', 'float'):
            for n in ((2, 4, 8, 16, None, 3) if e == "double" else (4, 8, 16, None, 2, 3)):
                o.append(public(op.name, e, n))
        hn = (None, 2, 4, 8, 16, 3) if op.name == 'lgamma_r' else (None, 2, 4, 8, 16, 32, 3)
        o.append('#if LN_HAS_HALF\n' + ''.join(public(op.name, 'half', n) for n in hn) + '#endif\n')
    return ''.join(o)
