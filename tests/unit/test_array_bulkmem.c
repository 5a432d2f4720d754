/* Bulk gather, scatter, scatter-add and compaction (lanes/array.h) against the reference
 * model tests/ref/ref_array_bulkmem.h, on every instruction-set path this CPU supports
 * (ln_set_isa for each; the others are reported as SKIPPED): every function x element size
 * (scatter-add: x element type), counts 0, 1, odd and multi-chunk, masks of every density
 * (high-bit and odd nonzero bytes), duplicate indexes, out-of-range indexes (active: the
 * checked forms write nothing; inactive: ignored), unaligned pointers, in-place
 * compaction, guard bytes around every output, and every error case.  Data pointers are
 * unaligned; index arrays are uint32_t arrays, so only 4-byte aligned (C's rule). */
#include <lanes/array.h>
#include <lanes/cpu.h>

#include "common/check.h"
#include "common/isa_default.h"
#include "ref/ref_array_bulkmem.h"

/* A test buffer: n bytes at p = (64-byte aligned) + 64 + off, inside random guard bytes. */
typedef struct {
  uint8_t *raw, *copy, *p;
  size_t n, total;
} tbuf;

static void fill_rand(uint8_t *p, size_t n) {
  for (size_t i = 0; i < n; i++) p[i] = (uint8_t)tc_rand();
}
static void tb_init(tbuf *b, size_t n, size_t off) {
  b->total = n + 256;
  b->raw = malloc(b->total);
  b->copy = malloc(b->total);
  if (!b->raw || !b->copy) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  fill_rand(b->raw, b->total);
  memcpy(b->copy, b->raw, b->total);
  b->p = b->raw + ((64 - (uintptr_t)b->raw % 64) % 64) + 64 + off;
  b->n = n;
}
/* Back to the initial bytes. */
static void tb_reset(tbuf *b) { memcpy(b->raw, b->copy, b->total); }
/* Nothing outside [p, p + n) changed. */
static int tb_guards_ok(const tbuf *b) {
  size_t lo = (size_t)(b->p - b->raw);
  return memcmp(b->raw, b->copy, lo) == 0 &&
         memcmp(b->raw + lo + b->n, b->copy + lo + b->n, b->total - lo - b->n) == 0;
}
static int tb_untouched(const tbuf *b) { return memcmp(b->raw, b->copy, b->total) == 0; }
static void tb_free(tbuf *b) {
  free(b->raw);
  free(b->copy);
}
/* The buffer's bytes [p, p + n) equal e. */
static int tb_equals(const tbuf *b, const uint8_t *e) { return memcmp(b->p, e, b->n) == 0; }

static const char *isa_label = "";

/* Mask kinds: 0 NULL (all active), 1 none, 2 ~5%, 3 ~50%, 4 ~95%, 5 random bytes (about
 * 1/8 zero), 6 alternating 0x80 / 0, 7 all active as 0x01. */
#define NMASK 8
static uint8_t *make_mask(tbuf *b, size_t n, int kind) {
  if (kind == 0) return NULL;
  uint8_t *m = b->p;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = tc_rand();
    switch (kind) {
      case 1: m[i] = 0; break;
      case 2: m[i] = r % 20 == 0 ? (uint8_t)(1 + (r >> 8) % 255) : 0; break;
      case 3: m[i] = r & 1 ? 0xff : 0; break;
      case 4: m[i] = r % 20 ? (uint8_t)((r >> 8) | 1) : 0; break;
      case 5: m[i] = (r & 7) ? (uint8_t)(1 + (r >> 8) % 255) : 0; break;
      case 6: m[i] = i & 1 ? 0 : 0x80; break;
      default: m[i] = 1; break;
    }
  }
  memcpy(b->copy + (b->p - b->raw), m, n);
  return m;
}

/* Index kinds: 0 random < len, 1 few distinct (many duplicates), 2 one active index out of
 * range (len, len + 1 or UINT32_MAX), 3 random, inactive ones out of range, 4 descending. */
