#!/usr/bin/env python3
"""Generates include/lanes/impl/generic/math.h (the per-type functions of lanes/math.h) and the op
section of include/lanes/math.h (between its BEGIN/END GENERATED lines) from the rows of family
'math' in tools/registry.py.

Every function is ln_<op>_<name> (name = float4, double, half16, ...).  The scalar functions are
written here once per element type in plain C on the bit patterns and on exact arithmetic (no
libm call except C's fma for double lanes on targets without an FMA instruction, and sqrt's
inline instruction; no errno, no trap, no flush to zero); half is computed in float, where every
function of this file is exact or rounds once (float has more than 2 * 11 + 2 bits, so rounding
float's correctly rounded sqrt to half is correctly rounded too; fma uses round-to-odd).  Vector
functions apply the scalar function to each lane (the compiler vectorizes what it can); an ISA
kernel LN__ISA_<op>_<name> (impl/<isa>/math.h, the plug-in rule of impl/target.h) replaces the
loop where one is defined.  3-lane functions run the 4-lane one on .v and zero the padding lane.
"""
import os
import re
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lntypes import BY_NAME, FLOATS, HEADER_NOTE, unsigned_int_of_width, write, write_block  # noqa: E402
import registry  # noqa: E402
import math_vec  # noqa: E402
import math_pow  # noqa: E402
import math_trig  # noqa: E402
import math_atrig  # noqa: E402
import math_hyp  # noqa: E402
import math_erf  # noqa: E402
import math_gamma  # noqa: E402
import math_native  # noqa: E402

ME = 'gen_math.py'
ROWS = registry.family('math')

# per type: bits type, sign bit, the bound 2^p-1 above which every value is integral, the integer
# type that holds every value below it, the C suffix of literals
P = {
    'float': dict(U='uint32_t', S='0x80000000u', BIG='0x1p23f', I='int32_t', F='f', ONE='1.0f', HALF='0.5f'),
    'double': dict(U='uint64_t', S='0x8000000000000000u', BIG='0x1p52', I='int64_t', F='', ONE='1.0', HALF='0.5'),
}


COMMON_NARROW = '''/* the common functions (OpenCL C 6.12.4), each operation of OpenCL's formula rounded to %(T)s:
 * computed in double, where the operands are exact and every step is one IEEE operation rounded
 * to double and then to %(T)s (53 >= 2 * %(P)s + 2 bits: rounded once) */
/* degrees, radians: the product by 180 / pi (pi / 180) rounded to float, as PoCL computes them */
LN_INLINE %(T)s ln_degrees_%(N)s(%(T)s x) { return (%(T)s)((double)x * 0x1.ca5dc2p+5); }
LN_INLINE %(T)s ln_radians_%(N)s(%(T)s x) { return (%(T)s)((double)x * 0x1.1df46ap-6); }
LN_INLINE %(T)s ln_step_%(N)s(%(T)s edge, %(T)s x) { return (%(T)s)((double)x < (double)edge ? 0.0 : 1.0); }
LN_INLINE %(T)s ln_mix_%(N)s(%(T)s x, %(T)s y, %(T)s a) {
  %(T)s t = (%(T)s)((double)y - (double)x);
  /* the product's bits ORed with a 0 the compiler cannot see: a compiler that narrows these
   * double operations to %(T)s could otherwise fuse the product into the sum */
  %(T)s pt = (%(T)s)((double)t * (double)a);
  float p = (float)pt;
  unsigned z = 0, u;
  __asm__("" : "+r"(z));
  __builtin_memcpy(&u, &p, 4);
  u |= z;
  __builtin_memcpy(&p, &u, 4);
  return (%(T)s)((double)x + (double)p);
}
LN_INLINE %(T)s ln_smoothstep_%(N)s(%(T)s e0, %(T)s e1, %(T)s x) {
  %(T)s n = (%(T)s)((double)x - (double)e0), d = (%(T)s)((double)e1 - (double)e0);
  /* OpenCL's clamp(t, 0, 1) = fmin(fmax(t, 0), 1): a NaN t gives 0, as PoCL */
  double t = (double)ln_fmin_%(N)s(ln_fmax_%(N)s((%(T)s)((double)n / (double)d), (%(T)s)0), (%(T)s)1);
  %(T)s tt = (%(T)s)(t * t), v = (%(T)s)(3 - 2 * t); /* 2 * t is exact */
  return (%(T)s)((double)tt * (double)v);
}
'''


