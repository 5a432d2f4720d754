/* Array layer, AVX-512 VBMI path (compiled with -mavx512f -mavx512bw -mavx512vl
 * -mavx512vbmi only; with -mavx512vbmi2 and LN_AVX512_VBMI2 defined it is the avx512vbmi2
 * path, array_avx512vbmi2.c).  A chunk is one ZMM register: any byte permutation of a block of up
 * to 64 bytes is one vpermb with the block's mask replicated across the register, any
 * two-source one a vpermb and a k-masked vpermb; partial chunks use k-masked loads and
 * stores (no fault past the end). */
#include <immintrin.h>
#include <stdint.h>
#include <string.h>

typedef __m512i ch_t;
typedef struct { __m512i i; } perm_t;
typedef struct { __m512i i; __mmask64 b; } perm2_t;

static inline ch_t ch_load(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
static inline void ch_store(uint8_t *p, ch_t c) { _mm512_storeu_si512((void *)p, c); }
/* Non-temporal stores as two 256-bit halves: on Zen 5 as fast as one 512-bit store for a
 * single output stream and ~1.5x faster with four (deinterleave4f, 64 MiB). */
static inline __attribute__((always_inline)) void stream64(void *p, __m512i c) {
  _mm256_stream_si256((__m256i *)p, _mm512_castsi512_si256(c));
  _mm256_stream_si256((__m256i *)p + 1, _mm512_extracti64x4_epi64(c, 1));
}
static inline void ch_stream(uint8_t *p, ch_t c) { stream64(p, c); }
static inline void ch_sfence(void) { _mm_sfence(); }
static inline __mmask64 kfirst(size_t n) { return n >= 64 ? ~0ull : (1ull << n) - 1; }
static inline ch_t ch_load_part(const uint8_t *p, size_t n) {
  return _mm512_maskz_loadu_epi8(kfirst(n), (const void *)p);
}
static inline void ch_store_part(uint8_t *p, ch_t c, size_t n) {
  _mm512_mask_storeu_epi8((void *)p, kfirst(n), c);
}
static inline void perm_prep(perm_t *P, const uint8_t *idx, unsigned B) {
  (void)B;
  P->i = _mm512_loadu_si512((const void *)idx);
}
static inline ch_t ch_perm(const perm_t *P, ch_t c) { return _mm512_permutexvar_epi8(P->i, c); }
/* The same permutation when every index stays in its 16-byte lane: vpshufb (bits 4-6 of an
 * index < 64 are ignored, bit 7 is clear).  On Zen 4 2-8% faster than vpermb in L1 (the more
 * when source and destination share a page offset); the same speed on Zen 5 and on Intel cores
 * (one port for both). */
static inline ch_t ch_perm_lane(const perm_t *P, ch_t c) { return _mm512_shuffle_epi8(c, P->i); }
#define LN_TPL_HAS_PERM_LANE 1
static inline ch_t ch_permv(ch_t c, ch_t idx, unsigned B) {
  (void)B;
  return _mm512_permutexvar_epi8(idx, c);
}
/* Two sources as vpermb over a, then a k-masked vpermb over b for the bytes whose index
 * has bit 6 set: on Zen 5 ~1.3x the throughput of one vpermt2b (L1, 64-byte chunks).
 * perm2_t is built by perm2_prep_mask below. */
static inline ch_t ch_perm2(const perm2_t *P, ch_t a, ch_t b) {
  return _mm512_mask_permutexvar_epi8(_mm512_permutexvar_epi8(P->i, a), P->b, P->i, b);
}
/* perm_t / perm2_t straight from a block mask (the index kernel_table.h describes), kept in
 * registers: a broadcast load or vpermb replicates the mask (rep[j] = (j % B) >> l2; the
 * load reads exactly the mask's bytes and waits on nothing), the rest is bytewise
 * arithmetic.  Values stay below 128, so 16-bit shifts move no bit across a byte.  The two
 * index vectors that depend only on the shape (rep, and offs[j] = the byte within the element
 * plus the block's offset, j % es + (j - j % B)) are constants in a table, per element size
 * and log2 of lanes: a load each, nothing rebuilt per call. */
#define LN__J8(F, j, l2, B) F(j, l2, B) F(j + 1, l2, B) F(j + 2, l2, B) F(j + 3, l2, B) \
  F(j + 4, l2, B) F(j + 5, l2, B) F(j + 6, l2, B) F(j + 7, l2, B)
#define LN__J64(F, l2, B) LN__J8(F, 0, l2, B) LN__J8(F, 8, l2, B) LN__J8(F, 16, l2, B) \
  LN__J8(F, 24, l2, B) LN__J8(F, 32, l2, B) LN__J8(F, 40, l2, B) LN__J8(F, 48, l2, B) LN__J8(F, 56, l2, B)
#define LN__REP(j, l2, B) (uint8_t)(((j) & ((B) - 1)) >> (l2)),
#define LN__OFFS(j, l2, B) (uint8_t)(((j) & ((1 << (l2)) - 1)) + ((j) & ~((B) - 1) & 63)),
#define LN__SHAPE(l2, ll) {{LN__J64(LN__REP, l2, (1 << ((l2) + (ll))))}, {LN__J64(LN__OFFS, l2, (1 << ((l2) + (ll))))}},
#define LN__SHAPES(l2) {LN__SHAPE(l2, 0) LN__SHAPE(l2, 1) LN__SHAPE(l2, 2) LN__SHAPE(l2, 3) \
  LN__SHAPE(l2, 4) LN__SHAPE(l2, 5) LN__SHAPE(l2, 6)},
/* [l2][log2 lanes]; the shapes of more than 64 bytes are never used */
static const struct { uint8_t rep[64], offs[64]; } __attribute__((aligned(64))) mask_shape[4][7] = {
    LN__SHAPES(0) LN__SHAPES(1) LN__SHAPES(2) LN__SHAPES(3)};
