// Helpers shared by the tests.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "engine/card.h"

namespace parlor::testing {

// "7H 8H JK" -> faces; a bad token fails the test loudly by returning a none() card.
inline std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  std::istringstream in(text);
  std::string tok;
  while (in >> tok) {
    auto c = parse_card(tok);
    out.push_back(c ? *c : Card::none());
  }
  return out;
}

inline std::string source_path(const std::string& rel) { return std::string(PARLOR_SOURCE_DIR) + "/" + rel; }

}  // namespace parlor::testing
