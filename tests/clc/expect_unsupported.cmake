# cmake -DCLANG=... -DPY=... -DROOT=... -DWORK=... -P expect_unsupported.cmake: the build step of
# lanes_add_opencl_kernels on tests/clc/unsupported.cl must fail naming the functions it calls that
# neither it nor lanes defines (lnk_test_undefined and both lnk_test_overload overloads), and on
# tests/clc/unsupported_half.cl (cl_khr_fp16 announced, as lanes does) naming each half operation.
file(MAKE_DIRECTORY ${WORK})
# compiles tests/clc/<name>.cl with the extensions ext and runs clc_kernels.py on it, which must
# fail (what ("accepted a kernel ...") it must not do); its message in err
function(reject name ext what)
  execute_process(COMMAND ${CLANG} -x cl -cl-std=CL1.2 -Xclang -finclude-default-header -Xclang -cl-ext=${ext}
                          -O2 -Xclang -disable-llvm-passes -S -emit-llvm ${ROOT}/tests/clc/${name}.cl -o ${WORK}/${name}.ll
                  RESULT_VARIABLE rc ERROR_VARIABLE e)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "clang failed on ${name}.cl:\n${e}")
  endif()
  execute_process(COMMAND ${PY} ${ROOT}/tools/clc_kernels.py ${WORK}/${name}.ll ${ROOT}/src/clc/builtins.txt
                          ${WORK}/o.ll ${WORK}/o_call.cl ${WORK}/o_desc.c
                  RESULT_VARIABLE rc ERROR_VARIABLE e)
  if(rc EQUAL 0)
    message(FATAL_ERROR "clc_kernels.py accepted a kernel ${what}")
  endif()
  set(err "${e}" PARENT_SCOPE)
endfunction()

reject(unsupported -all,+cl_khr_fp64 "calling undefined functions")
foreach(name "lnk_test_undefined \\(lnk_test_undefined\\)" "lnk_test_overload \\(_Z17lnk_test_overloadDv2_f\\)"
             "lnk_test_overload \\(_Z17lnk_test_overloadi\\)")
  if(NOT err MATCHES "[ ,:]${name}")
    message(FATAL_ERROR "the message does not name ${name}:\n${err}")
  endif()
endforeach()
message(STATUS "rejected as expected:\n${err}")

reject(unsupported_half -all,+cl_khr_fp64,+cl_khr_fp16 "computing with half values")
foreach(op fmul fneg fcmp fpext fptrunc sitofp fptosi fsub)
  if(NOT err MATCHES "[ ,:]${op} half in half_ops[,\n]")
    message(FATAL_ERROR "the message does not name ${op} half in half_ops:\n${err}")
  endif()
endforeach()
if(err MATCHES "half_moves")
  message(FATAL_ERROR "the message names half_moves, which only moves halves:\n${err}")
endif()
message(STATUS "rejected as expected:\n${err}")
