#!/usr/bin/env bash
# The fixed cost of an array-layer call with run-time dispatch and with a direct build
# (LANES_RUNTIME_DISPATCH=OFF), same compiler and flags, and of a hand-written loop doing the
# same work (in each binary, run in turn with lanes' calls): builds bench/call_cost.c against
# each liblanes and runs the two binaries in turn, ROUNDS times (the machine's slow spells
# fall on both), then prints per workload and size the best ns per call of each and the
# differences.
#   bench/call_cost.sh [rounds]        CC and CFLAGS (default -O2 -march=native) apply to both
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-7}
cflags=${CFLAGS:--O2 -march=native}
for mode in ON OFF; do
  d=build/call_cost-$mode
  cmake -S . -B "$d" -DCMAKE_BUILD_TYPE=None ${CC:+-DCMAKE_C_COMPILER="$CC"} -DCMAKE_C_FLAGS="$cflags" \
    -DLANES_RUNTIME_DISPATCH=$mode -DLANES_BUILD_BENCH=ON -DLANES_BUILD_TESTS=OFF \
    -DLANES_BUILD_EXAMPLES=OFF >"$d.log" 2>&1
  cmake --build "$d" -j 2 --target lanes_call_cost >>"$d.log" 2>&1
done
out=build/call_cost.txt
: >"$out"
for r in $(seq "$rounds"); do
  build/call_cost-ON/bench/lanes_call_cost 5 >>"$out" 2>/dev/null
  build/call_cost-OFF/bench/lanes_call_cost 5 >>"$out" 2>/dev/null
done
build/call_cost-ON/bench/lanes_call_cost 1 2>&1 >/dev/null
build/call_cost-OFF/bench/lanes_call_cost 1 2>&1 >/dev/null
echo "cpu: $(sed -n "s/^model name[^:]*: //p" /proc/cpuinfo | head -1) (family $(sed -n "s/^cpu family[^:]*: //p" /proc/cpuinfo | head -1), model $(sed -n "s/^model[^:]*: //p" /proc/cpuinfo | head -1)); flags: $cflags; best of $rounds x 5 trials"
awk '{ k = $2; if (!(k in seen)) { seen[k] = 1; order[++n] = k }
       if (!((k, $1) in best) || $3 < best[k, $1]) best[k, $1] = $3 }
     END { printf "%-22s %9s %9s %9s %9s %13s\n", "workload", "dispatch", "direct", "hand", "saved", "dispatch-hand"
           for (i = 1; i <= n; i++) { k = order[i]
             printf "%-22s %9.2f %9.2f %9.2f %9.2f %13.2f\n", k, best[k, "dispatch"], best[k, "direct"],
                    best[k, "hand"], best[k, "dispatch"] - best[k, "direct"], best[k, "dispatch"] - best[k, "hand"] } }' "$out"
