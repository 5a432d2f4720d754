#!/usr/bin/env python3
"""The vectorized exponential and logarithm functions of lanes/math.h (exp exp2 exp10 log log2
log10), as C text for tools/gen_math.py (which writes them into include/lanes/impl/generic/math.h).

Design (docs/semantics.md, "Exponentials and logarithms"):
  - Every kernel works on a whole double vector (2 4 8 16 lanes, GCC vector extensions), branch
    free: special cases (NaN, +-inf, 0, negative, overflow, underflow) are lane-wise selects.
  - double functions: Cody-Waite range reduction with a 42-bit high part of the constant (its
    products with the reduced integer are exact), a Taylor polynomial of degree 13 (exp family)
    or the atanh series in s = f / (2 + f) (log family, fdlibm's arrangement), and a double-double
    tail where the last rounding decides (log2, log10, exp2, exp10).
  - float functions are computed by the double kernels of the same lane count with shorter
    polynomials (relative error < 2^-36), then rounded once to float; half by the float ones.
    Scalars are lane 0 of the 2-lane function, 3 lanes the 4-lane one.
  - Bit-identical results on every target and compiler: every multiply-add is the explicit fused
    operation ln__vm_fma (the FMA instruction where the target has one, C's exact fma elsewhere),
    and every other product whose value reaches an addition passes through an opaque integer OR
    with zero (ln__vm_mul), which no compiler can contract into an FMA.  Products that feed only
    multiplications or the multiplicands of ln__vm_fma are left as they are (contraction cannot
    touch them).
The coefficients are the Taylor coefficients (1/i!, ln(b)^i/i!, 2/(2i+1)) rounded to double and
the constants split to double-double, computed here with exact rational arithmetic and Python's
decimal logarithms (70 digits)."""
from decimal import Decimal, getcontext
from fractions import Fraction
import math

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


# exp: 13 terms for double (|r| <= ln2/2: truncation < 2^-57 relative), 9 for float (< 2^-36)
EXP_D = taylor_exp(Fraction(1), 13)
EXP_F = taylor_exp(Fraction(1), 9)
# log: 2/(2i+1) for z = s^2, i = 1 .. K (s <= 0.1716: truncation < 2^-60 for K = 10, < 2^-40 for 6)
LOG_D = [hexd(Fraction(2, 2 * i + 1)) for i in range(1, 11)]
LOG_F = [hexd(Fraction(2, 2 * i + 1)) for i in range(1, 7)]

L2H, L2L = split(LN2, 42)
L102H, L102L = split(LOG10_2, 42)
LN2H, LN2L = dd(LN2)
LN10H, LN10L = dd(LN10)
IL2H, IL2L = dd(1 / LN2)
IL10H, IL10L = dd(1 / LN10)
LOG2E = hexd(1 / LN2)
LOG2_10 = hexd(LN10 / LN2)


def helpers(n):
    return '''/* %(N)s lanes: the fused multiply-add lane by lane (the FMA instruction where the target has
 * one: compilers vectorize this loop; else C's exact fma), a product no compiler can contract (an
 * OR with an opaque zero), lane selection by a -1/0 mask */
LN_INLINE ln_double%(N)s ln__vm_fma_d%(N)s(ln_double%(N)s a, ln_double%(N)s b, ln_double%(N)s c) {
  ln_double%(N)s r = a;
  for (int i = 0; i < %(N)s; i++) r[i] = __builtin_fma(a[i], b[i], c[i]);
  return r;
}
LN_INLINE ln_double%(N)s ln__vm_mul_d%(N)s(ln_double%(N)s a, ln_double%(N)s b) {
  return (ln_double%(N)s)((ln_long%(N)s)(a * b) | ln__splat_long%(N)s(ln__vm_zero()));
}
LN_INLINE ln_double%(N)s ln__vm_sel_d%(N)s(ln_long%(N)s m, ln_double%(N)s a, ln_double%(N)s b) {
  return (ln_double%(N)s)(((ln_long%(N)s)a & m) | ((ln_long%(N)s)b & ~m));
}
''' % dict(N=n)


