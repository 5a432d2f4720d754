#include <lanes/geometric.h>
#include <math.h>
#include <stdio.h>

int main(void) {
  ln_float4 p = {3.0f, 4.0f, 12.0f, 0.0f}, q = {1.0f, 0.0f, 0.0f, 0.0f};
  ln_double3 x = {{1, 0, 0}}, y = {{0, 1, 0}};
  printf("dot       %g\n", ln_dot(p, q));
  printf("length    %g\n", ln_length(p));
  printf("distance  %g\n", ln_distance(p, q));
  ln_float4 n = ln_normalize(p);
  printf("normalize %.7g %.7g %.7g %.7g\n", n[0], n[1], n[2], n[3]);
  ln_double3 z = ln_cross(x, y);
  printf("cross     %g %g %g\n", z.v[0], z.v[1], z.v[2]);
  /* no overflow of the squares: the length of (1e300, 1e300) is finite */
  printf("length    %g\n", ln_length(((ln_double2){1e300, 1e300})));
  /* OpenCL C 3.0's special case: infinite lanes count as +-1, the others as 0 */
  n = ln_normalize(((ln_float4){INFINITY, -2.0f, -INFINITY, 7.0f}));
  printf("normalize %.7g %.7g %.7g %.7g\n", n[0], n[1], n[2], n[3]);
  return 0;
}
