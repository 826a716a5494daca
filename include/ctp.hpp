// ctp, compile-time puzzles: the Boost-free core, every puzzle in one include (generated tables,
// under ctp/tables/, and the run-time searches the tools run, each in its own header, are opt-in).
// Written from the manifests, puzzles/*.json, by scripts/check_layout.py --fix-umbrella.
#ifndef CTP_HPP_INCLUDED
#define CTP_HPP_INCLUDED

#include "ctp/chinese_rings.hpp"
#include "ctp/fixed_string.hpp"
#include "ctp/hanoi.hpp"
#include "ctp/nine_tails.hpp"
#include "ctp/river_crossing.hpp"
#include "ctp/water_pouring.hpp"

#endif  // CTP_HPP_INCLUDED
