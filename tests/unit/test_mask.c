/* lanes/mask.h against tests/ref/ref_gather.h: every mask function and every reduction
 * (plain and masked), every element type and lane count (32 and 64 included), on edge and seeded random values
 * and masks whose lanes have only the top bit, all bits but the top bit, or random bits. */
#include <limits.h>
#include <stdint.h>
#include <lanes/mask.h>
#include "common/check.h"
#include "ref/ref_gather.h"

#define ROUNDS 400u
/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

/* A mask lane of esz bytes: 0, -1, top bit only, all but the top bit, or random bits. */
static uint64_t rand_mask_lane(size_t esz) {
  uint64_t all = esz == 8 ? ~0ull : (1ull << (8 * esz)) - 1, top = 1ull << (8 * esz - 1);
  switch (tc_rand() % 6) {
    case 0: return 0;
    case 1: case 2: return all;
    case 3: return top;
    case 4: return all & ~top;
    default: return tc_rand() & all;
  }
}
/* A value lane (bit pattern) for an element of the kind: 's'/'u' integers, 'f' floating point. */
static uint64_t rand_value(char kind, size_t esz, unsigned r) {
  if (kind != 'f') {
    uint64_t all = esz == 8 ? ~0ull : (1ull << (8 * esz)) - 1;
    return (r < 2 * TC_INT_EDGES ? tc_int_edge((int)(8 * esz), (unsigned)tc_rand()) : tc_rand()) & all;
  }
  double d = (r & 1) ? tc_float_edge((unsigned)tc_rand()) : ((tc_rand() & 3) ? (double)(int)(tc_rand() % 64) - 32 : tc_rand_double());
  if (esz == 8) return ref_get(&d, 8);
  if (esz == 4) {
    float f = fabs(d) > 3.4028234663852886e38 && !isinf(d) ? (float)copysign(INFINITY, d) : (float)d;
    return ref_get(&f, 4);
  }
#if LN_HAS_HALF
  _Float16 h = fabs(d) > 65504.0 && !isinf(d) ? (_Float16)copysign(INFINITY, d) : (_Float16)d;
  return ref_get(&h, 2);
#else
  return 0;
#endif
}
static double lane_double(uint64_t b, size_t esz) {
  if (esz == 8) { double d; memcpy(&d, &b, 8); return d; }
  if (esz == 4) { float f; uint32_t u = (uint32_t)b; memcpy(&f, &u, 4); return f; }
#if LN_HAS_HALF
  _Float16 h; uint16_t u = (uint16_t)b; memcpy(&h, &u, 2); return (double)h;
#else
  return 0;
#endif
}
/* Equal values, the sign of zero included; NaNs must have the same bits (reductions return
 * the canonical NaN, which stays canonical when widened to double). */
static int same_double(double a, double b) {
  if (a != a || b != b) return memcmp(&a, &b, sizeof a) == 0;
  return a == b && signbit(a) == signbit(b);
}

/* Fills vector v and mask m (lanes only; the padding of 3-lane types keeps garbage). */
#define FILL(KIND, ESZ, N)                                                              \
  uint64_t xv[MAXL], mv[MAXL], mbits = 0;                                               \
  int act[MAXL] = {0}, all1[MAXL];                                                      \
  memset(&v, 0xa5, sizeof v);                                                           \
  memset(&m, 0xa5, sizeof m);                                                           \
  for (int i = 0; i < N; i++) {                                                         \
    xv[i] = rand_value(KIND, ESZ, r);                                                   \
    mv[i] = r % 7 == 0 ? (i & 1 ? ~0ull : 0) : rand_mask_lane(ESZ);                     \
    act[i] = ref_active(mv[i], ESZ);                                                    \
    mbits |= (uint64_t)act[i] << i;                                                     \
    ref_put((char *)&v + i * ESZ, ESZ, xv[i]);                                          \
    ref_put((char *)&m + i * ESZ, ESZ, mv[i]);                                          \
  }                                                                                     \
  for (int i = 0; i < MAXL; i++) all1[i] = 1;                                          \
  (void)xv; (void)all1; (void)mbits;

