#!/usr/bin/env bash
# Every x86 path of the float math functions gives the same bits on every one of the 2^32
# inputs: builds tests/exhaustive/math_paths_digest.c once per path and compiler, runs each
# (per function and vector width, a digest of all 2^32 results), and compares the digests.
#   tests/exhaustive/math_paths.sh [threads [widths [functions...]]]
# e.g. "2 4,8,16" (the default) or "2 16 exp sin".  Prints each build's digests and the
# comparison; exits 1 when two builds (or two widths of one build) differ.  Needs gcc and
# clang-19 (skipped when absent).  docs/semantics.md ("Every path, every input") gives the time.
set -euo pipefail
cd "$(dirname "$0")/../.."
threads=${1:-2}
widths=${2:-4,8,16}
shift $(($# < 2 ? $# : 2))
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# name | compiler | flags: the portable code (16-byte vectors), SSE4, AVX2, AVX-512 (GCC and
# Clang).  Every build has the FMA instruction: without it the kernels' fused multiply-adds are
# C's fma, glibc's software emulation, which makes a run some 20 times slower; fma is exact, so the
# instruction and the emulation give the same bits (the default test suite compares those builds
# on its samples).
configs=(
  "x86-64|gcc|-O2 -mfma"
  "sse4|gcc|-O2 -msse4.2 -mfma"
  "avx2|gcc|-O2 -march=x86-64-v3"
  "avx512|gcc|-O2 -march=x86-64-v4"
  "avx512-clang19|clang-19|-O2 -march=x86-64-v4"
)
fail=0
for c in "${configs[@]}"; do
  IFS='|' read -r name cc flags <<<"$c"
  if ! command -v "$cc" >/dev/null; then
    echo "== $name: $cc not found, skipped"
    continue
  fi
  # shellcheck disable=SC2086
  $cc $flags -std=gnu11 -Wall -Wextra -Werror -Wno-psabi -Iinclude tests/exhaustive/math_paths_digest.c \
    -o "$out/$name" -lm -lpthread
  echo "== $name ($cc $flags)"
  start=$(date +%s)
  if ! "$out/$name" "$threads" "$widths" "$@" | tee "$out/$name.txt"; then fail=1; fi
  echo "== $name: $(($(date +%s) - start)) s"
done
# every (function, width) must have one digest over all builds
sed -n 's/^lanes-path-digest \([^ ]*\) \([0-9]*\) \([0-9a-f]*\)$/\1 \3/p' "$out"/*.txt | sort -u >"$out/all"
if [ "$(cut -d' ' -f1 "$out/all" | uniq -d | wc -l)" -ne 0 ]; then
  echo "DIFFERENT BITS between builds for: $(cut -d' ' -f1 "$out/all" | uniq -d | tr '\n' ' ')"
  fail=1
fi
n=$(cut -d' ' -f1 "$out/all" | sort -u | wc -l)
[ "$fail" -eq 0 ] && echo "the same bits on every build and width for $n functions (all 2^32 inputs each)"
exit "$fail"
