/* Compares lanes' Java-style shuffles with golden results computed by the JDK itself
 * (tests/java/VShuffleGolden.java, OpenJDK 17 -Xint; regenerate with tests/java/regen.sh):
 * IntVector / FloatVector species of 2-16 lanes, and ShortVector.SPECIES_512 and
 * ByteVector.SPECIES_512 for ln_vshuf32 on ln_short32 and ln_vshuf64 on ln_char64.
 * JDK 17 throws where current Java wraps; each throwing case is compared with the checked
 * lanes form (LN_EINDEX, nothing written), each non-throwing one with both forms. */
#include <lanes/vshuffle.h>
#include "common/check.h"

struct vsg_case { int op, n, a0, a1, a2; int32_t in[20], in2[16], in3[16]; int status; int32_t out[16]; };
/* the 512-bit byte and short species: vector lanes are bytes / shorts, stored as ints */
struct vsg_wide_case { int op, n, a0, a1, a2; int32_t in[67], in2[64], in3[64]; int status; int32_t out[64]; };
#include "java/vshuffle_golden.h"

enum { FROMVALUES, IOTA, ZIP, UNZIP, WRAPINDEXES, CHECKINDEXES, LANEISVALID, REARRANGE, REARRANGE_MASKED,
       REARRANGE2, SELECTFROM, SELECTFROM_MASKED, SLICE, UNSLICE, SHUFFLE_REARRANGE, WRAPINDEX, CHECKINDEX,
       LANESOURCE, SELECTFROM_FLOAT, FROMARRAY, TOVECTOR };

#define SAME(x, c) (memcmp(&(x), (c)->out, sizeof(x)) == 0)
#define SENT 0x5a5a5a5a

