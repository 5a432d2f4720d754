#ifndef LANES_IMPL_X86_INTEGER_H
#define LANES_IMPL_X86_INTEGER_H
/* x86 kernels of lanes/integer.h.  Each defines the hook macro LN__ISA_<op>_<name> that the
 * portable function of impl/generic/integer.h returns when it is defined. */
#endif /* LANES_IMPL_X86_INTEGER_H */
