// compilers: gcc clang
// nest<1026> instantiates nest<1025>, ..., nest<1>: 1,026 nested instantiations, too many for
// both compilers (g++ stops after 900, clang++ after 1,025).
template <int Levels>
struct nest {
  static constexpr int value = 1 + nest<Levels - 1>::value;
};

template <>
struct nest<0> {
  static constexpr int value = 0;
};

constexpr int depth = nest<1026>::value;
