#include <lanes/status.h>
#include <stdio.h>

int main(void) {
  printf("%s / %s\n", ln_strerror(LN_OK), ln_strerror(LN_EINDEX));
  return 0;
}
