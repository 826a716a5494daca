// The cost of including <ctp/water_pouring.hpp>, one puzzle's Boost-free core, and nothing else.
#include <ctp/water_pouring.hpp>
