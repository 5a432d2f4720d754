/* ln_array_compress_cmp (lanes/array.h) against the reference model of tests/ref/ref_array_filter.h, on every
 * instruction-set path this CPU supports (ln_set_isa for each; the others SKIPPED), each
 * path's output also compared with the portable (scalar) path's in the same run: every
 * element type x comparison, operands and data from each type's edge values (NaN of both
 * signs, quiet and signalling, -0.0, +-inf, denormals, the extremes, MIN / MAX of the integers)
 * and random values, counts 0 .. 4099 around every vector size, unaligned pointers, in
 * place and out of place, random guard bytes around the output (nothing at or after
 * out[count] written), src ending against a PROT_NONE page (nothing read past src + n), and
 * every argument error (nothing written).  The model does not use the C comparison of the
 * element type (ref_array_filter.h). */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <limits.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "common/check.h"
#include "common/isa_default.h"
#include "ref/ref_array_filter.h"

static const char *const tname[10] = {"i8", "i16", "i32", "i64", "f32", "f64", "u8", "u16", "u32", "u64"};
static const char *const opname[6] = {"lt", "le", "gt", "ge", "eq", "ne"};

/* edge values of a type (bit patterns) */
static size_t edges(unsigned type, uint64_t *e) {
  size_t k = 0;
  if (type == 4) {
    static const uint32_t f[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u, 0xff800123u, 0x00000000u, 0x80000000u,
                                 0x7f800000u, 0xff800000u, 0x00000001u, 0x80000001u, 0x007fffffu, 0x807fffffu,
                                 0x00800000u, 0x80800000u, 0x7f7fffffu, 0xff7fffffu, 0x3f800000u, 0xbf800000u,
                                 0x3f000000u, 0x3f000001u, 0x3effffffu};
    for (size_t i = 0; i < sizeof f / sizeof f[0]; i++) e[k++] = f[i];
  } else if (type == 5) {
    static const uint64_t d[] = {0x7ff8000000000000u, 0xfff8000000000000u, 0x7ff0000000000001u,
                                 0xfff0000000000123u, 0, 0x8000000000000000u, 0x7ff0000000000000u,
                                 0xfff0000000000000u, 1, 0x8000000000000001u, 0x000fffffffffffffu,
                                 0x800fffffffffffffu, 0x0010000000000000u, 0x8010000000000000u,
                                 0x7fefffffffffffffu, 0xffefffffffffffffu, 0x3ff0000000000000u,
                                 0xbff0000000000000u, 0x3fe0000000000000u, 0x3fe0000000000001u};
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++) e[k++] = d[i];
  } else {
    unsigned bits = 8 * ref_flt_size[type];
    uint64_t m = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1, top = (uint64_t)1 << (bits - 1);
    const uint64_t v[] = {0, 1, 2, m, m - 1, top, top - 1, top + 1, top - 2, 0x55 & m, 100, m - 99};
    for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) e[k++] = v[i] & m;
  }
  return k;
}

/* one element: an edge value, the operand, the operand +- 1 ulp/unit, or random bits */
static uint64_t pick(unsigned type, const uint64_t *e, size_t ne, uint64_t operand) {
  unsigned bits = 8 * ref_flt_size[type];
  uint64_t m = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
  uint64_t r = tc_rand();
  switch (r % 6) {
    case 0: case 1: return e[(r >> 8) % ne];
    case 2: return operand;
    case 3: return (operand + 1) & m;
    case 4: return (operand - 1) & m;
    default: return tc_rand() & m;
  }
}

static const char *label = "";
static const size_t counts[] = {0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 32, 33, 47, 63, 64, 65, 100, 127,
                                128, 129, 255, 256, 257, 511, 1000, 4099};
#define NCOUNTS (sizeof counts / sizeof counts[0])

/* one call on the active path, checked against the model (and returned in *res / count
 * for the comparison with the portable path) */
