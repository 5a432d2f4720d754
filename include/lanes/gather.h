#ifndef LANES_GATHER_H
#define LANES_GATHER_H
/* lanes/gather.h -- masked memory access of one vector, Mojo/Java style: gather/scatter
 * through a vector of addresses or an index vector, masked and first-N (tail) loads and
 * stores, compress/expand, and interleaved (AoS <-> SoA) loads and stores.
 *
 * Common rules.
 * - Every element type and lane count (2, 3, 4, 8, 16, and 32 and 64 for the types that have
 *   them; half where LN_HAS_HALF).  The value type is taken from the vector argument
 *   (passthru, value, or the type name T).
 * - mask: the signed integer vector of the value's element width and lane count (ln_int4 for
 *   ln_float4 and ln_uint4, ln_short3 for ln_half3, ...; Clang's comparison result types
 *   too); lane i is active when its most significant bit is set (comparisons give -1/0).
 *   Any other mask type is a compile-time error.
 * - Inactive lanes touch no memory at all: their addresses/indexes are never used, so NULL,
 *   wild or out-of-range values there are fine, and masked contiguous accesses never read
 *   or write the bytes of inactive lanes (safe against an unmapped page).
 * - Element pointers (base, p) must point to the element type (const-qualified for loads);
 *   elements are moved as bytes (memcpy), so element addresses need no alignment unless an
 *   alignment argument says so.
 * - 3-lane vectors have 3 lanes everywhere: 3 elements are read or written, and the padding
 *   lane of every 3-lane result is 0.  Their address vector is an ln_ptr4 (lane 3 ignored).
 * - Lanes are accessed from lane 0 upward, so when active lanes of a store name the same
 *   address, the highest of them wins.
 */
#include "types.h"
#include "impl/target.h"
#include "status.h"
#include "mask.h"
#include "impl/common/gather.h"
#if LN_TARGET_X86
#include "impl/x86/gather.h"
#elif LN_TARGET_NEON
#include "impl/arm/gather.h"
#endif
#include "impl/generic/gather.h"

/* Internal checks shared by the macros below. */
#define LN__PTRN(p) _Generic((p), ln_ptr2: 2, ln_ptr4: 4, ln_ptr8: 8, ln_ptr16: 16, ln_ptr32: 32, ln_ptr64: 64, default: 0)
#define LN__CHECK_PTRS(v, p, name) _Static_assert(LN__PTRN(p) == ln_vec_step(v), \
    name ": the addresses must be an ln_ptr<N> with the value's lane count (ln_ptr4 for 3 lanes)")
#define LN__CHECK_ELEMPTR(v, p, name) _Static_assert( \
    __builtin_types_compatible_p(__typeof__(*(p)), __typeof__(LN__EZERO(v))), \
    name ": the pointer must point to the vector's element type")
#define LN__CHECK_IDX(v, i, name) _Static_assert(LN__ISHAPE(i) > 0 && ln_lanes(i) == ln_lanes(v), \
    name ": the index must be an integer vector with the value's lane count")
#define LN__CHECK_ALIGN(a, name) _Static_assert(LN__ALIGN_CONST_OK(a), \
    name ": alignment must be 0 or a power of two")
#define LN__MBITS(m) ln__mask_bits(&(m), LN__ESZ(m), ln_lanes(m))
#define LN__VEC_ARGS(v) LN__ESZ(v), ln_lanes(v)

/* ---- ln_gather ---- */
/* ln_gather(ptrs, mask, passthru, alignment) -> passthru's type V:
 *   lane i = *(elem *)ptrs[i] if mask lane i is active, else passthru lane i.
 * alignment (0 or a power of two) is the promised alignment of the active addresses.  A
 * constant alignment that is not 0 or a power of two is a compile-time error; at run time it
 * is only a promise and never changes the result (active lanes are always loaded; use
 * ln_gather_checked to have it verified). */
#define ln_gather(ptrs, mask, passthru, alignment) __extension__({ \
    __typeof__(passthru) ln__gr = (passthru); __typeof__(mask) ln__gm = (mask); __typeof__(ptrs) ln__gp = (ptrs); \
    LN__CHECK_MASK(ln__gr, ln__gm, "ln_gather"); LN__CHECK_PTRS(ln__gr, ln__gp, "ln_gather"); \
    LN__CHECK_ALIGN(alignment, "ln_gather"); (void)(alignment); \
    ln__gather_g(&ln__gr, &ln__gp, LN__MBITS(ln__gm), LN__VEC_ARGS(ln__gr)); ln__gr; })

