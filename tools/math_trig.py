#!/usr/bin/env python3
"""The vectorized trigonometric functions of lanes/math.h (sin cos tan sincos sinpi cospi tanpi),
as C text for tools/gen_math.py, in the manner of tools/math_vec.py (whose helpers, ln__vm_fma/mul/sel and
ln__vm_all_f, and whose per-type wrappers they use).

Design (docs/semantics.md, "Trigonometric functions"):
  - x = k pi/2 + r, |r| <= pi/4, k = rint(x 2/pi).  Cody-Waite for |x| <= 2^30 (double) or 2^12
    (float): pi/2 = C1 + C2 + C3 (three doubles, three floats; C1 rounded down); k C1 is subtracted
    by one exact FMA, k C2 as an exact product pair, k C3 rounded into the low part: r = rh + rl
    (below: CORE_F).
  - Larger finite lanes (any of them sends the whole vector through the slow path, which keeps
    the Cody-Waite lanes' bits) are reduced lane by lane by Payne-Hanek in integer arithmetic:
    the 53-bit (24-bit) significand times 7 words of 2/pi, the quadrant and a 128-bit fraction,
    rounded to the nearest quadrant, converted exactly to a double-double (float-float) and
    multiplied by pi/2 as a double-double (float-float).
  - sin(r) = rh + (rh^3 S(r^2) + rl (1 - r^2/2)), cos(r) = (1 - r^2/2) + (r^4 C(r^2) - rh rl)
    with 1 - r^2/2 an exact pair (Fast2Sum after an exact product), one rounding at the end;
    S, C Taylor's (sinpi cospi tanpi; double to r^17 and r^18, float to r^11 and r^12).  tanpi: the
    pairs of sin and cos normalized, their quotient with one correction step (q + (n - q d) / d).
  - sin cos tan sincos, float and double (CORE_F): the vector goes through the common path when every
    lane is within 2^12 (double: 2^30; one compare and mask test: NaN and infinite lanes are not), with no special-case
    selects; otherwise through an out-of-line path (Payne-Hanek for the large lanes, the
    special-case selects), whose arithmetic for the other lanes is the same.  The pair: C1 pi/2
    rounded down (C2 > 0), the products with -C1 -C2 -C3 (-0 for k = 0: sin(-0) = -0 without a
    select), rh = r1 + p and its error exactly (Fast2Sum, exact since r1 is a multiple of ulp(p)),
    not renormalized.  sin = rh - rh^2 (rh NS(rh^2) + rl/2) + rl, cos = ch + (rh^4 C(rh^2) - rh rl +
    err) with ch = 1 - rh^2/2 rounded by one FMA and err its error (one FMA, off by < 2^-48); S of 4 terms and C
    of 3, near-minimax (Chebyshev interpolation, exact rationals); double: S of 7 terms and C of 6.
    tan: one division (1/d) and the correction (n - t d) / d by that reciprocal.
  - sinpi cospi tanpi: |x| = n/2 + r exactly (|r| <= 1/4), pi r as a pair, the same polynomials,
    x's sign last; C23's exact zeros and infinities by selects; tiny |x| by one scaled FMA.
  - Float is computed in float (the Payne-Hanek step in integers); the same bits on every
    target as math_vec.py's kernels: every multiply-add an explicit ln__vm_fma, every other
    product that reaches a sum through ln__vm_mul.
The constants are computed here from pi to 1400 bits (Machin's formula in integers), the Taylor
coefficients from exact rationals."""
from fractions import Fraction
import math
import struct

import math_vec

NAMES = ('sin', 'cos', 'tan', 'sincos', 'sinpi', 'cospi', 'tanpi')
BD, BF = 30, 12  # Cody-Waite bounds: |x| <= 2^BD (double), 2^BF (float)


def _atan_inv(n, bits):
    """atan(1/n) * 2^bits, truncated (Taylor series in integers)."""
    one = 1 << (bits + 20)
    t, s, k = one // n, 0, 0
    while t:
        s += t // (2 * k + 1) if k % 2 == 0 else -(t // (2 * k + 1))
        t //= n * n
        k += 1
    return s >> 20


PREC = 1400
PI = Fraction(16 * _atan_inv(5, PREC) - 4 * _atan_inv(239, PREC), 1 << PREC)  # error < 2^-1390
PIO2 = PI / 2
# the bits of 2/pi in 32-bit words, most significant first (2/pi = sum w_i 2^(-32 (i + 1)))
_TWO_OPI = (1 << (PREC + 2)) * (1 << 1200) // (16 * _atan_inv(5, PREC) - 4 * _atan_inv(239, PREC))
NW = 37  # double: exponents up to 971 need words i0 .. i0 + 6 with i0 <= 30
WORDS = [(_TWO_OPI >> (1200 + 1 - 32 * (i + 1))) & 0xffffffff for i in range(NW)]


def f32(v):
    return Fraction(struct.unpack('<f', struct.pack('<f', float(v)))[0])


def parts(v, n, rnd):
    """v = p1 + ... + pn (+ a remainder), each the nearest value of the format (rnd)."""
    o = []
    for _ in range(n):
        p = rnd(v)
        o.append(p)
        v -= p
    return o


