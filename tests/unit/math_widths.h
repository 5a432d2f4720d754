/* The every-width checks shared by vectorized math tests (test_math_exp, _trig, _hyp, _erf):
 * BLOCK_FN(T, FN) defines blk_FN_T(in, out), which computes the scalar ln_FN of BLK (16) inputs
 * into out, then checks that every vector width (2, 3, 4, 8, 16; generic macro, and the typed
 * function on the first typed_blocks calls) gives each lane the scalar's bits, 3-lane padding 0. */
#ifndef LANES_TESTS_MATH_WIDTHS_H
#define LANES_TESTS_MATH_WIDTHS_H
#include <string.h>
#include "common/check.h"

#define BLK 16
#define VEC_CHECK(T, N, FN, in, out, k) do { \
    ln_##T##N v, g, t; (void)t; memcpy(&v, (in) + (k), sizeof(T) * (N)); \
    g = ln_##FN(v); \
    if (typed_blocks > 0) { /* the typed function too, on the first blocks (the generic macro calls it) */ \
      t = ln_##FN##_##T##N(v); \
      TC_CHECK(!memcmp(&g, &t, sizeof g), "%s %s%d: generic and typed differ", #FN, #T, N); \
    } \
    T a_[N]; memcpy(a_, &g, sizeof a_); \
    for (int l_ = 0; l_ < (N); l_++) \
      TC_CHECK(!memcmp(&a_[l_], &(out)[(k) + l_], sizeof(T)), "%s %s%d lane %d of input %a: %a, scalar %a", \
               #FN, #T, N, l_, (double)(in)[(k) + l_], (double)a_[l_], (double)(out)[(k) + l_]); \
  } while (0)
static int typed_blocks;
#define BLOCK_FN(T, FN) \
  static void blk_##FN##_##T(const T *in, T *out) { \
    for (int i = 0; i < BLK; i++) out[i] = ln_##FN(in[i]); \
    for (int k = 0; k < BLK; k += 2) VEC_CHECK(T, 2, FN, in, out, k); \
    for (int k = 0; k < BLK; k += 4) VEC_CHECK(T, 4, FN, in, out, k); \
    for (int k = 0; k < BLK; k += 8) VEC_CHECK(T, 8, FN, in, out, k); \
    VEC_CHECK(T, 16, FN, in, out, 0); \
    for (int k = 0; k + 3 <= BLK; k += 3) { \
      ln_##T##3 v3, r3; T a3[4]; memcpy(&v3, in + k, sizeof(T) * 3); v3.v[3] = (T)12345; r3 = ln_##FN(v3); \
      memcpy(a3, &r3, sizeof a3); \
      TC_CHECK(!memcmp(a3, out + k, 3 * sizeof(T)) && a3[3] == 0, "%s %s3 at %d", #FN, #T, k); \
    } \
  }

/* The same for functions of the blocks x[BLK] and y[BLK] (test_math_hyp.c, test_math_erf.c):
 * BLOCK_GEN_XY(T, FN, SARGS, ARGS, TARGS, ARGS3) defines blk_FN_T(x, y, out), which computes
 * ln_FN SARGS (of x[i], y[i]) into out, then checks every width (v and w the vectors of x and y,
 * v3 and w3 the 3-lane ones) as above; BLOCK_FN_XY(T, FN): FN of x alone. */
#define VEC_CHECK_XY(T, N, FN, ARGS, TARGS, k) do { \
    ln_##T##N v, w, g, t; (void)t; (void)w; memcpy(&v, x + (k), sizeof(T) * (N)); memcpy(&w, y + (k), sizeof(T) * (N)); \
    g = ln_##FN ARGS; \
    if (typed_blocks > 0) { \
      t = ln_##FN##_##T##N TARGS; \
      TC_CHECK(!memcmp(&g, &t, sizeof g), "%s %s%d: generic and typed differ", #FN, #T, N); \
    } \
    T a_[N]; memcpy(a_, &g, sizeof a_); \
    for (int l_ = 0; l_ < (N); l_++) \
      TC_CHECK(!memcmp(&a_[l_], &out[(k) + l_], sizeof(T)), "%s %s%d lane %d of input %a: %a, scalar %a", \
               #FN, #T, N, l_, (double)x[(k) + l_], (double)a_[l_], (double)out[(k) + l_]); \
  } while (0)
#define BLOCK_GEN_XY(T, FN, SARGS, ARGS, TARGS, ARGS3) \
  static void blk_##FN##_##T(const T *x, const T *y, T *out) { \
    (void)y; \
    for (int i = 0; i < BLK; i++) out[i] = ln_##FN SARGS; \
    for (int k = 0; k < BLK; k += 2) VEC_CHECK_XY(T, 2, FN, ARGS, TARGS, k); \
    for (int k = 0; k < BLK; k += 4) VEC_CHECK_XY(T, 4, FN, ARGS, TARGS, k); \
    for (int k = 0; k < BLK; k += 8) VEC_CHECK_XY(T, 8, FN, ARGS, TARGS, k); \
    VEC_CHECK_XY(T, 16, FN, ARGS, TARGS, 0); \
    for (int k = 0; k + 3 <= BLK; k += 3) { \
      ln_##T##3 v3, w3, r3; T a3[4]; (void)w3; memcpy(&v3, x + k, sizeof(T) * 3); memcpy(&w3, y + k, sizeof(T) * 3); \
      v3.v[3] = (T)12345; w3.v[3] = (T)3; r3 = ln_##FN ARGS3; memcpy(a3, &r3, sizeof a3); \
      TC_CHECK(!memcmp(a3, out + k, 3 * sizeof(T)) && a3[3] == 0, "%s %s3 at %d", #FN, #T, k); \
    } \
  }
#define BLOCK_FN_XY(T, FN) BLOCK_GEN_XY(T, FN, (x[i]), (v), (v), (v3))
#endif