#undef LN__SHAPES
#undef LN__SHAPE
#undef LN__OFFS
#undef LN__REP
#undef LN__J64
#undef LN__J8
static inline __attribute__((always_inline)) __m512i mask_index(const uint8_t *mask, unsigned l2,
                                                                unsigned lanes, int two) {
  const unsigned ll = (unsigned)__builtin_ctz(lanes);
  const __m512i offs = _mm512_load_si512((const void *)mask_shape[l2][ll].offs);
  __m512i e;
  const void *mp = mask;
  if (l2 == 0 && lanes >= 16) { /* byte blocks of 16 to 64: broadcast loads, no permute */
    if (lanes == 16) e = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)mp));
    else if (lanes == 32) e = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)mp));
    else e = _mm512_loadu_si512(mp);
  } else { /* exactly the mask's bytes, then replicated */
    __m512i m;
    if (lanes >= 32) m = _mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)mp));
    else if (lanes == 16) m = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)mp));
    else m = _mm512_maskz_loadu_epi8(kfirst(lanes), mp);
    e = _mm512_permutexvar_epi8(_mm512_load_si512((const void *)mask_shape[l2][ll].rep), m);
  }
  e = _mm512_and_si512(e, _mm512_set1_epi8((char)(two ? 2 * lanes - 1 : lanes - 1)));
  if (two) /* a lane of b: move up to its byte position after the a chunk */
    e = _mm512_mask_add_epi8(e, _mm512_test_epi8_mask(e, _mm512_set1_epi8((char)lanes)), e,
                             _mm512_set1_epi8((char)((64u >> l2) - lanes)));
  if (l2) e = _mm512_sll_epi16(e, _mm_cvtsi32_si128((int)l2));
  return _mm512_add_epi8(e, offs);
}
static inline void perm_prep_mask(perm_t *P, const uint8_t *mask, unsigned l2, unsigned lanes) {
  P->i = mask_index(mask, l2, lanes, 0);
}
static inline void perm2_prep_mask(perm2_t *P, const uint8_t *mask, unsigned l2,
                                   unsigned lanes) {
  P->i = mask_index(mask, l2, lanes, 1);
  P->b = _mm512_test_epi8_mask(P->i, _mm512_set1_epi8(64));
}
#define LN_TPL_HAS_INDEX 1
/* shuffle2 of u8x16 blocks in a small call (up to LN_TPL_SHUFFLE2_U8X16_MAX bytes, the
 * commonest small shape): byte j of block q is a[16 q + e] for e = mask[j % 16] % 32 < 16, else
 * b[16 q + e - 16]: e's byte in a ++ b less the block's offset by one vpermb of the mask through
 * a table, the offsets added (the u8x16 shape's offs).  One chunk: one vpermt2b.  More: ch_perm2
 * per chunk (two vpermb: a vpermt2b loop ran at 0.75x in L1 on Zen 5).  On Zen 5 the whole call
 * of 256 bytes took 4.3 ns, 5.8 through mask_index and the general loop. */
#define LN_TPL_SHUFFLE2_U8X16_MAX 1024
static inline void shuffle2_u8x16_small(uint8_t *dst, const uint8_t *a, const uint8_t *b, size_t nbytes,
                                        const uint8_t *mask) {
#define LN__AB16(o) o, o + 1, o + 2, o + 3, o + 4, o + 5, o + 6, o + 7, o + 8, o + 9, o + 10, o + 11, \
  o + 12, o + 13, o + 14, o + 15
  static const uint8_t __attribute__((aligned(64))) pos[64] = {LN__AB16(0), LN__AB16(64), LN__AB16(0), LN__AB16(64)};
#undef LN__AB16
  __m512i m = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)(const void *)mask));
  __m512i i = _mm512_add_epi8(_mm512_permutexvar_epi8(m, _mm512_load_si512((const void *)pos)),
                              _mm512_load_si512((const void *)mask_shape[0][4].offs));
  if (__builtin_expect(nbytes == 64, 1)) { /* one chunk, straight through */
    ch_store(dst, _mm512_permutex2var_epi8(ch_load(a), i, ch_load(b)));
    return;
  }
  const perm2_t P = {i, _mm512_test_epi8_mask(i, _mm512_set1_epi8(64))};
  const size_t whole = nbytes & ~(size_t)63, r = nbytes & 63;
  for (size_t o = 0; o < whole; o += 64) ch_store(dst + o, ch_perm2(&P, ch_load(a + o), ch_load(b + o)));
  if (r) ch_store_part(dst + whole, ch_perm2(&P, ch_load_part(a + whole, r), ch_load_part(b + whole, r)), r);
}
#define LN_TPL_HAS_SHUFFLE2_U8X16_SMALL 1
static inline ch_t ch_and(ch_t x, ch_t y) { return _mm512_and_si512(x, y); }
static inline ch_t ch_add8(ch_t x, ch_t y) { return _mm512_add_epi8(x, y); }
static inline void ch_store_q(uint8_t *p, ch_t c, int q) {
  __m128i v;
  switch (q) {
    case 0: v = _mm512_castsi512_si128(c); break;
    case 1: v = _mm512_extracti32x4_epi32(c, 1); break;
    case 2: v = _mm512_extracti32x4_epi32(c, 2); break;
    default: v = _mm512_extracti32x4_epi32(c, 3); break;
  }
  _mm_storeu_si128((__m128i *)p, v);
}
static inline ch_t ch_load_q4(const uint8_t *p0, const uint8_t *p1, const uint8_t *p2,
                              const uint8_t *p3) {
  __m512i c = _mm512_castsi128_si512(_mm_loadu_si128((const __m128i *)p0));
  c = _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p1), 1);
  c = _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p2), 2);
  return _mm512_inserti32x4(c, _mm_loadu_si128((const __m128i *)p3), 3);
}

/* 16 float4 records: 4x4 transposes of floats inside every 128-bit block (vunpck[lh]ps, then
 * vunpck[lh]pd) and a 4x4 transpose of floats across the blocks of each register (one vpermps,
 * the same index for both directions).  On Zen 5 the in-block unpacks issue 4 per cycle and
 * lane-crossing shuffles (vshuff32x4, vpermps, vpermt2ps) 2 per cycle on the same pipes: 8
 * unpacks + 4 vpermps fit in 3 cycles per 16 records, under the 4 cycles of the 4 stores, where
 * 8 vshuff32x4 + 8 unpacks took all 4 (16 KiB in L1, of a 512-bit copy: deinterleave 0.73 ->
 * 0.91, interleave 0.78 -> 0.93; 8 vpermt2ps: 0.5).  No 32-record deint32: with this network
 * two deinterleave4f_x16 in a row were ~3% faster on Zen 5 than storing both halves of each output back
 * to back. */
