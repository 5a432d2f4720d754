#!/usr/bin/env python3
"""The vectorized exponential and logarithm functions of lanes/math.h (exp exp2 exp10 log log2
log10), as C text for tools/gen_math.py (which writes them into include/lanes/impl/generic/math.h).

Design (docs/semantics.md, "Exponentials and logarithms"):
  - Every kernel works on a whole vector (double: 2 4 8 16 lanes; float: 4 8 16 lanes; GCC vector
    extensions): special cases (NaN, +-inf, 0, negative, overflow, underflow) are lane-wise
    selects.  Every kernel branches once: a vector whose lanes are all in the common range skips
    the special cases (the full kernel gives the same bits for those lanes); the test is one mask
    test (ln__vm_all, ln__vm_pos: the lanes' sign bits by one instruction on x86).
  - double functions: Cody-Waite range reduction with a 42-bit high part of the constant (its
    products with the reduced integer are exact), exp(r) = 1 + r + r^2 Q(r) with Q of degree 10
    (exp2: 1 + f (ln2 + f P(f)) on the exact f = x - k, P of degree 10; exp10: the remainder
    x - k log10(2) = a + al itself, 10^a = 1 + a ln10 + a^2 P(a), P of degree 9, 1 + a ln10_hi an
    exact pair by two FMAs),
    log, log2, log10: table-driven (LOGTD_* and DL2_* below: 16 entries, r = z/c - 1 exact,
    log: r + r^2 P(r); log2, log10: r C + r^2 P(r) with C = 1/ln(base) as a double-double; no
    division), a double-double tail where the last rounding decides (log2, log10, exp2);
    fdlibm's log(1 + f) with s = f / (2 + f) and G(s^2) of degree 7 stays for math_gamma.py.
  - float functions are computed in float: the same reductions with a 16-bit high part;
    exp 1 + (r + (r^2 Q(r) + rl)), exp10 s = 1 + a ln10_hi by one FMA, its error by another,
    plus a ln10_lo + al ln10_hi + r^2 Q(r) (Q of degree 4), exp2 1 + f (ln2 + f P(f)) on the exact f = x - k (P of degree 5);
    log log2 log10 by a 16-entry table: r = z (1/c) - 1 exact by one FMA (1/c of at most 7
    bits), f(c) from the table as a float-float, f(1 + r) = r C + r^2 Q(r) (Q of degree 3),
    Fast2Sum (log2: a + r C_hi by one FMA, its error by another) where the last rounding decides (math_hyp's kernels keep the table-free
    log(1 + f) = f - f^2/2 + f^3 R(f), R of degree 8); half is the float result rounded.  Double scalars are lane 0 of
    the 2-lane function, 3 lanes the 4-lane one; float scalars, 2 and 3 lanes the 4-lane one.
  - Bit-identical results on every target and compiler: every multiply-add is the explicit fused
    operation ln__vm_fma (the FMA instruction where the target has one, C's exact fma elsewhere),
    and every other product whose value reaches an addition passes through an opaque integer OR
    with zero (ln__vm_mul), which no compiler can contract into an FMA.  Products that feed only
    multiplications or the multiplicands of ln__vm_fma are left as they are (contraction cannot
    touch them).
The polynomials interpolate their functions at Chebyshev nodes (cheb_fit: exact rational solve;
the series exactly, or 60-digit logarithms), rounded to double or float, and the constants are
split to double-double, computed here with exact rational arithmetic and Python's decimal
logarithms (70 digits); Taylor's double coefficients (EXP_D, LOG_D) are tools/math_hyp.py's."""
from decimal import Decimal, getcontext
from fractions import Fraction
import math
import struct

getcontext().prec = 70
LN2 = Fraction(Decimal(2).ln())
LN10 = Fraction(Decimal(10).ln())
LOG10_2 = LN2 / LN10


def hexd(v):
    """The double nearest v (Fraction), as a C hex literal."""
    return float(v).hex()


def split(v, bits):
    """v = hi + lo: hi v rounded to `bits` significant bits (so that hi * k is exact for |k| <
    2^(53 - bits)), lo the double nearest v - hi."""
    e = math.frexp(float(v))[1]
    q = Fraction(2) ** (bits - e)
    hi = Fraction(round(v * q)) / q
    return hexd(hi), hexd(v - hi)


def dd(v):
    """v = hi + lo, hi the double nearest v."""
    hi = Fraction(float(v))
    return hexd(hi), hexd(v - hi)


def taylor_exp(base_ln, deg):
    """Coefficients of exp(r * ln(base)) = sum (ln(base) r)^i / i!, for i = 2 .. deg."""
    return [hexd(base_ln ** i / math.factorial(i)) for i in range(2, deg + 1)]


def horner(c, var, fma):
    """Horner's scheme over coefficients c (lowest first) as nested ln__vm_fma calls."""
    e = 'SP(%s)' % c[-1]
    for k in reversed(c[:-1]):
        e = '%s(%s, %s, SP(%s))' % (fma, e, var, k)
    return e



# Taylor's coefficients, for tools/math_hyp.py's double kernels: exp's 1/i! to i = 13 (|r| <= ln2/2:
# truncation < 2^-57 relative), atanh's 2/(2i+1) for z = s^2, i = 1 .. 10 (truncation < 2^-60)
EXP_D = taylor_exp(Fraction(1), 13)
LOG_D = [hexd(Fraction(2, 2 * i + 1)) for i in range(1, 11)]

L2H, L2L = split(LN2, 42)
L102H, L102L = split(LOG10_2, 42)
LN2H, LN2L = dd(LN2)
LN10H, LN10L = dd(LN10)
IL2H, IL2L = dd(1 / LN2)
IL10H, IL10L = dd(1 / LN10)
LOG2E = hexd(1 / LN2)
LOG2_10 = hexd(LN10 / LN2)


def all_helper(t, n):
    """ln__vm_all_<t><n>(mask) and ln__vm_pos_<t><n>(v): t 'f' (int lanes) or 'd' (int64 lanes), by
    lanes/relational.h's ln_all / ln_any (which read the lanes' sign bits by one instruction where
    the target has one)."""
    it = ('int%d' if t == 'f' else 'long%d') % n
    return ('/* every lane of the -1/0 mask m set; every lane of v with its sign bit clear */\n'
            'LN_INLINE int ln__vm_all_%s%d(ln_%s m) { return ln_all_%s(m); }\n'
            'LN_INLINE int ln__vm_pos_%s%d(ln_%s v) { return !ln_any_%s(v); }\n' % (t, n, it, it, t, n, it, it))


def helpers(n):
    return '''/* %(N)s lanes: the fused multiply-add lane by lane (the FMA instruction where the target has
 * one: compilers vectorize this loop; else C's exact fma), a product no compiler can contract (an
 * OR with an opaque zero), lane selection by a -1/0 mask */
LN_INLINE ln_double%(N)s ln__vm_fma_d%(N)s(ln_double%(N)s a, ln_double%(N)s b, ln_double%(N)s c) {
#ifdef LN__VM_EFMA
  return __builtin_elementwise_fma(a, b, c);
#else
  ln_double%(N)s r = a;
  for (int i = 0; i < %(N)s; i++) r[i] = __builtin_fma(a[i], b[i], c[i]);
  return r;
#endif
}
LN_INLINE ln_double%(N)s ln__vm_mul_d%(N)s(ln_double%(N)s a, ln_double%(N)s b) {
  return (ln_double%(N)s)((ln_long%(N)s)(a * b) | ln__splat_long%(N)s(ln__vm_zero()));
}
LN_INLINE ln_double%(N)s ln__vm_sel_d%(N)s(ln_long%(N)s m, ln_double%(N)s a, ln_double%(N)s b) {
  return (ln_double%(N)s)(((ln_long%(N)s)a & m) | ((ln_long%(N)s)b & ~m));
}
''' % dict(N=n)


