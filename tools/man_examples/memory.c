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
  printf("vloada_half %g\n", ln_vloada_half(0, h));
  ln_float2 h2 = ln_vload_half2(1, h);                   /* h[2], h[3] */
  ln_float3 h3 = ln_vload_half3(0, h);
  printf("vload_half2 %.6f %g, vload_half3 %g %g %.6f\n", h2[0], h2[1], h3.v[0], h3.v[1], h3.v[2]);
  uint16_t h16[16];
  for (int i = 0; i < 16; i++) h16[i] = (uint16_t)(0x3c00 + (i << 10)); /* 1, 2, 4, ... 32768 */
  ln_float8 h8 = ln_vload_half8(1, h16);
  ln_float16 hh = ln_vload_half16(0, h16);
  printf("vload_half8 %g .. %g, vload_half16 %g .. %g\n", h8[0], h8[7], hh[0], hh[15]);
  ln_uchar b[64];
  for (int i = 0; i < 64; i++) b[i] = (ln_uchar)i;
  ln_uchar32 b32 = ln_vload32(1, b);                     /* b[32] .. b[63] */
  ln_uchar64 b64 = ln_vload64(0, b);
  printf("vload32 %u .. %u, vload64 %u .. %u\n", b32[0], b32[31], b64[0], b64[63]);
  ln_uchar o64[64] = {0};
  ln_vstore32(b32, 0, o64);                              /* o64[0 .. 31] */
  printf("vstore32 %u .. %u, %u\n", o64[0], o64[31], o64[32]);
  ln_vstore64(b64, 0, o64);
  printf("vstore64 %u .. %u\n", o64[0], o64[63]);
  ln_vstore_half(0.5f, 0, h);
  printf("vstore_half(0.5) 0x%04x\n", h[0]);
  return 0;
}
