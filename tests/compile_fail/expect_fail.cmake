# Compile SRC twice: with -DLN_EXPECT_OK (the valid control) it must compile; without it,
# it must fail.  The control proves the failure comes from the rejected combination.
execute_process(COMMAND ${CC} -std=gnu11 -Wall -Wextra -Wno-psabi -fsyntax-only -DLN_EXPECT_OK -I${INC} ${SRC}
                RESULT_VARIABLE ok_rc ERROR_VARIABLE ok_err)
if(NOT ok_rc EQUAL 0)
  message(FATAL_ERROR "control variant of ${SRC} does not compile:\n${ok_err}")
endif()
execute_process(COMMAND ${CC} -std=gnu11 -Wall -Wextra -Wno-psabi -fsyntax-only -I${INC} ${SRC}
                RESULT_VARIABLE bad_rc ERROR_VARIABLE bad_err)
if(bad_rc EQUAL 0)
  message(FATAL_ERROR "${SRC} compiled, but OpenCL rejects it")
endif()
message(STATUS "rejected as expected")
