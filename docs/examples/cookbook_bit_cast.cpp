// docs/cookbook.md: leaving the type level in one step, by std::bit_cast.
#include <bit>
#include <cstdio>

#include <ctp/fixed_string.hpp>

//! [bit-cast]
// The letters of a pack (one template argument a letter) as one ctp::fixed_string. The pack
// becomes a plain array, and std::bit_cast copies the whole array into the string in one step
// of the constant evaluator: a loop would take a step a letter, and g++ stops any one loop after
// 2^18 iterations.
template <char... Letters>
constexpr auto fixed_string_of() noexcept {
  const char letters[] = {Letters..., '\0'};
  return std::bit_cast<ctp::fixed_string<sizeof letters - 1>>(letters);
}

static_assert(fixed_string_of<'B', 'A', 'C'>() == "BAC");
static_assert(fixed_string_of<>().empty());
//! [bit-cast]

int main() {
  constexpr auto moves = fixed_string_of<'A', 'B', 'C'>();
  std::puts(moves.c_str());
}
