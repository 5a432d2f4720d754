#include <lanes/gather.h>
#include <lanes/ops.h>
#include <stdio.h>

static void show(const char *what, ln_float4 v) { printf("%-14s %g %g %g %g\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  const float table[6] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f};
  ln_int4 idx = {5, 0, 99, 2}, on = {-1, -1, 0, -1};   /* lane 2 inactive: 99 is never read */
  ln_float4 none = {0, 0, -1, 0};
  show("gather_index", ln_gather_index(table, idx, on, none));
  ln_float4 out;
  ln_status s = ln_gather_index_checked(&out, table, 6, ((ln_int4){0, 1, 6, 2}), ((ln_int4){-1, -1, -1, -1}), none);
  printf("checked: %s\n", ln_strerror(s));
  ln_ptr4 ptrs = {(uintptr_t)&table[1], (uintptr_t)&table[3], 0, (uintptr_t)&table[5]};
  show("gather", ln_gather(ptrs, on, none, 4));
  s = ln_gather_checked(&out, ptrs, ((ln_int4){-1, -1, -1, -1}), none, 4);   /* lane 2: a null pointer */
  printf("gather_checked: %s\n", ln_strerror(s));
  show("load_masked", ln_load_masked(table, on, none));
  show("load_first", ln_load_first(ln_float4, table, 3));
  show("expand_load", ln_expand_load(table, ((ln_int4){0, -1, 0, -1}), none));
  ln_float4 g = {5.5f, 0.5f, -1, 2.5f};
  show("compress", ln_compress(g, ln_gt(g, 1.0f)));
  show("expand", ln_expand(g, ((ln_int4){0, -1, 0, -1})));
  float kept[4] = {0}, dst[8] = {0};
  int n = ln_compress_store(g, kept, ln_gt(g, 1.0f));
  printf("compress_store %d: %g %g\n", n, kept[0], kept[1]);
  ln_store_masked(g, dst, on);                            /* dst[2] untouched */
  ln_store_first(g, dst + 4, 2);                          /* dst[4], dst[5] */
  s = ln_scatter(g, ((ln_ptr4){(uintptr_t)&dst[7], 0, 0, (uintptr_t)&dst[6]}), ((ln_int4){-1, 0, 0, -1}), 4);
  ln_scatter_index(dst, ((ln_int4){3, 0, 0, 0}), g, ((ln_int4){0, 0, 0, -1}));
  printf("stores (%s): %g %g %g %g %g %g %g %g\n", ln_strerror(s), dst[0], dst[1], dst[2], dst[3], dst[4], dst[5],
         dst[6], dst[7]);
  s = ln_scatter_index_checked(dst, 8, ((ln_int4){8, 0, 0, 0}), g, ((ln_int4){-1, 0, 0, 0}));
  printf("scatter_index_checked: %s\n", ln_strerror(s));
  const float xy[8] = {1, 10, 2, 20, 3, 30, 4, 40};
  ln_float4 x, y;
  ln_load_interleaved2(xy, &x, &y);
  show("interleaved x", x);
  float back[8];
  ln_store_interleaved2(x, y, back);
  printf("store_interleaved2 %g %g ... %g\n", back[0], back[1], back[7]);
  return 0;
}
