// The ctp-gen subcommand of a table (see table_command.hpp): its placement options, checked before
// the table is built, and the table written as placed.
#include "headers/table_command.hpp"

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <fmt/format.h>

#include "cli/arguments.hpp"
#include "cli/errors.hpp"
#include "cli/output_file.hpp"
#include "cli/progress.hpp"
#include "cli/tool.hpp"
#include "headers/depfile.hpp"
#include "headers/names.hpp"

namespace ctp::headers {

namespace {

// Where a table goes and in which format: the options every subcommand takes.
struct placement_options {
  cli::typed output;
  cli::typed namespace_name{nullptr, "ctp::tables"};
  cli::typed name;
  cli::typed format{nullptr, "cpp"};
  cli::typed data{nullptr, "auto"};  // where a header's bytes go: auto, header or beside
  cli::typed source;                 // the translation unit of the bytes (--source)
  cli::typed depfile;                // what the files were made from, in Make's syntax
};

constexpr std::string_view placement_usage =
    "[-o FILE] [--namespace NS] [--name NAME] [--format cpp|json] [--data auto|header|beside] "
    "[--source FILE] [--depfile FILE]";

// Checks the placement options, before the table is built (which may take a while).
void check_placement(const placement_options& placement) {
  if (const std::string problem = namespace_problem(placement.namespace_name.text);
      !problem.empty())
    throw cli::usage_error(
        fmt::format("--namespace must be C++ identifiers joined by ::, got {} ({})",
                    cli::shown(escaped(placement.namespace_name.text)), problem));
  // Given, even empty: --name '' is a mistake, not the default name.
  if (const std::string problem = name_problem(placement.name.text);
      cli::given(placement.name) && !problem.empty())
    throw cli::usage_error(fmt::format("--name must be one C++ identifier, got {} ({})",
                                       cli::shown(escaped(placement.name.text)), problem));
  if (cli::given(placement.output)) cli::check_output_file(placement.output.text);
  if (placement.format.text != "cpp" && placement.format.text != "json")
    throw cli::usage_error(
        fmt::format("--format must be cpp or json, got {}", cli::shown(placement.format.text)));
  if (placement.data.text != "auto" && placement.data.text != "header" &&
      placement.data.text != "beside")
    throw cli::usage_error(fmt::format("--data must be auto, header or beside, got {}",
                                       cli::shown(placement.data.text)));
  if (placement.format.text == "json" &&
      (placement.data.text != "auto" || cli::given(placement.source)))
    throw cli::usage_error(
        "--data and --source place a header's bytes; JSON holds its bytes itself: leave them out "
        "with --format json");
  if (cli::given(placement.source)) cli::check_output_file(placement.source.text, "--source");
  if (!cli::given(placement.depfile)) return;
  if (!cli::given(placement.output))
    throw cli::usage_error(
        "--depfile names the files that -o FILE writes, and the table goes to standard output: "
        "give -o FILE too");
  cli::check_output_file(placement.depfile.text, "--depfile");
  for (const cli::typed* path : {&placement.output, &placement.source, &placement.depfile})
    if (const std::string problem = depfile_path_problem(path->text); !problem.empty())
      throw cli::usage_error(
          fmt::format("--depfile: {} ({})", problem, cli::shown(escaped(path->text))));
}

// Whether the table's bytes go beside its header, as --data says: auto puts them there past
// largest_in_header.
bool bytes_beside(const document& doc, const placement_options& placement) {
  if (placement.data.text == "auto") return byte_count(doc) > largest_in_header;
  if (placement.data.text == "beside" && byte_count(doc) == 0)
    throw cli::usage_error(fmt::format(
        "--data beside: a {} table holds no bytes to put beside its header", doc.puzzle));
  return placement.data.text == "beside";
}

// The translation unit of the bytes: --source, or the header's FILE with .cpp for .hpp.
std::string source_path(const document& doc, const placement_options& placement) {
  if (!placement.source.text.empty()) return placement.source.text;
  // A stream (-o /dev/stdout) has no name to put the bytes' files beside.
  if (placement.output.text.empty() || cli::is_stream_path(placement.output.text))
    throw cli::usage_error(fmt::format(
        "this table's {} bytes go beside its header{}: give -o FILE, a file (their translation "
        "unit goes to FILE's name with .cpp, or to --source, and they to its name with .bin after "
        "it), or keep them in the header with --data header",
        byte_count(doc),
        placement.data.text == "beside"
            ? " (--data beside)"
            : fmt::format(", past the {} that stay in one", largest_in_header)));
  return std::filesystem::path(placement.output.text).replace_extension(".cpp").string();
}

// The files of the table as placed: its text (a header, or JSON), and, when --source is given or
// its bytes go beside the header, the translation unit of its bytes and the file they are in.
struct table_files {
  std::string text;
  std::string source_path;  // empty: no translation unit is written
  std::string source;
  std::string data_path;  // empty: no file of bytes is written
  std::string data;
};

table_files placed_table(const named_table& table, const placement_options& placement) {
  if (placement.name.text.empty() && table.name.empty())
    throw cli::usage_error(
        fmt::format("{}; give the table's name with --name NAME", table.why_unnamed));
  const headers::placement where{placement.namespace_name.text,
                                 placement.name.text.empty() ? table.name : placement.name.text};
  if (placement.format.text == "json") return {to_json(table.doc, where), {}, {}, {}, {}};
  if (!bytes_beside(table.doc, placement)) {
    table_files files{to_cpp(table.doc, where), placement.source.text, {}, {}, {}};
    if (!files.source_path.empty()) files.source = empty_source(table.doc, where);
    return files;
  }
  table_files files;
  files.source_path = source_path(table.doc, placement);
  // The translation unit finds its bytes from its own path, with .bin after it.
  files.data_path = files.source_path + ".bin";
  beside_files beside = to_cpp_beside(table.doc, where);
  files.text = std::move(beside.header);
  files.source = std::move(beside.source);
  files.data = std::move(beside.data);
  return files;
}

// Writes the table's files as placed: the text to standard output, or to the file of -o; the
// others to theirs; each only if it changes. The bytes first, the header last, so that a header
// never names bytes that are not there yet. Then the depfile, always: its time is the run's, so
// that a Makefile takes it as the stamp of the run (docs/generated_headers.md).
// Refuses two of the files a run writes that are one file (-o and --depfile the same name, or
// --source the header's), before any is written: each would overwrite the other, and the run
// would end well with one of them lost.
void check_distinct(const table_files& files, const placement_options& placement) {
  std::vector<std::pair<std::string, std::string>> named;  // what the file is, and its path
  if (!placement.output.text.empty()) named.emplace_back("-o", placement.output.text);
  if (!files.source_path.empty())
    named.emplace_back(cli::given(placement.source) ? "--source" : "the bytes' translation unit",
                       files.source_path);
  if (!files.data_path.empty()) named.emplace_back("the bytes", files.data_path);
  if (!placement.depfile.text.empty()) named.emplace_back("--depfile", placement.depfile.text);
  const auto same_file = [](const std::string& a, const std::string& b) {
    std::error_code ignored;  // a path that cannot be resolved is compared as it is written
    const auto resolved = [&ignored](const std::string& path) {
      return std::filesystem::weakly_canonical(std::filesystem::absolute(path, ignored), ignored);
    };
    const std::filesystem::path first = resolved(a), second = resolved(b);
    return a == b || (!first.empty() && first == second);
  };
  for (std::size_t i = 0; i != named.size(); ++i)
    for (std::size_t j = i + 1; j != named.size(); ++j)
      if (same_file(named[i].second, named[j].second))
        throw cli::usage_error(fmt::format("{} and {} are one file, {}: give each its own",
                                           named[i].first, named[j].first,
                                           cli::shown(escaped(named[j].second))));
}

void write_table(const table_files& files, const placement_options& placement, cli::output& out) {
  check_distinct(files, placement);
  if (!files.data_path.empty()) cli::write_output_file(files.data_path, files.data, "--source");
  if (!files.source_path.empty())
    cli::write_output_file(files.source_path, files.source, "--source");
  if (placement.output.text.empty()) {
    out.write(files.text);
  } else {
    cli::write_output_file(placement.output.text, files.text);
  }
  if (placement.depfile.text.empty()) return;
  std::vector<std::string> written{placement.output.text};
  for (const std::string* path : {&files.source_path, &files.data_path})
    if (!path->empty()) written.push_back(*path);
  cli::write_output_file(placement.depfile.text, depfile_text(written, {running_program()}),
                         "--depfile", cli::rewrite::always);
}

}  // namespace

std::string table_usage(std::string_view subcommand, std::string_view arguments) {
  return fmt::format("ctp-gen {} {} {}", subcommand, arguments, placement_usage);
}

cli::command table_command(CLI::App& sub, std::string usage, std::function<named_table()> build,
                           table_progress shown) {
  const auto placement = std::make_shared<placement_options>();
  cli::add_text_option(sub, "-o,--output", placement->output,
                       "write to FILE (replaced only if different) instead of standard output",
                       "FILE");
  cli::add_text_option(sub, "--namespace", placement->namespace_name,
                       "the enclosing namespace (default ctp::tables)", "NS");
  cli::add_text_option(sub, "--name", placement->name,
                       "the table's own namespace inside it (default: the puzzle's word and every "
                       "argument not at its default)",
                       "NAME");
  cli::add_text_option(sub, "--format", placement->format, "cpp (a header, the default) or json",
                       "cpp|json");
  cli::add_text_option(
      sub, "--data", placement->data,
      "where a header's bytes go: in it, as string literals that constant expressions read "
      "(header), or beside it, in a file of bytes that a translation unit of its own assembles, "
      "read at run time only (beside); auto (the default) puts them beside past 1 MiB",
      "auto|header|beside");
  cli::add_text_option(sub, "--source", placement->source,
                       "write the translation unit of the header's bytes to FILE (default: -o's "
                       "FILE with .cpp); with the bytes in the header, it defines nothing",
                       "FILE");
  cli::add_text_option(sub, "--depfile", placement->depfile,
                       "write to FILE, in Make's syntax, what -o's FILE (and the bytes' files) are "
                       "made from: ctp-gen itself; rewritten on every run, so that a Makefile "
                       "takes it as the stamp of the run",
                       "FILE");
  return {&sub, std::move(usage),
          [placement, build = std::move(build), shown, name = cli::name_of(sub)](cli::output& out) {
            check_placement(*placement);
            table_files files;
            {
              std::optional<cli::progress> working;
              if (shown == table_progress::elapsed)
                working.emplace("ctp-gen: " + name + ": building the table");
              files = placed_table(build(), *placement);
            }
            write_table(files, *placement, out);
            return cli::outcome::answered;
          }};
}

CLI::App& add_table_subcommand(CLI::App& app, const char* name, const char* description) {
  return *cli::add_subcommand(
      app, name, description,
      "The table is written to standard output, or with -o to FILE (replaced only when its "
      "contents\nchange).\n\n" +
          cli::exit_codes_help(cli::name_of(app)));
}

int required_number(const cli::typed& value, std::string_view needs, std::string_view usage) {
  return cli::parse_size(value, [](int) { return true; }, needs, usage);
}

}  // namespace ctp::headers
