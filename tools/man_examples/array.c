#include <lanes/array.h>
#include <stdio.h>

int main(void) {
  const uint8_t rgba[8] = {1, 2, 3, 255, 4, 5, 6, 128};
  uint8_t out8[8];
  ln_status s = ln_array_rgba_to_bgra(out8, rgba, 2);
  printf("rgba_to_bgra %s: %u %u %u %u %u %u %u %u\n", ln_strerror(s), out8[0], out8[1], out8[2], out8[3],
         out8[4], out8[5], out8[6], out8[7]);
  const uint8_t rev[4] = {3, 2, 1, 0}, pick[4] = {0, 4, 1, 5};
  s = ln_array_shuffle(out8, rgba, 2, 1, 4, rev);            /* each 4-byte block reversed */
  printf("shuffle %s: %u %u %u %u %u %u %u %u\n", ln_strerror(s), out8[0], out8[1], out8[2], out8[3], out8[4],
         out8[5], out8[6], out8[7]);
  s = ln_array_shuffle2(out8, rgba, rgba + 4, 1, 1, 4, pick);
  printf("shuffle2 %s: %u %u %u %u\n", ln_strerror(s), out8[0], out8[1], out8[2], out8[3]);
  uint32_t w = 0x11223344, wb;
  s = ln_array_bswap32(&wb, &w, 1);
  printf("bswap32 %s: 0x%08x\n", ln_strerror(s), (unsigned)wb);
  const float tab[5] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f};
  const uint32_t idx[3] = {4, 0, 9};
  const uint8_t act[3] = {1, 1, 0};
  float g[3] = {-1, -1, -1};
  s = ln_array_gather_checked(g, tab, 5, idx, act, 3, sizeof(float));   /* idx[2] inactive */
  printf("gather_checked %s: %g %g %g\n", ln_strerror(s), g[0], g[1], g[2]);
  s = ln_array_gather_checked(g, tab, 5, idx, NULL, 3, sizeof(float));  /* 9 is out of range */
  printf("gather_checked %s\n", ln_strerror(s));
  uint32_t hist[4] = {0}, ones[5] = {1, 1, 1, 1, 1}, bins[5] = {0, 3, 3, 1, 7};
  s = ln_array_scatter_add_checked(hist, 4, ones, bins, NULL, 5, LN_ELEM_INT32);
  printf("scatter_add_checked %s, hist %u %u %u %u\n", ln_strerror(s), hist[0], hist[1], hist[2], hist[3]);
  s = ln_array_scatter_add_checked(hist, 4, ones, bins, NULL, 4, LN_ELEM_INT32);
  printf("scatter_add_checked %s, hist %u %u %u %u\n", ln_strerror(s), hist[0], hist[1], hist[2], hist[3]);
  const uint8_t masks[8] = {3, 2, 1, 0, 0, 0, 1, 1};       /* block 0 reversed, block 1 its bytes 0 0 1 1 */
  s = ln_array_shuffle_masks(out8, rgba, 2, 1, 4, masks);
  printf("shuffle_masks %s: %u %u %u %u %u %u %u %u\n", ln_strerror(s), out8[0], out8[1], out8[2], out8[3],
         out8[4], out8[5], out8[6], out8[7]);
  float m16[16], t16[16];
  for (int i = 0; i < 16; i++) m16[i] = (float)i;
  s = ln_array_transpose4x4f(t16, m16, 1);
  printf("transpose4x4f %s: row 0 %g %g %g %g\n", ln_strerror(s), t16[0], t16[1], t16[2], t16[3]);
  float xs[4], ys[4], zs[4], ws[4], aos[16];
  s = ln_array_deinterleave4f(xs, ys, zs, ws, m16, 4);      /* 4 records (x, y, z, w) */
  printf("deinterleave4f %s: x %g %g %g %g\n", ln_strerror(s), xs[0], xs[1], xs[2], xs[3]);
  s = ln_array_interleave4f(aos, xs, ys, zs, ws, 4);
  printf("interleave4f %s: record 1 %g %g %g %g\n", ln_strerror(s), aos[4], aos[5], aos[6], aos[7]);
  s = ln_array_gather(g, tab, idx, 2, sizeof(float));
  printf("gather %s: %g %g\n", ln_strerror(s), g[0], g[1]);
  g[0] = g[1] = g[2] = -1;
  s = ln_array_gather_masked(g, tab, idx, (const uint8_t[3]){0, 1, 0}, 3, sizeof(float));
  printf("gather_masked %s: %g %g %g\n", ln_strerror(s), g[0], g[1], g[2]);
  float sc[5] = {0, 0, 0, 0, 0};
  const float sv[3] = {7, 8, 9};
  const uint32_t sidx[3] = {4, 1, 4};                        /* index 4 twice: the last write wins */
  s = ln_array_scatter(sc, sv, sidx, 3, sizeof(float));
  printf("scatter %s: %g %g %g %g %g\n", ln_strerror(s), sc[0], sc[1], sc[2], sc[3], sc[4]);
  s = ln_array_scatter_masked(sc, sv, ((const uint32_t[3]){0, 2, 3}), (const uint8_t[3]){1, 0, 1}, 3, sizeof(float));
  printf("scatter_masked %s: %g %g %g %g %g\n", ln_strerror(s), sc[0], sc[1], sc[2], sc[3], sc[4]);
  s = ln_array_scatter_checked(sc, 5, sv, ((const uint32_t[3]){0, 5, 1}), NULL, 3, sizeof(float));
  printf("scatter_checked %s: %g %g (nothing written)\n", ln_strerror(s), sc[0], sc[1]);
  s = ln_array_scatter_add(hist, ones, bins, 3, LN_ELEM_INT32);
  printf("scatter_add %s, hist %u %u %u %u\n", ln_strerror(s), hist[0], hist[1], hist[2], hist[3]);
  const float vals[4] = {1, 2, 3, 4};
  float kept[4];
  const uint8_t keep[4] = {0, 1, 0, 1};
  size_t k = ln_array_compress(kept, vals, keep, 4, sizeof(float));
  printf("compress %zu: %g %g\n", k, kept[0], kept[1]);
  return 0;
}
