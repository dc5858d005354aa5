#include "games/jok_r_ummy/compose.h"

#include <algorithm>

#include "engine/wild_choices.h"
#include "games/jok_r_ummy/fulfil.h"
#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver.h"

namespace parlor::jok_r_ummy {

std::vector<std::vector<Card>> wild_readings(const Meld& meld) {
  return wild_choices(meld_rules(), meld.cards, meld.kind);
}

namespace {

// Whether natural card `c` could join a combination of natural cards at all (a book only of its
// rank, a run only of its suit next to an end, an ace anywhere): the meld check answers only
// those. A combination holding a wild or a card standing for another is always asked.
bool may_join(const MeldRules& rules, const Meld& m, Card c) {
  int lo = 99, hi = 0;
  for (const PlacedCard& p : m.cards) {
    if (is_wild(rules, p.card) || !p.as.is_none()) return true;
    if (m.kind == MeldKind::Book) return p.card.rank() == c.rank();
    if (p.card.suit() != c.suit()) return false;
    lo = std::min(lo, p.card.rank());
    hi = std::max(hi, p.card.rank());
  }
  return c.rank() == 1 || (c.rank() + 1 >= lo && c.rank() <= hi + 1);
}

}  // namespace

std::vector<Action> add_on_readings(const Table& table, int seat, int index, Card card) {
  std::vector<Action> out;
  if (seat < 0 || static_cast<size_t>(seat) >= table.size() || index < 0 ||
      static_cast<size_t>(index) >= table[static_cast<size_t>(seat)].size())
    return out;
  const MeldRules rules = meld_rules();
  const Meld& m = table[static_cast<size_t>(seat)][static_cast<size_t>(index)];
  auto add = [&](PlacedCard p) {
    Action a(kAddOn);
    a.melds.add(m.kind, std::span<const PlacedCard>(&p, 1));
    a.target_seat = static_cast<int8_t>(seat);
    a.target = static_cast<int8_t>(index);
    out.push_back(a);
  };
  if (!is_wild(rules, card) && !may_join(rules, m, card)) return out;
  std::vector<PlacedCard> longer = m.cards;
  longer.push_back({card.face(), Card::none()});
  if (check_meld(rules, m.kind, longer)) return out;
  if (!is_wild(rules, card)) {
    add({card.face(), Card::none()});
    return out;
  }
  // The engine's own reading first, then the others.
  const Card given = longer.back().as;
  add({card.face(), given});
  const PlacedCard alone{card.face(), Card::none()};
  const auto choices = wild_choices(rules, std::span<const PlacedCard>(&alone, 1), m.kind, m.cards);
  for (Card as : choices.front())
    if (as != given) add({card.face(), as});
  return out;
}

namespace {

// The plan for the parts left empty from the cards not composed.
std::optional<Shortfall> lacking(const Program& program, const std::vector<int>& slot_meld,
                                 std::span<const Card> rest) {
  Program left = program;
  left.mult = 1;
  left.parts.clear();
  for (size_t s = 0; s < slot_meld.size(); ++s)
    if (slot_meld[s] < 0) left.parts.push_back(program.parts[s % program.parts.size()]);
  if (left.parts.empty()) return std::nullopt;
  return shortfall(left, rest);
}

}  // namespace

Progress compose_progress(const Program& program, const std::vector<Meld>& composed, std::span<const Card> rest) {
  Progress p;
  if (program.sun || program.parts.empty()) return p;
  std::vector<std::string> why;
  p.slot_meld = fill_slots(program, composed, &why);
  p.slots = static_cast<int>(p.slot_meld.size());
  p.filled = static_cast<int>(std::count_if(p.slot_meld.begin(), p.slot_meld.end(), [](int m) { return m >= 0; }));
  for (const std::string& w : why)
    if (!w.empty() && p.stray.empty()) p.stray = w;
  const auto empty = std::find(p.slot_meld.begin(), p.slot_meld.end(), -1);
  if (empty == p.slot_meld.end()) {
    p.text = p.stray.empty() ? "Your composed combinations fulfil your program: press Reveal program."
                             : "Your program is composed; take back the combination it does not use.";
    return p;
  }
  p.next = static_cast<int>((empty - p.slot_meld.begin()) % static_cast<std::ptrdiff_t>(program.parts.size()));
  std::string next = describe_part(program.parts[static_cast<size_t>(p.next)]);
  const std::optional<Shortfall> plan = lacking(program, p.slot_meld, rest);
  if (plan) p.uses = plan->uses;
  p.text = (p.filled > 0 ? "Composed " + std::to_string(p.filled) + " of " + std::to_string(p.slots) + ". " : "") +
           "Next: " + next + ". " + (plan ? shortfall_text(*plan) : "");
  return p;
}

}  // namespace parlor::jok_r_ummy