#ifdef LN_AVX512_INTEL
/* The avx512intel path (array_avx512intel.c): 8 vpermt2ps per 16 records.  Deinterleave:
 * records 0-7 (r0, r1) give A0 = x[0..7] y[0..7] and A1 = z[0..7] w[0..7], records 8-15
 * (r2, r3) give B0, B1 likewise; then x = A0 low half : B0 low half, y = the high halves,
 * z and w from A1, B1.  Interleave runs the network backwards. */
static inline __attribute__((always_inline)) void deinterleave16_regs(__m512 t[4], const float *s) {
  const __m512i D01 = _mm512_setr_epi32(0, 4, 8, 12, 16, 20, 24, 28, 1, 5, 9, 13, 17, 21, 25, 29);
  const __m512i D23 = _mm512_setr_epi32(2, 6, 10, 14, 18, 22, 26, 30, 3, 7, 11, 15, 19, 23, 27, 31);
  const __m512i LO = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  const __m512i HI = _mm512_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
  __m512 r0 = _mm512_loadu_ps(s), r1 = _mm512_loadu_ps(s + 16);
  __m512 r2 = _mm512_loadu_ps(s + 32), r3 = _mm512_loadu_ps(s + 48);
  __m512 a0 = _mm512_permutex2var_ps(r0, D01, r1), a1 = _mm512_permutex2var_ps(r0, D23, r1);
  __m512 b0 = _mm512_permutex2var_ps(r2, D01, r3), b1 = _mm512_permutex2var_ps(r2, D23, r3);
  t[0] = _mm512_permutex2var_ps(a0, LO, b0);
  t[1] = _mm512_permutex2var_ps(a0, HI, b0);
  t[2] = _mm512_permutex2var_ps(a1, LO, b1);
  t[3] = _mm512_permutex2var_ps(a1, HI, b1);
}
static inline __attribute__((always_inline)) void interleave4f_x16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  const __m512i LO = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23);
  const __m512i HI = _mm512_setr_epi32(8, 9, 10, 11, 12, 13, 14, 15, 24, 25, 26, 27, 28, 29, 30, 31);
  /* record l of a block of 4 (element 4l + c): component c of x/y from P, of z/w from Q */
  const __m512i I0 = _mm512_setr_epi32(0, 8, 16, 24, 1, 9, 17, 25, 2, 10, 18, 26, 3, 11, 19, 27);
  const __m512i I1 = _mm512_setr_epi32(4, 12, 20, 28, 5, 13, 21, 29, 6, 14, 22, 30, 7, 15, 23, 31);
  __m512 vx = _mm512_loadu_ps(x), vy = _mm512_loadu_ps(y), vz = _mm512_loadu_ps(z), vw = _mm512_loadu_ps(w);
  __m512 a0 = _mm512_permutex2var_ps(vx, LO, vy), b0 = _mm512_permutex2var_ps(vx, HI, vy);
  __m512 a1 = _mm512_permutex2var_ps(vz, LO, vw), b1 = _mm512_permutex2var_ps(vz, HI, vw);
  __m512 o[4] = {_mm512_permutex2var_ps(a0, I0, a1), _mm512_permutex2var_ps(a0, I1, a1),
                 _mm512_permutex2var_ps(b0, I0, b1), _mm512_permutex2var_ps(b0, I1, b1)};
  #pragma GCC unroll 4
  for (int k = 0; k < 4; k++) {
    if (nt) stream64(d + 16 * k, _mm512_castps_si512(o[k]));
    else _mm512_storeu_ps(d + 16 * k, o[k]);
  }
}
#else
static inline __attribute__((always_inline)) __m512i tr4_idx(void) {
  return _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
}
/* t = 16 records at s transposed: t[0] = x, t[1] = y, t[2] = z, t[3] = w */
static inline __attribute__((always_inline)) void deinterleave16_regs(__m512 t[4], const float *s) {
  const __m512i T = tr4_idx();
  __m512 r0 = _mm512_loadu_ps(s), r1 = _mm512_loadu_ps(s + 16);
  __m512 r2 = _mm512_loadu_ps(s + 32), r3 = _mm512_loadu_ps(s + 48);
  /* each record register feeds two unpacks, and GCC would fold its load into both (six
   * 512-bit loads per 16 records instead of four: ~5% slower in L1 on Zen 5); an empty asm
   * makes each loaded value a register */
  __asm__("" : "+v"(r0), "+v"(r1), "+v"(r2), "+v"(r3));
  /* block l of r_i = record 4i + l; after the unpacks block l of X holds x[l], x[4 + l],
   * x[8 + l], x[12 + l] (element e = x[4e + l]), which vpermps puts at block e, element l */
  __m512d a0 = _mm512_castps_pd(_mm512_unpacklo_ps(r0, r1)), a1 = _mm512_castps_pd(_mm512_unpackhi_ps(r0, r1));
  __m512d b0 = _mm512_castps_pd(_mm512_unpacklo_ps(r2, r3)), b1 = _mm512_castps_pd(_mm512_unpackhi_ps(r2, r3));
  t[0] = _mm512_permutexvar_ps(T, _mm512_castpd_ps(_mm512_unpacklo_pd(a0, b0)));
  t[1] = _mm512_permutexvar_ps(T, _mm512_castpd_ps(_mm512_unpackhi_pd(a0, b0)));
  t[2] = _mm512_permutexvar_ps(T, _mm512_castpd_ps(_mm512_unpacklo_pd(a1, b1)));
  t[3] = _mm512_permutexvar_ps(T, _mm512_castpd_ps(_mm512_unpackhi_pd(a1, b1)));
}
#endif
/* the register loops below carry #pragma GCC unroll: at -O2 GCC kept o[] in memory (Zen 5,
 * lanes_bench L1, -O2 build: interleave4f 120 -> 253 GB/s) */
static inline __attribute__((always_inline)) void deinterleave4f_x16(float *x, float *y, float *z, float *w, const float *s, int nt) {
  __m512 o[4];
  deinterleave16_regs(o, s);
  float *d[4] = {x, y, z, w};
  #pragma GCC unroll 4
  for (int k = 0; k < 4; k++) {
    if (nt) stream64(d[k], _mm512_castps_si512(o[k])); /* d[k] 64-byte aligned when nt */
    else _mm512_storeu_ps(d[k], o[k]);
  }
}
#ifndef LN_AVX512_INTEL
/* the inverse: vpermps first (x[4L + j] from block L, element j to block j, element L), then
 * the in-block transposes: block l of output k = record 4k + l */
