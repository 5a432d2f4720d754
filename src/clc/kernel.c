/* The kernel layer's launcher (lanes/kernel.h, docs/kernels.md); the work-item functions and
 * barrier are src/clc/workitem.c, inlined into the kernels.
 *
 * A launch runs its work-groups one after the other on the calling thread.  A work-group of a
 * kernel that reaches a barrier runs as fibers (src/clc/fiber.h): each work-item on its own stack;
 * barrier() switches back to the scheduler, which resumes the next work-item, so every
 * work-item of the group reaches the barrier before any passes it.  Other kernels run the
 * work-groups of a launch (or launch part) in one call of the loop their own module defines
 * (ln__group_<name>, tools/clc_kernels.py), into which the kernel is inlined.  The running
 * launch and each module's work-item record are thread-local, so launches on different threads
 * are independent. */
#include <lanes/kernel.h>
#include "fiber.h"
#include "kernel_state.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define LNK_ALIGN 128 /* alignment of value copies and __local blocks: the largest OpenCL type */

typedef struct lnk_state {
  const ln_kernel *k;
  void **argv;
  lnk_workitem wi;        /* the running work-item, handed to the kernel module (kernel_state.h) */
  /* fibers (kernels with barriers): the scheduler's, then one per work-item */
  void *ctx;
  unsigned char *stacks;
  unsigned char *done;
  size_t cur;             /* the running fiber */
} lnk_state;

/* The running launch (for barrier). */
static _Thread_local lnk_state *lnk_cur __attribute__((tls_model("initial-exec")));

/* ---- synchronization: barrier() of src/clc/workitem.c ---- */
void lnk_barrier(void) {
  lnk_state *s = lnk_cur;
  if (s && s->ctx) lnk_fiber_switch(lnk_fiber_at(s->ctx, s->cur + 1), lnk_fiber_at(s->ctx, 0));
}

/* ---- the launcher ---- */
/* A work-item's fiber: the kernel, then back to the scheduler for good. */
static void lnk_workitem_fiber(void) {
  lnk_state *s = lnk_cur;
  s->k->call(s->argv, &s->wi);
  s->done[s->cur] = 1;
  lnk_fiber_switch(lnk_fiber_at(s->ctx, s->cur + 1), lnk_fiber_at(s->ctx, 0));
}

/* A work-group of a kernel that reaches a barrier. */
static void lnk_run_group(lnk_state *s, size_t items) {
  if (!s->ctx) {       /* a group of one work-item */
    memset(s->wi.lid, 0, sizeof s->wi.lid);
    s->k->call(s->argv, &s->wi);
    return;
  }
  memset(s->done, 0, items);
  for (size_t i = 0; i < items; i++)
    lnk_fiber_init(lnk_fiber_at(s->ctx, i + 1), s->stacks + i * LN_KERNEL_STACK, LN_KERNEL_STACK,
                   lnk_workitem_fiber, lnk_fiber_at(s->ctx, 0));
  const size_t *l = s->wi.local_size;
  for (int live = 1; live;) {   /* one round = every work-item up to its next barrier or its end */
    live = 0;
    size_t *lid = s->wi.lid;    /* work-item i's local id, counted up (i = lid[0] + lid[1] l[0] + ...) */
    lid[0] = lid[1] = lid[2] = 0;
    for (size_t i = 0; i < items; i++) {
      if (!s->done[i]) {
        live = 1;
        s->cur = i;
        lnk_fiber_switch(lnk_fiber_at(s->ctx, 0), lnk_fiber_at(s->ctx, i + 1));
      }
      if (++lid[0] == l[0]) {
        lid[0] = 0;
        if (++lid[1] == l[1]) {
          lid[1] = 0;
          lid[2]++;
        }
      }
    }
  }
}

/* 1 when bits are a valid sampler: normalized or not, an addressing mode (repeat and mirrored
 * repeat only with normalized coordinates, as OpenCL requires), a filter, nothing else. */
static int lnk_sampler_ok(size_t bits) {
  size_t addr = bits & 0xE, filter = bits & 0x30;
  if (bits & ~(size_t)0x3F || addr > 8 || (filter != 0x10 && filter != 0x20)) return 0;
  return (bits & 1) || addr < 6;
}

/* 1 when img is what ln_image_init made of its own fields for the kernel's image kind. */
static int lnk_image_ok(const ln_image *img, unsigned kind) {
  ln_image t;
  if (img->kind != kind) return 0;
  size_t h = kind == LN_IMAGE_1D_ARRAY ? img->array_size : img->height;
  size_t d = kind == LN_IMAGE_2D_ARRAY ? img->array_size : img->depth;
  if (ln_image_init(&t, kind, img->order, img->type, img->width, h, d, img->row_pitch, img->slice_pitch, img->data,
                    img->data_size) != LN_OK)
    return 0;
  return t.height == img->height && t.depth == img->depth && t.array_size == img->array_size &&
         t.slice_pitch == img->slice_pitch && t.elem_size == img->elem_size;
}

