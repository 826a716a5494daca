// Breadth-first search meets the spec, the fewest moves included, and gives the water-cups post's
// puzzle its shortest answers: 4 oz in any cup in 6 pours, ending in the 5 oz cup, and the post's
// own success state [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>] in 7.
#include "ctp/water_pouring/with_breadth_first.hpp"

#include "spec.hpp"

namespace {

using breadth_first = water_spec::technique<"breadth_first", ctp::with_breadth_first::water_solve>;

using ctp::water_goal;
using ctp::water_state;
using water_spec::classic;

constexpr bool post_examples() {
  const char* word = breadth_first::word;
  const ctp::water_solution four = breadth_first::solve(classic, water_goal::amount_anywhere(4));
  const ctp::water_solution post =
      breadth_first::solve(classic, water_goal::exactly({3, {3, 1, 4}}));
  return spec::fact(four.cost() == 6, word, "4 oz in any cup takes 6 pours") &&
         spec::fact(four.path().back() == water_state{3, {3, 4, 1}}, word,
                    "the canonical 6-pour path ends [<Cup 3/3>, <Cup 4/5>, <Cup 1/8>]") &&
         spec::fact(post.cost() == 7, word, "the post's success state takes 7 pours");
}

}  // namespace

static_assert(water_spec::holds_shortest<breadth_first>);
static_assert(post_examples());

// The largest example: the hardest puzzle of 3 cups up to capacity 20, in its 19 pours.
static_assert(water_spec::holds_for_largest<breadth_first>);
static_assert(spec::fact(
    breadth_first::solve(water_spec::largest.puzzle, water_spec::largest.goal).cost() == 19,
    breadth_first::word, "the hardest puzzle of 3 cups up to 20 takes 19 pours"));

// ctp::water_solve is this technique.
static_assert(ctp::water_solve(classic, water_goal::amount_anywhere(4)).path() ==
              breadth_first::solve(classic, water_goal::amount_anywhere(4)).path());
