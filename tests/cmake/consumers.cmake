# What every consumer project builds and runs, however it found ctp (included by each).

# The umbrella header, answers computed by the compiler.
add_executable(consumer ${CMAKE_CURRENT_LIST_DIR}/consumer.cpp)
target_link_libraries(consumer PRIVATE ctp::ctp)

# A table generated at build time by ctp-gen, answered from with no search at run time (the
# region is quoted by the Tables talk, talks/tables_for_free/slides.md).
#! [generate]
ctp_generate_header(
  TARGET nine_tails_table PUZZLE nine-tails
  ARGS --rows 3 --cols 3
  HEADER tables/nine_tails.hpp NAMESPACE consumer NAME nine_tails)
add_executable(table_consumer
               ${CMAKE_CURRENT_LIST_DIR}/table_consumer.cpp)
target_link_libraries(table_consumer PRIVATE nine_tails_table)
#! [generate]

enable_testing()
add_test(NAME consumer COMMAND consumer)
add_test(NAME table_consumer COMMAND table_consumer HHHTTTHHH)
set_tests_properties(table_consumer PROPERTIES PASS_REGULAR_EXPRESSION "^HHHTTTHHH: 8 flips: HHHTTTHHH HHHTHTTTT TTTTTTTTT\n$")