PD = [math_vec.hexd(p) for p in parts(PIO2, 3, lambda v: Fraction(float(v)))]
PF = [math_vec.hexf(p) for p in parts(PIO2, 3, f32)]
# float sin cos tan: C1 pi/2 rounded down, so that C2 > 0 (the reduction keeps the sign of zero)
_F1 = f32(PIO2)
_F1 = _F1 if _F1 < PIO2 else f32(_F1 - Fraction(1, 1 << 24))
assert _F1 < PIO2 and _F1 == f32(_F1)
PF2 = [math_vec.hexf(p) for p in [_F1] + parts(PIO2 - _F1, 2, f32)]
assert not PF2[1].startswith('-')
NPF2 = [math_vec.hexf(-p) for p in [_F1] + parts(PIO2 - _F1, 2, f32)]
# double sin cos tan: the same pair, C1 pi/2 rounded down to a double
_D1 = Fraction(float(PIO2))
_D1 = _D1 if _D1 < PIO2 else Fraction(float(_D1 - Fraction(1, 1 << 53)))
assert _D1 < PIO2 and _D1 == Fraction(float(_D1))
NPD2 = [math_vec.hexd(-p) for p in [_D1] + parts(PIO2 - _D1, 2, lambda v: Fraction(float(v)))]
assert NPD2[1].startswith('-')
TOPI_D = math_vec.hexd(1 / PIO2)
TOPI_F = math_vec.hexf(1 / PIO2)
# sin(r) = r + r^3 S(r^2), cos(r) = 1 - r^2/2 + r^4 C(r^2): Taylor's coefficients
S_D = [(-1) ** i * Fraction(1, math.factorial(2 * i + 1)) for i in range(1, 9)]
C_D = [(-1) ** i * Fraction(1, math.factorial(2 * i)) for i in range(2, 10)]
S_F = S_D[:5]
C_F = C_D[:5]


def _sin_s(z):
    """(sin(r) - r) / r^3 at z = r^2 (exact rational to ~2^-120: Taylor, 30 terms)."""
    s, t = Fraction(0), Fraction(-1, 6)
    for i in range(1, 30):
        s += t
        t = -t * z / ((2 * i + 2) * (2 * i + 3))
    return s


def _cos_c(z):
    """(cos(r) - 1 + r^2/2) / r^4 at z = r^2 (the same way)."""
    s, t = Fraction(0), Fraction(1, 24)
    for i in range(2, 30):
        s += t
        t = -t * z / ((2 * i + 1) * (2 * i + 2))
    return s


# float sin cos tan: near-minimax (Chebyshev interpolation in z = r^2 on [0, (pi/4)^2], exact
# rationals, rounded to float): S of degree 3 (relative error of sin < 2^-28.2 with the rounding
# of the coefficients), C of degree 2 (< 2^-30.7)
ZMAX = float(PI * PI / 16) * (1 + 2 ** -20)
S_F2 = math_vec.cheb_fit(_sin_s, 0, ZMAX, 3)
C_F2 = math_vec.cheb_fit(_cos_c, 0, ZMAX, 2)
# double sin cos tan: S of degree 6 (r^3 .. r^15; relative error of sin < 2^-57.1 with the rounding
# of the coefficients, mostly -1/6's), C of degree 5 (r^4 .. r^14: < 2^-59.4)
S_D2 = math_vec.cheb_fit(_sin_s, 0, ZMAX, 6)
C_D2 = math_vec.cheb_fit(_cos_c, 0, ZMAX, 5)


def horner(c, var):
    e = 'SP(%s)' % c[-1]
    for k in reversed(c[:-1]):
        e = 'FMA(%s, %s, SP(%s))' % (e, var, k)
    return e


