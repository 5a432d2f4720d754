/* The kernel layer's fibers (src/clc/fiber.h): work-items on their own stacks switching to a
 * scheduler and back, as the launcher runs kernels with barriers.  Each fiber keeps integer and
 * floating-point values and a stack array live across its switches (callee-saved registers, its
 * stack) and checks them after every switch; the scheduler checks the order of arrival.  Runs on
 * every target: x86-64 and AArch64 switch in assembly, the others (and AddressSanitizer builds)
 * through ucontext. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fiber.h"

enum { NF = 24, ROUNDS = 50, STACK = 64 * 1024 };

static void *fibers;
static size_t cur;
static int failures;
static int arrived[NF], finished[NF], log_pos;
static size_t log_order[NF * (ROUNDS + 1)];

static lnk_fiber *at(size_t i) { return lnk_fiber_at(fibers, i); }

/* a value computed through a frame of its own, so the caller's registers must survive */
static __attribute__((noinline)) double spill(volatile double *p, int k) {
  double a[64];
  for (int i = 0; i < 64; i++) a[i] = p[i % 4] * (double)(i + k);
  double s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  return s;
}

static void body(void) {
  size_t me = cur;
  uint64_t x = 0x9e3779b97f4a7c15u * (me + 1), y = me * 7 + 3;
  double f = (double)me * 0.5 + 0.25, g = 1.0 / (double)(me + 1);
  volatile double v[4] = {f, g, f * g, f + g};
  char mark[256];
  memset(mark, (int)me, sizeof mark);
  for (int r = 0; r < ROUNDS; r++) {
    uint64_t x0 = x, y0 = y;
    double f0 = f, g0 = g, s0 = spill(v, r);
    /* eight more doubles live across the switch: the callee-saved floating-point registers */
    double h1 = v[0] * 3, h2 = v[1] * 5, h3 = v[2] + 7, h4 = v[3] + 11, h5 = v[0] * v[1], h6 = v[2] - v[3],
           h7 = v[0] / 3, h8 = v[1] / 7; /* (volatile reads: kept, not recomputed) */
    log_order[log_pos++] = me;
    lnk_fiber_switch(at(me + 1), at(0)); /* a barrier */
    if (cur != me || x != x0 || y != y0 || f != f0 || g != g0 || spill(v, r) != s0) failures++;
    if (h1 != v[0] * 3 || h2 != v[1] * 5 || h3 != v[2] + 7 || h4 != v[3] + 11 || h5 != v[0] * v[1] ||
        h6 != v[2] - v[3] || h7 != v[0] / 3 || h8 != v[1] / 7)
      failures++;
    for (size_t i = 0; i < sizeof mark; i++)
      if (mark[i] != (char)me) { failures++; break; }
    x = x * 6364136223846793005u + y;
    y ^= x >> 17;
    f = f * 1.0000001 + g;
  }
  finished[me] = 1;
  log_order[log_pos++] = me;
  lnk_fiber_switch(at(me + 1), at(0));
  failures++; /* never resumed */
}

int main(void) {
  fibers = malloc((NF + 1) * lnk_fiber_size());
  unsigned char *stacks = malloc((size_t)NF * STACK);
  if (!fibers || !stacks) return 2;
  for (size_t i = 0; i < NF; i++) lnk_fiber_init(at(i + 1), stacks + i * STACK, STACK, body, at(0));
  for (int r = 0; r <= ROUNDS; r++)
    for (size_t i = 0; i < NF; i++) {
      if (finished[i]) continue;
      cur = i;
      lnk_fiber_switch(at(0), at(i + 1));
      arrived[i]++;
    }
  for (size_t i = 0; i < NF; i++)
    if (!finished[i] || arrived[i] != ROUNDS + 1) failures++;
  for (int p = 0; p < NF * (ROUNDS + 1); p++)
    if (log_order[p] != (size_t)(p % NF)) { failures++; break; }
  free(stacks);
  free(fibers);
  printf("test_kernel_fiber: %s (%d fibers, %d switches each way)\n", failures ? "FAILED" : "passed", NF,
         NF * (ROUNDS + 1));
  return failures != 0;
}
