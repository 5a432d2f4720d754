#include <lanes/vshuffle.h>
#include <stdio.h>

static void show(const char *what, ln_int4 v) { printf("%-13s %d %d %d %d\n", what, v[0], v[1], v[2], v[3]); }

int main(void) {
  ln_int4 v = {10, 11, 12, 13}, w = {20, 21, 22, 23};
  ln_vshuf4 s = ln_vshuf4_from_values(3, 0, 5, -1);   /* 5 and -1 are exceptional */
  show("rearrange", ln_rearrange(v, s));
  show("rearrange2", ln_rearrange2(v, s, w));
  ln_int4 out = {0, 0, 0, 0};
  ln_status st = ln_rearrange_checked(v, s, &out);
  printf("rearrange_checked: %s\n", ln_strerror(st));
  show("select_from", ln_select_from(((ln_int4){1, 1, 6, -1}), v));
  show("lookup", ln_lookup(v, ((ln_uint4){0, 3, 4, 9})));
  show("lookup_zero", ln_lookup_zero(v, ((ln_uint4){0, 3, 4, 9})));
  show("slice", ln_slice(v, 1, w));
  show("unslice", ln_unslice(v, 1, w, 0));
  show("reverse", ln_reverse(v));
  show("rotate_lanes", ln_rotate_lanes(v, 1));
  show("shift_lanes", ln_shift_lanes(v, 1));
  show("zip", ln_zip(v, w, 0));
  show("unzip", ln_unzip(v, w, 1));
  return 0;
}
