/* OpenCL shuffle / shuffle2: every element type x input lanes m x result lanes n, for the
 * public generic macros (the ISA path where the target has one) and for the portable kernels,
 * against the scalar model tests/ref/ref_shuffle.h, bit for bit.  Masks have random high
 * bits (which OpenCL ignores), all bits set, edge patterns and in-range values; data are
 * random bits (NaN payloads, denormals, ...) and edge values.  Also the constant forms and
 * the spec's examples.  Prints which kernel path each combination used. */
#include <lanes/shuffle.h>
#include "common/check.h"
#include "ref/ref_shuffle.h"

/* ---- path tally ---- */
/* The path of a shape, from the name its hook LN__ISA_<op>_<shape> expands to: the ISA kernel
 * ln__<op>_<path>_u<bits>_<m>_<n>, or the hook's own name when no ISA header defines it (the
 * portable kernel). */
#define STR_(x) #x
#define STR(x) STR_(x)
#define PATH(hook) path_of(STR(hook))
static const char *path_of(const char *kernel) {
  static char paths[8][16];
  if (strncmp(kernel, "ln__", 4) != 0) return "portable";
  const char *p = strchr(kernel + 4, '_') + 1;
  int len = (int)(strchr(p, '_') - p);
  for (int i = 0; i < 8; i++) {
    if (!paths[i][0]) snprintf(paths[i], sizeof paths[i], "%.*s", len, p);
    if ((int)strlen(paths[i]) == len && strncmp(paths[i], p, (size_t)len) == 0) return paths[i];
  }
  return "?";
}
static const char *path_names[8];
static unsigned path_counts[8];
static void tally(const char *p) {
  for (int i = 0; i < 8; i++) {
    if (!path_names[i]) path_names[i] = p;
    if (strcmp(path_names[i], p) == 0) { path_counts[i]++; return; }
  }
}

/* Lane data of esize bytes: kind 0 random bits, 1 integer edges, 2 float edges / NaN payloads. */
/* Stores the low esize bytes' worth of v as one lane in the machine's byte order. */
static void put_lane(unsigned char *p, int esize, uint64_t v) {
  uint8_t b = (uint8_t)v;
  uint16_t h = (uint16_t)v;
  uint32_t w = (uint32_t)v;
  switch (esize) {
    case 1: memcpy(p, &b, 1); break;
    case 2: memcpy(p, &h, 2); break;
    case 4: memcpy(p, &w, 4); break;
    default: memcpy(p, &v, 8); break;
  }
}

static void fill_lane(unsigned char *p, int esize, int isfloat, int kind, unsigned i) {
  uint64_t v = tc_rand();
  if (kind == 1) v = tc_int_edge(esize * 8, i);
  if (kind == 2 && isfloat) {
    static const uint64_t nan64[] = {0x7ff0000000000001ull, 0xfff8000000000123ull, 0x7ff4000000000000ull, 0x8000000000000001ull};
    static const uint32_t nan32[] = {0x7f800001u, 0xffc00123u, 0x7fa00000u, 0x80000001u};
    static const uint16_t nan16[] = {0x7c01u, 0xfe23u, 0x7d00u, 0x8001u};
    double d = tc_float_edge(i * 7u + 3u);
    if (esize == 8) { if (i % 3 == 0) v = nan64[i % 4]; else memcpy(&v, &d, 8); }
    if (esize == 4) { float f = (float)d; uint32_t b; memcpy(&b, &f, 4); v = i % 3 == 0 ? nan32[i % 4] : b; }
    if (esize == 2) v = i % 3 == 0 ? nan16[i % 4] : (uint16_t)v;
  }
  put_lane(p, esize, v);
}

/* Mask lane of esize bytes: random bits, all set, edges, in range (< 2m), in range plus
 * random high bits. */
static uint64_t make_mask(int esize, int kind, unsigned i, int m) {
  uint64_t all = esize == 8 ? ~0ull : ((1ull << (esize * 8)) - 1);
  switch (kind) {
    case 0: return tc_rand() & all;
    case 1: return all;
    case 2: return tc_int_edge(esize * 8, i);
    case 3: return tc_rand() % (uint64_t)(2 * m);
    default: return (tc_rand() & all & ~(uint64_t)(2 * m - 1)) | (tc_rand() % (uint64_t)(2 * m));
  }
}

#define TRIALS 40

