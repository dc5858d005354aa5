// Names of a game's enums (phases, event kinds) listed once in the enum's order.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace parlor {

// "?" for a value past the list.
template <class E, size_t N>
const char* enum_name(E e, const char* const (&names)[N]) {
  const auto i = static_cast<size_t>(e);
  return i < N ? names[i] : "?";
}

// The value `name_of` names `name`, asking it value by value until it answers "?" (past the list).
template <class E, class NameOf>
std::optional<E> enum_from_name(std::string_view name, NameOf name_of) {
  for (int i = 0; i < 256; ++i) {
    const std::string_view n = name_of(static_cast<E>(i));
    if (n == "?") break;
    if (n == name) return static_cast<E>(i);
  }
  return std::nullopt;
}

// "1 point", "3 melds".
inline std::string plural(int n, const char* word) { return std::to_string(n) + " " + word + (n == 1 ? "" : "s"); }

}  // namespace parlor