static ln_status lnk_check(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args, unsigned nargs,
                           size_t *groups, size_t *items, size_t *local_bytes) {
  if (!k || !nd || (nargs && !args)) return LN_ENULL;
  if (nargs != k->nargs || nd->work_dim < 1 || nd->work_dim > 3) return LN_EINVAL;
  size_t g = 1, l = 1;
  for (unsigned d = 0; d < nd->work_dim; d++) {
    size_t gs = nd->global_size[d], ls = nd->local_size[d], end;
    if (gs == 0 || ls == 0 || gs % ls) return LN_EINVAL;
    if (__builtin_add_overflow(nd->global_offset[d], gs, &end) || __builtin_mul_overflow(g, gs / ls, &g) ||
        __builtin_mul_overflow(l, ls, &l))
      return LN_EINVAL;
  }
  size_t total;
  if (__builtin_mul_overflow(g, l, &total) || (k->barrier && l > LN_KERNEL_MAX_GROUP)) return LN_EINVAL;
  size_t lb = 0;
  for (unsigned i = 0; i < nargs; i++) {
    switch (k->kind[i]) {
      case LN_KARG_GLOBAL:
      case LN_KARG_CONSTANT:
        if (!args[i].ptr) return LN_ENULL;
        if (args[i].size) return LN_EINVAL;
        break;
      case LN_KARG_IMAGE:
        if (!args[i].ptr) return LN_ENULL;
        if (args[i].size || !lnk_image_ok(args[i].ptr, k->size[i])) return LN_EINVAL;
        break;
      case LN_KARG_SAMPLER:
        if (args[i].ptr || !lnk_sampler_ok(args[i].size)) return LN_EINVAL;
        break;
      case LN_KARG_LOCAL:
        if (!args[i].size || args[i].size > SIZE_MAX / 2 - lb) return LN_EINVAL;
        lb += (args[i].size + LNK_ALIGN - 1) / LNK_ALIGN * LNK_ALIGN;
        break;
      default:
        if (!args[i].ptr) return LN_ENULL;
        if (args[i].size != k->size[i] || args[i].size > LNK_ALIGN) return LN_EINVAL;
    }
  }
  *groups = g;
  *items = l;
  *local_bytes = lb;
  return LN_OK;
}

ln_status ln_kernel_run_part(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args, unsigned nargs,
                             unsigned part, unsigned nparts) {
  size_t groups, items, local_bytes;
  ln_status st = lnk_check(k, nd, args, nargs, &groups, &items, &local_bytes);
  if (st != LN_OK) return st;
  if (nparts == 0 || part >= nparts) return LN_EINVAL;
  /* part's share: the groups first .. first + count - 1, contiguous (each thread streams its own
   * stretch of the buffers; every nparts-th group instead ran two threads at half one thread's
   * speed on memory-bound kernels) */
  size_t per = groups / nparts, extra = groups % nparts;
  size_t first = part * per + (part < extra ? part : extra), count = per + (part < extra);
  if (!count) return LN_OK;

  lnk_state s;
  memset(&s, 0, sizeof s);
  s.k = k;
  lnk_workitem wi;   /* sizes 1, ids and offsets 0 beyond work_dim */
  memset(&wi, 0, sizeof wi);   /* (also the padding: the record is copied as a whole) */
  wi.work_dim = nd->work_dim;
  for (unsigned d = 0; d < 3; d++) {
    int in = d < nd->work_dim;
    wi.local_size[d] = in ? nd->local_size[d] : 1;
    wi.global_size[d] = in ? nd->global_size[d] : 1;
    wi.num_groups[d] = in ? nd->global_size[d] / nd->local_size[d] : 1;
    wi.offset[d] = in ? nd->global_offset[d] : 0;
  }
  /* argument slots: a copy of every value, the buffer pointers, the __local blocks */
  size_t slots = (size_t)nargs * LNK_ALIGN;
  unsigned char *mem = aligned_alloc(LNK_ALIGN, slots + local_bytes + LNK_ALIGN);
  void **argv = malloc((nargs ? nargs : 1) * sizeof *argv);
  if (k->barrier && items > 1) {
    s.ctx = malloc((items + 1) * lnk_fiber_size());
    s.stacks = malloc(items * LN_KERNEL_STACK);
    s.done = malloc(items);
  }
  if (!mem || !argv || (k->barrier && items > 1 && (!s.ctx || !s.stacks || !s.done))) {
    st = LN_EINVAL;   /* out of memory: lanes has no code of its own for it */
    goto out;
  }
  unsigned char *local = mem + slots;
  for (unsigned i = 0; i < nargs; i++) {
    unsigned char *slot = mem + (size_t)i * LNK_ALIGN;
    argv[i] = slot;
    if (k->kind[i] == LN_KARG_LOCAL) {
      memcpy(slot, &local, sizeof local);
      local += (args[i].size + LNK_ALIGN - 1) / LNK_ALIGN * LNK_ALIGN;
    } else if (k->kind[i] == LN_KARG_VALUE) {
      memcpy(slot, args[i].ptr, args[i].size);
    } else if (k->kind[i] == LN_KARG_SAMPLER) {   /* src/clc/image.cl: a sampler is its bits as a pointer */
      void *bits = (void *)(uintptr_t)args[i].size;
      memcpy(slot, &bits, sizeof bits);
    } else {
      memcpy(slot, &args[i].ptr, sizeof args[i].ptr);
    }
  }
  s.argv = argv;

  lnk_state *saved = lnk_cur;
  lnk_cur = &s;
  s.wi = wi;
  lnk_set_group(&s.wi, first);
  if (k->group) {   /* no barrier: the kernel module's loop over the groups, the kernel inlined */
    k->group(argv, &s.wi, count, 1);
  } else {
    for (size_t i = 0; i < count; i++) {
      if (i) lnk_next_group(&s.wi, 1);
      lnk_run_group(&s, items);
    }
  }
  lnk_cur = saved;
out:
  free(s.done);
  free(s.stacks);
  free(s.ctx);
  free(argv);
  free(mem);
  return st;
}

ln_status ln_kernel_run(const ln_kernel *k, const ln_ndrange *nd, const ln_kernel_arg *args, unsigned nargs) {
  return ln_kernel_run_part(k, nd, args, nargs, 0, 1);
}
