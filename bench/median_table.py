#!/usr/bin/env python3
"""Medians of several lanes_bench runs (their --csv files), as the markdown table of the README.

    bench/median_table.py run1.csv run2.csv ...

For every workload and size: lanes' GB/s (median over the runs), the best peer of each run
(the fastest implementation other than lanes, the copies and implementations whose output
differed from lanes'), lanes / best peer (the ratio within each run, then the median over the
runs, with its range), and lanes / copy (the faster of memcpy and the register copy) and
lanes / nt-copy where the CSV has them (the permutation workloads)."""
import csv
import statistics
import sys

LIMITS = {'memcpy', 'copy', 'nt-copy', 'copy-io'}


def load(path):
    """{(workload, size): {impl: (gbps, matches)}} of one run"""
    rows = {}
    with open(path, newline='') as f:
        for r in csv.DictReader(f):
            key = (r['workload'], int(r['size_bytes']))
            rows.setdefault(key, {})[r['impl']] = (float(r['gbps']), r['matches_lanes'] == '1')
    return rows


def size_name(n):
    for unit, div in (('MiB', 1 << 20), ('KiB', 1 << 10)):
        if n >= div and n % div == 0:
            return '%d %s' % (n // div, unit)
    return '%d B' % n


def main(paths):
    runs = [load(p) for p in paths]
    keys = [k for k in runs[0] if all(k in r for r in runs)]
    print('| workload | size | lanes GB/s | best peer | lanes / best peer (range) | lanes / copy | lanes / nt-copy |')
    print('|---|---|---|---|---|---|---|')
    for key in keys:
        lanes, ratio, peers, copy, nt = [], [], [], [], []
        for r in runs:
            impls = r[key]
            lg = impls['lanes'][0]
            lanes.append(lg)
            cands = {i: g for i, (g, ok) in impls.items() if i != 'lanes' and i not in LIMITS and ok and g > 0}
            if cands:
                best = max(cands, key=cands.get)
                peers.append(best)
                ratio.append(lg / cands[best])
            limit = max([impls[i][0] for i in ('memcpy', 'copy') if i in impls] or [0])
            if limit:
                copy.append(lg / limit)
            if 'nt-copy' in impls:
                nt.append(lg / impls['nt-copy'][0])
        med = statistics.median
        peer = max(set(peers), key=peers.count) if peers else '-'
        rat = '%.2f (%.2f-%.2f)' % (med(ratio), min(ratio), max(ratio)) if ratio else '-'
        print('| %s | %s | %.1f | %s | %s | %s | %s |' % (
            key[0], size_name(key[1]), med(lanes), peer, rat,
            '%.2f' % med(copy) if copy else '', '%.2f' % med(nt) if nt else ''))


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
