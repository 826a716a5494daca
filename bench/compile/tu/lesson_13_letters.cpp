// Constant-evaluation budget of lesson 13's own function, hanoi_letters<SIZE>() (lesson 1's
// recursion into an array, docs/examples/course_13_letters.hpp), so that the lesson's figures
// are those of the code it shows, beside the library's ctp::with_recursion (hanoi_recursion.cpp).
#include "../../../docs/examples/course_13_letters.hpp"

constexpr auto letters = hanoi_letters<SIZE>();
static_assert(letters.size() == (std::size_t{1} << SIZE) - 1 && letters[letters.size() / 2] == 'B');
