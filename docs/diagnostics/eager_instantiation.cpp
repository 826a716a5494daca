// compilers: gcc clang
// errors: 1
// docs/performance.md: a non-template constexpr function that calls a class template's member
// instantiates that member where the function is defined, with both compilers, even if nothing
// ever calls the function: the static_assert fires in a program that never uses count().
template <class T>
struct box {
  T value{};
  constexpr int size() const {
    static_assert(sizeof(T) == 0, "box<T>::size() was instantiated");
    return 1;
  }
};

constexpr int count() {
  const box<int> local;
  return local.size();
}

int main() {}
