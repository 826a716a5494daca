// Run-time cost of an answer: a lookup in a generated table (include/ctp/tables/) against
// computing the same answer on the fly with the library's constexpr functions (Google Benchmark).
//
// Every input comes from an array of 4096 pseudo-random inputs made at run time from a seed read
// through `volatile`, and every result goes through benchmark::DoNotOptimize: the compiler can
// neither fold a lookup whose input it does not know nor drop one whose result is used. Reading
// the input costs something too; `loop_overhead` measures just that, so that a lookup's own
// cost is its time less the overhead's (docs/performance.md).
//
// A generated header answers in two forms: `unchecked::` (one load, its argument trusted) and the
// checked form of the same name (a compare, then the load, std::optional out). `*_table` measures
// the unchecked form and `*_table_checked` the checked one, on the same inputs. A checked answer
// is used as a caller uses a std::optional, tested and read (`keep`), not stored whole: g++-12
// builds an optional in memory a member at a time (the value, then the flag), and reading the
// whole object straight back cannot be forwarded from those two stores; that stall alone cost
// 6 ns a lookup when DoNotOptimize took the optional itself.
#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <optional>
#include <random>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include "ctp/chinese_rings.hpp"
#include "ctp/hanoi.hpp"
#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/tables/hanoi_10.hpp"
#include "ctp/tables/nine_tails_3x3.hpp"
#include "ctp/tables/nine_tails_3x3_unweighted.hpp"
#include "ctp/tables/nine_tails_4x4.hpp"
#include "ctp/tables/rings_10.hpp"
#include "ctp/tables/water_3_5_8.hpp"
#include "ctp/tables/water_hardest_3_12.hpp"
#include "ctp/water_pouring.hpp"

namespace {

namespace tables = ctp::tables;

// How many inputs a benchmark answers, every one an iteration.
constexpr std::size_t input_count = 4096;

// The seed, read through volatile: the inputs are unknown to the compiler.
volatile std::uint32_t seed = 20240607;

// input_count numbers in [0, bound), the same in every run.
std::vector<std::uint64_t> random_inputs(std::uint64_t bound) {
  std::mt19937_64 random(seed);
  std::uniform_int_distribution<std::uint64_t> pick(0, bound - 1);
  std::vector<std::uint64_t> values(input_count);
  for (auto& v : values) v = pick(random);
  return values;
}

// Keeps a result, so that the compiler cannot drop the work that made it.
template <class Result>
void keep(Result& result) {
  benchmark::DoNotOptimize(result);
}
// Keeps a checked answer as a caller uses it: whether there is one, and its value, in one word
// (each DoNotOptimize is a barrier to the compiler, so a second one would cost a lookup more).
template <class T>
  requires std::is_arithmetic_v<T>
void keep(std::optional<T>& result) {
  auto used = static_cast<std::uint64_t>(result.value_or(T{})) << 1 | (result ? 1u : 0u);
  benchmark::DoNotOptimize(used);
}

// Keeps a checked answer that is a record (a puzzle): the record, when there is one (a branch
// that the benchmark's inputs always take the same way).
template <class T>
  requires(!std::is_arithmetic_v<T>)
void keep(std::optional<T>& result) {
  if (result) benchmark::DoNotOptimize(*result);
}

// Runs `answer(input)` for every input, one pass over all of them an iteration, so that the
// benchmark's own bookkeeping is paid once a pass and not once a lookup: an answer's time is an
// iteration's divided by the `lookups` counter (bench/run.py divides).
template <class Inputs, class Answer>
void cycle(benchmark::State& state, const Inputs& inputs, Answer answer) {
  for (auto _ : state) {
    for (const auto& input : inputs) {
      auto result = answer(input);
      keep(result);
    }
  }
  state.counters["lookups"] = static_cast<double>(inputs.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(inputs.size()));
}

// The cost of reading an input and keeping a result: what every lookup below pays as well.
void loop_overhead(benchmark::State& state) {
  const auto inputs = random_inputs(65536);
  cycle(state, inputs, [](std::uint64_t k) { return k; });
}
BENCHMARK(loop_overhead);

// --- Nine tails, 4x4: the least flips of a board, and the next board of an optimal path. ---

constexpr ctp::nine_tails_shape board_4x4{4, 4};

// Reachable boards only, so that `next` has work to do.
template <class Cost>
std::vector<std::uint64_t> reachable_inputs(std::uint64_t states, Cost cost) {
  std::vector<std::uint64_t> reachable;
  for (std::uint64_t s = 0; s != states; ++s)
    if (cost(s) != ctp::search::unreachable<std::uint8_t>) reachable.push_back(s);
  std::vector<std::uint64_t> values;
  for (const std::uint64_t k : random_inputs(reachable.size())) values.push_back(reachable[k]);
  return values;
}

void nine_tails_4x4_cost_table(benchmark::State& state) {
  const auto inputs = random_inputs(board_4x4.state_count());
  cycle(state, inputs, [](std::uint64_t s) {
    return tables::nine_tails_4x4::unchecked::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_4x4_cost_table);

void nine_tails_4x4_cost_table_checked(benchmark::State& state) {
  const auto inputs = random_inputs(board_4x4.state_count());
  cycle(state, inputs, [](std::uint64_t s) {
    return tables::nine_tails_4x4::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_4x4_cost_table_checked);

void nine_tails_4x4_cost_solved(benchmark::State& state) {
  const auto inputs = random_inputs(board_4x4.state_count());
  cycle(state, inputs, [](std::uint64_t s) {
    const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
    return solution.cost(static_cast<ctp::nine_tails_state>(s)).value_or(255);
  });
}
BENCHMARK(nine_tails_4x4_cost_solved);

// The 4x4 table's cost of a board, for choosing inputs.
unsigned cost_4x4(std::uint64_t s) {
  return tables::nine_tails_4x4::unchecked::cost(static_cast<std::uint32_t>(s));
}

void nine_tails_4x4_next_table(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) {
    return tables::nine_tails_4x4::unchecked::next(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_4x4_next_table);

void nine_tails_4x4_next_table_checked(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) {
    return tables::nine_tails_4x4::next(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_4x4_next_table_checked);

// The next board chosen at run time from the costs alone (ctp::nine_tails_next): what a program
// that keeps only the cost table pays for each step.
void nine_tails_4x4_next_from_costs(benchmark::State& state) {
  const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
  const ctp::nine_tails_moves<ctp::nine_tails_model::weighted> moves(board_4x4);
  const auto& costs = solution.costs();
  const auto inputs =
      reachable_inputs(board_4x4.state_count(), [&](std::uint64_t s) { return costs[s]; });
  cycle(state, inputs, [&](std::uint64_t s) {
    return ctp::nine_tails_next(board_4x4, moves, costs, static_cast<ctp::nine_tails_state>(s));
  });
}
BENCHMARK(nine_tails_4x4_next_from_costs);

void nine_tails_4x4_next_solved(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) {
    const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
    return solution.next(static_cast<ctp::nine_tails_state>(s));
  });
}
BENCHMARK(nine_tails_4x4_next_solved);

// --- Nine tails, 3x3: Liang's board, weighted and unweighted (every board reaches all tails). ---

constexpr std::uint64_t boards_3x3 = 512;

void nine_tails_3x3_cost_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3::unchecked::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_cost_table);

void nine_tails_3x3_cost_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_cost_table_checked);

void nine_tails_3x3_next_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3::unchecked::next(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_next_table);

void nine_tails_3x3_next_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3::next(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_next_table_checked);

void nine_tails_3x3_unweighted_cost_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3_unweighted::unchecked::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_unweighted_cost_table);

void nine_tails_3x3_unweighted_cost_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    return tables::nine_tails_3x3_unweighted::cost(static_cast<std::uint32_t>(s));
  });
}
BENCHMARK(nine_tails_3x3_unweighted_cost_table_checked);

