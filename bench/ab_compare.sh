#!/usr/bin/env bash
# Before/after comparison of two lanes_bench binaries (e.g. built from two commits), run
# alternately on the same machine so that a slow spell falls on both:
#   bench/ab_compare.sh BEFORE/lanes_bench AFTER/lanes_bench [ROUNDS=5] [-- lanes_bench options]
# Each round runs BEFORE then AFTER, each writing a CSV.  For every workload and size, lanes'
# GB/s is divided by a peer's from the same run (the peers' code is identical in both binaries,
# so the ratio cancels the machine's state): the hand-written AVX-512 peer where it ran, else
# the scalar loop.  Prints the median of those ratios for BEFORE and AFTER and AFTER/BEFORE;
# rows where AFTER/BEFORE < 0.97 are marked "slower".
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,9p "$0"; exit 2; }
before=$1 after=$2 rounds=${3:-5}
if [ $# -ge 3 ]; then shift 3; else shift $#; fi
if [ "${1:-}" = "--" ]; then shift; fi
opts=("$@")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for r in $(seq "$rounds"); do
  for side in before after; do
    bin=$before; [ $side = after ] && bin=$after
    "$bin" "${opts[@]}" --csv "$tmp/$side.$r.csv" >/dev/null
  done
  echo "round $r of $rounds done" >&2
done
python3 - "$tmp" "$rounds" <<'EOF'
import csv, glob, statistics, sys
tmp, rounds = sys.argv[1], int(sys.argv[2])
def ratios(side):
    out = {}
    for path in glob.glob(f'{tmp}/{side}.*.csv'):
        rows = {}
        for r in csv.DictReader(open(path)):
            rows[(r['workload'], int(r['size_bytes']), r['impl'])] = float(r['gbps'])
        for (w, n, impl), g in rows.items():
            if impl != 'lanes':
                continue
            base = rows.get((w, n, 'avx512')) or rows.get((w, n, 'scalar'))
            if base:
                out.setdefault((w, n), []).append(g / base)
    return {k: statistics.median(v) for k, v in out.items()}
b, a = ratios('before'), ratios('after')
print(f"{'workload':<22}{'size':>11}{'before':>9}{'after':>9}{'after/before':>14}")
for k in sorted(b):
    if k not in a:
        continue
    q = a[k] / b[k]
    print(f"{k[0]:<22}{k[1]:>11}{b[k]:>9.3f}{a[k]:>9.3f}{q:>14.3f}{'  slower' if q < 0.97 else ''}")
EOF
