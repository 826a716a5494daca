// docs/cookbook.md: a recursion the compiler instantiates but never evaluates, by decltype.
#include <cstdio>
#include <type_traits>

// A list of move letters as a type: letters<'A', 'B', 'C'> is the solution for 2 discs.
template <char... Letters>
struct letters {};

// Three lists one after the other.
template <char... First, char... Second, char... Third>
constexpr letters<First..., Second..., Third...> join(letters<First...>, letters<Second...>,
                                                      letters<Third...>) {
  return {};
}

//! [decltype]
// Towers of Hanoi with the moves in the return type. The two recursive calls stand inside
// decltype: the compiler instantiates them to learn their type, and the constant evaluator never
// runs them, so a call costs the evaluator one join, not 2^Discs - 1 calls.
template <int Discs, char First, char Second, char Third>
constexpr auto hanoi() {
  if constexpr (Discs == 1) {
    return letters<Second>{};
  } else {
    using park = decltype(hanoi<Discs - 1, Second, First, Third>());
    using goal = decltype(hanoi<Discs - 1, First, Third, Second>());
    return join(park{}, letters<Second>{}, goal{});
  }
}

static_assert(std::is_same_v<decltype(hanoi<3, 'A', 'B', 'C'>()),
                             letters<'B', 'A', 'C', 'B', 'A', 'C', 'B'>>);
//! [decltype]

// The letters of a list, as text.
template <char... Letters>
void print(letters<Letters...>) {
  const char text[] = {Letters..., '\0'};
  std::puts(text);
}

int main() { print(hanoi<4, 'A', 'B', 'C'>()); }
