// ctp::detail::deferred_t: a type that a template names only once it is instantiated. g++
// instantiates every library class that a header names without depending on a template parameter,
// and the library functions its inline code calls, in every translation unit that includes it,
// used or not; `deferred_t<std::vector<T>, Unused>` in a template waits until the template is used.
#ifndef CTP_DETAIL_DEFERRED_HPP_INCLUDED
#define CTP_DETAIL_DEFERRED_HPP_INCLUDED

namespace ctp::detail {

// Type, spelled so that it depends on Unused (any type, usually the enclosing template's `void`).
template <class Type, class Unused>
struct deferred {
  using type = Type;  // always Type
};
// Type, once the template that names it with its own parameter as Unused is instantiated.
template <class Type, class Unused>
using deferred_t = typename deferred<Type, Unused>::type;

}  // namespace ctp::detail

#endif  // CTP_DETAIL_DEFERRED_HPP_INCLUDED
