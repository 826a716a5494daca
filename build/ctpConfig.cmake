# ctp's CMake package: ctp::ctp (the Boost-free core), ctp::mp11 and ctp::hana (when Boost 1.74 or
# newer is found), and the ctp command-line tool as ctp::ctp-cli.

####### Expanded from @PACKAGE_INIT@ by configure_package_config_file() #######
####### Any changes to this file will be overwritten by the next CMake run ####
####### The input file was ctpConfig.cmake.in                            ########

get_filename_component(PACKAGE_PREFIX_DIR "${CMAKE_CURRENT_LIST_DIR}/../../../" ABSOLUTE)

macro(set_and_check _var _file)
  set(${_var} "${_file}")
  if(NOT EXISTS "${_file}")
    message(FATAL_ERROR "File or directory ${_file} referenced by variable ${_var} does not exist !")
  endif()
endmacro()

macro(check_required_components _NAME)
  foreach(comp ${${_NAME}_FIND_COMPONENTS})
    if(NOT ${_NAME}_${comp}_FOUND)
      if(${_NAME}_FIND_REQUIRED_${comp})
        set(${_NAME}_FOUND FALSE)
      endif()
    endif()
  endforeach()
endmacro()

####################################################################################

include("${CMAKE_CURRENT_LIST_DIR}/ctpTargets.cmake")

if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/ctpBoostTargets.cmake")
  include(CMakeFindDependencyMacro)
  find_package(Boost 1.74 CONFIG QUIET)
  if(Boost_FOUND)
    include("${CMAKE_CURRENT_LIST_DIR}/ctpBoostTargets.cmake")
  endif()
endif()

if(EXISTS "${CMAKE_CURRENT_LIST_DIR}/ctpToolTargets.cmake")
  include("${CMAKE_CURRENT_LIST_DIR}/ctpToolTargets.cmake")
endif()

check_required_components(ctp)
