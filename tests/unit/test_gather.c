/* lanes/gather.h against tests/ref/ref_gather.h: gather/scatter (addresses and indexes, plain
 * and checked), masked, compress/expand, first-N and interleaved loads and stores, for every
 * element type and lane count (32 and 64 included), with random masks (top-bit-only lanes included), inactive lanes
 * holding NULL or wild addresses and out-of-range indexes, overlapping scatter addresses, bad
 * and unmet alignments.  Whatever ISA kernels the build selects are what is compared. */
/* built as three parts: 8- and 16-bit integer types, 32- and 64-bit integer types, floating
 * types and the spot checks */
#define TC_PARTS 3
#include <limits.h>
#include <stdint.h>
#include <lanes/gather.h>
#include "common/check.h"
#include "ref/ref_gather.h"

#define ROUNDS 300u
/* the most lanes of any vector type (ln_char64) */
#define MAXL 64
/* elements of the test memory (4 interleaved streams of MAXL lanes), and the range of the
 * indexes lanes point to (they fit a signed char index) */
#define MEM (4 * MAXL)
#define IXR 64

static uint64_t lane_mask(size_t esz) { return esz == 8 ? ~0ull : (1ull << (8 * esz)) - 1; }
static uint64_t rand_mask_lane(size_t esz) {
  uint64_t all = lane_mask(esz), top = 1ull << (8 * esz - 1);
  switch (tc_rand() % 6) {
    case 0: return 0;
    case 1: return all;
    case 2: return top;
    case 3: return all & ~top;
    default: return tc_rand() & all;
  }
}
/* got: n lanes (+ the zero padding lane when n == 3) against want. */
static void check_lanes(const void *got, const uint64_t *want, size_t esz, int n, const char *what, unsigned r) {
  for (int i = 0; i < n; i++) {
    uint64_t g = ref_get((const char *)got + i * esz, esz);
    TC_CHECK(g == (want[i] & lane_mask(esz)), "%s lane %d r%u: %llx want %llx", what, i, r,
             (unsigned long long)g, (unsigned long long)want[i]);
  }
  if (n == 3) TC_CHECK(ref_get((const char *)got + 3 * esz, esz) == 0, "%s padding lane r%u", what, r);
}
static void check_mem(const void *got, const void *want, size_t bytes, const char *what, unsigned r) {
  TC_CHECK(memcmp(got, want, bytes) == 0, "%s memory r%u", what, r);
}

/* load_first / store_first with a count of any integer type K, compared at its full width:
 * ALL: every lane (a huge unsigned count), else none (a huge negative one) */
