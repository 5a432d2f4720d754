#!/usr/bin/env python3
"""Generates the OpenCL C vector data load and store functions (OpenCL C 1.2 section 6.12.7):
include/lanes/memory.h (documentation and the generic _Generic macros) and
include/lanes/impl/generic/memory.h (the portable per-type functions and the software
binary16 <-> float/double conversions)."""
from lntypes import ELEMS, BY_NAME, ALL_LANES, WIDE_LANES, HEADER_NOTE, half_guard, write

ME = 'gen_memory.py'
HALF_N = (2, 3, 4, 8, 16)
MODES = ('rte', 'rtz', 'rtp', 'rtn')


def public_h():
    o = [HEADER_NOTE % ME]
    o.append(r'''#ifndef LANES_MEMORY_H
#define LANES_MEMORY_H
/* lanes/memory.h -- OpenCL C vector data load and store functions (OpenCL C 1.2, 6.12.7).
 *
 * Widths.  ln_vload<N> / ln_vstore<N> for N = 2 3 4 8 16 and every element type, and N = 32
 * and 64 for the element types that have those vectors (lanes/types.h); the half functions
 * (vload_half<N>, vstore_half<N>) for N up to 16, as OpenCL.
 *
 * Addresses.  p points to elements; p need only be aligned to its element type (lanes
 * reads and writes with memcpy, so vector alignment is never required and no aliasing rule
 * is broken).  offset is a size_t counted in whole vectors: the first element accessed is
 * p[offset * N], and exactly N elements are read or written (3 for N = 3: the 4th element
 * is never touched, and a loaded 3-lane vector has padding lane 0).  The address is formed
 * with C pointer arithmetic on an array-of-N type, so offset * N must stay inside the object
 * p points into, as in OpenCL; an offset whose scaled value would wrap is undefined
 * behaviour that -fsanitize=pointer-overflow reports rather than a silent wrap to a low
 * address.  Loads and stores copy memory in memory order, so they mean the same on little-
 * and big-endian machines.
 *
 * Element types.  The pointer's element type picks the vector type (_Generic): signed char
 * -> ln_char, unsigned char -> ln_uchar, plain char -> ln_char where char is signed and
 * ln_uchar where it is unsigned, short/unsigned short -> ln_short/ln_ushort, int/unsigned
 * -> ln_int/ln_uint, long/unsigned long -> ln_long/ln_ulong where long has 64 bits (else
 * ln_int/ln_uint), long long/unsigned long long -> ln_long/ln_ulong, _Float16 -> ln_half
 * (LN_HAS_HALF only), float, double.  Loads take T * or const T * (or an array of T);
 * stores take T * only (a pointer to const does not compile).  Any other pointer type does
 * not compile.
 *
 * Half storage.  The *_half* functions read and write IEEE binary16 values.  Their p is an
 * ln_half * (LN_HAS_HALF only) or a uint16_t * holding binary16 bit patterns in the
 * machine's byte order (this is the only way where the compiler has no _Float16, e.g.
 * Clang 14 on x86); loads also take the const versions.  The conversions are done in
 * integer arithmetic (or exact F16C instructions) and never depend on _Float16.
 *   binary16 -> float is exact: denormals, +-0, +-inf are kept; a NaN stays a NaN (sign
 *   and the high payload bits kept, quiet bit set).
 *   float/double -> binary16 is correctly rounded once, directly from the value given
 *   (a double is never rounded through float), in the named mode: _rte to nearest, ties to
 *   even; _rtz toward zero; _rtp toward +inf; _rtn toward -inf.  Overflow as IEEE 754:
 *   _rte gives +-inf for |x| >= 65520; _rtz gives +-65504 for every finite overflow; _rtp
 *   gives +inf for positive and -65504 for negative finite overflow; _rtn gives +65504 and
 *   -inf.  Infinities stay infinite; a NaN stores x's sign | 0x7fff (exponent and every
 *   mantissa bit set, whatever x's payload), as OpenCL C on CPUs (PoCL) stores it.  Without a suffix the mode is OpenCL's "current rounding mode", which in lanes
 *   (and in OpenCL C, which has no way to change it) is _rte.  The C floating-point
 *   environment (fesetround) does not change any of these results; only a denormals-are-
 *   zero setting (e.g. -ffast-math on x86) makes float denormal inputs read as 0.
 * The x86 F16C instructions are used for float data when the compiler targets F16C (define
 * LN_NO_ISA to force the portable code); double data always uses the portable code.
 */
#include "types.h"
#include "impl/target.h"
#if LN_TARGET_X86 && !defined(LN_NO_ISA)
#include "impl/x86/memory.h"
#endif
#include "impl/generic/memory.h"

/* Internal: errors of the generic macros (used in place of a function or a pointer, so that
 * a wrong argument type does not compile and the message names the problem). */
extern const struct ln__error_pointer_type_not_supported_by_vload { char c; } ln__error_vload_pointer_type;
extern const struct ln__error_pointer_type_not_supported_by_vstore { char c; } ln__error_vstore_pointer_type;
extern const struct ln__error_vstore_data_type_does_not_match_pointer { char c; } ln__error_vstore_data_type;
extern const struct ln__error_half_storage_must_be_ln_half_or_uint16_pointer { char c; } ln__error_half_pointer;
extern const struct ln__error_vstore_half_data_must_be_float_or_double { char c; } ln__error_vstore_half_data;
extern const struct ln__error_element_type_has_no_vector_of_this_width { char c; } ln__error_vector_width;

/* Internal: pointer-type association lists "Q T *: P##name S" for every C element type. */
#if CHAR_MIN < 0
#define LN__MEM_PCHAR(P, S, Q) Q char *: P##char S
#else
#define LN__MEM_PCHAR(P, S, Q) Q char *: P##uchar S
#endif
#if __SIZEOF_LONG__ == 8
#define LN__MEM_PLONG(P, S, Q) Q long *: P##long S, Q unsigned long *: P##ulong S
#else
#define LN__MEM_PLONG(P, S, Q) Q long *: P##int S, Q unsigned long *: P##uint S
#endif
#if LN_HAS_HALF
#define LN__MEM_PHALF(P, S, Q) Q _Float16 *: P##half S,
#define LN__HPTR_H(p) ln_half *: (p),
#define LN__HCPTR_H(p) ln_half *: (p), const ln_half *: (p),
#else
#define LN__MEM_PHALF(P, S, Q)
#define LN__HPTR_H(p)
#define LN__HCPTR_H(p)
#endif
#define LN__MEM_PTRS(P, S, Q) LN__MEM_PHALF(P, S, Q) \
    Q signed char *: P##char S, Q unsigned char *: P##uchar S, LN__MEM_PCHAR(P, S, Q), \
    Q short *: P##short S, Q unsigned short *: P##ushort S, Q int *: P##int S, Q unsigned int *: P##uint S, \
    LN__MEM_PLONG(P, S, Q), Q long long *: P##long S, Q unsigned long long *: P##ulong S, \
    Q float *: P##float S, Q double *: P##double S

/* Internal: p when it points to half storage (ln_half or uint16_t; HCPTR also const), else a
 * value that does not convert to a pointer. */
#define LN__HPTR(p) _Generic((p), LN__HPTR_H(p) uint16_t *: (p), default: ln__error_half_pointer)
#define LN__HCPTR(p) _Generic((p), LN__HCPTR_H(p) uint16_t *: (p), const uint16_t *: (p), \
    default: ln__error_half_pointer)

''')
    for n in ALL_LANES:
        o.append('/* ---- ln_vload%d ---- */\n' % n)
        if n == 3:
            o.append('/* ln_vload3(offset, p): lanes 0..2 = p[offset*3 + i]; reads exactly 3 elements; padding lane = 0. */\n')
        else:
            o.append('/* ln_vload%d(offset, p): lane i = p[offset*%d + i], i < %d. */\n' % (n, n, n))
        if n in WIDE_LANES:
            o.append('/* Only for %s (other element types have no %d-lane vector: does not compile). */\n'
                     % (' '.join(e.name for e in ELEMS if n in e.lanes), n))
            o.append(''.join('#define ln__vl%d_%s %s\n' % (n, e.name, 'ln_vload%d_%s' % (n, e.name) if n in e.lanes
                                                              else 'ln__error_vector_width') for e in ELEMS))
        P = 'ln__vl%d_' % n if n in WIDE_LANES else 'ln_vload%d_' % n
        o.append('#define ln_vload%d(offset, p) _Generic((p), LN__MEM_PTRS(%s, , ), LN__MEM_PTRS(%s, , const), \\\n'
                 '    default: ln__error_vload_pointer_type)(offset, p)\n\n' % (n, P, P))
    for n in ALL_LANES:
        o.append('/* ---- ln_vstore%d ---- */\n' % n)
        if n == 3:
            o.append('/* ln_vstore3(data, offset, p): p[offset*3 + i] = lane i of data, i < 3; the 4th element is not written.\n'
                     ' * data must have the 3-lane vector type of p\'s element type (else compile error). */\n')
        else:
            o.append('/* ln_vstore%d(data, offset, p): p[offset*%d + i] = lane i of data, i < %d.\n'
                     ' * data must have the %d-lane vector type of p\'s element type (else compile error). */\n' % (n, n, n, n))
        o.append('#define ln_vstore%d(data, offset, p) __extension__({ __typeof__(data) ln__vd = (data); \\\n'
                 '    _Generic((p), LN__MEM_PTRS(ln__vst%d_, (ln__vd), ), default: ln__error_vstore_pointer_type)(ln__vd, offset, p); })\n'
                 % (n, n))
        for e in ELEMS:
            if n not in e.lanes:
                o.append('#define ln__vst%d_%s(d) ln__error_vector_width\n' % (n, e.name))
                continue
            extra = ''
            if n != 3 and e.name == 'char':
                extra = 'ln__cmpchar%d: ln__vstore%d_cmpchar, ' % (n, n)
            line = '#define ln__vst%d_%s(d) _Generic((d), %s: ln_vstore%d_%s, %sdefault: ln__error_vstore_data_type)\n'
            if n != 3 and e.name == 'long':
                o.append('#if __SIZEOF_LONG__ == 8\n')
                o.append(line % (n, e.name, e.vec(n), n, e.name, 'ln__cmplong%d: ln__vstore%d_cmplong, ' % (n, n)))
                o.append('#else\n')
                o.append(line % (n, e.name, e.vec(n), n, e.name, ''))
                o.append('#endif\n')
            else:
                o.append(line % (n, e.name, e.vec(n), n, e.name, extra))
        o.append('\n')

    o.append('/* ---- ln_vload_half ---- */\n')
    o.append('/* ln_vload_half(offset, p): (float)p[offset], p[offset] a binary16 value; exact. */\n')
    o.append('#define ln_vload_half(offset, p) ln_vload_half_float(offset, LN__HCPTR(p))\n')
    o.append('/* ln_vloada_half(offset, p): same as ln_vload_half. */\n')
    o.append('#define ln_vloada_half(offset, p) ln_vload_half_float(offset, LN__HCPTR(p))\n')
    for n in HALF_N:
        o.append('/* ln_vload_half%d(offset, p): lane i = (float)p[offset*%d + i], i < %d%s; exact. */\n'
                 % (n, n, n, '; reads exactly 3 halves, padding lane 0' if n == 3 else ''))
        o.append('#define ln_vload_half%d(offset, p) ln_vload_half%d_float%d(offset, LN__HCPTR(p))\n' % (n, n, n))
    o.append('/* ln_vloada_half<N>(offset, p): OpenCL requires p + offset*N aligned to sizeof(halfN) (lanes does\n'
             ' * not: it reads with memcpy); same as ln_vload_half<N> except N = 3, where lanes 0..2 =\n'
             ' * (float)p[offset*4 + i] (a half3 occupies 4 halves) and the 4th half is not read. */\n')
    for n in HALF_N:
        if n == 3:
            o.append('#define ln_vloada_half3(offset, p) ln_vloada_half3_float3(offset, LN__HCPTR(p))\n')
        else:
            o.append('#define ln_vloada_half%d(offset, p) ln_vload_half%d_float%d(offset, LN__HCPTR(p))\n' % (n, n, n))
    o.append('\n/* ---- ln_vstore_half ---- */\n')
    o.append('''/* ln_vstore_half[_rte|_rtz|_rtp|_rtn](data, offset, p): p[offset] = data (float or double)
 * correctly rounded to binary16 in the named mode (no suffix: _rte).
 * ln_vstore_half<N>[_r*](data, offset, p): p[offset*N + i] = lane i of data (floatN or
 * doubleN) rounded likewise, i < N (N = 3: exactly 3 halves written).
 * ln_vstorea_half[<N>][_r*]: same, except N = 3 writes p[offset*4 + i], i < 3 (a half3 occupies
 * 4 halves; the 4th is not written).  OpenCL requires p + offset*N (N = 3: offset*4) aligned to
 * sizeof(halfN); lanes does not.  Other data types do not compile. */
''')
    for a in ('', 'a'):
        for n in (1,) + HALF_N:
            ns = '' if n == 1 else str(n)
            fl = 'float' if n == 1 else 'ln_float%d' % n
            db = 'double' if n == 1 else 'ln_double%d' % n
            fn = 'ln__vstore%s_half%s_' % ('a' if a and n == 3 else '', ns)
            for md in ('',) + MODES:
                mdc = 'LN__RTE' if md == '' else 'LN__' + md.upper()
                o.append('#define ln_vstore%s_half%s%s(data, offset, p) _Generic((data), %s: %sfloat%s, %s: %sdouble%s, \\\n'
                         '    default: ln__error_vstore_half_data)(data, offset, LN__HPTR(p), %s)\n'
                         % (a, ns, '_' + md if md else '', fl, fn, ns, db, fn, ns, mdc))
    o.append('\n#endif /* LANES_MEMORY_H */\n')
    return ''.join(o)


