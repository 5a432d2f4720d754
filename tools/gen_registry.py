#!/usr/bin/env python3
"""Writes what tools/registry.py declares and no other generator writes: the op sections of
include/lanes/integer.h and include/lanes/relational.h (between their BEGIN/END GENERATED
lines; the rest of those headers is written by hand), the unit-test tables
tests/unit/table_<family>.h, the fuzz tables tests/fuzz/table_<family>.h, the rows of
docs/reference.md and the rows of README.md's "What is in it" table for the families of the
registry.  (lanes/ops.h is written whole by tools/gen_ops.py, from the same registry.)"""
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import registry  # noqa: E402
from lntypes import write_block  # noqa: E402

ME = 'gen_registry.py'


def main():
    for fam in ('integer', 'relational'):
        write_block('include/lanes/%s.h' % fam, registry.header_text(fam), ME)


if __name__ == '__main__':
    main()
