// The options with which every ctp subcommand draws its solution as SVG: --svg (an animation of
// every move), --frame K (a still picture of the state after move K) and -o FILE.
#ifndef CTP_GENERATORS_PICTURES_SVG_OPTIONS_HPP_INCLUDED
#define CTP_GENERATORS_PICTURES_SVG_OPTIONS_HPP_INCLUDED

#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

#include "cli/arguments.hpp"
#include "cli/cli11_names.hpp"
#include "cli/output.hpp"

namespace ctp::pictures {

// The most moves --svg animates, one frame a state: a frame holds only where the pieces are (each
// piece is drawn once and placed with <use>), so that 255 moves take less than 300 KB
// (tests/cli/svg.toml). Longer solutions are drawn one state at a time with --frame K,
// which works at any size.
inline constexpr std::uint64_t svg_max_animated_moves = 256;

// The SVG options of one subcommand, as typed (checked by svg_wanted and svg_frame).
struct svg_options {
  CLI::Option* svg = nullptr;
  cli::typed frame;
  cli::typed output;
};

// Adds --svg, --frame K and -o FILE to sub, with their help texts.
void add_svg_options(CLI::App& sub, svg_options& options);

// True iff --svg was given. --frame or -o without it is a usage_error, as each only says how to
// draw: "--frame goes with --svg: ...".
bool svg_wanted(const svg_options& options);

// Rejects the first of `others` given together with --svg: those options choose another view
// (a listing), and a picture is one view. Call it only when svg_wanted.
void reject_with_svg(std::initializer_list<const CLI::Option*> others);

// What to draw of a solution of `moves` moves: the state after move K of --frame K (K from 0,
// the start, to moves), or nothing, which asks for the whole animation. A K outside 0 .. moves
// is a usage_error, and so is an animation of more than svg_max_animated_moves moves (the
// message suggests --frame).
struct svg_choice {
  bool still = false;
  std::uint64_t frame = 0;
};
svg_choice svg_frame(const svg_options& options, std::uint64_t moves);

// Writes the document to standard output, or to the file of -o (replaced only when it changes);
// a file that cannot be written is a usage_error: "-o: cannot write FILE: reason".
void write_svg(cli::output& out, const svg_options& options, const std::string& document);

}  // namespace ctp::pictures

#endif  // CTP_GENERATORS_PICTURES_SVG_OPTIONS_HPP_INCLUDED
