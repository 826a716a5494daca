// The puzzles of the tools: what each puzzle adds to ctp and to ctp-gen (its subcommands, in the
// order the help lists them, and its lines of the help's examples), and the two lists of those
// parts, one a puzzle, that CMake writes from the puzzles' manifests, puzzles/<word>.json
// (cmake/ctp_puzzles.cmake). The tools know no puzzle by name: they run what the lists hold.
#ifndef CTP_GENERATORS_CLI_PUZZLES_HPP_INCLUDED
#define CTP_GENERATORS_CLI_PUZZLES_HPP_INCLUDED

#include <functional>
#include <string>
#include <vector>

#include "cli/cli11_names.hpp"
#include "cli/command.hpp"

namespace ctp::cli {

// What one puzzle adds to one tool: a function a subcommand, each of which adds it to the tool's
// app, in the order the help lists them; the lines of the help's examples that show them; and
// any lines the help shows before every puzzle's examples (ctp-gen's first example writes a
// file); and what the help's paragraph about the tool says of how a subcommand shows its
// progress, where that is not the time it has been at work (ctp-gen: text that opens with " (",
// placed after "shows its progress").
struct tool_part {
  std::vector<std::function<command(CLI::App&)>> subcommands;
  std::vector<std::string> examples;
  std::vector<std::string> first_examples;
  std::string progress_notes;
};

// ctp's part of every puzzle, in the order of CTP_PUZZLES (written by CMake: ctp_puzzles.cpp).
std::vector<tool_part> ctp_parts();

// ctp-gen's part of every puzzle, in the same order (written by CMake: ctp_gen_puzzles.cpp).
std::vector<tool_part> ctp_gen_parts();

// The examples of a tool's help: every part's first examples, then every part's examples, one a
// line.
std::string examples_of(const std::vector<tool_part>& parts);

// Every part's subcommands, added to app in order.
std::vector<command> add_subcommands(CLI::App& app, const std::vector<tool_part>& parts);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_PUZZLES_HPP_INCLUDED
