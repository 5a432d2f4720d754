/* Array layer (lanes/array.h) against the reference model tests/ref/ref_array.h, on every
 * instruction-set path this CPU supports (ln_set_isa for each; the others are reported as
 * SKIPPED): every function, every elem_size x lanes shape, random and edge masks (high
 * bits set), counts 0, 1, odd and multi-chunk, unaligned and in-place buffers, guard bytes
 * around every output, the non-temporal path of large outputs, and every error case. */
#include <lanes/array.h>
#include <lanes/cpu.h>

#include "common/check.h"
#include "common/isa_default.h"
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include "ref/ref_array.h"

/* A test buffer: n bytes at p = (64-byte aligned) + off, inside random guard bytes. */
typedef struct {
  uint8_t *raw, *copy, *p;
  size_t n, total;
} tbuf;

static void fill_rand(uint8_t *p, size_t n) {
  size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    uint64_t r = tc_rand();
    memcpy(p + i, &r, 8);
  }
  for (; i < n; i++) p[i] = (uint8_t)tc_rand();
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
/* Nothing outside [p, p + n) changed. */
static int tb_guards_ok(const tbuf *b) {
  size_t lo = (size_t)(b->p - b->raw);
  return memcmp(b->raw, b->copy, lo) == 0 &&
         memcmp(b->raw + lo + b->n, b->copy + lo + b->n, b->total - lo - b->n) == 0;
}
/* Nothing changed at all. */
static int tb_untouched(const tbuf *b) { return memcmp(b->raw, b->copy, b->total) == 0; }
static void tb_free(tbuf *b) {
  free(b->raw);
  free(b->copy);
}

static const char *isa_label = "";

/* Mask kinds: random bytes, edge bytes (0, 1, 255, 128, 127, ...), reversed with high bits
 * set, identity plus 0x80. */
static void make_mask(uint8_t *m, size_t count, size_t lanes, int kind) {
  for (size_t i = 0; i < count; i++) {
    switch (kind) {
      case 0: m[i] = (uint8_t)tc_rand(); break;
      case 1: m[i] = (uint8_t)tc_int_edge(8, (unsigned)(i + tc_rand() % 5)); break;
      case 2: m[i] = (uint8_t)((lanes - 1 - i % lanes) | 0xc0u); break;
      default: m[i] = (uint8_t)((i % lanes) | 0x80u); break;
    }
  }
}

