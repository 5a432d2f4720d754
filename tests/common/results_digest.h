/* A digest (FNV-1a) of the first results of a test, printed as one line
 *     lanes-results-digest <test>/<label> <16 hex digits>
 * so that tests/run_matrix.sh can compare the lines of every configuration of one run: the same
 * inputs must give the same bits on every ISA path, compiler and qemu target.  No expected value
 * is stored anywhere: the configurations check each other (and each is checked against MPFR or a
 * wider C type, and against its portable build, by the test itself).  NaN counts as one value
 * (payloads may differ); each value is fed low byte first, so byte order does not matter. */
#ifndef LANES_TEST_RESULTS_DIGEST_H
#define LANES_TEST_RESULTS_DIGEST_H
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
  uint64_t h;
  long left; /* values still to take; the digest is printed only when all were taken */
} tc_digest;

static inline void tc_digest_start(tc_digest *d, long n) {
  d->h = 0xcbf29ce484222325ull;
  d->left = n;
}

/* The first values of out[0 .. count-1] (elements of size 2 (half bits), 4 (float) or 8 (double))
 * while the digest takes more. */
static inline void tc_digest_add(tc_digest *d, const void *out, size_t size, int count) {
  const unsigned char *b = (const unsigned char *)out;
  for (int i = 0; i < count && d->left > 0; i++, d->left--) {
    uint64_t v;
    if (size == 8) {
      double x;
      memcpy(&x, b + 8 * i, 8);
      memcpy(&v, &x, 8);
      if (x != x) v = 0x7ff8000000000000ull;
    } else if (size == 4) {
      float x;
      uint32_t u;
      memcpy(&x, b + 4 * i, 4);
      memcpy(&u, &x, 4);
      v = x != x ? 0x7fc00000u : u;
    } else {
      uint16_t u;
      memcpy(&u, b + 2 * i, 2);
      v = (u & 0x7fffu) > 0x7c00u ? 0x7e00u : u;
    }
    for (int k = 0; k < 8; k++) d->h = (d->h ^ ((v >> (8 * k)) & 0xff)) * 0x100000001b3ull;
  }
}

/* Prints the digest line if the run gave it every value it was started for (a run with fewer
 * inputs prints nothing rather than a digest of another sample). */
static inline void tc_digest_print(const tc_digest *d, const char *test, const char *label, const char *type) {
  if (d->left == 0)
    printf("lanes-results-digest %s/%s-%s %016llx\n", test, label, type, (unsigned long long)d->h);
}
#endif
