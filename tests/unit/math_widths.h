/* The every-width check shared by vectorized math tests (test_math_exp.c, test_math_trig.c):
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
#endif
