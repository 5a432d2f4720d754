#ifndef LANES_STATUS_H
#define LANES_STATUS_H
/* lanes/status.h -- error codes.  Checked lanes operations return an ln_status and
 * write nothing when they fail.  No lanes function aborts or prints.  The numbers are
 * stable: new codes are only ever appended. */

/* LN_API marks the functions liblanes (and lanes_kernel) export. */
#ifndef LN_API
#define LN_API __attribute__((visibility("default")))
#endif

/* X(name, number, message) */
#define LN__STATUS_TABLE(X)                                                     \
  X(LN_OK, 0, "success")                                                        \
  X(LN_EINDEX, 1, "an active lane index is outside the valid range")            \
  X(LN_EALIGN, 2, "alignment is not 0 or a power of two, or an address is misaligned") \
  X(LN_EINVAL, 3, "invalid argument")                                           \
  X(LN_ENULL, 4, "a required pointer is NULL")                                  \
  X(LN_EISA, 5, "the requested instruction set is not available on this CPU")

typedef enum ln_status {
#define LN__STATUS_ENUM(name, num, msg) name = num,
  LN__STATUS_TABLE(LN__STATUS_ENUM)
#undef LN__STATUS_ENUM
} ln_status;

/* ln_strerror(s): a static English message for s; "unknown lanes status" for other values. */
static inline const char *ln_strerror(ln_status s) {
  switch (s) {
#define LN__STATUS_CASE(name, num, msg) case name: return msg;
    LN__STATUS_TABLE(LN__STATUS_CASE)
#undef LN__STATUS_CASE
  }
  return "unknown lanes status";
}

#endif /* LANES_STATUS_H */