CORE = r'''#include "../target.h"

#include <string.h>

/* Rounding modes of the conversions to binary16. */
#define LN__RTE 0
#define LN__RTZ 1
#define LN__RTP 2
#define LN__RTN 3

/* ---- ln_vload_half ---- */
/* binary16 bits -> float, exact.  NaN: quiet bit set, sign and payload kept. */
LN_INLINE float ln__h2f(uint16_t h) {
  uint32_t s = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu, b;
  float r;
  if (e == 0x1f)
    b = 0x7f800000u | (m << 13) | (m ? 0x00400000u : 0u);
  else if (e != 0)
    b = ((e + 112u) << 23) | (m << 13);
  else {                        /* zero or denormal: m * 2^-24, exact in float */
    r = (float)m * 0x1p-24f;
    __builtin_memcpy(&b, &r, 4);
  }
  b |= s;
  __builtin_memcpy(&r, &b, 4);
  return r;
}

/* dst[i] = binary16 src[i] as float, i < n (n <= 16); src need only be 2-byte aligned. */
LN_INLINE void ln__ldh_generic(float *dst, const void *src, unsigned n) {
  uint16_t h[16];
  __builtin_memcpy(h, src, n * 2u);
  for (unsigned i = 0; i < n; i++) dst[i] = ln__h2f(h[i]);
}

/* ---- ln_vstore_half ---- */
/* double -> binary16 bits, correctly rounded in mode md (LN__RTE, LN__RTZ, LN__RTP, LN__RTN),
 * IEEE overflow; NaN -> x's sign | 0x7fff. */
LN_INLINE uint16_t ln__d2h(double x, int md) {
  uint64_t b, a, m, q, r = 0, hb = 1;
  __builtin_memcpy(&b, &x, 8);
  uint32_t s = (uint32_t)(b >> 48) & 0x8000u, h;
  int e, sh, up;
  a = b & 0x7fffffffffffffffull;
  if (a >= 0x7ff0000000000000ull)
    return (uint16_t)(s | (a == 0x7ff0000000000000ull ? 0x7c00u : 0x7fffu));
  if (a == 0) return (uint16_t)s;
  e = (int)(a >> 52) - 1023;                 /* double denormals: -1023, far below half's range */
  if (e >= 16)                               /* |x| >= 65536: finite overflow */
    return (uint16_t)(s | ((md == LN__RTE || (md == LN__RTP && !s) || (md == LN__RTN && s)) ? 0x7c00u : 0x7bffu));
  m = (a & 0xfffffffffffffull) | (1ull << 52);
  sh = e >= -14 ? 42 : 28 - e;               /* bits below the binary16 quantum at this magnitude */
  if (sh > 63) {
    q = 0;                                   /* 0 < |x| < 2^-25: below half the smallest denormal */
  } else {
    q = m >> sh;
    r = m & ((1ull << sh) - 1);
    hb = 1ull << (sh - 1);
  }
  h = e >= -14 ? ((uint32_t)(e + 14) << 10) + (uint32_t)q : (uint32_t)q;
  if (sh > 63)
    up = md == LN__RTP ? !s : md == LN__RTN ? s != 0 : 0;
  else if (md == LN__RTE)
    up = r > hb || (r == hb && (q & 1));
  else
    up = r != 0 && ((md == LN__RTP && !s) || (md == LN__RTN && s));
  return (uint16_t)(s | (h + (uint32_t)up));
}

/* dst[i] = binary16 of src[i], i < n (n <= 16), in mode md.  Where float -> double gives the
 * canonical NaN (LN_TARGET_CVT_CANON_NAN, lanes/impl/target.h) the float's sign is put back
 * (a no-op on every other value: the widening is exact). */
LN_INLINE void ln__sthf_generic(void *dst, const float *src, unsigned n, int md) {
  uint16_t h[16];
  for (unsigned i = 0; i < n; i++) {
    h[i] = ln__d2h((double)src[i], md);
    if (LN_TARGET_CVT_CANON_NAN) {
      uint32_t b;
      __builtin_memcpy(&b, &src[i], 4);
      h[i] = (uint16_t)(h[i] | ((b >> 16) & 0x8000u));
    }
  }
  __builtin_memcpy(dst, h, n * 2u);
}
LN_INLINE void ln__sthd(void *dst, const double *src, unsigned n, int md) {
  uint16_t h[16];
  for (unsigned i = 0; i < n; i++) h[i] = ln__d2h(src[i], md);
  __builtin_memcpy(dst, h, n * 2u);
}

/* The float paths: the ISA kernel when impl/<isa>/memory.h defines one, else portable. */
#ifdef LN__ISA_vload_half_any
#define ln__ldh LN__ISA_vload_half_any
#else
#define ln__ldh ln__ldh_generic
#endif
#ifdef LN__ISA_vstore_half_any
#define ln__sthf LN__ISA_vstore_half_any
#else
#define ln__sthf ln__sthf_generic
#endif
'''


