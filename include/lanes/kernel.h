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
 * with sizeof x equal to the OpenCL type's size (a 3-lane vector: 4 lanes, as ln_<T>3).
 *
 * Sizes: 1 <= work_dim <= 3; for d < work_dim global_size[d] >= 1, local_size[d] >= 1 dividing
 * it, global_offset[d] + global_size[d] and the products of the sizes representable in size_t.
 * A work-group of a kernel that uses barrier has at most LN_KERNEL_MAX_GROUP work-items.
 * Bad sizes or arguments return LN_EINVAL (LN_ENULL for a NULL buffer, value or descriptor) and
 * run nothing; LN_EINVAL also when the per-launch memory (argument copies, __local blocks,
 * work-item stacks) cannot be allocated.
 *
 * Work-items of a group run one after the other on the calling thread.  A kernel that reaches a
 * barrier (it or a function it calls calls barrier(), wait_group_events or a work-group
 * function) runs each work-item on its own stack (LN_KERNEL_STACK bytes), switching to the next
 * at every barrier, so all work-items of the group reach a barrier before any passes it; other
 * kernels run their work-items as a plain loop.
 *
 * Several threads: ln_kernel_run_part(k, nd, args, nargs, part, nparts) runs the work-groups
 * whose linear index is part modulo nparts; calling it from nparts threads (part = 0..nparts-1)
 * runs the whole range.  The launcher keeps no global state: any number of launches may run
 * at once on different threads. */
#include <stddef.h>
#include "status.h"

#ifdef __cplusplus
extern "C" {
#endif

enum { LN_KARG_VALUE, LN_KARG_GLOBAL, LN_KARG_CONSTANT, LN_KARG_LOCAL };

/* A kernel as lanes_add_opencl_kernels describes it (do not write one by hand). */
typedef struct ln_kernel {
  const char *name;
  void (*call)(void **args, const void *item);  /* runs work-item *item, args[i] -> argument i */
  /* runs count work-groups from *item's, step linear ids apart (NULL when the kernel reaches a barrier) */
  void (*group)(void **args, const void *item, size_t count, size_t step);
  unsigned nargs;
  const unsigned char *kind;          /* LN_KARG_* of each argument */
  const unsigned short *size;         /* bytes of each value argument (0 for pointers) */
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
/* ln_kernel_run_part(k, nd, args, nargs, part, nparts): as ln_kernel_run, but only the work-groups
 * whose linear index is part modulo nparts (part < nparts, else LN_EINVAL): nparts threads calling
 * it with part = 0..nparts-1 run the whole range together. */
LN_API ln_status ln_kernel_run_part(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args,
                                    unsigned nargs, unsigned part, unsigned nparts);

#ifdef __cplusplus
}
#endif
#endif /* LANES_KERNEL_H */
