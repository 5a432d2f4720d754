#!/usr/bin/env python3
"""The one registry of lanes' lane-wise operations: the families ops (operators, lanes/ops.h),
integer (integer built-ins and min/max/clamp, lanes/integer.h) and relational
(lanes/relational.h).

Every such operation is declared once, as an Op row of OPS below.  Everything else that lists
these operations is derived from the rows by the generators (python3 tools/gen_all.py):
  - the public macro and its doc comment (tools/gen_ops.py writes lanes/ops.h; tools/gen_registry.py
    the op sections of lanes/integer.h and lanes/relational.h, between begin/end markers),
  - the typed forms ln_<op>_<type> (tools/gen_ops.py, gen_integer.py, gen_relational.py read
    their op lists from here; the body of each op stays in its generator),
  - the OpenCL spellings of lanes/opencl.h (tools/gen_opencl.py),
  - the PoCL differential cases (tools/gen_pocl.py),
  - the unit-test and fuzz tables tests/unit/table_<family>.h, tests/fuzz/table_<family>.h
    (tools/gen_registry.py), which pair each lanes function with its model function in tests/ref/,
  - the rows of README.md ("What is in it") and of docs/reference.md (tools/gen_registry.py;
    tools/gen_man.py writes docs/reference.md).
tools/check_registry.py (run by tests/run_matrix.sh with gen_all.py --check) fails when a list
in the tree disagrees with the registry.

Add a lane-wise op: a row here, its generic body (the generator of its family), its model
function in tests/ref/ref_<family>.h, and optionally an ISA kernel; then python3 tools/gen_all.py.

Fields of a row (Op(family, name, types, args, result, params, ...)):
  family   'ops', 'integer', 'relational' or 'math' (the public header lanes/<family>.h)
  name     the op: the generic macro is ln_<name>, the per-type functions ln_<name>_<type>
  types    element types it takes, a key of TYPESETS
  args     one letter per argument (ARG_KINDS)
  result   the result's kind (RESULT_KINDS)
  params   the macro's parameter names, as written in the header ('x, y')
  opencl   OpenCL C spelling: a built-in's name, or an operator ('+', '?:'); None if not OpenCL
  ref      the model in tests/ref/ref_<family>.h: a function ref_<...> (integer, relational), or
           for ops the R_<OP> code of ref_bin/ref_un (functions ref_select/ref_bitselect)
  ref_float  the model for floating types when it differs (min/max/clamp)
  sgen     True: OpenCL's (gentype, sgentype) forms, a vector with scalar arguments after the first
  cl_std   the OpenCL C version that has it ('1.2', or '2.0' for ctz)
  section  ops.h only: the '---- <section> ----' divider that opens a group
  doc      the lane formula, the doc text of the header (SHARED: documented with the row before)
  macro    the generic macro's text when it is not the family's standard one (std_macro)
  typed    False when the op has no per-type functions of its own (ln_cond uses ln_select_<type>)
  vec      math only: a vectorized approximation (exp, log, ...: tools/math_vec.py writes its
           per-type functions; tools/math_trig.py the trigonometric ones), tested against MPFR by
           tests/unit/test_math_exp.c and test_math_trig.c, not by the
           bit-exact tables (its rows have no model and no OpenCL spelling in the tables yet)
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lntypes import ELEMS, INTS, FLOATS, BY_NAME  # noqa: E402

FAMILIES = ('ops', 'integer', 'relational', 'math')

TYPESETS = {
    'ALL': ELEMS,
    'INT': INTS,
    'FLT': FLOATS,
    'INT32': [BY_NAME['int'], BY_NAME['uint']],
    'UPS': [BY_NAME[t] for t in ('char', 'uchar', 'short', 'ushort', 'int', 'uint')],
    'SINT': [BY_NAME[t] for t in ('char', 'short', 'int', 'long')],
}
# The _Generic association list (lanes/impl/dispatch.h LN__LIST_<SET>) of a type set.
DISPATCH_SET = {'ALL': 'ALL', 'INT': 'INT', 'FLT': 'FLT'}
TYPESET_TEXT = {
    'ALL': 'every type', 'INT': 'integers', 'FLT': 'half float double', 'INT32': 'int uint',
    'UPS': 'char .. uint', 'SINT': 'char short int long',
}

ARG_KINDS = {
    'T': 'a value of the element type',
    'U': 'the unsigned type of the same width and lane count',
    'N': 'a count (element type), taken modulo the lane width',
    'B': 'a bound (element type)',
    'M': 'a mask: integer lanes of the element width, the most significant bit selects',
    'I': 'int lanes of the same lane count (int for scalars)',
    'P': 'a pointer to the argument type (an output)',
    'Q': 'a pointer to int lanes of the same lane count (an output; int * for scalars)',
}
RESULT_KINDS = {
    'T': 'the argument type',
    'U': 'the unsigned type of the same width',
    'W': 'the type of twice the width, same signedness',
    'S': 'vectors: -1/0 in the signed integer type of the width; scalars: int 1/0',
    'I': 'int 1/0',
    'J': 'int lanes of the same lane count (int for scalars)',
}


class _Shared:
    def __repr__(self):
        return 'SHARED'


SHARED = _Shared()


class Op:
    def __init__(self, family, name, types, args, result, params, opencl=None, ref=None, ref_float=None,
                 sgen=False, cl_std='1.2', section=None, doc=None, macro=None, typed=True, vec=False):
        assert family in FAMILIES, family
        assert types in TYPESETS, types
        assert all(k in ARG_KINDS for k in args), args
        assert result in RESULT_KINDS, result
        self.family, self.name, self.types, self.args, self.result = family, name, types, args, result
        self.params = [p.strip() for p in params.split(',')]
        assert len(self.params) == len(args), name
        self.opencl, self.ref, self.ref_float, self.sgen, self.cl_std = opencl, ref, ref_float, sgen, cl_std
        self.section, self.doc, self.macro, self.typed = section, doc, macro, typed
        self.vec = vec

    @property
    def elems(self):
        return TYPESETS[self.types]

    @property
    def arity(self):
        return len(self.args)

    @property
    def is_builtin(self):
        """True when OpenCL spells it as a function (not an operator)."""
        return self.opencl is not None and re.match(r'^[a-z_][a-z0-9_]*$', self.opencl) is not None

    def refs(self):
        return [r for r in (self.ref, self.ref_float) if r]

    def std_macro(self):
        """The family's standard generic macro for this row (None where the family has none)."""
        n, p = self.name, ', '.join(self.params)
        if self.types not in DISPATCH_SET or self.arity > (2 if self.family == 'ops' else 3):
            return None
        if self.family == 'ops':
            if self.arity == 2:
                return '#define ln_%s(%s) LN__BINARY(%s, ln_%s_, %s)' % (n, p, DISPATCH_SET[self.types], n, p)
            if self.types == 'INT':
                return '#define ln_%s(%s) LN__UNARY_INT(ln_%s_, %s)' % (n, p, n, p)
            return '#define ln_%s(%s) LN__UNARY(%s, ln_%s_, %s)' % (n, p, DISPATCH_SET[self.types], n, p)
        if self.family == 'integer':
            if self.arity == 1:
                return '#define ln_%s(%s) LN__I_CALL1(%s, ln_%s_, %s)' % (n, p, DISPATCH_SET[self.types], n, p)
            who = ' and '.join([', '.join(self.params[:-1]), self.params[-1]])
            kind = {'INT': 'integer ', 'FLT': 'floating '}.get(self.types, '')
            return '#define ln_%s(%s) LN__I_CALL%d(%s, ln_%s_, "ln_%s: %s must have the same %stype", %s)' % (
                n, p, self.arity, DISPATCH_SET[self.types], n, n, who, kind, p)
        if self.family == 'math':
            if self.arity == 1:
                return '#define ln_%s(%s) LN__M_CALL1(ln_%s_, "ln_%s: %s must be half, float or double (scalar or vector)", %s)' % (
                    n, p, n, n, p, p)
            who = ' and '.join([', '.join(self.params[:-1]), self.params[-1]])
            return '#define ln_%s(%s) LN__M_CALL%d(ln_%s_, "ln_%s: %s must have the same floating type", %s)' % (
                n, p, self.arity, n, n, who, p)
        if self.arity == 1:
            return '#define ln_%s(%s) LN__R_CALL1(ln_%s_, %s)' % (n, p, n, p)
        return '#define ln_%s(%s) LN__R_CALL2(ln_%s_, LN__R_MSG(ln_%s), %s)' % (n, p, n, n, p)

    def macro_text(self):
        return self.macro if self.macro is not None else self.std_macro()

    def formula(self):
        """The doc text on one line (README, docs/reference.md)."""
        d = self.doc
        if d is SHARED:
            for o in family(self.family):
                if o is self:
                    break
                if o.doc is not SHARED:
                    d = o.doc
        return ' '.join(d.split())


def family(name):
    return [o for o in OPS if o.family == name]


def find(fam, name):
    for o in OPS:
        if o.family == fam and o.name == name:
            return o
    raise KeyError('%s/%s' % (fam, name))


