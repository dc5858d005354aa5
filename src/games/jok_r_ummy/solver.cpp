#include "games/jok_r_ummy/solver.h"

#include <algorithm>

#include "games/jok_r_ummy/rules.h"
#include "games/jok_r_ummy/solver_search.h"

namespace parlor::jok_r_ummy {
namespace {

using search::Candidate;
using search::Search;

int rank_at(int place) { return place == 14 ? 1 : place; }

// One slot as the candidate fills it: each place of a run (or card of a set) with the hand
// card on it, none() where a card is lacking.
struct Layout {
  std::vector<int> places;  // run: the places low to high; set: the rank, once a card
  std::vector<Card> cards;
  std::vector<bool> wild;
};

Layout lay_out(const Search& s, const Part& part, const Candidate& c) {
  Layout out;
  std::vector<Card> wilds, naturals;
  for (int i = 0; i < s.n(); ++i) {
    if (!((c.take >> i) & 1)) continue;
    const Card card = s.cards[static_cast<size_t>(i)];
    ((s.wilds >> i) & 1 ? wilds : naturals).push_back(card);
  }
  size_t next_wild = 0;
  if (part.kind == PartKind::Set || c.first == 0) {
    for (Card n : naturals) out.cards.push_back(n), out.wild.push_back(false);
    while (static_cast<int>(out.cards.size()) < part.count) {
      const bool have = next_wild < wilds.size();
      out.cards.push_back(have ? wilds[next_wild++] : Card::none());
      out.wild.push_back(have);
    }
    out.places.assign(out.cards.size(), c.first);
    return out;
  }
  for (int q = c.first; q < c.first + part.count; ++q) {
    out.places.push_back(q);
    auto it = std::find_if(naturals.begin(), naturals.end(),
                           [&](Card n) { return n.suit() == static_cast<Suit>(c.suit) && n.rank() == rank_at(q); });
    out.cards.push_back(it == naturals.end() ? Card::none() : *it);
    out.wild.push_back(false);
  }
  // Wilds take the 2 first (no natural card can), then the gaps from low to high.
  for (int pass = 0; pass < 2; ++pass)
    for (size_t k = 0; k < out.cards.size() && next_wild < wilds.size(); ++k)
      if (out.cards[k].is_none() && (pass == 1 || out.places[k] == 2)) {
        out.cards[k] = wilds[next_wild++];
        out.wild[k] = true;
      }
  return out;
}

Meld to_meld(const Part& part, const Candidate& c, const Layout& l) {
  Meld m;
  m.kind = part.kind == PartKind::Run ? MeldKind::Run : MeldKind::Book;
  // A set's wilds stand for an allowed suit; the first the card names.
  const Suit set_suit = part.suits.empty() ? Suit::Hearts : part.suits.front();
  for (size_t k = 0; k < l.cards.size(); ++k) {
    const Suit suit = m.kind == MeldKind::Run ? static_cast<Suit>(c.suit) : set_suit;
    const bool ace_high = m.kind == MeldKind::Run && l.places[k] == 14;
    Card as = Card::none();
    if (l.wild[k] || ace_high) as = Card(suit, l.places[k]);
    m.cards.push_back(PlacedCard{l.cards[k], as});
  }
  check_meld(meld_rules(), m.kind, m.cards);
  return m;
}

const char* ordinal(int n) {
  static const char* words[] = {"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"};
  return n >= 1 && n <= 8 ? words[n] : "next";
}

void lacking_words(const Part& part, const Candidate& c, const Layout& l, std::vector<std::string>& out) {
  if (c.lacking == 0) return;
  if (c.first == 0) {
    const int have = part.count - c.lacking;
    out.push_back(have == 0 ? describe_part(part)
                            : std::to_string(c.lacking) + (c.lacking == 1 ? " card" : " more cards") + " for " +
                                  describe_part(part));
    return;
  }
  if (part.kind == PartKind::Run) {
    for (size_t k = 0; k < l.cards.size(); ++k) {
      if (!l.cards[k].is_none()) continue;
      const Card face(static_cast<Suit>(c.suit), rank_at(l.places[k]));
      out.push_back(l.places[k] == 2 ? "a wild card for the " + card_name(face) : "the " + card_name(face));
    }
    return;
  }
  const std::string in = part.suits.empty() ? "" : " in " + suits_words(part.suits);
  for (int k = part.count - c.lacking + 1; k <= part.count; ++k)
    out.push_back(std::string("a ") + ordinal(k) + " " + rank_name(c.first, false) + in);
}

}  // namespace

std::optional<std::vector<Meld>> can_complete(const Program& program, std::span<const Card> hand) {
  if (program.sun) return std::nullopt;
  Search s(program, hand);
  if (s.too_many) return std::nullopt;
  std::vector<Candidate> path;
  if (!s.complete(0, 0, path)) return std::nullopt;
  std::vector<Meld> melds(path.size());
  for (size_t i = 0; i < path.size(); ++i) {
    const Part& part = *s.slots[i];
    melds[static_cast<size_t>(s.slot_order[i])] = to_meld(part, path[i], lay_out(s, part, path[i]));
  }
  return melds;
}

int cards_missing(const Program& program, std::span<const Card> hand) {
  if (program.sun) return 0;
  Search s(program, hand);
  if (s.too_many) return program_cards(program);
  return s.fewest(0, 0);
}

Shortfall shortfall(const Program& program, std::span<const Card> hand) {
  Shortfall out;
  if (program.sun) return out;
  Search s(program, hand);
  if (s.too_many) {
    out.cards = program_cards(program);
    out.missing.push_back(describe_program(program));
    return out;
  }
  out.cards = s.fewest(0, 0);
  const std::vector<Candidate> path = s.fewest_path();
  std::vector<std::vector<std::string>> words(path.size());
  for (size_t i = 0; i < path.size(); ++i) {
    const Part& part = *s.slots[i];
    lacking_words(part, path[i], lay_out(s, part, path[i]), words[static_cast<size_t>(s.slot_order[i])]);
  }
  for (const auto& w : words) out.missing.insert(out.missing.end(), w.begin(), w.end());
  return out;
}

std::string shortfall_text(const Shortfall& s) {
  if (s.missing.empty()) return "Nothing is missing.";
  std::string out = "Missing: ";
  for (size_t i = 0; i < s.missing.size(); ++i) {
    if (i > 0) out += i + 1 == s.missing.size() ? " and " : ", ";
    out += s.missing[i];
  }
  return out + ".";
}

}  // namespace parlor::jok_r_ummy