#define NIDX 5
static int make_idx(tbuf *b, size_t n, size_t len, const uint8_t *mask, int kind) {
  uint32_t *x = (uint32_t *)(void *)b->p;
  size_t few = len < 3 ? len : 3;
  int bad = 0;
  for (size_t i = 0; i < n; i++) {
    uint32_t v;
    switch (kind) {
      case 1: v = few ? (uint32_t)(tc_rand() % few) : 0; break;
      case 4: v = len ? (uint32_t)((n - 1 - i) % len) : 0; break;
      default: v = len ? (uint32_t)(tc_rand() % len) : 0; break;
    }
    if (kind == 3 && mask && !mask[i]) v = (uint32_t)(len + tc_rand() % 1000);
    memcpy(x + i, &v, 4);
  }
  if (kind == 2 && n) {
    size_t at = tc_rand() % n;
    uint32_t v = (uint32_t[]){(uint32_t)len, (uint32_t)len + 1, UINT32_MAX}[tc_rand() % 3];
    memcpy(x + at, &v, 4);
    bad = !mask || mask[at];
  }
  memcpy(b->copy + (b->p - b->raw), b->p, 4 * n);
  return bad;
}

static int any_active_bad(const uint32_t *idx, const uint8_t *mask, size_t n, size_t len) {
  return ref_bm_out_of_range(idx, mask, n, len);
}

/* ---- gather and scatter, one element size ---- */
static void check_move(size_t es, size_t n, size_t len, int mk, int ik, size_t off) {
  tbuf tab, ib, mb, ob, vb;
  tb_init(&tab, len * es, off);
  tb_init(&ib, 4 * n, 4 * (off % 4)); /* uint32 indexes: 4-byte aligned, as C requires */
  tb_init(&mb, n, off);
  tb_init(&ob, n * es, (off * 3) % 8);
  tb_init(&vb, n * es, (off * 5) % 8);
  const uint8_t *mask = make_mask(&mb, n, mk);
  make_idx(&ib, n, len, mask, ik);
  uint32_t *idx = malloc(4 * n + 4); /* aligned copy for the model */
  memcpy(idx, ib.p, 4 * n);
  int bad = any_active_bad(idx, mask, n, len);
  const uint32_t *uidx = (const uint32_t *)(const void *)ib.p;
  uint8_t *e = malloc(n * es + len * es + 1);
  ln_status st;

  /* gather */
  memcpy(e, ob.p, n * es);
  int rs = ref_bm_gather(e, tab.p, len, idx, mask, n, es);
  if (!bad) {
    if (!mask) {
      st = ln_array_gather(ob.p, tab.p, uidx, n, es);
      TC_CHECK(st == LN_OK && tb_equals(&ob, e) && tb_guards_ok(&ob), "%s gather es %zu n %zu len %zu idx %d st %d",
               isa_label, es, n, len, ik, st);
      tb_reset(&ob);
    } else {
      st = ln_array_gather_masked(ob.p, tab.p, uidx, mask, n, es);
      TC_CHECK(st == LN_OK && tb_equals(&ob, e) && tb_guards_ok(&ob),
               "%s gather_masked es %zu n %zu len %zu mask %d idx %d st %d", isa_label, es, n, len, mk, ik, st);
      tb_reset(&ob);
    }
  }
  st = ln_array_gather_checked(ob.p, tab.p, len, uidx, mask, n, es);
  TC_CHECK((int)st == rs, "%s gather_checked status %d, model %d (es %zu n %zu mask %d idx %d)", isa_label, st, rs,
           es, n, mk, ik);
  TC_CHECK(rs ? tb_untouched(&ob) : tb_equals(&ob, e) && tb_guards_ok(&ob),
           "%s gather_checked es %zu n %zu len %zu mask %d idx %d", isa_label, es, n, len, mk, ik);
  TC_CHECK(tb_untouched(&tab) && tb_untouched(&ib) && tb_untouched(&mb), "%s gather wrote an input", isa_label);
  tb_reset(&ob);

  /* scatter into the table (len elements) */
  memcpy(e, tab.p, len * es);
  rs = ref_bm_scatter(e, len, vb.p, idx, mask, n, es);
  if (!bad) {
    if (!mask) {
      st = ln_array_scatter(tab.p, vb.p, uidx, n, es);
      TC_CHECK(st == LN_OK && tb_equals(&tab, e) && tb_guards_ok(&tab), "%s scatter es %zu n %zu len %zu idx %d",
               isa_label, es, n, len, ik);
    } else {
      st = ln_array_scatter_masked(tab.p, vb.p, uidx, mask, n, es);
      TC_CHECK(st == LN_OK && tb_equals(&tab, e) && tb_guards_ok(&tab),
               "%s scatter_masked es %zu n %zu len %zu mask %d idx %d", isa_label, es, n, len, mk, ik);
    }
    tb_reset(&tab);
  }
  st = ln_array_scatter_checked(tab.p, len, vb.p, uidx, mask, n, es);
  TC_CHECK((int)st == rs, "%s scatter_checked status %d, model %d", isa_label, st, rs);
  TC_CHECK(rs ? tb_untouched(&tab) : tb_equals(&tab, e) && tb_guards_ok(&tab),
           "%s scatter_checked es %zu n %zu len %zu mask %d idx %d", isa_label, es, n, len, mk, ik);
  TC_CHECK(tb_untouched(&vb) && tb_untouched(&ib) && tb_untouched(&mb), "%s scatter wrote an input", isa_label);

  free(e);
  free(idx);
  tb_free(&tab);
  tb_free(&ib);
  tb_free(&mb);
  tb_free(&ob);
  tb_free(&vb);
}