def scalar_native(t):
    """The scalar functions of float or double, as C text."""
    d = dict(P[t], T=t)
    c = '''/* ---- %(T)s ---- */
LN_INLINE %(U)s ln__m_bits_%(T)s(%(T)s x) { %(U)s u; __builtin_memcpy(&u, &x, sizeof u); return u; }
LN_INLINE %(T)s ln__m_from_%(T)s(%(U)s u) { %(T)s x; __builtin_memcpy(&x, &u, sizeof x); return x; }
LN_INLINE %(T)s ln_fabs_%(T)s(%(T)s x) { return ln__m_from_%(T)s(ln__m_bits_%(T)s(x) & ~(%(U)s)%(S)s); }
LN_INLINE %(T)s ln_copysign_%(T)s(%(T)s x, %(T)s y) {
  return ln__m_from_%(T)s((ln__m_bits_%(T)s(x) & ~(%(U)s)%(S)s) | (ln__m_bits_%(T)s(y) & (%(U)s)%(S)s));
}
LN_INLINE %(T)s ln_trunc_%(T)s(%(T)s x) {
  if (!(ln_fabs_%(T)s(x) < %(BIG)s)) return x; /* integral already, inf or NaN */
  return ln_copysign_%(T)s((%(T)s)(%(I)s)x, x);
}
LN_INLINE %(T)s ln_floor_%(T)s(%(T)s x) { %(T)s t = ln_trunc_%(T)s(x); return t > x ? t - %(ONE)s : t; }
LN_INLINE %(T)s ln_ceil_%(T)s(%(T)s x) { %(T)s t = ln_trunc_%(T)s(x); return t < x ? t + %(ONE)s : t; }
LN_INLINE %(T)s ln_round_%(T)s(%(T)s x) {
  %(T)s t = ln_trunc_%(T)s(x);
  return ln_fabs_%(T)s(x - t) >= %(HALF)s ? t + ln_copysign_%(T)s(%(ONE)s, x) : t;
}
/* rint from the exact fraction (not from adding 2^p), so the C rounding mode does not matter */
LN_INLINE %(T)s ln_rint_%(T)s(%(T)s x) {
  if (!(ln_fabs_%(T)s(x) < %(BIG)s)) return x;
  %(T)s a = ln_fabs_%(T)s(x), t = ln_trunc_%(T)s(a), f = a - t;
  if (f > %(HALF)s || (f == %(HALF)s && ((%(I)s)t & 1))) t = t + %(ONE)s;
  return ln_copysign_%(T)s(t, x);
}
LN_INLINE %(T)s ln_fdim_%(T)s(%(T)s x, %(T)s y) { return x > y ? x - y : (x != x || y != y) ? x + y : (%(T)s)0; }
/* a NaN argument gives the other one; else x if x > y (fmin: x < y), otherwise y */
LN_INLINE %(T)s ln_fmax_%(T)s(%(T)s x, %(T)s y) { return y != y ? x : (x > y ? x : y); }
LN_INLINE %(T)s ln_fmin_%(T)s(%(T)s x, %(T)s y) { return y != y ? x : (x < y ? x : y); }
LN_INLINE %(T)s ln_maxmag_%(T)s(%(T)s x, %(T)s y) {
  %(T)s ax = ln_fabs_%(T)s(x), ay = ln_fabs_%(T)s(y);
  return ax > ay ? x : ay > ax ? y : ln_fmax_%(T)s(x, y);
}
LN_INLINE %(T)s ln_minmag_%(T)s(%(T)s x, %(T)s y) {
  %(T)s ax = ln_fabs_%(T)s(x), ay = ln_fabs_%(T)s(y);
  return ax < ay ? x : ay < ax ? y : ln_fmin_%(T)s(x, y);
}
LN_INLINE %(T)s ln_nextafter_%(T)s(%(T)s x, %(T)s y) {
  if (x != x || y != y) return x + y;
  if (x == y) return y;
  if (x == 0) return ln_copysign_%(T)s(ln__m_from_%(T)s(1), y);
  %(U)s b = ln__m_bits_%(T)s(x);
  return ln__m_from_%(T)s((x < y) == (x > 0) ? b + 1 : b - 1);
}
/* the inline instruction; sqrt of a negative number is answered here, so the libm call that C
 * compilers keep for errno (taken only when the instruction gives NaN) never sets errno */
LN_INLINE %(T)s ln_sqrt_%(T)s(%(T)s x) { return x < 0 ? __builtin_nan%(F)s("") : __builtin_sqrt%(F)s(x); }
''' % d
    if t == 'float':
        c += '''/* the FMA instruction where the target has one; elsewhere fma in double: the product is exact
 * there, the sum is rounded to odd (TwoSum gives its exact error), then rounded once to float:
 * round-to-odd with 53 >= 24 + 2 bits is correctly rounded.  Both are exact: the same bits. */
LN_INLINE double ln__m_rto_double(double p, double c) {
  double s = p + c;
  if (s - s != 0) return s; /* inf or NaN */
  double bb = s - p, err = (p - (s - bb)) + (c - bb);
  uint64_t u = ln__m_bits_double(s);
  if (err != 0 && !(u & 1)) u = (err > 0) == (s > 0) ? u + 1 : u - 1;
  return ln__m_from_double(u);
}
LN_INLINE float ln_fma_float(float a, float b, float c) {
#if LN_TARGET_FMA
  return __builtin_fmaf(a, b, c);
#else
  return (float)ln__m_rto_double((double)a * (double)b, (double)c);
#endif
}
'''
        c += COMMON_NARROW % dict(T='float', N='float', P='24')
    else:
        c += '''/* the FMA instruction where the target has one, else C's fma (exact in every C library lanes
 * supports; it sets no errno for any input) */
LN_INLINE double ln_fma_double(double a, double b, double c) { return __builtin_fma(a, b, c); }
/* a * b as a value no compiler can fuse into a following sum: its bits ORed with a 0 the
 * compiler cannot see */
LN_INLINE double ln__m_mulnc_double(double a, double b) {
  unsigned z = 0;
  __asm__("" : "+r"(z));
  return ln__m_from_double(ln__m_bits_double(a * b) | z);
}
/* the common functions (OpenCL C 6.12.4): OpenCL's formulas, each operation rounded once */
LN_INLINE double ln_degrees_double(double x) { return x * 0x1.ca5dc1a63c1f8p+5; }
LN_INLINE double ln_radians_double(double x) { return x * 0x1.1df46a2529d39p-6; }
LN_INLINE double ln_step_double(double edge, double x) { return x < edge ? 0.0 : 1.0; }
LN_INLINE double ln_mix_double(double x, double y, double a) { return x + ln__m_mulnc_double(y - x, a); }
LN_INLINE double ln_smoothstep_double(double e0, double e1, double x) {
  double t = ln_fmin_double(ln_fmax_double((x - e0) / (e1 - e0), 0), 1); /* OpenCL's clamp */
  return t * t * (3 - 2 * t); /* 2 * t is exact: fused or not, 3 - 2 * t rounds once */
}
'''
    c += 'LN_INLINE %(T)s ln_mad_%(T)s(%(T)s a, %(T)s b, %(T)s c) { return ln_fma_%(T)s(a, b, c); }\n' % d
    d2 = dict(d, MAX={'float': '0x1.fffffep127f', 'double': '0x1.fffffffffffffp1023'}[t],
              MINN={'float': '0x1p-126f', 'double': '0x1p-1022'}[t],
              K={'float': '25', 'double': '54'}[t], SK={'float': '0x1p25f', 'double': '0x1p54'}[t],
              MB={'float': '23', 'double': '52'}[t], EM={'float': '0xffu', 'double': '0x7ffu'}[t],
              BIAS={'float': '127', 'double': '1023'}[t], EMAX={'float': '128', 'double': '1024'}[t],
              EMIN={'float': '-149', 'double': '-1074'}[t], NMIN={'float': '-126', 'double': '-1022'}[t],
              B1={'float': '0x1.fffffep-1f', 'double': '0x1.fffffffffffffp-1'}[t],
              QN={'float': '0x7fc00000u', 'double': '0x7ff8000000000000u'}[t],
              PM={'float': '0x3fffffu', 'double': '0x7ffffffffffffu'}[t],
              UN={'float': 'unsigned', 'double': 'uint64_t'}[t])
    c += '''/* fmod and remainder: the cases where C would set errno (y = 0, x infinite) are answered here,
 * so C's exact fmod / remainder is called only where it sets nothing; a zero result gets x's sign
 * here (glibc's remainder on armhf gives +0 for a negative x and the smallest subnormal y) */
LN_INLINE %(T)s ln_fmod_%(T)s(%(T)s x, %(T)s y) {
  if (x != x || y != y) return x + y;
  if (y == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return __builtin_nan%(F)s("");
  if (!(ln_fabs_%(T)s(y) <= %(MAX)s)) return x;
  %(T)s r = __builtin_fmod%(F)s(x, y);
  return r == 0 ? ln_copysign_%(T)s(0, x) : r;
}
LN_INLINE %(T)s ln_remainder_%(T)s(%(T)s x, %(T)s y) {
  if (x != x || y != y) return x + y;
  if (y == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return __builtin_nan%(F)s("");
  if (!(ln_fabs_%(T)s(y) <= %(MAX)s)) return x;
  %(T)s r = __builtin_remainder%(F)s(x, y);
  return r == 0 ? ln_copysign_%(T)s(0, x) : r;
}
/* remquo: |n| mod 128 from the remainder of fmod(|x|, 128 |y|) (|x| = 128 m |y| + a, and n is
 * congruent to the integer nearest a / |y|, ties alike: 128 m is even); a / |y| - r / |y| (no
 * overflow, unlike a - r near the largest value) is within 2^-15 of that integer (<= 128), so
 * adding 0.5 and truncating gives it exactly */
LN_INLINE %(T)s ln_remquo_%(T)s(%(T)s x, %(T)s y, int *quo) {
  *quo = 0;
  if (x != x || y != y) return x + y;
  if (y == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return __builtin_nan%(F)s("");
  %(T)s ax = ln_fabs_%(T)s(x), ay = ln_fabs_%(T)s(y);
  if (!(ay <= %(MAX)s)) return x;
  %(T)s a = ay <= %(MAX)s / 128 ? __builtin_fmod%(F)s(ax, 128 * ay) : ax;
  %(T)s r = __builtin_remainder%(F)s(a, ay);
  int n = (int)(a / ay - r / ay + %(HALF)s) & 127;
  %(U)s sx = ln__m_bits_%(T)s(x) & %(S)s, sy = ln__m_bits_%(T)s(y) & %(S)s;
  *quo = sx != sy ? -n : n;
  return r == 0 ? ln_copysign_%(T)s(0, x) : sx ? -r : r;
}
LN_INLINE %(T)s ln_fract_%(T)s(%(T)s x, %(T)s *iptr) {
  %(T)s fl = ln_floor_%(T)s(x);
  *iptr = fl;
  if (x != x) return x;
  if (x == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return ln_copysign_%(T)s(0, x);
  %(T)s r = x - fl;
  return r < %(B1)s ? r : %(B1)s;
}
LN_INLINE %(T)s ln_modf_%(T)s(%(T)s x, %(T)s *iptr) {
  %(T)s t = ln_trunc_%(T)s(x);
  *iptr = t;
  if (x == t && x == x) return ln_copysign_%(T)s(0, x); /* integral, +-0, +-inf */
  return ln_copysign_%(T)s(x - t, x);
}
LN_INLINE %(T)s ln_frexp_%(T)s(%(T)s x, int *e) {
  *e = 0;
  if (x == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return x;
  int adj = 0;
  if (ln_fabs_%(T)s(x) < %(MINN)s) { x = x * %(SK)s; adj = %(K)s; } /* subnormal: exact scaling */
  %(U)s b = ln__m_bits_%(T)s(x);
  *e = (int)((b >> %(MB)s) & %(EM)s) - (%(BIAS)s - 1) - adj;
  return ln__m_from_%(T)s((b & ~((%(U)s)%(EM)s << %(MB)s)) | ((%(U)s)(%(BIAS)s - 1) << %(MB)s));
}
/* 2^t for t in [%(EMIN)s, %(EMAX)s - 1] (subnormal below %(NMIN)s) */
LN_INLINE %(T)s ln__m_pow2_%(T)s(int t) {
  return ln__m_from_%(T)s(t >= %(NMIN)s ? (%(U)s)(t + %(BIAS)s) << %(MB)s : (%(U)s)1 << (t - (%(EMIN)s)));
}
/* x = m * 2^e with |m| in [0.5, 1): the result m * 2^(e + k) is one multiplication by a power of
 * two (a subnormal one where the result is subnormal), so it is rounded once */
LN_INLINE %(T)s ln_ldexp_%(T)s(%(T)s x, int k) {
  if (x == 0 || !(ln_fabs_%(T)s(x) <= %(MAX)s)) return x;
  int e;
  %(T)s m = ln_frexp_%(T)s(x, &e);
  k = k > 100000 ? 100000 : k < -100000 ? -100000 : k;
  int t = e + k;
  if (t > %(EMAX)s) return ln_copysign_%(T)s(__builtin_inf%(F)s(), x);
  if (t < %(EMIN)s) return ln_copysign_%(T)s(0, x);
  if (t == %(EMAX)s) return (m * 2) * ln__m_pow2_%(T)s(t - 1);
  return m * ln__m_pow2_%(T)s(t);
}
LN_INLINE int ln_ilogb_%(T)s(%(T)s x) {
  if (x == 0) return LN_FP_ILOGB0;
  if (x != x) return LN_FP_ILOGBNAN;
  if (!(ln_fabs_%(T)s(x) <= %(MAX)s)) return 0x7fffffff;
  int e;
  (void)ln_frexp_%(T)s(x, &e);
  return e - 1;
}
LN_INLINE %(T)s ln_logb_%(T)s(%(T)s x) {
  if (x == 0) return -__builtin_inf%(F)s();
  if (x != x) return x;
  if (!(ln_fabs_%(T)s(x) <= %(MAX)s)) return __builtin_inf%(F)s();
  return (%(T)s)ln_ilogb_%(T)s(x);
}
LN_INLINE %(T)s ln_nan_%(T)s(%(UN)s nancode) { return ln__m_from_%(T)s(%(QN)s | (nancode & %(PM)s)); }
''' % d2
    return c


