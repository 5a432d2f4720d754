#include <lanes/ops.h>
#include <stdio.h>

static void show(const char *what, ln_int4 v) { printf("%-9s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  ln_int4 a = {7, -7, 5, -2147483647 - 1}, b = {2, 2, 0, -1};
  show("add", ln_add(a, b));
  show("sub", ln_sub(a, b));
  show("mul", ln_mul(a, b));
  show("div", ln_div(a, b));        /* x/0 = -1, MIN/-1 = MIN: no trap */
  show("rem", ln_rem(a, b));
  show("neg", ln_neg(a));
  show("inc", ln_inc(a));
  show("shl", ln_shl(a, 33));       /* the count modulo 32 */
  show("and", ln_and(a, 6));
  show("lt", ln_lt(a, b));
  show("land", ln_land(a, b));
  show("select", ln_select(a, b, ln_lt(a, b)));
  show("bitselect", ln_bitselect(a, b, ((ln_int4){0, -1, 0xff, 0})));
  show("cond", ln_cond(ln_gt(a, 0), a, b));
  return 0;
}