static inline __attribute__((always_inline)) void interleave4f_x16(float *d, const float *x, const float *y, const float *z, const float *w,
                         int nt) {
  const __m512i T = tr4_idx();
  __m512 vx = _mm512_permutexvar_ps(T, _mm512_loadu_ps(x)), vy = _mm512_permutexvar_ps(T, _mm512_loadu_ps(y));
  __m512 vz = _mm512_permutexvar_ps(T, _mm512_loadu_ps(z)), vw = _mm512_permutexvar_ps(T, _mm512_loadu_ps(w));
  __m512d xy0 = _mm512_castps_pd(_mm512_unpacklo_ps(vx, vy)), xy1 = _mm512_castps_pd(_mm512_unpackhi_ps(vx, vy));
  __m512d zw0 = _mm512_castps_pd(_mm512_unpacklo_ps(vz, vw)), zw1 = _mm512_castps_pd(_mm512_unpackhi_ps(vz, vw));
  __m512 o[4] = {_mm512_castpd_ps(_mm512_unpacklo_pd(xy0, zw0)), _mm512_castpd_ps(_mm512_unpackhi_pd(xy0, zw0)),
                 _mm512_castpd_ps(_mm512_unpacklo_pd(xy1, zw1)), _mm512_castpd_ps(_mm512_unpackhi_pd(xy1, zw1))};
  #pragma GCC unroll 4
  for (int k = 0; k < 4; k++) {
    if (nt) stream64(d + 16 * k, _mm512_castps_si512(o[k]));
    else _mm512_storeu_ps(d + 16 * k, o[k]);
  }
}
#endif

/* ln_array_shuffle_masks: the mask bytes of a chunk are zero-extended straight into an element
 * index (vpmovzxbw/bd/bq; bytes: as they are), reduced modulo lanes and offset to the
 * element's block (one vpternlogd, skipped when a block is the whole register: vpermw/d/q
 * read only the low index bits), then one permute per 64 bytes: vpermw/d/q, for bytes vpshufb
 * where a block fits a 16-byte lane (bits 4-6 of its index are ignored), else vpermb. */
#define LN_TPL_HAS_SHUFFLE_MASKS 1
/* (x & lm) | offs in one vpternlogd (was an and and an or: Zen 5, lanes_bench L1, u16x8 blocks
 * 168 -> 193-212 GB/s) */
static inline __m512i pv_fix(__m512i x, __m512i lm, __m512i offs) { return _mm512_ternarylogic_epi32(x, lm, offs, 0xEA); }
#define LN__PV(name, L2, KT, VT, mfull, mpart, cvt, set1, and_, perm, ldz, stm, inl16)          \
  static void name(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned lanes,              \
                   const uint8_t *masks, int nt) {                                               \
    const unsigned epc = 64u >> L2;                                                              \
    const __m512i lm = set1((int)(lanes - 1)), offs = and_(cvt(mfull(pv_iota)), set1(~(int)(lanes - 1))); \
    const int full = lanes == epc;                                                               \
    /* vpshufb with blocks of 16: each block is a 16-byte lane, the offset is not needed */      \
    const int lane16 = (inl16) && lanes == 16;                                                   \
    if (nbytes <= 64) { /* one chunk (never streamed): no loop set up */                         \
      KT k = (KT)(nbytes == 64 ? ~0ull : (1ull << (nbytes >> L2)) - 1);                          \
      __m512i x = pv_fix(cvt(mpart(k, masks)), lm, offs);                                        \
      stm(dst, k, perm(x, ldz(k, src)));                                                         \
      return;                                                                                    \
    }                                                                                            \
    size_t i = 0;                                                                                \
    if (nt && (uintptr_t)dst % (lanes << L2) == 0) {                                             \
      size_t head = (size_t)(-(uintptr_t)dst & 63);                                              \
      if (head < nbytes) {                                                                       \
        if (head) {                                                                              \
          KT k = (KT)((1ull << (head >> L2)) - 1);                                               \
          __m512i x = cvt(mpart(k, masks));                                                      \
          x = pv_fix(x, lm, offs);                                                               \
          stm(dst, k, perm(x, ldz(k, src)));                                                     \
          i = head;                                                                              \
        }                                                                                        \
        for (; i + 64 <= nbytes; i += 64) {                                                      \
          __m512i x = cvt(mfull(masks + (i >> L2)));                                             \
          if (!full) x = pv_fix(x, lm, offs);                                                    \
          stream64(dst + i, perm(x, _mm512_loadu_si512((const void *)(src + i))));                  \
        }                                                                                        \
        _mm_sfence();                                                                            \
      }                                                                                          \
    }                                                                                            \
    /* two registers per turn: with one, Zen 5 ran the loop at 2/3 of the speed (lanes_bench,   \
     * 12 KiB: 1-byte elements 174 -> 234 GB/s, 2-byte 158 -> 171) */                            \
    if (lane16) {                                                                                \
      for (; i + 128 <= nbytes; i += 128) {                                                      \
        __m512i x0 = and_(cvt(mfull(masks + (i >> L2))), lm);                                    \
        __m512i x1 = and_(cvt(mfull(masks + ((i + 64) >> L2))), lm);                             \
        __m512i v0 = _mm512_loadu_si512((const void *)(src + i));                                \
        __m512i v1 = _mm512_loadu_si512((const void *)(src + i + 64));                           \
        _mm512_storeu_si512((void *)(dst + i), perm(x0, v0));                                    \
        _mm512_storeu_si512((void *)(dst + i + 64), perm(x1, v1));                               \
      }                                                                                          \
    }                                                                                            \
    for (; i + 128 <= nbytes; i += 128) {                                                        \
      __m512i x0 = cvt(mfull(masks + (i >> L2))), x1 = cvt(mfull(masks + ((i + 64) >> L2)));     \
      if (!full) x0 = pv_fix(x0, lm, offs), x1 = pv_fix(x1, lm, offs);                           \
      __m512i v0 = _mm512_loadu_si512((const void *)(src + i));                                  \
      __m512i v1 = _mm512_loadu_si512((const void *)(src + i + 64));                             \
      _mm512_storeu_si512((void *)(dst + i), perm(x0, v0));                                      \
      _mm512_storeu_si512((void *)(dst + i + 64), perm(x1, v1));                                 \
    }                                                                                            \
    for (; i + 64 <= nbytes; i += 64) {                                                          \
      __m512i x = cvt(mfull(masks + (i >> L2)));                                                 \
      if (!full) x = pv_fix(x, lm, offs);                                                        \
      _mm512_storeu_si512((void *)(dst + i), perm(x, _mm512_loadu_si512((const void *)(src + i)))); \
    }                                                                                            \
    if (i < nbytes) {                                                                            \
      KT k = (KT)((1ull << ((nbytes - i) >> L2)) - 1);                                           \
      __m512i x = cvt(mpart(k, masks + (i >> L2)));                                              \
      x = pv_fix(x, lm, offs);                                                                   \
      stm(dst + i, k, perm(x, ldz(k, src + i)));                                                 \
    }                                                                                            \
    (void)epc;                                                                                   \
  }