# The Payne-Hanek step, once per type (scalar; the slow path's lanes): x = +-m 2^e, m < 2^53
SCALAR = '''/* products no compiler can contract (their bits ORed with an opaque 0) */
LN_INLINE double ln__trig_mul_d(double a, double b) {
  uint64_t u, z = (uint64_t)ln__vm_zero();
  double r = a * b;
  __builtin_memcpy(&u, &r, 8);
  u |= z;
  __builtin_memcpy(&r, &u, 8);
  return r;
}
LN_INLINE float ln__trig_mul_f(float a, float b) {
  uint32_t u, z = (uint32_t)ln__vm_zero();
  float r = a * b;
  __builtin_memcpy(&u, &r, 4);
  u |= z;
  __builtin_memcpy(&r, &u, 4);
  return r;
}
/* Payne-Hanek: m 2^e (2/pi) = k + f, |f| <= 1/2: returns k mod 4 (for a negative x with neg set,
 * the quadrant of -x's negation), the magnitude of f times 2^128 normalized in (*gh, *gl) (top bit set),
 * *n its shift, *sg its sign.  The 2/pi words from w[i0], i0 = floor((e - 2) / 32) (the earlier ones
 * give multiples of 4); the product's truncation costs < 2^-138. */
LN__VM_KERNEL int ln__trig_ph(uint64_t m, int e, int neg, uint64_t *gh, uint64_t *gl, int *n, int *sg) {
  static const uint32_t w[%(NW)d] = {%(WORDS)s};
  uint64_t p[12] = {0}, mh = m >> 32, ml = m & 0xffffffffu;
  int i0 = e >= 2 ? (e - 2) >> 5 : 0, s = 96 - (e - 32 * i0);
  for (int j = 0; j < 7; j++) {
    uint64_t a = ml * w[i0 + j], b = mh * w[i0 + j];
    p[6 - j] += a & 0xffffffffu; p[7 - j] += (a >> 32) + (b & 0xffffffffu); p[8 - j] += b >> 32;
  }
  for (int j = 0; j < 11; j++) { p[j + 1] += p[j] >> 32; p[j] &= 0xffffffffu; }
  uint64_t bits[3];
  for (int j = 0; j < 3; j++) {
    int pos = s + 64 * j, b = pos & 31, i = pos >> 5;
    uint64_t lo = p[i] | p[i + 1] << 32, hi = p[i + 2] | p[i + 3] << 32;
    bits[j] = b ? lo >> b | hi << (64 - b) : lo;
  }
  uint64_t fl = bits[0], fh = bits[1];
  int q = (int)(bits[2] & 3), sgn = neg;
  if (fh >> 63) { q++; sgn ^= 1; fl = -fl; fh = ~fh + (fl == 0); }
  if (neg) q = -q;
  int z = 0;
  if (fh == 0) { fh = fl; fl = 0; z = 64; }
  if (fh == 0) fh = 1ull << 63, z = 200; /* not reached: no finite x is a multiple of pi/2 */
  int c = __builtin_clzll(fh);
  if (c) { fh = fh << c | fl >> (64 - c); fl <<= c; }
  *gh = fh; *gl = fl; *n = z + c; *sg = sgn;
  return q & 3;
}
/* a finite double x, |x| > 2^%(BD)d: x = k pi/2 + (*rh + *rl), returns k mod 4 */
LN__VM_KERNEL int ln__trig_ph_d(double x, double *rh, double *rl) {
  uint64_t u, gh, gl;
  __builtin_memcpy(&u, &x, 8);
  int n, sg, q = ln__trig_ph((u & 0x000fffffffffffffu) | 0x0010000000000000u, (int)((u >> 52) & 0x7ff) - 1075,
                             (int)(u >> 63), &gh, &gl, &n, &sg);
  uint64_t s1 = (uint64_t)(1023 - 53 - n) << 52 | (uint64_t)sg << 63, s2 = (uint64_t)(1023 - 106 - n) << 52;
  double p1, p2;
  __builtin_memcpy(&p1, &s1, 8);
  __builtin_memcpy(&p2, &s2, 8);
  double fh = (double)(gh >> 11) * p1, fl = (double)((gh & 0x7ff) << 42 | gl >> 22) * p2 * (sg ? -1.0 : 1.0);
  double h = ln__trig_mul_d(fh, %(PH)s);
  *rh = h;
  *rl = __builtin_fma(fh, %(PL)s, __builtin_fma(fl, %(PH)s, __builtin_fma(fh, %(PH)s, -h)));
  return q;
}
/* a finite float x, |x| > 2^%(BF)d: the same, as a float-float */
LN__VM_KERNEL int ln__trig_ph_f(float x, float *rh, float *rl) {
  uint32_t u, s1, s2;
  uint64_t gh, gl;
  __builtin_memcpy(&u, &x, 4);
  int n, sg, q = ln__trig_ph((u & 0x7fffffu) | 0x800000u, (int)((u >> 23) & 0xff) - 150, (int)(u >> 31), &gh, &gl,
                             &n, &sg);
  s1 = (uint32_t)(127 - 24 - n) << 23 | (uint32_t)sg << 31;
  s2 = (uint32_t)(127 - 48 - n) << 23;
  float p1, p2;
  __builtin_memcpy(&p1, &s1, 4);
  __builtin_memcpy(&p2, &s2, 4);
  float fh = (float)(uint32_t)(gh >> 40) * p1, fl = (float)(uint32_t)((gh >> 16) & 0xffffff) * p2 * (sg ? -1.0f : 1.0f);
  float h = ln__trig_mul_f(fh, %(PHF)s);
  *rh = h;
  *rl = __builtin_fmaf(fh, %(PLF)s, __builtin_fmaf(fl, %(PHF)s, __builtin_fmaf(fh, %(PHF)s, -h)));
  return q;
}
'''

