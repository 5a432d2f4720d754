/* Array layer, portable path: the chunk is 64 bytes of memory and every primitive a
 * byte loop.  Always compiled, always correct; the reference the ISA paths must match. */
#include "scalar_chunk.h"

#define LN_TPL_ISA scalar
#include "../array_tpl.h"
