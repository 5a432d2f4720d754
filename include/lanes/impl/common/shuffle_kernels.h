#ifndef LANES_IMPL_COMMON_SHUFFLE_KERNELS_H
#define LANES_IMPL_COMMON_SHUFFLE_KERNELS_H
/* Internal: what the ISA shuffle kernels share (LN__SK_: shuffle kernel; no ISA code).  A kernel
 * is instantiated per
 * shape by one line of a generated impl/<isa>/shuffle.h, from its op (shuffle or shuffle2), the
 * lane width B (8, 16, 32, 64) and the lane counts M of x and N of the mask; this header turns
 * those into the sizes the kernels need (as tokens: a __builtin_shufflevector needs its index
 * count written out), and holds the byte-table kernel that SSSE3 (pshufb) and NEON (tbl) share.
 * The kernels work on the unsigned vector types ln__u<B>x<lanes> of impl/common/shuffle.h. */
#include "shuffle.h"

/* ---- tokens ---- */
#define LN__SK_CAT(a, b) LN__SK_CAT_(a, b)
#define LN__SK_CAT_(a, b) a##b
/* ln__u<B>x<L>, with L a macro giving a number */
#define LN__SK_U(B, L) LN__SK_U_(B, L)
#define LN__SK_U_(B, L) ln__u##B##x##L

/* ---- sizes ---- */
/* T, the table's lanes: x (shuffle) or x then y (shuffle2) */
#define LN__SK_T(OP, M) LN__SK_CAT(LN__SK_T_, OP)(M)
#define LN__SK_T_shuffle(M) M
#define LN__SK_T_shuffle2(M) LN__SK_CAT(LN__SK_TWICE_, M)
#define LN__SK_TWICE_2 4
#define LN__SK_TWICE_4 8
#define LN__SK_TWICE_8 16
#define LN__SK_TWICE_16 32
#define LN__SK_TWICE_32 64
#define LN__SK_TWICE_64 128
/* bytes of L lanes of B bits */
#define LN__SK_BYTES(B, L) LN__SK_CAT(LN__SK_CAT(LN__SK_BYTES_, B), LN__SK_CAT(_, L))
#define LN__SK_BYTES_8_2 2
#define LN__SK_BYTES_8_4 4
#define LN__SK_BYTES_8_8 8
#define LN__SK_BYTES_8_16 16
#define LN__SK_BYTES_8_32 32
#define LN__SK_BYTES_8_64 64
#define LN__SK_BYTES_8_128 128
#define LN__SK_BYTES_16_2 4
#define LN__SK_BYTES_16_4 8
#define LN__SK_BYTES_16_8 16
#define LN__SK_BYTES_16_16 32
#define LN__SK_BYTES_16_32 64
#define LN__SK_BYTES_16_64 128
#define LN__SK_BYTES_32_2 8
#define LN__SK_BYTES_32_4 16
#define LN__SK_BYTES_32_8 32
#define LN__SK_BYTES_32_16 64
#define LN__SK_BYTES_32_32 128
#define LN__SK_BYTES_64_2 16
#define LN__SK_BYTES_64_4 32
#define LN__SK_BYTES_64_8 64
#define LN__SK_BYTES_64_16 128
#define LN__SK_BYTES_64_32 256
/* lanes of B bits in R bytes (R = 16, 32, 64) */
#define LN__SK_LANES(B, R) LN__SK_CAT(LN__SK_CAT(LN__SK_LANES_, B), LN__SK_CAT(_, R))
#define LN__SK_LANES_8_16 16
#define LN__SK_LANES_16_16 8
#define LN__SK_LANES_32_16 4
#define LN__SK_LANES_64_16 2
#define LN__SK_LANES_8_32 32
#define LN__SK_LANES_16_32 16
#define LN__SK_LANES_32_32 8
#define LN__SK_LANES_64_32 4
#define LN__SK_LANES_8_64 64
#define LN__SK_LANES_16_64 32
#define LN__SK_LANES_32_64 16
#define LN__SK_LANES_64_64 8
/* registers of R bytes (R = 16, 32, 64) that hold S bytes: 1 when S <= R, else S / R */
#define LN__SK_REGS(S, R) LN__SK_CAT(LN__SK_CAT(LN__SK_REGS_, S), LN__SK_CAT(_, R))
#define LN__SK_REGS_2_16 1
#define LN__SK_REGS_4_16 1
#define LN__SK_REGS_8_16 1
#define LN__SK_REGS_16_16 1
#define LN__SK_REGS_32_16 2
#define LN__SK_REGS_64_16 4
#define LN__SK_REGS_128_16 8
#define LN__SK_REGS_256_16 16
#define LN__SK_REGS_2_32 1
#define LN__SK_REGS_4_32 1
#define LN__SK_REGS_8_32 1
#define LN__SK_REGS_16_32 1
#define LN__SK_REGS_32_32 1
#define LN__SK_REGS_64_32 2
#define LN__SK_REGS_128_32 4
#define LN__SK_REGS_256_32 8
#define LN__SK_REGS_2_64 1
#define LN__SK_REGS_4_64 1
#define LN__SK_REGS_8_64 1
#define LN__SK_REGS_16_64 1
#define LN__SK_REGS_32_64 1
#define LN__SK_REGS_64_64 1
#define LN__SK_REGS_128_64 2
#define LN__SK_REGS_256_64 4