# The kernels, on V (double vector) and I (its int64 vector); FMA, MUL, SEL, SP: the helpers.
EXP_CORE = '''/* exp(rh + rl) in [0.7, 1.42], |rh + rl| <= 0.35, |rl| < 2^-30: r + r2 = rh + rl exactly (|r2| <=
 * ulp(r) / 2), 1 + r + r^2 Q(r) + r2 (1 + r), Q by Estrin's scheme */
LN_INLINE V ln__vm_expy_dN(V rh, V rl) {
  V r = rh + rl, r2 = (rh - r) + rl;
  V x2_ = r * r;
  V q = %(QD)s;
  return SP(1.0) + (r + FMA(x2_, q, FMA(r2, r, r2)));
}
/* 2^k * exp(rh + rl) (k in [-1080, 1025]): two exact scalings (the second one rounds once where
 * the result is subnormal) */
LN_INLINE V ln__vm_scale2_dN(V y, I k) {
  I k1 = k >> 1, k2 = k - k1;
  return (y * (V)((k1 + 1023) << 52)) * (V)((k2 + 1023) << 52);
}
LN__VM_KERNEL V ln__vm_expk_dN(V rh, V rl, I k) { return ln__vm_scale2_dN(ln__vm_expy_dN(rh, rl), k); }
/* rint(x * c) as a double and an int64 (|x * c| < 2^51; round to nearest even) */
#define LN__VM_RINT_dN(x, c, kd, ki) do { V t_ = FMA(x, SP(c), SP(0x1.8p52)); \\
  kd = t_ - SP(0x1.8p52); ki = (I)t_ - (I)SP(0x1.8p52); } while (0)
/* NaN lanes x + x (the quiet NaN of x), others r */
LN_INLINE V ln__vm_nan_dN(V x, V r) { return SEL((I)(x != x), x + x, r); }
/* x clamped to [lo, hi]; NaN lanes 0 (their result is replaced by ln__vm_nan) */
LN_INLINE V ln__vm_clamp_dN(V x, double lo, double hi) {
  V c = SEL((I)(x > hi), SP(hi), x);
  c = SEL((I)(c < lo), SP(lo), c);
  return SEL((I)(x != x), SP(0.0), c);
}
/* y 2^k for a normal result: an integer add to the exponent bits */
LN_INLINE V ln__vm_scale_dN(V y, I k) { return (V)((I)y + (I)((U)k << 52)); }
/* the reductions: x = k c + (rh + rl), k = rint(x / c) (kd as a double, ki as an int64); exp: ln2's
 * high part has 42 bits (k times it is exact, and x minus it too) */
#define LN__VM_EXPRED_dN(x, kd, ki, rh, rl) do { LN__VM_RINT_dN(x, %(LOG2E)s, kd, ki); \\
  rh = FMA(kd, SP(-%(L2H)s), x); \\
  rl = MUL(kd, SP(-%(L2L)s)); } while (0)
/* exp2: x = k + f (k = rint(x), f exact in [-1/2, 1/2]), 2^f = 1 + f (ln2 + f P(f)), P of degree
 * 10 (Estrin's scheme), ln2 as a double-double: ln2 + f P rounded once, then the final FMA */
#define LN__VM_EXP2RED_dN(x, kd, ki, f) do { V t_ = (x) + SP(0x1.8p52); kd = t_ - SP(0x1.8p52); \\
  ki = (I)t_ - (I)SP(0x1.8p52); f = (x) - kd; /* exact */ } while (0)
LN_INLINE V ln__vm_exp2y_dN(V f) {
  V x2_ = f * f;
  return FMA(f, SP(%(LN2H)s) + FMA(f, %(P2D)s, SP(%(LN2L)s)), SP(1.0));
}
/* exp10: x = k log10(2) + a + al (k = rint(x log2(10)); log10(2)'s 42-bit high part: k times it and
 * x minus it exact; then its low part: a the rounded difference, al its error, |a| <= 0.1506);
 * 10^(a + al) = 1 + a ln10 + a^2 P(a) + al ln10 (+ al ln10 (10^a - 1), below 2^-56.3, left out),
 * P of degree 9 (Estrin's scheme), ln10 as a double-double: s = 1 + a ln10_hi rounded, its error
 * by a second FMA (1 - s exact), the small terms added to it by FMAs, one rounding at the end */
#define LN__VM_EXP10RED_dN(x, kd, ki, a, al) do { LN__VM_RINT_dN(x, %(LOG2_10)s, kd, ki); \\
  V ah_ = FMA(kd, SP(-%(L102H)s), x); /* exact */ \\
  a = FMA(kd, SP(-%(L102L)s), ah_); al = FMA(kd, SP(-%(L102L)s), ah_ - a); } while (0)
LN_INLINE V ln__vm_exp10y_dN(V a, V al) {
  V x2_ = a * a, s = FMA(a, SP(%(LN10H)s), SP(1.0));
  V e = FMA(a, SP(%(LN10L)s), FMA(a, SP(%(LN10H)s), SP(1.0) - s)); /* 1 + a ln10 - s */
  return s + FMA(x2_, %(P10D)s, FMA(al, SP(%(LN10H)s), e));
}
'''
for _f, _lo, _hi, _fast in (('exp', '-746.0', '710.0', '708.0'), ('exp2', '-1080.0', '1025.0', '1021.0'),
                            ('exp10', '-325.0', '310.0', '307.0')):
    _v, _y = {'exp2': ('f', 'ln__vm_exp2y_dN(f)'), 'exp10': ('a, al', 'ln__vm_exp10y_dN(a, al)')}.get(
        _f, ('rh, rl', 'ln__vm_expy_dN(rh, rl)'))
    EXP_CORE += ('''/* any lane outside [-%(B)s, %(B)s] (subnormal, overflowing or special results, NaN) */
LN__VM_KERNEL V ln__vm_%(F)s_slow_dN(V x) {
  V xc = ln__vm_clamp_dN(x, %(LO)s, %(HI)s), kd, %(R)s;
  I ki;
  LN__VM_%(FU)sRED_dN(xc, kd, ki, %(R)s);
  return ln__vm_nan_dN(x, ln__vm_scale2_dN(%(Y)s, ki));
}
/* all lanes in range (|x| <= B: B - |x| as integers has no sign bit; NaN > B): one scaling, an
 * integer add to the exponent (the same bits as the two) */
LN__VM_KERNEL V ln__vm_%(F)s_dNw(V x) {
  if (!ln__vm_pos_dN(%(BB)s - ((I)x & 0x7fffffffffffffff))) return ln__vm_%(F)s_slow_dN(x);
  V kd, %(R)s;
  I ki;
  LN__VM_%(FU)sRED_dN(x, kd, ki, %(R)s);
  return ln__vm_scale_dN(%(Y)s, ki);
}
''' % dict(F=_f, FU=_f.upper(), LO=_lo, HI=_hi, B=_fast, R=_v, Y=_y,
           BB=hex(struct.unpack('<q', struct.pack('<d', float(_fast)))[0]))).replace('%', '%%')
EXP_CORE += '''
/* log: x = 2^e * m, m in [sqrt(2)/2, sqrt(2)), f = m - 1 (exact), for positive normal x; the
 * general one scales a subnormal x by 2^52 first */
#define LN__VM_LOGREDN_dN(x, e, f) do { \\
  I ix_ = (I)((U)(x) - 0x3fe6a09e667f3bcdu); /* unsigned: no overflow */ \\
  e = ix_ >> 52; \\
  f = (V)((ix_ & 0x000fffffffffffff) + 0x3fe6a09e667f3bcd) - 1.0; } while (0)
#define LN__VM_LOGRED_dN(x, e, f) do { \\
  I sub_ = (I)((x) < 0x1p-1022); \\
  V xs_ = SEL(sub_, (x) * 0x1p52, x); \\
  LN__VM_LOGREDN_dN(xs_, e, f); \\
  e = e - (sub_ & 52); } while (0)
/* int64 lanes (|e| < 2^51) to double (exact: the ISA's conversion instruction where
 * impl/<isa>/math.h has the hook, the same values) */
LN_INLINE V ln__vm_i2d_dN(I e) {
#ifdef LN__ISA__vm_i2d_doubleN
  return LN__ISA__vm_i2d_doubleN(e);
#else
  return (V)(e + 0x4338000000000000) - 0x1.8p52;
#endif
}
/* every lane of a below b, unsigned (one compare into a mask register where impl/<isa>/math.h has
 * LN__ISA__vm_ult_ulongN; the answer only picks one of two paths giving the same bits) */
LN_INLINE int ln__vm_ult_dN(ln_ulongN a, uint64_t b) {
  ln_ulongN bv = a - a + b;
#ifdef LN__ISA__vm_ult_ulongN
  return LN__ISA__vm_ult_ulongN(a, bv);
#else
  return ln__vm_all_dN((I)(a < bv));
#endif
}
/* log's special cases: +inf for +inf, -inf for +-0, NaN for x < 0 and NaN */
LN_INLINE V ln__vm_logsp_dN(V x, V r) {
  r = SEL((I)(x == __builtin_inf()), x, r);
  r = SEL((I)(x == 0), SP(-__builtin_inf()), r);
  r = SEL((I)(x < 0), SP(__builtin_nan("")), r);
  return ln__vm_nan_dN(x, r);
}
/* log(1 + f) = hi + lo (|lo| < 2^-50 |hi|) from e and f (fdlibm's arrangement: s = f / (2 + f),
 * log(1 + f) = f - f^2/2 + s (f^2/2 + z G(z)), z = s^2, G by Estrin's scheme), and e as double */
#define LN__VM_LOG1PF_dN(e, f, hi, lo, dk) do { \\
  dk = ln__vm_i2d_dN(e); \\
  V s_ = (f) / ((f) + 2.0), z_ = s_ * s_, x2_ = z_ * z_; \\
  V hfsq_ = MUL((f) * 0.5, f); \\
  V u_ = FMA(z_, %(GL)s, hfsq_); \\
  hi = (f) - hfsq_; \\
  lo = FMA(s_, u_, ((f) - hi) - hfsq_); } while (0)
/* the same from any x (garbage for special x) */
#define LN__VM_LOG1P_dN(x, hi, lo, dk) do { I e_; V f_; LN__VM_LOGRED_dN(x, e_, f_); \\
  LN__VM_LOG1PF_dN(e_, f_, hi, lo, dk); } while (0)
'''
EXP_CORE += '''/* log, table-driven (LOGTD_* above): t[j & 15] lane by lane (the low 4 bits of j: callers need
 * not mask them); AVX-512 with 8 lanes: one two-table permute (which reads those bits only) */
LN_INLINE V ln__vm_ltab_dN(const double *t, I j) {
%(LTAB)s}
/* log x for positive normal x, or x 2^52 for the lanes of sub (-1/0) holding subnormal x: x = 2^k z
 * (k, j: the bits of x minus LOGTD_OFF's), r = z (1/c) - 1 exact, k ln2_hi + lch exact, Fast2Sum
 * of it and r (|r| below it or it 0), then the small terms: k ln2_lo + lcl, r^2 P(r) (Estrin's
 * scheme) and the Fast2Sum's error */
LN_INLINE V ln__vm_logt_dN(V x, I sub) {
  I tmp = (I)((U)x - %(LOFF)s), j = tmp >> 48; /* unsigned: no overflow; j's low 4 bits the entry */
  V z = (V)((U)x - (U)(tmp & -0x10000000000000)), dk = ln__vm_i2d_dN((tmp >> 52) - (sub & 52));
  V r = FMA(z, ln__vm_ltab_dN(ln__vm_logtd_invc, j), SP(-1.0)); /* exact */
  V hi = FMA(dk, SP(%(L2H)s), ln__vm_ltab_dN(ln__vm_logtd_lch, j)); /* exact */
  V lo = FMA(dk, SP(%(L2L)s), ln__vm_ltab_dN(ln__vm_logtd_lcl, j));
  V w = hi + r, x2_ = r * r;
  return w + FMA(x2_, %(LP)s, ((hi - w) + r) + lo);
}
/* any lane not a positive normal finite number: subnormal x scaled first, then the special cases */
LN__VM_KERNEL V ln__vm_log_slow_dN(V x) {
  I sub = (I)((x) < 0x1p-1022);
  return ln__vm_logsp_dN(x, ln__vm_logt_dN(SEL(sub, (x) * 0x1p52, x), sub));
}
/* all lanes positive normal finite numbers: no scaling, no special cases (the same bits) */
LN__VM_KERNEL V ln__vm_log_dNw(V x) {
  if (!ln__vm_ult_dN((U)x - 0x0010000000000000u, 0x7fe0000000000000u)) return ln__vm_log_slow_dN(x);
  return ln__vm_logt_dN(x, (I)SP(0.0));
}
'''


