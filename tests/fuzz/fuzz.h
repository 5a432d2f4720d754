/* Shared helpers of the lanes libFuzzer targets (tests/fuzz/fuzz_<family>.c): a byte reader
 * that turns the fuzzer's input into lane values (raw bits, or structured integer and
 * floating-point edge values), lane access on plain bytes, and the failure report.
 * Includes no lanes header.
 *
 * A mismatch prints the case and calls __builtin_trap(), which libFuzzer records as a crash
 * and saves the input (crash-<sha1>), so `./fuzz_<family> crash-<sha1>` replays it. */
#ifndef LANES_FUZZ_H
#define LANES_FUZZ_H
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  const uint8_t *p;
  size_t n;
} fz_in;

/* The next input byte; 0 once the input is exhausted. */
/* A splitmix64 stream for data the input does not spell out, seeded from the input
 * (fz_seed) so that every run replays from its input alone. */
static inline uint64_t *fz_state(void) {
  static uint64_t s;
  return &s;
}
static inline void fz_seed(uint64_t seed) { *fz_state() = seed; }
static inline uint64_t fz_rnd(void) {
  uint64_t z = (*fz_state() += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
/* a heap block of exactly n bytes (at least 1) of fz_rnd bytes: ASan sees any overrun */
static inline uint8_t *fz_block(size_t n) {
  uint8_t *p = malloc(n ? n : 1);
  if (!p) abort();
  for (size_t i = 0; i < (n ? n : 1); i++) p[i] = (uint8_t)(fz_rnd() >> 24);
  return p;
}
static inline uint8_t fz_u8(fz_in *in) {
  if (!in->n) return 0;
  in->n--;
  return *in->p++;
}
/* nbytes input bytes as a little-endian number. */
static inline uint64_t fz_raw(fz_in *in, int nbytes) {
  uint64_t v = 0;
  for (int i = 0; i < nbytes; i++) v |= (uint64_t)fz_u8(in) << (8 * i);
  return v;
}
static inline uint64_t fz_mask(int bits) { return bits >= 64 ? ~0ull : (1ull << bits) - 1; }

/* An integer edge of `bits` width: 0, 1, -1, MIN, MAX, MIN+1, MAX-1, 2, powers of two and
 * their neighbours, the width and its neighbours (shift counts). */
static inline uint64_t fz_int_edge(int bits, unsigned k) {
  uint64_t m = fz_mask(bits), min = 1ull << (bits - 1);
  unsigned sh = (k >> 4) % (unsigned)bits;
  switch (k & 15) {
    case 0: return 0;
    case 1: return 1;
    case 2: return m;
    case 3: return min;
    case 4: return min - 1;
    case 5: return min + 1;
    case 6: return m - 1;
    case 7: return 2;
    case 8: return (1ull << sh) & m;
    case 9: return ((1ull << sh) - 1) & m;
    case 10: return (0 - (1ull << sh)) & m;
    case 11: return (uint64_t)bits;
    case 12: return (uint64_t)bits - 1;
    case 13: return (uint64_t)bits + 1;
    case 14: return (0 - (uint64_t)bits) & m;
    default: return (uint64_t)(k >> 4) & m;
  }
}

/* A floating-point edge of `bits` width (16, 32, 64) from a sign, an exponent class and a
 * fraction class: zeros, denormals (smallest, largest), smallest normal, 1, 0.5, 1.5, values
 * near powers of two and near integer limits, largest finite, infinities, quiet and
 * signalling NaNs with payloads. */
static inline uint64_t fz_float_edge(int bits, unsigned k, uint64_t rnd) {
  int fb = bits == 16 ? 10 : bits == 32 ? 23 : 52, eb = bits - 1 - fb;
  uint64_t emax = (1ull << eb) - 1, bias = emax >> 1, fm = (1ull << fb) - 1;
  uint64_t e, f;
  switch ((k >> 1) & 7) {
    case 0: e = 0; break;               /* zero / denormal */
    case 1: e = 1; break;               /* smallest normals */
    case 2: e = bias; break;            /* [1, 2) */
    case 3: e = bias - 1; break;        /* [0.5, 1) */
    case 4: e = emax - 1; break;        /* largest finite binade */
    case 5: e = emax; break;            /* inf / NaN */
    case 6: e = bias + (rnd >> 58) % (emax - bias); break; /* integers, up to 2^(bias) */
    default: e = (rnd >> 48) % (emax + 1); break;
  }
  switch ((k >> 4) & 7) {
    case 0: f = 0; break;
    case 1: f = 1; break;
    case 2: f = fm; break;
    case 3: f = 1ull << (fb - 1); break;          /* 1.5, quiet NaN */
    case 4: f = (1ull << (fb - 1)) | 1; break;
    case 5: f = fm >> 1; break;                   /* signalling NaN with full payload */
    default: f = rnd & fm; break;
  }
  return ((uint64_t)(k & 1) << (bits - 1)) | (e << fb) | f;
}

/* One lane value of `bits` width; kind 'f' for floating point.  A selector byte picks raw
 * input bits (half the time), an integer edge or a floating-point edge. */
static inline uint64_t fz_lane(fz_in *in, int bits, char kind) {
  uint8_t s = fz_u8(in);
  if (s < 128) return fz_raw(in, bits / 8) & fz_mask(bits);
  if (kind == 'f' && bits >= 16 && s >= 192) return fz_float_edge(bits, fz_u8(in), fz_raw(in, 8));
  return fz_int_edge(bits, fz_u8(in));
}

/* Lane i (of `bytes` bytes) of the object at p, zero-extended. */
static inline uint64_t fz_get(const void *p, int bytes, int i) {
  const unsigned char *q = (const unsigned char *)p + (size_t)i * (size_t)bytes;
  switch (bytes) {
    case 1: { uint8_t v; memcpy(&v, q, 1); return v; }
    case 2: { uint16_t v; memcpy(&v, q, 2); return v; }
    case 4: { uint32_t v; memcpy(&v, q, 4); return v; }
    default: { uint64_t v; memcpy(&v, q, 8); return v; }
  }
}
static inline void fz_put(void *p, int bytes, int i, uint64_t v) {
  unsigned char *q = (unsigned char *)p + (size_t)i * (size_t)bytes;
  switch (bytes) {
    case 1: { uint8_t x = (uint8_t)v; memcpy(q, &x, 1); break; }
    case 2: { uint16_t x = (uint16_t)v; memcpy(q, &x, 2); break; }
    case 4: { uint32_t x = (uint32_t)v; memcpy(q, &x, 4); break; }
    default: memcpy(q, &v, 8); break;
  }
}
/* Fills n lanes (n = 3: 4 lanes, the padding one random too) at p. */
static inline void fz_fill(void *p, fz_in *in, int bits, char kind, int n) {
  if (n == 3) n = 4;
  for (int i = 0; i < n; i++) fz_put(p, bits / 8, i, fz_lane(in, bits, kind));
}
/* Same bits, or both NaN when nan_any (OpenCL does not fix NaN payloads of arithmetic). */
static inline int fz_same(uint64_t got, uint64_t want, int bits, int nan_any) {
  if (nan_any) {
    int fb = bits == 16 ? 10 : bits == 32 ? 23 : 52;
    uint64_t em = fz_mask(bits - 1) & ~fz_mask(fb), fm = fz_mask(fb);
    int gn = (got & em) == em && (got & fm), wn = (want & em) == em && (want & fm);
    if (gn || wn) return gn && wn;
  }
  return got == want;
}

/* A malloc'd copy of the n bytes at p. */
static inline uint8_t *fz_copy(const void *p, size_t n) {
  uint8_t *c = malloc(n ? n : 1);
  if (!c) abort();
  memcpy(c, p, n);
  return c;
}
/* The output of an array call with one source of n elements of es bytes, by layout (0-7): its
 * own block own (0-4), the source itself (5, 6: in place), or the source shifted by k elements
 * (7: an invalid partial overlap; own when n <= k).  *overlap says whether it is the last. */
static inline uint8_t *fz_out_layout(int layout, size_t k, size_t n, size_t es, uint8_t *src, uint8_t *own,
                                     int *overlap) {
  *overlap = layout == 7 && n > k;
  return *overlap ? src + k * es : layout == 5 || layout == 6 ? src : own;
}

static inline void fz_dump(const char *label, const void *p, int bytes, int n) {
  fprintf(stderr, "  %s:", label);
  for (int i = 0; i < n; i++) fprintf(stderr, " %#llx", (unsigned long long)fz_get(p, bytes, i));
  fputc('\n', stderr);
}

/* Prints the case and stops the fuzzer (it saves the input as a crash). */
#define FZ_FAIL(...)                                \
  do {                                              \
    fprintf(stderr, "lanes fuzz mismatch: ");       \
    fprintf(stderr, __VA_ARGS__);                   \
    fputc('\n', stderr);                            \
    __builtin_trap();                               \
  } while (0)

#endif /* LANES_FUZZ_H */
