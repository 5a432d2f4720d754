#include <lanes/cpu.h>
#include <stdio.h>

int main(void) {
  ln_status s = ln_set_isa(LN_ISA_SCALAR);   /* every CPU has the scalar path */
  printf("set_isa(scalar): %s, active: %s\n", ln_strerror(s), ln_isa_name(ln_active_isa()));
  printf("scalar supported: %d\n", (int)(ln_supported_isas() & 1u));
  return 0;
}