def ltab(n):
    """The body of ln__vm_ltab_dN (16-entry table lookup): the ISA's two-source permute of the two
    halves where impl/<isa>/math.h has one (LN__ISA__vm_ltab_double8), else one load per lane."""
    loop = '  V r = SP(0.0);\n  for (int i = 0; i < %d; i++) r[i] = t[j[i] & 15];\n  return r;\n' % n
    if n != 8:
        return loop
    return ('#ifdef LN__ISA__vm_ltab_double8\n'
            '  V a, b;\n  __builtin_memcpy(&a, t, sizeof a);\n  __builtin_memcpy(&b, t + 8, sizeof b);\n'
            '  return LN__ISA__vm_ltab_double8(a, b, j);\n#else\n' + loop + '#endif\n')


def logtd_tables():
    """The double log kernel's three tables (file scope, once)."""
    return ''.join('static const double ln__vm_logtd_%s[16] __attribute__((unused)) = {%s};\n' % (nm, ', '.join(v))
                   for nm, v in (('invc', LOGTD_INVC), ('lch', LOGTD_LCH), ('lcl', LOGTD_LCL), ('l2h', DL2_L2H),
                                 ('l2l', DL2_L2L), ('l10h', DL2_L10H), ('l10l', DL2_L10L)))


FUNCS = ('exp', 'exp2', 'exp10', 'log', 'log2', 'log10')


TOP = ['exp', 'exp2', 'exp10', 'log', 'log2', 'log10']


def split(n):
    """The top kernels of n lanes: the whole-vector one where n doubles fit the target's vector
    registers, else two calls of the n/2-lane one (compilers lower comparisons of vectors wider
    than the registers lane by lane)."""
    o = []
    for f in TOP:
        head = 'LN_INLINE ln_double%d ln__vm_%s_d%d(ln_double%d x) {\n' % (n, f, n, n)
        if n == 2:
            o.append(head + '  return ln__vm_%s_d2w(x);\n}\n' % f)
            continue
        h = n // 2
        o.append(head + ('#if %d > LN__VM_NB\n'
                         '  ln_double%d lo, hi;\n  __builtin_memcpy(&lo, &x, sizeof lo);\n'
                         '  __builtin_memcpy(&hi, (char *)&x + sizeof lo, sizeof hi);\n'
                         '  lo = ln__vm_%s_d%d(lo);\n  hi = ln__vm_%s_d%d(hi);\n'
                         '  __builtin_memcpy(&x, &lo, sizeof lo);\n  __builtin_memcpy((char *)&x + sizeof lo, &hi, sizeof hi);\n'
                         '  return x;\n#else\n  return ln__vm_%s_d%dw(x);\n#endif\n}\n') % (8 * n, h, f, h, f, h, f, n))
    return ''.join(o)


def kernels(n):
    d = dict(QD=estrin(EXP_DQ, 'r'), GL=estrin(LOG_DG, 'z_'), P2D=estrin(EXP2_DP, 'f'), P10D=estrin(EXP10_DP, 'a'),
             LOG2E=LOG2E, LOG2_10=LOG2_10, L2H=L2H, L2L=L2L, L102H=L102H, L102L=L102L, LN2H=LN2H, LN2L=LN2L,
             LN10H=LN10H, LN10L=LN10L, IL2H=IL2H, IL2L=IL2L, IL10H=IL10H, IL10L=IL10L,
             LOFF=hex(LOGTD_OFF), LP=estrin(LOGTD_P, 'r'), LTAB=ltab(n))
    t = EXP_CORE % d + dl2_core()
    return all_helper('d', n) + (t.replace('FMA(', 'ln__vm_fma_dN(').replace('MUL(', 'ln__vm_mul_dN(').replace('SEL(', 'ln__vm_sel_dN(')
            .replace('SP(', 'ln__splat_doubleN(').replace('V ', 'ln_doubleN ').replace('(V)', '(ln_doubleN)')
            .replace('I ', 'ln_longN ').replace('(I)', '(ln_longN)').replace('(U)', '(ln_ulongN)').replace('dN', 'd%d' % n)
            .replace('doubleN', 'double%d' % n).replace('ulongN', 'ulong%d' % n).replace('longN', 'long%d' % n)
            .replace('charN', 'char%d' % n)) + split(n)


# ---- float kernels (float lanes, no double arithmetic) ----
def f32(v):
    """The float nearest v (Fraction), as a Fraction."""
    return Fraction(struct.unpack('<f', struct.pack('<f', float(v)))[0])


def hexf(v):
    """The float nearest v (Fraction), as a C hex float literal."""
    return float(f32(v)).hex() + 'f'


def splitf(v, bits):
    """v = hi + lo in float: hi v rounded to `bits` significant bits (hi * k exact for |k| <
    2^(24 - bits)), lo the float nearest v - hi."""
    e = math.frexp(float(v))[1]
    q = Fraction(2) ** (bits - e)
    hi = Fraction(round(v * q)) / q
    return hexf(hi), hexf(v - hi)


def ddf(v):
    """v = hi + lo, hi the float nearest v."""
    hi = f32(v)
    return hexf(hi), hexf(v - hi)


def cheb_fit(fn, a, b, deg):
    """The polynomial (coefficients lowest first, exact rationals) interpolating fn at the deg + 1
    Chebyshev nodes of [a, b] (close to the minimax polynomial), solved exactly (Gauss-Jordan over
    Fractions)."""
    n = deg + 1
    xs = [Fraction((a + b) / 2 + (b - a) / 2 * math.cos(math.pi * (2 * i + 1) / (2 * n))) for i in range(n)]
    return solve_exact([[x ** j for j in range(n)] + [fn(x)] for x in xs])


def solve_exact(m):
    """The solution of the n x n linear system whose augmented rows (n + 1 Fractions each) are m,
    by Gauss-Jordan elimination over Fractions (exact); m is reduced in place."""
    n = len(m)
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(n):
            if r != c and m[r][c] != 0:
                k = m[r][c] / m[c][c]
                m[r] = [u - k * v for u, v in zip(m[r], m[c])]
    return [m[i][n] / m[i][i] for i in range(n)]


