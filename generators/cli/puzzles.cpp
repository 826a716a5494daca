// A tool's help examples and subcommands, gathered from its puzzles' parts (see puzzles.hpp).
#include "cli/puzzles.hpp"

#include <string>
#include <vector>

namespace ctp::cli {

std::string examples_of(const std::vector<tool_part>& parts) {
  std::string text;
  const auto add = [&text](const std::vector<std::string>& lines) {
    for (const std::string& line : lines) text += (text.empty() ? "" : "\n") + line;
  };
  for (const tool_part& part : parts) add(part.first_examples);
  for (const tool_part& part : parts) add(part.examples);
  return text;
}

std::vector<command> add_subcommands(CLI::App& app, const std::vector<tool_part>& parts) {
  std::vector<command> commands;
  for (const tool_part& part : parts)
    for (const auto& add : part.subcommands) commands.push_back(add(app));
  return commands;
}

}  // namespace ctp::cli
