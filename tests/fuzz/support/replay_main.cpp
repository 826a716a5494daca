// The replay driver: a main that feeds every file of the corpus directories on its command line
// to a fuzz target's LLVMFuzzerTestOneInput, so that g++ (which has no libFuzzer) can build each
// target and ctest replays its committed corpus (label fuzz). A finding aborts, as under libFuzzer.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

// 1. Collect the files of every directory (or the files named), in name order.
// 2. Feed each to the target; an empty corpus fails, since it would check nothing.
int main(int argc, char** argv) {
  std::vector<std::filesystem::path> inputs;
  for (int k = 1; k < argc; ++k) {
    // Absolute, since a target may change the working directory (command_line.cpp).
    const std::filesystem::path path = std::filesystem::absolute(argv[k]);
    if (!std::filesystem::is_directory(path)) {
      inputs.push_back(path);
      continue;
    }
    for (const auto& entry : std::filesystem::directory_iterator(path))
      if (entry.is_regular_file()) inputs.push_back(entry.path());
  }
  std::sort(inputs.begin(), inputs.end());
  if (inputs.empty()) {
    std::fputs("ctp fuzz: no inputs to replay\n", stderr);
    return 1;
  }
  for (const std::filesystem::path& input : inputs) {
    std::ifstream file(input, std::ios::binary);
    const std::string bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
    if (!file.good() && !file.eof()) {
      std::fprintf(stderr, "ctp fuzz: cannot read %s\n", input.c_str());
      return 1;
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  }
  std::printf("ctp fuzz: %zu inputs replayed\n", inputs.size());
  return 0;
}
