/* A tour of lanes: OpenCL C vector semantics in plain C. */
#include <lanes.h>
#include <stdio.h>

static void print_int4(const char *what, ln_int4 v) {
  printf("%-34s {%d, %d, %d, %d}\n", what, v[0], v[1], v[2], v[3]);
}

int main(void) {
  ln_int4 a = {7, -3, INT32_MIN, 5}, b = {2, 0, -1, 4};

  print_int4("a", a);
  print_int4("b", b);
  print_int4("ln_div(a, b)  (never traps)", ln_div(a, b));
  print_int4("ln_rem(a, b)", ln_rem(a, b));
  print_int4("ln_shl(a, 33) (count mod 32)", ln_shl(a, 33));
  print_int4("ln_lt(a, b)   (-1 true, 0 false)", ln_lt(a, b));
  print_int4("ln_select(a, b, ln_lt(a, b))", ln_select(a, b, ln_lt(a, b)));

  ln_float4 f = {1.5f, -2.5f, 1e10f, __builtin_nanf("")};
  ln_int4 r = ln_convert_int4_sat_rte(f);
  print_int4("convert_int4_sat_rte(1.5,-2.5,1e10,NaN)", r);

  ln_uchar16 bytes = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  ln_uchar16 rev = ln_shuffle(bytes, ((ln_uchar16){15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}));
  printf("%-34s %u %u ... %u\n", "shuffle(bytes, reversed)", rev[0], rev[1], rev[15]);

  float in[7] = {1, 2, 3, 4, 5, 6, 7};
  ln_float3 v3 = ln_vload3(1, in); /* in[3], in[4], in[5] */
  printf("%-34s {%g, %g, %g}  all(v3 > 4) = %d\n", "vload3(1, in)", v3.v[0], v3.v[1], v3.v[2],
         ln_all(ln_gt(v3, 4.0f)));
  return 0;
}
