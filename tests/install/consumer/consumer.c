/* Uses the header layer and liblanes from an installed lanes. */
#include <lanes.h>
#include <stdio.h>

int main(void) {
  ln_int4 q = ln_div(((ln_int4){7, 7, 7, INT32_MIN}), ((ln_int4){2, 0, -1, -1}));
  int ok = q[0] == 3 && q[1] == -1 && q[2] == -7 && q[3] == INT32_MIN;
  uint32_t v[4] = {0x01020304u, 0, 0, 0};
  ok = ok && ln_array_bswap32(v, v, 4) == LN_OK && v[0] == 0x04030201u;
  printf("consumer: %s (array layer on %s)\n", ok ? "ok" : "WRONG", ln_isa_name(ln_active_isa()));
  return ok ? 0 : 1;
}
