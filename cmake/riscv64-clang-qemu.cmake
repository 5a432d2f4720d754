# Cross-compile for RISC-V 64 (RV64GC baseline, Linux) with Clang 19, which has the RVV 1.0
# intrinsics (<riscv_vector.h>, __riscv_ names; GCC 12 has not), and the GCC cross sysroot
# (gcc-riscv64-linux-gnu, libc6-dev-riscv64-cross); run the tests under qemu-user.  The
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
