#!/usr/bin/env bash
# Instructions per 64 bytes of output of a few array-layer kernels on AArch64 (per path and SVE
# vector length) or RISC-V (portable and rvv, per VLEN), counted under qemu-user (no AArch64 or
# RISC-V machine needed): instruction counts, not times.  bench/icount.c makes one call; qemu runs one instruction per translation block
# (-singlestep) and logs each one executed (-d exec,nochain).  A kernel's count is that of the
# run with the call minus that of the run without it (same setup); its steady-state cost is the
# difference between two output sizes, scaled to 64 bytes.
#   bench/icount.sh <aarch64 or riscv64 cross build dir with liblanes>
#   (cmake/aarch64-qemu.cmake, cmake/riscv64-qemu.cmake with Clang 19: the rvv path)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:?usage: bench/icount.sh <aarch64 or riscv64 build dir>}
lib=$(find "$build" -name liblanes.a | head -1)
arch=$(sed -n 's/^set(CMAKE_SYSTEM_PROCESSOR "\(.*\)")/\1/p' "$build"/CMakeFiles/*/CMakeSystem.cmake | head -1)
cc=$(sed -n 's/^set(CMAKE_C_COMPILER "\(.*\)")/\1/p' "$build"/CMakeFiles/*/CMakeCCompiler.cmake | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
case "$arch" in
  aarch64) sysroot=/usr/aarch64-linux-gnu
           runs=("neon max,sve=off" "sve max,sve128=on" "sve max,sve256=on" "sve max,sve512=on"
                 "sve2 max,sve128=on" "sve2 max,sve256=on" "sve2 max,sve512=on")
           aarch64-linux-gnu-gcc -O2 -std=c11 -Iinclude bench/icount.c "$lib" -lm -o "$work/icount" ;;
  riscv64) sysroot=/usr/riscv64-linux-gnu
           runs=("scalar rv64" "rvv rv64,v=true,vlen=128,vext_spec=v1.0"
                 "rvv rv64,v=true,vlen=256,vext_spec=v1.0" "rvv rv64,v=true,vlen=512,vext_spec=v1.0")
           tflag=(); case "$cc" in *clang*) tflag=(--target=riscv64-linux-gnu) ;; esac
           "$cc" "${tflag[@]}" -O2 -std=c11 -Iinclude bench/icount.c "$lib" -lm -o "$work/icount" ;;
  *) echo "icount.sh: $build is not an aarch64 or riscv64 build" >&2; exit 2 ;;
esac
n1=4096 n2=16384
count() { # kernel bytes path cpu -> executed instructions
  QEMU_CPU=$4 "qemu-$arch" -L "$sysroot" -singlestep -d exec,nochain -D "$work/log" \
    "$work/icount" "$1" "$2" "$3" >/dev/null
  grep -c '^Trace' "$work/log"
}
printf '%-22s %-12s %s\n' kernel path "instructions per 64 bytes of output"
# ICOUNT_KERNELS="gather_u32 scatter_u32" counts those kernels only
for k in ${ICOUNT_KERNELS:-shuffle_u8x16 shuffle_u32x16 shuffle2_u8x16 shuffle_masks_u8x16 shuffle_masks_u32x4 \
         deinterleave4f gather_u32 scatter_u32 scatter_add_i32 scatter_add_f32 compress_u32}; do
  out=64; [ "$k" = compress_u32 ] && out=128   # half the input kept
  for run in "${runs[@]}"; do
    set -- $run
    cpu=$2
    d1=$(( $(count "$k" $n1 "$1" "$cpu") - $(count none $n1 "$1" "$cpu") ))
    d2=$(( $(count "$k" $n2 "$1" "$cpu") - $(count none $n2 "$1" "$cpu") ))
    label=$1; case $1 in sve*) label="$1-${cpu#max,sve}" ;; esac; label=${label%=on}
    [ "$1" = rvv ] && label="rvv-${cpu#*vlen=}" && label=${label%%,*}
    awk -v k="$k" -v l="$label" -v a="$d1" -v b="$d2" -v n1=$n1 -v n2=$n2 -v o=$out \
      'BEGIN { printf "%-22s %-12s %.1f\n", k, l, (b - a) / (n2 - n1) * o }'
  done
done
