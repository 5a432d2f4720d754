/* Shared by the kernel layer's tests (tests/clc/test_*.c): failure counting, a seeded xorshift
 * generator, and a launch split over threads (ln_kernel_run_part, a third of the work-groups each
 * for three threads). */
#ifndef LANES_TESTS_CLC_TEST_H
#define LANES_TESTS_CLC_TEST_H
#include <lanes/kernel.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); \
  printf(__VA_ARGS__); printf("\n"); } } while (0)

static uint64_t clc_rng = 0x9e3779b97f4a7c15u;
static inline uint64_t next(void) {
  clc_rng ^= clc_rng << 13;
  clc_rng ^= clc_rng >> 7;
  clc_rng ^= clc_rng << 17;
  return clc_rng;
}

typedef struct {
  const ln_kernel *k;
  const ln_ndrange *nd;
  ln_kernel_arg *a;
  unsigned nargs, part, nparts;
  ln_status st;
} clc_part_job;
static void *clc_run_part(void *p) {
  clc_part_job *j = p;
  j->st = ln_kernel_run_part(j->k, j->nd, j->a, j->nargs, j->part, j->nparts);
  return NULL;
}
/* The launch on `threads` threads (1 .. 8; 1: ln_kernel_run); the first failing status, or LN_OK. */
static inline ln_status run_threads(const ln_kernel *k, const ln_ndrange *nd, ln_kernel_arg *a, unsigned nargs,
                                    unsigned threads) {
  if (threads <= 1) return ln_kernel_run(k, nd, a, nargs);
  pthread_t t[8];
  clc_part_job j[8];
  if (threads > 8) threads = 8;
  for (unsigned i = 0; i < threads; i++) {
    j[i] = (clc_part_job){k, nd, a, nargs, i, threads, LN_OK};
    if (pthread_create(&t[i], NULL, clc_run_part, &j[i]) != 0) {
      printf("pthread_create failed\n");
      exit(2);
    }
  }
  ln_status st = LN_OK;
  for (unsigned i = 0; i < threads; i++) {
    pthread_join(t[i], NULL);
    if (j[i].st != LN_OK) st = j[i].st;
  }
  return st;
}

#endif
