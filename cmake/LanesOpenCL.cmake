# lanes_add_opencl_kernels(<target> <file.cl>... [CLANG <clang>] [STD <CL1.2|CL2.0|CL3.0>]
#                          [OPTIONS <flag>...])     (the .cl files first: OPTIONS takes the rest)
# Compiles each unmodified .cl file with Clang's OpenCL C front end into <target>, with a
# descriptor LN_KERNEL(name) per __kernel (lanes/kernel.h), and links the kernel layer: the
# launcher (lanes_kernel); lanes' OpenCL C built-ins and work-item functions (src/clc, compiled
# to bitcode by the same Clang with the same OPTIONS) are linked into each kernel module, where
# they inline.  docs/kernels.md.
#   CLANG    the Clang to use (default: LANES_OPENCL_CLANG, else the newest clang-NN found)
#   STD      -cl-std (default CL1.2)
#   OPTIONS  more flags for the kernels and the built-ins (e.g. -march=native; --target=...)
# Needs Python 3 at build time (tools/clc_kernels.py reads the kernels' signatures from Clang's IR).
set(LANES_OPENCL_DIR ${CMAKE_CURRENT_LIST_DIR}/..)
# lanes' headers: the source tree's, or the installed ones (lanesConfig.cmake sets this)
if(NOT LANES_OPENCL_INCLUDE)
  set(LANES_OPENCL_INCLUDE ${LANES_OPENCL_DIR}/include)
endif()
# the launcher: the target of this build, or the installed lanes::kernel
if(TARGET lanes_kernel)
  set(LANES_OPENCL_LAUNCHER lanes_kernel lanes_headers)
else()
  set(LANES_OPENCL_LAUNCHER lanes::kernel lanes::headers)
endif()

# The built-ins (src/clc/builtins_*.c, printf.c, image.cl) and the work-item functions (src/clc/workitem.c) as LLVM
# bitcode, compiled once per (Clang, OPTIONS); each kernel module links in what it calls
# (-mlink-builtin-bitcode: internalized, so inlined).  Sets out_var to the bitcode files and
# out_var_target to the target that builds them.
function(lanes__opencl_builtins clang options out_var)
  string(MD5 key "${clang};${options}")
  string(SUBSTRING ${key} 0 10 key)
  set(lib lanes_clc_builtins_${key})
  file(GLOB srcs ${LANES_OPENCL_DIR}/src/clc/builtins_*.c)
  list(APPEND srcs ${LANES_OPENCL_DIR}/src/clc/workitem.c ${LANES_OPENCL_DIR}/src/clc/printf.c
                   ${LANES_OPENCL_DIR}/src/clc/image.cl)
  set(bcs "")
  foreach(src IN LISTS srcs)
    get_filename_component(n ${src} NAME_WE)
    list(APPEND bcs ${CMAKE_BINARY_DIR}/lanes_clc/${key}/${n}.bc)
  endforeach()
  if(NOT TARGET ${lib})
    file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/lanes_clc/${key})
    foreach(src bc IN ZIP_LISTS srcs bcs)
      get_filename_component(n ${src} NAME_WE)
      set(lang -std=gnu11)
      if(src MATCHES "[.]cl$")   # the image built-ins: OpenCL C 2.0 (read_write images too; half for read_imageh)
        set(lang -x cl -cl-std=CL2.0 -Xclang -finclude-default-header -Xclang -cl-ext=+cl_khr_3d_image_writes,+cl_khr_fp16)
      endif()
      add_custom_command(OUTPUT ${bc}
        COMMAND ${clang} ${lang} -O2 -ffp-contract=off -fPIC -Wall -Wextra -Werror -Wno-psabi ${options}
                -I${LANES_OPENCL_INCLUDE} -emit-llvm -c ${src} -o ${bc} -MD -MF ${bc}.d -MT ${bc}
        DEPENDS ${src}
        DEPFILE ${bc}.d   # the headers it includes (src/clc/*.h, lanes' headers)
        COMMENT "lanes: OpenCL C built-ins ${n} (${clang})" VERBATIM)
    endforeach()
    add_custom_target(${lib} DEPENDS ${bcs})
  endif()
  set(${out_var} ${bcs} PARENT_SCOPE)
  set(${out_var}_target ${lib} PARENT_SCOPE)
endfunction()

