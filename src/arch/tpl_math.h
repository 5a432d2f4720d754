/* Part of src/arch/array_tpl.h (included once per path, LN__TPL defined there): the loops of
 * ln_array_math.  Each runs lanes/math.h's vectorized function on ln_float16 / ln_double8
 * (64 bytes; on a path whose registers are narrower the function runs as halves or quarters,
 * lanes/math.h), compiled here with the path's instruction set, so a program built for the
 * baseline gets the path's kernels.  The last, partial vector is read into and written from
 * a zero-padded vector: exactly the n elements are read and written.  Every lane of every width gives the
 * same bits (docs/semantics.md), so every path gives the scalar path's results. */
#include "lanes/math.h"

/* one loop whose last turn reads and writes only the elements left: the function's kernel is
 * called at one place, so the compiler inlines it */
#define LN__AM_LOOP1(fn, sfx, T, VT, W)                                                        \
  static void LN__TPL(am_##fn##_##sfx)(void *dst, const void *src, size_t n) {                \
    T *d = (T *)dst;                                                                          \
    const T *s = (const T *)src;                                                              \
    for (size_t i = 0; i < n; i += W) {                                                       \
      size_t k = n - i < W ? n - i : W;                                                       \
      VT v = {0};                                                                             \
      if (k == W) memcpy(&v, s + i, sizeof v);                                                \
      else memcpy(&v, s + i, k * sizeof *s);                                                  \
      v = ln_##fn(v);                                                                         \
      if (k == W) memcpy(d + i, &v, sizeof v);                                                \
      else memcpy(d + i, &v, k * sizeof *s);                                                  \
    }                                                                                         \
  }
#define LN__AM_LOOP(E, fn) LN__AM_LOOP1(fn, f32, float, ln_float16, 16) LN__AM_LOOP1(fn, f64, double, ln_double8, 8)
LN__ARRAY_MATH_FNS(LN__AM_LOOP)
#undef LN__AM_LOOP
#undef LN__AM_LOOP1
/* the table rows: [0] float, [1] double, in the order of LN__ARRAY_MATH_FNS (LN_MATH_<E>) */
#define LN__AM_F32(E, fn) LN__TPL(am_##fn##_f32),
#define LN__AM_F64(E, fn) LN__TPL(am_##fn##_f64),
