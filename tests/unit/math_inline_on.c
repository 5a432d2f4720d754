/* tests/unit/math_inline_calls.h with the whole-vector math kernels inlined at every use
 * (LANES_MATH_INLINE), for test_math_inline.c. */
#define LANES_MATH_INLINE 1
#define MI_EVAL mi_eval_inline
#define MI_SPLIT 1 /* each block a function of its own */
#include "math_inline_calls.h"

void mi_eval_inline_all(float *of, double *od, const float *xf, const float *yf, const double *xd,
                        const double *yd);
void mi_eval_inline_all(float *of, double *od, const float *xf, const float *yf, const double *xd,
                        const double *yd) {
  mi_eval_inline(of, od, xf, yf, xd, yd);
}
