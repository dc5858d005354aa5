// Jok-R-Ummy game helpers: games with rigged hands, programs and table, and moves as text.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "../five_crowns/fc_util.h"
#include "games/jok_r_ummy/state.h"

namespace parlor::testing {

inline std::unique_ptr<jok_r_ummy::JokRUmmyState> jr_game(int players = 2, uint64_t seed = 1, bool swap = true) {
  auto s = jok_r_ummy::JokRUmmyState::create(json{{"players", players}, {"swap", swap}}, seed);
  REQUIRE(s.ok());
  return std::move(*s);
}

// Seat `seat` to act in `phase` (play by default: it has drawn) with these hands, programs (ids
// of our deck) and table combinations ("run 5H 6H 7H | book 9S 9C 9D" per owner, who counts as
// having completed).
inline std::unique_ptr<jok_r_ummy::JokRUmmyState> jr_rigged(const std::vector<std::string>& hands,
                                                            const std::vector<std::string>& programs,
                                                            const std::vector<std::string>& table = {},
                                                            jok_r_ummy::Phase phase = jok_r_ummy::Phase::Play,
                                                            int seat = 0) {
  auto s = jr_game(static_cast<int>(hands.size()));
  std::vector<std::vector<Card>> h;
  for (const auto& x : hands) h.push_back(cards(x));
  REQUIRE(s->rig_for_test(h, cards("KC"), {}, programs, seat, phase));
  jok_r_ummy::Table t(hands.size());
  for (size_t i = 0; i < table.size(); ++i) {
    const MeldList list = melds(table[i]);
    for (int k = 0; k < list.size(); ++k) t[i].push_back(list.meld(k));
  }
  s->rig_table_for_test(t);
  return s;
}

inline Action jr_move(ActionKind kind, const std::string& spec) {
  Action a(kind);
  a.melds = melds(spec);
  return a;
}
inline Action reveal(const std::string& spec) { return jr_move(jok_r_ummy::kReveal, spec); }
inline Action lay_books(const std::string& spec) { return jr_move(jok_r_ummy::kLayDown, spec); }
// The card ("7H", "JK=8H") onto combination `index` of `owner`.
inline Action add_to(const std::string& placed, int owner, int index, const std::string& kind = "run") {
  Action a = jr_move(jok_r_ummy::kAddOn, kind + " " + placed);
  a.target_seat = static_cast<int8_t>(owner);
  a.target = static_cast<int8_t>(index);
  return a;
}

}  // namespace parlor::testing
