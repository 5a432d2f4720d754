/* The kernel layer's atomic functions (tests/clc/atomics.cl, atomics_local.cl) against models
 * written here: every operation, spelling (atomic_*, atom_*) and type on cells of each work-item's
 * own (old values and final cells exact), and under contention from three threads running the
 * work-groups at once (ln_kernel_run_part): a 10^7-item histogram and every operation on shared
 * cells, whose final values do not depend on the order. */
#include <string.h>

#include "clc_test.h"

LN_KERNEL_DECLARE(cells_int);
LN_KERNEL_DECLARE(cells_uint);
LN_KERNEL_DECLARE(cells_atom_int);
LN_KERNEL_DECLARE(cells_atom_uint);
LN_KERNEL_DECLARE(cells_long);
LN_KERNEL_DECLARE(cells_ulong);
LN_KERNEL_DECLARE(cells_float);
LN_KERNEL_DECLARE(histogram);
LN_KERNEL_DECLARE(contend);
LN_KERNEL_DECLARE(local_atomics);

/* ---- each work-item's own cells: the model of one operation on a `bits`-wide cell ---- */
enum { OPS = 11, CN = 256 };
static const char *const op_name[OPS] = {"add", "sub", "xchg", "inc", "dec", "cmpxchg", "min", "max",
                                         "and", "or", "xor"};
/* Values as uint64 patterns of the cell width; signed compares min/max as signed. */
static uint64_t model(int op, uint64_t c, uint64_t v, uint64_t w, int bits, int is_signed) {
  uint64_t m = bits == 64 ? ~0ull : (1ull << bits) - 1;
  int64_t sc = bits == 64 ? (int64_t)c : (int64_t)(int32_t)(uint32_t)c;
  int64_t sv = bits == 64 ? (int64_t)v : (int64_t)(int32_t)(uint32_t)v;
  int less = is_signed ? sv < sc : v < c;
  switch (op) {
    case 0: return (c + v) & m;
    case 1: return (c - v) & m;
    case 2: return v;
    case 3: return (c + 1) & m;
    case 4: return (c - 1) & m;
    case 5: return c == v ? w : c;
    case 6: return less ? v : c;
    case 7: return less ? c : v;
    case 8: return c & v;
    case 9: return c | v;
    default: return c ^ v;
  }
}
/* an edge value or a random one, as a pattern of the width */
static uint64_t pick(int bits) {
  static const uint64_t edges[] = {0, 1, 2, 0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull,
                                   0x7fffffff, 0x80000000u, 0xffffffffu, 0xfffffffeu};
  uint64_t r = next(), x = (r & 3) == 0 ? edges[(r >> 8) % 10] : next();
  return bits == 64 ? x : x & 0xffffffffu;
}

static void test_cells(const ln_kernel *k, const char *name, int bits, int is_signed) {
  size_t es = (size_t)bits / 8;
  uint64_t x[CN + 1], cell0[CN * OPS];
  unsigned char xb[(CN + 1) * 8], cb[CN * OPS * 8], ob[CN * OPS * 8];
  for (int i = 0; i <= CN; i++) x[i] = pick(bits);
  for (int c = 0; c < CN * OPS; c++) cell0[c] = pick(bits);
  for (int i = 0; i < CN; i += 2) cell0[i * OPS + 5] = x[i];   /* cmpxchg: equal for even i */
  for (int i = 0; i <= CN; i++) memcpy(xb + i * es, &x[i], es);   /* little-endian: low bytes */
  for (int c = 0; c < CN * OPS; c++) memcpy(cb + c * es, &cell0[c], es);
  memset(ob, 0xa5, sizeof ob);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(cb), LN_ARG_BUFFER(xb), LN_ARG_BUFFER(ob)};
  ln_ndrange nd = {1, {0}, {CN}, {16}};
  CHECK(ln_kernel_run(k, &nd, a, 3) == LN_OK, "%s run", name);
  for (int i = 0; i < CN; i++)
    for (int op = 0; op < OPS; op++) {
      int c = i * OPS + op;
      uint64_t got_old = 0, got_cell = 0, want = model(op, cell0[c], x[i], x[i + 1], bits, is_signed);
      memcpy(&got_old, ob + c * es, es);
      memcpy(&got_cell, cb + c * es, es);
      CHECK(got_old == cell0[c] && got_cell == want,
            "%s %s item %d: cell %#llx, value %#llx: old %#llx (want %#llx), cell %#llx (want %#llx)", name,
            op_name[op], i, (unsigned long long)cell0[c], (unsigned long long)x[i], (unsigned long long)got_old,
            (unsigned long long)cell0[c], (unsigned long long)got_cell, (unsigned long long)want);
    }
}

