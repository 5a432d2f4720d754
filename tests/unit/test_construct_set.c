/* lanes/construct.h, the setters: ln_set_lo/ln_set_hi/ln_set_even/ln_set_odd and
 * LN_SWIZZLE_SET for every element type and lane count (2, 3, 4, 8, 16, 32, 64), every index count
 * (1, 2, 3, 4, 8, 16) a source can take, against tests/ref/ref_construct.h (OpenCL's assignment
 * to .lo .hi .even .odd and to swizzles), on random lanes (3-lane inputs: random padding). */
#include <lanes/construct.h>
#include "common/check.h"
#include "ref/ref_construct.h"

/* the most lanes of any vector type (ln_char64) */
#define MAXL 64

static uint64_t lane_bits(const void *r, int bytes, int i) {
  const unsigned char *p = (const unsigned char *)r + (size_t)i * (size_t)bytes;
  switch (bytes) {
    case 1: { uint8_t v; memcpy(&v, p, 1); return v; }
    case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
    default: { uint64_t v; memcpy(&v, p, 8); return v; }
  }
}
static void lanes_of(uint64_t *out, const void *p, size_t size, int bytes) {
  for (int i = 0; i < MAXL; i++) out[i] = (size_t)(i + 1) * (size_t)bytes <= size ? lane_bits(p, bytes, i) : 0;
}
static const char *cur;
static void expect(const char *what, int n, const void *r, size_t rs, int bytes, const uint64_t *want) {
  int sl = n == 3 ? 4 : n;
  TC_CHECK(rs == (size_t)(sl * bytes), "%s %s%d: size %zu", what, cur, n, rs);
  for (int i = 0; i < sl; i++)
    TC_CHECK(lane_bits(r, bytes, i) == want[i], "%s %s%d lane %d: got %#llx want %#llx", what, cur, n, i,
             (unsigned long long)lane_bits(r, bytes, i), (unsigned long long)want[i]);
}

#define FILL(v) do { unsigned char b_[128]; for (size_t i_ = 0; i_ < sizeof b_; i_++) b_[i_] = (unsigned char)tc_rand(); \
    memcpy(&(v), b_, sizeof(v)); } while (0)