# Float sin cos tan sincos: the common case (every lane within the Cody-Waite range) without
# selects for special cases; a vector with a lane beyond it, infinite or NaN goes through an
# out-of-line path (the same arithmetic for the in-range lanes, so a lane's bits never depend on
# its neighbours).  The reduced argument: r1 = x - k C1 exact (FMA), rh = r1 - p with p + pe = k C2
# exactly, rl = ((r1 - rh) - p) - pe - k C3: r1 - rh and its difference with p are exact (Fast2Sum:
# r1 is a multiple of 2^-24 and ulp(p) <= 2^-35, or k = 0), the pair not renormalized (|rl| <=
# ulp(rh) / 2 + 2^-35).  Minimax polynomials: S of 4 terms (r^3 .. r^9), C of 3 (r^4 .. r^8).
CORE_F = '''/* the lanes above 2^%(B)s, finite, reduced by Payne-Hanek (lane by lane; the others as given) */
typedef struct { V h, l; I k; } ln__trig_rr_XN;
static __attribute__((noinline, unused)) ln__trig_rr_XN ln__trig_slow_XN(V x, ln__trig_rr_XN r) {
  for (int i = 0; i < N; i++) {
    T a = x[i], h, lo;
    if (!(a - a == 0) || (a < 0 ? -a : a) <= 0x1p%(B)s) continue;
    r.k[i] = ln__trig_ph_X(a, &h, &lo);
    r.h[i] = h;
    r.l[i] = lo;
  }
  return r;
}
/* every lane of x within the Cody-Waite range (not NaN, not infinite): |x| <= 2^B, by the ISA's
 * compare into a mask register where impl/<isa>/math.h has one (LN__ISA__trig_inr_<type>), else
 * compared as bit patterns (non-negative, NaN's above infinity's) by the sign bits of 2^B - |x| */
LN_INLINE int ln__trig_inr_XN(V x) {
#ifdef LN__ISA__trig_inr_TN
  return LN__ISA__trig_inr_TN(%(ABS)s, SP(0x1p%(B)s));
#else
  return ln__vm_pos_XN((I)SP(0x1p%(B)s) - (I)%(ABS)s);
#endif
}
#define LN__TRIG_INR_XN(x) ln__trig_inr_XN(x)
/* x = k pi/2 + (rh + rl), q = k (its low bits), |x| <= 2^%(B)s: Cody-Waite with pi/2 = C1 + C2 + C3
 * (C1 pi/2 rounded down to the type, C2 > 0), x - k C1 exact by one FMA, -k C2 = p + pe exactly,
 * rh = r1 + p and its error exactly by Fast2Sum (r1 is a multiple of ulp(p)), the rest rounded into
 * rl (|rl| <= ulp(rh) / 2 + 2^%(RLB)s); the products with -C1, -C2, -C3 (k = +0 gives -0: rh keeps
 * the sign of a zero x) */
#define LN__TRIG_CW_XN(x, rh, rl, q) do { \\
  V t_ = FMA(x, SP(%(TOPI)s), SP(%(RND)s)), k_ = t_ - SP(%(RND)s); \\
  V r1_ = FMA(k_, SP(%(NP1)s), x); /* exact */ \\
  V p_ = MUL(k_, SP(%(NP2)s)), pe_ = FMA(k_, SP(%(NP2)s), -p_); \\
  rh = r1_ + p_; \\
  rl = FMA(k_, SP(%(NP3)s), ((r1_ - rh) + p_) + pe_); \\
  q = (I)t_; } while (0)
/* sin(rh + rl) = sh - sm and cos(rh + rl) = ch + cl: sin = rh - rh^2 (rh NS(rh^2) + rl / 2) + rl
 * with NS = -S (sin(-0) = -0 - (+0)), cos = (1 - rh^2/2) + (rh^4 C(rh^2) - rh rl) with 1 - rh^2/2
 * = ch + (its error by a second FMA: exact for rh >= 1/2, off by < 2^%(CEB)s below) */
#define LN__TRIG_POLY2_XN(rh, rl, sh, sm, ch, cl) do { \\
  V z_ = rh * rh, hr_ = rh * SP(0.5); \\
  sh = rh; \\
  sm = FMA(z_, FMA(rh, %(NS2)s, rl * SP(0.5)), -rl); \\
  ch = FMA(-hr_, rh, SP(1)); \\
  cl = FMA(z_ * z_, %(C2)s, FMA(-rh, rl, FMA(-hr_, rh, SP(1) - ch))); } while (0)
/* sin and cos of the reduced argument, chosen and signed by k mod 4 */
LN_INLINE void ln__trig_sc_XN(V rh, V rl, I q, V *sn, V *cs) {
  V sh, sm, ch, cl;
  LN__TRIG_POLY2_XN(rh, rl, sh, sm, ch, cl);
%(SCSEL)s}
/* tan: n / d with n, d the pairs of sin and cos (cos and sin for odd k, then negated), t = n q
 * with q = 1 / d, and one correction (n - t d) q; n / d has rh's sign (kept for tan(-0) = -0) */
LN_INLINE V ln__trig_tn_XN(V rh, V rl, I q) {
  V sh, sm, ch, cl;
  LN__TRIG_POLY2_XN(rh, rl, sh, sm, ch, cl);
%(TNSG)s  V s = sh - sm, c = ch + cl, sl = (sh - s) - sm;
  cl = cl - (c - ch);
%(TNODD)s  V nh = SEL(odd, c, s), nl = SEL(odd, cl, sl), dh = SEL(odd, s, c), dl = SEL(odd, sl, cl);
  V rc = SP(1.0%(F)s) / dh, t = MUL(nh, rc);
  V rm = FMA(-t, dl, FMA(-t, dh, nh) + nl);
%(TNRET)s}
/* the special cases: the default NaN for +-inf, x + x (quiet) for NaN */
LN_INLINE V ln__trig_sp_XN(V x, V y) {
  y = SEL((I)(%(ABS)s == SP(__builtin_inf%(F)s())), SP(__builtin_nan%(F)s("")), y);
  return SEL((I)(x != x), x + x, y);
}
/* the vectors with a lane beyond the Cody-Waite range, infinite or NaN (out of line) */
static __attribute__((noinline, unused)) void ln__trig_sc_slow_XN(V x, V *sn, V *cs) {
  V rh, rl;
  I q;
  LN__TRIG_CW_XN(x, rh, rl, q);
  ln__trig_rr_XN r = {rh, rl, q};
  r = ln__trig_slow_XN(x, r);
  ln__trig_sc_XN(r.h, r.l, r.k, sn, cs);
  *sn = ln__trig_sp_XN(x, *sn);
  *cs = ln__trig_sp_XN(x, *cs);
}
static __attribute__((noinline, unused)) V ln__trig_tan_slow_XN(V x) {
  V rh, rl;
  I q;
  LN__TRIG_CW_XN(x, rh, rl, q);
  ln__trig_rr_XN r = {rh, rl, q};
  r = ln__trig_slow_XN(x, r);
  return ln__trig_sp_XN(x, ln__trig_tn_XN(r.h, r.l, r.k));
}
LN__VM_KERNEL void ln__sincos_XNw(V x, V *sn, V *cs) {
  if (!LN__TRIG_INR_XN(x)) {
    ln__trig_sc_slow_XN(x, sn, cs);
    return;
  }
  V rh, rl;
  I q;
  LN__TRIG_CW_XN(x, rh, rl, q);
  ln__trig_sc_XN(rh, rl, q, sn, cs);
}
LN__VM_KERNEL V ln__vm_sin_XNw(V x) {
  V rh, rl, s, c;
  I q;
  if (!LN__TRIG_INR_XN(x)) {
    ln__trig_sc_slow_XN(x, &s, &c);
    return s;
  }
  LN__TRIG_CW_XN(x, rh, rl, q);
  ln__trig_sc_XN(rh, rl, q, &s, &c);
  return s;
}
LN__VM_KERNEL V ln__vm_cos_XNw(V x) {
  V rh, rl, s, c;
  I q;
  if (!LN__TRIG_INR_XN(x)) {
    ln__trig_sc_slow_XN(x, &s, &c);
    return c;
  }
  LN__TRIG_CW_XN(x, rh, rl, q);
  ln__trig_sc_XN(rh, rl, q, &s, &c);
  return c;
}
LN__VM_KERNEL V ln__vm_tan_XNw(V x) {
  if (!LN__TRIG_INR_XN(x)) return ln__trig_tan_slow_XN(x);
  V rh, rl;
  I q;
  LN__TRIG_CW_XN(x, rh, rl, q);
  return ln__trig_tn_XN(rh, rl, q);
}
/* sinpi cospi tanpi: the polynomials of before (Taylor's) */
#define LN__TRIG_POLY_XN(rh, rl, sh, sl, ch, cl) do { \\
  V z_ = rh * rh, hr_ = rh * SP(0.5), hz_ = MUL(hr_, rh), hze_ = FMA(hr_, rh, -hz_); \\
  sh = rh; \\
  sl = FMA(z_ * rh, %(S)s, FMA(rl * SP(-0.5), z_, rl)); \\
  ch = SP(1) - hz_; \\
  cl = FMA(z_ * z_, %(C)s, FMA(-rh, rl, ((SP(1) - ch) - hz_) - hze_)); } while (0)
'''

