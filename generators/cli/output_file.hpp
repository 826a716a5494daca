// ctp-gen's output: standard output, or a file that is replaced only when its contents change,
// so that a rebuild that regenerates a header leaves it (and what depends on it) untouched.
#ifndef CTP_GENERATORS_CLI_OUTPUT_FILE_HPP_INCLUDED
#define CTP_GENERATORS_CLI_OUTPUT_FILE_HPP_INCLUDED

#include <string>
#include <string_view>

namespace ctp::cli {

// How a file is written: replaced only when its contents change (what depends on it is then not
// rebuilt), or always (its time is then the time of the run: a build's stamp, as a depfile is).
enum class rewrite { if_changed, always };

// Writes contents to path: first to a temporary file beside it, `.<name>.tmp-<process id>` (hidden,
// so that a glob such as `part*` never takes one that a killed run left), then, if path does not
// already hold exactly these bytes, renames it over path; otherwise the temporary file is removed.
// Nothing partial is ever left at path. A path that exists and is no regular file nor folder (a
// device or a pipe: -o /dev/stdout) is written straight, since it can be neither read back nor
// replaced. Throws std::runtime_error (message `cannot write ...`).
// Returns true when path was (re)written. With rewrite::always, path is replaced whatever it holds.
bool write_if_changed(const std::string& path, std::string_view contents,
                      rewrite when = rewrite::if_changed);

// Whether path is a device or a pipe, such as /dev/stdout, which write_if_changed writes straight
// to: no file of that name is made, so none can be put beside it.
bool is_stream_path(const std::string& path);

// Refuses the FILE of an option (-o, unless `option` names another) when it is empty or a folder,
// with a usage_error that says so ("-o: out is a folder; give a FILE ..."), so that a tool can
// check it before it builds anything.
void check_output_file(const std::string& path, std::string_view option = "-o");

// Writes the answer to the FILE of an option (-o, unless `option` names another), as
// write_if_changed does (`when` says whether always): a folder, or a file that cannot be written,
// is a usage_error that says so and what to give.
void write_output_file(const std::string& path, std::string_view contents,
                       std::string_view option = "-o", rewrite when = rewrite::if_changed);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_OUTPUT_FILE_HPP_INCLUDED
