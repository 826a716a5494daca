// compilers: clang
// accepted by: gcc
// errors: 1
// notes: 0
// docs/course/05_packs_and_folds.md: clang++ expands a fold one nested expression an element, and
// stops at 256 levels (-fbracket-depth); g++ folds 511 elements as it folds 3.
#include <utility>

//! [comma-fold]
template <int... Moves>
constexpr int written(std::integer_sequence<int, Moves...>) {
  int letters[sizeof...(Moves)]{};
  int i = 0;
  ((letters[i++] = Moves), ...);
  return i;
}

static_assert(written(std::make_integer_sequence<int, 511>{}) == 511);
//! [comma-fold]
