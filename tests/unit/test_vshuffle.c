/* Java-style shuffle objects and the rearrange family, every element type and lane count
 * (2, 4, 8, 16), against the scalar model in tests/ref/ref_vshuffle.h.  The 8- and 16-bit
 * element types are tested here, the 32- and 64-bit ones by test_vshuffle_wide.c, which
 * includes this file with VS_WIDE defined (two files keep each build short). */
#include <lanes/vshuffle.h>
#include <lanes/gather.h> /* ln_compress, ln_expand */
#include "common/check.h"
#include "ref/ref_vshuffle.h"

static uint64_t lane_bits(const void *p, int esz, int i) {
  uint64_t x = 0;
  memcpy(&x, (const char *)p + (size_t)i * (size_t)esz, (size_t)esz);
  return x;
}
static void to_lanes(const void *p, int esz, int n, uint64_t *out) {
  for (int i = 0; i < n; i++) out[i] = lane_bits(p, esz, i);
}
static int same_lanes(const void *p, int esz, int n, const uint64_t *e) {
  for (int i = 0; i < n; i++)
    if (lane_bits(p, esz, i) != e[i]) return 0;
  return 1;
}
static void fill_rand(void *p, size_t bytes) {
  for (size_t i = 0; i < bytes; i += 8) {
    uint64_t r = tc_rand();
    memcpy((char *)p + i, &r, bytes - i < 8 ? bytes - i : 8);
  }
}
/* raw source index: mostly near the valid range, sometimes extreme */
static int32_t rand_index(int n) {
  uint64_t r = tc_rand();
  switch (r & 7) {
    case 0: return (int32_t)(uint32_t)(r >> 32);
    case 1: return (r >> 8) & 1 ? INT32_MIN : INT32_MAX;
    case 2: return (int32_t)((r >> 8) % (uint64_t)(6 * n)) - 3 * n;
    default: return (int32_t)((r >> 8) % (uint64_t)n);
  }
}
/* a mask lane: -1, 0, or other bits (only the MSB counts) */
static uint64_t rand_mask_lane(int esz) {
  uint64_t r = tc_rand();
  uint64_t all = esz == 8 ? ~0ull : ((1ull << (esz * 8)) - 1);
  switch (r & 3) {
    case 0: return all;
    case 1: return 0;
    default: return (r >> 8) & all;
  }
}
static int mask_set(uint64_t lane, int esz) { return (int)((lane >> (esz * 8 - 1)) & 1); }
static int32_t lane_java_int(uint64_t bits, int esz, int kind) {
  if (kind == 2) {
    if (esz == 8) { double d; memcpy(&d, &bits, 8); return ref_d2i(d); }
    if (esz == 4) { float f; uint32_t b = (uint32_t)bits; memcpy(&f, &b, 4); return ref_d2i(f); }
#if LN_HAS_HALF
    { _Float16 h; uint16_t b = (uint16_t)bits; memcpy(&h, &b, 2); return ref_d2i((double)h); }
#else
    return 0;
#endif
  }
  if (kind == 0 && esz < 8 && (bits >> (esz * 8 - 1)) & 1) bits |= ~0ull << (esz * 8);
  return ref_l2i((int64_t)bits);
}
static const double float_idx[] = {0.0, -0.0, 1.0, 2.5, -0.5, -1.0, -1.5, 3.99, 7.0, 15.5, 16.0, 17.0,
                                   31.0, 33.0, -17.0, NAN, INFINITY, -INFINITY, 65504.0, -65504.0};

/* ---------------- per lane count: the shuffle objects ---------------- */
#ifndef VS_WIDE
static int32_t op_fn(int32_t lane, void *ctx) { return lane * 3 - *(int *)ctx; }

