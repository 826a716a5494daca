// Run-time cost of an answer: a lookup in a generated table (include/ctp/tables/) against
// computing the same answer on the fly with the library's constexpr functions (Google Benchmark).
//
// Every input comes from an array of 4096 pseudo-random inputs made at run time from a seed read
// through `volatile`, and every result goes through benchmark::DoNotOptimize: the compiler can
// neither fold a lookup whose input it does not know nor drop one whose result is used. Reading
// the input costs something too; `loop_overhead` measures just that, so that a lookup's own
// cost is its time less the overhead's (docs/performance.md).
//
// Each benchmark runs two ways, its argument `dependent`: 0, the lookups are independent, and the
// time is the throughput (the processor overlaps as many as it can); 1, each lookup's input is
// chosen by the previous answer, and the time is the latency (no two lookups overlap).
// `loop_overhead` runs both ways too, and each way's own cost is taken off its own way's time.
//
// A generated header is asked with a state of its table, made one of two ways from a number:
// `unchecked::state_at(i)` trusts it, `state_at(i)` checks it (a compare, std::optional out), and
// what takes the state never checks again; a move list's `move_at(k)` and `unchecked::move_at(k)`
// likewise. `*_table` measures the unchecked way in and `*_table_checked` the checked one, on the
// same inputs. A checked answer
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

// The index of an answer that is a table's state, or empty: what keep can hold in one word.
template <class State>
std::optional<std::uint32_t> index_of(const std::optional<State>& s) {
  if (!s) return std::nullopt;
  return s->index();
}

// The letter of a Hanoi table's move, or empty.
template <class Move>
std::optional<char> letter_of(const std::optional<Move>& m) {
  if (!m) return std::nullopt;
  return m->letter();
}

// The token of an answer that carries the dependence to the next lookup: its value, in one word.
template <class T>
  requires std::is_arithmetic_v<T>
std::uint64_t token(T result) {
  return static_cast<std::uint64_t>(result);
}
template <class T>
  requires std::is_arithmetic_v<T>
std::uint64_t token(const std::optional<T>& result) {
  return static_cast<std::uint64_t>(result.value_or(T{})) << 1 | (result ? 1u : 0u);
}
// A record (a hardest puzzle): every member, so that the next lookup waits for the whole record.
std::uint64_t token(const ctp::tables::water_hardest_3_12::puzzle& p) {
  std::uint64_t sum = static_cast<std::uint64_t>(p.goal_amount);
  for (const int c : p.capacities) sum += static_cast<std::uint64_t>(c);
  for (const int s : p.start) sum += static_cast<std::uint64_t>(s);
  return sum;
}
std::uint64_t token(const std::optional<ctp::tables::water_hardest_3_12::puzzle>& p) {
  return p ? token(*p) : 0;
}

// The two ways a benchmark asks (its argument `dependent`): independent lookups, whose time is the
// throughput (the processor overlaps as many as it can), and lookups each of which waits for the
// one before, whose time is the latency (the next input's position is moved by the previous
// answer, so that no two can overlap).
enum : std::int64_t { independent = 0, dependent = 1 };

static_assert((input_count & (input_count - 1)) == 0, "dependent lookups wrap with a mask");

// Runs `answer(input)` for every input, one pass over all of them an iteration, so that the
// benchmark's own bookkeeping is paid once a pass and not once a lookup: an answer's time is an
// iteration's divided by the `lookups` counter (scripts/bench_run.py divides).
template <class Inputs, class Answer>
void cycle(benchmark::State& state, const Inputs& inputs, Answer answer) {
  if (state.range(0) == dependent) {
    // Lookup i reads input (i + the previous answer's token) mod input_count.
    std::uint64_t carry = 0;
    for (auto _ : state) {
      for (std::size_t i = 0; i != inputs.size(); ++i) {
        auto result = answer(inputs[(i + carry) & (input_count - 1)]);
        carry = token(result);
      }
    }
    benchmark::DoNotOptimize(carry);
  } else {
    for (auto _ : state) {
      for (const auto& input : inputs) {
        auto result = answer(input);
        keep(result);
      }
    }
  }
  state.counters["lookups"] = static_cast<double>(inputs.size());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(inputs.size()));
}

// Registers a benchmark both ways (`->Apply(both_ways)`); the solves, about 0.1 ms an answer,
// only independently (`->Apply(independently)`).
void both_ways(benchmark::internal::Benchmark* b) {
  b->ArgName("dependent")->Arg(independent)->Arg(dependent);
}
void independently(benchmark::internal::Benchmark* b) { b->ArgName("dependent")->Arg(independent); }

