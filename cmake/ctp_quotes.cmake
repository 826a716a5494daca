# What the docs and the talks quote from a compiler is kept in committed files that tests check,
# and the `snippets` target (docs/CMakeLists.txt) rewrites them: each test registered here adds its
# rewriting command to the global property ctp_capture_commands, and each page whose code blocks
# the target refreshes is in ctp_snippet_pages. Included by docs/ and talks/.
include_guard(GLOBAL)

# The compilers whose errors are quoted: the project's two, whichever one builds.
find_program(CTP_DIAGNOSTIC_GCC NAMES g++-12 DOC "the g++ whose errors the docs quote")
find_program(CTP_DIAGNOSTIC_CLANG NAMES clang++-19 DOC "the clang++ whose errors the docs quote")

# A test `name` that runs `script` (of scripts/) with `arguments` (labels: `labels`), to check
# what `compiler` (gcc or clang) does with a program. It runs the compiler it checks whatever the
# build's, so each build registers the tests of its own compiler only (the gcc preset the g++
# ones, the clang preset the clang++ ones: `make test` runs each once), and the sanitize build
# none (a compile, with nothing to sanitize).
function(ctp_add_compiler_test name compiler script labels)
  set(own "")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(own gcc)
  elseif(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    set(own clang)
  endif()
  if(compiler STREQUAL own AND NOT CTP_SANITIZE)
    add_test(NAME ${name}
             COMMAND "${Python3_EXECUTABLE}" -B "${PROJECT_SOURCE_DIR}/scripts/${script}" ${ARGN})
    set_tests_properties(${name} PROPERTIES LABELS "${labels}")
  endif()
endfunction()

# The same test, checking what `compiler` prints against a committed capture; the same run with
# --update is added to the commands of the snippets target, which rewrites the capture (every
# build can rewrite them all).
function(ctp_add_capture_test name compiler script labels)
  ctp_add_compiler_test(${name} ${compiler} ${script} "${labels}" ${ARGN})
  set_property(GLOBAL APPEND PROPERTY ctp_capture_commands COMMAND "${Python3_EXECUTABLE}" -B
               "${PROJECT_SOURCE_DIR}/scripts/${script}" ${ARGN} --update)
endfunction()

# The tests `name`.<compiler> of a program that must not compile: its first line names the
# compilers that reject it (`// compilers: gcc clang`), and the errors each prints are kept beside
# it in <stem>.<compiler>.txt (scripts/capture_diagnostic.py). Where the two disagree, a line
# `// accepted by: gcc` among its first lines names the compiler that must compile it without a
# word (its test proves it). Labelled `kind`, and heavy when the file asks (`// label: heavy`).
function(ctp_add_diagnostic_tests name source kind)
  get_filename_component(dir "${source}" DIRECTORY)
  get_filename_component(stem "${source}" NAME_WE)
  file(STRINGS "${source}" head LIMIT_COUNT 5)
  list(GET head 0 first)
  if(NOT first MATCHES "^// compilers: ([a-z ]+)$")
    message(FATAL_ERROR "${source}: the first line must be `// compilers: gcc clang` (or one)")
  endif()
  string(REPLACE " " ";" compilers "${CMAKE_MATCH_1}")
  set(accepting "")
  foreach(line IN LISTS head)
    if(line MATCHES "^// accepted by: ([a-z ]+)$")
      string(REPLACE " " ";" accepting "${CMAKE_MATCH_1}")
    endif()
  endforeach()
  foreach(compiler IN LISTS accepting)
    if(compiler IN_LIST compilers)
      message(FATAL_ERROR "${source}: `${compiler}` cannot both reject and accept the program")
    endif()
  endforeach()
  ctp_file_labels(labels "${source}" ${kind})
  foreach(compiler IN LISTS compilers accepting)
    if(NOT compiler MATCHES "^(gcc|clang)$")
      message(FATAL_ERROR "${source}: unknown compiler `${compiler}` (gcc or clang)")
    endif()
    string(TOUPPER "${compiler}" variable)
    if(NOT CTP_DIAGNOSTIC_${variable})
      continue()
    endif()
    set(common_arguments --cxx "${CTP_DIAGNOSTIC_${variable}}" --source "${source}"
        --include-dir "${PROJECT_SOURCE_DIR}/include")
    if(compiler IN_LIST accepting)
      ctp_add_compiler_test(${name}.${compiler} ${compiler} capture_diagnostic.py "${labels}"
                            ${common_arguments} --accepted)
    else()
      ctp_add_capture_test(${name}.${compiler} ${compiler} capture_diagnostic.py "${labels}"
                           ${common_arguments} --message "${dir}/${stem}.${compiler}.txt")
    endif()
  endforeach()
endfunction()

# The tests `name`.<compiler> of a program whose `// codegen:` lines claim what the function after
# each compiles to at -O2 (`no branch`, `no call, no loop` or `constant`): each compiler must keep
# to them, and the assembly it writes is kept in <listing>.<compiler><extension>
# (scripts/capture_codegen.py). Labelled `labels`. Any further arguments are include directories
# of generated tables the program includes, besides ctp's include/.
find_program(CTP_CXXFILT c++filt)
find_program(CTP_SIZE size)
function(ctp_add_codegen_tests name source listing extension labels)
  foreach(compiler IN ITEMS gcc clang)
    string(TOUPPER "${compiler}" variable)
    if(NOT CTP_DIAGNOSTIC_${variable})
      continue()
    endif()
    set(tools "")
    if(CTP_CXXFILT)
      list(APPEND tools --cxxfilt "${CTP_CXXFILT}")
    endif()
    if(CTP_SIZE)
      list(APPEND tools --size "${CTP_SIZE}")
    endif()
    set(include_dirs --include-dir "${PROJECT_SOURCE_DIR}/include")
    foreach(dir IN LISTS ARGN)
      list(APPEND include_dirs --include-dir "${dir}")
    endforeach()
    ctp_add_capture_test(${name}.${compiler} ${compiler} capture_codegen.py "${labels}"
                         --cxx "${CTP_DIAGNOSTIC_${variable}}" --source "${source}"
                         --listing "${listing}.${compiler}${extension}" ${include_dirs}
                         --work-dir "${CMAKE_CURRENT_BINARY_DIR}/codegen/${name}/${compiler}"
                         ${tools})
  endforeach()
endfunction()

# Adds Markdown pages to those whose code blocks the snippets target copies from their sources.
function(ctp_add_snippet_pages)
  set_property(GLOBAL APPEND PROPERTY ctp_snippet_pages ${ARGN})
endfunction()