// --- Towers of Hanoi, 10 discs: the letter of move k. ---

void hanoi_10_move_table(benchmark::State& state) {
  const auto inputs = random_inputs(tables::hanoi_10::move_count);
  cycle(state, inputs, [](std::uint64_t k) { return tables::hanoi_10::unchecked::move_at(k); });
}
BENCHMARK(hanoi_10_move_table);

void hanoi_10_move_table_checked(benchmark::State& state) {
  const auto inputs = random_inputs(tables::hanoi_10::move_count);
  cycle(state, inputs, [](std::uint64_t k) { return tables::hanoi_10::move_at(k); });
}
BENCHMARK(hanoi_10_move_table_checked);

void hanoi_10_move_computed(benchmark::State& state) {
  const auto inputs = random_inputs(tables::hanoi_10::move_count);
  cycle(state, inputs, [](std::uint64_t k) { return ctp::hanoi_move_at(10, k); });
}
BENCHMARK(hanoi_10_move_computed);

// --- Chinese rings, 10 rings: the state after k moves of taking them off. ---

void rings_10_state_table(benchmark::State& state) {
  const auto inputs = random_inputs(tables::rings_10::move_count + 1);
  cycle(state, inputs, [](std::uint64_t k) { return tables::rings_10::unchecked::state_after(k); });
}
BENCHMARK(rings_10_state_table);

void rings_10_state_table_checked(benchmark::State& state) {
  const auto inputs = random_inputs(tables::rings_10::move_count + 1);
  cycle(state, inputs, [](std::uint64_t k) { return tables::rings_10::state_after(k); });
}
BENCHMARK(rings_10_state_table_checked);

void rings_10_state_computed(benchmark::State& state) {
  const auto inputs = random_inputs(tables::rings_10::move_count + 1);
  cycle(state, inputs, [](std::uint64_t k) { return ctp::rings_remove_state_after(10, k); });
}
BENCHMARK(rings_10_state_computed);

// --- Water pouring, cups 3, 5, 8: the fewest moves from reachable contents to an amount. ---

namespace water = tables::water_3_5_8;