/* ---- lists ---- */
/* LN__SK_I<n>(F, P): F(P, 0), F(P, 1), ..., F(P, n - 1) */
#define LN__SK_I2(F, P) F(P, 0), F(P, 1)
#define LN__SK_I4(F, P) LN__SK_I2(F, P), F(P, 2), F(P, 3)
#define LN__SK_I8(F, P) LN__SK_I4(F, P), F(P, 4), F(P, 5), F(P, 6), F(P, 7)
#define LN__SK_I16(F, P)                                                                          \
  LN__SK_I8(F, P), F(P, 8), F(P, 9), F(P, 10), F(P, 11), F(P, 12), F(P, 13), F(P, 14), F(P, 15)
#define LN__SK_I32(F, P)                                                                          \
  LN__SK_I16(F, P), F(P, 16), F(P, 17), F(P, 18), F(P, 19), F(P, 20), F(P, 21), F(P, 22),          \
  F(P, 23), F(P, 24), F(P, 25), F(P, 26), F(P, 27), F(P, 28), F(P, 29), F(P, 30), F(P, 31)
#define LN__SK_I64(F, P)                                                                          \
  LN__SK_I32(F, P), F(P, 32), F(P, 33), F(P, 34), F(P, 35), F(P, 36), F(P, 37), F(P, 38),          \
  F(P, 39), F(P, 40), F(P, 41), F(P, 42), F(P, 43), F(P, 44), F(P, 45), F(P, 46), F(P, 47),        \
  F(P, 48), F(P, 49), F(P, 50), F(P, 51), F(P, 52), F(P, 53), F(P, 54), F(P, 55), F(P, 56),        \
  F(P, 57), F(P, 58), F(P, 59), F(P, 60), F(P, 61), F(P, 62), F(P, 63)
#define LN__SK_ID(_, i) (i)
#define LN__SK_MOD(S, i) ((i) % (S))
#define LN__SK_ROUND(W, i) ((i) / (W) * (W))
/* LN__SK_REP<n>(F, ...): the statements F(0, ...) F(1, ...) ... F(n - 1, ...) */
#define LN__SK_REP1(F, ...) F(0, __VA_ARGS__)
#define LN__SK_REP2(F, ...) F(0, __VA_ARGS__) F(1, __VA_ARGS__)
#define LN__SK_REP4(F, ...) LN__SK_REP2(F, __VA_ARGS__) F(2, __VA_ARGS__) F(3, __VA_ARGS__)
#define LN__SK_REP8(F, ...) \
  LN__SK_REP4(F, __VA_ARGS__) F(4, __VA_ARGS__) F(5, __VA_ARGS__) F(6, __VA_ARGS__) F(7, __VA_ARGS__)
#define LN__SK_REP16(F, ...)                                                                      \
  LN__SK_REP8(F, __VA_ARGS__) F(8, __VA_ARGS__) F(9, __VA_ARGS__) F(10, __VA_ARGS__) F(11, __VA_ARGS__) \
  F(12, __VA_ARGS__) F(13, __VA_ARGS__) F(14, __VA_ARGS__) F(15, __VA_ARGS__)
/* LN__SK_ARGS<n>(t): t0, t1, ..., t{n-1} */
#define LN__SK_ARGS1(t) t##0
#define LN__SK_ARGS2(t) t##0, t##1
#define LN__SK_ARGS4(t) t##0, t##1, t##2, t##3
#define LN__SK_ARGS8(t) LN__SK_ARGS4(t), t##4, t##5, t##6, t##7
#define LN__SK_ARGS16(t) LN__SK_ARGS8(t), t##8, t##9, t##10, t##11, t##12, t##13, t##14, t##15

/* ---- moving lanes ---- */
/* e (S lanes) as D lanes: repeated when growing (a table repeated to fill a register gives the
 * index modulo S for free), its low lanes when shrinking */
