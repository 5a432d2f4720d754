/* Built with: lanes_add_opencl_kernels(app group_sum.cl) in CMake (lanes/kernel.h). */
#include <stdio.h>
#include <lanes/kernel.h>

LN_KERNEL_DECLARE(group_sum);

int main(void) {
  int in[32], out[4] = {0};
  for (int i = 0; i < 32; i++) in[i] = i;
  ln_kernel_arg args[] = {LN_ARG_BUFFER(in), LN_ARG_BUFFER(out), LN_ARG_LOCAL(8 * sizeof(int))};
  ln_ndrange nd = {1, {0}, {32}, {8}};   /* work_dim, global offset, global size, local size */

  ln_status s = ln_kernel_run(LN_KERNEL(group_sum), &nd, args, 3);
  printf("run:    %s, sums %d %d %d %d\n", ln_strerror(s), out[0], out[1], out[2], out[3]);

  /* the same range in two parts (each could be called from its own thread) */
  int total = 0;
  for (unsigned part = 0; part < 2; part++) {
    out[0] = out[1] = out[2] = out[3] = 0;
    s = ln_kernel_run_part(LN_KERNEL(group_sum), &nd, args, 3, part, 2);
    printf("part %u: %s, sums %d %d %d %d\n", part, ln_strerror(s), out[0], out[1], out[2], out[3]);
    total += out[0] + out[1] + out[2] + out[3];
  }
  printf("total:  %d\n", total);

  nd.local_size[0] = 5;                   /* does not divide 32: nothing runs */
  s = ln_kernel_run(LN_KERNEL(group_sum), &nd, args, 3);
  printf("local size 5: %s\n", ln_strerror(s));
  nd.local_size[0] = 8;
  s = ln_kernel_run(LN_KERNEL(group_sum), &nd, args, 2);   /* the kernel has 3 */
  printf("2 arguments:  %s\n", ln_strerror(s));
  return 0;
}
