/* LANES_MATH_INLINE (the whole-vector math kernels inlined at every use) gives the same bits as
 * lanes/math.h by default: every vectorized function on float 4/8/16 lanes and double 2/4/8 lanes
 * (unit/math_inline_calls.h), over edge values, random bit patterns (every
 * exponent: the slow paths, huge trigonometric arguments, NaN, subnormals) and random values of
 * moderate size, computed by this file (the default) and by unit/math_inline_on.c. */
#include "common/check.h"
#ifdef MI_SKIP /* not x86: LANES_MATH_INLINE has no effect (tests/CMakeLists.txt; with Clang on x86 neither: the
                 * two builds are then the same code) */
int main(void) {
  puts("test_math_inline: skipped (LANES_MATH_INLINE takes effect on x86 with GCC only)");
  return 77;
}
#else
#define MI_EVAL mi_eval_default
#include "unit/math_inline_calls.h"

void mi_eval_inline_all(float *of, double *od, const float *xf, const float *yf, const double *xd,
                        const double *yd);

static float fin_x[MI_N], fin_y[MI_N];
static double din_x[MI_N], din_y[MI_N];

static void fill(void) {
  static const float fe[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 2.0f, 1e-45f, -1e-45f, 1.1754942e-38f,
                             3.4028235e38f, -3.4028235e38f, __builtin_inff(), -__builtin_inff(),
                             __builtin_nanf(""), 0.7853982f, 1.5707964f, 3.1415927f, 88.72284f,
                             -103.97208f, 1e30f, 0.99999994f, 1.0000001f, -0.5f, 4096.0f};
  static const double de[] = {0.0, -0.0, 1.0, -1.0, 0.5, 2.0, 4.9e-324, -4.9e-324, 2.2250738585072014e-308,
                              1.7976931348623157e308, -1.7976931348623157e308, __builtin_inf(),
                              -__builtin_inf(), __builtin_nan(""), 0.7853981633974483, 3.141592653589793,
                              709.782712893384, -745.1332191019412, 1e300, 0.9999999999999999,
                              1.0000000000000002, 1073741824.0, -0.5, 1e22};
  for (size_t i = 0; i < MI_N; i++) {
    uint64_t r = tc_rand(), s = tc_rand();
    uint32_t b = (uint32_t)r, c = (uint32_t)(r >> 32);
    if (i < sizeof fe / sizeof fe[0]) {
      fin_x[i] = fe[i];
      fin_y[i] = fe[(i * 7 + 3) % (sizeof fe / sizeof fe[0])];
      din_x[i] = de[i];
      din_y[i] = de[(i * 7 + 3) % (sizeof de / sizeof de[0])];
    } else if (i % 2) { /* any bits */
      memcpy(&fin_x[i], &b, 4);
      memcpy(&fin_y[i], &c, 4);
      memcpy(&din_x[i], &r, 8);
      memcpy(&din_y[i], &s, 8);
    } else { /* moderate: [-12, 12] */
      fin_x[i] = (float)((double)(b >> 8) / (1 << 24) * 24 - 12);
      fin_y[i] = (float)((double)(c >> 8) / (1 << 24) * 24 - 12);
      din_x[i] = (double)(r >> 11) / 9007199254740992.0 * 24 - 12;
      din_y[i] = (double)(s >> 11) / 9007199254740992.0 * 24 - 12;
    }
  }
}

int main(void) {
  tc_family = "math_inline";
  tc_seed_from_env();
  fill();
  float *f0 = calloc(MI_FLOAT_OUT, sizeof(float)), *f1 = calloc(MI_FLOAT_OUT, sizeof(float));
  double *d0 = calloc(MI_DOUBLE_OUT, sizeof(double)), *d1 = calloc(MI_DOUBLE_OUT, sizeof(double));
  if (!f0 || !f1 || !d0 || !d1) return 1;
  mi_eval_default(f0, d0, fin_x, fin_y, din_x, din_y);
  mi_eval_inline_all(f1, d1, fin_x, fin_y, din_x, din_y);
  for (size_t k = 0; k < MI_FLOAT_OUT; k++)
    TC_CHECK(!memcmp(&f0[k], &f1[k], 4), "float block %zu (function %zu, width %zu) input %zu (%a, %a): %a inline, %a called",
             k / MI_N, k / MI_N / 3, k / MI_N % 3, k % MI_N, (double)fin_x[k % MI_N], (double)fin_y[k % MI_N],
             (double)f1[k], (double)f0[k]);
  for (size_t k = 0; k < MI_DOUBLE_OUT; k++)
    TC_CHECK(!memcmp(&d0[k], &d1[k], 8), "double block %zu (function %zu, width %zu) input %zu (%a, %a): %a inline, %a called",
             k / MI_N, k / MI_N / 3, k / MI_N % 3, k % MI_N, din_x[k % MI_N], din_y[k % MI_N], d1[k], d0[k]);
  free(f0);
  free(f1);
  free(d0);
  free(d1);
  return tc_finish("test_math_inline");
}
#endif
