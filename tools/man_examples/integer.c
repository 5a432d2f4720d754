#include <lanes/integer.h>
#include <stdio.h>

static void showu(const char *what, ln_uchar4 v) { printf("%-9s %u %u %u %u\n", what, v[0], v[1], v[2], v[3]); }
static void show(const char *what, ln_int4 v) { printf("%-9s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  ln_uchar4 a = {250, 10, 128, 0}, b = {10, 20, 128, 1};
  showu("add_sat", ln_add_sat(a, b));
  showu("sub_sat", ln_sub_sat(a, b));
  showu("hadd", ln_hadd(a, b));
  showu("rhadd", ln_rhadd(a, b));
  showu("abs_diff", ln_abs_diff(a, b));
  showu("mul_hi", ln_mul_hi(a, b));
  showu("mad_hi", ln_mad_hi(a, b, b));
  showu("mad_sat", ln_mad_sat(a, b, b));
  showu("rotate", ln_rotate(a, ((ln_uchar4){1, 4, 9, 0})));
  showu("clz", ln_clz(a));
  showu("ctz", ln_ctz(a));
  ln_int4 x = {-5, 3, 100, 0};
  show("abs", (ln_int4)ln_abs(x));
  show("min", ln_min(x, 4));
  show("max", ln_max(x, 4));
  show("clamp", ln_clamp(x, 0, 10));
  show("popcount", ln_popcount(x));
  show("mul24", ln_mul24(x, x));
  show("mad24", ln_mad24(x, x, ((ln_int4){1, 1, 1, 1})));
  ln_short2 up = ln_upsample(((ln_char2){1, -1}), ((ln_uchar2){2, 255}));
  printf("%-9s %d %d\n", "upsample", up[0], up[1]);
  ln_float4 sg = ln_sign(((ln_float4){-2.5f, 0.0f, -0.0f, 7.0f}));
  printf("%-9s %g %g %g %g\n", "sign", sg[0], sg[1], sg[2], sg[3]);
  return 0;
}