def generic_h():
    o = [HEADER_NOTE % ME]
    o.append('''#ifndef LANES_IMPL_GENERIC_MEMORY_H
#define LANES_IMPL_GENERIC_MEMORY_H
/* Portable vload/vstore functions.  Per-type functions take the pointer as void *: the
 * generic macros in lanes/memory.h check its type.  Every access is a memcpy of exactly the
 * accessed elements at p + offset*N (pointer arithmetic on an array-of-N type). */
#include "../../types.h"
''')
    o.append(CORE)
    for n in ALL_LANES:
        o.append('\n/* ---- ln_vload%d ---- */\n' % n)
        for e in [e for e in ELEMS if n in e.lanes]:
            v, t = e.vec(n), e.scalar
            if n == 3:
                body = ('%s x[3]; __builtin_memcpy(x, (const %s (*)[3])p + offset, sizeof x); '
                        'return (%s){{x[0], x[1], x[2], 0}};' % (t, t, v))
            else:
                body = ('%s r; __builtin_memcpy(&r, (const %s (*)[%d])p + offset, sizeof r); return r;' % (v, t, n))
            o.append(half_guard(e, 'LN_INLINE %s ln_vload%d_%s(size_t offset, const void *p) { %s }\n' % (v, n, e.name, body)))
    for n in ALL_LANES:
        o.append('\n/* ---- ln_vstore%d ---- */\n' % n)
        for e in [e for e in ELEMS if n in e.lanes]:
            v, t = e.vec(n), e.scalar
            if n == 3:
                body = '__builtin_memcpy((%s (*)[3])p + offset, &data.v, 3 * sizeof(%s));' % (t, t)
            else:
                body = '__builtin_memcpy((%s (*)[%d])p + offset, &data, sizeof data);' % (t, n)
            o.append(half_guard(e, 'LN_INLINE void ln_vstore%d_%s(%s data, size_t offset, void *p) { %s }\n'
                                % (n, e.name, v, body)))
        if n != 3:
            o.append('/* Clang comparison-result types (vectors of plain char / long long) store as the signed type. */\n')
            o.append('LN_INLINE void ln__vstore%d_cmpchar(ln__cmpchar%d d, size_t offset, void *p) '
                     '{ ln_vstore%d_char((ln_char%d)d, offset, p); }\n' % (n, n, n, n))
            if n not in BY_NAME['long'].lanes:
                continue
            o.append('#if __SIZEOF_LONG__ == 8\nLN_INLINE void ln__vstore%d_cmplong(ln__cmplong%d d, size_t offset, void *p) '
                     '{ ln_vstore%d_long((ln_long%d)d, offset, p); }\n#endif\n' % (n, n, n, n))

    o.append('\n/* ---- ln_vload_half ---- */\n')
    o.append('LN_INLINE float ln_vload_half_float(size_t offset, const void *p) '
             '{ float r; ln__ldh(&r, (const uint16_t *)p + offset, 1); return r; }\n')
    for a in ('', 'a'):
        for n in HALF_N:
            if a and n != 3:
                continue
            st = 4 if a else n
            name = 'ln_vload%s_half%d_float%d' % (a, n, n)
            if n == 3:
                o.append('LN_INLINE ln_float3 %s(size_t offset, const void *p) { float t[3]; '
                         'ln__ldh(t, (const uint16_t (*)[%d])p + offset, 3); return (ln_float3){{t[0], t[1], t[2], 0}}; }\n'
                         % (name, st))
            else:
                o.append('LN_INLINE ln_float%d %s(size_t offset, const void *p) { float t[%d]; ln_float%d r; '
                         'ln__ldh(t, (const uint16_t (*)[%d])p + offset, %d); __builtin_memcpy(&r, t, sizeof r); return r; }\n'
                         % (n, name, n, n, st, n))
    o.append('\n/* ---- ln_vstore_half ---- */\n')
    o.append('/* Internal: ln__vstore[a]_half<N>_<float|double><N>(data, offset, p, mode). */\n')
    for fd, fn in (('float', 'ln__sthf'), ('double', 'ln__sthd')):
        o.append('LN_INLINE void ln__vstore_half_%s(%s data, size_t offset, void *p, int md) '
                 '{ %s((uint16_t *)p + offset, &data, 1, md); }\n' % (fd, fd, fn))
        for a in ('', 'a'):
            for n in HALF_N:
                if a and n != 3:
                    continue
                st = 4 if a else n
                v = 'ln_%s%d' % (fd, n)
                name = 'ln__vstore%s_half%d_%s%d' % (a, n, fd, n)
                if n == 3:
                    o.append('LN_INLINE void %s(%s data, size_t offset, void *p, int md) { %s t[3] = {data.v[0], data.v[1], data.v[2]}; '
                             '%s((uint16_t (*)[%d])p + offset, t, 3, md); }\n' % (name, v, fd, fn, st))
                else:
                    o.append('LN_INLINE void %s(%s data, size_t offset, void *p, int md) { %s t[%d]; __builtin_memcpy(t, &data, sizeof t); '
                             '%s((uint16_t (*)[%d])p + offset, t, %d, md); }\n' % (name, v, fd, n, fn, st, n))
    o.append('\n#endif /* LANES_IMPL_GENERIC_MEMORY_H */\n')
    return ''.join(o)


def main():
    write('include/lanes/memory.h', public_h())
    write('include/lanes/impl/generic/memory.h', generic_h())


if __name__ == '__main__':
    main()