// The cost of reading an input and keeping a result: what every lookup below pays as well.
void loop_overhead(benchmark::State& state) {
  const auto inputs = random_inputs(65536);
  cycle(state, inputs, [](std::uint64_t k) { return k; });
}
BENCHMARK(loop_overhead)->Apply(both_ways);

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

namespace four = tables::nine_tails_4x4;

// The boards a cost is asked for: any board when the lookups are independent; when each waits for
// the one before, the boards that have a cost only. Fifteen boards in sixteen cannot reach all
// tails, and for them the answer is "none" by a branch the processor predicts: it would start the
// next lookup before this one ends, and the chain would not measure a latency.
std::vector<std::uint64_t> cost_inputs_4x4(const benchmark::State& state);

void nine_tails_4x4_cost_table(benchmark::State& state) {
  const auto inputs = cost_inputs_4x4(state);
  cycle(state, inputs, [](std::uint64_t s) {
    return four::cost(four::unchecked::state_at(static_cast<four::index_type>(s)));
  });
}
BENCHMARK(nine_tails_4x4_cost_table)->Apply(both_ways);

void nine_tails_4x4_cost_table_checked(benchmark::State& state) {
  const auto inputs = cost_inputs_4x4(state);
  cycle(state, inputs, [](std::uint64_t s) -> std::optional<unsigned> {
    const std::optional<four::state> board = four::state_at(static_cast<four::index_type>(s));
    if (!board) return std::nullopt;
    return four::cost(*board);
  });
}
BENCHMARK(nine_tails_4x4_cost_table_checked)->Apply(both_ways);

void nine_tails_4x4_cost_solved(benchmark::State& state) {
  const auto inputs = random_inputs(board_4x4.state_count());
  cycle(state, inputs, [](std::uint64_t s) {
    const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
    return solution.cost(static_cast<ctp::nine_tails_state>(s)).value_or(255);
  });
}
BENCHMARK(nine_tails_4x4_cost_solved)->Apply(independently);

// The 4x4 table's cost of a board, for choosing inputs.
unsigned cost_4x4(std::uint64_t s) {
  return four::cost(four::unchecked::state_at(static_cast<four::index_type>(s)))
      .value_or(ctp::search::unreachable<std::uint8_t>);
}

std::vector<std::uint64_t> cost_inputs_4x4(const benchmark::State& state) {
  if (state.range(0) == dependent) return reachable_inputs(board_4x4.state_count(), cost_4x4);
  return random_inputs(board_4x4.state_count());
}

void nine_tails_4x4_next_table(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) {
    return index_of(four::next(four::unchecked::state_at(static_cast<four::index_type>(s))));
  });
}
BENCHMARK(nine_tails_4x4_next_table)->Apply(both_ways);

void nine_tails_4x4_next_table_checked(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) -> std::optional<std::uint32_t> {
    const std::optional<four::state> board = four::state_at(static_cast<four::index_type>(s));
    if (!board) return std::nullopt;
    return index_of(four::next(*board));
  });
}
BENCHMARK(nine_tails_4x4_next_table_checked)->Apply(both_ways);

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
BENCHMARK(nine_tails_4x4_next_from_costs)->Apply(both_ways);

void nine_tails_4x4_next_solved(benchmark::State& state) {
  const auto inputs = reachable_inputs(board_4x4.state_count(), cost_4x4);
  cycle(state, inputs, [](std::uint64_t s) {
    const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
    return solution.next(static_cast<ctp::nine_tails_state>(s));
  });
}
BENCHMARK(nine_tails_4x4_next_solved)->Apply(independently);

// --- Nine tails, 3x3: Liang's board, weighted and unweighted (every board reaches all tails). ---

constexpr std::uint64_t boards_3x3 = 512;

void nine_tails_3x3_cost_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    namespace table = tables::nine_tails_3x3;
    return table::cost(table::unchecked::state_at(static_cast<table::index_type>(s)));
  });
}
BENCHMARK(nine_tails_3x3_cost_table)->Apply(both_ways);

void nine_tails_3x3_cost_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) -> std::optional<unsigned> {
    namespace table = tables::nine_tails_3x3;
    const std::optional<table::state> board = table::state_at(static_cast<table::index_type>(s));
    if (!board) return std::nullopt;
    return table::cost(*board);
  });
}
BENCHMARK(nine_tails_3x3_cost_table_checked)->Apply(both_ways);

void nine_tails_3x3_next_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    namespace table = tables::nine_tails_3x3;
    return index_of(table::next(table::unchecked::state_at(static_cast<table::index_type>(s))));
  });
}
BENCHMARK(nine_tails_3x3_next_table)->Apply(both_ways);

void nine_tails_3x3_next_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) -> std::optional<std::uint32_t> {
    namespace table = tables::nine_tails_3x3;
    const std::optional<table::state> board = table::state_at(static_cast<table::index_type>(s));
    if (!board) return std::nullopt;
    return index_of(table::next(*board));
  });
}
BENCHMARK(nine_tails_3x3_next_table_checked)->Apply(both_ways);

