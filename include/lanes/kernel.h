#ifndef LANES_KERNEL_H
#define LANES_KERNEL_H
/* lanes/kernel.h -- run OpenCL C kernels compiled by Clang's OpenCL C front end on the CPU
 * (docs/kernels.md).  No OpenCL runtime: a .cl file is compiled to an object with
 * lanes_add_opencl_kernels() (CMake), which also writes, for every __kernel, a descriptor
 * LN_KERNEL(name) (its arguments, and whether the kernel reaches a barrier) and links the built-in
 * library and this launcher (library lanes_kernel).
 *
 *   LN_KERNEL_DECLARE(vadd);                         // at file scope
 *   ln_kernel_arg args[] = {LN_ARG_BUFFER(a), LN_ARG_BUFFER(b), LN_ARG_VALUE(n), LN_ARG_LOCAL(256)};
 *   ln_ndrange nd = {1, {0}, {1024}, {64}};          // work_dim, offset, global, local
 *   ln_status s = ln_kernel_run(LN_KERNEL(vadd), &nd, args, 4);
 *
 * Arguments, in the kernel's order: a __global or __constant pointer takes LN_ARG_BUFFER(p)
 * (p != NULL); a __local pointer LN_ARG_LOCAL(bytes) (bytes > 0; the launcher gives every
 * work-group its own zero-filled block, aligned to 128 bytes); a scalar or vector LN_ARG_VALUE(x)
 * with sizeof x equal to the OpenCL type's size (a 3-lane vector: 4 lanes, as ln_<T>3); an image
 * LN_ARG_IMAGE(&img) (an ln_image of the argument's kind, from ln_image_init); a sampler_t
 * LN_ARG_SAMPLER(bits) (LN_SAMPLER_* ored: repeat modes only with normalized coordinates).
 *
 * Sizes: 1 <= work_dim <= 3; for d < work_dim global_size[d] >= 1, local_size[d] >= 1 dividing
 * it, global_offset[d] + global_size[d] and the products of the sizes representable in size_t.
 * A work-group of a kernel that uses barrier has at most LN_KERNEL_MAX_GROUP work-items.
 * Bad sizes or arguments return LN_EINVAL (LN_ENULL for a NULL buffer, value, image or descriptor) and
 * run nothing; LN_EINVAL also when the per-launch memory (argument copies, __local blocks,
 * work-item stacks) cannot be allocated.
 *
 * Work-items of a group run one after the other on the calling thread.  A kernel that reaches a
 * barrier (it or a function it calls calls barrier(), wait_group_events or a work-group
 * function) runs each work-item on its own stack (LN_KERNEL_STACK bytes), switching to the next
 * at every barrier, so all work-items of the group reach a barrier before any passes it; other
 * kernels run their work-items as a plain loop.
 *
 * Several threads: ln_kernel_run_part(k, nd, args, nargs, part, nparts) runs the part-th of
 * nparts contiguous stretches of work-groups (by linear index); calling it from nparts threads
 * (part = 0..nparts-1) runs the whole range.  The launcher keeps no global state: any number of launches may run
 * at once on different threads. */
#include <stddef.h>
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { LN_KARG_VALUE, LN_KARG_GLOBAL, LN_KARG_CONSTANT, LN_KARG_LOCAL, LN_KARG_IMAGE, LN_KARG_SAMPLER };

/* A kernel as lanes_add_opencl_kernels describes it (do not write one by hand). */
typedef struct ln_kernel {
  const char *name;
  void (*call)(void **args, const void *item);  /* runs work-item *item, args[i] -> argument i */
  /* runs count work-groups from *item's, step linear ids apart (NULL when the kernel reaches a barrier) */
  void (*group)(void **args, const void *item, size_t count, size_t step);
  unsigned nargs;
  const unsigned char *kind;          /* LN_KARG_* of each argument */
  const unsigned short *size;         /* bytes of each value argument (0 for pointers), LN_IMAGE_<kind> of an image */
  int barrier;                        /* 1: the kernel reaches a barrier */
} ln_kernel;

#define LN_KERNEL_DECLARE(name) extern const ln_kernel ln__kernel_##name
#define LN_KERNEL(name) (&ln__kernel_##name)

typedef struct ln_kernel_arg {
  const void *ptr;                    /* buffer, or the address of a value; NULL for __local */
  size_t size;                        /* bytes of a value or of a __local block; 0 for a buffer */
} ln_kernel_arg;

#define LN_ARG_BUFFER(p) ((ln_kernel_arg){(const void *)(p), 0})
#define LN_ARG_VALUE(x) ((ln_kernel_arg){(const void *)&(x), sizeof(x)})
#define LN_ARG_LOCAL(bytes) ((ln_kernel_arg){NULL, (bytes)})
#define LN_ARG_IMAGE(img) ((ln_kernel_arg){(const void *)(img), 0})    /* img: an ln_image * set by ln_image_init */
#define LN_ARG_SAMPLER(bits) ((ln_kernel_arg){NULL, (size_t)(bits)})  /* bits: LN_SAMPLER_* ored */

/* Images (docs/kernels.md): an image over the caller's memory, read and written in place by the
 * kernels' read_image* / write_image*.  Values are OpenCL's CL_* / CLK_* constants. */