# The kernels, on V (double vector) and I (its int64 vector); FMA, MUL, SEL, SP: the helpers.
EXP_CORE = '''/* 2^k * exp(rh + rl), |rh + rl| <= 0.35, |rl| < 2^-30 (k in [-1080, 1025]): the polynomial, then
 * two exact scalings (the second one rounds once where the result is subnormal) */
LN__VM_KERNEL V ln__vm_expk_dN(V rh, V rl, I k) {
  V r = rh + rl, r2 = (rh - r) + rl; /* r + r2 = rh + rl exactly (|r2| <= ulp(r) / 2) */
  V s = r * r;
  V q = %(HD)s;
  V y = SP(1.0) + (r + FMA(s, q, FMA(r2, r, r2))); /* exp(r)(1 + r2) */
  I k1 = k >> 1, k2 = k - k1;
  return (y * (V)((k1 + 1023) << 52)) * (V)((k2 + 1023) << 52);
}
/* the float kernels' polynomial: exp(r), |r| <= 0.35, relative error < 2^-36 */
LN_INLINE V ln__vm_expf_poly_dN(V r) {
  V q = %(HF)s;
  return SP(1.0) + (r + MUL(r * r, q));
}
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

LN__VM_KERNEL V ln__vm_exp_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -746.0, 710.0), kd;
  I ki;
  LN__VM_RINT_dN(xc, %(LOG2E)s, kd, ki);
  V rh = FMA(kd, SP(-%(L2H)s), xc); /* exact: k * L2H is exact, and near xc */
  return ln__vm_nan_dN(x, ln__vm_expk_dN(rh, MUL(kd, SP(-%(L2L)s)), ki));
}
LN__VM_KERNEL V ln__vm_exp2_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -1080.0, 1025.0);
  V t = xc + SP(0x1.8p52), kd = t - SP(0x1.8p52), r = xc - kd; /* r exact */
  I ki = (I)t - (I)SP(0x1.8p52);
  V rh = MUL(r, SP(%(LN2H)s));
  V rl = FMA(r, SP(%(LN2L)s), FMA(r, SP(%(LN2H)s), -rh));
  return ln__vm_nan_dN(x, ln__vm_expk_dN(rh, rl, ki));
}
LN__VM_KERNEL V ln__vm_exp10_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -325.0, 310.0), kd;
  I ki;
  LN__VM_RINT_dN(xc, %(LOG2_10)s, kd, ki);
  V r = FMA(kd, SP(-%(L102H)s), xc); /* exact */
  V rlo = MUL(kd, SP(-%(L102L)s));
  V rh = MUL(r, SP(%(LN10H)s));
  V rl = FMA(rlo, SP(%(LN10H)s), FMA(r, SP(%(LN10L)s), FMA(r, SP(%(LN10H)s), -rh)));
  return ln__vm_nan_dN(x, ln__vm_expk_dN(rh, rl, ki));
}

/* float results (x a float widened to double; the caller rounds to float) */
LN__VM_KERNEL V ln__vm_expf_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -104.0, 89.0), kd;
  I ki;
  LN__VM_RINT_dN(xc, %(LOG2E)s, kd, ki);
  V r = FMA(kd, SP(-%(LN2H)s), xc);
  return ln__vm_nan_dN(x, ln__vm_expf_poly_dN(r) * (V)((ki + 1023) << 52));
}
LN__VM_KERNEL V ln__vm_exp2f_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -151.0, 129.0);
  V t = xc + SP(0x1.8p52), kd = t - SP(0x1.8p52);
  I ki = (I)t - (I)SP(0x1.8p52);
  return ln__vm_nan_dN(x, ln__vm_expf_poly_dN(MUL(xc - kd, SP(%(LN2H)s))) * (V)((ki + 1023) << 52));
}
LN__VM_KERNEL V ln__vm_exp10f_dNw(V x) {
  V xc = ln__vm_clamp_dN(x, -46.0, 39.0), kd;
  I ki;
  LN__VM_RINT_dN(xc, %(LOG2_10)s, kd, ki);
  V r = FMA(kd, SP(-%(L102H)s), xc);
  r = FMA(kd, SP(-%(L102L)s), r);
  return ln__vm_nan_dN(x, ln__vm_expf_poly_dN(MUL(r, SP(%(LN10H)s))) * (V)((ki + 1023) << 52));
}

/* log: x = 2^e * m, m in [sqrt(2)/2, sqrt(2)) (subnormal x scaled by 2^52 first), f = m - 1
 * (exact), s = f / (2 + f), log(m) = f - f^2/2 + s (f^2/2 + R(s^2)) (fdlibm's arrangement) */
#define LN__VM_LOGRED_dN(x, e, f) do { \\
  I sub_ = (I)(x < 0x1p-1022); \\
  I ix_ = (I)((U)SEL(sub_, x * 0x1p52, x) - 0x3fe6a09e667f3bcdu); /* unsigned: no overflow */ \\
  e = (ix_ >> 52) - (sub_ & 52); \\
  f = (V)((ix_ & 0x000fffffffffffff) + 0x3fe6a09e667f3bcd) - 1.0; } while (0)
/* int64 lanes (|e| < 2^51) to double */
LN_INLINE V ln__vm_i2d_dN(I e) { return (V)(e + 0x4338000000000000) - 0x1.8p52; }
/* log's special cases: +inf for +inf, -inf for +-0, NaN for x < 0 and NaN */
LN_INLINE V ln__vm_logsp_dN(V x, V r) {
  r = SEL((I)(x == __builtin_inf()), x, r);
  r = SEL((I)(x == 0), SP(-__builtin_inf()), r);
  r = SEL((I)(x < 0), SP(__builtin_nan("")), r);
  return ln__vm_nan_dN(x, r);
}
/* log(1 + f) = hi + lo (|lo| < 2^-50 |hi|), and e as double */
#define LN__VM_LOG1P_dN(x, hi, lo, dk) do { I e_; V f_; LN__VM_LOGRED_dN(x, e_, f_); \\
  dk = ln__vm_i2d_dN(e_); \\
  V s_ = f_ / (f_ + 2.0), z_ = s_ * s_; \\
  V hfsq_ = MUL(f_ * 0.5, f_); \\
  V u_ = FMA(z_, %(HL)s, hfsq_); \\
  hi = f_ - hfsq_; \\
  lo = FMA(s_, u_, (f_ - hi) - hfsq_); } while (0)

LN__VM_KERNEL V ln__vm_log_dNw(V x) {
  V hi, lo, dk;
  LN__VM_LOG1P_dN(x, hi, lo, dk);
  /* dk * ln2 + hi + lo: k * L2H is exact; the rest in double-double */
  V a = dk * SP(%(L2H)s), w = a + hi, bb = w - a, err = (a - (w - bb)) + (hi - bb);
  return ln__vm_logsp_dN(x, w + (err + FMA(dk, SP(%(L2L)s), lo)));
}
/* (hi + lo) * (ch + cl) + a + al, |a| integral or 0 */
LN__VM_KERNEL V ln__vm_logscale_dN(V hi, V lo, V a, V al, double ch, double cl) {
  V ph = MUL(hi, SP(ch));
  V low = FMA(lo, SP(ch), FMA(hi, SP(cl), FMA(hi, SP(ch), -ph) + al));
  V w = a + ph, bb = w - a, err = (a - (w - bb)) + (ph - bb);
  return w + (err + low);
}
LN__VM_KERNEL V ln__vm_log2_dNw(V x) {
  V hi, lo, dk;
  LN__VM_LOG1P_dN(x, hi, lo, dk);
  return ln__vm_logsp_dN(x, ln__vm_logscale_dN(hi, lo, dk, SP(0.0), %(IL2H)s, %(IL2L)s));
}
LN__VM_KERNEL V ln__vm_log10_dNw(V x) {
  V hi, lo, dk;
  LN__VM_LOG1P_dN(x, hi, lo, dk);
  return ln__vm_logsp_dN(x, ln__vm_logscale_dN(hi, lo, dk * SP(%(L102H)s), MUL(dk, SP(%(L102L)s)), %(IL10H)s, %(IL10L)s));
}
/* float results: x a float widened to double (never subnormal); log(1 + f) to 2^-40 */
#define LN__VM_LOGF_dN(x, lp, dk) do { I e_; V f_; LN__VM_LOGRED_dN(x, e_, f_); \\
  dk = ln__vm_i2d_dN(e_); \\
  V s_ = f_ / (f_ + 2.0), z_ = s_ * s_; \\
  lp = MUL(s_, FMA(z_, %(HLF)s, SP(2.0))); } while (0)
LN__VM_KERNEL V ln__vm_logf_dNw(V x) {
  V lp, dk;
  LN__VM_LOGF_dN(x, lp, dk);
  return ln__vm_logsp_dN(x, FMA(dk, SP(%(LN2H)s), lp));
}
LN__VM_KERNEL V ln__vm_log2f_dNw(V x) {
  V lp, dk;
  LN__VM_LOGF_dN(x, lp, dk);
  return ln__vm_logsp_dN(x, FMA(lp, SP(%(IL2H)s), dk));
}
LN__VM_KERNEL V ln__vm_log10f_dNw(V x) {
  V lp, dk;
  LN__VM_LOGF_dN(x, lp, dk);
  return ln__vm_logsp_dN(x, FMA(lp, SP(%(IL10H)s), MUL(dk, SP(%(L102H)s))));
}
'''