function(lanes_add_opencl_kernels target)
  cmake_parse_arguments(A "" "CLANG;STD" "OPTIONS" ${ARGN})
  if(NOT A_CLANG)
    if(LANES_OPENCL_CLANG)
      set(A_CLANG ${LANES_OPENCL_CLANG})
    else()
      find_program(LANES_OPENCL_CLANG NAMES clang-19 clang-18 clang-17 clang-16 clang-15 clang-14 clang REQUIRED)
      set(A_CLANG ${LANES_OPENCL_CLANG})
    endif()
  endif()
  if(NOT A_STD)
    set(A_STD CL1.2)
  endif()
  find_package(Python3 REQUIRED COMPONENTS Interpreter)
  lanes__opencl_builtins(${A_CLANG} "${A_OPTIONS}" builtins)
  foreach(cl IN LISTS A_UNPARSED_ARGUMENTS)
    get_filename_component(abs ${cl} ABSOLUTE)
    get_filename_component(n ${cl} NAME_WE)
    string(MD5 key "${A_CLANG};${A_OPTIONS};${A_STD}")
    string(SUBSTRING ${key} 0 10 key)
    set(b ${CMAKE_CURRENT_BINARY_DIR}/lanes_clc/${target}/${n}_${key})
    file(MAKE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR}/lanes_clc/${target})
    # Only the extensions lanes implements are announced to the kernels (cl_khr_fp64, the atom_*
    # atomics of the 32-bit global/local and 64-bit extensions, from OpenCL C 2.0 on cl_khr_subgroups;
    # for OpenCL C 3.0 the optional features lanes has: fp64, int64, the generic address space,
    # work-group collectives, sub-groups, images with read_write and 3D writes).  cl_khr_fp16 for
    # half storage: half pointers, vload_half / vstore_half (Clang 14 declares them only with it),
    # read_imageh / write_imageh; half arithmetic fails at build time (tools/clc_kernels.py names
    # the operations, and the built-ins lanes does not provide).
    set(ext -all,+cl_khr_fp64,+cl_khr_fp16)
    foreach(x global_int32_base global_int32_extended local_int32_base local_int32_extended
              int64_base int64_extended)
      string(APPEND ext ",+cl_khr_${x}_atomics")
    endforeach()
    string(APPEND ext ",+cl_khr_3d_image_writes")   # images: src/clc/image.cl
    if(NOT A_STD STREQUAL "CL1.2")   # sub-groups of one work-item (Clang declares them from 2.0 on)
      string(APPEND ext ",+cl_khr_subgroups")
    endif()
    if(A_STD STREQUAL "CL3.0")
      string(APPEND ext ",+__opencl_c_fp64,+__opencl_c_int64,+__opencl_c_generic_address_space")
      string(APPEND ext ",+__opencl_c_work_group_collective_functions,+__opencl_c_subgroups")
      string(APPEND ext ",+__opencl_c_images,+__opencl_c_read_write_images,+__opencl_c_3d_image_writes")
    endif()
    # -fwrapv: signed integer arithmetic wraps, as lanes defines it.  The IR is taken before
    # optimization (-disable-llvm-passes), so that clc_kernels.py can define division by zero
    # before the optimizer sees it; the .ll -> .o step optimizes.
    set(clflags -x cl -cl-std=${A_STD} -Xclang -finclude-default-header -Xclang -cl-ext=${ext}
                -fgnu89-inline -fwrapv -O2 -fPIC -Wno-psabi ${A_OPTIONS})
    # One module per file: the callers and work-group loops (OpenCL C), the kernels' IR linked in
    # as bitcode (-mlink-bitcode-file; Clang 14 links only into a source compile, hence the
    # callers are the source) and the built-ins (-mlink-builtin-bitcode), optimized together.
    set(link -Xclang -mlink-bitcode-file -Xclang ${b}.bc)
    foreach(bc IN LISTS builtins)
      list(APPEND link -Xclang -mlink-builtin-bitcode -Xclang ${bc})
    endforeach()
    add_custom_command(OUTPUT ${b}.o ${b}_desc.c
      COMMAND ${A_CLANG} ${clflags} -Xclang -disable-llvm-passes -S -emit-llvm ${abs} -o ${b}.in.ll
              -MD -MF ${b}.d -MT ${b}.o
      COMMAND Python3::Interpreter ${LANES_OPENCL_DIR}/tools/clc_kernels.py ${b}.in.ll
              ${LANES_OPENCL_DIR}/src/clc/builtins.txt ${b}.ll ${b}_call.cl ${b}_desc.c
      COMMAND ${A_CLANG} -O2 -Xclang -disable-llvm-passes -Wno-override-module ${A_OPTIONS}
              -c -emit-llvm -x ir ${b}.ll -o ${b}.bc
      COMMAND ${A_CLANG} ${clflags} ${link} -c ${b}_call.cl -o ${b}.o
      DEPENDS ${abs} ${LANES_OPENCL_DIR}/tools/clc_kernels.py ${LANES_OPENCL_DIR}/src/clc/builtins.txt ${builtins}
      DEPFILE ${b}.d   # the headers the .cl file includes
      COMMENT "lanes: OpenCL C kernels ${cl} (${A_CLANG})" VERBATIM)
    target_sources(${target} PRIVATE ${b}.o ${b}_desc.c)
  endforeach()
  add_dependencies(${target} ${builtins_target})
  target_link_libraries(${target} PRIVATE ${LANES_OPENCL_LAUNCHER} m)
endfunction()