/* element j's index j (the first 64 >> L2 bytes widened): the block offsets are j & ~(lanes - 1) */
static const uint8_t pv_iota[64] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10, 11, 12, 13, 14, 15,
                                    16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
                                    32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47,
                                    48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63};
static inline __m512i pv_mfull0(const uint8_t *p) { return _mm512_loadu_si512((const void *)p); }
static inline __m512i pv_mpart0(__mmask64 k, const uint8_t *p) { return _mm512_maskz_loadu_epi8(k, (const void *)p); }
static inline __m512i pv_cvt0(__m512i x) { return x; }
static inline __m512i pv_pshufb(__m512i x, __m512i v) { return _mm512_shuffle_epi8(v, x); }
static inline void pv_st0(uint8_t *p, __mmask64 k, __m512i v) { _mm512_mask_storeu_epi8((void *)p, k, v); }
static inline __m256i pv_mfull1(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)(const void *)p); }
static inline __m256i pv_mpart1(__mmask32 k, const uint8_t *p) { return _mm256_maskz_loadu_epi8(k, (const void *)p); }
static inline __m128i pv_mfull2(const uint8_t *p) { return _mm_loadu_si128((const __m128i *)(const void *)p); }
static inline __m128i pv_mpart2(__mmask16 k, const uint8_t *p) { return _mm_maskz_loadu_epi8(k, (const void *)p); }
static inline __m128i pv_mfull3(const uint8_t *p) { return _mm_loadl_epi64((const __m128i *)(const void *)p); }
static inline __m128i pv_mpart3(__mmask8 k, const uint8_t *p) { return _mm_maskz_loadu_epi8(k, (const void *)p); }
static inline __m512i pv_ld1(__mmask32 k, const uint8_t *p) { return _mm512_maskz_loadu_epi16(k, (const void *)p); }
static inline __m512i pv_ld2(__mmask16 k, const uint8_t *p) { return _mm512_maskz_loadu_epi32(k, (const void *)p); }
static inline __m512i pv_ld3(__mmask8 k, const uint8_t *p) { return _mm512_maskz_loadu_epi64(k, (const void *)p); }
static inline void pv_st1(uint8_t *p, __mmask32 k, __m512i v) { _mm512_mask_storeu_epi16((void *)p, k, v); }
static inline void pv_st2(uint8_t *p, __mmask16 k, __m512i v) { _mm512_mask_storeu_epi32((void *)p, k, v); }
static inline void pv_st3(uint8_t *p, __mmask8 k, __m512i v) { _mm512_mask_storeu_epi64((void *)p, k, v); }
LN__PV(shuffle_masks_b16, 0, __mmask64, __m512i, pv_mfull0, pv_mpart0, pv_cvt0, _mm512_set1_epi8,
       _mm512_and_si512, pv_pshufb, pv_mpart0, pv_st0, 1)
LN__PV(shuffle_masks_b, 0, __mmask64, __m512i, pv_mfull0, pv_mpart0, pv_cvt0, _mm512_set1_epi8,
       _mm512_and_si512, _mm512_permutexvar_epi8, pv_mpart0, pv_st0, 0)
LN__PV(shuffle_masks_w, 1, __mmask32, __m256i, pv_mfull1, pv_mpart1, _mm512_cvtepu8_epi16, _mm512_set1_epi16,
       _mm512_and_si512, _mm512_permutexvar_epi16, pv_ld1, pv_st1, 0)
LN__PV(shuffle_masks_d, 2, __mmask16, __m128i, pv_mfull2, pv_mpart2, _mm512_cvtepu8_epi32, _mm512_set1_epi32,
       _mm512_and_si512, _mm512_permutexvar_epi32, pv_ld2, pv_st2, 0)
LN__PV(shuffle_masks_q, 3, __mmask8, __m128i, pv_mfull3, pv_mpart3, _mm512_cvtepu8_epi64, _mm512_set1_epi64,
       _mm512_and_si512, _mm512_permutexvar_epi64, pv_ld3, pv_st3, 0)
#undef LN__PV
#ifdef LN_AVX512_ZEN4
/* Zen 4 (avx512zen4): byte blocks of 16 with 256-bit registers, where a 512-bit load or store
 * takes two cycles: 1.09x-1.13x the 512-bit loop with its three streams in L1 (8 KiB: 107.5
 * against 98.4 GB/s in a loop of calls, 107.9 against 95.6 in lanes_bench), the same speed from
 * L2 on; calls of at most 64 bytes and streamed ones keep the
 * 512-bit code, and so does the last 16 bytes' block. */