# ---------------------------------------------------------------------------------------------
# The rows, in the order of the public headers.
OPS = [
    Op('ops', 'add', 'ALL', 'TT', 'T', 'a, b',
        opencl='+', ref='R_ADD',
        section='arithmetic',
        doc='''ln_add(a, b): r[i] = a[i] + b[i]; integer lanes wrap modulo 2^bits (signed: two's complement).'''),
    Op('ops', 'sub', 'ALL', 'TT', 'T', 'a, b',
        opencl='-', ref='R_SUB',
        doc='ln_sub(a, b): r[i] = a[i] - b[i]; integer lanes wrap.'),
    Op('ops', 'mul', 'ALL', 'TT', 'T', 'a, b',
        opencl='*', ref='R_MUL',
        doc='ln_mul(a, b): r[i] = a[i] * b[i]; integer lanes: low bits of the product (wrap).'),
    Op('ops', 'div', 'ALL', 'TT', 'T', 'a, b',
        opencl='/', ref='R_DIV',
        doc='''ln_div(a, b): r[i] = a[i] / b[i].  Floating point: IEEE (x/0 = +-inf, 0/0 = NaN).  Integers
truncate toward zero and never trap: x/0 = all bits set (-1 signed, MAX unsigned),
MIN/-1 = MIN.'''),
    Op('ops', 'rem', 'INT', 'TT', 'T', 'a, b',
        opencl='%', ref='R_REM',
        doc='''ln_rem(a, b): integers only.  r[i] = a[i] - b[i] * (a[i] / b[i]) (sign of a, as C);
x % 0 = x, MIN % -1 = 0.'''),
    Op('ops', 'neg', 'ALL', 'T', 'T', 'a',
        opencl='-', ref='R_NEG',
        doc='''ln_neg(a): r[i] = -a[i]; integers wrap (-MIN = MIN); floats flip the sign (-0.0 from 0.0).
Scalar char/uchar/short/ushort are promoted to int first, as C.'''),
    Op('ops', 'inc', 'INT', 'T', 'T', 'a',
        opencl='++', ref='R_INC',
        doc='''ln_inc(a), ln_dec(a): integers only: r[i] = a[i] + 1, a[i] - 1, wrapping (OpenCL has no ++/--
on floating point).  Scalars narrower than int give an int, as C's x + 1.'''),
    Op('ops', 'dec', 'INT', 'T', 'T', 'a',
        opencl='--', ref='R_DEC',
        doc=SHARED),
    Op('ops', 'shl', 'INT', 'TN', 'T', 'a, b',
        opencl='<<', ref='R_SHL',
        section='shifts',
        doc='''ln_shl(a, b), ln_shr(a, b): integers only.  r[i] = a[i] << (b[i] & (bits - 1)) and
a[i] >> (b[i] & (bits - 1)): the count is taken modulo the lane width in bits (any count,
negative or huge, is defined).  >> is arithmetic for signed lanes, logical for unsigned.
Forms: vector << vector (same type), vector << scalar (count converted, widened), and
scalar << scalar, done as OpenCL C 6.3.j says: after integer promotion, with the count
modulo the width of the promoted left operand (char x = 1, y = -2: x << y == 1 << 30, an
int, as Clang and PoCL compute it; some books show y & 7 here, from an older text).
scalar << vector does not compile (OpenCL rejects it).''',
        macro='#define ln_shl(a, b) LN__SHIFT(ln_shl_, a, b)'),
    Op('ops', 'shr', 'INT', 'TN', 'T', 'a, b',
        opencl='>>', ref='R_SHR',
        doc=SHARED,
        macro=r'''#define ln_shr(a, b) LN__SHIFT(ln_shr_, a, b)
#define LN__SHIFT(P, a, b) __extension__({ \
    __typeof__(a) ln__a = (a); __typeof__(b) ln__b = (b); \
    _Static_assert(LN__ISINT(ln__a) && LN__ISINT(ln__b), "ln_shl/ln_shr: operands must have integer types"); \
    _Static_assert(LN__IS_VEC(ln__a) || !LN__IS_VEC(ln__b), \
                   "ln_shl/ln_shr: scalar << vector is not OpenCL: when the count is a vector the left operand must be one"); \
    LN__WIDEN_FNS(ln__a) \
    _Generic((ln__a), LN__LIST_INT(P, ), LN__SLIST_INT(P, ))(ln__a, LN__WIDEN_BY(ln__a, ln__b)); })'''),
    Op('ops', 'and', 'INT', 'TT', 'T', 'a, b',
        opencl='&', ref='R_AND',
        section='bitwise',
        doc='''ln_and ln_or ln_xor (a, b), ln_not(a): integers only: r[i] = a[i] & b[i], |, ^, ~a[i].'''),
    Op('ops', 'or', 'INT', 'TT', 'T', 'a, b',
        opencl='|', ref='R_OR',
        doc=SHARED),
    Op('ops', 'xor', 'INT', 'TT', 'T', 'a, b',
        opencl='^', ref='R_XOR',
        doc=SHARED),
    Op('ops', 'not', 'INT', 'T', 'T', 'a',
        opencl='~', ref='R_NOT',
        doc=SHARED),
    Op('ops', 'eq', 'ALL', 'TT', 'S', 'a, b',
        opencl='==', ref='R_EQ',
        section='comparisons',
        doc='''ln_eq ln_ne ln_lt ln_gt ln_le ln_ge (a, b): r[i] = a[i] OP b[i] ? -1 : 0 (vectors, signed
integer type of the same width), 1 : 0 (scalars, int).  A NaN operand makes eq, lt, gt,
le, ge false and ne true.'''),
    Op('ops', 'ne', 'ALL', 'TT', 'S', 'a, b',
        opencl='!=', ref='R_NE',
        doc=SHARED),
    Op('ops', 'lt', 'ALL', 'TT', 'S', 'a, b',
        opencl='<', ref='R_LT',
        doc=SHARED),
    Op('ops', 'gt', 'ALL', 'TT', 'S', 'a, b',
        opencl='>', ref='R_GT',
        doc=SHARED),
    Op('ops', 'le', 'ALL', 'TT', 'S', 'a, b',
        opencl='<=', ref='R_LE',
        doc=SHARED),
    Op('ops', 'ge', 'ALL', 'TT', 'S', 'a, b',
        opencl='>=', ref='R_GE',
        doc=SHARED),
    Op('ops', 'land', 'ALL', 'TT', 'S', 'a, b',
        opencl='&&', ref='R_LAND',
        section='logical',
        doc='''ln_land(a, b), ln_lor(a, b): every type: r[i] = (a[i] != 0 && b[i] != 0) ? -1 : 0,
(a[i] != 0 || b[i] != 0) ? -1 : 0 for vectors, 1 : 0 (int) for scalars.  Floating lanes
compare with 0 as C does: NaN is true, -0.0 is false (OpenCL C 1.2 6.3.h, as PoCL computes).
Both operands are always evaluated (also for scalars: use C's && || to short-circuit).
ln_lnot(a): every type: r[i] = a[i] == 0 ? -1 : 0 (vectors), !a (scalars, int).'''),
    Op('ops', 'lor', 'ALL', 'TT', 'S', 'a, b',
        opencl='||', ref='R_LOR',
        doc=SHARED),
    Op('ops', 'lnot', 'ALL', 'T', 'S', 'a',
        opencl='!', ref='R_LNOT',
        doc=SHARED),
    Op('ops', 'select', 'ALL', 'TTM', 'T', 'a, b, c',
        opencl='select', ref='ref_select',
        section='selection',
        doc='''ln_select(a, b, c): OpenCL select.  Vector c: r[i] = (most significant bit of c[i] set) ?
b[i] : a[i].  a and b have the same vector type; c is a signed or unsigned integer vector
of the same lane width and count (for float a: int or uint lanes).  Scalars: c ? b : a with
c any integer.  Other combinations do not compile.''',
        macro=r'''#define ln_select(a, b, c) __extension__({ \
    __typeof__(a) ln__sa = (a); __typeof__(b) ln__sb = (b); __typeof__(c) ln__sc = (c); \
    _Static_assert(LN__ISINT(ln__sc), "ln_select: c must have an integer type"); \
    _Static_assert(LN__MCODE(ln__sa) == LN__MCODE(ln__sc) && LN__TCODE(ln__sa) == LN__TCODE(ln__sb), \
                   "ln_select: a and b must have one type, c integer lanes of the same width and count"); \
    _Generic((ln__sa), LN__LIST_ALL(ln_select_, ), LN__SLIST_ALL(ln_select_, ))(ln__sa, ln__sb, LN__TOS(ln__sc)); })'''),
    Op('ops', 'bitselect', 'ALL', 'TTT', 'T', 'a, b, c',
        opencl='bitselect', ref='ref_bitselect',
        doc='''ln_bitselect(a, b, c): r = (a & ~c) | (b & c) bit by bit (floats: on their bit patterns).
a, b, c have one type (scalars are converted to a's type).''',
        macro=r'''#define ln_bitselect(a, b, c) __extension__({ \
    __typeof__(a) ln__ba = (a); __typeof__(b) ln__bb = (b); __typeof__(c) ln__bc = (c); \
    _Static_assert(LN__TCODE(ln__ba) == LN__TCODE(ln__bb) && LN__TCODE(ln__ba) == LN__TCODE(ln__bc), \
                   "ln_bitselect: a, b and c must have one type"); \
    _Generic((ln__ba), LN__LIST_ALL(ln_bitselect_, ), LN__SLIST_ALL(ln_bitselect_, ))(ln__ba, ln__bb, ln__bc); })'''),
    Op('ops', 'cond', 'ALL', 'MTT', 'T', 'c, a, b',
        opencl='?:', ref='ref_select', typed=False,
        doc='''ln_cond(c, a, b): OpenCL's c ? a : b.  c must have an integer type (a floating-point
condition does not compile).  Scalar c: c ? a : b, with a scalar a or b widened to the
other's vector type.  Vector c: select(b, a, c), i.e. r[i] = (MSB of c[i] set) ? a[i] :
b[i] (so a c[i] of 1 selects b[i], as in OpenCL); a scalar a or b is widened to the other's
type; if both are scalars they are converted to their common C type and widened to c's lane
count.  The result type must have c's lane width and count.  All three arguments are
evaluated (once each).''',
        macro=r'''#define ln_cond(c, a, b) __extension__({ \
    __typeof__(c) ln__cc = (c); __typeof__(a) ln__ca = (a); __typeof__(b) ln__cb = (b); \
    _Static_assert(LN__ISINT(ln__cc), "ln_cond: the condition must have an integer type (OpenCL rejects floating point)"); \
    LN__WIDEN_FNS(LN__IFVEC(ln__ca, ln__ca, ln__cb)) \
    __auto_type ln__cx = LN__CVA(ln__cc, ln__ca, ln__cb); \
    __auto_type ln__cy = LN__CVA(ln__cc, ln__cb, ln__ca); \
    _Static_assert(!LN__IS_VEC(ln__cc) || (LN__TCODE(ln__cx) == LN__TCODE(ln__cy) && \
                   LN__MCODE(ln__cx) == LN__MCODE(ln__cc)), \
                   "ln_cond: a and b must have one type (after widening) with the lane width and count of c"); \
    LN__IFVEC(ln__cc,         LN__IFVEC(ln__cc, _Generic((ln__cx), LN__LIST_ALL(ln_select_, ), default: ln__cond_never), ln__cond_never)             (LN__IFVEC(ln__cc, ln__cy, 0), LN__IFVEC(ln__cc, ln__cx, 0), LN__IFVEC(ln__cc, LN__TOS(ln__cc), 0)),         LN__CCLEAN(LN__SCAL(ln__cc) ? LN__WIDEN_BY(ln__cb, ln__ca) : LN__WIDEN_BY(ln__ca, ln__cb))); })
/* Internal (ln_cond, scalar condition): x with the padding lane of a 3-lane type set to 0. */
#define LN__CCLEAN(x) __extension__({ __auto_type ln__cr = (x);     if (ln_lanes(ln__cr) == 3) __builtin_memset((char *)&ln__cr + sizeof ln__cr / 4 * 3, 0, sizeof ln__cr / 4);     ln__cr; })
/* Internal (ln_cond): x widened to the vector shape of the condition c (scalar c: x); needs the
 * LN__WIDEN_FNS of the vector among x and y. */
#define LN__CVA(c, x, y) LN__IFVEC(x, x, LN__IFVEC(y, LN__WIDEN_BY(y, x), LN__CSPLAT(c, LN__SCAL(x) + LN__SCAL(y), x)))
#define LN__CSPLAT(c, t, x) _Generic((char (*)[ln_lanes(c)])0,     char (*)[2]: _Generic((t), LN__SLIST_ALL(ln__splat_, 2), default: ln__never)(LN__SCAL(x)),     char (*)[3]: _Generic((t), LN__SLIST_ALL(ln__splat_, 3), default: ln__never)(LN__SCAL(x)),     char (*)[4]: _Generic((t), LN__SLIST_ALL(ln__splat_, 4), default: ln__never)(LN__SCAL(x)),     char (*)[8]: _Generic((t), LN__SLIST_ALL(ln__splat_, 8), default: ln__never)(LN__SCAL(x)),     char (*)[16]: _Generic((t), LN__SLIST_ALL(ln__splat_, 16), default: ln__never)(LN__SCAL(x)),     char (*)[32]: _Generic((t), LN__S_HALF(ln__splat_, 32) default: ln__never)(LN__SCAL(x)),     default: LN__SCAL(x))
LN_INLINE int ln__cond_never(int a, int b, int c) { (void)a; (void)b; (void)c; return 0; }'''),
    Op('integer', 'abs', 'INT', 'T', 'U', 'x',
        opencl='abs', ref='ref_abs',
        doc='''ugentype ln_abs(gentype x): |x| as the unsigned type of the same width (exact: abs(CHAR_MIN)
= 128).  Unsigned x: x.  Floating x does not compile (use fabs).'''),
    Op('integer', 'abs_diff', 'INT', 'TT', 'U', 'x, y',
        opencl='abs_diff', ref='ref_abs_diff',
        doc='''ugentype ln_abs_diff(gentype x, gentype y): |x - y| exact, as the unsigned type (never
overflows: abs_diff(CHAR_MIN, CHAR_MAX) = 255).'''),
    Op('integer', 'add_sat', 'INT', 'TT', 'T', 'x, y',
        opencl='add_sat', ref='ref_add_sat',
        doc='''gentype ln_add_sat(gentype x, gentype y): x + y saturated to [MIN, MAX] of the type.'''),
    Op('integer', 'sub_sat', 'INT', 'TT', 'T', 'x, y',
        opencl='sub_sat', ref='ref_sub_sat',
        doc='''gentype ln_sub_sat(gentype x, gentype y): x - y saturated to [MIN, MAX] (unsigned: 0 when y > x).'''),
    Op('integer', 'hadd', 'INT', 'TT', 'T', 'x, y',
        opencl='hadd', ref='ref_hadd',
        doc='''gentype ln_hadd(gentype x, gentype y): floor((x + y) / 2), the sum taken without overflow.'''),
    Op('integer', 'rhadd', 'INT', 'TT', 'T', 'x, y',
        opencl='rhadd', ref='ref_rhadd',
        doc='''gentype ln_rhadd(gentype x, gentype y): floor((x + y + 1) / 2), without overflow.'''),
    Op('integer', 'clz', 'INT', 'T', 'T', 'x',
        opencl='clz', ref='ref_clz',
        doc='''gentype ln_clz(gentype x): number of leading 0 bits of x's w-bit pattern; clz(0) = w.'''),
    Op('integer', 'ctz', 'INT', 'T', 'T', 'x',
        opencl='ctz', ref='ref_ctz',
        cl_std='2.0',
        doc='gentype ln_ctz(gentype x): number of trailing 0 bits; ctz(0) = w (OpenCL C 2.0).'),
    Op('integer', 'popcount', 'INT', 'T', 'T', 'x',
        opencl='popcount', ref='ref_popcount',
        doc="gentype ln_popcount(gentype x): number of 1 bits of x's w-bit pattern."),
    Op('integer', 'rotate', 'INT', 'TN', 'T', 'v, i',
        opencl='rotate', ref='ref_rotate',
        doc='''gentype ln_rotate(gentype v, gentype i): v's bits rotated left by (i mod w) (i's w-bit pattern
taken modulo w: any count is valid, negative counts of signed types rotate left by
(i mod 2^w) mod w, i.e. rotate(v, -1) rotates right by one).'''),
    Op('integer', 'mul_hi', 'INT', 'TT', 'T', 'x, y',
        opencl='mul_hi', ref='ref_mul_hi',
        doc='''gentype ln_mul_hi(gentype x, gentype y): the high w bits of the exact 2w-bit product x * y
(floor(x * y / 2^w)).'''),
    Op('integer', 'mad_hi', 'INT', 'TTT', 'T', 'a, b, c',
        opencl='mad_hi', ref='ref_mad_hi',
        doc='gentype ln_mad_hi(gentype a, gentype b, gentype c): mul_hi(a, b) + c, mod 2^w.'),
    Op('integer', 'mad_sat', 'INT', 'TTT', 'T', 'a, b, c',
        opencl='mad_sat', ref='ref_mad_sat',
        doc='''gentype ln_mad_sat(gentype a, gentype b, gentype c): the exact a * b + c saturated to
[MIN, MAX].'''),
    Op('integer', 'mul24', 'INT32', 'TT', 'T', 'x, y',
        opencl='mul24', ref='ref_mul24',
        doc='''int/uint only (other types do not compile).  OpenCL: x * y for x, y in [-2^23, 2^23 - 1]
(int) or [0, 2^24 - 1] (uint), implementation-defined otherwise.  lanes defines every input
as x * y mod 2^32 (the full 32-bit product, wrapping), which is what OpenCL C on CPUs
(PoCL) computes.''',
        macro=r'''#define LN__I_LIST24(P) ln_int2: P##int2, ln_int3: P##int3, ln_int4: P##int4, ln_int8: P##int8, ln_int16: P##int16, \
    ln_uint2: P##uint2, ln_uint3: P##uint3, ln_uint4: P##uint4, ln_uint8: P##uint8, ln_uint16: P##uint16
#define LN__I_IS24(x) _Generic((x), ln_int2: 1, ln_int3: 1, ln_int4: 1, ln_int8: 1, ln_int16: 1, ln_uint2: 1, \
    ln_uint3: 1, ln_uint4: 1, ln_uint8: 1, ln_uint16: 1, int: 1, unsigned int: 1, default: 0)
#define LN__I_SAME24(P, a, b) __builtin_types_compatible_p( \
    __typeof__(_Generic((a), LN__I_LIST24(P), default: ln__never)), __typeof__(_Generic((b), LN__I_LIST24(P), default: ln__never)))
#define ln_mul24(x, y) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(y) ln__ib = (y); \
    _Static_assert(LN__I_IS24(ln__ia) && LN__I_SAME24(ln_mul24_, ln__ia, ln__ib) && \
                   (LN__IS_VEC(ln__ia) || LN__I_IS24((LN__I_ST2(ln__ia, ln__ib))0)), \
                   "ln_mul24: x and y must both be int or both uint (scalar or vector)"); \
    _Generic((ln__ia), LN__I_LIST24(ln_mul24_), \
        default: _Generic((LN__I_ST2(ln__ia, ln__ib))0, int: ln_mul24_int, unsigned int: ln_mul24_uint, \
                          default: ln__never))(ln__ia, ln__ib); })'''),
    Op('integer', 'mad24', 'INT32', 'TTT', 'T', 'x, y, z',
        opencl='mad24', ref='ref_mad24',
        doc='''int/uint only: mul24(x, y) + z, mod 2^32 (mul24 as defined above, for every input).''',
        macro=r'''#define ln_mad24(x, y, z) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(y) ln__ib = (y); __typeof__(z) ln__ic = (z); \
    _Static_assert(LN__I_IS24(ln__ia) && LN__I_SAME24(ln_mad24_, ln__ia, ln__ib) && \
                   LN__I_SAME24(ln_mad24_, ln__ia, ln__ic) && \
                   (LN__IS_VEC(ln__ia) || LN__I_IS24((LN__I_ST3(ln__ia, ln__ib, ln__ic))0)), \
                   "ln_mad24: x, y and z must all be int or all uint (scalar or vector)"); \
    _Generic((ln__ia), LN__I_LIST24(ln_mad24_), \
        default: _Generic((LN__I_ST3(ln__ia, ln__ib, ln__ic))0, int: ln_mad24_int, unsigned int: ln_mad24_uint, \
                          default: ln__never))(ln__ia, ln__ib, ln__ic); })'''),
    Op('integer', 'upsample', 'UPS', 'TU', 'W', 'hi, lo',
        opencl='upsample', ref='ref_upsample',
        doc='''ln_upsample(hi, lo): hi is char uchar short ushort int uint (scalar or vector), lo the unsigned
type of the same width and lane count; the result has twice the width and hi's signedness
(char -> short, uchar -> ushort, ..., uint -> ulong; 32 lanes: char and uchar only, as no
wider type has 64 lanes or int 32): result = (hi << w) | lo, i.e.
hi * 2^w + lo.  A scalar lo is converted to hi's unsigned type (C conversion).  long/ulong hi,
or a vector lo of another type, do not compile.''',
        macro=r'''#define LN__I_LISTUP(P) \
    ln_char2: P##char2, ln_char3: P##char3, ln_char4: P##char4, ln_char8: P##char8, ln_char16: P##char16, \
    ln_char32: P##char32, \
    ln_uchar2: P##uchar2, ln_uchar3: P##uchar3, ln_uchar4: P##uchar4, ln_uchar8: P##uchar8, ln_uchar16: P##uchar16, \
    ln_uchar32: P##uchar32, \
    ln_short2: P##short2, ln_short3: P##short3, ln_short4: P##short4, ln_short8: P##short8, ln_short16: P##short16, \
    ln_ushort2: P##ushort2, ln_ushort3: P##ushort3, ln_ushort4: P##ushort4, ln_ushort8: P##ushort8, ln_ushort16: P##ushort16, \
    ln_int2: P##int2, ln_int3: P##int3, ln_int4: P##int4, ln_int8: P##int8, ln_int16: P##int16, \
    ln_uint2: P##uint2, ln_uint3: P##uint3, ln_uint4: P##uint4, ln_uint8: P##uint8, ln_uint16: P##uint16
#if CHAR_MIN < 0
#define LN__I_UPCHAR(P) char: P##char,
#else
#define LN__I_UPCHAR(P) char: P##uchar,
#endif
#define ln_upsample(hi, lo) __extension__({ \
    __typeof__(hi) ln__ia = (hi); __typeof__(lo) ln__ib = (lo); \
    _Static_assert(LN__IS_VEC(ln__ia) ? LN__I_UPS_LO(ln__ia, ln__ib) : !LN__IS_VEC(ln__ib), \
                   "ln_upsample: lo must have the unsigned type of hi's width and lane count"); \
    _Generic((ln__ia), LN__I_LISTUP(ln_upsample_), LN__I_UPCHAR(ln_upsample_) \
        signed char: ln_upsample_char, unsigned char: ln_upsample_uchar, short: ln_upsample_short, \
        unsigned short: ln_upsample_ushort, int: ln_upsample_int, unsigned int: ln_upsample_uint)(ln__ia, ln__ib); })'''),
    Op('integer', 'min', 'ALL', 'TT', 'T', 'x, y',
        opencl='min', ref='ref_min',
        ref_float='ref_fmin',
        sgen=True,
        doc='''ln_min(x, y): every integer and floating type; y is the same type as x or (OpenCL's
min(gentype, sgentype)) a scalar, converted to x's element type and used for every lane.
A scalar x with a vector y does not compile, nor a floating scalar y with an integer vector x.
Integers: y < x ? y : x.
Floating: x < y ? x : y.  That is OpenCL's "y if y < x, otherwise x" whenever x != y; where
OpenCL leaves the result open (a NaN operand; +0 against -0) it gives y, which is what
OpenCL C on CPUs (PoCL) computes and what x86 minps does: min(NaN, 1) = 1, min(1, NaN) = NaN,
min(+0, -0) = -0, min(-0, +0) = +0.''',
        macro=r'''#define LN__I_MINMAX(P, msg, a, b) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); \
    _Static_assert(LN__IS_VEC(ln__ia) ? (LN__IS_VEC(ln__ib) ? LN__I_SAMEV(ALL, P, ln__ia, ln__ib) \
                                                         : LN__I_SOK(ln__ia, ln__ib)) \
                                      : !LN__IS_VEC(ln__ib), msg); \
    LN__WIDEN_FNS(ln__ia) \
    _Generic((ln__ia), LN__LIST_ALL(P, ), \
        default: _Generic((LN__I_ST2(ln__ia, ln__ib))0, LN__SLIST_ALL(P, ), default: ln__never)) \
    (ln__ia, LN__WIDEN_BY(ln__ia, ln__ib)); })
#define ln_min(x, y) LN__I_MINMAX(ln_min_, "ln_min: y must have x's type, or be a scalar (integer for integer x)", x, y)'''),
    Op('integer', 'max', 'ALL', 'TT', 'T', 'x, y',
        opencl='max', ref='ref_max',
        ref_float='ref_fmax',
        sgen=True,
        doc='''ln_max(x, y): as ln_min, with y > x ? y : x for integers; floating: x > y ? x : y (y for a
NaN operand and for +0 against -0, as PoCL and x86 maxps).''',
        macro='''#define ln_max(x, y) LN__I_MINMAX(ln_max_, "ln_max: y must have x's type, or be a scalar (integer for integer x)", x, y)'''),
    Op('integer', 'clamp', 'ALL', 'TBB', 'T', 'x, minval, maxval',
        opencl='clamp', ref='ref_clamp',
        ref_float='ref_fclamp',
        sgen=True,
        doc='''ln_clamp(x, minval, maxval) = ln_min(ln_max(x, minval), maxval), every integer and floating
type; minval and maxval both of x's type or both scalars (OpenCL's clamp(gentype, sgentype,
sgentype)).  OpenCL leaves minval > maxval undefined: lanes returns maxval then (the formula).
Floating: the same formula with ln_min/ln_max's rules (NaN x gives minval, then the clamp
to maxval; a NaN bound is returned as is), as PoCL computes it.''',
        macro=r'''#define ln_clamp(x, minval, maxval) __extension__({ \
    __typeof__(x) ln__ia = (x); __typeof__(minval) ln__ib = (minval); __typeof__(maxval) ln__ic = (maxval); \
    _Static_assert(LN__IS_VEC(ln__ia) \
        ? (LN__IS_VEC(ln__ib) ? (LN__I_SAMEV(ALL, ln_clamp_, ln__ia, ln__ib) && LN__I_SAMEV(ALL, ln_clamp_, ln__ia, ln__ic)) \
                              : (!LN__IS_VEC(ln__ic) && LN__I_SOK(ln__ia, ln__ib) && LN__I_SOK(ln__ia, ln__ic))) \
        : (!LN__IS_VEC(ln__ib) && !LN__IS_VEC(ln__ic)), \
        "ln_clamp: minval and maxval must both have x's type, or both be scalars (integer for integer x)"); \
    LN__WIDEN_FNS(ln__ia) \
    _Generic((ln__ia), LN__LIST_ALL(ln_clamp_, ), \
        default: _Generic((LN__I_ST3(ln__ia, ln__ib, ln__ic))0, LN__SLIST_ALL(ln_clamp_, ), default: ln__never)) \
    (ln__ia, LN__WIDEN_BY(ln__ia, ln__ib), LN__WIDEN_BY(ln__ia, ln__ic)); })'''),
    Op('integer', 'sign', 'FLT', 'T', 'T', 'x',
        opencl='sign', ref='ref_sign',
        doc='''ln_sign(x): half, float or double x, vector or scalar (OpenCL C 1.2 section 6.12.4; integer x
does not compile): 1.0 where x > 0, -1.0 where x < 0, x itself for +0.0 and -0.0 (the zero keeps
its sign), +0.0 for a NaN.'''),
    Op('relational', 'isequal', 'FLT', 'TT', 'S', 'x, y',
        opencl='isequal', ref='ref_isequal',
        doc='x == y (false when either is NaN; -0.0 == +0.0)'),
    Op('relational', 'isnotequal', 'FLT', 'TT', 'S', 'x, y',
        opencl='isnotequal', ref='ref_isnotequal',
        doc='x != y (true when either is NaN)'),
    Op('relational', 'isgreater', 'FLT', 'TT', 'S', 'x, y',
        opencl='isgreater', ref='ref_isgreater',
        doc='x > y (false when either is NaN)'),
    Op('relational', 'isgreaterequal', 'FLT', 'TT', 'S', 'x, y',
        opencl='isgreaterequal', ref='ref_isgreaterequal',
        doc='x >= y (false when either is NaN)'),
    Op('relational', 'isless', 'FLT', 'TT', 'S', 'x, y',
        opencl='isless', ref='ref_isless',
        doc='x < y (false when either is NaN)'),
    Op('relational', 'islessequal', 'FLT', 'TT', 'S', 'x, y',
        opencl='islessequal', ref='ref_islessequal',
        doc='x <= y (false when either is NaN)'),
    Op('relational', 'islessgreater', 'FLT', 'TT', 'S', 'x, y',
        opencl='islessgreater', ref='ref_islessgreater',
        doc='(x < y) || (x > y) (false when either is NaN, false for -0.0, +0.0)'),
    Op('relational', 'isfinite', 'FLT', 'T', 'S', 'x',
        opencl='isfinite', ref='ref_isfinite',
        doc='x is neither infinite nor NaN (zeros, subnormals, normals)'),
    Op('relational', 'isinf', 'FLT', 'T', 'S', 'x',
        opencl='isinf', ref='ref_isinf',
        doc='x is +infinity or -infinity'),
    Op('relational', 'isnan', 'FLT', 'T', 'S', 'x',
        opencl='isnan', ref='ref_isnan',
        doc='x is a NaN (any payload, quiet or signalling, either sign)'),
    Op('relational', 'isnormal', 'FLT', 'T', 'S', 'x',
        opencl='isnormal', ref='ref_isnormal',
        doc='''x is a normal number: finite, not zero, not subnormal (in x's own format:
a float subnormal is not normal even though a double could hold it)'''),
    Op('relational', 'isordered', 'FLT', 'TT', 'S', 'x, y',
        opencl='isordered', ref='ref_isordered',
        doc='isequal(x, x) && isequal(y, y): neither is NaN'),
    Op('relational', 'isunordered', 'FLT', 'TT', 'S', 'x, y',
        opencl='isunordered', ref='ref_isunordered',
        doc='x or y is NaN'),
    Op('relational', 'signbit', 'FLT', 'T', 'S', 'x',
        opencl='signbit', ref='ref_signbit',
        doc='the sign bit of x is set (true for -0.0 and for NaNs with the sign bit)'),
    Op('relational', 'any', 'SINT', 'T', 'I', 'x',
        opencl='any', ref='ref_any',
        doc='''int ln_any(igentype x): 1 if the most significant (sign) bit of any of x's lanes is set (lanes
0..2 for 3-lane types, never the padding; for a scalar: x < 0), else 0.''',
        macro='#define ln_any(x) _Generic((x), LN__R_SINT(ln_any_, ln__any_))(x)'),
    Op('relational', 'all', 'SINT', 'T', 'I', 'x',
        opencl='all', ref='ref_all',
        doc='''int ln_all(igentype x): 1 if the most significant bit of every lane of x is set (3-lane types:
lanes 0..2; scalar: x < 0), else 0.''',
        macro='#define ln_all(x) _Generic((x), LN__R_SINT(ln_all_, ln__all_))(x)'),

    # ---- math (lanes/math.h): OpenCL C 1.2 section 6.12.2, the exactly specified functions ----
    Op('math', 'fabs', 'FLT', 'T', 'T', 'x',
        opencl='fabs', ref='ref_m_fabs',
        doc='''gentype ln_fabs(gentype x): |x|: x with its sign bit cleared (NaN payloads kept, fabs(-0) = +0).'''),
    Op('math', 'copysign', 'FLT', 'TT', 'T', 'x, y',
        opencl='copysign', ref='ref_m_copysign',
        doc='''gentype ln_copysign(gentype x, gentype y): x's magnitude with y's sign bit (also for zeros,
infinities and NaNs: copysign(1, -NaN) = -1).'''),
    Op('math', 'ceil', 'FLT', 'T', 'T', 'x',
        opencl='ceil', ref='ref_m_ceil',
        doc='''gentype ln_ceil(gentype x): the least integral value >= x (exact).  ceil(-0.5) = -0; +-0, +-inf
and NaN are returned as they are.'''),
    Op('math', 'floor', 'FLT', 'T', 'T', 'x',
        opencl='floor', ref='ref_m_floor',
        doc='''gentype ln_floor(gentype x): the greatest integral value <= x (exact).  floor(0.5) = +0,
floor(-0.5) = -1; +-0, +-inf and NaN are returned as they are.'''),
    Op('math', 'trunc', 'FLT', 'T', 'T', 'x',
        opencl='trunc', ref='ref_m_trunc',
        doc='''gentype ln_trunc(gentype x): x rounded toward zero to an integral value, with x's sign
(trunc(-0.5) = -0); +-0, +-inf and NaN are returned as they are.'''),
    Op('math', 'rint', 'FLT', 'T', 'T', 'x',
        opencl='rint', ref='ref_m_rint',
        doc='''gentype ln_rint(gentype x): x rounded to the nearest integral value, ties to even (rint(2.5) = 2,
rint(-0.5) = -0), with x's sign (lanes assumes the default rounding mode, as OpenCL does).'''),
    Op('math', 'round', 'FLT', 'T', 'T', 'x',
        opencl='round', ref='ref_m_round',
        doc='''gentype ln_round(gentype x): x rounded to the nearest integral value, ties away from zero
(round(2.5) = 3, round(-0.5) = -1, round(-0.4) = -0).'''),
    Op('math', 'fdim', 'FLT', 'TT', 'T', 'x, y',
        opencl='fdim', ref='ref_m_fdim',
        doc='''gentype ln_fdim(gentype x, gentype y): x - y (correctly rounded) if x > y, +0 if x <= y, NaN if
x or y is NaN.'''),
    Op('math', 'fmax', 'FLT', 'TT', 'T', 'x, y',
        opencl='fmax', ref='ref_m_fmax', sgen=True,
        doc='''gentype ln_fmax(gentype x, gentype y), also (gentype x, scalar y) for vectors: y if x < y, x if
x > y; a NaN argument gives the other one (NaN only when both are NaN), as OpenCL says.  Where
OpenCL (and C99 Annex F) leave the choice, +0 against -0, lanes returns y, as ln_max, PoCL and
x86 maxps do: fmax(-0, +0) = +0, fmax(+0, -0) = -0.''',
        macro='''#define ln_fmax(x, y) LN__M_MINMAX(ln_fmax_, "ln_fmax: y must have x's type, or be a scalar", x, y)'''),
    Op('math', 'fmin', 'FLT', 'TT', 'T', 'x, y',
        opencl='fmin', ref='ref_m_fmin', sgen=True,
        doc='''gentype ln_fmin(gentype x, gentype y), also (gentype x, scalar y) for vectors: y if y < x, x if
x < y; a NaN argument gives the other one; +0 against -0 gives y (as ln_min and PoCL).''',
        macro='''#define ln_fmin(x, y) LN__M_MINMAX(ln_fmin_, "ln_fmin: y must have x's type, or be a scalar", x, y)'''),
    Op('math', 'fma', 'FLT', 'TTT', 'T', 'a, b, c',
        opencl='fma', ref='ref_m_fma',
        doc='''gentype ln_fma(gentype a, gentype b, gentype c): a * b + c with one rounding (the exact value
rounded to nearest even), subnormals kept; inf * 0 + c = NaN; a NaN argument gives NaN.'''),
    Op('math', 'mad', 'FLT', 'TTT', 'T', 'a, b, c',
        opencl='mad', ref='ref_m_fma',
        doc='''gentype ln_mad(gentype a, gentype b, gentype c): lanes computes mad as fma (one rounding) on
every path, so its result is the same everywhere (OpenCL allows any precision for mad).'''),
    Op('math', 'sqrt', 'FLT', 'T', 'T', 'x',
        opencl='sqrt', ref='ref_m_sqrt',
        doc='''gentype ln_sqrt(gentype x): the square root correctly rounded (beyond OpenCL's 3 ulp for
float); sqrt(-0) = -0, sqrt(+inf) = +inf, NaN for x < 0 and for NaN; errno is never set.'''),
    Op('math', 'maxmag', 'FLT', 'TT', 'T', 'x, y',
        opencl='maxmag', ref='ref_m_maxmag',
        doc='''gentype ln_maxmag(gentype x, gentype y): x if |x| > |y|, y if |y| > |x|, else fmax(x, y) (so a
NaN argument gives the other one).'''),
    Op('math', 'minmag', 'FLT', 'TT', 'T', 'x, y',
        opencl='minmag', ref='ref_m_minmag',
        doc='''gentype ln_minmag(gentype x, gentype y): x if |x| < |y|, y if |y| < |x|, else fmin(x, y).'''),
    Op('math', 'nextafter', 'FLT', 'TT', 'T', 'x, y',
        opencl='nextafter', ref='ref_m_nextafter',
        doc='''gentype ln_nextafter(gentype x, gentype y): the next representable value after x toward y; y if
x == y (so nextafter(-0, +0) = +0); NaN if x or y is NaN; from +-0 the smallest subnormal with
y's sign; from the largest finite value toward inf, inf.'''),
    # ---- math, part 2: exact remainders, decompositions and exponents ----
    Op('math', 'fmod', 'FLT', 'TT', 'T', 'x, y',
        opencl='fmod', ref='ref_m_fmod',
        doc='''gentype ln_fmod(gentype x, gentype y): x - y * trunc(x / y), exact (C99 fmod): the sign of x,
|result| < |y|; NaN for y = 0, x = +-inf or a NaN argument; fmod(+-0, y) = +-0, fmod(x, +-inf) = x
for finite x.'''),
    Op('math', 'remainder', 'FLT', 'TT', 'T', 'x, y',
        opencl='remainder', ref='ref_m_remainder',
        doc='''gentype ln_remainder(gentype x, gentype y): x - y * n, exact, n the integer nearest x / y (ties
to even; IEEE 754 remainder); NaN for y = 0, x = +-inf or a NaN argument; a zero result has x's
sign; remainder(x, +-inf) = x for finite x.'''),
    Op('math', 'remquo', 'FLT', 'TTQ', 'T', 'x, y, quo',
        opencl='remquo', ref='ref_m_remquo',
        doc='''gentype ln_remquo(gentype x, gentype y, intn *quo): remainder(x, y) (exact), and *quo =
the low 7 bits of |n|, n the integer nearest x / y (ties to even, remainder's n), with the sign of
x / y: -(|n| mod 128) when x and y differ in sign, else |n| mod 128 (OpenCL asks the sign and at
least 3 bits; 7 are what PoCL gives); NaN with *quo = 0 for y = 0, x = +-inf or a NaN argument;
remquo(x, +-inf) = x with *quo = 0 for finite x.  quo points to int lanes of x's lane count (int *
for scalars); y has x's type (scalars: their common type).''',
        macro='#define ln_remquo(x, y, quo) LN__M_PTRI2(ln_remquo_, "ln_remquo: x and y one floating type, quo a pointer to int lanes of their lane count", x, y, quo)'),
    Op('math', 'fract', 'FLT', 'TP', 'T', 'x, iptr',
        opencl='fract', ref='ref_m_fract',
        doc='''gentype ln_fract(gentype x, gentype *iptr): *iptr = floor(x); returns fmin(x - floor(x), the
largest value below 1 (0x1.fffffep-1f, 0x1.fffffffffffffp-1, half 0x1.ffcp-1)) (OpenCL C 1.2
6.12.2).  +-0: returns +-0, *iptr = +-0; +-inf: returns +-0, *iptr = +-inf; NaN: returns NaN,
*iptr = NaN.''',
        macro='#define ln_fract(x, iptr) LN__M_PTR(ln_fract_, "ln_fract: iptr must point to x\'s type", x, iptr)'),
    Op('math', 'modf', 'FLT', 'TP', 'T', 'x, iptr',
        opencl='modf', ref='ref_m_modf',
        doc='''gentype ln_modf(gentype x, gentype *iptr): *iptr = trunc(x); returns x - trunc(x) with x's sign
(exact; C99 modf): modf(-2.5) = -0.5, modf(+-inf) = +-0 with *iptr = +-inf, NaN gives NaN and
*iptr = NaN.''',
        macro='#define ln_modf(x, iptr) LN__M_PTR(ln_modf_, "ln_modf: iptr must point to x\'s type", x, iptr)'),
    Op('math', 'frexp', 'FLT', 'TQ', 'T', 'x, exp',
        opencl='frexp', ref='ref_m_frexp',
        doc='''gentype ln_frexp(gentype x, intn *exp): x = m * 2^*exp with |m| in [0.5, 1), m returned with x's
sign (exact, subnormal x included); +-0, +-inf and NaN are returned as they are with *exp = 0.
exp points to int lanes of x's lane count (int for scalars).''',
        macro='#define ln_frexp(x, exp) LN__M_PTRI(ln_frexp_, "ln_frexp: exp must point to int lanes of x\'s lane count", x, exp)'),
    Op('math', 'ldexp', 'FLT', 'TI', 'T', 'x, k',
        opencl='ldexp', ref='ref_m_ldexp', sgen=True,
        doc='''gentype ln_ldexp(gentype x, intn k), and (gentype x, int k) for vectors (k used for every
lane): x * 2^k rounded once (to nearest even; a subnormal result is rounded once, no double
rounding), +-inf on overflow, +-0 on underflow; +-0, +-inf and NaN are returned as they are.''',
        macro='#define ln_ldexp(x, k) LN__M_LDEXP(ln_ldexp_, "ln_ldexp: k must be int lanes of x\'s lane count, or an int", x, k)'),
    Op('math', 'ilogb', 'FLT', 'T', 'J', 'x',
        opencl='ilogb', ref='ref_m_ilogb',
        macro='#define ln_ilogb(x) LN__M_CALL1_I(ln_ilogb_, "ln_ilogb: x must be half, float or double (scalar or vector)", x)',
        doc='''intn ln_ilogb(gentype x): the unbiased exponent of x as an int (floor(log2|x|), subnormals
included); ilogb(+-0) = LN_FP_ILOGB0 (INT_MIN), ilogb(NaN) = LN_FP_ILOGBNAN (INT_MAX, as
PoCL), ilogb(+-inf) = INT_MAX.'''),
    Op('math', 'logb', 'FLT', 'T', 'T', 'x',
        opencl='logb', ref='ref_m_logb',
        doc='''gentype ln_logb(gentype x): the unbiased exponent of x as a floating value (floor(log2|x|),
exact); logb(+-0) = -inf, logb(+-inf) = +inf, NaN gives NaN.'''),
    # ---- math, part 3: exponentials and logarithms (vectorized; tools/math_vec.py) ----
    Op('math', 'exp', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_exp(gentype x): e^x, within 1 ulp of the exact value (float: computed in
float, < 0.96 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
rounded), vectorized, the same bits on every target and compiler; exp(+-0) = 1, exp(-inf) = +0,
exp(+inf) = +inf, +inf on overflow, +0 or a subnormal on underflow; NaN gives NaN; subnormals kept,
errno never set.'''),
    Op('math', 'exp2', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_exp2(gentype x): 2^x, within 1 ulp of the exact value (float: computed in
float, < 0.88 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
rounded), vectorized, the same bits on every target and compiler; exp2(+-0) = 1, exact for integral
x in range, exp2(-inf) = +0, exp2(+inf) = +inf; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'exp10', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_exp10(gentype x): 10^x, within 1 ulp of the exact value (float: computed
in float, < 0.85 ulp on every input; double: < 1 ulp, up to 0.81 measured; half: the float result
rounded), vectorized, the same bits on every target and compiler; exp10(+-0) = 1, exp10(-inf) = +0,
exp10(+inf) = +inf; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'log', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_log(gentype x): the natural logarithm, within 1 ulp of the exact value
(float: computed in float, < 0.61 ulp on every input; double: < 1 ulp, up to 0.502 measured; half:
the float result rounded), vectorized, the same bits on every target and compiler; log(1) = +0,
log(+-0) = -inf, log(x < 0) = NaN, log(+inf) = +inf; NaN gives NaN; subnormals kept, errno never
set.'''),
    Op('math', 'log2', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_log2(gentype x): the base-2 logarithm, within 1 ulp of the exact value
(float: computed in float, < 0.57 ulp on every input; double: < 1 ulp, up to 0.506 measured; half:
the float result rounded), vectorized, the same bits on every target and compiler; exact for powers
of 2 (log2(2^k) = k), log2(+-0) = -inf, log2(x < 0) = NaN, log2(+inf) = +inf; NaN gives NaN;
subnormals kept, errno never set.'''),
    Op('math', 'log10', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_log10(gentype x): the base-10 logarithm, within 1 ulp of the exact value
(float: computed in float, < 0.59 ulp on every input; double: < 1 ulp, up to 0.502 measured; half:
the float result rounded), vectorized, the same bits on every target and compiler; log10(1) = +0,
log10(+-0) = -inf, log10(x < 0) = NaN, log10(+inf) = +inf; NaN gives NaN; subnormals kept, errno
never set.'''),
    # ---- math, part 4: powers (vectorized; tools/math_pow.py) ----
    Op('math', 'pow', 'FLT', 'TT', 'T', 'x, y', vec=True,
        doc='''gentype ln_pow(gentype x, gentype y): x^y, within 1 ulp of the exact value (double: log|x| to
2^-68 and y log|x| as double-doubles, then exp; float computed in double, within 0.5 + 2^-13 ulp; half:
the float result rounded), vectorized, the same bits on every target and compiler; C99 Annex F's
special cases: pow(x, +-0) = 1 and pow(1, y) = 1 even for NaN, pow(-1, +-inf) = 1, NaN for finite
x < 0 and non-integral finite y, the sign of x for odd integral y, +-0 and +-inf arguments as C99
(pow(+-0, y < 0) = +-inf or +inf, ...), +-inf on overflow, subnormals kept, errno never set.'''),
    Op('math', 'powr', 'FLT', 'TT', 'T', 'x, y', vec=True,
        doc='''gentype ln_powr(gentype x, gentype y): x^y for x >= 0 (OpenCL C 7.5), as ln_pow there (within 1
ulp); NaN for x < 0, for (+-0, +-0), (+inf, +-0), (1, +-inf) and a NaN argument; powr(+-0, y < 0) =
+inf, powr(+-0, y > 0) = +0, powr(+inf, y < 0) = +0, powr(+inf, y > 0) = +inf, powr(1, finite y)
= 1.'''),
    Op('math', 'pown', 'FLT', 'TI', 'T', 'x, n', vec=True,
        doc='''gentype ln_pown(gentype x, intn n): x^n, n int lanes of x's lane count (int for scalars): ln_pow
with y = n (exact in double; float computed in double), within 1 ulp; pown(x, 0) = 1 even for NaN
x, pown(+-0, n < 0) = +-inf (odd n) or +inf, pown(+-0, n > 0) = +-0 (odd n) or +0.''',
        macro='#define ln_pown(x, n) LN__M_CALLI(ln_pown_, "ln_pown: n must be int lanes of the lane count of x (int for a scalar x)", x, n)'),
    Op('math', 'rootn', 'FLT', 'TI', 'T', 'x, n', vec=True,
        doc='''gentype ln_rootn(gentype x, intn n): x^(1/n), n int lanes of x's lane count (int for scalars),
within 1 ulp (double: log|x| / n as a double-double; float computed in double); rootn(x, 0) = NaN,
NaN for x < 0 and even n and for NaN x, x's sign for odd n, rootn(+-0, n < 0) = +-inf (odd n) or
+inf, rootn(+-0, n > 0) = +-0 (odd n) or +0, rootn(x, 1) = x.''',
        macro='#define ln_rootn(x, n) LN__M_CALLI(ln_rootn_, "ln_rootn: n must be int lanes of the lane count of x (int for a scalar x)", x, n)'),
    # ---- math, part 5: trigonometric functions (vectorized; tools/math_trig.py) ----
    Op('math', 'sin', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_sin(gentype x): the sine of x (radians), within 1 ulp of the exact value at every
finite x (full range reduction: Payne-Hanek beyond 2^30 (double) or 2^12 (float); float: computed
in float, < 0.80 ulp on every input; double: up to 0.76 measured; half: the float result rounded), vectorized, the same bits on every target and compiler;
sin(+-0) = +-0, sin(+-inf) = NaN; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'cos', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_cos(gentype x): the cosine of x (radians), within 1 ulp of the exact value at
every finite x (as ln_sin; float < 0.80 ulp on every input, double up to 0.77 measured); cos(+-0) = 1, cos(+-inf) = NaN; NaN gives NaN; errno never set.'''),
    Op('math', 'tan', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_tan(gentype x): the tangent of x (radians), within 1 ulp of the exact value at
every finite x (as ln_sin: the quotient of sine and cosine carried in twice the precision; float
< 0.98 ulp on every input, double up to 0.98 measured);
tan(+-0) = +-0, tan(+-inf) = NaN; NaN gives NaN; errno never set.'''),
    Op('math', 'sincos', 'FLT', 'TP', 'T', 'x, cosval', vec=True,
        doc='''gentype ln_sincos(gentype x, gentype *cosval): returns ln_sin(x) and stores ln_cos(x) in
*cosval (OpenCL C 1.2 6.12.2; the same bits as the two functions).''',
        macro='#define ln_sincos(x, cosval) LN__M_PTR(ln_sincos_, "ln_sincos: cosval must point to x\'s type", x, cosval)'),
    Op('math', 'sinpi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_sinpi(gentype x): sin(pi x), within 1 ulp of the exact value (the reduction
modulo 1/2 is exact; float: computed in float, < 0.76 ulp on every input; double: up to 0.75
measured; half: the float result rounded), vectorized, the
same bits on every target and compiler; sinpi(+-0) = +-0, sinpi(n) = +0 for an integer n > 0 and
-0 for n < 0, sinpi(+-inf) = NaN; NaN gives NaN; errno never set (C23, OpenCL C 7.5).'''),
    Op('math', 'cospi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_cospi(gentype x): cos(pi x), within 1 ulp of the exact value (as ln_sinpi; float < 0.74
ulp on every input, double up to 0.73 measured);
cospi(+-0) = 1, cospi(n + 1/2) = +0 for every integer n, cospi(+-inf) = NaN; NaN gives NaN.'''),
    Op('math', 'tanpi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_tanpi(gentype x): tan(pi x), within 1 ulp of the exact value (as ln_sinpi; float < 0.92
ulp on every input, double up to 0.86 measured);
tanpi(+-0) = +-0, tanpi(n) = copysign(0, n) for even n and copysign(0, -n) for odd n,
tanpi(n + 1/2) = +inf for even n and -inf for odd n, tanpi(+-inf) = NaN; NaN gives NaN.'''),
    # ---- math, part 6: inverse trigonometric functions (vectorized; tools/math_atrig.py) ----
    Op('math', 'asin', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_asin(gentype x): the arcsine in [-pi/2, pi/2], within 1 ulp of the exact value
(float: computed in float, < 0.65 ulp on every input; double: up to 0.65 measured; half: the float result rounded), vectorized, the same bits on every
target and compiler; asin(+-0) = +-0, NaN for |x| > 1 and for NaN; errno never set.'''),
    Op('math', 'acos', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_acos(gentype x): the arccosine in [0, pi], within 1 ulp of the exact value (float:
computed in float, < 0.63 ulp on every input; double: up to 0.64 measured; half: the float result rounded), vectorized, the same bits on every target and
compiler; acos(1) = +0, NaN for |x| > 1 and for NaN; errno never set.'''),
    Op('math', 'atan', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_atan(gentype x): the arctangent in [-pi/2, pi/2], within 1 ulp of the exact value
(float: computed in float, < 0.62 ulp on every input; double: up to 0.66 measured; half: the float result rounded), vectorized, the same bits on every
target and compiler; atan(+-0) = +-0, atan(+-inf) = +-pi/2 (rounded); NaN gives NaN; errno never
set.'''),
    Op('math', 'atan2', 'FLT', 'TT', 'T', 'y, x', vec=True,
        doc='''gentype ln_atan2(gentype y, gentype x): the angle of the point (x, y) in [-pi, pi], within 1
ulp of the exact value (float: computed in float; up to 0.75 measured, float and double; half: the
float result rounded), vectorized, the same bits on every target and compiler; C99 Annex F's
special cases: atan2(+-0, +0 or x > 0) = +-0, atan2(+-0, -0 or x < 0) = +-pi, atan2(y, +-0) =
+-pi/2 for y != 0 (y's sign), atan2(+-y, +inf) = +-0 and atan2(+-y, -inf) = +-pi for finite y,
atan2(+-inf, x) = +-pi/2 for finite x, atan2(+-inf, +inf) = +-pi/4, atan2(+-inf, -inf) = +-3pi/4;
NaN if y or x is NaN; errno never set.'''),
    Op('math', 'asinpi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_asinpi(gentype x): asin(x) / pi in [-1/2, 1/2], within 1 ulp of the exact value
(float: computed in float, <= 0.75 ulp on every input; double: up to 0.75 measured; half: the float result rounded), vectorized, the same bits on every
target and compiler; asinpi(+-0) = +-0, asinpi(+-1) = +-1/2, NaN for |x| > 1 and for NaN.'''),
    Op('math', 'acospi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_acospi(gentype x): acos(x) / pi in [0, 1], within 1 ulp of the exact value (float:
computed in float, < 0.6 ulp on every input; double: up to 0.61 measured; half: the float result rounded), vectorized, the same bits on every target and
compiler; acospi(1) = +0, acospi(-1) = 1, NaN for |x| > 1 and for NaN.'''),
    Op('math', 'atanpi', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_atanpi(gentype x): atan(x) / pi in [-1/2, 1/2], within 1 ulp of the exact value
(float: computed in float, <= 0.75 ulp on every input; double: up to 0.75 measured; half: the float result rounded), vectorized, the same bits on every
target and compiler; atanpi(+-0) = +-0, atanpi(+-inf) = +-1/2; NaN gives NaN.'''),
    Op('math', 'atan2pi', 'FLT', 'TT', 'T', 'y, x', vec=True,
        doc='''gentype ln_atan2pi(gentype y, gentype x): atan2(y, x) / pi in [-1, 1], within 1 ulp of the
exact value (float: computed in float; up to 0.90 measured, float and double; half: the float result
rounded), vectorized, the same bits on every target and compiler; atan2's special cases divided by pi, exactly: +-0, +-1, +-1/2,
+-1/4, +-3/4 (OpenCL 7.5.1); NaN if y or x is NaN.'''),
    # ---- math, part 7: expm1 log1p cbrt rsqrt hypot, hyperbolic (vectorized; tools/math_hyp.py) ----
    Op('math', 'expm1', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_expm1(gentype x): e^x - 1, within 1 ulp of the exact value (measured: at
most 0.51 ulp for float on every input, 0.60 for double), accurate near 0 (where exp(x) - 1 loses the
low bits), vectorized, the same bits on every target and compiler (float computed in double; half: the
float result rounded); expm1(+-0) = +-0, expm1(-inf) = -1, expm1(+inf) = +inf, +inf on overflow; NaN
gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'log1p', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_log1p(gentype x): log(1 + x), within 1 ulp of the exact value (measured: at
most 0.67 ulp for float on every input, 0.68 for double), accurate near 0, vectorized, the same bits
on every target and compiler (float computed in float; half: the float result rounded); log1p(+-0) =
+-0, log1p(-1) = -inf, log1p(x < -1) = NaN, log1p(+inf) = +inf; NaN gives NaN; subnormals kept, errno
never set.'''),
    Op('math', 'cbrt', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_cbrt(gentype x): the real cube root (negative for negative x), within 1 ulp
of the exact value (measured: at most 0.51 ulp for float on every input, 0.50 for double), vectorized,
the same bits on every target and compiler (half: the float result rounded); +-0, +-inf and NaN are
returned as they are (NaN quieted); subnormals kept.'''),
    Op('math', 'rsqrt', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_rsqrt(gentype x): 1 / sqrt(x), within 1 ulp of the exact value (measured: at
most 0.50 ulp for float on every input, 0.51 for double) (not the hardware estimate), vectorized, the
same bits on every target and compiler (half: the float result rounded); rsqrt(+-0) = +-inf,
rsqrt(+inf) = +0, rsqrt(x < 0) = NaN; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'hypot', 'FLT', 'TT', 'T', 'x, y', vec=True,
        doc='''gentype ln_hypot(gentype x, gentype y): sqrt(x^2 + y^2) without spurious overflow or
underflow, within 1 ulp of the exact value (measured: at most 0.75 ulp for float, 0.75 for double),
vectorized, the same bits on every target and compiler (half: the float result rounded); +inf if
either argument is infinite (even with a NaN other), else NaN if either is NaN; hypot(x, +-0) = |x|;
+inf on overflow; subnormals kept, errno never set.'''),
    Op('math', 'sinh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_sinh(gentype x): the hyperbolic sine, within 1 ulp of the exact value
(measured: at most 0.58 ulp for float on every input, 0.56 for double), vectorized, the same bits on
every target and compiler (float computed in float; half: the float result rounded); finite up to the
overflow threshold (float near 89.4, double near 710.5: no intermediate overflows), +-inf beyond;
sinh(+-0) = +-0, sinh(+-inf) = +-inf; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'cosh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_cosh(gentype x): the hyperbolic cosine, within 1 ulp of the exact value
(measured: at most 0.54 ulp for float on every input, 0.53 for double), vectorized, the same bits on
every target and compiler (float computed in float; half: the float result rounded); finite up to the
overflow threshold (float near 89.4, double near 710.5), +inf beyond; cosh(+-0) = 1, cosh(+-inf) =
+inf; NaN gives NaN; errno never set.'''),
    Op('math', 'tanh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_tanh(gentype x): the hyperbolic tangent, within 1 ulp of the exact value
(measured: at most 0.51 ulp for float on every input, 0.57 for double), vectorized, the same bits on
every target and compiler (float computed in double; half: the float result rounded); tanh(+-0) = +-0,
tanh(+-inf) = +-1; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'asinh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_asinh(gentype x): the inverse hyperbolic sine, within 1 ulp of the exact
value (measured: at most 0.67 ulp for float on every input, 0.66 for double), vectorized, the same
bits on every target and compiler (float computed in float; half: the float result rounded);
asinh(+-0) = +-0, asinh(+-inf) = +-inf; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'acosh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_acosh(gentype x): the inverse hyperbolic cosine, within 1 ulp of the exact
value (measured: at most 0.65 ulp for float on every input, 0.68 for double), vectorized, the same
bits on every target and compiler (float computed in float; half: the float result rounded); acosh(1)
= +0, acosh(x < 1) = NaN, acosh(+inf) = +inf; NaN gives NaN; errno never set.'''),
    Op('math', 'atanh', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_atanh(gentype x): the inverse hyperbolic tangent, within 1 ulp of the exact
value (measured: at most 0.68 ulp for float on every input, 0.71 for double), vectorized, the same
bits on every target and compiler (float computed in float; half: the float result rounded);
atanh(+-0) = +-0, atanh(+-1) = +-inf, atanh(|x| > 1) = NaN; NaN gives NaN; subnormals kept, errno
never set.'''),
    # ---- math, part 8: erf erfc (vectorized; tools/math_erf.py) ----
    Op('math', 'erf', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_erf(gentype x): the error function 2/sqrt(pi) times the integral of e^-t^2 from 0
to x, within 1 ulp of the exact value (measured: at most 0.50 ulp for float on every input, 0.70 for
double), vectorized, the same bits on every target and compiler (float computed in double and rounded
once; half: the float result rounded); erf(+-0) = +-0, erf(+-inf) = +-1; NaN gives NaN; subnormals
kept, errno never set.'''),
    Op('math', 'erfc', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_erfc(gentype x): the complementary error function 1 - erf(x), with its relative
accuracy kept for large x down to the underflow (float near 10.05, double near 27.23: subnormal
results, then +0), within 1.5 ulp of the exact value (measured: at most 0.50 ulp for float on every input,
1.21 for double), vectorized, the same bits on every target and compiler (float computed in
double and rounded once; half: the float result rounded); erfc(-inf) = 2, erfc(+inf) = +0, erfc(+-0)
= 1; NaN gives NaN; errno never set.'''),

    # ---- math, part 9: tgamma lgamma lgamma_r (vectorized; tools/math_gamma.py) ----
    Op('math', 'tgamma', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_tgamma(gentype x): the gamma function, within 1 ulp of the exact value (double:
Gamma(2 + t) as a float-float times or divided by an exact float-float product; float: the double
result rounded; half: the float result rounded; measured: docs/semantics.md, "Gamma functions"),
vectorized, the same bits on every target and compiler; C99 Annex F: tgamma(+-0) = +-inf,
tgamma(negative integer) = NaN, tgamma(-inf) = NaN, tgamma(+inf) = +inf, +inf on overflow (x above
about 35.04 float, 171.62 double), +-0 or a subnormal with the sign of Gamma for large negative
non-integers; NaN gives NaN; subnormals kept, errno never set.'''),
    Op('math', 'lgamma', 'FLT', 'T', 'T', 'x', vec=True,
        doc='''gentype ln_lgamma(gentype x): log|Gamma(x)|, within 1.5 ulp of the exact value except near
the zeros of lgamma at negative x, where the absolute error is below 2^-54 (double; float and half
computed in double and rounded; measured: docs/semantics.md, "Gamma functions"), accurate near the
zeros at 1 and 2, vectorized, the same bits on every target and compiler; lgamma(1) = lgamma(2) =
+0, lgamma(x) = +inf for x = 0 and the negative integers, lgamma(+-inf) = +inf; NaN gives NaN;
errno never set.'''),
    Op('math', 'lgamma_r', 'FLT', 'TQ', 'T', 'x, signp', vec=True,
        doc='''gentype ln_lgamma_r(gentype x, intn *signp): ln_lgamma(x) (the same bits), and the sign of
Gamma(x) (+1 or -1) stored in *signp, int lanes of x's lane count (int for scalars); as glibc's
lgamma_r: *signp = +1 for NaN, +-inf, +0 and the negative integers, -1 for -0.''',
        macro='#define ln_lgamma_r(x, signp) LN__M_PTRI(ln_lgamma_r_, "ln_lgamma_r: signp must point to int lanes of x\'s lane count", x, signp)'),
    Op('math', 'nan', 'FLT', 'U', 'T', 'nancode',
        opencl='nan', ref='ref_m_nan',
        doc='''floatn ln_nan(uintn nancode), doublen ln_nan(ulongn), halfn ln_nan(ushortn): a quiet NaN,
positive, whose significand holds the low bits of nancode below the quiet bit (float: nancode &
0x3fffff).  The argument's type chooses the result's: uint -> float, ulong -> double, ushort ->
half.''',
        macro='#define ln_nan(nancode) _Generic((nancode), LN__M_NAN_LIST)(nancode)'),
    Op('math', 'degrees', 'FLT', 'T', 'T', 'radians',
        opencl='degrees', ref='ref_m_degrees',
        doc='''gentype ln_degrees(gentype radians) (OpenCL C 1.2 section 6.12.4): radians * (180 / pi), the
constant rounded to the type (float for half: 0x1.ca5dc2p+5; double 0x1.ca5dc1a63c1f8p+5), the
product rounded once, as PoCL computes it (within OpenCL's 2 ulp); +-0, +-inf and NaN kept,
overflow to +-inf.'''),
    Op('math', 'radians', 'FLT', 'T', 'T', 'degrees',
        opencl='radians', ref='ref_m_radians',
        doc='''gentype ln_radians(gentype degrees): degrees * (pi / 180), as ln_degrees (float and half:
0x1.1df46ap-6, double 0x1.1df46a2529d39p-6).'''),
    Op('math', 'step', 'FLT', 'TT', 'T', 'edge, x',
        opencl='step', ref='ref_m_step',
        doc='''gentype ln_step(gentype edge, gentype x), also (scalar edge, gentype x) for vectors (the scalar
converted to the element type and used for every lane): 0.0 where x < edge, else 1.0 (so 1.0
where x or edge is NaN).''',
        macro='''#define ln_step(edge, x) LN__M_STEP(ln_step_, "ln_step: edge must have x's type, or be a scalar", edge, x)'''),
    Op('math', 'mix', 'FLT', 'TTT', 'T', 'x, y, a',
        opencl='mix', ref='ref_m_mix',
        doc='''gentype ln_mix(gentype x, gentype y, gentype a), also (gentype x, gentype y, scalar a) for
vectors: OpenCL's formula x + (y - x) * a, each operation rounded once in the type, never fused
into an FMA (the same bits on every ISA and compiler).  OpenCL leaves a outside [0, 1]
undefined: lanes computes the formula there too.''',
        macro='''#define ln_mix(x, y, a) LN__M_MIX(ln_mix_, "ln_mix: y must have x's type, and a x's type or be a scalar", x, y, a)'''),
    Op('math', 'smoothstep', 'FLT', 'TTT', 'T', 'edge0, edge1, x',
        opencl='smoothstep', ref='ref_m_smoothstep',
        doc='''gentype ln_smoothstep(gentype edge0, gentype edge1, gentype x), also (scalar edge0, scalar edge1,
gentype x) for vectors: OpenCL's formula, each operation rounded once in the type:
t = clamp((x - edge0) / (edge1 - edge0), 0, 1) with OpenCL's clamp, fmin(fmax(t, 0), 1) (a NaN
t gives 0), then t * t * (3 - 2 * t).  Where OpenCL leaves the result undefined (edge0 >= edge1,
NaN arguments) lanes gives that formula's value, as PoCL does: edge0 == edge1 gives 0 or 1 (x on
either side) and 0 for x == edge0.''',
        macro='''#define ln_smoothstep(edge0, edge1, x) LN__M_SMOOTHSTEP(ln_smoothstep_, "ln_smoothstep: edge0 and edge1 must both have x's type, or both be scalars", edge0, edge1, x)'''),
]


# ---------------------------------------------------------------------------------------------
# The op sections of the public headers (each family has its own layout of doc comments).

def _block(o):
    """'/* ---- ln_op ----' on a line of its own, then the doc lines."""
    return '/* ---- ln_%s ----\n%s */\n%s\n' % (o.name, '\n'.join(' * ' + l for l in o.doc.split('\n')), o.macro_text())


def _line(o, col=29):
    """'/* ---- ln_op ----' and the doc on the same line, continuation lines aligned."""
    head = '/* ---- ln_%s ----' % o.name
    lines = o.doc.split('\n')
    text = head + ' ' * max(col - len(head), 1) + lines[0]
    for l in lines[1:]:
        text += '\n *' + ' ' * (col - 2) + l
    return '%s */\n%s\n' % (text, o.macro_text())


# OpenCL C 1.2's half_ and native_ math functions (6.12.2, table 6.9; float only): name -> arity.
# lanes/math.h's ln_half_<f> and ln_native_<f> are its full-precision functions (tools/gen_math.py), except the
# native_ functions with kernels of their own (tools/math_native.py).
HALF_NATIVE = {'cos': 1, 'divide': 2, 'exp': 1, 'exp2': 1, 'exp10': 1, 'log': 1, 'log2': 1, 'log10': 1,
               'powr': 2, 'recip': 1, 'rsqrt': 1, 'sin': 1, 'sqrt': 1, 'tan': 1}


def header_text(fam):
    """The generated op section of lanes/<fam>.h."""
    rows = family(fam)
    if fam == 'ops':
        out, prev = [], None
        for o in rows:
            if o.section:
                out.append('\n/* ---- %s ---- */\n' % o.section)
            elif o.doc is not SHARED and prev is not None and '\n' in prev.macro_text():
                out.append('\n')
            if o.doc is not SHARED:
                out.append('/* %s */\n' % o.doc.replace('\n', '\n * '))
            out.append(o.macro_text() + '\n')
            prev = o
        return ''.join(out)
    if fam in ('integer', 'math'):
        return '\n'.join(_block(o) for o in rows)
    out = []
    for o in rows:
        out.append(_line(o) if o.result == 'S' else '\n' + _block(o))
    return ''.join(out)
