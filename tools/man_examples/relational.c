#include <lanes/relational.h>
#include <stdio.h>

int main(void) {
  ln_float4 x = {1.0f, __builtin_nanf(""), -0.0f, __builtin_inff()};
  ln_float4 y = {1.0f, 1.0f, 0.0f, 2.0f};
  ln_int4 eq = ln_isequal(x, y), nan = ln_isnan(x), fin = ln_isfinite(x);
  printf("isequal  %d %d %d %d\n", eq[0], eq[1], eq[2], eq[3]);
  printf("isnan    %d %d %d %d\n", nan[0], nan[1], nan[2], nan[3]);
  printf("isfinite %d %d %d %d\n", fin[0], fin[1], fin[2], fin[3]);
  printf("any(isnan) %d all(isfinite) %d\n", ln_any(nan), ln_all(fin));
  return 0;
}
