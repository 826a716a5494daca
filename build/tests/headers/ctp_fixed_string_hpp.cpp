#include <ctp/fixed_string.hpp>
#include <ctp/fixed_string.hpp>