/* ln_gather_checked(out, ptrs, mask, passthru, alignment) -> ln_status: as ln_gather, result in
 * *out (out: V *).  LN_ENULL when out or an active lane's pointer is NULL, else LN_EALIGN when
 * alignment is not 0 or a power of two or an active address is not a multiple of it: on
 * either, *out untouched and no memory read. */
#define ln_gather_checked(out, ptrs, mask, passthru, alignment) __extension__({ \
    __typeof__(passthru) ln__gr = (passthru); __typeof__(mask) ln__gm = (mask); __typeof__(ptrs) ln__gp = (ptrs); \
    __typeof__(out) ln__go = (out); size_t ln__ga = (size_t)(alignment); \
    LN__CHECK_MASK(ln__gr, ln__gm, "ln_gather_checked"); LN__CHECK_PTRS(ln__gr, ln__gp, "ln_gather_checked"); \
    _Static_assert(__builtin_types_compatible_p(__typeof__(*ln__go), __typeof__(ln__gr)), \
                   "ln_gather_checked: out must point to the passthru's type"); \
    uint64_t ln__gb = LN__MBITS(ln__gm); ln_status ln__gs = LN_EALIGN; \
    if (!ln__go || !ln__nonnull_ok(&ln__gp, ln__gb)) ln__gs = LN_ENULL; \
    else if (ln__align_ok(&ln__gp, ln__gb, ln__ga)) { \
      ln__gather_g(&ln__gr, &ln__gp, ln__gb, LN__VEC_ARGS(ln__gr)); *ln__go = ln__gr; ln__gs = LN_OK; } \
    ln__gs; })

/* ---- ln_scatter ---- */
/* ln_scatter(value, ptrs, mask, alignment) -> ln_status: for i = 0, 1, ... lanes-1, if mask
 * lane i is active, *(elem *)ptrs[i] = value lane i (so the highest active lane wins on equal
 * addresses).  LN_ENULL when an active lane's pointer is NULL, else LN_EALIGN when alignment
 * is not 0 or a power of two (a constant one is a compile-time error) or an active address is
 * not a multiple of it: on either, nothing written. */
#define ln_scatter(value, ptrs, mask, alignment) __extension__({ \
    __typeof__(value) ln__sv = (value); __typeof__(mask) ln__sm = (mask); __typeof__(ptrs) ln__sp = (ptrs); \
    size_t ln__sa = (size_t)(alignment); \
    LN__CHECK_MASK(ln__sv, ln__sm, "ln_scatter"); LN__CHECK_PTRS(ln__sv, ln__sp, "ln_scatter"); \
    LN__CHECK_ALIGN(alignment, "ln_scatter"); \
    uint64_t ln__sb = LN__MBITS(ln__sm); ln_status ln__ss = LN_EALIGN; \
    if (!ln__nonnull_ok(&ln__sp, ln__sb)) ln__ss = LN_ENULL; \
    else if (ln__align_ok(&ln__sp, ln__sb, ln__sa)) { \
      ln__scatter_g(&ln__sv, &ln__sp, ln__sb, LN__ESZ(ln__sv)); ln__ss = LN_OK; } \
    ln__ss; })

/* ---- ln_gather_index ---- */
/* ln_gather_index(base, idx, mask, passthru) -> V (Java fromArray with an index map):
 *   lane i = base[idx[i]] if mask lane i is active, else passthru lane i.
 * idx: any integer vector with V's lane count.  Active indexes are not range-checked (as C
 * array indexing); use ln_gather_index_checked for that. */
#define ln_gather_index(base, idx, mask, passthru) __extension__({ \
    __typeof__(passthru) ln__gr = (passthru); __typeof__(mask) ln__gm = (mask); __typeof__(idx) ln__gi = (idx); \
    LN__CHECK_MASK(ln__gr, ln__gm, "ln_gather_index"); LN__CHECK_IDX(ln__gr, ln__gi, "ln_gather_index"); \
    LN__CHECK_ELEMPTR(ln__gr, base, "ln_gather_index"); \
    ln__gather_index_g(&ln__gr, (const void *)(base), &ln__gi, LN__ESZ(ln__gi), LN__ISIGNED(ln__gi), \
                       LN__MBITS(ln__gm), LN__VEC_ARGS(ln__gr)); ln__gr; })

