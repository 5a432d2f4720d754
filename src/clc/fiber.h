/* Fibers of the kernel layer's launcher (src/clc/kernel.c): the work-items of a group of a kernel
 * that calls barrier, each on its own stack.  lnk_fiber_switch saves the running fiber's
 * callee-saved registers and stack pointer into *from and resumes *to; no system call (ucontext's
 * swapcontext makes one per switch, to save the signal mask, which fibers here never change).
 * fiber.c picks the implementation: x86-64 and AArch64 in a few instructions
 * (fiber_x86_64.h, fiber_aarch64.h); elsewhere, and under AddressSanitizer (which must see stack
 * switches), ucontext (fiber_ucontext.h). */
#ifndef LANES_CLC_FIBER_H
#define LANES_CLC_FIBER_H
#include <stddef.h>

typedef struct lnk_fiber lnk_fiber;
/* the size of a lnk_fiber (an array of them is allocated by the caller) */
size_t lnk_fiber_size(void);
/* the i-th element of an array of fibers */
lnk_fiber *lnk_fiber_at(void *array, size_t i);
/* Prepares f to run entry() on the stack [stack, stack + size) when first switched to; entry must
 * never return (it switches away for good at its end).  back: where entry's end returns for the
 * ucontext implementation (the scheduler's fiber). */
void lnk_fiber_init(lnk_fiber *f, void *stack, size_t size, void (*entry)(void), lnk_fiber *back);
void lnk_fiber_switch(lnk_fiber *from, lnk_fiber *to);
#endif
