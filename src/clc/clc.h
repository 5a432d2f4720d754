/* The kernel layer's built-in library (generated src/clc/builtins_*.c): the OpenCL C vector
 * types as Clang's OpenCL front end passes them, and the conversions to lanes' types.
 *
 * These files are compiled by the same Clang, with the same target flags, as the kernels that
 * call them (lanes_add_opencl_kernels does so), so a vector argument or result is passed in
 * exactly the registers or memory the kernel uses.  The exported functions therefore take and
 * return Clang's ext_vector_type vectors (lnk_<T><N>): for N = 3 they are true 3-lane vectors,
 * which lanes' ln_<T>3 (a struct around 4 lanes) is not, and the calling convention differs. */
#ifndef LANES_CLC_H
#define LANES_CLC_H
#ifndef __clang__
#error "the OpenCL C built-in library is compiled with Clang (the compiler of the kernels)"
#endif
/* lanes passes 32- to 128-byte vectors between its inline functions (see CMakeLists.txt). */
#pragma clang diagnostic ignored "-Wpsabi"
#include <lanes/convert.h>
#include <lanes/geometric.h>
#include <lanes/integer.h>
#include <lanes/math.h>
#include <lanes/memory.h>
#include <lanes/ops.h>
#include <lanes/relational.h>
#include <lanes/shuffle.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>


/* src/clc/workitem.c (the asynchronous copies test it) */
size_t _Z19get_local_linear_idv(void);

#define LNK__VT(E, T)                                                                \
  typedef E lnk_##T##2 __attribute__((ext_vector_type(2)));                          \
  typedef E lnk_##T##3 __attribute__((ext_vector_type(3)));                          \
  typedef E lnk_##T##4 __attribute__((ext_vector_type(4)));                          \
  typedef E lnk_##T##8 __attribute__((ext_vector_type(8)));                          \
  typedef E lnk_##T##16 __attribute__((ext_vector_type(16)));
LNK__VT(ln_char, char)
LNK__VT(ln_uchar, uchar)
LNK__VT(ln_short, short)
LNK__VT(ln_ushort, ushort)
LNK__VT(ln_int, int)
LNK__VT(ln_uint, uint)
LNK__VT(ln_long, long)
LNK__VT(ln_ulong, ulong)
LNK__VT(ln_float, float)
LNK__VT(ln_double, double)
#undef LNK__VT

/* LNK_IN(L, x): x (a Clang vector or scalar) as the lanes type L of the same size (3 lanes:
 * both occupy 4 lanes).  LNK_OUT(T, v): a lanes value v as the Clang type T. */
#define LNK_IN(L, x) __extension__({                                                 \
    L lnk_l_; _Static_assert(sizeof lnk_l_ == sizeof(x), "size");                     \
    memcpy(&lnk_l_, &(x), sizeof lnk_l_); lnk_l_; })
/* LNK_IN3(L, x): the same for a 3-lane x, whose fourth lane is padding that Clang leaves
 * undefined: only the 3 lanes are copied and lane 3 of the result is 0 (lanes' rule for 3-lane
 * inputs is to ignore that lane, but code that branches per lane would branch on an undefined
 * value, which the optimizer may treat as unreachable). */
#define LNK_IN3(L, x) __extension__({                                                \
    L lnk_l_; _Static_assert(sizeof lnk_l_ == sizeof(x), "size");                     \
    memset(&lnk_l_, 0, sizeof lnk_l_); memcpy(&lnk_l_, &(x), sizeof lnk_l_ / 4 * 3); lnk_l_; })
#define LNK_OUT(T, v) __extension__({                                                \
    __typeof__(v) lnk_v_ = (v); T lnk_t_;                                             \
    _Static_assert(sizeof lnk_t_ == sizeof lnk_v_, "size");                           \
    memcpy(&lnk_t_, &lnk_v_, sizeof lnk_t_); lnk_t_; })

#endif /* LANES_CLC_H */
