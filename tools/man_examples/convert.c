#include <lanes/convert.h>
#include <stdio.h>

int main(void) {
  ln_float4 f = {1.5f, -2.5f, 1e10f, __builtin_nanf("")};
  ln_int4 rte = ln_convert_int4_sat_rte(f), rtz = ln_convert_int4(f);
  ln_uchar4 u = ln_convert_uchar4_sat((ln_int4){-1, 100, 300, 255});
  printf("int4_sat_rte %d %d %d %d\n", rte[0], rte[1], rte[2], rte[3]);
  printf("int4         %d %d %d %d\n", rtz[0], rtz[1], rtz[2], rtz[3]);
  printf("uchar4_sat   %u %u %u %u\n", u[0], u[1], u[2], u[3]);
  ln_uint4 bits = ln_as_uint4((ln_float4){1.0f, -0.0f, 0.0f, 2.0f});
  printf("as_uint4     %08x %08x\n", bits[0], bits[1]);
  return 0;
}
