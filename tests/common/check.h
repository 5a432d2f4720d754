/* Test harness shared by every lanes test: counters, failure reports, a seeded PRNG and
 * edge values per element type.  Shares no code with the library. */
#ifndef LANES_TEST_CHECK_H
#define LANES_TEST_CHECK_H
#include <inttypes.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A test file too slow to compile as one unit declares "#define TC_PARTS <k>" (tests/CMakeLists.txt
 * reads that line) and guards each share of its cases with "#if TC_IN_PART(i)", i = 1..k: it is
 * built as k executables <test>_part<i>, each compiled with TC_PART = i, which build and run in
 * parallel.  Built on its own (TC_PART undefined) it runs every part. */
#ifndef TC_PART
#define TC_PART 0
#endif
#define TC_IN_PART(i) (TC_PART == 0 || TC_PART == (i))

static unsigned long tc_checks __attribute__((unused)), tc_failures __attribute__((unused));
static const char *tc_family __attribute__((unused)) = "";

/* Records one comparison; prints the first 20 failures in full. */
#define TC_CHECK(cond, ...)                                                     \
  do {                                                                          \
    tc_checks++;                                                                \
    if (!(cond)) {                                                              \
      if (++tc_failures <= 20) {                                                \
        fprintf(stderr, "FAIL %s:%d [%s] ", __FILE__, __LINE__, tc_family);     \
        fprintf(stderr, __VA_ARGS__);                                           \
        fputc('\n', stderr);                                                    \
      }                                                                         \
    }                                                                           \
  } while (0)

/* Prints the summary line and returns the process exit code. */
static inline int tc_finish(const char *name) {
  printf("%s: %lu checks, %lu failures\n", name, tc_checks, tc_failures);
  return tc_failures ? 1 : 0;
}

/* splitmix64: seeded, reproducible on every platform.  LANES_TEST_SEED overrides. */
static uint64_t tc_state __attribute__((unused)) = 0x6c616e6573ull;
static inline void tc_seed_from_env(void) {
  const char *s = getenv("LANES_TEST_SEED");
  if (s) tc_state = strtoull(s, 0, 0);
}
static inline uint64_t tc_rand(void) {
  uint64_t z = (tc_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Edge bit patterns for a B-bit integer lane (B = 8, 16, 32, 64): 0, 1, -1, MIN, MAX,
 * MIN+1, MAX-1, 2, small negatives and powers of two around the half width. */
static inline uint64_t tc_int_edge(int bits, unsigned i) {
  uint64_t mask = bits == 64 ? ~0ull : ((1ull << bits) - 1);
  uint64_t min = 1ull << (bits - 1);
  const uint64_t v[] = {0, 1, mask, min, min - 1, min + 1, min - 2, 2, mask - 1, 3, 7,
                        (uint64_t)bits, (uint64_t)bits - 1, (uint64_t)bits + 1,
                        1ull << (bits / 2), (1ull << (bits / 2)) - 1, mask - (uint64_t)bits + 1};
  return v[i % (sizeof v / sizeof v[0])] & mask;
}
#define TC_INT_EDGES 17u

/* Edge values for floating-point lanes, as doubles (converted by the caller). */
static inline double tc_float_edge(unsigned i) {
  const double v[] = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994,
                      INFINITY, -INFINITY, NAN, -NAN, 1e-40, -1e-40, 1.4e-45, 5e-324,
                      3.4028234663852886e38, -3.4028234663852886e38, 3.4028235677973366e38,
                      1.7976931348623157e308, -1.7976931348623157e308, 2.2250738585072014e-308,
                      1.1754943508222875e-38, 65504.0, 65520.0, -65504.0, 6.103515625e-05,
                      5.960464477539063e-08, 127.5, 128.0, -128.5, -129.0, 255.5, 256.0,
                      32767.5, 32768.0, -32768.5, 65535.5, 65536.0, 2147483647.0,
                      2147483648.0, -2147483648.0, -2147483649.0, 4294967295.5, 4294967296.0,
                      9223372036854775807.0, 9223372036854775808.0, -9223372036854775808.0,
                      -9223372036854777856.0, 18446744073709551615.0, 18446744073709551616.0,
                      16777217.0, 9007199254740993.0, 0.1, -0.1, 1e10, -1e10, 3.0, -3.5};
  return v[i % (sizeof v / sizeof v[0])];
}
#define TC_FLOAT_EDGES 61u

/* A random double with a spread of magnitudes and signs (for float lanes). */
static inline double tc_rand_double(void) {
  uint64_t r = tc_rand();
  switch (r & 7) {
    case 0: return ldexp((double)(int64_t)tc_rand(), -(int)(tc_rand() & 63));
    case 1: return tc_float_edge((unsigned)(r >> 8));
    case 2: { double d; uint64_t b = tc_rand(); memcpy(&d, &b, 8); return d; }
    case 3: { float f; uint32_t b = (uint32_t)tc_rand(); memcpy(&f, &b, 4); return f; }
    default: return ldexp((double)(int64_t)(tc_rand() >> 11) - (double)(1ull << 52), -(int)(r >> 58));
  }
}

/* Float equality for tests: same bits, or both NaN (OpenCL does not fix NaN payloads). */
static inline int tc_same_f64(double a, double b) {
  if (a != a && b != b) return 1;
  return memcmp(&a, &b, sizeof a) == 0;
}
static inline int tc_same_f32(float a, float b) {
  if (a != a && b != b) return 1;
  return memcmp(&a, &b, sizeof a) == 0;
}

#endif
