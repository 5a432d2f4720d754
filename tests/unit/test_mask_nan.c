/* NaN bits of floating reductions: whatever NaNs the lanes hold (both signs, quiet and
 * signalling, any payload) and whatever NaN an operation makes (inf - inf, 0 * inf), a NaN
 * result is the canonical quiet NaN (sign 0, payload 0), plain and masked, every lane count.
 * Runs in every configuration of the matrix, so every ISA and compiler is held to the same bits. */
#include <stdint.h>
#include <lanes/mask.h>
#include "common/check.h"
#include "ref/ref_convert.h"
#include "ref/ref_gather.h"

#define ROUNDS 200u

/* A NaN of float type t: sign, quiet bit and payload from r (payload nonzero if signalling). */
static uint64_t nan_case(int t, uint64_t r) {
  int fb = rc_frac_bits(t);
  uint64_t low = (1ull << (fb - 1)) - 1;
  uint64_t payload = (r & 3) == 0 ? 1 : (r & 3) == 1 ? 1ull << (fb - 2) : (r & 3) == 2 ? low : (r >> 8) & low;
  int quiet = (r >> 2) & 1;
  if (!quiet && !payload) payload = 1;
  return ((r >> 3) & 1ull) << (rc_bits_of[t] - 1) | rc_inf_bits(t) | (uint64_t)quiet << (fb - 1) | payload;
}
/* A lane: a NaN, +-inf, 0 or 1.0, so that sums and products also make NaNs of their own. */
static uint64_t lane_case(int t, uint64_t r) {
  int fb = rc_frac_bits(t);
  switch (r % 5) {
    case 0: return nan_case(t, r >> 3);
    case 1: return rc_inf_bits(t) | ((r >> 3) & 1ull) << (rc_bits_of[t] - 1);
    case 2: return 0;
    default: return (uint64_t)((1 << (rc_exp_bits(t) - 1)) - 1) << fb;
  }
}

#define T_RED(T, MT, RC, N)                                                                 \
  static void red_##T##N(void) {                                                          \
    const size_t esz = sizeof(ln_##T);                                                    \
    const uint64_t want = rc_inf_bits(RC) | 1ull << (rc_frac_bits(RC) - 1);               \
    for (unsigned r = 0; r < ROUNDS; r++) {                                               \
      ln_##T##N x;                                                                        \
      ln_##MT##N m;                                                                     \
      memset(&x, 0, sizeof x);                                                            \
      memset(&m, 0xff, sizeof m);                                                         \
      for (int i = 0; i < N; i++) ref_put((char *)&x + i * esz, esz, lane_case(RC, tc_rand())); \
      ref_put((char *)&x + (r % N) * esz, esz, nan_case(RC, tc_rand()));                  \
      ln_##T got[8] = {ln_reduce_add(x), ln_reduce_mul(x), ln_reduce_min(x), ln_reduce_max(x), \
                       ln_reduce_add_masked(x, m), ln_reduce_mul_masked(x, m),            \
                       ln_reduce_min_masked(x, m), ln_reduce_max_masked(x, m)};           \
      for (int o = 0; o < 8; o++)                                                         \
        TC_CHECK(ref_get(&got[o], esz) == want, #T #N " reduction %d round %u: %llx, want %llx", o, r, \
                 (unsigned long long)ref_get(&got[o], esz), (unsigned long long)want);    \
    }                                                                                     \
  }
#define T_RED_N(T, MT, RC) T_RED(T, MT, RC, 2) T_RED(T, MT, RC, 3) T_RED(T, MT, RC, 4) T_RED(T, MT, RC, 8) \
  T_RED(T, MT, RC, 16)
#define RUN_RED_N(T) red_##T##2(); red_##T##3(); red_##T##4(); red_##T##8(); red_##T##16();

T_RED_N(float, int, RC_FLOAT)
T_RED_N(double, long, RC_DOUBLE)
#if LN_HAS_HALF
T_RED_N(half, short, RC_HALF)
#endif

int main(void) {
  tc_family = "mask_nan";
  tc_seed_from_env();
  RUN_RED_N(float) RUN_RED_N(double)
#if LN_HAS_HALF
  RUN_RED_N(half)
#endif
  return tc_finish("test_mask_nan");
}
