// The hardest-puzzle search cut into parts, measured (docs/performance.md, "Beyond one
// machine"): every capacity tuple of a family searched alone and timed, and from those times how
// a search cut into parts would end on M machines, each machine one process:
// 1. each tuple's time is the least of --reps runs (on a shared machine the least is the run
//    least disturbed); beside it, its estimated cost (ctp::water_hardest_tuple_cost), how well
//    the estimate follows the time (the correlation of their logarithms), and the time a state
//    set out and a state reached cost (the states its search reached counted by one more,
//    untimed search), fitted by least squares: their ratio is the weight of a reached state
//    that the estimate should have;
// 2. static parts: the family cut into M parts of alike estimated cost (ctp::water_hardest_parts,
//    as --shard I/M cuts it), one a machine: the run ends with the slowest part; beside them, the
//    parts of every M-th tuple in increasing order, cut by position alone;
// 3. dynamic hand-out: the family cut into 16 parts a machine (ctp-mpi's default), handed out
//    largest estimated cost first to whichever machine is free first (ctp-mpi's rank 0);
// 4. the bound no schedule beats: the total time over M, or the longest tuple.
// Prints CSV: one row a number of machines.
//   water_parts --cups 4 --max 40 [--reps 3] [--machines 8,64,512]
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <functional>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#include "ctp/water_pouring/run_time/hardest.hpp"

namespace {

using ctp::water_capacities;
using ctp::water_state;

struct tuple_time {
  water_state capacity;
  std::uint64_t estimate;
  double seconds;
  double set_out;  // the states its search sets out, prod(c_i + 1)
  double reached;  // the states its search reached
};

// 1. Every tuple's least time of `reps` runs, in increasing order of the tuples.
std::vector<tuple_time> time_every_tuple(int cups, int largest, int reps) {
  ctp::water_hardest_search search(cups, largest, false);
  std::uint64_t span = 1;
  for (int c = 0; c != cups; ++c) span *= static_cast<std::uint64_t>(largest) + 1;
  std::vector<std::uint32_t> moves(span);
  std::vector<ctp::search::state_index> order(span);
  std::vector<tuple_time> times;
  ctp::water_hardest_for_each_tuple(
      cups, largest, water_capacities::repeats_allowed, [&](const water_state& capacity) {
        double least = INFINITY;
        for (int rep = 0; rep != reps; ++rep) {
          const auto start = std::chrono::steady_clock::now();
          search.search(capacity);
          least = std::min(
              least,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        }
        const ctp::water_puzzle puzzle = ctp::water_default_puzzle(capacity, false);
        const ctp::water_graph graph(puzzle);
        const auto reached =
            ctp::search::breadth_first(graph, graph.index(puzzle.start), moves, order);
        times.push_back({capacity, ctp::water_hardest_tuple_cost(capacity, false), least,
                         static_cast<double>(graph.state_count()), static_cast<double>(reached)});
      });
  return times;
}

// The correlation of the logarithms of the estimates and the times.
double log_correlation(const std::vector<tuple_time>& times) {
  double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
  for (const tuple_time& t : times) {
    const double x = std::log(static_cast<double>(t.estimate)), y = std::log(t.seconds);
    sx += x, sy += y, sxx += x * x, syy += y * y, sxy += x * y;
  }
  const double n = static_cast<double>(times.size());
  return (n * sxy - sx * sy) / std::sqrt((n * sxx - sx * sx) * (n * syy - sy * sy));
}

// The seconds a state set out and a state reached cost: time = a * set_out + b * reached, fitted
// by least squares over every tuple.
std::pair<double, double> fitted_costs(const std::vector<tuple_time>& times) {
  double ss = 0, rr = 0, sr = 0, st = 0, rt = 0;
  for (const tuple_time& t : times) {
    ss += t.set_out * t.set_out, rr += t.reached * t.reached, sr += t.set_out * t.reached;
    st += t.set_out * t.seconds, rt += t.reached * t.seconds;
  }
  const double determinant = ss * rr - sr * sr;
  return {(st * rr - rt * sr) / determinant, (rt * ss - st * sr) / determinant};
}

// The time of each part of `count`, from the tuples' times.
std::vector<double> part_times(const std::vector<tuple_time>& times, int cups, int largest,
                               int count) {
  const ctp::water_hardest_parts parts(cups, largest, false, water_capacities::repeats_allowed,
                                       count);
  std::vector<double> seconds(static_cast<std::size_t>(count), 0);
  for (int part = 0; part != count; ++part)
    for (const water_state& capacity : parts.tuples(part)) {
      // The tuples are few a part and the family's are in increasing order: a binary search.
      const auto at = std::lower_bound(
          times.begin(), times.end(), capacity, [](const tuple_time& t, const water_state& c) {
            return std::lexicographical_compare(t.capacity.amount, t.capacity.amount + c.cups,
                                                c.amount, c.amount + c.cups);
          });
      seconds[static_cast<std::size_t>(part)] += at->seconds;
    }
  return seconds;
}

// 3. The end of a hand-out of `parts` (their times), in this order, to the first free of
// `machines`.
double hand_out_end(const std::vector<double>& parts, const std::vector<int>& order, int machines) {
  std::priority_queue<double, std::vector<double>, std::greater<>> free_at;
  for (int m = 0; m != machines; ++m) free_at.push(0);
  double end = 0;
  for (const int part : order) {
    const double start = free_at.top();
    free_at.pop();
    const double done = start + parts[static_cast<std::size_t>(part)];
    end = std::max(end, done);
    free_at.push(done);
  }
  return end;
}

int number_after(int argc, char** argv, const char* name, int fallback) {
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], name) == 0) return std::atoi(argv[i + 1]);
  return fallback;
}

}  // namespace