def scalar_half():
    """half: bit operations on the 16-bit pattern; arithmetic in float, rounded once to half."""
    return '''/* ---- half ---- */
#if LN_HAS_HALF
LN_INLINE uint16_t ln__m_bits_half(ln_half x) { uint16_t u; __builtin_memcpy(&u, &x, 2); return u; }
LN_INLINE ln_half ln__m_from_half(uint16_t u) { ln_half x; __builtin_memcpy(&x, &u, 2); return x; }
LN_INLINE ln_half ln_fabs_half(ln_half x) { return ln__m_from_half((uint16_t)(ln__m_bits_half(x) & 0x7fffu)); }
LN_INLINE ln_half ln_copysign_half(ln_half x, ln_half y) {
  return ln__m_from_half((uint16_t)((ln__m_bits_half(x) & 0x7fffu) | (ln__m_bits_half(y) & 0x8000u)));
}
LN_INLINE int ln__m_isnan_half(ln_half x) { return (ln__m_bits_half(x) & 0x7fffu) > 0x7c00u; }
/* every half >= 2^10 in magnitude is integral, and float holds every half exactly: the float
 * function's result is a half */
LN_INLINE ln_half ln_trunc_half(ln_half x) { return ln__m_isnan_half(x) ? x : (ln_half)ln_trunc_float((float)x); }
LN_INLINE ln_half ln_floor_half(ln_half x) { return ln__m_isnan_half(x) ? x : (ln_half)ln_floor_float((float)x); }
LN_INLINE ln_half ln_ceil_half(ln_half x) { return ln__m_isnan_half(x) ? x : (ln_half)ln_ceil_float((float)x); }
LN_INLINE ln_half ln_round_half(ln_half x) { return ln__m_isnan_half(x) ? x : (ln_half)ln_round_float((float)x); }
LN_INLINE ln_half ln_rint_half(ln_half x) { return ln__m_isnan_half(x) ? x : (ln_half)ln_rint_float((float)x); }
/* x - y is exact in float; one rounding to half */
LN_INLINE ln_half ln_fdim_half(ln_half x, ln_half y) { return (ln_half)ln_fdim_float((float)x, (float)y); }
LN_INLINE ln_half ln_fmax_half(ln_half x, ln_half y) { return ln__m_isnan_half(y) ? x : ((float)x > (float)y ? x : y); }
LN_INLINE ln_half ln_fmin_half(ln_half x, ln_half y) { return ln__m_isnan_half(y) ? x : ((float)x < (float)y ? x : y); }
LN_INLINE ln_half ln_maxmag_half(ln_half x, ln_half y) {
  float ax = ln_fabs_float((float)x), ay = ln_fabs_float((float)y);
  return ax > ay ? x : ay > ax ? y : ln_fmax_half(x, y);
}
LN_INLINE ln_half ln_minmag_half(ln_half x, ln_half y) {
  float ax = ln_fabs_float((float)x), ay = ln_fabs_float((float)y);
  return ax < ay ? x : ay < ax ? y : ln_fmin_half(x, y);
}
LN_INLINE ln_half ln_nextafter_half(ln_half x, ln_half y) {
  if (ln__m_isnan_half(x)) return x;
  if (ln__m_isnan_half(y)) return y;
  float fx = (float)x, fy = (float)y;
  if (fx == fy) return y;
  if (fx == 0) return ln__m_from_half((uint16_t)(1u | (ln__m_bits_half(y) & 0x8000u)));
  uint16_t b = ln__m_bits_half(x);
  return ln__m_from_half((uint16_t)((fx < fy) == (fx > 0) ? b + 1u : b - 1u));
}
/* float's sqrt rounded to half: 24 >= 2 * 11 + 2 bits, so the double rounding is innocuous */
LN_INLINE ln_half ln_sqrt_half(ln_half x) { return (ln_half)ln_sqrt_float((float)x); }
/* the product is exact in float; the sum is rounded to odd in float (TwoSum), then once to half */
LN_INLINE ln_half ln_fma_half(ln_half a, ln_half b, ln_half c) {
  float p = (float)a * (float)b, fc = (float)c, s = p + fc;
  if (s - s != 0) return (ln_half)s;
  float bb = s - p, err = (p - (s - bb)) + (fc - bb);
  uint32_t u = ln__m_bits_float(s);
  if (err != 0 && !(u & 1)) u = (err > 0) == (s > 0) ? u + 1 : u - 1;
  return (ln_half)ln__m_from_float(u);
}
LN_INLINE ln_half ln_mad_half(ln_half a, ln_half b, ln_half c) { return ln_fma_half(a, b, c); }
/* part 2: fmod, remainder, fract, modf, frexp, ldexp, ilogb, logb are exact in float for half
 * arguments, and their float results are halves (ldexp: rounded once to half; a float rounding
 * can only happen far below half's smallest subnormal) */
LN_INLINE ln_half ln_fmod_half(ln_half x, ln_half y) { return (ln_half)ln_fmod_float((float)x, (float)y); }
LN_INLINE ln_half ln_remainder_half(ln_half x, ln_half y) { return (ln_half)ln_remainder_float((float)x, (float)y); }
LN_INLINE ln_half ln_fract_half(ln_half x, ln_half *iptr) {
  float ip, r = ln_fract_float((float)x, &ip);
  *iptr = (ln_half)ip;
  return (ln_half)(r != r || r < 0x1.ffcp-1f ? r : 0x1.ffcp-1f);
}
LN_INLINE ln_half ln_modf_half(ln_half x, ln_half *iptr) {
  float ip, r = ln_modf_float((float)x, &ip);
  *iptr = (ln_half)ip;
  return (ln_half)r;
}
LN_INLINE ln_half ln_remquo_half(ln_half x, ln_half y, int *quo) {
  return (ln_half)ln_remquo_float((float)x, (float)y, quo);
}
LN_INLINE ln_half ln_frexp_half(ln_half x, int *e) { return (ln_half)ln_frexp_float((float)x, e); }
LN_INLINE ln_half ln_ldexp_half(ln_half x, int k) { return (ln_half)ln_ldexp_float((float)x, k); }
LN_INLINE int ln_ilogb_half(ln_half x) { return ln_ilogb_float((float)x); }
LN_INLINE ln_half ln_logb_half(ln_half x) { return (ln_half)ln_logb_float((float)x); }
LN_INLINE ln_half ln_nan_half(uint16_t nancode) { return ln__m_from_half((uint16_t)(0x7e00u | (nancode & 0x1ffu))); }
''' + COMMON_NARROW % dict(T='ln_half', N='half', P='11') + '''#endif
'''


