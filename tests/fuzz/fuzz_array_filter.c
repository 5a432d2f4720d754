/* libFuzzer target: ln_array_compress_cmp (lanes/array.h, filter by predicate) of liblanes.
 * Each input picks an element type (the ten of ln_elem_type, or an invalid one), a comparison
 * (the six of ln_cmp_op, or an invalid one), a count (0 .. 300), the operand and the elements
 * (raw input bits, integer edges, float edges: signed zeros, denormals, infinities, quiet and
 * signalling NaNs with payloads; the operand itself and its neighbours, so that EQ, LE and GE
 * hold often), misaligned starts, in place (out == src), a partial overlap of out and src, NULL
 * out, src or operand, and counts whose bytes exceed the address space.  The call runs on
 * EVERY instruction-set path the CPU supports (ln_set_isa) and its count and every byte of the
 * output and source blocks are compared with tests/ref/ref_array_filter.h's model: the kept
 * elements in order, nothing at or after out[count] written, and (size_t)-1 with nothing
 * written for an invalid call.  Blocks are heap blocks of the exact size, so ASan reports any
 * access outside them. */
/* fuzz-variants: base */
/* fuzz-link: liblanes */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <stdlib.h>

#include "fuzz/fuzz.h"
#include "ref/ref_array_filter.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  uint8_t s0 = fz_u8(&in), s1 = fz_u8(&in), s2 = fz_u8(&in), s3 = fz_u8(&in);
  unsigned type = s0 % 12, op = (s0 / 12) % 8;  /* type 10, 11 and op 6, 7 invalid */
  int bad_args = type >= 10 || op >= 6;
  unsigned es = type < 10 ? ref_flt_size[type] : 4, bits = 8 * es;
  size_t n = (size_t)(s1 % 151) + (size_t)(s2 & 1) * 150; /* 0 .. 300 */
  int layout = (s2 >> 1) & 7;                              /* fz_out_layout */
  int nullp = (s2 >> 4) & 3 ? 0 : 1 + (s3 & 3) % 3;        /* 1 out, 2 src, 3 operand NULL */
  size_t off_o = s3 >> 2 & 7, off_s = s3 >> 5 & 7;
  fz_seed(fz_raw(&in, 8));
  char kind = type == 4 || type == 5 ? 'f' : 'i';

  /* the operand, then the elements: input lanes first, then the operand and its neighbours,
   * edges and random bits */
  uint64_t m = bits == 64 ? ~(uint64_t)0 : ((uint64_t)1 << bits) - 1;
  uint64_t operand = fz_lane(&in, (int)bits, kind) & m;
  size_t bytes = n * es;
  uint8_t *sbase = fz_block(bytes + off_s + 8), *obase = fz_block(bytes + off_o);
  uint8_t *src = sbase + off_s;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = fz_rnd(), v;
    if (in.n) v = fz_lane(&in, (int)bits, kind);
    else if ((r & 3) == 0) v = operand + (r >> 2 & 3) - 1; /* operand - 1 .. operand + 2 */
    else if ((r & 3) == 1 && kind == 'f') v = fz_float_edge((int)bits, (unsigned)(r >> 8), fz_rnd());
    else if ((r & 3) == 1) v = fz_int_edge((int)bits, (unsigned)(r >> 8));
    else v = fz_rnd();
    ref_flt_store(src + i * es, v & m, es);
  }
  uint8_t opnd[8];
  ref_flt_store(opnd, operand, es);
  int overlap;
  uint8_t *out = fz_out_layout(layout, 1 + (s3 & 1), n, es, src, obase + off_o, &overlap);
  uint8_t *ssave = fz_copy(sbase, bytes + off_s + 8), *osave = fz_copy(obase, bytes + off_o);
  uint8_t *swant = fz_copy(sbase, bytes + off_s + 8), *owant = fz_copy(obase, bytes + off_o);

  /* the model */
  size_t wcount;
  /* the count passed: n, or (s1 = 255, elements of 2 bytes or more) one whose bytes exceed the
   * address space (an error) */
  size_t cn = s1 == 255 && es > 1 ? SIZE_MAX / es + 1 + (s3 & 7) : n;
  if (bad_args || (n > 0 && (nullp || overlap)) || cn != n) {
    wcount = (size_t)-1;
  } else {
    uint8_t *kept = malloc(bytes + 1);
    wcount = ref_flt_filter(kept, ssave + off_s, n, type, op, operand);
    memcpy(out == src ? swant + off_s : owant + off_o, kept, wcount * es);
    free(kept);
  }

  uint32_t isas = ln_supported_isas();
  for (int isa = 0; isa < LN_ISA_COUNT; isa++) {
    if (!(isas >> isa & 1)) continue;
    if (ln_set_isa((ln_isa)isa) != LN_OK) FZ_FAIL("ln_set_isa(%d) refused a supported path", isa);
    memcpy(sbase, ssave, bytes + off_s + 8);
    memcpy(obase, osave, bytes + off_o);
    size_t got = ln_array_compress_cmp(nullp == 1 ? NULL : out, nullp == 2 ? NULL : src, cn, (ln_elem_type)type,
                                       (ln_cmp_op)op, nullp == 3 ? NULL : opnd);
    if (got != wcount || memcmp(sbase, swant, bytes + off_s + 8) != 0 || memcmp(obase, owant, bytes + off_o) != 0) {
      fprintf(stderr, "ln_array_compress_cmp on %s: type %u op %u n %zu (passed %zu) layout %d null %d offsets %zu %zu operand %#llx: count %zu, want %zu\n",
              ln_isa_name((ln_isa)isa), type, op, n, cn, layout, nullp, off_o, off_s, (unsigned long long)operand, got, wcount);
      for (size_t i = 0; i < n && i < 24; i++)
        fprintf(stderr, "  src[%zu] %#llx\n", i, (unsigned long long)ref_flt_load(ssave + off_s + i * es, es));
      FZ_FAIL("array_filter");
    }
  }
  free(sbase); free(obase); free(ssave); free(osave); free(swant); free(owant);
  return 0;
}
