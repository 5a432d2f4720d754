#include <lanes/gather.h>
#include <lanes/ops.h>
#include <stdio.h>

int main(void) {
  const float table[6] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f, 5.5f};
  ln_int4 idx = {5, 0, 99, 2}, on = {-1, -1, 0, -1};      /* lane 2 inactive: 99 never read */
  ln_float4 g = ln_gather_index(table, idx, on, ((ln_float4){0, 0, -1, 0}));
  printf("gather_index %g %g %g %g\n", g[0], g[1], g[2], g[3]);
  ln_float4 out;
  ln_status s = ln_gather_index_checked(&out, table, 6, ((ln_int4){0, 1, 6, 2}), ((ln_int4){-1, -1, -1, -1}), g);
  printf("checked: %s\n", ln_strerror(s));
  float kept[4];
  int n = ln_compress_store(g, kept, ln_gt(g, 1.0f));
  printf("compress_store %d: %g %g\n", n, kept[0], kept[1]);
  return 0;
}
