/* libFuzzer target: the bulk gather / scatter / scatter-add / compress functions of liblanes
 * (lanes/array.h).  Each input picks a function (gather, gather_masked, gather_checked,
 * scatter, scatter_masked, scatter_checked, scatter_add, scatter_add_checked, compress), an
 * element size (1 2 4 8, or an invalid one), a table / output length and a count (0 .. 300),
 * an index pattern (in range, small range with many duplicates, any value: out of range for
 * the _checked forms and for inactive elements), a mask density (any nonzero byte is active;
 * NULL mask in the _checked forms), misaligned starts, NULL pointers, in-place compaction,
 * and the scatter_add element type (integers wrap; float/double with edge values: signed
 * zeros, infinities, NaNs, denormals).  The call runs on EVERY instruction-set path the CPU
 * supports (ln_set_isa) and the status, count and every byte of every output block are
 * compared with tests/ref/ref_array_bulkmem.h; a failing call must write nothing.  Blocks are heap
 * blocks of the exact size, so ASan reports any access outside them (e.g. an inactive
 * element's index used as an address). */
/* fuzz-variants: base */
/* fuzz-link: liblanes */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "ref/ref_array_bulkmem.h"

enum { B_G, B_GM, B_GC, B_S, B_SM, B_SC, B_SA, B_SAC, B_CP, B_NFN };
static const char *const fn_name[B_NFN] = {"gather", "gather_masked", "gather_checked", "scatter", "scatter_masked",
                                           "scatter_checked", "scatter_add", "scatter_add_checked", "compress"};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in), s2 = fz_u8(&in), s3 = fz_u8(&in), s4 = fz_u8(&in);
  int fn = s0 % B_NFN, nullp = (s0 / B_NFN) % 16 == 0, nomask = (s1 >> 7) & 1;
  int type = s1 & 7; /* scatter_add: 0..5 valid, 6 7 invalid */
  size_t es = (size_t)1 << (s1 & 3);
  if (fn == B_SA || fn == B_SAC) es = type < 6 ? (size_t)1 << (type == 4 ? 2 : type == 5 ? 3 : type) : 4;
  else if ((s1 & 0x70) == 0x70) es = (size_t)(s2 & 15); /* any elem_size */
  size_t n = (size_t)(s2 % 151) + (size_t)(s3 & 1) * 150;   /* 0 .. 300 */
  size_t len = (size_t)(s3 >> 1) + (size_t)(s4 & 1) * 128; /* 0 .. 255 */
  int ipat = (s4 >> 1) & 3, mpat = (s4 >> 3) & 3, inplace = (s4 >> 5) & 1;
  size_t off_o = (s4 >> 6) & 3, off_s = (s0 >> 6) & 3;
  fz_seed(fz_raw(&in, 8));
  int checked = fn == B_GC || fn == B_SC || fn == B_SAC, masked = fn == B_GM || fn == B_SM || checked;
  int es_ok = es == 1 || es == 2 || es == 4 || es == 8, fl = (fn == B_SA || fn == B_SAC) && type >= 4 && type < 6;
  if (!es_ok) n &= 15, len &= 15;
  if (!checked && len == 0 && fn != B_CP) len = 1; /* unchecked forms need valid indexes */
  if (fn == B_CP) len = n;                          /* the table block is compress's source */
  size_t esz = es ? es : 1;

  /* mask, indexes, values */
  uint8_t *mask = fz_block(n);
  for (size_t i = 0; i < n; i++) {
    uint64_t r = fz_rnd();
    int act = mpat == 0 ? 1 : mpat == 1 ? (r & 7) == 0 : mpat == 2 ? (r & 1) : (r & 7) != 0;
    mask[i] = act ? (uint8_t)((r >> 8) | 1) : 0;
    if (act && (r >> 16 & 3) == 0) mask[i] = (uint8_t)(r >> 24) ? (uint8_t)(r >> 24) : 0x80;
  }
  int use_mask = masked && !(checked && nomask);
  if (fn == B_CP) use_mask = 1;
  uint32_t *idx = (uint32_t *)(void *)fz_block(n * 4);
  for (size_t i = 0; i < n; i++) {
    uint64_t r = fz_rnd();
    uint32_t v = ipat == 0 ? (uint32_t)(len ? r % len : 0) : ipat == 1 ? (uint32_t)(r % (len < 4 ? len + 1 : 4))
               : ipat == 2 ? (uint32_t)(r % (len + 3)) : (uint32_t)(r >> 32);
    int active = !use_mask || mask[i];
    if (!checked && active && fn != B_CP) v = len ? v % (uint32_t)len : 0;
    if (checked && ipat != 3 && (r >> 40 & 63) != 0 && len) v %= (uint32_t)len; /* mostly in range */
    idx[i] = v;
  }
  uint8_t *val = fz_block(n * esz);
  for (size_t i = 0; i < n && fl; i++) {
    uint8_t k = fz_u8(&in);
    if (k >= 64) fz_put(val, (int)es, (int)i, k >= 160 ? fz_float_edge((int)es * 8, fz_u8(&in), fz_rnd()) : fz_raw(&in, (int)es));
  }
  /* table (gather) or output (scatter) of len elements; output of n elements (gather) */
  size_t tbytes = len * esz, obytes = (fn == B_G || fn == B_GM || fn == B_GC || fn == B_CP) ? n * esz : tbytes;
  if (fn >= B_S && fn <= B_SAC) obytes = tbytes;
  uint8_t *table = fz_block(tbytes + off_s), *obase = fz_block(obytes + off_o);
  uint8_t *tsave = malloc(tbytes + off_s + 1), *osave = malloc(obytes + off_o + 1), *want = malloc(obytes + tbytes + 8);
  memcpy(tsave, table, tbytes + off_s);
  memcpy(osave, obase, obytes + off_o);

  /* the model */
  int wst = 0;
  size_t wcount = 0;
  const uint8_t *mk = use_mask ? mask : NULL;
  memcpy(want, osave, obytes + off_o);
  if (fn == B_CP) inplace &= !nullp;
  uint8_t *wout = want + off_o;
  if (!es_ok || ((fn == B_SA || fn == B_SAC) && type >= 6)) wst = 3;
  else if (nullp && n > 0) wst = 4;
  else switch (fn) {
      case B_G: case B_GM: case B_GC:
        wst = ref_bm_gather(wout, table + off_s, checked ? len : (size_t)-1, idx, mk, n, es); break;
      case B_S: case B_SM: case B_SC:
        wst = ref_bm_scatter(wout, checked ? len : (size_t)-1, val, idx, mk, n, es); break;
      case B_SA: case B_SAC:
        wst = ref_bm_scatter_add(wout, checked ? len : (size_t)-1, val, idx, mk, n, type); break;
      default: {
        uint8_t *tmp = malloc(n * esz + 1);
        wcount = ref_bm_compress(tmp, tsave + off_s, mask, n, es);
        if (inplace) memcpy(want, tsave, tbytes + off_s); /* want is then the source block */
        memcpy(want + (inplace ? off_s : off_o), tmp, wcount * es);
        free(tmp);
        break;
      }
    }
  if (fn == B_CP && wst) wcount = (size_t)-1;
  if (wst != 0) memcpy(want, osave, obytes + off_o);
  if (wst != 0 && fn == B_CP && inplace) memcpy(want, tsave, tbytes + off_s);

  uint32_t isas = ln_supported_isas();
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    if (!(isas >> isa & 1)) continue;
    if (ln_set_isa((ln_isa)isa) != LN_OK) FZ_FAIL("ln_set_isa(%d) refused a supported path", isa);
    memcpy(table, tsave, tbytes + off_s);
    memcpy(obase, osave, obytes + off_o);
    void *o = obase + off_o;
    const void *tp = nullp ? NULL : table + off_s, *vp = nullp ? NULL : val;
    int got = 0;
    size_t gcount = 0;
    switch (fn) {
      case B_G: got = (int)ln_array_gather(o, tp, idx, n, es); break;
      case B_GM: got = (int)ln_array_gather_masked(o, tp, idx, mask, n, es); break;
      case B_GC: got = (int)ln_array_gather_checked(o, tp, len, idx, mk, n, es); break;
      case B_S: got = (int)ln_array_scatter(o, vp, idx, n, es); break;
      case B_SM: got = (int)ln_array_scatter_masked(o, vp, idx, mask, n, es); break;
      case B_SC: got = (int)ln_array_scatter_checked(o, len, vp, idx, mk, n, es); break;
      case B_SA: got = (int)ln_array_scatter_add(o, vp, idx, n, (ln_elem_type)type); break;
      case B_SAC: got = (int)ln_array_scatter_add_checked(o, len, vp, idx, mk, n, (ln_elem_type)type); break;
      default: gcount = ln_array_compress(inplace ? (void *)(table + off_s) : o, tp, mask, n, es); break;
    }
    int bad;
    if (fn == B_CP) {
      bad = gcount != wcount;
      if (inplace) bad |= memcmp(table, want, tbytes + off_s) != 0 || memcmp(obase, osave, obytes + off_o) != 0;
      else bad |= memcmp(obase, want, obytes + off_o) != 0 || memcmp(table, tsave, tbytes + off_s) != 0;
      got = (int)gcount;
      wst = (int)wcount;
    } else {
      bad = got != wst || memcmp(table, tsave, tbytes + off_s) != 0 || memcmp(obase, want, off_o) != 0;
      if (fl && !bad && wst == 0) {
        for (size_t i = 0; i < len; i++)
          bad |= !fz_same(fz_get(obase + off_o, (int)es, (int)i), fz_get(want + off_o, (int)es, (int)i), (int)es * 8, 1);
      } else {
        bad |= memcmp(obase, want, obytes + off_o) != 0;
      }
    }
    if (bad) {
      fprintf(stderr, "ln_array_%s on %s: elem_size %zu n %zu len %zu type %d idx pattern %d mask pattern %d%s%s: status %d, want %d\n",
              fn_name[fn], ln_isa_name((ln_isa)isa), es, n, len, type, ipat, mpat, nullp ? " NULL input" : "",
              checked && nomask ? " NULL mask" : "", got, wst);
      for (size_t i = 0; i < n && i < 24; i++)
        fprintf(stderr, "  [%zu] idx %u mask %u val %#llx\n", i, idx[i], mask[i], (unsigned long long)fz_get(val, (int)esz, (int)i));
      for (size_t i = 0; i < obytes / esz && es_ok; i++)
        if (fz_get(obase + off_o, (int)es, (int)i) != fz_get(want + off_o, (int)es, (int)i)) {
          fprintf(stderr, "  first differing output element %zu: got %#llx want %#llx\n", i,
                  (unsigned long long)fz_get(obase + off_o, (int)es, (int)i), (unsigned long long)fz_get(want + off_o, (int)es, (int)i));
          break;
        }
      FZ_FAIL("bulkmem");
    }
  }
  free(mask); free(idx); free(val); free(table); free(obase); free(tsave); free(osave); free(want);
  return 0;
}