def kind_type(e, k, n):
    """C type of an argument or result kind (tools/registry.py) for e's n-lane vector (n None: scalar)."""
    if k in ('T', 'P'):
        t = e.vec(n) if n else e.scalar
    elif k == 'U':
        u = unsigned_int_of_width(e.bits)
        t = u.vec(n) if n else u.scalar
    else:
        t = BY_NAME['int'].vec(n) if n else 'int'
    return t + ' *' if k in ('P', 'Q') else t


def op_lanes(o, e):
    """Lane counts of o on e: those that every argument type has (int has no 32 lanes)."""
    ints = any(k in 'IJQ' for k in o.args + o.result)
    return tuple(n for n in e.pow2_lanes if not ints or n in BY_NAME['int'].lanes)


def vec_fn(o, e, n):
    names = ['x', 'y', 'z'][:o.arity]
    rt = kind_type(e, o.result, n)
    params = ', '.join('%s%s%s' % (kind_type(e, k, n), '' if k in 'PQ' else ' ', a) for k, a in zip(o.args, names))
    head = 'LN_INLINE %s ln_%s_%s(%s)' % (rt, o.name, e.tname(n), params)
    ptrs = [(k, a) for k, a in zip(o.args, names) if k in 'PQ']
    if n == 3:
        call = ', '.join(('&%s4' % a) if k in 'PQ' else '%s.v' % a for k, a in zip(o.args, names))
        t = ''.join('%s %s4; ' % (kind_type(e, k, 4)[:-2], a) for k, a in ptrs)
        back = ''.join('%s->v = %s4; %s->v[3] = 0; ' % (a, a, a) for k, a in ptrs)
        return '%s {\n  %s%s r = {ln_%s_%s(%s)};\n  r.v[3] = 0; %sreturn r;\n}\n' % (
            head, t, rt, o.name, e.tname(4), call, back)
    mac = 'LN__ISA_%s_%s' % (o.name, e.tname(n))
    lane_args = ', '.join('&t_%s' % a if k in 'PQ' else '%s[i]' % a for k, a in zip(o.args, names))
    tmp = ''.join('%s t_%s; ' % (kind_type(e, k, None)[:-2], a) for k, a in ptrs)
    back = ''.join(' (*%s)[i] = t_%s;' % (a, a) for k, a in ptrs)
    return ('%s {\n#ifdef %s\n  return %s(%s);\n#else\n  %s r = {0};\n'
            '  for (int i = 0; i < %d; i++) { %sr[i] = ln_%s_%s(%s);%s }\n  return r;\n#endif\n}\n') % (
        head, mac, mac, ', '.join(names), rt, n, tmp, o.name, e.name, lane_args, back)


