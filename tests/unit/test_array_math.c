/* ln_array_math (lanes/array.h) on every instruction-set path this CPU supports (ln_set_isa for
 * each; the others are reported as SKIPPED): every function of ln_math_fn on float and double
 * arrays must give, element by element and bit for bit, lanes/math.h's scalar function (whose
 * accuracy test_math_exp, test_math_trig, test_math_atrig, test_math_hyp (cbrt among them) and test_math_erf check
 * against MPFR; its lanes give the same bits at every width and on every path), for counts 0, 1, around the 16- and 8-element vectors and multi-vector ones,
 * on unaligned pointers, in place, with guard bytes around the output and source and output
 * ending against a PROT_NONE page (a read or write past the n elements kills the test), on
 * edge values (+-0, +-inf, NaN, subnormals, the overflow and underflow thresholds, negatives,
 * pi/2 and pi and the trigonometric reduction's bounds, huge arguments, sinh's, cosh's and
 * erfc's thresholds)
 * and random bit patterns; and every error case writes nothing. */
#define _GNU_SOURCE
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <lanes/math.h>
#include <math.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common/check.h"
#include "common/isa_default.h"
#include "ref/ref_array_math.h"

static const char *isa_label = "";
/* input element i: edge values first, then random bit patterns and values in [-100, 100] */
static const double edges[] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, 0.5, 2.0, 10.0,
                               88.72283935546875, 89.0, -103.97, -104.0, 709.78, -745.2, 1e-310,
                               1e-40, 0x1p-149, 0x1p-1074, 3.4e38, 1.7e308, 128.0, -150.0, 1024.0, -1075.0,
                               /* the trigonometric functions' reduction: near pi/2 and pi, at and past
                                * the Cody-Waite bounds (float 2^12, double 2^30), huge arguments */
                               0x1.921fb6p0, 0x1.921fb54442d18p0, 0x1.921fb6p1, 4096.0, 0x1.000002p12,
                               0x1p30, 0x1.0000000000001p30, 1e22, -0x1.fffffep127,
                               /* where sinh and cosh overflow and erfc underflows (float, double) */
                               89.41, 89.42, 710.47, 710.48, 10.05, 10.06, 27.2, 27.3};
#define NEDGE (sizeof edges / sizeof edges[0])
static void fill_f32(float *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i < NEDGE) p[i] = (float)edges[i];
    else if (i & 1) { uint32_t b = (uint32_t)tc_rand(); memcpy(&p[i], &b, 4); }
    else p[i] = (float)((double)(int64_t)(tc_rand() >> 11) * 0x1p-53 * 200 - 100);
  }
}
static void fill_f64(double *p, size_t n) {
  for (size_t i = 0; i < n; i++) {
    if (i < NEDGE) p[i] = edges[i];
    else if (i & 1) { uint64_t b = tc_rand(); memcpy(&p[i], &b, 8); }
    else p[i] = (double)(int64_t)(tc_rand() >> 11) * 0x1p-53 * 1500 - 750;
  }
}
static int same_bits_f(float a, float b) { return (a != a && b != b) || !memcmp(&a, &b, 4); }
static int same_bits_d(double a, double b) { return (a != a && b != b) || !memcmp(&a, &b, 8); }

/* one call: n elements at byte offset off (unaligned when off % es != 0), out of place or in place */
static void check_one(ln_math_fn fn, int dbl, size_t n, size_t off, int in_place) {
  size_t es = dbl ? 8 : 4, bytes = n * es, total = bytes + 2 * 64 + off;
  uint8_t *src = malloc(total), *dst = malloc(total), *guard = malloc(total);
  if (!src || !dst || !guard) exit(2);
  for (size_t i = 0; i < total; i++) dst[i] = guard[i] = (uint8_t)tc_rand();
  uint8_t *s = src + 64 + off, *d = (in_place ? src : dst) + 64 + off;
  if (dbl) {
    double *t = malloc(n * 8 + 8);
    if (!t) exit(2);
    fill_f64(t, n);
    memcpy(s, t, bytes);
    if (in_place) memcpy(guard, src, total);
    ln_status st = ln_array_math(d, s, n, LN_ELEM_DOUBLE, fn);
    TC_CHECK(st == LN_OK, "%s %s f64 n %zu: status %d", isa_label, ref_array_math_name[fn], n, st);
    for (size_t i = 0; i < n; i++) {
      double r, w = ref_array_math_d(fn, t[i]);
      memcpy(&r, d + 8 * i, 8);
      TC_CHECK(same_bits_d(r, w), "%s %s f64 n %zu [%zu] of %a: %a, scalar %a", isa_label, ref_array_math_name[fn], n, i, t[i], r, w);
    }
    free(t);
  } else {
    float *t = malloc(n * 4 + 4);
    if (!t) exit(2);
    fill_f32(t, n);
    memcpy(s, t, bytes);
    if (in_place) memcpy(guard, src, total);
    ln_status st = ln_array_math(d, s, n, LN_ELEM_FLOAT, fn);
    TC_CHECK(st == LN_OK, "%s %s f32 n %zu: status %d", isa_label, ref_array_math_name[fn], n, st);
    for (size_t i = 0; i < n; i++) {
      float r, w = ref_array_math_f(fn, t[i]);
      memcpy(&r, d + 4 * i, 4);
      TC_CHECK(same_bits_f(r, w), "%s %s f32 n %zu [%zu] of %a: %a, scalar %a", isa_label, ref_array_math_name[fn], n, i,
               (double)t[i], (double)r, (double)w);
    }
    free(t);
  }
  /* the bytes around the output are untouched */
  const uint8_t *o = in_place ? src : dst;
  TC_CHECK(!memcmp(o, guard, 64 + off) && !memcmp(o + 64 + off + bytes, guard + 64 + off + bytes, 64),
           "%s %s n %zu: wrote outside the output", isa_label, ref_array_math_name[fn], n);
  free(src);
  free(dst);
  free(guard);
}

