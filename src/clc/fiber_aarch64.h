/* Fibers on AArch64 (AAPCS64; src/clc/fiber.h): a switch stores the callee-saved registers
 * x19-x28, the frame pointer x29, the link register x30 and d8-d15 in a 160-byte frame on the
 * running stack, stores the stack pointer, loads the other one, restores its frame and returns
 * to its x30. */
#include <stdint.h>

struct lnk_fiber {
  void *sp;
};

void lnk_fiber_switch(lnk_fiber *from, lnk_fiber *to);
__asm__(".text\n"
        ".p2align 4\n"
        ".globl lnk_fiber_switch\n"
        ".hidden lnk_fiber_switch\n"
        ".type lnk_fiber_switch, %function\n"
        "lnk_fiber_switch:\n"
        "  sub sp, sp, #160\n"
        "  stp x19, x20, [sp, #0]\n"
        "  stp x21, x22, [sp, #16]\n"
        "  stp x23, x24, [sp, #32]\n"
        "  stp x25, x26, [sp, #48]\n"
        "  stp x27, x28, [sp, #64]\n"
        "  stp x29, x30, [sp, #80]\n"
        "  stp d8, d9, [sp, #96]\n"
        "  stp d10, d11, [sp, #112]\n"
        "  stp d12, d13, [sp, #128]\n"
        "  stp d14, d15, [sp, #144]\n"
        "  mov x9, sp\n"
        "  str x9, [x0]\n"
        "  ldr x9, [x1]\n"
        "  mov sp, x9\n"
        "  ldp x19, x20, [sp, #0]\n"
        "  ldp x21, x22, [sp, #16]\n"
        "  ldp x23, x24, [sp, #32]\n"
        "  ldp x25, x26, [sp, #48]\n"
        "  ldp x27, x28, [sp, #64]\n"
        "  ldp x29, x30, [sp, #80]\n"
        "  ldp d8, d9, [sp, #96]\n"
        "  ldp d10, d11, [sp, #112]\n"
        "  ldp d12, d13, [sp, #128]\n"
        "  ldp d14, d15, [sp, #144]\n"
        "  add sp, sp, #160\n"
        "  ret\n"
        ".size lnk_fiber_switch, .-lnk_fiber_switch\n");

/* The new stack: one zeroed frame whose x30 is entry (and x29 0: the end of the frame chain). */
void lnk_fiber_init(lnk_fiber *f, void *stack, size_t size, void (*entry)(void), lnk_fiber *back) {
  (void)back;
  uintptr_t top = ((uintptr_t)stack + size) & ~(uintptr_t)15;
  uint64_t *frame = (uint64_t *)(top - 160);
  for (int i = 0; i < 20; i++) frame[i] = 0;
  frame[11] = (uint64_t)(uintptr_t)entry; /* x30, at offset 88 */
  f->sp = frame;
}
