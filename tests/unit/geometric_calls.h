/* Part of test_geometric: lanes/geometric.h's functions called through the public macros, on
 * lanes given as doubles (exact values of the lane type); included by test_geometric.c and by
 * geometric_portable.c (the same calls built without FMA and contraction). */
#ifndef LANES_TEST_GEOMETRIC_CALLS_H
#define LANES_TEST_GEOMETRIC_CALLS_H
#include <lanes/geometric.h>
#include <string.h>

enum { G_DOT, G_CROSS, G_LENGTH, G_DISTANCE, G_NORMALIZE, G_FAST_LENGTH, G_FAST_DISTANCE, G_FAST_NORMALIZE, G_NOPS };
enum { G_HALF, G_FLOAT, G_DOUBLE, G_NTYPES };

/* v of type ln_<T><N> (K lanes; N empty: the scalar) from src; 3 lanes: padding lane 7 (ignored) */
#define G_LOAD(T, N, K, v, src) ln_##T##N v; { memset(&v, 0, sizeof v); ln_##T *p_ = (ln_##T *)(void *)&v; \
    for (int i_ = 0; i_ < (K); i_++) { p_[i_] = (ln_##T)(src)[i_]; } if ((K) == 3) { p_[3] = (ln_##T)7; } }
/* the K lanes of r into dst, and the padding lane of 3 lanes */
#define G_STORE(T, K, r, dst) { const ln_##T *p_ = (const ln_##T *)(const void *)&r; \
    for (int i_ = 0; i_ < ((K) == 3 ? 4 : (K)); i_++) (dst)[i_] = (double)p_[i_]; }
#define G_NONE(T, N, K)
#define G_X(T, N, K) case G_CROSS: { ln_##T##N r = ln_cross(x, y); G_STORE(T, K, r, out) return 1; }
#define G_F(T, N, K) \
    case G_FAST_LENGTH: out[0] = (double)ln_fast_length(x); return 1; \
    case G_FAST_DISTANCE: out[0] = (double)ln_fast_distance(x, y); return 1; \
    case G_FAST_NORMALIZE: { ln_##T##N r = ln_fast_normalize(x); G_STORE(T, K, r, out) return 1; }
#define G_XF(T, N, K) G_X(T, N, K) G_F(T, N, K)
#define G_BLOCK(T, N, K, EXTRA) case K: { G_LOAD(T, N, K, x, a) G_LOAD(T, N, K, y, b) switch (op) { \
    case G_DOT: out[0] = (double)ln_dot(x, y); return 1; \
    case G_LENGTH: out[0] = (double)ln_length(x); return 1; \
    case G_DISTANCE: out[0] = (double)ln_distance(x, y); return 1; \
    case G_NORMALIZE: { ln_##T##N r = ln_normalize(x); G_STORE(T, K, r, out) return 1; } \
    EXTRA(T, N, K) \
    default: return 0; } }

/* op on type t (G_HALF ..) with n lanes (1: scalar): 1 and the result lanes in out (a scalar
 * result in out[0]; 3 lanes: out[3] the padding lane), or 0 when lanes has no such function */
static inline int geo_call(int t, int op, int n, const double *a, const double *b, double *out) {
  switch (t) {
#if LN_HAS_HALF
    case G_HALF:
      switch (n) { G_BLOCK(half, , 1, G_NONE) G_BLOCK(half, 2, 2, G_NONE) G_BLOCK(half, 3, 3, G_X) G_BLOCK(half, 4, 4, G_X) }
      break;
#endif
    case G_FLOAT:
      switch (n) { G_BLOCK(float, , 1, G_F) G_BLOCK(float, 2, 2, G_F) G_BLOCK(float, 3, 3, G_XF) G_BLOCK(float, 4, 4, G_XF) }
      break;
    case G_DOUBLE:
      switch (n) { G_BLOCK(double, , 1, G_NONE) G_BLOCK(double, 2, 2, G_NONE) G_BLOCK(double, 3, 3, G_X) G_BLOCK(double, 4, 4, G_X) }
      break;
  }
  return 0;
}
int geo_call_portable(int t, int op, int n, const double *a, const double *b, double *out);
#endif
