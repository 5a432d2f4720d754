#!/usr/bin/env bash
# Compile-time cost of including lanes: one translation unit that includes <lanes.h> (and
# each family header alone) versus one that includes <immintrin.h> alone, and an empty one.
# Prints median wall times over several runs and the ratio lanes / immintrin, for GCC and
# Clang, at -O2 for the baseline target and for -march=native.
#   bench/include_cost.sh [runs]      (default 9)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-9}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mk() { printf '%s\nint lanes_include_cost_anchor;\n' "$2" >"$tmp/$1.c"; }
mk empty ''
mk immintrin '#include <immintrin.h>'
mk lanes '#include <lanes.h>'
families=()
for h in include/lanes/*.h; do
  f=$(basename "$h" .h)
  families+=("$f")
  mk "fam_$f" "#include <lanes/$f.h>"
done

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
timeit() { # cc flags file -> median milliseconds
  local cc=$1 flags=$2 f=$3 i t0 t1
  for ((i = 0; i < runs; i++)); do
    t0=$(date +%s%N)
    $cc $flags -std=gnu11 -Wno-psabi -Iinclude -c "$tmp/$f.c" -o "$tmp/out.o"
    t1=$(date +%s%N)
    echo $(((t1 - t0) / 1000))
  done | median | awk '{printf "%.1f", $1 / 1000}'
}

printf '%-8s %-22s %-16s %9s %9s\n' compiler flags header ms "x immintrin"
for cc in gcc clang; do
  command -v $cc >/dev/null || continue
  for flags in "-O2" "-O2 -march=native"; do
    base=$(timeit $cc "$flags" immintrin)
    printf '%-8s %-22s %-16s %9s %9s\n' $cc "$flags" "(empty)" "$(timeit $cc "$flags" empty)" ""
    printf '%-8s %-22s %-16s %9s %9s\n' $cc "$flags" "<immintrin.h>" "$base" "1.00"
    t=$(timeit $cc "$flags" lanes)
    printf '%-8s %-22s %-16s %9s %9s\n' $cc "$flags" "<lanes.h>" "$t" "$(awk -v a="$t" -v b="$base" 'BEGIN{printf "%.2f", a/b}')"
    for f in "${families[@]}"; do
      t=$(timeit $cc "$flags" "fam_$f")
      printf '%-8s %-22s %-16s %9s %9s\n' $cc "$flags" "<lanes/$f.h>" "$t" "$(awk -v a="$t" -v b="$base" 'BEGIN{printf "%.2f", a/b}')"
    done
  done
done
echo "goal: <lanes.h> at most 1.5x <immintrin.h>"
