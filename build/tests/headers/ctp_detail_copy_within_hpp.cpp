#include <ctp/detail/copy_within.hpp>
#include <ctp/detail/copy_within.hpp>
