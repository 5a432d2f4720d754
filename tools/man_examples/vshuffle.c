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
  ln_int4 m = {-1, 0, -1, 0};                          /* lanes 0 and 2 set */
  show("rearr_zero", ln_rearrange_zero(v, s));
  show("rearr_masked", ln_rearrange_masked(v, s, m));
  show("lane_valid", ln_lane_is_valid(s, v));
  st = ln_rearrange_edge(v, s, LN_EDGE_ZERO, &out);
  printf("rearrange_edge (zero): %s\n", ln_strerror(st));
  show("  out", out);
  st = ln_rearrange_masked_checked(v, s, ((ln_int4){-1, -1, 0, 0}), &out);
  printf("rearrange_masked_checked: %s\n", ln_strerror(st));
  show("  out", out);
  ln_int4 x = {1, 5, -1, 2};
  st = ln_select_from_checked(x, v, &out);
  printf("select_from_checked: %s\n", ln_strerror(st));
  st = ln_select_from_edge(x, v, LN_EDGE_WRAP, &out);
  show("sel_from_edge", out);
  show("sel_masked", ln_select_from_masked(x, v, m));
  show("select_from2", ln_select_from2(x, v, w));
  st = ln_select_from2_edge(((ln_int4){7, 8, 0, 4}), v, w, LN_EDGE_ZERO, &out);
  show("sel2_edge", out);
  ln_uint4 ix = {0, 3, 4, 9};
  st = ln_lookup_checked(v, ix, &out);
  printf("lookup_checked: %s\n", ln_strerror(st));
  st = ln_lookup_edge(v, ix, LN_EDGE_ZERO, &out);
  show("lookup_edge", out);
  show("lookup2", ln_lookup2(v, w, ix));
  show("lookup2_zero", ln_lookup2_zero(v, w, ix));
  st = ln_lookup2_checked(v, w, ((ln_uint4){7, 6, 1, 0}), &out);
  printf("lookup2_checked: %s\n", ln_strerror(st));
  show("  out", out);
  show("slice1", ln_slice1(v, 1));
  show("unslice1", ln_unslice1(v, 1));
  st = ln_slice_checked(v, 5, w, &out);
  printf("slice_checked (o = 5): %s\n", ln_strerror(st));
  show("reverse", ln_reverse(v));
  show("rotate_lanes", ln_rotate_lanes(v, 1));
  show("shift_lanes", ln_shift_lanes(v, 1));
  show("zip", ln_zip(v, w, 0));
  show("unzip", ln_unzip(v, w, 1));
  return 0;
}
