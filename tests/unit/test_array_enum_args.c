/* Every array-layer and cpu entry point that takes an enum, called with values outside the
 * enum (INT_MIN, -1, one past the last value, INT_MAX): a defined result (LN_EINVAL, LN_EISA,
 * "unknown", "unknown lanes status"), nothing written, no undefined behaviour (the sanitizer configurations run this
 * too: a signed overflow on the value is reported there). */
#include <lanes/array.h>
#include <lanes/cpu.h>
#include <limits.h>
#include <string.h>

#include "common/check.h"

int main(void) {
  tc_family = "array";
  const int bad[] = {INT_MIN, -1, LN_ELEM_DOUBLE + 1, INT_MAX};
  const int bad_isa[] = {INT_MIN, -1, LN_ISA_COUNT, INT_MAX};
  uint64_t out[4] = {1, 2, 3, 4}, val[4] = {5, 6, 7, 8};
  const uint32_t idx[4] = {0, 1, 2, 3};
  const uint8_t mask[4] = {1, 1, 1, 1};
  ln_isa before = ln_active_isa();
  for (unsigned i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    ln_elem_type t = (ln_elem_type)bad[i];
    TC_CHECK(ln_array_scatter_add(out, val, idx, 4, t) == LN_EINVAL, "scatter_add type %d", bad[i]);
    TC_CHECK(ln_array_scatter_add(out, val, idx, 0, t) == LN_EINVAL, "scatter_add n=0 type %d", bad[i]);
    TC_CHECK(ln_array_scatter_add_checked(out, 4, val, idx, mask, 4, t) == LN_EINVAL,
             "scatter_add_checked type %d", bad[i]);
    TC_CHECK(ln_array_scatter_add_checked(out, 4, val, idx, NULL, 4, t) == LN_EINVAL,
             "scatter_add_checked no mask type %d", bad[i]);
    /* ln_array_compress_cmp: its types go up to LN_ELEM_UINT64; the ops up to LN_CMP_NE */
    const int badc[] = {INT_MIN, -1, LN_ELEM_UINT64 + 1, INT_MAX}, bado[] = {INT_MIN, -1, LN_CMP_NE + 1, INT_MAX};
    TC_CHECK(ln_array_compress_cmp(out, val, 4, (ln_elem_type)badc[i], LN_CMP_GT, val) == (size_t)-1,
             "compress_cmp type %d", badc[i]);
    TC_CHECK(ln_array_compress_cmp(out, val, 4, LN_ELEM_INT32, (ln_cmp_op)bado[i], val) == (size_t)-1,
             "compress_cmp op %d", bado[i]);
    TC_CHECK(out[0] == 1 && out[1] == 2 && out[2] == 3 && out[3] == 4, "out written, type %d", bad[i]);
    ln_isa isa = (ln_isa)bad_isa[i];
    TC_CHECK(ln_set_isa(isa) == LN_EISA, "ln_set_isa(%d)", bad_isa[i]);
    TC_CHECK(ln_active_isa() == before, "ln_set_isa(%d) changed the path", bad_isa[i]);
    TC_CHECK(strcmp(ln_isa_name(isa), "unknown") == 0, "ln_isa_name(%d)", bad_isa[i]);
    ln_status st = (ln_status)(i == 2 ? LN_EISA + 1 : bad_isa[i]);
    TC_CHECK(strcmp(ln_strerror(st), "unknown lanes status") == 0, "ln_strerror(%d)", (int)st);
  }
  /* The valid values still work: one add into a zeroed element per type.  Adding the bytes
   * 01 01 .. to zero gives those bytes back for every type (a tiny normal float/double plus
   * +0.0 is itself); the bytes after the element stay 0. */
  static const unsigned size[] = {1, 2, 4, 8, 4, 8};
  for (int t = LN_ELEM_INT8; t <= LN_ELEM_DOUBLE; t++) {
    uint8_t o[16] = {0}, v[8], want[16] = {0};
    memset(v, 0x01, sizeof v);
    memset(want, 0x01, size[t]);
    const uint32_t ix[1] = {0};
    TC_CHECK(ln_array_scatter_add(o, v, ix, 1, (ln_elem_type)t) == LN_OK, "scatter_add type %d", t);
    TC_CHECK(memcmp(o, want, sizeof o) == 0, "scatter_add type %d: wrong bytes", t);
  }
  /* every valid type and op of ln_array_compress_cmp on 32 bytes holding four small positive
   * elements (5 6 7 8 as uint64) among zeros, against 0: n = 32 / size elements, 4 nonzero
   * (positive integers, positive denormal floats) */
  for (int t = LN_ELEM_INT8; t <= LN_ELEM_UINT64; t++) {
    const uint64_t src[4] = {5, 6, 7, 8};
    const uint8_t zero[8] = {0};
    size_t n = 32 / size[t < 6 ? t : t - 6];
    const size_t want[6] = {0, n - 4, 4, n, n - 4, 4}; /* lt le gt ge eq ne */
    for (int op = LN_CMP_LT; op <= LN_CMP_NE; op++) {
      uint64_t o[4] = {0, 0, 0, 0};
      size_t c = ln_array_compress_cmp(o, src, n, (ln_elem_type)t, (ln_cmp_op)op, zero);
      TC_CHECK(c == want[op], "compress_cmp type %d op %d: count %zu, want %zu", t, op, c, want[op]);
    }
  }
  return tc_finish("test_array_enum_args");
}