void nine_tails_3x3_unweighted_cost_table(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) {
    namespace table = tables::nine_tails_3x3_unweighted;
    return table::cost(table::unchecked::state_at(static_cast<table::index_type>(s)));
  });
}
BENCHMARK(nine_tails_3x3_unweighted_cost_table)->Apply(both_ways);

void nine_tails_3x3_unweighted_cost_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(boards_3x3), [](std::uint64_t s) -> std::optional<unsigned> {
    namespace table = tables::nine_tails_3x3_unweighted;
    const std::optional<table::state> board = table::state_at(static_cast<table::index_type>(s));
    if (!board) return std::nullopt;
    return table::cost(*board);
  });
}
BENCHMARK(nine_tails_3x3_unweighted_cost_table_checked)->Apply(both_ways);

// --- Towers of Hanoi, 10 discs: the letter of move k. ---

namespace hanoi = tables::hanoi_10;

void hanoi_10_move_table(benchmark::State& state) {
  const auto inputs = random_inputs(hanoi::move_count());
  cycle(state, inputs, [](std::uint64_t k) {
    return hanoi::unchecked::move_at(static_cast<hanoi::index_type>(k)).letter();
  });
}
BENCHMARK(hanoi_10_move_table)->Apply(both_ways);

void hanoi_10_move_table_checked(benchmark::State& state) {
  const auto inputs = random_inputs(hanoi::move_count());
  cycle(state, inputs, [](std::uint64_t k) {
    return letter_of(hanoi::move_at(static_cast<hanoi::index_type>(k)));
  });
}
BENCHMARK(hanoi_10_move_table_checked)->Apply(both_ways);

void hanoi_10_move_computed(benchmark::State& state) {
  const auto inputs = random_inputs(hanoi::move_count());
  cycle(state, inputs, [](std::uint64_t k) { return ctp::hanoi_move_at(10, k); });
}
BENCHMARK(hanoi_10_move_computed)->Apply(both_ways);

// --- Chinese rings, 10 rings: the state after k moves of taking them off. ---

namespace rings = tables::rings_10;

void rings_10_state_table(benchmark::State& state) {
  const auto inputs = random_inputs(rings::move_count() + 1);
  cycle(state, inputs, [](std::uint64_t k) {
    return rings::unchecked::state_after(static_cast<rings::index_type>(k)).index();
  });
}
BENCHMARK(rings_10_state_table)->Apply(both_ways);

void rings_10_state_table_checked(benchmark::State& state) {
  const auto inputs = random_inputs(rings::move_count() + 1);
  cycle(state, inputs, [](std::uint64_t k) {
    return index_of(rings::state_after(static_cast<rings::index_type>(k)));
  });
}
BENCHMARK(rings_10_state_table_checked)->Apply(both_ways);

void rings_10_state_computed(benchmark::State& state) {
  const auto inputs = random_inputs(rings::move_count() + 1);
  cycle(state, inputs, [](std::uint64_t k) { return ctp::rings_remove_state_after(10, k); });
}
BENCHMARK(rings_10_state_computed)->Apply(both_ways);

// --- Water pouring, cups 3, 5, 8: the fewest moves from reachable contents to an amount. ---

namespace water = tables::water_3_5_8;

// Every state the start reaches, by index (the table has an index for every contents the cups can
// hold, and state_at answers only for the reached ones).
std::vector<water::index_type> water_states() {
  std::vector<water::index_type> states;
  for (water::index_type i = 0; i != water::state_count(); ++i)
    if (water::state_at(i)) states.push_back(i);
  return states;
}

// An input: a reached state's index, its contents and an amount, all made before the timing, so
// that a lookup reads its input as the other lookups do and its time is the table's.
struct water_input {
  water::index_type index;
  std::array<int, water::cups> contents;
  int amount;
};

// Input k of the reached_count() * (largest + 1) inputs: reached state k % reached_count(), amount
// k / reached_count().
water_input water_input_of(const std::vector<water::index_type>& states, std::uint64_t k) {
  const water::index_type index = states[k % states.size()];
  return {index, water::amounts(water::unchecked::state_at(index)),
          static_cast<int>(k / states.size())};
}

std::vector<water_input> water_inputs() {
  const std::vector<water::index_type> states = water_states();
  std::vector<water_input> values;
  for (const std::uint64_t k : random_inputs(water::reached_count() * (water::max_capacity + 1)))
    values.push_back(water_input_of(states, k));
  return values;
}

