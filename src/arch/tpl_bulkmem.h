/* Part of src/arch/array_tpl.h (included once per path, LN__TPL defined there): the loops
 * of the bulk memory functions. */

/* ---- ln_array_gather / ln_array_scatter / ln_array_scatter_add / ln_array_compress ----
 * Element loops on every path: on Zen 5 a scalar load or store per element beats the
 * hardware gathers and scatters (vpgatherdd zmm ~17 cycles, vpscatterdd ~24 for 16
 * elements).  Masked forms turn 64 mask bytes into a 64-bit word (one SIMD compare where
 * the ISA has one) and visit its set bits (count trailing zeros): no branch per element,
 * so no mispredictions at 50% density, and an address is only formed from an active
 * index.  Optional ISA hooks:
 *   LN_TPL_HAS_MBITS         mbits64(m): bit j = (m[j] != 0), j < 64
 *   LN_TPL_HAS_MBITS_TAIL    mbits_tail(m, r): the same for j < r < 64, reading no byte past
 *                            m + r (a masked load where the ISA has one: small calls)
 *   LN_TPL_HAS_INDEX_CHECK        index_out_of_range_isa(idx, mask, n, len)   the validation pass
 *   LN_TPL_HAS_GATHER<l2>    gather_isa<l2>(out, tab, idx, mask, n)  the gather of
 *                            1 << l2-byte elements (l2 = 0..3, each hook on its own)
 *   LN_TPL_HAS_SCATTER<l2>   scatter_isa<l2>(out, val, idx, mask, n)  the scatter
 *   LN_TPL_HAS_SCATTER_M16_2 scatter_m16_isa2(out, val, idx, mask, n)  (returns 0) the masked scatter of
 *                            n <= 16 4-byte elements (a small call), where the path has no
 *                            scatter_isa2
 *   LN_TPL_HAS_COMPRESS<l2>  compress_isa<l2>(out, src, mask, n)  returns the count
 *   LN_TPL_HAS_SCATTER_ADD   scatter_add_isa_<t>(out, val, idx, mask, n), t = i8 i16 i32 i64
 *                            f32 f64: every scatter-add, with the loop's exact results
 * The masked scatter visits the set bits 32 at a time, two per loop turn: on Zen 5 that
 * runs ~1.25x faster than one 64-bit word a bit at a time, and faster than vpscatterdd at
 * every density and table size measured (4 KiB .. 256 MiB, 50% active). */
#ifdef LN_TPL_HAS_MBITS
#define LN__MBITS mbits64
#else
static inline uint64_t LN__TPL(mbits64)(const uint8_t *m) {
  uint64_t b = 0;
  for (unsigned q = 0; q < 8; q++) {
    uint64_t x;
    memcpy(&x, m + 8 * q, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x);
#endif
    x |= x >> 4; /* bit 0 of each byte: OR of the byte's bits */
    x |= x >> 2;
    x |= x >> 1;
    x &= 0x0101010101010101ull;
    b |= ((x * 0x0102040810204080ull) >> 56) << (8 * q); /* gather the 8 bits */
  }
  return b;
}
#define LN__MBITS LN__TPL(mbits64)
#endif
/* bit j = (m[j] != 0) for j < r (r < 64 ending a buffer; reads no byte past m + r) */
#ifdef LN_TPL_HAS_MBITS_TAIL
#define LN__MBITS_TAIL mbits_tail
#else
static inline uint64_t LN__TPL(mbits_tail)(const uint8_t *m, size_t r) {
  uint64_t b = 0;
  for (size_t j = 0; j < r; j++) b |= (uint64_t)(m[j] != 0) << j;
  return b;
}
#define LN__MBITS_TAIL LN__TPL(mbits_tail)
#endif
#define LN__MBITS_AT(mask, base, n) \
  ((n) - (base) >= 64 ? LN__MBITS((mask) + (base)) : LN__MBITS_TAIL((mask) + (base), (n) - (base)))

/* The masked gather and scatter loops are functions of their own, tail-called: their saved
 * registers and stack set-up are not the other calls'.  The scatters start on a 64-byte line:
 * placed where the split left them, the same loops ran 8-18% slower on Zen 5 with a 4 KiB table
 * (L1-resident, bound by the loop's issue). */
#ifdef LN_TPL_HAS_SCATTER_M16_2
#define LN__BM_SCATTER_M2(out, val, idx, mask, n) \
  ((n) <= 16 ? scatter_m16_isa2(out, val, idx, mask, n) : LN__TPL(scatter_m2)(out, val, idx, mask, n))
