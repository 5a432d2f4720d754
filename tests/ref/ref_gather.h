/* Reference model of lanes/mask.h and lanes/gather.h, written lane by lane from the Mojo
 * scatter/gather text, Java's VectorMask/fromArray/intoArray/compress/expand/reduceLanes, and
 * the semantics stated in those headers.  Lanes are handled as bit patterns (uint64_t, low
 * esz bytes) or plain C scalars; includes no lanes header and shares no code with lanes. */
#ifndef LANES_REF_GATHER_H
#define LANES_REF_GATHER_H
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* A lane of esz bytes at p, as an unsigned integer; and the reverse. */
static inline uint64_t ref_get(const void *p, size_t esz) {
  uint8_t a; uint16_t b; uint32_t c; uint64_t d;
  switch (esz) {
    case 1: memcpy(&a, p, 1); return a;
    case 2: memcpy(&b, p, 2); return b;
    case 4: memcpy(&c, p, 4); return c;
    default: memcpy(&d, p, 8); return d;
  }
}
static inline void ref_put(void *p, size_t esz, uint64_t v) {
  uint8_t a = (uint8_t)v; uint16_t b = (uint16_t)v; uint32_t c = (uint32_t)v;
  switch (esz) {
    case 1: memcpy(p, &a, 1); break;
    case 2: memcpy(p, &b, 2); break;
    case 4: memcpy(p, &c, 4); break;
    default: memcpy(p, &v, 8); break;
  }
}
/* Mask lane active: its sign bit (the top bit of the esz-byte integer) is set. */
static inline int ref_active(uint64_t lane, size_t esz) { return (int)((lane >> (8 * esz - 1)) & 1); }

/* Java firstTrue / lastTrue / trueCount. */
static inline int ref_first_true(const int *act, int n) {
  for (int i = 0; i < n; i++) if (act[i]) return i;
  return n;
}
static inline int ref_last_true(const int *act, int n) {
  for (int i = n - 1; i >= 0; i--) if (act[i]) return i;
  return -1;
}
static inline int ref_count(const int *act, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) c += act[i] != 0;
  return c;
}

/* Integer reductions on bit patterns of a given width; signedness matters for min/max only.
 * The result is the bit pattern of the element. */
enum { REF_ADD, REF_MUL, REF_MIN, REF_MAX, REF_AND, REF_OR, REF_XOR };
static inline int64_t ref_sext(uint64_t v, int bits) {
  if (bits == 64) return (int64_t)v;
  uint64_t m = 1ull << (bits - 1);
  v &= (m << 1) - 1;
  return (int64_t)((v ^ m) - m);
}
static inline uint64_t ref_int_op(int op, uint64_t a, uint64_t b, int bits, int sgn) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  switch (op) {
    case REF_ADD: return (a + b) & mask;
    case REF_MUL: return (a * b) & mask;
    case REF_AND: return a & b;
    case REF_OR: return a | b;
    case REF_XOR: return a ^ b;
    case REF_MIN: return sgn ? (ref_sext(a, bits) <= ref_sext(b, bits) ? a : b) : (a <= b ? a : b);
    default: return sgn ? (ref_sext(a, bits) >= ref_sext(b, bits) ? a : b) : (a >= b ? a : b);
  }
}
static inline uint64_t ref_int_identity(int op, int bits, int sgn) {
  uint64_t mask = bits == 64 ? ~0ull : (1ull << bits) - 1;
  switch (op) {
    case REF_MUL: return 1;
    case REF_AND: return mask;
    case REF_MIN: return sgn ? mask >> 1 : mask;              /* the type's maximum */
    case REF_MAX: return sgn ? (mask >> 1) + 1 : 0;           /* the type's minimum */
    default: return 0;
  }
}
/* Integer reductions are associative and commutative: a left fold over the active lanes. */
static inline uint64_t ref_reduce_int(int op, const uint64_t *x, const int *act, int n, int bits, int sgn) {
  uint64_t r = ref_int_identity(op, bits, sgn);
  for (int i = 0; i < n; i++)
    if (act[i]) r = ref_int_op(op, r, x[i], bits, sgn);
  return r;
}

