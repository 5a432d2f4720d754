#include <lanes/memory.h>
#include <stdio.h>

int main(void) {
  const float in[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  ln_float4 v = ln_vload4(1, in);            /* in[4] .. in[7] */
  ln_float3 w = ln_vload3(1, in);            /* in[3] .. in[5] */
  float out[6] = {0};
  ln_vstore2(((ln_float2){9, 10}), 2, out);  /* out[4], out[5] */
  printf("vload4 %g %g %g %g\n", v[0], v[1], v[2], v[3]);
  printf("vload3 %g %g %g\n", w.v[0], w.v[1], w.v[2]);
  printf("vstore2 %g %g %g %g %g %g\n", out[0], out[1], out[2], out[3], out[4], out[5]);
  return 0;
}
