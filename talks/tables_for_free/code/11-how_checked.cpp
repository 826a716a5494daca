// How a checked lookup refuses: in a constant expression it calls
// a function that is not constexpr and whose name is the problem;
// at run time it answers empty.
#include <cstddef>
#include <optional>
#include <type_traits>

//! [how]
namespace detail {
// Not constexpr: a call in a constant expression is the error.
inline void move_index_past_the_last_move() {}
}  // namespace detail
inline constexpr char moves[] = "BACBACB";  // 3 discs

constexpr std::optional<char> move_at(std::size_t k) {
  if (k >= sizeof moves - 1) {
    if (std::is_constant_evaluated())
      detail::move_index_past_the_last_move();
    return std::nullopt;
  }
  return moves[k];
}
//! [how]

static_assert(move_at(6) == 'B');

int main() {
  volatile std::size_t from_outside = 7;
  const std::size_t k = from_outside;
  return move_at(k).has_value() ? 1 : 0;
}
