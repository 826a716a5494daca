// docs/course/11_concepts.md: classic metaprogramming, as C++17 code and libraries write it: the
// disambiguators typename and template, template template parameters, SFINAE with enable_if and
// void_t, index sequences, lazy instantiation; and the concepts that replace SFINAE.
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>

//! [typename]
// The sum of a container's elements, in the type of its elements. Container::value_type depends
// on Container: `typename` says that it names a type.
template <class Container>
constexpr auto sum(const Container& values) {
  typename Container::value_type total{};
  for (const auto& value : values) total += value;
  return total;
}

static_assert(sum(std::array{1, 2, 3}) == 6);
static_assert(std::is_same_v<decltype(sum(std::array{1.5, 2.5})), double>);
//! [typename]

//! [template]
// A class with a member template, as MP11's quoted metafunctions have.
struct make_pointer {
  template <class T>
  using fn = T*;
};

// Q::fn depends on Q: `template` says that fn is a template, `typename` that Q::fn<int> is a type.
template <class Q>
constexpr bool makes_int_pointer = std::is_same_v<typename Q::template fn<int>, int*>;

static_assert(makes_int_pointer<make_pointer>);
//! [template]

//! [no-typename]
// C++20: no `typename` where only a type can stand. Each Container::value_type below is a type
// without it: after `using name =`, in a member's declaration, in a function's return type at
// namespace scope.
template <class Container>
struct first_of {
  using element = Container::value_type;
  Container::value_type value;
};

template <class Container>
constexpr Container::value_type front(const Container& values) {
  return values[0];
}

static_assert(std::is_same_v<first_of<std::array<char, 2>>::element, char>);
static_assert(first_of<std::array<int, 1>>{7}.value == 7);
static_assert(front(std::array{4, 5}) == 4);
//! [no-typename]

//! [template-template]
// Apply is a template template parameter: a template that takes one type.
template <template <class> class Apply, class T>
using twice = Apply<Apply<T>>;

static_assert(std::is_same_v<twice<std::add_pointer_t, int>, int**>);
static_assert(std::is_same_v<twice<std::optional, int>, std::optional<std::optional<int>>>);
//! [template-template]

//! [given_to]
// A list's types given to another template. The partial specialization takes the list apart:
// Source is the list's template, Types its arguments.
template <class List, template <class...> class Target>
struct given_to;

template <template <class...> class Source, class... Types, template <class...> class Target>
struct given_to<Source<Types...>, Target> {
  using type = Target<Types...>;
};

static_assert(
    std::is_same_v<given_to<std::tuple<int, char>, std::variant>::type, std::variant<int, char>>);
//! [given_to]

//! [immediate-context]
// For int, T::value_type in the return type names nothing. The failure is in the declaration,
// the immediate context: this template is left out, and the other one answers the call.
template <class T>
constexpr typename T::value_type element_or_zero(const T& values, int) {
  return values[0];
}

template <class T>
constexpr int element_or_zero(const T&, long) {
  return 0;
}

static_assert(element_or_zero(std::array{5, 6}, 1) == 5);
static_assert(element_or_zero(7, 1) == 0);
//! [immediate-context]

// The classic form on purpose: the lesson shows enable_if before the concept that replaces it.
// NOLINTBEGIN(modernize-use-constraints)
//! [enable-if]
// halve exists for integers only: for any other T, enable_if_t<false, T> names no type, the
// substitution fails, and this template is left out of the candidates.
template <class T>
constexpr std::enable_if_t<std::is_integral_v<T>, T> halve(T value) {
  return value / 2;
}

// The same name for floating point, the condition the other way round.
template <class T>
constexpr std::enable_if_t<std::is_floating_point_v<T>, T> halve(T value) {
  return value / 2;
}

static_assert(halve(7) == 3);
static_assert(halve(7.0) == 3.5);
//! [enable-if]
// NOLINTEND(modernize-use-constraints)

//! [void-t]
// Whether T::value_type names a type. The partial specialization is chosen when
// void_t<typename T::value_type> is a type, void; when T has no value_type, the substitution
// fails, and the primary template, false, is left.
template <class T, class = void>
struct has_value_type : std::false_type {};

template <class T>
struct has_value_type<T, std::void_t<typename T::value_type>> : std::true_type {};

static_assert(has_value_type<std::array<int, 3>>::value);
static_assert(!has_value_type<int>::value);
//! [void-t]

//! [index-sequence]
// The squares 0, 1, 4, ... as an array. The argument's type is std::index_sequence<0, 1, ...>:
// the call deduces the pack I from it, and the pack expansion uses each index.
template <std::size_t... I>
constexpr std::array<std::size_t, sizeof...(I)> squares(std::index_sequence<I...>) {
  return {{(I * I)...}};
}

static_assert(squares(std::make_index_sequence<4>{}) == std::array<std::size_t, 4>{{0, 1, 4, 9}});
//! [index-sequence]

//! [lazy]
// A class template's member function is instantiated only when it is used: moves_of<3> compiles,
// and its static_assert is checked only in a call of refused().
template <int Discs>
struct moves_of {
  static constexpr int count() { return (1 << Discs) - 1; }

  static constexpr int refused() {
    static_assert(Discs < 0, "moves_of::refused is never meant to be called");
    return 0;
  }
};

static_assert(moves_of<3>::count() == 7);
//! [lazy]

//! [concepts]
// halve's enable_if becomes a concept in place of `class`.
template <std::integral T>
constexpr T half(T value) {
  return value / 2;
}

// has_value_type's void_t becomes a requires expression that lists the type it needs.
template <class T>
concept with_value_type = requires { typename T::value_type; };

static_assert(half(7) == 3);
static_assert(with_value_type<std::array<int, 3>> && !with_value_type<int>);
//! [concepts]

int main() {
  constexpr auto four = squares(std::make_index_sequence<4>{});
  std::printf("%zu %zu %zu %zu, %d moves\n", four[0], four[1], four[2], four[3],
              moves_of<5>::count());
}