/* Values for scatter-add: edge and random floats for the float types, random bytes else. */
static void fill_vals(uint8_t *p, size_t count, int type) {
  for (size_t i = 0; i < count; i++) {
    if (type == 4) {
      float f = (float)(tc_rand() & 1 ? tc_rand_double() : tc_float_edge((unsigned)tc_rand()));
      if (tc_rand() % 4 == 0) f = (float)(int)(tc_rand() % 64) - 32.0f; /* exact sums too */
      memcpy(p + 4 * i, &f, 4);
    } else if (type == 5) {
      double d = tc_rand() & 1 ? tc_rand_double() : tc_float_edge((unsigned)tc_rand());
      if (tc_rand() % 4 == 0) d = ldexp((double)(tc_rand() % 1000), -(int)(tc_rand() % 60));
      memcpy(p + 8 * i, &d, 8);
    } else {
      size_t es = (size_t)1 << type;
      for (size_t b = 0; b < es; b++) p[es * i + b] = (uint8_t)tc_rand();
      if (tc_rand() % 8 == 0) { /* edge integers */
        uint64_t v = tc_int_edge(8 << type, (unsigned)tc_rand());
        memcpy(p + es * i, &v, es); /* little-endian hosts: the low bytes */
      }
    }
  }
}

/* ---- scatter-add, one element type ---- */
static const size_t type_size[6] = {1, 2, 4, 8, 4, 8};
/* The buffer holds e: bytes equal, except that any NaN matches any NaN (C leaves the
 * payload of a sum of two NaNs to the compiler's operand order). */
