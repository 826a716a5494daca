#include <ctp/hanoi/move_name.hpp>
#include <ctp/hanoi/move_name.hpp>
