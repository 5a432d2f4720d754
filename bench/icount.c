/* One array-layer call under an instruction-counting emulator (bench/icount.sh): sets up its
 * buffers, then (unless the kernel is "none") calls one lanes/array.h function once on a
 * path.  The script counts the instructions of a run with the kernel and of one without (the
 * same setup) at two sizes, so the difference is the kernel's steady-state cost.
 *   icount <kernel> <output bytes> <path>
 * (compress_u32: half of n / 4 elements kept, n / 2 bytes of output.)
 * kernels: none shuffle_u8x16 shuffle_u32x16 shuffle2_u8x16 shuffle_masks_u8x16
 *          shuffle_masks_u32x4 deinterleave4f gather_u32 scatter_u32 scatter_add_i32
 *          scatter_add_f32 compress_u32 */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  const char *k = argv[1];
  size_t n = strtoul(argv[2], NULL, 10); /* output bytes, a multiple of 64 */
  int isa = -1;
  for (int i = 0; i < LN_ISA_COUNT; i++)
    if (!strcmp(argv[3], ln_isa_name((ln_isa)i))) isa = i;
  if (isa < 0 || ln_set_isa((ln_isa)isa) != LN_OK) return 3;
  uint8_t *a = malloc(n), *b = malloc(n), *d = malloc(n), *m = malloc(n);
  uint8_t *c = malloc(n); /* compaction mask: every other element kept */
  uint32_t *idx = malloc(n);
  float *x = malloc(n / 4), *y = malloc(n / 4), *z = malloc(n / 4), *w = malloc(n / 4);
  if (!a || !b || !d || !m || !c || !idx || !x || !y || !z || !w) return 4;
  for (size_t i = 0; i < n; i++) a[i] = b[i] = m[i] = (uint8_t)(i * 37 + 11);
  for (size_t i = 0; i < n; i++) c[i] = (uint8_t)(i & 1);
  for (size_t i = 0; i < n / 4; i++) idx[i] = (uint32_t)((i * 7919) % (n / 4));
  static const uint8_t mask[64] = {3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 1, 0, 3, 2, 5, 4, 7, 6, 9, 8, 11, 10, 13, 12, 15, 14, 31, 0};
  static const uint8_t mask2[16] = {0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23};
  size_t r = 0;
  if (!strcmp(k, "none")) r = 0;
  else if (!strcmp(k, "shuffle_u8x16")) r = ln_array_shuffle(d, a, n / 16, 1, 16, mask);
  else if (!strcmp(k, "shuffle_u32x16")) r = ln_array_shuffle(d, a, n / 64, 4, 16, mask);
  else if (!strcmp(k, "shuffle2_u8x16")) r = ln_array_shuffle2(d, a, b, n / 16, 1, 16, mask2);
  else if (!strcmp(k, "shuffle_masks_u8x16")) r = ln_array_shuffle_masks(d, a, n / 16, 1, 16, m);
  else if (!strcmp(k, "shuffle_masks_u32x4")) r = ln_array_shuffle_masks(d, a, n / 16, 4, 4, m);
  else if (!strcmp(k, "deinterleave4f")) /* n / 16 records: n output bytes in x, y, z, w */
    r = ln_array_deinterleave4f(x, y, z, w, (const float *)(const void *)a, n / 16);
  else if (!strcmp(k, "gather_u32")) r = ln_array_gather(d, a, idx, n / 4, 4);
  else if (!strcmp(k, "scatter_u32")) r = ln_array_scatter(d, a, idx, n / 4, 4);
  else if (!strcmp(k, "scatter_add_i32")) r = ln_array_scatter_add(d, a, idx, n / 4, LN_ELEM_INT32);
  else if (!strcmp(k, "scatter_add_f32")) r = ln_array_scatter_add(d, a, idx, n / 4, LN_ELEM_FLOAT);
  else if (!strcmp(k, "compress_u32")) r = ln_array_compress(d, a, c, n / 4, 4) == SIZE_MAX;
  else return 5;
  printf("%s %zu %s %zu\n", k, n, argv[3], r);
  return 0;
}
