// The cost of including <ctp.hpp>, the whole Boost-free core, and nothing else.
#include <ctp.hpp>
