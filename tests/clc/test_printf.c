/* printf from kernels (tests/clc/printf.cl): stdout captured in a file and compared with what C's
 * printf writes for the same values lane by lane (the vector conversions spelled out). */
#include <lanes/kernel.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

LN_KERNEL_DECLARE(print_items);

int main(void) {
  enum { N = 6 };
  int x[N] = {0, -1, 123456, -2147483647 - 1, 2147483647, 42};
  float f[N][4];
  for (int i = 0; i < N; i++)
    for (int c = 0; c < 4; c++) f[i][c] = (float)(i * 4 + c) * 0.375f - 3.0f;
  f[2][1] = -__builtin_nanf(""); /* printed "-nan", as C's printf prints the double */
  f[3][2] = __builtin_inff();
  f[4][0] = -0.0f;
  /* the expected text */
  char want[8192];
  size_t w = 0;
  for (int i = 0; i < N; i++) {
    w += (size_t)snprintf(want + w, sizeof want - w, "item %u: %d %5.2f|%-4d|%+d %x %o %c %s\n", (unsigned)i, x[i],
                          (double)f[i][1], x[i] % 100, x[i], (unsigned)x[i], 8u, 'A' + i, "str");
    w += (size_t)snprintf(want + w, sizeof want - w, "v %f,%f,%f,%f %d,%d %hhd,%hhd,%hhd %hx,%hx,%hx,%hx %lu,%lu %f,%f\n",
                          (double)f[i][0], (double)f[i][1], (double)f[i][2], (double)f[i][3], x[i], (int)(0u - (unsigned)x[i]),
                          (signed char)-1, (signed char)2, (signed char)127, (unsigned short)0xffff, (unsigned short)1,
                          (unsigned short)2, (unsigned short)0xabcd, 18446744073709551615ul, 7ul, 1.5, -0.25);
    w += (size_t)snprintf(want + w, sizeof want - w, "%.3e %g %8.1f,%8.1f,%8.1f,%8.1f;\n",
                          (double)((float)x[i] * 1e10f), 0.0001, (double)f[i][0], (double)f[i][1], (double)f[i][2],
                          (double)f[i][3]);
  }
  /* run with stdout redirected to a file */
  char path[] = "/tmp/lanes_printf_XXXXXX";
  int fd = mkstemp(path);
  if (fd < 0) return 2;
  fflush(stdout);
  int saved = dup(1);
  dup2(fd, 1);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(f)};
  ln_ndrange nd = {1, {0}, {N}, {3}};
  ln_status st = ln_kernel_run(LN_KERNEL(print_items), &nd, a, 2);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  FILE *in = fdopen(fd, "r");
  char got[8192];
  rewind(in);
  size_t g = fread(got, 1, sizeof got - 1, in);
  got[g] = 0;
  fclose(in);
  unlink(path);
  int ok = st == LN_OK && g == w && memcmp(got, want, w) == 0;
  if (!ok) printf("FAIL: status %d\n--- kernel printed:\n%s--- want:\n%s", (int)st, got, want);
  printf("%s\n", ok ? "kernel layer printf: all checks passed" : "FAILED");
  return !ok;
}