# sinpi cospi tanpi: |x| = n/2 + r exactly (|r| <= 1/4), pi r as a pair, the same polynomials; the
# sign of x applied last (sinpi and tanpi are odd, cospi even); the exact zeros and infinities
# of C23 / OpenCL (integers, half-integers) by selects on r = 0.
CORE_PI = '''/* |x| = n/2 + r, |r| <= 1/4, exactly: |x| minus twice rint(|x| / 2) (every value >= 2^%(MB)s is
 * even), then n = rint(2 r0); q = n (its low bits), pi r = rh + rl */
#define LN__TRIGPI_RED_XN(a, r, rh, rl, q) do { \\
  V h_ = a * SP(0.5%(F)s); \\
  V hr_ = SEL((I)(h_ < SP(0x1p%(MB)s%(F)s)), (h_ + SP(0x1p%(MB)s%(F)s)) - SP(0x1p%(MB)s%(F)s), h_); \\
  V x0_ = a - (hr_ + hr_); /* exact, in [-1, 1] */ \\
  V t_ = FMA(x0_, SP(2.0%(F)s), SP(%(RND)s)); \\
  r = x0_ - (t_ - SP(%(RND)s)) * SP(0.5%(F)s); /* exact */ \\
  q = (I)t_; \\
  rh = MUL(r, SP(%(PIH)s)); \\
  rl = FMA(r, SP(%(PIL)s), FMA(r, SP(%(PIH)s), -rh)); } while (0)
/* NaN lanes x + x (quiet), +-inf the default NaN */
LN_INLINE V ln__trigpi_sp_XN(V x, V y) {
  y = SEL((I)(%(ABS)s == SP(__builtin_inf%(F)s())), SP(__builtin_nan%(F)s("")), y);
  return SEL((I)(x != x), x + x, y);
}
/* sinpi and tanpi of |x| < 2^%(PTINY)s: pi |x| (the pair's low part would be rounded in the
 * subnormal range): scaled up by 2^%(PSC)s, one FMA, scaled back (the one rounding of a subnormal result) */
LN_INLINE V ln__trigpi_tiny_XN(V a, V y) {
  V s = a * SP(0x1p%(PSC)s%(F)s);
  return SEL((I)(a < SP(0x1p%(PTINY)s%(F)s)), FMA(s, SP(%(PIH)s), s * SP(%(PIL)s)) * SP(0x1p-%(PSC)s%(F)s), y);
}
/* sinpi: +0 for integers (then x's sign: -0 for negative ones) */
LN__VM_KERNEL V ln__vm_sinpi_XNw(V x) {
  I sx = (I)x & (I)SP(-0.0%(F)s), q;
  V a = (V)((I)x ^ sx), r, rh, rl, sh, sl, ch, cl;
  LN__TRIGPI_RED_XN(a, r, rh, rl, q);
  LN__TRIG_POLY_XN(rh, rl, sh, sl, ch, cl);
  I odd = -(q & 1);
  V y = (V)((I)SEL(odd, ch + cl, sh + sl) ^ ((I)SP(-0.0%(F)s) & -((q >> 1) & 1)));
  y = SEL((I)(r == 0) & ~odd, SP(0.0%(F)s), y);
  y = ln__trigpi_tiny_XN(a, y);
  return ln__trigpi_sp_XN(x, (V)((I)y ^ sx));
}
/* cospi: +0 for n + 1/2 */
LN__VM_KERNEL V ln__vm_cospi_XNw(V x) {
  I q;
  V a = %(ABS)s, r, rh, rl, sh, sl, ch, cl;
  LN__TRIGPI_RED_XN(a, r, rh, rl, q);
  LN__TRIG_POLY_XN(rh, rl, sh, sl, ch, cl);
  I odd = -(q & 1);
  V y = (V)((I)SEL(odd, sh + sl, ch + cl) ^ ((I)SP(-0.0%(F)s) & -(((q + 1) >> 1) & 1)));
  y = SEL((I)(r == 0) & odd, SP(0.0%(F)s), y);
  return ln__trigpi_sp_XN(x, y);
}
/* tanpi of |x|: +0 for even n, -0 for odd n, +inf for 2n + 1/2, -inf for 2n + 3/2; then x's sign */
LN__VM_KERNEL V ln__vm_tanpi_XNw(V x) {
  I sx = (I)x & (I)SP(-0.0%(F)s), q;
  V a = (V)((I)x ^ sx), r, rh, rl, sh, sl, ch, cl;
  LN__TRIGPI_RED_XN(a, r, rh, rl, q);
  LN__TRIG_POLY_XN(rh, rl, sh, sl, ch, cl);
  V s = sh + sl, c = ch + cl;
  sl = sl - (s - sh);
  cl = cl - (c - ch);
  I odd = -(q & 1);
  V nh = SEL(odd, c, s), nl = SEL(odd, cl, sl), dh = SEL(odd, s, c), dl = SEL(odd, sl, cl);
  V t = nh / dh, rm = FMA(-t, dl, FMA(-t, dh, nh) + nl);
  V y = (V)((I)(t + rm / dh) ^ (odd & (I)SP(-0.0%(F)s)));
  V z = SEL(odd, SP(__builtin_inf%(F)s()), SP(0.0%(F)s));
  z = (V)((I)z ^ ((I)SP(-0.0%(F)s) & -((q >> 1) & 1)));
  y = SEL((I)(r == 0), z, y);
  y = ln__trigpi_tiny_XN(a, y);
  return ln__trigpi_sp_XN(x, (V)((I)y ^ sx));
}
'''