/* One checker per element type T (unsigned type U, width BITS, float flag F), m and n. */
#define CHECK_MN(T, U, BITS, F, M, N)                                                              \
  static void check_##T##M##_##N(void) {                                                           \
    ln_##T##M x = {0}, y = {0}; ln_##U##N mask = {0}, raw; ln_##T##N r, g;                         \
    unsigned char want[sizeof(ln_##T##N)];                                                         \
    uint64_t mk[N];                                                                                \
    const int es = (int)sizeof(x[0]);                                                              \
    tally(PATH(LN__ISA_shuffle_##U##M##_##U##N));                                                  \
    tally(PATH(LN__ISA_shuffle2_##U##M##_##U##N));                                                 \
    for (unsigned t = 0; t < TRIALS; t++) {                                                        \
      for (int i = 0; i < M; i++) {                                                                \
        fill_lane((unsigned char *)&x + i * es, es, F, (int)(t % 3), t * 31u + (unsigned)i);       \
        fill_lane((unsigned char *)&y + i * es, es, F, (int)((t / 3) % 3), t * 17u + (unsigned)i + 5u); \
      }                                                                                            \
      for (int i = 0; i < N; i++) {                                                                \
        mk[i] = make_mask(es, (int)(t % 5), t * 13u + (unsigned)i, M);                             \
        put_lane((unsigned char *)&mask + i * es, es, mk[i]);                                      \
      }                                                                                            \
      /* shuffle */                                                                                \
      ref_shuffle(want, &x, 0, M, es, mk, N);                                                      \
      r = ln_shuffle(x, mask);                                                                     \
      TC_CHECK(memcmp(&r, want, sizeof r) == 0, "shuffle %s%d -> %d trial %u (%s)", #T, M, N, t,   \
               PATH(LN__ISA_shuffle_##U##M##_##U##N));                                             \
      r = ln_shuffle_##T##M##_##N(x, mask);                                                        \
      TC_CHECK(memcmp(&r, want, sizeof r) == 0, "ln_shuffle_%s%d_%d trial %u", #T, M, N, t);       \
      raw = ln__portable_shuffle_##U##M##_##U##N((ln_##U##M)x, mask);                              \
      memcpy(&g, &raw, sizeof g);                                                                  \
      TC_CHECK(memcmp(&g, want, sizeof g) == 0, "portable shuffle %s%d -> %d trial %u", #T, M, N, t); \
      TC_CHECK(memcmp(&g, &r, sizeof g) == 0, "isa vs portable shuffle %s%d -> %d", #T, M, N);     \
      /* shuffle2 */                                                                               \
      ref_shuffle(want, &x, &y, M, es, mk, N);                                                     \
      r = ln_shuffle2(x, y, mask);                                                                 \
      TC_CHECK(memcmp(&r, want, sizeof r) == 0, "shuffle2 %s%d -> %d trial %u (%s)", #T, M, N, t,  \
               PATH(LN__ISA_shuffle2_##U##M##_##U##N));                                            \
      r = ln_shuffle2_##T##M##_##N(x, y, mask);                                                    \
      TC_CHECK(memcmp(&r, want, sizeof r) == 0, "ln_shuffle2_%s%d_%d trial %u", #T, M, N, t);      \
      raw = ln__portable_shuffle2_##U##M##_##U##N((ln_##U##M)x, (ln_##U##M)y, mask);               \
      memcpy(&g, &raw, sizeof g);                                                                  \
      TC_CHECK(memcmp(&g, want, sizeof g) == 0, "portable shuffle2 %s%d -> %d trial %u", #T, M, N, t); \
      TC_CHECK(memcmp(&g, &r, sizeof g) == 0, "isa vs portable shuffle2 %s%d -> %d", #T, M, N);    \
    }                                                                                              \
  }
#define CHECK_M(T, U, BITS, F, M) \
  CHECK_MN(T, U, BITS, F, M, 2) CHECK_MN(T, U, BITS, F, M, 4) CHECK_MN(T, U, BITS, F, M, 8) CHECK_MN(T, U, BITS, F, M, 16)
#define CHECK_T(T, U, BITS, F) \
  CHECK_M(T, U, BITS, F, 2) CHECK_M(T, U, BITS, F, 4) CHECK_M(T, U, BITS, F, 8) CHECK_M(T, U, BITS, F, 16)
#define RUN_M(T, M) check_##T##M##_2(); check_##T##M##_4(); check_##T##M##_8(); check_##T##M##_16();
#define RUN_T(T) RUN_M(T, 2) RUN_M(T, 4) RUN_M(T, 8) RUN_M(T, 16)

CHECK_T(char, uchar, 8, 0)
CHECK_T(uchar, uchar, 8, 0)
CHECK_T(short, ushort, 16, 0)
CHECK_T(ushort, ushort, 16, 0)
CHECK_T(int, uint, 32, 0)
CHECK_T(uint, uint, 32, 0)
CHECK_T(long, ulong, 64, 0)
CHECK_T(ulong, ulong, 64, 0)
#if LN_HAS_HALF
CHECK_T(half, ushort, 16, 1)
#endif
CHECK_T(float, uint, 32, 1)
CHECK_T(double, ulong, 64, 1)

static int calls;
static ln_float4 count_x(ln_float4 a) { calls++; return a; }
static ln_uint4 count_mask(void) { calls++; return (ln_uint4){1, 5, 9, 13}; }

/* The spec's examples, the constant forms, and the typed results of the generic macros. */
static void check_examples(void) {
  ln_float4 a = {1.5f, -2.0f, 3.25f, NAN}, b = {5.0f, 6.0f, 7.0f, 8.0f};
  ln_float4 r = ln_shuffle(a, ((ln_uint4){3, 2, 1, 0}));
  TC_CHECK(r[0] != r[0] && r[1] == 3.25f && r[2] == -2.0f && r[3] == 1.5f, "spec example wzyx");
  ln_float8 r8 = ln_shuffle2(a, b, ((ln_uint8){0, 1, 2, 3, 4, 5, 6, 7}));
  TC_CHECK(r8[1] == -2.0f && r8[4] == 5.0f && r8[7] == 8.0f, "spec example shuffle2 xyzw");
  ln_float8 a8 = {0, 1, 2, 3, 4, 5, 6, 7};
  ln_float4 r4 = ln_shuffle(a8, ((ln_uint4){7, 8 + 6, 0xFFFFFFF8u, 3}));
  TC_CHECK(r4[0] == 7 && r4[1] == 6 && r4[2] == 0 && r4[3] == 3, "spec example float8 -> float4");
  TC_CHECK(_Generic(ln_shuffle((ln_short16){0}, (ln_ushort2){0}), ln_short2: 1, default: 0), "result type short2");
  TC_CHECK(_Generic(ln_shuffle2((ln_double2){0}, (ln_double2){0}, (ln_ulong16){0}), ln_double16: 1, default: 0),
           "result type double16");
  /* constant forms: indexes modulo m (2m for shuffle2), negative by their low bits */
  ln_int4 xi = {10, 11, 12, 13}, yi = {20, 21, 22, 23};
  ln_int8 c8 = LN_SHUFFLE_CONST(xi, 3, 2, 1, 0, 4, 5, -1, 9);
  const int want8[8] = {13, 12, 11, 10, 10, 11, 13, 11};
  for (int i = 0; i < 8; i++) TC_CHECK(c8[i] == want8[i], "LN_SHUFFLE_CONST lane %d", i);
  ln_int2 c2 = LN_SHUFFLE2_CONST(xi, yi, 7, 9);
  TC_CHECK(c2[0] == 23 && c2[1] == 11, "LN_SHUFFLE2_CONST");
  ln_uchar16 u16 = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  ln_uchar4 c4 = LN_SHUFFLE2_CONST(u16, u16 + 16, 31, 32, 16, 15);
  TC_CHECK(c4[0] == 31 && c4[1] == 0 && c4[2] == 16 && c4[3] == 15, "LN_SHUFFLE2_CONST uchar16");
  ln_double2 d2 = {-0.0, 1.0};
  ln_double16 c16 = LN_SHUFFLE_CONST(d2, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  for (int i = 0; i < 16; i++) TC_CHECK(tc_same_f64(c16[i], d2[i & 1]) && signbit(c16[i]) == signbit(d2[i & 1]), "const double16 %d", i);
  /* the arguments are evaluated once */
  calls = 0;
  r = ln_shuffle(count_x(a), count_mask());
  TC_CHECK(calls == 2 && r[0] == -2.0f && r[3] == -2.0f, "arguments evaluated once");
}

int main(void) {
  tc_family = "shuffle";
  tc_seed_from_env();
  RUN_T(char) RUN_T(uchar) RUN_T(short) RUN_T(ushort) RUN_T(int) RUN_T(uint) RUN_T(long) RUN_T(ulong)
#if LN_HAS_HALF
  RUN_T(half)
#endif
  RUN_T(float) RUN_T(double)
  check_examples();
  printf("test_shuffle paths (one per element type x m x n x op):");
  for (int i = 0; i < 8 && path_names[i]; i++) printf(" %s=%u", path_names[i], path_counts[i]);
  printf("\n");
  return tc_finish("test_shuffle");
}
