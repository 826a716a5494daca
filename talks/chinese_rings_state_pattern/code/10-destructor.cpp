// compilers: gcc clang
// A state class whose destructor is not constexpr cannot be
// deleted in a constant evaluation: g++ refuses the call, clang++
// the type (no constexpr destructor, not a literal type). g++ 12
// then crashes: its note stops at "because:", and it ends with
// "confused by earlier errors, bailing out" (an internal error).
//! [destructor]
struct ring_state {
  virtual ~ring_state() {}  // not constexpr
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
//! [destructor]

int main() {}