def lists():
    """The _Generic lists of lanes/math.h's macros that depend on the types: the vector types of
    the ops with int lanes (no half32), the int type of each, the uint/ulong/ushort -> nan map."""
    o = []
    ents, izero, splat, nan = [], [], [], []
    for e in FLOATS:
        h = 'LN__M_H(' if e.half else ''
        for n in e.pow2_lanes + (3,):
            if n not in BY_NAME['int'].lanes:
                continue
            ents.append('%s%s: P##%s%s' % (h, e.vec(n), e.tname(n), ')' if h else ''))
            z = '(%s){{0}}' % BY_NAME['int'].vec(n) if n == 3 else '(%s){0}' % BY_NAME['int'].vec(n)
            izero.append('%s%s: %s%s' % (h, e.vec(n), z, ')' if h else ''))
            splat.append('%s%s: ln__splat_int%d%s' % (h, e.vec(n), n, ')' if h else ''))
        u = unsigned_int_of_width(e.bits)
        for n in e.pow2_lanes + (3,):
            nan.append('%s%s: ln_nan_%s%s' % (h, u.vec(n), e.tname(n), ')' if h else ''))
        nan.append('%s%s: ln_nan_%s%s' % (h, u.scalar, e.name, ')' if h else ''))
    o.append('#if LN_HAS_HALF\n#define LN__M_H(...) __VA_ARGS__,\n#else\n#define LN__M_H(...)\n#endif\n')
    o.append('/* the floating vector types of the ops with int lanes: every one but half32 */\n')
    o.append('#define LN__M_LIST_I(P) %s\n' % ' '.join(x if x.endswith(')') else x + ',' for x in ents).rstrip(','))
    o.append('/* a zero of the int type of x\'s lane count (int for scalars) */\n')
    o.append('#define LN__M_IZERO(x) _Generic((x), %s default: 0)\n' % ' '.join(
        x if x.endswith(')') else x + ',' for x in izero))
    o.append('/* the int splat of x\'s lane count */\n')
    o.append('#define LN__M_ISPLAT(x) _Generic((x), %s default: ln__never)\n' % ' '.join(
        x if x.endswith(')') else x + ',' for x in splat))
    o.append('/* nan: the unsigned argument type chooses the floating result type */\n')
    o.append('#define LN__M_NAN_LIST %s\n' % ' '.join(x if x.endswith(')') else x + ',' for x in nan).rstrip(','))
    return ''.join(o)