// The contents of reached state `position`, cups in order.
std::array<int, water::cups> water_contents(std::uint64_t position) {
  const auto first = static_cast<std::size_t>(position) * water::cups;
  return {water::reached_states[first], water::reached_states[first + 1],
          water::reached_states[first + 2]};
}

// An input: reached contents and an amount, both made before the timing, so that a lookup reads
// its input as the other lookups do and its time is the index of the contents and the table.
struct water_input {
  std::array<int, water::cups> contents;
  int amount;
};

// Input k of the reached_count * (largest + 1) inputs: reached state k % reached_count, amount
// k / reached_count.
water_input water_input_of(std::uint64_t k) {
  return {water_contents(k % water::reached_count), static_cast<int>(k / water::reached_count)};
}

std::vector<water_input> water_inputs() {
  std::vector<water_input> values;
  for (const std::uint64_t k :
       random_inputs(std::uint64_t{water::reached_count} * (water::largest + 1)))
    values.push_back(water_input_of(k));
  return values;
}

void water_3_5_8_distance_table(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs, [](const water_input& input) {
    return water::unchecked::cost(input.contents, input.amount);
  });
}
BENCHMARK(water_3_5_8_distance_table);

void water_3_5_8_distance_table_checked(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs,
        [](const water_input& input) { return water::cost(input.contents, input.amount); });
}
BENCHMARK(water_3_5_8_distance_table_checked);

// One breadth-first search from the contents (ctp::water_solve), as a program without the table
// would answer.
int water_solved(const water_input& input) {
  const auto& contents = input.contents;
  ctp::water_puzzle puzzle{{3, {3, 5, 8}}, {3, {contents[0], contents[1], contents[2]}}, false};
  const auto cost = ctp::water_solve(puzzle, ctp::water_goal::amount_anywhere(input.amount)).cost();
  return cost ? static_cast<int>(*cost) : -1;  // -1 for no way, as the table says it
}

void water_3_5_8_distance_solved(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs, water_solved);
}
BENCHMARK(water_3_5_8_distance_solved);

// --- Water pouring, the hardest puzzles of 3 cups up to 12: puzzle i of the list. ---

namespace hardest = tables::water_hardest_3_12;

void water_hardest_3_12_puzzle_table(benchmark::State& state) {
  cycle(state, random_inputs(hardest::puzzle_count),
        [](std::uint64_t i) { return hardest::unchecked::puzzle_at(static_cast<int>(i)); });
}
BENCHMARK(water_hardest_3_12_puzzle_table);

void water_hardest_3_12_puzzle_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(hardest::puzzle_count),
        [](std::uint64_t i) { return hardest::puzzle_at(static_cast<int>(i)); });
}
BENCHMARK(water_hardest_3_12_puzzle_table_checked);

// Before anything is timed: the table and the computation give the same answers (the stored
// costs: a generated table still answers 255 for a board that cannot reach all tails).
void check_answers() {
  const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
  for (std::uint32_t s = 0; s != board_4x4.state_count(); ++s)
    if (solution.costs()[s] != tables::nine_tails_4x4::cost(s) ||
        solution.next(s) != tables::nine_tails_4x4::next(s))
      throw std::logic_error("ctp: bench: the 4x4 table disagrees with nine_tails_solution");
  const ctp::nine_tails_solution weighted_3x3({3, 3}, ctp::nine_tails_model::weighted);
  const ctp::nine_tails_solution unweighted_3x3({3, 3}, ctp::nine_tails_model::unweighted);
  for (std::uint32_t s = 0; s != boards_3x3; ++s)
    if (weighted_3x3.costs()[s] != tables::nine_tails_3x3::cost(s) ||
        weighted_3x3.next(s) != tables::nine_tails_3x3::next(s) ||
        unweighted_3x3.costs()[s] != tables::nine_tails_3x3_unweighted::cost(s))
      throw std::logic_error("ctp: bench: a 3x3 table disagrees with nine_tails_solution");
  for (std::uint64_t k = 0; k != tables::hanoi_10::move_count; ++k)
    if (tables::hanoi_10::move_at(k) != ctp::hanoi_move_at(10, k))
      throw std::logic_error("ctp: bench: the hanoi_10 table disagrees with hanoi_move_at");
  for (std::uint64_t k = 0; k <= tables::rings_10::move_count; ++k)
    if (tables::rings_10::state_after(k) != ctp::rings_remove_state_after(10, k))
      throw std::logic_error(
          "ctp: bench: the rings_10 table disagrees with rings_remove_state_after");
  for (std::uint64_t k = 0; k != std::uint64_t{water::reached_count} * (water::largest + 1); ++k)
    if (const water_input input = water_input_of(k);
        water::cost(input.contents, input.amount) != water_solved(input))
      throw std::logic_error("ctp: bench: the water_3_5_8 table disagrees with water_solve");
}

}  // namespace

int main(int argc, char** argv) try {
  check_answers();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
} catch (const std::exception& error) {  // a table that disagrees: its message, exit code 1
  std::fprintf(stderr, "%s\n", error.what());
  return 1;
}
