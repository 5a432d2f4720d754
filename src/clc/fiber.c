/* The fibers of src/clc/fiber.h: one implementation per architecture, chosen here. */
#define _XOPEN_SOURCE 700
#include "fiber.h"

#if defined(__SANITIZE_ADDRESS__)
#define LNK_FIBER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define LNK_FIBER_ASAN 1
#endif
#endif

#if defined(__x86_64__) && !defined(LNK_FIBER_ASAN)
#include "fiber_x86_64.h"
#elif defined(__aarch64__) && !defined(LNK_FIBER_ASAN)
#include "fiber_aarch64.h"
#else
#include "fiber_ucontext.h"
#endif

size_t lnk_fiber_size(void) { return sizeof(lnk_fiber); }
lnk_fiber *lnk_fiber_at(void *array, size_t i) { return (lnk_fiber *)array + i; }
