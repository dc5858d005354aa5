#include "net/link_actions.h"

#include <algorithm>
#include <array>

namespace parlor::net::link_actions {
namespace {

using wire::Reader;
using wire::Writer;

// Long form: kind in the low nibble, then which fields follow; bit 7 clear.
constexpr uint8_t kHasCard = 0x10, kHasMelds = 0x20, kHasExtras = 0x40;
// Short form (games with a hand): bit 7 set, kind 1..7 in bits 4-6, the card's place in bits 0-3.
constexpr uint8_t kShort = 0x80;
// Meld header: size in the low five bits (MeldList::kMaxCards is well below 32).
constexpr uint8_t kMeldBook = 0x80, kWildsImplied = 0x40, kWildsListed = 0x20, kMeldSize = 0x1F;
// Extras: which of the rarely used fields follow, one byte each (from and to together, and
// the second part of a move split between two pieces, from2 and to2, together).
constexpr uint8_t kExCount = 1, kExTarget = 2, kExTargetSeat = 4, kExFromTo = 8, kExSecond = 16, kExAll = 31;
// A card written by place that is not in the hand: this byte, then its face.
constexpr uint8_t kNotInHand = 0xFF;

int place_in_hand(const Context& c, Card face) {
  auto it = std::lower_bound(c.hand.begin(), c.hand.end(), face);
  return it != c.hand.end() && *it == face ? static_cast<int>(it - c.hand.begin()) : -1;
}

void put_card(Writer& w, Card card, const Context& c) {
  const Card face = card.face();
  if (!c.by_hand) return w.byte(static_cast<uint8_t>(face.face_index()));
  const int place = place_in_hand(c, face);
  if (place >= 0 && place < kNotInHand) return w.byte(static_cast<uint8_t>(place));
  w.byte(kNotInHand);
  w.byte(static_cast<uint8_t>(face.face_index()));
}

// Card::none() when malformed.
Card get_card(Reader& r, const Context& c) {
  const uint8_t b = r.byte();
  if (!c.by_hand) return Card::from_bits(b);
  if (b != kNotInHand) return b < c.hand.size() ? c.hand[b] : Card::none();
  const Card face = Card::from_bits(r.byte());
  return place_in_hand(c, face) >= 0 ? Card::none() : face;  // one way to write each card
}

void put_meld(Writer& w, MeldKind kind, std::span<const PlacedCard> cards, const Context& c) {
  const bool any_value =
      std::any_of(cards.begin(), cards.end(), [](const PlacedCard& p) { return !p.as.face().is_none(); });
  bool implied = false;
  if (any_value && c.wild_rules) {
    std::array<PlacedCard, MeldList::kMaxCards> bare{};
    for (size_t i = 0; i < cards.size(); ++i) bare[i].card = cards[i].card.face();
    std::span<PlacedCard> view(bare.data(), cards.size());
    implied = !check_meld(*c.wild_rules, kind, view) &&
              std::equal(cards.begin(), cards.end(), bare.begin(), [](const PlacedCard& a, const PlacedCard& b) {
                return a.card.face() == b.card && a.as.face() == b.as;
              });
  }
  w.byte(static_cast<uint8_t>((kind == MeldKind::Book ? kMeldBook : 0) | (implied ? kWildsImplied : 0) |
                              (any_value && !implied ? kWildsListed : 0) | cards.size()));
  for (const PlacedCard& p : cards) put_card(w, p.card, c);
  if (!any_value || implied) return;
  uint64_t mask = 0;
  for (size_t i = 0; i < cards.size(); ++i)
    if (!cards[i].as.face().is_none()) mask |= uint64_t{1} << i;
  w.varint(mask);
  for (const PlacedCard& p : cards)
    if (!p.as.face().is_none()) w.byte(static_cast<uint8_t>(p.as.face_index()));
}

ActionRead get_meld(Reader& r, MeldList& out, const Context& c) {
  const uint8_t head = r.byte();
  const size_t n = head & kMeldSize;
  const bool implied = head & kWildsImplied, listed = head & kWildsListed;
  if (r.failed() || n == 0 || n > MeldList::kMaxCards || (implied && listed) || (implied && !c.wild_rules))
    return {true, {}};
  const MeldKind kind = head & kMeldBook ? MeldKind::Book : MeldKind::Run;
  std::array<PlacedCard, MeldList::kMaxCards> cards{};
  for (size_t i = 0; i < n; ++i) {
    cards[i].card = get_card(r, c);
    if (cards[i].card.is_none()) return {true, {}};
  }
  if (listed) {
    const uint64_t mask = r.varint();
    if (mask == 0 || mask >> n) return {true, {}};
    for (size_t i = 0; i < n; ++i)
      if (mask >> i & 1) {
        cards[i].as = Card::from_bits(r.byte());
        if (cards[i].as.is_none()) return {true, {}};
      }
  }
  std::span<PlacedCard> view(cards.data(), n);
  if (implied) {
    if (auto why = check_meld(*c.wild_rules, kind, view)) return {false, why};
    if (std::none_of(view.begin(), view.end(), [](const PlacedCard& p) { return !p.as.is_none(); })) return {true, {}};
  }
  if (r.failed() || !out.add(kind, view)) return {true, {}};
  return {};
}

}  // namespace

Context context_for(const State& before, bool format1) {
  Context c;
  const MoveKinds kinds = before.move_kinds();
  // Format 1's one list of kinds, by code.
  constexpr const char* kFormat1[] = {"none",   "draw",        "take_discard",   "discard",      "go_out", "lay_down",
                                      "add_on", "claim_joker", "reveal_program", "swap_program", "move",   "end_turn"};
  for (int code = 1; code < static_cast<int>(c.kind_of.size()); ++code) {
    if (!format1) {
      if (code <= last_action_kind(kinds)) c.kind_of[static_cast<size_t>(code)] = static_cast<ActionKind>(code);
    } else if (code < static_cast<int>(std::size(kFormat1))) {
      c.kind_of[static_cast<size_t>(code)] = parse_action_kind(kFormat1[code], kinds).value_or(ActionKind::None);
    }
  }
  const LinkHints hints = before.link_hints();
  c.wild_rules = hints.wild_rules;
  if (hints.hand) {
    c.by_hand = true;
    for (Card card : *hints.hand) c.hand.push_back(card.face());
    std::sort(c.hand.begin(), c.hand.end());
    c.hand.erase(std::unique(c.hand.begin(), c.hand.end()), c.hand.end());
  }
  return c;
}

void put_action(Writer& w, const Action& a, const Context& c) {
  const uint8_t extras = (a.count ? kExCount : 0) | (a.target >= 0 ? kExTarget : 0) |
                         (a.target_seat >= 0 ? kExTargetSeat : 0) | (a.from || a.to ? kExFromTo : 0) |
                         (a.from2 || a.to2 ? kExSecond : 0);
  const bool card = !a.card.face().is_none();
  const uint8_t kind = static_cast<uint8_t>(a.kind);
  if (c.by_hand && card && a.melds.empty() && !extras && kind <= 7) {
    const int place = place_in_hand(c, a.card.face());
    if (place >= 0 && place < 16) return w.byte(static_cast<uint8_t>(kShort | kind << 4 | place));
  }
  w.byte(static_cast<uint8_t>(kind | (card ? kHasCard : 0) | (a.melds.empty() ? 0 : kHasMelds) |
                              (extras ? kHasExtras : 0)));
  if (card) put_card(w, a.card, c);
  if (!a.melds.empty()) {
    w.byte(static_cast<uint8_t>(a.melds.size()));
    for (int i = 0; i < a.melds.size(); ++i) put_meld(w, a.melds.kind(i), a.melds.cards(i), c);
  }
  if (!extras) return;
  w.byte(extras);
  if (extras & kExCount) w.byte(a.count);
  if (extras & kExTarget) w.byte(static_cast<uint8_t>(a.target));
  if (extras & kExTargetSeat) w.byte(static_cast<uint8_t>(a.target_seat));
  if (extras & kExFromTo) {
    w.byte(a.from);
    w.byte(a.to);
  }
  if (extras & kExSecond) {
    w.byte(a.from2);
    w.byte(a.to2);
  }
}

ActionRead get_action(Reader& r, Action& a, const Context& c) {
  const uint8_t head = r.byte();
  if (r.failed()) return {true, {}};
  if (head & kShort) {
    const int kind = head >> 4 & 7, place = head & 15;
    if (!c.by_hand || c.kind_of[static_cast<size_t>(kind)] == ActionKind::None ||
        static_cast<size_t>(place) >= c.hand.size())
      return {true, {}};
    a = Action(c.kind_of[static_cast<size_t>(kind)]);
    a.card = c.hand[static_cast<size_t>(place)];
    return {};
  }
  const int kind = head & 0x0F;
  if (c.kind_of[static_cast<size_t>(kind)] == ActionKind::None) return {true, {}};
  a = Action(c.kind_of[static_cast<size_t>(kind)]);
  if (head & kHasCard) {
    a.card = get_card(r, c);
    if (a.card.is_none()) return {true, {}};
  }
  if (head & kHasMelds) {
    const uint8_t n = r.byte();
    if (n == 0 || n > MeldList::kMaxMelds) return {true, {}};
    for (uint8_t i = 0; i < n; ++i) {
      ActionRead m = get_meld(r, a.melds, c);
      if (m.damaged || m.refused) return m;
    }
  }
  if (head & kHasExtras) {
    const uint8_t extras = r.byte();
    if (extras == 0 || extras > kExAll) return {true, {}};
    if (extras & kExCount && (a.count = r.byte()) == 0) return {true, {}};
    if (extras & kExTarget && (a.target = static_cast<int8_t>(r.byte())) < 0) return {true, {}};
    if (extras & kExTargetSeat && (a.target_seat = static_cast<int8_t>(r.byte())) < 0) return {true, {}};
    if (extras & kExFromTo) {
      a.from = r.byte();
      a.to = r.byte();
      if (!a.from && !a.to) return {true, {}};
    }
    if (extras & kExSecond) {
      a.from2 = r.byte();
      a.to2 = r.byte();
      if (!a.from2 && !a.to2) return {true, {}};
    }
  }
  return {r.failed(), {}};
}

}  // namespace parlor::net::link_actions
