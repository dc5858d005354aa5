// Rummü game helpers: games with rigged hands and table, and moves written as text.
#pragma once

#include <doctest/doctest.h>

#include <memory>
#include <string>
#include <vector>

#include "../five_crowns/fc_util.h"
#include "bots/registry.h"
#include "games/rummu/state.h"

namespace parlor::testing {

// `rounds`: the game's length (0 plays to the score), -1 the default for the table; `open_pile`:
// the set-up's "Open discard pile" (else the pile is kept tidy).
inline std::unique_ptr<rummu::RummuState> rummu_game(int players = 3, uint64_t seed = 1, bool partners = false,
                                                     int rounds = -1, bool open_pile = false) {
  json o{{"players", players}};
  if (partners) o["partners"] = true;
  if (rounds >= 0) o["rounds"] = rounds;
  if (open_pile) o["open_pile"] = true;
  auto s = rummu::RummuState::create(o, seed);
  REQUIRE(s.ok());
  return std::move(*s);
}

// Seat `seat` to act in `phase` (play by default: it has taken) with these hands, the discard
// pile (bottom to top) and table combinations ("run R3 R4 R5 | book 2R 2G 2B" per owner, who
// counts as come out).
inline void rummu_rig(rummu::RummuState& s, const std::vector<std::string>& hands,
                      const std::vector<std::string>& table = {}, const std::string& pile = "G0",
                      rummu::Phase phase = rummu::Phase::Play, int seat = 0, const std::string& stock_top = "") {
  std::vector<std::vector<Card>> h;
  for (const auto& x : hands) h.push_back(cards(x));
  std::vector<std::vector<Meld>> t(hands.size());
  for (size_t i = 0; i < table.size(); ++i) {
    const MeldList list = melds(table[i]);
    for (int k = 0; k < list.size(); ++k) t[i].push_back(list.meld(k));
  }
  REQUIRE(s.rig_for_test(h, cards(pile), cards(stock_top), t, seat, phase));
}

inline Action rummu_move(ActionKind kind, const std::string& spec) {
  Action a(kind);
  a.melds = melds(spec);
  return a;
}
inline Action rummu_lay(const std::string& spec) { return rummu_move(rummu::kLayDown, spec); }
// The cards ("R6", "Y6=R6") onto combination `index` of `owner`.
inline Action rummu_add(const std::string& placed_cards, int owner, int index, const std::string& kind = "run") {
  Action a = rummu_move(rummu::kAddOn, kind + " " + placed_cards);
  a.target_seat = static_cast<int8_t>(owner);
  a.target = static_cast<int8_t>(index);
  return a;
}
inline Action rummu_exchange(const std::string& given, int owner, int index) {
  Action a(rummu::kExchangeJoker);
  a.card = card(given);
  a.target_seat = static_cast<int8_t>(owner);
  a.target = static_cast<int8_t>(index);
  return a;
}
// What the greedy bot plays for the seat to act, from its view.
inline Action greedy_move(const rummu::RummuState& s) {
  auto bot = make_bot("greedy", "rummu", 1);
  REQUIRE(bot.ok());
  return (*bot)->choose(*s.view(s.current_seat()));
}

inline Action take_discards(int count) {
  Action a = Action::take_discard();
  a.count = static_cast<uint8_t>(count);
  return a;
}

}  // namespace parlor::testing
