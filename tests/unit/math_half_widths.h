/* The half-lane checks shared by the tests of the vectorized math functions (test_math_exp,
 * _trig, _hyp, _erf, _gamma): in the scope of a half test, r (ln_half16) is the 16-lane ln_FN of
 * the 16 half inputs bits[16] (uint16_t); these check that 2, 4 and 8 lanes, 32 lanes (the 16
 * inputs twice), 3 lanes (padding lane 0) and the scalar give each input the same bits.
 *   HALF_WIDTHS(FN): one argument.
 *   HALF_WIDTHS_XY(FN, ...): also b_, the second argument's lanes from ybits[16], passed where
 *   the extra arguments say: HALF_WIDTHS_XY(hypot, , b_) calls ln_hypot(a, b_). */
#ifndef LANES_TESTS_MATH_HALF_WIDTHS_H
#define LANES_TESTS_MATH_HALF_WIDTHS_H
#include <string.h>
#include "common/check.h"

#if LN_HAS_HALF
#define HALF_WIDTHS(FN) do { \
    uint16_t rb[16], w[32]; \
    memcpy(rb, &r, sizeof rb); \
    for (int k = 0; k < 16; k += 2) { ln_half2 a; memcpy(&a, bits + k, sizeof a); a = ln_##FN(a); memcpy(w + k, &a, sizeof a); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half2", #FN); \
    for (int k = 0; k < 16; k += 4) { ln_half4 a; memcpy(&a, bits + k, sizeof a); a = ln_##FN(a); memcpy(w + k, &a, sizeof a); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half4", #FN); \
    for (int k = 0; k < 16; k += 8) { ln_half8 a; memcpy(&a, bits + k, sizeof a); a = ln_##FN(a); memcpy(w + k, &a, sizeof a); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half8", #FN); \
    { ln_half32 a; uint16_t in32[32]; memcpy(in32, bits, 32); memcpy(in32 + 16, bits, 32); memcpy(&a, in32, sizeof a); \
      a = ln_##FN(a); memcpy(w, &a, sizeof a); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb) && !memcmp(w + 16, rb, sizeof rb), "%s half32", #FN); \
    { ln_half3 a; uint16_t o3[4]; memcpy(&a, bits, 6); a.v[3] = (ln_half)7; a = ln_##FN(a); memcpy(o3, &a, 8); \
      TC_CHECK(!memcmp(o3, rb, 6) && o3[3] == 0, "%s half3", #FN); } \
    for (int l = 0; l < 16; l++) { ln_half h, hs; memcpy(&h, bits + l, 2); hs = ln_##FN(h); memcpy(w + l, &hs, 2); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half scalar", #FN); \
  } while (0)
#define HALF_WIDTHS_XY(FN, ...) do { \
    uint16_t rb[16], w[32]; \
    memcpy(rb, &r, sizeof rb); \
    for (int k = 0; k < 16; k += 2) { ln_half2 a, b_; memcpy(&a, bits + k, 4); memcpy(&b_, ybits + k, 4); (void)b_; \
      a = ln_##FN(a __VA_ARGS__); memcpy(w + k, &a, 4); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half2", #FN); \
    for (int k = 0; k < 16; k += 4) { ln_half4 a, b_; memcpy(&a, bits + k, 8); memcpy(&b_, ybits + k, 8); (void)b_; \
      a = ln_##FN(a __VA_ARGS__); memcpy(w + k, &a, 8); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half4", #FN); \
    for (int k = 0; k < 16; k += 8) { ln_half8 a, b_; memcpy(&a, bits + k, 16); memcpy(&b_, ybits + k, 16); (void)b_; \
      a = ln_##FN(a __VA_ARGS__); memcpy(w + k, &a, 16); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half8", #FN); \
    { ln_half32 a, b_; uint16_t i32[32], j32[32]; memcpy(i32, bits, 32); memcpy(i32 + 16, bits, 32); \
      memcpy(j32, ybits, 32); memcpy(j32 + 16, ybits, 32); memcpy(&a, i32, 64); memcpy(&b_, j32, 64); (void)b_; \
      a = ln_##FN(a __VA_ARGS__); memcpy(w, &a, 64); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb) && !memcmp(w + 16, rb, sizeof rb), "%s half32", #FN); \
    { ln_half3 a, b_; uint16_t o3[4]; memcpy(&a, bits, 6); memcpy(&b_, ybits, 6); (void)b_; a.v[3] = (ln_half)7; \
      b_.v[3] = (ln_half)7; a = ln_##FN(a __VA_ARGS__); memcpy(o3, &a, 8); \
      TC_CHECK(!memcmp(o3, rb, 6) && o3[3] == 0, "%s half3", #FN); } \
    for (int l = 0; l < 16; l++) { ln_half a, b_, hs; memcpy(&a, bits + l, 2); memcpy(&b_, ybits + l, 2); (void)b_; \
      hs = ln_##FN(a __VA_ARGS__); memcpy(w + l, &hs, 2); } \
    TC_CHECK(!memcmp(w, rb, sizeof rb), "%s half scalar", #FN); \
  } while (0)
#endif
#endif