def q_exp(r):
    """(exp(r) - 1 - r) / r^2 = sum r^i / (i + 2)!, exactly, to 40 terms (|r| < 1/2: < 2^-200)."""
    s, t = Fraction(0), Fraction(1, 2)
    for i in range(3, 43):
        s += t
        t = t * r / i
    return s


def r_log(f):
    """(log(1 + f) - f + f^2 / 2) / f^3 to 60 digits (the nodes are far from 0: the cancellation
    costs at most 10 of them)."""
    d = Decimal(f.numerator) / Decimal(f.denominator)
    return Fraction(((1 + d).ln() - d + d * d / 2) / (d * d * d))


def g_log(z):
    """(2 atanh(s) / s - 2) / z for z = s^2: the series sum 2 z^(i-1) / (2i + 1), i >= 1, exactly to
    40 terms (z < 0.03: < 2^-200)."""
    return sum(Fraction(2, 2 * i + 1) * z ** (i - 1) for i in range(1, 41))


# double: exp(r) = 1 + r + r^2 Q(r), |r| <= ln2/2, Q of degree 10 (relative error of the polynomial
# with its coefficients rounded to double < 2^-61); log(1 + f) = f - f^2/2 + s (f^2/2 + z G(z)),
# z = s^2 <= 0.02945 (|s| <= 3 - 2 sqrt(2)), G of degree 7 (error of s z G relative to log(1 + f)
# < 2^-60, the rounding of G's first coefficient 2/3 the largest part).
EXP_DQ = [hexd(c) for c in cheb_fit(q_exp, -0.34658, 0.34658, 10)]
LOG_DG = [hexd(c) for c in cheb_fit(g_log, 0, 0.02945, 7)]


# double log (table-driven): x = 2^k z, z in [0.703125, 1.40625) (z's bits minus LOGTD_OFF's: k in the
# exponent field, the table index j in the top 4 mantissa bits); for each of the 16 intervals of z
# 1/c has the fewest significant bits (at most 6) such that r = z / c - 1 = z (1/c) - 1 is exact
# (z a multiple of ulp(z), 1/c of its own ulp, |r| below 2^53 times their product) and |r| is
# smallest (1/c = 1 on the interval holding 1): |r| <= 0.0342; log(c) = -log(1/c) as lch + lcl,
# lch on the 2^-42 grid of ln2's high part (k ln2_hi + lch exact); log(1 + r) = r + r^2 P(r), P of
# degree 8 (error of r^2 P, its coefficients rounded to double, below 2^-60 |r|).
LOGTD_OFF = 0x3fe6800000000000


def _logtd_tables():
    def dbits(b):
        return Fraction(struct.unpack('<d', struct.pack('<Q', b))[0])

    def ulpd(v):
        return Fraction(2) ** (math.frexp(float(v))[1] - 53)

    inv, lch, lcl, rmin, rmax = [], [], [], Fraction(0), Fraction(0)
    for i in range(16):
        lo, hi = dbits(LOGTD_OFF + (i << 48)), dbits(LOGTD_OFF + ((i + 1) << 48))
        last = dbits(LOGTD_OFF + ((i + 1) << 48) - 1)
        best = (abs(lo - 1) + abs(hi - 1), Fraction(1)) if lo <= 1 < hi else None
        for b in range(2, 14) if best is None else ():
            c0 = 2 / (lo + hi)
            q = Fraction(2) ** (b - math.frexp(float(c0))[1])
            for d in (-2, -1, 0, 1, 2):
                c = (Fraction(round(c0 * q)) + d) / q
                rm = max(abs(lo * c - 1), abs(last * c - 1))
                if rm < 2 ** 53 * min(ulpd(lo), ulpd(last)) / q and (best is None or rm < best[0]):
                    best = (rm, c)
        c = best[1]
        assert float(c) == c
        lc = -Fraction(Decimal(c.numerator).ln() - Decimal(c.denominator).ln())
        h = Fraction(round(lc * 2 ** 42), 2 ** 42)
        inv.append(hexd(c))
        lch.append(hexd(h))
        lcl.append(hexd(lc - h))
        rmin, rmax = min(rmin, lo * c - 1), max(rmax, last * c - 1)
    return inv, lch, lcl, rmin, rmax


def p_log1p(r):
    """(log(1 + r) - r) / r^2 = sum (-1)^(i+1) r^(i-2) / i, i >= 2, exactly to 50 terms (|r| < 0.035)."""
    return sum(Fraction((-1) ** (i + 1), i) * r ** (i - 2) for i in range(2, 52))


LOGTD_INVC, LOGTD_LCH, LOGTD_LCL, _LOGTD_RMIN, _LOGTD_RMAX = _logtd_tables()
assert -Fraction(342, 10000) <= _LOGTD_RMIN and _LOGTD_RMAX <= Fraction(342, 10000)
LOGTD_P = [hexd(c) for c in cheb_fit(p_log1p, _LOGTD_RMIN, _LOGTD_RMAX, 8)]
# double log2 and log10 (table-driven, as log: the same x = 2^k z, entry j, 1/c and exact r): f(x) =
# k K + f(c) + f(1 + r) with K = 1 (log2) or log10(2) (K_hi its 42-bit high part L102H, on the grid
# 2^-43), f(c) = -log(1/c) / ln(base) as hi + lo, hi on K_hi's grid (2^-42 for log2, 2^-43 for
# log10), so that k K_hi + hi is exact (|k| <= 1075: below 2^11 resp. 2^9, 53 bits at most);
# f(1 + r) = r C + r^2 P(r), C = 1/ln(base) as a double-double (r C_hi rounded, its error and the
# Fast2Sum's by one FMA), P = (log(1 + r) - r) / r^2 / ln(base), degree 8, Chebyshev nodes of log's
# interval (error of r^2 P, its coefficients rounded to double, below 2^-60 |r|).
def _dl2_tables(base, kh, grid):
    hi, lo = [], []
    for c in LOGTD_INVC:
        c = Fraction(float.fromhex(c))
        v = -Fraction(Decimal(c.numerator).ln() - Decimal(c.denominator).ln()) / base
        h = Fraction(round(v / grid)) * grid
        assert (1075 * abs(Fraction(float.fromhex(kh))) + abs(h)) / grid < 2 ** 53  # k K_hi + hi exact
        hi.append(hexd(h))
        lo.append(hexd(v - h))
    return hi, lo


DL2_L2H, DL2_L2L = _dl2_tables(LN2, '0x1p+0', Fraction(1, 2 ** 42))
DL2_L10H, DL2_L10L = _dl2_tables(LN10, L102H, Fraction(1, 2 ** 43))
assert Fraction(float.fromhex(L102H)) * 2 ** 43 == int(Fraction(float.fromhex(L102H)) * 2 ** 43)
DL2_P2 = [hexd(c) for c in cheb_fit(lambda r: p_log1p(r) / LN2, _LOGTD_RMIN, _LOGTD_RMAX, 8)]
DL2_P10 = [hexd(c) for c in cheb_fit(lambda r: p_log1p(r) / LN10, _LOGTD_RMIN, _LOGTD_RMAX, 8)]
# Fast2Sum of k K_hi + hi and r C_hi: where k = 0 and c != 1, |f(c)| is above |f(1 + r)| by the
# same margin as log's |log c| above |r| (the entry below 1: 0.0308 against 0.0171); k != 0: |k K +
# f(c)| >= K - 0.47 K > 0.0342 C
DL2_HEAD = """/* log2 and log10, table-driven as log (the same x = 2^k z, j, 1/c and exact r; math_vec.py's
 * DL2_*): f(x) = k K + f(c) + f(1 + r), K = 1 or log10(2), k K_hi + f(c)_hi exact (one add or
 * FMA: both on K_hi's grid), r C_hi rounded (C = 1/ln(base)), Fast2Sum of the two (|r C| below
 * the first or it 0), then the small terms: the Fast2Sum's and the product's errors (one FMA),
 * f(c)_lo (+ k K_lo) + r C_lo, r^2 P(r) (Estrin's scheme), one rounding at the end */
"""
DL2_CORE = """LN_INLINE V ln__vm_%(F)st_dN(V x, I sub) {
  I tmp = (I)((U)x - %(LOFF)s), j = tmp >> 48; /* unsigned: no overflow; j's low 4 bits the entry */
  V z = (V)((U)x - (U)(tmp & -0x10000000000000)), dk = ln__vm_i2d_dN((tmp >> 52) - (sub & 52));
  V r = FMA(z, ln__vm_ltab_dN(ln__vm_logtd_invc, j), SP(-1.0)); /* exact */
  V hi = %(HI)s; /* exact */
  V lo = %(LO)s;
  V ph = MUL(r, SP(%(CH)s)), w = hi + ph, x2_ = r * r; /* Fast2Sum */
  /* the Fast2Sum's error (hi - w) + ph plus r C_hi's error r C_hi - ph: (hi - w) + r C_hi, one FMA */
  return w + FMA(x2_, %(P)s, FMA(r, SP(%(CH)s), hi - w) + FMA(r, SP(%(CL)s), lo));
}
/* any lane not a positive normal finite number: subnormal x scaled first, then the special cases */
LN__VM_KERNEL V ln__vm_%(F)s_slow_dN(V x) {
  I sub = (I)((x) < 0x1p-1022);
  return ln__vm_logsp_dN(x, ln__vm_%(F)st_dN(SEL(sub, (x) * 0x1p52, x), sub));
}
/* all lanes positive normal finite numbers: no scaling, no special cases (the same bits) */
LN__VM_KERNEL V ln__vm_%(F)s_dNw(V x) {
  if (!ln__vm_ult_dN((U)x - 0x0010000000000000u, 0x7fe0000000000000u)) return ln__vm_%(F)s_slow_dN(x);
  return ln__vm_%(F)st_dN(x, (I)SP(0.0));
}
"""