def kernels(n, X):
    dbl = X == 'd'
    d = dict(B=BD if dbl else BF, TOPI=TOPI_D if dbl else TOPI_F, RND='0x1.8p52' if dbl else '0x1.8p23f',
             P1=(PD if dbl else PF)[0], P2=(PD if dbl else PF)[1], P3=(PD if dbl else PF)[2],
             S=horner([(math_vec.hexd if dbl else math_vec.hexf)(c) for c in (S_D if dbl else S_F)], 'z_'),
             C=horner([(math_vec.hexd if dbl else math_vec.hexf)(c) for c in (C_D if dbl else C_F)], 'z_'),
             TINY=-27 if dbl else -12, F='' if dbl else 'f', MB=52 if dbl else 23, PTINY=-1000 if dbl else -100, PSC=60 if dbl else 24,
             PIH=(math_vec.hexd if dbl else math_vec.hexf)(PI), PIL=(math_vec.hexd if dbl else math_vec.hexf)(PI - (Fraction(float(PI)) if dbl else f32(PI))),
             ABS='(V)((I)x & %s)' % ('0x7fffffffffffffff' if dbl else '0x7fffffff'))
    if dbl:
        np_, ns, c2, qs = NPD2, [math_vec.hexd(-c) for c in S_D2], [math_vec.hexd(c) for c in C_D2], 62
        # the odd mask and the signs by shifts alone (no 64-bit constants to rebuild after the slow path's call)
        scsel = ('  I s = (I)(sh - sm), c = (I)(ch + cl), odd = (I)((UI)q << 63) >> 63;\n'
                 '  *sn = (V)(((s & ~odd) | (c & odd)) ^ (I)(((UI)q >> 1) << 63));\n'
                 '  *cs = (V)(((c & ~odd) | (s & odd)) ^ (I)((((UI)q + 1) >> 1) << 63));\n')
        tn = ('', '  I odd = (I)((UI)q << 63) >> 63;\n',
              '  return (V)(((I)FMA(rm, rc, t) | (I)(((UI)rh >> 63) << 63)) ^ (I)((UI)q << 63));\n')
    else:
        np_, ns, c2, qs = NPF2, [math_vec.hexf(-c) for c in S_F2], [math_vec.hexf(c) for c in C_F2], 30
        scsel = ('  I sg = (I)SP(-0.0f), s = (I)(sh - sm), c = (I)(ch + cl), odd = -(q & 1);\n'
                 '  *sn = (V)(((s & ~odd) | (c & odd)) ^ ((I)((UI)q << 30) & sg));\n'
                 '  *cs = (V)(((c & ~odd) | (s & odd)) ^ ((I)(((UI)q + 1) << 30) & sg));\n')
        tn = ('  I sg = (I)SP(-0.0f);\n', '  I odd = -(q & 1);\n',
              '  return (V)(((I)FMA(rm, rc, t) | ((I)rh & sg)) ^ (odd & sg));\n')
    d.update(RLB=-74 if dbl else -34, CEB=-106 if dbl else -48, NP1=np_[0], NP2=np_[1], NP3=np_[2], NS2=horner(ns, 'z_'), C2=horner(c2, 'z_'), SCSEL=scsel, TNSG=tn[0], TNODD=tn[1], TNRET=tn[2])
    t = (CORE_F + CORE_PI) % d
    if not dbl:
        t = t.replace('SP(1)', 'SP(1.0f)').replace('SP(0.5)', 'SP(0.5f)').replace('SP(-0.5)', 'SP(-0.5f)')
    else:
        t = t.replace('SP(1)', 'SP(1.0)')
    if dbl:
        t = (t.replace('FMA(', 'ln__vm_fma_dN(').replace('MUL(', 'ln__vm_mul_dN(').replace('SEL(', 'ln__vm_sel_dN(')
             .replace('SP(', 'ln__splat_doubleN(').replace('ln__vm_pos_XN(', 'ln__vm_pos_dN(').replace('_trig_inr_TN', '_trig_inr_doubleN')
             .replace('V ', 'ln_doubleN ').replace('V)', 'ln_doubleN)').replace('(V)', '(ln_doubleN)')
             .replace('(UI)', '(ln_ulongN)').replace('I ', 'ln_longN ').replace('(I)', '(ln_longN)').replace('T ', 'double ').replace('V;', 'ln_doubleN;')
             .replace('XN', 'dN').replace('_X(', '_d(').replace('Xw', 'dw'))
        t = t.replace('dN', 'd%d' % n).replace('doubleN', 'double%d' % n).replace('longN', 'long%d' % n)
    else:
        t = (t.replace('FMA(', 'ln__vm_fma_fN(').replace('MUL(', 'ln__vm_mul_fN(').replace('SEL(', 'ln__vm_sel_fN(')
             .replace('SP(', 'ln__splat_floatN(').replace('ln__vm_pos_XN(', 'ln__vm_pos_fN(').replace('_trig_inr_TN', '_trig_inr_floatN')
             .replace('(UI)', '(ln_uintN)').replace('V ', 'ln_floatN ').replace('V)', 'ln_floatN)').replace('(V)', '(ln_floatN)')
             .replace('I ', 'ln_intN ').replace('(I)', '(ln_intN)').replace('T ', 'float ').replace('V;', 'ln_floatN;')
             .replace('XN', 'fN').replace('_X(', '_f(').replace('Xw', 'fw'))
        t = t.replace('fN', 'f%d' % n).replace('floatN', 'float%d' % n).replace('intN', 'int%d' % n)
    t = t.replace('i < N;', 'i < %d;' % n)
    return t