static int same_vals(const tbuf *b, const uint8_t *e, size_t count, int type) {
  if (type < 4) return tb_equals(b, e);
  for (size_t i = 0; i < count; i++) {
    if (type == 4) {
      float x, y;
      memcpy(&x, b->p + 4 * i, 4);
      memcpy(&y, e + 4 * i, 4);
      if (!tc_same_f32(x, y)) return 0;
    } else {
      double x, y;
      memcpy(&x, b->p + 8 * i, 8);
      memcpy(&y, e + 8 * i, 8);
      if (!tc_same_f64(x, y)) return 0;
    }
  }
  return 1;
}
static void check_add(int type, size_t n, size_t len, int mk, int ik, size_t off) {
  size_t es = type_size[type];
  tbuf ob, ib, mb, vb;
  tb_init(&ob, len * es, off);
  tb_init(&ib, 4 * n, 4 * (off & 3));
  tb_init(&mb, n, off);
  tb_init(&vb, n * es, (off * 3) % 8);
  fill_vals(ob.p, len, type);
  memcpy(ob.copy + (ob.p - ob.raw), ob.p, len * es);
  fill_vals(vb.p, n, type);
  memcpy(vb.copy + (vb.p - vb.raw), vb.p, n * es);
  const uint8_t *mask = make_mask(&mb, n, mk);
  make_idx(&ib, n, len, mask, ik);
  uint32_t *idx = malloc(4 * n + 4);
  memcpy(idx, ib.p, 4 * n);
  const uint32_t *uidx = (const uint32_t *)(const void *)ib.p;
  int bad = any_active_bad(idx, mask, n, len);
  uint8_t *e = malloc(len * es + 1);
  memcpy(e, ob.p, len * es);
  int rs = ref_bm_scatter_add(e, len, vb.p, idx, mask, n, type);
  ln_status st;
  if (!bad && !mask) {
    st = ln_array_scatter_add(ob.p, vb.p, uidx, n, (ln_elem_type)type);
    TC_CHECK(st == LN_OK && same_vals(&ob, e, len, type) && tb_guards_ok(&ob), "%s scatter_add type %d n %zu len %zu idx %d",
             isa_label, type, n, len, ik);
    tb_reset(&ob);
  }
  st = ln_array_scatter_add_checked(ob.p, len, vb.p, uidx, mask, n, (ln_elem_type)type);
  TC_CHECK((int)st == rs, "%s scatter_add_checked status %d, model %d", isa_label, st, rs);
  TC_CHECK(rs ? tb_untouched(&ob) : same_vals(&ob, e, len, type) && tb_guards_ok(&ob),
           "%s scatter_add_checked type %d n %zu len %zu mask %d idx %d", isa_label, type, n, len, mk, ik);
  TC_CHECK(tb_untouched(&vb) && tb_untouched(&ib) && tb_untouched(&mb), "%s scatter_add wrote an input",
           isa_label);
  free(e);
  free(idx);
  tb_free(&ob);
  tb_free(&ib);
  tb_free(&mb);
  tb_free(&vb);
}

/* ---- compress, one element size ---- */
static void check_compress(size_t es, size_t n, int mk, size_t off, int inplace) {
  if (mk == 0) mk = 7; /* compress needs a mask */
  tbuf sb, mb, ob;
  tb_init(&sb, n * es, off);
  tb_init(&mb, n, (off * 7) % 16);
  tb_init(&ob, n * es, (off * 3) % 8);
  const uint8_t *mask = make_mask(&mb, n, mk);
  tbuf *out = inplace ? &sb : &ob;
  uint8_t *e = malloc(n * es + 1);
  memcpy(e, out->p, n * es);
  size_t rc = ref_bm_compress(e, sb.p, mask, n, es);
  size_t c = ln_array_compress(out->p, sb.p, mask, n, es);
  TC_CHECK(c == rc, "%s compress count %zu, model %zu (es %zu n %zu mask %d%s)", isa_label, c, rc, es, n, mk,
           inplace ? " in place" : "");
  TC_CHECK(tb_equals(out, e) && tb_guards_ok(out), "%s compress es %zu n %zu mask %d off %zu%s", isa_label, es, n,
           mk, off, inplace ? " in place" : "");
  TC_CHECK(tb_untouched(&mb) && (inplace || tb_untouched(&sb)), "%s compress wrote an input", isa_label);
  free(e);
  tb_free(&sb);
  tb_free(&mb);
  tb_free(&ob);
}

static const size_t counts[] = {0, 1, 2, 3, 5, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 255, 1000, 4099};
#define NCOUNTS (sizeof counts / sizeof counts[0])

