#ifndef LANES_H
#define LANES_H
/* lanes.h -- everything: OpenCL C vector types and operations for C, Java-style shuffle
 * objects, Mojo-style masked memory operations, and the array layer of liblanes.
 * Each family header can be included on its own to compile less. */
#include "lanes/types.h"      /* ln_T<N>, ln_splat, ln_vec_step */
#include "lanes/status.h"     /* ln_status, ln_strerror */
#include "lanes/ops.h"        /* operators with OpenCL meaning, select, comparisons */
#include "lanes/construct.h"  /* ln_concat, ln_lo/hi/even/odd, LN_SWIZZLE */
#include "lanes/convert.h"    /* ln_convert_*, ln_as_* */
#include "lanes/memory.h"     /* ln_vload*, ln_vstore*, half loads and stores */
#include "lanes/relational.h" /* ln_isequal ..., ln_any, ln_all */
#include "lanes/integer.h"    /* integer built-ins, min, max, clamp */
#include "lanes/math.h"       /* math built-ins: fabs floor fma sqrt ... */
#include "lanes/geometric.h"  /* dot cross length distance normalize */
#include "lanes/shuffle.h"    /* ln_shuffle, ln_shuffle2 */
#include "lanes/vshuffle.h"   /* Java-style shuffle objects, rearranges */
#include "lanes/mask.h"       /* masks and reductions */
#include "lanes/gather.h"     /* gather/scatter, masked, partial, interleaved memory ops */
#include "lanes/cpu.h"        /* run-time ISA selection of liblanes */
#include "lanes/array.h"      /* liblanes' bulk array functions */
#endif /* LANES_H */
