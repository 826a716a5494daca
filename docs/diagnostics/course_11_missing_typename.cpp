// compilers: gcc clang
// docs/course/11_concepts.md: a dependent name used as a type without `typename`: the compiler
// reads Container::value_type as a value.
//! [missing-typename]
template <class Container>
constexpr auto sum(const Container& values) {
  Container::value_type total{};
  for (const auto& value : values) total += value;
  return total;
}
//! [missing-typename]