#define LN__SK_RESIZE(e, S, D) __builtin_shufflevector(e, e, LN__SK_CAT(LN__SK_I, D)(LN__SK_MOD, S))
/* the table as one vector of T lanes: x, or x then y */
#define LN__SK_SRC(OP, M) LN__SK_CAT(LN__SK_SRC_, OP)(M)
#define LN__SK_SRC_shuffle(M) x
#define LN__SK_SRC_shuffle2(M) __builtin_shufflevector(x, y, LN__SK_CAT(LN__SK_I, LN__SK_T_shuffle2(M))(LN__SK_ID, _))
/* the kernel's parameters */
#define LN__SK_PARAMS(OP, B, M, N) LN__SK_CAT(LN__SK_PARAMS_, OP)(B, M, N)
#define LN__SK_PARAMS_shuffle(B, M, N) ln__u##B##x##M x, ln__u##B##x##N mask
#define LN__SK_PARAMS_shuffle2(B, M, N) ln__u##B##x##M x, ln__u##B##x##M y, ln__u##B##x##N mask
/* union tu: the table (x, or x then y) as K pieces of type P, tu.p[k].  Vectors wider than the
 * target's registers are split and joined through unions: GCC turns a __builtin_shufflevector
 * on such vectors into lane-by-lane stores and loads. */
#define LN__SK_TABLE_UNION(OP, B, M, P, K) LN__SK_CAT(LN__SK_TABLE_UNION_, OP)(B, M, P, K)
#define LN__SK_TABLE_UNION_shuffle(B, M, P, K) union { ln__u##B##x##M v; P p[K]; } tu = {.v = x};
#define LN__SK_TABLE_UNION_shuffle2(B, M, P, K) union { ln__u##B##x##M h[2]; P p[K]; } tu = {.h = {x, y}};

/* ---- byte-table kernel (SSSE3 pshufb, NEON tbl) ---- */
/* LN__SK_BYTE_KERNEL(OP, PATH, LOOKUP, B, M, N) defines ln__<OP>_<PATH>_u<B>_<M>_<N>: the byte
 * index in the table of every result byte (lane index masked to T-1, times the lane width, plus
 * the byte number), in 16-byte chunks, looked up in the table held as K 16-byte registers by
 * LOOKUP<K>(t0, ..., t{K-1}, b) (byte i = table[b[i]], b[i] < 16K). */
#define LN__SK_BYTE_KERNEL(OP, PATH, LOOKUP, B, M, N)                                             \
  LN__SK_BYTE_KERNEL_(OP, PATH, LOOKUP, B, M, N, LN__SK_T(OP, M), LN__SK_BYTES(B, N),             \
                      LN__SK_BYTES(B, LN__SK_T(OP, M)))
#define LN__SK_BYTE_KERNEL_(OP, PATH, LOOKUP, B, M, N, T, NB, TB)                                 \
  LN__SK_BYTE_KERNEL__(OP, PATH, LOOKUP, B, M, N, T, NB, TB, LN__SK_REGS(NB, 16), LN__SK_REGS(TB, 16))
#define LN__SK_BYTE_KERNEL__(OP, PATH, LOOKUP, B, M, N, T, NB, TB, C, K)                          \
  LN_INLINE ln__u##B##x##N ln__##OP##_##PATH##_u##B##_##M##_##N(LN__SK_PARAMS(OP, B, M, N)) {     \
    LN__SK_CAT(LN__SK_BINDEX_, C)(B, T, N, C)                                                     \
    LN__SK_CAT(LN__SK_BTABLE_, K)(OP, B, M, TB, K)                                                \
    LN__SK_CAT(LN__SK_BRESULT_, C)(B, N, NB, C, LN__SK_CAT(LOOKUP, K), LN__SK_CAT(LN__SK_ARGS, K)(t)) \
  }
/* the byte indexes: b (one chunk) or b0..b{C-1} */
#define LN__SK_BINDEX_1(B, T, N, C) LN__SK_CAT(LN__SK_BINDEX1_, B)(B, T, N)
#define LN__SK_BINDEX1_8(B, T, N) ln__u8x##N b = mask & (uint8_t)((T) - 1);
/* b as 16 byte indexes */
#define LN__SK_B16_8(N) LN__SK_RESIZE(b, N, 16)
#define LN__SK_B16_16(N) b
#define LN__SK_B16_32(N) b
#define LN__SK_B16_64(N) b
#define LN__SK_BINDEX1_16 LN__SK_BINDEX1_W
#define LN__SK_BINDEX1_32 LN__SK_BINDEX1_W
#define LN__SK_BINDEX1_64 LN__SK_BINDEX1_W
#define LN__SK_BINDEX1_W(B, T, N)                                                                 \
  ln__u##B##x##N j = (mask & (uint##B##_t)((T) - 1)) << LN__SK_LOG2W(B);                          \
  ln__u8x16 jb = (ln__u8x16)LN__SK_RESIZE(j, N, LN__SK_LANES(B, 16));                              \
  ln__u8x16 b = LN__SK_SPREAD(jb, B);
