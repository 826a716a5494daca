// The cost of including <ctp/chinese_rings.hpp>, one puzzle's Boost-free core, and nothing else.
#include <ctp/chinese_rings.hpp>
