// Peelle's ('hop';'skip';'jump') Hanoi 3: the solution never
// looks at the names, it only places them, so any three distinct
// names of any type will do.
#include <array>
#include <cstddef>
#include <string_view>

#include <ctp/hanoi.hpp>

//! [names]
// Characters, numbers, or words of up to 15 letters
constexpr auto words =
    ctp::hanoi_moves<3, "hop", "skip", "jump">();
constexpr auto numbers = ctp::hanoi_moves<4, 1, 2, 3>();

static_assert(words[0] == "skip" && words[1] == "hop");
static_assert(words[2] == "jump" && words[6] == "skip");
static_assert(numbers[0] == 1 && numbers[14] == 3);
//! [names]

//! [any-type]
// The recursion is a template on the type of a name
enum class step { hop, skip, jump };

constexpr auto steps() {
  std::array<step, 7> out{};
  ctp::with_recursion::peelle_hanoi(out.data(), step::hop,
                                    step::skip, step::jump, 3);
  return out;
}
static_assert(steps()[0] == step::skip &&
              steps()[5] == step::jump);
//! [any-type]

// Every move of the words is the word of the letter at its place.
constexpr bool words_follow_letters() {
  constexpr std::string_view names[] = {"hop", "skip", "jump"};
  const auto letters = ctp::hanoi_moves<3>();
  for (std::size_t k = 0; k != letters.size(); ++k)
    if (words[k] != names[letters[k] - 'A'] ||
        steps()[k] != static_cast<step>(letters[k] - 'A'))
      return false;
  return true;
}
static_assert(words_follow_letters());

int main() {}