/* Mask functions on a mask type MT (ESZ-byte lanes, N lanes). */
#define T_MASKFN(MT, ESZ, N)                                                            \
  static void test_maskfn_##MT(void) {                                                  \
    for (unsigned r = 0; r < ROUNDS; r++) {                                             \
      ln_##MT v, m;                                                                     \
      FILL('s', ESZ, N)                                                                 \
      int cnt = ref_count(act, N);                                                      \
      TC_CHECK(ln_mask_to_bits(m) == mbits, #MT " to_bits r%u", r);                     \
      TC_CHECK(ln__mask_bits(&m, ESZ, N) == ln__mask_bits_g(&m, ESZ, N), #MT " isa bits r%u", r); \
      TC_CHECK(ln_mask_any(m) == (cnt > 0), #MT " any r%u", r);                         \
      TC_CHECK(ln_mask_all(m) == (cnt == N), #MT " all r%u", r);                        \
      TC_CHECK(ln_mask_none(m) == (cnt == 0), #MT " none r%u", r);                      \
      TC_CHECK(ln_mask_count(m) == cnt, #MT " count r%u", r);                           \
      TC_CHECK(ln_mask_first_true(m) == ref_first_true(act, N), #MT " first r%u", r);   \
      TC_CHECK(ln_mask_last_true(m) == ref_last_true(act, N), #MT " last r%u", r);      \
      uint64_t b = tc_rand();                                                           \
      __auto_type f = ln_mask_from_bits(ln_##MT, b);                                      \
      for (int i = 0; i < (N == 3 ? 4 : N); i++) {                                      \
        uint64_t want = i < N && ((b >> i) & 1) ? ~0ull : 0;                            \
        TC_CHECK(ref_get((char *)&f + i * ESZ, ESZ) == (want & (ESZ == 8 ? ~0ull : (1ull << (8 * ESZ)) - 1)), \
                 #MT " from_bits lane %d r%u", i, r);                                   \
      }                                                                                 \
      long long k = (long long)(r % (N + 4)) - 2;                                       \
      __auto_type bl = ln_mask_below(ln_##MT, k);                                         \
      for (int i = 0; i < (N == 3 ? 4 : N); i++)                                        \
        TC_CHECK(ref_get((char *)&bl + i * ESZ, ESZ) ==                                 \
                     ((i < N && i < k) ? (ESZ == 8 ? ~0ull : (1ull << (8 * ESZ)) - 1) : 0), \
                 #MT " below(%lld) lane %d", k, i);                                     \
      /* k at its full width: huge unsigned counts are every lane, huge negative ones none */ \
      __auto_type bh0 = ln_mask_below(ln_##MT, 1ull << 63);                             \
      __auto_type bh1 = ln_mask_below(ln_##MT, SIZE_MAX);                               \
      __auto_type bh2 = ln_mask_below(ln_##MT, (size_t)-1);                             \
      __auto_type bh3 = ln_mask_below(ln_##MT, UINT_MAX);                               \
      __auto_type bh4 = ln_mask_below(ln_##MT, -(1LL << 32) + 1);                       \
      __auto_type bh5 = ln_mask_below(ln_##MT, (1LL << 32) + 1);                        \
      for (int i = 0; i < (N == 3 ? 4 : N); i++) {                                      \
        uint64_t all = i < N ? (ESZ == 8 ? ~0ull : (1ull << (8 * ESZ)) - 1) : 0;        \
        TC_CHECK(ref_get((char *)&bh0 + i * ESZ, ESZ) == all, #MT " below(1<<63) lane %d", i); \
        TC_CHECK(ref_get((char *)&bh1 + i * ESZ, ESZ) == all, #MT " below(SIZE_MAX) lane %d", i); \
        TC_CHECK(ref_get((char *)&bh2 + i * ESZ, ESZ) == all, #MT " below((size_t)-1) lane %d", i); \
        TC_CHECK(ref_get((char *)&bh3 + i * ESZ, ESZ) == all, #MT " below(UINT_MAX) lane %d", i); \
        TC_CHECK(ref_get((char *)&bh4 + i * ESZ, ESZ) == 0, #MT " below(-2^32+1) lane %d", i); \
        TC_CHECK(ref_get((char *)&bh5 + i * ESZ, ESZ) == all, #MT " below(2^32+1) lane %d", i); \
      }                                                                                 \
    }                                                                                   \
  }

/* Reductions of value type VT with mask type MT. */
#define T_RED_INT(VT, MT, ET, KIND, ESZ, N)                                             \
  static void test_red_##VT(void) {                                                     \
    for (unsigned r = 0; r < ROUNDS; r++) {                                             \
      ln_##VT v; ln_##MT m;                                                             \
      FILL(KIND, ESZ, N)                                                                \
      for (int op = REF_ADD; op <= REF_XOR; op++) {                                     \
        ET a = 0, b = 0;                                                                \
        switch (op) {                                                                   \
          case REF_ADD: a = ln_reduce_add(v); b = ln_reduce_add_masked(v, m); break;    \
          case REF_MUL: a = ln_reduce_mul(v); b = ln_reduce_mul_masked(v, m); break;    \
          case REF_MIN: a = ln_reduce_min(v); b = ln_reduce_min_masked(v, m); break;    \
          case REF_MAX: a = ln_reduce_max(v); b = ln_reduce_max_masked(v, m); break;    \
          case REF_AND: a = ln_reduce_and(v); b = ln_reduce_and_masked(v, m); break;    \
          case REF_OR: a = ln_reduce_or(v); b = ln_reduce_or_masked(v, m); break;       \
          default: a = ln_reduce_xor(v); b = ln_reduce_xor_masked(v, m); break;         \
        }                                                                               \
        uint64_t ea = ref_reduce_int(op, xv, all1, N, 8 * ESZ, KIND == 's');            \
        uint64_t eb = ref_reduce_int(op, xv, act, N, 8 * ESZ, KIND == 's');             \
        TC_CHECK(ref_get(&a, ESZ) == ea, #VT " reduce op%d r%u: %llx want %llx", op, r, \
                 (unsigned long long)ref_get(&a, ESZ), (unsigned long long)ea);         \
        TC_CHECK(ref_get(&b, ESZ) == eb, #VT " reduce_masked op%d r%u: %llx want %llx", op, r, \
                 (unsigned long long)ref_get(&b, ESZ), (unsigned long long)eb);         \
      }                                                                                 \
    }                                                                                   \
  }
#define T_RED_FLT(VT, MT, ET, KIND, ESZ, N)                                             \
  static void test_red_##VT(void) {                                                     \
    for (unsigned r = 0; r < ROUNDS; r++) {                                             \
      ln_##VT v; ln_##MT m;                                                             \
      FILL(KIND, ESZ, N)                                                                \
      double xd[MAXL];                                                                  \
      for (int i = 0; i < N; i++) xd[i] = lane_double(xv[i], ESZ);                      \
      for (int op = REF_ADD; op <= REF_MAX; op++) {                                     \
        ET a = 0, b = 0;                                                                \
        switch (op) {                                                                   \
          case REF_ADD: a = ln_reduce_add(v); b = ln_reduce_add_masked(v, m); break;    \
          case REF_MUL: a = ln_reduce_mul(v); b = ln_reduce_mul_masked(v, m); break;    \
          case REF_MIN: a = ln_reduce_min(v); b = ln_reduce_min_masked(v, m); break;    \
          default: a = ln_reduce_max(v); b = ln_reduce_max_masked(v, m); break;         \
        }                                                                               \
        double ea = ref_reduce_float(op, xd, all1, N, 8 * ESZ);                         \
        double eb = ref_reduce_float(op, xd, act, N, 8 * ESZ);                          \
        TC_CHECK(same_double((double)a, ea), #VT " reduce op%d r%u: %a want %a", op, r, (double)a, ea); \
        TC_CHECK(same_double((double)b, eb), #VT " reduce_masked op%d r%u: %a want %a", op, r, (double)b, eb); \
      }                                                                                 \
    }                                                                                   \
  }

#define MASKS_OF(E, ESZ) T_MASKFN(E##2, ESZ, 2) T_MASKFN(E##3, ESZ, 3) T_MASKFN(E##4, ESZ, 4) \
  T_MASKFN(E##8, ESZ, 8) T_MASKFN(E##16, ESZ, 16)
MASKS_OF(char, 1) MASKS_OF(uchar, 1) MASKS_OF(short, 2) MASKS_OF(ushort, 2)
MASKS_OF(int, 4) MASKS_OF(uint, 4) MASKS_OF(long, 8) MASKS_OF(ulong, 8)
T_MASKFN(char32, 1, 32) T_MASKFN(char64, 1, 64) T_MASKFN(uchar32, 1, 32) T_MASKFN(uchar64, 1, 64)
T_MASKFN(short32, 2, 32) T_MASKFN(ushort32, 2, 32)
#define REDS_OF(R, E, ME, KIND, ESZ) R(E##2, ME##2, ln_##E, KIND, ESZ, 2) R(E##3, ME##3, ln_##E, KIND, ESZ, 3) \
  R(E##4, ME##4, ln_##E, KIND, ESZ, 4) R(E##8, ME##8, ln_##E, KIND, ESZ, 8) R(E##16, ME##16, ln_##E, KIND, ESZ, 16)
REDS_OF(T_RED_INT, char, char, 's', 1) REDS_OF(T_RED_INT, uchar, char, 'u', 1)
REDS_OF(T_RED_INT, short, short, 's', 2) REDS_OF(T_RED_INT, ushort, short, 'u', 2)
REDS_OF(T_RED_INT, int, int, 's', 4) REDS_OF(T_RED_INT, uint, int, 'u', 4)
REDS_OF(T_RED_INT, long, long, 's', 8) REDS_OF(T_RED_INT, ulong, long, 'u', 8)
REDS_OF(T_RED_FLT, float, int, 'f', 4) REDS_OF(T_RED_FLT, double, long, 'f', 8)
T_RED_INT(char32, char32, ln_char, 's', 1, 32) T_RED_INT(char64, char64, ln_char, 's', 1, 64)
T_RED_INT(uchar32, char32, ln_uchar, 'u', 1, 32) T_RED_INT(uchar64, char64, ln_uchar, 'u', 1, 64)
T_RED_INT(short32, short32, ln_short, 's', 2, 32) T_RED_INT(ushort32, short32, ln_ushort, 'u', 2, 32)
#if LN_HAS_HALF
REDS_OF(T_RED_FLT, half, short, 'f', 2) T_RED_FLT(half32, short32, ln_half, 'f', 2, 32)
#endif

#define RUN5(P, E) P##E##2(); P##E##3(); P##E##4(); P##E##8(); P##E##16();

/* Comparison results straight from the operators (Clang's char / long long vectors). */
static void test_comparisons(void) {
  ln_char16 a = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, b = ln_splat(ln_char16, 8);
  TC_CHECK(ln_mask_count(a < b) == 7, "count char16 a<b");
  TC_CHECK(ln_mask_first_true(a > b) == 8, "first char16 a>b");
  TC_CHECK(ln_reduce_add_masked(a, a < b) == 28, "reduce_add_masked char16");
  ln_long4 la = {1, -2, 3, -4}, lb = {0, 0, 0, 0};
  TC_CHECK(ln_mask_to_bits(la < lb) == 0xa, "to_bits long4 a<b");
  TC_CHECK(ln_reduce_min_masked(la, la > lb) == 1, "reduce_min_masked long4");
  ln_double4 da = {1.5, -2.0, 3.0, NAN};
  TC_CHECK(ln_reduce_max_masked(da, da == da) == 3.0, "reduce_max_masked double4 skips NaN lane");
  TC_CHECK(isnan(ln_reduce_max(da)), "reduce_max double4 NaN");
  ln_float8 fa = {1e8f, 1.0f, -1e8f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f};
  /* tree order: ((1e8+1)+(-1e8+1)) + ((1+1)+(1+1)) = (1e8 + -1e8) + 4 = 4 */
  TC_CHECK(ln_reduce_add(fa) == 4.0f, "reduce_add float8 tree order: %g", (double)ln_reduce_add(fa));
}

int main(void) {
  tc_family = "mask";
  tc_seed_from_env();
  RUN5(test_maskfn_, char) RUN5(test_maskfn_, uchar) RUN5(test_maskfn_, short) RUN5(test_maskfn_, ushort)
  RUN5(test_maskfn_, int) RUN5(test_maskfn_, uint) RUN5(test_maskfn_, long) RUN5(test_maskfn_, ulong)
  RUN5(test_red_, char) RUN5(test_red_, uchar) RUN5(test_red_, short) RUN5(test_red_, ushort)
  RUN5(test_red_, int) RUN5(test_red_, uint) RUN5(test_red_, long) RUN5(test_red_, ulong)
  RUN5(test_red_, float) RUN5(test_red_, double)
  test_maskfn_char32(); test_maskfn_char64(); test_maskfn_uchar32(); test_maskfn_uchar64();
  test_maskfn_short32(); test_maskfn_ushort32();
  test_red_char32(); test_red_char64(); test_red_uchar32(); test_red_uchar64(); test_red_short32(); test_red_ushort32();
#if LN_HAS_HALF
  RUN5(test_red_, half) test_red_half32();
#endif
  test_comparisons();
  return tc_finish("test_mask");
}
