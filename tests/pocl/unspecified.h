/* The ONE place that lists what the differential test does not compare, and why.
 *
 * Every rule names the op (as fam_*.c names it), the input lanes it covers, and the
 * sentence of the OpenCL C 1.2 specification (or the PoCL property) that makes the result
 * unspecified.  The driver calls pc_unspecified() for every output lane; a non-zero return
 * is the rule that masks the lane out of the comparison, and it is counted per rule.
 * Everything not listed here is compared bit for bit (floats: same bits, or both NaN,
 * since OpenCL does not fix NaN payloads).
 *
 * lanes itself defines all of these (docs/semantics.md); its unit tests
 * check its choice against tests/ref.  Here only PoCL's answer is missing a definition.
 * Where lanes follows PoCL in a choice the specification leaves open (scalar char/short shift
 * counts modulo 32 after promotion, float min/max of NaN and of +0/-0, mul24 outside 24 bits,
 * as_ between different lane counts), nothing is masked: those lanes are compared.
 * Operations not compared at all (half values, scalar vloada_half, ...) are listed with their
 * reasons in README.md. */
#ifndef LANES_POCL_UNSPECIFIED_H
#define LANES_POCL_UNSPECIFIED_H
#include <math.h>
#include <stdint.h>
#include <string.h>
#include "pocl_test.h"

enum pc_rule {
  PC_R_NONE,
  PC_R_DIV_ZERO,
  PC_R_DIV_OVERFLOW,
  PC_R_CONVERT_RANGE,
  PC_R_AS_PADDING,
  PC_R_FRACT_NEG,
  PC_R_FREXP_WIDE,
  PC_R_COUNT
};

static const char *const pc_rule_name[PC_R_COUNT] = {
  "",
  "integer x/0, x%0",
  "integer MIN/-1, MIN%-1",
  "float->int without _sat: out of range or NaN",
  "as_T(3-lane x): bytes of x's padding lane",
  "fract(-0), fract(-inf): the returned value",
  "frexp(double8/double16): the exponent written through the pointer",
};

static const char *const pc_rule_reason[PC_R_COUNT] = {
  "",
  /* 6.3 Operators, arithmetic */
  "OpenCL C 6.3.b: integer divide by zero results in an unspecified value",
  "OpenCL C 6.3.b: a division whose result is outside the range (MIN/-1; MIN%-1 overflows the"
  " quotient) results in an unspecified value (scalar char/short are promoted to int first, so"
  " there the result is defined and compared)",
  "OpenCL C 6.2.3.3: out-of-range float to integer conversion without _sat (NaN included) is"
  " implementation-defined",
  "OpenCL C 6.1.5: a 3-component vector occupies 4 components, the 4th is padding with no"
  " defined value, so as_T(x) of a 3-lane x leaves the bytes of that padding undefined (lanes"
  " reads them as 0); the other bytes are compared",
  "not unspecified but a PoCL deviation: OpenCL C 1.2 7.5.1 says fract(-0, iptr) returns -0 and"
  " fract(-inf, iptr) returns -0; PoCL returns +0 for both (measured).  lanes follows the spec;"
  " what iptr receives (-0, -inf) is compared",
  "not unspecified but a PoCL bug: PoCL's frexp of double8 and double16 writes wrong exponents"
  " (frexp(3.0) gives 0, frexp(-0.0) -1022; measured); its double2/3/4 and float exponents and"
  " every mantissa are right and compared",
};

/* One output lane's context: the op and its input lanes (bit patterns, zero-extended). */
typedef struct {
  const char *op;
  pc_slot out;
  unsigned nargs;
  unsigned lane;           /* the output lane */
  unsigned char elem[3], n[3];
  uint64_t bits[3];
} pc_lanectx;

