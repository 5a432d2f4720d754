#include <lanes/math.h>
#include <stdio.h>

static void show(const char *what, ln_float4 v) { printf("%-10s %g %g %g %g\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  ln_float4 x = {-2.5f, -0.75f, 0.5f, 3.25f}, y = {2.0f, -1.0f, 0.25f, 3.25f}, ip;
  ln_int4 e;
  show("fabs", ln_fabs(x));
  show("copysign", ln_copysign(x, y));
  show("ceil", ln_ceil(x));
  show("floor", ln_floor(x));
  show("trunc", ln_trunc(x));
  show("rint", ln_rint(x));
  show("round", ln_round(x));
  show("fdim", ln_fdim(x, y));
  show("fmax", ln_fmax(x, 0.0f));
  show("fmin", ln_fmin(x, y));
  show("fma", ln_fma(x, y, x));
  show("mad", ln_mad(x, y, x));
  show("sqrt", ln_sqrt(ln_fabs(x)));
  show("maxmag", ln_maxmag(x, y));
  show("minmag", ln_minmag(x, y));
  show("fmod", ln_fmod(x, y));
  show("remainder", ln_remainder(x, y));
  show("remquo", ln_remquo(x, y, &e));
  printf("  quo      %d %d %d %d\n", e[0], e[1], e[2], e[3]);
  show("fract", ln_fract(x, &ip));
  show("  floor", ip);
  show("modf", ln_modf(x, &ip));
  show("  trunc", ip);
  show("frexp", ln_frexp(x, &e));
  printf("  exp      %d %d %d %d\n", e[0], e[1], e[2], e[3]);
  show("ldexp", ln_ldexp(x, 3));
  e = ln_ilogb(x);
  printf("ilogb      %d %d %d %d\n", e[0], e[1], e[2], e[3]);
  show("logb", ln_logb(x));
  show("exp", ln_exp(x));
  show("exp2", ln_exp2(x));
  show("exp10", ln_exp10(x));
  show("log", ln_log(ln_fabs(x)));
  show("log2", ln_log2(ln_fabs(x)));
  show("log10", ln_log10(ln_fabs(x)));
  ln_float a = 1.0f;
  printf("nextafter  %a\n", (double)ln_nextafter(a, 2.0f));
  ln_uint4 code = {1, 2, 3, 4};
  ln_float4 n = ln_nan(code);
  printf("nan        %d\n", n[0] != n[0]);
  return 0;
}
