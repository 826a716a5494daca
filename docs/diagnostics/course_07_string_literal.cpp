// compilers: gcc clang
// errors: 1
// docs/course/07_class_type_arguments.md: a string literal cannot be the argument of a pointer
// template parameter.
//! [string-literal]
template <const char* Names>
struct named {};

named<"ABC"> abc;
//! [string-literal]