#define LN__SK_BINDEX_2 LN__SK_BINDEX_WIDE
#define LN__SK_BINDEX_4 LN__SK_BINDEX_WIDE
#define LN__SK_BINDEX_8 LN__SK_BINDEX_WIDE
#define LN__SK_BINDEX_WIDE(B, T, N, C)                                                            \
  union { ln__u##B##x##N v; LN__SK_U(B, LN__SK_LANES(B, 16)) p[C]; } mu = {.v = mask};             \
  LN__SK_CAT(LN__SK_REP, C)(LN__SK_CAT(LN__SK_BCHUNK_, B), B, T)
#define LN__SK_BCHUNK_8(c, B, T) ln__u8x16 b##c = mu.p[c] & (uint8_t)((T) - 1);
#define LN__SK_BCHUNK_16 LN__SK_BCHUNK_W
#define LN__SK_BCHUNK_32 LN__SK_BCHUNK_W
#define LN__SK_BCHUNK_64 LN__SK_BCHUNK_W
#define LN__SK_BCHUNK_W(c, B, T)                                                                  \
  LN__SK_U(B, LN__SK_LANES(B, 16)) j##c = (mu.p[c] & (uint##B##_t)((T) - 1)) << LN__SK_LOG2W(B);  \
  ln__u8x16 jb##c = (ln__u8x16)j##c;                                                               \
  ln__u8x16 b##c = LN__SK_SPREAD(jb##c, B);
#define LN__SK_LOG2W(B) ((B) == 16 ? 1 : (B) == 32 ? 2 : 3)
/* the byte indexes of the lanes whose first byte index is in jb: (lane start) + byte number */
#define LN__SK_SPREAD(jb, B)                                                                      \
  __builtin_shufflevector(jb, jb, LN__SK_I16(LN__SK_ROUND, (B) / 8)) +                         \
      (ln__u8x16){LN__SK_I16(LN__SK_MOD, (B) / 8)}
/* the table: t0 (one register, the table repeated) or t0..t{K-1} */
#define LN__SK_BTABLE_1(OP, B, M, TB, K)                                                          \
  ln__u8x##TB tt = (ln__u8x##TB)(LN__SK_U(B, LN__SK_T(OP, M)))LN__SK_SRC(OP, M);                  \
  ln__u8x16 t0 = LN__SK_RESIZE(tt, TB, 16);
#define LN__SK_BTABLE_2 LN__SK_BTABLE_WIDE
#define LN__SK_BTABLE_4 LN__SK_BTABLE_WIDE
#define LN__SK_BTABLE_8 LN__SK_BTABLE_WIDE
#define LN__SK_BTABLE_16 LN__SK_BTABLE_WIDE
#define LN__SK_BTABLE_WIDE(OP, B, M, TB, K)                                                       \
  LN__SK_TABLE_UNION(OP, B, M, ln__u8x16, K)                                                      \
  LN__SK_CAT(LN__SK_REP, K)(LN__SK_BTABLE_REG, _)
#define LN__SK_BTABLE_REG(k, _) ln__u8x16 t##k = tu.p[k];
/* the result: one lookup, or one per 16-byte chunk joined through a union */
#define LN__SK_BRESULT_1(B, N, NB, C, LOOKUP, ...)                                                \
  ln__u8x16 r = LOOKUP(__VA_ARGS__, LN__SK_CAT(LN__SK_B16_, B)(N));                               \
  return (ln__u##B##x##N)LN__SK_RESIZE(r, 16, NB);
#define LN__SK_BRESULT_2 LN__SK_BRESULT_WIDE
#define LN__SK_BRESULT_4 LN__SK_BRESULT_WIDE
#define LN__SK_BRESULT_8 LN__SK_BRESULT_WIDE
#define LN__SK_BRESULT_WIDE(B, N, NB, C, LOOKUP, ...)                                             \
  union { ln__u8x16 p[C]; ln__u##B##x##N v; } ru;                                                 \
  LN__SK_CAT(LN__SK_REP, C)(LN__SK_BRESULT_CHUNK, LOOKUP, __VA_ARGS__)                            \
  return ru.v;
#define LN__SK_BRESULT_CHUNK(c, LOOKUP, ...) ru.p[c] = LOOKUP(__VA_ARGS__, b##c);

#endif /* LANES_IMPL_COMMON_SHUFFLE_KERNELS_H */