/* 32 bytes at s permuted by their mask bytes at m (each block of 16 by its own mask) */
static inline __attribute__((always_inline)) void shuffle_masks_b16_y(uint8_t *d, const uint8_t *s,
                                                                     const uint8_t *m) {
  __m256i x = _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(const void *)m), _mm256_set1_epi8(15));
  __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)s);
  _mm256_storeu_si256((__m256i *)(void *)d, _mm256_shuffle_epi8(v, x));
}
static void shuffle_masks_b16_ymm(uint8_t *dst, const uint8_t *src, size_t nbytes,
                                  const uint8_t *masks) {
  size_t i = 0;
  /* four registers per turn, written out (GCC -O2 does not unroll a loop over them): a
   * one-register loop ran at half speed on Zen 4 (51 against 98 GB/s at 8 KiB), two registers
   * at 0.91 */
  for (; i + 128 <= nbytes; i += 128) {
    shuffle_masks_b16_y(dst + i, src + i, masks + i);
    shuffle_masks_b16_y(dst + i + 32, src + i + 32, masks + i + 32);
    shuffle_masks_b16_y(dst + i + 64, src + i + 64, masks + i + 64);
    shuffle_masks_b16_y(dst + i + 96, src + i + 96, masks + i + 96);
  }
  if (i < nbytes) shuffle_masks_b16(dst + i, src + i, nbytes - i, 16, masks + i, 0);
}
#endif
static int shuffle_masks_isa(uint8_t *dst, const uint8_t *src, size_t nbytes, unsigned es_log2,
                     unsigned lanes, const uint8_t *masks, int nt) {
  switch (es_log2) {
    case 0:
#ifdef LN_AVX512_ZEN4
      if (lanes == 16 && !nt && nbytes > 64) {
        shuffle_masks_b16_ymm(dst, src, nbytes, masks);
        return 1;
      }
#endif
      if (lanes <= 16) shuffle_masks_b16(dst, src, nbytes, lanes, masks, nt);
      else shuffle_masks_b(dst, src, nbytes, lanes, masks, nt);
      return 1;
    case 1: shuffle_masks_w(dst, src, nbytes, lanes, masks, nt); return 1;
    case 2: shuffle_masks_d(dst, src, nbytes, lanes, masks, nt); return 1;
    case 3: shuffle_masks_q(dst, src, nbytes, lanes, masks, nt); return 1;
    default: return 0;
  }
}

/* ---- bulk memory hooks (gather / scatter / compress) ---- */
/* bit j = (m[j] != 0): one vptestmb */
#define LN_TPL_HAS_MBITS 1
static inline uint64_t mbits64(const uint8_t *m) {
  return _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)m), _mm512_set1_epi8(-1));
}
/* the same for r < 64 bytes ending a buffer: one masked load (no byte past m + r) */
#define LN_TPL_HAS_MBITS_TAIL 1
static inline uint64_t mbits_tail(const uint8_t *m, size_t r) {
  __mmask64 k = kfirst(r);
  return _mm512_mask_test_epi8_mask(k, _mm512_maskz_loadu_epi8(k, (const void *)m), _mm512_set1_epi8(-1));
}
static inline __mmask16 kfirst16(size_t n) { return n >= 16 ? 0xffff : (__mmask16)((1u << n) - 1); }
/* active bits of 16 mask bytes (reads none past mask + r) */
static inline __mmask16 mbits16(const uint8_t *m, size_t r) {
  __mmask16 kf = kfirst16(r);
  return _mm_mask_test_epi8_mask(kf, _mm_maskz_loadu_epi8(kf, (const void *)m), _mm_set1_epi8(-1));
}

#ifdef LN_AVX512_INTEL
/* 4-byte gathers by vpgatherdd, 16 at a time (the avx512intel path).  Reads what the element
 * loop reads: the indexes and table elements of the active elements only (masked index
 * loads, masked gathers, masked stores; masked-off lanes are never accessed).  vpgatherdd
 * sign-extends its indexes, so a lane with an index >= 2^31 is done by the element loop. */
#define LN_TPL_HAS_GATHER2 1
static inline void gather16_d(uint8_t *out, const uint8_t *tab, const uint32_t *idx, __mmask16 k) {
  __m512i vi = _mm512_maskz_loadu_epi32(k, (const void *)idx);
  __mmask16 big = _mm512_mask_cmplt_epi32_mask(k, vi, _mm512_setzero_si512());
  __mmask16 g = (__mmask16)(k & ~big);
  __m512i v = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), g, vi, (const void *)tab, 4);
  _mm512_mask_storeu_epi32((void *)out, g, v);
  for (unsigned b = big; b; b &= b - 1) {
    unsigned j = (unsigned)__builtin_ctz(b);
    memcpy(out + 4 * j, tab + 4 * (size_t)idx[j], 4);
  }
}
static void gather_isa2(uint8_t *out, const uint8_t *tab, const uint32_t *idx, const uint8_t *mask,
                        size_t n) {
  size_t i = 0;
  if (!mask) {
    for (; i + 16 <= n; i += 16) {
      __m512i vi = _mm512_loadu_si512((const void *)(idx + i));
      if (_mm512_cmplt_epi32_mask(vi, _mm512_setzero_si512())) {
        gather16_d(out + 4 * i, tab, idx + i, 0xffff);
        continue;
      }
      _mm512_storeu_si512((void *)(out + 4 * i), _mm512_i32gather_epi32(vi, (const void *)tab, 4));
    }
    if (i < n) gather16_d(out + 4 * i, tab, idx + i, kfirst16(n - i));
    return;
  }
  for (; i < n; i += 16) gather16_d(out + 4 * i, tab, idx + i, mbits16(mask + i, n - i));
}

#endif
/* Masked scatter of at most 16 4-byte elements (a small call; longer ones take the template's
 * loop): the active indexes and values (only those loaded) compressed to the front of two
 * registers, stored to the stack, then written in lane order by a counted loop.  The template's
 * loop over the mask's set bits waits on each bit's clearing (tzcnt, blsr) per element: on Zen 5
 * a whole ln_array_scatter_masked call of 16 (50% active) took 7.6 ns that way, 4.3 this way
 * (lanes_call_cost).  Not for longer arrays: at 65536 elements into a 1 MiB table it ran at 0.7x
 * the template's loop on Zen 5.  On a core with one 512-bit shuffle port (Intel) it adds two
 * compresses per call of at most 16, not measured there. */
#define LN_TPL_HAS_SCATTER_M16_2 1
static __attribute__((noinline)) int scatter_m16_isa2(uint8_t *out, const uint8_t *val, const uint32_t *idx, const uint8_t *mask,
                                                       size_t n) {
  __mmask16 k = mbits16(mask, n);
  uint32_t bi[16], bv[16];
  _mm512_storeu_si512((void *)bi, _mm512_maskz_compress_epi32(k, _mm512_maskz_loadu_epi32(k, (const void *)idx)));
  _mm512_storeu_si512((void *)bv, _mm512_maskz_compress_epi32(k, _mm512_maskz_loadu_epi32(k, (const void *)val)));
  for (unsigned j = 0, c = (unsigned)__builtin_popcount(k); j < c; j++) memcpy(out + 4 * (size_t)bi[j], &bv[j], 4);
  return 0;
}

