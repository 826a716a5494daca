// ctp-gen: writes lookup headers (or JSON) for any puzzle instance, computed by the ctp library's
// own constexpr functions run at run time. Every mistake is one `ctp-gen: ` line and exit 2.
#include <cctype>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/document.hpp"
#include "cli/output_file.hpp"
#include "cli/tables.hpp"

namespace {

using ctp::gen::document;

constexpr int usage_exit_code = 2;

constexpr const char* footer = R"(Each table is computed by the same constexpr functions that ctp's static_assert proofs run
at compile time. The output is byte-identical on every run and with every compiler; with -o
the file is replaced only when its contents change, and never left half-written.

Examples:
  ctp-gen nine-tails --rows 3 --cols 3 -o nine_tails_3x3.hpp
  ctp-gen hanoi --discs 10 --names hop,skip,jump --namespace my::tables --name hanoi
  ctp-gen rings --rings 10 --format json
  ctp-gen water --capacities 3,5,8 --start 0,0,8
  ctp-gen water-hardest --cups 3 --max 12)";

// True iff text is C++ identifiers joined by `::` (a namespace name) or, with single, one identifier.
bool is_identifier_path(std::string_view text, bool single) {
  if (text.empty()) return false;
  std::size_t at = 0;
  while (true) {
    std::size_t end = text.find("::", at);
    if (single && end != std::string_view::npos) return false;
    const std::string_view part = text.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at);
    if (part.empty() || std::isdigit(static_cast<unsigned char>(part[0]))) return false;
    for (const char c : part)
      if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
    if (end == std::string_view::npos) return true;
    at = end + 2;
  }
}

struct common_options {
  std::string output;
  std::string namespace_name = "ctp::tables";
  std::string name;
  std::string format = "cpp";
};

// Adds -o, --namespace, --name and --format to a subcommand.
void add_common(CLI::App& sub, common_options& common) {
  sub.add_option("-o,--output", common.output, "write to FILE (replaced only if different) instead of standard output")
      ->option_text("FILE");
  sub.add_option("--namespace", common.namespace_name, "the enclosing namespace (default ctp::tables)")->option_text("NS");
  sub.add_option("--name", common.name, "the table's own namespace inside it (default: from the puzzle)")
      ->option_text("NAME");
  sub.add_option("--format", common.format, "cpp (a header, the default) or json")->option_text("cpp|json");
}

