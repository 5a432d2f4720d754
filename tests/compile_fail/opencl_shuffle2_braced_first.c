/* lanes/opencl.h: a braced literal as the last argument needs no parentheses; in an earlier
 * argument it still does (the preprocessor splits it at its commas), as for every C macro.
 * The control is the issue's own example, which did not compile before (10 arguments). */
#include <lanes.h>
#include <lanes/opencl.h>
float8 f(float4 a, float4 r) {
#ifdef LN_EXPECT_OK
  return shuffle2(a, r, (uint8){0, 4, 1, 5, 2, 6, 3, 7});
#else
  return shuffle2((float4){1, 2, 3, 4}, r, (uint8){0, 4, 1, 5, 2, 6, 3, 7});
#endif
}
