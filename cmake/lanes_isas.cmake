# The array layer's instruction-set paths, read from the one list of them:
# include/lanes/impl/isa_list.h (one row per path, the form is described there).
# Sets LANES_ISA_ROWS (the ENUM column, in value order) and for each ENUM:
#   LANES_ISA_<ENUM>_NAME _VALUE _ARCH _SOURCE _FLAGS (a ;-list) _MACROS (a ;-list) _NEEDS
set(_lanes_isa_list ${CMAKE_CURRENT_LIST_DIR}/../include/lanes/impl/isa_list.h)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_lanes_isa_list})
file(READ ${_lanes_isa_list} _lanes_text)
# each row up to its last ")" (the line's continuation backslash would escape CMake's ";")
string(REGEX MATCHALL "\n *X\\([^\n]*\\)" _lanes_rows "${_lanes_text}")
set(LANES_ISA_ROWS "")
set(_q "\"([^\"]*)\"")
foreach(_row IN LISTS _lanes_rows)
  if(NOT _row MATCHES "X\\(([A-Z0-9_]+), *([a-z0-9_]+), *([0-9]+), *([a-z0-9_]+), *${_q}, *${_q}, *${_q}, *${_q}, *${_q}\\)")
    message(FATAL_ERROR "isa_list.h: a row not in the documented form: ${_row}")
  endif()
  set(_e ${CMAKE_MATCH_1})
  list(APPEND LANES_ISA_ROWS ${_e})
  set(LANES_ISA_${_e}_NAME ${CMAKE_MATCH_2})
  set(LANES_ISA_${_e}_VALUE ${CMAKE_MATCH_3})
  set(LANES_ISA_${_e}_ARCH ${CMAKE_MATCH_4})
  set(LANES_ISA_${_e}_SOURCE src/${CMAKE_MATCH_5})
  separate_arguments(LANES_ISA_${_e}_FLAGS UNIX_COMMAND "${CMAKE_MATCH_6}")
  separate_arguments(LANES_ISA_${_e}_MACROS UNIX_COMMAND "${CMAKE_MATCH_7}")
  set(LANES_ISA_${_e}_NEEDS "${CMAKE_MATCH_8}")
endforeach()

# lanes_isa_arch_ok(<ENUM> <var>): the target processor can build the path
function(lanes_isa_arch_ok e var)
  set(a ${LANES_ISA_${e}_ARCH})
  set(ok OFF)
  if(a STREQUAL "any")
    set(ok ON)
  elseif(a STREQUAL "x86_64" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(x86_64|AMD64|amd64)$")
    set(ok ON)
  elseif(a STREQUAL "aarch64" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^(aarch64|arm64|ARM64)$")
    set(ok ON)
  elseif(a STREQUAL "riscv64" AND CMAKE_SYSTEM_PROCESSOR MATCHES "^riscv64$")
    # and the compiler has the RVV 1.0 intrinsics (__riscv_ names: Clang >= 17, GCC >= 13;
    # not GCC 12), tested with the row's flags
    include(CheckCSourceCompiles)
    set(CMAKE_REQUIRED_FLAGS "${LANES_ISA_${e}_FLAGS}")
    string(REPLACE ";" " " CMAKE_REQUIRED_FLAGS "${CMAKE_REQUIRED_FLAGS}")
    set(CMAKE_REQUIRED_QUIET ON)
    check_c_source_compiles("#include <riscv_vector.h>
int main(void) { return (int)__riscv_vsetvlmax_e8m1() + (int)__riscv_vmv_x_s_u8m1_u8(__riscv_vmv_v_x_u8m1(1, 1)); }"
      LANES_HAVE_RVV_INTRINSICS)
    set(ok ${LANES_HAVE_RVV_INTRINSICS})
  endif()
  set(${var} ${ok} PARENT_SCOPE)
endfunction()
