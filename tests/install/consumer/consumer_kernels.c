/* Runs consumer_kernels.cl through the installed kernel layer; exit status 0 when every byte is
 * what the kernel's formula gives. */
#include <lanes/kernel.h>
#include <stdint.h>
#include <stdio.h>

LN_KERNEL_DECLARE(reverse_add);

int main(void) {
  uint8_t in[64 * 16], out[64 * 16], k = 3;
  for (int i = 0; i < 64 * 16; i++) in[i] = (uint8_t)(i * 7);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_VALUE(k)};
  ln_ndrange nd = {1, {0}, {64}, {16}};
  if (ln_kernel_run(LN_KERNEL(reverse_add), &nd, a, 3) != LN_OK) return 1;
  for (int i = 0; i < 64 * 16; i++)
    if (out[i] != (uint8_t)(in[i / 16 * 16 + 15 - i % 16] + k)) {
      printf("byte %d: %d\n", i, out[i]);
      return 1;
    }
  printf("installed kernel layer: ok\n");
  return 0;
}