static void test_cells_float(void) {
  float cell[CN], x[CN], old[CN], cell0[CN];
  for (int i = 0; i < CN; i++) {
    uint32_t a = (uint32_t)next(), b = (uint32_t)next();
    if (i % 7 == 0) a = 0x7fc01234u;   /* a NaN with a payload: exchanged bit for bit */
    if (i % 5 == 0) b = 0x80000000u;   /* -0.0 */
    memcpy(&cell0[i], &a, 4);
    memcpy(&x[i], &b, 4);
  }
  memcpy(cell, cell0, sizeof cell);
  ln_kernel_arg a[] = {LN_ARG_BUFFER(cell), LN_ARG_BUFFER(x), LN_ARG_BUFFER(old)};
  ln_ndrange nd = {1, {0}, {CN}, {16}};
  CHECK(ln_kernel_run(LN_KERNEL(cells_float), &nd, a, 3) == LN_OK, "cells_float run");
  CHECK(memcmp(old, cell0, sizeof old) == 0 && memcmp(cell, x, sizeof cell) == 0, "float atomic_xchg bits");
}

/* ---- contention ---- */
enum { HN = 10000000, KN = 300000, THREADS = 3 };

static void test_histogram(void) {
  unsigned char *data = malloc(HN);
  uint32_t bins[16] = {0}, want[16] = {0};
  if (!data) exit(2);
  for (size_t i = 0; i < HN; i++) {
    data[i] = (unsigned char)(next() >> 32);
    want[data[i] & 15]++;
  }
  ln_kernel_arg a[] = {LN_ARG_BUFFER(data), LN_ARG_BUFFER(bins)};
  ln_ndrange nd = {1, {0}, {HN}, {250}};
  CHECK(run_threads(LN_KERNEL(histogram), &nd, a, 2, THREADS) == LN_OK, "histogram run");
  for (int b = 0; b < 16; b++) CHECK(bins[b] == want[b], "histogram bin %d = %u, want %u", b, bins[b], want[b]);
  free(data);
}