/* ln_gather_index_checked(out, base, len, idx, mask, passthru) -> ln_status: as ln_gather_index
 * for an array of len elements, result in *out; LN_ENULL when out is NULL or base is NULL with
 * a lane active, else LN_EINDEX when an active index is negative or >= len (len of any integer
 * type, at full width; a negative len is 0): on either, *out untouched and no memory read. */
#define ln_gather_index_checked(out, base, len, idx, mask, passthru) __extension__({ \
    __typeof__(passthru) ln__gr = (passthru); __typeof__(mask) ln__gm = (mask); __typeof__(idx) ln__gi = (idx); \
    __typeof__(out) ln__go = (out); size_t ln__gl = LN__LEN(len); \
    __typeof__(&*(base)) ln__gB = (base); \
    LN__CHECK_MASK(ln__gr, ln__gm, "ln_gather_index_checked"); \
    LN__CHECK_IDX(ln__gr, ln__gi, "ln_gather_index_checked"); \
    LN__CHECK_ELEMPTR(ln__gr, base, "ln_gather_index_checked"); \
    _Static_assert(__builtin_types_compatible_p(__typeof__(*ln__go), __typeof__(ln__gr)), \
                   "ln_gather_index_checked: out must point to the passthru's type"); \
    uint64_t ln__gb = LN__MBITS(ln__gm); ln_status ln__gs = LN_EINDEX; \
    if (!ln__go || (ln__gb && !ln__gB)) ln__gs = LN_ENULL; \
    else if (ln__index_ok(&ln__gi, LN__ESZ(ln__gi), LN__ISIGNED(ln__gi), ln__gb, ln__gl)) { \
      ln__gather_index_g(&ln__gr, (const void *)ln__gB, &ln__gi, LN__ESZ(ln__gi), LN__ISIGNED(ln__gi), \
                         ln__gb, LN__VEC_ARGS(ln__gr)); *ln__go = ln__gr; ln__gs = LN_OK; } \
    ln__gs; })

/* ---- ln_scatter_index ---- */
/* ln_scatter_index(base, idx, value, mask) -> void (Java intoArray with an index map): for
 * i = 0, 1, ..., if mask lane i is active, base[idx[i]] = value lane i (highest lane wins on
 * equal indexes).  Active indexes are not range-checked; use ln_scatter_index_checked. */
#define ln_scatter_index(base, idx, value, mask) __extension__({ \
    __typeof__(value) ln__sv = (value); __typeof__(mask) ln__sm = (mask); __typeof__(idx) ln__si = (idx); \
    LN__CHECK_MASK(ln__sv, ln__sm, "ln_scatter_index"); LN__CHECK_IDX(ln__sv, ln__si, "ln_scatter_index"); \
    LN__CHECK_ELEMPTR(ln__sv, base, "ln_scatter_index"); \
    ln__scatter_index_g((void *)(base), &ln__si, LN__ESZ(ln__si), LN__ISIGNED(ln__si), &ln__sv, \
                        LN__MBITS(ln__sm), LN__ESZ(ln__sv)); (void)0; })

/* ln_scatter_index_checked(base, len, idx, value, mask) -> ln_status: as ln_scatter_index for
 * an array of len elements; LN_ENULL when base is NULL with a lane active, else LN_EINDEX when
 * an active index is negative or >= len (len at full width; a negative len is 0): on either,
 * nothing written. */
#define ln_scatter_index_checked(base, len, idx, value, mask) __extension__({ \
    __typeof__(value) ln__sv = (value); __typeof__(mask) ln__sm = (mask); __typeof__(idx) ln__si = (idx); \
    size_t ln__sl = LN__LEN(len); \
    __typeof__(&*(base)) ln__sB = (base); \
    LN__CHECK_MASK(ln__sv, ln__sm, "ln_scatter_index_checked"); \
    LN__CHECK_IDX(ln__sv, ln__si, "ln_scatter_index_checked"); \
    LN__CHECK_ELEMPTR(ln__sv, base, "ln_scatter_index_checked"); \
    uint64_t ln__sb = LN__MBITS(ln__sm); ln_status ln__ss = LN_EINDEX; \
    if (ln__sb && !ln__sB) ln__ss = LN_ENULL; \
    else if (ln__index_ok(&ln__si, LN__ESZ(ln__si), LN__ISIGNED(ln__si), ln__sb, ln__sl)) { \
      ln__scatter_index_g((void *)ln__sB, &ln__si, LN__ESZ(ln__si), LN__ISIGNED(ln__si), &ln__sv, ln__sb, \
                          LN__ESZ(ln__sv)); ln__ss = LN_OK; } \
    ln__ss; })