std::vector<int> parse_numbers(const std::string& text, const char* option) {
  std::vector<int> numbers;
  std::size_t at = 0;
  while (true) {
    const std::size_t end = text.find(',', at);
    const std::string part = text.substr(at, end == std::string::npos ? std::string::npos : end - at);
    std::size_t used = 0;
    int value = 0;
    try {
      value = std::stoi(part, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (part.empty() || used != part.size())
      throw CLI::ValidationError(fmt::format("{} takes whole numbers separated by commas, got {}", option, text));
    numbers.push_back(value);
    if (end == std::string::npos) return numbers;
    at = end + 1;
  }
}

std::vector<std::string> split_names(const std::string& text) {
  std::vector<std::string> names;
  std::size_t at = 0;
  while (true) {
    const std::size_t end = text.find(',', at);
    names.push_back(text.substr(at, end == std::string::npos ? std::string::npos : end - at));
    if (end == std::string::npos) return names;
    at = end + 1;
  }
}

void print_error(std::string_view message) {
  std::fflush(stdout);
  std::cerr << "ctp-gen: " << message << '\n';
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"ctp-gen: lookup headers for the ctp puzzles, proven by the library's own functions", "ctp-gen"};
  app.footer(footer);
  app.set_version_flag("--version", "ctp-gen " CTP_VERSION);
  app.require_subcommand(1);

  common_options common;
  ctp::gen::hanoi_options hanoi;
  std::string hanoi_names;
  auto* hanoi_app = app.add_subcommand("hanoi", "Towers of Hanoi: the move letters (or names) for N discs");
  hanoi_app->add_option("--discs", hanoi.discs, "the number of discs, 1 to 24")->required();
  hanoi_app->add_option("--names", hanoi_names, "three distinct names for A, B and C, separated by commas")
      ->option_text("A,B,C");

  ctp::gen::rings_options rings;
  auto* rings_app = app.add_subcommand("rings", "Chinese rings: the moves and states that take N rings off");
  rings_app->add_option("--rings", rings.rings, "the number of rings, 1 to 24")->required();
  rings_app->add_flag("--on", rings.on, "put all rings on (from all down) instead");

  ctp::gen::nine_tails_options nine_tails;
  auto* nine_app = app.add_subcommand("nine-tails", "nine tails: the cost and next move of every state of a board");
  nine_app->add_option("--rows", nine_tails.rows, "the board's rows (default 3)");
  nine_app->add_option("--cols", nine_tails.cols, "the board's columns (default 3); 1 to 25 cells in all");
  nine_app->add_flag("--unweighted", nine_tails.unweighted, "count moves, not coins flipped");

  ctp::gen::water_options water;
  std::string capacities, start;
  auto* water_app = app.add_subcommand("water", "water pouring: distances and next moves to every amount");
  water_app->add_option("--capacities", capacities, "2 to 8 capacities, separated by commas")->required()->option_text("C,C,...");
  water_app->add_option("--start", start, "the contents at the start (default: the last cup full, or all empty with --tap)")
      ->option_text("A,A,...");
  water_app->add_flag("--tap", water.tap, "fill and empty are moves too");

  ctp::gen::water_hardest_options hardest;
  auto* hardest_app = app.add_subcommand("water-hardest", "water pouring: the hardest puzzles of a family");
  hardest_app->add_option("--cups", hardest.cups, "the number of cups, 2 to 8")->required();
  hardest_app->add_option("--max", hardest.max, "the largest capacity")->required();
  hardest_app->add_flag("--tap", hardest.tap, "fill and empty are moves too");

  for (CLI::App* sub : {hanoi_app, rings_app, nine_app, water_app, hardest_app}) add_common(*sub, common);

  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp&) {
    std::cout << app.help();
    return 0;
  } catch (const CLI::CallForAllHelp&) {
    std::cout << app.help("", CLI::AppFormatMode::All);
    return 0;
  } catch (const CLI::CallForVersion&) {
    std::cout << "ctp-gen " CTP_VERSION "\n";
    return 0;
  } catch (const CLI::ParseError& error) {
    // A subcommand's --help is a ParseError too (CallForHelp is thrown from it as well).
    if (error.get_exit_code() == 0) {
      for (const CLI::App* sub : app.get_subcommands())
        std::cout << sub->help();
      return 0;
    }
    std::string message = error.what();
    if (app.get_subcommands().empty() && message.find("subcommand") != std::string::npos) {
      message = "a subcommand is needed, one of: hanoi, rings, nine-tails, water, water-hardest (see ctp-gen --help)";
    } else {
      // CLI11's own words, as one line that says where to look.
      if (!message.empty()) message[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(message[0])));
      const std::string where = app.get_subcommands().empty() ? "" : " " + app.get_subcommands().front()->get_name();
      message += fmt::format(" (see ctp-gen{} --help)", where);
    }
    print_error(message);
    return usage_exit_code;
  }

  try {
    if (!is_identifier_path(common.namespace_name, false))
      throw std::invalid_argument("--namespace must be C++ identifiers joined by ::, got " + common.namespace_name);
    if (!common.name.empty() && !is_identifier_path(common.name, true))
      throw std::invalid_argument("--name must be one C++ identifier, got " + common.name);
    if (common.format != "cpp" && common.format != "json")
      throw std::invalid_argument("--format must be cpp or json, got " + common.format);

    document doc;
    std::string default_name;
    if (hanoi_app->parsed()) {
      if (!hanoi_names.empty()) hanoi.names = split_names(hanoi_names);
      doc = ctp::gen::hanoi_table(hanoi);
      default_name = fmt::format("hanoi_{}", hanoi.discs);
    } else if (rings_app->parsed()) {
      doc = ctp::gen::rings_table(rings);
      default_name = fmt::format("rings_{}{}", rings.rings, rings.on ? "_on" : "");
    } else if (nine_app->parsed()) {
      doc = ctp::gen::nine_tails_table(nine_tails);
      default_name = fmt::format("nine_tails_{}x{}{}", nine_tails.rows, nine_tails.cols,
                                 nine_tails.unweighted ? "_unweighted" : "");
    } else if (water_app->parsed()) {
      water.capacities = parse_numbers(capacities, "--capacities");
      if (!start.empty()) water.start = parse_numbers(start, "--start");
      doc = ctp::gen::water_table(water);
      default_name = "water";
      for (const int c : water.capacities) default_name += fmt::format("_{}", c);
      if (water.tap) default_name += "_tap";
    } else {
      doc = ctp::gen::water_hardest_table(hardest);
      default_name = fmt::format("water_hardest_{}_{}{}", hardest.cups, hardest.max, hardest.tap ? "_tap" : "");
    }
    const ctp::gen::placement where{common.namespace_name, common.name.empty() ? default_name : common.name};
    const std::string text = common.format == "json" ? ctp::gen::to_json(doc, where) : ctp::gen::to_cpp(doc, where);
    if (common.output.empty()) {
      std::cout << text << std::flush;
      if (!std::cout) throw std::runtime_error("cannot write to standard output");
    } else {
      ctp::gen::write_if_changed(common.output, text);
    }
  } catch (const CLI::ValidationError& error) {
    print_error(error.what());
    return usage_exit_code;
  } catch (const std::exception& error) {
    // The library's messages begin `ctp: `; ctp-gen speaks for itself.
    std::string_view message = error.what();
    if (message.starts_with("ctp: ")) message.remove_prefix(5);
    print_error(message);
    return usage_exit_code;
  }
  return 0;
}
