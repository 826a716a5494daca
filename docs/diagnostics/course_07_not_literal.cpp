// compilers: gcc clang
// notes: 2
// docs/course/07_class_type_arguments.md: a class whose data members are all public, but whose
// destructor is not constexpr, is no literal type, so it is not structural either.
//! [not-literal]
struct logged_names {
  char first;
  char second;
  char third;
  ~logged_names() {}  // not constexpr
};

template <logged_names Names>
struct with_names {};

with_names<logged_names{'A', 'B', 'C'}> abc;
//! [not-literal]
