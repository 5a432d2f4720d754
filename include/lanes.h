#ifndef LANES_H
#define LANES_H
/* lanes.h -- everything: OpenCL C vector types and operations for C.
 * Each family header can be included on its own to compile less. */
#include "lanes/types.h"
#include "lanes/status.h"
#endif /* LANES_H */
