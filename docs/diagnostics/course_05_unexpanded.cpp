// compilers: gcc clang
// errors: 1
// docs/course/05_packs_and_folds.md: a pack used without `...`.
#include <array>

template <char... Moves>
struct move_list {};

//! [unexpanded]
template <char... Moves>
constexpr std::array<char, sizeof...(Moves)> letters(move_list<Moves...>) {
  return {Moves};
}
//! [unexpanded]