def half_native_fns():
    """ln_half_<f>_<name> and ln_native_<f>_<name> (float, scalar and every lane count): the
    full-precision function of lanes/math.h; divide x / y, recip 1 / x (correctly rounded)."""
    e = BY_NAME['float']
    o = ['\n/* ---- the half_ and native_ functions: the full-precision ones (lanes/math.h) ---- */\n']
    for f, ar in registry.HALF_NATIVE.items():
        for n in (None,) + e.lanes:
            t = e.vec(n) if n else e.scalar
            params = ', '.join('%s %s' % (t, a) for a in 'xy'[:ar])
            if f in ('divide', 'recip') and n == 3:
                a = 'x.v' if f == 'divide' else '1.0f'
                b = 'y.v' if f == 'divide' else 'x.v'
                body = '\n  %s r = {%s / %s};\n  r.v[3] = 0;\n  return r;\n' % (t, a, b)
            elif f in ('divide', 'recip'):
                body = ' return %s; ' % ('x / y' if f == 'divide' else '1.0f / x')
            else:
                body = ' return ln_%s_%s(%s); ' % (f, e.tname(n), ', '.join('xy'[:ar]))
            for pre in ('half', 'native'):
                if pre == 'native' and f in math_native.FUNCS:
                    continue  # its own kernel (tools/math_native.py)
                o.append('LN_INLINE %s ln_%s_%s_%s(%s) {%s}\n' % (t, pre, f, e.tname(n), params, body))
    return ''.join(o)


