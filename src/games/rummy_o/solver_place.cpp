// Turning the solver's choices into melds and table additions, jokers with their values.
#include <algorithm>

#include "games/rummy_o/rules.h"
#include "games/rummy_o/solver_search.h"

namespace parlor::rummy_o::detail {

void Search::place(const Choice& c, Placement& out) const {
  const Card face = faces_[static_cast<size_t>(c.face)];
  const int colour = colour_of(face), number = face.rank();
  if (c.kind == ChoiceKind::Keep) {
    out.left.push_back(face);
    return;
  }
  std::vector<PlacedCard> tiles;
  if (c.kind == ChoiceKind::Group || c.kind == ChoiceKind::ExtendGroup) {
    uint8_t present = static_cast<uint8_t>(c.colours | 1u << colour);
    if (c.kind == ChoiceKind::ExtendGroup) present |= targets_[static_cast<size_t>(c.target)].colours;
    tiles.push_back(PlacedCard{face, Card::none()});
    for (int k = 0; k < kColours; ++k)
      if (c.colours >> k & 1) tiles.push_back(PlacedCard{Card(suit_of(k), number), Card::none()});
    for (int j = 0, k = 0; j < c.jokers; ++j) {
      while (present >> k & 1) ++k;
      present |= static_cast<uint8_t>(1u << k);
      tiles.push_back(PlacedCard{Card::joker(), Card(suit_of(k), number)});
    }
  } else {
    for (int q = c.lo; q <= c.hi; ++q)
      tiles.push_back(c.joker_at >> (q - c.lo) & 1 ? PlacedCard{Card::joker(), Card(suit_of(colour), q)}
                                                   : natural_at(colour, q));
  }
  for (const PlacedCard& p : tiles) out.points += tile_points(p.card);
  out.tiles += static_cast<int>(tiles.size());
  if (c.kind == ChoiceKind::Group || c.kind == ChoiceKind::Run) {
    out.has_run = out.has_run || c.kind == ChoiceKind::Run;
    out.melds.push_back(Meld{c.kind == ChoiceKind::Run ? MeldKind::Run : MeldKind::Book, std::move(tiles)});
    return;
  }
  const int meld = targets_[static_cast<size_t>(c.target)].index;
  for (TableAddition& a : out.added)
    if (a.meld == meld) {
      a.tiles.insert(a.tiles.end(), tiles.begin(), tiles.end());
      return;
    }
  out.added.push_back(TableAddition{meld, std::move(tiles)});
}

void Search::place_leaf_jokers(const Node& n, int count, Placement& out) const {
  for (size_t s = 0; s < targets_.size() && count > 0; ++s) {
    int room = std::min(count, joker_room(n, static_cast<int>(s)));
    if (room == 0) continue;
    const Target& tg = targets_[s];
    const uint8_t bits = n.slot[s];
    std::vector<PlacedCard> tiles;
    if (!tg.run) {
      uint8_t present = tg.colours;
      for (int j = 0, k = 0; j < room; ++j) {
        while (present >> k & 1) ++k;
        present |= static_cast<uint8_t>(1u << k);
        tiles.push_back(PlacedCard{Card::joker(), Card(suit_of(k), tg.number)});
      }
    } else {
      const int bottom = (tg.hi == 14 || (bits & kHighEdge)) ? 2 : 1;
      const int top = (tg.lo == 1 || (bits & kLowEdge)) ? 13 : 14;
      for (int q = tg.lo - 1; q >= bottom && !(bits & kLowUsed) && static_cast<int>(tiles.size()) < room; --q)
        tiles.push_back(PlacedCard{Card::joker(), Card(suit_of(tg.colour), q)});
      for (int q = tg.hi + 1; q <= top && !(bits & kHighUsed) && static_cast<int>(tiles.size()) < room; ++q)
        tiles.push_back(PlacedCard{Card::joker(), Card(suit_of(tg.colour), q)});
    }
    count -= static_cast<int>(tiles.size());
    out.points += kJokerPoints * static_cast<int>(tiles.size());
    out.tiles += static_cast<int>(tiles.size());
    bool merged = false;
    for (TableAddition& a : out.added)
      if (a.meld == tg.index) {
        a.tiles.insert(a.tiles.end(), tiles.begin(), tiles.end());
        merged = true;
      }
    if (!merged) out.added.push_back(TableAddition{tg.index, std::move(tiles)});
  }
}

}  // namespace parlor::rummy_o::detail