/* Validation: the unsigned maximum of the active indexes (inactive lanes not loaded), compared
 * lane by lane with len (len >= 1, so the zeros of inactive lanes pass). */
#define LN_TPL_HAS_INDEX_CHECK 1
static int index_out_of_range_isa(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  const __m512i vlen = _mm512_set1_epi32((int)len);
  if (n <= 16) { /* one masked load, one compare (len >= 1: an inactive lane's 0 is in range) */
    __mmask16 k = mask ? mbits16(mask, n) : kfirst16(n);
    return _mm512_mask_cmpge_epu32_mask(k, _mm512_maskz_loadu_epi32(k, (const void *)idx), vlen) != 0;
  }
  __m512i m0 = _mm512_setzero_si512(), m1 = m0, m2 = m0, m3 = m0;
  size_t i = 0;
  if (!mask) {
    for (; i + 64 <= n; i += 64) {
      m0 = _mm512_max_epu32(m0, _mm512_loadu_si512((const void *)(idx + i)));
      m1 = _mm512_max_epu32(m1, _mm512_loadu_si512((const void *)(idx + i + 16)));
      m2 = _mm512_max_epu32(m2, _mm512_loadu_si512((const void *)(idx + i + 32)));
      m3 = _mm512_max_epu32(m3, _mm512_loadu_si512((const void *)(idx + i + 48)));
    }
    for (; i < n; i += 16)
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(kfirst16(n - i), (const void *)(idx + i)));
  } else {
    for (; i + 32 <= n; i += 32) {
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(mbits16(mask + i, 16), (const void *)(idx + i)));
      m1 = _mm512_max_epu32(m1, _mm512_maskz_loadu_epi32(mbits16(mask + i + 16, 16), (const void *)(idx + i + 16)));
    }
    for (; i < n; i += 16)
      m0 = _mm512_max_epu32(m0, _mm512_maskz_loadu_epi32(mbits16(mask + i, n - i), (const void *)(idx + i)));
  }
  m0 = _mm512_max_epu32(_mm512_max_epu32(m0, m1), _mm512_max_epu32(m2, m3));
  return _mm512_cmpge_epu32_mask(m0, vlen) != 0;
}

/* Compaction: compress in a register (vpcompressd/q; on Zen 5 a loop of the memory form ran at
 * 63 GB/s against 87 for the register form, 64 K uint32, 50% kept), then a masked store of
 * exactly the kept elements.  Only active elements are loaded in a partial last chunk.  In
 * place is fine: the store ends at or before the end of the chunk just read. */
