# find_package(SpirvProps CONFIG): the spirv-props pass plugin for the LLVM
# your project builds against.
#
#   find_package(LLVM REQUIRED CONFIG)        # first: picks the LLVM major
#   find_package(SpirvProps 0.3 REQUIRED CONFIG)
#   spirv_props_add_opt_step(<target>
#       INPUT <in.ll|in.bc> OUTPUT <out.bc|out.ll>
#       PASSES "<-passes pipeline>" [DEPENDS <files or targets>...])
#   spirv_props_clang_passes(<target> PASSES "<-passes pipeline>"
#       [EP pipeline-start|optimizer-last] [REGISTRY <file>])
#   spirv_props_add_sycl_device_object(<target>
#       INPUT <linked device module> OUTPUT <object.o>
#       [SPLIT kernel|source|auto|none] [PASSES "<pipeline before the split>"]
#       [TRANSLATOR <llvm-spirv or llc>] [SPIRV_EXT <list>] [TRIPLE <host>]
#       [DEPENDS <files or targets>...])
#
# Gives:
#   SpirvProps::plugin       IMPORTED MODULE library: libspirv_props.so built
#                            for LLVM ${LLVM_VERSION_MAJOR}
#   SpirvProps::clang        INTERFACE target: the clang flags that load the
#                            plugin (-fplugin= and -fpass-plugin=), so that
#                            -mllvm -spirv-props-* options work; for a clang
#                            of the same LLVM major
#   SpirvProps_CLANG_FLAGS   those flags, as a list
#   SpirvProps_PLUGIN        its path
#   SpirvProps_LLVM_MAJORS   the LLVM majors this installation has plugins for
#   spirv_props_add_opt_step a build step: opt -load-pass-plugin ... -passes=...
#   spirv_props_clang_passes our passes in the clang compiles of a target
#   spirv_props_add_sycl_device_object  a build step: device module -> split
#                            -> SPIR-V -> sycl-offload-wrapper -> host object
#
# The plugin of one LLVM major loads only into that major's opt and clang,
# so the major comes from find_package(LLVM) (LLVM_VERSION_MAJOR); set
# SPIRV_PROPS_LLVM_MAJOR to choose it without find_package(LLVM).
#
# Layout (scripts/install PREFIX): PREFIX/lib/spirv-props/llvm<N>/libspirv_props.so
# and this file in PREFIX/lib/cmake/SpirvProps/. The Debian packages
# (scripts/package) put it in /usr/lib/cmake/SpirvProps-llvm<N>/, one per
# package; every copy is the same file and finds every installed major.

get_filename_component(_spirv_props_prefix "${CMAKE_CURRENT_LIST_DIR}/../../.." ABSOLUTE)

file(GLOB _spirv_props_dirs LIST_DIRECTORIES true "${_spirv_props_prefix}/lib/spirv-props/llvm*")
set(SpirvProps_LLVM_MAJORS "")
foreach(_dir IN LISTS _spirv_props_dirs)
  if(EXISTS "${_dir}/libspirv_props.so")
    get_filename_component(_name "${_dir}" NAME)
    string(REPLACE "llvm" "" _major "${_name}")
    list(APPEND SpirvProps_LLVM_MAJORS "${_major}")
  endif()
endforeach()
list(SORT SpirvProps_LLVM_MAJORS COMPARE NATURAL)

if(DEFINED SPIRV_PROPS_LLVM_MAJOR)
  set(_spirv_props_major "${SPIRV_PROPS_LLVM_MAJOR}")
elseif(DEFINED LLVM_VERSION_MAJOR)
  set(_spirv_props_major "${LLVM_VERSION_MAJOR}")
else()
  set(SpirvProps_FOUND FALSE)
  set(SpirvProps_NOT_FOUND_MESSAGE
      "call find_package(LLVM) before find_package(SpirvProps), or set SPIRV_PROPS_LLVM_MAJOR: the plugin must match the LLVM major of the opt that loads it")
  return()
endif()

