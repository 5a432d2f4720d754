# Cross-compile for RISC-V 64 (RV64GC baseline, Linux) and run the tests under qemu-user (CTest
# uses the emulator).  The compiler is Clang 19 unless -DCMAKE_C_COMPILER names another:
# Clang has the RVV 1.0 intrinsics (<riscv_vector.h>, __riscv_ names) and uses the GCC cross
# sysroot (gcc-riscv64-linux-gnu, libc6-dev-riscv64-cross); riscv64-linux-gnu-gcc (GCC 12,
# which has no RVV intrinsics) builds the portable path only (CMake tests the compiler).  The
# library is built for RV64GC and its rvv path's file alone with -march=rv64gcv, chosen at run
# time.  qemu-riscv64's default CPU has no V extension (the portable path); the tests that run
# the rvv path set QEMU_CPU (tests/CMakeLists.txt).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR riscv64)
if(NOT CMAKE_C_COMPILER)
  set(CMAKE_C_COMPILER clang-19)
endif()
set(CMAKE_C_COMPILER_TARGET riscv64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH /usr/riscv64-linux-gnu)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-riscv64;-L;/usr/riscv64-linux-gnu)