/* ---- ln_load_masked ---- */
/* ln_load_masked(p, mask, passthru) -> V: lane i = p[i] if mask lane i is active, else
 * passthru lane i.  Reads exactly the active elements (Mojo masked_load). */
#define ln_load_masked(p, mask, passthru) __extension__({ \
    __typeof__(passthru) ln__lr = (passthru); __typeof__(mask) ln__lm = (mask); \
    LN__CHECK_MASK(ln__lr, ln__lm, "ln_load_masked"); LN__CHECK_ELEMPTR(ln__lr, p, "ln_load_masked"); \
    ln__load_masked(&ln__lr, (const void *)(p), LN__MBITS(ln__lm), LN__VEC_ARGS(ln__lr)); ln__lr; })

/* ---- ln_store_masked ---- */
/* ln_store_masked(value, p, mask) -> void: p[i] = value lane i for each active lane i.  Writes
 * exactly the active elements (Mojo masked_store). */
#define ln_store_masked(value, p, mask) __extension__({ \
    __typeof__(value) ln__lv = (value); __typeof__(mask) ln__lm = (mask); \
    LN__CHECK_MASK(ln__lv, ln__lm, "ln_store_masked"); LN__CHECK_ELEMPTR(ln__lv, p, "ln_store_masked"); \
    ln__store_masked((p), &ln__lv, LN__MBITS(ln__lm), LN__VEC_ARGS(ln__lv)); (void)0; })

/* ---- ln_compress ---- */
/* ln_compress(v, mask) -> v's type: the active lanes of v in ascending order in lanes
 * 0 .. count-1, the other lanes 0 (Java compress). */
#define ln_compress(v, mask) __extension__({ \
    __typeof__(v) ln__cv = (v); __typeof__(mask) ln__cm = (mask); __typeof__(v) ln__cr; \
    LN__CHECK_MASK(ln__cv, ln__cm, "ln_compress"); \
    ln__compress(&ln__cr, &ln__cv, LN__MBITS(ln__cm), LN__VEC_ARGS(ln__cv)); ln__cr; })

/* ---- ln_expand ---- */
/* ln_expand(v, mask) -> v's type: the k-th active lane (k = 0, 1, ...) = v lane k, the other
 * lanes 0 (Java expand; the inverse of ln_compress). */
#define ln_expand(v, mask) __extension__({ \
    __typeof__(v) ln__cv = (v); __typeof__(mask) ln__cm = (mask); __typeof__(v) ln__cr; \
    LN__CHECK_MASK(ln__cv, ln__cm, "ln_expand"); \
    ln__expand(&ln__cr, &ln__cv, LN__MBITS(ln__cm), LN__VEC_ARGS(ln__cv)); ln__cr; })

/* ---- ln_compress_store ---- */
/* ln_compress_store(value, p, mask) -> int count: the active lanes of value, in ascending
 * order, to p[0] .. p[count-1]; writes nothing else (Mojo compressed_store). */
#define ln_compress_store(value, p, mask) __extension__({ \
    __typeof__(value) ln__cv = (value); __typeof__(mask) ln__cm = (mask); \
    LN__CHECK_MASK(ln__cv, ln__cm, "ln_compress_store"); LN__CHECK_ELEMPTR(ln__cv, p, "ln_compress_store"); \
    ln__compress_store((p), &ln__cv, LN__MBITS(ln__cm), LN__VEC_ARGS(ln__cv)); })

/* ---- ln_expand_load ---- */
/* ln_expand_load(p, mask, passthru) -> V: the k-th active lane (k = 0, 1, ...) = p[k], the
 * others passthru's; reads exactly p[0] .. p[count-1] (Mojo expand_load). */
#define ln_expand_load(p, mask, passthru) __extension__({ \
    __typeof__(passthru) ln__cr = (passthru); __typeof__(mask) ln__cm = (mask); \
    LN__CHECK_MASK(ln__cr, ln__cm, "ln_expand_load"); LN__CHECK_ELEMPTR(ln__cr, p, "ln_expand_load"); \
    ln__expand_load(&ln__cr, (const void *)(p), LN__MBITS(ln__cm), LN__VEC_ARGS(ln__cr)); ln__cr; })

/* ---- ln_load_first ---- */
/* ln_load_first(T, p, k) -> T (T a vector type name): lane i = p[i] for i < k, else 0.  k is
 * any integer, clamped to [0, lanes] at its full width (SIZE_MAX: every lane); reads exactly
 * p[0] .. p[k-1] (the tail of a loop). */
