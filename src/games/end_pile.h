// The discard pile as a round ended, kept in the round's result (the games that deal the next
// round inside the move that ends one): the table under the round's end shows it as it lay, not
// as it lay before the last discard (View::show_round_end).
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <vector>

#include "engine/card.h"
#include "engine/json_util.h"
#include "games/view_reader.h"

namespace parlor {

struct EndPile {
  int count = 0;
  // What every seat saw of it, bottom to top, faces: its top card, or the whole pile where it
  // lies open (Rummü's option).
  std::vector<Card> shown;
  bool operator==(const EndPile&) const = default;
};

// From the pile itself (bottom to top): `open` shows it whole.
inline EndPile end_pile(const std::vector<Card>& discards, bool open) {
  EndPile p;
  p.count = static_cast<int>(discards.size());
  for (size_t i = open || discards.empty() ? 0 : discards.size() - 1; i < discards.size(); ++i)
    p.shown.push_back(discards[i].face());
  return p;
}

// Into a round result's JSON as "pile" (absent before the pile was kept).
inline void put_end_pile(nlohmann::json& last, const std::optional<EndPile>& p) {
  if (p) last["pile"] = nlohmann::json{{"count", p->count}, {"shown", cards_json(p->shown)}};
}

// A result's "pile" read back; none when a view from before it was kept has none.
inline std::optional<EndPile> read_end_pile(ViewReader& r, const nlohmann::json& last, int most_cards) {
  const nlohmann::json* pile = find_member(last, "pile") ? r.object_or_null(last, "pile") : nullptr;
  if (!pile) return std::nullopt;
  EndPile p;
  p.count = r.num(*pile, "count", 0, most_cards);
  p.shown = r.cards(*pile, "shown", static_cast<size_t>(most_cards));
  r.check(p.shown.size() <= static_cast<size_t>(p.count) && p.shown.empty() == (p.count == 0),
          "The round's last discard pile does not match its count.");
  return p;
}

// A view's pile and hands as a round ended: the seat's own hand, every seat's count, the pile's
// top and count (kept as it was when the result has no pile).
inline void show_end_table(int seat, const std::vector<std::vector<Card>>& left, const std::optional<EndPile>& pile,
                           std::vector<Card>& hand, std::vector<int>& sizes, Card& discard_top, int& discard_count) {
  if (static_cast<size_t>(seat) < left.size()) hand = left[static_cast<size_t>(seat)];
  sizes.clear();
  for (const auto& cards : left) sizes.push_back(static_cast<int>(cards.size()));
  if (!pile) return;
  discard_count = pile->count;
  discard_top = pile->shown.empty() ? Card::none() : pile->shown.back();
}

}  // namespace parlor
