/* The kernel layer's launcher and synchronization (lanes/kernel.h, docs/kernels.md); the
 * work-item functions are src/clc/workitem.c, inlined into the kernels.
 *
 * A launch runs its work-groups one after the other on the calling thread.  A work-group of a
 * kernel whose file calls barrier runs as fibers (ucontext): each work-item on its own stack;
 * barrier() switches back to the scheduler, which resumes the next work-item, so every
 * work-item of the group reaches the barrier before any passes it.  Other kernels run a group
 * through the loop their own module defines (ln__group_<name>, tools/clc_kernels.py), into which
 * the kernel is inlined.  The state of the running work-item is thread-local, so launches
 * on different threads are independent. */
#define _XOPEN_SOURCE 700
#include <lanes/kernel.h>
#include "kernel_state.h"
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#define LNK_ALIGN 128 /* alignment of value copies and __local blocks: the largest OpenCL type */

typedef struct lnk_state {
  const ln_kernel *k;
  void **argv;
  /* fibers (kernels with barriers) */
  ucontext_t sched;
  ucontext_t *ctx;
  unsigned char *stacks;
  unsigned char *done;
} lnk_state;

/* The running work-item (kernel_state.h; the work-item functions are src/clc/workitem.c, linked
 * into the kernels as bitcode) and the running launch (for barrier). */
_Thread_local lnk_workitem lnk__wi __attribute__((tls_model("initial-exec")));
static _Thread_local lnk_state *lnk_cur __attribute__((tls_model("initial-exec")));

static size_t lnk_local_linear_id(void) {
  const size_t *l = lnk__wi.local_size, *id = lnk__wi.lid;
  return id[0] + id[1] * l[0] + id[2] * l[0] * l[1];
}

/* ---- synchronization ---- */
void _Z7barrierj(unsigned flags) {
  (void)flags;
  lnk_state *s = lnk_cur;
  if (s && s->ctx) swapcontext(&s->ctx[lnk_local_linear_id()], &s->sched);
}
void _Z18work_group_barrierj(unsigned flags) { _Z7barrierj(flags); }
/* One work-group runs on one thread: a fence only has to keep the compiler's order. */
void _Z9mem_fencej(unsigned flags) { (void)flags; __asm__ __volatile__("" ::: "memory"); }
void _Z14read_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }
void _Z15write_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }

/* ---- the launcher ---- */
static void lnk_set_lid(size_t i) {
  const size_t *l = lnk__wi.local_size;
  lnk__wi.lid[0] = i % l[0];
  lnk__wi.lid[1] = (i / l[0]) % l[1];
  lnk__wi.lid[2] = i / (l[0] * l[1]);
}

static void lnk_fiber(void) {
  lnk_state *s = lnk_cur;
  s->k->call(s->argv);
  s->done[lnk_local_linear_id()] = 1;
} /* returns to s->sched (uc_link) */

static void lnk_run_group(lnk_state *s, size_t items) {
  if (s->k->group) {   /* no barrier: the kernel module's loop over the group, the kernel inlined */
    s->k->group(s->argv);
    return;
  }
  if (!s->ctx) {       /* a barrier kernel's group of one work-item */
    memset(lnk__wi.lid, 0, sizeof lnk__wi.lid);
    s->k->call(s->argv);
    return;
  }
  memset(s->done, 0, items);
  for (size_t i = 0; i < items; i++) {
    getcontext(&s->ctx[i]);
    s->ctx[i].uc_stack.ss_sp = s->stacks + i * LN_KERNEL_STACK;
    s->ctx[i].uc_stack.ss_size = LN_KERNEL_STACK;
    s->ctx[i].uc_link = &s->sched;
    makecontext(&s->ctx[i], lnk_fiber, 0);
  }
  for (int live = 1; live;) {   /* one round = every work-item up to its next barrier or its end */
    live = 0;
    for (size_t i = 0; i < items; i++) {
      if (s->done[i]) continue;
      live = 1;
      lnk_set_lid(i);
      swapcontext(&s->sched, &s->ctx[i]);
    }
  }
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
  if (part >= groups) return LN_OK;

  lnk_state s;
  memset(&s, 0, sizeof s);
  s.k = k;
  lnk_workitem wi;   /* sizes 1, ids and offsets 0 beyond work_dim */
  memset(&wi, 0, sizeof wi);
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
    s.ctx = malloc(items * sizeof *s.ctx);
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
    } else {
      memcpy(slot, &args[i].ptr, sizeof args[i].ptr);
    }
  }
  s.argv = argv;

  lnk_state *saved = lnk_cur;
  lnk_workitem saved_wi = lnk__wi;
  lnk_cur = &s;
  lnk__wi = wi;
  const size_t *ng = wi.num_groups;
  for (size_t g = part; g < groups; g += nparts) {
    lnk__wi.group[0] = g % ng[0];
    lnk__wi.group[1] = (g / ng[0]) % ng[1];
    lnk__wi.group[2] = g / (ng[0] * ng[1]);
    for (unsigned d = 0; d < 3; d++) lnk__wi.base[d] = wi.offset[d] + lnk__wi.group[d] * wi.local_size[d];
    lnk_run_group(&s, items);
    if (groups - g <= nparts) break;   /* g + nparts would pass the end (or wrap) */
  }
  lnk_cur = saved;
  lnk__wi = saved_wi;
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
