# Draws the pictures of the guides listed in docs/images/images.cmake with the ctp tool:
#   cmake -DTOOL=<ctp> -DIMAGES=<docs/images> [-DCHECK=ON -DWORK=<dir>] -P draw_images.cmake
# With CHECK every picture is drawn into WORK and must be byte-identical to the committed one
# (they cannot go stale); without, the committed pictures are redrawn (when they changed).
cmake_minimum_required(VERSION 3.25)

set(stale "")

# One picture: `file`, drawn by `ctp <arguments> -o <file>`.
function(ctp_image file)
  if(CHECK)
    set(output "${WORK}/${file}")
    file(REMOVE "${output}")
  else()
    set(output "${IMAGES}/${file}")
  endif()
  execute_process(COMMAND "${TOOL}" ${ARGN} -o "${output}" RESULT_VARIABLE result
                  ERROR_VARIABLE error)
  if(NOT result EQUAL 0)
    list(JOIN ARGN " " command)
    message(FATAL_ERROR "ctp: drawing ${file} with `ctp ${command}` failed: ${error}")
  endif()
  if(CHECK)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E compare_files "${IMAGES}/${file}" "${output}"
                    RESULT_VARIABLE differs)
    if(differs)
      set(stale "${stale} ${file}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

if(CHECK)
  file(MAKE_DIRECTORY "${WORK}")
endif()
include("${IMAGES}/images.cmake")
if(stale)
  message(FATAL_ERROR "ctp: docs/images differs from what ctp draws now:${stale} (drawn into "
                      "${WORK}); run `make images` to redraw the committed pictures")
endif()
