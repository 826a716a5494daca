// compilers: gcc clang
// docs/course/07_class_type_arguments.md: a class with a private data member is not structural,
// so it cannot be the type of a template parameter.
//! [private-member]
class counted {
 public:
  constexpr explicit counted(int value) : value_(value) {}

 private:
  int value_;
};

template <counted Count>
struct with_count {};

with_count<counted{7}> seven;
//! [private-member]
