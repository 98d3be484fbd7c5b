# Run by spirv_props_add_sycl_device_object (SpirvPropsConfig.cmake) as
#   cmake -D... -P SpirvPropsSyclDevice.cmake
# at build time: a linked SYCL device module to one host object that holds
# its SPIR-V images and registers them with the SYCL runtime. The steps are
# the ones docs/guides/sycl-runtime.md runs by hand, as DPC++'s
# sycl-post-link, llvm-foreach + llvm-spirv, file-table-tform and
# clang-offload-wrapper do them:
#   1. opt: PASSES, then device-code-split<split=SPLIT;out=WORK/image.table;
#      symbols;properties>
#   2. each image to SPIR-V with TRANSLATOR (llvm-spirv, or an llc with
#      LLVM's SPIR-V backend), and WORK/image.spv.table with its Code column
#      naming the .spv files
#   3. opt: sycl-offload-wrapper<table=WORK/image.spv.table> on an empty
#      module for TRIPLE
#   4. llc -filetype=obj -relocation-model=pic: OUTPUT
# Inputs (-D): OPT, PLUGIN, LLC, INPUT, OUTPUT, WORK, SPLIT, PASSES,
# TRANSLATOR, SPIRV_EXT (may be empty), TRIPLE.

foreach(_var IN ITEMS OPT PLUGIN LLC INPUT OUTPUT WORK SPLIT TRANSLATOR TRIPLE)
  if(NOT DEFINED ${_var} OR "${${_var}}" STREQUAL "")
    message(FATAL_ERROR "SpirvPropsSyclDevice.cmake: ${_var} is not set")
  endif()
endforeach()

# Each step is an execute_process of its own (a quoted argument such as
# the pipeline keeps its ';' only there, not through a function's ARGN),
# checked by this.
function(_spirv_props_check rc what)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "spirv-props: ${what} failed (exit ${rc})")
  endif()
endfunction()

# The images of a previous build are replaced: the split writes a table
# that lists only its own run's files, and step 2 reads only that table.
file(MAKE_DIRECTORY "${WORK}")
set(_table "${WORK}/image.table")
set(_pipeline "device-code-split<split=${SPLIT};out=${_table};symbols;properties;quiet>")
if(NOT "${PASSES}" STREQUAL "")
  set(_pipeline "${PASSES},${_pipeline}")
endif()
execute_process(COMMAND "${OPT}" -load-pass-plugin "${PLUGIN}" "-passes=${_pipeline}"
  "${INPUT}" -disable-output RESULT_VARIABLE _rc)
_spirv_props_check("${_rc}" "opt -passes=${_pipeline} on ${INPUT}")

# Step 2: each row's Code to SPIR-V. A path never holds '|' or a line
# feed (the split refuses them), so the rows split cleanly.
file(STRINGS "${_table}" _rows)
list(POP_FRONT _rows _header)
if(NOT _header MATCHES "^\\[Code(\\|.*)?\\]$")
  message(FATAL_ERROR "spirv-props: ${_table}: unexpected header ${_header}")
endif()
get_filename_component(_translator_name "${TRANSLATOR}" NAME)
set(_spv_rows "${_header}")
foreach(_row IN LISTS _rows)
  string(REPLACE "|" ";" _fields "${_row}")
  list(GET _fields 0 _code)
  string(REGEX REPLACE "\\.(bc|ll)$" ".spv" _spv "${_code}")
  if(_translator_name MATCHES "^llc")
    set(_ext "")
    if(NOT "${SPIRV_EXT}" STREQUAL "")
      set(_ext "--spirv-ext=${SPIRV_EXT}")
    endif()
    execute_process(COMMAND "${TRANSLATOR}" -mtriple=spirv64-unknown-unknown ${_ext}
      -filetype=obj "${_code}" -o "${_spv}" RESULT_VARIABLE _rc)
  else()
    set(_ext "")
    if(NOT "${SPIRV_EXT}" STREQUAL "")
      set(_ext "--spirv-ext=${SPIRV_EXT}")
    endif()
    execute_process(COMMAND "${TRANSLATOR}" ${_ext} "${_code}" -o "${_spv}" RESULT_VARIABLE _rc)
  endif()
  _spirv_props_check("${_rc}" "${_translator_name} on ${_code}")
  list(POP_FRONT _fields)
  string(REPLACE ";" "|" _rest "${_fields}")
  if("${_rest}" STREQUAL "")
    list(APPEND _spv_rows "${_spv}")
  else()
    list(APPEND _spv_rows "${_spv}|${_rest}")
  endif()
endforeach()
string(REPLACE ";" "\n" _spv_text "${_spv_rows}")
file(WRITE "${WORK}/image.spv.table.tmp" "${_spv_text}\n")
file(RENAME "${WORK}/image.spv.table.tmp" "${WORK}/image.spv.table")

# Steps 3 and 4.
file(WRITE "${WORK}/host.ll" "target triple = \"${TRIPLE}\"\n")
execute_process(COMMAND "${OPT}" -load-pass-plugin "${PLUGIN}"
  "-passes=sycl-offload-wrapper<table=${WORK}/image.spv.table>" "${WORK}/host.ll" -o "${WORK}/wrapper.bc"
  RESULT_VARIABLE _rc)
_spirv_props_check("${_rc}" "sycl-offload-wrapper on ${WORK}/image.spv.table")
execute_process(COMMAND "${LLC}" -filetype=obj -relocation-model=pic "${WORK}/wrapper.bc" -o "${OUTPUT}.tmp"
  RESULT_VARIABLE _rc)
_spirv_props_check("${_rc}" "llc on ${WORK}/wrapper.bc")
file(RENAME "${OUTPUT}.tmp" "${OUTPUT}")