set(SpirvProps_PLUGIN "${_spirv_props_prefix}/lib/spirv-props/llvm${_spirv_props_major}/libspirv_props.so")
if(NOT EXISTS "${SpirvProps_PLUGIN}")
  set(SpirvProps_FOUND FALSE)
  set(SpirvProps_NOT_FOUND_MESSAGE
      "no spirv-props plugin for LLVM ${_spirv_props_major} in ${_spirv_props_prefix} (it has: ${SpirvProps_LLVM_MAJORS}); run scripts/install ${_spirv_props_prefix} ${_spirv_props_major}, or install the package spirv-props-llvm${_spirv_props_major}")
  return()
endif()

if(NOT TARGET SpirvProps::plugin)
  add_library(SpirvProps::plugin MODULE IMPORTED)
  set_target_properties(SpirvProps::plugin PROPERTIES IMPORTED_LOCATION "${SpirvProps_PLUGIN}")
endif()

# clang parses -mllvm options before it loads a -fpass-plugin (clang-15 to
# clang-21; clang-22 loads pass plugins first): -fplugin= loads the same
# library early so the plugin's -mllvm -spirv-props-* options are known.
set(SpirvProps_CLANG_FLAGS "-fpass-plugin=${SpirvProps_PLUGIN}")
if(_spirv_props_major LESS 22)
  list(PREPEND SpirvProps_CLANG_FLAGS "-fplugin=${SpirvProps_PLUGIN}")
endif()
if(NOT TARGET SpirvProps::clang)
  add_library(SpirvProps::clang INTERFACE IMPORTED)
  set_target_properties(SpirvProps::clang PROPERTIES
    INTERFACE_COMPILE_OPTIONS "${SpirvProps_CLANG_FLAGS}")
endif()

# The opt the plugin loads into: LLVM's own tools directory when the LLVM
# find_package(LLVM) found is the plugin's major, else /usr/lib/llvm-<major>
# and opt-<major> on PATH (SPIRV_PROPS_LLVM_MAJOR=22 in a project whose
# find_package(LLVM) found LLVM 16 takes LLVM 22's opt, not LLVM 16's).
if(NOT SPIRV_PROPS_OPT)
  set(_spirv_props_hints "")
  if(DEFINED LLVM_TOOLS_BINARY_DIR AND "${LLVM_VERSION_MAJOR}" STREQUAL "${_spirv_props_major}")
    list(APPEND _spirv_props_hints "${LLVM_TOOLS_BINARY_DIR}")
  endif()
  list(APPEND _spirv_props_hints "/usr/lib/llvm-${_spirv_props_major}/bin")
  find_program(SPIRV_PROPS_OPT NAMES opt "opt-${_spirv_props_major}"
               HINTS ${_spirv_props_hints} NO_DEFAULT_PATH)
  find_program(SPIRV_PROPS_OPT NAMES "opt-${_spirv_props_major}")
endif()

