// Helpers shared by the tests.
#pragma once

#include <doctest/doctest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/state.h"

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

inline Card card(const std::string& t) {
  auto c = parse_card(t);
  REQUIRE(c.has_value());
  return *c;
}

// Plays a move the test expects to be legal, failing loudly with the reason when it is not.
inline void play(State& s, int seat, const Action& a) {
  auto reason = s.validate(seat, a);
  INFO("refused " << action_to_text(a) << ": " << reason.value_or(""));
  REQUIRE_FALSE(reason.has_value());
  s.apply(seat, a);
}

// The reason a move is refused; empty when it is legal.
inline std::string refused(const State& s, int seat, const Action& a) { return s.validate(seat, a).value_or(""); }

inline std::string source_path(const std::string& rel) { return std::string(PARLOR_SOURCE_DIR) + "/" + rel; }

// Compares `text` with the golden file at `rel` (under the source tree), failing at the first
// differing line so the failure reads like a diff. PARLOR_UPDATE_GOLDEN=1 rewrites the file.
inline void check_golden(const std::string& rel, const std::string& text) {
  const std::string path = source_path(rel);
  if (std::getenv("PARLOR_UPDATE_GOLDEN")) {
    std::ofstream(path, std::ios::binary) << text;
    MESSAGE("wrote " << path);
  }
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "missing golden file " << path);
  std::stringstream buf;
  buf << in.rdbuf();
  const std::string golden = buf.str();
  if (golden != text) {
    std::istringstream g(golden), t(text);
    std::string gl, tl;
    int line = 0;
    while (true) {
      ++line;
      bool gm = static_cast<bool>(std::getline(g, gl)), tm = static_cast<bool>(std::getline(t, tl));
      if (!gm && !tm) break;
      if (gl != tl || gm != tm) {
        FAIL_CHECK("golden differs at line " << line << "\n  golden: " << gl << "\n  now:    " << tl);
        break;
      }
    }
  }
  CHECK(golden == text);
}

}  // namespace parlor::testing