#else
#define LN__BM_SCATTER_M2 LN__TPL(scatter_m2)
#endif
#define LN__BM_SCATTER_M0 LN__TPL(scatter_m0)
#define LN__BM_SCATTER_M1 LN__TPL(scatter_m1)
#define LN__BM_SCATTER_M3 LN__TPL(scatter_m3)
#define LN__BM_LOOPS(l2, T)                                                                    \
  static __attribute__((noinline)) int LN__TPL(gather_m##l2)(uint8_t *out, const uint8_t *tab, \
                                                               const uint32_t *idx,            \
                                                               const uint8_t *mask, size_t n) { \
    const size_t sz = sizeof(T);                                                               \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        memcpy(out + j * sz, tab + (size_t)idx[j] * sz, sz);                                   \
      }                                                                                        \
    }                                                                                          \
    return 0;                                                                                  \
  }                                                                                            \
  __attribute__((unused)) static int LN__TPL(gather##l2)(uint8_t *out, const uint8_t *tab,  \
                                  const uint32_t *idx,                                        \
                                  const uint8_t *mask, size_t n) {                             \
    if (mask) return LN__TPL(gather_m##l2)(out, tab, idx, mask, n);                            \
    const size_t sz = sizeof(T);                                                               \
    size_t i = 0;                                                                              \
    for (; i + 4 <= n; i += 4) {                                                               \
      T a, b, c, d;                                                                            \
      memcpy(&a, tab + (size_t)idx[i] * sz, sz);                                               \
      memcpy(&b, tab + (size_t)idx[i + 1] * sz, sz);                                           \
      memcpy(&c, tab + (size_t)idx[i + 2] * sz, sz);                                           \
      memcpy(&d, tab + (size_t)idx[i + 3] * sz, sz);                                           \
      memcpy(out + i * sz, &a, sz);                                                            \
      memcpy(out + (i + 1) * sz, &b, sz);                                                      \
      memcpy(out + (i + 2) * sz, &c, sz);                                                      \
      memcpy(out + (i + 3) * sz, &d, sz);                                                      \
    }                                                                                          \
    for (; i < n; i++) memcpy(out + i * sz, tab + (size_t)idx[i] * sz, sz);                    \
    return 0;                                                                                  \
  }                                                                                            \
  static __attribute__((noinline, unused, aligned(64))) int LN__TPL(scatter_m##l2)(uint8_t *out, const uint8_t *val, \
                                                                const uint32_t *idx,           \
                                                                const uint8_t *mask, size_t n) { \
    const size_t sz = sizeof(T);                                                               \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      for (unsigned h = 0; h < 64; h += 32) { /* 32-bit halves, two set bits per turn */       \
        uint32_t w = (uint32_t)(b >> h);                                                       \
        const uint32_t *ix = idx + base + h;                                                   \
        const uint8_t *v = val + (base + h) * sz;                                              \
        while (w) {                                                                            \
          unsigned k = (unsigned)__builtin_ctz(w);                                             \
          w &= w - 1;                                                                          \
          memcpy(out + (size_t)ix[k] * sz, v + (size_t)k * sz, sz);                            \
          if (!w) break;                                                                       \
          k = (unsigned)__builtin_ctz(w);                                                      \
          w &= w - 1;                                                                          \
          memcpy(out + (size_t)ix[k] * sz, v + (size_t)k * sz, sz);                            \
        }                                                                                      \
      }                                                                                        \
    }                                                                                          \
    return 0;                                                                                  \
  }                                                                                            \
  __attribute__((unused, aligned(64))) static int LN__TPL(scatter##l2)(uint8_t *out, const uint8_t *val, const uint32_t *idx,      \
                                   const uint8_t *mask, size_t n) {                            \
    if (mask) return LN__BM_SCATTER_M##l2(out, val, idx, mask, n);                             \
    const size_t sz = sizeof(T); /* four indexes and values loaded, then four stores in order */ \
    size_t i = 0;                                                                              \
    for (; i + 4 <= n; i += 4) {                                                               \
      size_t j0 = idx[i], j1 = idx[i + 1], j2 = idx[i + 2], j3 = idx[i + 3];                   \
      T a, b, c, d;                                                                            \
      memcpy(&a, val + i * sz, sz);                                                            \
      memcpy(&b, val + (i + 1) * sz, sz);                                                      \
      memcpy(&c, val + (i + 2) * sz, sz);                                                      \
      memcpy(&d, val + (i + 3) * sz, sz);                                                      \
      memcpy(out + j0 * sz, &a, sz);                                                           \
      memcpy(out + j1 * sz, &b, sz);                                                           \
      memcpy(out + j2 * sz, &c, sz);                                                           \
      memcpy(out + j3 * sz, &d, sz);                                                           \
    }                                                                                          \
    for (; i < n; i++) memcpy(out + (size_t)idx[i] * sz, val + i * sz, sz);                    \
    return 0;                                                                                  \
  }                                                                                            \
  /* all 64 active: one block move (memmove: out may be src, k <= base) */                     \
  __attribute__((unused)) static size_t LN__TPL(compress_c##l2)(                               \
      uint8_t *out, const uint8_t *src, const uint8_t *mask, size_t n) {                       \
    const size_t sz = sizeof(T);                                                               \
    size_t k = 0;                                                                              \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      if (b == ~(uint64_t)0) {                                                                 \
        memmove(out + k * sz, src + base * sz, 64 * sz);                                       \
        k += 64;                                                                               \
        continue;                                                                              \
      }                                                                                        \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        T v;                                                                                   \
        memcpy(&v, src + j * sz, sz);                                                          \
        memcpy(out + k * sz, &v, sz);                                                          \
        k++;                                                                                   \
      }                                                                                        \
    }                                                                                          \
    return k;                                                                                  \
  }