int main(int argc, char** argv) try {
  const int cups = number_after(argc, argv, "--cups", 4);
  const int largest = number_after(argc, argv, "--max", 40);
  const int reps = number_after(argc, argv, "--reps", 3);
  std::vector<int> machines = {8, 64, 512};
  for (int i = 1; i + 1 < argc; ++i)
    if (std::strcmp(argv[i], "--machines") == 0) {
      machines.clear();
      for (const char* at = argv[i + 1]; *at != '\0';) {
        char* end = nullptr;
        machines.push_back(static_cast<int>(std::strtol(at, &end, 10)));
        at = *end == ',' ? end + 1 : end;
      }
    }
  const std::vector<tuple_time> times = time_every_tuple(cups, largest, reps);
  double total = 0, longest = 0;
  for (const tuple_time& t : times) total += t.seconds, longest = std::max(longest, t.seconds);
  const auto [set_out_s, reached_s] = fitted_costs(times);
  std::printf(
      "family,tuples,total_s,longest_tuple_s,log_correlation,ns_set_out,ns_reached,"
      "fitted_weight,machines,static_s,by_position_s,dynamic_parts,dynamic_s,bound_s\n");
  for (const int m : machines) {
    // 2. Static parts, of alike estimated cost, and of every m-th tuple.
    const std::vector<double> parts = part_times(times, cups, largest, m);
    std::vector<double> by_position(static_cast<std::size_t>(m), 0);
    for (std::size_t at = 0; at != times.size(); ++at)
      by_position[at % static_cast<std::size_t>(m)] += times[at].seconds;
    // 3. Dynamic: 16 parts a machine, the largest estimated cost first.
    const int units = static_cast<int>(std::min<std::size_t>(std::size_t{16} * m, times.size()));
    const std::vector<double> unit_times = part_times(times, cups, largest, units);
    const ctp::water_hardest_parts unit_parts(cups, largest, false,
                                              water_capacities::repeats_allowed, units);
    std::vector<int> order(static_cast<std::size_t>(units));
    for (int u = 0; u != units; ++u) order[static_cast<std::size_t>(u)] = u;
    std::sort(order.begin(), order.end(), [&](int a, int b) {
      return unit_parts.cost(a) != unit_parts.cost(b) ? unit_parts.cost(a) > unit_parts.cost(b)
                                                      : a < b;
    });
    std::printf("--cups %d --max %d,%zu,%.3f,%.6f,%.4f,%.4f,%.2f,%.0f,%d,%.4f,%.4f,%d,%.4f,%.4f\n",
                cups, largest, times.size(), total, longest, log_correlation(times),
                set_out_s * 1e9, reached_s * 1e9, reached_s / set_out_s, m,
                *std::max_element(parts.begin(), parts.end()),
                *std::max_element(by_position.begin(), by_position.end()), units,
                hand_out_end(unit_times, order, m), std::max(total / m, longest));
  }
} catch (const std::exception& error) {
  // A family the library refuses (its `ctp: ` message), or no memory for its arrays.
  std::fprintf(stderr, "%s\n", error.what());
  return 1;
}
