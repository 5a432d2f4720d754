#!/usr/bin/env python3
"""Generates include/lanes/impl/common/mask.h: the _Generic tables the masked-memory and
mask/reduction families dispatch with (shape codes, mask types, element types) and the shared
helper macros (also used by the ISA kernels), and include/lanes/impl/generic/mask.h: the
portable mask helpers, ln__mask_bits (the LN__ISA_mask_to_bits_any kernel when an ISA header
defines it) and one reduction function per element type and operation.

The masked-memory operations themselves (include/lanes/impl/generic/gather.h) are written
once over bytes -- element size and lane count are compile-time constants after inlining --
so they need no per-type code; only reductions, which do arithmetic, are per element type.
"""
from lntypes import ELEMS, INTS, FLOATS, ALL_LANES, HEADER_NOTE, write, signed_int_of_width

ME = 'gen_mask.py'


def vec_entries(elems, lanes=ALL_LANES, alias=True):
    """(guard, type, elem, n) for every vector type; Clang comparison types as the signed type."""
    out = []
    for e in elems:
        for n in lanes:
            if n in e.lanes:
                out.append(('half' if e.half else None, e.vec(n), e, n))
    if alias:
        for e in elems:
            for n in lanes:
                if n == 3 or n not in e.lanes:
                    continue
                if e.name == 'char':
                    out.append((None, 'ln__cmpchar%d' % n, e, n))
                if e.name == 'long':
                    out.append(('long', 'ln__cmplong%d' % n, e, n))
    return out


def assoc(name, params, ents, fmt, default=None, ptr=False):
    """#define name(params) _Generic association list (no controlling expression)."""
    plain, half, lng = [], [], []
    for g, t, e, n in ents:
        s = '%s%s: %s' % (t, ' *' if ptr else '', fmt(e, n))
        {None: plain, 'half': half, 'long': lng}[g].append(s)
    pre = ''
    extra = ''
    if half:
        pre += '#if LN_HAS_HALF\n#define %s_H(%s) %s,\n#else\n#define %s_H(%s)\n#endif\n' % (name, params, ', '.join(half), name, params)
        extra += ' %s_H(%s)' % (name, params)
    if lng:
        pre += '#if __SIZEOF_LONG__ == 8\n#define %s_L(%s) %s,\n#else\n#define %s_L(%s)\n#endif\n' % (name, params, ', '.join(lng), name, params)
        extra += ' %s_L(%s)' % (name, params)
    body = ', \\\n    '.join(plain)
    if default is not None:
        body += ', \\\n    default: ' + default
    return pre + '#define %s(%s)%s \\\n    %s\n' % (name, params, extra, body)


def gen_list(name, ents, fmt, default=None, ptr=False):
    """#define name(x[, P]) _Generic((x), ...)."""
    inner = assoc(name + '_A', 'P' if 'P##' in fmt(ELEMS[0], 2) else '', ents, fmt, default, ptr)
    has_p = 'P##' in fmt(ELEMS[0], 2)
    call = '%s_A(P)' % name if has_p else '%s_A()' % name
    return inner + '#define %s(x%s) _Generic((x), %s)\n' % (name, ', P' if has_p else '', call)


def mask_elem(e):
    return signed_int_of_width(e.bits)


def shape(e, n):
    return '%d' % (e.bytes * 100 + n)


def lists():
    allv = vec_entries(ELEMS)
    ints = vec_entries(INTS)
    signed = [x for x in ints if x[2].kind == 's']
    o = []
    o.append('/* LN__SHAPE(x): element bytes * 100 + lanes for every lanes vector type, 0 otherwise. */\n')
    o.append(gen_list('LN__SHAPE', allv, shape, '0'))
    o.append('/* LN__MSHAPE(x): the shape code of a signed integer vector type (a mask), -1 otherwise. */\n')
    o.append(gen_list('LN__MSHAPE', signed, shape, '-1'))
    o.append('/* LN__ISHAPE(x): the shape code of any integer vector type, -1 otherwise. */\n')
    o.append(gen_list('LN__ISHAPE', ints, shape, '-1'))
    o.append('/* LN__ISIGNED(x): 1 for vectors of signed integers, 0 otherwise. */\n')
    o.append(gen_list('LN__ISIGNED', ints, lambda e, n: '1' if e.kind == 's' else '0', '0'))
    o.append('/* LN__EZERO(x): a zero of x\'s element type (for __typeof__). */\n')
    o.append(gen_list('LN__EZERO', allv, lambda e, n: '(%s)0' % e.scalar, '0'))
    o.append('/* LN__MASKOF(x): a zero mask value (signed integer vector of x\'s shape). */\n')

    def mzero(e, n):
        m = mask_elem(e).vec(n)
        return '(%s){{0}}' % m if n == 3 else '(%s){0}' % m
    o.append(gen_list('LN__MASKOF', allv, mzero, '0'))
    o.append('/* LN__MASKOF_T(T *): the same, selected by a pointer to a vector type. */\n')
    o.append(gen_list('LN__MASKOF_T', vec_entries(ELEMS, alias=False), mzero, '0', ptr=True))
    o.append('/* LN__ESEL(x, P): P##elem, the function of x\'s element type (reductions). */\n')
    o.append(gen_list('LN__ESEL', allv, lambda e, n: 'P##' + e.name))
    o.append('/* LN__ESEL_INT(x, P): the same, integer vectors only (bitwise reductions). */\n')
    o.append(gen_list('LN__ESEL_INT', ints, lambda e, n: 'P##' + e.name))
    return ''.join(o)