#define TEST_N(N)                                                                                   \
  static void check_stored_##N(ln_vshuf##N s, const int *e, const char *what) {                    \
    for (int i = 0; i < N; i++) TC_CHECK(s.ix[i] == e[i], "%s N=%d lane %d: %d want %d", what, N, i, s.ix[i], e[i]); \
  }                                                                                                 \
  static void test_shuf_##N(void) {                                                                 \
    for (int it = 0; it < 300; it++) {                                                              \
      int32_t raw[N + 4];                                                                           \
      int e[N];                                                                                     \
      for (int i = 0; i < N + 4; i++) raw[i] = it < 6 * N ? (int32_t)(it - 3 * N + i) : rand_index(N); \
      for (int i = 0; i < N; i++) e[i] = ref_pwrap(raw[i + 2], N);                                 \
      ln_vshuf##N s = ln_vshuf##N##_from_array(raw, 2);                                             \
      check_stored_##N(s, e, "from_array");                                                         \
      ln_int##N rv;                                                                                 \
      memcpy(&rv, raw + 2, sizeof rv);                                                              \
      check_stored_##N(ln_vshuf##N##_from_vector(rv), e, "from_vector");                            \
      ln_vshuf##N c = ln_vshuf##N##_iota(0, 0, 0);                                              \
      ln_status st = ln_vshuf##N##_from_array_checked(raw, N + 4, 2, &c);                           \
      TC_CHECK(st == LN_OK, "from_array_checked ok");                                               \
      check_stored_##N(c, e, "from_array_checked");                                                 \
      ln_vshuf##N c2 = c;                                                                           \
      TC_CHECK(ln_vshuf##N##_from_array_checked(raw, N + 4, 5, &c2) == LN_EINDEX && ln_vshuf##N##_equal(c2, c), "from_array_checked off"); \
      TC_CHECK(ln_vshuf##N##_from_array_checked(raw, N - 1, 0, &c2) == LN_EINDEX, "from_array_checked short"); \
      TC_CHECK(ln_vshuf##N##_from_array_checked(0, N, 0, &c2) == LN_ENULL, "from_array_checked null"); \
      /* queries */                                                                                 \
      ln_int##N valid = ln_vshuf##N##_lane_is_valid(s), tv = ln_vshuf##N##_to_vector(s);            \
      int anybad = 0, wr[N];                                                                        \
      int32_t arr[N + 3];                                                                           \
      for (int i = 0; i < N + 3; i++) arr[i] = 77;                                                  \
      ln_vshuf##N##_into_array(s, arr, 3);                                                          \
      for (int i = 0; i < N; i++) {                                                                 \
        anybad |= e[i] < 0;                                                                         \
        wr[i] = e[i] < 0 ? e[i] + N : e[i];                                                         \
        TC_CHECK(valid[i] == (e[i] >= 0 ? -1 : 0), "lane_is_valid N=%d", N);                        \
        TC_CHECK(tv[i] == e[i] && arr[i + 3] == e[i], "to_vector/into_array N=%d", N);              \
        TC_CHECK(ln_vshuf##N##_lane_source(s, i) == e[i], "lane_source");                           \
        int32_t ls = 99;                                                                            \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, i, &ls) == LN_OK && ls == e[i], "lane_source_checked"); \
      }                                                                                             \
      TC_CHECK(arr[0] == 77 && arr[2] == 77, "into_array writes only its lanes");                   \
      { int32_t ls = 99;                                                                            \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, N, &ls) == LN_EINDEX && ls == 99, "lane_source_checked N"); \
        TC_CHECK(ln_vshuf##N##_lane_source_checked(s, -1, &ls) == LN_EINDEX && ls == 99, "lane_source_checked -1"); } \
      TC_CHECK(ln_vshuf##N##_into_array_checked(s, arr, N + 3, 4) == LN_EINDEX && arr[N + 2] == e[N - 1], "into_array_checked"); \
      TC_CHECK(ln_vshuf##N##_into_array_checked(s, arr, N + 3, 0) == LN_OK && arr[0] == e[0], "into_array_checked ok"); \
      check_stored_##N(ln_vshuf##N##_wrap_indexes(s), wr, "wrap_indexes");                         \
      c2 = ln_vshuf##N##_iota(0, 1, 1);                                                             \
      st = ln_vshuf##N##_check_indexes(s, &c2);                                                     \
      TC_CHECK(st == (anybad ? LN_EINDEX : LN_OK), "check_indexes status");                         \
      if (anybad) { int id[N]; for (int i = 0; i < N; i++) id[i] = i; check_stored_##N(c2, id, "check_indexes untouched"); } \
      else check_stored_##N(c2, e, "check_indexes");                                                \
      TC_CHECK(ln_vshuf##N##_equal(s, s) && ln_vshuf##N##_equal(s, c), "equal");                    \
      { int32_t x = raw[0], o = 5;                                                                  \
        TC_CHECK(ln_vshuf##N##_wrap_index(x) == (int32_t)ref_floormod(x, N), "wrap_index %d", x);  \
        st = ln_vshuf##N##_check_index(x, &o);                                                      \
        TC_CHECK(x >= 0 && x < N ? st == LN_OK && o == x : st == LN_EINDEX && o == 5, "check_index %d", x); } \
      /* composition */                                                                             \
      { int32_t raw2[N]; int e2[N], ec[N];                                                          \
        for (int i = 0; i < N; i++) raw2[i] = rand_index(N);                                        \
        ln_vshuf##N t = ln_vshuf##N##_from_array(raw2, 0);                                          \
        int tbad = 0;                                                                               \
        for (int i = 0; i < N; i++) { e2[i] = ref_pwrap(raw2[i], N); tbad |= e2[i] < 0; }           \
        for (int i = 0; i < N; i++) ec[i] = e[(int)ref_floormod(e2[i], N)];                         \
        check_stored_##N(ln_vshuf##N##_rearrange(s, t), ec, "shuffle rearrange");                   \
        ln_vshuf##N o = s;                                                                          \
        st = ln_vshuf##N##_rearrange_checked(s, t, &o);                                             \
        TC_CHECK(st == (tbad ? LN_EINDEX : LN_OK), "shuffle rearrange_checked");                    \
        check_stored_##N(o, tbad ? e : ec, "shuffle rearrange_checked out");                        \
        TC_CHECK(ln_vshuf##N##_equal(s, t) == !memcmp(e, e2, sizeof e), "equal vs model"); }        \
      /* casts */                                                                                   \
      { int e2[2], e4[4], e8[8], e16[16];                                                           \
        for (int k = 0; k < 2; k++) e2[k] = ref_cast_lane(e, N, 2, k);                              \
        for (int k = 0; k < 4; k++) e4[k] = ref_cast_lane(e, N, 4, k);                              \
        for (int k = 0; k < 8; k++) e8[k] = ref_cast_lane(e, N, 8, k);                              \
        for (int k = 0; k < 16; k++) e16[k] = ref_cast_lane(e, N, 16, k);                           \
        CASTS_##N }                                                                                 \
      /* iota */                                                                                    \
      { int32_t start = it & 1 ? rand_index(N) : (int32_t)(it % 40) - 20;                           \
        int32_t step = it & 2 ? (int32_t)tc_rand() : (int32_t)(it % 11) - 5;                        \
        int ei[N], ew[N];                                                                           \
        for (int i = 0; i < N; i++) { ei[i] = ref_iota(i, start, step, 0, N); ew[i] = ref_iota(i, start, step, 1, N); } \
        check_stored_##N(ln_vshuf##N##_iota(start, step, 0), ei, "iota nowrap");                    \
        check_stored_##N(ln_vshuf##N##_iota(start, step, 7), ew, "iota wrap"); }                    \
      /* from_op */                                                                                 \
      { int k = (int)(tc_rand() % 100) - 50, eo[N];                                                 \
        for (int i = 0; i < N; i++) eo[i] = ref_pwrap(i * 3 - k, N);                                \
        check_stored_##N(ln_vshuf##N##_from_op(op_fn, &k), eo, "from_op"); }                        \
    }                                                                                               \
    for (int part = -2; part < 4; part++) {                                                         \
      ln_vshuf##N z = ln_vshuf##N##_iota(0, 1, 0), u = z, z0 = z;                                   \
      ln_status sz = ln_vshuf##N##_make_zip(part, &z), su = ln_vshuf##N##_make_unzip(part, &u);    \
      if (part == 0 || part == 1) {                                                                 \
        int ez[N], eu[N];                                                                           \
        for (int i = 0; i < N; i++) { ez[i] = ref_pwrap(ref_zip_raw(i, N, part), N); eu[i] = ref_pwrap(ref_unzip_raw(i, N, part), N); } \
        TC_CHECK(sz == LN_OK && su == LN_OK, "make_zip status");                                    \
        check_stored_##N(z, ez, "make_zip");                                                        \
        check_stored_##N(u, eu, "make_unzip");                                                      \
      } else {                                                                                      \
        TC_CHECK(sz == LN_EINDEX && su == LN_EINDEX && ln_vshuf##N##_equal(z, z0) && ln_vshuf##N##_equal(u, z0), "make_zip bad part"); \
      }                                                                                             \
    }                                                                                               \
    { int vals[N]; for (int i = 0; i < N; i++) vals[i] = ref_pwrap(VALS_RAW_##N[i], N);             \
      check_stored_##N(VALS_CALL_##N, vals, "from_values"); }                                       \
  }

static const int32_t VALS_RAW_2[] = {5, -1};
static const int32_t VALS_RAW_4[] = {5, -1, -5, 3};
static const int32_t VALS_RAW_8[] = {5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX};
static const int32_t VALS_RAW_16[] = {5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX, 16, 15, -16, -17, 0, 31, 32, 9};
#define VALS_CALL_2 ln_vshuf2_from_values(5, -1)
#define VALS_CALL_4 ln_vshuf4_from_values(5, -1, -5, 3)
#define VALS_CALL_8 ln_vshuf8_from_values(5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX)
#define VALS_CALL_16 ln_vshuf16_from_values(5, -1, -5, 3, 8, 17, INT32_MIN, INT32_MAX, 16, 15, -16, -17, 0, 31, 32, 9)
#define CASTS_2 check_stored_4(ln_vshuf2_cast4(s), e4, "cast"); check_stored_8(ln_vshuf2_cast8(s), e8, "cast"); \
  check_stored_16(ln_vshuf2_cast16(s), e16, "cast"); (void)e2;
#define CASTS_4 check_stored_2(ln_vshuf4_cast2(s), e2, "cast"); check_stored_8(ln_vshuf4_cast8(s), e8, "cast"); \
  check_stored_16(ln_vshuf4_cast16(s), e16, "cast"); (void)e4;
#define CASTS_8 check_stored_2(ln_vshuf8_cast2(s), e2, "cast"); check_stored_4(ln_vshuf8_cast4(s), e4, "cast"); \
  check_stored_16(ln_vshuf8_cast16(s), e16, "cast"); (void)e8;
#define CASTS_16 check_stored_2(ln_vshuf16_cast2(s), e2, "cast"); check_stored_4(ln_vshuf16_cast4(s), e4, "cast"); \
  check_stored_8(ln_vshuf16_cast8(s), e8, "cast"); (void)e16;
static void check_stored_2(ln_vshuf2 s, const int *e, const char *what);
static void check_stored_4(ln_vshuf4 s, const int *e, const char *what);
static void check_stored_8(ln_vshuf8 s, const int *e, const char *what);
static void check_stored_16(ln_vshuf16 s, const int *e, const char *what);
TEST_N(2)
TEST_N(4)
TEST_N(8)
TEST_N(16)
#endif

/* ---------------- per vector type: the vector operations ---------------- */
#define EDGE_LOOP for (int edge = 0; edge < 4; edge++)
#define REF_EDGE(edge) ((edge) == 3 ? -1 : (edge))

/* VT: vector, ST: mask type, UT: unsigned index type, ET: element type, KIND 0 s, 1 u, 2 f */
#define TEST_T(TN, VT, ST, UT, ET, N, KIND)                                                         \
  static void test_##TN(void) {                                                                     \
    const int esz = (int)sizeof(ET);                                                                \
    tc_family = "vshuffle " #TN;                                                                    \
    for (int it = 0; it < 120; it++) {                                                              \
      VT v, w, r, o, sent;                                                                          \
      uint64_t lv[N], lw[N], e[N], lsent[N];                                                        \
      fill_rand(&v, sizeof v); fill_rand(&w, sizeof w); fill_rand(&sent, sizeof sent);              \
      to_lanes(&v, esz, N, lv); to_lanes(&w, esz, N, lw); to_lanes(&sent, esz, N, lsent);           \
      int32_t raw[N]; int s_ix[N];                                                                  \
      for (int i = 0; i < N; i++) { raw[i] = it < 2 * N ? (int32_t)(i - (it % N) - N) : rand_index(N); s_ix[i] = ref_pwrap(raw[i], N); } \
      ln_vshuf##N s = ln_vshuf##N##_from_array(raw, 0);                                             \
      ln_status st;                                                                                 \
      /* rearrange and its edge policies */                                                         \
      ref_rearrange(lv, s_ix, N, REF_WRAP, e);                                                      \
      r = ln_rearrange(v, s); TC_CHECK(same_lanes(&r, esz, N, e), "rearrange");                     \
      ref_rearrange(lv, s_ix, N, REF_ZERO, e);                                                      \
      r = ln_rearrange_zero(v, s); TC_CHECK(same_lanes(&r, esz, N, e), "rearrange_zero");           \
      EDGE_LOOP {                                                                                   \
        int rs = REF_EINVAL;                                                                        \
        memcpy(e, lsent, sizeof e);                                                                 \
        if (edge < 3) rs = ref_rearrange(lv, s_ix, N, edge, e);                                     \
        o = sent;                                                                                   \
        st = ln_rearrange_edge(v, s, edge == 3 ? 9 : edge, &o);                                     \
        TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "rearrange_edge %d", edge);            \
        if (edge == 2) { o = sent; st = ln_rearrange_checked(v, s, &o);                             \
          TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "rearrange_checked"); }              \
      }                                                                                             \
      /* masked */                                                                                  \
      ST m; int set[N]; uint64_t lm[N];                                                             \
      for (int i = 0; i < N; i++) { lm[i] = rand_mask_lane(esz); set[i] = mask_set(lm[i], esz); memcpy((char *)&m + i * esz, &lm[i], (size_t)esz); } \
      { int bad = 0;                                                                                \
        ref_rearrange(lv, s_ix, N, REF_WRAP, e);                                                    \
        for (int i = 0; i < N; i++) { if (!set[i]) e[i] = 0; else bad |= s_ix[i] < 0; }            \
        r = ln_rearrange_masked(v, s, m); TC_CHECK(same_lanes(&r, esz, N, e), "rearrange_masked");  \
        o = sent; st = ln_rearrange_masked_checked(v, s, m, &o);                                    \
        TC_CHECK(st == (bad ? LN_EINDEX : LN_OK) && same_lanes(&o, esz, N, bad ? lsent : e), "rearrange_masked_checked"); } \
      /* two sources */                                                                             \
      ref_rearrange2(lv, s_ix, lw, N, e);                                                           \
      r = ln_rearrange2(v, s, w); TC_CHECK(same_lanes(&r, esz, N, e), "rearrange2");                \
      { ST vm = ln_lane_is_valid(s, v);                                                             \
        for (int i = 0; i < N; i++) TC_CHECK(vm[i] == (s_ix[i] >= 0 ? -1 : 0), "ln_lane_is_valid"); } \
      /* selectFrom: index vector of the same type */                                               \
      VT x; int32_t xi[N];                                                                          \
      for (int i = 0; i < N; i++) {                                                                 \
        uint64_t rr = tc_rand();                                                                    \
        if (KIND == 2) x[i] = (ET)float_idx[rr % (sizeof float_idx / sizeof float_idx[0])];         \
        else if (rr & 1) x[i] = (ET)(int)(rr >> 8 & 0xffff);                                        \
        else x[i] = (ET)((int)((rr >> 8) % (4 * N + 4)) - N - 2);                                   \
        xi[i] = lane_java_int(lane_bits(&x, esz, i), esz, KIND);                                    \
      }                                                                                             \
      ref_select(lv, lw, xi, N, 1, REF_WRAP, e);                                                    \
      r = ln_select_from(x, v); TC_CHECK(same_lanes(&r, esz, N, e), "select_from");                 \
      EDGE_LOOP {                                                                                   \
        int rs = REF_EINVAL;                                                                        \
        memcpy(e, lsent, sizeof e);                                                                 \
        if (edge < 3) rs = ref_select(lv, lw, xi, N, 1, edge, e);                                   \
        o = sent; st = ln_select_from_edge(x, v, edge == 3 ? -1 : edge, &o);                        \
        TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "select_from_edge %d", edge);          \
        if (edge == 2) { o = sent; st = ln_select_from_checked(x, v, &o);                           \
          TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "select_from_checked"); }            \
        memcpy(e, lsent, sizeof e);                                                                 \
        if (edge < 3) rs = ref_select(lv, lw, xi, N, 2, edge, e);                                   \
        o = sent; st = ln_select_from2_edge(x, v, w, edge == 3 ? 5 : edge, &o);                     \
        TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "select_from2_edge %d", edge);         \
      }                                                                                             \
      ref_select(lv, lw, xi, N, 1, REF_WRAP, e);                                                    \
      for (int i = 0; i < N; i++) if (!set[i]) e[i] = 0;                                            \
      r = ln_select_from_masked(x, v, m); TC_CHECK(same_lanes(&r, esz, N, e), "select_from_masked"); \
      ref_select(lv, lw, xi, N, 2, REF_WRAP, e);                                                    \
      r = ln_select_from2(x, v, w); TC_CHECK(same_lanes(&r, esz, N, e), "select_from2");            \
      /* lookups: unsigned indexes of the element width */                                          \
      UT ix; uint64_t lx[N];                                                                        \
      for (int i = 0; i < N; i++) {                                                                 \
        uint64_t rr = tc_rand();                                                                    \
        lx[i] = (rr & 3) == 0 ? rr >> 8 : (rr & 3) == 1 ? (uint64_t)(2 * N) + ((rr >> 8) & 3) : (rr >> 8) % (uint64_t)(2 * N); \
        if (esz < 8) lx[i] &= (1ull << ((esz & 7) * 8)) - 1;                                              \
        ix[i] = (__typeof__(ix[0]))lx[i];                                                           \
      }                                                                                             \
      EDGE_LOOP {                                                                                   \
        for (int ns = 1; ns <= 2; ns++) {                                                           \
          int rs = REF_EINVAL;                                                                      \
          memcpy(e, lsent, sizeof e);                                                               \
          if (edge < 3) rs = ref_lookup(lv, lw, lx, N, ns, edge, e);                                \
          o = sent;                                                                                 \
          st = ns == 1 ? ln_lookup_edge(v, ix, edge == 3 ? 3 : edge, &o) : ln_lookup2_edge(v, w, ix, edge == 3 ? 3 : edge, &o); \
          TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "lookup%d_edge %d", ns, edge);       \
          if (edge == 0) { r = ns == 1 ? ln_lookup(v, ix) : ln_lookup2(v, w, ix);                   \
            TC_CHECK(same_lanes(&r, esz, N, e), "lookup%d", ns); }                                  \
          if (edge == 1) { r = ns == 1 ? ln_lookup_zero(v, ix) : ln_lookup2_zero(v, w, ix);         \
            TC_CHECK(same_lanes(&r, esz, N, e), "lookup%d_zero", ns); }                             \
          if (edge == 2) { o = sent; st = ns == 1 ? ln_lookup_checked(v, ix, &o) : ln_lookup2_checked(v, w, ix, &o); \
            TC_CHECK((int)st == rs && same_lanes(&o, esz, N, e), "lookup%d_checked", ns); }        \
        }                                                                                           \
      }                                                                                             \
      /* slice / unslice with every origin, out-of-range ones included */                           \
      if (it < 4) {                                                                                 \
        uint64_t zero[N];                                                                           \
        memset(zero, 0, sizeof zero);                                                               \
        for (int org = -3; org <= N + 3; org++) {                                                   \
          int co = org < 0 ? 0 : org > N ? N : org, ok = org >= 0 && org <= N;                      \
          ref_slice(lv, co, lw, N, e);                                                              \
          r = ln_slice(v, org, w); TC_CHECK(same_lanes(&r, esz, N, e), "slice %d", org);            \
          o = sent; st = ln_slice_checked(v, org, w, &o);                                           \
          TC_CHECK(st == (ok ? LN_OK : LN_EINDEX) && same_lanes(&o, esz, N, ok ? e : lsent), "slice_checked %d", org); \
          ref_slice(lv, co, zero, N, e);                                                            \
          r = ln_slice1(v, org); TC_CHECK(same_lanes(&r, esz, N, e), "slice1 %d", org);             \
          for (int part = -1; part <= 2; part++) {                                                  \
            int okp = ok && (part == 0 || part == 1);                                               \
            ref_unslice(lv, co, lw, part != 0, N, e);                                                \
            r = ln_unslice(v, org, w, part); TC_CHECK(same_lanes(&r, esz, N, e), "unslice %d %d", org, part); \
            o = sent; st = ln_unslice_checked(v, org, w, part, &o);                                 \
            TC_CHECK(st == (okp ? LN_OK : LN_EINDEX) && same_lanes(&o, esz, N, okp ? e : lsent), "unslice_checked %d %d", org, part); \
          }                                                                                         \
          ref_unslice(lv, co, zero, 0, N, e);                                                       \
          r = ln_unslice1(v, org); TC_CHECK(same_lanes(&r, esz, N, e), "unslice1 %d", org);         \
        }                                                                                           \
        for (int k = -2 * N - 1; k <= 2 * N + 1; k++) {                                             \
          int kk = k == -2 * N - 1 ? INT32_MIN : k == 2 * N + 1 ? INT32_MAX : k;                    \
          for (int i = 0; i < N; i++) e[i] = lv[ref_floormod((int64_t)i + kk, N)];                  \
          r = ln_rotate_lanes(v, kk); TC_CHECK(same_lanes(&r, esz, N, e), "rotate_lanes %d", kk);  \
          for (int i = 0; i < N; i++) { int64_t j = (int64_t)i + kk; e[i] = j >= 0 && j < N ? lv[j] : 0; } \
          r = ln_shift_lanes(v, kk); TC_CHECK(same_lanes(&r, esz, N, e), "shift_lanes %d", kk);    \
        }                                                                                           \
        for (int i = 0; i < N; i++) e[i] = lv[N - 1 - i];                                           \
        r = ln_reverse(v); TC_CHECK(same_lanes(&r, esz, N, e), "reverse");                          \
        for (int part = -1; part <= 2; part++) {                                                    \
          uint64_t cat[2 * N];                                                                      \
          memcpy(cat, lv, sizeof lv); memcpy(cat + N, lw, sizeof lw);                               \
          for (int i = 0; i < N; i++) e[i] = cat[ref_zip_raw(i, N, part & 1)];                      \
          r = ln_zip(v, w, part); TC_CHECK(same_lanes(&r, esz, N, e), "zip %d", part);             \
          for (int i = 0; i < N; i++) e[i] = cat[ref_unzip_raw(i, N, part & 1)];                    \
          r = ln_unzip(v, w, part); TC_CHECK(same_lanes(&r, esz, N, e), "unzip %d", part);         \
        }                                                                                           \
      }                                                                                             \
      ref_compress(lv, set, N, e);                                                                  \
      r = ln_compress(v, m); TC_CHECK(same_lanes(&r, esz, N, e), "compress");                       \
      ref_expand(lv, set, N, e);                                                                    \
      r = ln_expand(v, m); TC_CHECK(same_lanes(&r, esz, N, e), "expand");                           \
    }                                                                                               \
  }

#define TEST_ELEM(E, S, U, ET, KIND) \
  TEST_T(E##2, ln_##E##2, ln_##S##2, ln_##U##2, ET, 2, KIND) \
  TEST_T(E##4, ln_##E##4, ln_##S##4, ln_##U##4, ET, 4, KIND) \
  TEST_T(E##8, ln_##E##8, ln_##S##8, ln_##U##8, ET, 8, KIND) \
  TEST_T(E##16, ln_##E##16, ln_##S##16, ln_##U##16, ET, 16, KIND)
#ifndef VS_WIDE
TEST_ELEM(char, char, uchar, int8_t, 0)
TEST_ELEM(uchar, char, uchar, uint8_t, 1)
TEST_ELEM(short, short, ushort, int16_t, 0)
TEST_ELEM(ushort, short, ushort, uint16_t, 1)
#if LN_HAS_HALF
TEST_ELEM(half, short, ushort, _Float16, 2)
#endif
#else
TEST_ELEM(int, int, uint, int32_t, 0)
TEST_ELEM(uint, int, uint, uint32_t, 1)
TEST_ELEM(long, long, ulong, int64_t, 0)
TEST_ELEM(ulong, long, ulong, uint64_t, 1)
TEST_ELEM(float, int, uint, float, 2)
TEST_ELEM(double, long, ulong, double, 2)
#endif

#define RUN_ELEM(E) test_##E##2(); test_##E##4(); test_##E##8(); test_##E##16();

int main(void) {
  tc_seed_from_env();
#ifndef VS_WIDE
  tc_family = "vshuffle objects";
  test_shuf_2(); test_shuf_4(); test_shuf_8(); test_shuf_16();
  RUN_ELEM(char) RUN_ELEM(uchar) RUN_ELEM(short) RUN_ELEM(ushort)
#if LN_HAS_HALF
  RUN_ELEM(half)
#endif
  return tc_finish("test_vshuffle");
#else
  RUN_ELEM(int) RUN_ELEM(uint) RUN_ELEM(long) RUN_ELEM(ulong) RUN_ELEM(float) RUN_ELEM(double)
  return tc_finish("test_vshuffle_wide");
#endif
}
