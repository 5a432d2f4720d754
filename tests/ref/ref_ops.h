/* Reference model of OpenCL C's operators (OpenCL 1.2 section 6.3, the text in
 * reference/spec/opencl-vector-operators.txt) and of the lanes decisions for what OpenCL
 * leaves unspecified (integer x/0 = all bits set, x%0 = x, MIN/-1 = MIN, MIN%-1 = 0).
 * One lane at a time on plain C scalars; a lane is passed as its bit pattern (uint64_t, low
 * `bits` bits) with its kind ('s' signed, 'u' unsigned, 'f' floating point).  Includes no
 * lanes header and shares no code with the library. */
#ifndef LANES_REF_OPS_H
#define LANES_REF_OPS_H
#include <math.h>
#include <stdint.h>
#include <string.h>

enum ref_op {
  R_ADD, R_SUB, R_MUL, R_DIV, R_REM, R_SHL, R_SHR, R_AND, R_OR, R_XOR,
  R_EQ, R_NE, R_LT, R_GT, R_LE, R_GE, R_LAND, R_LOR,
  R_NEG, R_INC, R_DEC, R_NOT, R_LNOT
};

static inline uint64_t ref_mask(int bits) { return bits == 64 ? ~0ull : (1ull << bits) - 1; }

/* Two's complement value of the low `bits` bits. */
static inline int64_t ref_sval(uint64_t x, int bits) {
  x &= ref_mask(bits);
  if (bits < 64 && (x >> (bits - 1)) & 1) return -(int64_t)((ref_mask(bits) - x) + 1) ;
  if (bits == 64 && (x >> 63)) return -(int64_t)(~x) - 1;
  return (int64_t)x;
}

/* ---- floating point: bits <-> double (exact), double -> bits rounded to nearest even ---- */
static inline double ref_f2d(uint64_t x, int bits) {
  if (bits == 64) { double d; memcpy(&d, &x, 8); return d; }
  if (bits == 32) { uint32_t u = (uint32_t)x; float f; memcpy(&f, &u, 4); return f; }
  /* IEEE binary16: 1 sign, 5 exponent (bias 15), 10 fraction bits */
  int s = (int)(x >> 15) & 1, e = (int)(x >> 10) & 31, m = (int)x & 1023;
  double v;
  if (e == 31) v = m ? NAN : INFINITY;
  else if (e == 0) v = ldexp(m, -24);
  else v = ldexp(m + 1024, e - 25);
  return s ? -v : v;
}
static inline uint64_t ref_d2f(double d, int bits) {
  if (bits == 64) { uint64_t u; memcpy(&u, &d, 8); return u; }
  if (bits == 32) { float f = (float)d; uint32_t u; memcpy(&u, &f, 4); return u; }
  uint64_t sign = signbit(d) ? 0x8000 : 0;
  if (isnan(d)) return sign | 0x7e00;
  d = fabs(d);
  if (isinf(d)) return sign | 0x7c00;
  if (d < ldexp(1, -14)) return sign | (uint64_t)nearbyint(ldexp(d, 24)); /* subnormal (1024 = min normal) */
  int e2;
  frexp(d, &e2);
  int E = e2 - 1;
  double m = nearbyint(ldexp(d, 10 - E));
  if (m == 2048) { m = 1024; E++; }
  if (E > 15) return sign | 0x7c00;
  return sign | (uint64_t)(E + 15) << 10 | ((uint64_t)m - 1024);
}
static inline int ref_isnan_bits(uint64_t x, int bits) { return isnan(ref_f2d(x, bits)); }

/* Result of a comparison or logical operator: vector lanes -1/0 (all bits of the lane width),
 * scalars 1/0. */
static inline uint64_t ref_truth(int t, int bits, int vec) { return t ? (vec ? ref_mask(bits) : 1) : 0; }

/* Binary operator on one lane.  vec: 1 for vector lanes, 0 for scalar operands (then bits and
 * kind are those of the type the operation is done in, after C's promotions).  For shifts,
 * cbits is the width that masks the count (the lane width; for scalars the promoted width). */
