#include <lanes/memory.h>
#include <stdio.h>

int main(void) {
  const float in[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  ln_float2 v2 = ln_vload2(7, in);            /* in[14], in[15] */
  ln_float3 v3 = ln_vload3(1, in);            /* in[3] .. in[5] */
  ln_float4 v4 = ln_vload4(1, in);            /* in[4] .. in[7] */
  ln_float8 v8 = ln_vload8(1, in);            /* in[8] .. in[15] */
  ln_float16 v16 = ln_vload16(0, in);
  printf("vload2 %g %g, vload3 %g %g %g, vload4 %g .. %g, vload8 %g .. %g, vload16 %g .. %g\n", v2[0], v2[1],
         v3.v[0], v3.v[1], v3.v[2], v4[0], v4[3], v8[0], v8[7], v16[0], v16[15]);
  float out[16] = {0};
  ln_vstore2(((ln_float2){9, 10}), 2, out);  /* out[4], out[5] */
  ln_vstore3(v3, 2, out);                     /* out[6] .. out[8] */
  ln_vstore4(v4, 3, out);                     /* out[12] .. out[15] */
  for (int i = 0; i < 16; i++) printf("%g%c", out[i], i == 15 ? '\n' : ' ');
  ln_vstore8(v8, 1, out);
  ln_vstore16(v16, 0, out);
  printf("vstore16 %g .. %g\n", out[0], out[15]);
  uint16_t h[4] = {0x3c00, 0xc000, 0x3555, 0x7c00};      /* 1, -2, 0.333..., +inf as binary16 */
  ln_float4 hf = ln_vload_half4(0, h);
  printf("vload_half4 %g %g %.6f %g, vload_half %g\n", hf[0], hf[1], hf[2], hf[3], ln_vload_half(1, h));
  ln_vstore_half(0.5f, 0, h);
  printf("vstore_half(0.5) 0x%04x\n", h[0]);
  return 0;
}
