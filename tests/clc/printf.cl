/* printf from kernels (tests/clc/test_printf.c): scalars, strings, vectors of every element size,
 * flags, width and precision; the lines of a group in work-item order. */
__kernel void print_items(__global const int *x, __global const float4 *f) {
  size_t i = get_global_id(0);
  printf("item %u: %d %5.2f|%-4d|%+d %x %o %c %s\n", (uint)i, x[i], f[i].y, x[i] % 100, x[i], (uint)x[i], 8u, 'A' + (int)i,
         "str");
  printf("v %v4hlf %v2hld %v3hhd %v4hx %v2lu %v2lf\n", f[i], (int2)(x[i], -x[i]), (char3)(-1, 2, 127),
         (ushort4)(0xffff, 1, 2, 0xabcd), (ulong2)(18446744073709551615ul, 7), (double2)(1.5, -0.25));
  printf("%.3e %g %8.1v4hlf;\n", (float)x[i] * 1e10f, 0.0001, f[i]);
}
