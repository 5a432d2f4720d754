/* libFuzzer target: lanes/vshuffle.h.  Each input picks an operation, an element type (char,
 * short, int, long, float, double: every lane width, integer and floating select_from indexes)
 * and N in {2,4,8,16}, then raw int32 shuffle indexes (any value), v, w, the select_from index
 * lanes, the lookup index lanes (any unsigned value), mask lanes (any bits), an edge policy
 * (wrap, zero, error, and invalid values) and the origin / part / lane count arguments.
 * The shuffle is made with ln_vshufN_from_array and its stored indexes are checked (partial
 * wrapping); then one of rearrange[_zero|_edge|_masked|_masked_checked|2], select_from[_edge|
 * _masked|2|2_edge], lookup[_zero|_edge|2|2_zero|2_edge], slice[_checked], unslice[_checked],
 * reverse, rotate_lanes, shift_lanes, zip, unzip, iota is called and every result lane and
 * status is compared with tests/ref/ref_vshuffle.h (a failing call must write nothing).  The
 * rearrange forms are also run through the portable kernels ln__vs_gp1/gpz/gp2/gp2z/gpm, so an
 * ISA build (v3, v4) checks the pshufb / AVX2 / AVX-512 kernels and the portable ones. */
/* fuzz-variants: base v3 v4 */
#include <lanes/vshuffle.h>

#include "fuzz/fuzz.h"
#include "ref/ref_vshuffle.h"

enum { O_RE, O_REZ, O_REE, O_REM, O_REMC, O_RE2, O_SF, O_SFE, O_SFM, O_SF2, O_SF2E, O_LU, O_LUZ, O_LUE,
       O_LU2, O_LU2Z, O_LU2E, O_SL, O_SLC, O_USL, O_USLC, O_REV, O_ROT, O_SHL, O_ZIP, O_UNZIP, O_IOTA, O_NOPS };
static const char *const op_name[O_NOPS] = {
    "rearrange", "rearrange_zero", "rearrange_edge", "rearrange_masked", "rearrange_masked_checked", "rearrange2",
    "select_from", "select_from_edge", "select_from_masked", "select_from2", "select_from2_edge", "lookup",
    "lookup_zero", "lookup_edge", "lookup2", "lookup2_zero", "lookup2_edge", "slice", "slice_checked", "unslice",
    "unslice_checked", "reverse", "rotate_lanes", "shift_lanes", "zip", "unzip", "vshuf_iota"};

typedef struct {
  const void *v, *w, *x, *u, *m;
  const int32_t *raw;
  int op, e, a1, a2, wrap;
} args;

#define ST(x)                  \
  {                            \
    __auto_type t_ = (x);      \
    memcpy(r, &t_, sizeof t_); \
  }
/* T element type, K its unsigned kernel type, M its mask type, N lanes.  Returns the status
 * (LN_OK for operations without one); ix: the stored shuffle indexes; r: result (untouched on
 * error); r2: the portable kernel's result for the rearrange forms. */
