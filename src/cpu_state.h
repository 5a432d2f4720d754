/* liblanes-internal: the active instruction-set path as src/cpu.c holds it, and that path's
 * array-layer kernel table, read without a call on the array layer's per-call path.  The public
 * accessor is ln_active_isa(). */
#ifndef LANES_SRC_CPU_STATE_H
#define LANES_SRC_CPU_STATE_H
#include <stdatomic.h>

#include "lanes/cpu.h"

/* -1 until chosen (first ln_active_isa() or ln_set_isa()), then an ln_isa. */
extern _Atomic int ln__isa_active __attribute__((visibility("hidden")));

/* The array layer's kernel table of the active path (src/array_dispatch.c fills it in), NULL
 * until then; ln_set_isa() clears it after it stores the new path. */
extern _Atomic(const void *) ln__array_kern_active __attribute__((visibility("hidden")));

static inline ln_isa ln__isa_now(void) {
  int a = atomic_load_explicit(&ln__isa_active, memory_order_acquire);
  return a >= 0 ? (ln_isa)a : ln_active_isa();
}
#endif
