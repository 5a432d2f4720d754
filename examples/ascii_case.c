/* ASCII validation and upper-casing with table lookups, 16 bytes at a time.  A byte c is a
 * lower-case letter when hi[c >> 4] & lo[c & 15] != 0 (two 16-entry tables read with
 * ln_shuffle, which uses the low 4 bits of each index); such bytes get c ^ 0x20.  A byte with
 * its top bit set is not ASCII: the input is refused.
 *   example_ascii_case [text]      (default: a generated text of 1 MiB) */
#include <lanes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

/* bit 0: 'a'..'o' (0x61..0x6f), bit 1: 'p'..'z' (0x70..0x7a) */
static const ln_uchar16 HI = {0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0};
static const ln_uchar16 LO = {2, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 1, 1, 1, 1};

/* dst = upper-cased src; returns n, or the offset of the first 16-byte block with a non-ASCII
 * byte (the scalar tail: the offset of that byte). */
static size_t upper_ascii(uint8_t *dst, const uint8_t *src, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    ln_uchar16 c = ln_vload16(0, src + i);
    if (ln_any(ln_as_char16(c))) return i; /* a lane with its top bit set */
    ln_uchar16 lower = ln_shuffle(HI, ln_shr(c, 4)) & ln_shuffle(LO, c);
    ln_vstore16(c ^ (ln_uchar16)(ln_ne(lower, 0) & 0x20), 0, dst + i);
  }
  for (; i < n; i++) {
    if (src[i] >= 0x80) return i;
    dst[i] = src[i] >= 'a' && src[i] <= 'z' ? src[i] ^ 0x20 : src[i];
  }
  return n;
}

static size_t upper_ascii_scalar(uint8_t *dst, const uint8_t *src, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (src[i] >= 0x80) return i;
    dst[i] = src[i] >= 'a' && src[i] <= 'z' ? src[i] ^ 0x20 : src[i];
  }
  return n;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strlen(argv[1]) : (size_t)1 << 20;
  uint8_t *src = malloc(n + 1), *dst = malloc(n + 1), *ref = malloc(n + 1);
  if (!src || !dst || !ref) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  if (argc > 1) memcpy(src, argv[1], n);
  else
    for (size_t i = 0; i < n; i++) src[i] = (uint8_t)(32 + (i * 2654435761u >> 11) % 95);

  double t0 = now();
  size_t ok = upper_ascii(dst, src, n);
  double t1 = now();
  size_t okr = upper_ascii_scalar(ref, src, n);
  double t2 = now();
  if (ok != n || okr != n) {
    size_t at = okr; /* the exact offset of the first non-ASCII byte */
    fprintf(stderr, "input: byte 0x%02x at offset %zu is not ASCII (%s)\n", src[at], at,
            ln_strerror(LN_EINVAL));
    return ok <= okr ? 2 : 1; /* the vector loop must not accept what the scalar loop refuses */
  }
  if (memcmp(dst, ref, n) != 0) {
    fprintf(stderr, "upper-casing: mismatch with the scalar loop\n");
    return 1;
  }
  dst[n] = 0;
  printf("upper-cased %zu ASCII bytes: \"%.40s\"%s\n", n, (const char *)dst, n > 40 ? "..." : "");
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3,
         (t2 - t1) / (t1 - t0));
  free(src), free(dst), free(ref);
  return 0;
}
