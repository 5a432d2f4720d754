#include <lanes/types.h>
#include <stdio.h>

int main(void) {
  ln_float4 v = ln_splat(ln_float4, 2);
  ln_int3 t = {{1, 2, 3}};
  printf("splat %g %g %g %g\n", v[0], v[1], v[2], v[3]);
  printf("lanes %d vec_step %d\n", (int)ln_lanes(t), (int)ln_vec_step(t));
  return 0;
}
