#include <lanes/relational.h>
#include <stdio.h>

static void show(const char *what, ln_int4 v) { printf("%-14s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  ln_float4 x = {1.0f, __builtin_nanf(""), -0.0f, __builtin_inff()};
  ln_float4 y = {1.0f, 1.0f, 0.0f, 2.0f};
  show("isequal", ln_isequal(x, y));
  show("isnotequal", ln_isnotequal(x, y));
  show("isgreater", ln_isgreater(x, y));
  show("isgreaterequal", ln_isgreaterequal(x, y));
  show("isless", ln_isless(x, y));
  show("islessequal", ln_islessequal(x, y));
  show("islessgreater", ln_islessgreater(x, y));
  show("isfinite", ln_isfinite(x));
  show("isinf", ln_isinf(x));
  show("isnan", ln_isnan(x));
  show("isnormal", ln_isnormal(x));
  show("isordered", ln_isordered(x, y));
  show("isunordered", ln_isunordered(x, y));
  show("signbit", ln_signbit(x));
  printf("any(isnan) %d all(isfinite) %d\n", ln_any(ln_isnan(x)), ln_all(ln_isfinite(x)));
  return 0;
}