# spirv_props_add_opt_step(<target> INPUT <file> OUTPUT <file> PASSES <pipeline>
#                          [DEPENDS <file or target>...])
# Adds <target> (built by default) that runs
#   opt -load-pass-plugin <plugin> -passes=<pipeline> <INPUT> -o <OUTPUT>
# OUTPUT ending in .ll is written as text (-S). Relative paths: INPUT from
# the current source directory, OUTPUT in the current binary directory.
function(spirv_props_add_opt_step target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "INPUT;OUTPUT;PASSES" "DEPENDS")
  foreach(_required IN ITEMS INPUT OUTPUT PASSES)
    if(NOT ARG_${_required})
      message(FATAL_ERROR "spirv_props_add_opt_step(${target}): ${_required} is required")
    endif()
  endforeach()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "spirv_props_add_opt_step(${target}): unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT SPIRV_PROPS_OPT)
    message(FATAL_ERROR "spirv_props_add_opt_step(${target}): no opt of LLVM ${_spirv_props_major} found; set SPIRV_PROPS_OPT")
  endif()
  get_filename_component(_in "${ARG_INPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  get_filename_component(_out "${ARG_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  set(_text "")
  if(_out MATCHES "\\.ll$")
    set(_text "-S")
  endif()
  add_custom_command(
    OUTPUT "${_out}"
    COMMAND "${SPIRV_PROPS_OPT}" -load-pass-plugin "$<TARGET_FILE:SpirvProps::plugin>"
            "-passes=${ARG_PASSES}" ${_text} "${_in}" -o "${_out}"
    DEPENDS "${_in}" "${SpirvProps_PLUGIN}" ${ARG_DEPENDS}
    COMMENT "spirv-props: ${ARG_PASSES} on ${ARG_INPUT}"
    VERBATIM)
  add_custom_target(${target} ALL DEPENDS "${_out}")
endfunction()

# spirv_props_clang_passes(<target> PASSES <pipeline>
#                          [EP pipeline-start|optimizer-last] [REGISTRY <file>])
# Runs <pipeline> (-passes= syntax) in every clang compile of <target>, at
# the extension point EP (default optimizer-last), with an extra property
# registry REGISTRY: links SpirvProps::clang and adds
# -mllvm -spirv-props-pipeline=... (and -ep=, -registry=). Each target may
# have its own pipeline. The target's compilers must be clang of the
# plugin's LLVM major.
function(spirv_props_clang_passes target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "PASSES;EP;REGISTRY" "")
  if(NOT ARG_PASSES)
    message(FATAL_ERROR "spirv_props_clang_passes(${target}): PASSES is required")
  endif()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "spirv_props_clang_passes(${target}): unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  foreach(_lang IN ITEMS C CXX)
    if(CMAKE_${_lang}_COMPILER_ID STREQUAL "Clang")
      string(REGEX MATCH "^[0-9]+" _clang_major "${CMAKE_${_lang}_COMPILER_VERSION}")
      if(NOT _clang_major STREQUAL _spirv_props_major)
        message(FATAL_ERROR "spirv_props_clang_passes(${target}): the ${_lang} compiler is clang ${_clang_major}, the plugin is for LLVM ${_spirv_props_major}: use clang-${_spirv_props_major} (CMAKE_${_lang}_COMPILER)")
      endif()
    endif()
  endforeach()
  set(_options "SHELL:-mllvm -spirv-props-pipeline=${ARG_PASSES}")
  if(ARG_EP)
    list(APPEND _options "SHELL:-mllvm -spirv-props-ep=${ARG_EP}")
  endif()
  if(ARG_REGISTRY)
    get_filename_component(_registry "${ARG_REGISTRY}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND _options "SHELL:-mllvm -spirv-props-registry=${_registry}")
  endif()
  target_link_libraries(${target} PRIVATE SpirvProps::clang)
  target_compile_options(${target} PRIVATE ${_options})
endfunction()

# llc of the plugin's LLVM: it compiles the wrapper module for the host.
if(NOT SPIRV_PROPS_LLC)
  find_program(SPIRV_PROPS_LLC NAMES llc "llc-${_spirv_props_major}"
               HINTS ${_spirv_props_hints} NO_DEFAULT_PATH)
  find_program(SPIRV_PROPS_LLC NAMES "llc-${_spirv_props_major}")
endif()
set(_spirv_props_sycl_device_script "${CMAKE_CURRENT_LIST_DIR}/SpirvPropsSyclDevice.cmake")

# spirv_props_add_sycl_device_object(<target> INPUT <file> OUTPUT <file.o>
#     [SPLIT kernel|source|auto|none] [PASSES <pipeline>] [TRANSLATOR <program>]
#     [SPIRV_EXT <list>] [TRIPLE <triple>] [DEPENDS <file or target>...])
# Adds <target> (built by default) that turns a linked SYCL device module
# (INPUT) into a host object (OUTPUT) to link with the host program and
# -lsycl: PASSES (default "spec-constants<mode=native>,deadargelim-sycl"),
# device-code-split<split=SPLIT;...;symbols;properties> (default source),
# each image to SPIR-V by TRANSLATOR (default llvm-spirv-<major> or
# llvm-spirv; a program named llc* is used as LLVM's SPIR-V backend, e.g.
# /usr/lib/llvm-22/bin/llc, which reads older bitcode), with
# --spirv-ext=SPIRV_EXT if given, then sycl-offload-wrapper on an empty
# module for TRIPLE (default: the C++, else C, compiler's target, else
# x86_64-pc-linux-gnu) and llc -filetype=obj. The images, tables and the
# wrapper module stay in <binary dir>/<target>.sycl/. Relative paths: INPUT
# from the current source directory, OUTPUT in the current binary directory.
function(spirv_props_add_sycl_device_object target)
  cmake_parse_arguments(PARSE_ARGV 1 ARG "" "INPUT;OUTPUT;SPLIT;PASSES;TRANSLATOR;SPIRV_EXT;TRIPLE" "DEPENDS")
  foreach(_required IN ITEMS INPUT OUTPUT)
    if(NOT ARG_${_required})
      message(FATAL_ERROR "spirv_props_add_sycl_device_object(${target}): ${_required} is required")
    endif()
  endforeach()
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "spirv_props_add_sycl_device_object(${target}): unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_SPLIT)
    set(ARG_SPLIT source)
  endif()
  if(NOT ARG_SPLIT MATCHES "^(kernel|source|auto|none)$")
    message(FATAL_ERROR "spirv_props_add_sycl_device_object(${target}): SPLIT must be kernel, source, auto or none, not ${ARG_SPLIT}")
  endif()
  if(NOT DEFINED ARG_PASSES)
    set(ARG_PASSES "spec-constants<mode=native>,deadargelim-sycl")
  endif()
  if(NOT ARG_TRANSLATOR)
    find_program(SPIRV_PROPS_LLVM_SPIRV NAMES "llvm-spirv-${_spirv_props_major}" llvm-spirv)
    if(NOT SPIRV_PROPS_LLVM_SPIRV)
      message(FATAL_ERROR "spirv_props_add_sycl_device_object(${target}): no llvm-spirv-${_spirv_props_major} or llvm-spirv found; give TRANSLATOR (llvm-spirv, or an llc with the SPIR-V backend)")
    endif()
    set(ARG_TRANSLATOR "${SPIRV_PROPS_LLVM_SPIRV}")
  endif()
  if(NOT ARG_TRIPLE)
    if(CMAKE_CXX_COMPILER_TARGET)
      set(ARG_TRIPLE "${CMAKE_CXX_COMPILER_TARGET}")
    elseif(CMAKE_C_COMPILER_TARGET)
      set(ARG_TRIPLE "${CMAKE_C_COMPILER_TARGET}")
    else()
      set(ARG_TRIPLE "x86_64-pc-linux-gnu")
    endif()
  endif()
  foreach(_tool IN ITEMS OPT LLC)
    if(NOT SPIRV_PROPS_${_tool})
      message(FATAL_ERROR "spirv_props_add_sycl_device_object(${target}): no ${_tool} of LLVM ${_spirv_props_major} found; set SPIRV_PROPS_${_tool}")
    endif()
  endforeach()
  get_filename_component(_in "${ARG_INPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  get_filename_component(_out "${ARG_OUTPUT}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_BINARY_DIR}")
  set(_work "${CMAKE_CURRENT_BINARY_DIR}/${target}.sycl")
  # A pipeline's ';' would split the -D argument into two.
  string(REPLACE ";" "$<SEMICOLON>" ARG_PASSES "${ARG_PASSES}")
  add_custom_command(
    OUTPUT "${_out}"
    COMMAND "${CMAKE_COMMAND}"
            "-DOPT=${SPIRV_PROPS_OPT}" "-DPLUGIN=$<TARGET_FILE:SpirvProps::plugin>"
            "-DLLC=${SPIRV_PROPS_LLC}" "-DINPUT=${_in}" "-DOUTPUT=${_out}" "-DWORK=${_work}"
            "-DSPLIT=${ARG_SPLIT}" "-DPASSES=${ARG_PASSES}" "-DTRANSLATOR=${ARG_TRANSLATOR}"
            "-DSPIRV_EXT=${ARG_SPIRV_EXT}" "-DTRIPLE=${ARG_TRIPLE}"
            -P "${_spirv_props_sycl_device_script}"
    DEPENDS "${_in}" "${SpirvProps_PLUGIN}" "${_spirv_props_sycl_device_script}" ${ARG_DEPENDS}
    COMMENT "spirv-props: SYCL device object ${ARG_OUTPUT} from ${ARG_INPUT} (split=${ARG_SPLIT})"
    VERBATIM)
  add_custom_target(${target} ALL DEPENDS "${_out}")
endfunction()

set(SpirvProps_FOUND TRUE)