/* ---- one shape: shuffle, shuffle_masks, shuffle2 ---- */
static void check_shape(size_t es, size_t lanes, size_t nblocks, size_t soff, size_t doff,
                        int inplace, int kind) {
  size_t n = nblocks * lanes * es;
  tbuf s, s2, d;
  tb_init(&s, n, soff);
  tb_init(&s2, n, soff);
  tb_init(&d, n, doff);
  uint8_t *expect = malloc(n + 1);
  /* block masks of exactly `lanes` bytes on the heap: a kernel reading past one faults
   * under the sanitizer builds */
  uint8_t *mask = malloc(lanes), *mask2 = malloc(lanes), *masks = malloc(nblocks * lanes + 1);
  make_mask(mask, lanes, lanes, kind);
  make_mask(mask2, lanes, 2 * lanes, kind);
  make_mask(masks, nblocks * lanes, lanes, kind);
  uint8_t *dst = inplace ? s.p : d.p;
  const tbuf *out = inplace ? &s : &d;

  /* ln_array_shuffle */
  ref_array_shuffle(expect, s.p, nblocks, es, lanes, mask, 0);
  ln_status st = ln_array_shuffle(dst, s.p, nblocks, es, lanes, mask);
  TC_CHECK(st == LN_OK && memcmp(dst, expect, n) == 0 && tb_guards_ok(out),
           "%s shuffle es=%zu lanes=%zu nblocks=%zu soff=%zu doff=%zu inplace=%d kind=%d st=%d",
           isa_label, es, lanes, nblocks, soff, doff, inplace, kind, (int)st);
  if (inplace) memcpy(s.p, s.copy + (s.p - s.raw), n);

  /* ln_array_shuffle_masks */
  ref_array_shuffle(expect, s.p, nblocks, es, lanes, masks, lanes);
  st = ln_array_shuffle_masks(dst, s.p, nblocks, es, lanes, masks);
  TC_CHECK(st == LN_OK && memcmp(dst, expect, n) == 0 && tb_guards_ok(out),
           "%s shuffle_masks es=%zu lanes=%zu nblocks=%zu soff=%zu doff=%zu inplace=%d kind=%d",
           isa_label, es, lanes, nblocks, soff, doff, inplace, kind);
  if (inplace) memcpy(s.p, s.copy + (s.p - s.raw), n);

  /* ln_array_shuffle2: into d, or in place over a, or over b */
  for (int where = 0; where < (inplace ? 2 : 1); where++) {
    uint8_t *o = !inplace ? d.p : where == 0 ? s.p : s2.p;
    const tbuf *ob = !inplace ? &d : where == 0 ? &s : &s2;
    ref_array_shuffle2(expect, s.p, s2.p, nblocks, es, lanes, mask2);
    st = ln_array_shuffle2(o, s.p, s2.p, nblocks, es, lanes, mask2);
    TC_CHECK(st == LN_OK && memcmp(o, expect, n) == 0 && tb_guards_ok(ob),
             "%s shuffle2 es=%zu lanes=%zu nblocks=%zu soff=%zu doff=%zu inplace=%d/%d kind=%d",
             isa_label, es, lanes, nblocks, soff, doff, inplace, where, kind);
    if (inplace) {
      memcpy(s.p, s.copy + (s.p - s.raw), n);
      memcpy(s2.p, s2.copy + (s2.p - s2.raw), n);
    }
  }
  free(expect);
  free(mask);
  free(mask2);
  free(masks);
  tb_free(&s);
  tb_free(&s2);
  tb_free(&d);
}

static void check_shapes(void) {
  static const size_t counts[] = {0, 1, 2, 3, 4, 7, 33, 64, 65, 129};
  static const size_t offs[][2] = {{0, 0}, {1, 3}, {3, 0}, {0, 5}, {4, 8}};
  for (size_t es = 1; es <= 8; es *= 2)
    for (size_t lanes = 2; lanes <= 64 && lanes * es <= 64; lanes *= 2)
      for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++)
        for (int kind = 0; kind < 4; kind++) {
          for (unsigned o = 0; o < sizeof offs / sizeof offs[0]; o++)
            check_shape(es, lanes, counts[c], offs[o][0], offs[o][1], 0, kind);
          check_shape(es, lanes, counts[c], 1, 0, 1, kind);
        }
}

