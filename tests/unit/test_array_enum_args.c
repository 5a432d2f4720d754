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
  return tc_finish("test_array_enum_args");
}
