/* libFuzzer target: ln_array_math (lanes/array.h, bulk math) of liblanes.  Each input picks a
 * function (the 13 of ln_math_fn, or an invalid one), the element type (float, double, or
 * another ln_elem_type: invalid), a count (0 .. 300), the elements (raw input bits, float
 * edges: signed zeros, denormals, the largest finite values, infinities, quiet and signalling
 * NaNs with payloads; then values around the functions' overflow and underflow thresholds and
 * the trigonometric reduction's (pi/2, the Cody-Waite bounds), and random bits), misaligned starts, in place (dst == src), a partial overlap of dst and src,
 * NULL dst or src, and counts whose bytes exceed the address space.  The call runs on EVERY
 * instruction-set path the CPU supports (ln_set_isa); each result must be the scalar function
 * of lanes/math.h (compiled into this target for the compiler's default target: the portable
 * code) bit for bit, a NaN for a NaN; a failing call must return its status and write nothing,
 * and no call may write outside dst's n elements.  Blocks are heap blocks of the exact size, so
 * ASan reports any access outside them. */
/* fuzz-variants: base */
/* fuzz-link: liblanes */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <lanes/math.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "ref/ref_array_math.h"

/* lanes/math.h's scalar function fn (the generic ln_<fn>: tests/ref/ref_array_math.h): its
 * result's bits for the element bits v of es bytes */
