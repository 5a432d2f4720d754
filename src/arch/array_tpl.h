/* Array-layer bulk loops, written once and instantiated per instruction set.
 *
 * A path's kernel file (the "source" of its row in lanes/impl/isa_list.h) defines
 * LN_TPL_ISA (the row's name) and the chunk primitives below, then includes this header
 * once, which emits the loops (tpl_permute.h: the shuffles, fixed permutations and float4
 * (de)interleave; tpl_bulkmem.h: gather, scatter, scatter-add, compaction; tpl_math.h: the
 * bulk math functions; tpl_compress_cmp.h: filtering by comparison) and the table
 * `ln__array_kern_<name>` (kernel_table.h).
 *
 * The unit of work is a 64-byte chunk held in registers (4 x 16, 2 x 32, 1 x 64 bytes):
 *   ch_t                         the chunk type
 *   ch_load(p) / ch_store(p, c)  unaligned 64-byte load / store (a chunk may be loaded
 *                                lazily, at its first use: NEON does; so every loop uses a
 *                                loaded chunk before it stores to a byte the chunk covers)
 *   ch_load_part(p, n)           loads n < 64 bytes (reads no byte past p + n)
 *   ch_store_part(p, c, n)       stores the first n < 64 bytes (writes no byte past p + n)
 *   perm_t, perm_prep(P, idx, B), ch_perm(P, c)
 *       byte j of the result = byte idx[j] of c; idx[j] < 64 lies in the same B-byte block
 *       as j (B = 2..64, a power of two) except when B == 64
 *   perm2_t, perm2_prep(P, idx, B), ch_perm2(P, a, b)
 *       byte j = (a then b)[idx[j]], idx[j] < 128, in block j / B of a or of b
 *   ch_permv(c, idx, B)          ch_perm with the index in a register
 *   ch_and(x, y), ch_add8(x, y)  bytewise (sums stay below 256)
 *   ch_store_q(p, c, q)          stores 16-byte quarter q
 *   ch_load_q4(p0, p1, p2, p3)   a chunk of four 16-byte loads
 * and optionally LN_TPL_HAS_STREAM with ch_stream(p, c) (p 64-byte aligned, non-temporal)
 * and ch_sfence(); LN_TPL_PART_WORDS with ch_load_part4(p, n) / ch_store_part4(p, c, n): ch_load_part
 * / ch_store_part for n a multiple of 4 below 64, as masked loads and stores (tpl_math.h then takes
 * the last, partial vector of float and double arrays through them, not through memcpy);
 * LN_TPL_HAS_PERM_LANE with ch_perm_lane(P, c) (ch_perm for blocks of at most 16
 * bytes, whose indexes stay in their 16-byte lane: a cheaper in-lane permute, AVX-512's vpshufb
 * rather than vpermb); LN_TPL_HAS_X16 with deinterleave4f_x16 / interleave4f_x16 (16 float4
 * records at once, streaming when their last argument is nonzero); LN_TPL_HAS_SHUFFLE_MASKS
 * with shuffle_masks_isa(dst, src, nbytes, es_log2, lanes, masks, nt), which does a whole
 * ln_array_shuffle_masks and returns 1, or returns 0 to leave it to the byte-index loop of
 * tpl_permute.h; LN_TPL_SHUFFLE2_X2: the shuffle2 loop takes two chunks per turn (good where
 * a chunk is one register, too many registers else); LN_TPL_HAS_SHUFFLE2_U8X16_SMALL with
 * shuffle2_u8x16_small(dst, a, b, nbytes, mask): the whole ln_array_shuffle2 of 16-byte blocks of
 * bytes when nbytes <= LN_TPL_SHUFFLE2_U8X16_MAX (a cheaper set-up for small calls);
 * LN_TPL_HAS_SHUFFLE_FIXED, LN_TPL_HAS_SHUFFLE, LN_TPL_HAS_SHUFFLE2 with shuffle_fixed_isa,
 * shuffle_isa, shuffle2_isa (the kernel table's arguments), LN_TPL_HAS_INTERLEAVE4F with
 * deinterleave4f_isa and interleave4f_isa: each does the whole function and returns 1, or
 * returns 0 to leave it to the chunk loop (a path whose vectors are not 64 bytes, e.g.
 * SVE's, loops over its own vectors);
 * LN_TPL_HAS_INDEX with perm_prep_mask(P, mask, l2, lanes) and perm2_prep_mask(P, mask,
 * l2, lanes), which build perm_t / perm2_t straight from a block mask (else tpl_permute.h
 * builds the byte index and calls perm_prep / perm2_prep).  The bulk memory hooks are listed
 * in tpl_bulkmem.h; tpl_math.h (ln_array_math) needs none.
 */
#ifndef LN_TPL_ISA
#error "define LN_TPL_ISA (the path's name) before including array_tpl.h"
#endif
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "kernel_table.h"

#define LN__TPL_CAT2(a, b) a##_##b
#define LN__TPL_CAT(a, b) LN__TPL_CAT2(a, b)
#define LN__TPL(name) LN__TPL_CAT(name, LN_TPL_ISA)

#include "tpl_permute.h"
#include "tpl_bulkmem.h"
#include "tpl_math.h"
#include "tpl_compress_cmp.h"

const ln__array_kern LN__TPL(ln__array_kern) = {
    .shuffle_fixed = LN__TPL(shuffle_fixed),
    .shuffle = LN__TPL(shuffle),
    .shuffle2 = LN__TPL(shuffle2),
    .shuffle_masks = LN__TPL(shuffle_masks),
    .deinterleave4f = LN__TPL(deinterleave4f),
    .interleave4f = LN__TPL(interleave4f),
    .gather = {LN__BM_GATHER0, LN__BM_GATHER1, LN__BM_GATHER2, LN__BM_GATHER3},
    .scatter = {LN__BM_SCATTER0, LN__BM_SCATTER1, LN__BM_SCATTER2, LN__BM_SCATTER3},
    .scatter_add = {LN__BM_SADD(i8), LN__BM_SADD(i16), LN__BM_SADD(i32), LN__BM_SADD(i64),
                    LN__BM_SADD(f32), LN__BM_SADD(f64)},
    .index_out_of_range = LN__BM_INDEX_CHECK,
    .compress = {LN__BM_CMP0, LN__BM_CMP1, LN__BM_CMP2, LN__BM_CMP3},
    .compress_cmp = LN__TPL(compress_cmp),
    .math = {{LN__ARRAY_MATH_FNS(LN__AM_F32)}, {LN__ARRAY_MATH_FNS(LN__AM_F64)}},
};
#undef LN__AM_F32
#undef LN__AM_F64
#undef LN__BM_GATHER0
#undef LN__BM_GATHER1
#undef LN__BM_GATHER2
#undef LN__BM_GATHER3
#undef LN__BM_SCATTER0
#undef LN__BM_SCATTER1
#undef LN__BM_SCATTER2
#undef LN__BM_SCATTER3
#undef LN__BM_CMP0
#undef LN__BM_CMP1
#undef LN__BM_CMP2
#undef LN__BM_CMP3
#undef LN__BM_INDEX_CHECK
#undef LN__BM_SADD
#undef LN__BM_HOOK
#undef LN__MBITS
#undef LN__MBITS_AT
#undef LN__MBITS_TAIL

#undef LN__TPL_SHUFFLE_RUN
#undef LN__TPL
#undef LN__TPL_CAT
#undef LN__TPL_CAT2
