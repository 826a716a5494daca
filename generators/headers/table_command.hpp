// A ctp-gen subcommand, as every puzzle's is set up: its options of where and how the table is
// written (-o, --namespace, --name, --format), its help, its progress on a terminal, and its own
// options read as ctp reads its own (cli/arguments.hpp). A puzzle's table_command.cpp adds its
// subcommands with these.
#ifndef CTP_GENERATORS_HEADERS_TABLE_COMMAND_HPP_INCLUDED
#define CTP_GENERATORS_HEADERS_TABLE_COMMAND_HPP_INCLUDED

#include <functional>
#include <string>
#include <string_view>

#include "cli/arguments.hpp"
#include "cli/cli11_names.hpp"
#include "cli/command.hpp"
#include "headers/document.hpp"

namespace ctp::headers {

// A table, and the name of its namespace unless --name gives another: the puzzle's word and
// every argument that changes the table and is not at its default. When the
// puzzle cannot spell its arguments as a name, name is empty and why_unnamed says why: the table
// is then written only with --name.
struct named_table {
  document doc;
  std::string name;
  std::string why_unnamed;
};

// How a table subcommand shows its progress on a terminal (cli/progress.hpp): how long it has
// been at work, or a count its build keeps itself (a search that counts what it has tried).
enum class table_progress { elapsed, counted_by_build };

// The usage line of a table subcommand whose own arguments are `arguments`.
std::string table_usage(std::string_view subcommand, std::string_view arguments);

// A subcommand of app, as every ctp-gen subcommand is set up: its help's footer says where the
// table goes and the exit codes.
CLI::App& add_table_subcommand(CLI::App& app, const char* name, const char* description);

// A table subcommand: sub with the placement options added, its usage line, and what it does:
// check them, read the subcommand's own arguments and build the table (build) with its progress
// shown as `shown` says, and write it once the progress line is gone.
cli::command table_command(CLI::App& sub, std::string usage, std::function<named_table()> build,
                           table_progress shown = table_progress::elapsed);

// The whole number typed for a required argument (a size), read as ctp reads its sizes; `needs`
// says what the argument is. The table checks the range and says what it allows.
int required_number(const cli::typed& value, std::string_view needs, std::string_view usage);

}  // namespace ctp::headers

#endif  // CTP_GENERATORS_HEADERS_TABLE_COMMAND_HPP_INCLUDED
