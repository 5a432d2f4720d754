# Thin wrapper over CMake.
#   make run    build and run the showcase: the examples and a short benchmark table
#   make test   build and run the whole test suite (every configuration, see tests/run_matrix.sh)
#   make fuzz   the long fuzzing run (10 minutes per target and ISA variant)
#   make conformance   regenerate docs/conformance.md from the logs of the last make test
#   make include-cost  compile-time cost of #include <lanes.h> against <immintrin.h>
.PHONY: run test quick fuzz conformance include-cost clean generate

run:
	@echo "== configuring build/release (examples and benchmark only, no test suite)"
	@cmake -S . -B build/release -DCMAKE_BUILD_TYPE=Release -DLANES_BUILD_TESTS=OFF \
	  -DLANES_BUILD_EXAMPLES=ON -DLANES_BUILD_BENCH=ON >/dev/null
	@echo "== building liblanes, the examples and the benchmark (a minute or two on first run)"
	@cmake --build build/release -j --target lanes_examples lanes_bench
	@for e in build/release/examples/example_*; do echo "== running $$e"; $$e || exit 1; done
	@echo "== running the short benchmark (bench/lanes_bench --short, about a minute)"
	@build/release/bench/lanes_bench --short

test:
	tests/run_matrix.sh

quick:
	LANES_MATRIX="gcc-O2" tests/run_matrix.sh

fuzz:
	tests/fuzz/run.sh 600

conformance:
	python3 tools/conformance.py

include-cost:
	bench/include_cost.sh

generate:
	python3 tools/gen_all.py

clean:
	rm -rf build
