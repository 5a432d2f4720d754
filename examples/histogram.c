/* A byte histogram with scatter-add: counts[b] += 1 for every byte b of the input, through
 * ln_array_scatter_add_checked (the array layer), 4096 bytes at a time.
 *   example_histogram [text]      (default: a generated buffer of 1 MiB) */
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

enum { CHUNK = 4096 };

/* counts[256] += the histogram of data[0 .. n) */
static ln_status histogram(uint32_t counts[256], const uint8_t *data, size_t n) {
  static uint32_t idx[CHUNK], ones[CHUNK];
  for (size_t i = 0; i < CHUNK; i++) ones[i] = 1;
  for (size_t at = 0; at < n; at += CHUNK) {
    size_t m = n - at < CHUNK ? n - at : CHUNK, i = 0;
    for (; i + 16 <= m; i += 16) /* widen 16 bytes to 16 uint32 indexes */
      ln_vstore16(ln_convert_uint16(ln_vload16(0, data + at + i)), 0, idx + i);
    for (; i < m; i++) idx[i] = data[at + i];
    ln_status s = ln_array_scatter_add_checked(counts, 256, ones, idx, NULL, m, LN_ELEM_INT32);
    if (s != LN_OK) return s;
  }
  return LN_OK;
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strlen(argv[1]) : (size_t)1 << 20;
  uint8_t *data = malloc(n ? n : 1);
  if (!data) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  if (argc > 1) memcpy(data, argv[1], n);
  else
    for (size_t i = 0; i < n; i++) data[i] = (uint8_t)((i * 2654435761u) >> 13);

  uint32_t counts[256] = {0}, ref[256] = {0};
  double t0 = now();
  ln_status s = histogram(counts, data, n);
  double t1 = now();
  for (size_t i = 0; i < n; i++) ref[data[i]]++;
  double t2 = now();
  if (s != LN_OK) {
    fprintf(stderr, "histogram: %s\n", ln_strerror(s));
    return 1;
  }
  if (memcmp(counts, ref, sizeof counts) != 0) {
    fprintf(stderr, "histogram: mismatch with the scalar loop\n");
    return 1;
  }
  /* a bin index outside the 256 counts is refused and nothing is written */
  uint32_t bad = 300, one = 1;
  s = ln_array_scatter_add_checked(counts, 256, &one, &bad, NULL, 1, LN_ELEM_INT32);
  printf("scatter-add to bin 300 of 256: %s\n", ln_strerror(s));
  if (s != LN_EINDEX) return 1;

  unsigned top = 0;
  for (unsigned b = 1; b < 256; b++)
    if (counts[b] > counts[top]) top = b;
  printf("histogram of %zu bytes: most frequent byte 0x%02x (%u times), 'e' %u times\n", n, top,
         counts[top], counts['e']);
  printf("  lanes %.3f ms, scalar loop %.3f ms (x%.1f)\n", (t1 - t0) * 1e3, (t2 - t1) * 1e3,
         (t2 - t1) / (t1 - t0));
  free(data);
  return 0;
}
