// compilers: gcc clang
// C23's #embed, in a C++20 program: the bytes of a file, named
// inside the braces of an array. g++-12 does not know the
// directive. clang++-19 takes it as an extension in C++, with a
// warning (-Wc23-extensions) that -Wpedantic -Werror, as ctp
// builds, makes an error; the pragma here makes it one too, so
// that both compilers' words are captured. Without it, clang++-19
// compiles it (scripts/bench_header_or_startup.py measures that).
#pragma clang diagnostic error "-Wc23-extensions"

//! [embed]
// The 4 x 4 table's costs: the first 4,096 bytes of the file
// ctp-gen nine-tails --rows 4 --cols 4 --data beside writes.
inline constexpr unsigned char costs[] = {
#embed "17-embed.bin" limit(4096)
};
static_assert(sizeof costs == 4'096);
//! [embed]
