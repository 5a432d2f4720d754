/* Differential test against PoCL: the plug-in interface shared by the driver (pocl_main.c)
 * and the families (fam_<family>.c, written by tools/gen_pocl.py).
 *
 * A family is one OpenCL program (built once) plus a table of kernels.  A kernel reads
 * input slots and writes one output slot per operation ("op"); the same kernel exists twice:
 * as OpenCL C source (run on PoCL) and as a C host function that computes every op through
 * lanes.  The driver fills the input slots, runs both, and compares each op's output slot
 * lane by lane, masking the input combinations unspecified.h lists.
 *
 * Buffer layout, identical on both sides: slot s starts at byte s * count * PC_SLOT_BYTES
 * of the in (or out) buffer; item i of a slot is at i * item_size, where item_size is
 * storage_lanes(n) * sizeof(elem), or n * sizeof(elem) for packed slots (vload/vstore data),
 * n = 1 for scalars. */
#ifndef LANES_POCL_TEST_H
#define LANES_POCL_TEST_H
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define PC_SLOT_BYTES 128u /* largest item: double16 */

enum pc_elem { PC_CHAR, PC_UCHAR, PC_SHORT, PC_USHORT, PC_INT, PC_UINT, PC_LONG, PC_ULONG,
               PC_HALF, PC_FLOAT, PC_DOUBLE, PC_NELEM };

/* How input lanes are drawn (edge values first, then seeded random values). */
enum pc_gen {
  PC_G_VAL,    /* edge values of the element type (cross product between slots), then random */
  PC_G_SHIFT,  /* shift / rotate counts: 0..2*width, negative, huge, random */
  PC_G_MASK,   /* select masks: 0, -1, MSB only, low bit only, random (high bits set) */
  PC_G_SHUF,   /* shuffle masks: every bit random (only the low bits count) */
  PC_G_SMALL,  /* small non-negative values (0..15) */
  PC_G_BOUND   /* clamp bounds: edge values and random (min > max included) */
};

typedef struct {
  unsigned char elem;   /* enum pc_elem */
  unsigned char n;      /* lanes: 1 (scalar), 2, 3, 4, 8, 16 */
  unsigned char packed; /* 1: n elements per item without padding (3 lanes take 3 elements) */
  unsigned char gen;    /* enum pc_gen (inputs only) */
} pc_slot;

typedef struct {
  const char *name;         /* op name as unspecified.h matches it: "div", "convert_int_sat" */
  pc_slot out;              /* output slot (same index as the op) */
  unsigned char nargs;      /* inputs of this op (for reports and unspecified.h) */
  unsigned char args[3];    /* their input slot indexes */
} pc_op;

typedef struct {
  const char *name;         /* kernel name in the OpenCL program, e.g. "ops_int4" */
  unsigned nin;
  const pc_slot *in;
  unsigned nop;
  const pc_op *op;
  /* lanes' side: computes every op's output slot from the input slots for count items */
  void (*host)(const unsigned char *in, unsigned char *out, size_t count);
} pc_kernel;

typedef struct {
  const char *name;         /* family name */
  const char *header;       /* lanes header it tests */
  int present;              /* 0: header not there yet (compiled out by __has_include) */
  const char *std;          /* OpenCL C version the program is built for: "CL1.2", "CL3.0" */
  const char *source;       /* OpenCL C source of every kernel (after the driver's preamble) */
  unsigned nkernel;
  const pc_kernel *kernel;
} pc_family;

/* Host-side slot access (the kernels' IN/OUT macros in the preamble mirror these). */
#define PC_ITEM(base, s, T, i) ((base) + (size_t)(s) * count * PC_SLOT_BYTES + (size_t)(i) * sizeof(T))
#define PC_LD(T, s) ({ T pc_v_; memcpy(&pc_v_, PC_ITEM(in, s, T, i), sizeof(T)); pc_v_; })
#define PC_ST(T, s, x) do { T pc_w_ = (x); memcpy(PC_ITEM(out, s, T, i), &pc_w_, sizeof(T)); } while (0)
/* the first element of a slot, as a T * (packed data for vload / vstore) */
#define PC_INBASE(T, s) ((const T *)(const void *)(in + (size_t)(s) * count * PC_SLOT_BYTES))
#define PC_OUTBASE(T, s) ((T *)(void *)(out + (size_t)(s) * count * PC_SLOT_BYTES))

#endif