static void check_one(unsigned type, unsigned op, size_t n, uint64_t operand, const uint64_t *e, size_t ne,
                      int inplace, size_t off, uint8_t *res, size_t *rcount) {
  unsigned es = ref_flt_size[type];
  size_t bytes = n * es, total = bytes + 2 * 64 + 16;
  uint8_t *src = malloc(total), *orig = malloc(total), *out = malloc(total), *outc = malloc(total),
          *want = malloc(bytes + 1);
  if (!src || !orig || !out || !outc || !want) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  for (size_t i = 0; i < total; i++) out[i] = src[i] = (uint8_t)tc_rand();
  uint8_t *s = src + 64 + off, *o = inplace ? s : out + 64 + (off * 3) % 16;
  for (size_t i = 0; i < n; i++) ref_flt_store(s + i * es, pick(type, e, ne, operand), es);
  memcpy(orig, src, total);
  size_t wk = 0;
  for (size_t i = 0; i < n; i++)
    if (ref_flt_holds(type, op, ref_flt_load(s + i * es, es), operand)) memcpy(want + es * wk++, s + i * es, es);
  if (inplace) memcpy(outc, src, total);
  else memcpy(outc, out, total);
  uint8_t opnd[9];
  ref_flt_store(opnd + 1, operand, es); /* an unaligned operand */
  size_t c = ln_array_compress_cmp(o, s, n, (ln_elem_type)type, (ln_cmp_op)op, opnd + 1);
  TC_CHECK(c == wk, "%s %s %s n %zu%s: count %zu, model %zu", label, tname[type], opname[op], n,
           inplace ? " in place" : "", c, wk);
  if (c == wk) {
    uint8_t *base = inplace ? src : out;
    size_t lo = (size_t)(o - base);
    /* the kept elements, and not one byte outside out[0 .. count) changed */
    TC_CHECK(memcmp(o, want, wk * es) == 0, "%s %s %s n %zu%s: kept elements differ", label, tname[type],
             opname[op], n, inplace ? " in place" : "");
    TC_CHECK(memcmp(base, outc, lo) == 0 && memcmp(o + wk * es, outc + lo + wk * es, total - lo - wk * es) == 0,
             "%s %s %s n %zu%s: wrote outside out[0 .. count)", label, tname[type], opname[op], n,
             inplace ? " in place" : "");
    if (!inplace) TC_CHECK(memcmp(src, orig, total) == 0, "%s %s %s: src written", label, tname[type], opname[op]);
  }
  if (res) memcpy(res, o, wk * es);
  *rcount = c;
  free(src), free(orig), free(out), free(outc), free(want);
}

/* every type x op on the active path; the portable path's outputs of the same cases (same
 * seed) are compared when given */
static void check_path(uint64_t seed, uint8_t **port, size_t *portc) {
  tc_state = seed;
  size_t idx = 0;
  for (unsigned type = 0; type < 10; type++) {
    uint64_t e[32];
    size_t ne = edges(type, e);
    for (unsigned op = 0; op < 6; op++)
      for (size_t ci = 0; ci < NCOUNTS; ci++) {
        size_t n = counts[ci];
        /* operands: every edge value for small counts, a random few for large ones */
        size_t nops = n <= 64 ? ne : 3;
        for (size_t oi = 0; oi < nops; oi++, idx++) {
          uint64_t operand = n <= 64 ? e[oi] : e[tc_rand() % ne];
          int inplace = (int)(tc_rand() & 1);
          size_t off = tc_rand() % 8;
          uint8_t *buf = malloc(n * 8 + 1);
          size_t c = 0;
          check_one(type, op, n, operand, e, ne, inplace, off, buf, &c);
          if (port && !port[idx]) { /* the portable path: keep its result */
            port[idx] = buf;
            portc[idx] = c;
            continue;
          }
          if (port)
            TC_CHECK(c == portc[idx] && memcmp(buf, port[idx], c * ref_flt_size[type]) == 0,
                     "%s %s %s n %zu: differs from the scalar path", label, tname[type], opname[op], n);
          free(buf);
        }
      }
  }
}
static size_t count_cases(void) {
  size_t k = 0;
  for (unsigned type = 0; type < 10; type++) {
    uint64_t e[32];
    size_t ne = edges(type, e);
    for (size_t ci = 0; ci < NCOUNTS; ci++) k += 6 * (counts[ci] <= 64 ? ne : 3);
  }
  return k;
}

