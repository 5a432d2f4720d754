/* Part of src/arch/array_tpl.h (included once per path, LN__TPL defined there): the loops of
 * ln_array_math.  Each runs lanes/math.h's vectorized function on ln_float16 / ln_double8
 * (64 bytes; on a path whose registers are narrower the function runs as halves or quarters,
 * lanes/math.h), compiled here with the path's instruction set, so a program built for the
 * baseline gets the path's kernels.  The last, partial vector is read into and written from
 * a zero-padded vector: exactly the n elements are read and written.  Every lane of every width gives the
 * same bits (docs/semantics.md), so every path gives the scalar path's results. */
#include "lanes/math.h"

/* whole vectors (the kernel inlined in the loop), then the last, partial one through a zero-padded
 * copy by the one-vector call below: the kernel is compiled twice per function and path, not three
 * times (the library's compile time under the sanitizers: a quarter less).  flatten: the kernel is
 * inlined (it is not forced inline in lanes/math.h). */
#ifdef LN_TPL_PART_WORDS /* the path's masked partial load and store (AVX-512: 24 floats of exp
                           * 20.4 -> 8.5 ns on Zen 5; AVX2 26.8 -> 15.0 ns, bench/README.md) */
#define LN__AM_TAIL(T, VT, W, one)                                                             \
  uint8_t t[64] __attribute__((aligned(64)));                                                 \
  ch_store(t, ch_load_part4(s + i * sizeof(T), (n - i) * sizeof(T)));                          \
  one(t, t, W);                                                                               \
  ch_store_part4(d + i * sizeof(T), ch_load(t), (n - i) * sizeof(T));
#else /* memcpy into a zeroed vector (ch_load_part would copy twice) */
#define LN__AM_TAIL(T, VT, W, one)                                                             \
  VT v = {0};                                                                                 \
  memcpy(&v, s + i * sizeof(T), (n - i) * sizeof(T));                                        \
  one(&v, &v, W);                                                                             \
  memcpy(d + i * sizeof(T), &v, (n - i) * sizeof(T));
#endif
#define LN__AM_LOOP1(fn, sfx, T, VT, W)                                                        \
  static int LN__TPL(am_##fn##_##sfx)(void *dst, const void *src, size_t n);                 \
  __attribute__((flatten, noinline)) static int LN__TPL(am_##fn##_##sfx##_loop)(void *dst, const void *src, \
                                                                              size_t n) {     \
    uint8_t *d = (uint8_t *)dst; /* byte pointers: the arrays need no alignment */            \
    const uint8_t *s = (const uint8_t *)src;                                                  \
    size_t i = 0;                                                                             \
    for (; i + W <= n; i += W) {                                                              \
      VT v;                                                                                   \
      memcpy(&v, s + i * sizeof(T), sizeof v);                                                \
      v = ln_##fn(v);                                                                         \
      memcpy(d + i * sizeof(T), &v, sizeof v);                                                \
    }                                                                                         \
    if (i < n) { /* through a zero-padded vector */                                         \
      LN__AM_TAIL(T, VT, W, LN__TPL(am_##fn##_##sfx))                                        \
    }                                                                                         \
    return 0;                                                                                 \
  }                                                                                           \
  /* a call of exactly one vector goes straight through (no loop set-up, no padded copy) */   \
  __attribute__((flatten, noinline)) static int LN__TPL(am_##fn##_##sfx)(void *dst, const void *src, size_t n) { \
    if (n == W) {                                                                             \
      VT v;                                                                                   \
      memcpy(&v, src, sizeof v);                                                              \
      v = ln_##fn(v);                                                                         \
      memcpy(dst, &v, sizeof v);                                                              \
      return 0;                                                                               \
    }                                                                                         \
    return LN__TPL(am_##fn##_##sfx##_loop)(dst, src, n);                                      \
  }
#define LN__AM_LOOP(E, fn) LN__AM_LOOP1(fn, f32, float, ln_float16, 16) LN__AM_LOOP1(fn, f64, double, ln_double8, 8)
LN__ARRAY_MATH_FNS(LN__AM_LOOP)
#undef LN__AM_LOOP
#undef LN__AM_LOOP1
#undef LN__AM_TAIL
/* the table rows: [0] float, [1] double, in the order of LN__ARRAY_MATH_FNS (LN_MATH_<E>) */
#define LN__AM_F32(E, fn) LN__TPL(am_##fn##_f32),
#define LN__AM_F64(E, fn) LN__TPL(am_##fn##_f64),
