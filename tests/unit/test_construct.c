/* lanes/construct.h: ln_concat, ln_lo/ln_hi/ln_even/ln_odd, LN_SWIZZLE for every element type
 * and lane count (32 and 64 included), against index formulas written from OpenCL's definitions of .lo .hi .even
 * .odd and swizzles (3-lane sources: a 4th lane that reads as 0). */
#include <lanes/construct.h>
#include "common/check.h"

static uint64_t lane_bits(const void *r, int bytes, int i) {
  const unsigned char *p = (const unsigned char *)r + (size_t)i * (size_t)bytes;
  switch (bytes) {
    case 1: { uint8_t v; memcpy(&v, p, 1); return v; }
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
  }
}
static const char *cur;
/* r: nl lanes expected equal to src lanes idx[k] (idx -1: 0); 3 lanes: padding 0 */
static void expect(const char *what, const void *r, size_t rs, int bytes, int nl, const void *src, const int *idx) {
  int sl = nl == 3 ? 4 : nl;
  TC_CHECK(rs == (size_t)(sl * bytes), "%s %s: size %zu", what, cur, rs);
  for (int k = 0; k < nl; k++) {
    uint64_t want = idx[k] < 0 ? 0 : lane_bits(src, bytes, idx[k]);
    TC_CHECK(lane_bits(r, bytes, k) == want, "%s %s lane %d", what, cur, k);
  }
  if (nl == 3) TC_CHECK(lane_bits(r, bytes, 3) == 0, "%s %s padding", what, cur);
}

/* source lane values: distinct bit patterns (random, as integers of the lane width) */
#define FILL(v) do { unsigned char b_[128]; for (size_t i_ = 0; i_ < sizeof b_; i_++) b_[i_] = (unsigned char)tc_rand(); \
    memcpy(&(v), b_, sizeof(v)); } while (0)