#define FN(T, K, M, N)                                                                                     \
  static int vs_##T##N(const args *A, signed char *ix, void *r, void *r2, int *has2) {                    \
    ln_##T##N v, w, x, o;                                                                                  \
    ln_##K##N u;                                                                                           \
    ln_##M##N m;                                                                                           \
    memcpy(&v, A->v, sizeof v);                                                                            \
    memcpy(&w, A->w, sizeof w);                                                                            \
    memcpy(&x, A->x, sizeof x);                                                                            \
    memcpy(&u, A->u, sizeof u);                                                                            \
    memcpy(&m, A->m, sizeof m);                                                                            \
    memcpy(&o, r, sizeof o);                                                                               \
    ln_vshuf##N s = ln_vshuf##N##_from_array(A->raw, 0);                                                   \
    memcpy(ix, &s.ix, N);                                                                                  \
    ln_##K##N kv = (ln_##K##N)v, kw = (ln_##K##N)w;                                                        \
    ln_status st = LN_OK;                                                                                  \
    *has2 = 1;                                                                                             \
    switch (A->op) {                                                                                       \
      case O_RE: ST(ln_rearrange(v, s)) { __auto_type t_ = ln__vs_gp1_##K##N(kv, s.ix); memcpy(r2, &t_, sizeof t_); } break; \
      case O_REZ: ST(ln_rearrange_zero(v, s)) { __auto_type t_ = ln__vs_gpz_##K##N(kv, s.ix); memcpy(r2, &t_, sizeof t_); } break; \
      case O_REE: st = ln_rearrange_edge(v, s, (ln_edge)A->e, &o); memcpy(r, &o, sizeof o); *has2 = 0; break; \
      case O_REM: ST(ln_rearrange_masked(v, s, m)) { __auto_type t_ = ln__vs_gpm_##K##N(kv, s.ix, m); memcpy(r2, &t_, sizeof t_); } break; \
      case O_REMC: st = ln_rearrange_masked_checked(v, s, m, &o); memcpy(r, &o, sizeof o); *has2 = 0; break; \
      case O_RE2: ST(ln_rearrange2(v, s, w)) { __auto_type t_ = ln__vs_gp2_##K##N(kv, kw, s.ix); memcpy(r2, &t_, sizeof t_); } break; \
      default: *has2 = 0; break;                                                                           \
    }                                                                                                      \
    if (A->op == O_REZ) { /* P2Z with indexes in [-N, N): the same lanes as PZ */                          \
      __auto_type t2_ = ln__vs_gp2z_##K##N(kv, kw, s.ix);                                                  \
      ln_##K##N t3_;                                                                                       \
      memcpy(&t3_, r2, sizeof t3_);                                                                        \
      if (memcmp(&t2_, &t3_, sizeof t3_)) { (void)memcpy(r2, &t2_, sizeof t2_); *has2 = 2; }               \
    }                                                                                                      \
    switch (A->op) {                                                                                       \
      case O_SF: ST(ln_select_from(x, v)) break;                                                           \
      case O_SFE: st = ln_select_from_edge(x, v, (ln_edge)A->e, &o); memcpy(r, &o, sizeof o); break;      \
      case O_SFM: ST(ln_select_from_masked(x, v, m)) break;                                                \
      case O_SF2: ST(ln_select_from2(x, v, w)) break;                                                      \
      case O_SF2E: st = ln_select_from2_edge(x, v, w, (ln_edge)A->e, &o); memcpy(r, &o, sizeof o); break; \
      case O_LU: ST(ln_lookup(v, u)) break;                                                                \
      case O_LUZ: ST(ln_lookup_zero(v, u)) break;                                                          \
      case O_LUE: st = ln_lookup_edge(v, u, (ln_edge)A->e, &o); memcpy(r, &o, sizeof o); break;           \
      case O_LU2: ST(ln_lookup2(v, w, u)) break;                                                           \
      case O_LU2Z: ST(ln_lookup2_zero(v, w, u)) break;                                                     \
      case O_LU2E: st = ln_lookup2_edge(v, w, u, (ln_edge)A->e, &o); memcpy(r, &o, sizeof o); break;      \
      case O_SL: ST(ln_slice(v, A->a1, w)) break;                                                          \
      case O_SLC: st = ln_slice_checked(v, A->a1, w, &o); memcpy(r, &o, sizeof o); break;                 \
      case O_USL: ST(ln_unslice(v, A->a1, w, A->a2)) break;                                                \
      case O_USLC: st = ln_unslice_checked(v, A->a1, w, A->a2, &o); memcpy(r, &o, sizeof o); break;       \
      case O_REV: ST(ln_reverse(v)) break;                                                                 \
      case O_ROT: ST(ln_rotate_lanes(v, A->a1)) break;                                                     \
      case O_SHL: ST(ln_shift_lanes(v, A->a1)) break;                                                      \
      case O_ZIP: ST(ln_zip(v, w, A->a2)) break;                                                           \
      case O_UNZIP: ST(ln_unzip(v, w, A->a2)) break;                                                       \
      case O_IOTA: {                                                                                       \
        ln_vshuf##N t = ln_vshuf##N##_iota(A->a1, A->a2, A->wrap);                                         \
        memcpy(r, &t.ix, N);                                                                               \
        break;                                                                                             \
      }                                                                                                    \
      default: break;                                                                                      \
    }                                                                                                      \
    return (int)st;                                                                                        \
  }
#define FNS(T, K, M) FN(T, K, M, 2) FN(T, K, M, 4) FN(T, K, M, 8) FN(T, K, M, 16)
FNS(char, uchar, char)
FNS(short, ushort, short)
FNS(int, uint, int)
FNS(long, ulong, long)
FNS(float, uint, int)
FNS(double, ulong, long)

typedef int (*vsfn)(const args *, signed char *, void *, void *, int *);
#define ROW(T) {vs_##T##2, vs_##T##4, vs_##T##8, vs_##T##16}
static const struct {
  const char *name;
  int bits;
  char kind;
  vsfn f[4];
} types[6] = {{"char", 8, 'i', ROW(char)}, {"short", 16, 'i', ROW(short)}, {"int", 32, 'i', ROW(int)},
              {"long", 64, 'i', ROW(long)}, {"float", 32, 'f', ROW(float)}, {"double", 64, 'f', ROW(double)}};

static uint64_t sext(uint64_t x, int bits) {
  return bits == 64 ? x : (x & (1ull << (bits - 1))) ? x | ~fz_mask(bits) : x;
}
/* Java's (int) cast of an index lane */
static int32_t idx_of(uint64_t x, int bits, char kind) {
  if (kind == 'f') {
    if (bits == 32) { uint32_t b = (uint32_t)x; float f; memcpy(&f, &b, 4); return ref_d2i((double)f); }
    double d; memcpy(&d, &x, 8); return ref_d2i(d);
  }
  return ref_l2i((int64_t)sext(x, bits));
}
static int edge_ok(int e) { return e >= 0 && e <= 2; }

static int32_t arg_int(fz_in *in, int n) {
  uint8_t k = fz_u8(in);
  if (k < 200) return (int32_t)(k % (3 * n + 7)) - n - 3; /* around [0, N] */
  return (int32_t)(uint32_t)fz_raw(in, 4);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  fz_in in = {data, size};
  int op = fz_u8(&in) % O_NOPS;
  uint8_t sel = fz_u8(&in);
  int t = sel % 6, ni = (sel / 6) % 4, n = 2 << ni, bits = types[t].bits, wd = bits / 8;
  char kind = types[t].kind;
  args A;
  int32_t raw[16];
  _Alignas(128) uint8_t v[128], w[128], x[128], u[128], m[128], got[128], got2[128], want[128];
  signed char ix[16];
  for (int i = 0; i < n; i++) raw[i] = fz_u8(&in) < 200 ? (int32_t)(fz_u8(&in) % (4 * n)) - 2 * n : (int32_t)(uint32_t)fz_raw(&in, 4);
  fz_fill(v, &in, bits, kind, n);
  fz_fill(w, &in, bits, kind, n);
  for (int i = 0; i < n; i++) {
    uint8_t k = fz_u8(&in);
    uint64_t xv = kind == 'f' && k >= 128 ? fz_lane(&in, bits, 'f')
                  : k < 64 ? (uint64_t)((int)(k % (4 * n)) - n) & fz_mask(bits)
                           : fz_lane(&in, bits, 'i');
    fz_put(x, wd, i, xv);
    k = fz_u8(&in);
    fz_put(u, wd, i, k < 128 ? (uint64_t)(k % (3 * n)) : fz_lane(&in, bits, 'i'));
    fz_put(m, wd, i, fz_lane(&in, bits, 'i'));
  }
  uint8_t eb = fz_u8(&in);
  A.e = eb < 240 ? eb % 3 : (int)(int8_t)fz_u8(&in);
  A.a1 = arg_int(&in, n);
  A.a2 = arg_int(&in, n);
  if (op == O_IOTA) A.a1 = (int32_t)(uint32_t)fz_raw(&in, 4), A.a2 = arg_int(&in, n);
  A.wrap = fz_u8(&in) & 1;
  A.v = v; A.w = w; A.x = x; A.u = u; A.m = m; A.raw = raw; A.op = op;
  memset(got, 0xa5, sizeof got);
  memset(got2, 0x5a, sizeof got2);
  int has2 = 0, st = types[t].f[ni](&A, ix, got, got2, &has2);

  /* the model */
  uint64_t V[16], W[16], R[16];
  int S[16], wst = REF_OK, rw = wd; /* result lane bytes */
  int32_t X[16];
  uint64_t U[16];
  for (int i = 0; i < n; i++) {
    V[i] = fz_get(v, wd, i); W[i] = fz_get(w, wd, i);
    S[i] = ref_pwrap(raw[i], n);
    X[i] = idx_of(fz_get(x, wd, i), bits, kind);
    U[i] = fz_get(u, wd, i);
  }
  int bad_ix = 0;
  for (int i = 0; i < n; i++) bad_ix |= ix[i] != S[i];
  int e = A.e, o = A.a1, part = A.a2;
  int edge = edge_ok(e) ? e : REF_WRAP;
  switch (op) {
    case O_RE: ref_rearrange(V, S, n, REF_WRAP, R); break;
    case O_REZ: ref_rearrange(V, S, n, REF_ZERO, R); break;
    case O_REE: wst = edge_ok(e) ? ref_rearrange(V, S, n, e, R) : REF_EINVAL; break;
    case O_REM:
    case O_REMC:
      ref_rearrange(V, S, n, REF_WRAP, R);
      for (int i = 0; i < n; i++) {
        int set = (fz_get(m, wd, i) >> (bits - 1)) & 1;
        if (!set) R[i] = 0;
        else if (op == O_REMC && S[i] < 0) wst = REF_EINDEX;
      }
      break;
    case O_RE2: ref_rearrange2(V, S, W, n, R); break;
    case O_SF: ref_select(V, 0, X, n, 1, REF_WRAP, R); break;
    case O_SFE: wst = edge_ok(e) ? ref_select(V, 0, X, n, 1, edge, R) : REF_EINVAL; break;
    case O_SFM:
      ref_select(V, 0, X, n, 1, REF_WRAP, R);
      for (int i = 0; i < n; i++) if (!((fz_get(m, wd, i) >> (bits - 1)) & 1)) R[i] = 0;
      break;
    case O_SF2: ref_select(V, W, X, n, 2, REF_WRAP, R); break;
    case O_SF2E: wst = edge_ok(e) ? ref_select(V, W, X, n, 2, edge, R) : REF_EINVAL; break;
    case O_LU: ref_lookup(V, 0, U, n, 1, REF_WRAP, R); break;
    case O_LUZ: ref_lookup(V, 0, U, n, 1, REF_ZERO, R); break;
    case O_LUE: wst = edge_ok(e) ? ref_lookup(V, 0, U, n, 1, edge, R) : REF_EINVAL; break;
    case O_LU2: ref_lookup(V, W, U, n, 2, REF_WRAP, R); break;
    case O_LU2Z: ref_lookup(V, W, U, n, 2, REF_ZERO, R); break;
    case O_LU2E: wst = edge_ok(e) ? ref_lookup(V, W, U, n, 2, edge, R) : REF_EINVAL; break;
    case O_SL:
    case O_SLC:
      if (op == O_SLC && (o < 0 || o > n)) { wst = REF_EINDEX; break; }
      ref_slice(V, o < 0 ? 0 : o > n ? n : o, W, n, R);
      break;
    case O_USL:
    case O_USLC:
      if (op == O_USLC && (o < 0 || o > n || (part != 0 && part != 1))) { wst = REF_EINDEX; break; }
      ref_unslice(V, o < 0 ? 0 : o > n ? n : o, W, part != 0, n, R);
      break;
    case O_REV: for (int i = 0; i < n; i++) R[i] = V[n - 1 - i]; break;
    case O_ROT: for (int i = 0; i < n; i++) R[i] = V[ref_floormod((int64_t)i + o, n)]; break;
    case O_SHL: for (int i = 0; i < n; i++) { int64_t j = (int64_t)i + o; R[i] = j >= 0 && j < n ? V[j] : 0; } break;
    case O_ZIP:
    case O_UNZIP: {
      int zs[16];
      for (int i = 0; i < n; i++)
        zs[i] = ref_pwrap(op == O_ZIP ? ref_zip_raw(i, n, part & 1) : ref_unzip_raw(i, n, part & 1), n);
      ref_rearrange2(V, zs, W, n, R);
      break;
    }
    default: /* iota: the stored indexes (bytes) */
      rw = 1;
      for (int i = 0; i < n; i++) R[i] = (uint64_t)(uint8_t)(int8_t)ref_iota(i, A.a1, A.a2, A.wrap, n);
      break;
  }
  if (wst != REF_OK) memset(want, 0xa5, sizeof want);
  else for (int i = 0; i < n; i++) fz_put(want, rw, i, R[i]);
  int bad = bad_ix || st != wst || memcmp(got, want, (size_t)(n * rw)) || (has2 && memcmp(got2, want, (size_t)(n * rw)));
  if (bad) {
    fprintf(stderr, "ln_%s on %s%d: e=%d a1=%d a2=%d wrap=%d status %d want %d%s%s\n", op_name[op], types[t].name, n,
            A.e, A.a1, A.a2, A.wrap, st, wst, bad_ix ? " (stored shuffle indexes differ)" : "",
            has2 == 2 ? " (P2Z kernel differs from PZ)" : "");
    fprintf(stderr, "  raw:");
    for (int i = 0; i < n; i++) fprintf(stderr, " %d", (int)raw[i]);
    fprintf(stderr, "\n  stored:");
    for (int i = 0; i < n; i++) fprintf(stderr, " %d (want %d)", ix[i], S[i]);
    fputc('\n', stderr);
    fz_dump("v", v, wd, n);
    fz_dump("w", w, wd, n);
    fz_dump("x", x, wd, n);
    fz_dump("lookup idx", u, wd, n);
    fz_dump("mask", m, wd, n);
    fz_dump("want", want, rw, n);
    fz_dump("got", got, rw, n);
    if (has2) fz_dump("portable", got2, rw, n);
    FZ_FAIL("vshuffle");
  }
  return 0;
}