static void test_contend(void) {
  int32_t *x = malloc(KN * sizeof *x), *xo = malloc(KN * sizeof *xo);
  unsigned char *seen = calloc(KN + 1, 1);
  if (!x || !xo || !seen) exit(2);
  int32_t acc[9] = {5, 7, INT32_MAX, INT32_MIN, -1, 0, 0x1234, -5, 0};
  int64_t acc64[2] = {0, 0};
  uint32_t sum = 5, dif = 7, and_ = 0xffffffffu, or_ = 0, xor_ = 0x1234;
  int32_t mn = INT32_MAX, mx = INT32_MIN;
  uint64_t sum64 = 0, max64 = 0;
  for (uint32_t i = 0; i < KN; i++) {
    x[i] = (int32_t)(uint32_t)next();
    uint32_t v = (uint32_t)x[i], bit = 1u << (i % 31);
    sum += v;
    dif -= v;
    mn = x[i] < mn ? x[i] : mn;
    mx = x[i] > mx ? x[i] : mx;
    and_ &= v | bit;
    or_ |= v & bit;
    xor_ ^= v;
    sum64 += (uint64_t)(int64_t)x[i] * 4096u;
    uint64_t h = (uint64_t)v << 20;
    max64 = h > max64 ? h : max64;
  }
  ln_kernel_arg a[] = {LN_ARG_BUFFER(x), LN_ARG_BUFFER(acc), LN_ARG_BUFFER(acc64), LN_ARG_BUFFER(xo)};
  ln_ndrange nd = {1, {0}, {KN}, {100}};
  CHECK(run_threads(LN_KERNEL(contend), &nd, a, 4, THREADS) == LN_OK, "contend run");
  CHECK((uint32_t)acc[0] == sum && (uint32_t)acc[1] == dif, "add/sub: %d %d", acc[0], acc[1]);
  CHECK(acc[2] == mn && acc[3] == mx, "min/max: %d %d, want %d %d", acc[2], acc[3], mn, mx);
  CHECK((uint32_t)acc[4] == and_ && (uint32_t)acc[5] == or_ && (uint32_t)acc[6] == xor_, "and/or/xor");
  CHECK(acc[8] == KN, "cmpxchg increments: %d, want %d", acc[8], KN);
  CHECK((uint64_t)acc64[0] == sum64 && (uint64_t)acc64[1] == max64, "atom_add/atom_max on 64 bits");
  /* the exchange chain: the old values and the final cell are -5 and every id once */
  int chain_ok = 1;
  for (uint32_t i = 0; i <= KN && chain_ok; i++) {
    int32_t v = i < KN ? xo[i] : acc[7];
    uint32_t slot = v == -5 ? KN : (uint32_t)v;
    if (slot > KN || seen[slot]) chain_ok = 0;
    else seen[slot] = 1;
  }
  CHECK(chain_ok, "atomic_xchg chain: a value lost or repeated");
  free(x);
  free(xo);
  free(seen);
}

static void test_local(void) {
  enum { N = 4096, L = 64 };
  static unsigned char data[N];
  static uint32_t bins[N / L * 16];
  static int32_t old[N];
  for (int i = 0; i < N; i++) data[i] = (unsigned char)next();
  ln_kernel_arg a[] = {LN_ARG_BUFFER(data), LN_ARG_BUFFER(bins), LN_ARG_BUFFER(old),
                       LN_ARG_LOCAL(16 * sizeof(uint32_t)), LN_ARG_LOCAL(L * sizeof(int32_t))};
  ln_ndrange nd = {1, {0}, {N}, {L}};
  for (unsigned threads = 1; threads <= THREADS; threads += THREADS - 1) {
    memset(bins, 0xff, sizeof bins);
    CHECK(run_threads(LN_KERNEL(local_atomics), &nd, a, 5, threads) == LN_OK, "local_atomics run");
    for (int g = 0; g < N / L; g++)
      for (int b = 0; b < 16; b++) {
        uint32_t want = 0;
        for (int i = g * L; i < (g + 1) * L; i++) want += (data[i] & 15) == b ? 1u : 0u, want += (data[i] >> 4) == b;
        CHECK(bins[g * 16 + b] == want, "local bins (%u threads) group %d bin %d = %u, want %u", threads, g, b,
              bins[g * 16 + b], want);
      }
    for (int i = 0; i < N; i++)
      CHECK(old[i] == 3 * (i % L) * 1000 - i % L, "local xchg item %d: %d", i, old[i]);
  }
}

int main(void) {
  test_cells(LN_KERNEL(cells_int), "atomic_ int", 32, 1);
  test_cells(LN_KERNEL(cells_uint), "atomic_ uint", 32, 0);
  test_cells(LN_KERNEL(cells_atom_int), "atom_ int", 32, 1);
  test_cells(LN_KERNEL(cells_atom_uint), "atom_ uint", 32, 0);
  test_cells(LN_KERNEL(cells_long), "atom_ long", 64, 1);
  test_cells(LN_KERNEL(cells_ulong), "atom_ ulong", 64, 0);
  test_cells_float();
  test_histogram();
  test_contend();
  test_local();
  printf("%s\n", failures ? "FAILED" : "kernel layer atomics: all checks passed");
  return failures != 0;
}