HALF_NATIVE_DOC = """ * floatn ln_half_<f>(floatn x) and ln_native_<f>(floatn x) (divide, powr: (floatn x, floatn y)), f
 * one of cos divide exp exp2 exp10 log log2 log10 powr recip rsqrt sin sqrt tan (OpenCL C 1.2
 * 6.12.2, table 6.9; OpenCL allows half_ 8192 ulp and leaves native_ to the implementation).
 * half_<f>, and native_ divide powr recip rsqrt sqrt: the full-precision function ln_<f> of the
 * same arguments (divide: x / y, recip: 1 / x, both correctly rounded), so within 1 ulp, its
 * special cases included; as fast as ln_<f>.  native_ exp exp2 exp10 log log2 log10 sin cos tan:
 * faster kernels of their own (tools/math_native.py), within exp exp2 exp10 log: 2 ulp, log2:
 * 2.5 ulp, log10 sin cos: 3 ulp, tan: 4 ulp of the exact result for every float x (all 2^32 checked,
 * docs/semantics.md), with the full function's special cases (NaN in, NaN out; exp(-inf) = +0,
 * log(+-0) = -inf, log(x < 0) = NaN, sin(+-inf) = NaN, sin(-0) = -0, cos(+-0) = 1, ...) and the
 * same bits on every target.  float only (scalar or vector, OpenCL's rule): other types do not
 * compile. */
"""