def split_top(n, X):
    """The top kernels of n lanes: whole where they fit the target's registers, else two halves."""
    o = []
    T = 'double' if X == 'd' else 'float'
    lo_n = 2 if X == 'd' else 4
    for f in ('sin', 'cos', 'tan', 'sinpi', 'cospi', 'tanpi'):
        head = 'LN_INLINE ln_%s%d ln__vm_%s_%s%d(ln_%s%d x) {\n' % (T, n, f, X, n, T, n)
        if n == lo_n:
            o.append(head + '  return ln__vm_%s_%s%dw(x);\n}\n' % (f, X, n))
            continue
        h = n // 2
        o.append(head + ('#if %d > LN__VM_NB\n  ln_%s%d a, b;\n  __builtin_memcpy(&a, &x, sizeof a);\n'
                         '  __builtin_memcpy(&b, (char *)&x + sizeof a, sizeof b);\n'
                         '  a = ln__vm_%s_%s%d(a);\n  b = ln__vm_%s_%s%d(b);\n'
                         '  __builtin_memcpy(&x, &a, sizeof a);\n  __builtin_memcpy((char *)&x + sizeof a, &b, sizeof b);\n'
                         '  return x;\n#else\n  return ln__vm_%s_%s%dw(x);\n#endif\n}\n') % (
            (8 if X == 'd' else 4) * n, T, h, f, X, h, f, X, h, f, X, n))
    return ''.join(o)


def split_sincos(n, X):
    """ln__vm_sincos_<X><n>: sin and cos from one reduction, whole or as two halves."""
    T = 'double' if X == 'd' else 'float'
    V = 'ln_%s%d' % (T, n)
    head = 'LN_INLINE %s ln__vm_sincos_%s%d(%s x, %s *c) {\n' % (V, X, n, V, V)
    if n == (2 if X == 'd' else 4):
        return head + '  %s s;\n  ln__sincos_%s%dw(x, &s, c);\n  return s;\n}\n' % (V, X, n)
    h, H = n // 2, 'ln_%s%d' % (T, n // 2)
    return head + ('#if %d > LN__VM_NB\n  %s a, b, ca, cb;\n  __builtin_memcpy(&a, &x, sizeof a);\n'
                   '  __builtin_memcpy(&b, (char *)&x + sizeof a, sizeof b);\n'
                   '  a = ln__vm_sincos_%s%d(a, &ca);\n  b = ln__vm_sincos_%s%d(b, &cb);\n'
                   '  __builtin_memcpy(&x, &a, sizeof a);\n  __builtin_memcpy((char *)&x + sizeof a, &b, sizeof b);\n'
                   '  __builtin_memcpy(c, &ca, sizeof ca);\n  __builtin_memcpy((char *)c + sizeof ca, &cb, sizeof cb);\n'
                   '  return x;\n#else\n  %s s;\n  ln__sincos_%s%dw(x, &s, c);\n  return s;\n#endif\n}\n') % (
        (8 if X == 'd' else 4) * n, H, X, h, X, h, V, X, n)