#define RUN_N(N)                                                                                   \
  static void run_##N(const struct vsg_case *c, int k) {                                           \
    ln_vshuf##N s = ln_vshuf##N##_from_array(c->in, 0), t = ln_vshuf##N##_from_array(c->in2, 0), so; \
    ln_int##N v, w, m, o, r;                                                                        \
    memcpy(&v, c->in2, sizeof v); memcpy(&w, c->in3, sizeof w); memcpy(&m, c->in3, sizeof m);     \
    ln_int##N sent = ln_splat(ln_int##N, SENT);                                                     \
    ln_int##N sv = ln_vshuf##N##_to_vector(s);                                                      \
    ln_status st = LN_OK, want = (ln_status)c->status;                                              \
    int32_t i32 = SENT;                                                                             \
    o = sent;                                                                                       \
    switch (c->op) {                                                                                \
      case FROMVALUES: TC_CHECK(SAME(sv, c), "case %d fromValues", k);                              \
        { ln_vshuf##N s2 = ln_vshuf##N##_from_vector(ln_vshuf##N##_to_vector(s)); TC_CHECK(ln_vshuf##N##_equal(s, s2), "case %d", k); } \
        break;                                                                                      \
      case WRAPINDEXES: r = ln_vshuf##N##_to_vector(ln_vshuf##N##_wrap_indexes(s)); TC_CHECK(SAME(r, c), "case %d wrapIndexes", k); break; \
      case CHECKINDEXES: so = ln_vshuf##N##_iota(0, 1, 1); st = ln_vshuf##N##_check_indexes(s, &so); \
        TC_CHECK(st == want, "case %d checkIndexes status %d", k, (int)st);                         \
        r = ln_vshuf##N##_to_vector(so);                                                             \
        if (st == LN_OK) TC_CHECK(SAME(r, c), "case %d checkIndexes", k);                           \
        else TC_CHECK(ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)), "case %d checkIndexes wrote", k); \
        break;                                                                                      \
      case LANEISVALID: r = ln_vshuf##N##_lane_is_valid(s); TC_CHECK(SAME(r, c), "case %d laneIsValid", k); break; \
      case TOVECTOR: TC_CHECK(SAME(sv, c), "case %d toVector", k); break;                           \
      case REARRANGE: st = ln_rearrange_checked(v, s, &o);                                          \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d rearrange", k); \
        if (st == LN_OK) { r = ln_rearrange(v, s); TC_CHECK(SAME(r, c), "case %d rearrange wrap", k); } \
        break;                                                                                      \
      case REARRANGE_MASKED: st = ln_rearrange_masked_checked(v, s, m, &o);                         \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d rearrange masked", k); \
        if (st == LN_OK) { r = ln_rearrange_masked(v, s, m); TC_CHECK(SAME(r, c), "case %d rearrange masked wrap", k); } \
        break;                                                                                      \
      case REARRANGE2: r = ln_rearrange2(v, s, w); TC_CHECK(want == LN_OK && SAME(r, c), "case %d rearrange2", k); break; \
      case SELECTFROM: { ln_int##N x; memcpy(&x, c->in, sizeof x);                                  \
        st = ln_select_from_checked(x, v, &o);                                                      \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d selectFrom", k); \
        if (st == LN_OK) { r = ln_select_from(x, v); TC_CHECK(SAME(r, c), "case %d selectFrom wrap", k); } } \
        break;                                                                                      \
      case SELECTFROM_MASKED: { ln_int##N x; memcpy(&x, c->in, sizeof x);                           \
        st = ln_rearrange_masked_checked(v, ln_vshuf##N##_from_vector(x), m, &o);                   \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d selectFrom masked", k); \
        if (st == LN_OK) { r = ln_select_from_masked(x, v, m); TC_CHECK(SAME(r, c), "case %d selectFrom masked wrap", k); } } \
        break;                                                                                      \
      case SELECTFROM_FLOAT: { ln_float##N x, fv, fo, fsent;                                        \
        memcpy(&x, c->in, sizeof x); memcpy(&fv, c->in2, sizeof fv); memcpy(&fsent, &sent, sizeof fsent); \
        fo = fsent; st = ln_select_from_checked(x, fv, &fo);                                        \
        TC_CHECK(st == want && (st ? !memcmp(&fo, &fsent, sizeof fo) : SAME(fo, c)), "case %d float selectFrom", k); \
        if (st == LN_OK) { fo = ln_select_from(x, fv); TC_CHECK(SAME(fo, c), "case %d float selectFrom wrap", k); } } \
        break;                                                                                      \
      case SHUFFLE_REARRANGE: so = s; st = ln_vshuf##N##_rearrange_checked(s, t, &so);              \
        r = ln_vshuf##N##_to_vector(so);                                                             \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, s) : SAME(r, c)), "case %d shuffle.rearrange", k); \
        if (st == LN_OK) { r = ln_vshuf##N##_to_vector(ln_vshuf##N##_rearrange(s, t)); TC_CHECK(SAME(r, c), "case %d", k); } \
        break;                                                                                      \
      case WRAPINDEX: TC_CHECK(want == LN_OK && ln_vshuf##N##_wrap_index(c->a0) == c->out[0], "case %d wrapIndex", k); break; \
      case CHECKINDEX: st = ln_vshuf##N##_check_index(c->a0, &i32);                                 \
        TC_CHECK(st == want && i32 == (st ? SENT : c->out[0]), "case %d checkIndex", k); break;     \
      case LANESOURCE: st = ln_vshuf##N##_lane_source_checked(s, c->a0, &i32);                      \
        TC_CHECK(st == want && i32 == (st ? SENT : c->out[0]), "case %d laneSource", k); break;     \
      case IOTA: r = ln_vshuf##N##_to_vector(ln_vshuf##N##_iota(c->a0, c->a1, c->a2));              \
        TC_CHECK(want == LN_OK && SAME(r, c), "case %d iota", k); break;                            \
      case FROMARRAY: so = ln_vshuf##N##_iota(0, 1, 1);                                             \
        st = ln_vshuf##N##_from_array_checked(c->in, N + 3, (size_t)(ptrdiff_t)c->a0, &so);         \
        r = ln_vshuf##N##_to_vector(so);                                                             \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)) : SAME(r, c)), "case %d fromArray", k); \
        break;                                                                                      \
      case ZIP: case UNZIP: so = ln_vshuf##N##_iota(0, 1, 1);                                       \
        st = c->op == ZIP ? ln_vshuf##N##_make_zip(c->a0, &so) : ln_vshuf##N##_make_unzip(c->a0, &so); \
        r = ln_vshuf##N##_to_vector(so);                                                             \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)) : SAME(r, c)), "case %d zip/unzip", k); \
        break;                                                                                      \
      case SLICE: st = ln_slice_checked(v, c->a0, w, &o);                                           \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d slice", k); \
        if (st == LN_OK) { r = ln_slice(v, c->a0, w); TC_CHECK(SAME(r, c), "case %d", k); }         \
        break;                                                                                      \
      case UNSLICE: /* JDK 17 does not throw for part not 0/1 (javadoc says it throws, lanes  \
                       follows the javadoc in the checked form); it treats it as part 1 */      \
        if (want == LN_OK && c->a1 != 0 && c->a1 != 1) {                                            \
          st = ln_unslice_checked(v, c->a0, w, c->a1, &o);                                          \
          TC_CHECK(st == LN_EINDEX && !memcmp(&o, &sent, sizeof o), "case %d unslice bad part", k); \
          r = ln_unslice(v, c->a0, w, c->a1); TC_CHECK(SAME(r, c), "case %d unslice part %d", k, c->a1); \
          break;                                                                                    \
        }                                                                                           \
        st = ln_unslice_checked(v, c->a0, w, c->a1, &o);                                            \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : SAME(o, c)), "case %d unslice", k); \
        if (st == LN_OK) { r = ln_unslice(v, c->a0, w, c->a1); TC_CHECK(SAME(r, c), "case %d", k); } \
        break;                                                                                      \
      default: TC_CHECK(0, "case %d: unknown op %d", k, c->op);                                     \
    }                                                                                               \
  }
RUN_N(2)
RUN_N(4)
RUN_N(8)
RUN_N(16)

/* ---- ShortVector.SPECIES_512 (ln_vshuf32 on ln_short32), ByteVector.SPECIES_512 (ln_vshuf64 on
 * ln_char64): the same checks; vectors of T built from and compared with the int lanes ---- */
#define W_SAME(x, c) w_same(&(x), sizeof((x)[0]), (c)->n, (c)->out)
static int w_same(const void *p, size_t esz, int n, const int32_t *e) {
  for (int i = 0; i < n; i++) {
    int32_t x;
    if (esz == 1) { int8_t b; memcpy(&b, (const char *)p + i, 1); x = b; }
    else { int16_t h; memcpy(&h, (const char *)p + 2 * i, 2); x = h; }
    if (x != e[i]) return 0;
  }
  return 1;
}
#define W_SHUF_SAME(sh, c) w_same(&(sh).ix, 1, (c)->n, (c)->out)
#define RUN_W(N, T)                                                                                \
  static T w_vec_##N(const int32_t *a) { T r; for (int i = 0; i < N; i++) r[i] = a[i]; return r; } \
  static void run_w##N(const struct vsg_wide_case *c, int k) {                                     \
    ln_vshuf##N s = ln_vshuf##N##_from_array(c->in, 0), t = ln_vshuf##N##_from_array(c->in2, 0), so; \
    T v = w_vec_##N(c->in2), w = w_vec_##N(c->in3), m = w_vec_##N(c->in3), o, r;                   \
    T sent = ln_splat(T, 0x5a);                                                                     \
    ln_status st = LN_OK, want = (ln_status)c->status;                                              \
    int32_t i32 = SENT;                                                                             \
    o = sent;                                                                                       \
    switch (c->op) {                                                                                \
      case FROMVALUES: TC_CHECK(W_SHUF_SAME(s, c), "wide case %d fromValues", k);                    \
        { ln_vshuf##N s2 = ln_vshuf##N##_from_vector(ln_vshuf##N##_to_vector(s)); TC_CHECK(ln_vshuf##N##_equal(s, s2), "wide case %d", k); } \
        break;                                                                                      \
      case WRAPINDEXES: so = ln_vshuf##N##_wrap_indexes(s); TC_CHECK(W_SHUF_SAME(so, c), "wide case %d wrapIndexes", k); break; \
      case CHECKINDEXES: so = ln_vshuf##N##_iota(0, 1, 1); st = ln_vshuf##N##_check_indexes(s, &so); \
        TC_CHECK(st == want, "wide case %d checkIndexes status %d", k, (int)st);                    \
        if (st == LN_OK) TC_CHECK(W_SHUF_SAME(so, c), "wide case %d checkIndexes", k);              \
        else TC_CHECK(ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)), "wide case %d checkIndexes wrote", k); \
        break;                                                                                      \
      case LANEISVALID: r = ln_vshuf##N##_lane_is_valid(s); TC_CHECK(W_SAME(r, c), "wide case %d laneIsValid", k); break; \
      case TOVECTOR: r = ln_vshuf##N##_to_vector(s); TC_CHECK(W_SAME(r, c), "wide case %d toVector", k); break; \
      case REARRANGE: st = ln_rearrange_checked(v, s, &o);                                          \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d rearrange", k); \
        if (st == LN_OK) { r = ln_rearrange(v, s); TC_CHECK(W_SAME(r, c), "wide case %d rearrange wrap", k); } \
        break;                                                                                      \
      case REARRANGE_MASKED: st = ln_rearrange_masked_checked(v, s, m, &o);                         \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d rearrange masked", k); \
        if (st == LN_OK) { r = ln_rearrange_masked(v, s, m); TC_CHECK(W_SAME(r, c), "wide case %d rearrange masked wrap", k); } \
        break;                                                                                      \
      case REARRANGE2: r = ln_rearrange2(v, s, w); TC_CHECK(want == LN_OK && W_SAME(r, c), "wide case %d rearrange2", k); break; \
      case SELECTFROM: { T x = w_vec_##N(c->in);                                                    \
        st = ln_select_from_checked(x, v, &o);                                                      \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d selectFrom", k); \
        if (st == LN_OK) { r = ln_select_from(x, v); TC_CHECK(W_SAME(r, c), "wide case %d selectFrom wrap", k); } } \
        break;                                                                                      \
      case SELECTFROM_MASKED: { T x = w_vec_##N(c->in);                                             \
        st = ln_rearrange_masked_checked(v, ln_vshuf##N##_from_vector(x), m, &o);                   \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d selectFrom masked", k); \
        if (st == LN_OK) { r = ln_select_from_masked(x, v, m); TC_CHECK(W_SAME(r, c), "wide case %d selectFrom masked wrap", k); } } \
        break;                                                                                      \
      case SHUFFLE_REARRANGE: so = s; st = ln_vshuf##N##_rearrange_checked(s, t, &so);              \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, s) : W_SHUF_SAME(so, c)), "wide case %d shuffle.rearrange", k); \
        if (st == LN_OK) { so = ln_vshuf##N##_rearrange(s, t); TC_CHECK(W_SHUF_SAME(so, c), "wide case %d", k); } \
        break;                                                                                      \
      case WRAPINDEX: TC_CHECK(want == LN_OK && ln_vshuf##N##_wrap_index(c->a0) == c->out[0], "wide case %d wrapIndex", k); break; \
      case CHECKINDEX: st = ln_vshuf##N##_check_index(c->a0, &i32);                                 \
        TC_CHECK(st == want && i32 == (st ? SENT : c->out[0]), "wide case %d checkIndex", k); break; \
      case LANESOURCE: st = ln_vshuf##N##_lane_source_checked(s, c->a0, &i32);                      \
        TC_CHECK(st == want && i32 == (st ? SENT : c->out[0]), "wide case %d laneSource", k); break; \
      case IOTA: so = ln_vshuf##N##_iota(c->a0, c->a1, c->a2);                                      \
        TC_CHECK(want == LN_OK && W_SHUF_SAME(so, c), "wide case %d iota", k); break;               \
      case FROMARRAY: so = ln_vshuf##N##_iota(0, 1, 1);                                             \
        st = ln_vshuf##N##_from_array_checked(c->in, N + 3, (size_t)(ptrdiff_t)c->a0, &so);         \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)) : W_SHUF_SAME(so, c)), "wide case %d fromArray", k); \
        break;                                                                                      \
      case ZIP: case UNZIP: so = ln_vshuf##N##_iota(0, 1, 1);                                       \
        st = c->op == ZIP ? ln_vshuf##N##_make_zip(c->a0, &so) : ln_vshuf##N##_make_unzip(c->a0, &so); \
        TC_CHECK(st == want && (st ? ln_vshuf##N##_equal(so, ln_vshuf##N##_iota(0, 1, 1)) : W_SHUF_SAME(so, c)), "wide case %d zip/unzip", k); \
        break;                                                                                      \
      case SLICE: st = ln_slice_checked(v, c->a0, w, &o);                                           \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d slice", k); \
        if (st == LN_OK) { r = ln_slice(v, c->a0, w); TC_CHECK(W_SAME(r, c), "wide case %d", k); }  \
        break;                                                                                      \
      case UNSLICE: /* as RUN_N: JDK 17 takes a part other than 0/1 as part 1 */                    \
        if (want == LN_OK && c->a1 != 0 && c->a1 != 1) {                                            \
          st = ln_unslice_checked(v, c->a0, w, c->a1, &o);                                          \
          TC_CHECK(st == LN_EINDEX && !memcmp(&o, &sent, sizeof o), "wide case %d unslice bad part", k); \
          r = ln_unslice(v, c->a0, w, c->a1); TC_CHECK(W_SAME(r, c), "wide case %d unslice part %d", k, c->a1); \
          break;                                                                                    \
        }                                                                                           \
        st = ln_unslice_checked(v, c->a0, w, c->a1, &o);                                            \
        TC_CHECK(st == want && (st ? !memcmp(&o, &sent, sizeof o) : W_SAME(o, c)), "wide case %d unslice", k); \
        if (st == LN_OK) { r = ln_unslice(v, c->a0, w, c->a1); TC_CHECK(W_SAME(r, c), "wide case %d", k); } \
        break;                                                                                      \
      default: TC_CHECK(0, "wide case %d: unexpected op %d", k, c->op);                             \
    }                                                                                               \
  }
RUN_W(32, ln_short32)
RUN_W(64, ln_char64)

int main(void) {
  tc_family = "vshuffle vs JDK 17";
  int ops[32] = {0}, thrown = 0;
  for (int k = 0; k < VSG_COUNT; k++) {
    const struct vsg_case *c = &vsg_cases[k];
    ops[c->op & 31]++;
    thrown += c->status != 0;
    switch (c->n) {
      case 2: run_2(c, k); break;
      case 4: run_4(c, k); break;
      case 8: run_8(c, k); break;
      case 16: run_16(c, k); break;
      default: TC_CHECK(0, "bad lane count %d", c->n);
    }
  }
  for (int op = 0; op <= TOVECTOR; op++) TC_CHECK(ops[op] > 0, "golden file has no case of op %d", op);
  TC_CHECK(thrown > 100, "golden file has too few throwing cases (%d)", thrown);
  int wide_ops[32] = {0}, wide_n[2] = {0, 0}, wide_thrown = 0;
  for (int k = 0; k < VSG_WIDE_COUNT; k++) {
    const struct vsg_wide_case *c = &vsg_wide_cases[k];
    wide_ops[c->op & 31]++;
    wide_thrown += c->status != 0;
    switch (c->n) {
      case 32: run_w32(c, k); wide_n[0]++; break;
      case 64: run_w64(c, k); wide_n[1]++; break;
      default: TC_CHECK(0, "bad wide lane count %d", c->n);
    }
  }
  for (int op = 0; op <= FROMARRAY; op++)
    TC_CHECK(op == SELECTFROM_FLOAT || wide_ops[op] > 0, "golden file has no 512-bit byte/short case of op %d", op);
  TC_CHECK(wide_n[0] > 100 && wide_n[1] > 100 && wide_thrown > 50, "too few 512-bit cases (%d, %d, %d throwing)",
           wide_n[0], wide_n[1], wide_thrown);
  return tc_finish("test_vshuffle_java");
}
