// The cost of including <ctp/hanoi.hpp>, one puzzle's Boost-free core, and nothing else.
#include <ctp/hanoi.hpp>
