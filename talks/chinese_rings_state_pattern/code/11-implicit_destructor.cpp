// compilers: gcc
// The same state classes with a constexpr virtual destructor:
// valid C++20, and clang++ compiles it. g++ 12 refuses the
// derived class's implicit destructor, "used before its
// definition"; the library writes that destructor out
// (include/ctp/chinese_rings/with_objects.hpp).
//! [implicit]
struct ring_state {
  constexpr virtual ~ring_state() = default;
  virtual constexpr int size() const = 0;
};
struct null_ring_state final : ring_state {
  constexpr int size() const override { return 0; }
};
constexpr int size_of_a_new_state() {
  ring_state* state = new null_ring_state;
  const int size = state->size();
  delete state;
  return size;
}
static_assert(size_of_a_new_state() == 0);
//! [implicit]

int main() {}
