/* Fibers through ucontext (src/clc/fiber.h): any POSIX system; AddressSanitizer knows these
 * switches. */
#include <ucontext.h>

struct lnk_fiber {
  ucontext_t uc;
};

void lnk_fiber_init(lnk_fiber *f, void *stack, size_t size, void (*entry)(void), lnk_fiber *back) {
  getcontext(&f->uc);
  f->uc.uc_stack.ss_sp = stack;
  f->uc.uc_stack.ss_size = size;
  f->uc.uc_link = &back->uc;
  makecontext(&f->uc, entry, 0);
}
void lnk_fiber_switch(lnk_fiber *from, lnk_fiber *to) { swapcontext(&from->uc, &to->uc); }
