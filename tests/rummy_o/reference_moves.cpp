#include "reference_moves.h"

#include <algorithm>
#include <array>

#include "games/rummy_o/rules.h"

namespace parlor::rummy_o::reference {
namespace {

constexpr Suit kColours[] = {Suit::Red, Suit::Blue, Suit::Orange, Suit::Black};

bool is_colour(Suit s) { return std::find(std::begin(kColours), std::end(kColours), s) != std::end(kColours); }

// Every window of `n` places in 1..14 (14 being a 1 after the 13), the 1 not at both ends.
bool run_fits(const std::vector<PlacedCard>& tiles, Suit colour) {
  const int n = static_cast<int>(tiles.size());
  for (int lo = 1; lo + n - 1 <= 14; ++lo) {
    const int hi = lo + n - 1;
    if (lo == 1 && hi == 14) continue;
    std::array<bool, 15> taken{};
    bool ok = true;
    for (const PlacedCard& t : tiles) {
      int place = -1;
      if (t.card.is_joker()) {
        if (t.as.is_none()) continue;
        if (t.as.suit() != colour) return false;
        place = t.as.rank();
      } else if (t.card.rank() == 1) {
        const bool said_high = !t.as.is_none() && t.as.rank() == 14;
        place = said_high ? 14 : (lo == 1 ? 1 : 14);
      } else {
        place = t.card.rank();
      }
      if (place < lo || place > hi || taken[static_cast<size_t>(place)]) {
        ok = false;
        break;
      }
      taken[static_cast<size_t>(place)] = true;
    }
    if (ok) return true;  // the undeclared jokers fill the places left, exactly as many
  }
  return false;
}

bool run_ok(const std::vector<PlacedCard>& tiles) {
  if (tiles.size() < 3 || tiles.size() > 13) return false;
  Suit colour = Suit::Any;
  for (const PlacedCard& t : tiles) {
    if (t.card.is_joker()) continue;
    if (colour != Suit::Any && t.card.suit() != colour) return false;
    colour = t.card.suit();
    const bool itself = t.as.is_none() || t.as.face() == t.card.face() ||
                        (t.card.rank() == 1 && t.as.rank() == 14 && t.as.suit() == colour);
    if (!itself) return false;
  }
  for (const PlacedCard& t : tiles)
    if (colour == Suit::Any && t.card.is_joker() && !t.as.is_none()) colour = t.as.suit();
  if (colour == Suit::Any) colour = Suit::Red;
  return is_colour(colour) && run_fits(tiles, colour);
}

bool group_ok(const std::vector<PlacedCard>& tiles) {
  if (tiles.size() < 3 || tiles.size() > 4) return false;
  int number = -1;
  std::array<int, 16> colours{};
  for (const PlacedCard& t : tiles) {
    const bool joker = t.card.is_joker();
    if (joker && t.as.is_none()) continue;
    if (!joker && !t.as.is_none() && t.as.face() != t.card.face()) return false;
    const Card c = joker ? t.as : t.card;
    if (!is_colour(c.suit()) || c.rank() < 1 || c.rank() > 13) return false;
    if (number >= 0 && c.rank() != number) return false;
    number = c.rank();
    if (colours[static_cast<size_t>(c.suit())]++ > 0) return false;
  }
  return true;  // four colours at most, so the undeclared jokers take the colours left
}

void add_key(std::set<std::string>& keys, const std::string& what, int owner, int index) {
  keys.insert(what + " to " + std::to_string(owner) + "/" + std::to_string(index));
}

std::string tile_key(const PlacedCard& p) {
  return p.card.is_joker() && !p.as.is_none() ? "JK=" + to_text(p.as) : to_text(p.card.face());
}

// The tile a joker on the table stands for, a 1 after the 13 being the 1.
Card wanted_for(const PlacedCard& joker) { return Card(joker.as.suit(), joker.as.rank() == 14 ? 1 : joker.as.rank()); }

bool fits_some_meld(const std::vector<PlacedCard>& tiles) {
  return meld_ok(MeldKind::Run, tiles) || meld_ok(MeldKind::Book, tiles);
}

// Claims of the joker at `place` in meld `index` of `owner`: whether the engine must list it
// (two numbered rack tiles with it, or a meld of one's own), and whether the sheet allows it.
void judge_claim(const Position& p, int owner, int index, size_t place, Listing& out) {
  const std::vector<PlacedCard>& meld = p.table[static_cast<size_t>(owner)][static_cast<size_t>(index)].meld.cards;
  const Card wanted = wanted_for(meld[place]);
  auto it = std::find(p.rack.begin(), p.rack.end(), wanted);
  if (it == p.rack.end()) return;
  std::vector<Card> after = p.rack;
  after.erase(after.begin() + (it - p.rack.begin()));
  const PlacedCard joker{Card::joker(), Card::none()};
  bool sure = false, allowed = false;
  if (p.rack.size() >= 4)
    for (size_t a = 0; a < after.size(); ++a)
      for (size_t b = a + 1; b < after.size(); ++b) {
        const bool ok = fits_some_meld({{after[a], Card::none()}, {after[b], Card::none()}, joker});
        allowed = allowed || ok;
        sure = sure || (ok && !after[a].is_joker() && !after[b].is_joker());
      }
  if (p.on_board && !p.opened_this_turn)
    for (size_t k = 0; k < p.table[static_cast<size_t>(p.seat)].size(); ++k) {
      const TableMeld& own = p.table[static_cast<size_t>(p.seat)][k];
      std::vector<PlacedCard> cards = own.meld.cards;
      if (owner == p.seat && index == static_cast<int>(k)) cards[place] = {wanted, Card::none()};
      cards.push_back(joker);
      if (meld_ok(own.meld.kind, cards)) sure = allowed = true;
    }
  const std::string key = "claim " + to_text(wanted);
  if (sure) add_key(out.sure_claims, key, owner, index);
  if (allowed) add_key(out.allowed_claims, key, owner, index);
}

}  // namespace

bool meld_ok(MeldKind kind, const std::vector<PlacedCard>& tiles) {
  return kind == MeldKind::Run ? run_ok(tiles) : group_ok(tiles);
}

int tile_value(Card c) {
  if (c.is_joker()) return 15;
  return c.rank() == 1 || c.rank() >= 10 ? 10 : c.rank();
}

Position position_of(const RummyOView& v) {
  Position p;
  p.phase = v.phase;
  p.seat = v.seat();
  p.on_board = v.on_board[static_cast<size_t>(v.seat())];
  p.opened_this_turn = v.opened_this_turn;
  p.discard_available = !v.discard_top.is_none();
  p.rack = v.rack;
  p.table = v.table;
  return p;
}

Listing reference_listing(const Position& p) {
  Listing out;
  if (p.phase == Phase::Draw) {
    out.takes_and_discards.insert("draw");
    if (p.discard_available) out.takes_and_discards.insert("take_discard");
    return out;
  }
  for (Card c : p.rack) out.takes_and_discards.insert("discard " + to_text(c));
  if (p.phase != Phase::Play || !p.on_board || p.rack.size() < 2) return out;
  for (size_t owner = 0; owner < p.table.size(); ++owner)
    for (size_t index = 0; index < p.table[owner].size(); ++index) {
      const TableMeld& m = p.table[owner][index];
      auto try_tile = [&](PlacedCard tile) {
        std::vector<PlacedCard> cards = m.meld.cards;
        cards.push_back(tile);
        if (meld_ok(m.meld.kind, cards))
          add_key(out.addons, "add " + tile_key(tile), static_cast<int>(owner), static_cast<int>(index));
      };
      if (!p.opened_this_turn)
        for (Card c : p.rack) {
          if (!c.is_joker()) try_tile({c, Card::none()});
          for (Suit s : kColours)
            for (int n = 1; n <= 14 && c.is_joker(); ++n) try_tile({c, Card(s, n)});
        }
      for (size_t place = 0; place < m.meld.cards.size(); ++place)
        if (m.meld.cards[place].card.is_joker())
          judge_claim(p, static_cast<int>(owner), static_cast<int>(index), place, out);
    }
  return out;
}

Listing engine_listing(const std::vector<Action>& listed, std::vector<Action>& rest) {
  Listing out;
  for (const Action& a : listed) {
    if (a.kind == ActionKind::DrawStock) out.takes_and_discards.insert("draw");
    if (a.kind == ActionKind::TakeDiscard) out.takes_and_discards.insert("take_discard");
    if (a.kind == ActionKind::Discard) out.takes_and_discards.insert("discard " + to_text(a.card));
    if (a.kind == kAddOn && a.melds.size() == 1 && a.melds.cards(0).size() == 1)
      add_key(out.addons, "add " + tile_key(a.melds.cards(0)[0]), a.target_seat, a.target);
    if (a.kind == kClaimJoker) {
      add_key(out.sure_claims, "claim " + to_text(a.card), a.target_seat, a.target);
      rest.push_back(a);
    }
    if (a.kind == kLayDown || a.kind == kGoOut) rest.push_back(a);
  }
  out.allowed_claims = out.sure_claims;
  return out;
}

std::optional<std::string> breaks_sheet(const Position& p, const Action& a) {
  std::vector<Card> rack = p.rack;
  auto take = [&](Card c) {
    auto it = std::find(rack.begin(), rack.end(), c.face());
    if (it == rack.end()) return false;
    rack.erase(it);
    return true;
  };
  if (a.kind == kClaimJoker) {
    if (!take(a.card)) return "the claimer does not hold the " + to_text(a.card);
    rack.push_back(Card::joker());
  }
  if (a.kind == kGoOut && !take(a.card)) return std::string("the discard is not in the rack");
  int points = 0;
  bool run = false, joker = false;
  for (int i = 0; i < a.melds.size(); ++i) {
    std::vector<PlacedCard> cards(a.melds.cards(i).begin(), a.melds.cards(i).end());
    MeldKind kind = a.melds.kind(i);
    if (a.kind == kClaimJoker && a.to > 0) {  // the joker joins a meld of one's own
      const TableMeld& own = p.table[static_cast<size_t>(p.seat)][static_cast<size_t>(a.to - 1)];
      std::vector<PlacedCard> joined = own.meld.cards;
      if (a.target_seat == p.seat && a.target == a.to - 1)
        for (PlacedCard& t : joined)
          if (t.card.is_joker() && wanted_for(t) == a.card.face()) {
            t = {a.card.face(), Card::none()};
            break;
          }
      cards.insert(cards.begin(), joined.begin(), joined.end());
      kind = own.meld.kind;
    }
    if (!meld_ok(kind, cards)) return "meld " + std::to_string(i) + " is not a meld";
    for (const PlacedCard& t : a.melds.cards(i)) {
      if (!take(t.card)) return "meld " + std::to_string(i) + " uses a tile not in the rack";
      points += tile_value(t.card);
      joker = joker || t.card.is_joker();
    }
    run = run || a.melds.kind(i) == MeldKind::Run;
  }
  if (a.kind == kClaimJoker && !joker) return std::string("the claimed joker is not laid");
  if (a.kind != kGoOut && rack.empty()) return std::string("no tile is kept to discard");
  // rummy-o.txt: going on board takes 50 points with a run (a joker counted 15).
  if ((a.kind == kLayDown || (a.kind == kClaimJoker && a.to == 0)) && !p.on_board && (points < 50 || !run))
    return "an opening of " + std::to_string(points) + " points" + (run ? "" : " without a run");
  if (a.kind == kGoOut && p.on_board) return std::string("a go-out by a player on board");
  return std::nullopt;
}

}  // namespace parlor::rummy_o::reference