/* ---- fixed permutations ---- */
static void check_fixed(size_t count, size_t soff, size_t doff, int inplace) {
  tbuf s, d, x[4];
  size_t n = count * 64; /* room for the largest use (transpose: 64 bytes per item) */
  tb_init(&s, n, soff);
  tb_init(&d, n, doff);
  uint8_t *expect = malloc(n + 1);
  uint8_t *dst = inplace ? s.p : d.p;
  const tbuf *out = inplace ? &s : &d;
  ln_status st;

  ref_array_rgba_to_bgra(expect, s.p, count);
  st = ln_array_rgba_to_bgra(dst, s.p, count);
  TC_CHECK(st == LN_OK && memcmp(dst, expect, 4 * count) == 0 && tb_guards_ok(out),
           "%s rgba_to_bgra count=%zu soff=%zu doff=%zu inplace=%d", isa_label, count, soff, doff,
           inplace);
  if (inplace) memcpy(s.p, s.copy + (s.p - s.raw), n);
  /* the rest of dst beyond 4 * count must be untouched too */
  TC_CHECK(inplace || memcmp(d.p + 4 * count, d.copy + (d.p - d.raw) + 4 * count, n - 4 * count) == 0,
           "%s rgba_to_bgra wrote past %zu pixels", isa_label, count);

  {
    uint32_t *src32 = malloc(4 * count + 4), *e32 = malloc(4 * count + 4);
    memcpy(src32, s.p, 4 * count);
    ref_array_bswap32(e32, src32, count);
    memcpy(expect, e32, 4 * count);
    free(src32);
    free(e32);
  }
  /* uint32_t arrays at unaligned addresses are reached through void pointers only */
  st = ln_array_bswap32((uint32_t *)(void *)dst, (const uint32_t *)(const void *)s.p, count);
  TC_CHECK(st == LN_OK && memcmp(dst, expect, 4 * count) == 0 && tb_guards_ok(out),
           "%s bswap32 count=%zu soff=%zu doff=%zu inplace=%d", isa_label, count, soff, doff, inplace);
  if (inplace) memcpy(s.p, s.copy + (s.p - s.raw), n);

  {
    float *fs = malloc(64 * count + 4), *fe = malloc(64 * count + 4);
    memcpy(fs, s.p, 64 * count);
    ref_array_transpose4x4f(fe, fs, count);
    memcpy(expect, fe, 64 * count);
    free(fs);
    free(fe);
  }
  st = ln_array_transpose4x4f((float *)(void *)dst, (const float *)(const void *)s.p, count);
  TC_CHECK(st == LN_OK && memcmp(dst, expect, 64 * count) == 0 && tb_guards_ok(out),
           "%s transpose4x4f count=%zu soff=%zu doff=%zu inplace=%d", isa_label, count, soff, doff,
           inplace);
  if (inplace) memcpy(s.p, s.copy + (s.p - s.raw), n);

  /* AoS <-> SoA: count records, outputs at different offsets */
  if (!inplace) {
    size_t rec = count;
    float *e[4], *fsrc = malloc(16 * rec + 4);
    for (int k = 0; k < 4; k++) {
      tb_init(&x[k], 4 * rec, (doff + 4 * (size_t)k) % 16);
      e[k] = malloc(4 * rec + 4);
    }
    memcpy(fsrc, s.p, 16 * rec);
    ref_array_deinterleave4f(e[0], e[1], e[2], e[3], fsrc, rec);
    st = ln_array_deinterleave4f((float *)(void *)x[0].p, (float *)(void *)x[1].p,
                                 (float *)(void *)x[2].p, (float *)(void *)x[3].p,
                                 (const float *)(const void *)s.p, rec);
    int ok = st == LN_OK;
    for (int k = 0; k < 4; k++) ok = ok && memcmp(x[k].p, e[k], 4 * rec) == 0 && tb_guards_ok(&x[k]);
    TC_CHECK(ok, "%s deinterleave4f n=%zu soff=%zu doff=%zu", isa_label, rec, soff, doff);

    float *fe = malloc(16 * rec + 4);
    for (int k = 0; k < 4; k++) memcpy(e[k], x[k].p, 4 * rec);
    ref_array_interleave4f(fe, e[0], e[1], e[2], e[3], rec);
    memcpy(expect, fe, 16 * rec);
    st = ln_array_interleave4f((float *)(void *)d.p, (const float *)(const void *)x[0].p,
                               (const float *)(const void *)x[1].p,
                               (const float *)(const void *)x[2].p,
                               (const float *)(const void *)x[3].p, rec);
    TC_CHECK(st == LN_OK && memcmp(d.p, expect, 16 * rec) == 0 && tb_guards_ok(&d),
             "%s interleave4f n=%zu soff=%zu doff=%zu", isa_label, rec, soff, doff);
    free(fe);
    free(fsrc);
    for (int k = 0; k < 4; k++) {
      tb_free(&x[k]);
      free(e[k]);
    }
  }
  free(expect);
  tb_free(&s);
  tb_free(&d);
}

static void check_fixed_all(void) {
  static const size_t counts[] = {0, 1, 2, 3, 4, 5, 15, 16, 17, 63, 257};
  for (unsigned c = 0; c < sizeof counts / sizeof counts[0]; c++) {
    /* bswap32 and the float functions take uint32_t * / float *, which C requires to be
     * 4-aligned: offsets are multiples of 4, not of 16 (odd addresses go through the void *
     * functions, checked by check_shape) */
    check_fixed(counts[c], 0, 0, 0);
    check_fixed(counts[c], 4, 8, 0);
    check_fixed(counts[c], 4, 12, 0);
    check_fixed(counts[c], 12, 0, 1);
    check_fixed(counts[c], 0, 0, 1);
  }
}