/* Floating point, in double with rounding to the element after every operation (kind 64:
 * none, 32: to float, 16: to half via float).  Java Math.min/max for min and max. */
static inline double ref_round(double v, int kind) {
#if defined(__FLT16_MAX__) && !defined(LN_NO_HALF)
  if (kind == 16) return (double)(_Float16)(float)v;
#endif
  if (kind == 32) return (double)(float)v;
  return v;
}
static inline double ref_fop(int op, double a, double b, int kind) {
  switch (op) {
    case REF_ADD: return ref_round(a + b, kind);
    case REF_MUL: return ref_round(a * b, kind);
    case REF_MIN:
      if (isnan(a) || isnan(b)) return NAN;
      if (a == 0 && b == 0) return signbit(a) ? a : b;
      return a < b ? a : b;
    default:
      if (isnan(a) || isnan(b)) return NAN;
      if (a == 0 && b == 0) return signbit(a) ? b : a;
      return a > b ? a : b;
  }
}
static inline double ref_fidentity(int op) {
  switch (op) {
    case REF_ADD: return -0.0;
    case REF_MUL: return 1.0;
    case REF_MIN: return INFINITY;
    default: return -INFINITY;
  }
}
/* The documented order: lanes o, o+s, o+2s, ... (cnt of them) reduce to
 * op(tree(o, 2s, cnt/2), tree(o+s, 2s, cnt/2)); the whole vector is tree(0, 1, p). */
static inline double ref_ftree(int op, const double *x, int o, int s, int cnt, int kind) {
  if (cnt == 1) return x[o];
  return ref_fop(op, ref_ftree(op, x, o, 2 * s, cnt / 2, kind), ref_ftree(op, x, o + s, 2 * s, cnt / 2, kind), kind);
}
/* x: lane values (already exact in the element type); inactive lanes and the lanes up to the
 * power of two p take the identity. */
static inline double ref_reduce_float(int op, const double *x, const int *act, int n, int kind) {
  double y[64];   /* up to 64 lanes (ln_char64) */
  int p = n == 3 ? 4 : n;
  for (int i = 0; i < p; i++) y[i] = (i < n && act[i]) ? x[i] : ref_fidentity(op);
  double r = ref_ftree(op, y, 0, 1, p, kind);
  return isnan(r) ? NAN : r; /* a NaN result is the canonical quiet NaN (positive, payload 0) */
}

/* Data movement, lanes as bit patterns.  act[i]: mask lane i active. */
static inline void ref_gather(uint64_t *out, const uint64_t *pass, const int *act, const uintptr_t *ptr, int n, size_t esz) {
  for (int i = 0; i < n; i++) out[i] = act[i] ? ref_get((const void *)ptr[i], esz) : pass[i];
}
static inline void ref_scatter(const uint64_t *val, const int *act, const uintptr_t *ptr, int n, size_t esz) {
  for (int i = 0; i < n; i++)
    if (act[i]) ref_put((void *)ptr[i], esz, val[i]);
}
/* compress: active lanes packed low, the rest fill; returns the count. */
static inline int ref_compress(uint64_t *out, const uint64_t *v, const int *act, int n, uint64_t fill) {
  int k = 0;
  for (int i = 0; i < n; i++)
    if (act[i]) out[k++] = v[i];
  for (int i = k; i < n; i++) out[i] = fill;
  return k;
}
/* expand: the k-th active lane takes src[k], inactive lanes pass[i]. */
static inline void ref_expand(uint64_t *out, const uint64_t *src, const uint64_t *pass, const int *act, int n) {
  int k = 0;
  for (int i = 0; i < n; i++) out[i] = act[i] ? src[k++] : pass[i];
}

#endif
