/* Part of test_geometric: lanes/geometric.h in a translation unit that tests/CMakeLists.txt
 * compiles without FMA instructions and without contraction (x86: -mno-avx; elsewhere
 * -ffp-contract=off): the portable code, which the test compares bit for bit with the build of
 * its own configuration in the same run. */
#include "unit/geometric_calls.h"

int geo_call_portable(int t, int op, int n, const double *a, const double *b, double *out) {
  return geo_call(t, op, n, a, b, out);
}