#define ln_load_first(T, p, k) __extension__({ T ln__fr; \
    _Static_assert(LN__SHAPE(ln__fr) > 0, "ln_load_first: T must be a lanes vector type"); \
    LN__CHECK_ELEMPTR(ln__fr, p, "ln_load_first"); \
    ln__load_first(&ln__fr, (const void *)(p), LN__COUNT(k, ln_lanes(ln__fr)), LN__VEC_ARGS(ln__fr)); ln__fr; })

/* ---- ln_store_first ---- */
/* ln_store_first(value, p, k) -> void: p[i] = value lane i for i < k (k clamped to
 * [0, lanes] at its full width, (size_t)-1: every lane); writes exactly p[0] .. p[k-1]. */
#define ln_store_first(value, p, k) __extension__({ __typeof__(value) ln__fv = (value); \
    LN__CHECK_ELEMPTR(ln__fv, p, "ln_store_first"); \
    ln__store_first(&ln__fv, (p), LN__COUNT(k, ln_lanes(ln__fv)), LN__VEC_ARGS(ln__fv)); (void)0; })

/* ---- ln_load_interleaved ---- */
/* ln_load_interleaved2(p, a, b), ...3(p, a, b, c), ...4(p, a, b, c, d) -> void: a, b, ... point
 * to vectors of one type V with n lanes; (*a) lane i = p[K*i], (*b) lane i = p[K*i + 1], ...
 * for K streams (xy, xyz/RGB, RGBA, re/im pairs).  Reads exactly p[0] .. p[K*n - 1]; the
 * outputs must not overlap p. */
#define LN__IL_CHECK(a, b, name) _Static_assert(LN__SHAPE(*(a)) > 0 && \
    __builtin_types_compatible_p(__typeof__(*(a)), __typeof__(*(b))), name ": the outputs must be vectors of one type")
#define ln_load_interleaved2(p, a, b) ln__load_il_chk(p, a, b, b, b, 2)
#define ln_load_interleaved3(p, a, b, c) ln__load_il_chk(p, a, b, c, c, 3)
#define ln_load_interleaved4(p, a, b, c, d) ln__load_il_chk(p, a, b, c, d, 4)
#define ln__load_il_chk(p, a, b, c, d, K) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); __typeof__(c) ln__ic = (c); __typeof__(d) ln__id = (d); \
    LN__IL_CHECK(ln__ia, ln__ib, "ln_load_interleaved"); LN__IL_CHECK(ln__ia, ln__ic, "ln_load_interleaved"); \
    LN__IL_CHECK(ln__ia, ln__id, "ln_load_interleaved"); LN__CHECK_ELEMPTR(*ln__ia, p, "ln_load_interleaved"); \
    ln__load_il(ln__ia, ln__ib, ln__ic, ln__id, (const void *)(p), K, LN__VEC_ARGS(*ln__ia)); (void)0; })

/* ---- ln_store_interleaved ---- */
/* ln_store_interleaved2(a, b, p), ...3(a, b, c, p), ...4(a, b, c, d, p) -> void: vectors of one
 * type with n lanes; p[K*i + j] = lane i of the j-th vector.  Writes exactly p[0] .. p[K*n-1]. */
#define ln_store_interleaved2(a, b, p) ln__store_il_chk(a, b, b, b, p, 2)
#define ln_store_interleaved3(a, b, c, p) ln__store_il_chk(a, b, c, c, p, 3)
#define ln_store_interleaved4(a, b, c, d, p) ln__store_il_chk(a, b, c, d, p, 4)
#define ln__store_il_chk(a, b, c, d, p, K) __extension__({ \
    __typeof__(a) ln__ia = (a); __typeof__(b) ln__ib = (b); __typeof__(c) ln__ic = (c); __typeof__(d) ln__id = (d); \
    LN__IL_CHECK(&ln__ia, &ln__ib, "ln_store_interleaved"); LN__IL_CHECK(&ln__ia, &ln__ic, "ln_store_interleaved"); \
    LN__IL_CHECK(&ln__ia, &ln__id, "ln_store_interleaved"); LN__CHECK_ELEMPTR(ln__ia, p, "ln_store_interleaved"); \
    ln__store_il(&ln__ia, &ln__ib, &ln__ic, &ln__id, (p), K, LN__VEC_ARGS(ln__ia)); (void)0; })

#endif /* LANES_GATHER_H */
