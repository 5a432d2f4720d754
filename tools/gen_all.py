#!/usr/bin/env python3
"""Runs every generator in tools/ (gen_*.py, each with a main()).  With --check, writes
nothing and exits 1 listing the committed files that differ from the generators' output."""
import glob
import importlib
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lntypes  # noqa: E402

if '--check' in sys.argv:
    lntypes.CHECK_ONLY = True
# gen_man last: it reads the headers the others write
names = sorted(os.path.basename(p)[:-3] for p in glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'gen_*.py')))
for name in [n for n in names if n not in ('gen_all', 'gen_man')] + ['gen_man']:
    importlib.import_module(name).main()
if lntypes.CHECK_ONLY:
    if lntypes.STALE:
        print('generated files are out of date (run python3 tools/gen_all.py):')
        for p in lntypes.STALE:
            print('  ' + p)
        sys.exit(1)
    print('generated files are up to date')
