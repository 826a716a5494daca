// Throughput of the searches behind the generated tables (Google Benchmark): every state of a
// nine tails board solved by ctp::nine_tails_solution (what ctp-gen nine-tails runs), and the
// hardest water pouring puzzles by ctp::water_hardest, in states per second and peak memory.
//
// Memory: before each benchmark the kernel's high-water mark of this process is reset
// (/proc/self/clear_refs), so that `peak_mib` is the benchmark's own peak resident memory and
// `bytes_per_state` what it grew by over the resident memory before it, per state.
// The counters `reachable`, `cost_sum`, `hardest` and `puzzles` are the answers, compared with the
// Python reference's by scripts/bench_run.py (the same work, so that the speed-up is a fair ratio).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <fstream>
#include <string>

#include "ctp/nine_tails.hpp"
#include "ctp/nine_tails/run_time/solution.hpp"
#include "ctp/water_pouring.hpp"
#include "ctp/water_pouring/run_time/hardest.hpp"

namespace {

// A field of /proc/self/status in KiB (VmRSS: now, VmHWM: the peak), or 0 where there is none.
std::uint64_t status_kib(const std::string& field) {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.compare(0, field.size() + 1, field + ":") == 0)
      return std::stoull(line.substr(field.size() + 1));
  return 0;
}

// Resets the peak resident memory to the current one (Linux 4.0 and later); false if it cannot.
bool reset_peak() {
  std::ofstream clear("/proc/self/clear_refs");
  clear << "5";
  clear.close();
  return static_cast<bool>(clear);
}

// Sets peak_mib and bytes_per_state from the memory before (base_kib) and the peak since.
void memory_counters(benchmark::State& state, std::uint64_t base_kib, double states) {
  const std::uint64_t peak_kib = status_kib("VmHWM");
  state.counters["peak_mib"] = static_cast<double>(peak_kib) / 1024.0;
  state.counters["bytes_per_state"] =
      peak_kib > base_kib ? static_cast<double>(peak_kib - base_kib) * 1024.0 / states : 0.0;
}

// Every state of a rows x cols board, weighted (fewest coins flipped): Dial's algorithm with six
// bit-set buckets over the reversed moves, one byte of cost a state.
void nine_tails_solution(benchmark::State& state) {
  const ctp::nine_tails_shape shape{static_cast<int>(state.range(0)),
                                    static_cast<int>(state.range(1))};
  const bool reset = reset_peak();
  const std::uint64_t base_kib = status_kib("VmRSS");
  std::uint64_t reachable = 0, cost_sum = 0;
  for (auto _ : state) {
    const ctp::nine_tails_solution solution(shape, ctp::nine_tails_model::weighted);
    benchmark::DoNotOptimize(solution.costs().data());
    reachable = solution.reachable_count();
    state.PauseTiming();
    cost_sum = 0;
    for (const std::uint8_t c : solution.costs())
      if (c != ctp::search::unreachable<std::uint8_t>) cost_sum += c;
    state.ResumeTiming();
  }
  const auto states = static_cast<double>(shape.state_count());
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(shape.state_count()));
  state.counters["states"] = states;
  state.counters["reachable"] = static_cast<double>(reachable);
  state.counters["cost_sum"] = static_cast<double>(cost_sum);
  state.counters["peak_reset"] = reset ? 1 : 0;
  memory_counters(state, base_kib, states);
}
BENCHMARK(nine_tails_solution)
    ->Args({3, 3})
    ->Args({4, 4})
    ->Args({5, 5})
    ->Unit(benchmark::kMillisecond);

// The states that water_hardest(cups, largest) searches: for every capacity tuple
// 1 <= c_1 <= ... <= c_k <= largest, all (c_1 + 1) ... (c_k + 1) contents (each search clears
// that many distances). Counted here the same way as in the Python reference.
std::uint64_t water_state_slots(int cups, int largest, std::uint64_t& tuples) {
  std::uint64_t slots = 0;
  tuples = 0;
  // Enumerate non-decreasing tuples as the library does: raise the last cup that can rise.
  int capacity[ctp::water_max_cups];
  for (int c = 0; c != cups; ++c) capacity[c] = 1;
  while (true) {
    std::uint64_t span = 1;
    for (int c = 0; c != cups; ++c) span *= static_cast<std::uint64_t>(capacity[c]) + 1;
    slots += span;
    ++tuples;
    int c = cups - 1;
    while (c >= 0 && capacity[c] == largest) --c;
    if (c < 0) break;
    ++capacity[c];
    for (int d = c + 1; d != cups; ++d) capacity[d] = capacity[c];
  }
  return slots;
}

// The hardest puzzles of `cups` cups with capacities up to `largest`, without a tap (the largest
// cup starts full): one breadth-first search a capacity tuple.
void water_hardest(benchmark::State& state) {
  const int cups = static_cast<int>(state.range(0)), largest = static_cast<int>(state.range(1));
  std::uint64_t tuples = 0;
  const std::uint64_t slots = water_state_slots(cups, largest, tuples);
  const bool reset = reset_peak();
  const std::uint64_t base_kib = status_kib("VmRSS");
  int hardest = 0;
  std::uint64_t puzzles = 0;
  for (auto _ : state) {
    const ctp::water_hardest_result result = ctp::water_hardest(cups, largest, false);
    benchmark::DoNotOptimize(result.puzzles.data());
    hardest = result.moves;
    puzzles = result.puzzles.size();
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(slots));
  state.counters["states"] = static_cast<double>(slots);
  state.counters["tuples"] = static_cast<double>(tuples);
  state.counters["hardest"] = hardest;
  state.counters["puzzles"] = static_cast<double>(puzzles);
  state.counters["peak_reset"] = reset ? 1 : 0;
  memory_counters(state, base_kib, static_cast<double>(slots));
}
BENCHMARK(water_hardest)
    ->Args({3, 12})
    ->Args({3, 20})
    ->Args({4, 12})
    ->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
