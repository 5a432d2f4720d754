#include <lanes/convert.h>
#include <stdio.h>
#if !LN_HAS_HALF
#error "half lanes need a compiler with _Float16 (LN_HAS_HALF)"
#endif

int main(void) {
  ln_float4 f = {1.0f, 0.1f, 70000.0f, -2.5f};
  ln_half4 h = ln_convert_half4(f), hz = ln_convert_half4_rtz(f);   /* 70000: out of range */
  ln_float4 back = ln_convert_float4(h), backz = ln_convert_float4(hz);
  printf("rte %g %.8f %g %g\n", back[0], back[1], back[2], back[3]);
  printf("rtz %g %.8f %g %g\n", backz[0], backz[1], backz[2], backz[3]);
  ln_ushort4 bits = ln_as_ushort4(h);
  printf("bits 0x%04x 0x%04x 0x%04x 0x%04x\n", bits[0], bits[1], bits[2], bits[3]);
  return 0;
}
