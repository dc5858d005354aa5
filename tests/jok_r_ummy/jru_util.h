// Jok-R-Ummy test helpers: programs, hands and melds written as text.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "../test_util.h"
#include "engine/json_util.h"
#include "games/jok_r_ummy/program.h"

namespace parlor::testing {

// A program from its JSON text, failing the test when it is refused.
inline jok_r_ummy::Program program(const std::string& text) {
  auto j = parse_json(text);
  REQUIRE(j.ok());
  auto p = jok_r_ummy::program_from_json(*j);
  const std::string why = p.ok() ? std::string() : p.error();
  INFO(why);
  REQUIRE(p.ok());
  return *p;
}

// The reason a program's JSON is refused; empty when it is accepted.
inline std::string refusal(const std::string& text) {
  auto j = parse_json(text);
  REQUIRE(j.ok());
  auto p = jok_r_ummy::program_from_json(*j);
  return p.ok() ? std::string() : p.error();
}

// One part as JSON: part("run", 4, "null", R"(["H","D"])").
inline std::string part(const std::string& kind, int count, const std::string& values = "null",
                        const std::string& suits = "null") {
  return R"({"kind":")" + kind + R"(","count":)" + std::to_string(count) + R"(,"values":)" + values + R"(,"suits":)" +
         suits + "}";
}
inline std::string program_text(const std::string& parts, int mult = 1, bool wilds = true) {
  return R"({"id":"T1","mult":)" + std::to_string(mult) + R"(,"wilds":)" + (wilds ? "true" : "false") +
         R"(,"parts":[)" + parts + "]}";
}

// "run 5H 6H JK=7H | book 9S 9C 2D" as melds.
inline std::vector<Meld> meld_list(const std::string& spec) {
  std::vector<Meld> out;
  std::istringstream in(spec);
  std::string tok;
  Meld m;
  bool open = false;
  while (in >> tok) {
    if (tok == "|") {
      out.push_back(m);
      open = false;
      continue;
    }
    if (!open) {
      REQUIRE(parse_meld_kind(tok).has_value());
      m = Meld{*parse_meld_kind(tok), {}};
      open = true;
      continue;
    }
    auto p = parse_placed(tok);
    REQUIRE(p.has_value());
    m.cards.push_back(*p);
  }
  if (open) out.push_back(m);
  return out;
}

inline std::string melds_text(const std::vector<Meld>& melds) {
  std::string out;
  for (const Meld& m : melds) out += (out.empty() ? "" : " | ") + meld_to_text(m);
  return out;
}

}  // namespace parlor::testing