static inline int pc_is_float(unsigned e) { return e == PC_HALF || e == PC_FLOAT || e == PC_DOUBLE; }
static inline int pc_is_signed(unsigned e) { return e == PC_CHAR || e == PC_SHORT || e == PC_INT || e == PC_LONG; }
static inline unsigned pc_bits(unsigned e) {
  static const unsigned char b[PC_NELEM] = {8, 8, 16, 16, 32, 32, 64, 64, 16, 32, 64};
  return b[e];
}
/* sign-extended value of an integer lane */
static inline int64_t pc_sval(unsigned e, uint64_t b) {
  unsigned w = pc_bits(e);
  if (w == 64) { int64_t r; memcpy(&r, &b, 8); return r; }
  uint64_t m = 1ull << (w - 1);
  b &= (m << 1) - 1;
  return (int64_t)(b ^ m) - (int64_t)m;
}
/* value of a float or double lane as double (half is not an arithmetic type here) */
static inline double pc_fval(unsigned e, uint64_t b) {
  if (e == PC_FLOAT) { uint32_t u = (uint32_t)b; float f; memcpy(&f, &u, 4); return f; }
  double d; memcpy(&d, &b, 8); return d;
}
static inline int pc_starts(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

/* Integer range of an element type as doubles: [lo, hi_excl) (exact powers of two). */
static inline void pc_int_range(unsigned e, double *lo, double *hi_excl) {
  unsigned w = pc_bits(e);
  if (pc_is_signed(e)) { *lo = -ldexp(1.0, (int)w - 1); *hi_excl = ldexp(1.0, (int)w - 1); }
  else { *lo = 0; *hi_excl = ldexp(1.0, (int)w); }
}

/* Rounds x as convert_<int>[_rte|_rtz|_rtp|_rtn] would (default for float->int: rtz). */
static inline double pc_round_mode(const char *op, double x) {
  if (strstr(op, "_rte")) return nearbyint(x); /* default FE_TONEAREST: ties to even */
  if (strstr(op, "_rtp")) return ceil(x);
  if (strstr(op, "_rtn")) return floor(x);
  return trunc(x);
}

/* Returns the rule that makes this lane unspecified, or PC_R_NONE. */
static inline enum pc_rule pc_unspecified(const pc_lanectx *c) {
  const char *op = c->op;
  unsigned e0 = c->elem[0];
  /* ln_div / ln_rem on integers ("div", "div_vs", "div_sv", "rem", ...) */
  if ((pc_starts(op, "div") || pc_starts(op, "rem")) && !pc_is_float(e0) && c->nargs == 2) {
    unsigned e = c->elem[1];
    int64_t b = pc_sval(e, c->bits[1]);
    uint64_t bmask = pc_bits(e) == 64 ? ~0ull : (1ull << pc_bits(e)) - 1;
    if ((c->bits[1] & bmask) == 0) return PC_R_DIV_ZERO;
    if (pc_is_signed(e) && b == -1 && pc_sval(e0, c->bits[0]) == pc_sval(e0, 1ull << (pc_bits(e0) - 1)) &&
        !(c->out.n == 1 && pc_bits(e0) < 32))
      return PC_R_DIV_OVERFLOW;
    return PC_R_NONE;
  }
  /* convert_<int type>..., not _sat, from float or double */
  if (pc_starts(op, "convert_") && !strstr(op, "_sat") && pc_is_float(e0) && !pc_is_float(c->out.elem)) {
    double x = pc_fval(e0, c->bits[0]), lo, hi;
    if (x != x) return PC_R_CONVERT_RANGE;
    pc_int_range(c->out.elem, &lo, &hi);
    double r = pc_round_mode(op, x);
    if (r < lo || r >= hi) return PC_R_CONVERT_RANGE;
    return PC_R_NONE;
  }
  /* as_T(x) with a 3-lane x: the output lanes made of the padding lane's bytes (the last
   * quarter of the bytes; operand and result have the same size) */
  if (pc_starts(op, "as_") && c->n[0] == 3) {
    unsigned obytes = pc_bits(c->out.elem) / 8, total = (c->out.n == 3 ? 4u : c->out.n) * obytes;
    if ((c->lane + 1) * obytes > total / 4 * 3) return PC_R_AS_PADDING;
    return PC_R_NONE;
  }
  /* the exponent PoCL's frexp writes for double8 / double16 */
  if (pc_starts(op, "frexp_p") && e0 == PC_DOUBLE && c->n[0] >= 8) return PC_R_FREXP_WIDE;
  /* fract's returned value (not what iptr receives: "fract_p") for x = -0 or -inf */
  if ((strcmp(op, "fract") == 0 || strcmp(op, "fract_g") == 0) && pc_is_float(e0)) {
    double x = pc_fval(e0, c->bits[0]);
    if (x == 0 || x == -INFINITY) {
      if (signbit(x)) return PC_R_FRACT_NEG;
    }
    return PC_R_NONE;
  }
  return PC_R_NONE;
}

#endif