static void check_all(void) {
  for (size_t es = 1; es <= 8; es *= 2)
    for (size_t c = 0; c < NCOUNTS; c++) {
      size_t n = counts[c];
      for (int mk = 0; mk < NMASK; mk++) {
        size_t off = tc_rand() % 8;
        check_compress(es, n, mk, off, 0);
        check_compress(es, n, mk, off, 1);
        for (int ik = 0; ik < NIDX; ik++) {
          size_t len = (size_t[]){1, 2, 7, 64, 300, 5000}[tc_rand() % 6];
          check_move(es, n, len, mk, ik, tc_rand() % 8);
        }
      }
    }
  for (int type = 0; type < 6; type++)
    for (size_t c = 0; c < NCOUNTS; c++)
      for (int mk = 0; mk < NMASK; mk++)
        for (int ik = 0; ik < NIDX; ik++) {
          size_t len = (size_t[]){1, 2, 3, 16, 300}[tc_rand() % 5];
          check_add(type, counts[c], len, mk, ik, tc_rand() % 8);
        }
  /* large: many chunks, big tables */
  for (size_t es = 1; es <= 8; es *= 2) {
    check_compress(es, 100003, 3, 1, 0);
    check_compress(es, 100003, 2, 3, 1);
    check_move(es, 70001, 1u << 17, 3, 0, 5);
    check_move(es, 70001, 1u << 17, 0, 1, 2);
  }
  check_add(4, 50001, 7, 0, 0, 1);
  check_add(5, 50001, 1, 3, 0, 1);
  check_add(2, 50001, 100, 0, 1, 1);
}

