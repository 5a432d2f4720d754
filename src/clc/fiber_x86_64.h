/* Fibers on x86-64 (System V ABI; src/clc/fiber.h): a switch pushes the callee-saved registers
 * rbx rbp r12-r15 on the running stack, stores the stack pointer, loads the other one and pops
 * its registers; the control bits of MXCSR and the x87 control word, also callee-saved, are not
 * changed by lanes' kernels and stay as they are. */
#include <stdint.h>

struct lnk_fiber {
  void *sp;
};

void lnk_fiber_switch(lnk_fiber *from, lnk_fiber *to);
__asm__(".text\n"
        ".p2align 4\n"
        ".globl lnk_fiber_switch\n"
        ".hidden lnk_fiber_switch\n"
        ".type lnk_fiber_switch, @function\n"
        "lnk_fiber_switch:\n"
        "  pushq %rbp\n"
        "  pushq %rbx\n"
        "  pushq %r12\n"
        "  pushq %r13\n"
        "  pushq %r14\n"
        "  pushq %r15\n"
        "  movq %rsp, (%rdi)\n"
        "  movq (%rsi), %rsp\n"
        "  popq %r15\n"
        "  popq %r14\n"
        "  popq %r13\n"
        "  popq %r12\n"
        "  popq %rbx\n"
        "  popq %rbp\n"
        "  ret\n"
        ".size lnk_fiber_switch, .-lnk_fiber_switch\n");

/* The new stack, from its top: a zero return address for entry (rsp = 8 mod 16 at its first
 * instruction, as after a call), entry's address for the switch's ret, six zero registers. */
void lnk_fiber_init(lnk_fiber *f, void *stack, size_t size, void (*entry)(void), lnk_fiber *back) {
  (void)back;
  uintptr_t top = ((uintptr_t)stack + size) & ~(uintptr_t)15;
  void **sp = (void **)top;
  *--sp = 0;
  *--sp = (void *)entry;
  for (int i = 0; i < 6; i++) *--sp = 0;
  f->sp = sp;
}