def dl2_core():
    """The double log2 and log10 kernels (generic V / I / FMA text, as EXP_CORE)."""
    return DL2_HEAD + ''.join(DL2_CORE % dict(
        F=f, LOFF=hex(LOGTD_OFF), CH=ch, CL=cl, P=estrin(p, 'r'),
        HI=('dk + ln__vm_ltab_dN(ln__vm_logtd_l2h, j)' if f == 'log2' else
            'FMA(dk, SP(%s), ln__vm_ltab_dN(ln__vm_logtd_l10h, j))' % L102H),
        LO=('ln__vm_ltab_dN(ln__vm_logtd_l2l, j)' if f == 'log2' else
            'FMA(dk, SP(%s), ln__vm_ltab_dN(ln__vm_logtd_l10l, j))' % L102L))
        for f, ch, cl, p in (('log2', IL2H, IL2L, DL2_P2), ('log10', IL10H, IL10L, DL2_P10)))


# exp: exp(r) = 1 + r + r^2 Q(r), |r| <= 0.35, Q of degree 5 (error < 2^-27.6, times r^2 < 2^-30.6);
# log: log(1 + f) = f - f^2/2 + f^3 R(f), f in [sqrt(1/2) - 1, sqrt(2) - 1], R of degree 8.
EXP_FQ = [hexf(c) for c in cheb_fit(q_exp, -0.35, 0.35, 4)]


def p_exp2(f):
    """(2^f - 1 - f ln2) / f^2 = sum ln2^(i+2) f^i / (i + 2)!, exactly to 30 terms (|f| <= 1/2)."""
    s, t = Fraction(0), LN2 * LN2 / 2
    for i in range(30):
        s += t
        t = t * LN2 * f / (i + 3)
    return s


# double exp2: P of degree 10 (relative error < 2^-60 with ln2 as a double-double)
EXP2_DP = [hexd(c) for c in cheb_fit(p_exp2, -0.5, 0.5, 10)]


def p_exp10(a):
    """(10^a - 1 - a ln10) / a^2 = ln10^2 (e^(a ln10) - 1 - a ln10) / (a ln10)^2, exactly to 40 terms."""
    return LN10 * LN10 * q_exp(a * LN10)


# double exp10: 10^a = 1 + a ln10 + a^2 P(a), |a| <= 0.1506, P of degree 9 (error of a^2 P, its
# coefficients rounded to double, below 2^-56 absolute)
EXP10_DP = [hexd(c) for c in cheb_fit(p_exp10, -0.1506, 0.1506, 9)]
# exp2: 2^f = 1 + f (ln2 + f P(f)), |f| <= 1/2, P of degree 5 (relative error with the coefficients
# and ln2 rounded to float < 2^-29)
EXP2_FP = [hexf(c) for c in cheb_fit(p_exp2, -0.5, 0.5, 5)]
LOG_FR = [hexf(c) for c in cheb_fit(r_log, -0.29290, 0.41422, 8)]
F_L2H, F_L2L = splitf(LN2, 16)
F_L102H, F_L102L = splitf(LOG10_2, 16)
F_LN2H, F_LN2L = ddf(LN2)
F_LN10H, F_LN10L = ddf(LN10)
F_IL2H, F_IL2L = ddf(1 / LN2)
F_IL10H, F_IL10L = ddf(1 / LN10)
F_LOG2E = hexf(1 / LN2)
F_LOG2_10 = hexf(LN10 / LN2)


# float log, log2, log10 (table-driven): x = 2^e z, z in [LOGT_OFF, 2 LOGT_OFF) as bits (LOGT_OFF =
# 0x1.66p-1), the entry j the top 4 bits of z's mantissa field after subtracting LOGT_OFF's bits;
# 1/c for the entry: the number of at most 7 significant bits that keeps |z (1/c) - 1| smallest
# while z (1/c) - 1 stays exact in float for every z of the interval (|r| < 2^24 ulp(z) 2^-s for
# 1/c = k 2^-s), 1 for the interval holding 1 (r = z - 1, exact); |r| <= 0.041 over all entries,
# below |log(c)| where c != 1 (Fast2Sum's condition).
LOGT_OFF = 0x3f330000


def _fbits(b):
    return Fraction(struct.unpack('<f', struct.pack('<I', b))[0])


def _logt_invc():
    inv, rmin, rmax = [], Fraction(0), Fraction(0)
    for j in range(16):
        lo, zmax = _fbits(LOGT_OFF + (j << 19)), _fbits(LOGT_OFF + ((j + 1) << 19) - 1)
        if lo <= 1 <= zmax:
            best = (None, Fraction(1))
        else:
            uz = Fraction(2) ** (math.frexp(float(lo))[1] - 24)
            best = None
            for sh in range(3, 8):
                for k in range(int(0.6 * 2 ** sh), int(1.5 * 2 ** sh) + 1):
                    c = Fraction(k, 2 ** sh)
                    m = max(abs(lo * c - 1), abs(zmax * c - 1))
                    if m < 2 ** 24 * uz / 2 ** sh and (best is None or m < best[0]):
                        best = (m, c)
            assert abs(Fraction(Decimal(best[1].numerator).ln() - Decimal(best[1].denominator).ln())) > best[0]
        c = best[1]
        inv.append(c)
        rmin, rmax = min(rmin, lo * c - 1), max(rmax, zmax * c - 1)
    return inv, rmin, rmax


LOGT_INVC, LOGT_RMIN, LOGT_RMAX = _logt_invc()
assert -0.041 <= LOGT_RMIN and LOGT_RMAX <= 0.041


def q_logt(r):
    """(log(1 + r) - r) / r^2 = sum_{i>=2} (-1)^(i+1) r^(i-2) / i, exactly to 40 terms (|r| <= 0.041)."""
    return sum(Fraction((-1) ** (i + 1), i) * r ** (i - 2) for i in range(2, 42))


def _logt(fn):
    """fn's table (hi on a grid 2^-g: e K_hi + hi is exact for |e| <= 150, lo the float nearest the
    rest), e's constant K = K_hi + K_lo, 1/ln(base) as a float-float (the product with r) and the
    coefficients of (fn(1 + r) - r / ln(base)) / r^2 (degree 3 at Chebyshev nodes of [RMIN, RMAX])."""
    base, g = {'log': (None, 16), 'log2': (LN2, 16), 'log10': (LN10, 17)}[fn]
    q = Fraction(2) ** g
    hi, lo = [], []
    for c in LOGT_INVC:
        v = -Fraction(Decimal(c.numerator).ln() - Decimal(c.denominator).ln()) / (base or 1)
        h = Fraction(round(v * q)) / q
        hi.append(hexf(h))
        lo.append(hexf(v - h))
    k = Fraction(1) if fn == 'log2' else LN2 / (base or 1)
    kh = Fraction(round(k * q)) / q
    n = int(kh * q)
    assert (n >> ((n & -n).bit_length() - 1)) < 2 ** 16  # at most 16 significant bits: e K_hi exact
    ch, cl = ddf(1 / base) if base else ('0x1p+0f', '0x0p+0f')
    qc = [hexf(c) for c in cheb_fit(lambda r: q_logt(r) / (base or 1), LOGT_RMIN, LOGT_RMAX, 3)]
    return dict(hi=hi, lo=lo, KH=hexf(kh), KL=hexf(k - kh), CH=ch, CL=cl, Q=qc)


LOGT = {fn: _logt(fn) for fn in ('log', 'log2', 'log10')}


