#include "games/jok_r_ummy/fulfil.h"

#include <algorithm>

#include "games/jok_r_ummy/rules.h"

namespace parlor::jok_r_ummy {
namespace {

// A card's place in a checked run: an ace played high is 14, a wild its stand-in.
int run_place(const MeldRules& r, const PlacedCard& p) {
  if (is_wild(r, p.card)) return p.as.rank();
  return !p.as.is_none() && p.as.rank() == 14 ? 14 : p.card.rank();
}

// Why a legal, checked meld does not fulfil the part; `open[k]`: card k is a wild whose suit the
// player left to us.
std::optional<std::string> mismatch(const Part& part, const Meld& meld, const std::vector<bool>& open) {
  const MeldRules rules = meld_rules();
  const std::string ask = "Your program asks for " + describe_part(part) + "; ";
  const bool run = meld.kind == MeldKind::Run;
  if (run != (part.kind == PartKind::Run)) return ask + (run ? "this is a run." : "this is a book.");
  const std::string what = run ? "run" : "book";
  if (static_cast<int>(meld.cards.size()) != part.count)
    return ask + "this " + what + " has " + number_words(static_cast<int>(meld.cards.size())) + " cards.";
  // A legal meld holds a natural card, which gives a run its suit and a book its rank.
  auto natural =
      std::find_if(meld.cards.begin(), meld.cards.end(), [&](const PlacedCard& p) { return !is_wild(rules, p.card); });
  if (natural == meld.cards.end()) return std::nullopt;
  if (run) {
    if (!suit_allowed(part, natural->card.suit()))
      return ask + "this run is in " + suit_name(natural->card.suit()) + ".";
    std::vector<int> places;
    for (const PlacedCard& p : meld.cards) places.push_back(run_place(rules, p));
    std::sort(places.begin(), places.end());
    if (!part.values.empty() && places.front() != part.values.front()) {
      std::string seq;
      for (int q : places) seq += (seq.empty() ? "" : "-") + rank_text(q == 14 ? 1 : q, false);
      return ask + "this run is " + seq + ".";
    }
    return std::nullopt;
  }
  const int rank = natural->card.rank();
  if (!part.values.empty() && rank != part.values.front()) return ask + "this book is of " + rank_plural(rank) + ".";
  for (size_t k = 0; k < meld.cards.size(); ++k) {
    const PlacedCard& p = meld.cards[k];
    const bool wild = is_wild(rules, p.card);
    if (open[k]) continue;
    const Suit suit = wild ? p.as.suit() : p.card.suit();
    if (!suit_allowed(part, suit))
      return ask + "this book holds " + (wild ? "a wild card for the " : "the ") + card_name(Card(suit, rank)) + ".";
  }
  return std::nullopt;
}

// The assignment of melds to slots with the most fits: `best` gets the meld of each slot.
void assign(const std::vector<std::vector<bool>>& fits, size_t slot, std::vector<int>& now, std::vector<bool>& taken,
            int fitted, int& best_fitted, std::vector<int>& best) {
  if (slot == fits.size()) {
    if (fitted > best_fitted) best_fitted = fitted, best = now;
    return;
  }
  for (size_t m = 0; m < fits.size() && best_fitted < static_cast<int>(fits.size()); ++m) {
    if (taken[m]) continue;
    taken[m] = true;
    now[slot] = static_cast<int>(m);
    assign(fits, slot + 1, now, taken, fitted + (fits[slot][m] ? 1 : 0), best_fitted, best);
    taken[m] = false;
  }
}

// A run laid for imposed values with wilds whose place the player left to us: the wilds take
// the places of the imposed run that no natural card takes (check_meld alone would put them
// above the naturals).
Meld placed_for_values(const Part& part, const Meld& laid, const Meld& checked, const std::vector<bool>& open) {
  if (part.kind != PartKind::Run || part.values.empty() || laid.kind != MeldKind::Run) return checked;
  const MeldRules rules = meld_rules();
  auto natural =
      std::find_if(laid.cards.begin(), laid.cards.end(), [&](const PlacedCard& p) { return !is_wild(rules, p.card); });
  if (natural == laid.cards.end()) return checked;
  std::vector<bool> taken(15);
  for (size_t k = 0; k < checked.cards.size(); ++k)
    if (!open[k]) taken[static_cast<size_t>(run_place(rules, checked.cards[k]))] = true;
  Meld m = laid;
  int q = part.values.front();
  for (size_t k = 0; k < m.cards.size(); ++k) {
    if (!open[k]) continue;
    while (q <= part.values.back() && taken[static_cast<size_t>(q)]) ++q;
    if (q > part.values.back()) return checked;
    m.cards[k].as = Card(natural->card.suit(), q);
    taken[static_cast<size_t>(q)] = true;
  }
  return check_meld(rules, m.kind, m.cards) ? checked : m;
}

// Kuhn's augmenting path: gives slot s a meld, moving others along; true when it could.
bool augment(const std::vector<std::vector<bool>>& fits, size_t s, std::vector<bool>& seen, std::vector<int>& slot_of) {
  for (size_t m = 0; m < fits[s].size(); ++m) {
    if (!fits[s][m] || seen[m]) continue;
    seen[m] = true;
    if (slot_of[m] < 0 || augment(fits, static_cast<size_t>(slot_of[m]), seen, slot_of)) {
      slot_of[m] = static_cast<int>(s);
      return true;
    }
  }
  return false;
}

}  // namespace

std::vector<int> fill_slots(const Program& program, const std::vector<Meld>& melds, std::vector<std::string>* why) {
  std::vector<const Part*> slots;
  for (int m = 0; m < program.mult && !program.sun; ++m)
    for (const Part& part : program.parts) slots.push_back(&part);
  const MeldRules rules = meld_rules();
  std::vector<std::string> reasons(melds.size());
  std::vector<Meld> checked = melds;
  std::vector<std::vector<bool>> open(melds.size());
  std::vector<bool> legal(melds.size(), true);
  for (size_t i = 0; i < checked.size(); ++i) {
    for (const PlacedCard& p : checked[i].cards) {
      const bool wild = is_wild(rules, p.card);
      if (wild && !program.wilds && legal[i]) {
        reasons[i] = "Your program allows no wild cards; this " + std::string(meld_kind_name(checked[i].kind)) +
                     " holds the " + card_name(p.card) + ".";
        legal[i] = false;
      }
      open[i].push_back(wild && (p.as.is_none() || p.as.suit() == Suit::Any));
    }
    if (auto e = legal[i] ? check_meld(rules, checked[i].kind, checked[i].cards) : std::nullopt) {
      reasons[i] = *e;
      legal[i] = false;
    }
  }
  std::vector<std::vector<bool>> fits(slots.size(), std::vector<bool>(melds.size()));
  for (size_t s = 0; s < slots.size(); ++s)
    for (size_t m = 0; m < melds.size(); ++m)
      fits[s][m] =
          legal[m] && !mismatch(*slots[s], placed_for_values(*slots[s], melds[m], checked[m], open[m]), open[m]);
  std::vector<int> slot_of(melds.size(), -1);
  for (size_t s = 0; s < slots.size(); ++s) {
    std::vector<bool> seen(melds.size());
    augment(fits, s, seen, slot_of);
  }
  std::vector<int> meld_of(slots.size(), -1);
  for (size_t m = 0; m < melds.size(); ++m)
    if (slot_of[m] >= 0) meld_of[static_cast<size_t>(slot_of[m])] = static_cast<int>(m);
  if (why) {
    const auto empty = std::find(meld_of.begin(), meld_of.end(), -1);
    for (size_t m = 0; m < melds.size(); ++m) {
      if (slot_of[m] >= 0 || !legal[m]) continue;
      if (empty == meld_of.end()) {
        reasons[m] = "Your program asks for no more combinations.";
      } else {
        const Part& part = *slots[static_cast<size_t>(empty - meld_of.begin())];
        reasons[m] = mismatch(part, placed_for_values(part, melds[m], checked[m], open[m]), open[m]).value_or("");
      }
    }
    *why = std::move(reasons);
  }
  return meld_of;
}

std::optional<std::string> check_fulfils(const Program& program, std::vector<Meld>& melds) {
  if (program.sun) return std::string("A SUN card counts at once; there is nothing to lay.");
  const int want = program_melds(program);
  if (static_cast<int>(melds.size()) != want)
    return "Your program asks for " + number_words(want) + (want == 1 ? " combination" : " combinations") +
           "; you laid " + number_words(static_cast<int>(melds.size())) + ".";
  const MeldRules rules = meld_rules();
  std::vector<Meld> checked = melds;
  std::vector<std::vector<bool>> open(melds.size());
  for (size_t i = 0; i < checked.size(); ++i) {
    for (const PlacedCard& p : checked[i].cards) {
      const bool wild = is_wild(rules, p.card);
      if (wild && !program.wilds)
        return "Your program allows no wild cards; this " + std::string(meld_kind_name(checked[i].kind)) +
               " holds the " + card_name(p.card) + ".";
      open[i].push_back(wild && (p.as.is_none() || p.as.suit() == Suit::Any));
    }
    if (auto e = check_meld(rules, checked[i].kind, checked[i].cards)) return e;
  }
  std::vector<const Part*> slots;
  for (int m = 0; m < program.mult; ++m)
    for (const Part& part : program.parts) slots.push_back(&part);
  std::vector<std::vector<std::optional<std::string>>> why(slots.size());
  std::vector<std::vector<bool>> fits(slots.size());
  std::vector<std::vector<Meld>> placed(slots.size());
  for (size_t s = 0; s < slots.size(); ++s)
    for (size_t m = 0; m < checked.size(); ++m) {
      placed[s].push_back(placed_for_values(*slots[s], melds[m], checked[m], open[m]));
      why[s].push_back(mismatch(*slots[s], placed[s].back(), open[m]));
      fits[s].push_back(!why[s].back());
    }
  std::vector<int> now(slots.size()), best(slots.size());
  std::vector<bool> taken(slots.size());
  int best_fitted = -1;
  assign(fits, 0, now, taken, 0, best_fitted, best);
  for (size_t s = 0; s < slots.size(); ++s)
    if (!fits[s][static_cast<size_t>(best[s])]) return why[s][static_cast<size_t>(best[s])];
  // A set's wilds left open stand for a suit the part allows.
  for (size_t s = 0; s < slots.size(); ++s) {
    Meld& m = checked[static_cast<size_t>(best[s])];
    m = placed[s][static_cast<size_t>(best[s])];
    if (m.kind != MeldKind::Book) continue;
    for (size_t k = 0; k < m.cards.size(); ++k)
      if (open[static_cast<size_t>(best[s])][k] && !suit_allowed(*slots[s], m.cards[k].as.suit()))
        m.cards[k].as = Card(slots[s]->suits.front(), m.cards[k].as.rank());
  }
  melds = checked;
  return std::nullopt;
}

}  // namespace parlor::jok_r_ummy