#define FIRST_WIDE(E, N, ESZ, VT, K, ALL)                                                              \
  do {                                                                                              \
    for (int i = 0; i < N; i++) { src[i] = ref_get(&mem[off + i], ESZ); want[i] = (ALL) ? src[i] : 0; } \
    got = ln_load_first(VT, &mem[off], K);                                                          \
    check_lanes(&got, want, ESZ, N, #E #N " load_first(" #K ")", r);                               \
    memcpy(ref, mem, sizeof mem);                                                                   \
    if (ALL) for (int i = 0; i < N; i++) ref_put(&ref[off + i], ESZ, xv[i]);                        \
    ln_store_first(v, &mem[off], K);                                                                \
    check_mem(mem, ref, sizeof mem, #E #N " store_first(" #K ")", r);                              \
  } while (0)

#define T_MEM(E, ME, ESZ, N, PN)                                                                    \
  static void test_mem_##E##N(void) {                                                               \
    typedef ln_##E##N VT;                                                                           \
    typedef ln_##ME##N MT;                                                                          \
    typedef ln_##E ET;                                                                              \
    for (unsigned r = 0; r < ROUNDS; r++) {                                                         \
      VT v, pt, got, out;                                                                           \
      MT m, idx;                                                                                    \
      ET mem[MEM], ref[MEM], keep[MEM];                                                             \
      uint64_t xv[MAXL], pv[MAXL], want[MAXL];                                                      \
      int act[MAXL], nact = 0, ix[MAXL];                                                            \
      uintptr_t pa[MAXL], pr[MAXL];                                                                 \
      memset(&v, 0x5a, sizeof v); memset(&pt, 0x5a, sizeof pt);                                     \
      memset(&m, 0x5a, sizeof m); memset(&idx, 0x5a, sizeof idx);                                   \
      for (int i = 0; i < MEM; i++) ref_put(&mem[i], ESZ, tc_rand());                               \
      int overlap = r & 1; /* scatter targets in [0, 4): overlapping lanes */                       \
      for (int i = 0; i < N; i++) {                                                                 \
        xv[i] = tc_rand() & lane_mask(ESZ); pv[i] = tc_rand() & lane_mask(ESZ);                     \
        uint64_t ml = r % 5 == 0 ? lane_mask(ESZ) : rand_mask_lane(ESZ);                            \
        act[i] = ref_active(ml, ESZ); nact += act[i];                                               \
        ix[i] = (int)(tc_rand() % (overlap ? 4 : IXR));                                             \
        ref_put((char *)&v + i * ESZ, ESZ, xv[i]); ref_put((char *)&pt + i * ESZ, ESZ, pv[i]);      \
        ref_put((char *)&m + i * ESZ, ESZ, ml);                                                     \
        ref_put((char *)&idx + i * ESZ, ESZ, act[i] ? (uint64_t)ix[i] : (uint64_t)-100 - tc_rand() % 1000); \
        pa[i] = act[i] ? (uintptr_t)&mem[ix[i]] : (i & 1) ? (uintptr_t)0 : (uintptr_t)0x10 + 3u * tc_rand() % 4096; \
        pr[i] = (uintptr_t)&ref[ix[i]];                                                             \
      }                                                                                             \
      ln_ptr##PN ptrs;                                                                              \
      memset(&ptrs, 0, sizeof ptrs);                                                                \
      for (int i = 0; i < N; i++) ptrs[i] = pa[i];                                                  \
      if (N == 3) ptrs[PN - 1] = (uintptr_t)1;                                                      \
      /* gather */                                                                                  \
      ref_gather(want, pv, act, pa, N, ESZ);                                                        \
      got = ln_gather(ptrs, m, pt, 0); check_lanes(&got, want, ESZ, N, #E #N " gather", r);         \
      got = ln_gather(ptrs, m, pt, ESZ); check_lanes(&got, want, ESZ, N, #E #N " gather al", r);    \
      memset(&out, 0x33, sizeof out); memcpy(&got, &out, sizeof out);                               \
      TC_CHECK(ln_gather_checked(&out, ptrs, m, pt, ESZ) == LN_OK, #E #N " gather_checked r%u", r); \
      check_lanes(&out, want, ESZ, N, #E #N " gather_checked", r);                                  \
      volatile size_t bad = 3 * ESZ, al2 = 2 * ESZ;                                                 \
      memcpy(&out, &got, sizeof out);                                                               \
      TC_CHECK(ln_gather_checked(&out, ptrs, m, pt, bad) == LN_EALIGN, #E #N " gather_checked bad r%u", r); \
      check_mem(&out, &got, sizeof out, #E #N " gather_checked bad untouched", r);                  \
      int mis = 0;                                                                                  \
      for (int i = 0; i < N; i++) mis |= act[i] && (pa[i] % (2 * ESZ)) != 0;                        \
      TC_CHECK(ln_gather_checked(&out, ptrs, m, pt, al2) == (mis ? LN_EALIGN : LN_OK), #E #N " gather_checked al2 r%u", r); \
      /* NULL out, NULL active lane pointer: LN_ENULL, nothing read or written */                 \
      TC_CHECK(ln_gather_checked((VT *)0, ptrs, m, pt, ESZ) == LN_ENULL, #E #N " gather_checked NULL out r%u", r); \
      {                                                                                             \
        ln_ptr##PN np = ptrs;                                                                       \
        for (int i = 0; i < N; i++) if (act[i]) { np[i] = 0; break; }                               \
        memcpy(&got, &out, sizeof out);                                                             \
        TC_CHECK(ln_gather_checked(&out, np, m, pt, 0) == (nact ? LN_ENULL : LN_OK),               \
                 #E #N " gather_checked NULL lane r%u", r);                                         \
        if (nact) check_mem(&out, &got, sizeof out, #E #N " gather_checked NULL lane untouched", r); \
        memcpy(keep, mem, sizeof mem);                                                              \
        TC_CHECK(ln_scatter(v, np, m, 0) == (nact ? LN_ENULL : LN_OK), #E #N " scatter NULL lane r%u", r); \
        check_mem(mem, keep, sizeof mem, #E #N " scatter NULL lane writes nothing", r);             \
      }                                                                                             \
      /* scatter (lanes in order: the highest wins) */                                              \
      memcpy(ref, mem, sizeof mem); memcpy(keep, mem, sizeof mem);                                  \
      ref_scatter(xv, act, pr, N, ESZ);                                                             \
      TC_CHECK(ln_scatter(v, ptrs, m, bad) == LN_EALIGN, #E #N " scatter bad r%u", r);              \
      check_mem(mem, keep, sizeof mem, #E #N " scatter bad writes nothing", r);                     \
      TC_CHECK(ln_scatter(v, ptrs, m, al2) == (mis ? LN_EALIGN : LN_OK), #E #N " scatter al2 r%u", r); \
      if (mis) check_mem(mem, keep, sizeof mem, #E #N " scatter misaligned writes nothing", r);     \
      TC_CHECK(ln_scatter(v, ptrs, m, 0) == LN_OK, #E #N " scatter r%u", r);                        \
      check_mem(mem, ref, sizeof mem, #E #N " scatter", r);                                         \
      /* index forms */                                                                             \
      for (int i = 0; i < N; i++) pr[i] = (uintptr_t)&mem[ix[i]];                                   \
      ref_gather(want, pv, act, pr, N, ESZ);                                                        \
      got = ln_gather_index(mem, idx, m, pt); check_lanes(&got, want, ESZ, N, #E #N " gather_index", r); \
      TC_CHECK(ln_gather_index_checked(&out, mem, MEM, idx, m, pt) == LN_OK, #E #N " gidx_checked r%u", r); \
      check_lanes(&out, want, ESZ, N, #E #N " gather_index_checked", r);                            \
      int maxi = -1;                                                                                \
      for (int i = 0; i < N; i++) if (act[i] && ix[i] > maxi) maxi = ix[i];                         \
      memcpy(&got, &out, sizeof out);                                                               \
      TC_CHECK(ln_gather_index_checked(&out, mem, (size_t)maxi, idx, m, pt) == (maxi >= 0 ? LN_EINDEX : LN_OK), \
               #E #N " gidx_checked short r%u", r);                                                 \
      if (maxi >= 0) check_mem(&out, &got, sizeof out, #E #N " gidx_checked untouched", r);        \
      TC_CHECK(ln_gather_index_checked((VT *)0, mem, MEM, idx, m, pt) == LN_ENULL, #E #N " gidx_checked NULL out r%u", r); \
      TC_CHECK(ln_gather_index_checked(&out, (ET *)0, MEM, idx, m, pt) == (nact ? LN_ENULL : LN_OK), \
               #E #N " gidx_checked NULL base r%u", r);                                             \
      if (nact) check_mem(&out, &got, sizeof out, #E #N " gidx_checked NULL base untouched", r);    \
      /* len at its full width: a negative len is 0, not SIZE_MAX */                                \
      TC_CHECK(ln_gather_index_checked(&out, mem, -1, idx, m, pt) == (nact ? LN_EINDEX : LN_OK),    \
               #E #N " gidx_checked len -1 r%u", r);                                                \
      TC_CHECK(ln_gather_index_checked(&out, mem, -(1LL << 62), idx, m, pt) == (nact ? LN_EINDEX : LN_OK), \
               #E #N " gidx_checked len -2^62 r%u", r);                                             \
      if (nact) check_mem(&out, &got, sizeof out, #E #N " gidx_checked negative len untouched", r); \
      memcpy(ref, mem, sizeof mem); memcpy(keep, mem, sizeof mem);                                  \
      for (int i = 0; i < N; i++) pr[i] = (uintptr_t)&ref[ix[i]];                                   \
      ref_scatter(xv, act, pr, N, ESZ);                                                             \
      TC_CHECK(ln_scatter_index_checked(mem, (size_t)maxi, idx, v, m) == (maxi >= 0 ? LN_EINDEX : LN_OK), \
               #E #N " sidx_checked short r%u", r);                                                 \
      if (maxi >= 0) check_mem(mem, keep, sizeof mem, #E #N " sidx_checked writes nothing", r);     \
      TC_CHECK(ln_scatter_index_checked((ET *)0, MEM, idx, v, m) == (nact ? LN_ENULL : LN_OK),     \
               #E #N " sidx_checked NULL base r%u", r);                                             \
      TC_CHECK(ln_scatter_index_checked(mem, -1, idx, v, m) == (nact ? LN_EINDEX : LN_OK),         \
               #E #N " sidx_checked len -1 r%u", r);                                                \
      check_mem(mem, keep, sizeof mem, #E #N " sidx_checked NULL base / len -1 writes nothing", r); \
      TC_CHECK(ln_scatter_index_checked(mem, MEM, idx, v, m) == LN_OK, #E #N " sidx_checked r%u", r); \
      check_mem(mem, ref, sizeof mem, #E #N " scatter_index_checked", r);                           \
      memcpy(mem, keep, sizeof mem);                                                                \
      ln_scatter_index(mem, idx, v, m);                                                             \
      check_mem(mem, ref, sizeof mem, #E #N " scatter_index", r);                                   \
      /* contiguous masked */                                                                       \
      int off = (int)(tc_rand() % (MEM - MAXL));                                                    \
      for (int i = 0; i < N; i++) want[i] = act[i] ? ref_get(&mem[off + i], ESZ) : pv[i];           \
      got = ln_load_masked(&mem[off], m, pt); check_lanes(&got, want, ESZ, N, #E #N " load_masked", r); \
      memcpy(ref, mem, sizeof mem);                                                                 \
      for (int i = 0; i < N; i++) if (act[i]) ref_put(&ref[off + i], ESZ, xv[i]);                  \
      ln_store_masked(v, &mem[off], m); check_mem(mem, ref, sizeof mem, #E #N " store_masked", r);  \
      /* compress / expand */                                                                       \
      uint64_t zero[MAXL] = {0};                                                                    \
      ref_compress(want, xv, act, N, 0);                                                            \
      got = ln_compress(v, m); check_lanes(&got, want, ESZ, N, #E #N " compress", r);               \
      ref_expand(want, xv, zero, act, N);                                                           \
      got = ln_expand(v, m); check_lanes(&got, want, ESZ, N, #E #N " expand", r);                   \
      memcpy(ref, mem, sizeof mem);                                                                 \
      int cnt = ref_compress(want, xv, act, N, 0);                                                  \
      for (int i = 0; i < cnt; i++) ref_put(&ref[off + i], ESZ, want[i]);                           \
      TC_CHECK(ln_compress_store(v, &mem[off], m) == cnt, #E #N " compress_store count r%u", r);    \
      check_mem(mem, ref, sizeof mem, #E #N " compress_store", r);                                  \
      uint64_t src[MAXL];                                                                           \
      for (int i = 0; i < N; i++) src[i] = ref_get(&mem[off + i], ESZ);                             \
      ref_expand(want, src, pv, act, N);                                                            \
      got = ln_expand_load(&mem[off], m, pt); check_lanes(&got, want, ESZ, N, #E #N " expand_load", r); \
      (void)nact;                                                                                   \
      /* first N */                                                                                 \
      int k = (int)(r % (N + 4)) - 2;                                                               \
      for (int i = 0; i < N; i++) want[i] = i < k ? src[i] : 0;                                     \
      got = ln_load_first(VT, &mem[off], k); check_lanes(&got, want, ESZ, N, #E #N " load_first", r); \
      memcpy(ref, mem, sizeof mem);                                                                 \
      for (int i = 0; i < N && i < k; i++) ref_put(&ref[off + i], ESZ, xv[i]);                      \
      ln_store_first(v, &mem[off], k); check_mem(mem, ref, sizeof mem, #E #N " store_first", r);    \
      if (r < 4) {                                                                                  \
        FIRST_WIDE(E, N, ESZ, VT, SIZE_MAX, 1); FIRST_WIDE(E, N, ESZ, VT, (size_t)-1, 1); FIRST_WIDE(E, N, ESZ, VT, 1ull << 63, 1);              \
        FIRST_WIDE(E, N, ESZ, VT, UINT_MAX, 1); FIRST_WIDE(E, N, ESZ, VT, 1ull << 32, 1); FIRST_WIDE(E, N, ESZ, VT, LLONG_MIN, 0);               \
        FIRST_WIDE(E, N, ESZ, VT, -(1LL << 32), 0); FIRST_WIDE(E, N, ESZ, VT, (long long)INT_MIN - 1, 0);                         \
      }                                                                                             \
      /* interleaved: 2, 3, 4 streams */                                                            \
      VT s0, s1, s2, s3;                                                                            \
      for (int K = 2; K <= 4; K++) {                                                                \
        memset(&s0, 0x11, sizeof s0); memset(&s1, 0x11, sizeof s1);                                 \
        memset(&s2, 0x11, sizeof s2); memset(&s3, 0x11, sizeof s3);                                 \
        if (K == 2) ln_load_interleaved2(mem, &s0, &s1);                                            \
        else if (K == 3) ln_load_interleaved3(mem, &s0, &s1, &s2);                                  \
        else ln_load_interleaved4(mem, &s0, &s1, &s2, &s3);                                         \
        VT *s[4] = {&s0, &s1, &s2, &s3};                                                            \
        for (int j = 0; j < K; j++) {                                                               \
          for (int i = 0; i < N; i++) want[i] = ref_get(&mem[i * K + j], ESZ);                      \
          check_lanes(s[j], want, ESZ, N, #E #N " load_interleaved", r);                            \
        }                                                                                           \
        for (int i = 0; i < MEM; i++) ref_put(&ref[i], ESZ, tc_rand());                             \
        memcpy(keep, ref, sizeof ref);                                                              \
        if (K == 2) ln_store_interleaved2(s0, s1, ref);                                             \
        else if (K == 3) ln_store_interleaved3(s0, s1, s2, ref);                                    \
        else ln_store_interleaved4(s0, s1, s2, s3, ref);                                            \
        memcpy(keep, mem, (size_t)(K * N) * ESZ);                                                   \
        check_mem(ref, keep, sizeof ref, #E #N " store_interleaved", r);                            \
      }                                                                                             \
    }                                                                                               \
  }
#define MEM_OF(E, ME, ESZ) T_MEM(E, ME, ESZ, 2, 2) T_MEM(E, ME, ESZ, 3, 4) T_MEM(E, ME, ESZ, 4, 4) \
  T_MEM(E, ME, ESZ, 8, 8) T_MEM(E, ME, ESZ, 16, 16)
#if TC_IN_PART(1)
MEM_OF(char, char, 1) MEM_OF(uchar, char, 1) MEM_OF(short, short, 2) MEM_OF(ushort, short, 2)
T_MEM(char, char, 1, 32, 32) T_MEM(char, char, 1, 64, 64) T_MEM(uchar, char, 1, 32, 32) T_MEM(uchar, char, 1, 64, 64)
T_MEM(short, short, 2, 32, 32) T_MEM(ushort, short, 2, 32, 32)
#endif
#if TC_IN_PART(2)
MEM_OF(int, int, 4) MEM_OF(uint, int, 4) MEM_OF(long, long, 8) MEM_OF(ulong, long, 8)
#endif
#if TC_IN_PART(3)
MEM_OF(float, int, 4) MEM_OF(double, long, 8)
#if LN_HAS_HALF
MEM_OF(half, short, 2) T_MEM(half, short, 2, 32, 32)
#endif
#endif
#define RUN5(E) test_mem_##E##2(); test_mem_##E##3(); test_mem_##E##4(); test_mem_##E##8(); test_mem_##E##16();

#if TC_IN_PART(3)
/* Other index types, comparison results as masks, and constant alignments. */
static void test_misc(void) {
  float a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  ln_float4 pt = ln_splat(ln_float4, -1.0f);
  ln_uint4 ui = {7, 0xffffffffu, 2, 1};
  ln_float4 g = ln_gather_index(a, ui, ((ln_int4){-1, 0, -1, -1}), pt);
  TC_CHECK(g[0] == 7 && g[1] == -1 && g[2] == 2 && g[3] == 1, "gather_index uint index");
  ln_ulong4 ul = {0, 1, 0x8000000000000000ull, 3};
  ln_float4 o = pt;
  TC_CHECK(ln_gather_index_checked(&o, a, 8, ul, ((ln_int4){-1, -1, -1, -1}), pt) == LN_EINDEX, "ulong index 2^63");
  TC_CHECK(ln_gather_index_checked(&o, a, 8, ul, ((ln_int4){-1, -1, 0, -1}), pt) == LN_OK && o[3] == 3, "ulong index masked");
  ln_char16 c = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
  int8_t buf[16] = {0};
  TC_CHECK(ln_compress_store(c, buf, c > 12) == 4 && buf[0] == 13 && buf[3] == 16 && buf[4] == 0, "compress_store cmp mask");
  ln_long4 l = {10, 20, 30, 40};
  int64_t lb[4] = {0};
  ln_store_masked(l, lb, l > 15);
  TC_CHECK(lb[0] == 0 && lb[1] == 20 && lb[3] == 40, "store_masked long cmp mask");
  ln_double2 d = {1.0, 2.0};
  ln_ptr2 p = {(uintptr_t)&a[1], 0};
  TC_CHECK(ln_scatter(ln_splat(ln_float2, 9.0f), p, ((ln_int2){-1, 0}), 4) == LN_OK && a[1] == 9.0f, "scatter NULL inactive");
  (void)d;
  /* RGB deinterleave of 16 pixels and back */
  uint8_t rgb[48], back[48];
  for (int i = 0; i < 48; i++) rgb[i] = (uint8_t)(i * 7);
  ln_uchar16 R, G, B;
  ln_load_interleaved3(rgb, &R, &G, &B);
  TC_CHECK(R[5] == (uint8_t)(15 * 7) && G[5] == (uint8_t)(16 * 7) && B[15] == (uint8_t)(47 * 7), "rgb deinterleave");
  ln_store_interleaved3(R, G, B, back);
  TC_CHECK(memcmp(rgb, back, 48) == 0, "rgb reinterleave");
}

#endif

int main(void) {
  tc_family = "gather";
  tc_seed_from_env();
#if TC_IN_PART(1)
  RUN5(char) RUN5(uchar) RUN5(short) RUN5(ushort)
  test_mem_char32(); test_mem_char64(); test_mem_uchar32(); test_mem_uchar64(); test_mem_short32(); test_mem_ushort32();
#endif
#if TC_IN_PART(2)
  RUN5(int) RUN5(uint) RUN5(long) RUN5(ulong)
#endif
#if TC_IN_PART(3)
  RUN5(float) RUN5(double)
#if LN_HAS_HALF
  RUN5(half) test_mem_half32();
#endif
  test_misc();
#endif
  return tc_finish("test_gather");
}