#define T_PART(T, N, H) { \
    ln_##T##N x; FILL(x); int L = N == 3 ? 4 : N; ln_##T##N xs = x; \
    if (N == 3) memset((char *)&xs + sizeof xs / 4 * 3, 0, sizeof xs / 4); /* 4th lane reads as 0 */ \
    int lo[32], hi[32], ev[32], od[32]; \
    for (int i = 0; i < L / 2; i++) { lo[i] = i; hi[i] = i + L / 2; ev[i] = 2 * i; od[i] = 2 * i + 1; } \
    __auto_type r1 = ln_lo(x); expect("lo", &r1, sizeof r1, sizeof(ln_##T), H, &xs, lo); \
    __auto_type r2 = ln_hi(x); expect("hi", &r2, sizeof r2, sizeof(ln_##T), H, &xs, hi); \
    __auto_type r3 = ln_even(x); expect("even", &r3, sizeof r3, sizeof(ln_##T), H, &xs, ev); \
    __auto_type r4 = ln_odd(x); expect("odd", &r4, sizeof r4, sizeof(ln_##T), H, &xs, od); }

#define T_CONCAT(T, N, N2) { \
    ln_##T##N a, b; FILL(a); FILL(b); ln_##T ab[64]; memcpy(ab, &a, sizeof a); memcpy(ab + N, &b, sizeof b); \
    int id[64]; for (int i = 0; i < 2 * N; i++) id[i] = i; \
    ln_##T##N2 r = ln_concat(a, b); expect("concat", &r, sizeof r, sizeof(ln_##T), 2 * N, ab, id); }

/* swizzles with fixed index lists (reversed, broadcast, mixed) for every source lane count */
#define T_SWZ(T, N, M) { /* M: highest valid index = N - 1 */ \
    ln_##T##N x; FILL(x); \
    { int id[2] = {M, 0}; __auto_type r = LN_SWIZZLE(x, M, 0); expect("swz2", &r, sizeof r, sizeof(ln_##T), 2, &x, id); \
      TC_CHECK(_Generic(r, ln_##T##2: 1, default: 0), "swz2 type %s", cur); } \
    { int id[3] = {1, M, 0}; __auto_type r = LN_SWIZZLE(x, 1, M, 0); expect("swz3", &r, sizeof r, sizeof(ln_##T), 3, &x, id); \
      TC_CHECK(_Generic(r, ln_##T##3: 1, default: 0), "swz3 type %s", cur); } \
    { int id[4] = {M, M, 1, 0}; __auto_type r = LN_SWIZZLE(x, M, M, 1, 0); expect("swz4", &r, sizeof r, sizeof(ln_##T), 4, &x, id); \
      TC_CHECK(_Generic(r, ln_##T##4: 1, default: 0), "swz4 type %s", cur); } \
    { int id[8] = {0, M, 1, M - 1, 1, 0, M, M}; __auto_type r = LN_SWIZZLE(x, 0, M, 1, M - 1, 1, 0, M, M); \
      expect("swz8", &r, sizeof r, sizeof(ln_##T), 8, &x, id); TC_CHECK(_Generic(r, ln_##T##8: 1, default: 0), "swz8 type %s", cur); } \
    { int id[16] = {M, M - 1, 1, 0, 0, 1, M, M, 1, 1, 0, M - 1, M, 0, 1, M}; \
      __auto_type r = LN_SWIZZLE(x, M, M - 1, 1, 0, 0, 1, M, M, 1, 1, 0, M - 1, M, 0, 1, M); \
      expect("swz16", &r, sizeof r, sizeof(ln_##T), 16, &x, id); TC_CHECK(_Generic(r, ln_##T##16: 1, default: 0), "swz16 type %s", cur); } }

#define T_TYPE(T) static void t_##T(void) { cur = #T; \
    for (int it = 0; it < 20; it++) { \
      T_PART(T, 2, 1) T_PART(T, 3, 2) T_PART(T, 4, 2) T_PART(T, 8, 4) T_PART(T, 16, 8) \
      T_CONCAT(T, 2, 4) T_CONCAT(T, 4, 8) T_CONCAT(T, 8, 16) \
      T_SWZ(T, 2, 1) T_SWZ(T, 3, 2) T_SWZ(T, 4, 3) T_SWZ(T, 8, 7) T_SWZ(T, 16, 15) } }
T_TYPE(char) T_TYPE(uchar) T_TYPE(short) T_TYPE(ushort) T_TYPE(int) T_TYPE(uint) T_TYPE(long) T_TYPE(ulong)
T_TYPE(float) T_TYPE(double)
#if LN_HAS_HALF
T_TYPE(half)
#endif
/* 32 lanes (types of at most 512 bits): parts of 32, concat of two 16-lane vectors; 64 lanes too */
#define T_TYPE32(T) static void t32_##T(void) { cur = #T "32"; \
    for (int it = 0; it < 20; it++) { T_PART(T, 32, 16) T_CONCAT(T, 16, 32) T_SWZ(T, 32, 31) } }
#define T_TYPE64(T) static void t64_##T(void) { cur = #T "64"; \
    for (int it = 0; it < 20; it++) { T_PART(T, 64, 32) T_CONCAT(T, 32, 64) T_SWZ(T, 64, 63) } }
T_TYPE32(char) T_TYPE32(uchar) T_TYPE32(short) T_TYPE32(ushort) T_TYPE64(char) T_TYPE64(uchar)
#if LN_HAS_HALF
T_TYPE32(half)
#endif

int main(void) {
  tc_family = "construct";
  tc_seed_from_env();
  t_char(); t_uchar(); t_short(); t_ushort(); t_int(); t_uint(); t_long(); t_ulong(); t_float(); t_double();
  t32_char(); t32_uchar(); t32_short(); t32_ushort(); t64_char(); t64_uchar();
#if LN_HAS_HALF
  t_half(); t32_half();
#endif
  { ln_int3 v = {{1, 2, 3, 99}}; ln_int2 h = ln_hi(v), o = ln_odd(v), e = ln_even(v);
    TC_CHECK(h[0] == 3 && h[1] == 0 && o[0] == 2 && o[1] == 0 && e[0] == 1 && e[1] == 3, "int3 hi/odd/even spot"); }
  { ln_float4 v = {1, 2, 3, 4}; int calls = 0; ln_float2 r = LN_SWIZZLE((calls++, v), 3, 2);
    TC_CHECK(calls == 1 && r[0] == 4 && r[1] == 3, "swizzle evaluates v once"); }
  return tc_finish("test_construct");
}