/* ln_set_<part>(v, x): v of N lanes, x of type H (the type of ln_lo(v)) */
#define T_PART1(T, N, H, PART, RP) { \
    ln_##T##N v; H x; FILL(v); FILL(x); uint64_t V[MAXL], X[MAXL], W[MAXL]; \
    lanes_of(V, &v, sizeof v, sizeof(ln_##T)); lanes_of(X, &x, sizeof x, sizeof(ln_##T)); \
    ref_set_part(W, V, N, X, RP); \
    __auto_type r = ln_set_##PART(v, x); \
    TC_CHECK(_Generic(r, ln_##T##N: 1, default: 0), "set_" #PART " %s%d: result type", cur, N); \
    expect("set_" #PART, N, &r, sizeof r, sizeof(ln_##T), W); }
#define T_PART(T, N, H) T_PART1(T, N, H, lo, REF_LO) T_PART1(T, N, H, hi, REF_HI) \
    T_PART1(T, N, H, even, REF_EVEN) T_PART1(T, N, H, odd, REF_ODD)

/* LN_SWIZZLE_SET(v, x, indexes...): x of type XT with K lanes */
#define T_SS(T, N, XT, K, ...) { \
    ln_##T##N v; XT x; FILL(v); FILL(x); uint64_t V[MAXL], X[MAXL], W[MAXL]; const int id[K] = {__VA_ARGS__}; \
    lanes_of(V, &v, sizeof v, sizeof(ln_##T)); lanes_of(X, &x, sizeof x, sizeof(ln_##T)); \
    ref_swizzle_set(W, V, N, X, id, K); \
    __auto_type r = LN_SWIZZLE_SET(v, x, __VA_ARGS__); \
    TC_CHECK(_Generic(r, ln_##T##N: 1, default: 0), "swizzle_set%d %s%d: result type", K, cur, N); \
    expect("swizzle_set" #K, N, &r, sizeof r, sizeof(ln_##T), W); }

#define T_TYPE(T) static void t_##T(void) { cur = #T; \
    for (int it = 0; it < 50; it++) { \
      T_PART(T, 2, ln_##T) T_PART(T, 3, ln_##T##2) T_PART(T, 4, ln_##T##2) T_PART(T, 8, ln_##T##4) \
      T_PART(T, 16, ln_##T##8) \
      T_SS(T, 2, ln_##T, 1, 1) T_SS(T, 2, ln_##T, 1, 0) T_SS(T, 2, ln_##T##2, 2, 1, 0) \
      T_SS(T, 3, ln_##T, 1, 2) T_SS(T, 3, ln_##T##2, 2, 2, 0) T_SS(T, 3, ln_##T##3, 3, 1, 2, 0) \
      T_SS(T, 4, ln_##T, 1, 3) T_SS(T, 4, ln_##T##2, 2, 1, 3) T_SS(T, 4, ln_##T##3, 3, 3, 0, 2) \
      T_SS(T, 4, ln_##T##4, 4, 3, 1, 0, 2) \
      T_SS(T, 8, ln_##T, 1, 5) T_SS(T, 8, ln_##T##2, 2, 7, 0) T_SS(T, 8, ln_##T##3, 3, 6, 1, 4) \
      T_SS(T, 8, ln_##T##4, 4, 0, 7, 2, 5) T_SS(T, 8, ln_##T##8, 8, 7, 0, 2, 1, 4, 3, 6, 5) \
      T_SS(T, 16, ln_##T, 1, 15) T_SS(T, 16, ln_##T##2, 2, 9, 14) T_SS(T, 16, ln_##T##3, 3, 15, 0, 8) \
      T_SS(T, 16, ln_##T##4, 4, 12, 3, 6, 1) T_SS(T, 16, ln_##T##8, 8, 15, 0, 2, 1, 4, 3, 6, 5) \
      T_SS(T, 16, ln_##T##16, 16, 3, 0, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14) } }
T_TYPE(char) T_TYPE(uchar) T_TYPE(short) T_TYPE(ushort) T_TYPE(int) T_TYPE(uint) T_TYPE(long) T_TYPE(ulong)
T_TYPE(float) T_TYPE(double)
#if LN_HAS_HALF
T_TYPE(half)
#endif
/* 32 and 64 lanes (types of at most 512 bits) */
#define T_TYPE32(T) static void t32_##T(void) { cur = #T; \
    for (int it = 0; it < 50; it++) { \
      T_PART(T, 32, ln_##T##16) \
      T_SS(T, 32, ln_##T, 1, 31) T_SS(T, 32, ln_##T##3, 3, 31, 0, 17) \
      T_SS(T, 32, ln_##T##16, 16, 3, 30, 1, 2, 7, 4, 5, 6, 11, 8, 9, 10, 15, 12, 13, 14) } }
#define T_TYPE64(T) static void t64_##T(void) { cur = #T; \
    for (int it = 0; it < 50; it++) { \
      T_PART(T, 64, ln_##T##32) \
      T_SS(T, 64, ln_##T, 1, 63) T_SS(T, 64, ln_##T##2, 2, 40, 63) \
      T_SS(T, 64, ln_##T##8, 8, 63, 0, 32, 1, 48, 3, 6, 5) } }
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
  /* spelled out from the OpenCL text */
  { ln_int4 v = {1, 2, 3, 4}; ln_int2 x = {8, 9}; ln_int4 r = ln_set_odd(v, x);
    TC_CHECK(r[0] == 1 && r[1] == 8 && r[2] == 3 && r[3] == 9, "int4 v.odd = x"); }
  { ln_int3 v = {{1, 2, 3, 77}}; ln_int2 x = {8, 9}; ln_int3 h = ln_set_hi(v, x), o = ln_set_odd(v, x);
    TC_CHECK(h.v[0] == 1 && h.v[1] == 2 && h.v[2] == 8 && h.v[3] == 0, "int3 v.hi = x writes s2 only");
    TC_CHECK(o.v[0] == 1 && o.v[1] == 8 && o.v[2] == 3 && o.v[3] == 0, "int3 v.odd = x writes s1 only"); }
  { ln_float8 v = {0, 1, 2, 3, 4, 5, 6, 7}; ln_float2 z = {-1, -3}; ln_float8 r = LN_SWIZZLE_SET(v, z, 1, 3);
    TC_CHECK(r[1] == -1 && r[3] == -3 && r[0] == 0 && r[2] == 2 && r[7] == 7, "float8 v.s13 = z"); }
  { ln_short2 v = {5, 6}; ln_short2 r = ln_set_lo(v, 300000); /* scalar converted to short */
    TC_CHECK(r[0] == (short)(300000 - 5 * 65536) && r[1] == 6, "short2 v.lo = int"); }
  { int calls = 0; ln_uint4 v = {1, 2, 3, 4}; ln_uint4 r = LN_SWIZZLE_SET((calls++, v), (calls++, 9u), 2);
    TC_CHECK(calls == 2 && r[2] == 9 && r[1] == 2, "LN_SWIZZLE_SET evaluates v and x once"); }
  return tc_finish("test_construct_set");
}