HELPERS = r'''
/* Byte offset of the most significant byte inside an element of esz bytes. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LN__MSB_OFF(esz) 0
#else
#define LN__MSB_OFF(esz) ((esz) - 1)
#endif

/* LN__ESZ(x): bytes of one element of vector x.  LN__ALLBITS(n): lanes 0..n-1 set. */
#define LN__ESZ(x) (sizeof(x) / (size_t)ln_vec_step(x))
#define LN__ALLBITS(n) ((n) >= 64 ? ~0ull : (1ull << (n)) - 1)

/* LN__ICE(x): 1 when x is an integer constant expression (the Linux kernel's __is_constexpr). */
#define LN__ICE(x) (sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))
/* LN__ALIGN_CONST_OK(a): 0 only when a is a constant that is neither 0 nor a power of two. */
#define LN__ALIGN_CONST_OK(a) __builtin_choose_expr(LN__ICE(a), \
    ((__builtin_choose_expr(LN__ICE(a), (a), 0) & (__builtin_choose_expr(LN__ICE(a), (a), 0) - 1)) == 0 && \
     __builtin_choose_expr(LN__ICE(a), (a), 0) >= 0), 1)

'''


GENERIC_HELPERS = r'''
/* Portable mask -> bits: bit i = most significant bit of lane i, for lanes 0..n-1. */
LN_INLINE uint64_t ln__mask_bits_g(const void *m, size_t esz, int n) {
  const unsigned char *b = (const unsigned char *)m;
  uint64_t r = 0;
  for (int i = 0; i < n; i++) r |= (uint64_t)(b[(size_t)i * esz + LN__MSB_OFF(esz)] >> 7) << i;
  return r;
}

/* ---- ln_mask_to_bits ---- */
/* Internal: the active-lane bits of the mask stored at m (esz-byte elements, n lanes). */
LN_INLINE uint64_t ln__mask_bits(const void *m, size_t esz, int n) {
#ifdef LN__ISA_mask_to_bits_any
  return LN__ISA_mask_to_bits_any(m, esz, n);
#else
  return ln__mask_bits_g(m, esz, n);
#endif
}

/* Portable bits -> mask: lane i = -1 when bit i is set, else 0; padding lane of a 3-lane mask 0. */
LN_INLINE void ln__mask_from_bits_g(void *m, size_t esz, int n, uint64_t bits) {
  unsigned char *b = (unsigned char *)m;
  int s = n == 3 ? 4 : n;
  for (int i = 0; i < s; i++) memset(b + (size_t)i * esz, (i < n && ((bits >> i) & 1)) ? 0xff : 0, esz);
}

/* Reductions over lanes 0..n-1 of the vector at v; lanes whose bit in act is clear (and the
 * padding lane of a 3-lane vector) take the identity.  Order: halving tree on the power-of-two
 * lane count p (p = 4 for 3 lanes): x[i] = x[i] op x[i + p/2] for i < p/2, then p/2, ... 1.
 * FIN maps the tree's result to the returned value. */
#define LN__RED_BODY(T, ident, OP, FIN)                                                     \
  T ln__x[64];                                                                            \
  int ln__p = n == 3 ? 4 : n;                                                             \
  memcpy(ln__x, v, sizeof(T) * (size_t)n);                                                \
  for (int ln__i = 0; ln__i < ln__p; ln__i++)                                             \
    if (ln__i >= n || !((act >> ln__i) & 1)) ln__x[ln__i] = (ident);                      \
  for (int ln__h = ln__p / 2; ln__h > 0; ln__h /= 2)                                      \
    for (int ln__i = 0; ln__i < ln__h; ln__i++) ln__x[ln__i] = OP(ln__x[ln__i], ln__x[ln__i + ln__h]); \
  return FIN(ln__x[0]);
#define LN__RED_INT(x) (x)
/* A floating-point NaN result is returned as the canonical quiet NaN (sign 0, payload 0): which
 * NaN operand an add or mul propagates depends on the ISA and on operand order the compiler may
 * swap, and an invalid operation (inf - inf) makes a negative NaN on x86, a positive one on Arm. */
#define LN__RED_FLT(x) ((x) != (x) ? (__typeof__(x))__builtin_nan("") : (x))
#define LN__OP_ADDU(a, b) ((a) + 0u + (b))
#define LN__OP_MULU(a, b) ((a) * 1u * (b))
#define LN__OP_AND(a, b) ((a) & (b))
#define LN__OP_OR(a, b) ((a) | (b))
#define LN__OP_XOR(a, b) ((a) ^ (b))
#define LN__OP_MIN(a, b) ((b) < (a) ? (b) : (a))
#define LN__OP_MAX(a, b) ((a) < (b) ? (b) : (a))
/* Floating point: every operation rounded to the element type (no excess precision). */
#define LN__OP_FADD(a, b) ((__typeof__(a))((a) + (b)))
#define LN__OP_FMUL(a, b) ((__typeof__(a))((a) * (b)))
/* Java Math.min/max: NaN if either is NaN; -0.0 < +0.0. */
#define LN__OP_FMIN(a, b) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) == (b) ? (__builtin_signbit((double)(a)) ? (a) : (b)) : (a) < (b) ? (a) : (b))
#define LN__OP_FMAX(a, b) ((a) != (a) ? (a) : (b) != (b) ? (b) : (a) == (b) ? (__builtin_signbit((double)(a)) ? (b) : (a)) : (a) < (b) ? (b) : (a))
'''


