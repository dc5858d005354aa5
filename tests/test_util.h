// Helpers shared by the tests.
#pragma once

#include <doctest/doctest.h>

#include <sstream>
#include <string>
#include <vector>

#include "engine/action.h"
#include "engine/card.h"
#include "engine/json_util.h"
#include "engine/meld.h"
#include "engine/state.h"

namespace parlor::testing {

// A `parlor judge` request from its text, answered by a game's judge.
inline json ask_judge(json (*judge)(const json&), const std::string& text) {
  auto j = parse_json(text);
  REQUIRE(j.ok());
  return judge(*j);
}

// The words of a text, split at white space.
inline std::vector<std::string> words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string tok;
  while (in >> tok) out.push_back(tok);
  return out;
}

// "7H 8H JK" -> faces; a bad token fails the test loudly by returning a none() card.
inline std::vector<Card> cards(const std::string& text) {
  std::vector<Card> out;
  for (const std::string& tok : words(text)) {
    auto c = parse_card(tok);
    out.push_back(c ? *c : Card::none());
  }
  return out;
}

// "R3 Y4=R4 R5" -> cards as played, each wild with what it stands for; a bad token fails the test.
inline std::vector<PlacedCard> placed(const std::string& text) {
  std::vector<PlacedCard> out;
  for (const std::string& tok : words(text)) {
    auto p = parse_placed(tok);
    REQUIRE_MESSAGE(p.has_value(), tok);
    out.push_back(*p);
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
  INFO("refused " << action_to_text(a, s.move_kinds()) << ": " << reason.value_or(""));
  REQUIRE_FALSE(reason.has_value());
  s.apply(seat, a);
}

// The reason a move is refused; empty when it is legal.
inline std::string refused(const State& s, int seat, const Action& a) { return s.validate(seat, a).value_or(""); }

// The repository's root (tests/main.cpp).
std::string source_dir();
inline std::string source_path(const std::string& rel) { return source_dir() + "/" + rel; }

}  // namespace parlor::testing