def _nearp_check_aw(fn):
    """log2, log10: w = a + r C rounded once (one FMA), then a - w must be exact (w's error comes
    from one more FMA).  a = e K_hi + hi: for e != 0, |a| >= 2 max |r C| (Sterbenz: w in [a/2, 2a]);
    for e = 0, a = hi (on the grid 2^-g) and c != 1: r C of a's sign, or at most |a|/2 against it
    (Sterbenz), or else a - w on the grid min(2^-g, ulp(w)) below 2^24 of its steps (exact)."""
    base, g = {'log2': (LN2, 16), 'log10': (LN10, 17)}[fn]
    k = Fraction(1) if fn == 'log2' else LN2 / base
    kh = Fraction(round(k * 2 ** g)) / 2 ** g
    hs = [Fraction(float.fromhex(h[:-1])) for h in LOGT[fn]['hi']]
    pmax = max(abs(LOGT_RMIN), LOGT_RMAX) / base * Fraction(1000001, 1000000)
    assert kh - max(abs(h) for h in hs) >= 2 * pmax
    for j, c in enumerate(LOGT_INVC):
        if c == 1:
            continue
        lo, zmax = _fbits(LOGT_OFF + (j << 19)), _fbits(LOGT_OFF + ((j + 1) << 19) - 1)
        a = hs[j]
        popp = max(0, -(lo * c - 1) if a > 0 else zmax * c - 1) / base * Fraction(1000001, 1000000)
        if 2 * popp <= abs(a):
            continue
        pent = max(-(lo * c - 1), zmax * c - 1) / base * Fraction(1000001, 1000000)
        ulpw = Fraction(2) ** (math.frexp(float(abs(a) - popp))[1] - 1 - 23)
        ulpmax = Fraction(2) ** (math.frexp(float(abs(a) + pent))[1] - 1 - 23)
        assert pent + ulpmax < 2 ** 24 * min(Fraction(2) ** -g, ulpw), (fn, j)


_nearp_check_aw('log2')  # log10 fails it (entry 10): its w stays a + (r CH rounded), Fast2Sum


def estrin(c, x):
    """Coefficients c (lowest first) in x: pairs c[2i] + c[2i+1] x (independent FMAs), then those
    by Horner's scheme in x^2 (the variable x2_, which the kernel defines): no higher powers to
    compute, one FMA per coefficient."""
    terms = ['FMA(SP(%s), %s, SP(%s))' % (c[i + 1], x, c[i]) for i in range(0, len(c) - 1, 2)]
    e = 'SP(%s)' % c[-1] if len(c) % 2 else terms.pop()
    for t in reversed(terms):
        e = 'FMA(%s, x2_, %s)' % (e, t)
    return e


def helpers_f(n):
    return ('/* %(N)s float lanes: the fused multiply-add lane by lane, a product no compiler can contract,\n'
            ' * lane selection by a -1/0 mask */\n'
            'LN_INLINE ln_float%(N)s ln__vm_fma_f%(N)s(ln_float%(N)s a, ln_float%(N)s b, ln_float%(N)s c) {\n'
            '#ifdef LN__VM_EFMA\n  return __builtin_elementwise_fma(a, b, c);\n#else\n'
            '  ln_float%(N)s r = a;\n'
            '  for (int i = 0; i < %(N)s; i++) r[i] = __builtin_fmaf(a[i], b[i], c[i]);\n'
            '  return r;\n#endif\n}\n'
            'LN_INLINE ln_float%(N)s ln__vm_mul_f%(N)s(ln_float%(N)s a, ln_float%(N)s b) {\n'
            '  return (ln_float%(N)s)((ln_int%(N)s)(a * b) | ln__splat_int%(N)s(ln__vm_zero()));\n}\n'
            'LN_INLINE ln_float%(N)s ln__vm_sel_f%(N)s(ln_int%(N)s m, ln_float%(N)s a, ln_float%(N)s b) {\n'
            '  return (ln_float%(N)s)(((ln_int%(N)s)a & m) | ((ln_int%(N)s)b & ~m));\n}\n') % dict(N=n)


FLOAT_CORE = '''/* exp10: 10^(a + al) = e^(a ln10 + al ln10) in [0.7, 1.42] (|a| <= 0.151, |al| <= 2^-22 |a|): s = 1 +
 * a LN10H rounded once (one FMA), its error by a second FMA (1 - s exact, Sterbenz), a LN10L +
 * al LN10H and the polynomial (Q at r = a LN10H, the exp kernel's) added to it, one rounding */
LN_INLINE V ln__vm_exp10y_fN(V a, V al) {
  V r = a * SP(%(LN10H)s), x2_ = r * r; /* r: multiplicands only */
  V q = %(QE)s;
  V s = FMA(a, SP(%(LN10H)s), SP(1.0f)), e = FMA(a, SP(%(LN10H)s), SP(1.0f) - s);
  return s + FMA(x2_, q, FMA(al, SP(%(LN10H)s), FMA(a, SP(%(LN10L)s), e)));
}
/* exp: exp(r + rl) in [0.7, 1.42], |r| <= 0.36, |rl| <= 2^-22 |r|: 1 + (r + (r^2 Q(r) + rl)), two roundings */
LN_INLINE V ln__vm_expyc_fN(V r, V rl) {
  V x2_ = r * r;
  V q = %(QE)s;
  return SP(1.0f) + (r + FMA(x2_, q, rl));
}
/* y 2^(t - 0x1.8p23) by two exact scalings by powers of two (the second one rounds once where
 * the result is subnormal; t - 0x1.8p23 in [-153, 130]), NaN lanes x + x (the quiet NaN of x) */
LN_INLINE V ln__vm_exps_fN(V x, V y, V t) {
  I k = (I)t - (I)SP(0x1.8p23f), k1 = k >> 1, k2 = k - k1;
  y = (y * (V)((k1 + 127) << 23)) * (V)((k2 + 127) << 23);
  return SEL((I)(x != x), x + x, y);
}
/* x clamped to [lo, hi]; NaN lanes 0 (their result is replaced by ln__vm_exps) */
LN_INLINE V ln__vm_clamp_fN(V x, float lo, float hi) {
  V c = SEL((I)(x > hi), SP(hi), x);
  c = SEL((I)(c < lo), SP(lo), c);
  return SEL((I)(x != x), SP(0.0f), c);
}
/* the reductions: x = k c + (r + rl) (k = t - 0x1.8p23, an integer, round to nearest even);
 * exp: the high part of ln2 has 16 bits (k * it is exact, and x minus it is exact), r + rl the
 * remainder as a float-float */
#define LN__VM_EXPRED_fN(x, t, r, rl) do { t = FMA(x, SP(%(LOG2E)s), SP(0x1.8p23f)); \\
  V kd_ = t - SP(0x1.8p23f), rh_ = FMA(kd_, SP(%(nL2H)s), x); \\
  r = FMA(kd_, SP(%(nL2L)s), rh_); rl = FMA(kd_, SP(%(nL2L)s), rh_ - r); } while (0)
#define LN__VM_EXP2RED_fN(x, t, f) do { t = x + SP(0x1.8p23f); \\
  f = x - (t - SP(0x1.8p23f)); /* exact */ } while (0)
/* exp2: 2^f in [0.7, 1.42] for |f| <= 1/2: 1 + f (ln2 + f P(f)), P of degree 5 (Estrin's scheme),
 * two roundings (ln2 + f P, then the final FMA) */
LN_INLINE V ln__vm_exp2y_fN(V f) {
  V x2_ = f * f;
  return FMA(f, FMA(f, %(P2)s, SP(%(LN2F)s)), SP(1.0f));
}
#define LN__VM_EXP10RED_fN(x, t, r, rl) do { t = FMA(x, SP(%(LOG2_10)s), SP(0x1.8p23f)); \\
  V kd_ = t - SP(0x1.8p23f), ah_ = FMA(kd_, SP(%(nL102H)s), x); \\
  V a_ = FMA(kd_, SP(%(nL102L)s), ah_), al_ = FMA(kd_, SP(%(nL102L)s), ah_ - a_); \\
  r = a_; rl = al_; } while (0)
'''
for _f, _lo, _hi, _fast in (('exp', '-104.0f', '89.0f', '86.5f'), ('exp2', '-151.0f', '129.0f', '125.0f'),
                            ('exp10', '-46.0f', '39.0f', '37.5f')):
    _v, _y = {'exp2': ('r', 'ln__vm_exp2y_fN(r)'), 'exp': ('r, rl', 'ln__vm_expyc_fN(r, rl)')}.get(
        _f, ('r, rl', 'ln__vm_exp10y_fN(r, rl)'))
    FLOAT_CORE += ('''/* any lane outside [-%(B)s, %(B)s] (k outside [-125, 127]: subnormal, overflowing or special results) */
LN__VM_KERNEL V ln__vm_%(F)s_slow_fN(V x) {
  V xc = ln__vm_clamp_fN(x, %(LO)s, %(HI)s), t, %(R)s;
  LN__VM_%(FU)sRED_fN(xc, t, %(R)s);
  return ln__vm_exps_fN(x, %(Y)s, t);
}
/* all lanes in range (|x| <= B: B - |x| as integers has no sign bit; NaN > B): one scaling, an
 * integer add to the exponent (the same bits as the two) */
LN__VM_KERNEL V ln__vm_%(F)s_fNw(V x) {
  if (!ln__vm_pos_fN(%(BB)s - ((I)x & 0x7fffffff))) return ln__vm_%(F)s_slow_fN(x);
  V t, %(R)s;
  LN__VM_%(FU)sRED_fN(x, t, %(R)s);
  return (V)((I)%(Y)s + ((I)t << 23));
}
''' % dict(F=_f, FU=_f.upper(), LO=_lo, HI=_hi, B=_fast, R=_v, Y=_y,
           BB=hex(struct.unpack('<i', struct.pack('<f', float(_fast[:-1])))[0]))).replace('%', '%%')