LN__BM_LOOPS(0, uint8_t)
LN__BM_LOOPS(1, uint16_t)
LN__BM_LOOPS(2, uint32_t)
LN__BM_LOOPS(3, uint64_t)
#undef LN__BM_LOOPS
#undef LN__BM_SCATTER_M0
#undef LN__BM_SCATTER_M1
#undef LN__BM_SCATTER_M2
#undef LN__BM_SCATTER_M3

/* The kernel table's entries return 0 (LN_OK), so that the dispatcher's call is a jump: an ISA
 * hook (void) is called through a wrapper that does */
#define LN__BM_HOOK(name, hook)                                                                 \
  static int LN__TPL(name)(uint8_t *out, const uint8_t *p, const uint32_t *idx, const uint8_t *mask, \
                           size_t n) {                                                          \
    hook(out, p, idx, mask, n);                                                                 \
    return 0;                                                                                   \
  }
#ifdef LN_TPL_HAS_GATHER0
LN__BM_HOOK(gather_hook0, gather_isa0)
#define LN__BM_GATHER0 LN__TPL(gather_hook0)
#else
#define LN__BM_GATHER0 LN__TPL(gather0)
#endif
#ifdef LN_TPL_HAS_GATHER1
LN__BM_HOOK(gather_hook1, gather_isa1)
#define LN__BM_GATHER1 LN__TPL(gather_hook1)
#else
#define LN__BM_GATHER1 LN__TPL(gather1)
#endif
#ifdef LN_TPL_HAS_GATHER2
LN__BM_HOOK(gather_hook2, gather_isa2)
#define LN__BM_GATHER2 LN__TPL(gather_hook2)
#else
#define LN__BM_GATHER2 LN__TPL(gather2)
#endif
#ifdef LN_TPL_HAS_GATHER3
LN__BM_HOOK(gather_hook3, gather_isa3)
#define LN__BM_GATHER3 LN__TPL(gather_hook3)
#else
#define LN__BM_GATHER3 LN__TPL(gather3)
#endif
#ifdef LN_TPL_HAS_SCATTER0
LN__BM_HOOK(scatter_hook0, scatter_isa0)
#define LN__BM_SCATTER0 LN__TPL(scatter_hook0)
#else
#define LN__BM_SCATTER0 LN__TPL(scatter0)
#endif
#ifdef LN_TPL_HAS_SCATTER1
LN__BM_HOOK(scatter_hook1, scatter_isa1)
#define LN__BM_SCATTER1 LN__TPL(scatter_hook1)
#else
#define LN__BM_SCATTER1 LN__TPL(scatter1)
#endif
#ifdef LN_TPL_HAS_SCATTER2
LN__BM_HOOK(scatter_hook2, scatter_isa2)
#define LN__BM_SCATTER2 LN__TPL(scatter_hook2)
#else
#define LN__BM_SCATTER2 LN__TPL(scatter2)
#endif
#ifdef LN_TPL_HAS_SCATTER3
LN__BM_HOOK(scatter_hook3, scatter_isa3)
#define LN__BM_SCATTER3 LN__TPL(scatter_hook3)
#else
#define LN__BM_SCATTER3 LN__TPL(scatter3)
#endif
#ifdef LN_TPL_HAS_COMPRESS0
#define LN__BM_CMP0 compress_isa0
#else
#define LN__BM_CMP0 LN__TPL(compress_c0)
#endif
#ifdef LN_TPL_HAS_COMPRESS1
#define LN__BM_CMP1 compress_isa1
#else
#define LN__BM_CMP1 LN__TPL(compress_c1)
#endif
#ifdef LN_TPL_HAS_COMPRESS2
#define LN__BM_CMP2 compress_isa2
#else
#define LN__BM_CMP2 LN__TPL(compress_c2)
#endif
#ifdef LN_TPL_HAS_COMPRESS3
#define LN__BM_CMP3 compress_isa3
#else
#define LN__BM_CMP3 LN__TPL(compress_c3)
#endif