/* ---- outputs big enough for the non-temporal path ---- */
static void check_large(void) {
  const size_t big = (size_t)9 << 20;
  /* (es, lanes, doff): B divides doff (streamed with a head), B = 64 misaligned (not) */
  static const size_t shapes[][3] = {{1, 4, 4}, {2, 8, 16}, {4, 16, 0}, {8, 8, 8}, {1, 2, 1}};
  for (unsigned k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
    check_shape(shapes[k][0], shapes[k][1], big / (shapes[k][0] * shapes[k][1]), 3,
                shapes[k][2], 0, 0);
  check_shape(1, 4, big / 4, 0, 0, 1, 1);
  check_fixed(big / 64, 4, 16, 0);
  check_fixed(big / 64, 0, 4, 0);
  /* interleave4f output of 9 MiB + 16 bytes: streamed, dst 16-aligned or not */
  for (size_t doff = 0; doff < 32; doff += 12) {
    size_t rec = big / 16 + 1;
    tbuf d, x[4];
    tb_init(&d, 16 * rec, doff);
    float *e[4], *fe = malloc(16 * rec);
    for (int k = 0; k < 4; k++) {
      tb_init(&x[k], 4 * rec, 4 * (size_t)k);
      e[k] = malloc(4 * rec);
      memcpy(e[k], x[k].p, 4 * rec);
    }
    ref_array_interleave4f(fe, e[0], e[1], e[2], e[3], rec);
    ln_status st = ln_array_interleave4f((float *)(void *)d.p, (const float *)(const void *)x[0].p,
                                         (const float *)(const void *)x[1].p,
                                         (const float *)(const void *)x[2].p,
                                         (const float *)(const void *)x[3].p, rec);
    TC_CHECK(st == LN_OK && memcmp(d.p, fe, 16 * rec) == 0 && tb_guards_ok(&d),
             "%s interleave4f large doff=%zu", isa_label, doff);
    for (int k = 0; k < 4; k++) {
      tb_free(&x[k]);
      free(e[k]);
    }
    free(fe);
    tb_free(&d);
  }
  /* deinterleave4f outputs of 9 MiB + 4 bytes each: streamed; the four outputs at different
   * offsets within a 64-byte line, the source misaligned or not */
  for (size_t soff = 0; soff < 8; soff += 4) {
    size_t rec = big / 4 + 1;
    tbuf src, x[4];
    tb_init(&src, 16 * rec, soff);
    float *e[4], *fsrc = malloc(16 * rec);
    memcpy(fsrc, src.p, 16 * rec);
    for (int k = 0; k < 4; k++) {
      tb_init(&x[k], 4 * rec, 20 * (size_t)k + soff);
      e[k] = malloc(4 * rec);
    }
    ref_array_deinterleave4f(e[0], e[1], e[2], e[3], fsrc, rec);
    ln_status st = ln_array_deinterleave4f((float *)(void *)x[0].p, (float *)(void *)x[1].p,
                                           (float *)(void *)x[2].p, (float *)(void *)x[3].p,
                                           (const float *)(const void *)src.p, rec);
    int ok = st == LN_OK;
    for (int k = 0; k < 4; k++) ok = ok && memcmp(x[k].p, e[k], 4 * rec) == 0 && tb_guards_ok(&x[k]);
    TC_CHECK(ok, "%s deinterleave4f large soff=%zu", isa_label, soff);
    for (int k = 0; k < 4; k++) {
      tb_free(&x[k]);
      free(e[k]);
    }
    free(fsrc);
    tb_free(&src);
  }
}

/* ---- errors: status, and nothing written ---- */
static void check_errors(void) {
  tbuf s, d;
  tb_init(&s, 4096, 0);
  tb_init(&d, 4096, 0);
  uint8_t mask[64] = {0};
  static const size_t bad[][2] = {{3, 4}, {0, 4}, {16, 2}, {1, 1}, {1, 0}, {1, 3}, {1, 128},
                                  {2, 64}, {4, 32}, {8, 16}, {1, 6}, {5, 2}};
  for (unsigned k = 0; k < sizeof bad / sizeof bad[0]; k++) {
    TC_CHECK(ln_array_shuffle(d.p, s.p, 2, bad[k][0], bad[k][1], mask) == LN_EINVAL,
             "shuffle shape %zu x %zu", bad[k][0], bad[k][1]);
    TC_CHECK(ln_array_shuffle_masks(d.p, s.p, 2, bad[k][0], bad[k][1], mask) == LN_EINVAL,
             "shuffle_masks shape %zu x %zu", bad[k][0], bad[k][1]);
    TC_CHECK(ln_array_shuffle2(d.p, s.p, s.p, 2, bad[k][0], bad[k][1], mask) == LN_EINVAL,
             "shuffle2 shape %zu x %zu", bad[k][0], bad[k][1]);
    TC_CHECK(ln_array_shuffle(d.p, s.p, 0, bad[k][0], bad[k][1], mask) == LN_EINVAL,
             "shuffle shape %zu x %zu, 0 blocks", bad[k][0], bad[k][1]);
  }
  /* NULL */
  TC_CHECK(ln_array_shuffle(NULL, s.p, 1, 1, 4, mask) == LN_ENULL, "shuffle NULL dst");
  TC_CHECK(ln_array_shuffle(d.p, NULL, 1, 1, 4, mask) == LN_ENULL, "shuffle NULL src");
  TC_CHECK(ln_array_shuffle(d.p, s.p, 1, 1, 4, NULL) == LN_ENULL, "shuffle NULL mask");
  TC_CHECK(ln_array_shuffle(NULL, NULL, 0, 1, 4, NULL) == LN_OK, "shuffle NULL, 0 blocks");
  TC_CHECK(ln_array_shuffle_masks(d.p, s.p, 1, 2, 4, NULL) == LN_ENULL, "shuffle_masks NULL");
  TC_CHECK(ln_array_shuffle_masks(NULL, NULL, 0, 2, 4, NULL) == LN_OK, "shuffle_masks 0");
  TC_CHECK(ln_array_shuffle2(d.p, s.p, NULL, 1, 4, 4, mask) == LN_ENULL, "shuffle2 NULL b");
  TC_CHECK(ln_array_shuffle2(d.p, NULL, s.p, 1, 4, 4, mask) == LN_ENULL, "shuffle2 NULL a");
  TC_CHECK(ln_array_shuffle2(NULL, NULL, NULL, 0, 4, 4, NULL) == LN_OK, "shuffle2 0");
  TC_CHECK(ln_array_rgba_to_bgra(NULL, s.p, 1) == LN_ENULL, "rgba NULL");
  TC_CHECK(ln_array_rgba_to_bgra(NULL, NULL, 0) == LN_OK, "rgba 0");
  TC_CHECK(ln_array_bswap32(NULL, (const uint32_t *)(const void *)s.p, 1) == LN_ENULL, "bswap NULL");
  TC_CHECK(ln_array_transpose4x4f((float *)(void *)d.p, NULL, 1) == LN_ENULL, "transpose NULL");
  TC_CHECK(ln_array_deinterleave4f(NULL, NULL, NULL, NULL, NULL, 0) == LN_OK, "deint 0");
  TC_CHECK(ln_array_interleave4f(NULL, NULL, NULL, NULL, NULL, 0) == LN_OK, "int 0");
  {
    float *f = (float *)(void *)d.p;
    const float *g = (const float *)(const void *)s.p;
    TC_CHECK(ln_array_deinterleave4f(f, f + 64, NULL, f + 192, g, 4) == LN_ENULL, "deint NULL");
    TC_CHECK(ln_array_interleave4f(f, g, g, g, NULL, 4) == LN_ENULL, "int NULL");
    /* overlaps */
    TC_CHECK(ln_array_deinterleave4f(f, f + 2, f + 64, f + 128, g, 4) == LN_EINVAL, "deint x/y");
    TC_CHECK(ln_array_deinterleave4f(f, f + 16, f + 32, f + 48, f + 50, 4) == LN_EINVAL, "deint w/src");
    TC_CHECK(ln_array_interleave4f(f, g, g, f + 15, g, 4) == LN_EINVAL, "int dst/z");
    TC_CHECK(ln_array_interleave4f(f, g, g, g, g, 4) == LN_OK, "int shared inputs");
    memcpy(d.raw, d.copy, d.total);
  }
  /* overlap: dst shifted by one element, mask inside dst, size overflow */
  TC_CHECK(ln_array_shuffle(d.p + 1, d.p, 4, 1, 4, mask) == LN_EINVAL, "shuffle dst = src + 1");
  TC_CHECK(ln_array_shuffle(d.p, d.p + 15, 4, 1, 4, mask) == LN_EINVAL, "shuffle src = dst + 15");
  TC_CHECK(ln_array_shuffle(d.p, s.p, 4, 1, 4, d.p + 15) == LN_EINVAL, "shuffle mask in dst");
  TC_CHECK(ln_array_shuffle_masks(d.p, s.p, 4, 2, 4, d.p + 31) == LN_EINVAL, "masks in dst");
  TC_CHECK(ln_array_shuffle2(d.p, s.p, d.p + 4, 4, 1, 4, mask) == LN_EINVAL, "shuffle2 b in dst");
  TC_CHECK(ln_array_shuffle2(d.p + 4, d.p, s.p, 4, 1, 4, mask) == LN_EINVAL, "shuffle2 a in dst");
  TC_CHECK(ln_array_rgba_to_bgra(d.p + 4, d.p, 2) == LN_EINVAL, "rgba overlap");
  TC_CHECK(ln_array_bswap32((uint32_t *)(void *)(d.p + 4), (const uint32_t *)(const void *)d.p, 2) == LN_EINVAL,
           "bswap overlap");
  TC_CHECK(ln_array_transpose4x4f((float *)(void *)(d.p + 64), (const float *)(const void *)d.p, 2) == LN_EINVAL,
           "transpose overlap");
  TC_CHECK(ln_array_shuffle(d.p, s.p, SIZE_MAX / 2, 4, 4, mask) == LN_EINVAL, "shuffle size overflow");
  TC_CHECK(ln_array_shuffle2(d.p, s.p, s.p, SIZE_MAX / 8, 8, 2, mask) == LN_EINVAL, "shuffle2 overflow");
  TC_CHECK(ln_array_bswap32((uint32_t *)(void *)d.p, (const uint32_t *)(const void *)s.p, SIZE_MAX / 2) == LN_EINVAL,
           "bswap overflow");
  TC_CHECK(tb_untouched(&d) && tb_untouched(&s), "an error wrote to a buffer");
  tb_free(&s);
  tb_free(&d);
}

/* The overlap rules of deinterleave4f (no two of its five ranges share a byte) and interleave4f
 * (dst shares no byte with an input; inputs may share): for each pair of ranges, the second
 * moved by one float at a time from just before the first to just after it, the others far
 * away; an overlap gives LN_EINVAL and writes nothing, touching ranges LN_OK. */
static void check_overlap_4f(void) {
  static const size_t counts[] = {1, 4, 5, 17};
  for (size_t ci = 0; ci < sizeof counts / sizeof counts[0]; ci++) {
    const size_t n = counts[ci], total = 64 * n + 64;
    float *arena = malloc(total * sizeof(float)), *copy = malloc(total * sizeof(float));
    if (!arena || !copy) {
      fprintf(stderr, "out of memory\n");
      exit(2);
    }
    for (size_t k = 0; k < total; k++) copy[k] = (float)k;
    for (int inter = 0; inter < 2; inter++) {
      /* range 0 is src (deinterleave) or dst (interleave), 4n floats; ranges 1-4 n floats */
      const size_t len[5] = {4 * n, n, n, n, n};
      for (int i = 0; i < 5; i++)
        for (int j = i + 1; j < 5; j++)
          for (size_t step = 0; step <= len[i] + len[j]; step++) {
            size_t at[5], far = 40 * n;
            for (int r = 0; r < 5; r++)
              if (r != i && r != j) {
                at[r] = far;
                far += len[r] + 1;
              }
            at[i] = 24 * n;
            at[j] = at[i] - len[j] + step; /* from touching below to touching above */
            int overlaps = step > 0 && step < len[i] + len[j];
            int shared_inputs = inter && i > 0; /* two inputs of interleave4f */
            memcpy(arena, copy, total * sizeof(float));
            float *q[5];
            for (int r = 0; r < 5; r++) q[r] = arena + at[r];
            ln_status st = inter ? ln_array_interleave4f(q[0], q[1], q[2], q[3], q[4], n)
                                 : ln_array_deinterleave4f(q[1], q[2], q[3], q[4], q[0], n);
            ln_status want = overlaps && !shared_inputs ? LN_EINVAL : LN_OK;
            const char *fname = inter ? "interleave4f" : "deinterleave4f";
            TC_CHECK(st == want, "%s %s n=%zu ranges %d/%d step %zu: %s, want %s", isa_label, fname, n, i,
                     j, step, ln_strerror(st), ln_strerror(want));
            if (want == LN_EINVAL)
              TC_CHECK(memcmp(arena, copy, total * sizeof(float)) == 0, "%s %s n=%zu %d/%d step %zu wrote",
                       isa_label, fname, n, i, j, step);
          }
    }
    free(arena);
    free(copy);
  }
}

/* test_array [PATH]: every path this CPU and build support, or only the one named (ctest runs
 * one test per built path, so that paths are tested in parallel); exit 77 (skipped) when the
 * named path is built but this CPU lacks it. */
int main(int argc, char **argv) {
#ifdef __GLIBC__
  /* the 9 MiB buffers of check_large: reuse freed heap memory instead of a fresh mmap (and
   * its page faults) for each of them */
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
#endif
  tc_seed_from_env();
  tc_family = "array";
  const char *only = argc > 1 ? argv[1] : NULL;
  /* a run at one SVE or RVV vector length (LANES_TEST_SVE_BITS, LANES_TEST_RVV_BITS) leaves
   * out the 9 MiB outputs: they test the non-temporal stores of other paths, and an SVE or
   * RVV loop is the same from its second vector on (the default run tests them on every
   * path) */
  const uint32_t vl_isas = tc_vl_isas(); /* its paths only */
  int only_found = 0;
  uint32_t ok = ln_supported_isas();
  TC_CHECK(ok != 0, "some path supported");
  for (int isa = LN_ISA_SCALAR; isa < LN_ISA_COUNT; isa++) {
    isa_label = ln_isa_name((ln_isa)isa);
    int named = only ? strcmp(only, isa_label) == 0 : tc_vl_runs(vl_isas, isa);
    only_found |= named;
    if (!((ok >> isa) & 1)) {
      if (named) printf("array: %-11s SKIPPED (not supported by this CPU or build)\n", isa_label);
      TC_CHECK(ln_set_isa((ln_isa)isa) == LN_EISA, "set unsupported %s", isa_label);
      if (only && named) return tc_failures ? tc_finish("test_array") : 77;
      continue;
    }
    if (!named) continue;
    unsigned long before = tc_checks, fails = tc_failures;
    TC_CHECK(ln_set_isa((ln_isa)isa) == LN_OK, "set %s", isa_label);
    TC_CHECK(ln_active_isa() == (ln_isa)isa, "active isa is %s", isa_label);
    check_shapes();
    check_fixed_all();
    if (!vl_isas) check_large();
    check_errors();
    check_overlap_4f();
    TC_CHECK(ln_active_isa() == (ln_isa)isa, "active isa still %s", isa_label);
    printf("array: %-11s %lu checks, %lu failures\n", isa_label, tc_checks - before,
           tc_failures - fails);
  }
  if (!only_found) {
    fprintf(stderr, "test_array: no array-layer path is named \"%s\"\n", only);
    return 2;
  }
  return tc_finish("test_array");
}
