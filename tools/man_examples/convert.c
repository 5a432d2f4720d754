#include <lanes/convert.h>
#include <stdio.h>

int main(void) {
  ln_float4 f = {1.5f, -2.5f, 1e10f, __builtin_nanf("")};
  ln_int4 rte = ln_convert_int4_sat_rte(f), rtz = ln_convert_int4(f);
  ln_uchar4 u = ln_convert_uchar4_sat((ln_int4){-1, 100, 300, 255});
  printf("int4_sat_rte %d %d %d %d\n", rte[0], rte[1], rte[2], rte[3]);
  printf("int4         %d %d %d %d\n", rtz[0], rtz[1], rtz[2], rtz[3]);
  printf("uchar4_sat   %u %u %u %u\n", u[0], u[1], u[2], u[3]);
  ln_int4 i4 = {-129, 127, 40000, -5};
  ln_char4 c = ln_convert_char4_sat(i4);
  ln_short4 sh = ln_convert_short4_sat(i4);
  ln_ushort4 us = ln_convert_ushort4_sat(i4);
  ln_uint4 ui = ln_convert_uint4_sat(i4);
  ln_long4 l = ln_convert_long4(i4);
  ln_ulong4 ul = ln_convert_ulong4(i4);                 /* wraps: -5 -> 2^64 - 5 */
  ln_float4 fl = ln_convert_float4(i4);
  printf("char4_sat    %d %d %d %d\n", c[0], c[1], c[2], c[3]);
  printf("short4_sat   %d %d %d %d\n", sh[0], sh[1], sh[2], sh[3]);
  printf("ushort4_sat  %u %u %u %u\n", us[0], us[1], us[2], us[3]);
  printf("uint4_sat    %u %u %u %u\n", ui[0], ui[1], ui[2], ui[3]);
  printf("long4        %lld %lld\n", (long long)l[0], (long long)l[3]);
  printf("ulong4       %llu\n", (unsigned long long)ul[3]);
  printf("float4       %g %g %g %g\n", fl[0], fl[1], fl[2], fl[3]);
  ln_uint4 bits = ln_as_uint4((ln_float4){1.0f, -0.0f, 0.0f, 2.0f});
  printf("as_uint4     %08x %08x\n", bits[0], bits[1]);
  return 0;
}