/* Scatter-add: the sequential loop itself (read, add, write per element, in index order),
 * so duplicates accumulate and float sums round exactly as the loop does (vpconflictd
 * would combine duplicates first: a different float rounding, and slower than this loop on
 * Zen 5 even for integers).  Integer sums wrap: computed in the unsigned type. */
#define LN__BM_ADD(name, T)                                                                    \
  static inline void LN__TPL(add1_##name)(uint8_t *d, const uint8_t *v) {                      \
    T o, x;                                                                                    \
    memcpy(&o, d, sizeof(T));                                                                  \
    memcpy(&x, v, sizeof(T));                                                                  \
    o = (T)(o + x);                                                                            \
    memcpy(d, &o, sizeof(T));                                                                  \
  }                                                                                            \
  __attribute__((unused)) static int LN__TPL(scatter_add_##name)(uint8_t *out, const uint8_t *val, \
                                                                  const uint32_t *idx,      \
                                   const uint8_t *mask, size_t n) {                            \
    const size_t sz = sizeof(T);                                                               \
    if (!mask) { /* four indexes loaded first, then the four adds in order (scalars: arrays   \
                    here were vectorized through the stack, ~5x slower on Zen 4) */            \
      size_t i = 0;                                                                            \
      for (; i + 4 <= n; i += 4) {                                                             \
        size_t j0 = idx[i], j1 = idx[i + 1], j2 = idx[i + 2], j3 = idx[i + 3];                 \
        LN__TPL(add1_##name)(out + j0 * sz, val + i * sz);                                     \
        LN__TPL(add1_##name)(out + j1 * sz, val + (i + 1) * sz);                               \
        LN__TPL(add1_##name)(out + j2 * sz, val + (i + 2) * sz);                               \
        LN__TPL(add1_##name)(out + j3 * sz, val + (i + 3) * sz);                               \
      }                                                                                        \
      for (; i < n; i++) LN__TPL(add1_##name)(out + (size_t)idx[i] * sz, val + i * sz);        \
      return 0;                                                                                \
    }                                                                                          \
    for (size_t base = 0; base < n; base += 64) {                                              \
      uint64_t b = LN__MBITS_AT(mask, base, n);                                                \
      while (b) {                                                                              \
        size_t j = base + (size_t)__builtin_ctzll(b);                                          \
        b &= b - 1;                                                                            \
        LN__TPL(add1_##name)(out + (size_t)idx[j] * sz, val + j * sz);                         \
      }                                                                                        \
    }                                                                                          \
    return 0;                                                                                  \
  }
LN__BM_ADD(i8, uint8_t)
LN__BM_ADD(i16, uint16_t)
LN__BM_ADD(i32, uint32_t)
LN__BM_ADD(i64, uint64_t)
LN__BM_ADD(f32, float)
LN__BM_ADD(f64, double)
#undef LN__BM_ADD
#ifdef LN_TPL_HAS_SCATTER_ADD
LN__BM_HOOK(scatter_add_hook_i8, scatter_add_isa_i8)
LN__BM_HOOK(scatter_add_hook_i16, scatter_add_isa_i16)
LN__BM_HOOK(scatter_add_hook_i32, scatter_add_isa_i32)
LN__BM_HOOK(scatter_add_hook_i64, scatter_add_isa_i64)
LN__BM_HOOK(scatter_add_hook_f32, scatter_add_isa_f32)
LN__BM_HOOK(scatter_add_hook_f64, scatter_add_isa_f64)
#define LN__BM_SADD(t) LN__TPL(scatter_add_hook_##t)
#else
#define LN__BM_SADD(t) LN__TPL(scatter_add_##t)
#endif

#ifdef LN_TPL_HAS_INDEX_CHECK
#define LN__BM_INDEX_CHECK index_out_of_range_isa
#else
static int LN__TPL(index_out_of_range)(const uint32_t *idx, const uint8_t *mask, size_t n, uint32_t len) {
  uint32_t mx = 0;
  if (!mask) {
    for (size_t i = 0; i < n; i++) mx = idx[i] > mx ? idx[i] : mx;
  } else {
    for (size_t i = 0; i < n; i++) {
      uint32_t v = mask[i] ? idx[i] : 0;
      mx = v > mx ? v : mx;
    }
  }
  return n && mx >= len;
}
#define LN__BM_INDEX_CHECK LN__TPL(index_out_of_range)
#endif