void water_3_5_8_distance_table(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs, [](const water_input& input) {
    return water::cost(water::unchecked::state_at(input.index), input.amount);
  });
}
BENCHMARK(water_3_5_8_distance_table)->Apply(both_ways);

void water_3_5_8_distance_table_checked(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs, [](const water_input& input) -> std::optional<unsigned> {
    const std::optional<water::state> s = water::state_at(input.index);
    if (!s) return std::nullopt;
    return water::cost(*s, input.amount);
  });
}
BENCHMARK(water_3_5_8_distance_table_checked)->Apply(both_ways);

// One breadth-first search from the contents (ctp::water_solve), as a program without the table
// would answer.
std::optional<unsigned> water_solved(const water_input& input) {
  const auto& contents = input.contents;
  ctp::water_puzzle puzzle{{3, {3, 5, 8}}, {3, {contents[0], contents[1], contents[2]}}, false};
  const auto cost = ctp::water_solve(puzzle, ctp::water_goal::amount_anywhere(input.amount)).cost();
  if (!cost) return std::nullopt;  // no way, as the table says it
  return static_cast<unsigned>(*cost);
}

void water_3_5_8_distance_solved(benchmark::State& state) {
  const auto inputs = water_inputs();
  cycle(state, inputs, water_solved);
}
BENCHMARK(water_3_5_8_distance_solved)->Apply(both_ways);

// --- Water pouring, the hardest puzzles of 3 cups up to 12: puzzle i of the list. ---

namespace hardest = tables::water_hardest_3_12;

void water_hardest_3_12_puzzle_table(benchmark::State& state) {
  cycle(state, random_inputs(hardest::puzzle_count()), [](std::uint64_t i) {
    return hardest::unchecked::puzzle_at(static_cast<hardest::index_type>(i));
  });
}
BENCHMARK(water_hardest_3_12_puzzle_table)->Apply(both_ways);

void water_hardest_3_12_puzzle_table_checked(benchmark::State& state) {
  cycle(state, random_inputs(hardest::puzzle_count()),
        [](std::uint64_t i) { return hardest::puzzle_at(static_cast<hardest::index_type>(i)); });
}
BENCHMARK(water_hardest_3_12_puzzle_table_checked)->Apply(both_ways);

// Before anything is timed: the table and the computation give the same answers, state by state
// (the stored costs say 255 for a board that cannot reach all tails; the table, no answer).
void check_answers() {
  const ctp::nine_tails_solution solution(board_4x4, ctp::nine_tails_model::weighted);
  for (four::index_type s = 0; s != four::state_count(); ++s) {
    const four::state board = four::unchecked::state_at(s);  // every index is a 4x4 board
    if (solution.costs()[s] != four::cost(board).value_or(255) ||
        solution.next(s) != index_of(four::next(board)))
      throw std::logic_error("ctp: bench: the 4x4 table disagrees with nine_tails_solution");
  }
  namespace weighted = tables::nine_tails_3x3;
  namespace unweighted = tables::nine_tails_3x3_unweighted;
  const ctp::nine_tails_solution weighted_3x3({3, 3}, ctp::nine_tails_model::weighted);
  const ctp::nine_tails_solution unweighted_3x3({3, 3}, ctp::nine_tails_model::unweighted);
  for (weighted::index_type s = 0; s != boards_3x3; ++s) {
    const weighted::state board = weighted::unchecked::state_at(s);
    if (weighted_3x3.costs()[s] != weighted::cost(board).value_or(255) ||
        weighted_3x3.next(s) != index_of(weighted::next(board)) ||
        unweighted_3x3.costs()[s] !=
            unweighted::cost(unweighted::unchecked::state_at(s)).value_or(255))
      throw std::logic_error("ctp: bench: a 3x3 table disagrees with nine_tails_solution");
  }
  for (hanoi::index_type k = 0; k != hanoi::move_count(); ++k)
    if (letter_of(hanoi::move_at(k)) != ctp::hanoi_move_at(10, k))
      throw std::logic_error("ctp: bench: the hanoi_10 table disagrees with hanoi_move_at");
  for (rings::index_type k = 0; k <= rings::move_count(); ++k) {
    const std::optional<std::uint32_t> after = index_of(rings::state_after(k));
    if (!after || *after != ctp::rings_remove_state_after(10, k))
      throw std::logic_error(
          "ctp: bench: the rings_10 table disagrees with rings_remove_state_after");
  }
  const std::vector<water::index_type> states = water_states();
  if (states.size() != water::reached_count())
    throw std::logic_error("ctp: bench: the water_3_5_8 table's states are not reached_count()");
  for (std::uint64_t k = 0; k != water::reached_count() * (water::max_capacity + 1); ++k)
    if (const water_input input = water_input_of(states, k);
        water::cost(water::unchecked::state_at(input.index), input.amount) != water_solved(input))
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
