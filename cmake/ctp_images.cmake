# The pictures of the guides, docs/images/*.svg, drawn by `ctp ... --svg` (listed in the puzzles'
# manifests, puzzles/*.json, and the course's diagrams in docs/images/images.txt; drawn by
# scripts/draw_images.py): the target `images` redraws them, and
# the test docs.images fails when a committed picture differs from what ctp draws now.
if(TARGET ctp-cli)
  set(ctp_draw_images "${Python3_EXECUTABLE}" -B "${PROJECT_SOURCE_DIR}/scripts/draw_images.py"
      --root "${PROJECT_SOURCE_DIR}" --tool "$<TARGET_FILE:ctp-cli>" --images "${PROJECT_SOURCE_DIR}/docs/images")
  add_custom_target(images
    COMMAND ${ctp_draw_images}
    DEPENDS ctp-cli
    COMMENT "Drawing the pictures of the guides into docs/images" VERBATIM)
  add_test(NAME docs.images
    COMMAND ${ctp_draw_images} --check --work-dir "${CMAKE_CURRENT_BINARY_DIR}/images")
  set_tests_properties(docs.images PROPERTIES LABELS docs)
endif()