static uint64_t ref_math(unsigned fn, uint64_t v, unsigned es) {
  if (es == 4) {
    float x;
    uint32_t b = (uint32_t)v;
    memcpy(&x, &b, 4);
    x = ref_array_math_f(fn, x);
    memcpy(&b, &x, 4);
    return b;
  }
  double x;
  memcpy(&x, &v, 8);
  x = ref_array_math_d(fn, x);
  memcpy(&v, &x, 8);
  return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in), s2 = fz_u8(&in), s3 = fz_u8(&in);
  unsigned fn = s0 % 15;                                             /* 13, 14 invalid */
  unsigned type = (s0 / 15) % 8 == 0 ? (s3 & 7) : (s0 / 15) % 2 ? LN_ELEM_DOUBLE : LN_ELEM_FLOAT;
  int bad_args = fn >= LN_MATH_FN_COUNT || (type != LN_ELEM_FLOAT && type != LN_ELEM_DOUBLE);
  unsigned es = type == LN_ELEM_DOUBLE ? 8 : 4, bits = 8 * es;
  size_t n = (size_t)(s1 % 151) + (size_t)(s2 & 1) * 150;   /* 0 .. 300 */
  /* the count passed: n, or (s1 = 255) one whose bytes exceed the address space (an error) */
  size_t cn = s1 == 255 ? SIZE_MAX / (type == LN_ELEM_DOUBLE ? 8 : 4) + 1 + (s3 & 7) : n;
  int layout = (s2 >> 1) & 7;                                /* fz_out_layout */
  int nullp = (s2 >> 4) & 7 ? 0 : 1 + (s3 >> 3 & 1);         /* 1 dst, 2 src NULL */
  size_t off_d = s3 >> 4 & 7, off_s = (s2 >> 5) & 7;
  fz_seed(fz_raw(&in, 8));

  size_t bytes = n * es;
  uint8_t *sbase = fz_block(bytes + off_s + 16), *dbase = fz_block(bytes + off_d);
  uint8_t *src = sbase + off_s;
  /* thresholds where the results overflow, underflow or go subnormal, then pi/2, pi and the
   * trigonometric functions' Cody-Waite bounds (float 2^12, double 2^30), then where sinh and
   * cosh overflow and erfc underflows (float, double) */
  static const uint64_t near_f[] = {0x42b17218u, 0x42b17217u, 0xc2ce8ed0u, 0xc2aeac50u, 0x43000000u, 0xc3160000u,
                                    0x421a209bu, 0xc2349e35u, 0x3f800000u, 0x3f7fffffu, 0x3f800001u, 0x00800000u,
                                    0x3fc90fdbu, 0x40490fdbu, 0x45800000u, 0x4e800000u, 0x42b2d4fcu, 0x4120de01u};
  static const uint64_t near_d[] = {0x40862e42fefa39efu, 0x40862e42fefa39f0u, 0xc0874910d52d3051u, 0xc086232bdd7abcd2u,
                                    0x4090000000000000u, 0xc090c80000000000u, 0x40734413509f79feu, 0xc0733a7146f72a41u,
                                    0x3ff0000000000000u, 0x3fefffffffffffffu, 0x3ff0000000000001u, 0x0010000000000000u,
                                    0x3ff921fb54442d18u, 0x400921fb54442d18u, 0x41d0000000000000u, 0x4330000000000000u,
                                    0x408633ce8fb9f87du, 0x403b3a64c2f837b5u};
  _Static_assert(sizeof near_f / sizeof near_f[0] == 18 && sizeof near_d / sizeof near_d[0] == 18, "18 each");
  for (size_t i = 0; i < n; i++) {
    uint64_t r = fz_rnd(), v;
    if (in.n) v = fz_lane(&in, (int)bits, 'f');
    else if ((r & 3) == 0) v = fz_float_edge((int)bits, (unsigned)(r >> 8), fz_rnd());
    else if ((r & 3) == 1) v = (es == 4 ? near_f[(r >> 8) % 18] : near_d[(r >> 8) % 18]) + (r >> 16 & 3) - 1 + ((r >> 18 & 1) << (bits - 1));
    else v = fz_rnd();
    fz_put(src, (int)es, (int)i, es == 4 ? (uint32_t)v : v);
  }
  int overlap;
  uint8_t *dst = fz_out_layout(layout, 1 + (s3 & 1), n, es, src, dbase + off_d, &overlap);
  uint8_t *ssave = fz_copy(sbase, bytes + off_s + 16), *dsave = fz_copy(dbase, bytes + off_d);
  uint8_t *swant = fz_copy(sbase, bytes + off_s + 16), *dwant = fz_copy(dbase, bytes + off_d);

  /* the model */
  int wst = 0;
  if (bad_args) wst = (int)LN_EINVAL;
  else if (cn > 0 && nullp) wst = (int)LN_ENULL;
  else if (overlap || cn != n) wst = (int)LN_EINVAL;
  else {
    uint8_t *w = dst == src ? swant + off_s : dwant + off_d;
    for (size_t i = 0; i < n; i++) {
      uint64_t x = fz_get(ssave + off_s, (int)es, (int)i);
      fz_put(w, (int)es, (int)i, ref_math(fn, x, es));
    }
  }

  uint32_t isas = ln_supported_isas();
  /* the n result elements (a NaN for a NaN) and every other byte of both blocks (exactly) */
  uint8_t *gres = dst == src ? sbase + off_s : dbase + off_d, *wres = dst == src ? swant + off_s : dwant + off_d;
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    if (!(isas >> isa & 1)) continue;
    if (ln_set_isa((ln_isa)isa) != LN_OK) FZ_FAIL("ln_set_isa(%d) refused a supported path", isa);
    memcpy(sbase, ssave, bytes + off_s + 16);
    memcpy(dbase, dsave, bytes + off_d);
    int got = (int)ln_array_math(nullp == 1 ? NULL : dst, nullp == 2 ? NULL : src, cn, (ln_elem_type)type,
                                 (ln_math_fn)fn);
    size_t first = (size_t)-1;
    uint64_t gv = 0, wv = 0;
    for (size_t i = 0; i < n && wst == 0 && first == (size_t)-1; i++) {
      gv = fz_get(gres, (int)es, (int)i), wv = fz_get(wres, (int)es, (int)i);
      if (!fz_same(gv, wv, (int)bits, 1)) first = i;
    }
    if (wst == 0) memcpy(gres, wres, bytes); /* compared above: the rest byte for byte */
    int bad = got != wst || first != (size_t)-1 || memcmp(sbase, swant, bytes + off_s + 16) != 0 ||
              memcmp(dbase, dwant, bytes + off_d) != 0;
    if (bad) {
      fprintf(stderr, "ln_array_math %s on %s: type %u n %zu (passed %zu) layout %d null %d offsets %zu %zu: status %d, want %d\n",
              fn < LN_MATH_FN_COUNT ? ref_array_math_name[fn] : "(invalid)", ln_isa_name((ln_isa)isa), type, n, cn, layout, nullp, off_d,
              off_s, got, wst);
      if (first != (size_t)-1)
        fprintf(stderr, "  element %zu of %#llx: got %#llx want %#llx\n", first,
                (unsigned long long)fz_get(ssave + off_s, (int)es, (int)first), (unsigned long long)gv,
                (unsigned long long)wv);
      FZ_FAIL("array_math");
    }
  }
  free(sbase); free(dbase); free(ssave); free(dsave); free(swant); free(dwant);
  return 0;
}
