// Rummy-O scenario helpers: rigged deals, table melds and moves written as text.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "../five_crowns/fc_util.h"
#include "games/rummy_o/state.h"

namespace parlor::testing {

inline std::unique_ptr<rummy_o::RummyOState> ro_game(int players = 2, uint64_t seed = 1) {
  auto s = rummy_o::RummyOState::create(json{{"players", players}}, seed);
  REQUIRE(s.ok());
  return std::move(*s);
}

// "run R5 R6 JK=R7 | book B9 O9 K9" as table melds.
inline std::vector<Meld> table_melds(const std::string& spec) {
  MeldList list = melds(spec);
  std::vector<Meld> out;
  for (int i = 0; i < list.size(); ++i) out.push_back(list.meld(i));
  return out;
}

// Seat `seat` to act in `phase` (play by default: it has drawn) with these racks and table.
inline std::unique_ptr<rummy_o::RummyOState> ro_rigged(const std::vector<std::string>& racks,
                                                       const std::vector<std::string>& table = {},
                                                       rummy_o::Phase phase = rummy_o::Phase::Play, int seat = 0,
                                                       const std::string& discards = "K13") {
  auto s = ro_game(static_cast<int>(racks.size()));
  std::vector<std::vector<Card>> r;
  for (const auto& x : racks) r.push_back(cards(x));
  std::vector<std::vector<Meld>> t(racks.size());
  for (size_t i = 0; i < table.size(); ++i) t[i] = table_melds(table[i]);
  REQUIRE(s->rig_for_test(r, cards(discards), {}, t, seat, phase));
  return s;
}

inline Action lay(const std::string& spec) {
  Action a(rummy_o::kLayDown);
  a.melds = melds(spec);
  return a;
}

inline Action add_on(const std::string& tiles, int seat, int index) {
  Action a(rummy_o::kAddOn);
  a.melds = melds("run " + tiles);
  a.target_seat = static_cast<int8_t>(seat);
  a.target = static_cast<int8_t>(index);
  return a;
}

inline Action claim(const std::string& tile, int seat, int index, const std::string& spec) {
  Action a(rummy_o::kClaimJoker);
  a.card = card(tile);
  a.target_seat = static_cast<int8_t>(seat);
  a.target = static_cast<int8_t>(index);
  a.melds = melds(spec);
  return a;
}

inline std::string meld_text(const rummy_o::TableMeld& m) {
  std::string t;
  for (const auto& p : m.meld.cards) t += (t.empty() ? "" : " ") + placed_to_text(PlacedCard{p.card.face(), p.as});
  return t;
}

}  // namespace parlor::testing