FUNCS = ('exp', 'exp2', 'exp10', 'log', 'log2', 'log10')


TOP = ['exp', 'exp2', 'exp10', 'expf', 'exp2f', 'exp10f', 'log', 'log2', 'log10', 'logf', 'log2f', 'log10f']


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
    d = dict(HD=horner(EXP_D, 'r', 'FMA'), HF=horner(EXP_F, 'r', 'FMA'),
             HL=horner(LOG_D, 'z_', 'FMA'), HLF=horner(LOG_F, 'z_', 'FMA'),
             LOG2E=LOG2E, LOG2_10=LOG2_10, L2H=L2H, L2L=L2L, L102H=L102H, L102L=L102L, LN2H=LN2H, LN2L=LN2L,
             LN10H=LN10H, LN10L=LN10L, IL2H=IL2H, IL2L=IL2L, IL10H=IL10H, IL10L=IL10L)
    t = EXP_CORE % d
    return (t.replace('FMA(', 'ln__vm_fma_dN(').replace('MUL(', 'ln__vm_mul_dN(').replace('SEL(', 'ln__vm_sel_dN(')
            .replace('SP(', 'ln__splat_doubleN(').replace('V ', 'ln_doubleN ').replace('(V)', '(ln_doubleN)')
            .replace('I ', 'ln_longN ').replace('(I)', '(ln_longN)').replace('(U)', '(ln_ulongN)').replace('dN', 'd%d' % n)
            .replace('doubleN', 'double%d' % n).replace('ulongN', 'ulong%d' % n).replace('longN', 'long%d' % n)) + split(n)


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
            return ('LN_INLINE float ln_%s_float(float x) {\n'
                    '  return (float)ln__vm_%sf_d2(ln__splat_double2((double)x))[0];\n}\n') % (fn, fn)
        if n == 3:
            return ('LN_INLINE ln_float3 ln_%s_float3(ln_float3 x) {\n  ln_float3 r = {ln_%s_float4(x.v)};\n'
                    '  r.v[3] = 0;\n  return r;\n}\n') % (fn, fn)
        return ('LN_INLINE ln_float%d ln_%s_float%d(ln_float%d x) {\n'
                '  return __builtin_convertvector(ln__vm_%sf_d%d(__builtin_convertvector(x, ln_double%d)), ln_float%d);\n}\n') % (
            n, fn, n, n, fn, n, n, n)
    # half: the float function, rounded to half (float's error < 0.5001 float ulp: < 0.51 half ulp)
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
         '/* the bytes of the target\'s widest vector registers: wider kernels run as two halves */\n',
         '#if LN_TARGET_AVX512\n#define LN__VM_NB 64\n#elif LN_TARGET_AVX\n#define LN__VM_NB 32\n'
         '#else\n#define LN__VM_NB 16\n#endif\n',
         '/* an int 0 the compiler cannot see through (ln__vm_mul) */\n',
         'LN_INLINE int ln__vm_zero(void) {\n  int z = 0;\n  __asm__("" : "+r"(z));\n  return z;\n}\n']
    for n in (2, 4, 8, 16):
        o.append(helpers(n))
        o.append(kernels(n))
    names = [op.name for op in ops]
    for fn in names:
        o.append('\n/* ---- ln_%s ---- */\n' % fn)
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(public(fn, e, n))
        t = ''.join(public(fn, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3))
        o.append('#if LN_HAS_HALF\n' + t + '#endif\n')
    return ''.join(o)
