// The cost of including <ctp/river_crossing.hpp>, one puzzle's Boost-free core, and nothing else.
#include <ctp/river_crossing.hpp>
