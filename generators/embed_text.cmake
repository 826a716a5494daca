# Writes a text file as a C++ string constant: a small .cpp that defines
# `const std::string_view NAMESPACE::NAME`, the file's bytes as one raw string literal, so that a
# program carries a file of the source tree (ctp-gen: each puzzle's accessors.hpp) without any
# committed file holding code inside a string literal. Run by a custom command at build time:
#   cmake -DINPUT=<file> -DOUTPUT=<file.cpp> -DNAMESPACE=<ns> -DNAME=<name> -P embed_text.cmake
foreach(variable IN ITEMS INPUT OUTPUT NAMESPACE NAME)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "ctp: embed_text.cmake needs -D${variable}=...")
  endif()
endforeach()
file(READ "${INPUT}" text)
# The raw string ends at `)` + delimiter + `"`: refuse a file that holds that sequence.
set(delimiter "ctp_embedded")
string(FIND "${text}" ")${delimiter}\"" clash)
if(NOT clash EQUAL -1)
  message(FATAL_ERROR "ctp: ${INPUT} holds `)${delimiter}\"`, which would end its raw string early")
endif()
get_filename_component(source_name "${INPUT}" NAME)
set(content "// ${source_name} as a string constant, written at build time by embed_text.cmake; do not edit.
#include <string_view>

namespace ${NAMESPACE} {
extern const std::string_view ${NAME};
const std::string_view ${NAME} = R\"${delimiter}(${text})${delimiter}\";
}  // namespace ${NAMESPACE}
")
file(WRITE "${OUTPUT}" "${content}")
