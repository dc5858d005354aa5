// Names of a game's enums (phases, event kinds) listed once in the enum's order.
#pragma once

#include <cstddef>
#include <string>

namespace parlor {

// "?" for a value past the list.
template <class E, size_t N>
const char* enum_name(E e, const char* const (&names)[N]) {
  const auto i = static_cast<size_t>(e);
  return i < N ? names[i] : "?";
}

// "1 point", "3 melds".
inline std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace parlor