/* src ending against a PROT_NONE page, out of exactly n elements ending against another */
static void check_guards(void) {
  size_t psz = (size_t)sysconf(_SC_PAGESIZE);
  uint8_t *a = mmap(NULL, 4 * psz, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (a == MAP_FAILED || mprotect(a + psz, psz, PROT_NONE) || mprotect(a + 3 * psz, psz, PROT_NONE)) {
    printf("compress_cmp: %-11s guard pages SKIPPED (mmap)\n", label);
    return;
  }
  for (unsigned type = 0; type < 10; type++) {
    unsigned es = ref_flt_size[type];
    for (size_t n = 1; n <= 200; n += (n < 70 ? 1 : 13)) {
      uint8_t *s = a + psz - n * es, *o = a + 3 * psz - n * es;
      uint64_t e[32];
      size_t ne = edges(type, e);
      for (size_t i = 0; i < n; i++) ref_flt_store(s + i * es, tc_rand() & 1 ? e[tc_rand() % ne] : tc_rand(), es);
      for (unsigned op = 0; op < 6; op++) {
        uint64_t t = e[tc_rand() % ne];
        size_t wk = 0;
        for (size_t i = 0; i < n; i++) wk += (size_t)ref_flt_holds(type, op, ref_flt_load(s + i * es, es), t);
        uint8_t opnd[8];
        ref_flt_store(opnd, t, es);
        size_t c = ln_array_compress_cmp(o, s, n, (ln_elem_type)type, (ln_cmp_op)op, opnd);
        TC_CHECK(c == wk, "%s guard %s %s n %zu: count %zu, model %zu", label, tname[type], opname[op], n, c, wk);
        /* all kept (an always-true test): out filled to the guard page */
        uint8_t nanv[8];
        ref_flt_store(nanv, e[0], es);
        c = ln_array_compress_cmp(o, s, n, (ln_elem_type)type, LN_CMP_NE,
                                  type == 4 || type == 5 ? (const void *)nanv : (const void *)s);
        size_t all = 0;
        for (size_t i = 0; i < n; i++)
          all += (size_t)ref_flt_holds(type, LN_CMP_NE, ref_flt_load(s + i * es, es), type == 4 || type == 5 ? e[0] : ref_flt_load(s, es));
        TC_CHECK(c == all && (type != 4 && type != 5 ? 1 : c == n), "%s guard %s ne n %zu", label, tname[type], n);
        /* in place, ending at the guard page */
        memcpy(o, s, n * es);
        c = ln_array_compress_cmp(o, o, n, (ln_elem_type)type, (ln_cmp_op)op, opnd);
        TC_CHECK(c == wk, "%s guard in place %s %s n %zu", label, tname[type], opname[op], n);
      }
    }
  }
  munmap(a, 4 * psz);
}

/* inputs of more than 1 MiB (where a path may prefetch its output, array_avx512.c), each type,
 * two comparisons, in place and not: against the model, nothing written outside out[0 .. count) */
static void check_large(void) {
  for (unsigned type = 0; type < 10; type++) {
    uint64_t e[32];
    size_t ne = edges(type, e), n = ((size_t)1 << 20) / ref_flt_size[type] + 37, c = 0;
    check_one(type, LN_CMP_GT, n, e[tc_rand() % ne], e, ne, 0, tc_rand() % 8, NULL, &c);
    check_one(type, LN_CMP_NE, n, e[tc_rand() % ne], e, ne, 1, tc_rand() % 8, NULL, &c);
  }
}

/* argument errors: (size_t)-1 and nothing written */
static void check_errors(void) {
  uint8_t buf[256], copy[256];
  for (size_t i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)tc_rand();
  memcpy(copy, buf, sizeof buf);
  uint8_t *p = buf, *q = buf + 128;
  const uint32_t t = 5;
  const int badt[] = {INT_MIN, -1, 10, INT_MAX}, bado[] = {INT_MIN, -1, 6, INT_MAX};
  for (unsigned i = 0; i < 4; i++) {
    TC_CHECK(ln_array_compress_cmp(p, q, 4, (ln_elem_type)badt[i], LN_CMP_GT, &t) == SIZE_MAX, "type %d", badt[i]);
    TC_CHECK(ln_array_compress_cmp(p, q, 0, (ln_elem_type)badt[i], LN_CMP_GT, &t) == SIZE_MAX, "type %d n 0",
             badt[i]);
    TC_CHECK(ln_array_compress_cmp(p, q, 4, LN_ELEM_UINT32, (ln_cmp_op)bado[i], &t) == SIZE_MAX, "op %d", bado[i]);
  }
  TC_CHECK(ln_array_compress_cmp(NULL, q, 4, LN_ELEM_UINT32, LN_CMP_GT, &t) == SIZE_MAX, "NULL out");
  TC_CHECK(ln_array_compress_cmp(p, NULL, 4, LN_ELEM_UINT32, LN_CMP_GT, &t) == SIZE_MAX, "NULL src");
  TC_CHECK(ln_array_compress_cmp(p, q, 4, LN_ELEM_UINT32, LN_CMP_GT, NULL) == SIZE_MAX, "NULL operand");
  TC_CHECK(ln_array_compress_cmp(NULL, NULL, 0, LN_ELEM_DOUBLE, LN_CMP_NE, NULL) == 0, "n 0, NULLs");
  TC_CHECK(ln_array_compress_cmp(p, q, SIZE_MAX / 4, LN_ELEM_INT64, LN_CMP_GT, &t) == SIZE_MAX, "size");
  TC_CHECK(ln_array_compress_cmp(p, q, SIZE_MAX / 2 + 1, LN_ELEM_INT16, LN_CMP_GT, &t) == SIZE_MAX, "size 2");
  TC_CHECK(ln_array_compress_cmp(p + 4, p, 16, LN_ELEM_UINT32, LN_CMP_GE, &t) == SIZE_MAX, "out after src, overlap");
  TC_CHECK(ln_array_compress_cmp(p, p + 4, 16, LN_ELEM_UINT32, LN_CMP_GE, &t) == SIZE_MAX, "out before src, overlap");
  TC_CHECK(ln_array_compress_cmp(p + 1, p, 2, LN_ELEM_INT8, LN_CMP_NE, &t) == SIZE_MAX, "bytes, overlap");
  TC_CHECK(memcmp(buf, copy, sizeof buf) == 0, "%s: an error wrote to a buffer", label);
  /* adjacent, not overlapping: fine; the operand may lie inside out */
  uint32_t x[8] = {1, 9, 2, 8, 3, 7, 4, 6}, y[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  y[0] = 5;
  TC_CHECK(ln_array_compress_cmp(y, x, 8, LN_ELEM_UINT32, LN_CMP_GT, &y[0]) == 4 && y[0] == 9 && y[1] == 8 &&
               y[2] == 7 && y[3] == 6 && y[4] == 0,
           "%s: operand inside out", label);
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array_compress_cmp";
  uint32_t ok = ln_supported_isas();
  const uint32_t vl_isas = tc_vl_isas();
  uint64_t seed = tc_rand();
  size_t ncases = count_cases();
  uint8_t **port = calloc(ncases, sizeof *port);
  size_t *portc = calloc(ncases, sizeof *portc);
  if (!port || !portc) return 2;
  /* the portable path first (its outputs kept), then every other path */
  int have_port = (ok & 1u) && ln_set_isa(LN_ISA_SCALAR) == LN_OK;
  if (have_port) {
    label = "scalar";
    check_path(seed, port, portc);
    printf("compress_cmp: scalar      model: %lu checks, %lu failures\n", tc_checks, tc_failures);
  }
  for (int isa = LN_ISA_SCALAR; isa < LN_ISA_COUNT; isa++) {
    label = ln_isa_name((ln_isa)isa);
    if (!tc_vl_runs(vl_isas, isa)) continue;
    if (!((ok >> isa) & 1)) {
      printf("compress_cmp: %-11s SKIPPED (not supported by this CPU or build)\n", label);
      continue;
    }
    unsigned long before = tc_checks, fails = tc_failures;
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK, "set %s", label);
    if (isa != LN_ISA_SCALAR) check_path(seed, have_port ? port : NULL, portc);
    check_guards();
    check_large();
    check_errors();
    printf("compress_cmp: %-11s %lu checks, %lu failures\n", label, tc_checks - before, tc_failures - fails);
  }
  for (size_t i = 0; i < ncases; i++) free(port[i]);
  free(port);
  free(portc);
  return tc_finish("test_array_compress_cmp");
}
