// The SVG options of the ctp subcommands: reading them, and writing the picture where asked.
#include "pictures/svg_options.hpp"

#include <charconv>
#include <filesystem>
#include <stdexcept>
#include <system_error>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/output_file.hpp"

namespace ctp::pictures {

void add_svg_options(CLI::App& sub, svg_options& options) {
  options.svg = cli::add_flag(
      sub, "--svg",
      fmt::format("draw the solution as SVG: an animation of every move (at most {} moves; longer "
                  "solutions one state at a time with --frame)",
                  svg_max_animated_moves));
  cli::add_text_option(sub, "--frame", options.frame,
                       "with --svg: draw only the state after move K (0 is the start)", "K");
  cli::add_text_option(sub, "-o,--output", options.output,
                       "with --svg: write the picture to FILE instead of standard output", "FILE");
}

bool svg_wanted(const svg_options& options) {
  if (cli::given(*options.svg)) return true;
  if (cli::given(options.frame))
    throw cli::usage_error(
        "--frame goes with --svg: --svg --frame K draws the state after move K; add --svg");
  if (cli::given(options.output))
    throw cli::usage_error(
        "-o goes with --svg: --svg -o FILE writes the picture to FILE; add --svg");
  return false;
}

void reject_with_svg(std::initializer_list<const CLI::Option*> others) {
  for (const CLI::Option* other : others)
    if (cli::given(*other))
      throw cli::usage_error(fmt::format("--svg and {} are two views of the solution; choose one",
                                         cli::name_of(*other)));
}

// 1. --frame K: digits only, a move number from 0 to the last move.
// 2. Without it, the whole animation, if it is small enough.
svg_choice svg_frame(const svg_options& options, std::uint64_t moves) {
  if (cli::given(options.frame)) {
    const std::string& text = options.frame.text;
    std::uint64_t k = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), k);
    if (text.empty() || error != std::errc{} || end != text.data() + text.size() || k > moves)
      throw cli::usage_error(fmt::format(
          "--frame needs a move number from 0 (the start) to {} (the last move), got {}", moves,
          cli::shown(text)));
    return {true, k};
  }
  if (moves > svg_max_animated_moves)
    throw cli::usage_error(fmt::format(
        "--svg animates at most {} moves and this solution has {}; draw one state with --frame K "
        "(K from 0 to {})",
        svg_max_animated_moves, moves, moves));
  return {};
}

void write_svg(cli::output& out, const svg_options& options, const std::string& document) {
  if (!cli::given(options.output)) return out.write(document);
  cli::write_output_file(options.output.text, document);
}

}  // namespace ctp::pictures
