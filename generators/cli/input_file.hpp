// The files the tools read back (the parts of a sharded search): read whole, byte for byte, or a
// usage_error that names the file and why it cannot be read.
#ifndef CTP_GENERATORS_CLI_INPUT_FILE_HPP_INCLUDED
#define CTP_GENERATORS_CLI_INPUT_FILE_HPP_INCLUDED

#include <string>

namespace ctp::cli {

// The bytes of the file at path; a folder, or a file that cannot be read, is a usage_error
// ("cannot read FILE: No such file or directory").
std::string read_input_file(const std::string& path);

}  // namespace ctp::cli

#endif  // CTP_GENERATORS_CLI_INPUT_FILE_HPP_INCLUDED