#define LN_TPL_HAS_COMPRESS2 1
static size_t compress_isa2(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  if (n <= 16) { /* one register, no loop set up: only the active elements loaded */
    __mmask16 m = mbits16(mask, n);
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi32((void *)out, (__mmask16)((1u << p) - 1),
                             _mm512_maskz_compress_epi32(m, _mm512_maskz_loadu_epi32(m, (const void *)src)));
    return p;
  }
  size_t k = 0, i = 0;
  for (; i + 32 <= n; i += 32) { /* whole chunks: plain loads, one mask test per 32 */
    __mmask32 m = _mm256_test_epi8_mask(_mm256_loadu_si256((const __m256i *)(const void *)(mask + i)),
                                        _mm256_set1_epi8(-1));
    __mmask16 m0 = (__mmask16)m, m1 = (__mmask16)(m >> 16);
    __m512i c0 = _mm512_maskz_compress_epi32(m0, _mm512_loadu_si512((const void *)(src + 4 * i)));
    __m512i c1 = _mm512_maskz_compress_epi32(m1, _mm512_loadu_si512((const void *)(src + 4 * i + 64)));
    unsigned p0 = (unsigned)__builtin_popcount(m0), p1 = (unsigned)__builtin_popcount(m1);
    _mm512_mask_storeu_epi32((void *)(out + 4 * k), (__mmask16)((1u << p0) - 1), c0);
    _mm512_mask_storeu_epi32((void *)(out + 4 * (k + p0)), (__mmask16)((1u << p1) - 1), c1);
    k += p0 + p1;
  }
  for (; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i v = n - i >= 16 ? _mm512_loadu_si512((const void *)(src + 4 * i))
                            : _mm512_maskz_loadu_epi32(m, (const void *)(src + 4 * i));
    __m512i c = _mm512_maskz_compress_epi32(m, v);
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi32((void *)(out + 4 * k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}
#define LN_TPL_HAS_COMPRESS3 1
static size_t compress_isa3(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0, i = 0;
  for (; i + 16 <= n; i += 16) {
    __mmask16 m = _mm_test_epi8_mask(_mm_loadu_si128((const __m128i *)(const void *)(mask + i)), _mm_set1_epi8(-1));
    __mmask8 lo = (__mmask8)m, hi = (__mmask8)(m >> 8);
    __m512i a = _mm512_maskz_compress_epi64(lo, _mm512_loadu_si512((const void *)(src + 8 * i)));
    __m512i b = _mm512_maskz_compress_epi64(hi, _mm512_loadu_si512((const void *)(src + 8 * i + 64)));
    unsigned pa = (unsigned)__builtin_popcount(lo), pb = (unsigned)__builtin_popcount(hi);
    _mm512_mask_storeu_epi64((void *)(out + 8 * k), (__mmask8)((1u << pa) - 1), a);
    _mm512_mask_storeu_epi64((void *)(out + 8 * (k + pa)), (__mmask8)((1u << pb) - 1), b);
    k += pa + pb;
  }
  for (; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __mmask8 lo = (__mmask8)m, hi = (__mmask8)(m >> 8);
    __m512i a = _mm512_maskz_compress_epi64(lo, _mm512_maskz_loadu_epi64(lo, (const void *)(src + 8 * i)));
    __m512i b = _mm512_maskz_compress_epi64(hi, _mm512_maskz_loadu_epi64(hi, (const void *)(src + 8 * i + 64)));
    unsigned pa = (unsigned)__builtin_popcount(lo), pb = (unsigned)__builtin_popcount(hi);
    _mm512_mask_storeu_epi64((void *)(out + 8 * k), (__mmask8)((1u << pa) - 1), a);
    _mm512_mask_storeu_epi64((void *)(out + 8 * (k + pa)), (__mmask8)((1u << pb) - 1), b);
    k += pa + pb;
  }
  return k;
}

/* Bytes and words: the avx512vbmi2 path (array_avx512vbmi2.c: this file with
 * LN_AVX512_VBMI2 defined, compiled with -mavx512vbmi2) compresses them with vpcompressb/w;
 * this path widens them to dwords, compresses, narrows in a register. */
#define LN_TPL_HAS_COMPRESS0 1
#define LN_TPL_HAS_COMPRESS1 1
#ifdef LN_AVX512_VBMI2
/* the first p <= 64 bits: one bzhi (kfirst: a shift, a decrement and a select) */
static inline __mmask64 kfirst_upto64(unsigned p) { return _bzhi_u64(~0ull, p); }
static size_t compress_isa0(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0, i = 0;
  for (; i + 128 <= n; i += 128) {
    __mmask64 m0 = _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)(mask + i)), _mm512_set1_epi8(-1));
    __mmask64 m1 = _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)(mask + i + 64)), _mm512_set1_epi8(-1));
    __m512i c0 = _mm512_maskz_compress_epi8(m0, _mm512_loadu_si512((const void *)(src + i)));
    __m512i c1 = _mm512_maskz_compress_epi8(m1, _mm512_loadu_si512((const void *)(src + i + 64)));
    unsigned p0 = (unsigned)__builtin_popcountll(m0), p1 = (unsigned)__builtin_popcountll(m1);
    _mm512_mask_storeu_epi8((void *)(out + k), kfirst_upto64(p0), c0);
    _mm512_mask_storeu_epi8((void *)(out + k + p0), kfirst_upto64(p1), c1);
    k += p0 + p1;
  }
  for (; i + 64 <= n; i += 64) {
    __mmask64 m = _mm512_test_epi8_mask(_mm512_loadu_si512((const void *)(mask + i)), _mm512_set1_epi8(-1));
    __m512i c = _mm512_maskz_compress_epi8(m, _mm512_loadu_si512((const void *)(src + i)));
    unsigned p = (unsigned)__builtin_popcountll(m);
    _mm512_mask_storeu_epi8((void *)(out + k), kfirst_upto64(p), c);
    k += p;
  }
  for (; i < n; i += 64) {
    __mmask64 kf = kfirst(n - i);
    __mmask64 m = _mm512_mask_test_epi8_mask(kf, _mm512_maskz_loadu_epi8(kf, (const void *)(mask + i)),
                                             _mm512_set1_epi8(-1));
    __m512i v = kf == ~0ull ? _mm512_loadu_si512((const void *)(src + i)) : _mm512_maskz_loadu_epi8(m, (const void *)(src + i));
    __m512i c = _mm512_maskz_compress_epi8(m, v);
    unsigned p = (unsigned)__builtin_popcountll(m);
    _mm512_mask_storeu_epi8((void *)(out + k), kfirst_upto64(p), c);
    k += p;
  }
  return k;
}
static size_t compress_isa1(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0, i = 0;
  for (; i + 32 <= n; i += 32) {
    __mmask32 m = _mm256_test_epi8_mask(_mm256_loadu_si256((const __m256i *)(const void *)(mask + i)),
                                        _mm256_set1_epi8(-1));
    __m512i c = _mm512_maskz_compress_epi16(m, _mm512_loadu_si512((const void *)(src + 2 * i)));
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi16((void *)(out + 2 * k), (__mmask32)kfirst_upto64(p), c);
    k += p;
  }
  for (; i < n; i += 32) {
    __mmask32 kf = (__mmask32)kfirst(n - i < 32 ? n - i : 32);
    __mmask32 m = _mm256_mask_test_epi8_mask(kf, _mm256_maskz_loadu_epi8(kf, (const void *)(mask + i)),
                                             _mm256_set1_epi8(-1));
    __m512i v = kf == 0xffffffffu ? _mm512_loadu_si512((const void *)(src + 2 * i))
                                  : _mm512_maskz_loadu_epi16(m, (const void *)(src + 2 * i));
    __m512i c = _mm512_maskz_compress_epi16(m, v);
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm512_mask_storeu_epi16((void *)(out + 2 * k), (__mmask32)kfirst_upto64(p), c);
    k += p;
  }
  return k;
}
#else
static size_t compress_isa0(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i w = _mm512_cvtepu8_epi32(_mm_maskz_loadu_epi8(m, (const void *)(src + i)));
    __m128i c = _mm512_cvtepi32_epi8(_mm512_maskz_compress_epi32(m, w));
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm_mask_storeu_epi8((void *)(out + k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}
static size_t compress_isa1(uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {
  size_t k = 0;
  for (size_t i = 0; i < n; i += 16) {
    __mmask16 m = mbits16(mask + i, n - i);
    __m512i w = _mm512_cvtepu16_epi32(_mm256_maskz_loadu_epi16(m, (const void *)(src + 2 * i)));
    __m256i c = _mm512_cvtepi32_epi16(_mm512_maskz_compress_epi32(m, w));
    unsigned p = (unsigned)__builtin_popcount(m);
    _mm256_mask_storeu_epi16((void *)(out + 2 * k), (__mmask16)((1u << p) - 1), c);
    k += p;
  }
  return k;
}
#endif

#include "compress_cmp_avx512.h"

#define LN_TPL_HAS_X16 1
#define LN_TPL_SHUFFLE2_X2 1
#define LN_TPL_HAS_STREAM 1
#define LN_TPL_PART_WORDS 1 /* ch_load_part / ch_store_part: one masked load / store */
static inline ch_t ch_load_part4(const uint8_t *p, size_t n) { return ch_load_part(p, n); }
static inline void ch_store_part4(uint8_t *p, ch_t c, size_t n) { ch_store_part(p, c, n); }
#if defined(LN_AVX512_INTEL)
#define LN_TPL_ISA avx512intel
#elif defined(LN_AVX512_ZEN4)
#define LN_TPL_ISA avx512zen4
#elif defined(LN_AVX512_VBMI2)
#define LN_TPL_ISA avx512vbmi2
#else
#define LN_TPL_ISA avx512
#endif
#include "../array_tpl.h"
