#ifndef LANES_H
#define LANES_H
/* lanes.h -- everything: OpenCL C vector types and operations for C, Java-style shuffle
 * objects, Mojo-style masked memory operations, and the array layer of liblanes.
 * Each family header can be included on its own to compile less. */
#include "lanes/types.h"
#include "lanes/status.h"
#include "lanes/memory.h"
#include "lanes/mask.h"
#include "lanes/gather.h"
#include "lanes/vshuffle.h"
#include "lanes/cpu.h"
#include "lanes/array.h"
#endif /* LANES_H */