/* source and output each end at a PROT_NONE page */
static void check_guard_pages(void) {
  long psz = sysconf(_SC_PAGESIZE);
  if (psz <= 0) return;
  size_t P = (size_t)psz;
  uint8_t *m = mmap(NULL, 4 * P, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return;
  if (mprotect(m + P, P, PROT_NONE) || mprotect(m + 3 * P, P, PROT_NONE)) return;
  for (int dbl = 0; dbl < 2; dbl++)
    for (size_t n = 1; n <= 40; n++) {
      size_t es = dbl ? 8 : 4;
      uint8_t *s = m + P - n * es, *d = m + 3 * P - n * es;
      memset(s, 0x3f, n * es);
      for (int fn = 0; fn < LN_MATH_FN_COUNT; fn++)
        TC_CHECK(ln_array_math(d, s, n, dbl ? LN_ELEM_DOUBLE : LN_ELEM_FLOAT, (ln_math_fn)fn) == LN_OK,
                 "%s guard pages %s n %zu", isa_label, ref_array_math_name[fn], n);
    }
  munmap(m, 4 * P);
}

static void check_errors(void) {
  float a[32] = {1, 2, 3}, b[32];
  memcpy(b, a, sizeof a);
  TC_CHECK(ln_array_math(NULL, a, 4, LN_ELEM_FLOAT, LN_MATH_EXP) == LN_ENULL, "NULL dst");
  TC_CHECK(ln_array_math(b, NULL, 4, LN_ELEM_FLOAT, LN_MATH_EXP) == LN_ENULL, "NULL src");
  TC_CHECK(ln_array_math(NULL, NULL, 0, LN_ELEM_FLOAT, LN_MATH_EXP) == LN_OK, "n = 0");
  TC_CHECK(ln_array_math(b, a, 4, LN_ELEM_INT32, LN_MATH_EXP) == LN_EINVAL, "integer type");
  TC_CHECK(ln_array_math(b, a, 4, (ln_elem_type)99, LN_MATH_EXP) == LN_EINVAL, "unknown type");
  TC_CHECK(ln_array_math(b, a, 4, LN_ELEM_FLOAT, LN_MATH_FN_COUNT) == LN_EINVAL, "unknown fn");
  TC_CHECK(ln_array_math(b, a, 4, LN_ELEM_FLOAT, (ln_math_fn)-1) == LN_EINVAL, "negative fn");
  TC_CHECK(ln_array_math(a + 1, a, 8, LN_ELEM_FLOAT, LN_MATH_EXP) == LN_EINVAL, "partial overlap");
  TC_CHECK(ln_array_math(b, a, SIZE_MAX / 4 + 1, LN_ELEM_FLOAT, LN_MATH_EXP) == LN_EINVAL, "size overflow");
  TC_CHECK(ln_array_math(b, a, SIZE_MAX / 8 + 1, LN_ELEM_DOUBLE, LN_MATH_EXP) == LN_EINVAL, "size overflow f64");
  TC_CHECK(!memcmp(a, b, sizeof a) && a[0] == 1 && a[3] == 0, "an error wrote");
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array_math";
  static const size_t ns[] = {0, 1, 2, 7, 8, 9, 15, 16, 17, 31, 33, 64, 100, 1000};
  uint32_t ok = ln_supported_isas();
  const uint32_t vl_isas = tc_vl_isas(); /* a run at one SVE or RVV vector length: its paths only */
  for (int isa = LN_ISA_SCALAR; isa < LN_ISA_COUNT; isa++) {
    isa_label = ln_isa_name((ln_isa)isa);
    if (!tc_vl_runs(vl_isas, isa)) continue;
    if (!((ok >> isa) & 1)) {
      printf("array_math: %-11s SKIPPED (not supported by this CPU or build)\n", isa_label);
      continue;
    }
    unsigned long before = tc_checks, fails = tc_failures;
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK, "set %s", isa_label);
    for (int fn = 0; fn < LN_MATH_FN_COUNT; fn++)
      for (int dbl = 0; dbl < 2; dbl++)
        for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
          check_one((ln_math_fn)fn, dbl, ns[k], k % 4 == 3 ? 1 : 0, 0);
          check_one((ln_math_fn)fn, dbl, ns[k], 0, 1);
        }
    check_guard_pages();
    check_errors();
    printf("array_math: %-11s %lu checks, %lu failures\n", isa_label, tc_checks - before, tc_failures - fails);
  }
  return tc_finish("test_array_math");
}
