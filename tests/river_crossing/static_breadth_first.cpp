// label: heavy (g++ takes about 13 s: 80 missionaries and 80 cannibals under the spec)
// Breadth-first search meets the spec, the fewest crossings included, and gives the published
// answers their canonical paths: Alcuin's seven crossings for the farmer (the goat over first,
// then the wolf, the goat back, the cabbage, and the goat again) and eleven for three
// missionaries and three cannibals with a boat of 2.
#include "ctp/river_crossing/with_breadth_first.hpp"

#include "ctp/river_crossing/text.hpp"
#include "spec.hpp"

namespace {

using breadth_first = river_spec::technique<"breadth_first", ctp::with_breadth_first::river_solve>;

// True iff the path of puzzle, written as text, is `texts`, one a state.
template <ctp::river_shape Shape, std::size_t N>
constexpr bool path_reads(const ctp::river_puzzle& puzzle, const char* const (&texts)[N]) {
  const ctp::river_solution::path_type path = breadth_first::solve(puzzle).path();
  if (path.size() != N) return false;
  for (std::size_t k = 0; k != N; ++k)
    if (ctp::river_text<Shape>(path[k]) != std::string_view(texts[k])) return false;
  return true;
}

constexpr const char* alcuin[] = {"FWGC|", "WC|FG", "FWC|G", "C|FWG",
                                  "FGC|W", "G|FWC", "FG|WC", "|FWGC"};
constexpr const char* classic[] = {"MMMCCCB|", "MMMC|BCC", "MMMCCB|C", "MMM|BCCC",
                                   "MMMCB|CC", "MC|BMMCC", "MMCCB|MC", "CC|BMMMC",
                                   "CCCB|MMM", "C|BMMMCC", "CCB|MMMC", "|BMMMCCC"};

}  // namespace

static_assert(river_spec::holds_shortest<breadth_first>);
static_assert(spec::fact(path_reads<ctp::river_shape::farmer()>(river_spec::farmer, alcuin),
                         breadth_first::word,
                         "the farmer's canonical path is Alcuin's: the goat first"));
static_assert(spec::fact(
    path_reads<ctp::river_shape::missionaries_and_cannibals(3, 3, 2)>(river_spec::classic, classic),
    breadth_first::word, "the classic canonical path: two cannibals over first"));

// The largest example: 80 missionaries and 80 cannibals with a boat of 4.
static_assert(river_spec::holds_for_largest<breadth_first>);

// ctp::river_solve is this technique.
static_assert(ctp::river_solve(river_spec::classic).path() ==
              breadth_first::solve(river_spec::classic).path());
