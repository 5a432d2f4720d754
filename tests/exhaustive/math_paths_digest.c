/* math_paths_digest: the bits of every one-argument float function of lanes/math.h on every one
 * of the 2^32 float inputs, as one 64-bit digest per function and vector width.  The widths of
 * one build must agree (the kernels of ln_float2, 4, 8 and 16 are different code), and every
 * build must print the same digests: tests/exhaustive/math_paths.sh builds this file for each
 * x86 path (the portable code on 16-byte vectors, SSE4, AVX2, AVX-512; GCC and Clang) and
 * compares them.  With the exhaustive ulp runs of math_<family>_exhaustive on one
 * path, equal digests carry their bounds to every path.
 *   math_paths_digest [threads [widths [functions...]]]   e.g. "2 4,16 exp sin" (default: 2,
 *   widths 4,8,16, every function)
 * Prints "lanes-path-digest <fn> <width> <hex>" per function and width, then "<fn>: widths
 * agree" or a mismatch; exits 1 on a mismatch between widths. */
#include <lanes/math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LN__PD_FNS(X) \
  X(fabs) X(ceil) X(floor) X(trunc) X(rint) X(round) X(sqrt) X(logb) X(exp) X(exp2) X(exp10) \
  X(expm1) X(log) X(log2) X(log10) X(log1p) X(sin) X(cos) X(tan) X(sinpi) X(cospi) X(tanpi) \
  X(asin) X(acos) X(atan) X(asinpi) X(acospi) X(atanpi) X(cbrt) X(rsqrt) X(sinh) X(cosh) \
  X(tanh) X(asinh) X(acosh) X(atanh) X(erf) X(erfc) X(tgamma) X(lgamma) X(degrees) X(radians) \
  X(native_exp) X(native_exp2) X(native_exp10) X(native_log) X(native_log2) X(native_log10) \
  X(native_sin) X(native_cos) X(native_tan) X(native_sqrt) X(native_rsqrt) X(native_recip) \
  X(half_exp) X(half_log) X(half_sin) X(half_cos)
#define LN__PD_NAME(f) #f,
#define LN__PD_ENUM(f) FN_##f,
enum { LN__PD_FNS(LN__PD_ENUM) NFN };
static const char *names[NFN] = {LN__PD_FNS(LN__PD_NAME)};

enum { BLOCK = 1 << 16, NBLOCK = 1 << 16 }; /* 2^16 blocks of 2^16 inputs */

/* out[i] = f(in[i]) for the BLOCK inputs, through vectors of W lanes */
#define LN__PD_RUN(W) \
  static void run##W(int fn, float *out, const float *in) { \
    switch (fn) { LN__PD_FNS(LN__PD_CASE##W) default: abort(); } \
  }
#define LN__PD_CASE(W, f) \
  case FN_##f: \
    for (size_t i = 0; i < BLOCK; i += W) { \
      ln_float##W v; \
      memcpy(&v, in + i, sizeof v); \
      v = ln_##f(v); \
      memcpy(out + i, &v, sizeof v); \
    } \
    break;
#define LN__PD_CASE2(f) LN__PD_CASE(2, f)
#define LN__PD_CASE4(f) LN__PD_CASE(4, f)
#define LN__PD_CASE8(f) LN__PD_CASE(8, f)
#define LN__PD_CASE16(f) LN__PD_CASE(16, f)
LN__PD_RUN(2)
LN__PD_RUN(4)
LN__PD_RUN(8)
LN__PD_RUN(16)

static void run(int width, int fn, float *out, const float *in) {
  switch (width) {
    case 2: run2(fn, out, in); break;
    case 4: run4(fn, out, in); break;
    case 8: run8(fn, out, in); break;
    default: run16(fn, out, in); break;
  }
}

static uint64_t mix(uint64_t z) { /* splitmix64's finalizer */
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}
/* the digest of one block's outputs: four FNV-1a-style streams (for speed), mixed with the block */
static uint64_t block_digest(const uint32_t *w, uint64_t block) {
  uint64_t h[4] = {block, block ^ 1, block ^ 2, block ^ 3};
  for (size_t i = 0; i < BLOCK; i += 4)
    for (int k = 0; k < 4; k++) h[k] = (h[k] ^ w[i + (size_t)k]) * 0x100000001b3u;
  return mix(h[0] ^ mix(h[1] ^ mix(h[2] ^ mix(h[3]))));
}

static int cur_fn, cur_width, nthreads = 2;
static uint64_t next_block, total;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static void *work(void *arg) {
  (void)arg;
  float *in = malloc(BLOCK * sizeof(float)), *out = malloc(BLOCK * sizeof(float));
  uint32_t *bits = malloc(BLOCK * sizeof(uint32_t));
  if (!in || !out || !bits) abort();
  uint64_t sum = 0;
  for (;;) {
    pthread_mutex_lock(&lock);
    uint64_t b = next_block++;
    pthread_mutex_unlock(&lock);
    if (b >= NBLOCK) break;
    for (uint32_t i = 0; i < BLOCK; i++) bits[i] = (uint32_t)(b * BLOCK) + i;
    memcpy(in, bits, BLOCK * sizeof(float));
    run(cur_width, cur_fn, out, in);
    memcpy(bits, out, BLOCK * sizeof(float));
    sum += block_digest(bits, b); /* a sum: the blocks' order across threads does not matter */
  }
  pthread_mutex_lock(&lock);
  total += sum;
  pthread_mutex_unlock(&lock);
  free(in);
  free(out);
  free(bits);
  return NULL;
}

static uint64_t digest(int fn, int width) {
  pthread_t t[64];
  cur_fn = fn;
  cur_width = width;
  next_block = 0;
  total = 0;
  for (int i = 0; i < nthreads; i++)
    if (pthread_create(&t[i], NULL, work, NULL) != 0) abort();
  for (int i = 0; i < nthreads; i++) pthread_join(t[i], NULL);
  return total;
}

int main(int argc, char **argv) {
  int widths[4] = {4, 8, 16, 0}, nw = 3, bad = 0;
  if (argc > 1) nthreads = atoi(argv[1]);
  if (nthreads < 1 || nthreads > 64) {
    fprintf(stderr, "math_paths_digest: threads must be 1..64\n");
    return 2;
  }
  if (argc > 2) {
    nw = 0;
    for (char *p = argv[2]; *p && nw < 4;) {
      long w = strtol(p, &p, 10);
      if (w != 2 && w != 4 && w != 8 && w != 16) {
        fprintf(stderr, "math_paths_digest: widths are 2, 4, 8, 16 (comma-separated)\n");
        return 2;
      }
      widths[nw++] = (int)w;
      if (*p == ',') p++;
    }
  }
  for (int f = 0; f < NFN; f++) {
    int want = argc <= 3;
    for (int a = 3; a < argc; a++) want |= strcmp(argv[a], names[f]) == 0;
    if (!want) continue;
    uint64_t first = 0;
    for (int k = 0; k < nw; k++) {
      uint64_t d = digest(f, widths[k]);
      printf("lanes-path-digest %s %d %016llx\n", names[f], widths[k], (unsigned long long)d);
      fflush(stdout);
      if (k == 0) first = d;
      else if (d != first) {
        printf("%s: MISMATCH between ln_float%d and ln_float%d\n", names[f], widths[0], widths[k]);
        bad = 1;
      }
    }
    if (nw > 1 && !bad) printf("%s: widths agree\n", names[f]);
  }
  return bad;
}