FLOAT_CORE += '''
/* log without a table (tools/math_hyp.py's float kernels): x = 2^e m, m in [sqrt(1/2), sqrt(2)) (xs: x, or subnormal x scaled by 2^23, e0 23 for
 * those lanes), f = m - 1 (exact), log(1 + f) = f - f^2/2 + f^3 R(f) = v + t: f^2/2 as an exact
 * float-float, f minus its high part by Fast2Sum (|f| > f^2/2), the rest summed into t (|t| < 2^-5
 * |v|); e as a float */
#define LN__VM_LOGRED_fN(xs, e0, dk, v, t) do { \\
  I ix_ = (I)((U)(xs) - 0x3f3504f3u); /* unsigned: no overflow */ \\
  dk = __builtin_convertvector((ix_ >> 23) - (e0), V); \\
  V f_ = (V)((ix_ & 0x007fffff) + 0x3f3504f3) - 1.0f, hf_ = f_ * 0.5f; \\
  V h_ = MUL(hf_, f_), hl_ = FMA(hf_, f_, -h_); \\
  V x2_ = f_ * f_; \\
  v = f_ - h_; \\
  t = FMA(x2_ * f_, %(QL)s, ((f_ - v) - h_) - hl_); } while (0)
/* log from e (dk), v and t (tools/math_hyp.py's float kernels) */
LN_INLINE V ln__vm_logfin_fN(V dk, V v, V t) {
  V a = dk * SP(%(L2H)s), w = a + v, err = (a - w) + v; /* k * L2H exact; Fast2Sum */
  return w + (err + FMA(dk, SP(%(L2L)s), t));
}
'''
FLOAT_CORE += '''/* t[j & 15] lane by lane (a 16-entry table): permutes where impl/<isa>/math.h has them
 * (LN__ISA__vm_ftab_float16, _float8, _float4: AVX-512, AVX2), else one load per lane */
LN_INLINE V ln__vm_ftab_fN(const float *t, I j) {
%(FTAB)s}
/* every lane of a at most b, unsigned (one compare into a mask register where impl/<isa>/math.h has
 * LN__ISA__nv_ule_uintN, the native_ kernels' hook; the answer only picks one of two paths giving
 * the same bits) */
LN_INLINE int ln__vm_ule_fN(ln_uintN a, unsigned b) {
  ln_uintN bv = a - a + b;
#ifdef LN__ISA__nv_ule_uintN
  return LN__ISA__nv_ule_uintN(a, bv);
#else
  return ln__vm_all_fN((I)(a <= bv));
#endif
}
/* log, log2, log10 by a table: x = 2^e z as bits, z in [0x1.66p-1, 0x1.66p+0) (xs: x, or subnormal
 * x scaled by 2^23, e0 23 for those lanes), j the top 4 bits of z's mantissa field less 0x1.66p-1's;
 * r = z (1/c) - 1, exact by one FMA (1/c from the table has at most 7 bits: tools/math_vec.py;
 * 1/c = 1 where z is near 1), |r| <= 0.041; e as a float */
#define LN__VM_LOGTRED_fN(xs, e0, dk, j, r) do { \\
  I ix_ = (I)((U)(xs) - %(LOFF)su); /* unsigned: no overflow */ \\
  dk = __builtin_convertvector((ix_ >> 23) - (e0), V); \\
  j = ix_ >> 19; \\
  r = FMA((V)((U)(xs) - (U)(ix_ & -0x00800000)), ln__vm_ftab_fN(ln__vm_logt_invc, j), SP(-1.0f)); } while (0)
'''
for _f in ('log', 'log2', 'log10'):
    _d = LOGT[_f]
    _lp = {'log': '''  V w = a + r, err = (a - w) + r; /* Fast2Sum: |a| > |r| or a = 0 */
  return w + FMA(x2_, q, err + b);''', 'log2': '''  V w = FMA(r, SP(%(CH)s), a); /* a + r CH, one rounding */
  V err = FMA(r, SP(%(CH)s), a - w); /* a - w exact (_nearp_check_aw): w's error, one rounding */
  return w + FMA(x2_, q, FMA(r, SP(%(CL)s), err + b));''', 'log10': '''  V ph = MUL(r, SP(%(CH)s)), w = a + ph; /* Fast2Sum: |a| > |ph| or a = 0 */
  /* (w's error (a - w) + ph, exact) + (r CH - ph, exact) = (a - w) + r CH: one rounding by one FMA */
  V err = FMA(r, SP(%(CH)s), a - w);
  return w + FMA(x2_, q, FMA(r, SP(%(CL)s), err + b));'''}[_f] % _d
    _a = ('dk + ln__vm_ftab_fN(ln__vm_logt_log2h, j)' if _f == 'log2' else
          'FMA(dk, SP(%s), ln__vm_ftab_fN(ln__vm_logt_%sh, j))' % (_d['KH'], _f))
    _b = ('ln__vm_ftab_fN(ln__vm_logt_log2l, j)' if _f == 'log2' else
          'FMA(dk, SP(%s), ln__vm_ftab_fN(ln__vm_logt_%sl, j))' % (_d['KL'], _f))
    FLOAT_CORE += ('''/* %(F)s(x) = e K + %(F)s(c) + %(F)s(1 + r): e K + the table's high part a (exact: both on a 2^-16 or
 * 2^-17 grid below 2^8), the low parts b, %(F)s(1 + r) = r C + r^2 Q(r) (C = 1/ln(base) as a
 * float-float, Q of degree 3), a + r C by Fast2Sum, the rest summed small, one rounding */
LN_INLINE V ln__vm_%(F)st_fN(V dk, I j, V r) {
  V a = %(A)s, b = %(B)s;
  V x2_ = r * r;
  V q = %(Q)s;
%(LP)s
}
/* any lane not a positive normal finite number: subnormal x scaled first, then the special
 * cases: +inf for +inf, -inf for +-0, the default NaN for x < 0, x + x (quiet) for NaN */
LN__VM_KERNEL V ln__vm_%(F)s_slow_fN(V x) {
  I sub_ = (I)(x < 0x1p-126f), j;
  V dk, r, xs = SEL(sub_, x * 0x1p23f, x);
  LN__VM_LOGTRED_fN(xs, sub_ & 23, dk, j, r);
  V y = ln__vm_%(F)st_fN(dk, j, r);
  y = SEL((I)(x == __builtin_inff()), x, y);
  y = SEL((I)(x == 0), SP(-__builtin_inff()), y);
  y = SEL((I)(x < 0), SP(__builtin_nanf("")), y);
  return SEL((I)(x != x), x + x, y);
}
LN__VM_KERNEL V ln__vm_%(F)s_fNw(V x) {
  if (!ln__vm_ule_fN((U)x - 0x00800000u, 0x7effffffu)) return ln__vm_%(F)s_slow_fN(x);
  I j;
  V dk, r;
  LN__VM_LOGTRED_fN(x, 0, dk, j, r);
  return ln__vm_%(F)st_fN(dk, j, r);
}
''' % dict(F=_f, A=_a, B=_b, Q=estrin(_d['Q'], 'r'), LP=_lp)).replace('%', '%%')


def ftab(n):
    # the body of ln__vm_ftab_fN
    loop = '  V y = SP(0.0f);\n  for (int i = 0; i < %d; i++) y[i] = t[j[i] & 15];\n  return y;\n' % n
    if n == 16:
        return ('#ifdef LN__ISA__vm_ftab_float16\n  V a;\n  __builtin_memcpy(&a, t, sizeof a);\n'
                '  return LN__ISA__vm_ftab_float16(a, j);\n#else\n' + loop + '#endif\n')
    if n == 8:
        return ('#ifdef LN__ISA__vm_ftab_float8\n  V a, b;\n  __builtin_memcpy(&a, t, sizeof a);\n'
                '  __builtin_memcpy(&b, t + 8, sizeof b);\n  return LN__ISA__vm_ftab_float8(a, b, j);\n#else\n' + loop + '#endif\n')
    return ('#ifdef LN__ISA__vm_ftab_float4\n  ln_float8 a, b;\n  __builtin_memcpy(&a, t, sizeof a);\n'
            '  __builtin_memcpy(&b, t + 8, sizeof b);\n  return LN__ISA__vm_ftab_float4(a, b, j);\n#else\n' + loop + '#endif\n')


