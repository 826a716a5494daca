// The cost of including <ctp/nine_tails.hpp>, one puzzle's Boost-free core, and nothing else.
#include <ctp/nine_tails.hpp>
