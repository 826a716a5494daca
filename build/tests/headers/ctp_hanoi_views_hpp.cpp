#include <ctp/hanoi/views.hpp>
#include <ctp/hanoi/views.hpp>
