// Five Crowns scenario helpers: rigged deals and actions written as text.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <sstream>
#include <string>

#include "../test_util.h"
#include "engine/action.h"
#include "engine/json_util.h"
#include "games/five_crowns/state.h"

namespace parlor::testing {

inline std::unique_ptr<five_crowns::FiveCrownsState> fc_game(int players, uint64_t seed = 1, int dealer = -1) {
  json o{{"players", players}};
  if (dealer >= 0) o["dealer"] = dealer;
  auto s = five_crowns::FiveCrownsState::create(o, seed);
  REQUIRE(s.ok());
  return std::move(*s);
}

// "run 5H 6H JK=7H | book 9S 9D 9C"
inline MeldList melds(const std::string& spec) {
  MeldList out;
  std::stringstream all(spec);
  std::string part;
  while (std::getline(all, part, '|')) {
    std::istringstream in(part);
    std::string kind, tok;
    if (!(in >> kind)) continue;
    std::vector<PlacedCard> cs;
    while (in >> tok) {
      auto p = parse_placed(tok);
      REQUIRE(p.has_value());
      cs.push_back(*p);
    }
    REQUIRE(out.add(kind == "run" ? MeldKind::Run : MeldKind::Book, cs));
  }
  return out;
}

inline Action go_out(const std::string& spec, const std::string& discard) {
  Action a(five_crowns::kGoOut);
  a.melds = melds(spec);
  a.card = card(discard);
  return a;
}

inline Action lay_down(const std::string& spec, const std::string& discard) {
  Action a(five_crowns::kLayDown);
  a.melds = melds(spec);
  a.card = card(discard);
  return a;
}

inline Action discard(const std::string& c) { return Action::discard(card(c)); }

inline std::string faces(const std::vector<Card>& v) {
  std::string t;
  for (Card c : v) t += (t.empty() ? "" : " ") + to_text(c.face());
  return t;
}

}  // namespace parlor::testing