def sincos_public(e, n):
    """ln_sincos_<type><n>: the sine, *c the cosine (one reduction; the bits of ln_sin and ln_cos)."""
    if e == 'double' and n in (2, 4, 8, 16):
        return 'LN_INLINE ln_double%d ln_sincos_double%d(ln_double%d x, ln_double%d *c) { return ln__vm_sincos_d%d(x, c); }\n' % (
            n, n, n, n, n)
    if e == 'float' and n in (4, 8, 16):
        return 'LN_INLINE ln_float%d ln_sincos_float%d(ln_float%d x, ln_float%d *c) { return ln__vm_sincos_f%d(x, c); }\n' % (
            n, n, n, n, n)
    if n is None and e != 'half':
        w = 'd2' if e == 'double' else 'f4'
        return ('LN_INLINE %s ln_sincos_%s(%s x, %s *c) {\n  ln_%s%d v = ln__splat_%s%d(x), cv;\n'
                '  v = ln__vm_sincos_%s(v, &cv);\n  *c = cv[0];\n  return v[0];\n}\n') % (
            e, e, e, e, e, int(w[1]), e, int(w[1]), w)
    if n is None:
        return ('LN_INLINE ln_half ln_sincos_half(ln_half x, ln_half *c) {\n  float cf, s = ln_sincos_float((float)x, &cf);\n'
                '  *c = (ln_half)cf;\n  return (ln_half)s;\n}\n')
    t = 'ln_%s%d' % (e, n)
    if n == 3:
        return ('LN_INLINE %s ln_sincos_%s3(%s x, %s *c) {\n  %s r = {ln_sincos_%s4(x.v, &c->v)};\n'
                '  r.v[3] = 0;\n  c->v[3] = 0;\n  return r;\n}\n') % (t, e, t, t, t, e)
    if e == 'float':  # 2 lanes: the 4-lane kernel
        return ('LN_INLINE ln_float2 ln_sincos_float2(ln_float2 x, ln_float2 *c) {\n  ln_float4 v = {x[0], x[1], x[0], x[1]}, cv;\n'
                '  v = ln__vm_sincos_f4(v, &cv);\n  *c = (ln_float2){cv[0], cv[1]};\n  return (ln_float2){v[0], v[1]};\n}\n')
    # half: the float function, rounded (32 lanes: two halves of 16)
    if n == 32:
        return ('LN_INLINE ln_half32 ln_sincos_half32(ln_half32 x, ln_half32 *c) {\n  ln_half16 a, b, ca, cb;\n'
                '  __builtin_memcpy(&a, &x, sizeof a);\n  __builtin_memcpy(&b, (char *)&x + sizeof a, sizeof b);\n'
                '  a = ln_sincos_half16(a, &ca);\n  b = ln_sincos_half16(b, &cb);\n'
                '  __builtin_memcpy(&x, &a, sizeof a);\n  __builtin_memcpy((char *)&x + sizeof a, &b, sizeof b);\n'
                '  __builtin_memcpy(c, &ca, sizeof ca);\n  __builtin_memcpy((char *)c + sizeof ca, &cb, sizeof cb);\n'
                '  return x;\n}\n')
    return ('LN_INLINE ln_half%d ln_sincos_half%d(ln_half%d x, ln_half%d *c) {\n  ln_float%d cf, s = ln_sincos_float%d('
            '__builtin_convertvector(x, ln_float%d), &cf);\n  *c = __builtin_convertvector(cf, ln_half%d);\n'
            '  return __builtin_convertvector(s, ln_half%d);\n}\n') % (n, n, n, n, n, n, n, n, n)


def c_text(ops):
    """The kernels and per-type functions of the trigonometric registry rows ops."""
    names = [op.name for op in ops]
    if not names:
        return ''
    o = ['\n/* ---- trigonometric functions (tools/math_trig.py) ---- */\n',
         SCALAR % dict(NW=NW, WORDS=', '.join('0x%08x' % w for w in WORDS), BD=BD, BF=BF,
                       PH=math_vec.dd(PIO2)[0], PL=math_vec.dd(PIO2)[1],
                       PHF=math_vec.ddf(PIO2)[0], PLF=math_vec.ddf(PIO2)[1])]
    for n in (2, 4, 8, 16):
        o.append(kernels(n, 'd') + split_top(n, 'd') + split_sincos(n, 'd'))
    for n in (4, 8, 16):
        o.append(kernels(n, 'f') + split_top(n, 'f') + split_sincos(n, 'f'))
    for fn in names:
        o.append('\n/* ---- ln_%s ---- */\n' % fn)
        if fn == 'sincos':
            for e in ('double', 'float'):
                for n in (None, 2, 4, 8, 16, 3):
                    o.append(sincos_public(e, n))
            o.append('#if LN_HAS_HALF\n' + ''.join(sincos_public('half', n) for n in (None, 2, 4, 8, 16, 32, 3)) +
                     '#endif\n')
            continue
        for e in ('double', 'float'):
            for n in (None, 2, 4, 8, 16, 3):
                o.append(math_vec.public(fn, e, n))
        o.append('#if LN_HAS_HALF\n' + ''.join(math_vec.public(fn, 'half', n) for n in (None, 2, 4, 8, 16, 32, 3)) +
                 '#endif\n')
    return ''.join(o)