def half_native_macros():
    """The generic macros ln_half_<f> and ln_native_<f> of lanes/math.h, with their comment."""
    e = BY_NAME['float']
    names = ' '.join('ln_%s_%s' % (pre, f) for pre in ('half', 'native') for f in registry.HALF_NATIVE)
    o = ['\n/* ---- %s ----\n' % names, HALF_NATIVE_DOC]
    o.append('/* float scalars and vectors only: the typed function of prefix P */\n')
    lst = ', '.join(['float: P##float'] + ['%s: P##%s' % (e.vec(n), e.tname(n)) for n in e.lanes])
    o.append('#define LN__M_F32_LIST(P) %s\n' % lst)
    ones = ', '.join(['float: 1'] + ['%s: 1' % e.vec(n) for n in e.lanes])
    o.append('#define LN__M_ISF32(x) _Generic((x), %s, default: 0)\n' % ones)
    bs = ' \\\n'
    o.append('#define LN__M_F32_1(P, msg, x) __extension__({' + bs +
             '    __typeof__(x) ln__ma = (x);' + bs +
             '    _Static_assert(LN__M_ISF32(ln__ma), msg);' + bs +
             '    _Generic((ln__ma), LN__M_F32_LIST(P), default: ln__never)(ln__ma); })\n')
    o.append('#define LN__M_F32_2(P, msg, x, y) __extension__({' + bs +
             '    __typeof__(x) ln__ma = (x); __typeof__(y) ln__mb = (y);' + bs +
             '    _Static_assert(LN__M_ISF32(ln__ma) &&' + bs +
             '                   __builtin_types_compatible_p(__typeof__(ln__ma), __typeof__(ln__mb)), msg);' + bs +
             '    _Generic((ln__ma), LN__M_F32_LIST(P), default: ln__never)(ln__ma, ln__mb); })\n')
    for pre in ('half', 'native'):
        for f, ar in registry.HALF_NATIVE.items():
            nm = 'ln_%s_%s' % (pre, f)
            if ar == 1:
                o.append('#define %s(x) LN__M_F32_1(%s_, "%s: x must be float (scalar or vector)", x)\n' % (nm, nm, nm))
            else:
                o.append('#define %s(x, y) LN__M_F32_2(%s_, "%s: x and y must be float, of one type", x, y)\n'
                         % (nm, nm, nm))
    return ''.join(o)


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_MATH_H
#define LANES_IMPL_GENERIC_MATH_H
/* Portable code of lanes/math.h: ln_<op>_<name> for float, double and half (LN_HAS_HALF),
 * scalars and every lane count.  Semantics are documented in lanes/math.h; how each is computed
 * in tools/gen_math.py.  Include lanes/math.h, not this file. */
#include <stdint.h>

''')
    o.append('/* ilogb of 0 and of NaN (OpenCL\'s FP_ILOGB0, FP_ILOGBNAN; the values PoCL uses) */\n'
             '#define LN_FP_ILOGB0 (-0x7fffffff - 1)\n#define LN_FP_ILOGBNAN 0x7fffffff\n\n')
    o.append(scalar_native('double'))
    o.append(scalar_native('float'))
    o.append(scalar_half())
    for op in [r for r in ROWS if not r.vec]:
        o.append('\n/* ---- ln_%s ---- */\n' % op.name)
        for e in FLOATS:
            t = ''.join(vec_fn(op, e, n) for n in op_lanes(op, e) + (3,))
            o.append('#if LN_HAS_HALF\n' + t + '#endif\n' if e.half else t)
    o.append(math_vec.c_text([r for r in ROWS if r.vec and r.name in math_vec.FUNCS]))
    o.append(math_pow.c_text([r for r in ROWS if r.vec and r.name in math_pow.FUNCS]))
    o.append(math_trig.c_text([r for r in ROWS if r.vec and r.name in math_trig.NAMES]))
    o.append(math_atrig.c_text([r for r in ROWS if r.vec and r.name in math_atrig.FUNCS]))
    o.append(math_hyp.c_text([r for r in ROWS if r.vec and r.name in math_hyp.FUNCS]))
    o.append(math_erf.c_text([r for r in ROWS if r.vec and r.name in math_erf.FUNCS]))
    o.append(math_gamma.c_text([r for r in ROWS if r.vec and r.name in math_gamma.FUNCS]))
    o.append(math_native.c_text())
    o.append(half_native_fns())
    o.append('\n' + lists())
    o.append('\n#endif /* LANES_IMPL_GENERIC_MATH_H */\n')
    # the whole-vector kernels, LN__VM_TOP (math_vec.py: inlined at every use with LANES_MATH_INLINE):
    # the kernels named ...w (and the inverse trigonometric ...wl_##S of math_atrig's macros)
    return re.sub(r'(?m)^LN__VM_KERNEL ((?:V|void|ln_\w+) ln__\w+?(?:w|wl_##S)\()', r'LN__VM_TOP \1', ''.join(o))


def main():
    write('include/lanes/impl/generic/math.h', generic_h())
    write_block('include/lanes/math.h', registry.header_text('math') + half_native_macros(), ME)


if __name__ == '__main__':
    main()
