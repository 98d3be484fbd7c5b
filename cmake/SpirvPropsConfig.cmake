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

# The opt the plugin loads into: LLVM's own tools directory, else
# opt-<major> / opt on PATH.
if(NOT SPIRV_PROPS_OPT)
  set(_spirv_props_hints "")
  if(DEFINED LLVM_TOOLS_BINARY_DIR)
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

set(SpirvProps_FOUND TRUE)