static inline uint64_t ref_bin(int op, char kind, int bits, uint64_t a, uint64_t b, int vec, int cbits) {
  uint64_t M = ref_mask(bits);
  a &= M; b &= M;
  if (kind == 'f') {
    double x = ref_f2d(a, bits), y = ref_f2d(b, bits);
    switch (op) {
      case R_ADD: return ref_d2f(x + y, bits);
      case R_SUB: return ref_d2f(x - y, bits);
      case R_MUL: return ref_d2f(x * y, bits);
      case R_DIV: return ref_d2f(x / y, bits);
      case R_EQ: return ref_truth(x == y, bits, vec);
      case R_NE: return ref_truth(!(x == y), bits, vec);
      case R_LT: return ref_truth(x < y, bits, vec);
      case R_GT: return ref_truth(x > y, bits, vec);
      case R_LE: return ref_truth(x <= y, bits, vec);
      case R_GE: return ref_truth(x >= y, bits, vec);
      /* OpenCL C 1.2 6.3.h: a floating operand is true when it compares unequal to 0 (NaN:
       * true; -0.0 == 0.0: false). */
      case R_LAND: return ref_truth(x != 0 && y != 0, bits, vec);
      case R_LOR: return ref_truth(x != 0 || y != 0, bits, vec);
    }
    return 0xdead;
  }
  int sg = kind == 's';
  int64_t sa = ref_sval(a, bits), sb = ref_sval(b, bits);
  uint64_t MIN = 1ull << (bits - 1);
  unsigned n = (unsigned)(b & (uint64_t)(cbits - 1));
  switch (op) {
    case R_ADD: return (a + b) & M;
    case R_SUB: return (a - b) & M;
    case R_MUL: return (a * b) & M;
    case R_DIV:
      if (b == 0) return M;
      if (sg) {
        if (a == MIN && b == M) return MIN;
        return (uint64_t)(sa / sb) & M;
      }
      return a / b;
    case R_REM:
      if (b == 0) return a;
      if (sg) {
        if (b == M) return 0;
        return (uint64_t)(sa % sb) & M;
      }
      return a % b;
    case R_SHL: return (a << n) & M;
    case R_SHR:
      if (sg && sa < 0) return ~((~a & M) >> n) & M;
      return a >> n;
    case R_AND: return a & b;
    case R_OR: return a | b;
    case R_XOR: return a ^ b;
    case R_EQ: return ref_truth(a == b, bits, vec);
    case R_NE: return ref_truth(a != b, bits, vec);
    case R_LT: return ref_truth(sg ? sa < sb : a < b, bits, vec);
    case R_GT: return ref_truth(sg ? sa > sb : a > b, bits, vec);
    case R_LE: return ref_truth(sg ? sa <= sb : a <= b, bits, vec);
    case R_GE: return ref_truth(sg ? sa >= sb : a >= b, bits, vec);
    case R_LAND: return ref_truth(a != 0 && b != 0, bits, vec);
    case R_LOR: return ref_truth(a != 0 || b != 0, bits, vec);
  }
  return 0xdead;
}

/* Unary operator on one lane (same conventions as ref_bin). */
static inline uint64_t ref_un(int op, char kind, int bits, uint64_t a, int vec) {
  uint64_t M = ref_mask(bits);
  a &= M;
  if (kind == 'f') {
    if (op == R_NEG) return a ^ (1ull << (bits - 1)); /* -x flips the sign bit, NaN included */
    if (op == R_LNOT) return ref_truth(ref_f2d(a, bits) == 0, bits, vec); /* NaN: 0; -0.0: true */
    return 0xdead;
  }
  switch (op) {
    case R_NEG: return (0 - a) & M;
    case R_INC: return (a + 1) & M;
    case R_DEC: return (a - 1) & M;
    case R_NOT: return ~a & M;
    case R_LNOT: return ref_truth(a == 0, bits, vec);
  }
  return 0xdead;
}

/* OpenCL select(a, b, c), vector lane: the most significant bit of c (of width bits) picks b. */
static inline uint64_t ref_select(uint64_t a, uint64_t b, uint64_t c, int bits) {
  return (c >> (bits - 1)) & 1 ? b & ref_mask(bits) : a & ref_mask(bits);
}
/* OpenCL bitselect: each result bit from b where c has a 1, from a where c has a 0. */
static inline uint64_t ref_bitselect(uint64_t a, uint64_t b, uint64_t c, int bits) {
  uint64_t r = 0;
  for (int i = 0; i < bits; i++) {
    uint64_t bit = 1ull << i;
    r |= (c & bit) ? (b & bit) : (a & bit);
  }
  return r;
}

#endif
