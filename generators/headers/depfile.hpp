// The depfile of a table's files (ctp-gen --depfile): in Make's syntax, what a build system
// reads to learn what the files were made from, as a compiler's `-MD` writes one.
#ifndef CTP_GENERATORS_HEADERS_DEPFILE_HPP_INCLUDED
#define CTP_GENERATORS_HEADERS_DEPFILE_HPP_INCLUDED

#include <string>
#include <vector>

namespace ctp::headers {

// The problem with a path that no depfile can name (a line end), or empty when there is none.
std::string depfile_path_problem(const std::string& path);

// One rule, `targets: prerequisites`, each path escaped as Make and Ninja read it back (a space
// or `#` after a backslash, `$` doubled), ending with a line end.
std::string depfile_text(const std::vector<std::string>& targets,
                         const std::vector<std::string>& prerequisites);

// The path of the program running (ctp-gen itself), absolute, as the system gives it: what every
// table is made from, since ctp-gen reads no other file.
std::string running_program();

}  // namespace ctp::headers

#endif  // CTP_GENERATORS_HEADERS_DEPFILE_HPP_INCLUDED
