// The water-cups post's depth-first Game tree meets the spec (a legal path to a goal, or
// unreachable), and finds the post's own answer: asked for 4 oz in any cup, it follows its first
// child as deep as it goes and ends at the post's [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>] in 7 pours,
// where breadth-first search finds 6.
#include "ctp/water_pouring/with_depth_first.hpp"

#include "spec.hpp"

namespace {

using depth_first = water_spec::technique<"depth_first", ctp::with_depth_first::water_solve>;

using ctp::water_goal;
using ctp::water_state;
using water_spec::classic;

constexpr bool post_example() {
  const char* word = depth_first::word;
  const ctp::water_solution four = depth_first::solve(classic, water_goal::amount_anywhere(4));
  return spec::fact(four.cost() == 7, word, "4 oz in any cup: the post's path of 7 pours") &&
         spec::fact(four.path().back() == water_state{3, {3, 1, 4}}, word,
                    "the path ends at the post's [<Cup 3/3>, <Cup 1/5>, <Cup 4/8>]") &&
         spec::fact(
             ctp::water_solve(classic, water_goal::amount_anywhere(4)).cost() < four.cost(), word,
             "breadth-first search finds fewer pours: depth first is not always the shortest");
}

}  // namespace

static_assert(water_spec::holds<depth_first>);
static_assert(post_example());

// The largest example: the hardest puzzle of 3 cups up to capacity 20.
static_assert(water_spec::holds_for_largest<depth_first>);
