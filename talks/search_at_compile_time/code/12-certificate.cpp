// The optimality certificate: Bellman's equations ("On a routing
// problem"), checked by the compiler, catch a forged cost.
#include <array>
#include <cstdint>

#include <ctp/nine_tails.hpp>

constexpr auto table = ctp::nine_tails_solve<3, 3>();

//! [certificate]
constexpr auto certify(const auto& cost) {
  return ctp::nine_tails_certify<ctp::nine_tails_model::weighted>(
      ctp::nine_tails_shape_3x3, cost);
}
static_assert(certify(table.costs()).optimal);

// Claim that HHHTTTHHH (56) takes 7 flips, not 8.
constexpr auto forged = [] {
  auto cost = std::to_array(table.costs());  // std::array
  cost[56] = 7;
  return certify(cost);
}();
static_assert(!forged.optimal);
static_assert(forged.first_wrong == 56);
//! [certificate]

int main() {}
