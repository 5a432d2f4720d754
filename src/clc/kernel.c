/* The kernel layer's launcher and work-item functions (lanes/kernel.h, docs/kernels.md).
 *
 * A launch runs its work-groups one after the other on the calling thread.  A work-group of a
 * kernel whose file calls barrier runs as fibers (ucontext): each work-item on its own stack;
 * barrier() switches back to the scheduler, which resumes the next work-item, so every
 * work-item of the group reaches the barrier before any passes it.  Other kernels run their
 * work-items as a plain loop.  The state of the running work-item is thread-local, so launches
 * on different threads are independent. */
#define _XOPEN_SOURCE 700
#include <lanes/kernel.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#define LNK_ALIGN 128 /* alignment of value copies and __local blocks: the largest OpenCL type */

typedef struct lnk_state {
  const ln_kernel *k;
  const ln_ndrange *nd;
  void **argv;
  size_t group[3];        /* id of the running work-group */
  size_t num_groups[3];
  size_t lsz[3];          /* local sizes, 1 beyond work_dim */
  size_t lid[3];          /* local id of the running work-item */
  /* fibers (kernels with barriers) */
  ucontext_t sched;
  ucontext_t *ctx;
  unsigned char *stacks;
  unsigned char *done;
} lnk_state;

/* initial-exec: one register-relative load in every work-item function (the default model of
 * position-independent code calls __tls_get_addr each time). */
static _Thread_local lnk_state *lnk_cur __attribute__((tls_model("initial-exec")));

/* ---- work-item functions (OpenCL C 1.2 s6.12.1), under Clang's mangled names ---- */
#define LNK_DIM_OK(d) (lnk_cur && (d) < lnk_cur->nd->work_dim)
unsigned _Z12get_work_dimv(void) { return lnk_cur ? lnk_cur->nd->work_dim : 1; }
size_t _Z15get_global_sizej(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->nd->global_size[d] : 1; }
size_t _Z14get_local_sizej(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->nd->local_size[d] : 1; }
size_t _Z23get_enqueued_local_sizej(unsigned d) { return _Z14get_local_sizej(d); }
size_t _Z14get_num_groupsj(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->num_groups[d] : 1; }
size_t _Z12get_group_idj(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->group[d] : 0; }
size_t _Z12get_local_idj(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->lid[d] : 0; }
size_t _Z17get_global_offsetj(unsigned d) { return LNK_DIM_OK(d) ? lnk_cur->nd->global_offset[d] : 0; }
size_t _Z13get_global_idj(unsigned d) {
  if (!LNK_DIM_OK(d)) return 0;
  return lnk_cur->nd->global_offset[d] + lnk_cur->group[d] * lnk_cur->nd->local_size[d] + lnk_cur->lid[d];
}
size_t _Z19get_local_linear_idv(void) {
  const size_t *l = lnk_cur->nd->local_size;
  size_t id = lnk_cur->lid[0];
  if (lnk_cur->nd->work_dim > 1) id += lnk_cur->lid[1] * l[0];
  if (lnk_cur->nd->work_dim > 2) id += lnk_cur->lid[2] * l[0] * l[1];
  return id;
}
size_t _Z20get_global_linear_idv(void) {
  size_t id = 0;
  for (unsigned d = lnk_cur->nd->work_dim; d-- > 0;)
    id = id * lnk_cur->nd->global_size[d] + (_Z13get_global_idj(d) - lnk_cur->nd->global_offset[d]);
  return id;
}

/* ---- synchronization ---- */
void _Z7barrierj(unsigned flags) {
  (void)flags;
  lnk_state *s = lnk_cur;
  if (s && s->ctx) swapcontext(&s->ctx[_Z19get_local_linear_idv()], &s->sched);
}
void _Z18work_group_barrierj(unsigned flags) { _Z7barrierj(flags); }
/* One work-group runs on one thread: a fence only has to keep the compiler's order. */
void _Z9mem_fencej(unsigned flags) { (void)flags; __asm__ __volatile__("" ::: "memory"); }
void _Z14read_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }
void _Z15write_mem_fencej(unsigned flags) { _Z9mem_fencej(flags); }

/* ---- the launcher ---- */
static void lnk_set_lid(lnk_state *s, size_t i) {
  const size_t *l = s->lsz;
  s->lid[0] = i % l[0];
  s->lid[1] = (i / l[0]) % l[1];
  s->lid[2] = i / (l[0] * l[1]);
}

static void lnk_fiber(void) {
  lnk_state *s = lnk_cur;
  s->k->call(s->argv);
  s->done[_Z19get_local_linear_idv()] = 1;
} /* returns to s->sched (uc_link) */

static void lnk_run_group(lnk_state *s, size_t items) {
  if (!s->ctx) {   /* no barrier: a plain loop, local ids counted without divisions */
    void (*call)(void **) = s->k->call;
    for (s->lid[2] = 0; s->lid[2] < s->lsz[2]; s->lid[2]++)
      for (s->lid[1] = 0; s->lid[1] < s->lsz[1]; s->lid[1]++)
        for (s->lid[0] = 0; s->lid[0] < s->lsz[0]; s->lid[0]++) call(s->argv);
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
      lnk_set_lid(s, i);
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
  s.nd = nd;
  for (unsigned d = 0; d < 3; d++) {
    s.lsz[d] = d < nd->work_dim ? nd->local_size[d] : 1;
    s.num_groups[d] = d < nd->work_dim ? nd->global_size[d] / nd->local_size[d] : 1;
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
  lnk_cur = &s;
  for (size_t g = part; g < groups; g += nparts) {
    s.group[0] = g % s.num_groups[0];
    s.group[1] = (g / s.num_groups[0]) % s.num_groups[1];
    s.group[2] = g / (s.num_groups[0] * s.num_groups[1]);
    lnk_run_group(&s, items);
    if (groups - g <= nparts) break;   /* g + nparts would pass the end (or wrap) */
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