def reductions():
    o = []
    for e in ELEMS:
        t = ''
        sig = 'LN_INLINE %s ln__red_%%s_%s(const void *v, int n, uint64_t act) { ' % (e.scalar, e.name)
        if e.is_int:
            u = 'uint%d_t' % e.bits
            mx = {8: 'INT8', 16: 'INT16', 32: 'INT32', 64: 'INT64'}[e.bits]
            lo, hi = (mx + '_MIN', mx + '_MAX') if e.kind == 's' else ('0', 'U' + mx + '_MAX')
            for op, T, ident, OP in (('add', u, '0', 'LN__OP_ADDU'), ('mul', u, '1', 'LN__OP_MULU'),
                                     ('and', u, '(%s)~(%s)0' % (u, u), 'LN__OP_AND'), ('or', u, '0', 'LN__OP_OR'),
                                     ('xor', u, '0', 'LN__OP_XOR'), ('min', e.ctype, hi, 'LN__OP_MIN'),
                                     ('max', e.ctype, lo, 'LN__OP_MAX')):
                t += (sig % op) + 'LN__RED_BODY(%s, %s, %s, LN__RED_INT) }\n' % (T, ident, OP)
        else:
            T = e.ctype
            for op, ident, OP in (('add', '-0.0', 'LN__OP_FADD'), ('mul', '1.0', 'LN__OP_FMUL'),
                                  ('min', '__builtin_inf()', 'LN__OP_FMIN'), ('max', '-__builtin_inf()', 'LN__OP_FMAX')):
                t += (sig % op) + 'LN__RED_BODY(%s, (%s)%s, %s, LN__RED_FLT) }\n' % (T, T, ident, OP)
        if e.half:
            t = '#if LN_HAS_HALF\n' + t + '#endif\n'
        o.append(t)
    return ''.join(o)


def common_mask_h():
    return (HEADER_NOTE % ME + '''#ifndef LANES_IMPL_COMMON_MASK_H
#define LANES_IMPL_COMMON_MASK_H
/* Internal: type tables and helper macros of lanes/mask.h and lanes/gather.h, shared by the
 * portable code and the ISA kernels.  Included by those headers after lanes/types.h. */
#include <string.h>

''' + lists() + HELPERS + '\n#endif /* LANES_IMPL_COMMON_MASK_H */\n')


def generic_mask_h():
    return (HEADER_NOTE % ME + '''#ifndef LANES_IMPL_GENERIC_MASK_H
#define LANES_IMPL_GENERIC_MASK_H
/* Internal: portable code of lanes/mask.h (and the mask helpers of lanes/gather.h).  Included
 * after impl/common/mask.h and the ISA header. */
#include <string.h>
''' + GENERIC_HELPERS + '\n/* ---- ln_reduce ---- */\n' + reductions() + '\n#endif /* LANES_IMPL_GENERIC_MASK_H */\n')


def main():
    write('include/lanes/impl/common/mask.h', common_mask_h())
    write('include/lanes/impl/generic/mask.h', generic_mask_h())


if __name__ == '__main__':
    main()