enum {
  LN_IMAGE_1D = 1, LN_IMAGE_2D, LN_IMAGE_3D, LN_IMAGE_1D_ARRAY, LN_IMAGE_2D_ARRAY, LN_IMAGE_1D_BUFFER
};
enum {   /* channel orders */
  LN_IMAGE_R = 0x10B0, LN_IMAGE_A = 0x10B1, LN_IMAGE_RG = 0x10B2, LN_IMAGE_RA = 0x10B3,
  LN_IMAGE_RGBA = 0x10B5, LN_IMAGE_BGRA = 0x10B6, LN_IMAGE_ARGB = 0x10B7
};
enum {   /* channel data types */
  LN_IMAGE_SNORM_INT8 = 0x10D0, LN_IMAGE_SNORM_INT16 = 0x10D1, LN_IMAGE_UNORM_INT8 = 0x10D2,
  LN_IMAGE_UNORM_INT16 = 0x10D3, LN_IMAGE_SIGNED_INT8 = 0x10D7, LN_IMAGE_SIGNED_INT16 = 0x10D8,
  LN_IMAGE_SIGNED_INT32 = 0x10D9, LN_IMAGE_UNSIGNED_INT8 = 0x10DA, LN_IMAGE_UNSIGNED_INT16 = 0x10DB,
  LN_IMAGE_UNSIGNED_INT32 = 0x10DC, LN_IMAGE_HALF_FLOAT = 0x10DD, LN_IMAGE_FLOAT = 0x10DE
};
enum {   /* sampler bits (OpenCL C's CLK_*): one of each group */
  LN_SAMPLER_NORMALIZED_COORDS_FALSE = 0, LN_SAMPLER_NORMALIZED_COORDS_TRUE = 1,
  LN_SAMPLER_ADDRESS_NONE = 0, LN_SAMPLER_ADDRESS_CLAMP_TO_EDGE = 2, LN_SAMPLER_ADDRESS_CLAMP = 4,
  LN_SAMPLER_ADDRESS_REPEAT = 6, LN_SAMPLER_ADDRESS_MIRRORED_REPEAT = 8,
  LN_SAMPLER_FILTER_NEAREST = 0x10, LN_SAMPLER_FILTER_LINEAR = 0x20
};
#define LN_IMAGE_MAX_SIZE (1u << 24)   /* largest width, height, depth, array size */

typedef struct ln_image {   /* read by the kernels (src/clc/image.cl): fill with ln_image_init */
  void *data;
  size_t data_size;
  size_t width, height, depth;        /* texels (1 where the kind has no such dimension) */
  size_t array_size;                  /* layers of an array image, else 1 */
  size_t row_pitch, slice_pitch;      /* bytes from a row (a 1D array's layer) / a slice (a 2D array's layer) to the next */
  unsigned order, type, kind;         /* LN_IMAGE_<order>, LN_IMAGE_<type>, LN_IMAGE_<kind> */
  unsigned elem_size;                 /* bytes per texel */
} ln_image;

/* Describes an image of kind LN_IMAGE_1D..1D_BUFFER over data (data_size bytes): width x height x
 * depth texels (a 1D array: height = layers; a 2D array: depth = layers; 1 for unused dimensions),
 * row_pitch / slice_pitch in bytes (0: packed).  LN_ENULL for NULL img or data; LN_EINVAL for an
 * unknown kind, order, type or order/type pair, a size 0 or above LN_IMAGE_MAX_SIZE, pitches too
 * small or not multiples of the texel size, or data_size too small; LN_EALIGN for data not
 * aligned to the channel size.  On error *img is not written. */
LN_API ln_status ln_image_init(ln_image *img, unsigned kind, unsigned order, unsigned type, size_t width, size_t height,
                               size_t depth, size_t row_pitch, size_t slice_pitch, void *data, size_t data_size);

typedef struct ln_ndrange {
  unsigned work_dim;
  size_t global_offset[3];
  size_t global_size[3];
  size_t local_size[3];
} ln_ndrange;

#define LN_KERNEL_MAX_GROUP 4096
#define LN_KERNEL_STACK (128 * 1024)

/* ln_kernel_run(k, nd, args, nargs): runs kernel k over the range nd, every work-group in turn on
 * the calling thread, args[i] the kernel's argument i (nargs of them, as many as the kernel has);
 * returns LN_OK, or LN_ENULL / LN_EINVAL and runs nothing (the rules of lanes/kernel.h). */
LN_API ln_status ln_kernel_run(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args, unsigned nargs);
/* ln_kernel_run_part(k, nd, args, nargs, part, nparts): as ln_kernel_run, but only the part-th of
 * nparts contiguous stretches of the work-groups' linear indexes (G groups: floor(G / nparts) each,
 * one more for the first G % nparts parts; part < nparts, else LN_EINVAL): nparts threads calling
 * it with part = 0..nparts-1 run the whole range together. */
LN_API ln_status ln_kernel_run_part(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args,
                                    unsigned nargs, unsigned part, unsigned nparts);

#ifdef __cplusplus
}
#endif
#endif /* LANES_KERNEL_H */
