# Doxygen's input filter for ctp's headers (docs/reference/Doxyfile.in): the headers document
# every public name with plain `//` comments above it, which read well in an editor; this turns
# them into the `///` comments Doxygen collects, without touching the files.
#   1. The comment that opens a header becomes the file's documentation (`/// @file`).
#   2. Every other line that is only a `//` comment becomes `///`.
#   3. A comment after a member or an enumerator (code that ends in `;` or `,`) becomes `///<`,
#      Doxygen's comment for the name before it; other comments after code stay.
#   4. `//! [name]` lines mark the regions the guides quote; Doxygen must not read them.
/^[ \t]*\/\/! \[[^]]*\][ \t]*$/ { print ""; next }
/^[ \t]*\/\/([ \t].*)?$/ {
  if (NR == 1) print "/// @file"
  sub(/\/\//, "///")
  print
  next
}
/[;,][ \t]+\/\/ / { sub(/[ \t]+\/\/ /, "  ///< ") }
{ print }