/* ---- argument errors: status, and nothing written ---- */
static void check_errors(void) {
  tbuf a, b, c;
  tb_init(&a, 4096, 0);
  tb_init(&b, 4096, 0);
  tb_init(&c, 4096, 0);
  uint8_t *p = a.p, *q = b.p;
  uint32_t *ix = (uint32_t *)(void *)c.p;
  memset(c.p, 0, 4096); /* indexes 0 */
  uint8_t *m = c.p + 2048;
  memset(m, 1, 256);
  memcpy(c.copy, c.raw, c.total);
  const size_t bad_es[] = {0, 3, 5, 16};
  for (unsigned k = 0; k < 4; k++) {
    size_t es = bad_es[k];
    TC_CHECK(ln_array_gather(p, q, ix, 4, es) == LN_EINVAL, "gather es %zu", es);
    TC_CHECK(ln_array_gather_masked(p, q, ix, m, 4, es) == LN_EINVAL, "gather_masked es %zu", es);
    TC_CHECK(ln_array_gather_checked(p, q, 16, ix, m, 4, es) == LN_EINVAL, "gather_checked es %zu", es);
    TC_CHECK(ln_array_scatter(p, q, ix, 4, es) == LN_EINVAL, "scatter es %zu", es);
    TC_CHECK(ln_array_scatter_masked(p, q, ix, m, 4, es) == LN_EINVAL, "scatter_masked es %zu", es);
    TC_CHECK(ln_array_scatter_checked(p, 16, q, ix, NULL, 4, es) == LN_EINVAL, "scatter_checked es %zu", es);
    TC_CHECK(ln_array_compress(p, q, m, 4, es) == SIZE_MAX, "compress es %zu", es);
    TC_CHECK(ln_array_gather(p, q, ix, 0, es) == LN_EINVAL, "gather es %zu n 0", es);
  }
  TC_CHECK(ln_array_scatter_add(p, q, ix, 4, (ln_elem_type)6) == LN_EINVAL, "scatter_add type 6");
  TC_CHECK(ln_array_scatter_add(p, q, ix, 4, (ln_elem_type)-1) == LN_EINVAL, "scatter_add type -1");
  TC_CHECK(ln_array_scatter_add_checked(p, 16, q, ix, m, 4, (ln_elem_type)99) == LN_EINVAL, "scatter_add_checked type");
  /* NULL pointers */
  TC_CHECK(ln_array_gather(NULL, q, ix, 4, 4) == LN_ENULL, "gather NULL out");
  TC_CHECK(ln_array_gather(p, NULL, ix, 4, 4) == LN_ENULL, "gather NULL table");
  TC_CHECK(ln_array_gather(p, q, NULL, 4, 4) == LN_ENULL, "gather NULL idx");
  TC_CHECK(ln_array_gather_masked(p, q, ix, NULL, 4, 4) == LN_ENULL, "gather_masked NULL mask");
  TC_CHECK(ln_array_gather_checked(p, NULL, 16, ix, m, 4, 4) == LN_ENULL, "gather_checked NULL");
  TC_CHECK(ln_array_scatter(p, NULL, ix, 4, 2) == LN_ENULL, "scatter NULL val");
  TC_CHECK(ln_array_scatter_masked(p, q, ix, NULL, 4, 2) == LN_ENULL, "scatter_masked NULL mask");
  TC_CHECK(ln_array_scatter_checked(NULL, 16, q, ix, m, 4, 2) == LN_ENULL, "scatter_checked NULL out");
  TC_CHECK(ln_array_scatter_add(p, q, NULL, 4, LN_ELEM_FLOAT) == LN_ENULL, "scatter_add NULL idx");
  TC_CHECK(ln_array_scatter_add_checked(p, 16, NULL, ix, m, 4, LN_ELEM_INT8) == LN_ENULL, "scatter_add_checked NULL");
  TC_CHECK(ln_array_compress(p, q, NULL, 4, 1) == SIZE_MAX, "compress NULL mask");
  TC_CHECK(ln_array_compress(NULL, q, m, 4, 1) == SIZE_MAX, "compress NULL out");
  /* n = 0: pointers may be NULL */
  TC_CHECK(ln_array_gather(NULL, NULL, NULL, 0, 8) == LN_OK, "gather n 0");
  TC_CHECK(ln_array_gather_masked(NULL, NULL, NULL, NULL, 0, 8) == LN_OK, "gather_masked n 0");
  TC_CHECK(ln_array_gather_checked(NULL, NULL, 0, NULL, NULL, 0, 1) == LN_OK, "gather_checked n 0");
  TC_CHECK(ln_array_scatter(NULL, NULL, NULL, 0, 2) == LN_OK, "scatter n 0");
  TC_CHECK(ln_array_scatter_masked(NULL, NULL, NULL, NULL, 0, 2) == LN_OK, "scatter_masked n 0");
  TC_CHECK(ln_array_scatter_checked(NULL, 0, NULL, NULL, NULL, 0, 4) == LN_OK, "scatter_checked n 0");
  TC_CHECK(ln_array_scatter_add(NULL, NULL, NULL, 0, LN_ELEM_DOUBLE) == LN_OK, "scatter_add n 0");
  TC_CHECK(ln_array_scatter_add_checked(NULL, 0, NULL, NULL, NULL, 0, LN_ELEM_INT64) == LN_OK, "scatter_add_checked n 0");
  TC_CHECK(ln_array_compress(NULL, NULL, NULL, 0, 8) == 0, "compress n 0");
  /* sizes that do not fit */
  TC_CHECK(ln_array_gather(p, q, ix, SIZE_MAX / 2, 8) == LN_EINVAL, "gather size");
  TC_CHECK(ln_array_scatter(p, q, ix, SIZE_MAX / 4 + 1, 1) == LN_EINVAL, "scatter size");
  TC_CHECK(ln_array_compress(p, q, m, SIZE_MAX / 2, 8) == SIZE_MAX, "compress size");
  TC_CHECK(ln_array_gather_checked(p, q, SIZE_MAX / 4, ix, NULL, 4, 8) == LN_EINVAL, "gather_checked table size");
  TC_CHECK(ln_array_scatter_checked(p, SIZE_MAX / 2, q, ix, NULL, 4, 4) == LN_EINVAL, "scatter_checked out size");
  /* overlaps */
  TC_CHECK(ln_array_gather(c.p + 8, q, ix, 4, 4) == LN_EINVAL, "gather out overlaps idx");
  TC_CHECK(ln_array_gather_masked(m + 3, q, ix, m, 4, 1) == LN_EINVAL, "gather out overlaps mask");
  TC_CHECK(ln_array_gather_checked(p, p + 8, 16, ix, NULL, 4, 4) == LN_EINVAL, "gather out overlaps table");
  TC_CHECK(ln_array_scatter_checked(p, 16, p + 60, ix, NULL, 4, 4) == LN_EINVAL, "scatter out overlaps val");
  TC_CHECK(ln_array_scatter_checked(c.p, 16, q, ix, NULL, 4, 4) == LN_EINVAL, "scatter out overlaps idx");
  TC_CHECK(ln_array_scatter_checked(m - 8, 16, q, ix, m, 4, 1) == LN_EINVAL, "scatter out overlaps mask");
  TC_CHECK(ln_array_scatter_add_checked(p, 16, p, ix, NULL, 4, LN_ELEM_INT32) == LN_EINVAL, "scatter_add in place");
  TC_CHECK(ln_array_compress(p + 4, p, m, 16, 4) == SIZE_MAX, "compress partial overlap");
  TC_CHECK(ln_array_compress(m, q, m, 16, 1) == SIZE_MAX, "compress out is mask");
  TC_CHECK(tb_untouched(&a) && tb_untouched(&b) && tb_untouched(&c), "an error wrote to a buffer");
  /* index errors: table_len 0, and the first / last element out of range */
  uint32_t bad[3] = {0, 0, 16};
  TC_CHECK(ln_array_gather_checked(p, q, 0, ix, NULL, 1, 4) == LN_EINDEX, "gather_checked len 0");
  TC_CHECK(ln_array_scatter_checked(p, 16, q, bad, NULL, 3, 8) == LN_EINDEX, "scatter_checked last");
  TC_CHECK(ln_array_scatter_add_checked(p, 16, q, bad, NULL, 3, LN_ELEM_FLOAT) == LN_EINDEX, "add_checked last");
  TC_CHECK(ln_array_gather_checked(p, q, 16, bad, m, 3, 8) == LN_EINDEX, "gather_checked last, masked");
  TC_CHECK(tb_untouched(&a) && tb_untouched(&b), "an index error wrote to a buffer");
  uint8_t off3[3] = {1, 1, 0};
  TC_CHECK(ln_array_scatter_checked(p, 16, q, bad, off3, 3, 8) == LN_OK, "scatter_checked inactive bad index");
  uint8_t zero[3] = {0, 0, 0};
  TC_CHECK(ln_array_gather_checked(p, q, 0, bad, zero, 3, 2) == LN_OK, "gather_checked len 0, none active");
  tb_free(&a);
  tb_free(&b);
  tb_free(&c);
}

int main(void) {
  tc_seed_from_env();
  tc_family = "array";
  uint32_t ok = ln_supported_isas();
  TC_CHECK(ok != 0, "some path supported");
  const uint32_t vl_isas = tc_vl_isas(); /* a run at one SVE or RVV vector length: its paths only */
  for (int isa = LN_ISA_SCALAR; isa < LN_ISA_COUNT; isa++) {
    isa_label = ln_isa_name((ln_isa)isa);
    if (!tc_vl_runs(vl_isas, isa)) continue;
    if (!((ok >> isa) & 1)) {
      printf("bulkmem: %-11s SKIPPED (not supported by this CPU or build)\n", isa_label);
      TC_CHECK(ln_set_isa((ln_isa)isa) == LN_EISA, "set unsupported %s", isa_label);
      continue;
    }
    unsigned long before = tc_checks, fails = tc_failures;
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK, "set %s", isa_label);
    check_all();
    check_errors();
    TC_CHECK(ln_active_isa() == (ln_isa)isa, "active isa still %s", isa_label);
    printf("bulkmem: %-11s %lu checks, %lu failures\n", isa_label, tc_checks - before, tc_failures - fails);
  }
  return tc_finish("test_array_bulkmem");
}
