#include <ctp/hanoi/replay.hpp>
#include <ctp/hanoi/replay.hpp>