def logt_tables():
    # the float logarithms' tables (file scope, once)
    t = [('invc', [hexf(c) for c in LOGT_INVC])]
    for f in ('log', 'log2', 'log10'):
        t += [(f + 'h', LOGT[f]['hi']), (f + 'l', LOGT[f]['lo'])]
    return ('/* the float logarithms\' tables (tools/math_vec.py): 1/c, then per function its value at c as\n'
            ' * a high part on a coarse grid and a low part */\n' +
            ''.join('static const float ln__vm_logt_%s[16] __attribute__((unused)) = {%s};\n' % (nm, ', '.join(v))
                    for nm, v in t))


def split_f(n, funcs=FUNCS, prefix='ln__vm_'):
    """The top float kernels <prefix><f>_f<n> of n lanes (4, 8, 16): the whole vector where it fits
    the target's registers, else two n/2-lane halves."""
    o = []
    for f in funcs:
        head = 'LN_INLINE ln_float%d %s%s_f%d(ln_float%d x) {\n' % (n, prefix, f, n, n)
        if n == 4:
            o.append(head + '  return %s%s_f4w(x);\n}\n' % (prefix, f))
            continue
        h = n // 2
        o.append(head + ('#if %d > LN__VM_NB\n'
                         '  ln_float%d lo, hi;\n  __builtin_memcpy(&lo, &x, sizeof lo);\n'
                         '  __builtin_memcpy(&hi, (char *)&x + sizeof lo, sizeof hi);\n'
                         '  lo = %s%s_f%d(lo);\n  hi = %s%s_f%d(hi);\n'
                         '  __builtin_memcpy(&x, &lo, sizeof lo);\n  __builtin_memcpy((char *)&x + sizeof lo, &hi, sizeof hi);\n'
                         '  return x;\n#else\n  return %s%s_f%dw(x);\n#endif\n}\n')
                 % (4 * n, h, prefix, f, h, prefix, f, h, prefix, f, n))
    return ''.join(o)


def kernels_f(n):
    d = dict(QE=estrin(EXP_FQ, 'r'), QL=estrin(LOG_FR, 'f_'), FTAB=ftab(n), LOFF=hex(LOGT_OFF), P2=estrin(EXP2_FP, 'f'), LN2F=hexf(LN2),
             LOG2E=F_LOG2E, LOG2_10=F_LOG2_10, L2H=F_L2H, L2L=F_L2L, L102H=F_L102H, L102L=F_L102L,
             LN2H=F_LN2H, LN2L=F_LN2L, LN10H=F_LN10H, LN10L=F_LN10L, IL2H=F_IL2H, IL2L=F_IL2L,
             IL10H=F_IL10H, IL10L=F_IL10L)
    d.update({'n' + k: v[1:] if v[0] == '-' else '-' + v for k, v in list(d.items())})
    t = FLOAT_CORE % d
    return all_helper('f', n) + (t.replace('FMA(', 'ln__vm_fma_fN(').replace('MUL(', 'ln__vm_mul_fN(').replace('SEL(', 'ln__vm_sel_fN(')
            .replace('SP(', 'ln__splat_floatN(').replace('V ', 'ln_floatN ').replace(', V)', ', ln_floatN)')
            .replace('(V)', '(ln_floatN)').replace('I ', 'ln_intN ').replace('(I)', '(ln_intN)').replace('(U)', '(ln_uintN)')
            .replace('fN', 'f%d' % n).replace('floatN', 'float%d' % n).replace('uintN', 'uint%d' % n)
            .replace('intN', 'int%d' % n).replace('charN', 'char%d' % n)) + split_f(n)


def public(fn, e, n):
    """ln_<fn>_<type><n>: e is 'float', 'double' or 'half'; n None for the scalar."""
    if e == 'double':
        if n is None:
            return 'LN_INLINE double ln_%s_double(double x) { return ln__vm_%s_d2(ln__splat_double2(x))[0]; }\n' % (fn, fn)
        if n == 3:
            return ('LN_INLINE ln_double3 ln_%s_double3(ln_double3 x) {\n  ln_double3 r = {ln_%s_double4(x.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
        return 'LN_INLINE ln_double%d ln_%s_double%d(ln_double%d x) { return ln__vm_%s_d%d(x); }\n' % (n, fn, n, n, fn, n)
    if e == 'float':
        if n is None:
            return 'LN_INLINE float ln_%s_float(float x) { return ln__vm_%s_f4(ln__splat_float4(x))[0]; }\n' % (fn, fn)
        if n == 2:
            return ('LN_INLINE ln_float2 ln_%s_float2(ln_float2 x) {\n  ln_float4 v = {x[0], x[1], x[0], x[1]};\n'
                    '  v = ln__vm_%s_f4(v);\n  return (ln_float2){v[0], v[1]};\n}\n') % (fn, fn)
        if n == 3:
            return ('LN_INLINE ln_float3 ln_%s_float3(ln_float3 x) {\n  ln_float3 r = {ln_%s_float4(x.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
        return 'LN_INLINE ln_float%d ln_%s_float%d(ln_float%d x) { return ln__vm_%s_f%d(x); }\n' % (n, fn, n, n, fn, n)
    # half: the float function, rounded to half
    if n is None:
        return 'LN_INLINE ln_half ln_%s_half(ln_half x) { return (ln_half)ln_%s_float((float)x); }\n' % (fn, fn)
    if n == 3:
        return ('LN_INLINE ln_half3 ln_%s_half3(ln_half3 x) {\n  ln_half3 r = {ln_%s_half4(x.v)};\n'
                '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
    if n == 32:
        return ('LN_INLINE ln_half32 ln_%s_half32(ln_half32 x) {\n  ln_half16 lo, hi;\n'
                '  __builtin_memcpy(&lo, &x, sizeof lo);\n  __builtin_memcpy(&hi, (char *)&x + sizeof lo, sizeof hi);\n'
                '  lo = ln_%s_half16(lo);\n  hi = ln_%s_half16(hi);\n'
                '  __builtin_memcpy(&x, &lo, sizeof lo);\n  __builtin_memcpy((char *)&x + sizeof lo, &hi, sizeof hi);\n'
                '  return x;\n}\n') % (fn, fn, fn)
    return ('LN_INLINE ln_half%d ln_%s_half%d(ln_half%d x) {\n'
            '  return __builtin_convertvector(ln_%s_float%d(__builtin_convertvector(x, ln_float%d)), ln_half%d);\n}\n') % (
        n, fn, n, n, fn, n, n, n)


def c_text(ops):
    """The kernels and the per-type functions of the registry rows ops (the vectorized ones)."""
    o = ['\n/* ---- exponentials and logarithms (tools/math_vec.py) ---- */\n',
         '/* the kernels are inline functions the compiler may call rather than inline (each is large:\n'
         ' * forced inlining at every use made programs slow to compile) */\n',
         '#define LN__VM_KERNEL static inline __attribute__((unused))\n',
         '/* the whole-vector kernels (names ending in w, or wl: tools/gen_math.py marks them): the same, or\n'
         ' * with GCC on x86 inlined at every use where the program defines LANES_MATH_INLINE before\n'
         ' * including lanes/math.h (GCC calls a large kernel used in several places; inlined, a loop keeps\n'
         ' * the constants in registers; a file of many calls compiles slower; Clang 19 chose better\n'
         ' * alone: tests/unit/test_math_inline.c, bench/math_inline_bench.c) */\n',
         '#if defined(LANES_MATH_INLINE) && LN_TARGET_X86 && !defined(__clang__)\n'
         '#define LN__VM_TOP static inline __attribute__((unused, always_inline))\n'
         '#else\n#define LN__VM_TOP LN__VM_KERNEL\n#endif\n',
         '/* the bytes of the target\'s widest vector registers: wider kernels run as two halves */\n',
         '#if LN_TARGET_AVX512\n#define LN__VM_NB 64\n#elif LN_TARGET_AVX\n#define LN__VM_NB 32\n'
         '#else\n#define LN__VM_NB 16\n#endif\n',
         '/* an int 0 the compiler cannot see through (ln__vm_mul) */\n',
         'LN_INLINE int ln__vm_zero(void) {\n  int z = 0;\n  __asm__("" : "+r"(z));\n  return z;\n}\n',
         '/* Clang\'s element-wise fma on whole vectors (ln__vm_fma): it leaves some lane-by-lane fma\n'
         ' * loops as scalar instructions; GCC vectorizes the loops */\n',
         '#if defined(__clang__) && defined(__has_builtin)\n#if __has_builtin(__builtin_elementwise_fma)\n'
         '#define LN__VM_EFMA 1\n#endif\n#endif\n']
    o.append(logtd_tables())
    for n in (2, 4, 8, 16):
        o.append(helpers(n))
        o.append(kernels(n))
    o.append(logt_tables())
    for n in (4, 8, 16):
        o.append(helpers_f(n))
        o.append(kernels_f(n))
    names = [op.name for op in ops]
    for fn in names:
        o.append('\n/* ---- ln_%s ---- */\n' % fn)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(public(fn, e, n))
        t = ''.join(public(fn, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3))
        o.append('#if LN_HAS_HALF\n' + t + '#endif\n')
    return ''.join(o)
